// Which heads matter: statistics of every attention head over a dev set.
//
//   delta_loss  dev loss (teacher-forced token NLL, no label smoothing) with
//               that head alone gated off, minus the dev loss of the whole
//               model (Michel, Levy & Neubig 2019, §3: ablating one head);
//   importance  Michel et al.'s I_h = E_x |∂L(x)/∂ξ_h|, the gate gradient of
//               each sentence's loss averaged over sentences, then
//               l2-normalised over the heads of each layer (their §4.1);
//   confidence  Voita et al. 2019's mean of the largest attention weight of
//               each query (queries at BOS, EOS and padding left out; the
//               largest weight is over every key, EOS included);
//   entropy     the mean entropy of those queries' attention (nats);
//   role        a rule that holds, with its evidence:
//               "positional": self-attention whose maxima fall on one
//               relative offset other than 0 in >= 90 % of queries (Voita);
//               "eos-bos": >= 50 % of maxima on EOS or BOS;
//               "rare-token": >= 50 % of maxima on the sentence's rarest
//               token (counted over the given data; Voita's rare-word head),
//               when one position alone holds the sentence's lowest count (a
//               tie between two tokens leaves the sentence out); in the
//               decoder's masked self-attention only the queries at or after
//               it, which may see it, count.
//
// Shape legend: B sentences, H heads, Tq/Tk query/key lengths, V vocabulary.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/frame_ids.h"
#include "data/corpus_reader.h"
#include "nn/transformer.h"
#include "tokenizer/tokenizer.h"

#include <atomic>
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace studio::analysis {

struct HeadStatistics {
    nn::AttentionKind kind = nn::AttentionKind::EncoderSelf;
    int layer = 0, head = 0;
    double delta_loss = 0.0;
    double importance = 0.0;
    double confidence = 0.0;
    double entropy = 0.0;
    std::string role;      // "positional", "eos-bos", "rare-token" or empty
    std::string evidence;  // e.g. "offset -1 in 94 % of queries"
    double role_share = 0.0;    // the share of queries behind the role (0.94 above)
    int64_t role_offset = 0;    // positional: the offset (-1 above)
};

struct HeadReport {
    double dev_loss = 0.0;      // the whole model's, per target token
    int64_t sentences = 0;      // pairs used (empty or over-long ones skipped)
    int64_t target_tokens = 0;
    std::vector<HeadStatistics> heads;  // encoder self, decoder self, cross; by layer, then head
};

struct HeadStatisticsOptions {
    int64_t max_tokens = 2000;                  // padded tokens per batch
    const std::atomic<bool>* cancel = nullptr;  // checked before each batch (throws decode::Cancelled)
    std::function<void(int64_t done, int64_t total)> progress;  // in forward passes over the set
};

// Confidence, entropy and role of each head of one attention block from its
// weights alone, the rules above (what head_statistics() applies over all
// batches; on its own for tests). Queries on the frame ids (frame_ids.h) are
// left out; keys on them are no words for the rare-token rule. `key_counts`: how often each token occurs
// in the data, for the rare-token rule. `causal`: the decoder's masked
// self-attention (query i sees keys 0..i).
// Shape: weights (B, H, Tq, Tk); queries (B, Tq) and keys (B, Tk) token ids.
std::vector<HeadStatistics> block_statistics(const torch::Tensor& weights, const torch::Tensor& queries,
                                             const torch::Tensor& keys, bool self_attention,
                                             const FrameIds& query_ids, const FrameIds& key_ids,
                                             const std::map<int64_t, int64_t>& key_counts, bool causal = false);

// "encoder_self", "decoder_self", "cross".
std::string kind_name(nn::AttentionKind kind);

// Statistics of every head of `model` over `pairs`. The model is left in the
// mode it was in, with no gates set and no gradients stored.
HeadReport head_statistics(nn::Transformer& model, const tok::Tokenizer& tokenizer,
                           const std::vector<data::SentencePair>& pairs, const HeadStatisticsOptions& options = {});

}  // namespace studio::analysis
