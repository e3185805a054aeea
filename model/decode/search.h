// Greedy and beam search over a Transformer, with the decoder's key/value
// cache (each step costs O(t) instead of re-running the whole prefix).
//
// Shape legend: B sentences, S source length, K beam size, V vocabulary.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "decode/results.h"
#include "nn/transformer.h"

#include <atomic>
#include <string>
#include <stdexcept>
#include <vector>

namespace studio::tok {
class Tokenizer;
}

namespace studio::decode {

// Thrown by a search whose SearchOptions::cancel was set: the caller asked
// for it to end (a Cancel button, a Stop, closing the window).
class Cancelled : public std::runtime_error {
public:
    Cancelled() : std::runtime_error("translation cancelled") {}
};

struct SearchOptions {
    int64_t beam_size = 4;     // K (§6.1: beam size 4)
    double alpha = 0.6;        // length penalty alpha (§6.1: 0.6), GNMT: ((5 + |Y|) / 6)^alpha
    int64_t max_extra = 50;    // at most source length + 50 target tokens (§6.1)
    int64_t nbest = 1;         // hypotheses returned per sentence (<= beam_size)
    bool use_cache = true;     // false re-runs the whole prefix each step (for tests)
    // beam_search's `attention`: the rows gathered while decoding (every
    // beam's, every step's: K x L x H x (T + S) floats a step) are given up
    // once they pass this many bytes, and the caller's attention_report then
    // takes its teacher-forced pass instead (a wide beam over a long source
    // held gigabytes: 4.5 GB at beam 64 on 512 tokens).
    int64_t gathered_attention_bytes = int64_t{256} << 20;
    // Checked before every decoding step; once set, the search throws
    // Cancelled (a step at base size costs milliseconds, so it answers at once).
    const std::atomic<bool>* cancel = nullptr;
};

// Padding and BOS are never generated (a PAD would also be masked as a key by
// the uncached decoder but not by the cached one): their log-probabilities
// become -inf. Shape: (..., V), in place.
void forbid_special_outputs(torch::Tensor& log_probs, const nn::TransformerConfig& config);

// GNMT length penalty lp(Y) = ((5 + |Y|) / (5 + 1))^alpha.
double length_penalty(int64_t length, double alpha);

// Greedy decoding of a batch. Shape: src (B, S) int64 padded with pad_id;
// `memory`, when defined, the encoder's output for src (B, S, D), which is
// then not computed again. Returns one hypothesis per row (EOS included when
// produced). Rows that end leave the batch, so the others run alone.
std::vector<Hypothesis> greedy_search(nn::Transformer& model, const torch::Tensor& src,
                                      const SearchOptions& options = {}, const torch::Tensor& memory = {});

// The attention of beam_search's best hypothesis, gathered while it was
// decoded: every layer's and head's row for each step's query. With the
// key/value cache these are the rows that one teacher-forced pass over the
// same tokens gives (attention_report), equal up to rounding, without paying
// for that second pass (at base size it cost a fifth of a translation).
struct DecodedAttention {
    AttentionSet encoder_self;  // L x H x S x S
    AttentionSet decoder_self;  // L x H x T x T, T target tokens; row t is zero right of column t (causal)
    AttentionSet cross;         // L x H x T x S
};

// Beam search of one sentence (source ids ending with EOS). Each step keeps
// the K - F best extensions of the alive hypotheses (F: finished so far);
// those ending in EOS are finished, so the beam narrows until nothing is
// alive or the length limit is reached. Returns up to nbest hypotheses, best
// score first. With beam_size 1 the result is exactly the greedy one.
// `trace`, when given, receives the beam at every step; `attention`, when
// given, the attention of the first hypothesis returned, or nothing (rows 0)
// when gathering it passed options.gathered_attention_bytes.
std::vector<Hypothesis> beam_search(nn::Transformer& model, const std::vector<int64_t>& src_ids,
                                    const SearchOptions& options = {}, BeamTrace* trace = nullptr,
                                    DecodedAttention* attention = nullptr);

// Greedy translations of `sources` (encoded, EOS-terminated), in their order,
// decoded in batches of sentences of similar length (what validation BLEU
// and the pruning curve score). `cancel` ends it with Cancelled; at most
// source length + `max_extra` tokens each (§6.1). `memories`, when given,
// keeps the encoder's output of each batch for the next call with the same
// sources (filled by the first; the caller clears it when the encoder
// changes, as the pruning curve does once an encoder head is gated).
std::vector<std::string> greedy_translations(nn::Transformer& model, const tok::Tokenizer& tokenizer,
                                             const std::vector<std::vector<int64_t>>& sources, torch::Device device,
                                             const std::atomic<bool>* cancel = nullptr, int64_t max_extra = 50,
                                             std::vector<torch::Tensor>* memories = nullptr);

}  // namespace studio::decode
