// SPDX-License-Identifier: GPL-3.0-or-later
#include "head_grid.h"

#include "attention_colors.h"

#include <qcustomplot.h>

#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace studio::widgets {
namespace {

constexpr int kMargin = 8;
constexpr int kTitle = 22;     // panel title height
constexpr int kLabel = 28;     // layer label width / head label height
constexpr int kGap = 18;       // between panels
constexpr int kMaxCell = 64;
constexpr int kMinCell = 22;

}  // namespace

HeadGrid::HeadGrid(QWidget* parent) : QWidget(parent) {
    // Named for screen readers: a painted view is otherwise one unnamed object.
    setAccessibleName(tr("Grid of attention heads"));
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setFocusPolicy(Qt::StrongFocus);  // switching heads must not need a mouse
}

void HeadGrid::setPanels(const QVector<HeadPanel>& panels) {
    panels_ = panels;
    // Another model's shape: the current head stays only where it still is.
    const Current c = current_;
    if (c.panel >= panels_.size() || (c.panel >= 0 && (c.layer >= panels_[c.panel].layers ||
                                                        c.head >= panels_[c.panel].heads)))
        current_ = Current();
    updateGeometry();
    update();
}

void HeadGrid::setDecimals(int decimals) {
    decimals_ = decimals;
    update();
}

QSize HeadGrid::sizeHint() const {
    int width = kMargin, height = 0;
    for (const auto& p : panels_) {
        width += kLabel + p.heads * 48 + kGap;
        height = std::max(height, kTitle + kLabel + p.layers * 48);
    }
    return {std::max(width, 300), height + 2 * kMargin};
}

QSize HeadGrid::minimumSizeHint() const {
    int width = kMargin, height = 0;
    for (const auto& p : panels_) {
        width += kLabel + p.heads * kMinCell + kGap;
        height = std::max(height, kTitle + kLabel + p.layers * kMinCell);
    }
    return {std::max(width, 200), height + 2 * kMargin};
}

QRect HeadGrid::cellRectIn(const QSize& size, int panel, int layer, int head) const {
    // One cell size for all panels, the largest that fits both ways.
    int columns = 0, rows = 0;
    for (const auto& p : panels_) {
        columns += p.heads;
        rows = std::max(rows, p.layers);
    }
    if (columns == 0 || rows == 0) return {};
    const int spare_w = size.width() - 2 * kMargin - static_cast<int>(panels_.size()) * (kLabel + kGap);
    const int spare_h = size.height() - 2 * kMargin - kTitle - kLabel;
    const int cell = std::clamp(std::min(spare_w / columns, spare_h / rows), kMinCell, kMaxCell);
    int x = kMargin;
    for (int i = 0; i < panel; ++i) x += kLabel + panels_[i].heads * cell + kGap;
    return {x + kLabel + head * cell, kMargin + kTitle + kLabel + layer * cell, cell, cell};
}

QRect HeadGrid::cellRect(int panel, int layer, int head) const { return cellRectIn(size(), panel, layer, head); }

void HeadGrid::paint(QPainter& painter, const QSize& size) const {
    painter.setRenderHint(QPainter::Antialiasing, true);
    double lo = 0.0, hi = 0.0;
    bool first = true;
    for (const auto& p : panels_)
        for (const auto& c : p.cells) {
            if (!std::isfinite(c.value)) continue;
            lo = first ? c.value : std::min(lo, c.value);
            hi = first ? c.value : std::max(hi, c.value);
            first = false;
        }
    lo = std::min(lo, 0.0);  // zero stays white: "this head does nothing"
    QCPColorGradient gradient = attentionGradient();
    const QPalette pal = palette();
    const QFont base = painter.font();
    for (int pi = 0; pi < panels_.size(); ++pi) {
        const HeadPanel& p = panels_[pi];
        if (p.layers == 0 || p.heads == 0) continue;
        const QRect first_cell = cellRectIn(size, pi, 0, 0);
        const int cell = first_cell.width();
        QFont title_font = base;
        title_font.setBold(true);
        painter.setFont(title_font);
        painter.setPen(pal.color(QPalette::WindowText));
        painter.drawText(QRect(first_cell.left() - kLabel, kMargin, kLabel + p.heads * cell, kTitle),
                         Qt::AlignLeft | Qt::AlignVCenter, p.title);
        QFont small = base;
        small.setPointSizeF(std::max(6.0, small.pointSizeF() * 0.85));
        painter.setFont(small);
        for (int h = 0; h < p.heads; ++h) {
            const QRect r = cellRectIn(size, pi, 0, h);
            painter.drawText(QRect(r.left(), r.top() - kLabel, r.width(), kLabel), Qt::AlignCenter,
                             QStringLiteral("h%1").arg(h));
        }
        for (int l = 0; l < p.layers; ++l) {
            const QRect r = cellRectIn(size, pi, l, 0);
            painter.setPen(pal.color(QPalette::WindowText));
            painter.drawText(QRect(r.left() - kLabel, r.top(), kLabel - 4, r.height()), Qt::AlignRight | Qt::AlignVCenter,
                             QStringLiteral("L%1").arg(l));
            for (int h = 0; h < p.heads; ++h) {
                const HeadCell& c = p.cells[l * p.heads + h];
                const QRect rect = cellRectIn(size, pi, l, h).adjusted(1, 1, -1, -1);
                const bool measured = std::isfinite(c.value);
                const double t = measured && hi > lo ? (c.value - lo) / (hi - lo) : 0.0;
                const QColor fill = c.off ? maskedColor() : QColor::fromRgb(gradient.color(t, QCPRange(0.0, 1.0)));
                painter.fillRect(rect, fill);
                painter.setPen(QPen(pal.color(QPalette::Mid), 1));
                painter.drawRect(rect);
                if (c.off) {
                    painter.setPen(QPen(maskedHatchColor(), 2));
                    painter.drawLine(rect.topLeft(), rect.bottomRight());
                    painter.drawLine(rect.topRight(), rect.bottomLeft());
                }
                const bool dark = !c.off && fill.lightnessF() < 0.55;
                painter.setPen(dark ? Qt::white : Qt::black);
                if (cell >= 34 && (c.off || measured))
                    painter.drawText(rect, Qt::AlignCenter,
                                     c.off ? tr("off") : locale().toString(c.value, 'f', decimals_));
                if (!c.badge.isEmpty()) {
                    const QRect badge(rect.right() - 14, rect.top() + 2, 13, 13);
                    painter.setBrush(highlightColor());
                    painter.setPen(Qt::NoPen);
                    painter.drawRoundedRect(badge, 3, 3);
                    painter.setPen(Qt::black);
                    painter.drawText(badge, Qt::AlignCenter, c.badge);
                    painter.setBrush(Qt::NoBrush);
                }
            }
        }
    }
    painter.setFont(base);
}

