// Word alignment from cross-attention, and its score against gold links.
//
// Garg et al. 2019 ("Jointly Learning to Align and Translate with Transformer
// Models") read word alignments off a Transformer's encoder-decoder attention
// and score them by alignment error rate (Och & Ney 2003). Everything here
// works on plain attention matrices (decode::AttentionSet), so it needs no
// LibTorch; cross_alignment.h runs the model.
//
// Words are whitespace-separated words of the sentence text. A subword piece
// belongs to the word that holds its characters (piece_words). Two rules make
// word links of piece attention (MergeRule): the papers' (Garg et al. 2019,
// Zenkel et al. 2019, Chen et al. 2020) links each target piece to its
// argmax source piece and two words when any of their pieces are linked;
// the other averages a target word's pieces' rows and sums a source word's
// pieces' columns before the argmax (a word split into three pieces receives
// all three pieces' attention). The word matrix shown is always the second.
//
// Links are (source word, target word), 0-based, written in Pharaoh form
// "i-j" as fast_align does; gold files may also hold possible links "ipj".
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/piece_words.h"
#include "decode/results.h"

#include <cstdint>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace studio::analysis {

using Link = std::pair<int, int>;  // (source word, target word), 0-based
using Links = std::set<Link>;       // ordered by source word, then target word

// A target-words x source-words attention matrix, rows normalised to sum to 1
// over the source words (special tokens such as EOS left out).
struct WordAttention {
    int source_words = 0, target_words = 0;
    std::vector<float> weights;  // target_words x source_words, row-major
    float at(int tgt, int src) const { return weights[static_cast<size_t>(tgt) * source_words + src]; }
};

// Merges a piece-level matrix (rows: one per target piece, cols: one per
// source piece; row r at `piece_rows[r * cols]`) to words. `row_words` and
// `col_words` give each row's and column's word (-1: left out).
WordAttention merge_to_words(const std::vector<float>& piece_rows, int64_t cols, const std::vector<int>& row_words,
                             const std::vector<int>& col_words, int source_words, int target_words);

// Each target word linked to the source word it attends to most (Garg et al.);
// a target word with no attention at all (all its pieces cut off) gets none.
Links argmax_links(const WordAttention& a);
// Every (source, target) pair whose weight is at least `threshold`.
Links threshold_links(const WordAttention& a, double threshold);

// "0-0 1-2 2-1": the links of one sentence in Pharaoh form.
std::string pharaoh_line(const Links& links);

// The gold alignment of one sentence pair. `possible` holds the sure links too
// (P ⊇ S, as AER defines it).
struct GoldLinks {
    Links sure, possible;
};

// Parses one Pharaoh line ("0-1 2p3"); indices are 0-based unless
// `one_based`. Throws data::DataError naming `file` and `line_number`, and
// the bad token.
GoldLinks parse_gold_line(const std::string& line, bool one_based, const std::string& file, int64_t line_number);
// Reads a whole gold file, one line per sentence pair. `target_first`: its
// links name the target word first ("j-i"; e.g. the RWTH German–English gold
// read for an English→German model), swapped here into (source, target).
std::vector<GoldLinks> read_gold_file(const std::string& path, bool one_based, bool target_first = false);
// Throws data::DataError when a link of `gold` names a word the sentence pair
// does not have (the message gives the link and the valid ranges).
void check_gold_range(const GoldLinks& gold, int source_words, int target_words, const std::string& file,
                      int64_t line_number, bool one_based);

// Alignment error rate, precision and recall summed over a corpus:
//   AER = 1 - (|A∩S| + |A∩P|) / (|A| + |S|), precision |A∩P| / |A|, recall |A∩S| / |S|.
struct AlignmentScore {
    int64_t predicted = 0, sure = 0, predicted_sure = 0, predicted_possible = 0;
    void add(const Links& predicted_links, const GoldLinks& gold);
    double aer() const;
    double precision() const;
    double recall() const;
};

// How piece attention becomes word links.
enum class MergeRule {
    AnySubword,  // argmax per target piece; words linked if any of their pieces are (the papers')
    MeanRows     // word rows: mean of the pieces' rows, sum of the pieces' columns; argmax per word
};
const char* merge_rule_name(MergeRule rule);  // "any-subword" / "mean-rows"

// Which cross-attention the links are read from.
struct HeadChoice {
    enum class Kind { Head, LayerMean };
    Kind kind = Kind::LayerMean;
    int layer = 0;
    int head = 0;  // for Kind::Head
    std::string label() const;  // "layer 2 head 3" / "layer 2 mean" (0-based numbers)
};

// Which decoder step's attention aligns target word y_i.
enum class AlignStep {
    Input,      // the step whose input is y_i (Chen et al. 2020, "shift-att")
    Prediction  // the step that predicts y_i (Garg et al. 2019); by default the rule chooses (alignment_rule.h)
};

// One sentence pair's cross-attention with what is needed to read word links
// off it: `cross` is L x H x rows x cols as attention_report gives it, rows
// the decoder inputs BOS y1 .. ym, columns the source pieces.
struct SentenceAttention {
    decode::AttentionSet cross;
    std::vector<int> target_piece_words;  // word of y1 .. ym (one per target piece)
    std::vector<int> source_piece_words;  // word of each column (-1 for BOS/EOS)
    int source_words = 0, target_words = 0;
    std::vector<std::string> source_text, target_text;  // the words themselves
    // Cross-attention heads switched off by a head gate of 0 (Analyze page),
    // layer-major (L x H); empty: every head on. Their weights are computed
    // but the model does not use their output: a layer's mean leaves them out.
    std::vector<bool> cross_off;
    bool off(int64_t layer, int64_t head) const {
        return !cross_off.empty() && cross_off[static_cast<size_t>(layer * cross.heads + head)];
    }
};

// The piece attention of one choice: one row per target piece inside the
// model's positions, one column per source column (BOS/EOS included; their
// word is -1). The row for target piece k (y_{k+1}) is decoder row k + 1
// (Input) or k (Prediction).
struct PieceAttention {
    int64_t cols = 0;
    std::vector<float> rows;     // rows x cols, row-major
    std::vector<int> row_words;  // target word of each row
};
PieceAttention piece_attention(const SentenceAttention& s, const HeadChoice& choice, AlignStep step);

// The word attention of one choice (mean rows, summed columns, renormalised).
WordAttention word_attention(const SentenceAttention& s, const HeadChoice& choice, AlignStep step);

// Everything that decides a sentence's links.
struct AlignMethod {
    HeadChoice choice;
    AlignStep step = AlignStep::Prediction;
    MergeRule merge = MergeRule::AnySubword;
    double threshold = 0.0;  // > 0: every link of weight >= threshold instead of the argmax
    std::string label() const;  // "layer 2 mean, prediction step"
};

// The word links of one sentence. With AnySubword a target piece's weights
// are renormalised over the source words' columns (BOS/EOS left out) before
// the argmax or the threshold.
Links sentence_links(const SentenceAttention& s, const AlignMethod& method);

}  // namespace studio::analysis
