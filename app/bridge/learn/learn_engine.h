// The Learn page's questions to the engine, answered as plain values (no
// tensors): the positional-encoding table (§3.5), one query of scaled
// dot-product attention worked step by step (§3.2.1, Eq. 1), the learning-rate
// schedule (§5.3, Eq. 3) and the label-smoothed target (§5.4). Every number
// comes from the engine's own code, so the page cannot drift from the model.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "translation_types.h"

#include <QString>
#include <QStringList>
#include <QVector>

namespace studio::app {

// How a positional table's columns are laid out: the paper's sine/cosine
// pairs (§3.5), Marian's every sine then every cosine, or learned vectors
// (Table 3 row E), which have no waves to name.
enum class PositionColumns { Interleaved, SinThenCos, Learned };

// A (positions x dModel) table, row-major: values[pos * dModel + dim].
struct PositionalTable {
    int positions = 0;
    int dModel = 0;
    QVector<double> values;
    PositionColumns columns = PositionColumns::Interleaved;
    bool scaledEmbeddings = true;  // embeddings multiplied by sqrt(d_model) before the table is added (§3.4)
    double embeddingScale = 0.0;   // sqrt(d_model), or 1 where the model does not scale
    double at(int pos, int dim) const { return values.value(pos * dModel + dim); }
};

// One query row of one encoder self-attention head, as the model computed it.
struct AttentionWalk {
    QStringList tokens;          // source pieces, EOS included: queries and keys
    int layers = 0, heads = 0, headDim = 0;  // headDim: d_k, the width of queries and keys
    int valueDim = 0;            // d_v, the width of values (d_k unless the model sets them apart)
    int layer = 0, head = 0, query = 0;
    double scale = 0.0;          // 1 / sqrt(d_k)
    QVector<double> dots;        // q . k_j for every key j (computed here from the engine's q and k)
    QVector<double> scores;      // the engine's QK^T / sqrt(d_k) row (before the softmax)
    QVector<double> weights;     // the engine's softmax row (its attention weights)
    QVector<QVector<double>> values;  // v_j (d_v each), the engine's
    QVector<double> output;      // the engine's own output of this head for the query (d_v): sum_j weights_j * v_j
};

// One query row of one decoder self-attention head (§3.2.3), before and after
// the causal mask, for the greedy translation of a sentence.
struct MaskWalk {
    QStringList tokens;          // decoder input BOS y1 .. y_{n-1}: queries and keys
    QString translation;         // the greedy translation the decoder input comes from
    int layers = 0, heads = 0;
    int layer = 0, head = 0, query = 0;
    QVector<double> scores;      // the engine's QK^T / sqrt(d_k) row, before the mask
    QVector<double> before;      // softmax(scores): what the row would be without the mask
    QVector<double> after;       // the engine's attention weights (masked, then softmax)
};

// What the training section plots: Eq. 3's settings and epsilon_ls.
struct LearnSettings {
    qint64 dModel = 512;
    qint64 warmup = 4000;
    double factor = 1.0;
    double labelSmoothing = 0.1;
    // False for an imported model (Marian folder, tutorial .pt): the file
    // holds no schedule, and the values above are a new run's defaults.
    bool scheduleKnown = true;
    // The label smoothing is the model's own: trained here, or imported from
    // the PyTorch tutorial's design (which trains with 0.1).
    bool smoothingKnown = true;
};

// The model behind a handle, for the page's labels.
ModelSummary learnSummary(const ModelHandle& model);
// The settings the model was trained with (its checkpoint's).
LearnSettings learnSettings(const ModelHandle& model);

// Opens a checkpoint on the CPU (a copy of its own: the translation thread
// keeps using its model undisturbed). Null with `error` set on failure.
ModelHandle openLearnModel(const QString& path, QString* error);
// The data the model's checkpoint records (dataset and seed), as one string:
// equal for every snapshot of a run, so the page asks for a sample sentence
// only when it changes (making a demo task takes ~30 ms).
QString learnDataRecord(const ModelHandle& model);
// A sentence of the model's own data: the first dev sentence of the demo its
// checkpoint records (with the run's seed); "" when it records none or its
// data are files (the page then keeps its sentence, or the Translate page's).
QString learnSampleSentence(const ModelHandle& model);
// A multilingual model's target-language tokens (">>deu<<", ...); empty
// otherwise. Cheap (learnSummary() also counts the parameters).
QStringList learnLanguageTokens(const ModelHandle& model);
// The model's positions when `sentence` (as the engine gets it) is longer
// than they hold, so that the sections work on its first pieces only; 0 when
// it fits. Tokenizes only (no forward pass).
qint64 learnSentenceCutAt(const ModelHandle& model, const QString& sentence);

// nn::sinusoidal_table(positions, dModel).
PositionalTable sinusoidalPositions(int positions, int dModel);
// The open model's own table (its `pe` buffer, or learned positions), first `positions` rows.
PositionalTable modelPositions(const ModelHandle& model, int positions);

// Runs the encoder on `sentence` with a probe on `layer` (model/nn/probe.h).
// Out-of-range layer/head/query are clamped. Throws std::runtime_error with the engine's message.
AttentionWalk attentionWalk(const ModelHandle& model, const QString& sentence, int layer, int head, int query);

// Translates `sentence` greedily, then runs the decoder on BOS y1 .. y_{n-1}
// with a probe on `layer` (as decode::attention_report does). Out-of-range
// layer/head/query are clamped. Throws std::runtime_error with the engine's message.
MaskWalk maskWalk(const ModelHandle& model, const QString& sentence, int layer, int head, int query);

// train::noam_learning_rate.
double noamRate(qint64 step, qint64 dModel, qint64 warmup, double factor);

// The target distribution of train::label_smoothed_loss for gold class `gold`
// among `vocabulary` classes, read back from the loss itself: with uniform
// logits, d loss / d logits = softmax - target, so target = 1/V - gradient.
QVector<double> smoothedTarget(int vocabulary, int gold, double epsilon);

}  // namespace studio::app
