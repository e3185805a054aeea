// SPDX-License-Identifier: GPL-3.0-or-later
#include "plot_export.h"

#include <qcustomplot.h>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QSvgGenerator>

namespace studio::widgets {
namespace {

// The context of this file's texts. lupdate reads it from the macro; a plain
// tr() helper here was filed by lupdate under another context than the one
// it asked for at run time, so its texts were never translated.
struct PlotExport {
    Q_DECLARE_TR_FUNCTIONS(PlotExport)
};

QString unsupported(const QString& suffix, const QStringList& formats) {
    return PlotExport::tr("Unsupported image format \"%1\": use %2").arg(suffix, formats.join(QStringLiteral(", ")));
}

// Paints on `device` with a QCPPainter (a QPainter that QCustomPlot can draw
// through too, so plots and plain views share this path).
bool paintOn(QPaintDevice* device, const std::function<void(QPainter&)>& paint) {
    QCPPainter painter;
    if (!painter.begin(device)) return false;
    paint(painter);
    return painter.end();
}

// The file and why: the folder is read-only, the disk is full (it said
// only "Cannot write FILE").
QString cannotWrite(const QString& path, const QSaveFile& file) {
    const QString why = file.error() != QFileDevice::NoError ? file.errorString() : PlotExport::tr("the drawing failed");
    return PlotExport::tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), why);
}

}  // namespace

QStringList plotExportFormats() { return {QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf")}; }

bool exportDrawing(const QString& path, const QSize& size, const QString& title, const QStringList& formats,
                   const QColor& pngBackground, const std::function<void(QPainter&)>& paint, QString* error) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (!formats.contains(suffix)) {
        if (error) *error = unsupported(suffix, formats);
        return false;
    }
    // Through a QSaveFile: a drawing that cannot be written in full (a full
    // disk) leaves a file already there as it was, and says so.
    QSaveFile file(path);
    bool ok = file.open(QIODevice::WriteOnly);
    if (ok && suffix == QLatin1String("png")) {
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        image.fill(pngBackground);
        ok = paintOn(&image, paint) && image.save(&file, "PNG");
    } else if (ok && suffix == QLatin1String("svg")) {
        QSvgGenerator svg;
        svg.setOutputDevice(&file);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(title);
        svg.setDescription(PlotExport::tr("Exported by Attention Studio"));
        ok = paintOn(&svg, paint);
    } else if (ok && suffix == QLatin1String("pdf")) {
        QPdfWriter pdf(&file);
        // One page exactly the drawing's size, 1 pixel = 1 point.
        pdf.setPageSize(QPageSize(QSizeF(size), QPageSize::Point));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        pdf.setResolution(72);
        pdf.setTitle(title);
        ok = paintOn(&pdf, paint);
    }
    ok = ok && file.size() > 0 && file.commit();
    if (!ok && error) *error = cannotWrite(path, file);
    return ok;
}

bool exportPlot(QCustomPlot* plot, const QString& path, int width, int height, QString* error) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("svg") || suffix == QLatin1String("pdf")) {
        // QCustomPlot has no SVG writer of its own, but it draws through any
        // QPaintDevice: an SVG generator or a PDF writer on a QSaveFile gets
        // the same vector drawing. (Its savePdf wrote over the old file in
        // place and said nothing of a full disk.)
        return exportDrawing(path, QSize(width, height), QFileInfo(path).completeBaseName(), {suffix}, Qt::white,
                             [&](QPainter& painter) {
                                 plot->toPainter(static_cast<QCPPainter*>(&painter), width, height);
                             },
                             error);
    }
    if (suffix != QLatin1String("png")) {
        if (error) *error = unsupported(suffix, plotExportFormats());
        return false;
    }
    QSaveFile file(path);  // as above: the old file stays whole when writing fails
    const bool ok = file.open(QIODevice::WriteOnly) && plot->toPixmap(width, height).save(&file, "PNG") && file.commit();
    if (!ok && error) *error = cannotWrite(path, file);
    return ok;
}

}  // namespace studio::widgets
