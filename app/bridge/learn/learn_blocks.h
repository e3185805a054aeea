// The Learn page's questions about the model's building blocks, answered as
// plain values (no tensors): Figure 1 with each block's shapes for the current
// sentence and its parameter count; multi-head attention (§3.2.2) worked for
// one query: every head's row and output, their concatenation and W^O; and
// one residual sub-layer (§3.1, §3.3, §5.4) before and after, for one token.
// The values are read from the engine's probe (model/nn/probe.h) and its own
// modules, so the page cannot drift from the model.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "translation_types.h"

#include <QString>
#include <QStringList>
#include <QVector>

namespace studio::app {

// The blocks of Figure 1, bottom to top: encoder on the left, decoder on the right.
enum class Block {
    SourceEmbedding,
    SourcePositions,
    EncoderSelfAttention,
    EncoderAddNorm1,
    EncoderFeedForward,
    EncoderAddNorm2,
    TargetEmbedding,
    TargetPositions,
    DecoderSelfAttention,
    DecoderAddNorm1,
    CrossAttention,
    DecoderAddNorm2,
    DecoderFeedForward,
    DecoderAddNorm3,
    Linear,
    Softmax,
};
constexpr int kBlockCount = int(Block::Softmax) + 1;

// Which blocks hold one matrix together (§3.4): the paper ties both
// embeddings and the output projection; a model may share only the two
// embeddings (one vocabulary, its own output projection) or only the target
// embedding and the output projection (Marian with separate vocabularies).
enum class Sharing { None, EmbeddingsAndOutput, Embeddings, TargetAndOutput };

struct BlockFacts {
    QString input;          // shape of what goes in, e.g. "(1, 7, 64)"
    QString output;         // shape of what comes out
    QString inner;          // the attention blocks' per-head shapes; the FFN's hidden layer
    qint64 parameters = 0;  // one layer's (blocks inside a stack) or the block's
    int repeats = 1;        // N for blocks inside a stack
    Sharing shared = Sharing::None;  // a matrix held with other blocks (§3.4), and which
};

struct ArchitectureFacts {
    QStringList sourceTokens;  // the sentence's pieces, EOS included
    QStringList targetTokens;  // the decoder input BOS y1 .. y_{n-1} of its greedy translation
    QString translation;
    int encoderLayers = 0, decoderLayers = 0;
    qint64 dModel = 0, heads = 0, dFf = 0, sourceVocabulary = 0, targetVocabulary = 0;
    bool preNorm = false;
    // Where the open model departs from the paper (a Marian model, say).
    QString activation = QStringLiteral("relu");  // the FFN's: "relu", "silu" or "gelu"
    bool marianPositions = false;  // sinusoidal table laid out sines first, then cosines
    bool learnedPositions = false; // learned position vectors (Table 3 row E), no sinusoids
    bool scaledEmbeddings = true;  // embeddings multiplied by sqrt(d_model)
    bool logitsBias = false;       // a fixed bias added to the logits
    bool tiedOutput = false;       // the output projection is the target embedding's matrix (no bias of its own)
    bool attentionBias = true;     // W^Q, W^K, W^V and W^O have biases (the paper's equations show none)
    qint64 totalParameters = 0;
    QVector<BlockFacts> blocks;  // indexed by Block
    const BlockFacts& at(Block b) const { return blocks[int(b)]; }
};

// Every head of one encoder self-attention layer for one query.
struct MultiHeadWalk {
    QStringList tokens;           // source pieces: queries and keys
    int layers = 0, heads = 0, dModel = 0;
    int keyDim = 0;               // d_k: queries and keys
    int headDim = 0;              // d_v: each head's output, and its share of the Concat
    int layer = 0, query = 0;
    QVector<QVector<double>> weights;  // per head: the engine's attention row (S)
    QVector<QVector<double>> outputs;  // per head: weights . V, this head's output (d_v)
    QVector<double> concat;            // Concat(head_1 .. head_h) for the query (H d_v)
    QVector<double> projected;         // concat W^O (+ b when the model has it), computed here (D)
    bool outputBias = true;            // W^O has a bias (a tutorial import or attention_bias off: none)
    QVector<double> engine;            // the engine's attention module output for the query (D)
};

// One residual sub-layer of one encoder layer for one token.
struct SublayerWalk {
    QStringList tokens;
    int layers = 0, layer = 0, sublayer = 0, token = 0;  // sublayer 0: self-attention, 1: feed-forward
    bool preNorm = false;
    // The model's layer norm: PyTorch's gain · (x − mean) / √(var + ε) + bias
    // (variance over D), or the PyTorch tutorial's gain · (x − mean) /
    // (std + ε) + bias (standard deviation over D − 1).
    bool tutorialNorm = false;
    double normEps = 0.0;
    qint64 dFf = 0;
    int hiddenActive = 0;       // feed-forward: hidden units above 0 of d_ff (after the activation)
    QString activation = QStringLiteral("relu");  // the FFN's: "relu", "silu" or "gelu"
    QVector<double> input;      // x (D)
    QVector<double> normed;     // pre-norm: LayerNorm(x), what the block reads; empty in post-norm
    QVector<double> block;      // Sublayer(.): the attention or FFN output (D)
    QVector<double> residual;   // x + block (D)
    QVector<double> output;     // LayerNorm(x + block) in post-norm, x + block in pre-norm, computed here (D)
    QVector<double> engine;     // the engine's sub-layer output (D)
};

// Translates `sentence` greedily and runs the model on it with a probe on
// layer 0. Throws std::runtime_error with the engine's message.
ArchitectureFacts architectureFacts(const ModelHandle& model, const QString& sentence);
// What a configuration alone says (sizes, the norm's place, the activation,
// the positions, the embeddings' scale, the output): Figure 1's formulas of
// that model while its numbers are worked out, or of the Train page's
// settings without a model. No sentence, no blocks.
ArchitectureFacts configFacts(const nn::TransformerConfig& c);

// Out-of-range layer/query are clamped. Throws std::runtime_error.
MultiHeadWalk multiHeadWalk(const ModelHandle& model, const QString& sentence, int layer, int query);

// Out-of-range layer/sublayer/token are clamped. Throws std::runtime_error.
SublayerWalk sublayerWalk(const ModelHandle& model, const QString& sentence, int layer, int sublayer, int token);

}  // namespace studio::app
