// SPDX-License-Identifier: GPL-3.0-or-later
#include "attention_inspector.h"

#include "attention_grid.h"
#include "attention_heatmap.h"
#include "mask_data.h"

#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace studio::app {

AttentionInspector::AttentionInspector(QWidget* parent) : QWidget(parent) {
    kind_ = new QComboBox(this);
    for (auto k : {AttentionKind::EncoderSelf, AttentionKind::DecoderSelf, AttentionKind::Cross})
        kind_->addItem(kindName(k), int(k));
    kind_->setCurrentIndex(int(AttentionKind::Cross));
    kind_->setToolTip(tr("The three attentions of §3.2.3: the encoder attending to the source, the decoder to its own "
                         "earlier outputs (masked), and the decoder to the encoder's output."));
    layer_ = new QSpinBox(this);
    layer_->setPrefix(tr("Layer "));
    layer_->setRange(0, 0);  // layers and heads numbered from 0, as on every page
    head_ = new QComboBox(this);
    head_->setToolTip(tr("One of the h heads (§3.2.2), or their mean."));
    auto* exportHeatmap = new QPushButton(tr("Export heatmap…"), this);
    exportHeatmap->setToolTip(tr("The heatmap as PNG, SVG or PDF, or its numbers as CSV."));
    auto* exportGrid = new QPushButton(tr("Export grid…"), this);
    exportHeatmap->setObjectName(QStringLiteral("exportHeatmap"));
    exportGrid->setObjectName(QStringLiteral("exportGrid"));
    auto* controls = new QHBoxLayout;
    kind_->setAccessibleName(tr("Attention"));  // named for screen readers: no labels beside them
    layer_->setAccessibleName(tr("Layer"));
    head_->setAccessibleName(tr("Head"));
    controls->addWidget(kind_, 1);
    controls->addWidget(layer_);
    controls->addWidget(head_);
    controls->addWidget(exportHeatmap);
    controls->addWidget(exportGrid);

    heatmap_ = new widgets::AttentionHeatmap(this);
    sumsTitle_ = new QLabel(this);
    sumsTitle_->setWordWrap(true);
    sums_ = new QTableWidget(0, 2, this);
    // Tab leaves the table (arrows move between cells): with thousands of
    // cells Tab never got out of it.
    sums_->setTabKeyNavigation(false);
    sums_->setHorizontalHeaderLabels({tr("Target token"), tr("Summed attention")});
    sums_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    sums_->verticalHeader()->hide();
    sums_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    sumsBox_ = new QWidget(this);
    sumsBox_->setMaximumWidth(280);
    auto* sumsBox = sumsBox_;
    auto* sumsLayout = new QVBoxLayout(sumsBox);
    sumsLayout->setContentsMargins(0, 0, 0, 0);
    sumsLayout->addWidget(sumsTitle_);
    sumsLayout->addWidget(sums_, 1);
    auto* headSplit = new QSplitter(Qt::Horizontal, this);
    headSplit->addWidget(heatmap_);
    headSplit->addWidget(sumsBox);
    headSplit->setStretchFactor(0, 4);
    headSplit->setStretchFactor(1, 1);
    sumsBox_->hide();  // until source tokens are selected

    grid_ = new widgets::AttentionGrid(this);
    causal_ = new widgets::AttentionHeatmap(this);
    padding_ = new widgets::AttentionHeatmap(this);
    auto* masks = new QSplitter(Qt::Horizontal, this);
    masks->addWidget(causal_);
    masks->addWidget(padding_);

    tabs_ = new QTabWidget(this);
    tabs_->addTab(headSplit, tr("Head"));
    tabs_->addTab(grid_, tr("All heads"));
    tabs_->addTab(masks, tr("Masks"));

    auto* note = new QLabel(tr("Click a source token in the cross-attention to select it, Ctrl+click to add more: "
                               "their attention is summed. Attention weights show where the model looks, not why it "
                               "decides."),
                            this);
    note->setWordWrap(true);
    note->setStyleSheet(QStringLiteral("color: palette(mid); font-style: italic;"));

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(controls);
    layout->addWidget(tabs_, 1);
    layout->addWidget(note);

    connect(kind_, &QComboBox::currentIndexChanged, this, [this] {
        if (updating_) return;
        // The encoder and the decoder may have different numbers of layers.
        updating_ = true;
        layer_->setRange(0, std::max(1, attention_.layers(kind())) - 1);
        updating_ = false;
        refresh();
    });
    connect(layer_, &QSpinBox::valueChanged, this, [this] {
        if (!updating_) refresh();
    });
    connect(head_, &QComboBox::currentIndexChanged, this, [this] {
        if (!updating_) refresh();
    });
    connect(grid_, &widgets::AttentionGrid::headClicked, this, [this](int layer, int head) {
        showHead(kind(), layer, head);
        tabs_->setCurrentIndex(0);
    });
    connect(heatmap_, &widgets::AttentionHeatmap::cellClicked, this, &AttentionInspector::onCellClicked);
    connect(heatmap_, &widgets::AttentionHeatmap::cellHovered, this, &AttentionInspector::onCellHovered);
    connect(exportHeatmap, &QPushButton::clicked, this, [this] { chooseExport(false); });
    connect(exportGrid, &QPushButton::clicked, this, [this] { chooseExport(true); });
    // Each export writes the view it names, offered while that view shows
    // (on the Masks tab "Export heatmap…" wrote the hidden head's heatmap).
    auto offerExports = [this, exportHeatmap, exportGrid] {
        exportHeatmap->setEnabled(tabs_->currentIndex() == 0);
        exportGrid->setEnabled(tabs_->currentIndex() == 1);
    };
    connect(tabs_, &QTabWidget::currentChanged, this, offerExports);
    offerExports();
}

