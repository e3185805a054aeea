// The Learn page's section on multi-head attention (§3.2.2): for one query
// token of one encoder layer, every head's attention row side by side, each
// head's output, their concatenation and the projection by W^O, with the
// shapes, and the engine's own output beside the numbers worked here.
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

class MultiHeadSection : public QWidget {
    Q_OBJECT

public:
    // Columns of the numbers table: dimension, head, concat, concat W^O + b, the engine's.
    enum Column { DimensionColumn, HeadColumn, ConcatColumn, ProjectedColumn, EngineColumn };

    explicit MultiHeadSection(QWidget* parent = nullptr);

    void setWalk(const MultiHeadWalk& walk);
    void clear(const QString& note);
    void select(int layer, int query);

    const MultiHeadWalk& walk() const { return walk_; }
    QTableWidget* headTable() const { return heads_; }       // one row per head, one column per key
    QTableWidget* numberTable() const { return numbers_; }   // one row per dimension of h · d_v or d_model, the longer
    VectorStrips* strips() const { return strips_; }
    QString shapesText() const;
    int layer() const;
    int query() const;

signals:
    void selectionChanged();

private:
    void fillHeads();
    void fillNumbers();
    QString projectionLabel() const;

    MultiHeadWalk walk_;
    LearnChoices* choices_ = nullptr;
    QSpinBox* layer_ = nullptr;
    QComboBox* query_ = nullptr;
    QLabel* shapes_ = nullptr;
    QTableWidget* heads_ = nullptr;
    VectorStrips* strips_ = nullptr;
    QTableWidget* numbers_ = nullptr;
    QLabel* summary_ = nullptr;
};

}  // namespace studio::app
