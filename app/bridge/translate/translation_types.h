// Plain value types between the Translate page and the engine's translation
// thread. The model itself crosses as an opaque handle: the GUI can hold it
// and pass it on, never look inside (no LibTorch in this header).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis_types.h"
#include "decode/results.h"
#include "nn/config.h"

#include <QMetaType>
#include <QString>
#include <QStringList>
#include <QVector>

#include <memory>
#include <string>
#include <vector>

namespace studio::app {

// An opened model (weights, tokenizer, settings); defined in the bridge.
struct OpenedModel;
using ModelHandle = std::shared_ptr<OpenedModel>;

// What the page shows about the open model.
struct ModelSummary {
    QString origin;            // the checkpoint's path, or "training snapshot"
    QString kind;              // "training", "weights", "snapshot"
    qint64 step = 0;
    qint64 parameters = 0;
    qint64 vocabulary = 0;
    nn::TransformerConfig config;
    // Heads that were switched off on the previous model: a new model starts
    // with every head on, and the Analyze page says how many were reset.
    int headsReset = 0;
    // A multilingual model's target-language tokens (">>deu<<", ...), put at
    // the start of a source to choose the output language; empty otherwise.
    QStringList languageTokens;
    int beamSize = 0;  // the model's own beam size (a Marian folder's num_beams); 0 when it has none
};

struct TranslationRequest {
    QStringList sources;       // one sentence per entry; the first is shown in detail
    int beamSize = 4;          // 1 = greedy
    double lengthPenalty = 0.6;  // GNMT alpha (§6.1)
    int nbest = 4;             // hypotheses listed (<= beamSize)
    int maxExtra = 50;         // at most source length + this many target tokens
};

struct NBestEntry {
    QString text;
    QStringList pieces;        // target pieces, EOS last when produced
    double logProb = 0.0;
    double score = 0.0;        // what the beam ranks by: logProb / length penalty
    bool cut = false;          // the length limit ended it: no EOS
};

// One beam candidate with its piece, for the beam tree.
struct TracedCandidate {
    int parent = 0;            // index into the previous step's alive candidates
    QString piece;
    double logProb = 0.0;
    double score = 0.0;
    bool finished = false;
    bool cut = false;  // finished by the length limit, without EOS
};

struct TranslationResult {
    QString source;                       // the sentence shown in detail (the first)
    QStringList sources;                  // every line as it was translated, the first included
    QVector<NBestEntry> nbest;            // best first
    QVector<QVector<TracedCandidate>> beam;  // per step (beam 1: the greedy chain)
    // Of the best hypothesis: gathered while decoding (a teacher-forced pass
    // only where that would pass its memory budget).
    decode::AttentionReport attention;
    QStringList otherTranslations;        // best translation of every further sentence
    // The padding mask's batch: tokens (EOS included) of the lines decoded
    // together, padded, from line batchFirstLine on (the first line is
    // searched alone, unpadded: with one line the batch is that line). The
    // further lines go in batches of kFurtherLinesPerBatch, in their order;
    // this is the first of them.
    static constexpr int kFurtherLinesPerBatch = 96;
    std::vector<int> batchSourceLengths;
    int batchFirstLine = 1;
    bool wordPieces = false;              // a word-level vocabulary: pieces are words, joined by spaces
    bool truncated = false;               // a source was longer than the model's positions
    int headsOff = 0;                     // heads switched off on the Analyze page
    HeadGates gates;                      // which ones, when this was computed
    double seconds = 0.0;
};

// The step-through decoding of one sentence, after each step.
struct SteppingState {
    QString source;
    std::vector<std::string> sourceTokens;     // EOS included
    std::string startToken;                    // the decoder's first input, as the tokenizer names it
    // Taken so far. Shared and never changed once sent: each state shares
    // the earlier steps' attention rows instead of copying them again (a
    // walk of T steps copied O(T²) rows; ~1 s a click late in 512 tokens).
    std::vector<std::shared_ptr<const decode::DecodeStep>> steps;
    std::vector<decode::TokenProbability> next;  // the distribution for the next position
    // The attention of the query that gives `next` (its row comes after the
    // steps'); empty once finished.
    decode::AttentionSet nextSelf, nextCross;
    std::shared_ptr<const decode::AttentionSet> encoderSelf;  // L x H x S x S, the session's one copy
    bool finished = false;
    QString translation;
    bool truncated = false;  // the source was longer than the model's positions and was cut
    int headsOff = 0;        // heads switched off on the Analyze page
    HeadGates gates;         // which ones, when this was computed
};

// The attention of a pinned probe sentence at one validation of a training
// run, so that the views can replay how the alignment formed.
struct ProbeRecord {
    qint64 step = 0;
    QString source;
    QString translation;               // greedy, at that step
    decode::AttentionReport attention;
};

}  // namespace studio::app

Q_DECLARE_METATYPE(studio::app::ModelHandle)
Q_DECLARE_METATYPE(studio::app::ProbeRecord)
Q_DECLARE_METATYPE(QVector<studio::app::ProbeRecord>)
Q_DECLARE_METATYPE(studio::app::ModelSummary)
Q_DECLARE_METATYPE(studio::app::TranslationRequest)
Q_DECLARE_METATYPE(studio::app::TranslationResult)
Q_DECLARE_METATYPE(studio::app::SteppingState)
