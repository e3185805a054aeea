// Saving views as image files: PNG (pixels), PDF and SVG (vectors, for
// slides and papers). exportPlot() for a QCustomPlot; exportDrawing() for
// any view that can paint itself (the attention grid, the beam tree).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QSize>
#include <QString>
#include <QStringList>

#include <functional>

class QCustomPlot;
class QPainter;

namespace studio::widgets {

// The file suffixes exportPlot() understands, lower case, without the dot.
QStringList plotExportFormats();

// Writes `plot` at width x height pixels (or points) in the format of the
// path's suffix. False with a message in `error` for an unknown suffix or a
// file that cannot be written.
bool exportPlot(QCustomPlot* plot, const QString& path, int width, int height, QString* error = nullptr);

// Writes what `paint` draws on a `size` canvas as PNG (on `pngBackground`),
// SVG or PDF (one page of exactly that size), by the path's suffix, which
// must be one of `formats`. False with a message in `error` otherwise or
// when the file cannot be written.
bool exportDrawing(const QString& path, const QSize& size, const QString& title, const QStringList& formats,
                   const QColor& pngBackground, const std::function<void(QPainter&)>& paint,
                   QString* error = nullptr);

}  // namespace studio::widgets
