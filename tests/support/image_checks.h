// What a screenshot or an exported picture must show to be more than "an
// image was written": its colours (Qt GUI only, header-only, for the tests of
// the app and the widgets).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QImage>
#include <QSet>

#include <cstdlib>

namespace studio::test {

// Distinct colours (alpha included), counted up to `enough` (then it stops
// looking): a blank or single-colour picture has 1.
inline int distinctColours(const QImage& image, int enough = 64) {
    const QImage argb = image.convertToFormat(QImage::Format_ARGB32);
    QSet<QRgb> seen;
    for (int y = 0; y < argb.height(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(argb.constScanLine(y));
        for (int x = 0; x < argb.width(); ++x) {
            seen.insert(line[x]);
            if (seen.size() >= enough) return int(seen.size());
        }
    }
    return int(seen.size());
}

// Pixels within `tolerance` (per channel) of `colour`, counted up to `enough`.
inline int pixelsOfColour(const QImage& image, const QColor& colour, int tolerance = 0, int enough = 1 << 30) {
    const QImage argb = image.convertToFormat(QImage::Format_ARGB32);
    int n = 0;
    for (int y = 0; y < argb.height(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(argb.constScanLine(y));
        for (int x = 0; x < argb.width(); ++x) {
            const QRgb p = line[x];
            if (qAlpha(p) == 255 && std::abs(qRed(p) - colour.red()) <= tolerance &&
                std::abs(qGreen(p) - colour.green()) <= tolerance && std::abs(qBlue(p) - colour.blue()) <= tolerance &&
                ++n >= enough)
                return n;
        }
    }
    return n;
}

}  // namespace studio::test
