// SPDX-License-Identifier: GPL-3.0-or-later
// AttentionHeatmap: construction, data, colour range, highlights, zoom and
// zoom. Tick labels are in attention_heatmap_labels.cpp, the mouse in
// attention_heatmap_input.cpp, export in attention_heatmap_export.cpp.
#include "attention_heatmap.h"

#include "attention_colors.h"
#include "heatmap_overlay.h"

#include <QVBoxLayout>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace studio::widgets {

namespace {

// Zooming in stops at this many cells a side: one cell filling the view
// tells nothing.
constexpr double kMinVisibleCells = 2.0;

// QCPColorMap spreads its cells evenly over [range.lower, range.upper], cell
// centres on the ends, and draws nothing for a single cell (its width is
// derived from the spacing). A single row or column is therefore stored as
// two equal cells at ±0.25: together they cover -0.5..0.5 like any other.
void mapAxis(int n, int* size, QCPRange* range) {
    if (n == 1) {
        *size = 2;
        *range = QCPRange(-0.25, 0.25);
    } else {
        *size = n;
        *range = QCPRange(0, std::max(0, n - 1));
    }
}

void styleAxis(QCPAxis* axis) {
    axis->grid()->setVisible(false);
    axis->setSubTicks(false);
    axis->setTickLength(0, 4);
    axis->setBasePen(QPen(QColor(0x80, 0x80, 0x80)));
    axis->setTickPen(QPen(QColor(0x80, 0x80, 0x80)));
}

}  // namespace

