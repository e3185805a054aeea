// attention-studio-cli align: word alignments read off cross-attention,
// scored against gold links (analysis/word_alignment.h, alignment_rule.h);
// aer: the same scorer for any aligner's Pharaoh links.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_args.h"
#include "commands.h"

#include "analysis/alignment_rule.h"
#include "data/corpus_reader.h"
#include "engine/device.h"
#include "tokenizer/marian_vocab.h"
#include "train/model_io.h"

#include <nlohmann/json.hpp>

#include <iostream>

namespace studio::cli {
namespace {

const char* kAlignHelp = R"(usage: attention-studio-cli align --checkpoint CKPT --src FILE [--tgt FILE] [options]

Reads word alignments off the model's cross-attention (Garg et al. 2019) and
prints one line per sentence pair in Pharaoh form, "i-j" for source word i and
target word j (whitespace-separated words, counted from 0), like fast_align.
With --tgt the model reads the given translations (teacher forcing); without,
it translates greedily and the links number the words of its translation.
Which attention (default: the rule below):
  --head L:H         one cross-attention head: decoder layer L, head H (from 0)
  --layer-mean L     the mean of decoder layer L's heads
  --best             the best single head or layer mean: with --gold the lowest AER on the first
                     --select-on pairs, scored on the others; without gold the rule's choice among
                     every head and layer mean
  --select-on N      with --best and --gold: choose on pairs 1..N, score on the rest (default half;
                     each part needs at least 5 pairs)
  --step input|prediction  target word y_i takes the attention of the step that predicts it (Garg et
                     al.) or of the step whose input is y_i (Chen et al. 2020's shift-att)
  The rule (without --head, --layer-mean or --best; with them for what they leave open): among
  both steps x every decoder layer's mean, the one whose links are the most consistent over the
  pairs, i.e. the lowest entropy H(source word | target word) of its links. On human gold it picks
  the best layer mean (bench/RESULTS.md, "Word alignment").
  --merge any-subword|mean-rows  word links from piece attention: link two words if any of their
                     pieces are linked (default, the papers' rule), or argmax over word rows (a
                     target word's mean piece row, a source word's summed piece columns)
  --threshold X      every link with weight >= X (0 < X <= 1) instead of one per target piece/word
  --gold FILE        gold links, one Pharaoh line per pair: i-j sure, ipj or i?j possible; prints AER,
                     precision and recall (summed over the corpus) on stderr
  --one-based-gold   the gold file counts words from 1 (e.g. the RWTH German-English gold)
  --gold-reversed    the gold names the target word first (the RWTH German-English gold for an
                     English-to-German model): its sides are swapped
  --json             print one JSON object instead: alignments, scores, the method and why
                     (and every head's score with --best)
  --hyp-out FILE     without --tgt: also write the translations the links refer to
  --language TOKEN   a multilingual model's target language (>>deu<< or deu), put first in every
                     source that does not start with a language token of its own; the links still
                     number the sentence's own words (the token is none); default: the language
                     the model was fine-tuned into, else its first such token, as the app's
                     Translate page starts
  --max-extra N  --threads N  --device cpu|cuda
BOS and EOS are left out; a target piece's weights are renormalised over the source words.
)";

const char* kAerHelp = R"(usage: attention-studio-cli aer --gold GOLD HYP [options]

Scores any aligner's links (fast_align, GIZA++, eflomal, ...) with the scorer of
'align --gold': HYP holds one Pharaoh line per sentence pair ("i-j": source
word i, target word j, from 0), GOLD the gold links (i-j sure, ipj or i?j possible).
Prints AER = 1 - (|A&S| + |A&P|) / (|A| + |S|), precision |A&P| / |A| and
recall |A&S| / |S|, summed over the corpus. Repeated links count once; an
empty line is a pair without links.
  --one-based-gold   the gold counts words from 1
  --gold-reversed    the gold names the target word first (e.g. the RWTH German-English gold
                     for an English-to-German direction): its sides are swapped
  --src FILE --tgt FILE  the sentence pairs: every link is checked against their words (a
                     multilingual model's leading >>xxx<< language token is not a word)
  --json             one JSON object: aer, precision, recall, pairs, links, sure, possible
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

const char* step_name(analysis::AlignStep step) { return step == analysis::AlignStep::Input ? "input" : "prediction"; }

nlohmann::json method_json(const analysis::AlignMethod& m) {
    const auto& c = m.choice;
    nlohmann::json j{{"kind", c.kind == analysis::HeadChoice::Kind::Head ? "head" : "layer_mean"}, {"layer", c.layer},
                     {"step", step_name(m.step)}};
    if (c.kind == analysis::HeadChoice::Kind::Head) j["head"] = c.head;
    return j;
}

nlohmann::json rule_json(const analysis::RuleChoice& rule) {
    nlohmann::json candidates = nlohmann::json::array();
    for (const auto& c : rule.candidates) {
        nlohmann::json row = method_json(c.method);
        row["lexical_entropy"] = c.lexical_entropy;
        row["confidence"] = c.confidence;
        candidates.push_back(row);
    }
    return {{"criterion", "lowest H(source word | target word) of the links"},
            {"reason", rule.reason},
            {"candidates", candidates}};
}

}  // namespace

int run_align(int argc, char** argv) {
    const Args a(argc, argv, 2,
                 {"checkpoint", "src", "tgt", "head", "layer-mean", "step", "merge", "select-on", "threshold", "gold",
                  "hyp-out", "max-extra", "threads", "device", "language"},
                 {"help", "best", "one-based-gold", "gold-reversed", "json"});
    if (a.has("help")) {
        std::cout << kAlignHelp;
        return 0;
    }
    if (int(a.has("head")) + int(a.has("layer-mean")) + int(a.has("best")) > 1)
        throw UsageError("give one of --head, --layer-mean and --best");
    if (a.has("one-based-gold") && !a.has("gold")) throw UsageError("--one-based-gold needs --gold");
    if (a.has("gold-reversed") && !a.has("gold")) throw UsageError("--gold-reversed needs --gold");
    if (a.has("hyp-out") && a.has("tgt")) throw UsageError("--hyp-out writes the model's translations: not with --tgt");
    if (a.has("hyp-out"))
        refuse_writing_over_input("hyp-out", a.text("hyp-out"),
                                  {{"src", a.text("src")}, {"gold", a.text("gold")}, {"checkpoint", a.text("checkpoint")}});
    if (a.has("select-on") && !(a.has("best") && a.has("gold")))
        throw UsageError("--select-on splits the gold pairs for --best: give --best and --gold");
    std::vector<analysis::AlignStep> steps{analysis::AlignStep::Prediction, analysis::AlignStep::Input};
    if (a.has("step")) {
        const std::string name = a.text("step");
        if (name != "input" && name != "prediction")
            throw UsageError("--step '" + name + "': expected input or prediction");
        steps = {name == "input" ? analysis::AlignStep::Input : analysis::AlignStep::Prediction};
    }
    const std::string merge_name = a.text("merge", "any-subword");
    if (merge_name != "any-subword" && merge_name != "mean-rows")
        throw UsageError("--merge '" + merge_name + "': expected any-subword or mean-rows");
    const auto merge = merge_name == "any-subword" ? analysis::MergeRule::AnySubword : analysis::MergeRule::MeanRows;
    const double threshold = a.real("threshold", 0.0, 0.0, 1.0);
    if (a.has("threshold") && threshold <= 0.0) throw UsageError("--threshold must be above 0");

    // Read and check every input before the model runs.
    const std::string src_path = a.required("src");
    auto sources = data::read_lines(src_path);
    if (sources.empty()) throw std::runtime_error(src_path + ": no sentences to align");
    std::vector<std::string> targets;
    if (a.has("tgt")) {
        targets = data::read_lines(a.text("tgt"));
        require_same_lines(src_path, sources.size(), a.text("tgt"), targets.size());
    }
    std::vector<analysis::GoldLinks> gold;
    const bool one_based = a.has("one-based-gold");
    if (a.has("gold")) {
        gold = analysis::read_gold_file(a.text("gold"), one_based, a.has("gold-reversed"));
        require_same_lines(a.text("gold"), gold.size(), src_path, sources.size());
    }
    const int64_t pairs = static_cast<int64_t>(sources.size());
    int64_t select_on = pairs;  // without --best --gold every pair is scored
    if (a.has("best") && !gold.empty()) {
        select_on = a.integer("select-on", pairs / 2, 0, pairs);
        if (select_on < 5 || pairs - select_on < 5)
            throw UsageError("--best with --gold chooses on pairs 1.." + std::to_string(select_on) +
                             " and scores on the other " + std::to_string(pairs - select_on) +
                             ": each part needs at least 5 pairs (give --select-on N with 5 <= N <= " +
                             std::to_string(pairs - 5) + ", or more gold pairs)");
    }

    set_thread_count(static_cast<int>(a.integer("threads", 0, 0, 1024)));
    auto loaded = train::load_model(a.required("checkpoint"), parse_device(a.text("device", "cpu")));
    const std::string language =
            language_option(a.text("language"), a.has("language"), loaded);
    for (auto& source : sources) source = tok::with_language_token(source, language);
    const int64_t layers = loaded.model->config.num_decoder_layers;
    const int64_t heads = loaded.model->config.num_heads;
    analysis::HeadChoice fixed;
    const bool has_fixed = a.has("head") || a.has("layer-mean");
    if (a.has("head")) fixed = parse_head(a.text("head"), layers, heads);
    if (a.has("layer-mean")) fixed = analysis::layer_mean(static_cast<int>(a.integer("layer-mean", 0, 0, layers - 1)));

    // What is gathered of each sentence: the links of every method that may
    // be chosen (the rule's candidates, or every head and layer mean for
    // --best), and with --threshold each one's thresholded links too. The
    // attention itself is dropped sentence by sentence.
    std::vector<analysis::AlignMethod> methods;
    if (a.has("best")) {
        methods = analysis::all_methods(static_cast<int>(layers), static_cast<int>(heads), merge, steps, threshold);
    } else if (has_fixed) {
        for (auto step : steps) methods.push_back({fixed, step, merge, 0.0});
    } else {
        methods = analysis::layer_mean_methods(static_cast<int>(layers), merge, steps);
    }
    const size_t candidates = methods.size();
    if (!a.has("best") && threshold > 0.0)
        for (size_t m = 0; m < candidates; ++m) methods.push_back({methods[m].choice, methods[m].step, merge, threshold});
    analysis::LinkTable table(methods);

    install_stop_handlers();
    analysis::CorpusAlignmentOptions options;
    options.max_extra = a.integer("max-extra", 50, 0, 100000);
    options.cancel = &g_stop_requested;
    std::vector<std::string> translations;
    analysis::for_each_sentence_attention(
        loaded.model, loaded.tokenizer, sources, targets, options,
        [&](size_t i, const analysis::SentenceAttention& s, const std::string& translation) {
            // Gold links must name words the pair has (the model's own
            // translation's without --tgt).
            if (i < gold.size()) {
                try {
                    analysis::check_gold_range(gold[i], s.source_words, s.target_words, a.text("gold"),
                                               static_cast<int64_t>(i) + 1, one_based);
                } catch (const data::DataError& e) {
                    if (a.has("gold-reversed"))
                        throw std::runtime_error(std::string(e.what()) + " (after --gold-reversed swapped its sides)");
                    if (!targets.empty()) throw;
                    throw std::runtime_error(std::string(e.what()) +
                                             "; without --tgt the target words are the model's own translation's: "
                                             "give the gold's target sentences with --tgt");
                }
            }
            table.add(s);
            if (targets.empty()) translations.push_back(translation);
        });

    analysis::AlignMethod method;
    size_t chosen = 0;  // the table's row of the links printed
    analysis::RuleChoice rule;
    std::vector<analysis::RankedMethod> ranked;
    if (a.has("best")) {
        ranked = analysis::rank_methods(table, gold, gold.empty() ? 0 : static_cast<size_t>(select_on));
        method = ranked.front().method;
        chosen = ranked.front().index;
    } else {
        // The rule decides what the options leave open: the step and layer,
        // or only the step of a given head or layer mean.
        rule = analysis::choose_by_rule(table, candidates);
        method = rule.method;
        chosen = rule.candidates.front().index + (threshold > 0.0 ? candidates : 0);  // its thresholded copy
        method.threshold = threshold;
    }
    const auto links = table.corpus_links(chosen);
    analysis::AlignmentScore score, chosen_on;
    for (size_t i = 0; i < gold.size(); ++i) {
        const bool choosing = static_cast<int64_t>(i) < select_on && select_on < pairs;  // --best's first part
        (choosing ? chosen_on : score).add(links[i], gold[i]);
    }

    if (a.has("hyp-out")) data::write_lines(a.text("hyp-out"), translations);
    const bool ruled = !rule.candidates.empty() && rule.candidates.size() > 1;
    if (a.has("json")) {
        nlohmann::json j;
        j["choice"] = method_json(method);
        j["step"] = step_name(method.step);
        j["merge"] = analysis::merge_rule_name(merge);
        if (threshold > 0.0) j["threshold"] = threshold;
        if (ruled) j["rule"] = rule_json(rule);
        nlohmann::json lines = nlohmann::json::array();
        for (const auto& l : links) lines.push_back(analysis::pharaoh_line(l));
        j["alignments"] = lines;
        if (targets.empty()) j["translations"] = translations;
        if (!gold.empty()) j.update(score_json(score));
        if (a.has("best")) {
            if (!gold.empty())
                j["selection"] = {{"chosen_on_pairs", select_on},
                                  {"scored_on_pairs", pairs - select_on},
                                  {"chosen_on", score_json(chosen_on)}};
            nlohmann::json rows = nlohmann::json::array();
            for (const auto& h : ranked) {
                nlohmann::json row = method_json(h.method);
                row["lexical_entropy"] = h.lexical_entropy;
                if (!gold.empty()) {
                    row["chosen_on"] = score_json(h.chosen_on);
                    row["scored_on"] = score_json(h.scored_on);
                }
                rows.push_back(row);
            }
            j["heads"] = rows;
        }
        std::cout << j.dump() << '\n';
        return 0;
    }
    for (const auto& l : links) std::cout << analysis::pharaoh_line(l) << '\n';
    std::cerr << "note: links from " << method.label() << ", " << merge_name << " merge";
    if (ruled) std::cerr << " (the rule: " << rule.reason << ")";
    std::cerr << '\n';
    if (!gold.empty()) {
        std::cerr.setf(std::ios::fixed);
        std::cerr.precision(4);
        std::cerr << "AER " << score.aer() << "  precision " << score.precision() << "  recall " << score.recall();
        if (a.has("best"))
            std::cerr << "  (pairs " << select_on + 1 << ".." << pairs << "; chosen on pairs 1.." << select_on
                      << ", AER " << chosen_on.aer() << " there)\n";
        else
            std::cerr << "  (" << pairs << " pairs)\n";
    }
    return 0;
}

int run_aer(int argc, char** argv) {
    const Args a(argc, argv, 2, {"gold", "src", "tgt"}, {"help", "one-based-gold", "gold-reversed", "json"});
    if (a.has("help")) {
        std::cout << kAerHelp;
        return 0;
    }
    if (a.positional().size() != 1) throw UsageError("give one file of links to score (HYP), e.g. aer --gold GOLD HYP");
    if (a.has("src") != a.has("tgt")) throw UsageError("--src and --tgt go together");
    const std::string gold_path = a.required("gold");
    const std::string hyp_path = a.positional().front();
    const auto gold = analysis::read_gold_file(gold_path, a.has("one-based-gold"), a.has("gold-reversed"));
    std::vector<analysis::Links> hyp;
    {
        int64_t number = 0;
        for (const std::string& line : data::read_lines(hyp_path))
            hyp.push_back(analysis::parse_gold_line(line, false, hyp_path, ++number).possible);
    }
    require_same_lines(hyp_path, hyp.size(), gold_path, gold.size());
    if (a.has("src")) {
        const auto sources = data::read_lines(a.text("src"));
        const auto targets = data::read_lines(a.text("tgt"));
        require_same_lines(a.text("src"), sources.size(), gold_path, gold.size());
        require_same_lines(a.text("tgt"), targets.size(), gold_path, gold.size());
        for (size_t i = 0; i < gold.size(); ++i) {
            // A source's leading >>xxx<< language token is no word (as align numbers them).
            const int s = static_cast<int>(analysis::split_words(tok::split_language_code(sources[i]).second).size());
            const int t = static_cast<int>(analysis::split_words(targets[i]).size());
            const int64_t line = static_cast<int64_t>(i) + 1;
            try {
                analysis::check_gold_range(gold[i], s, t, gold_path, line, a.has("one-based-gold"));
            } catch (const data::DataError& e) {
                if (!a.has("gold-reversed")) throw;
                throw std::runtime_error(std::string(e.what()) + " (after --gold-reversed swapped its sides)");
            }
            analysis::GoldLinks h;
            h.sure = h.possible = hyp[i];
            analysis::check_gold_range(h, s, t, hyp_path, line, false);
        }
    }
    analysis::AlignmentScore score;
    int64_t sure = 0, possible = 0, links = 0;
    for (size_t i = 0; i < gold.size(); ++i) {
        score.add(hyp[i], gold[i]);
        sure += static_cast<int64_t>(gold[i].sure.size());
        possible += static_cast<int64_t>(gold[i].possible.size() - gold[i].sure.size());
        links += static_cast<int64_t>(hyp[i].size());
    }
    if (a.has("json")) {
        nlohmann::json j = score_json(score);
        j["pairs"] = gold.size();
        j["links"] = links;
        j["sure"] = sure;
        j["possible"] = possible;
        std::cout << j.dump() << '\n';
        return 0;
    }
    std::cout.setf(std::ios::fixed);
    std::cout.precision(4);
    std::cout << "AER " << score.aer() << "  precision " << score.precision() << "  recall " << score.recall() << "  ("
              << gold.size() << " pairs, " << links << " links; gold " << sure << " sure, " << possible
              << " possible only)\n";
    return 0;
}

}  // namespace studio::cli
