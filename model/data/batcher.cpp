// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/batcher.h"

#include <torch/torch.h>

#include <algorithm>
#include <numeric>
#include <random>

namespace studio::data {
namespace {

using tok::Tokenizer;

// Fisher-Yates with our own bounded draw, so the order is the same with every
// standard library (std::shuffle's is not specified).
template <typename T>
void seeded_shuffle(std::vector<T>& items, std::mt19937_64& rng) {
    for (size_t i = items.size(); i > 1; --i) {
        const uint64_t bound = i;
        const uint64_t limit = std::numeric_limits<uint64_t>::max() - std::numeric_limits<uint64_t>::max() % bound;
        uint64_t r;
        do {
            r = rng();
        } while (r >= limit);
        std::swap(items[i - 1], items[r % bound]);
    }
}

int64_t pair_length(const EncodedPair& p) {
    return std::max<int64_t>(static_cast<int64_t>(p.src.size()), static_cast<int64_t>(p.tgt.size()) + 1);
}

}  // namespace

std::vector<EncodedPair> encode_pairs(const std::vector<SentencePair>& pairs, const Tokenizer& tokenizer,
                                      int64_t max_len, EncodeStats* stats) {
    EncodeStats s;
    std::vector<EncodedPair> out;
    out.reserve(pairs.size());
    for (const auto& pair : pairs) {
        EncodedPair e;
        e.src = tokenizer.encode_source(pair.src);
        e.tgt = tokenizer.encode_target(pair.tgt);
        if (e.src.empty() || e.tgt.empty()) {
            ++s.skipped_empty;
            continue;
        }
        // max_len counts the sentence's own tokens; EOS (and BOS) come on top.
        if (static_cast<int64_t>(e.src.size()) > max_len || static_cast<int64_t>(e.tgt.size()) > max_len) {
            ++s.skipped_too_long;
            continue;
        }
        e.src = tokenizer.frame_source(std::move(e.src));
        out.push_back(std::move(e));
        ++s.kept;
    }
    if (stats) *stats = s;
    return out;
}

std::vector<std::vector<int64_t>> make_batches(const std::vector<EncodedPair>& pairs, int64_t max_tokens,
                                               uint64_t seed, int64_t epoch) {
    std::mt19937_64 rng(seed * 1000003ULL + static_cast<uint64_t>(epoch));
    std::vector<int64_t> order(pairs.size());
    std::iota(order.begin(), order.end(), 0);
    seeded_shuffle(order, rng);  // random tie-breaking among equal lengths
    std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) {
        const auto la = pair_length(pairs[a]), lb = pair_length(pairs[b]);
        if (la != lb) return la < lb;
        return pairs[a].src.size() < pairs[b].src.size();
    });
    std::vector<std::vector<int64_t>> batches;
    std::vector<int64_t> current;
    int64_t longest = 0;
    for (int64_t index : order) {
        const int64_t len = pair_length(pairs[index]);
        const int64_t new_longest = std::max(longest, len);
        if (!current.empty() && new_longest * static_cast<int64_t>(current.size() + 1) > max_tokens) {
            batches.push_back(std::move(current));
            current.clear();
            longest = 0;
        }
        current.push_back(index);
        longest = std::max(longest, len);
    }
    if (!current.empty()) batches.push_back(std::move(current));
    seeded_shuffle(batches, rng);
    return batches;
}

torch::Tensor pad_sources(const std::vector<std::vector<int64_t>>& sources, torch::Device device, int64_t pad_id) {
    size_t longest = 1;
    for (const auto& s : sources) longest = std::max(longest, s.size());
    auto src = torch::full({static_cast<int64_t>(sources.size()), static_cast<int64_t>(longest)}, pad_id,
                           torch::kLong);
    auto a = src.accessor<int64_t, 2>();
    for (size_t i = 0; i < sources.size(); ++i)
        for (size_t j = 0; j < sources[i].size(); ++j) a[i][j] = sources[i][j];
    return src.to(device);
}

Batch make_batch(const std::vector<EncodedPair>& pairs, const std::vector<int64_t>& indices, torch::Device device,
                 const tok::SpecialIds& ids) {
    const int64_t b = static_cast<int64_t>(indices.size());
    int64_t s = 1, t = 1;
    for (int64_t i : indices) {
        s = std::max<int64_t>(s, static_cast<int64_t>(pairs[i].src.size()));
        t = std::max<int64_t>(t, static_cast<int64_t>(pairs[i].tgt.size()) + 1);
    }
    Batch batch;
    auto src = torch::full({b, s}, ids.source_pad_id(), torch::kLong);
    auto tgt_in = torch::full({b, t}, ids.pad, torch::kLong);
    auto tgt_out = torch::full({b, t}, ids.pad, torch::kLong);
    auto sa = src.accessor<int64_t, 2>();
    auto ia = tgt_in.accessor<int64_t, 2>();
    auto oa = tgt_out.accessor<int64_t, 2>();
    for (int64_t row = 0; row < b; ++row) {
        const auto& p = pairs[indices[row]];
        for (size_t j = 0; j < p.src.size(); ++j) sa[row][j] = p.src[j];
        ia[row][0] = ids.bos;
        for (size_t j = 0; j < p.tgt.size(); ++j) {
            ia[row][j + 1] = p.tgt[j];
            oa[row][j] = p.tgt[j];
        }
        oa[row][p.tgt.size()] = ids.eos;
        batch.src_tokens += static_cast<int64_t>(p.src.size());
        batch.tgt_tokens += static_cast<int64_t>(p.tgt.size()) + 1;
    }
    batch.src = src.to(device);
    batch.tgt_in = tgt_in.to(device);
    batch.tgt_out = tgt_out.to(device);
    return batch;
}

}  // namespace studio::data
