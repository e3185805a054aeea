// The Learn page's section on scaled dot-product attention (§3.2.1, Eq. 1),
// worked for one query of the current sentence with the open model's numbers:
// q·k for every key, divided by √d_k, the softmax, and the weighted values
// whose sum is the head's output. The user picks layer, head and query token.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "learn_engine.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QSpinBox;
class QTableWidget;

namespace studio::app {

class LearnChoices;

class AttentionSection : public QWidget {
    Q_OBJECT

public:
    // Value dimensions shown (the first ones of d_k).
    static constexpr int kShownValueDims = 4;
    // Columns of the table: key, q·k, ÷√d_k, softmax, then softmax × v[d].
    enum Column { KeyColumn, DotColumn, ScaledColumn, SoftmaxColumn, FirstValueColumn };

    explicit AttentionSection(QWidget* parent = nullptr);

    void setWalk(const AttentionWalk& walk);
    void clear(const QString& note);  // no model, or the engine's message
    void select(int layer, int head, int query);

    const AttentionWalk& walk() const { return walk_; }
    QTableWidget* table() const { return table_; }
    int layer() const;
    int head() const;
    int query() const;

signals:
    // The user picked another layer, head or query.
    void selectionChanged();

private:
    void fillTable();

    AttentionWalk walk_;
    LearnChoices* choices_ = nullptr;
    QLabel* note_ = nullptr;
    QSpinBox* layer_ = nullptr;
    QSpinBox* head_ = nullptr;
    QComboBox* query_ = nullptr;
    QTableWidget* table_ = nullptr;
    QLabel* summary_ = nullptr;
};

}  // namespace studio::app
