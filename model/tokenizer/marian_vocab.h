// The pieces of a Marian (OPUS-MT) model folder's tokenizer, as Hugging
// Face's MarianTokenizer uses them: two SentencePiece models (source.spm,
// target.spm) whose pieces are mapped through vocab.json (piece -> id;
// "</s>", "<unk>" and "<pad>" are special) to the model's ids, or through
// target_vocab.json on the target side when the folder's
// tokenizer_config.json says "separate_vocabs". A piece that is not in the
// vocabulary becomes <unk>. A source that starts with a target-language token
// (">>deu<<", for multilingual models) keeps it as one piece.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace studio::tok {

class PieceVocab {
public:
    // vocab.json's text: one object of piece -> id, the ids 0..n-1 each once.
    // Throws TokenizerError naming `origin` and the bad entry.
    static PieceVocab from_json(const std::string& json_text, const std::string& origin);
    static PieceVocab from_pieces(std::vector<std::string> pieces, const std::string& origin);

    const std::vector<std::string>& pieces() const { return pieces_; }
    int64_t id_of(const std::string& piece) const;  // -1 when absent
    std::string piece(int64_t id) const;             // "" when out of range
    int64_t size() const { return static_cast<int64_t>(pieces_.size()); }
    // The id of a special piece; throws TokenizerError naming `origin` when absent.
    int64_t need(const std::string& piece, const std::string& origin) const;

private:
    std::vector<std::string> pieces_;
    std::unordered_map<std::string, int64_t> ids_;
};

struct MarianTokenizerParts {
    std::string source_spm;  // the bytes of source.spm
    std::string target_spm;  // the bytes of target.spm
    PieceVocab source;       // vocab.json
    std::shared_ptr<const PieceVocab> target;  // target_vocab.json; null when the vocabulary is shared
    int64_t decoder_start = -1;                // the model's decoder_start_token_id (its pad id); -1: the pad

    const PieceVocab& target_vocab() const { return target ? *target : source; }
};

// What a checkpoint stores (CBOR: both .spm files as binary, the vocabularies
// as piece lists) and back. load_marian_parts throws TokenizerError.
std::string store_marian_parts(const MarianTokenizerParts& parts);
MarianTokenizerParts load_marian_parts(const std::string& bytes);

// ">>deu<< Hallo" -> {">>deu<<", " Hallo"}: MarianTokenizer's rule (the
// text starts with ">>", the code runs to the last "<<"). {"", text} otherwise.
std::pair<std::string, std::string> split_language_code(const std::string& text);

// Every piece of the form >>xx<< (the target-language tokens of a
// multilingual model), in id order.
std::vector<std::string> language_tokens(const PieceVocab& vocab);

// A sentence as a multilingual model is sent it (the Translate page, the
// CLI's --language): `token` (">>deu<<") and a space first, the sentence's
// leading blanks dropped; when the sentence already starts with a language
// code of its own, its leading blanks are dropped (so that the tokenizer
// reads the code as one piece) and nothing is added; unchanged when `token`
// is empty.
std::string with_language_token(const std::string& sentence, const std::string& token);

}  // namespace studio::tok
