// The tokenizer the engine uses, of one of three kinds:
//   "sentencepiece": SentencePiece through its plugin (see spm_interface.h),
//                    one joint vocabulary for both languages (ours);
//   "wordlevel":     two word-level vocabularies, source and target, read from
//                    the tokenizer.json files of the from-scratch PyTorch
//                    tutorial design (word_level.h); sources are fed as
//                    [SOS] words [EOS], as that design does;
//   "marian":        a Marian (OPUS-MT) folder's two SentencePiece models
//                    mapped through its vocabulary (marian_vocab.h), with
//                    that model's special ids; sources are fed as pieces
//                    </s> (no BOS), the decoder starts from the pad id.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tokenizer/marian_vocab.h"
#include "tokenizer/word_level.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace studio::tok {

class SpmBackend;

// A tokenizer could not be loaded, trained or found.
class TokenizerError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

struct TokenizerTrainResult {
    int requested_vocab_size = 0;
    int vocab_size = 0;
    std::string message;  // non-empty when the size changed or sentences were left out, says why
};

// The ids of the special tokens (SentencePiece models of ours: 0..3). bos
// is what the decoder starts from (a Marian model's pad id); source_pad is
// the source side's pad where its vocabulary is separate and the id differs;
// source_unk likewise the source side's unknown token.
struct SpecialIds {
    int64_t pad = 0, bos = 1, eos = 2, unk = 3;
    int64_t source_pad = -1;  // -1: pad
    int64_t source_unk = -1;  // -1: unk
    int64_t source_pad_id() const { return source_pad >= 0 ? source_pad : pad; }
    int64_t source_unk_id() const { return source_unk >= 0 ? source_unk : unk; }
};

class Tokenizer {
public:
    // The special ids every SentencePiece model of ours uses.
    static constexpr int kPad = 0, kBos = 1, kEos = 2, kUnk = 3;

    Tokenizer();
    ~Tokenizer();
    Tokenizer(Tokenizer&&) noexcept;
    Tokenizer& operator=(Tokenizer&&) noexcept;

    // Trains a SentencePiece unigram model on `sentences`. When the data
    // cannot support `vocab_size` pieces, the size is lowered to what
    // SentencePiece says is possible and the result says so. SentencePiece
    // trains in a child process (spm_train_process.h): when `cancel` turns
    // true it is ended and TokenizerCancelled is thrown.
    static Tokenizer train(const std::vector<std::string>& sentences, int vocab_size,
                           uint64_t seed, TokenizerTrainResult* result = nullptr,
                           const std::atomic<bool>* cancel = nullptr);

    // From the bytes of a SentencePiece .model file (or a file path).
    static Tokenizer from_bytes(const std::string& model_bytes);
    static Tokenizer from_file(const std::string& path);

    // Word level: a source and a target vocabulary. The special ids are the
    // target's [PAD], [SOS], [EOS], [UNK] (the tutorial frames both sides with
    // them); throws TokenizerError naming a missing one.
    static Tokenizer word_level(WordLevelVocab source, WordLevelVocab target);

    // Marian: both .spm models are loaded through the plugin; the special ids
    // are the (target) vocabulary's </s>, <unk> and <pad>, the decoder starts
    // from parts.decoder_start. Throws TokenizerError naming what is missing.
    static Tokenizer marian(MarianTokenizerParts parts);

    // From what a checkpoint stores: kind() and bytes(). Throws TokenizerError.
    static Tokenizer from_stored(const std::string& kind, const std::string& bytes);

    bool valid() const { return backend_ != nullptr || words_ != nullptr || marian_ != nullptr; }
    std::string kind() const { return words_ ? "wordlevel" : marian_ ? "marian" : "sentencepiece"; }
    bool joint() const;  // one vocabulary for both sides
    // SentencePiece: the .model file; word level: JSON {"source": .., "target": ..}
    // holding both tokenizer.json texts; Marian: store_marian_parts().
    const std::string& bytes() const { return bytes_; }
    SpecialIds special_ids() const { return ids_; }
    bool bos_on_source() const { return words_ != nullptr; }

    // Ids of a sentence's own tokens, no BOS/EOS added.
    std::vector<int64_t> encode_source(const std::string& text) const;
    std::vector<int64_t> encode_target(const std::string& text) const;
    // Adds the framing the model was trained with: [BOS] (word level) ids EOS.
    std::vector<int64_t> frame_source(std::vector<int64_t> ids) const;
    // encode_source + frame_source, cut so that it fits `max_positions`;
    // `truncated` (optional) says whether it was cut.
    std::vector<int64_t> source_ids(const std::string& text, int64_t max_positions, bool* truncated = nullptr) const;
    // The source side split into pieces (SentencePiece) or words (word level).
    std::vector<std::string> pieces(const std::string& text) const;
    // Decodes target ids, dropping pad/bos/eos (and, word level, every special token).
    std::string decode(const std::vector<int64_t>& ids) const;
    std::string piece(int64_t id) const;         // a target id's piece
    std::string source_piece(int64_t id) const;  // a source id's piece
    // A multilingual Marian model's target-language tokens (">>deu<<", ...),
    // to put at the start of a source; empty for other tokenizers.
    std::vector<std::string> language_tokens() const;
    int64_t source_vocab_size() const;
    int64_t target_vocab_size() const;
    int64_t vocab_size() const { return target_vocab_size(); }  // the joint size for SentencePiece

private:
    struct WordPair;
    struct MarianPair;
    explicit Tokenizer(std::unique_ptr<SpmBackend, void (*)(SpmBackend*)> backend, std::string bytes);
    std::unique_ptr<SpmBackend, void (*)(SpmBackend*)> backend_;
    std::shared_ptr<const WordPair> words_;
    std::shared_ptr<const MarianPair> marian_;
    std::string bytes_;
    SpecialIds ids_;
};

// Where the plugin was found (for diagnostics); throws TokenizerError with
// every place searched when it cannot be loaded.
std::string spm_plugin_path();

}  // namespace studio::tok
