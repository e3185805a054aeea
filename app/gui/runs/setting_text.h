// A run setting's text as the desktop writes numbers: the engine's settings
// are plain C text ("0.125", "1e-09", "true", "relu"), which the Runs page
// showed beside locale numbers ("0.125" beside a dev loss of "5,9757" in
// German, ASCII beside Bengali digits). Files keep the engine's text.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLocale>
#include <QString>

namespace studio::app {

// A number in this desktop's way, every digit kept (no group separators: a
// seed is an identifier); any other text as it is.
inline QString localSetting(const QString& engineText) {
    QLocale locale;
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    bool number = false;
    // A whole number as one (the shortest form of 100000 is "1E+05").
    const qlonglong whole = QLocale::c().toLongLong(engineText, &number);
    if (number) return locale.toString(whole);
    const double value = QLocale::c().toDouble(engineText, &number);
    if (!number) return engineText;
    return locale.toString(value, 'g', QLocale::FloatingPointShortest);
}

}  // namespace studio::app
