// Small pieces the Learn page's sections share: number cells that keep the
// full value for tests, read-only tables, token labels, and a colour for a
// value on a diverging scale.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QString>

class QTableWidget;
class QTableWidgetItem;
class QWidget;

namespace studio::app {

// A right-aligned cell showing `value` in the locale, the full number under Qt::UserRole.
QTableWidgetItem* learnNumberItem(double value, int decimals = 4);

// A table the user reads but does not edit.
QTableWidget* learnReadOnlyTable(QWidget* parent);

// "3: word", how the sections name a token by its position.
QString learnTokenLabel(int index, const QString& token);

// Blue for negative, white for 0, red for positive; |value| >= `range` is full colour.
QColor learnDivergingColor(double value, double range);

}  // namespace studio::app
