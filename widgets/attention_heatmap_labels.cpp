// SPDX-License-Identifier: GPL-3.0-or-later
// AttentionHeatmap: the token labels on the axes. A 150-token sentence has
// more labels than a small view has lines of text: only every k-th is shown
// (k a round number, chosen from the cell size in pixels after each layout),
// and all of them once the user zooms in far enough.
#include "attention_heatmap.h"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace studio::widgets {

namespace {

// Labels longer than this (pixels) are elided on the axes; the tooltip has
// them in full.
constexpr int kMaxLabelWidth = 110;

// The smallest "round" step (1, 2, 5, 10, 20, 50, ...) that leaves `needed`
// pixels per label when cells are `cell` pixels apart: labels then sit on
// positions a reader can count on (every 5th, every 10th).
int labelStep(double needed, double cell) {
    if (cell <= 0.0) return 1;
    const double raw = std::ceil(needed / cell);
    for (int base = 1;; base *= 10) {
        for (int m : {1, 2, 5}) {
            if (base * m >= raw) return base * m;
        }
        if (base > 1000000) return base;  // absurd sizes: give up gracefully
    }
}

}  // namespace

// Without labels, positions are numbered from 0, as everywhere else.
QString AttentionHeatmap::rowLabel(int row) const {
    return row < data_.rowLabels.size() ? data_.rowLabels[row] : QString::number(row);
}

QString AttentionHeatmap::colLabel(int col) const {
    return col < data_.colLabels.size() ? data_.colLabels[col] : QString::number(col);
}

bool AttentionHeatmap::updateTickLabels() {
    const QCPAxisRect* rect = plot_->axisRect();
    const QFontMetrics fm(plot_->xAxis->tickLabelFont());
    int widest = 0;
    for (int c = 0; c < cols(); ++c) widest = std::max(widest, std::min(fm.horizontalAdvance(colLabel(c)), kMaxLabelWidth));
    const double cellW = rect->width() / std::max(plot_->xAxis->range().size(), 1e-9);
    const double cellH = rect->height() / std::max(plot_->yAxis->range().size(), 1e-9);
    // Upright labels when each fits its column; otherwise turned, so that
    // one line of text per column is all the room they need.
    const bool rotate = widest + 8 > cellW;
    const int xStep = labelStep(rotate ? fm.height() + 2 : widest + 8, cellW);
    const int yStep = labelStep(fm.height() + 1, cellH);
    if (rotate == rotated_ && xStep == xStep_ && yStep == yStep_) return false;
    rotated_ = rotate;
    xStep_ = xStep;
    yStep_ = yStep;
    plot_->xAxis->setTickLabelRotation(rotate ? -90 : 0);
    // Thinned labels carry their position (from 0, as the unlabelled axes,
    // the CLI's JSON and the masks number them): "which token is this" must
    // not need counting cells.
    const auto text = [&](const QString& label, int i, int step) {
        const bool numbered = step > 1 && label != QString::number(i);
        //: a thinned axis label: position, token
        return fm.elidedText(numbered ? tr("%1: %2").arg(i).arg(label) : label, Qt::ElideRight, kMaxLabelWidth);
    };
    xTicker_->clear();
    for (int c = 0; c < cols(); c += xStep) xTicker_->addTick(c, text(colLabel(c), c, xStep));
    yTicker_->clear();
    for (int r = 0; r < rows(); r += yStep) yTicker_->addTick(r, text(rowLabel(r), r, yStep));
    return true;
}

void AttentionHeatmap::relayoutIfLabelsChanged() {
    // Called between QCustomPlot's layout and its drawing, when the cell size
    // in pixels is known. New labels change the axis margins, hence the cell
    // size: lay out again (what QCustomPlot::updateLayout does) until stable.
    for (int pass = 0; pass < 3 && updateTickLabels(); ++pass) {
        plot_->plotLayout()->update(QCPLayoutElement::upPreparation);
        plot_->plotLayout()->update(QCPLayoutElement::upMargins);
        plot_->plotLayout()->update(QCPLayoutElement::upLayout);
    }
}

int AttentionHeatmap::visibleColumnLabelCount() const {
    const QCPRange r = plot_->xAxis->range();
    return int(std::count_if(xTicker_->ticks().keyBegin(), xTicker_->ticks().keyEnd(),
                             [&](double k) { return r.contains(k); }));
}

int AttentionHeatmap::visibleRowLabelCount() const {
    const QCPRange r = plot_->yAxis->range();
    return int(std::count_if(yTicker_->ticks().keyBegin(), yTicker_->ticks().keyEnd(),
                             [&](double k) { return r.contains(k); }));
}

}  // namespace studio::widgets
