// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/head_statistics.h"

#include "analysis/gate_passes.h"
#include "decode/search.h"
#include "nn/eval_scope.h"

#include <torch/torch.h>

#include <algorithm>
#include <cmath>
#include <map>

namespace studio::analysis {
namespace {

// Per-head tallies from the attention weights, for confidence, entropy and roles.
struct Tally {
    double max_sum = 0.0, entropy_sum = 0.0;
    int64_t queries = 0;
    std::map<int64_t, int64_t> offsets;  // argmax key - query -> count (self-attention)
    int64_t on_special = 0;              // maxima on EOS/BOS keys
    int64_t rare_queries = 0;            // queries of sentences whose rarest token is unique (and that may see it)
    int64_t on_rarest = 0;               // ... whose maximum is on it
};

// Adds one attention block's weights to the tallies of its heads. `causal`:
// query i sees keys 0..i only (the decoder's masked self-attention).
// Shape: weights (B, H, Tq, Tk); queries/keys (B, Tq) / (B, Tk) token ids.
void tally(std::vector<Tally>& heads, const torch::Tensor& weights, const torch::Tensor& queries,
           const torch::Tensor& keys, bool self_attention, bool causal, const FrameIds& query_ids,
           const FrameIds& key_ids, const std::map<int64_t, int64_t>& key_counts) {
    const auto w = weights.detach().to(torch::kCPU, torch::kFloat).contiguous();
    const auto q = queries.to(torch::kCPU).contiguous();
    const auto k = keys.to(torch::kCPU).contiguous();
    const int64_t b_count = w.size(0), h_count = w.size(1), tq = w.size(2), tk = w.size(3);
    const float* wp = w.data_ptr<float>();
    const int64_t* qp = q.data_ptr<int64_t>();
    const int64_t* kp = k.data_ptr<int64_t>();
    auto special = [](const FrameIds& ids, int64_t id) { return id == ids.bos || id == ids.eos || id == ids.pad; };
    for (int64_t b = 0; b < b_count; ++b) {
        // The sentence's rarest key token, when only one position holds it.
        auto count_of = [&](int64_t id) {
            const auto it = key_counts.find(id);
            return it == key_counts.end() ? int64_t(0) : it->second;
        };
        int64_t min_count = INT64_MAX;
        for (int64_t j = 0; j < tk; ++j)
            if (!special(key_ids, kp[b * tk + j])) min_count = std::min(min_count, count_of(kp[b * tk + j]));
        int64_t rarest = -1, at_min = 0;
        for (int64_t j = 0; j < tk; ++j) {
            if (special(key_ids, kp[b * tk + j]) || count_of(kp[b * tk + j]) != min_count) continue;
            rarest = j;
            ++at_min;
        }
        const bool unique = at_min == 1;
        for (int64_t i = 0; i < tq; ++i) {
            if (special(query_ids, qp[b * tq + i])) continue;
            for (int64_t h = 0; h < h_count; ++h) {
                const float* row = wp + ((b * h_count + h) * tq + i) * tk;
                int64_t best = 0;
                double entropy = 0.0;
                for (int64_t j = 0; j < tk; ++j) {
                    if (row[j] > row[best]) best = j;
                    if (row[j] > 0.0f) entropy -= row[j] * std::log(static_cast<double>(row[j]));
                }
                Tally& t = heads[static_cast<size_t>(h)];
                t.max_sum += row[best];
                t.entropy_sum += entropy;
                ++t.queries;
                if (self_attention) ++t.offsets[best - i];
                const int64_t key = kp[b * tk + best];
                if (key == key_ids.bos || key == key_ids.eos) ++t.on_special;
                // A query the mask keeps from the rarest token (one before it,
                // in masked self-attention) cannot put its maximum there: it
                // is no evidence either way.
                if (rarest >= 0 && unique && (!causal || rarest <= i)) {
                    ++t.rare_queries;
                    if (best == rarest) ++t.on_rarest;
                }
            }
        }
    }
}

std::string percent(double share) { return std::to_string(static_cast<int>(std::lround(share * 100.0))) + " %"; }

void assign_role(HeadStatistics& s, const Tally& t, bool self_attention) {
    if (t.queries == 0) return;
    if (self_attention) {
        int64_t offset = 0, count = 0;
        for (const auto& [o, n] : t.offsets)
            if (n > count) {
                offset = o;
                count = n;
            }
        const double share = static_cast<double>(count) / static_cast<double>(t.queries);
        if (offset != 0 && share >= 0.9) {
            s.role = "positional";
            s.role_share = share;
            s.role_offset = offset;
            s.evidence = "offset " + std::string(offset > 0 ? "+" : "") + std::to_string(offset) + " in " +
                         percent(share) + " of queries";
            return;
        }
    }
    const double special = static_cast<double>(t.on_special) / static_cast<double>(t.queries);
    if (special >= 0.5) {
        s.role = "eos-bos";
        s.role_share = special;
        s.evidence = "maximum on EOS or BOS in " + percent(special) + " of queries";
        return;
    }
    if (t.rare_queries > 0) {
        const double rare = static_cast<double>(t.on_rarest) / static_cast<double>(t.rare_queries);
        if (rare >= 0.5) {
            s.role = "rare-token";
            s.role_share = rare;
            s.evidence = "maximum on the sentence's rarest token in " + percent(rare) + " of queries";
        }
    }
}

// Confidence, entropy and role from a head's tallies.
void describe(HeadStatistics& s, const Tally& t, bool self_attention) {
    if (t.queries > 0) {
        s.confidence = t.max_sum / static_cast<double>(t.queries);
        s.entropy = t.entropy_sum / static_cast<double>(t.queries);
    }
    assign_role(s, t, self_attention);
}

}  // namespace

std::vector<HeadStatistics> block_statistics(const torch::Tensor& weights, const torch::Tensor& queries,
                                             const torch::Tensor& keys, bool self_attention,
                                             const FrameIds& query_ids, const FrameIds& key_ids,
                                             const std::map<int64_t, int64_t>& key_counts, bool causal) {
    TORCH_CHECK(weights.dim() == 4 && queries.dim() == 2 && keys.dim() == 2 && weights.size(0) == queries.size(0) &&
                    weights.size(2) == queries.size(1) && weights.size(3) == keys.size(1),
                "block_statistics: weights (B, H, Tq, Tk) with queries (B, Tq) and keys (B, Tk), got ",
                weights.sizes(), ", ", queries.sizes(), ", ", keys.sizes());
    std::vector<Tally> tallies(static_cast<size_t>(weights.size(1)));
    tally(tallies, weights, queries, keys, self_attention, causal, query_ids, key_ids, key_counts);
    std::vector<HeadStatistics> out(tallies.size());
    for (size_t h = 0; h < tallies.size(); ++h) {
        out[h].head = static_cast<int>(h);
        describe(out[h], tallies[h], self_attention);
    }
    return out;
}

std::string kind_name(nn::AttentionKind kind) {
    switch (kind) {
        case nn::AttentionKind::EncoderSelf: return "encoder_self";
        case nn::AttentionKind::DecoderSelf: return "decoder_self";
        case nn::AttentionKind::Cross: return "cross";
    }
    return "";
}

HeadReport head_statistics(nn::Transformer& model, const tok::Tokenizer& tokenizer,
                           const std::vector<data::SentencePair>& pairs, const HeadStatisticsOptions& options) {
    const auto& c = model->config;
    const auto device = model->parameters().front().device();
    const tok::SpecialIds ids = tokenizer.special_ids();
    const FrameIds source_frame = source_frame_ids(c, tokenizer.bos_on_source()), target_frame = target_frame_ids(c);
    const int64_t longest = longest_analysed_sentence(c, tokenizer.bos_on_source());
    const auto encoded = data::encode_pairs(pairs, tokenizer, longest);
    TORCH_CHECK(!encoded.empty(), "no sentence pair fits the model (all empty or longer than ", longest,
                " tokens)");
    const auto batches = data::make_batches(encoded, options.max_tokens, 0, 0);
    const auto layers = gate_layers(c);
    const int64_t heads = c.num_heads;
    const int64_t passes = 1 + static_cast<int64_t>(layers.size()) * heads;
    int64_t passes_done = 0;

    // Token counts over the given data, for the rare-token rule.
    std::map<int64_t, int64_t> source_counts, target_counts;
    for (const auto& p : encoded) {
        for (int64_t id : p.src) ++source_counts[id];
        for (int64_t id : p.tgt) ++target_counts[id];
    }

    const nn::EvalScope eval(*model);  // training mode comes back however this ends
    HeadReport report;
    report.sentences = static_cast<int64_t>(encoded.size());
    std::vector<std::vector<Tally>> tallies(layers.size(), std::vector<Tally>(static_cast<size_t>(heads)));
    std::vector<std::vector<double>> gradient(layers.size(), std::vector<double>(static_cast<size_t>(heads), 0.0));
    auto check_cancel = [&] {
        if (options.cancel && options.cancel->load()) throw decode::Cancelled();
    };
    try {
        // Pass 1: the whole model's loss, gate gradients per sentence, attention tallies.
        double nll_sum = 0.0;
        for (const auto& indices : batches) {
            check_cancel();
            const auto batch = data::make_batch(encoded, indices, device, ids);
            const int64_t b = batch.src.size(0);
            std::vector<torch::Tensor> gates;
            for (const auto& info : layers) {
                gates.push_back(torch::ones({b, heads}, torch::TensorOptions().device(device)).requires_grad_(true));
                nn::set_head_gates(*model, info.kind, info.layer, gates.back());
            }
            nn::ModelProbe probe;
            const auto logits = model->forward(batch.src, batch.tgt_in, &probe);
            const auto losses = sentence_losses(logits, batch.tgt_out, ids.pad);  // (B)
            // Only the gates' gradients: the weights' .grad stay untouched.
            const auto grads = torch::autograd::grad({losses.sum()}, gates);
            for (size_t g = 0; g < layers.size(); ++g) {
                const auto per_head = grads[g].abs().sum(0).to(torch::kCPU, torch::kDouble);  // (H)
                for (int64_t h = 0; h < heads; ++h) gradient[g][static_cast<size_t>(h)] += per_head[h].item<double>();
            }
            {
                torch::NoGradGuard no_grad;
                nll_sum += batch_nll_sum(logits.detach(), batch.tgt_out, ids.pad);
            }
            report.target_tokens += batch.tgt_tokens;
            for (size_t g = 0; g < layers.size(); ++g) {
                const auto& info = layers[g];
                const auto l = static_cast<size_t>(info.layer);
                switch (info.kind) {
                    case nn::AttentionKind::EncoderSelf:
                        tally(tallies[g], probe.encoder[l].self_attention.weights, batch.src, batch.src, true, false,
                              source_frame, source_frame, source_counts);
                        break;
                    case nn::AttentionKind::DecoderSelf:
                        tally(tallies[g], probe.decoder[l].self_attention.weights, batch.tgt_in, batch.tgt_in, true, true,
                              target_frame, target_frame, target_counts);
                        break;
                    case nn::AttentionKind::Cross:
                        tally(tallies[g], probe.decoder[l].cross_attention.weights, batch.tgt_in, batch.src, false, false,
                              target_frame, source_frame, source_counts);
                        break;
                }
            }
            nn::clear_head_gates(*model);
        }
        report.dev_loss = nll_sum / static_cast<double>(std::max<int64_t>(1, report.target_tokens));
        if (options.progress) options.progress(++passes_done, passes);

        // Passes 2..: the loss with one head gated off, recomputed from that
        // head's layer on. One batch's layer inputs at a time (every head
        // passes over it), so memory does not grow with the set; each head's
        // sum still adds the batches in order.
        const size_t gated = layers.size() * static_cast<size_t>(heads);
        std::vector<double> sums(gated, 0.0);
        for (size_t b = 0; b < batches.size(); ++b) {
            check_cancel();
            const BatchStates batch_state = batch_states(model, data::make_batch(encoded, batches[b], device, ids));
            for (size_t g = 0; g < layers.size(); ++g) {
                for (int64_t h = 0; h < heads; ++h) {
                    check_cancel();
                    auto gate = torch::ones({heads}, torch::TensorOptions().device(device));
                    gate[h] = 0.0;
                    nn::set_head_gates(*model, layers[g].kind, layers[g].layer, gate);
                    sums[g * static_cast<size_t>(heads) + static_cast<size_t>(h)] +=
                        nll_sum_from(model, batch_state, layers[g], ids.pad);
                    nn::clear_head_gates(*model);
                }
            }
            // In whole passes over the set: each batch is its share of every head's pass.
            if (options.progress)
                options.progress(1 + static_cast<int64_t>((b + 1) * gated / batches.size()), passes);
        }
        for (size_t g = 0; g < layers.size(); ++g) {
            for (int64_t h = 0; h < heads; ++h) {
                const double sum = sums[g * static_cast<size_t>(heads) + static_cast<size_t>(h)];
                const double loss = sum / static_cast<double>(std::max<int64_t>(1, report.target_tokens));
                HeadStatistics s;
                s.kind = layers[g].kind;
                s.layer = static_cast<int>(layers[g].layer);
                s.head = static_cast<int>(h);
                s.delta_loss = loss - report.dev_loss;
                describe(s, tallies[g][static_cast<size_t>(h)], s.kind != nn::AttentionKind::Cross);
                report.heads.push_back(s);
            }
            // Michel et al.'s importance: the mean over sentences, l2-normalised per layer.
            double norm = 0.0;
            for (double v : gradient[g]) norm += (v / report.sentences) * (v / report.sentences);
            norm = std::sqrt(norm);
            for (int64_t h = 0; h < heads; ++h) {
                const double mean = gradient[g][static_cast<size_t>(h)] / static_cast<double>(report.sentences);
                report.heads[report.heads.size() - static_cast<size_t>(heads - h)].importance =
                    norm > 0.0 ? mean / norm : 0.0;
            }
        }
    } catch (...) {
        nn::clear_head_gates(*model);
        throw;
    }
    return report;
}

}  // namespace studio::analysis
