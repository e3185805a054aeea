// SPDX-License-Identifier: GPL-3.0-or-later
#include "heatmap_overlay.h"

#include "attention_colors.h"
#include "attention_heatmap.h"

#include <algorithm>
#include <cmath>

namespace studio::widgets {

namespace {

// Below this cell size (pixels) a hatch is just noise: the grey fill of the
// colour map alone marks the masked cells.
constexpr double kMinHatchCell = 5.0;

}  // namespace

HeatmapOverlay::HeatmapOverlay(QCPAxisRect* axisRect, const HeatmapData* data)
    : QCPLayerable(axisRect->parentPlot()), axisRect_(axisRect), data_(data) {}

void HeatmapOverlay::applyDefaultAntialiasingHint(QCPPainter* painter) const {
    painter->setAntialiasing(false);
}

QRect HeatmapOverlay::clipRect() const { return axisRect_->rect(); }

void HeatmapOverlay::draw(QCPPainter* painter) {
    const HeatmapData& d = *data_;
    if (d.masked.empty() || d.rows <= 0 || d.cols <= 0) return;
    QCPAxis* x = axisRect_->axis(QCPAxis::atBottom);
    QCPAxis* y = axisRect_->axis(QCPAxis::atLeft);
    const double cellW = std::abs(x->coordToPixel(1) - x->coordToPixel(0));
    const double cellH = std::abs(y->coordToPixel(1) - y->coordToPixel(0));
    if (cellW < kMinHatchCell || cellH < kMinHatchCell) return;

    // Cells in view only: a zoomed-in 150x150 matrix draws a handful.
    const int c0 = std::max(0, int(std::floor(x->range().lower + 0.5)));
    const int c1 = std::min(d.cols - 1, int(std::ceil(x->range().upper - 0.5)));
    const int r0 = std::max(0, int(std::floor(y->range().lower + 0.5)));
    const int r1 = std::min(d.rows - 1, int(std::ceil(y->range().upper - 0.5)));

    const QString minusInf = QStringLiteral("\u2212\u221e");
    QFont font = x->tickLabelFont();
    font.setPointSizeF(font.pointSizeF() * 1.15);  // "∞" is a small glyph in most fonts
    painter->setFont(font);
    const QFontMetricsF fm(painter->font());
    // "−∞" names the mask's score; a cell that is no input has no score.
    const bool withText = d.maskedMeaning != HeatmapData::Masked::NotAnInput && cellW >= fm.horizontalAdvance(minusInf) + 6 && cellH >= fm.height() + 2;

    painter->setPen(Qt::NoPen);
    QBrush hatch(maskedHatchColor(), Qt::BDiagPattern);
    for (int r = r0; r <= r1; ++r) {
        const double top = std::min(y->coordToPixel(r - 0.5), y->coordToPixel(r + 0.5));
        // Neighbouring masked cells of a row are one rectangle: fewer calls,
        // and the hatch runs on without seams.
        int c = c0;
        while (c <= c1) {
            if (!d.masked[size_t(r) * d.cols + c]) {
                ++c;
                continue;
            }
            const int start = c;
            while (c <= c1 && d.masked[size_t(r) * d.cols + c]) ++c;
            const double left = x->coordToPixel(start - 0.5);
            const double right = x->coordToPixel(c - 0.5);
            painter->fillRect(QRectF(left, top, right - left, cellH), hatch);
        }
    }
    if (!withText) return;
    painter->setPen(QColor(0x3c, 0x3c, 0x3c));
    for (int r = r0; r <= r1; ++r) {
        for (int c = c0; c <= c1; ++c) {
            if (!d.masked[size_t(r) * d.cols + c]) continue;
            const QRectF cell(x->coordToPixel(c - 0.5), std::min(y->coordToPixel(r - 0.5), y->coordToPixel(r + 0.5)),
                              cellW, cellH);
            // A solid patch under the text keeps it legible over the hatch.
            const QRectF textBox = fm.boundingRect(cell, Qt::AlignCenter, minusInf).adjusted(-2, 0, 2, 0);
            painter->fillRect(textBox, maskedColor());
            painter->drawText(cell, Qt::AlignCenter, minusInf);
        }
    }
}

}  // namespace studio::widgets
