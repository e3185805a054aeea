// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/word_alignment.h"

#include "data/corpus_reader.h"

#include <algorithm>
#include <cctype>
#include <sstream>

namespace studio::analysis {
namespace {

// Whole number of a Pharaoh index; -1 when `text` is not one.
int64_t parse_index(const std::string& text) {
    if (text.empty() || text.size() > 9) return -1;
    int64_t value = 0;
    for (char c : text) {
        if (c < '0' || c > '9') return -1;
        value = value * 10 + (c - '0');
    }
    return value;
}

}  // namespace

WordAttention merge_to_words(const std::vector<float>& piece_rows, int64_t cols, const std::vector<int>& row_words,
                             const std::vector<int>& col_words, int source_words, int target_words) {
    WordAttention a;
    a.source_words = source_words;
    a.target_words = target_words;
    a.weights.assign(static_cast<size_t>(source_words) * target_words, 0.0f);
    std::vector<int> pieces_per_word(target_words, 0);
    for (size_t r = 0; r < row_words.size(); ++r) {
        const int t = row_words[r];
        if (t < 0 || t >= target_words) continue;
        ++pieces_per_word[t];
        for (int64_t c = 0; c < cols && c < static_cast<int64_t>(col_words.size()); ++c) {
            const int s = col_words[c];
            if (s < 0 || s >= source_words) continue;
            a.weights[static_cast<size_t>(t) * source_words + s] += piece_rows[r * cols + c];
        }
    }
    // Mean over a target word's pieces, then rows renormalised over the
    // source words: BOS/EOS columns are left out, and what a row gave them is
    // shared out in proportion (argmax is unchanged by this).
    for (int t = 0; t < target_words; ++t) {
        float sum = 0.0f;
        for (int s = 0; s < source_words; ++s) sum += a.weights[static_cast<size_t>(t) * source_words + s];
        if (pieces_per_word[t] == 0 || sum <= 0.0f) continue;
        for (int s = 0; s < source_words; ++s) a.weights[static_cast<size_t>(t) * source_words + s] /= sum;
    }
    return a;
}

Links argmax_links(const WordAttention& a) {
    Links links;
    for (int t = 0; t < a.target_words; ++t) {
        int best = -1;
        float best_weight = 0.0f;
        for (int s = 0; s < a.source_words; ++s) {
            if (a.at(t, s) > best_weight) {
                best_weight = a.at(t, s);
                best = s;
            }
        }
        if (best >= 0) links.insert({best, t});
    }
    return links;
}

Links threshold_links(const WordAttention& a, double threshold) {
    Links links;
    for (int t = 0; t < a.target_words; ++t)
        for (int s = 0; s < a.source_words; ++s)
            if (a.at(t, s) > 0.0f && a.at(t, s) >= threshold) links.insert({s, t});
    return links;
}

std::string pharaoh_line(const Links& links) {
    std::string line;
    for (const auto& [s, t] : links) {
        if (!line.empty()) line += ' ';
        line += std::to_string(s) + '-' + std::to_string(t);
    }
    return line;
}

GoldLinks parse_gold_line(const std::string& line, bool one_based, const std::string& file, int64_t line_number) {
    GoldLinks gold;
    for (const std::string& token : split_words(line)) {
        size_t split = token.find('-');
        bool possible = false;
        if (split == std::string::npos) {  // possible: "ipj", or "i?j" as some gold files write it
            split = token.find('p');
            if (split == std::string::npos) split = token.find('?');
            possible = true;
        }
        const int64_t s = split == std::string::npos ? -1 : parse_index(token.substr(0, split));
        const int64_t t = split == std::string::npos ? -1 : parse_index(token.substr(split + 1));
        if (s < 0 || t < 0)
            throw data::DataError(file, line_number,
                                  "'" + token + "' is not a link: expected i-j (sure) or ipj / i?j (possible), "
                                  "source and target word indices");
        if (one_based && (s == 0 || t == 0))
            throw data::DataError(file, line_number,
                                  "'" + token + "' has index 0, but the file was read as 1-based (--one-based-gold)");
        const int shift = one_based ? 1 : 0;
        const Link link{static_cast<int>(s) - shift, static_cast<int>(t) - shift};
        if (!possible) gold.sure.insert(link);
        gold.possible.insert(link);
    }
    return gold;
}

std::vector<GoldLinks> read_gold_file(const std::string& path, bool one_based, bool target_first) {
    std::vector<GoldLinks> gold;
    int64_t number = 0;
    for (const std::string& line : data::read_lines(path)) {
        GoldLinks links = parse_gold_line(line, one_based, path, ++number);
        if (target_first) {
            GoldLinks swapped;
            for (const auto& [t, s] : links.sure) swapped.sure.insert({s, t});
            for (const auto& [t, s] : links.possible) swapped.possible.insert({s, t});
            links = std::move(swapped);
        }
        gold.push_back(std::move(links));
    }
    return gold;
}

void check_gold_range(const GoldLinks& gold, int source_words, int target_words, const std::string& file,
                      int64_t line_number, bool one_based) {
    const int shift = one_based ? 1 : 0;
    for (const auto& [s, t] : gold.possible) {
        if (s < source_words && t < target_words) continue;
        std::ostringstream message;
        message << "link " << s + shift << (gold.sure.count({s, t}) ? "-" : "p") << t + shift
                << " is out of range: the pair has " << source_words << " source and " << target_words
                << " target words (indices " << shift << ".." << source_words - 1 + shift << " and " << shift
                << ".." << target_words - 1 + shift << ")";
        throw data::DataError(file, line_number, message.str());
    }
}

void AlignmentScore::add(const Links& predicted_links, const GoldLinks& gold) {
    predicted += static_cast<int64_t>(predicted_links.size());
    sure += static_cast<int64_t>(gold.sure.size());
    for (const Link& link : predicted_links) {
        if (gold.sure.count(link)) ++predicted_sure;
        if (gold.possible.count(link)) ++predicted_possible;
    }
}

double AlignmentScore::aer() const {
    if (predicted + sure == 0) return 0.0;
    return 1.0 - static_cast<double>(predicted_sure + predicted_possible) / static_cast<double>(predicted + sure);
}

double AlignmentScore::precision() const {
    return predicted == 0 ? 0.0 : static_cast<double>(predicted_possible) / static_cast<double>(predicted);
}

double AlignmentScore::recall() const {
    return sure == 0 ? 0.0 : static_cast<double>(predicted_sure) / static_cast<double>(sure);
}

std::string HeadChoice::label() const {
    if (kind == Kind::Head) return "layer " + std::to_string(layer) + " head " + std::to_string(head);
    return "layer " + std::to_string(layer) + " mean";
}

const char* merge_rule_name(MergeRule rule) {
    return rule == MergeRule::AnySubword ? "any-subword" : "mean-rows";
}

std::string AlignMethod::label() const {
    return choice.label() + (step == AlignStep::Input ? ", input step" : ", prediction step");
}

PieceAttention piece_attention(const SentenceAttention& s, const HeadChoice& choice, AlignStep step) {
    const auto& cross = s.cross;
    PieceAttention p;
    p.cols = cross.cols;
    for (size_t k = 0; k < s.target_piece_words.size(); ++k) {
        const int64_t row = step == AlignStep::Input ? static_cast<int64_t>(k) + 1 : static_cast<int64_t>(k);
        if (row >= cross.rows) continue;  // cut off at the model's length limit
        p.row_words.push_back(s.target_piece_words[k]);
        for (int64_t c = 0; c < p.cols; ++c) {
            float w = 0.0f;
            if (choice.kind == HeadChoice::Kind::Head) {
                w = cross.at(choice.layer, choice.head, row, c);
            } else {
                int64_t on = 0;  // every head off: the mean of all (the layer still has weights)
                for (int64_t h = 0; h < cross.heads; ++h) on += s.off(choice.layer, h) ? 0 : 1;
                for (int64_t h = 0; h < cross.heads; ++h)
                    if (on == 0 || !s.off(choice.layer, h)) w += cross.at(choice.layer, h, row, c);
                w /= static_cast<float>(on == 0 ? cross.heads : on);
            }
            p.rows.push_back(w);
        }
    }
    return p;
}

WordAttention word_attention(const SentenceAttention& s, const HeadChoice& choice, AlignStep step) {
    const PieceAttention p = piece_attention(s, choice, step);
    return merge_to_words(p.rows, p.cols, p.row_words, s.source_piece_words, s.source_words, s.target_words);
}

Links sentence_links(const SentenceAttention& s, const AlignMethod& method) {
    if (method.merge == MergeRule::MeanRows) {
        const WordAttention a = word_attention(s, method.choice, method.step);
        return method.threshold > 0.0 ? threshold_links(a, method.threshold) : argmax_links(a);
    }
    const PieceAttention p = piece_attention(s, method.choice, method.step);
    const int64_t cols = std::min<int64_t>(p.cols, static_cast<int64_t>(s.source_piece_words.size()));
    Links links;
    for (size_t r = 0; r < p.row_words.size(); ++r) {
        const int t = p.row_words[r];
        if (t < 0 || t >= s.target_words) continue;
        const float* row = p.rows.data() + r * static_cast<size_t>(p.cols);
        float own = 0.0f;  // the row's weight on source words' pieces
        int64_t best = -1;
        for (int64_t c = 0; c < cols; ++c) {
            const int w = s.source_piece_words[static_cast<size_t>(c)];
            if (w < 0 || w >= s.source_words) continue;
            own += row[c];
            if (best < 0 || row[c] > row[best]) best = c;
        }
        if (best < 0 || own <= 0.0f) continue;
        if (method.threshold <= 0.0) {
            links.insert({s.source_piece_words[static_cast<size_t>(best)], t});
            continue;
        }
        for (int64_t c = 0; c < cols; ++c) {
            const int w = s.source_piece_words[static_cast<size_t>(c)];
            if (w >= 0 && w < s.source_words && row[c] / own >= method.threshold) links.insert({w, t});
        }
    }
    return links;
}

}  // namespace studio::analysis