void HeadGrid::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    paint(painter, size());
    // The head the keyboard acts on, framed while the grid has the focus.
    if (hasFocus() && current_.panel >= 0) {
        // Two tones, so that it shows on light and on dark cells alike.
        const QRect r = cellRect(current_.panel, current_.layer, current_.head).adjusted(1, 1, -2, -2);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(palette().color(QPalette::WindowText), 3));
        painter.drawRect(r);
        painter.setPen(QPen(Qt::white, 1));
        painter.drawRect(r.adjusted(2, 2, -2, -2));
    }
}

void HeadGrid::moveCurrent(int dLayer, int dHead) {
    if (panels_.isEmpty()) return;
    Current c = current_;
    if (c.panel < 0) c = {0, 0, 0};
    const HeadPanel* p = &panels_[c.panel];
    c.layer = std::clamp(c.layer + dLayer, 0, std::max(0, p->layers - 1));
    c.head += dHead;
    // Left of the first head and right of the last go on into the next panel.
    if (c.head < 0 && c.panel > 0) {
        --c.panel;
        p = &panels_[c.panel];
        c.head = p->heads - 1;
    } else if (c.head >= p->heads && c.panel + 1 < panels_.size()) {
        ++c.panel;
        p = &panels_[c.panel];
        c.head = 0;
    }
    c.head = std::clamp(c.head, 0, std::max(0, p->heads - 1));
    c.layer = std::clamp(c.layer, 0, std::max(0, p->layers - 1));
    current_ = c;
    update();
}

void HeadGrid::keyPressEvent(QKeyEvent* event) {
    const bool menu = event->key() == Qt::Key_Menu || (event->key() == Qt::Key_F10 && event->modifiers() & Qt::ShiftModifier);
    switch (event->key()) {
    case Qt::Key_Left: moveCurrent(0, -1); return;
    case Qt::Key_Right: moveCurrent(0, 1); return;
    case Qt::Key_Up: moveCurrent(-1, 0); return;
    case Qt::Key_Down: moveCurrent(1, 0); return;
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (current_.panel >= 0) emit headClicked(current_.panel, current_.layer, current_.head);
        return;
    default: break;
    }
    if (menu && current_.panel >= 0) {
        const QRect r = cellRect(current_.panel, current_.layer, current_.head);
        emit headMenuRequested(current_.panel, current_.layer, current_.head, mapToGlobal(r.center()));
        return;
    }
    QWidget::keyPressEvent(event);
}

void HeadGrid::focusInEvent(QFocusEvent* event) {
    if (current_.panel < 0) moveCurrent(0, 0);  // the first head
    update();
    QWidget::focusInEvent(event);
}

void HeadGrid::focusOutEvent(QFocusEvent* event) {
    update();
    QWidget::focusOutEvent(event);
}

HeadGrid::Hit HeadGrid::hitAt(const QPoint& pos) const {
    for (int pi = 0; pi < panels_.size(); ++pi)
        for (int l = 0; l < panels_[pi].layers; ++l)
            for (int h = 0; h < panels_[pi].heads; ++h)
                if (cellRect(pi, l, h).contains(pos)) return {pi, l, h};
    return {};
}

void HeadGrid::mousePressEvent(QMouseEvent* event) {
    const Hit hit = hitAt(event->position().toPoint());
    if (hit.panel >= 0) current_ = {hit.panel, hit.layer, hit.head};  // the keyboard goes on from here
    if (hit.panel >= 0 && event->button() == Qt::LeftButton) emit headClicked(hit.panel, hit.layer, hit.head);
    QWidget::mousePressEvent(event);
}

void HeadGrid::contextMenuEvent(QContextMenuEvent* event) {
    const Hit hit = hitAt(event->pos());
    if (hit.panel >= 0) emit headMenuRequested(hit.panel, hit.layer, hit.head, event->globalPos());
}

bool HeadGrid::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const Hit hit = hitAt(help->pos());
        if (hit.panel >= 0) {
            const HeadPanel& p = panels_[hit.panel];
            QToolTip::showText(help->globalPos(), p.cells[hit.layer * p.heads + hit.head].tooltip, this);
        } else {
            QToolTip::hideText();
        }
        return true;
    }
    return QWidget::event(event);
}

}  // namespace studio::widgets
