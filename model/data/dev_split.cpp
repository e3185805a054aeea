// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/dev_split.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>

namespace studio::data {

int64_t dev_holdout_count(int64_t train_pairs, double dev_share) {
    if (dev_share > 0.0) {
        // 0.29 * 100 is 28.999999999999996 in binary: a hair over the
        // product keeps the whole number the user asked for (29 %: 29).
        const double held = dev_share * static_cast<double>(train_pairs);
        return static_cast<int64_t>(std::floor(held * (1.0 + 1e-12)));
    }
    if (train_pairs >= 200) return std::min<int64_t>(1000, train_pairs / 100);
    return 0;
}

std::vector<size_t> dev_holdout_order(size_t pairs, int64_t held, uint64_t seed) {
    std::vector<size_t> order(pairs);
    std::iota(order.begin(), order.end(), size_t(0));
    held = std::clamp<int64_t>(held, 0, static_cast<int64_t>(pairs));
    // A partial Fisher-Yates draw from the back: each step moves one random
    // pair of those left to the end.
    std::mt19937_64 rng(seed ^ 0x5DEECE66DULL);
    for (int64_t i = 0; i < held; ++i) {
        const uint64_t remaining = pairs - static_cast<uint64_t>(i);
        std::swap(order[static_cast<size_t>(rng() % remaining)], order[static_cast<size_t>(remaining - 1)]);
    }
    return order;
}

}  // namespace studio::data
