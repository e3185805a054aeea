// SPDX-License-Identifier: GPL-3.0-or-later
#include "attention_colors.h"

#include <qcustomplot.h>

namespace studio::widgets {

QCPColorGradient attentionGradient() {
    QCPColorGradient g;
    g.clearColorStops();
    // Lightness falls steadily from 0 to 1, and most of the blue's change is
    // spent on small weights, where attention usually lives.
    g.setColorStopAt(0.00, QColor(0xff, 0xff, 0xff));
    g.setColorStopAt(0.08, QColor(0xe6, 0xef, 0xf8));
    g.setColorStopAt(0.22, QColor(0xc0, 0xd7, 0xec));
    g.setColorStopAt(0.42, QColor(0x87, 0xb4, 0xdb));
    g.setColorStopAt(0.62, QColor(0x4b, 0x8d, 0xc4));
    g.setColorStopAt(0.82, QColor(0x22, 0x62, 0xa6));
    g.setColorStopAt(1.00, QColor(0x0a, 0x2c, 0x5e));
    g.setColorInterpolation(QCPColorGradient::ciRGB);
    g.setLevelCount(256);
    g.setNanHandling(QCPColorGradient::nhNanColor);
    g.setNanColor(maskedColor());
    return g;
}

QColor maskedColor() { return QColor(0xd9, 0xd9, 0xd9); }

QColor maskedHatchColor() { return QColor(0x96, 0x96, 0x96); }

QColor highlightColor() { return QColor(0xe6, 0x55, 0x0d); }

}  // namespace studio::widgets
