// Which attention aligns, chosen without gold links, and the best head chosen
// on gold pairs other than those it is scored on.
//
// Which decoder step and layer align depends on the model: shift-att's input
// step (Chen et al. 2020) was best for 6-layer models trained on millions of
// pairs, the prediction step (Garg et al. 2019) for the small models this
// studio trains (bench/RESULTS.md, "Word alignment"). The default is
// therefore a rule computed per model, over every step x layer mean:
// the candidate whose links are the most consistent across the corpus, i.e.
// with the lowest conditional entropy H(source word | target word) of its
// links. A step or layer that links a target word to its neighbour's source
// word links "Hund" to "brown", "the", "black" in turn; the aligning one links
// it to "dog" each time (the regularity IBM models are built on). Links that
// collapse onto one source word (a layer whose attention sinks at the final
// "." links every word there: 0 bits, perfectly "consistent") are ranked
// after all others: more than half of all links on one source word type.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/cross_alignment.h"

#include <cstdint>
#include <string>
#include <vector>

namespace studio::analysis {

// The links of many methods over a corpus, gathered one sentence at a time
// (add) so that no sentence's attention has to be kept: what the rule and the
// ranking need is here.
struct LinkTable {
    std::vector<AlignMethod> methods;
    std::vector<std::vector<std::vector<Link>>> links;  // [method][sentence], sorted
    std::vector<double> confidence_sum;                 // [method]: largest weight of each word row, summed
    std::vector<int64_t> confidence_rows;               // [method]: word rows counted
    std::vector<std::vector<std::string>> source_words, target_words;  // [sentence]

    explicit LinkTable(std::vector<AlignMethod> methods_to_keep = {});
    void add(const SentenceAttention& s);
    size_t sentences() const { return source_words.size(); }
    Links sentence_links(size_t method, size_t sentence) const;
    std::vector<Links> corpus_links(size_t method) const;
};
LinkTable link_table(const CorpusAttention& corpus, std::vector<AlignMethod> methods);

// Every step x decoder-layer mean with `merge` (`steps` empty: both steps).
std::vector<AlignMethod> layer_mean_methods(int layers, MergeRule merge, const std::vector<AlignStep>& steps = {});
// Every single head and every layer mean, for the given steps.
std::vector<AlignMethod> all_methods(int layers, int heads, MergeRule merge, const std::vector<AlignStep>& steps,
                                     double threshold = 0.0);

// Links with more than this share on one source word type, and more than
// kCollapsedOverFrequency times that type's share of the source words, have
// collapsed (no alignment): ranked after all others. (The second part keeps
// a few short pairs, where a word is a third of the text, from counting.)
constexpr double kCollapsedLinkShare = 0.5;
constexpr double kCollapsedOverFrequency = 2.0;
inline bool links_collapsed(double top_link_share, double top_word_share) {
    return top_link_share > kCollapsedLinkShare && top_link_share > kCollapsedOverFrequency * top_word_share;
}

// What the rule measures of one method's links over a corpus.
struct RuleCandidate {
    AlignMethod method;
    size_t index = 0;              // its row in the LinkTable
    double lexical_entropy = 0.0;  // H(source word | target word) of the links, in bits
    double confidence = 0.0;       // mean largest weight of a target word's row (mean-rows matrix)
    int64_t links = 0;
    double top_source_share = 0.0;  // share of the links on the most linked source word type
    double top_source_words = 0.0;  // that type's share of the source words
    // Over half the links on one source word, far beyond its share of the text: no alignment (ranked last).
    bool collapsed() const { return links_collapsed(top_source_share, top_source_words); }
};

RuleCandidate rule_candidate(const LinkTable& table, size_t method);
RuleCandidate rule_candidate(const CorpusAttention& corpus, const AlignMethod& method);

struct RuleChoice {
    AlignMethod method;                     // the chosen one
    std::vector<RuleCandidate> candidates;  // in the rule's order (best first)
    std::string reason;                     // one sentence: what was chosen and why
};

// Ranks the table's first `count` methods (all by default) by the rule: the
// lowest lexical entropy wins (ties: the higher confidence, then the later
// layer), collapsed ones last.
RuleChoice choose_by_rule(const LinkTable& table, size_t count = SIZE_MAX);
RuleChoice choose_by_rule(const CorpusAttention& corpus, const std::vector<AlignMethod>& methods);
// The default: every step x decoder-layer mean with `merge` (`steps` empty:
// both steps).
RuleChoice choose_by_rule(const CorpusAttention& corpus, MergeRule merge, const std::vector<AlignStep>& steps = {});

// The relative-position baseline: target word j linked to source word
// min(S - 1, round(j * S / T)).
Links relative_position_links(int source_words, int target_words);

// Every method of the table scored on the pairs [score_from, end) against
// `gold` and chosen on the pairs [0, score_from) (lowest AER there). Without
// gold every method is ranked as the rule ranks (lexical entropy over the
// whole corpus, then confidence, then the later layer). Sorted best first by
// what chose them.
struct RankedMethod {
    AlignMethod method;
    size_t index = 0;          // its row in the LinkTable
    AlignmentScore chosen_on;  // its score on the selection pairs (with gold)
    AlignmentScore scored_on;  // its score on the other pairs (with gold)
    double lexical_entropy = 0.0;
    double confidence = 0.0;        // as RuleCandidate's
    double top_source_share = 0.0;  // as RuleCandidate's
    double top_source_words = 0.0;
    bool collapsed() const { return links_collapsed(top_source_share, top_source_words); }
};
std::vector<RankedMethod> rank_methods(const LinkTable& table, const std::vector<GoldLinks>& gold, size_t score_from);
// Every single head and layer mean of `corpus` for the given steps.
std::vector<RankedMethod> rank_methods(const CorpusAttention& corpus, const std::vector<GoldLinks>& gold,
                                       size_t score_from, const std::vector<AlignStep>& steps, MergeRule merge,
                                       double threshold = 0.0);

}  // namespace studio::analysis
