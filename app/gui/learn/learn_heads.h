// The Learn page's section on what the heads do: after the paper, Michel,
// Levy & Neubig 2019 and Voita et al. 2019 found that a few heads do most of
// the work (positional, rare-word heads) and most can be removed; Garg et al.
// 2019 read word alignments off cross-attention. With the heads measured on
// the Analyze page, the section names the open model's most needed heads and
// what they attend to; its button measures them there.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis_types.h"
#include "translation_types.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTableWidget;

namespace studio::app {

class HeadsSection : public QWidget {
    Q_OBJECT

public:
    static constexpr int kTopHeads = 5;

    explicit HeadsSection(QWidget* parent = nullptr);

    // The latest statistics (empty: none yet), measured on the model
    // `measured` (the Analyze page's). The table lists the heads whose
    // removal costs the most dev loss, with their roles, while the page
    // shows that model (setShownModel); for another model it says so and
    // lists none.
    void setHeads(const HeadsResult& heads, const ModelSummary& measured = {});
    void setShownModel(const ModelSummary& shown);
    QTableWidget* table() const { return table_; }
    QString noteText() const;
    // The same weights: the same file (or run) at the same step.
    static bool sameModel(const ModelSummary& a, const ModelSummary& b);

signals:
    void measureRequested();

private:
    void showHeads();
    HeadsResult heads_;
    ModelSummary measured_, shown_;
    QLabel* note_ = nullptr;
    QTableWidget* table_ = nullptr;
    QPushButton* measure_ = nullptr;
};

}  // namespace studio::app
