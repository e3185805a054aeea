// Runs a model over sentence pairs and keeps each pair's cross-attention with
// the word layout needed to read alignments off it (word_alignment.h).
//
// Shape legend: L decoder layers, H heads, T decoder inputs (BOS y1 .. ym),
// S source pieces.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/word_alignment.h"
#include "nn/transformer.h"
#include "tokenizer/tokenizer.h"

#include <atomic>
#include <functional>
#include <string>
#include <vector>

namespace studio::analysis {

// The text of `source` whose words alignments number: all of it, but for a
// Marian tokenizer without a leading language code (">>deu<<", read as one
// piece and no word of the sentence).
std::string source_word_text(const tok::Tokenizer& tokenizer, const std::string& source);

// One pair's attention. `target_ids` are y1 .. ym without EOS; `target_text`
// is the text whose words the links number (the reference, or the decoded
// translation). Teacher-forced: the decoder input is BOS y1 .. ym, cut to the
// model's positions (words past the cut get no link). A Marian model's
// leading language code in `source` (">>deu<< ...") is attended to but is
// no source word: the links number the words after it.
// Shape: cross is L x H x T x S.
SentenceAttention sentence_attention(nn::Transformer& model, const tok::Tokenizer& tokenizer,
                                     const std::string& source, const std::string& target_text,
                                     const std::vector<int64_t>& target_ids);

struct CorpusAlignmentOptions {
    int64_t max_extra = 50;                      // greedy length limit when there is no target
    const std::atomic<bool>* cancel = nullptr;   // checked before each sentence (throws decode::Cancelled)
    std::function<void(int64_t done, int64_t total)> progress;
};

struct CorpusAttention {
    std::vector<SentenceAttention> sentences;
    std::vector<std::string> translations;  // the model's own (greedy), when no targets were given
};

// Every pair's attention, one at a time: `visit(i, attention, translation)`
// is called for pair i and the attention is dropped after (memory does not
// grow with the corpus). With `targets` empty the model translates each
// source greedily (`translation`) and the links number the words of its
// translation; otherwise `translation` is empty.
void for_each_sentence_attention(
    nn::Transformer& model, const tok::Tokenizer& tokenizer, const std::vector<std::string>& sources,
    const std::vector<std::string>& targets, const CorpusAlignmentOptions& options,
    const std::function<void(size_t index, const SentenceAttention& s, const std::string& translation)>& visit);

// Every pair's attention kept (for views that re-read it).
CorpusAttention corpus_attention(nn::Transformer& model, const tok::Tokenizer& tokenizer,
                                 const std::vector<std::string>& sources, const std::vector<std::string>& targets,
                                 const CorpusAlignmentOptions& options = {});

// Links of every sentence for one method.
std::vector<Links> corpus_links(const CorpusAttention& corpus, const AlignMethod& method);

// The mean of a decoder layer's heads.
HeadChoice layer_mean(int layer);

}  // namespace studio::analysis
