// The Learn page's section on the decoder's causal mask (§3.2.3): how the
// mask is built for the decoder input of the current sentence's translation
// (0 on and below the diagonal, −∞ above), and one query row of one decoder
// self-attention head before and after masking, with the open model's
// numbers: the future keys get exactly 0 and the rest is renormalised.
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

class MaskingSection : public QWidget {
    Q_OBJECT

public:
    // Columns of the row table: key, score, softmax before masking, mask, after.
    enum Column { KeyColumn, ScoreColumn, BeforeColumn, MaskColumn, AfterColumn };
    // The mask table shows at most this many positions (the row table has every key).
    static constexpr int kShownMaskPositions = 40;

    explicit MaskingSection(QWidget* parent = nullptr);

    void setWalk(const MaskWalk& walk);
    void clear(const QString& note);  // no model, or the engine's message
    void select(int layer, int head, int query);

    const MaskWalk& walk() const { return walk_; }
    QString noteText() const;  // the line above the mask: the translation and the decoder input
    QTableWidget* maskTable() const { return mask_; }  // T x T: "0" or "−∞"
    QTableWidget* rowTable() const { return rows_; }   // one row per key, then the sums
    int layer() const;
    int head() const;
    int query() const;

signals:
    // The user picked another layer, head or query.
    void selectionChanged();

private:
    void fillMask();
    void fillRows();

    MaskWalk walk_;
    QStringList maskTokens_;  // the positions the mask table shows
    LearnChoices* choices_ = nullptr;
    QLabel* note_ = nullptr;
    QTableWidget* mask_ = nullptr;
    QSpinBox* layer_ = nullptr;
    QSpinBox* head_ = nullptr;
    QComboBox* query_ = nullptr;
    QTableWidget* rows_ = nullptr;
    QLabel* summary_ = nullptr;
};

}  // namespace studio::app
