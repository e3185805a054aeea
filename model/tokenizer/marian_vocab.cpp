// SPDX-License-Identifier: GPL-3.0-or-later
#include "tokenizer/marian_vocab.h"

#include "tokenizer/tokenizer.h"

#include <nlohmann/json.hpp>

namespace studio::tok {
namespace {

constexpr const char* kStoredFormat = "attention-studio-marian-tokenizer";

std::vector<std::uint8_t> as_binary(const std::string& s) { return std::vector<std::uint8_t>(s.begin(), s.end()); }

// The stored form nests two levels (an object of arrays). nlohmann's CBOR
// reader recurses once per level, so 4 000 one-element arrays in a damaged
// checkpoint overflowed the stack (found by fuzz_marian_folder): a first
// pass with this reader, which builds nothing, stops at a fourth level.
class NestingCheck : public nlohmann::json_sax<nlohmann::json> {
public:
    static constexpr int kMaxDepth = 3;
    bool too_deep = false;

    bool null() override { return true; }
    bool boolean(bool) override { return true; }
    bool number_integer(number_integer_t) override { return true; }
    bool number_unsigned(number_unsigned_t) override { return true; }
    bool number_float(number_float_t, const string_t&) override { return true; }
    bool string(string_t&) override { return true; }
    bool binary(binary_t&) override { return true; }
    bool start_object(std::size_t) override { return enter(); }
    bool key(string_t&) override { return true; }
    bool end_object() override { return leave(); }
    bool start_array(std::size_t) override { return enter(); }
    bool end_array() override { return leave(); }
    bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception&) override { return false; }

private:
    bool enter() {
        too_deep = ++depth_ > kMaxDepth;
        return !too_deep;
    }
    bool leave() {
        --depth_;
        return true;
    }
    int depth_ = 0;
};

std::string binary_field(const nlohmann::json& j, const char* key) {
    if (!j.contains(key) || !j[key].is_binary())
        throw TokenizerError(std::string("the stored Marian tokenizer lacks ") + key);
    const auto& b = j[key].get_binary();
    return std::string(b.begin(), b.end());
}

PieceVocab pieces_field(const nlohmann::json& j, const char* key) {
    if (!j.contains(key) || !j[key].is_array())
        throw TokenizerError(std::string("the stored Marian tokenizer lacks ") + key);
    std::vector<std::string> pieces;
    pieces.reserve(j[key].size());
    for (const auto& p : j[key]) {
        if (!p.is_string()) throw TokenizerError(std::string("the stored Marian tokenizer's ") + key + " holds a non-string");
        pieces.push_back(p.get<std::string>());
    }
    return PieceVocab::from_pieces(std::move(pieces), key);
}

}  // namespace

PieceVocab PieceVocab::from_json(const std::string& text, const std::string& origin) {
    nlohmann::json j;
    try {
        j = nlohmann::json::parse(text, [&](int depth, nlohmann::json::parse_event_t, nlohmann::json&) {
            if (depth > 4) throw TokenizerError(origin + ": nests deeper than a vocabulary (piece -> id) does");
            return true;
        });
    } catch (const nlohmann::json::exception& e) {
        throw TokenizerError(origin + ": not valid JSON: " + e.what());
    }
    if (!j.is_object() || j.empty()) throw TokenizerError(origin + ": expected an object of piece -> id");
    std::vector<std::string> pieces(j.size());
    std::vector<bool> seen(j.size(), false);
    for (const auto& [piece, id] : j.items()) {
        if (!id.is_number_integer())
            throw TokenizerError(origin + ": the id of \"" + piece + "\" is not an integer: " + id.dump());
        const int64_t i = id.get<int64_t>();
        if (i < 0 || i >= static_cast<int64_t>(pieces.size()))
            throw TokenizerError(origin + ": \"" + piece + "\" has the id " + std::to_string(i) + "; the " +
                                 std::to_string(pieces.size()) + " pieces must have the ids 0.." +
                                 std::to_string(pieces.size() - 1));
        if (seen[static_cast<size_t>(i)])
            throw TokenizerError(origin + ": the id " + std::to_string(i) + " is given to \"" + pieces[size_t(i)] +
                                 "\" and to \"" + piece + "\"");
        seen[static_cast<size_t>(i)] = true;
        pieces[static_cast<size_t>(i)] = piece;
    }
    return from_pieces(std::move(pieces), origin);
}

