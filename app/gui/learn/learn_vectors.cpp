// SPDX-License-Identifier: GPL-3.0-or-later
#include "learn_vectors.h"

#include "learn_common.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace studio::app {

namespace {
constexpr int kRowHeight = 22;
constexpr int kGap = 6;
}  // namespace

VectorStrips::VectorStrips(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void VectorStrips::setRows(const QVector<Row>& rows) {
    rows_ = rows;
    updateGeometry();
    update();
}

void VectorStrips::setSharedScale(bool shared) {
    shared_scale_ = shared;
    update();
}

double VectorStrips::rowRange(int row) const {
    double range = 0.0;
    for (int r = 0; r < rows_.size(); ++r) {
        if (!shared_scale_ && r != row) continue;
        for (double v : rows_[r].values) range = std::max(range, std::abs(v));
    }
    return range;
}

int VectorStrips::labelWidth() const {
    int width = 0;
    for (const Row& row : rows_) width = std::max(width, fontMetrics().horizontalAdvance(row.label));
    return width + 10;
}

QSize VectorStrips::sizeHint() const {
    return QSize(labelWidth() + 480, int(rows_.size()) * (kRowHeight + kGap) + kGap);
}

QSize VectorStrips::minimumSizeHint() const { return QSize(labelWidth() + 120, sizeHint().height()); }

void VectorStrips::paintEvent(QPaintEvent*) {
    QPainter p(this);
    const int left = labelWidth();
    const double span = std::max(width() - left - 4, 10);
    int y = kGap;
    for (int index = 0; index < rows_.size(); ++index) {
        const Row& row = rows_[index];
        p.setPen(palette().text().color());
        p.drawText(QRect(0, y, left - 6, kRowHeight), Qt::AlignRight | Qt::AlignVCenter, row.label);
        const int n = int(row.values.size());
        const double range = rowRange(index);
        const int cells = std::max(row.cells, n);
        const double cell = cells > 0 ? span / cells : span;
        const double x0 = left + row.offset * cell;
        for (int i = 0; i < n; ++i) {
            const QRectF r(x0 + i * cell, y, cell + 0.5, kRowHeight);  // +0.5: no hairline gaps
            p.fillRect(r, learnDivergingColor(row.values[i], range));
        }
        p.setPen(QPen(palette().mid().color(), 1));
        p.setBrush(Qt::NoBrush);
        p.drawRect(QRectF(x0, y, n * cell, kRowHeight));
        if (row.group > 0) {
            p.setPen(QPen(palette().text().color(), 2));
            for (int i = row.group; i < n; i += row.group)
                p.drawLine(QPointF(x0 + i * cell, y - 2), QPointF(x0 + i * cell, y + kRowHeight + 2));
        }
        y += kRowHeight + kGap;
    }
}

}  // namespace studio::app
