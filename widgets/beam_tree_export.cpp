// SPDX-License-Identifier: GPL-3.0-or-later
// BeamTreeView's image export: the whole scene, not only the part on screen,
// as PNG (pixels) or SVG (vectors, for slides and papers).
#include "beam_tree_view.h"

#include "plot_export.h"

#include <QGraphicsScene>
#include <QPainter>

namespace studio::widgets {

QStringList BeamTreeView::exportFormats() { return {QStringLiteral("png"), QStringLiteral("svg")}; }

bool BeamTreeView::exportImage(const QString& path, QString* error) const {
    const QRectF source = scene_->sceneRect();
    const QSize size = source.size().toSize().expandedTo(QSize(1, 1));
    const QRectF target(QPointF(0, 0), QSizeF(size));
    return exportDrawing(path, size, tr("Beam search tree"), exportFormats(), Qt::white,
                         [&](QPainter& painter) {
                             painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
                             scene_->render(&painter, target, source);
                         },
                         error);
}

}  // namespace studio::widgets
