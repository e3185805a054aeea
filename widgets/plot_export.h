// Saving a QCustomPlot as an image file: PNG (pixels), PDF and SVG (vectors,
// for slides and papers). Shared by the metric plots and the heatmaps.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

class QCustomPlot;

namespace studio::widgets {

// The file suffixes exportPlot() understands, lower case, without the dot.
QStringList plotExportFormats();

// Writes `plot` at width x height pixels (or points) in the format of the
// path's suffix. False with a message in `error` for an unknown suffix or a
// file that cannot be written.
bool exportPlot(QCustomPlot* plot, const QString& path, int width, int height, QString* error = nullptr);

}  // namespace studio::widgets
