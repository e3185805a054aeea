// attention-studio-cli heads: statistics of every attention head
// (analysis/head_statistics.h); align: word alignments from cross-attention,
// scored against gold links (analysis/word_alignment.h).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_args.h"
#include "commands.h"

#include "analysis/cross_alignment.h"
#include "analysis/head_pruning.h"
#include "analysis/head_statistics.h"
#include "data/corpus_reader.h"
#include "engine/device.h"
#include "train/model_io.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <fstream>
#include <iostream>

namespace studio::cli {
namespace {

const char* kAlignHelp = R"(usage: attention-studio-cli align --checkpoint CKPT --src FILE [--tgt FILE] [options]

Reads word alignments off the model's cross-attention (Garg et al. 2019) and
prints one line per sentence pair in Pharaoh form, "i-j" for source word i and
target word j (whitespace-separated words, counted from 0), like fast_align.
With --tgt the model reads the given translations (teacher forcing); without,
it translates greedily and the links number the words of its translation.
  --head L:H         one cross-attention head: decoder layer L, head H (from 0)
  --layer-mean L     the mean of decoder layer L's heads
  --best             the best single head: the lowest AER with --gold, else the head
                     whose links agree most (F1) with the default choice's
                     (default: --layer-mean of the penultimate decoder layer, which Garg et al. found best)
  --step input|prediction  target word y_i takes the attention of the step whose input is y_i
                     (default, Chen et al. 2020's shift-att) or of the step that predicts it (Garg et al.)
  --threshold X      every link with weight >= X (0 < X <= 1) instead of one per target word (argmax)
  --gold FILE        gold links, one Pharaoh line per pair: i-j sure, ipj possible; prints AER,
                     precision and recall (summed over the corpus) on stderr
  --one-based-gold   the gold file counts words from 1 (e.g. the RWTH German-English gold)
  --json             print one JSON object instead: alignments, scores, the chosen head
                     (and every head's score with --best)
  --hyp-out FILE     without --tgt: also write the translations the links refer to
  --max-extra N  --threads N  --device cpu|cuda
A subword's attention is merged to its whitespace word: a target word takes the mean of its
pieces' rows, a source word the sum of its pieces' columns; BOS and EOS are left out.
)";

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
                     pruned, share, dev_loss, bleu, removed)
  --csv FILE         also write the rows as CSV
  --prune-curve      also prune heads as Michel et al. did: 10 % of the heads per round in order of
                     importance (recomputed after each round), measuring dev loss and greedy BLEU
                     after every round; one curve over all heads, one per kind
  --prune-step SHARE share of the heads switched off per round (default 0.1)
  --max-extra N      the curve's greedy translations end at source length + N tokens (default 50)
  --max-tokens N     padded tokens per batch (default 2000)
  --threads N  --device cpu|cuda
Layers and heads are counted from 0.
)";

// "L:H" with both in range, else a UsageError naming the valid ranges.
analysis::HeadChoice parse_head(const std::string& text, int64_t layers, int64_t heads) {
    const size_t colon = text.find(':');
    analysis::HeadChoice choice;
    choice.kind = analysis::HeadChoice::Kind::Head;
    try {
        size_t used_l = 0, used_h = 0;
        if (colon == std::string::npos) throw std::invalid_argument("no colon");
        choice.layer = std::stoi(text.substr(0, colon), &used_l);
        choice.head = std::stoi(text.substr(colon + 1), &used_h);
        if (used_l != colon || used_h != text.size() - colon - 1) throw std::invalid_argument("trailing text");
    } catch (const std::exception&) {
        throw UsageError("--head '" + text + "': expected LAYER:HEAD, e.g. 1:3");
    }
    if (choice.layer < 0 || choice.layer >= layers || choice.head < 0 || choice.head >= heads)
        throw UsageError("--head " + text + ": the model has decoder layers 0.." + std::to_string(layers - 1) +
                         " and heads 0.." + std::to_string(heads - 1));
    return choice;
}

nlohmann::json score_json(const analysis::AlignmentScore& s) {
    return {{"aer", s.aer()}, {"precision", s.precision()}, {"recall", s.recall()}};
}

nlohmann::json choice_json(const analysis::HeadChoice& c) {
    nlohmann::json j{{"kind", c.kind == analysis::HeadChoice::Kind::Head ? "head" : "layer_mean"}, {"layer", c.layer}};
    if (c.kind == analysis::HeadChoice::Kind::Head) j["head"] = c.head;
    return j;
}

std::string csv_field(const std::string& text) {
    if (text.find_first_of(",\"\n") == std::string::npos) return text;
    std::string quoted = "\"";
    for (char ch : text) quoted += ch == '"' ? std::string("\"\"") : std::string(1, ch);
    return quoted + "\"";
}

nlohmann::json curves_json(const std::vector<analysis::PruneCurve>& curves) {
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
        out.push_back({{"scope", curve.scope}, {"heads", curve.heads}, {"rounds", rounds}});
    }
    return out;
}

}  // namespace

