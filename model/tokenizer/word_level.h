// WordLevelVocab: a word-level vocabulary read from a Hugging Face
// `tokenizers` file (tokenizer.json with a "WordLevel" model), the kind the
// widely used from-scratch PyTorch tutorial trains, one per language. Our own
// reader of that JSON format; no Python or Rust needed.
//
// Pre-tokenisation follows the file's pre_tokenizer:
//   "Whitespace":      runs of word characters, or runs of other non-space
//                      characters ("Hello, world!" -> Hello , world !)
//   "WhitespaceSplit": runs of non-space characters
// A word that is not in the vocabulary becomes the unknown token. Decoding
// joins the tokens with single spaces and leaves out the special tokens, as
// that library does when the file has no decoder.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace studio::tok {

class WordLevelVocab {
public:
    // Parses the file's text; `origin` names it in messages. Throws
    // TokenizerError saying what is missing or unsupported (model type,
    // pre-tokenizer type, normalizer, ids with gaps).
    static WordLevelVocab from_json(const std::string& json_text, const std::string& origin);
    static WordLevelVocab from_file(const std::string& path);

    // The original file text (kept in checkpoints, so the result reproduces it).
    const std::string& json() const { return json_; }

    std::vector<std::string> split(const std::string& text) const;  // pre-tokenised words
    std::vector<int64_t> encode(const std::string& text) const;
    std::string decode(const std::vector<int64_t>& ids) const;      // specials left out
    std::string token(int64_t id) const;                            // "" when out of range
    int64_t id_of(const std::string& token) const;                  // -1 when absent
    int64_t size() const { return static_cast<int64_t>(tokens_.size()); }
    int64_t unk_id() const { return unk_id_; }
    bool is_special(int64_t id) const;

private:
    std::string json_;
    std::vector<std::string> tokens_;                  // by id
    std::unordered_map<std::string, int64_t> ids_;
    std::vector<bool> special_;                        // by id
    int64_t unk_id_ = -1;
    bool split_punctuation_ = true;                    // "Whitespace" (true) or "WhitespaceSplit"
};

}  // namespace studio::tok
