// SPDX-License-Identifier: GPL-3.0-or-later
#include "train/language_token.h"

#include <algorithm>
#include <stdexcept>

namespace studio::train {

namespace {

bool contains(const std::vector<std::string>& tokens, const std::string& token) {
    return std::find(tokens.begin(), tokens.end(), token) != tokens.end();
}

}  // namespace

void check_language_token(const std::string& token, const std::vector<std::string>& tokens) {
    if (contains(tokens, token)) return;
    if (tokens.empty())
        throw std::invalid_argument("the target-language token " + token +
                                    " cannot be used: the model's tokenizer has none (it is not multilingual)");
    std::string some;
    for (size_t i = 0; i < tokens.size() && i < 12; ++i) some += (i ? " " : "") + tokens[i];
    if (tokens.size() > 12) some += " ... (" + std::to_string(tokens.size()) + ")";
    throw std::invalid_argument("the model has no target-language token " + token + "; it has " + some);
}

std::string default_language_token(const TrainingConfig& trained, const tok::Tokenizer& tokenizer) {
    const auto tokens = tokenizer.language_tokens();
    if (tokens.empty()) return "";
    return contains(tokens, trained.language_token) ? trained.language_token : tokens.front();
}

std::vector<std::string> language_tokens_default_first(const TrainingConfig& trained,
                                                       const tok::Tokenizer& tokenizer) {
    auto tokens = tokenizer.language_tokens();
    const auto trained_at = std::find(tokens.begin(), tokens.end(), trained.language_token);
    if (trained_at != tokens.end()) std::rotate(tokens.begin(), trained_at, trained_at + 1);
    return tokens;
}

std::string fine_tuning_language_token(const std::string& requested, const TrainingConfig& start,
                                       const tok::Tokenizer& tokenizer, std::string* note) {
    const auto tokens = tokenizer.language_tokens();
    if (!requested.empty()) {
        const std::string token = requested.rfind(">>", 0) == 0 ? requested : ">>" + requested + "<<";
        check_language_token(token, tokens);
        return token;
    }
    if (tokens.empty()) return "";
    const std::string token = default_language_token(start, tokenizer);
    if (note)
        *note = "putting " + token + " first in every source, " +
                (token == start.language_token ? std::string("the target language the model was fine-tuned with")
                                               : "the first of the model's " + std::to_string(tokens.size()) +
                                                     " target-language tokens") +
                " (a source that starts with a token keeps its own)";
    return token;
}

}  // namespace studio::train
