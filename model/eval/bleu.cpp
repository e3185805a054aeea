// Corpus BLEU following sacreBLEU 2.x (metrics/bleu.py, tokenizers/
// tokenizer_13a.py, tokenizer_re.py, tokenizer_char.py) step by step, so
// that our numbers can be compared with published sacreBLEU scores.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "eval/bleu.h"

#include "engine/plain_numbers.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <stdexcept>
#include <unordered_map>

#include <nlohmann/json.hpp>

namespace studio::eval {

namespace {

constexpr int kMaxOrder = 4;

// ---------------------------------------------------------------------------
// UTF-8 helpers. sacreBLEU works on Python str (code points); we work on
// UTF-8 bytes. Everything the 13a rules look at is ASCII, and an ASCII byte
// never occurs inside a multi-byte sequence, so byte rules cannot split one.
// Only whitespace needs real decoding, because Python's str.split() and
// str.rstrip() also treat some non-ASCII code points (NBSP, U+2009, ...) as
// whitespace.

// Byte length of the well-formed UTF-8 sequence starting at s[i], and its
// code point; an ill-formed byte counts as a one-byte "character" of its own
// (we never reject input: a metric should not fail on one bad line).
size_t decode_utf8(const std::string& s, size_t i, char32_t* cp) {
    const auto b0 = static_cast<unsigned char>(s[i]);
    size_t len = 0;
    char32_t value = 0;
    if (b0 < 0x80) {
        *cp = b0;
        return 1;
    } else if ((b0 & 0xE0) == 0xC0) {
        len = 2;
        value = b0 & 0x1F;
    } else if ((b0 & 0xF0) == 0xE0) {
        len = 3;
        value = b0 & 0x0F;
    } else if ((b0 & 0xF8) == 0xF0) {
        len = 4;
        value = b0 & 0x07;
    } else {
        *cp = 0xFFFFFFFFu;  // stray continuation byte or invalid lead
        return 1;
    }
    if (i + len > s.size()) {
        *cp = 0xFFFFFFFFu;
        return 1;
    }
    for (size_t k = 1; k < len; ++k) {
        const auto b = static_cast<unsigned char>(s[i + k]);
        if ((b & 0xC0) != 0x80) {
            *cp = 0xFFFFFFFFu;
            return 1;
        }
        value = (value << 6) | (b & 0x3F);
    }
    *cp = value;
    return len;
}

// Exactly the code points for which Python 3's str.isspace() is true; these
// are the separators of str.split() and what str.strip()/rstrip() remove.
bool is_python_space(char32_t c) {
    return (c >= 0x09 && c <= 0x0D) || (c >= 0x1C && c <= 0x20) || c == 0x85 || c == 0xA0 ||
           c == 0x1680 || (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 ||
           c == 0x202F || c == 0x205F || c == 0x3000;
}

// Python's line.split(): runs of whitespace separate tokens, none are empty.
std::vector<std::string> split_whitespace(const std::string& s) {
    std::vector<std::string> tokens;
    std::string current;
    for (size_t i = 0; i < s.size();) {
        char32_t cp = 0;
        const size_t len = decode_utf8(s, i, &cp);
        if (is_python_space(cp)) {
            if (!current.empty()) tokens.push_back(std::move(current));
            current.clear();
        } else {
            current.append(s, i, len);
        }
        i += len;
    }
    if (!current.empty()) tokens.push_back(std::move(current));
    return tokens;
}

// Python's line.rstrip(). sacreBLEU applies it before tokenizing; it matters
// for 13a because "word-\n" would otherwise lose its dash to the "-\n" join.
std::string rstrip_python(const std::string& s) {
    size_t keep = 0;  // end of the last non-space character
    for (size_t i = 0; i < s.size();) {
        char32_t cp = 0;
        const size_t len = decode_utf8(s, i, &cp);
        i += len;
        if (!is_python_space(cp)) keep = i;
    }
    return s.substr(0, keep);
}

std::string join_with_spaces(const std::vector<std::string>& tokens) {
    std::string out;
    for (size_t i = 0; i < tokens.size(); ++i) {
        if (i > 0) out += ' ';
        out += tokens[i];
    }
    return out;
}

// Python's str.replace(): left to right, non-overlapping, no rescanning of
// the replacement text.
std::string replace_all(const std::string& s, const std::string& from, const std::string& to) {
    std::string out;
    out.reserve(s.size());
    size_t pos = 0;
    for (size_t hit = s.find(from); hit != std::string::npos; hit = s.find(from, pos)) {
        out.append(s, pos, hit - pos);
        out += to;
        pos = hit + from.size();
    }
    out.append(s, pos, std::string::npos);
    return out;
}

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_period_or_comma(char c) { return c == '.' || c == ','; }

// The class [\{-\~\[-\` -\&\(-\+\:-\@\/] of the first 13a regex: the
// space and all ASCII punctuation except ' , - . (those have rules below or,
// like the apostrophe, stay attached to the word).
bool is_13a_punct(char c) {
    const auto u = static_cast<unsigned char>(c);
    return (u >= 0x7B && u <= 0x7E)     // { | } ~
           || (u >= 0x5B && u <= 0x60)  // [ \ ] ^ _ `
           || (u >= 0x20 && u <= 0x26)  // space ! " # $ % &
           || (u >= 0x28 && u <= 0x2B)  // ( ) * +
           || (u >= 0x3A && u <= 0x40)  // : ; < = > ? @
           || u == 0x2F;                // /
}

// re.sub(r'([\{-\~\[-\` -\&\(-\+\:-\@\/])', r' \1 ', s)
std::string pad_punctuation(const std::string& s) {
    std::string out;
    out.reserve(s.size() * 2);
    for (char c : s) {
        if (is_13a_punct(c)) {
            out += ' ';
            out += c;
            out += ' ';
        } else {
            out += c;
        }
    }
    return out;
}

// The three two-character rules below mimic re.sub's scan: try a match at
// each position; after a match continue behind it (matches never overlap),
// otherwise copy one unit and move on. Working on bytes instead of code
// points gives the same result: the [^0-9] side may be one byte of a
// multi-byte character, but it is copied back unchanged, and the other side
// is ASCII, so no space is ever put inside a multi-byte sequence.

// re.sub(r'([^0-9])([\.,])', r'\1 \2 ', s): period/comma unless after a digit.
std::string split_period_comma_not_after_digit(const std::string& s) {
    std::string out;
    out.reserve(s.size() * 2);
    size_t i = 0;
    while (i < s.size()) {
        if (i + 1 < s.size() && !is_digit(s[i]) && is_period_or_comma(s[i + 1])) {
            out += s[i];
            out += ' ';
            out += s[i + 1];
            out += ' ';
            i += 2;
        } else {
            out += s[i++];
        }
    }
    return out;
}

// re.sub(r'([\.,])([^0-9])', r' \1 \2', s): period/comma unless before a digit.
std::string split_period_comma_not_before_digit(const std::string& s) {
    std::string out;
    out.reserve(s.size() * 2);
    size_t i = 0;
    while (i < s.size()) {
        if (i + 1 < s.size() && is_period_or_comma(s[i]) && !is_digit(s[i + 1])) {
            out += ' ';
            out += s[i];
            out += ' ';
            out += s[i + 1];
            i += 2;
        } else {
            out += s[i++];
        }
    }
    return out;
}

// re.sub(r'([0-9])(-)', r'\1 \2 ', s): a dash after a digit ("1990-2000").
std::string split_dash_after_digit(const std::string& s) {
    std::string out;
    out.reserve(s.size() * 2);
    size_t i = 0;
    while (i < s.size()) {
        if (i + 1 < s.size() && is_digit(s[i]) && s[i + 1] == '-') {
            out += s[i];
            out += " - ";
            i += 2;
        } else {
            out += s[i++];
        }
    }
    return out;
}

// What BLEU._preprocess_segment does (lowercase=False): rstrip, tokenize.
std::string preprocess(const std::string& line, BleuTokenizer tokenizer) {
    const std::string stripped = rstrip_python(line);
    switch (tokenizer) {
        case BleuTokenizer::Mteval13a: return tokenize_13a(stripped);
        case BleuTokenizer::Char: return tokenize_char(stripped);
        case BleuTokenizer::None: return stripped;
    }
    return stripped;
}

// ---------------------------------------------------------------------------
// N-gram statistics.

// Counts of all 1..4-grams of one segment, one map per order. Tokens never
// contain whitespace, so joining them with ' ' gives unambiguous keys.
using NgramCounts = std::array<std::unordered_map<std::string, int64_t>, kMaxOrder>;

NgramCounts count_ngrams(const std::vector<std::string>& tokens) {
    NgramCounts counts;
    for (size_t start = 0; start < tokens.size(); ++start) {
        std::string key;
        for (int n = 1; n <= kMaxOrder && start + n <= tokens.size(); ++n) {
            if (n > 1) key += ' ';
            key += tokens[start + n - 1];
            ++counts[n - 1][key];
        }
    }
    return counts;
}

// Adds one segment's clipped matches and hypothesis n-gram totals.
void add_segment_stats(const NgramCounts& hyp, const NgramCounts& ref,
                       std::array<int64_t, kMaxOrder>& correct,
                       std::array<int64_t, kMaxOrder>& total) {
    for (int n = 0; n < kMaxOrder; ++n) {
        for (const auto& [ngram, hyp_count] : hyp[n]) {
            total[n] += hyp_count;
            const auto it = ref[n].find(ngram);
            if (it != ref[n].end()) correct[n] += std::min(hyp_count, it->second);
        }
    }
}

// sacreBLEU's my_log: log(0) is floored to a huge negative number, so a zero
// precision drives the score to exp(-huge) = 0 instead of raising.
double floored_log(double x) { return x == 0.0 ? -9999999999.0 : std::log(x); }

// BLEU.compute_bleu with smooth_method='exp', effective_order=False.
BleuScore compute_bleu(const std::array<int64_t, kMaxOrder>& correct,
                       const std::array<int64_t, kMaxOrder>& total, int64_t sys_len,
                       int64_t ref_len) {
    BleuScore result;
    result.correct = correct;
    result.total = total;
    result.sys_len = sys_len;
    result.ref_len = ref_len;

    if (sys_len < ref_len) {
        result.bp = sys_len > 0 ? std::exp(1.0 - static_cast<double>(ref_len) /
                                                     static_cast<double>(sys_len))
                                : 0.0;
    } else {
        result.bp = 1.0;
    }

    // No match at any order: score 0 and unsmoothed zero precisions
    // (sacreBLEU issue #141), rather than a tiny smoothed score.
    bool any_match = false;
    for (int64_t c : correct) any_match = any_match || c != 0;
    if (!any_match) return result;

    // NIST "exp" smoothing: each further order without a match gets half the
    // pseudo-precision of the previous one.
    double smooth_mteval = 1.0;
    for (int n = 0; n < kMaxOrder; ++n) {
        // A corpus too short for this order: remaining precisions stay 0,
        // which makes the score 0 below (sacreBLEU does the same).
        if (total[n] == 0) break;
        if (correct[n] == 0) {
            smooth_mteval *= 2.0;
            result.precisions[n] = 100.0 / (smooth_mteval * static_cast<double>(total[n]));
        } else {
            result.precisions[n] =
                100.0 * static_cast<double>(correct[n]) / static_cast<double>(total[n]);
        }
    }

    // Same summation order as Python's sum() so the last bits agree.
    double log_sum = 0.0;
    for (double p : result.precisions) log_sum += floored_log(p);
    result.score = result.bp * std::exp(log_sum / kMaxOrder);
    return result;
}

double length_ratio(const BleuScore& s) {
    return s.ref_len != 0 ? static_cast<double>(s.sys_len) / static_cast<double>(s.ref_len)
                          : 0.0;
}

// printf's %.Nf rounds the exact binary value half-to-even, as Python's
// f"{x:.Nf}" does, so the printed digits match sacreBLEU's.
std::string fixed(double value, int decimals) {
    return fixed_number(value, decimals);  // to_chars rounds as printf does, in any locale
}

}  // namespace

// ---------------------------------------------------------------------------
// Tokenizers.

std::string tokenize_13a(const std::string& line) {
    // Tokenizer13a: the language-independent part of mteval-v13a.pl.
    std::string s = replace_all(line, "<skipped>", "");
    s = replace_all(s, "-\n", "");
    s = replace_all(s, "\n", " ");
    s = replace_all(s, "&quot;", "\"");
    s = replace_all(s, "&amp;", "&");
    s = replace_all(s, "&lt;", "<");
    s = replace_all(s, "&gt;", ">");
    // The padding spaces let the [^0-9] rules see a neighbour at both ends.
    s = " " + s + " ";

    // TokenizerRegexp, in its order.
    s = pad_punctuation(s);
    s = split_period_comma_not_after_digit(s);
    s = split_period_comma_not_before_digit(s);
    s = split_dash_after_digit(s);
    return join_with_spaces(split_whitespace(s));
}

std::string tokenize_char(const std::string& line) {
    // TokenizerChar joins every code point with spaces; the later split()
    // then drops whitespace code points, so we drop them right away and
    // return the normalised form.
    std::vector<std::string> chars;
    for (size_t i = 0; i < line.size();) {
        char32_t cp = 0;
        const size_t len = decode_utf8(line, i, &cp);
        if (!is_python_space(cp)) chars.emplace_back(line, i, len);
        i += len;
    }
    return join_with_spaces(chars);
}

bool same_for_bleu(const std::string& hypothesis, const std::string& reference, BleuTokenizer tokenizer) {
    // Character BLEU drops the spaces, but where the gaps go is what a
    // character-scored task (numbers-de: "eine Million", "einhundert") is
    // about: there the words must match, spaces only collapsed.
    if (tokenizer == BleuTokenizer::Char) return split_whitespace(hypothesis) == split_whitespace(reference);
    return split_whitespace(preprocess(hypothesis, tokenizer)) == split_whitespace(preprocess(reference, tokenizer));
}

BleuTokenizer bleu_tokenizer_from_name(const std::string& name) {
    if (name == "13a") return BleuTokenizer::Mteval13a;
    if (name == "none") return BleuTokenizer::None;
    if (name == "char") return BleuTokenizer::Char;
    throw std::invalid_argument("unknown BLEU tokenizer \"" + name +
                                "\" (valid: 13a, none, char)");
}

std::string bleu_tokenizer_name(BleuTokenizer tokenizer) {
    switch (tokenizer) {
        case BleuTokenizer::Mteval13a: return "13a";
        case BleuTokenizer::None: return "none";
        case BleuTokenizer::Char: return "char";
    }
    return "13a";
}

// ---------------------------------------------------------------------------
// Scoring.

BleuScore corpus_bleu(const std::vector<std::string>& hypotheses,
                      const std::vector<std::string>& references,
                      BleuTokenizer tokenizer) {
    if (hypotheses.size() != references.size()) {
        throw std::invalid_argument("corpus_bleu: " + std::to_string(hypotheses.size()) +
                                    " hypotheses but " + std::to_string(references.size()) +
                                    " references");
    }

    std::array<int64_t, kMaxOrder> correct{};
    std::array<int64_t, kMaxOrder> total{};
    int64_t sys_len = 0;
    int64_t ref_len = 0;
    for (size_t i = 0; i < hypotheses.size(); ++i) {
        const auto ref_tokens = split_whitespace(preprocess(references[i], tokenizer));
        const auto hyp_tokens = split_whitespace(preprocess(hypotheses[i], tokenizer));
        // With a single reference the "closest reference length" is simply
        // its length.
        ref_len += static_cast<int64_t>(ref_tokens.size());
        sys_len += static_cast<int64_t>(hyp_tokens.size());
        add_segment_stats(count_ngrams(hyp_tokens), count_ngrams(ref_tokens), correct, total);
    }
    return compute_bleu(correct, total, sys_len, ref_len);
}

std::string BleuScore::to_string() const {
    // BLEUScore._verbose and Score.format() with width 2, no signature.
    std::string out = "BLEU = " + fixed(score, 2) + " ";
    for (size_t n = 0; n < precisions.size(); ++n) {
        if (n > 0) out += '/';
        out += fixed(precisions[n], 1);
    }
    out += " (BP = " + fixed(bp, 3) + " ratio = " + fixed(length_ratio(*this), 3) +
           " hyp_len = " + std::to_string(sys_len) + " ref_len = " + std::to_string(ref_len) +
           ")";
    return out;
}

std::string BleuScore::to_json(BleuTokenizer tokenizer) const {
    // ordered_json keeps the documented key order (plain json sorts keys).
    nlohmann::ordered_json j;
    j["bleu"] = score;
    j["precisions"] = precisions;
    j["bp"] = bp;
    j["ratio"] = length_ratio(*this);
    j["sys_len"] = sys_len;
    j["ref_len"] = ref_len;
    j["tokenize"] = bleu_tokenizer_name(tokenizer);
    return j.dump();
}

}  // namespace studio::eval