AttentionHeatmap::AttentionHeatmap(QWidget* parent) : QWidget(parent), plot_(new QCustomPlot(this)) {
    // Named for screen readers: a painted view is otherwise one unnamed object.
    setAccessibleName(tr("Heatmap"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(plot_);
    plot_->setMouseTracking(true);  // hover tooltips without a button down
    plot_->installEventFilter(this);

    plot_->plotLayout()->insertRow(0);
    QFont titleFont = font();
    titleFont.setBold(true);
    title_ = new QCPTextElement(plot_, QString(), titleFont);
    plot_->plotLayout()->addElement(0, 0, title_);

    // Cells, then the masked hatch, then the highlight outlines, all below
    // the axes so the frame stays crisp.
    plot_->addLayer(QStringLiteral("masked"), plot_->layer(QStringLiteral("main")), QCustomPlot::limAbove);
    plot_->addLayer(QStringLiteral("highlights"), plot_->layer(QStringLiteral("masked")), QCustomPlot::limAbove);

    QCPAxisRect* rect = plot_->axisRect();
    styleAxis(plot_->xAxis);
    styleAxis(plot_->yAxis);
    // Rows read downwards like the sentence: the first query on top.
    plot_->yAxis->setRangeReversed(true);
    // The top and right axes only close the frame: a weight of 0 is white.
    for (QCPAxis* frame : {plot_->xAxis2, plot_->yAxis2}) {
        styleAxis(frame);
        frame->setVisible(true);
        frame->setTicks(false);
        frame->setTickLabels(false);
    }
    xTicker_ = QSharedPointer<QCPAxisTickerText>::create();
    yTicker_ = QSharedPointer<QCPAxisTickerText>::create();
    xTicker_->setSubTickCount(0);
    yTicker_->setSubTickCount(0);
    plot_->xAxis->setTicker(xTicker_);
    plot_->yAxis->setTicker(yTicker_);

    map_ = new QCPColorMap(plot_->xAxis, plot_->yAxis);
    map_->setInterpolate(false);  // one weight, one flat square
    map_->setTightBoundary(false);
    scale_ = new QCPColorScale(plot_);
    plot_->plotLayout()->addElement(1, 1, scale_);
    scale_->setType(QCPAxis::atRight);
    scale_->setBarWidth(14);
    scale_->setRangeDrag(false);  // the wheel zooms the matrix, never the colours
    scale_->setRangeZoom(false);
    scale_->axis()->setLabel(tr("attention weight"));
    map_->setColorScale(scale_);  // the map follows the scale's gradient and range
    scale_->setGradient(attentionGradient());
    scale_->setDataRange(QCPRange(0, 1));
    // The colour bar as tall as the matrix.
    margins_ = new QCPMarginGroup(plot_);
    rect->setMarginGroup(QCP::msTop | QCP::msBottom, margins_);
    scale_->setMarginGroup(QCP::msTop | QCP::msBottom, margins_);

    overlay_ = new HeatmapOverlay(rect, &data_);
    overlay_->setLayer(QStringLiteral("masked"));
    rowBand_ = new QCPItemRect(plot_);
    rowBand_->setLayer(QStringLiteral("highlights"));
    rowBand_->setPen(QPen(highlightColor(), 2));
    rowBand_->setVisible(false);
    keyCursor_ = new QCPItemRect(plot_);
    keyCursor_->setLayer(QStringLiteral("highlights"));
    keyCursor_->setPen(QPen(Qt::black, 2, Qt::DotLine));
    keyCursor_->setVisible(false);
    // The view takes the keyboard (its cells are chosen by keys too); a click
    // on the plot focuses the view, not the plot.
    setFocusPolicy(Qt::StrongFocus);
    plot_->setFocusPolicy(Qt::ClickFocus);
    plot_->setFocusProxy(this);

    plot_->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    rect->setRangeDrag(Qt::Horizontal | Qt::Vertical);
    rect->setRangeZoom(Qt::Horizontal | Qt::Vertical);
    plot_->setNoAntialiasingOnDrag(true);
    connect(plot_->xAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this,
            [this] { keepRangeInside(plot_->xAxis, cols()); });
    connect(plot_->yAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this,
            [this] { keepRangeInside(plot_->yAxis, rows()); });
    connect(plot_, &QCustomPlot::afterLayout, this, &AttentionHeatmap::relayoutIfLabelsChanged);
    connect(plot_, &QCustomPlot::mousePress, this, &AttentionHeatmap::onMousePress);
    connect(plot_, &QCustomPlot::mouseMove, this, &AttentionHeatmap::onMouseMove);
    connect(plot_, &QCustomPlot::mouseRelease, this, &AttentionHeatmap::onMouseRelease);
    connect(plot_, &QCustomPlot::mouseDoubleClick, this, &AttentionHeatmap::resetZoom);
    setData(HeatmapData());
}

// The plot goes first, while the members its signal handlers read still exist.
AttentionHeatmap::~AttentionHeatmap() { delete plot_; }

void AttentionHeatmap::setData(const HeatmapData& data) {
    const bool sizesOk = data.rows >= 0 && data.cols >= 0 &&
                         data.values.size() == size_t(data.rows) * size_t(data.cols) &&
                         (data.masked.empty() || data.masked.size() == data.values.size());
    if (sizesOk) {
        data_ = data;
        scale_->axis()->setLabel(data_.scaleLabel.isEmpty() ? tr("attention weight") : data_.scaleLabel);
    } else {
        qWarning("AttentionHeatmap::setData: %d x %d matrix with %zu values and %zu mask flags: not shown",
                 data.rows, data.cols, data.values.size(), data.masked.size());
        data_ = HeatmapData();
    }
    title_->setText(data_.title);
    setAccessibleDescription(data_.title);
    plot_->xAxis->setLabel(data_.colTitle);
    plot_->yAxis->setLabel(data_.rowTitle);
    fillMap();
    updateColorRange();
    updateColorScaleVisibility();
    highlightedRow_ = -1;
    highlightedColumns_.clear();
    updateHighlights();
    xStep_ = yStep_ = 0;  // new labels: rebuilt on the next layout
    setHovered(-1, -1);
    // Another head of the same sentence keeps the keyboard's cell; a smaller
    // matrix moves it inside, an empty one drops it.
    if (keyRow_ >= 0) {
        keyRow_ = rows() > 0 && cols() > 0 ? std::min(keyRow_, rows() - 1) : -1;
        keyCol_ = keyRow_ >= 0 ? std::min(keyCol_, cols() - 1) : -1;
    } else if (hasFocus() && rows() > 0 && cols() > 0) {
        keyRow_ = keyCol_ = 0;  // the view had the focus before it had cells
    }
    updateKeyboardCursor();
    resetZoom();
}

void AttentionHeatmap::clear() { setData(HeatmapData()); }

void AttentionHeatmap::fillMap() {
    int keySize = 0, valueSize = 0;
    QCPRange keyRange, valueRange;
    mapAxis(data_.cols, &keySize, &keyRange);
    mapAxis(data_.rows, &valueSize, &valueRange);
    QCPColorMapData* cells = map_->data();
    // setSize() keeps the buffer when the size is unchanged: switching heads
    // of one sentence allocates nothing.
    cells->setSize(keySize, valueSize);
    cells->setRange(keyRange, valueRange);
    const double nan = std::numeric_limits<double>::quiet_NaN();
    for (int y = 0; y < valueSize; ++y) {
        const int r = std::min(y, data_.rows - 1);
        for (int x = 0; x < keySize; ++x) {
            const int c = std::min(x, data_.cols - 1);
            const size_t i = size_t(r) * data_.cols + c;
            // NaN is drawn in the gradient's "masked" colour.
            cells->setCell(x, y, !data_.masked.empty() && data_.masked[i] ? nan : double(data_.values[i]));
        }
    }
}

void AttentionHeatmap::setAutoRange(bool on) {
    if (on == autoRange_) return;
    autoRange_ = on;
    updateColorRange();
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

void AttentionHeatmap::updateColorRange() {
    QCPRange range(0, 1);
    if (autoRange_) {
        double lo = std::numeric_limits<double>::infinity(), hi = -lo;
        for (size_t i = 0; i < data_.values.size(); ++i) {
            if ((!data_.masked.empty() && data_.masked[i]) || !std::isfinite(data_.values[i])) continue;
            lo = std::min(lo, double(data_.values[i]));
            hi = std::max(hi, double(data_.values[i]));
        }
        if (lo <= hi) range = lo < hi ? QCPRange(lo, hi) : QCPRange(lo - 0.5, hi + 0.5);
    }
    scale_->setDataRange(range);
}

void AttentionHeatmap::updateColorScaleVisibility() {
    const bool inLayout = plot_->plotLayout()->hasElement(1, 1) && plot_->plotLayout()->element(1, 1) == scale_;
    if (data_.showColorScale && !inLayout) {
        plot_->plotLayout()->addElement(1, 1, scale_);
        scale_->setMarginGroup(QCP::msTop | QCP::msBottom, margins_);
    } else if (!data_.showColorScale && inLayout) {
        // Taken out of the layout, not just hidden: its column would stay.
        // And out of the margin group: its last margins, no longer updated,
        // would still widen the matrix's.
        scale_->setMarginGroup(QCP::msTop | QCP::msBottom, nullptr);
        plot_->plotLayout()->take(scale_);
        plot_->plotLayout()->simplify();
    }
    scale_->setVisible(data_.showColorScale);
}

void AttentionHeatmap::setHighlightedRow(int row) {
    highlightedRow_ = row >= 0 && row < rows() ? row : -1;
    updateHighlights();
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

void AttentionHeatmap::setHighlightedColumns(const QList<int>& columns) {
    highlightedColumns_.clear();
    for (int c : columns)
        if (c >= 0 && c < cols() && !highlightedColumns_.contains(c)) highlightedColumns_.append(c);
    updateHighlights();
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

void AttentionHeatmap::updateHighlights() {
    rowBand_->setVisible(highlightedRow_ >= 0);
    if (highlightedRow_ >= 0) {
        rowBand_->topLeft->setCoords(-0.5, highlightedRow_ - 0.5);
        rowBand_->bottomRight->setCoords(cols() - 0.5, highlightedRow_ + 0.5);
    }
    while (columnBands_.size() < highlightedColumns_.size()) {
        auto* band = new QCPItemRect(plot_);
        band->setLayer(QStringLiteral("highlights"));
        band->setPen(QPen(highlightColor(), 2, Qt::DashLine));
        columnBands_.append(band);
    }
    for (int i = 0; i < columnBands_.size(); ++i) {
        QCPItemRect* band = columnBands_[i];
        band->setVisible(i < highlightedColumns_.size());
        if (i >= highlightedColumns_.size()) continue;
        const int c = highlightedColumns_[i];
        band->topLeft->setCoords(c - 0.5, -0.5);
        band->bottomRight->setCoords(c + 0.5, rows() - 0.5);
    }
}

void AttentionHeatmap::resetZoom() {
    plot_->xAxis->setRange(-0.5, std::max(1, cols()) - 0.5);
    plot_->yAxis->setRange(-0.5, std::max(1, rows()) - 0.5);
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

void AttentionHeatmap::keepRangeInside(QCPAxis* axis, int count) {
    if (count <= 0) return;
    const QCPRange r = axis->range();
    const double size = std::clamp(r.size(), std::min(kMinVisibleCells, double(count)), double(count));
    const double lower = std::clamp(r.center() - size / 2, -0.5, count - 0.5 - size);
    // Setting the range again re-enters here once, then nothing changes.
    if (std::abs(lower - r.lower) > 1e-9 || std::abs(lower + size - r.upper) > 1e-9)
        axis->setRange(lower, lower + size);
}

int AttentionHeatmap::rows() const { return data_.rows; }

int AttentionHeatmap::cols() const { return data_.cols; }

double AttentionHeatmap::valueAt(int row, int col) const {
    if (row < 0 || row >= rows() || col < 0 || col >= cols()) return std::numeric_limits<double>::quiet_NaN();
    const double v = map_->data()->cell(col, row);
    return std::isnan(v) ? -std::numeric_limits<double>::infinity() : v;
}

bool AttentionHeatmap::isMasked(int row, int col) const {
    if (row < 0 || row >= rows() || col < 0 || col >= cols() || data_.masked.empty()) return false;
    return data_.masked[size_t(row) * data_.cols + col] != 0;
}

}  // namespace studio::widgets
