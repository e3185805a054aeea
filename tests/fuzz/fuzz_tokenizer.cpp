// Fuzz target: the tokenizer front end (tokenizer/tokenizer.h).
//   - the input as a Hugging Face tokenizer.json (WordLevelVocab::from_json),
//     as a checkpoint's stored word-level pair (Tokenizer::from_stored) and
//     as a SentencePiece .model (Tokenizer::from_bytes, what a damaged
//     checkpoint would hand it); what loads is used on a sample sentence;
//   - the input as source and target text for fixed tokenizers: two
//     word-level ones (both pre-tokenizers) and a SentencePiece one trained
//     at start-up; then decoding of its ids and of arbitrary ids.
// TokenizerError is the documented refusal; anything else is a finding.
// Links studio_text only (no LibTorch): in sanitizer builds the SentencePiece
// plugin is loaded without RTLD_DEEPBIND (see tokenizer.cpp).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tokenizer/tokenizer.h"
#include "tokenizer/word_level.h"

#include "fuzz_scratch.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

using studio::fuzz::violated;
using studio::tok::Tokenizer;
using studio::tok::TokenizerError;
using studio::tok::WordLevelVocab;

namespace {

const std::vector<std::string>& words() {
    static const std::vector<std::string> w = {"the", "a",    "cat",   "dog",  "bird", "sees",   "finds", "green",
                                               "red", "über", "Straße", "猫",   "ok",   "don't",  ",",     ".",
                                               "!",   "?",    "«",     "»",    "—",    "🙂",     "12",    "3.5"};
    return w;
}

// A tokenizer.json of the tutorial design: the four specials, then `words`.
std::string tokenizer_json(const char* pre_tokenizer) {
    nlohmann::json vocab = nlohmann::json::object();
    nlohmann::json added = nlohmann::json::array();
    int64_t id = 0;
    for (const char* special : {"[UNK]", "[PAD]", "[SOS]", "[EOS]"}) {
        added.push_back({{"id", id}, {"content", special}, {"special", true}});
        vocab[special] = id++;
    }
    for (const auto& w : words()) vocab[w] = id++;
    return nlohmann::json{{"version", "1.0"},
                          {"added_tokens", added},
                          {"normalizer", nullptr},
                          {"pre_tokenizer", {{"type", pre_tokenizer}}},
                          {"model", {{"type", "WordLevel"}, {"vocab", vocab}, {"unk_token", "[UNK]"}}}}
        .dump();
}

Tokenizer word_level(const char* pre_tokenizer) {
    const std::string json = tokenizer_json(pre_tokenizer);
    return Tokenizer::word_level(WordLevelVocab::from_json(json, "source"), WordLevelVocab::from_json(json, "target"));
}

// Trained once per process on generated sentences (deterministic: seed 1).
Tokenizer sentencepiece() {
    std::vector<std::string> sentences;
    const auto& w = words();
    for (size_t i = 0; i < w.size(); ++i)
        for (size_t k = 1; k < 6; ++k)
            sentences.push_back(w[i] + " " + w[(i * 7 + k) % w.size()] + " " + w[(i + k * 5) % w.size()]);
    return Tokenizer::train(sentences, 64, 1);
}

struct Fixed {
    Tokenizer words = word_level("Whitespace");
    Tokenizer words_split = word_level("WhitespaceSplit");
    Tokenizer spm = sentencepiece();
};

std::unique_ptr<Fixed> fixed;

void check_ids(const std::vector<int64_t>& ids, int64_t vocab_size, const char* what) {
    for (int64_t id : ids)
        if (id < 0 || id >= vocab_size) violated(what);
}

// Everything a caller does with text and ids.
void exercise(const Tokenizer& t, const std::string& text, const uint8_t* data, size_t size) {
    const auto src = t.encode_source(text);
    check_ids(src, t.source_vocab_size(), "encode_source gave an id outside the source vocabulary");
    const auto tgt = t.encode_target(text);
    check_ids(tgt, t.target_vocab_size(), "encode_target gave an id outside the target vocabulary");
    for (int64_t id : src) t.source_piece(id);
    for (int64_t id : tgt) t.piece(id);
    t.pieces(text);
    for (int64_t max_positions : {int64_t{0}, int64_t{1}, int64_t{2}, int64_t{8}}) {
        bool truncated = false;
        const auto framed = t.source_ids(text, max_positions, &truncated);
        const int64_t framing = t.bos_on_source() ? 2 : 1;
        if (max_positions >= framing && static_cast<int64_t>(framed.size()) > max_positions)
            violated("source_ids() does not fit max_positions");
    }
    t.decode(tgt);
    // Ids as a model may produce them, some outside the vocabulary.
    std::vector<int64_t> ids;
    for (size_t i = 0; i < size && i < 64; ++i) ids.push_back(static_cast<int64_t>(data[i]) - 4);
    t.decode(ids);
    for (int64_t id : ids) {
        t.piece(id);
        t.source_piece(id);
    }
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    try {
        fixed = std::make_unique<Fixed>();
    } catch (const TokenizerError& e) {
        // No plugin next to the executable: nothing could be tested.
        std::fprintf(stderr, "fuzz_tokenizer: %s\n", e.what());
        std::abort();
    }
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (!fixed) LLVMFuzzerInitialize(nullptr, nullptr);
    const std::string text(reinterpret_cast<const char*>(data), size);
    const std::string sample = "the green cat, über die Straße! 猫 🙂 x\xff";

    try {
        const auto vocab = WordLevelVocab::from_json(text, "fuzz");
        check_ids(vocab.encode(sample), vocab.size(), "a loaded vocabulary encoded outside itself");
        std::vector<int64_t> all;
        for (int64_t id = -1; id <= vocab.size(); ++id) all.push_back(id);
        vocab.decode(all);
        exercise(Tokenizer::word_level(vocab, vocab), sample, data, size);
    } catch (const TokenizerError&) {
    }
    try {
        exercise(Tokenizer::from_stored("wordlevel", text), sample, data, size);
    } catch (const TokenizerError&) {
    }
    try {
        exercise(Tokenizer::from_bytes(text), sample, data, size);
    } catch (const TokenizerError&) {
    }

    exercise(fixed->words, text, data, size);
    exercise(fixed->words_split, text, data, size);
    exercise(fixed->spm, text, data, size);
    return 0;
}
