// AnalyzePage, Pruning curve tab: Michel et al.'s curves, drawn live.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analyze_page.h"

#include "field_label.h"

#include "job_names.h"
#include "plot_export.h"
#include "translation_controller.h"

#include <qcustomplot.h>

#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QTextStream>
#include <QVBoxLayout>

namespace studio::app {
namespace {

QColor scopeColor(const QString& scope) {
    if (scope == QLatin1String("encoder_self")) return QColor(0x2c, 0x7f, 0xb8);
    if (scope == QLatin1String("decoder_self")) return QColor(0x31, 0xa3, 0x54);
    if (scope == QLatin1String("cross")) return QColor(0xd9, 0x5f, 0x0e);
    return QColor(0x22, 0x22, 0x22);
}

}  // namespace

QWidget* AnalyzePage::makePruneTab() {
    auto* tab = new QWidget(this);
    auto* layout = new QVBoxLayout(tab);
    auto* top = new QHBoxLayout;
    metric_ = new QComboBox(tab);
    metric_->addItems({tr("Dev BLEU (greedy)"), tr("Dev loss (token NLL)")});
    exportChart_ = new QPushButton(tr("Export…"), tab);
    auto* note = new QLabel(tr("Each round switches off 10 % of the heads in scope, rounded up to whole heads, the least important first; "
                               "importance is measured again after every round (Michel et al. 2019, §4)."),
                            tab);
    note->setWordWrap(true);
    top->addWidget(fieldLabel(tr("Show:"), metric_));
    top->addWidget(metric_);
    top->addWidget(note, 1);
    top->addWidget(exportChart_);
    layout->addLayout(top);
    chart_ = new QCustomPlot(tab);
    chart_->setMinimumHeight(240);
    chart_->xAxis->setLabel(tr("Heads switched off (%)"));
    chart_->xAxis->setRange(0, 100);
    chart_->legend->setVisible(true);
    layout->addWidget(chart_, 1);
    connect(metric_, &QComboBox::currentIndexChanged, this, [this] { refreshChart(); });
    connect(exportChart_, &QPushButton::clicked, this, [this] { chooseExport(0); });
    refreshChart();
    return tab;
}

void AnalyzePage::computePruneCurve() {
    if (job_ != Job::None || !hasModel_) return;
    if (!begin(Job::Prune, translation_->pruneHeads(analysisSet(), Requester::Analyze))) return;
    curves_.clear();
    refreshChart();
    showTab(1);
}

void AnalyzePage::onPruneProgress(qint64 done, qint64 total, const PruneCurveView& curve,
                                  const RequestTicket& ticket) {
    if (!mine(ticket) || job_ != Job::Prune || ticket.stale) return;  // never the old model's curve
    progress_->setRange(0, static_cast<int>(total));
    progress_->setValue(static_cast<int>(done));
    // The curve so far replaces its earlier state.
    bool replaced = false;
    for (auto& c : curves_)
        if (c.scope == curve.scope) {
            c = curve;
            replaced = true;
        }
    if (!replaced) curves_.push_back(curve);
    refreshChart();
}

void AnalyzePage::onPruned(const PruneCurves& curves, const RequestTicket& ticket) {
    if (!mine(ticket)) return;
    if (ticket.stale) {
        curves_.clear();
        refreshChart();
        finish(staleText());
        return;
    }
    curves_ = curves;
    refreshChart();
    finish(curves.isEmpty() ? tr("Pruning curve: %n curve(s).", "", 0)
                            : tr("Pruning curve: %n curve(s) over %1 pairs (%2).", "", static_cast<int>(curves.size()))
                                  .arg(curves.front().sentences)
                                  .arg(setText(curves.front().setOrigin)));
}

void AnalyzePage::refreshChart() {
    const bool bleu = metric_->currentIndex() == 0;
    chart_->clearGraphs();
    // BLEU tokenized as the run's dev BLEU (the Train page's curve): say which. The
    // same figure only on the same pairs (the run's first --eval-sentences dev
    // pairs within --max-len), so the label claims the tokenization alone.
    const QString tokenize = curves_.isEmpty() ? QString() : curves_.front().bleuTokenize;
    const QString bleuLabel = tokenize == QLatin1String("char") ? tr("BLEU (tokenized into characters, as the run's dev BLEU)")
                              : tokenize.isEmpty()              ? tr("BLEU")
                                                                : tr("BLEU (tokenized %1, as the run's dev BLEU)").arg(tokenize);
    chart_->yAxis->setLabel(bleu ? bleuLabel : tr("dev loss (token NLL)"));
    double top = bleu ? 1.0 : 0.1;
    for (const auto& curve : curves_) {
        QCPGraph* g = chart_->addGraph();
        const QString name = curve.scope == QLatin1String("all")            ? tr("all heads (%1)").arg(curve.heads)
                             : curve.scope == QLatin1String("encoder_self") ? tr("encoder self only (%1)").arg(curve.heads)
                             : curve.scope == QLatin1String("decoder_self") ? tr("decoder self only (%1)").arg(curve.heads)
                                                                            : tr("cross only (%1)").arg(curve.heads);
        g->setName(name);
        g->setPen(QPen(scopeColor(curve.scope), curve.scope == QLatin1String("all") ? 2.5 : 1.5));
        g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 5));
        for (const auto& r : curve.rounds) {
            const double y = bleu ? r.bleu : r.devLoss;
            g->addData(r.share * 100.0, y);
            top = std::max(top, y);
        }
    }
    chart_->yAxis->setRange(0, top * 1.08);
    // The legend where the curves are not: BLEU falls from the top left, the loss rises from the bottom left.
    chart_->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignLeft | (bleu ? Qt::AlignBottom : Qt::AlignTop));
    // A hidden chart has no paint buffer yet; it replots when it is resized into view.
    if (chart_->isVisible()) chart_->replot(QCustomPlot::rpQueuedReplot);
}

