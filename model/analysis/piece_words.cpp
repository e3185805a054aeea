// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/piece_words.h"

#include <cctype>
#include <climits>

namespace studio::analysis {
namespace {

const std::string kWordStart = "\xE2\x96\x81";  // U+2581, SentencePiece's word-start mark

// What a layout pays: a piece that does not spell its characters, each
// character no piece covers, a piece that covers nothing at all.
constexpr int kUnspelledPiece = 1;
constexpr int kUncoveredCharacter = 1;
constexpr int kEmptyPiece = 2;

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

// Byte length of the UTF-8 character that starts with `lead` (1 for a stray byte).
size_t utf8_length(unsigned char lead) {
    if (lead >= 0xF0) return 4;
    if (lead >= 0xE0) return 3;
    if (lead >= 0xC0) return 2;
    return 1;
}

bool same_text_at(const std::string& text, size_t pos, const std::string& piece) {
    if (pos + piece.size() > text.size()) return false;
    for (size_t i = 0; i < piece.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(text[pos + i])) != std::tolower(static_cast<unsigned char>(piece[i])))
            return false;
    return true;
}

}  // namespace

std::vector<std::string> split_words(const std::string& text) {
    std::vector<std::string> words;
    std::string word;
    for (char c : text) {
        if (is_space(c)) {
            if (!word.empty()) words.push_back(word);
            word.clear();
        } else {
            word += c;
        }
    }
    if (!word.empty()) words.push_back(word);
    return words;
}

std::vector<int> piece_words(const std::string& text, const std::vector<std::string>& pieces,
                             const std::vector<bool>& special) {
    const size_t n = text.size(), count = pieces.size();
    // Word index of every byte (-1 for whitespace).
    std::vector<int> byte_word(n, -1);
    int words = 0;
    for (size_t i = 0; i < n; ++i) {
        if (is_space(text[i])) continue;
        if (i == 0 || is_space(text[i - 1])) ++words;
        byte_word[i] = words - 1;
    }
    auto word_start = [&](size_t i) { return i < n && !is_space(text[i]) && (i == 0 || is_space(text[i - 1])); };
    auto next_char = [&](size_t i) { return std::min(n, i + utf8_length(static_cast<unsigned char>(text[i]))); };

    // Dynamic programming over (pieces laid, bytes covered): cost[k][i] is
    // the least cost of laying pieces 0..k-1 over text[0, i). The pieces'
    // surfaces without their "▁" and whether they must start a word.
    std::vector<std::string> surface(count);
    std::vector<bool> starts_word(count, false);
    for (size_t k = 0; k < count; ++k) {
        surface[k] = pieces[k];
        if (surface[k].compare(0, kWordStart.size(), kWordStart) == 0) {
            surface[k].erase(0, kWordStart.size());
            starts_word[k] = true;
        }
    }
    const size_t width = n + 1;
    std::vector<int> cost((count + 1) * width, INT_MAX);
    std::vector<int> from((count + 1) * width, -1);        // the byte position the state was reached from
    std::vector<char> by_piece((count + 1) * width, 0);    // reached by laying a piece (else by skipping bytes)
    auto relax = [&](size_t k, size_t i, int c, size_t prev, bool piece) {
        const size_t s = k * width + i;
        if (c < cost[s]) {
            cost[s] = c;
            from[s] = static_cast<int>(prev);
            by_piece[s] = piece;
        }
    };
    cost[0] = 0;
    for (size_t i = 0; i <= n; ++i) {
        for (size_t k = 0; k <= count; ++k) {
            const int here = cost[k * width + i];
            if (here == INT_MAX) continue;
            if (i < n) {  // leave a character uncovered (whitespace is free)
                relax(k, next_char(i), here + (is_space(text[i]) ? 0 : kUncoveredCharacter), i, false);
            }
            if (k == count) continue;
            if (k < special.size() && special[k]) {
                relax(k + 1, i, here, i, true);
                continue;
            }
            const bool may_start = !starts_word[k] || word_start(i) || i == n;
            if (surface[k].empty()) {  // a lone "▁": the word's first piece follows
                relax(k + 1, i, here + (may_start ? 0 : kEmptyPiece), i, true);
                continue;
            }
            if (i < n && !is_space(text[i]) && may_start) {
                if (same_text_at(text, i, surface[k])) relax(k + 1, i + surface[k].size(), here, i, true);
                for (size_t end = next_char(i); end <= n; end = next_char(end)) {  // spells nothing: within one word
                    relax(k + 1, end, here + kUnspelledPiece, i, true);
                    if (end == n || is_space(text[end])) break;
                }
            }
            relax(k + 1, i, here + kEmptyPiece, i, true);
        }
    }

    // Back from (count, n): each piece's first byte gives its word.
    std::vector<int> result(count, -1);
    size_t k = count, i = n;
    while (k > 0 || i > 0) {
        const size_t s = k * width + i;
        const size_t prev = static_cast<size_t>(from[s]);
        if (by_piece[s]) {
            --k;
            if (!(k < special.size() && special[k])) {
                size_t at = prev;
                while (at < n && is_space(text[at])) ++at;  // a piece that covers nothing: the next word
                result[k] = at < n ? byte_word[at] : words - 1;
            }
        }
        i = prev;
    }
    return result;
}

}  // namespace studio::analysis