AttentionKind AttentionInspector::kind() const { return AttentionKind(kind_->currentData().toInt()); }

int AttentionInspector::layer() const { return layer_->value(); }

int AttentionInspector::head() const { return head_->currentData().toInt(); }

void AttentionInspector::clear() {
    attention_ = InspectedAttention();
    batchLengths_.clear();
    selected_.clear();
    heatmap_->clear();
    grid_->clear();
    causal_->clear();
    padding_->clear();
    sums_->setRowCount(0);
}

void AttentionInspector::setAttention(const InspectedAttention& attention, const std::vector<int>& batchLengths,
                                      const QList<int>& batchLines) {
    const bool sameSource = attention.sourceTokens == attention_.sourceTokens;
    attention_ = attention;
    batchLengths_ = batchLengths;
    batchLines_ = batchLines;
    if (!sameSource) selected_.clear();
    // The layer and head choices follow the model's shape, keeping the current ones where they exist.
    updating_ = true;
    const int layers = std::max(1, attention_.layers(kind()));
    const int heads = attention_.heads(AttentionKind::EncoderSelf);
    const int oldHead = head_->count() ? head() : 0;
    layer_->setRange(0, layers - 1);
    head_->clear();
    for (int h = 0; h < heads; ++h) head_->addItem(tr("Head %1").arg(h), h);
    head_->addItem(tr("Mean of heads"), -1);
    const int index = head_->findData(oldHead);
    head_->setCurrentIndex(index >= 0 ? index : 0);
    updating_ = false;
    gridKind_ = -1;  // new weights: refresh() redraws the grid once
    refresh();
    refreshMasks();
}

void AttentionInspector::showHead(AttentionKind k, int layer, int head) {
    updating_ = true;
    kind_->setCurrentIndex(kind_->findData(int(k)));
    layer_->setRange(0, std::max(1, attention_.layers(k)) - 1);
    layer_->setValue(layer);
    const int index = head_->findData(head);
    if (index >= 0) head_->setCurrentIndex(index);
    updating_ = false;
    refresh();
}

void AttentionInspector::refresh() {
    if (attention_.empty()) return;
    const widgets::HeatmapData data = headData(attention_, kind(), layer(), head());
    heatmap_->setData(data);
    // During a step-through, the newest decoder position is the one to look at.
    if (attention_.currentRow >= 0 && kind() != AttentionKind::EncoderSelf)
        heatmap_->setHighlightedRow(attention_.currentRow);
    if (kind() == AttentionKind::Cross) heatmap_->setHighlightedColumns(selected_);
    grid_->setCurrent(layer(), head());
    refreshSums();
    if (gridKind_ != int(kind())) refreshGrid();  // the grid shows every head of the chosen kind
}

void AttentionInspector::refreshGrid() {
    const decode::AttentionSet& s = attention_.set(kind());
    if (s.empty()) {
        grid_->clear();
        return;
    }
    gridKind_ = int(kind());
    std::vector<bool> off(size_t(s.layers * s.heads), false);
    for (int l = 0; l < int(s.layers); ++l)
        for (int h = 0; h < int(s.heads); ++h) off[size_t(l * s.heads + h)] = attention_.isOff(kind(), l, h);
    grid_->setData(int(s.layers), int(s.heads), int(s.rows), int(s.cols), s.data, kindName(kind()), off);
    grid_->setCurrent(layer(), head());
}

