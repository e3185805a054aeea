// Gradient attribution of a translation's tokens (Inseq's methods, Sarti et
// al. 2023) on the engine's Transformer.
//
// For target token y_i, f = log p(y_i | x, y_<i), or with a contrast token c
// f = log p(y_i | ...) - log p(c | ...) ("why y_i rather than c", Yin &
// Neubig 2022). Gradients are taken with respect to the embedding
// activations, the token embedding's output (scaled by sqrt(D), §3.4) before
// the positions are added, of every source piece and every decoder input
// (BOS y1 .. y_{i-1}); never with respect to the (tied) embedding table.
// Scores per token:
//   saliency               ||df/de||_2
//   input x gradient       e . df/de
//   integrated gradients   (e - e') . integral_0^1 df/de(e' + a (e - e')) da
// Integrated gradients (Sundararajan et al. 2017) moves the source and the
// target prefix together along the straight path from the baseline e': every
// token's activation set to zero (what is left is the positional encoding),
// except BOS and EOS, which stay (their scores are then 0). The integrand has
// kinks (every ReLU of the feed-forward layers that changes sign along the
// path), so fixed rules converge slowly where a kink falls between two nodes.
// The default rule spends the budget of `steps` gradient evaluations where
// the path needs them: each evaluation also gives f itself, so on every
// interval [a, b] of the grid the trapezoid of df/da can be compared with the
// exact change f(b) - f(a). It starts with steps / 2 equal intervals (their
// ends included, so f(x') and f(x) come free) and bisects, in rounds that
// halve the budget left, the intervals that miss their change the most; the
// scores are the trapezoid sums over the final grid. Where f rises and falls
// along the path (its terms cancel) a token may still miss: one whose
// completeness gap is above target_gap gets further rounds of steps / 2
// bisections, up to max_steps, and reports the evaluations it took. On the
// reverse demo's fixture (120 tokens of 12 dev translations, 50 steps) 3
// tokens needed more and every token ended under 5 %; the midpoint rule left
// 7 above (the largest 20 %), composite Simpson panels did worse than
// trapezoids (kinks). The midpoint Riemann sum and Gauss-Legendre
// quadrature (whose nodes crowd at the ends, worse on kinks) remain as
// options with a fixed budget, after a pass for f at x' and x.
// The interpolation steps run as batches.
// Always computed in float32, in eval mode, with the head gates the model has.
//
// Shape legend: K rows of one batch (steps x tokens), S source pieces,
// T decoder inputs, D d_model, V target vocabulary.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/attribution_scores.h"
#include "analysis/quadrature.h"
#include "nn/transformer.h"

#include <atomic>
#include <functional>
#include <vector>

namespace studio::analysis {

struct AttributionOptions {
    AttributionMethod method = AttributionMethod::IntegratedGradients;
    int64_t steps = 50;       // integrated gradients' gradient evaluations per token (>= 1)
    QuadratureRule rule = QuadratureRule::Adaptive;
    // The adaptive rule only: a token whose completeness gap is above
    // target_gap after `steps` evaluations gets more, up to max_steps
    // (0: 4 x steps; at most steps: never more).
    double target_gap = 0.05;
    int64_t max_steps = 0;
    int64_t max_rows = 64;    // forward rows per batch: interpolation steps x tokens
    // Fewer rows per batch where their activations (kept for the backward
    // pass) would pass this many megabytes: a base model's 200-token
    // sentence needs ~180 MB a row, and 64 rows ran a laptop out of memory.
    // The scores do not depend on the batching.
    double batch_memory_mb = 1024.0;
    // The source starts with BOS (word-level tokenizers: Tokenizer::bos_on_source),
    // which the baseline keeps as it keeps EOS; attribute_sentence sets it.
    bool source_has_bos = false;
    // The source's first own piece is a multilingual model's target-language
    // code (">>deu<<"): the integrated-gradients baseline keeps it too (it
    // asks for a language, it is no word of the sentence), so it gets no
    // share of that method's score.
    bool source_code_first = false;
    const std::atomic<bool>* cancel = nullptr;  // checked before each batch (throws decode::Cancelled)
    std::function<void(int64_t done, int64_t total)> progress;  // rows done, after each batch
};

// One token to explain: y_position, optionally against `contrast` (a target
// vocabulary id, or -1).
struct AttributionRequest {
    int64_t position = 0;
    int64_t contrast = -1;
};

// Estimated bytes one row of a batch keeps for the backward pass (float32
// activations of every layer: projections, attention weights, feed-forward
// hidden values, layer norms; the output's log-probabilities), for S source
// and T decoder positions. An estimate on the high side, not a measurement.
int64_t attribution_row_bytes(const nn::TransformerConfig& config, int64_t S, int64_t T);

// options.max_rows, lowered (to 1 at least) so that a batch's rows stay
// within options.batch_memory_mb.
int64_t attribution_rows_per_batch(const nn::TransformerConfig& config, int64_t S, int64_t T,
                                   const AttributionOptions& options);

// Attributes the requested target tokens of one sentence pair.
// `source_ids`: the source as the tokenizer gives it (EOS last);
// `target_ids`: y1 .. yn (EOS last when produced), teacher-forced.
// Throws std::invalid_argument for a position outside 0..n-1, a contrast
// outside the vocabulary or equal to the token, or steps < 1.
std::vector<TokenAttribution> attribute(nn::Transformer& model, const std::vector<int64_t>& source_ids,
                                        const std::vector<int64_t>& target_ids,
                                        const std::vector<AttributionRequest>& requests,
                                        const AttributionOptions& options = {});

}  // namespace studio::analysis
