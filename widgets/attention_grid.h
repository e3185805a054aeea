// SPDX-License-Identifier: GPL-3.0-or-later
// AttentionGrid: the "model view", every head of every layer at once. One
// small heatmap per layer and head, plus a column with each layer's mean
// over its heads; clicking one asks for it in the large heatmap. Thumbnails
// are QImages with one pixel per weight, scaled once per cell size (a
// QCustomPlot per thumbnail would take seconds to build for 6 x 8 heads).
// Orientation as everywhere: rows are queries, columns keys.
#pragma once

#include <QImage>
#include <QString>
#include <QWidget>

#include <vector>

namespace studio::widgets {

class AttentionGrid : public QWidget {
    Q_OBJECT

public:
    explicit AttentionGrid(QWidget* parent = nullptr);

    // values: layers x heads x rows x cols, row-major. Wrong sizes are
    // refused with a warning and an empty grid. The current cell is cleared.
    // `off`: layers x heads flags, true for a head switched off (its weights
    // are computed but its output is not used): drawn struck through and left
    // out of the layer's mean (unless every head of the layer is off). Empty: all on.
    void setData(int layers, int heads, int rows, int cols, const std::vector<float>& values, const QString& title,
                 const std::vector<bool>& off = {});
    void clear();

    int layers() const { return layers_; }
    int heads() const { return heads_; }
    int rows() const { return rows_; }
    int cols() const { return cols_; }
    // Thumbnails of single heads (layers x heads), and of means (one a layer).
    int cellCount() const { return layers_ * heads_; }
    int meanCellCount() const { return heads_ > 0 ? layers_ : 0; }

    // Outlines one cell (head -1: the layer's mean); layer -1 clears it.
    void setCurrent(int layer, int head);
    int currentLayer() const { return currentLayer_; }
    int currentHead() const { return currentHead_; }

    // The weight a thumbnail is drawn from; head -1: the mean over the heads.
    double valueAt(int layer, int head, int row, int col) const;
    // Where a thumbnail is, in widget coordinates (empty if there is none),
    // and which one is under a point.
    QRect cellRect(int layer, int head) const;
    bool cellAt(const QPoint& pos, int* layer, int* head) const;
    QString toolTipAt(int layer, int head) const;

    // PNG, SVG or PDF by the suffix: the same drawing as on screen, at the
    // widget's size (its size hint when it was never laid out).
    bool exportImage(const QString& path, QString* error = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    // head is -1 for the mean column.
    void headClicked(int layer, int head);

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;

private:
    // Where everything goes for a given widget size (attention_grid_paint.cpp).
    struct Geometry {
        int cell = 0;     // thumbnail side, pixels
        int left = 0;     // x of the first thumbnail column
        int top = 0;      // y of the first thumbnail row
        int rowHeaderWidth = 0;
        QRect titleRect, legendRect;
    };
    Geometry geometry(const QSize& size) const;
    QRect cellRectIn(const Geometry& g, int layer, int head) const;
    void paintTo(QPainter& painter, const QSize& size) const;
    void paintLegend(QPainter& painter, const QRect& rect) const;
    const QImage& scaledThumbnail(int layer, int head, int side) const;
    int thumbnailIndex(int layer, int head) const { return layer * (heads_ + 1) + (head < 0 ? heads_ : head); }
    void buildThumbnails();

    int layers_ = 0, heads_ = 0, rows_ = 0, cols_ = 0;
    std::vector<bool> off_;  // layers x heads; empty: every head on
    bool isOff(int layer, int head) const { return !off_.empty() && off_[size_t(layer) * heads_ + head]; }
    int headsOn(int layer) const;
    std::vector<float> values_;  // layers x heads x rows x cols
    std::vector<float> means_;   // layers x rows x cols
    std::vector<QImage> thumbnails_;  // layers x (heads + 1): one pixel a weight, mean last
    mutable std::vector<QImage> scaled_;  // the same at scaledSide_ pixels
    mutable int scaledSide_ = 0;
    QString title_;
    int currentLayer_ = -1, currentHead_ = -1;
    int pressedLayer_ = -1, pressedHead_ = -2;  // -2: no press on a cell
};

}  // namespace studio::widgets
