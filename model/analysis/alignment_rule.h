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
// it to "dog" each time (the regularity IBM models are built on).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/cross_alignment.h"

#include <string>
#include <vector>

namespace studio::analysis {

// What the rule measures of one method's links over a corpus.
struct RuleCandidate {
    AlignMethod method;
    double lexical_entropy = 0.0;  // H(source word | target word) of the links, in bits
    double confidence = 0.0;       // mean largest weight of a target word's row (mean-rows matrix)
    int64_t links = 0;
};

RuleCandidate rule_candidate(const CorpusAttention& corpus, const AlignMethod& method);

struct RuleChoice {
    AlignMethod method;                   // the chosen one
    std::vector<RuleCandidate> candidates;  // every step x layer mean, in the rule's order (best first)
    std::string reason;                   // one sentence: what was chosen and why
};

// Ranks `methods` by the rule: the lowest lexical entropy wins (ties: the
// higher confidence, then the later layer).
RuleChoice choose_by_rule(const CorpusAttention& corpus, const std::vector<AlignMethod>& methods);
// The default: every step x decoder-layer mean with `merge` (`steps` empty:
// both steps).
RuleChoice choose_by_rule(const CorpusAttention& corpus, MergeRule merge, const std::vector<AlignStep>& steps = {});

// The relative-position baseline: target word j linked to source word
// min(S - 1, round(j * S / T)).
Links relative_position_links(int source_words, int target_words);

// Every single head and every layer mean (for the given steps and merge rule),
// scored on the pairs [score_from, end) against `gold` and chosen on the pairs
// [0, score_from) (lowest AER there). Without gold every method is ranked by
// the rule's lexical entropy over the whole corpus. Sorted best first by
// what chose them.
struct RankedMethod {
    AlignMethod method;
    AlignmentScore chosen_on;  // its score on the selection pairs (with gold)
    AlignmentScore scored_on;  // its score on the other pairs (with gold)
    double lexical_entropy = 0.0;
};
std::vector<RankedMethod> rank_methods(const CorpusAttention& corpus, const std::vector<GoldLinks>& gold,
                                       size_t score_from, const std::vector<AlignStep>& steps, MergeRule merge,
                                       double threshold = 0.0);

}  // namespace studio::analysis
