// AttentionInspector: every layer's and head's attention of one translation.
// A large heatmap of the chosen kind, layer and head (or the mean of the
// layer's heads), the grid of all layers × heads (a click opens that head),
// the masks of §3.2.3 (causal, and the padding of the batch), the summed
// attention of several selected source tokens, and export of what is shown.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "attention_data.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QSpinBox;
class QTabWidget;
class QTableWidget;

namespace studio::widgets {
class AttentionGrid;
class AttentionHeatmap;
}  // namespace studio::widgets

namespace studio::app {

class AttentionInspector : public QWidget {
    Q_OBJECT

public:
    explicit AttentionInspector(QWidget* parent = nullptr);

    // New attention; keeps the chosen kind, layer and head when they exist.
    // `batchLengths`: source lengths of the batch, for the padding mask.
    // `batchLines`: the input line of each row of the batch (1, 2, ... where missing).
    void setAttention(const InspectedAttention& attention, const std::vector<int>& batchLengths,
                      const QList<int>& batchLines = {});
    void clear();

    void showHead(AttentionKind kind, int layer, int head);  // head -1: the mean of the layer
    AttentionKind kind() const;
    int layer() const;
    int head() const;
    // Source tokens (cross-attention columns) whose attention is summed.
    void setSelectedColumns(const QList<int>& columns);
    QList<int> selectedColumns() const { return selected_; }
    std::vector<double> selectedSums() const;

    widgets::AttentionHeatmap* heatmap() const { return heatmap_; }
    widgets::AttentionGrid* grid() const { return grid_; }
    widgets::AttentionHeatmap* causalMask() const { return causal_; }
    widgets::AttentionHeatmap* paddingMask() const { return padding_; }
    QTabWidget* tabs() const { return tabs_; }

    // The current heatmap as PNG/SVG/PDF or CSV, the grid as PNG/SVG, by suffix.
    bool exportHeatmap(const QString& path, QString* error);
    bool exportGrid(const QString& path, QString* error);

private:
    void refresh();
    void refreshGrid();
    void refreshMasks();
    void refreshSums();
    void onCellClicked(int row, int col, Qt::KeyboardModifiers modifiers);
    void onCellHovered(int row, int col);
    void chooseExport(bool grid);

    InspectedAttention attention_;
    std::vector<int> batchLengths_;
    QList<int> batchLines_;
    QList<int> selected_;
    QComboBox* kind_ = nullptr;
    QSpinBox* layer_ = nullptr;
    QComboBox* head_ = nullptr;
    QTabWidget* tabs_ = nullptr;
    widgets::AttentionHeatmap* heatmap_ = nullptr;
    widgets::AttentionGrid* grid_ = nullptr;
    widgets::AttentionHeatmap* causal_ = nullptr;
    widgets::AttentionHeatmap* padding_ = nullptr;
    QTableWidget* sums_ = nullptr;
    QLabel* sumsTitle_ = nullptr;
    QWidget* sumsBox_ = nullptr;
    bool updating_ = false;
    int gridKind_ = -1;  // the kind the grid shows
};

}  // namespace studio::app
