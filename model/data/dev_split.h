// Holding out a dev set from the training pairs when none is given: how many
// pairs, and which (drawn with the seed: the same data and seed give the same
// split). Torch-free, so the Data page can predict exactly the split, and so
// the tokenizer, that a training run will use.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace studio::data {

// dev_share of the pairs when dev_share > 0; otherwise 1 % (at most 1000) of
// a corpus of 200 pairs or more, and none of a smaller one.
int64_t dev_holdout_count(int64_t train_pairs, double dev_share);

// A permutation of 0..pairs-1: the kept training pairs first, in the order
// the trainer keeps them, then the `held` dev pairs.
std::vector<size_t> dev_holdout_order(size_t pairs, int64_t held, uint64_t seed);

}  // namespace studio::data