bool AnalyzePage::exportPruneCurve(const QString& path, QString* error) {
    if (curves_.isEmpty()) {
        if (error) *error = tr("There is no pruning curve yet.");
        return false;
    }
    if (path.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive)) {
        // A file already there stays whole when this one cannot be written in full.
        QSaveFile file(path);
        if (!file.open(QIODevice::WriteOnly)) {
            if (error) *error = tr("%1: cannot write (%2)").arg(path, file.errorString());
            return false;
        }
        QTextStream out(&file);
        // Every digit (the stream's default kept 6: 2.34568), as the CLI's JSON.
        out.setRealNumberNotation(QTextStream::SmartNotation);
        out.setRealNumberPrecision(17);
        out << "scope,round,pruned,share,dev_loss,bleu,bleu_tokenize\n";
        for (const auto& c : curves_)
            for (int r = 0; r < c.rounds.size(); ++r)
                out << c.scope << ',' << r << ',' << c.rounds[r].pruned << ',' << c.rounds[r].share << ','
                    << c.rounds[r].devLoss << ',' << c.rounds[r].bleu << ',' << c.bleuTokenize << '\n';
        out.flush();
        if (out.status() != QTextStream::Ok || !file.commit()) {
            if (error) *error = tr("%1: cannot write (%2)").arg(path, file.errorString());
            return false;
        }
        return true;
    }
    return widgets::exportPlot(chart_, path, 900, 560, error);
}

void AnalyzePage::chooseExport(int what) {
    const QString filters[3] = {tr("PNG image (*.png);;SVG drawing (*.svg);;PDF (*.pdf);;CSV table (*.csv)"),
                                tr("PNG image (*.png);;SVG drawing (*.svg);;PDF (*.pdf)"),
                                tr("Pharaoh links (*.align *.txt)")};
    const QString path = QFileDialog::getSaveFileName(this, tr("Export"), QString(), filters[what]);
    if (path.isEmpty()) return;
    QString error;
    const bool ok = what == 0 ? exportPruneCurve(path, &error)
                    : what == 1 ? exportAlignment(path, &error)
                                : exportPharaoh(path, &error);
    if (!ok) QMessageBox::warning(this, tr("Export"), error);
}

}  // namespace studio::app
