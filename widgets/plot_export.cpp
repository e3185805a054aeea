// SPDX-License-Identifier: GPL-3.0-or-later
#include "plot_export.h"

#include <qcustomplot.h>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSvgGenerator>

namespace studio::widgets {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("studio::widgets::PlotExport", text); }

// QCustomPlot has no SVG writer of its own, but it draws through any
// QPaintDevice: an SVG generator gets the same vector drawing as the PDF.
bool saveSvg(QCustomPlot* plot, const QString& path, int width, int height) {
    {
        // QSvgGenerator reports nothing when it cannot write: check first.
        QFile probe(path);
        if (!probe.open(QIODevice::WriteOnly)) return false;
    }
    QSvgGenerator generator;
    generator.setFileName(path);
    generator.setSize(QSize(width, height));
    generator.setViewBox(QRect(0, 0, width, height));
    generator.setTitle(QFileInfo(path).completeBaseName());
    generator.setDescription(tr("Exported by Attention Studio"));
    QCPPainter painter;
    if (!painter.begin(&generator)) return false;
    plot->toPainter(&painter, width, height);
    painter.end();
    return QFileInfo(path).size() > 0;
}

}  // namespace

QStringList plotExportFormats() { return {QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf")}; }

bool exportPlot(QCustomPlot* plot, const QString& path, int width, int height, QString* error) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    bool ok = false;
    if (suffix == QLatin1String("png")) {
        ok = plot->savePng(path, width, height);
    } else if (suffix == QLatin1String("pdf")) {
        ok = plot->savePdf(path, width, height);
    } else if (suffix == QLatin1String("svg")) {
        ok = saveSvg(plot, path, width, height);
    } else {
        if (error)
            *error = tr("Unsupported image format \"%1\": use %2")
                         .arg(suffix, plotExportFormats().join(QStringLiteral(", ")));
        return false;
    }
    if (!ok && error) *error = tr("Cannot write %1").arg(QDir::toNativeSeparators(path));
    return ok;
}

}  // namespace studio::widgets
