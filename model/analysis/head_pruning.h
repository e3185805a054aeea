// The pruning curve of Michel, Levy & Neubig 2019 (§4, figures 3-4): heads
// are switched off in order of importance, a share of the heads per round,
// the importance recomputed on the pruned model after each round, and after
// every round the dev loss (teacher-forced token NLL, no label smoothing)
// and the greedy dev BLEU are measured. One curve prunes among all heads;
// one per kind prunes only that kind's heads (encoder self, decoder self,
// cross), which shows which kind is most sensitive.
//
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/corpus_reader.h"
#include "eval/bleu.h"
#include "nn/transformer.h"
#include "tokenizer/tokenizer.h"

#include <atomic>
#include <functional>
#include <string>
#include <vector>

namespace studio::analysis {

struct HeadId {
    nn::AttentionKind kind = nn::AttentionKind::EncoderSelf;
    int layer = 0, head = 0;
};

struct PruneRound {
    int64_t pruned = 0;       // heads switched off so far, in this curve's scope
    double share = 0.0;       // pruned / heads in scope
    double dev_loss = 0.0;
    double bleu = 0.0;        // corpus BLEU (13a) of greedy translations
    std::vector<HeadId> removed;  // the heads switched off in this round (empty for round 0)
};

struct PruneCurve {
    std::string scope;        // "all", "encoder_self", "decoder_self" or "cross"
    int64_t heads = 0;        // heads in scope
    int64_t sentences = 0;    // pairs measured (empty or over-long ones skipped)
    std::vector<PruneRound> rounds;  // round 0 is the whole model
};

struct PruneOptions {
    double step_share = 0.1;  // share of the scope's heads switched off per round (at least one head)
    bool per_kind = true;     // also one curve per kind
    int64_t max_tokens = 2000;  // padded tokens per batch
    int64_t max_extra = 50;     // greedy translations end at source length + this (§6.1)
    // The BLEU's tokenizer: pass the run's (TrainingConfig::bleu_tokenize,
    // "char" for numbers-de), so that round 0 is scored as the Train page's
    // dev BLEU (and is that figure on the same pairs: the run's first
    // --eval-sentences dev pairs within its --max-len).
    eval::BleuTokenizer bleu_tokenizer = eval::BleuTokenizer::Mteval13a;
    const std::atomic<bool>* cancel = nullptr;  // throws decode::Cancelled
    // done/total in rounds over all curves; `curve` so far, for a live plot.
    std::function<void(int64_t done, int64_t total, const PruneCurve& curve)> progress;
};

// The curves, "all" first. The model is left as it was: eval/train mode
// restored, no gates set.
std::vector<PruneCurve> prune_curves(nn::Transformer& model, const tok::Tokenizer& tokenizer,
                                     const std::vector<data::SentencePair>& pairs, const PruneOptions& options = {});

}  // namespace studio::analysis
