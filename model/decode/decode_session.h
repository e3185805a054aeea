// DecodeSession: one sentence decoded one target token at a time, for the
// step-through view. At each position it exposes the top-k next-token
// distribution and the attention of every layer and head for the query that
// produced it; it can be told which token to take (forced decoding) and can go
// back a step. Uses the decoder's key/value cache.
//
// Also: attention_report(), the full attention of a finished translation
// (one teacher-forced pass), for --attention and the heatmap views.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "decode/results.h"
#include "decode/search.h"
#include "nn/transformer.h"
#include "tokenizer/tokenizer.h"

#include <string>
#include <vector>

namespace studio::decode {

class DecodeSession {
public:
    // The model is put in eval mode (no dropout) for the session's lifetime
    // and back in its former mode afterwards; its weights are not changed.
    DecodeSession(nn::Transformer model, const tok::Tokenizer& tokenizer, const std::string& source,
                  int64_t top_k = 10, int64_t max_extra = 50);
    ~DecodeSession();
    DecodeSession(const DecodeSession&) = delete;
    DecodeSession& operator=(const DecodeSession&) = delete;

    const std::vector<std::string>& source_tokens() const { return source_tokens_; }
    // The source was longer than the model's positions and was cut to fit.
    bool source_truncated() const { return source_truncated_; }
    const AttentionSet& encoder_self_attention() const { return encoder_self_; }  // L x H x S x S

    // The distribution for the next position (before taking a token).
    const std::vector<TokenProbability>& next_distribution() const { return pending_top_; }
    // The attention of the query that gives that distribution (the decoder
    // input's last token): L x H x 1 x (steps + 1) and L x H x 1 x S. Only
    // while the session has not finished.
    const AttentionSet& next_decoder_self() const { return pending_self_; }
    const AttentionSet& next_cross() const { return pending_cross_; }

    // Takes the model's best token, or `forced_token` when >= 0 (an id in the
    // vocabulary; throws std::out_of_range otherwise). Throws std::logic_error
    // when the session has finished.
    const DecodeStep& step(int64_t forced_token = -1);

    // Undoes the last step; false when there is nothing to undo.
    bool back();

    bool finished() const;               // EOS taken, or the length limit reached
    const std::vector<DecodeStep>& steps() const { return steps_; }
    std::vector<int64_t> target_ids() const;
    std::string translation() const;     // detokenised, without EOS

private:
    void run_last_position();            // runs the decoder on the newest prefix token

    nn::Transformer model_;
    bool model_was_training_ = false;
    const tok::Tokenizer& tokenizer_;
    int64_t top_k_;
    int64_t limit_;
    torch::Tensor src_, memory_, src_mask_;
    std::vector<std::string> source_tokens_;
    bool source_truncated_ = false;
    AttentionSet encoder_self_;
    nn::DecoderCache cache_;
    std::vector<int64_t> prefix_;        // BOS y1 .. yn
    // For the newest prefix position: what the decoder produced.
    torch::Tensor pending_log_probs_;    // (V)
    std::vector<TokenProbability> pending_top_;
    AttentionSet pending_self_, pending_cross_;
    std::vector<DecodeStep> steps_;
};

// Pieces for ids, as the tokenizer names them ("<s>", "</s>", "▁word", ...).
std::vector<std::string> id_pieces(const tok::Tokenizer& tokenizer, const std::vector<int64_t>& ids);
// The same for source ids (a word-level tokenizer has a vocabulary per side).
std::vector<std::string> source_id_pieces(const tok::Tokenizer& tokenizer, const std::vector<int64_t>& ids);

// The attention of the model translating `src_ids` (ending with EOS) into
// `target_ids` (the hypothesis, EOS last if produced): one pass with the
// decoder input BOS y1 .. y_{n-1}.
AttentionReport attention_report(nn::Transformer& model, const tok::Tokenizer& tokenizer,
                                 const std::vector<int64_t>& src_ids, const std::vector<int64_t>& target_ids);
// The same report from the attention beam_search gathered while decoding
// `target_ids` (no second pass); takes the pass above when `decoded` does not
// hold that many rows.
AttentionReport attention_report(nn::Transformer& model, const tok::Tokenizer& tokenizer,
                                 const std::vector<int64_t>& src_ids, const std::vector<int64_t>& target_ids,
                                 DecodedAttention decoded);

// Copies probe weights of every layer, batch row 0, into an AttentionSet.
// Which: 0 encoder self, 1 decoder self, 2 cross.
AttentionSet collect_attention(const nn::ModelProbe& probe, int which);

}  // namespace studio::decode
