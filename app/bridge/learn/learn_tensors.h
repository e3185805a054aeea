// What learn_engine.cpp and learn_blocks.cpp share: a tensor's values as a
// plain vector, and a sentence prepared the way the Translate page's attention
// report does it (source ids, and the decoder input of its greedy translation).
// Bridge-internal: includes LibTorch, so never included by app/gui.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "opened_model.h"

#include <torch/torch.h>

#include <QString>
#include <QStringList>
#include <QVector>

#include <string>
#include <vector>

namespace studio::app {

// Every element, row-major, as double.
QVector<double> tensorValues(const torch::Tensor& t);

// "(1, 7, 64)"
QString shapeText(const torch::Tensor& t);

struct PreparedSentence {
    std::vector<int64_t> source;    // the model's source ids (framed, truncated to max_positions)
    QStringList sourcePieces;       // one per source id
    torch::Tensor src;              // (1, S) on the model's device
    std::vector<int64_t> decoderInput;  // BOS y1 .. y_{n-1} of the greedy translation (translate only)
    QStringList decoderPieces;
    QString translation;
    torch::Tensor tgt;              // (1, T) on the model's device (translate only)
};

// Puts the model in eval mode (no dropout: the numbers of a translation).
// Call under NoGradGuard.
PreparedSentence prepareSentence(const ModelHandle& model, const QString& sentence, bool translate);

}  // namespace studio::app
