// The tokenizer the engine uses: SentencePiece through its plugin (see
// spm_interface.h), with a joint vocabulary for both languages.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

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
    std::string message;  // non-empty when the size was lowered, says why
};

class Tokenizer {
public:
    // The special ids every model of ours uses.
    static constexpr int kPad = 0, kBos = 1, kEos = 2, kUnk = 3;

    Tokenizer();
    ~Tokenizer();
    Tokenizer(Tokenizer&&) noexcept;
    Tokenizer& operator=(Tokenizer&&) noexcept;

    // Trains a SentencePiece unigram model on `sentences`. When the data
    // cannot support `vocab_size` pieces, the size is lowered to what
    // SentencePiece says is possible and the result says so.
    static Tokenizer train(const std::vector<std::string>& sentences, int vocab_size,
                           uint64_t seed, TokenizerTrainResult* result = nullptr);

    // From the bytes of a SentencePiece .model file (or a file path).
    static Tokenizer from_bytes(const std::string& model_bytes);
    static Tokenizer from_file(const std::string& path);

    bool valid() const { return backend_ != nullptr; }
    std::string kind() const { return "sentencepiece"; }
    const std::string& bytes() const { return bytes_; }  // the .model file content

    std::vector<int64_t> encode(const std::string& text) const;  // no BOS/EOS added
    std::vector<std::string> pieces(const std::string& text) const;
    // Decodes ids, dropping pad/bos/eos and stopping at nothing.
    std::string decode(const std::vector<int64_t>& ids) const;
    std::string piece(int64_t id) const;
    int64_t vocab_size() const;

private:
    explicit Tokenizer(std::unique_ptr<SpmBackend, void (*)(SpmBackend*)> backend, std::string bytes);
    std::unique_ptr<SpmBackend, void (*)(SpmBackend*)> backend_;
    std::string bytes_;
};

// Where the plugin was found (for diagnostics); throws TokenizerError with
// every place searched when it cannot be loaded.
std::string spm_plugin_path();

}  // namespace studio::tok
