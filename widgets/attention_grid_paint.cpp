// SPDX-License-Identifier: GPL-3.0-or-later
// AttentionGrid: where things go and how they are drawn. One function draws
// for the screen and for every export format, so files show what the user saw.
#include "attention_grid.h"

#include "attention_colors.h"

#include <QPainter>

#include <qcustomplot.h>

#include <algorithm>

namespace studio::widgets {

namespace {

constexpr int kMargin = 10;     // around everything
constexpr int kGap = 4;         // between thumbnails
constexpr int kMeanGap = 16;    // sets the mean column apart from the heads
constexpr int kLegendGap = 12;  // between the grid and the colour legend
constexpr int kMinCell = 12;    // below this a thumbnail shows nothing useful
constexpr int kHintCell = 84;   // thumbnail side the size hint asks for

const QColor kTextColor(0x33, 0x33, 0x33);
const QColor kFrameColor(0xb4, 0xb4, 0xb4);
const QColor kMeanBackground(0xf0, 0xf0, 0xf0);

}  // namespace

AttentionGrid::Geometry AttentionGrid::geometry(const QSize& size) const {
    QFont bold = font();
    bold.setBold(true);
    const QFontMetrics fm(font()), boldFm(bold);
    Geometry g;
    const int titleHeight = title_.isEmpty() ? 0 : boldFm.height() + 8;
    const int headerHeight = fm.height() + 4;
    const int legendHeight = fm.height() + 4;
    for (int l = 0; l < layers_; ++l)
        g.rowHeaderWidth = std::max(g.rowHeaderWidth, fm.horizontalAdvance(tr("Layer %1").arg(l)) + 12);
    const int heads = std::max(1, heads_), layers = std::max(1, layers_);
    const int spareW = size.width() - 2 * kMargin - g.rowHeaderWidth - (heads - 1) * kGap - kMeanGap;
    const int spareH = size.height() - 2 * kMargin - titleHeight - headerHeight - (layers - 1) * kGap - kLegendGap -
                       legendHeight;
    // Square thumbnails, as large as both directions allow.
    g.cell = std::max(kMinCell, std::min(spareW / (heads + 1), spareH / layers));
    const int gridWidth = (heads + 1) * g.cell + (heads - 1) * kGap + kMeanGap;
    const int gridHeight = layers * g.cell + (layers - 1) * kGap;
    g.left = std::max(kMargin, (size.width() - g.rowHeaderWidth - gridWidth) / 2) + g.rowHeaderWidth;
    g.top = kMargin + titleHeight + headerHeight;
    g.titleRect = QRect(0, kMargin, size.width(), titleHeight);
    g.legendRect = QRect(g.left, g.top + gridHeight + kLegendGap, gridWidth, legendHeight);
    return g;
}

QRect AttentionGrid::cellRectIn(const Geometry& g, int layer, int head) const {
    if (layer < 0 || layer >= layers_ || head < -1 || head >= heads_) return QRect();
    const int x = head >= 0 ? g.left + head * (g.cell + kGap)
                            : g.left + heads_ * g.cell + (heads_ - 1) * kGap + kMeanGap;
    return QRect(x, g.top + layer * (g.cell + kGap), g.cell, g.cell);
}

QSize AttentionGrid::sizeHint() const {
    if (layers_ == 0 || heads_ == 0) return QSize(480, 320);
    const Geometry g = geometry(QSize(0, 0));
    const int width = 2 * kMargin + g.rowHeaderWidth + (heads_ + 1) * kHintCell + (heads_ - 1) * kGap + kMeanGap;
    const int height = g.top + layers_ * kHintCell + (layers_ - 1) * kGap + kLegendGap + g.legendRect.height() +
                       kMargin;
    return QSize(width, height);
}

QSize AttentionGrid::minimumSizeHint() const { return QSize(200, 150); }

void AttentionGrid::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    paintTo(painter, size());
}

