// Which word of a sentence each token piece belongs to: what lets attention,
// alignment and attribution, computed per piece, be read per word.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

namespace studio::analysis {

// The whitespace-separated words of `text` (spaces, tabs, newlines).
std::vector<std::string> split_words(const std::string& text);

// For each piece, the index of the word of `text` that holds it, or -1 for a
// piece with no characters of its own (the special tokens: mark them in
// `special`). The pieces are laid over the text as a whole, left to right,
// each on the characters it spells (ASCII case ignored, for lower-casing
// tokenizers; a SentencePiece "▁" prefix means "starts a word"). A piece
// that spells nothing there (an unknown-token piece such as [UNK] or <unk>,
// text changed by normalisation) covers the characters between its
// neighbours, within one word. Of all such layouts the one with the fewest
// such pieces and uncovered characters is taken, so that an unknown word
// never shifts the words after it (a word-level vocabulary has no "▁" to
// resynchronise on).
std::vector<int> piece_words(const std::string& text, const std::vector<std::string>& pieces,
                             const std::vector<bool>& special);

}  // namespace studio::analysis
