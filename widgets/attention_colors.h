// SPDX-License-Identifier: GPL-3.0-or-later
// The colours of the attention views, shared by the heatmap and the grid so
// that one weight has one colour everywhere: a sequential white → dark blue
// scale (light means little attention; it stays readable in greyscale print),
// a hatched grey for cells masked to −∞, and an orange for highlights.
#pragma once

#include <QColor>

class QCPColorGradient;

namespace studio::widgets {

// 0 → white, 1 → dark blue; NaN (how masked cells are stored) → maskedColor().
QCPColorGradient attentionGradient();

// Fill of a masked cell and the colour of its hatch lines.
QColor maskedColor();
QColor maskedHatchColor();

// Outline of highlighted rows, columns and the grid's current cell.
QColor highlightColor();

}  // namespace studio::widgets