void AttentionGrid::paintTo(QPainter& painter, const QSize& size) const {
    painter.fillRect(QRect(QPoint(0, 0), size), Qt::white);
    painter.setFont(font());
    if (layers_ == 0 || heads_ == 0 || rows_ == 0 || cols_ == 0) {
        painter.setPen(QColor(0x80, 0x80, 0x80));
        painter.drawText(QRect(QPoint(0, 0), size), Qt::AlignCenter, tr("No attention to show"));
        return;
    }
    const Geometry g = geometry(size);
    const QFontMetrics fm(font());
    const int headerHeight = fm.height() + 4;

    QFont bold = font();
    bold.setBold(true);
    painter.setFont(bold);
    painter.setPen(kTextColor);
    painter.drawText(g.titleRect, Qt::AlignCenter, title_);

    // The mean column on a light band, so it does not read as one more head.
    const QRect firstMean = cellRectIn(g, 0, -1), lastMean = cellRectIn(g, layers_ - 1, -1);
    painter.fillRect(QRect(firstMean.topLeft() - QPoint(6, headerHeight + 2), lastMean.bottomRight() + QPoint(6, 6)),
                     kMeanBackground);
    painter.drawText(QRect(firstMean.left(), g.top - headerHeight, g.cell, headerHeight),
                     Qt::AlignHCenter | Qt::AlignBottom, tr("Mean"));

    painter.setFont(font());
    for (int h = 0; h < heads_; ++h) {
        const QRect cell = cellRectIn(g, 0, h);
        QString text = tr("Head %1").arg(h);
        if (fm.horizontalAdvance(text) > g.cell + kGap) text = QString::number(h);  // narrow: the number alone
        painter.drawText(QRect(cell.left() - kGap / 2, g.top - headerHeight, g.cell + kGap, headerHeight),
                         Qt::AlignHCenter | Qt::AlignBottom, text);
    }
    for (int l = 0; l < layers_; ++l) {
        const QRect first = cellRectIn(g, l, 0);
        painter.setPen(kTextColor);
        painter.drawText(QRect(first.left() - g.rowHeaderWidth, first.top(), g.rowHeaderWidth - 8, g.cell),
                         Qt::AlignRight | Qt::AlignVCenter, tr("Layer %1").arg(l));
        for (int h = -1; h < heads_; ++h) {
            const QRect cell = cellRectIn(g, l, h);
            painter.drawImage(cell.topLeft(), scaledThumbnail(l, h, g.cell));
            painter.setPen(kFrameColor);
            painter.drawRect(cell.adjusted(0, 0, -1, -1));
            if (h >= 0 && isOff(l, h)) {  // switched off: veiled and struck through
                painter.fillRect(cell, QColor(255, 255, 255, 150));
                painter.setPen(QPen(QColor(0xb0, 0x00, 0x20), 2));
                painter.drawLine(cell.topLeft(), cell.bottomRight());
                painter.drawLine(cell.topRight(), cell.bottomLeft());
            }
        }
    }
    if (currentLayer_ >= 0) {
        painter.setPen(QPen(highlightColor(), 3));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(cellRectIn(g, currentLayer_, currentHead_).adjusted(-2, -2, 1, 1));
    }
    paintLegend(painter, g.legendRect);
}

void AttentionGrid::paintLegend(QPainter& painter, const QRect& rect) const {
    // The colour scale as in the large heatmap: 0 → 1, from the same gradient.
    QCPColorGradient gradient = attentionGradient();
    QImage strip(256, 1, QImage::Format_RGB32);
    for (int i = 0; i < strip.width(); ++i) strip.setPixel(i, 0, gradient.color(i / 255.0, QCPRange(0, 1)));
    const QFontMetrics fm(painter.font());
    painter.setPen(kTextColor);
    int x = rect.left();
    const QString zero = QStringLiteral("0"), one = QStringLiteral("1");
    painter.drawText(QRect(x, rect.top(), fm.horizontalAdvance(zero), rect.height()), Qt::AlignVCenter, zero);
    x += fm.horizontalAdvance(zero) + 4;
    const QRect bar(x, rect.center().y() - 5, std::clamp(rect.width() / 3, 60, 180), 10);
    painter.drawImage(bar, strip);
    painter.setPen(kFrameColor);
    painter.drawRect(bar.adjusted(0, 0, -1, -1));
    painter.setPen(kTextColor);
    x = bar.right() + 5;
    painter.drawText(QRect(x, rect.top(), fm.horizontalAdvance(one), rect.height()), Qt::AlignVCenter, one);
    x += fm.horizontalAdvance(one) + 10;
    //: legend under the layers x heads grid
    painter.drawText(QRect(x, rect.top(), std::max(0, rect.right() - x), rect.height()), Qt::AlignVCenter,
                     fm.elidedText(tr("attention weight · rows: queries, columns: keys"), Qt::ElideRight,
                                   std::max(0, rect.right() - x)));
}

}  // namespace studio::widgets
