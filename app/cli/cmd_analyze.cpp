// attention-studio-cli heads: statistics of every attention head
// (analysis/head_statistics.h).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_args.h"
#include "commands.h"

#include "analysis/head_pruning.h"
#include "analysis/head_statistics.h"
#include "data/corpus_reader.h"
#include "engine/csv_text.h"
#include "engine/device.h"
#include "engine/replace_file.h"
#include "tokenizer/marian_vocab.h"
#include "train/model_io.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>

namespace studio::cli {
namespace {

const char* kHeadsHelp = R"(usage: attention-studio-cli heads --checkpoint CKPT --src FILE --ref FILE [options]

Measures every attention head (encoder self, decoder self, cross; every layer)
over the sentence pairs, teacher-forced, and prints one row per head:
  delta_loss   dev loss (token NLL, no label smoothing) with that head alone switched off,
               minus the whole model's (Michel et al. 2019)
  importance   Michel et al.'s |dL/d gate| averaged over sentences, l2-normalised per layer
  confidence   mean largest attention weight of a query (Voita et al. 2019); BOS/EOS queries left out
  entropy      mean entropy of a query's attention, in nats
  role         positional (self-attention, >= 90 % of maxima on one offset other than 0),
               eos-bos (>= 50 % of maxima on EOS/BOS), rare-token (>= 50 % on the sentence's
               rarest token, counted over these pairs), with its evidence
  --json             one JSON object: dev_loss, sentences, target_tokens, heads (rows with kind,
                     layer, head, delta_loss, importance, confidence, entropy, role, evidence),
                     and with --prune-curve prune_curve (curves with scope, heads, rounds of
                     pruned, share, dev_loss, bleu, removed; bleu_tokenize)
  --csv FILE         also write the rows as CSV
  --prune-curve      also prune heads as Michel et al. did: 10 % of the heads per round in order of
                     importance (recomputed after each round), measuring dev loss and greedy BLEU
                     after every round; one curve over all heads, one per kind
  --prune-step SHARE share of the heads switched off per round (default 0.1)
  --max-extra N      the curve's greedy translations end at source length + N tokens (default 50)
  --tokenize 13a|none|char  the curve's BLEU tokenizer (default: the run's dev BLEU one, as
                     the checkpoint records it: char for numbers-de, else 13a)
  --max-tokens N     padded tokens per batch (default 2000)
  --language TOKEN   a multilingual model's target language (>>deu<< or deu), put first in every
                     source that does not start with a language token of its own (default: the
                     language the model was fine-tuned into, else its first such token, as the
                     app's Translate page starts)
  --threads N  --device cpu|cuda
Layers and heads are counted from 0.
)";

nlohmann::json curves_json(const std::vector<analysis::PruneCurve>& curves, const std::string& bleu_tokenize) {
    nlohmann::json out = nlohmann::json::array();
    for (const auto& curve : curves) {
        nlohmann::json rounds = nlohmann::json::array();
        for (const auto& round : curve.rounds) {
            nlohmann::json removed = nlohmann::json::array();
            for (const auto& id : round.removed)
                removed.push_back({{"kind", analysis::kind_name(id.kind)}, {"layer", id.layer}, {"head", id.head}});
            rounds.push_back({{"pruned", round.pruned}, {"share", round.share}, {"dev_loss", round.dev_loss},
                              {"bleu", round.bleu}, {"removed", removed}});
        }
        out.push_back(
                {{"scope", curve.scope}, {"heads", curve.heads}, {"bleu_tokenize", bleu_tokenize}, {"rounds", rounds}});
    }
    return out;
}

}  // namespace

