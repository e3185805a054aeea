// SPDX-License-Identifier: GPL-3.0-or-later
#include "learn_masking.h"

#include "learn_common.h"

#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace studio::app {

namespace {

// The paper's −∞ (the engine adds the lowest float, whose exp underflows to 0).
const QString kMinusInfinity = QStringLiteral("−∞");

QTableWidgetItem* maskCell(bool masked) {
    auto* item = new QTableWidgetItem(masked ? kMinusInfinity : QLocale().toString(0));
    item->setTextAlignment(Qt::AlignCenter);
    // Grey for the forbidden cells, so the triangle stands out.
    if (masked) item->setBackground(QColor(0xd0, 0xd0, 0xd0));
    return item;
}

}  // namespace

MaskingSection::MaskingSection(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    learnTextLabel(layout, this,
        tr("<h3>Masking (§3.2.3)</h3>"
           "<p>The decoder predicts one token after another, so while training it must not look at the tokens it "
           "has to predict. Its self-attention therefore adds a mask to the scores QK<sup>T</sup> / √d<sub>k</sub> "
           "before the softmax: 0 where query i may look at key j (j ≤ i, on and below the diagonal) and −∞ above "
           "it. exp(−∞) = 0, so the future keys get weight exactly 0 and the softmax spreads the whole weight over "
           "the keys that remain. Below, the mask for the decoder input of the open model's translation of the "
           "sentence, then one row of one head before and after masking.</p>"));

    note_ = learnTextLabel(layout, this);
    mask_ = learnReadOnlyTable(this);
    layout->addWidget(mask_, 1);

    choices_ = new LearnChoices(layout, this);
    layer_ = choices_->addIndex(tr("Decoder layer:"));
    head_ = choices_->addIndex(tr("Head:"));
    query_ = choices_->addTokens(tr("Query token:"));

    rows_ = learnReadOnlyTable(this);
    rows_->verticalHeader()->setVisible(false);
    layout->addWidget(rows_, 1);
    summary_ = learnTextLabel(layout, this);
    connect(choices_, &LearnChoices::changed, this, &MaskingSection::selectionChanged);
}

int MaskingSection::layer() const { return layer_->value(); }
int MaskingSection::head() const { return head_->value(); }
int MaskingSection::query() const { return std::max(query_->currentIndex(), 0); }

void MaskingSection::select(int layer, int head, int query) {
    choices_->fill([&] {
        layer_->setValue(layer);
        head_->setValue(head);
        if (query < query_->count()) query_->setCurrentIndex(query);
    });
    emit selectionChanged();
}

void MaskingSection::clear(const QString& note) {
    walk_ = MaskWalk{};
    maskTokens_.clear();
    note_->setText(note);
    learnClearTable(mask_);
    learnClearTable(rows_);
    summary_->clear();
}

QString MaskingSection::noteText() const { return note_->text(); }

void MaskingSection::setWalk(const MaskWalk& walk) {
    walk_ = walk;
    choices_->fill([&] {
        learnSetIndexRange(layer_, walk.layers, walk.layer);
        learnSetIndexRange(head_, walk.heads, walk.head);
        learnSetTokens(query_, walk.tokens, walk.query);
    });
    // The start token as the model names it: <s>, or a Marian model's <pad>.
    note_->setText(tr("Greedy translation: “%1”. The decoder input is %2 followed by the translation's tokens but the "
                      "last (teacher forcing): %n position(s), so the mask has %n row(s) and %n column(s).",
                      "", int(walk.tokens.size()))
                       .arg(walk.translation.toHtmlEscaped(), walk.tokens.value(0).toHtmlEscaped()));
    if (walk.tokens.size() > kShownMaskPositions)
        note_->setText(note_->text() + QLatin1Char(' ') +
                       tr("The mask below shows the first %1 of them; the row further down has every key.")
                           .arg(kShownMaskPositions));
    fillMask();
    fillRows();
}

void MaskingSection::fillMask() {
    // The mask depends on the positions alone: a new layer, head or query keeps it.
    if (mask_->rowCount() > 0 && maskTokens_ == walk_.tokens) return;
    maskTokens_ = walk_.tokens;
    // n x n cells: a long translation would fill the table with tens of
    // thousands of items (a GUI stall); its first positions show the pattern.
    const int n = std::min(int(walk_.tokens.size()), kShownMaskPositions);
    QStringList labels;
    for (int i = 0; i < n; ++i) labels << learnTokenLabel(i, walk_.tokens[i]);
    mask_->clear();
    mask_->setRowCount(n);
    mask_->setColumnCount(n);
    mask_->setVerticalHeaderLabels(labels);    // queries
    mask_->setHorizontalHeaderLabels(labels);  // keys
    // Query i may attend to keys j <= i (§3.2.3); widgets::causalMaskData holds the same triangle.
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) mask_->setItem(i, j, maskCell(j > i));
    mask_->resizeColumnsToContents();
}

void MaskingSection::fillRows() {
    const int keys = int(walk_.tokens.size());
    // "QK^T/√d_k" is a formula, the same in every language (not translated).
    rows_->clear();
    rows_->setColumnCount(5);
    rows_->setHorizontalHeaderLabels({tr("Key token"), QStringLiteral("QKᵀ/√d_k"), tr("softmax before masking"),
                                      tr("mask"), tr("softmax after masking")});
    rows_->setRowCount(keys + 1);
    double before = 0.0, after = 0.0;
    for (int j = 0; j < keys; ++j) {
        rows_->setItem(j, KeyColumn, new QTableWidgetItem(learnTokenLabel(j, walk_.tokens[j])));
        rows_->setItem(j, ScoreColumn, learnNumberItem(walk_.scores.value(j)));
        rows_->setItem(j, BeforeColumn, learnNumberItem(walk_.before.value(j)));
        rows_->setItem(j, MaskColumn, maskCell(j > walk_.query));
        rows_->setItem(j, AfterColumn, learnNumberItem(walk_.after.value(j)));
        before += walk_.before.value(j);
        after += walk_.after.value(j);
    }
    auto* total = new QTableWidgetItem(tr("Sum"));
    QFont bold = total->font();
    bold.setBold(true);
    total->setFont(bold);
    rows_->setItem(keys, KeyColumn, total);
    rows_->setItem(keys, BeforeColumn, learnNumberItem(before));
    rows_->setItem(keys, AfterColumn, learnNumberItem(after));
    for (int c : {BeforeColumn, AfterColumn}) rows_->item(keys, c)->setFont(bold);
    rows_->resizeColumnsToContents();

    // The weight the mask took from the future keys, given back to the rest.
    double future = 0.0;
    for (int j = walk_.query + 1; j < keys; ++j) future += walk_.before.value(j);
    const int hidden = std::max(keys - 1 - walk_.query, 0);
    summary_->setText(tr("Query “%1” may see keys 0 to %2. Without the mask the %n future key(s) would get %3 "
                         "of the weight; with it they get exactly 0, and the remaining weights are divided by %4 "
                         "so that they sum to 1 again.", "", hidden)
                          .arg(walk_.tokens.value(walk_.query).toHtmlEscaped())
                          .arg(walk_.query)
                          .arg(QLocale().toString(future, 'f', 4))
                          .arg(QLocale().toString(1.0 - future, 'f', 4)));
}

}  // namespace studio::app
