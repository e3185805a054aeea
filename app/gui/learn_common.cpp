// SPDX-License-Identifier: GPL-3.0-or-later
#include "learn_common.h"

#include <QLocale>
#include <QTableWidget>

#include <algorithm>
#include <cmath>

namespace studio::app {

QTableWidgetItem* learnNumberItem(double value, int decimals) {
    auto* item = new QTableWidgetItem(QLocale().toString(value, 'f', decimals));
    item->setData(Qt::UserRole, value);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

QTableWidget* learnReadOnlyTable(QWidget* parent) {
    auto* table = new QTableWidget(parent);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setMinimumHeight(200);
    return table;
}

QString learnTokenLabel(int index, const QString& token) { return QStringLiteral("%1: %2").arg(index).arg(token); }

QColor learnDivergingColor(double value, double range) {
    const double t = range > 0.0 ? std::clamp(value / range, -1.0, 1.0) : 0.0;
    const int fade = int(std::lround(255.0 * (1.0 - std::abs(t))));
    // Towards (0xd7, 0x30, 0x27) for positive and (0x45, 0x75, 0xb4) for negative, as in RdBu.
    if (t >= 0.0)
        return QColor(255 - int((255 - 0xd7) * t), fade + int(0x30 * t), fade + int(0x27 * t));
    const double u = -t;
    return QColor(fade + int(0x45 * u), fade + int(0x75 * u), 255 - int((255 - 0xb4) * u));
}

}  // namespace studio::app
