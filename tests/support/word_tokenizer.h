// A word-level tokenizer of the PyTorch tutorial's design for tests that
// build a model of their own: [UNK] 0, [PAD] 1, [SOS] 2, [EOS] 3, then the
// words "a" to "h" (ids 4 to 11), the same vocabulary on both sides.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tokenizer/tokenizer.h"
#include "tokenizer/word_level.h"

#include <string>

namespace studio::test {

inline tok::Tokenizer tutorial_word_tokenizer() {
    const char* words[] = {"a", "b", "c", "d", "e", "f", "g", "h"};
    std::string vocab = "{\"[UNK]\": 0, \"[PAD]\": 1, \"[SOS]\": 2, \"[EOS]\": 3";
    for (int i = 0; i < 8; ++i) vocab += std::string(", \"") + words[i] + "\": " + std::to_string(i + 4);
    vocab += "}";
    std::string added;
    const char* specials[] = {"[UNK]", "[PAD]", "[SOS]", "[EOS]"};
    for (int i = 0; i < 4; ++i)
        added += std::string(i ? ", " : "") + "{\"id\": " + std::to_string(i) + ", \"content\": \"" + specials[i] +
                 "\", \"special\": true}";
    const std::string json = "{\"added_tokens\": [" + added +
                             "], \"pre_tokenizer\": {\"type\": \"Whitespace\"}, \"model\": {\"type\": \"WordLevel\", "
                             "\"unk_token\": \"[UNK]\", \"vocab\": " + vocab + "}}";
    return tok::Tokenizer::word_level(tok::WordLevelVocab::from_json(json, "src"),
                                      tok::WordLevelVocab::from_json(json, "tgt"));
}

}  // namespace studio::test
