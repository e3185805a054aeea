// The Learn page's section on a residual sub-layer (§3.1, §3.3): one token's
// vector going through one encoder sub-layer (self-attention or the
// position-wise feed-forward network), step by step: x, what the block reads
// (LayerNorm(x) in pre-norm), the block's output, the residual sum and the
// sub-layer's output, with their mean and spread, beside the engine's output.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "learn_blocks.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QSpinBox;
class QTableWidget;

namespace studio::app {

class LearnChoices;

class VectorStrips;

class SublayerSection : public QWidget {
    Q_OBJECT

public:
    enum Column { DimensionColumn, InputColumn, NormedColumn, BlockColumn, ResidualColumn, OutputColumn, EngineColumn };
    // After the d_model rows of the numbers table: mean, standard deviation, Euclidean length.
    enum StatisticRow { MeanRow, StdRow, LengthRow };

    explicit SublayerSection(QWidget* parent = nullptr);

    void setWalk(const SublayerWalk& walk);
    void clear(const QString& note);
    void select(int layer, int sublayer, int token);

    const SublayerWalk& walk() const { return walk_; }
    QTableWidget* numberTable() const { return numbers_; }
    VectorStrips* strips() const { return strips_; }
    QString summaryText() const;
    QString formulaText() const;  // the open model's arrangement, its FFN, and (pre-norm) the final LayerNorm
    int layer() const;
    int sublayer() const;
    int token() const;

signals:
    void selectionChanged();

private:
    void fill();

    SublayerWalk walk_;
    LearnChoices* choices_ = nullptr;
    QSpinBox* layer_ = nullptr;
    QComboBox* sublayer_ = nullptr;
    QComboBox* token_ = nullptr;
    QLabel* formula_ = nullptr;
    VectorStrips* strips_ = nullptr;
    QTableWidget* numbers_ = nullptr;
    QLabel* summary_ = nullptr;
};

// Mean and population standard deviation, as LayerNorm computes them.
double vectorMean(const QVector<double>& v);
double vectorStd(const QVector<double>& v);

}  // namespace studio::app
