// The Learn page's section "Is attention an explanation?": Jain & Wallace
// (2019) found that attention weights and gradient-based importance often
// disagree; Wiegreffe & Pinter (2019) answered that whether attention
// explains depends on what one asks of it. The section shows, for a token of
// the current sentence, integrated gradients (Sundararajan et al. 2017) over
// the source beside the cross-attention of the head that agrees most with
// it, and how far the heads agree (Kendall's tau). Its button computes the
// attribution on the Analyze page's model thread; any attribution result
// (also one made on the Analyze page) is shown here.
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
    // Attributions run on the Translate page's model (the model thread's):
    // only when it is the model this page shows (`same`) may the section ask
    // for one; otherwise it says which model it would explain, and a result
    // shown is dropped.
    void setExplainable(bool same, const QString& translateModel);
    bool isExplainable() const { return explainable_; }
    void selectToken(int index);
    widgets::AttentionHeatmap* map() const { return map_; }
    QString noteText() const;

signals:
    // Asks for integrated gradients of the Learn page's sentence.
    void explainRequested();

private:
    void refresh();

    AttributionResult result_;
    bool explainable_ = true;
    QString translateModel_;
    QLabel* note_ = nullptr;
    QComboBox* token_ = nullptr;
    widgets::AttentionHeatmap* map_ = nullptr;
    QPushButton* explain_ = nullptr;
};

}  // namespace studio::app
