// SPDX-License-Identifier: GPL-3.0-or-later
#include "tokenizer/word_level.h"

#include "tokenizer/tokenizer.h"
#include "tokenizer/unicode_word_table.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>
#include <iterator>
#include <sstream>

namespace studio::tok {
namespace {

// One UTF-8 code point starting at text[i]; `length` gets its byte count.
// Invalid bytes count as one code point of their own (U+FFFD-like).
uint32_t next_code_point(const std::string& text, size_t i, size_t* length) {
    const auto b0 = static_cast<unsigned char>(text[i]);
    int extra = b0 < 0x80 ? 0 : (b0 >> 5) == 0x6 ? 1 : (b0 >> 4) == 0xE ? 2 : (b0 >> 3) == 0x1E ? 3 : -1;
    if (extra < 0 || i + static_cast<size_t>(extra) >= text.size()) {
        *length = 1;
        return 0xFFFD;
    }
    uint32_t cp = extra == 0 ? b0 : b0 & (0x3F >> extra);
    for (int k = 1; k <= extra; ++k) {
        const auto b = static_cast<unsigned char>(text[i + static_cast<size_t>(k)]);
        if ((b & 0xC0) != 0x80) {
            *length = 1;
            return 0xFFFD;
        }
        cp = (cp << 6) | (b & 0x3F);
    }
    *length = static_cast<size_t>(extra) + 1;
    return cp;
}

bool is_space(uint32_t cp) {
    return cp == ' ' || (cp >= 0x09 && cp <= 0x0D) || cp == 0x85 || cp == 0xA0 || cp == 0x1680 ||
           (cp >= 0x2000 && cp <= 0x200A) || cp == 0x2028 || cp == 0x2029 || cp == 0x202F || cp == 0x205F ||
           cp == 0x3000;
}

// The regular expression class \w of the `tokenizers` library: ASCII
// letters, digits and '_', and above ASCII every code point outside the
// generated table of punctuation, symbols and other numbers (Unicode TS #18's
// \w: letters, marks, decimal digits, connector punctuation). A hand-made
// guess before glued the danda (।), the Arabic comma and question mark (، ؟)
// and other scripts' punctuation to the word before them.
bool is_word(uint32_t cp) {
    if (cp < 0x80) return (cp >= '0' && cp <= '9') || (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z') || cp == '_';
    if (is_space(cp)) return false;
    const auto end = std::end(kNonWordRanges);
    const auto range = std::upper_bound(std::begin(kNonWordRanges), end, cp,
                                        [](uint32_t c, const CodePointRange& r) { return c < r.first; });
    return range == std::begin(kNonWordRanges) || cp > std::prev(range)->last;
}

}  // namespace

// The whole body is a try block: a field of the wrong JSON type (a number
// where a string belongs, an array where an object does) makes nlohmann
// throw type_error, which is a damaged file like any other (see
// tests/fuzz/crashers/fuzz_tokenizer/).
WordLevelVocab WordLevelVocab::from_json(const std::string& json_text, const std::string& origin) try {
    nlohmann::json j;
    try {
        j = nlohmann::json::parse(json_text);
    } catch (const nlohmann::json::exception& e) {
        throw TokenizerError(origin + ": not a tokenizer.json file (invalid JSON: " + e.what() + ")");
    }
    if (!j.is_object() || !j.contains("model") || !j["model"].is_object())
        throw TokenizerError(origin + ": not a tokenizer.json file (no \"model\" object)");
    const auto& model = j["model"];
    const std::string type = model.value("type", std::string());
    if (type != "WordLevel")
        throw TokenizerError(origin + ": the tokenizer model is '" + type + "'; only 'WordLevel' is supported");
    if (j.contains("normalizer") && !j["normalizer"].is_null())
        throw TokenizerError(origin + ": normalizer '" + j["normalizer"].value("type", std::string("?")) +
                             "' is not supported (only none)");
    WordLevelVocab v;
    v.json_ = json_text;
    const auto& pre = j.contains("pre_tokenizer") ? j["pre_tokenizer"] : nlohmann::json();
    const std::string pre_type = pre.is_object() ? pre.value("type", std::string()) : std::string("Whitespace");
    if (pre_type == "Whitespace") {
        v.split_punctuation_ = true;
    } else if (pre_type == "WhitespaceSplit") {
        v.split_punctuation_ = false;
    } else {
        throw TokenizerError(origin + ": pre-tokenizer '" + pre_type +
                             "' is not supported (only 'Whitespace' and 'WhitespaceSplit')");
    }
    if (!model.contains("vocab") || !model["vocab"].is_object() || model["vocab"].empty())
        throw TokenizerError(origin + ": the WordLevel model has no vocabulary");
    const auto& vocab = model["vocab"];
    v.tokens_.assign(vocab.size(), std::string());
    std::vector<bool> seen(vocab.size(), false);
    for (auto it = vocab.begin(); it != vocab.end(); ++it) {
        if (!it.value().is_number_integer())
            throw TokenizerError(origin + ": the id of '" + it.key() + "' is not an integer");
        const int64_t id = it.value().get<int64_t>();
        if (id < 0 || id >= static_cast<int64_t>(vocab.size()) || seen[static_cast<size_t>(id)])
            throw TokenizerError(origin + ": the id " + std::to_string(id) + " of '" + it.key() +
                                 "' is outside 0.." + std::to_string(vocab.size() - 1) + " or used twice");
        seen[static_cast<size_t>(id)] = true;
        v.tokens_[static_cast<size_t>(id)] = it.key();
        v.ids_[it.key()] = id;
    }
    v.special_.assign(v.tokens_.size(), false);
    if (j.contains("added_tokens") && j["added_tokens"].is_array()) {
        for (const auto& added : j["added_tokens"]) {
            // nlohmann would cast an id like 1e30 to an integer: undefined
            // behaviour when it does not fit.
            if (added.is_object() && added.contains("id") && !added["id"].is_number_integer())
                throw TokenizerError(origin + ": an added token's id is not an integer");
            const int64_t id = added.value("id", int64_t(-1));
            if (id >= 0 && id < v.size() && added.value("special", false)) v.special_[static_cast<size_t>(id)] = true;
        }
    }
    const std::string unk = model.value("unk_token", std::string("[UNK]"));
    v.unk_id_ = v.id_of(unk);
    if (v.unk_id_ < 0)
        throw TokenizerError(origin + ": the unknown token '" + unk + "' is not in the vocabulary");
    return v;
} catch (const nlohmann::json::exception& e) {
    throw TokenizerError(origin + ": not a valid tokenizer.json file (" + e.what() + ")");
}

WordLevelVocab WordLevelVocab::from_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw TokenizerError(path + ": cannot open the tokenizer file");
    std::ostringstream text;
    text << in.rdbuf();
    return from_json(text.str(), path);
}

std::vector<std::string> WordLevelVocab::split(const std::string& text) const {
    // 0: space, 1: word character, 2: other (punctuation and symbols)
    std::vector<std::string> words;
    std::string current;
    int current_class = 0;
    for (size_t i = 0; i < text.size();) {
        size_t length = 1;
        const uint32_t cp = next_code_point(text, i, &length);
        int cls = is_space(cp) ? 0 : (!split_punctuation_ || is_word(cp)) ? 1 : 2;
        if (cls != current_class && !current.empty()) {
            words.push_back(current);
            current.clear();
        }
        if (cls != 0) current.append(text, i, length);
        current_class = cls;
        i += length;
    }
    if (!current.empty()) words.push_back(current);
    return words;
}

std::vector<int64_t> WordLevelVocab::encode(const std::string& text) const {
    std::vector<int64_t> ids;
    for (const auto& word : split(text)) {
        const int64_t id = id_of(word);
        ids.push_back(id < 0 ? unk_id_ : id);
    }
    return ids;
}

std::string WordLevelVocab::decode(const std::vector<int64_t>& ids) const {
    std::string out;
    for (int64_t id : ids) {
        if (id < 0 || id >= size() || is_special(id)) continue;
        if (!out.empty()) out += ' ';
        out += tokens_[static_cast<size_t>(id)];
    }
    return out;
}

std::string WordLevelVocab::token(int64_t id) const {
    return id >= 0 && id < size() ? tokens_[static_cast<size_t>(id)] : std::string();
}

int64_t WordLevelVocab::id_of(const std::string& token) const {
    const auto it = ids_.find(token);
    return it == ids_.end() ? -1 : it->second;
}

bool WordLevelVocab::is_special(int64_t id) const {
    return id >= 0 && id < size() && special_[static_cast<size_t>(id)];
}

}  // namespace studio::tok
