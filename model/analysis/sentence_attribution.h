// Attribution of one sentence pair from text: tokenizes, translates when no
// target is given, attributes the chosen target tokens (attribution.h) and
// compares each with every head's attention (attribution_scores.h). What the
// attribute command and the Analyze page share.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/attribution.h"
#include "tokenizer/tokenizer.h"

#include <string>
#include <vector>

namespace studio::analysis {

struct SentenceAttributionRequest {
    std::string source;
    bool has_target = false;
    std::string target;           // teacher-forced when has_target; else the model's translation (below)
    std::vector<int64_t> target_ids;  // when not empty: the target as ids (y1 .. yn), teacher-forced as they are
    std::vector<int64_t> positions;  // target tokens to explain (0 = first after BOS); empty: all of them
    int64_t contrast = -1;        // a target vocabulary id contrasted at every position (those holding
                                  // that token left out), or -1
    // The model's own translation, when no target is given: beam search with
    // these settings (beam_size 1: greedy), ending by source length + max_extra.
    int64_t beam_size = 1;
    double alpha = 0.6;
    int64_t max_extra = 50;
};

struct SentenceAttribution {
    std::string source, target;                       // target: the given text or the translation
    std::vector<int64_t> source_ids, target_ids;      // source with EOS; y1 .. yn (EOS last)
    std::vector<std::string> source_pieces, target_pieces;
    std::vector<bool> source_special;                 // BOS/EOS (and a language code) on the source side
    std::string source_word_text;                     // the source without a leading language code: its words
    std::vector<int> source_piece_words, target_piece_words;  // whitespace word of each piece (-1: special)
    int source_words = 0, target_words = 0;
    // Cut to fit the model's positions (the source's text and words above
    // are the whole sentence's; its pieces and scores the kept ones).
    bool source_truncated = false, target_truncated = false;
    std::vector<TokenAttribution> tokens;             // one per requested position, in order
    std::vector<std::vector<HeadAgreement>> agreement;  // per token: every head's tau
    decode::AttentionReport attention;                // the pair's attention (one teacher-forced pass)
};

// Throws std::invalid_argument for a position outside the target, and what
// attribute() throws.
SentenceAttribution attribute_sentence(nn::Transformer& model, const tok::Tokenizer& tokenizer,
                                       const SentenceAttributionRequest& request,
                                       const AttributionOptions& options = {});

// The target vocabulary id of `token`: an exact piece ("▁house", "</s>"),
// else the piece of a new word ("house" -> "▁house"). Throws
// std::invalid_argument naming the token when the vocabulary has neither.
int64_t target_token_id(const tok::Tokenizer& tokenizer, const std::string& token);

}  // namespace studio::analysis
