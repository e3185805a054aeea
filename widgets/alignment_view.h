// AlignmentView: a sentence pair's word alignment, as word aligners draw it:
// source words in a row at the top, target words at the bottom, a line from
// each target word to the source words it attends to (width and opacity =
// the word-level weight), the extracted links drawn solid, and gold links,
// when known, in orange: sure solid-dashed, possible dotted. Plain values only.
// For long sentences (crossing lines) the same as a matrix: source words as
// columns, target words as rows, the weight as the cell's colour (the
// attention views' white-to-blue), each link a dark dot, gold links an orange
// frame (solid sure, dotted possible).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPair>
#include <QStringList>
#include <QVector>
#include <QWidget>

class QPainter;

namespace studio::widgets {

struct AlignmentDrawing {
    QStringList sourceWords, targetWords;
    QVector<QVector<double>> weights;  // target x source
    QVector<QPair<int, int>> links;    // (source, target)
    QVector<QPair<int, int>> goldSure, goldPossible;
};

class AlignmentView : public QWidget {
    Q_OBJECT

public:
    explicit AlignmentView(QWidget* parent = nullptr);

    void setDrawing(const AlignmentDrawing& drawing);
    const AlignmentDrawing& drawing() const { return drawing_; }
    // Weights below this are not drawn (the links always are).
    void setMinimumWeight(double weight);
    enum class Layout { Lines, Matrix };
    void setLayout(Layout layout);
    Layout layout() const { return layout_; }
    // The matrix's cell (target row, source column) on a canvas of `size`.
    QRectF matrixCell(const QSize& size, int target, int source) const;

    // Centre of a word's box (top row: source) on a canvas of `size`.
    QPointF sourceAnchor(const QSize& size, int word) const;
    QPointF targetAnchor(const QSize& size, int word) const;
    // With `pal` (the widget's own by default; an export's light one).
    void paint(QPainter& painter, const QSize& size) const { paint(painter, size, palette()); }
    void paint(QPainter& painter, const QSize& size, const QPalette& pal) const;
    QSize sizeHint() const override;

    // PNG, SVG or PDF by the suffix; false with the reason in `error`.
    bool exportTo(const QString& path, QString* error = nullptr) const;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    void paintLines(QPainter& painter, const QSize& size, const QPalette& pal) const;
    void paintMatrix(QPainter& painter, const QSize& size, const QPalette& pal) const;

    AlignmentDrawing drawing_;
    double minimumWeight_ = 0.05;
    Layout layout_ = Layout::Lines;
};

}  // namespace studio::widgets
