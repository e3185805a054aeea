// Gradient attribution results as plain values, and what is read off them
// without the model: agreement with attention (Kendall's tau-b, as Jain &
// Wallace 2019 compared attention with gradient importance) and the merge of
// subword scores to words. No LibTorch here; attribution.h computes them.
//
// Shape legend: S source pieces (EOS included), T decoder inputs
// (BOS y1 .. y_{n-1}), L layers, H heads.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "decode/results.h"

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

namespace studio::analysis {

enum class AttributionMethod {
    Saliency,             // |grad| (l2 norm over the embedding dimension) of f at each token's embedding
    InputXGradient,       // x . grad (summed over the embedding dimension)
    IntegratedGradients,  // (x - x') . mean grad on the straight path from the baseline x' (Sundararajan et al. 2017)
};

// "saliency", "input-x-gradient", "integrated-gradients".
std::string method_name(AttributionMethod method);
// The inverse; throws std::invalid_argument naming the text and the valid names.
AttributionMethod parse_method(const std::string& name);

// The attribution of one target token y_i: what f = log p(y_i | x, y_<i)
// (minus log p(contrast | x, y_<i) when contrastive) owes to each input
// token's embedding activation.
struct TokenAttribution {
    AttributionMethod method = AttributionMethod::Saliency;
    int64_t steps = 0;             // integration steps (integrated gradients), else 0
    int64_t position = 0;          // i: index of the target token, 0 = the first after BOS
    int64_t token = 0;             // y_i
    int64_t contrast = -1;         // the alternative token, or -1
    std::vector<double> source;    // (S): one score per source piece, EOS included
    std::vector<double> target;    // (i + 1): BOS y1 .. y_{i-1}, the decoder inputs that predict y_i
    double f_input = 0.0;          // f at the input
    double f_baseline = std::numeric_limits<double>::quiet_NaN();  // f at the baseline (integrated gradients)
    double sum = 0.0;              // sum of all scores
    // Integrated gradients: |sum - (f_input - f_baseline)| / |f_input - f_baseline|, or the absolute
    // difference where |f_input - f_baseline| < 0.05. NaN for the other methods.
    double completeness_gap = std::numeric_limits<double>::quiet_NaN();
};

// The completeness gap of integrated gradients (see TokenAttribution).
double completeness_gap(double attribution_sum, double f_input, double f_baseline);

// Kendall's tau-b of two equally long score lists (ties in either count as
// neither concordant nor discordant, and shrink the denominator). NaN when
// fewer than two values or when one list is constant.
double kendall_tau_b(const std::vector<double>& x, const std::vector<double>& y);

enum class AgreementKind { DecoderSelf, Cross };

// How far one head's attention row ranks the tokens as the attribution does.
struct HeadAgreement {
    AgreementKind kind = AgreementKind::Cross;
    int layer = 0, head = 0;
    double tau = std::numeric_limits<double>::quiet_NaN();
};

// Kendall's tau-b between |attribution| and each head's attention row at the
// step that predicts y_i (decoder input row i): cross-attention rows over the
// source pieces, decoder self-attention rows over BOS y1 .. y_{i-1}. Tokens
// marked in `source_special` (BOS/EOS) and the decoder's BOS are left out:
// integrated gradients keeps them in its baseline, so they score zero by
// construction. Magnitudes, because attention has no sign. Every cross head
// first, then every decoder self head; layer by layer. `report` must be the
// attention of the same source and target (decode::attention_report).
std::vector<HeadAgreement> head_agreement(const decode::AttentionReport& report, const TokenAttribution& a,
                                          const std::vector<bool>& source_special);

// Piece scores merged to words: a word's score is the sum of its pieces'
// (pieces with word -1, the special tokens, are left out). Summing keeps what
// input x gradient and integrated gradients promise: the scores still add up
// to the difference they explain. (Inseq keeps the largest-magnitude piece
// instead; for saliency, a norm, the sum of a word's pieces is its total.)
std::vector<double> merge_scores_to_words(const std::vector<double>& piece_scores, const std::vector<int>& piece_words,
                                          int words);

}  // namespace studio::analysis
