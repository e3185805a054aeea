// One field of a CSV file the way RFC 4180 writes it, for every CSV the
// desktop app writes (curves, heatmaps, the Runs table); the engine's
// files use studio::csv_field (model/engine/csv_text.h), the same rule.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace studio::widgets {

// `text` as it is when it holds no comma, quote or line break (a lone
// carriage return included); otherwise quoted, its quotes doubled.
inline QString csvField(const QString& text) {
    const bool plain = !text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) &&
                       !text.contains(QLatin1Char('\n')) && !text.contains(QLatin1Char('\r'));
    if (plain) return text;
    QString quoted = text;
    quoted.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

}  // namespace studio::widgets
