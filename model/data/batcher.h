// From sentence pairs to batches: encoding with the tokenizer, skipping pairs
// that are too long, grouping pairs of similar length up to a token budget
// (not padding to a fixed length, §5.1), and shuffling with a seed.
//
// Shape legend: B sentences in the batch, S longest source, T longest target.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/corpus_reader.h"
#include "tokenizer/tokenizer.h"

#include <torch/types.h>

#include <cstdint>
#include <vector>

namespace studio::data {

// Token ids of one pair. src ends with EOS (and starts with BOS for a word-level
// tokenizer, Tokenizer::frame_source); tgt has neither BOS nor EOS (they
// are added when a batch is made: decoder input BOS y.., output y.. EOS).
struct EncodedPair {
    std::vector<int64_t> src;
    std::vector<int64_t> tgt;
};

struct EncodeStats {
    int64_t kept = 0;
    int64_t skipped_too_long = 0;  // a side longer than max_len tokens
    int64_t skipped_empty = 0;     // a side with no tokens
};

std::vector<EncodedPair> encode_pairs(const std::vector<SentencePair>& pairs, const tok::Tokenizer& tokenizer,
                                      int64_t max_len, EncodeStats* stats = nullptr);

// Batches as lists of pair indices. Pairs are sorted by length (ties broken
// at random), cut into batches whose padded size (sentences x longest side)
// stays within max_tokens (a single pair longer than that gets a batch of
// its own), and the batch order is shuffled. The same
// (seed, epoch) always gives the same batches.
std::vector<std::vector<int64_t>> make_batches(const std::vector<EncodedPair>& pairs, int64_t max_tokens,
                                               uint64_t seed, int64_t epoch);

struct Batch {
    torch::Tensor src;      // (B, S) int64, padded with pad_id
    torch::Tensor tgt_in;   // (B, T) BOS y1 .. y_n, padded
    torch::Tensor tgt_out;  // (B, T) y1 .. y_n EOS, padded
    int64_t src_tokens = 0; // non-pad source tokens
    int64_t tgt_tokens = 0; // non-pad target tokens (the loss's denominator)
};

Batch make_batch(const std::vector<EncodedPair>& pairs, const std::vector<int64_t>& indices, torch::Device device,
                 const tok::SpecialIds& ids = tok::SpecialIds());

// Source ids (B, S) for a list of already encoded sources (each ending in EOS).
torch::Tensor pad_sources(const std::vector<std::vector<int64_t>>& sources, torch::Device device,
                          int64_t pad_id = tok::Tokenizer::kPad);

}  // namespace studio::data
