// Word alignment on gold links (issue 37, §0 and §7): for one checkpoint and
// one or more gold sets, the AER of every decoder step x layer mean x merge
// rule, what the default rule (analysis/alignment_rule.h) chooses and the
// figures it chose by, the best single head or layer mean chosen on the
// first half of the pairs and scored on the second, and the relative-position
// baseline. Teacher-forced on the gold's own target sentences.
// Usage: bench_alignment --checkpoint CKPT [--threads N]
//          --set NAME SRC TGT GOLD [--set NAME SRC TGT GOLD ...]
// Prints a table per set, then one line of key=value figures per set.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/blas_kernels.h"
#include "analysis/alignment_rule.h"
#include "data/corpus_reader.h"
#include "train/model_io.h"

#include <torch/torch.h>

#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

using namespace studio;
using namespace studio::analysis;

namespace {

struct GoldSet {
    std::string name, src, tgt, gold;
};

std::string fixed3(double v) {
    char text[32];
    std::snprintf(text, sizeof text, "%.3f", v);
    return text;
}

double aer_of(const std::vector<Links>& links, const std::vector<GoldLinks>& gold, size_t from = 0,
              size_t to = SIZE_MAX) {
    AlignmentScore score;
    for (size_t i = from; i < links.size() && i < gold.size() && i < to; ++i) score.add(links[i], gold[i]);
    return score.aer();
}


}  // namespace

int main(int argc, char** argv) {
    studio::use_the_processors_blas_kernels(argv);  // OpenBLAS's generic kernels on a processor it does not know
    std::string checkpoint;
    int threads = 0;
    std::vector<GoldSet> sets;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--checkpoint" && i + 1 < argc) {
            checkpoint = argv[++i];
        } else if (arg == "--threads" && i + 1 < argc) {
            threads = std::atoi(argv[++i]);
        } else if (arg == "--set" && i + 4 < argc) {
            sets.push_back({argv[i + 1], argv[i + 2], argv[i + 3], argv[i + 4]});
            i += 4;
        } else {
            std::fprintf(stderr, "usage: bench_alignment --checkpoint CKPT [--threads N] --set NAME SRC TGT GOLD ...\n");
            return 2;
        }
    }
    if (checkpoint.empty() || sets.empty()) {
        std::fprintf(stderr, "usage: bench_alignment --checkpoint CKPT [--threads N] --set NAME SRC TGT GOLD ...\n");
        return 2;
    }
    if (threads > 0) torch::set_num_threads(threads);
    auto loaded = train::load_model(checkpoint, torch::kCPU);
    for (const auto& set : sets) {
        const auto sources = data::read_lines(set.src);
        const auto targets = data::read_lines(set.tgt);
        const auto gold = read_gold_file(set.gold, false);
        if (sources.size() != targets.size() || gold.size() != sources.size()) {
            std::fprintf(stderr, "%s: %zu sources, %zu targets, %zu gold lines\n", set.name.c_str(), sources.size(),
                         targets.size(), gold.size());
            return 1;
        }
        const auto corpus = corpus_attention(loaded.model, loaded.tokenizer, sources, targets);
        const size_t n = sources.size();
        const size_t half = n / 2;
        std::printf("\n== %s: %zu pairs\n", set.name.c_str(), n);
        std::printf("%-12s %-11s %-12s %7s %7s %7s %9s %7s\n", "merge", "step", "layer mean", "AER", "prec", "recall",
                    "H(s|t)", "conf");
        std::string figures = "set=" + set.name + " pairs=" + std::to_string(n);
        double best_mean = 1.0;
        for (MergeRule merge : {MergeRule::AnySubword, MergeRule::MeanRows}) {
            for (AlignStep step : {AlignStep::Prediction, AlignStep::Input}) {
                for (int l = 0; l < loaded.model->config.num_decoder_layers; ++l) {
                    AlignMethod m;
                    m.choice = layer_mean(l);
                    m.step = step;
                    m.merge = merge;
                    const auto links = corpus_links(corpus, m);
                    AlignmentScore score;
                    for (size_t i = 0; i < n; ++i) score.add(links[i], gold[i]);
                    const RuleCandidate c = rule_candidate(corpus, m);
                    const char* step_name = step == AlignStep::Input ? "input" : "prediction";
                    std::printf("%-12s %-11s %-12d %7.3f %7.3f %7.3f %9.3f %7.3f\n", merge_rule_name(merge), step_name,
                                l, score.aer(), score.precision(), score.recall(), c.lexical_entropy, c.confidence);
                    figures += " aer_" + std::string(merge_rule_name(merge)) + "_" + step_name + "_l" +
                               std::to_string(l) + "=" + fixed3(score.aer());
                    best_mean = std::min(best_mean, score.aer());
                }
            }
            const RuleChoice rule = choose_by_rule(corpus, merge);
            const auto rule_links = corpus_links(corpus, rule.method);
            std::printf("rule (%s): %s -> AER %.3f\n", merge_rule_name(merge), rule.reason.c_str(),
                        aer_of(rule_links, gold));
            figures += " rule_" + std::string(merge_rule_name(merge)) + "=\"" + rule.method.label() +
                       "\" rule_aer_" + merge_rule_name(merge) + "=" + fixed3(aer_of(rule_links, gold));
            for (AlignStep step : {AlignStep::Prediction, AlignStep::Input}) {
                const auto ranked = rank_methods(corpus, gold, half, {step}, merge);
                const auto& best = ranked.front();
                std::printf("best chosen on pairs 1-%zu (%s step, %s): %s, AER %.3f there, %.3f on pairs %zu-%zu\n",
                            half, step == AlignStep::Input ? "input" : "prediction", merge_rule_name(merge),
                            best.method.choice.label().c_str(), best.chosen_on.aer(), best.scored_on.aer(), half + 1, n);
            }
        }
        std::vector<Links> baseline;
        for (const auto& s : corpus.sentences) baseline.push_back(relative_position_links(s.source_words, s.target_words));
        std::printf("relative-position baseline: AER %.3f\nbest layer mean (any step, merge): AER %.3f\n",
                    aer_of(baseline, gold), best_mean);
        figures += " baseline_aer=" + fixed3(aer_of(baseline, gold)) +
                   " best_layer_mean_aer=" + fixed3(best_mean);
        std::printf("%s\n", figures.c_str());
    }
    return 0;
}