int run_heads(int argc, char** argv) {
    const Args a(argc, argv, 2,
                 {"checkpoint", "src", "ref", "csv", "max-tokens", "prune-step", "max-extra", "tokenize", "threads",
                  "device", "language"},
                 {"help", "json", "prune-curve"});
    if (a.has("help")) {
        std::cout << kHeadsHelp;
        return 0;
    }
    if (a.has("tokenize")) {
        if (!a.has("prune-curve")) throw UsageError("--tokenize scores the pruning curve's BLEU: add --prune-curve");
        a.choice("tokenize", "", bleu_tokenize_names());  // refused before minutes of statistics
    }
    const std::string src_path = a.required("src"), ref_path = a.required("ref");
    if (a.has("csv"))
        refuse_writing_over_input("csv", a.text("csv"),
                                  {{"src", src_path}, {"ref", ref_path}, {"checkpoint", a.text("checkpoint")}});
    const auto sources = data::read_lines(src_path);
    const auto references = data::read_lines(ref_path);
    require_same_lines(src_path, sources.size(), ref_path, references.size());
    std::vector<data::SentencePair> pairs;
    for (size_t i = 0; i < sources.size(); ++i) pairs.push_back({sources[i], references[i]});
    if (pairs.empty()) throw std::runtime_error(src_path + ": no sentence pairs");

    set_thread_count(static_cast<int>(a.integer("threads", 0, 0, 1024)));
    auto loaded = train::load_model(a.required("checkpoint"), parse_device(a.text("device", "cpu")));
    const std::string language =
            language_option(a.text("language"), a.has("language"), loaded);
    for (auto& pair : pairs) pair.src = tok::with_language_token(pair.src, language);
    install_stop_handlers();
    analysis::HeadStatisticsOptions options;
    options.max_tokens = a.integer("max-tokens", 2000, 16, 1000000);
    options.cancel = &g_stop_requested;
    const auto report = analysis::head_statistics(loaded.model, loaded.tokenizer, pairs, options);
    std::vector<analysis::PruneCurve> curves;
    analysis::PruneOptions prune;
    if (a.has("prune-curve")) {
        prune.step_share = a.real("prune-step", 0.1, 0.01, 1.0);
        prune.max_tokens = options.max_tokens;
        prune.max_extra = a.integer("max-extra", 50, 1, 10000);
        prune.bleu_tokenizer = eval::bleu_tokenizer_from_name(
                a.text("tokenize", loaded.checkpoint.training_config.bleu_tokenize));
        prune.cancel = &g_stop_requested;
        curves = analysis::prune_curves(loaded.model, loaded.tokenizer, pairs, prune);
    }
    if (report.sentences < static_cast<int64_t>(pairs.size()))
        std::cerr << "note: " << pairs.size() - static_cast<size_t>(report.sentences)
                  << " pairs skipped (empty, or longer than the model's positions)\n";

    if (a.has("csv")) {
        // Every digit --json has (17 significant), and whole or not at all.
        std::ostringstream csv;
        csv.precision(17);
        csv << "kind,layer,head,delta_loss,importance,confidence,entropy,role,evidence\n";
        for (const auto& h : report.heads)
            csv << analysis::kind_name(h.kind) << ',' << h.layer << ',' << h.head << ',' << h.delta_loss << ','
                << h.importance << ',' << h.confidence << ',' << h.entropy << ',' << h.role << ','
                << csv_field(h.evidence) << '\n';
        const std::string failed = replace_file(a.text("csv"), csv.str());
        if (!failed.empty()) throw std::runtime_error(a.text("csv") + ": could not write the CSV: " + failed);
    }
    if (a.has("json")) {
        nlohmann::json rows = nlohmann::json::array();
        for (const auto& h : report.heads)
            rows.push_back({{"kind", analysis::kind_name(h.kind)}, {"layer", h.layer}, {"head", h.head},
                            {"delta_loss", h.delta_loss}, {"importance", h.importance},
                            {"confidence", h.confidence}, {"entropy", h.entropy},
                            {"role", h.role.empty() ? nlohmann::json(nullptr) : nlohmann::json(h.role)},
                            {"evidence", h.evidence}});
        nlohmann::json out{{"dev_loss", report.dev_loss},
                           {"sentences", report.sentences},
                           {"target_tokens", report.target_tokens},
                           {"heads", rows}};
        if (a.has("prune-curve")) out["prune_curve"] = curves_json(curves, eval::bleu_tokenizer_name(prune.bleu_tokenizer));
        std::cout << out.dump() << '\n';
        return 0;
    }
    std::printf("dev loss %.4f over %lld pairs (%lld target tokens)\n", report.dev_loss,
                static_cast<long long>(report.sentences), static_cast<long long>(report.target_tokens));
    std::printf("%-13s %5s %4s %10s %10s %10s %8s  %s\n", "kind", "layer", "head", "delta_loss", "importance",
                "confidence", "entropy", "role");
    for (const auto& h : report.heads) {
        std::printf("%-13s %5d %4d %10.4f %10.4f %10.4f %8.4f  %s%s%s\n", analysis::kind_name(h.kind).c_str(),
                    h.layer, h.head, h.delta_loss, h.importance, h.confidence, h.entropy, h.role.c_str(),
                    h.role.empty() ? "" : ": ", h.evidence.c_str());
    }
    for (const auto& curve : curves) {
        std::printf("\npruning %s (%lld heads): round, pruned, dev_loss, bleu (%s), removed\n", curve.scope.c_str(),
                    static_cast<long long>(curve.heads), eval::bleu_tokenizer_name(prune.bleu_tokenizer).c_str());
        for (size_t r = 0; r < curve.rounds.size(); ++r) {
            const auto& round = curve.rounds[r];
            std::string removed;
            for (const auto& id : round.removed)
                removed += (removed.empty() ? "" : " ") + analysis::kind_name(id.kind) + ":" + std::to_string(id.layer) +
                           ":" + std::to_string(id.head);
            std::printf("%5zu %4lld (%3.0f %%) %8.4f %6.2f  %s\n", r, static_cast<long long>(round.pruned),
                        round.share * 100.0, round.dev_loss, round.bleu, removed.c_str());
        }
    }
    return 0;
}

}  // namespace studio::cli