int run_heads(int argc, char** argv) {
    const Args a(argc, argv, 2,
                 {"checkpoint", "src", "ref", "csv", "max-tokens", "prune-step", "max-extra", "threads", "device"},
                 {"help", "json", "prune-curve"});
    if (a.has("help")) {
        std::cout << kHeadsHelp;
        return 0;
    }
    const std::string src_path = a.required("src"), ref_path = a.required("ref");
    const auto sources = data::read_lines(src_path);
    const auto references = data::read_lines(ref_path);
    require_same_lines(src_path, sources.size(), ref_path, references.size());
    std::vector<data::SentencePair> pairs;
    for (size_t i = 0; i < sources.size(); ++i) pairs.push_back({sources[i], references[i]});
    if (pairs.empty()) throw std::runtime_error(src_path + ": no sentence pairs");

    set_thread_count(static_cast<int>(a.integer("threads", 0, 0, 1024)));
    auto loaded = train::load_model(a.required("checkpoint"), parse_device(a.text("device", "cpu")));
    install_stop_handlers();
    analysis::HeadStatisticsOptions options;
    options.max_tokens = a.integer("max-tokens", 2000, 16, 1000000);
    options.cancel = &g_stop_requested;
    const auto report = analysis::head_statistics(loaded.model, loaded.tokenizer, pairs, options);
    std::vector<analysis::PruneCurve> curves;
    if (a.has("prune-curve")) {
        analysis::PruneOptions prune;
        prune.step_share = a.real("prune-step", 0.1, 0.01, 1.0);
        prune.max_tokens = options.max_tokens;
        prune.max_extra = a.integer("max-extra", 50, 1, 10000);
        prune.cancel = &g_stop_requested;
        curves = analysis::prune_curves(loaded.model, loaded.tokenizer, pairs, prune);
    }
    if (report.sentences < static_cast<int64_t>(pairs.size()))
        std::cerr << "note: " << pairs.size() - static_cast<size_t>(report.sentences)
                  << " pairs skipped (empty, or longer than the model's positions)\n";

    if (a.has("csv")) {
        std::ofstream csv(a.text("csv"));
        if (!csv) throw std::runtime_error(a.text("csv") + ": cannot write");
        csv << "kind,layer,head,delta_loss,importance,confidence,entropy,role,evidence\n";
        for (const auto& h : report.heads)
            csv << analysis::kind_name(h.kind) << ',' << h.layer << ',' << h.head << ',' << h.delta_loss << ','
                << h.importance << ',' << h.confidence << ',' << h.entropy << ',' << h.role << ','
                << csv_field(h.evidence) << '\n';
        if (!csv) throw std::runtime_error(a.text("csv") + ": write failed");
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
        if (a.has("prune-curve")) out["prune_curve"] = curves_json(curves);
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
        std::printf("\npruning %s (%lld heads): round, pruned, dev_loss, bleu, removed\n", curve.scope.c_str(),
                    static_cast<long long>(curve.heads));
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

int run_align(int argc, char** argv) {
    const Args a(argc, argv, 2,
                 {"checkpoint", "src", "tgt", "head", "layer-mean", "step", "threshold", "gold", "hyp-out",
                  "max-extra", "threads", "device"},
                 {"help", "best", "one-based-gold", "json"});
    if (a.has("help")) {
        std::cout << kAlignHelp;
        return 0;
    }
    if (int(a.has("head")) + int(a.has("layer-mean")) + int(a.has("best")) > 1)
        throw UsageError("give one of --head, --layer-mean and --best");
    if (a.has("one-based-gold") && !a.has("gold")) throw UsageError("--one-based-gold needs --gold");
    if (a.has("hyp-out") && a.has("tgt")) throw UsageError("--hyp-out writes the model's translations: not with --tgt");
    const std::string step_name = a.text("step", "input");
    if (step_name != "input" && step_name != "prediction")
        throw UsageError("--step '" + step_name + "': expected input or prediction");
    const auto step = step_name == "input" ? analysis::AlignStep::Input : analysis::AlignStep::Prediction;
    const double threshold = a.real("threshold", 0.0, 0.0, 1.0);
    if (a.has("threshold") && threshold <= 0.0) throw UsageError("--threshold must be above 0");

    // Read and check every input before the model runs.
    const std::string src_path = a.required("src");
    const auto sources = data::read_lines(src_path);
    if (sources.empty()) throw std::runtime_error(src_path + ": no sentences to align");
    std::vector<std::string> targets;
    if (a.has("tgt")) {
        targets = data::read_lines(a.text("tgt"));
        require_same_lines(src_path, sources.size(), a.text("tgt"), targets.size());
    }
    std::vector<analysis::GoldLinks> gold;
    const bool one_based = a.has("one-based-gold");
    if (a.has("gold")) {
        gold = analysis::read_gold_file(a.text("gold"), one_based);
        require_same_lines(a.text("gold"), gold.size(), src_path, sources.size());
    }

    set_thread_count(static_cast<int>(a.integer("threads", 0, 0, 1024)));
    auto loaded = train::load_model(a.required("checkpoint"), parse_device(a.text("device", "cpu")));
    const int64_t layers = loaded.model->config.num_decoder_layers;
    const int64_t heads = loaded.model->config.num_heads;
    analysis::HeadChoice choice = analysis::default_choice(static_cast<int>(layers));
    if (a.has("head")) choice = parse_head(a.text("head"), layers, heads);
    if (a.has("layer-mean")) {
        choice.kind = analysis::HeadChoice::Kind::LayerMean;
        choice.layer = static_cast<int>(a.integer("layer-mean", 0, 0, layers - 1));
    }

    install_stop_handlers();
    analysis::CorpusAlignmentOptions options;
    options.max_extra = a.integer("max-extra", 50, 0, 100000);
    options.cancel = &g_stop_requested;
    const auto corpus = analysis::corpus_attention(loaded.model, loaded.tokenizer, sources, targets, options);

    // Gold links must name words the pairs have (the target words are the
    // model's own translation's without --tgt).
    for (size_t i = 0; i < gold.size(); ++i) {
        const auto& s = corpus.sentences[i];
        try {
            analysis::check_gold_range(gold[i], s.source_words, s.target_words, a.text("gold"),
                                       static_cast<int64_t>(i) + 1, one_based);
        } catch (const data::DataError& e) {
            if (!targets.empty()) throw;
            throw std::runtime_error(std::string(e.what()) +
                                     "; without --tgt the target words are the model's own translation's: "
                                     "give the gold's target sentences with --tgt");
        }
    }

    std::vector<analysis::HeadAlignment> ranked;
    if (a.has("best")) {
        ranked = analysis::rank_heads(corpus, gold, step, threshold);
        choice = ranked.front().choice;
    }
    const auto links = analysis::corpus_links(corpus, choice, step, threshold);
    analysis::AlignmentScore score;
    for (size_t i = 0; i < gold.size(); ++i) score.add(links[i], gold[i]);

    if (a.has("hyp-out")) data::write_lines(a.text("hyp-out"), corpus.translations);
    if (a.has("json")) {
        nlohmann::json j;
        j["choice"] = choice_json(choice);
        j["step"] = step_name;
        if (threshold > 0.0) j["threshold"] = threshold;
        nlohmann::json lines = nlohmann::json::array();
        for (const auto& l : links) lines.push_back(analysis::pharaoh_line(l));
        j["alignments"] = lines;
        if (targets.empty()) j["translations"] = corpus.translations;
        if (!gold.empty()) j.update(score_json(score));
        if (a.has("best")) {
            nlohmann::json rows = nlohmann::json::array();
            for (const auto& h : ranked) {
                nlohmann::json row{{"layer", h.choice.layer}, {"head", h.choice.head}, {"agreement", h.agreement}};
                if (!gold.empty()) row.update(score_json(h.score));
                rows.push_back(row);
            }
            j["heads"] = rows;
        }
        std::cout << j.dump() << '\n';
        return 0;
    }
    for (const auto& l : links) std::cout << analysis::pharaoh_line(l) << '\n';
    std::cerr << "note: links from " << choice.label() << " (" << step_name << " step)\n";
    if (!gold.empty()) {
        std::cerr.setf(std::ios::fixed);
        std::cerr.precision(4);
        std::cerr << "AER " << score.aer() << "  precision " << score.precision() << "  recall " << score.recall()
                  << "  (" << sources.size() << " pairs)\n";
    }
    return 0;
}

}  // namespace studio::cli
