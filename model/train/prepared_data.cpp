// SPDX-License-Identifier: GPL-3.0-or-later
#include "train/prepared_data.h"

#include "data/dev_split.h"
#include "engine/hashing.h"
#include "tokenizer/marian_vocab.h"
#include "train/language_token.h"

#include <algorithm>
#include <cstdio>
#include <random>
#include <stdexcept>

namespace studio::train {

std::string pairs_fingerprint(const std::vector<data::SentencePair>& pairs) {
    engine::Fnv1a64 hash;
    auto add = [&hash](const std::string& s) {
        hash.add(s);
        hash.add(static_cast<unsigned char>(0xFF));  // separator, so ("ab","c") differs from ("a","bc")
    };
    for (const auto& p : pairs) {
        add(p.src);
        add(p.tgt);
    }
    return hash.hex();
}

PreparedData prepare_data(std::vector<data::SentencePair> train, std::vector<data::SentencePair> dev,
                          const TrainingConfig& config, tok::Tokenizer tokenizer, const std::atomic<bool>* cancel) {
    PreparedData out;
    if (train.empty()) throw std::runtime_error("the training data holds no sentence pairs");
    if (dev.empty()) {
        const int64_t held = data::dev_holdout_count(static_cast<int64_t>(train.size()), config.dev_share);
        if (held > 0) {
            // The held-out pairs are drawn with the seed: same data, same split.
            const auto order = data::dev_holdout_order(train.size(), held, config.seed);
            const size_t keep = train.size() - static_cast<size_t>(held);
            std::vector<data::SentencePair> kept;
            kept.reserve(keep);
            for (size_t k = 0; k < order.size(); ++k) (k < keep ? kept : dev).push_back(std::move(train[order[k]]));
            train = std::move(kept);
            out.messages.push_back("no dev set given: holding out " + std::to_string(held) +
                                   " training pairs for validation");
        } else {
            out.messages.push_back(
                "no dev set: " + std::to_string(train.size()) +
                (config.dev_share > 0.0 ? " training pairs hold out no whole pair at this share"
                                        : " training pairs are too few to hold out 1 % (200 are needed)") +
                "; evaluations write checkpoints but have no dev loss or BLEU");
        }
    }
    out.fingerprint = pairs_fingerprint(train);

    if (!tokenizer.valid()) {
        std::vector<std::string> sentences;
        sentences.reserve(train.size() * 2);
        for (const auto& p : train) {
            sentences.push_back(p.src);
            sentences.push_back(p.tgt);
        }
        tok::TokenizerTrainResult info;
        tokenizer = tok::Tokenizer::train(sentences, static_cast<int>(config.vocab_size), config.seed, &info, cancel);
        if (!info.message.empty()) out.messages.push_back(info.message);
    }
    out.tokenizer = std::move(tokenizer);

    // A multilingual model reads the target language from the source's first
    // token: training and dev sources carry the run's (dev BLEU translates
    // dev_sources as they are, so they keep it too).
    if (!config.language_token.empty()) {
        try {
            check_language_token(config.language_token, out.tokenizer.language_tokens());
        } catch (const std::invalid_argument& e) {
            throw std::runtime_error(e.what());
        }
        for (auto& p : train) p.src = tok::with_language_token(p.src, config.language_token);
        for (auto& p : dev) p.src = tok::with_language_token(p.src, config.language_token);
    }

    data::EncodeStats stats;
    out.train = data::encode_pairs(train, out.tokenizer, config.max_len, &stats);
    if (stats.skipped_too_long > 0)
        out.messages.push_back("skipped " + std::to_string(stats.skipped_too_long) +
                               " training pairs longer than " + std::to_string(config.max_len) + " tokens");
    if (stats.skipped_empty > 0)
        out.messages.push_back("skipped " + std::to_string(stats.skipped_empty) + " training pairs with an empty side");
    if (out.train.empty())
        throw std::runtime_error("no training pair is left after skipping empty pairs and pairs longer than " +
                                 std::to_string(config.max_len) + " tokens");

    int64_t dev_skipped = 0;
    for (const auto& p : dev) {
        std::vector<data::SentencePair> one{p};
        auto encoded = data::encode_pairs(one, out.tokenizer, config.max_len);
        if (encoded.empty()) {
            ++dev_skipped;
            continue;
        }
        out.dev.push_back(std::move(encoded.front()));
        out.dev_sources.push_back(p.src);
        out.dev_references.push_back(p.tgt);
    }
    // Every dev pair skipped: the chosen dev set would go unused, the run
    // without dev loss or BLEU, and only a note would say so.
    if (!dev.empty() && out.dev.empty())
        throw std::runtime_error("none of the " + std::to_string(dev.size()) +
                                 " dev pairs is left after skipping empty pairs and pairs longer than " +
                                 std::to_string(config.max_len) +
                                 " tokens: raise the maximum length (--max-len) or give a dev set of shorter pairs");
    if (dev_skipped > 0)
        out.messages.push_back("skipped " + std::to_string(dev_skipped) + " dev pairs (empty or longer than " +
                               std::to_string(config.max_len) + " tokens)");
    return out;
}

}  // namespace studio::train