PieceVocab PieceVocab::from_pieces(std::vector<std::string> pieces, const std::string& origin) {
    PieceVocab v;
    v.ids_.reserve(pieces.size());
    for (size_t i = 0; i < pieces.size(); ++i) {
        if (!v.ids_.emplace(pieces[i], static_cast<int64_t>(i)).second)
            throw TokenizerError(origin + ": the piece \"" + pieces[i] + "\" appears twice");
    }
    v.pieces_ = std::move(pieces);
    return v;
}

int64_t PieceVocab::id_of(const std::string& piece) const {
    const auto it = ids_.find(piece);
    return it == ids_.end() ? -1 : it->second;
}

std::string PieceVocab::piece(int64_t id) const {
    return id >= 0 && id < size() ? pieces_[static_cast<size_t>(id)] : std::string();
}

int64_t PieceVocab::need(const std::string& piece, const std::string& origin) const {
    const int64_t id = id_of(piece);
    if (id < 0) throw TokenizerError(origin + ": has no \"" + piece + "\" piece (Marian vocabularies have </s>, <unk> and <pad>)");
    return id;
}

std::string store_marian_parts(const MarianTokenizerParts& parts) {
    nlohmann::json j;
    j["format"] = kStoredFormat;
    j["version"] = 1;
    j["source_spm"] = nlohmann::json::binary(as_binary(parts.source_spm));
    j["target_spm"] = nlohmann::json::binary(as_binary(parts.target_spm));
    j["source_vocab"] = parts.source.pieces();
    if (parts.target) j["target_vocab"] = parts.target->pieces();
    j["decoder_start"] = parts.decoder_start;
    const auto bytes = nlohmann::json::to_cbor(j);
    return std::string(bytes.begin(), bytes.end());
}

MarianTokenizerParts load_marian_parts(const std::string& bytes) {
    nlohmann::json j;
    try {
        NestingCheck nesting;
        nlohmann::json::sax_parse(bytes, &nesting, nlohmann::json::input_format_t::cbor);
        if (nesting.too_deep)
            throw TokenizerError("the stored Marian tokenizer is damaged: it nests deeper than " +
                                 std::to_string(NestingCheck::kMaxDepth) + " levels");
        j = nlohmann::json::from_cbor(bytes);
    } catch (const nlohmann::json::exception& e) {
        throw TokenizerError(std::string("the stored Marian tokenizer is damaged: ") + e.what());
    }
    if (!j.is_object() || j.value("format", "") != kStoredFormat)
        throw TokenizerError("the stored Marian tokenizer is not in Attention Studio's form");
    if (j.value("version", 0) != 1)
        throw TokenizerError("the stored Marian tokenizer has version " + std::to_string(j.value("version", 0)) +
                             "; this program reads version 1 (a newer Attention Studio wrote it?)");
    MarianTokenizerParts parts;
    parts.source_spm = binary_field(j, "source_spm");
    parts.target_spm = binary_field(j, "target_spm");
    parts.source = pieces_field(j, "source_vocab");
    if (j.contains("target_vocab")) parts.target = std::make_shared<const PieceVocab>(pieces_field(j, "target_vocab"));
    if (!j.contains("decoder_start") || !j["decoder_start"].is_number_integer())
        throw TokenizerError("the stored Marian tokenizer lacks decoder_start");
    parts.decoder_start = j["decoder_start"].get<int64_t>();
    return parts;
}

std::pair<std::string, std::string> split_language_code(const std::string& text) {
    if (text.rfind(">>", 0) != 0) return {"", text};
    const auto close = text.rfind("<<");
    if (close == std::string::npos || close < 3) return {"", text};  // ">>.+<<" needs one character inside
    return {text.substr(0, close + 2), text.substr(close + 2)};
}

std::string with_language_token(const std::string& sentence, const std::string& token) {
    const size_t first = sentence.find_first_not_of(" \t");
    if (token.empty() || first == std::string::npos) return sentence;
    const std::string text = sentence.substr(first);
    // A code of its own stays, first (the tokenizer reads a code only at the very start).
    if (!split_language_code(text).first.empty()) return text;
    return token + " " + text;
}

std::vector<std::string> language_tokens(const PieceVocab& vocab) {
    std::vector<std::string> out;
    for (const auto& p : vocab.pieces())
        if (p.size() > 4 && p.rfind(">>", 0) == 0 && p.compare(p.size() - 2, 2, "<<") == 0) out.push_back(p);
    return out;
}

}  // namespace studio::tok
