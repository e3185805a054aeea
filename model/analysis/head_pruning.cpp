// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/head_pruning.h"

#include "analysis/gate_passes.h"
#include "analysis/head_statistics.h"
#include "decode/search.h"
#include "eval/bleu.h"
#include "nn/eval_scope.h"
#include "tokenizer/bleu_reference.h"

#include <torch/torch.h>

#include <algorithm>
#include <cmath>
#include <optional>

namespace studio::analysis {
namespace {

struct Candidate {
    size_t block;
    int64_t head;
    double importance;
};

// Rounds needed to switch off `n` heads, `per_round` at a time.
int64_t round_count(int64_t n, int64_t per_round) { return (n + per_round - 1) / per_round; }

int64_t heads_per_round(int64_t n, double share) {
    return std::max<int64_t>(1, static_cast<int64_t>(std::ceil(share * static_cast<double>(n) - 1e-9)));
}

// Whether any encoder head is switched off (the encoder's output then differs).
bool encoder_head_off(const std::vector<GateLayer>& layers, const HeadMasks& masks) {
    for (size_t g = 0; g < layers.size(); ++g)
        if (layers[g].kind == nn::AttentionKind::EncoderSelf)
            for (float v : masks[g])
                if (v != 1.0f) return true;
    return false;
}

}  // namespace

std::vector<PruneCurve> prune_curves(nn::Transformer& model, const tok::Tokenizer& tokenizer,
                                     const std::vector<data::SentencePair>& pairs, const PruneOptions& options) {
    TORCH_CHECK(options.step_share > 0.0 && options.step_share <= 1.0, "prune step share ", options.step_share,
                " out of range (0, 1]");
    const auto& c = model->config;
    const auto device = model->parameters().front().device();
    const tok::SpecialIds ids = tokenizer.special_ids();
    // Pairs one at a time, so that each kept pair keeps its reference.
    std::vector<data::EncodedPair> encoded;
    std::vector<std::vector<int64_t>> sources;
    std::vector<std::string> references;
    const int64_t longest = longest_analysed_sentence(c, tokenizer.bos_on_source());
    for (const auto& pair : pairs) {
        auto one = data::encode_pairs({pair}, tokenizer, longest);
        if (one.empty()) continue;
        encoded.push_back(std::move(one.front()));
        sources.push_back(encoded.back().src);
        references.push_back(pair.tgt);
    }
    TORCH_CHECK(!encoded.empty(), "no sentence pair fits the model (all empty or longer than ", longest,
                " tokens)");
    references = tok::bleu_references(tokenizer, references);  // as the model can write them
    const auto batches = data::make_batches(encoded, options.max_tokens, 0, 0);
    const auto layers = gate_layers(c);
    const int64_t heads = c.num_heads;

    std::vector<std::optional<nn::AttentionKind>> scopes{std::nullopt};
    if (options.per_kind)
        for (auto kind : {nn::AttentionKind::EncoderSelf, nn::AttentionKind::DecoderSelf, nn::AttentionKind::Cross})
            scopes.push_back(kind);
    auto in_scope = [&](const std::optional<nn::AttentionKind>& scope, size_t block) {
        return !scope || layers[block].kind == *scope;
    };
    int64_t total = 0;
    for (const auto& scope : scopes) {
        int64_t n = 0;
        for (size_t g = 0; g < layers.size(); ++g) n += in_scope(scope, g) ? heads : 0;
        total += 1 + round_count(n, heads_per_round(n, options.step_share));
    }

    const nn::EvalScope eval(*model);  // training mode comes back however this ends
    std::vector<PruneCurve> curves;
    int64_t done = 0;
    // Round 0 (every head on) and its importance are the same for every curve: computed once.
    bool have_first = false;
    PruneRound first_round;
    std::vector<std::vector<double>> first_importance;
    // The encoder's output per batch (teacher-forced, and greedy), while no encoder head is gated.
    std::vector<torch::Tensor> memories, greedy_memories;
    try {
        for (const auto& scope : scopes) {
            PruneCurve curve;
            curve.sentences = static_cast<int64_t>(encoded.size());
            curve.scope = scope ? kind_name(*scope) : "all";
            for (size_t g = 0; g < layers.size(); ++g) curve.heads += in_scope(scope, g) ? heads : 0;
            const int64_t per_round = heads_per_round(curve.heads, options.step_share);
            HeadMasks masks(layers.size(), std::vector<float>(static_cast<size_t>(heads), 1.0f));
            int64_t pruned = 0;
            std::vector<HeadId> removed;
            while (true) {
                // Michel et al.: the importance is recomputed on the pruned model every round; the
                // same forward pass gives the round's dev loss (no importance after the last round).
                std::vector<std::vector<double>> importance;
                PruneRound round;
                if (pruned == 0 && have_first) {
                    round = first_round;
                    importance = first_importance;
                } else {
                    if (pruned < curve.heads) {
                        // Only this curve's blocks need their importance; the decoder-only curves
                        // share the encoder's output.
                        ImportanceScope importance_scope;
                        for (size_t g = 0; g < layers.size(); ++g) importance_scope.wanted.push_back(in_scope(scope, g));
                        importance_scope.memories = &memories;
                        importance = gate_importance(model, layers, masks, encoded, batches, ids, options.cancel,
                                                     &round.dev_loss, importance_scope);
                    }
                    set_masks(model, layers, masks);
                    if (pruned >= curve.heads) round.dev_loss = dev_nll(model, encoded, batches, ids, options.cancel);
                    {
                        torch::NoGradGuard no_grad;
                        const auto hyps = decode::greedy_translations(
                            model, tokenizer, sources, device, options.cancel, options.max_extra,
                            encoder_head_off(layers, masks) ? nullptr : &greedy_memories);
                        round.bleu = eval::corpus_bleu(hyps, references, options.bleu_tokenizer).score;
                    }
                    nn::clear_head_gates(*model);
                }
                if (pruned == 0 && !have_first) {
                    have_first = true;
                    first_round = round;
                    first_importance = importance;
                }
                round.pruned = pruned;
                round.share = static_cast<double>(pruned) / static_cast<double>(curve.heads);
                round.removed = removed;
                curve.rounds.push_back(round);
                if (options.progress) options.progress(++done, total, curve);
                if (pruned >= curve.heads) break;

                // Drop the least important heads.
                std::vector<Candidate> candidates;
                for (size_t g = 0; g < layers.size(); ++g) {
                    if (!in_scope(scope, g)) continue;
                    for (int64_t h = 0; h < heads; ++h)
                        if (masks[g][static_cast<size_t>(h)] != 0.0f)
                            candidates.push_back({g, h, importance[g][static_cast<size_t>(h)]});
                }
                std::stable_sort(candidates.begin(), candidates.end(),
                                 [](const Candidate& a, const Candidate& b) { return a.importance < b.importance; });
                removed.clear();
                const auto take = std::min<size_t>(static_cast<size_t>(per_round), candidates.size());
                for (size_t i = 0; i < take; ++i) {
                    masks[candidates[i].block][static_cast<size_t>(candidates[i].head)] = 0.0f;
                    removed.push_back({layers[candidates[i].block].kind, static_cast<int>(layers[candidates[i].block].layer),
                                       static_cast<int>(candidates[i].head)});
                }
                pruned += static_cast<int64_t>(take);
            }
            curves.push_back(curve);
        }
    } catch (...) {
        nn::clear_head_gates(*model);
        throw;
    }
    return curves;
}

}  // namespace studio::analysis
