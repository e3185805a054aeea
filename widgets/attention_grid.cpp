// SPDX-License-Identifier: GPL-3.0-or-later
// AttentionGrid: data, thumbnails, the mouse and export. The drawing is in
// attention_grid_paint.cpp.
#include "attention_grid.h"

#include "attention_colors.h"
#include "plot_export.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <qcustomplot.h>

#include <limits>

namespace studio::widgets {

AttentionGrid::AttentionGrid(QWidget* parent) : QWidget(parent) {
    // Named for screen readers: a painted view is otherwise one unnamed object.
    setAccessibleName(tr("Attention of every layer and head"));
    setMouseTracking(true);  // the hand cursor over thumbnails
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void AttentionGrid::setData(int layers, int heads, int rows, int cols, const std::vector<float>& values,
                            const QString& title, const std::vector<bool>& off) {
    const bool ok = layers >= 0 && heads >= 0 && rows >= 0 && cols >= 0 &&
                    values.size() == size_t(layers) * heads * rows * cols &&
                    (off.empty() || off.size() == size_t(layers) * heads);
    if (!ok) {
        qWarning("AttentionGrid::setData: %zu values and %zu head flags for %d x %d x %d x %d: not shown",
                 values.size(), off.size(), layers, heads, rows, cols);
        layers = heads = rows = cols = 0;
    }
    layers_ = layers;
    heads_ = heads;
    rows_ = rows;
    cols_ = cols;
    values_ = ok ? values : std::vector<float>();
    off_ = ok ? off : std::vector<bool>();
    title_ = title;
    // The mean column: what the layer as a whole attends to, over the heads
    // whose outputs it uses (as the inspector's "mean of heads").
    const size_t matrix = size_t(rows_) * cols_;
    means_.assign(size_t(layers_) * matrix, 0.0f);
    for (int l = 0; l < layers_; ++l) {
        const int on = headsOn(l);
        const bool onlyOn = on > 0 && on < heads_;  // every head off: the mean of all
        for (size_t i = 0; i < matrix; ++i) {
            double sum = 0;
            for (int h = 0; h < heads_; ++h)
                if (!onlyOn || !isOff(l, h)) sum += values_[(size_t(l) * heads_ + h) * matrix + i];
            means_[size_t(l) * matrix + i] = heads_ > 0 ? float(sum / (onlyOn ? on : heads_)) : 0.0f;
        }
    }
    currentLayer_ = currentHead_ = -1;
    buildThumbnails();
    updateGeometry();  // the size hint depends on layers x heads
    update();
}

void AttentionGrid::clear() { setData(0, 0, 0, 0, {}, QString()); }

void AttentionGrid::buildThumbnails() {
    thumbnails_.clear();
    scaled_.clear();
    scaledSide_ = 0;
    if (layers_ == 0 || heads_ == 0 || rows_ == 0 || cols_ == 0) return;
    QCPColorGradient gradient = attentionGradient();
    const QCPRange range(0, 1);  // fixed, so that heads can be compared
    std::vector<double> line(static_cast<size_t>(cols_));
    const size_t matrix = size_t(rows_) * cols_;
    thumbnails_.reserve(size_t(layers_) * (heads_ + 1));
    for (int l = 0; l < layers_; ++l) {
        for (int h = 0; h <= heads_; ++h) {
            const float* src = h < heads_ ? &values_[(size_t(l) * heads_ + h) * matrix] : &means_[size_t(l) * matrix];
            QImage image(cols_, rows_, QImage::Format_RGB32);
            for (int r = 0; r < rows_; ++r) {
                for (int c = 0; c < cols_; ++c) line[size_t(c)] = src[size_t(r) * cols_ + c];
                gradient.colorize(line.data(), range, reinterpret_cast<QRgb*>(image.scanLine(r)), cols_);
            }
            thumbnails_.push_back(image);
        }
    }
}

const QImage& AttentionGrid::scaledThumbnail(int layer, int head, int side) const {
    if (side != scaledSide_ || scaled_.size() != thumbnails_.size()) {
        // Scaled here rather than by the painter, so that an SVG export holds
        // crisp squares too. Enlarging keeps one flat square a weight;
        // shrinking a long sentence averages neighbours instead of dropping them.
        scaled_.clear();
        for (const QImage& image : thumbnails_) {
            const bool shrink = image.width() > side || image.height() > side;
            scaled_.push_back(image.scaled(side, side, Qt::IgnoreAspectRatio,
                                           shrink ? Qt::SmoothTransformation : Qt::FastTransformation));
        }
        scaledSide_ = side;
    }
    return scaled_[size_t(thumbnailIndex(layer, head))];
}

void AttentionGrid::setCurrent(int layer, int head) {
    const bool valid = layer >= 0 && layer < layers_ && head >= -1 && head < heads_;
    currentLayer_ = valid ? layer : -1;
    currentHead_ = valid ? head : -1;
    update();
}

double AttentionGrid::valueAt(int layer, int head, int row, int col) const {
    if (layer < 0 || layer >= layers_ || head < -1 || head >= heads_ || row < 0 || row >= rows_ || col < 0 ||
        col >= cols_)
        return std::numeric_limits<double>::quiet_NaN();
    const size_t matrix = size_t(rows_) * cols_, cell = size_t(row) * cols_ + col;
    if (head < 0) return means_[size_t(layer) * matrix + cell];
    return values_[(size_t(layer) * heads_ + head) * matrix + cell];
}

QRect AttentionGrid::cellRect(int layer, int head) const { return cellRectIn(geometry(size()), layer, head); }

bool AttentionGrid::cellAt(const QPoint& pos, int* layer, int* head) const {
    const Geometry g = geometry(size());
    for (int l = 0; l < layers_; ++l) {
        for (int h = -1; h < heads_; ++h) {
            if (!cellRectIn(g, l, h).contains(pos)) continue;
            if (layer) *layer = l;
            if (head) *head = h;
            return true;
        }
    }
    return false;
}

int AttentionGrid::headsOn(int layer) const {
    int on = 0;
    for (int h = 0; h < heads_; ++h) on += isOff(layer, h) ? 0 : 1;
    return on;
}

QString AttentionGrid::toolTipAt(int layer, int head) const {
    if (layer < 0 || layer >= layers_ || head < -1 || head >= heads_) return QString();
    const int on = headsOn(layer);
    if (head < 0 && on > 0 && on < heads_)
        return tr("Layer %1, mean over its %n heads switched on", nullptr, on).arg(layer);
    if (head < 0) return tr("Layer %1, mean over its %n heads", nullptr, heads_).arg(layer);
    if (isOff(layer, head)) return tr("Layer %1, head %2: switched off (its output is not used)").arg(layer).arg(head);
    return tr("Layer %1, head %2").arg(layer).arg(head);
}

bool AttentionGrid::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        int layer = -1, head = -1;
        if (cellAt(help->pos(), &layer, &head))
            QToolTip::showText(help->globalPos(), toolTipAt(layer, head), this, cellRect(layer, head));
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

void AttentionGrid::mousePressEvent(QMouseEvent* event) {
    pressedLayer_ = -1;
    pressedHead_ = -2;
    if (event->button() == Qt::LeftButton) cellAt(event->position().toPoint(), &pressedLayer_, &pressedHead_);
}

void AttentionGrid::mouseMoveEvent(QMouseEvent* event) {
    setCursor(cellAt(event->position().toPoint(), nullptr, nullptr) ? Qt::PointingHandCursor : Qt::ArrowCursor);
}

void AttentionGrid::mouseReleaseEvent(QMouseEvent* event) {
    int layer = -1, head = -2;
    // A click is a press and a release on the same thumbnail.
    if (event->button() != Qt::LeftButton || !cellAt(event->position().toPoint(), &layer, &head) ||
        layer != pressedLayer_ || head != pressedHead_)
        return;
    pressedHead_ = -2;
    setCurrent(layer, head);
    emit headClicked(layer, head);
}

bool AttentionGrid::exportImage(const QString& path, QString* error) {
    // Never sized (a top-level widget not shown yet is 640x480 by default): the hint.
    const bool sized = testAttribute(Qt::WA_Resized) && width() >= 200 && height() >= 150;
    const QSize size = sized ? this->size() : sizeHint();
    // Transparent PNG background: the grid paints its own.
    return exportDrawing(path, size, title_, plotExportFormats(), Qt::transparent,
                         [&](QPainter& painter) { paintTo(painter, size); }, error);
}

}  // namespace studio::widgets
