// Corpus BLEU as sacreBLEU 2.x computes it by default: 13a tokenizer,
// exponential smoothing, brevity penalty, one reference per segment.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace studio::eval {

// sacreBLEU's --tokenize choices we support.
enum class BleuTokenizer {
    Mteval13a,  // "13a", the default
    None,       // "none": split on whitespace only
    Char,       // "char": every character is a token (whitespace dropped)
};

struct BleuScore {
    double score = 0.0;                      // 0..100
    std::array<double, 4> precisions{};      // percent, smoothed as sacreBLEU
    std::array<int64_t, 4> correct{};        // matched n-grams (clipped)
    std::array<int64_t, 4> total{};          // hypothesis n-grams
    double bp = 0.0;                         // brevity penalty
    int64_t sys_len = 0;
    int64_t ref_len = 0;

    // sacreBLEU's one-line form:
    // "BLEU = 34.12 65.1/40.2/27.3/19.0 (BP = 0.981 ratio = 0.981 hyp_len = 123 ref_len = 125)"
    std::string to_string() const;
    // {"bleu":..,"precisions":[..4],"bp":..,"ratio":..,"sys_len":..,"ref_len":..,"tokenize":".."}
    std::string to_json(BleuTokenizer tokenizer = BleuTokenizer::Mteval13a) const;
};

// Throws std::invalid_argument when the two lists differ in length (the
// message gives both counts).
BleuScore corpus_bleu(const std::vector<std::string>& hypotheses,
                      const std::vector<std::string>& references,
                      BleuTokenizer tokenizer = BleuTokenizer::Mteval13a);

// The tokenizers on their own (exposed for tests).
std::string tokenize_13a(const std::string& line);
std::string tokenize_char(const std::string& line);

// Whether BLEU sees the two lines as the same words: equal after the
// tokenizer and whitespace splitting (a dev translation "exactly right");
// for character BLEU, the same words with runs of spaces collapsed.
// Raw text differs where the model cannot write it the same way: a
// word-level model's "Hello , world !" for "Hello, world!", a collapsed
// double space, SentencePiece's normalisation.
bool same_for_bleu(const std::string& hypothesis, const std::string& reference,
                   BleuTokenizer tokenizer = BleuTokenizer::Mteval13a);

// "13a", "none", "char" <-> enum; throws std::invalid_argument listing the
// valid names.
BleuTokenizer bleu_tokenizer_from_name(const std::string& name);
std::string bleu_tokenizer_name(BleuTokenizer tokenizer);

}  // namespace studio::eval