void AttentionInspector::refreshMasks() {
    const int n = int(attention_.decoderInputTokens.size());
    widgets::HeatmapData causal = widgets::causalMaskData(n, attention_.decoderInputTokens);
    causal.title = tr("Causal mask of the decoder (§3.2.3): −∞ above the diagonal");
    causal_->setData(causal);
    if (attention_.currentRow >= 0) causal_->setHighlightedRow(attention_.currentRow);
    const int longest = batchLengths_.empty() ? 0 : *std::max_element(batchLengths_.begin(), batchLengths_.end());
    widgets::HeatmapData pad = widgets::paddingMaskData(batchLengths_, longest, batchLines_);
    const int rows = int(batchLengths_.size());
    pad.title = rows <= 1 ? tr("Padding mask of one sentence, translated alone: nothing is padded")
                          : tr("Padding mask of lines %1–%2, decoded together as one batch: −∞ on padded positions")
                                .arg(batchLines_.value(0, 1))
                                .arg(batchLines_.value(rows - 1, rows));
    padding_->setData(pad);
}

void AttentionInspector::setSelectedColumns(const QList<int>& columns) {
    selected_ = columns;
    std::sort(selected_.begin(), selected_.end());
    if (kind() == AttentionKind::Cross) heatmap_->setHighlightedColumns(selected_);
    refreshSums();
}

std::vector<double> AttentionInspector::selectedSums() const {
    if (kind() != AttentionKind::Cross) return {};
    return summedColumns(heatmap_->data(), selected_);
}

void AttentionInspector::refreshSums() {
    const std::vector<double> sums = selectedSums();
    sumsBox_->setVisible(!selected_.isEmpty() && !sums.empty());
    if (selected_.isEmpty() || sums.empty()) {
        sums_->setRowCount(0);
        return;
    }
    QStringList names;
    for (int c : selected_) names << attention_.sourceTokens.value(c);
    sumsTitle_->setText(tr("Attention on %1, summed:").arg(names.join(QStringLiteral(" + "))));
    sums_->setRowCount(int(sums.size()));
    for (int r = 0; r < int(sums.size()); ++r) {
        sums_->setItem(r, 0, new QTableWidgetItem(attention_.targetTokens.value(r)));
        sums_->setItem(r, 1, new QTableWidgetItem(QLocale().toString(sums[size_t(r)], 'f', 3)));
    }
}

void AttentionInspector::onCellClicked(int row, int col, Qt::KeyboardModifiers modifiers) {
    Q_UNUSED(row);
    if (kind() != AttentionKind::Cross || col < 0) return;
    QList<int> columns = selected_;
    if (modifiers & (Qt::ControlModifier | Qt::ShiftModifier)) {
        if (columns.contains(col)) columns.removeAll(col);
        else columns << col;
    } else {
        columns = {col};
    }
    setSelectedColumns(columns);
}

void AttentionInspector::onCellHovered(int row, int col) {
    // A token under the mouse is highlighted in the other views of the same positions.
    if (kind() == AttentionKind::DecoderSelf) causal_->setHighlightedRow(row);
    if (kind() == AttentionKind::Cross && selected_.isEmpty())
        heatmap_->setHighlightedColumns(col >= 0 ? QList<int>{col} : QList<int>{});
}

bool AttentionInspector::exportHeatmap(const QString& path, QString* error) {
    if (QFileInfo(path).suffix().compare(QLatin1String("csv"), Qt::CaseInsensitive) == 0)
        return heatmap_->exportCsv(path, error);
    return heatmap_->exportImage(path, error);
}

bool AttentionInspector::exportGrid(const QString& path, QString* error) { return grid_->exportImage(path, error); }

void AttentionInspector::chooseExport(bool grid) {
    const QString filter = grid ? tr("Images (*.png *.svg)") : tr("Images and numbers (*.png *.svg *.pdf *.csv)");
    // A name that says what the file holds, as the runs' curves are named
    // (files are read by programs: not translated).
    const char* kinds[] = {"encoder-self", "decoder-self", "cross"};
    const QString what = QString::fromLatin1(kinds[std::clamp(int(kind()), 0, 2)]);
    const QString suggested =
        grid ? QStringLiteral("attention-%1-grid.png").arg(what)
             : QStringLiteral("attention-%1-layer%2-%3.png")
                   .arg(what)
                   .arg(layer())
                   .arg(head() < 0 ? QStringLiteral("mean") : QStringLiteral("head%1").arg(head()));
    const QString path = QFileDialog::getSaveFileName(this, grid ? tr("Export the grid") : tr("Export the heatmap"),
                                                      suggested, filter);
    if (path.isEmpty()) return;
    QString error;
    if (!(grid ? exportGrid(path, &error) : exportHeatmap(path, &error)))
        QMessageBox::warning(this, tr("Export failed"), error);
}

}  // namespace studio::app
