// SPDX-License-Identifier: GPL-3.0-or-later
// AttentionHeatmap: one attention matrix (one layer, one head) drawn as a
// QCustomPlot colour map. Rows are the querying positions (top row = first
// token), columns the positions attended to, the tokens are the tick labels
// (thinned when the cells get smaller than the font). Wheel zoom and drag pan
// for long sentences, hover tooltips, clickable cells and labels, outlined
// highlights, cells masked to −∞ hatched, export as PNG/SVG/PDF and CSV.
// From the keyboard: the arrow keys (Home/End, Page Up/Down) move a current
// cell, outlined while the view has the focus, whose value is shown as its
// tooltip and given to screen readers; Space or Enter clicks it (Ctrl+Space:
// Ctrl+click), +/- zoom about it, 0 shows the whole matrix.
#pragma once

#include <QList>
#include <QSharedPointer>
#include <QString>
#include <QStringList>
#include <QWidget>

#include <vector>

class QCustomPlot;
class QCPColorMap;
class QCPColorScale;
class QCPTextElement;
class QCPItemRect;
class QCPAxis;
class QCPAxisTickerText;
class QCPMarginGroup;
class QFocusEvent;
class QKeyEvent;
class QMouseEvent;

namespace studio::widgets {

class HeatmapOverlay;

struct HeatmapData {
    int rows = 0, cols = 0;
    std::vector<float> values;  // row-major rows x cols
    QStringList rowLabels, colLabels;  // missing labels are shown as positions 0, 1, ...
    QString rowTitle, colTitle;        // axis titles, e.g. "query (target token)"
    QString title;
    // Optional, rows*cols: 1 = a masked cell, drawn hatched.
    std::vector<unsigned char> masked;
    // What a masked cell stands for, as its tooltip and the CSV say it.
    enum class Masked {
        Score,       // a mask's own entry: −∞ added before the softmax (CSV: -inf)
        Weight,      // a weight the mask made 0 (CSV: the weight, 0)
        NotAnInput,  // no input of this row's result, e.g. a later target token (CSV: empty)
    };
    Masked maskedMeaning = Masked::Score;
    // The mask views have no weights to explain: they hide the colour bar.
    bool showColorScale = true;
    // The colour bar's label; empty: "attention weight".
    QString scaleLabel;
};

class AttentionHeatmap : public QWidget {
    Q_OBJECT

public:
    explicit AttentionHeatmap(QWidget* parent = nullptr);
    ~AttentionHeatmap() override;

    // Shows `data` (the zoom is reset, highlights cleared). Data whose sizes
    // do not match is refused with a warning and an empty view.
    void setData(const HeatmapData& data);
    const HeatmapData& data() const { return data_; }
    void clear();

    // Off (the default): the colours span 0..1, comparable between heads.
    // On: they span the smallest to the largest unmasked value.
    void setAutoRange(bool on);
    bool autoRange() const { return autoRange_; }

    // Outlined bands over a row / some columns; -1 / empty clears them.
    void setHighlightedRow(int row);
    int highlightedRow() const { return highlightedRow_; }
    void setHighlightedColumns(const QList<int>& columns);
    QList<int> highlightedColumns() const { return highlightedColumns_; }

    // Back to the whole matrix (also: double click).
    void resetZoom();

    // PNG, SVG or PDF by the suffix, at the widget's size (900x700 when it
    // was never laid out).
    bool exportImage(const QString& path, QString* error = nullptr);
    // First line: an empty cell, then the column labels; then one line per
    // row: its label and its values. Masked cells: as maskedMeaning says.
    bool exportCsv(const QString& path, QString* error = nullptr) const;

    int rows() const;
    int cols() const;
    // What the colour map holds for that cell: the weight, −inf for a masked
    // cell, NaN outside the matrix.
    double valueAt(int row, int col) const;
    bool isMasked(int row, int col) const;
    // "query → key: 0.123"; a masked cell as maskedMeaning says: "−∞ (masked)",
    // "0 (masked: −∞ before the softmax)" or "not an input".
    QString toolTipAt(int row, int col) const;
    // The cell under a position of plot() (-1, -1 if none) and back.
    bool cellAt(const QPoint& pos, int* row, int* col) const;
    QPoint cellCenter(int row, int col) const;

    // Tick labels now drawn inside the visible range (after a replot).
    int visibleColumnLabelCount() const;
    int visibleRowLabelCount() const;
    bool columnLabelsRotated() const { return rotated_; }

    // The keyboard's current cell ((-1, -1) before the view had the focus
    // with data); moving it emits cellHovered as the mouse does.
    void setKeyboardCell(int row, int col);
    int keyboardRow() const { return keyRow_; }
    int keyboardCol() const { return keyCol_; }

    QCustomPlot* plot() const { return plot_; }
    QCPColorMap* colorMap() const { return map_; }
    QCPColorScale* colorScale() const { return scale_; }

signals:
    // The cell under the mouse; (-1, -1) when it leaves the matrix.
    void cellHovered(int row, int col);
    // A click on a cell, or on a row label (col = -1) or a column label (row = -1).
    void cellClicked(int row, int col, Qt::KeyboardModifiers modifiers);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    void fillMap();
    void updateColorRange();
    void updateHighlights();
    void updateColorScaleVisibility();
    // Chooses label spacing and rotation for the current cell size; true if
    // anything changed (the layout must then be redone).
    bool updateTickLabels();
    void relayoutIfLabelsChanged();
    void keepRangeInside(QCPAxis* axis, int count);
    void onMousePress(QMouseEvent* event);
    void onMouseMove(QMouseEvent* event);
    void onMouseRelease(QMouseEvent* event);
    void setHovered(int row, int col);
    void updateKeyboardCursor();
    void zoomAboutKeyboardCell(double factor);
    // A row label (col = -1) or a column label (row = -1) under `pos`.
    bool labelAt(const QPoint& pos, int* row, int* col) const;
    QString rowLabel(int row) const;
    QString colLabel(int col) const;

    HeatmapData data_;
    QCustomPlot* plot_ = nullptr;
    QCPColorMap* map_ = nullptr;
    QCPColorScale* scale_ = nullptr;
    QCPTextElement* title_ = nullptr;
    QCPMarginGroup* margins_ = nullptr;
    HeatmapOverlay* overlay_ = nullptr;
    QCPItemRect* rowBand_ = nullptr;
    QList<QCPItemRect*> columnBands_;  // reused; only the first n are visible
    QSharedPointer<QCPAxisTickerText> xTicker_, yTicker_;
    bool autoRange_ = false;
    bool rotated_ = false;
    int xStep_ = 0, yStep_ = 0;  // every k-th label is shown; 0: not chosen yet
    int highlightedRow_ = -1;
    QList<int> highlightedColumns_;
    int hoverRow_ = -1, hoverCol_ = -1;
    int keyRow_ = -1, keyCol_ = -1;
    QCPItemRect* keyCursor_ = nullptr;  // the current cell's outline, while focused
    QPoint pressPos_;
    bool pressed_ = false;
};

}  // namespace studio::widgets
