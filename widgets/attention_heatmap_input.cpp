// SPDX-License-Identifier: GPL-3.0-or-later
// AttentionHeatmap: the mouse. Hovering names the cell (signal and tooltip),
// a click on a cell or a token label reports it; a press that moves is a pan
// (QCustomPlot's), not a click.
#include "attention_heatmap.h"

#include <QApplication>
#include <QHelpEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QToolTip>

#include <qcustomplot.h>

#include <cmath>

namespace studio::widgets {

namespace {

// The nearest whole cell index to an axis coordinate, or -1 outside 0..n-1.
int indexAt(double coord, int n) {
    const int i = int(std::floor(coord + 0.5));
    return i >= 0 && i < n ? i : -1;
}

QString formatWeight(double v) { return QLocale().toString(v, 'f', 3); }

}  // namespace

bool AttentionHeatmap::cellAt(const QPoint& pos, int* row, int* col) const {
    int r = -1, c = -1;
    if (plot_->axisRect()->rect().contains(pos)) {
        r = indexAt(plot_->yAxis->pixelToCoord(pos.y()), rows());
        c = indexAt(plot_->xAxis->pixelToCoord(pos.x()), cols());
        if (r < 0 || c < 0) r = c = -1;
    }
    if (row) *row = r;
    if (col) *col = c;
    return r >= 0;
}

QPoint AttentionHeatmap::cellCenter(int row, int col) const {
    return QPoint(int(std::lround(plot_->xAxis->coordToPixel(col))), int(std::lround(plot_->yAxis->coordToPixel(row))));
}

QString AttentionHeatmap::toolTipAt(int row, int col) const {
    if (row < 0 || row >= rows() || col < 0 || col >= cols()) return QString();
    QString value = formatWeight(valueAt(row, col));
    if (isMasked(row, col)) {
        switch (data_.maskedMeaning) {
            case HeatmapData::Masked::Score: value = tr("\u2212\u221e (masked)"); break;
            case HeatmapData::Masked::Weight:
                //: an attention weight that the causal mask made 0
                value = tr("%1 (masked: \u2212\u221e before the softmax)")
                            .arg(formatWeight(data_.values[size_t(row) * data_.cols + col]));
                break;
            //: attribution: this cell is not an input of the row's token
            case HeatmapData::Masked::NotAnInput: value = tr("not an input"); break;
        }
    }
    //: query token → key token: attention weight
    return tr("%1 \u2192 %2: %3").arg(rowLabel(row), colLabel(col), value);
}

bool AttentionHeatmap::labelAt(const QPoint& pos, int* row, int* col) const {
    // Left of the matrix are the row labels, below it the column labels.
    const QRect rect = plot_->axisRect()->rect();
    int r = -1, c = -1;
    if (pos.x() < rect.left() && pos.y() >= rect.top() && pos.y() <= rect.bottom())
        r = indexAt(plot_->yAxis->pixelToCoord(pos.y()), rows());
    else if (pos.y() > rect.bottom() && pos.x() >= rect.left() && pos.x() <= rect.right())
        c = indexAt(plot_->xAxis->pixelToCoord(pos.x()), cols());
    if (row) *row = r;
    if (col) *col = c;
    return r >= 0 || c >= 0;
}

bool AttentionHeatmap::eventFilter(QObject* watched, QEvent* event) {
    if (watched != plot_) return QWidget::eventFilter(watched, event);
    if (event->type() == QEvent::Leave) {
        setHovered(-1, -1);
    } else if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        int row = -1, col = -1;
        if (cellAt(help->pos(), &row, &col)) {
            // Tied to the cell's rectangle: moving to the next cell replaces it.
            const QRectF cell(QPointF(plot_->xAxis->coordToPixel(col - 0.5), plot_->yAxis->coordToPixel(row - 0.5)),
                              QPointF(plot_->xAxis->coordToPixel(col + 0.5), plot_->yAxis->coordToPixel(row + 0.5)));
            QToolTip::showText(help->globalPos(), toolTipAt(row, col), plot_, cell.normalized().toAlignedRect());
        } else if (labelAt(help->pos(), &row, &col)) {
            // Long tokens are elided on the axes: the tooltip has them whole.
            QToolTip::showText(help->globalPos(), row >= 0 ? rowLabel(row) : colLabel(col), plot_);
        } else {
            QToolTip::hideText();
        }
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void AttentionHeatmap::setHovered(int row, int col) {
    if (row == hoverRow_ && col == hoverCol_) return;
    hoverRow_ = row;
    hoverCol_ = col;
    emit cellHovered(row, col);
}

void AttentionHeatmap::onMousePress(QMouseEvent* event) {
    pressed_ = event->button() == Qt::LeftButton;
    pressPos_ = event->position().toPoint();
}

void AttentionHeatmap::onMouseMove(QMouseEvent* event) {
    int row = -1, col = -1;
    cellAt(event->position().toPoint(), &row, &col);
    setHovered(row, col);
}

void AttentionHeatmap::onMouseRelease(QMouseEvent* event) {
    if (!pressed_ || event->button() != Qt::LeftButton) return;
    pressed_ = false;
    const QPoint pos = event->position().toPoint();
    if ((pos - pressPos_).manhattanLength() >= QApplication::startDragDistance()) return;  // a pan
    int row = -1, col = -1;
    if (cellAt(pos, &row, &col)) {
        // The keyboard goes on from the cell clicked.
        keyRow_ = row;
        keyCol_ = col;
        updateKeyboardCursor();
        emit cellClicked(row, col, event->modifiers());
        return;
    }
    if (labelAt(pos, &row, &col)) emit cellClicked(row, col, event->modifiers());
}

}  // namespace studio::widgets
