// Training data ready for the trainer: the joint tokenizer (trained on the
// training pairs, or given), the encoded pairs, the dev set and its text.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/batcher.h"
#include "data/corpus_reader.h"
#include "tokenizer/tokenizer.h"
#include "train/training_config.h"

#include <atomic>
#include <string>
#include <vector>

namespace studio::train {

struct PreparedData {
    tok::Tokenizer tokenizer;
    std::vector<data::EncodedPair> train;
    std::vector<data::EncodedPair> dev;
    std::vector<std::string> dev_sources;     // text of the kept dev pairs, same order as `dev`
    std::vector<std::string> dev_references;
    std::string fingerprint;                  // of the training pairs (hex)
    std::string dataset;                      // DatasetSpec JSON of their source, kept in checkpoints (may be empty)
    std::vector<std::string> messages;        // what a person should know: sizes lowered, pairs skipped, ...
};

// Trains a tokenizer on both sides of `train` unless `tokenizer` is given
// (valid()), encodes everything, skips empty and too long pairs (counted in
// the messages) and, when `dev` is empty, holds out a share of the training
// pairs (config.dev_share, or 1 % up to 1000 pairs when that is 0 and there
// are at least 200 pairs). With config.language_token every training and dev
// source starts with that token (std::runtime_error when the tokenizer has
// no such token). Throws std::runtime_error when nothing is left,
// tok::TokenizerCancelled when `cancel` turns true while the tokenizer trains.
PreparedData prepare_data(std::vector<data::SentencePair> train, std::vector<data::SentencePair> dev,
                          const TrainingConfig& config, tok::Tokenizer tokenizer = tok::Tokenizer(),
                          const std::atomic<bool>* cancel = nullptr);

// FNV-1a 64 of the pairs' text, as 16 hex digits.
std::string pairs_fingerprint(const std::vector<data::SentencePair>& pairs);

}  // namespace studio::train
