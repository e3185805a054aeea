// SPDX-License-Identifier: GPL-3.0-or-later
#include "learn_heads.h"

#include "learn_common.h"

#include "job_names.h"

#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace studio::app {

HeadsSection::HeadsSection(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    auto* text = learnRichText(
        tr("<h3>Which heads matter</h3>"
           "<p>The paper gives every layer h = 8 heads so that each can attend to “information from different "
           "representation subspaces at different positions” (§3.2.2). Later work measured what they do. "
           "Michel, Levy &amp; Neubig (2019, <i>Are Sixteen Heads Really Better than One?</i>) switched heads off "
           "one at a time with a gate ξ on each head's output and found that most can go with little loss, "
           "while encoder–decoder attention is the most sensitive to pruning. Voita et al. (2019, <i>Analyzing "
           "Multi-Head Self-Attention</i>) found that a few specialised heads do the heavy lifting: positional "
           "heads that look at the previous or next token, and a head that attends to the rarest word. Garg et "
           "al. (2019) read word alignments off cross-attention, best from the mean of the penultimate "
           "layer.</p>"
           "<p>The Analyze page measures all of this on the open model; the heads it found most needed are "
           "listed here.</p>"),
        this);
    layout->addWidget(text);
    note_ = new QLabel(tr("No heads measured yet."), this);
    note_->setWordWrap(true);
    layout->addWidget(note_);
    table_ = new QTableWidget(0, 5, this);
    // Tab leaves the table (arrows move between cells): with thousands of
    // cells Tab never got out of it.
    table_->setTabKeyNavigation(false);
    table_->setHorizontalHeaderLabels(
        {tr("Attention"), tr("Layer"), tr("Head"), tr("Δ dev loss (token NLL) without it"), tr("What it attends to")});
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->verticalHeader()->setVisible(false);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setMinimumHeight(180);
    layout->addWidget(table_);
    measure_ = new QPushButton(tr("Measure the heads on the Analyze page"), this);
    layout->addWidget(measure_, 0, Qt::AlignLeft);
    layout->addStretch(1);
    connect(measure_, &QPushButton::clicked, this, &HeadsSection::measureRequested);
}

bool HeadsSection::sameModel(const ModelSummary& a, const ModelSummary& b) {
    return a.origin == b.origin && a.kind == b.kind && a.step == b.step;
}

void HeadsSection::setHeads(const HeadsResult& heads, const ModelSummary& measured) {
    heads_ = heads;
    measured_ = measured;
    showHeads();
}

void HeadsSection::setShownModel(const ModelSummary& shown) {
    shown_ = shown;
    showHeads();
}

void HeadsSection::showHeads() {
    table_->setRowCount(0);
    const HeadsResult& heads = heads_;
    if (heads.rows.isEmpty()) {
        note_->setText(tr("No heads measured yet."));
        return;
    }
    if (!sameModel(measured_, shown_)) {
        // The Analyze page measures the Translate page's model; this page may
        // show another (the run in training, the demo, a checkpoint opened here).
        // A snapshot by its name, which says its run and step (it said "the
        // run in training" after the run had ended too).
        const QString name = measured_.kind == QLatin1String("snapshot") ? measured_.origin
                                                                           : QFileInfo(measured_.origin).fileName();
        note_->setText(tr("The heads were measured on %1 (the Analyze page's model), not on the model this page "
                          "shows: its heads are not measured. Open it on the Translate page and measure them there.")
                           .arg(name));
        return;
    }
    QVector<HeadRow> rows = heads.rows;
    std::stable_sort(rows.begin(), rows.end(), [](const HeadRow& a, const HeadRow& b) { return a.deltaLoss > b.deltaLoss; });
    int needed = 0;
    for (const HeadRow& r : heads.rows) needed += r.deltaLoss > 0.01 ? 1 : 0;
    note_->setText(tr("Over %1 pairs (%2): removing any one of %3 of the %4 heads raises the dev loss by more "
                      "than 0.01 nats per token; the dev loss (token NLL) of the whole model is %5.")
                       .arg(heads.sentences)
                       .arg(setText(heads.setOrigin))
                       .arg(needed)
                       .arg(heads.rows.size())
                       .arg(QLocale().toString(heads.devLoss, 'f', 4)));
    const QString kinds[3] = {tr("encoder self"), tr("decoder self"), tr("cross")};
    const int shown = std::min<int>(kTopHeads, static_cast<int>(rows.size()));
    table_->setRowCount(shown);
    for (int i = 0; i < shown; ++i) {
        const HeadRow& r = rows[i];
        const QString attends = r.role.isEmpty()
                                    ? tr("no single rule (confidence %1, entropy %2 nats)")
                                          .arg(QLocale().toString(r.confidence, 'f', 2))
                                          .arg(QLocale().toString(r.entropy, 'f', 2))
                                    : r.role + QStringLiteral(": ") + r.evidence;
        const QStringList cells{kinds[static_cast<int>(r.id.kind)], QString::number(r.id.layer),
                                QString::number(r.id.head), QLocale().toString(r.deltaLoss, 'f', 4), attends};
        for (int c = 0; c < cells.size(); ++c) table_->setItem(i, c, new QTableWidgetItem(cells[c]));
    }
    table_->resizeColumnsToContents();
}

QString HeadsSection::noteText() const { return note_->text(); }

}  // namespace studio::app
