// SPDX-License-Identifier: GPL-3.0-or-later
// BeamTreeView's image export: the whole scene, not only the part on screen,
// as PNG (pixels) or SVG (vectors, for slides and papers).
#include "beam_tree_view.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGraphicsScene>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>

namespace studio::widgets {

QStringList BeamTreeView::exportFormats() { return {QStringLiteral("png"), QStringLiteral("svg")}; }

bool BeamTreeView::exportImage(const QString& path, QString* error) const {
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (!exportFormats().contains(suffix)) {
        if (error)
            *error = tr("Unsupported image format \"%1\": use %2").arg(suffix, exportFormats().join(QStringLiteral(", ")));
        return false;
    }
    const QRectF source = scene_->sceneRect();
    const QSize size = source.size().toSize().expandedTo(QSize(1, 1));
    const QRectF target(QPointF(0, 0), QSizeF(size));
    bool ok = false;
    if (suffix == QLatin1String("png")) {
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        QPainter painter(&image);
        painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
        scene_->render(&painter, target, source);
        painter.end();
        ok = image.save(path, "PNG");
    } else {
        // QSvgGenerator reports nothing when it cannot write: check first.
        QFile probe(path);
        if (probe.open(QIODevice::WriteOnly)) {
            probe.close();
            QSvgGenerator generator;
            generator.setFileName(path);
            generator.setSize(size);
            generator.setViewBox(target);
            generator.setTitle(tr("Beam search tree"));
            generator.setDescription(tr("Exported by Attention Studio"));
            QPainter painter;
            if (painter.begin(&generator)) {
                scene_->render(&painter, target, source);
                painter.end();
                ok = QFileInfo(path).size() > 0;
            }
        }
    }
    if (!ok && error) *error = tr("Cannot write %1").arg(QDir::toNativeSeparators(path));
    return ok;
}

}  // namespace studio::widgets
