// SPDX-License-Identifier: GPL-3.0-or-later
#include "learn_attention.h"

#include "learn_common.h"

#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace studio::app {

AttentionSection::AttentionSection(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    learnTextLabel(layout, this,
        tr("<h3>Scaled dot-product attention (§3.2.1, Eq. 1)</h3>"
           "<p>Attention(Q, K, V) = softmax(QK<sup>T</sup> / √d<sub>k</sub>) V. For one query token, the "
           "model compares its query vector q with the key vector k of every token (the dot product), divides "
           "by √d<sub>k</sub> so that large dimensions do not push the softmax into regions with tiny "
           "gradients, turns the scores into weights that sum to 1 with the softmax, and returns the "
           "weighted sum of the value vectors. Below, one head of one encoder self-attention layer works "
           "through the sentence with the open model's own numbers.</p>"));

    choices_ = new LearnChoices(layout, this);
    layer_ = choices_->addIndex(tr("Encoder layer:"));
    head_ = choices_->addIndex(tr("Head:"));
    query_ = choices_->addTokens(tr("Query token:"));

    note_ = learnTextLabel(layout, this);
    table_ = learnReadOnlyTable(this);
    table_->verticalHeader()->setVisible(false);
    table_->setMinimumHeight(220);
    layout->addWidget(table_, 1);
    summary_ = learnTextLabel(layout, this);
    connect(choices_, &LearnChoices::changed, this, &AttentionSection::selectionChanged);
}

int AttentionSection::layer() const { return layer_->value(); }
int AttentionSection::head() const { return head_->value(); }
int AttentionSection::query() const { return std::max(query_->currentIndex(), 0); }

void AttentionSection::select(int layer, int head, int query) {
    choices_->fill([&] {
        layer_->setValue(layer);
        head_->setValue(head);
        if (query < query_->count()) query_->setCurrentIndex(query);
    });
    emit selectionChanged();
}

void AttentionSection::clear(const QString& note) {
    walk_ = AttentionWalk{};
    note_->setText(note);
    learnClearTable(table_);
    summary_->clear();
    setEnabled(true);
}

void AttentionSection::setWalk(const AttentionWalk& walk) {
    walk_ = walk;
    choices_->fill([&] {
        learnSetIndexRange(layer_, walk.layers, walk.layer);
        learnSetIndexRange(head_, walk.heads, walk.head);
        learnSetTokens(query_, walk.tokens, walk.query);
    });
    note_->setText(tr("d<sub>k</sub> = %1, so the scores are divided by √%1 = %2. Query: “%3”.")
                       .arg(walk.headDim)
                       .arg(QLocale().toString(std::sqrt(double(walk.headDim)), 'f', 3))
                       .arg(walk.tokens.value(walk.query).toHtmlEscaped()));
    fillTable();
}

void AttentionSection::fillTable() {
    const int keys = int(walk_.tokens.size());
    const int dims = std::min(kShownValueDims, walk_.valueDim);
    // "q·k" and "÷ √d_k" are formulas, the same in every language (not translated).
    QStringList headers{tr("Key token"), QStringLiteral("q·k"), QStringLiteral("÷ √d_k"), tr("softmax")};
    for (int d = 0; d < dims; ++d) headers << tr("softmax × v[%1]").arg(d);
    table_->clear();
    table_->setColumnCount(int(headers.size()));
    table_->setHorizontalHeaderLabels(headers);
    table_->setRowCount(keys + 1);
    QVector<double> sums(dims, 0.0);
    double weightSum = 0.0;
    for (int j = 0; j < keys; ++j) {
        table_->setItem(j, KeyColumn, new QTableWidgetItem(learnTokenLabel(j, walk_.tokens[j])));
        table_->setItem(j, DotColumn, learnNumberItem(walk_.dots.value(j)));
        // The division of Eq. 1 done here, on the engine's own q·k; the test
        // checks it against the scores the engine computed.
        table_->setItem(j, ScaledColumn, learnNumberItem(walk_.dots.value(j) * walk_.scale));
        table_->setItem(j, SoftmaxColumn, learnNumberItem(walk_.weights.value(j)));
        weightSum += walk_.weights.value(j);
        for (int d = 0; d < dims; ++d) {
            const double weighted = walk_.weights.value(j) * walk_.values.value(j).value(d);
            sums[d] += weighted;
            table_->setItem(j, FirstValueColumn + d, learnNumberItem(weighted));
        }
    }
    auto* total = new QTableWidgetItem(tr("Sum (= output)"));
    QFont bold = total->font();
    bold.setBold(true);
    total->setFont(bold);
    table_->setItem(keys, KeyColumn, total);
    table_->setItem(keys, SoftmaxColumn, learnNumberItem(weightSum));
    for (int d = 0; d < dims; ++d) table_->setItem(keys, FirstValueColumn + d, learnNumberItem(sums[d]));
    for (int c = 1; c < table_->columnCount(); ++c)
        if (QTableWidgetItem* item = table_->item(keys, c)) item->setFont(bold);
    table_->resizeColumnsToContents();

    int best = 0;
    for (int j = 1; j < keys; ++j)
        if (walk_.weights.value(j) > walk_.weights.value(best)) best = j;
    summary_->setText(tr("The query “%1” attends most to “%2” (weight %3). The last row is this head's output "
                         "for the query: the weights sum to 1, and the weighted values sum to the first %n "
                         "dimension(s) of the output.", "", dims)
                          .arg(walk_.tokens.value(walk_.query).toHtmlEscaped(),
                               walk_.tokens.value(best).toHtmlEscaped(),
                               QLocale().toString(walk_.weights.value(best), 'f', 3)));
}

}  // namespace studio::app
