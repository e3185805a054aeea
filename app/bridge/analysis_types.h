// Plain value types between the Analyze page and the model's thread: head
// statistics, the pruning curve, word alignments, and the heads a person
// switched off. No LibTorch here; the engine's structs are copied into these.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "decode/results.h"

#include <QMetaType>
#include <QPair>
#include <QString>
#include <QStringList>
#include <QVector>

namespace studio::app {

// The attention kinds in the order the engine lists them.
enum class HeadKind { EncoderSelf = 0, DecoderSelf = 1, Cross = 2 };

struct HeadId {
    HeadKind kind = HeadKind::EncoderSelf;
    int layer = 0;
    int head = 0;
    bool operator==(const HeadId& o) const { return kind == o.kind && layer == o.layer && head == o.head; }
};
using HeadGates = QVector<HeadId>;  // the heads switched off; empty: the whole model

// The sentence pairs an analysis runs over: two line-aligned files (and an
// optional Pharaoh gold file), or, with no files, the open model's own dev
// set (the dataset and seed its checkpoint records; a demo's gold links).
struct AnalysisSet {
    QString sourcePath, referencePath, goldPath;
    bool oneBasedGold = false;
    bool goldTargetFirst = false;  // the gold names the target first ("j-i"): swapped when read
    int maxSentences = 200;  // the first pairs only
    // A multilingual model's target-language token (">>deu<<", the Translate
    // page's choice) put first in every source, as Translate sends it; empty: none.
    QString languageToken;
    bool operator==(const AnalysisSet& o) const {
        return sourcePath == o.sourcePath && referencePath == o.referencePath && goldPath == o.goldPath &&
               oneBasedGold == o.oneBasedGold && goldTargetFirst == o.goldTargetFirst &&
               maxSentences == o.maxSentences && languageToken == o.languageToken;
    }
};

struct HeadRow {
    HeadId id;
    double deltaLoss = 0.0, importance = 0.0, confidence = 0.0, entropy = 0.0;
    QString role;      // "positional", "eos-bos", "rare-token" or empty
    QString evidence;  // the engine's English words; the views compose their own from the two below
    double roleShare = 0.0;  // the share of queries behind the role
    int roleOffset = 0;      // positional: the offset
};

// Where an analysis's sentence pairs came from; the views word it (in the
// reader's language).
struct SetOrigin {
    enum class Kind { Files, DemoDev, RunDev };
    Kind kind = Kind::Files;
    QString name;       // the demo, the run's dataset, or the source file
    QString reference;  // Files: the reference file
    QString languageToken;  // put first in every source (AnalysisSet::languageToken), or empty
    qint64 pairsInSet = 0;  // > 0 when only the first pairs were taken ("Pairs at most"): the set's count
    qint64 pairsTaken = 0;  // then: how many were taken
};

struct HeadsResult {
    SetOrigin setOrigin;        // where the pairs came from
    double devLoss = 0.0;
    qint64 sentences = 0, targetTokens = 0;
    int encoderLayers = 0, decoderLayers = 0, heads = 0;
    QVector<HeadRow> rows;      // encoder self, decoder self, cross; by layer, then head
};

struct PruneRoundView {
    qint64 pruned = 0;
    double share = 0.0, devLoss = 0.0, bleu = 0.0;
    HeadGates removed;
};

struct PruneCurveView {
    QString scope;              // "all", "encoder_self", "decoder_self", "cross"
    QString bleuTokenize;       // "13a", "none", "char": the run's dev BLEU tokenizer
    qint64 heads = 0;
    qint64 sentences = 0;       // pairs measured
    SetOrigin setOrigin;
    QVector<PruneRoundView> rounds;
};
using PruneCurves = QVector<PruneCurveView>;

struct AlignmentRequest {
    AnalysisSet set;
    int pair = 0;               // the pair shown (0-based)
    // Rule: the default rule (analysis/alignment_rule.h) chooses step and layer
    // mean; Best: the best head or layer mean (on half the gold pairs, scored on
    // the other half; without gold by the rule's criterion).
    enum class Choice { Rule, Best, LayerMean, Head } choice = Choice::Rule;
    int layer = 0;
    int head = 0;
    // Rule: chosen by the rule (for Choice::Best: both steps considered).
    enum class Step { Rule, Prediction, Input } step = Step::Rule;
    bool meanRows = false;      // merge rule: the papers' any-subword unless set
    QString otherLinksPath;     // when set: also score this file of another aligner's Pharaoh links
};

// Which attention an alignment read: a layer mean or one head, and the step.
struct AlignMethodView {
    bool oneHead = false;
    int layer = 0, head = 0;
    bool predictionStep = true;
    bool operator==(const AlignMethodView& o) const {
        return oneHead == o.oneHead && layer == o.layer && head == o.head && predictionStep == o.predictionStep;
    }
};

struct AlignmentResult {
    SetOrigin setOrigin;
    int pair = 0, pairs = 0;
    AlignMethodView method;
    bool meanRows = false;      // merge rule: mean-rows, else any-subword
    // When the rule chose among several candidates: the chosen one's and the
    // runner-up's lexical entropy H(source word | target word), in bits.
    bool ruleChose = false;
    double ruleEntropy = 0.0;
    AlignMethodView ruleNext;
    double ruleNextEntropy = 0.0;
    QStringList sourceWords, targetWords;
    QVector<QVector<double>> weights;  // target word x source word, rows sum to 1
    QVector<QPair<int, int>> links;    // (source word, target word)
    bool hasGold = false;
    QVector<QPair<int, int>> goldSure, goldPossible;  // possible without the sure ones
    double aer = 0.0, precision = 0.0, recall = 0.0;  // against the gold: all pairs, or those after chosenOn
    int chosenOn = 0;           // Best with gold: chosen on pairs 1..chosenOn, scored on the rest
    double chosenOnAer = 0.0;
    // Another aligner's links (AlignmentRequest::otherLinksPath), scored with
    // the same scorer over the same pairs as the links above (after chosenOn).
    QString otherLinksPath;
    double otherAer = 0.0, otherPrecision = 0.0, otherRecall = 0.0;
    QStringList pharaoh;        // every pair's links, one line each
    int headsOff = 0;           // heads switched off (Analyze ▸ Heads) when the attention was read
};

// "Why this token": gradient attribution of a translation's tokens
// (analysis/attribution.h) on the model's thread.
struct AttributionQuery {
    QString source;
    bool hasTarget = false;
    QString target;          // teacher-forced when hasTarget, else the model's translation with:
    int beamSize = 1;        // 1: greedy
    double lengthPenalty = 0.6;
    int maxExtra = 50;
    int method = 2;          // analysis::AttributionMethod: 0 saliency, 1 input x gradient, 2 integrated gradients
    int steps = 50;          // integrated gradients
    QVector<qint64> targetIds;  // when not empty: the target as ids (the step-through's prefix), forced as is
    QString contrast;        // a token to contrast ("why y rather than this"), or empty
    qint64 contrastId = -1;  // or its vocabulary id
    int contrastPosition = -1;  // with a contrast: the one position it is asked at; -1 every position
};

struct HeadAgreementView {
    HeadKind kind = HeadKind::Cross;  // Cross or DecoderSelf
    int layer = 0, head = 0;
    double tau = 0.0;                 // Kendall tau-b; NaN when undefined
};

struct TokenAttributionView {
    int position = 0;
    QString token;
    QString contrast;               // the contrast token's piece, or empty
    QVector<double> source;         // one score per source piece (EOS included)
    QVector<double> target;         // BOS y1 .. y_{i-1}
    double f = 0.0, fBaseline = 0.0, sum = 0.0;
    double gap = 0.0;               // integrated gradients' completeness gap; NaN for the others
    int steps = 0;                  // integrated gradients' evaluations for this token (more where the gap asked)
    QVector<HeadAgreementView> heads;  // cross heads, then decoder self heads
};

struct AttributionResult {
    QString source, target;
    QStringList sourcePieces, targetPieces;   // source with EOS; y1 .. yn
    QVector<qint64> targetIds;                // y1 .. yn: what was explained (asked again as these ids)
    QString decoderStart;                     // the decoder's first input (<s>, or Marian's <pad>)
    bool targetGiven = false;                 // the target was forced (typed, or the step-through's); else searched
    bool sourceCut = false, targetCut = false;  // cut to fit the model's positions
    QStringList sourceWords, targetWords;
    QVector<int> sourcePieceWords, targetPieceWords;  // -1 for BOS/EOS
    int method = 2, steps = 0;
    int layers = 0, heads = 0;                // decoder layers, heads per layer
    QVector<TokenAttributionView> tokens;     // one per target token explained
    // The pair's attention, every kind (one teacher-forced pass; decoder rows
    // = inputs start y1 .. y_{n-1}): what the Translate page shows of the pair.
    decode::AttentionReport attention;
    float crossAt(int layer, int head, int row, int col) const { return attention.cross.at(layer, head, row, col); }
    float selfAt(int layer, int head, int row, int col) const {
        return attention.decoder_self.at(layer, head, row, col);
    }
};

}  // namespace studio::app

Q_DECLARE_METATYPE(studio::app::AttributionQuery)
Q_DECLARE_METATYPE(studio::app::AttributionResult)
Q_DECLARE_METATYPE(studio::app::AnalysisSet)
Q_DECLARE_METATYPE(studio::app::HeadGates)
Q_DECLARE_METATYPE(studio::app::HeadsResult)
Q_DECLARE_METATYPE(studio::app::PruneCurveView)
Q_DECLARE_METATYPE(studio::app::PruneCurves)
Q_DECLARE_METATYPE(studio::app::AlignmentRequest)
Q_DECLARE_METATYPE(studio::app::AlignmentResult)
