// SPDX-License-Identifier: GPL-3.0-or-later
// AttentionHeatmap from the keyboard: a current cell moved by the arrow
// keys, clicked by Space or Enter, its value said as a tooltip and as the
// view's accessible description (a screen reader has no pointer to hover).
#include "attention_heatmap.h"

#include <qcustomplot.h>

#include <QAccessible>
#include <QFocusEvent>
#include <QKeyEvent>
#include <QToolTip>

#include <algorithm>

namespace studio::widgets {

void AttentionHeatmap::setKeyboardCell(int row, int col) {
    if (rows() <= 0 || cols() <= 0) return;
    keyRow_ = std::clamp(row, 0, rows() - 1);
    keyCol_ = std::clamp(col, 0, cols() - 1);
    // Kept in view: a zoomed-in map pans to the cell.
    auto keepInView = [](QCPAxis* axis, int at) {
        const QCPRange r = axis->range();
        if (at - 0.5 < r.lower) axis->setRange(at - 0.5, at - 0.5 + r.size());
        else if (at + 0.5 > r.upper) axis->setRange(at + 0.5 - r.size(), at + 0.5);
    };
    keepInView(plot_->xAxis, keyCol_);
    keepInView(plot_->yAxis, keyRow_);
    updateKeyboardCursor();
    setHovered(keyRow_, keyCol_);
    const QString tip = toolTipAt(keyRow_, keyCol_);
    setAccessibleDescription(data_.title.isEmpty() ? tip : data_.title + QStringLiteral(". ") + tip);
    if (hasFocus() && isVisible())
        QToolTip::showText(plot_->mapToGlobal(cellCenter(keyRow_, keyCol_)), tip, plot_);
    QAccessibleEvent changed(this, QAccessible::DescriptionChanged);
    QAccessible::updateAccessibility(&changed);
}

void AttentionHeatmap::updateKeyboardCursor() {
    const bool shown = hasFocus() && keyRow_ >= 0 && keyCol_ >= 0;
    keyCursor_->setVisible(shown);
    if (shown) {
        keyCursor_->topLeft->setCoords(keyCol_ - 0.5, keyRow_ - 0.5);
        keyCursor_->bottomRight->setCoords(keyCol_ + 0.5, keyRow_ + 0.5);
    }
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

void AttentionHeatmap::zoomAboutKeyboardCell(double factor) {
    if (keyRow_ < 0) return;
    plot_->xAxis->scaleRange(factor, keyCol_);
    plot_->yAxis->scaleRange(factor, keyRow_);
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

void AttentionHeatmap::keyPressEvent(QKeyEvent* event) {
    if (rows() <= 0 || cols() <= 0) {
        QWidget::keyPressEvent(event);
        return;
    }
    const int row = std::max(keyRow_, 0), col = std::max(keyCol_, 0);
    const int page = 10;
    switch (event->key()) {
        case Qt::Key_Left: setKeyboardCell(row, col - 1); break;
        case Qt::Key_Right: setKeyboardCell(row, col + 1); break;
        case Qt::Key_Up: setKeyboardCell(row - 1, col); break;
        case Qt::Key_Down: setKeyboardCell(row + 1, col); break;
        case Qt::Key_PageUp: setKeyboardCell(row - page, col); break;
        case Qt::Key_PageDown: setKeyboardCell(row + page, col); break;
        case Qt::Key_Home: setKeyboardCell(row, 0); break;
        case Qt::Key_End: setKeyboardCell(row, cols() - 1); break;
        case Qt::Key_Space:
        case Qt::Key_Return:
        case Qt::Key_Enter:
            if (keyRow_ < 0) setKeyboardCell(0, 0);  // focused by a click beside the cells
            // As a click on the cell (Ctrl: as a Ctrl+click, which adds a column).
            emit cellClicked(keyRow_, keyCol_, event->modifiers() & Qt::ControlModifier);
            break;
        case Qt::Key_Plus:
        case Qt::Key_Equal: zoomAboutKeyboardCell(0.8); break;
        case Qt::Key_Minus: zoomAboutKeyboardCell(1.25); break;
        case Qt::Key_0: resetZoom(); break;
        default: QWidget::keyPressEvent(event); return;
    }
    event->accept();
}

void AttentionHeatmap::focusInEvent(QFocusEvent* event) {
    QWidget::focusInEvent(event);
    if (keyRow_ < 0 && rows() > 0 && cols() > 0) {
        // Tab into the view starts at the first cell; a click chooses its own.
        if (event->reason() != Qt::MouseFocusReason) setKeyboardCell(0, 0);
    }
    updateKeyboardCursor();
}

void AttentionHeatmap::focusOutEvent(QFocusEvent* event) {
    QWidget::focusOutEvent(event);
    updateKeyboardCursor();
}

}  // namespace studio::widgets
