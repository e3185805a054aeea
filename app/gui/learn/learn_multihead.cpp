// SPDX-License-Identifier: GPL-3.0-or-later
#include "learn_multihead.h"

#include "learn_common.h"
#include "learn_vectors.h"

#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace studio::app {

MultiHeadSection::MultiHeadSection(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    learnTextLabel(layout, this,
        tr("<h3>Multi-head attention (§3.2.2)</h3>"
           "<p>Instead of one attention over d_model dimensions, the model runs h smaller ones in parallel, "
           "each on its own projection of the queries and keys to d_k dimensions and of the values to d_v (the "
           "paper takes d_k = d_v = d_model / h; the numbers below say this model's). Each head can attend to "
           "different things. Their outputs are concatenated (h · d_v numbers) and mixed back to d_model by one "
           "more matrix, W<sup>O</sup>: MultiHead(Q, K, V) = Concat(head<sub>1</sub>, …, head<sub>h</sub>) "
           "W<sup>O</sup>. Below, every head of one encoder layer for one query token, numbered from 0 as on "
           "every page.</p>"));

    choices_ = new LearnChoices(layout, this);
    layer_ = choices_->addIndex(tr("Encoder layer:"));
    query_ = choices_->addTokens(tr("Query token:"));

    shapes_ = learnTextLabel(layout, this);
    heads_ = learnReadOnlyTable(this);
    layout->addWidget(heads_);
    strips_ = new VectorStrips(this);
    layout->addWidget(strips_);
    numbers_ = learnReadOnlyTable(this);
    numbers_->verticalHeader()->setVisible(false);
    layout->addWidget(numbers_, 1);
    summary_ = learnTextLabel(layout, this);
    connect(choices_, &LearnChoices::changed, this, &MultiHeadSection::selectionChanged);
}

int MultiHeadSection::layer() const { return layer_->value(); }
int MultiHeadSection::query() const { return std::max(query_->currentIndex(), 0); }
QString MultiHeadSection::shapesText() const { return shapes_->text(); }

void MultiHeadSection::select(int layer, int query) {
    choices_->fill([&] {
        layer_->setValue(layer);
        if (query < query_->count()) query_->setCurrentIndex(query);
    });
    emit selectionChanged();
}

void MultiHeadSection::clear(const QString& note) {
    walk_ = MultiHeadWalk{};
    shapes_->setText(note);
    learnClearTable(heads_);
    learnClearTable(numbers_);
    strips_->setRows({});
    summary_->clear();
}

void MultiHeadSection::setWalk(const MultiHeadWalk& walk) {
    walk_ = walk;
    choices_->fill([&] {
        learnSetIndexRange(layer_, walk.layers, walk.layer);
        learnSetTokens(query_, walk.tokens, walk.query);
    });
    const int s = int(walk.tokens.size());
    shapes_->setText(tr("Shapes for this sentence (S = %1 tokens, h = %2 heads, d_k = %3, d_v = %4, d_model = %5): "
                        "Q and K split into heads (1, %2, %1, %3), V (1, %2, %1, %4); attention weights "
                        "(1, %2, %1, %1); each head's output (1, %1, %4); concatenated (1, %1, %6); W<sup>O</sup> "
                        "(%6, %5); the result (1, %1, %5).")
                         .arg(s)
                         .arg(walk.heads)
                         .arg(walk.keyDim)
                         .arg(walk.headDim)
                         .arg(walk.dModel)
                         .arg(walk.heads * walk.headDim));
    fillHeads();
    fillNumbers();
}

void MultiHeadSection::fillHeads() {
    const int keys = int(walk_.tokens.size());
    QStringList columns, rows;
    for (int j = 0; j < keys; ++j) columns << learnTokenLabel(j, walk_.tokens[j]);
    for (int h = 0; h < walk_.heads; ++h) rows << tr("head %1").arg(h);
    heads_->clear();
    heads_->setRowCount(walk_.heads);
    heads_->setColumnCount(keys);
    heads_->setHorizontalHeaderLabels(columns);
    heads_->setVerticalHeaderLabels(rows);
    for (int h = 0; h < walk_.heads; ++h) {
        for (int j = 0; j < keys; ++j) {
            const double w = walk_.weights.value(h).value(j);
            auto* item = learnNumberItem(w, 3);
            item->setBackground(learnDivergingColor(w, 1.0));  // weights are in [0, 1]: white to red
            heads_->setItem(h, j, item);
        }
    }
    heads_->resizeColumnsToContents();
    // As tall as its rows: the strips below belong in view with it.
    heads_->setFixedHeight(heads_->horizontalHeader()->height() + 2 * heads_->frameWidth() +
                           heads_->verticalHeader()->length() + 2);

    QVector<VectorStrips::Row> strips;
    // Each head's d_k numbers where they land in the concatenation.
    for (int h = 0; h < walk_.heads; ++h)
        strips.append({tr("head %1").arg(h), walk_.outputs.value(h), 0, h * walk_.headDim, int(walk_.concat.size())});
    // Formulas, the same in every language.
    strips.append({QStringLiteral("Concat"), walk_.concat, walk_.headDim});
    strips.append({projectionLabel(), walk_.projected, 0});
    strips_->setRows(strips);
}

// The output projection as this model computes it (a formula: the same in
// every language); a model without W^O's bias has no "+ b".
QString MultiHeadSection::projectionLabel() const {
    return walk_.outputBias ? QStringLiteral("Concat · Wᴼ + b") : QStringLiteral("Concat · Wᴼ");
}

void MultiHeadSection::fillNumbers() {
    // The concatenation has h · d_v numbers and the projection d_model: the
    // paper's d_v = d_model / h makes them equal, a model that sets d_v apart
    // does not. One row per dimension of the longer; the shorter's cells past
    // its end stay empty.
    const int concatDims = int(walk_.concat.size());
    const int modelDims = int(walk_.projected.size());
    numbers_->clear();
    numbers_->setColumnCount(5);
    numbers_->setHorizontalHeaderLabels(
        {tr("Dimension"), tr("Head"), tr("Concat(heads)"), projectionLabel(), tr("The engine's output")});
    numbers_->setRowCount(std::max(concatDims, modelDims));
    double largest = 0.0;
    for (int i = 0; i < numbers_->rowCount(); ++i) {
        auto* dim = new QTableWidgetItem(QString::number(i));
        dim->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        numbers_->setItem(i, DimensionColumn, dim);
        if (i < concatDims) {
            numbers_->setItem(i, HeadColumn, new QTableWidgetItem(QString::number(walk_.headDim > 0 ? i / walk_.headDim : 0)));
            numbers_->setItem(i, ConcatColumn, learnNumberItem(walk_.concat[i]));
        }
        if (i < modelDims) {
            numbers_->setItem(i, ProjectedColumn, learnNumberItem(walk_.projected[i]));
            numbers_->setItem(i, EngineColumn, learnNumberItem(walk_.engine.value(i)));
            largest = std::max(largest, std::abs(walk_.projected[i] - walk_.engine.value(i)));
        }
    }
    numbers_->resizeColumnsToContents();
    summary_->setText(tr("Colours: blue below 0, red above 0, each row on its own scale. Computed here from the "
                         "heads and W<sup>O</sup>, and by the engine's forward pass: they differ by at most %1.")
                          .arg(QLocale().toString(largest, 'g', 2)));
}

}  // namespace studio::app
