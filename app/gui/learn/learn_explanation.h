// The Learn page's section "Is attention an explanation?": Jain & Wallace
// (2019) found that attention weights and gradient-based importance often
// disagree; Wiegreffe & Pinter (2019) answered that whether attention
// explains depends on what one asks of it. The section shows, for a token of
// the current sentence, integrated gradients (Sundararajan et al. 2017) over
// the source beside the cross-attention of the head that agrees most with
// it, and how far the heads agree (Kendall's tau). Its button asks the Learn
// page's own thread for the attribution of the page's model (every head on,
// the greedy translation its other sections show); once asked, a new model
// (a training snapshot) or sentence is explained again, as the other
// sections follow them.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis_types.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;

namespace studio::widgets {
class AttentionHeatmap;
}

namespace studio::app {

class ExplanationSection : public QWidget {
    Q_OBJECT

public:
    explicit ExplanationSection(QWidget* parent = nullptr);

    void setResult(const AttributionResult& result);
    // Nothing shown, and `note` says why (no model, the engine's message).
    void clear(const QString& note);
    // An explanation is being worked out: what was shown was another
    // sentence's or model's, so it goes.
    void setWorking(const QString& sentence);
    // How far the one being worked out is: gradient evaluations done of
    // `total` (minutes on a base-size model; it said nothing meanwhile).
    void setProgress(qint64 done, qint64 total);
    const AttributionResult& result() const { return result_; }
    void selectToken(int index);
    widgets::AttentionHeatmap* map() const { return map_; }
    QString noteText() const;

signals:
    // Asks for integrated gradients of the Learn page's sentence on its model.
    void explainRequested();

private:
    void refresh();

    AttributionResult result_;
    int chosen_ = 0;  // the token last chosen, kept across recomputations
    QString working_;  // the sentence being worked out; empty when none
    QLabel* note_ = nullptr;
    QComboBox* token_ = nullptr;
    widgets::AttentionHeatmap* map_ = nullptr;
    QPushButton* explain_ = nullptr;
};

}  // namespace studio::app
