// SPDX-License-Identifier: GPL-3.0-or-later
#include "tokenizer/bleu_reference.h"

#include "tokenizer/word_level.h"

#include <nlohmann/json.hpp>

namespace studio::tok {

bool splits_bleu_references(const Tokenizer& tokenizer) { return tokenizer.kind() == "wordlevel"; }

std::vector<std::string> bleu_references(const Tokenizer& tokenizer, const std::vector<std::string>& references) {
    if (!splits_bleu_references(tokenizer)) return references;
    // The target side's own pre-tokenizer (read once from what the
    // checkpoint stores: Tokenizer::bytes() holds both files' text).
    const auto stored = nlohmann::json::parse(tokenizer.bytes());
    const WordLevelVocab target = WordLevelVocab::from_json(stored.at("target").get<std::string>(), "target tokenizer");
    std::vector<std::string> out;
    out.reserve(references.size());
    for (const std::string& reference : references) {
        std::string joined;
        for (const std::string& word : target.split(reference)) {
            if (!joined.empty()) joined += ' ';
            joined += word;
        }
        out.push_back(std::move(joined));
    }
    return out;
}

}  // namespace studio::tok
