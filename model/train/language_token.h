// The target-language token of a multilingual model (">>spa<<"): which one a
// model is used with by default, and which one a fine-tuning run puts first
// in every source. A model fine-tuned with one is translated, evaluated and
// analysed with the same one unless the user picks another; a model that
// was not starts with its tokenizer's first (as the Translate page does).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tokenizer/tokenizer.h"
#include "train/training_config.h"

#include <string>
#include <vector>

namespace studio::train {

// `trained.language_token` where the tokenizer has it, else the tokenizer's
// first language token; empty for a tokenizer without such tokens.
std::string default_language_token(const TrainingConfig& trained, const tok::Tokenizer& tokenizer);

// The tokenizer's language tokens with that default first, the rest in id
// order: the order the app offers them in, first one chosen.
std::vector<std::string> language_tokens_default_first(const TrainingConfig& trained, const tok::Tokenizer& tokenizer);

// The token a new run fine-tuning a model with `tokenizer` puts first in
// every source: `requested` (">>spa<<" or "spa"), else the starting
// checkpoint's default (above), which `note` then names. Empty, and no note,
// for a tokenizer without language tokens. Throws std::invalid_argument when
// `requested` is not one of the tokenizer's (naming some that are).
std::string fine_tuning_language_token(const std::string& requested, const TrainingConfig& start,
                                       const tok::Tokenizer& tokenizer, std::string* note = nullptr);

// Throws std::invalid_argument when `token` is not one of `tokens`: the
// message names it and up to 12 of those there are.
void check_language_token(const std::string& token, const std::vector<std::string>& tokens);

}  // namespace studio::train
