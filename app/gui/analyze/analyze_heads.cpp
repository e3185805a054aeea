// AnalyzePage, Heads tab: the grid of statistics and switching heads off.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analyze_page.h"

#include "head_grid.h"
#include "job_names.h"
#include "translation_controller.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>

#include <cmath>
#include <limits>

namespace studio::app {
namespace {

QString badge(const QString& role) {
    if (role == QLatin1String("positional")) return QStringLiteral("P");
    if (role == QLatin1String("eos-bos")) return QStringLiteral("E");
    if (role == QLatin1String("rare-token")) return QStringLiteral("R");
    return QString();
}

// A head's role and its evidence, in the reader's language.
QString roleText(const HeadRow& row) {
    const QString share = QLocale().toString(100.0 * row.roleShare, 'f', 0);
    if (row.role == QLatin1String("positional"))
        return AnalyzePage::tr("positional: the maximum is at offset %1 in %2 % of queries")
            .arg(row.roleOffset > 0 ? QStringLiteral("+%1").arg(row.roleOffset) : QString::number(row.roleOffset))
            .arg(share);
    if (row.role == QLatin1String("eos-bos"))
        return AnalyzePage::tr("attends to EOS/BOS: the maximum is on EOS or BOS (the decoder's first input: <pad> "
                               "in a Marian model) in %1 % of queries")
            .arg(share);
    if (row.role == QLatin1String("rare-token"))
        return AnalyzePage::tr("rare token: the maximum is on the sentence's rarest token in %1 % of queries").arg(share);
    return row.role + QStringLiteral(": ") + row.evidence;
}

}  // namespace

void AnalyzePage::refreshGrid() {
    const auto& c = model_.config;
    const int layers[3] = {static_cast<int>(c.num_encoder_layers), static_cast<int>(c.num_decoder_layers),
                           static_cast<int>(c.num_decoder_layers)};
    const QString titles[3] = {tr("Encoder self-attention"), tr("Decoder masked self-attention"),
                               tr("Encoder–decoder (cross) attention")};
    const int heads = hasModel_ ? static_cast<int>(c.num_heads) : 0;
    const auto statistic = static_cast<Statistic>(statistic_->currentIndex());
    QVector<widgets::HeadPanel> panels;
    for (int k = 0; k < 3; ++k) {
        widgets::HeadPanel p;
        p.title = titles[k];
        p.layers = hasModel_ ? layers[k] : 0;
        p.heads = heads;
        p.cells.resize(p.layers * p.heads);
        for (int l = 0; l < p.layers; ++l)
            for (int h = 0; h < p.heads; ++h) {
                widgets::HeadCell& cell = p.cells[l * p.heads + h];
                const HeadId id{static_cast<HeadKind>(k), l, h};
                cell.off = off_.contains(id);
                cell.value = std::numeric_limits<double>::quiet_NaN();  // until measured
                cell.tooltip = tr("%1, layer %2, head %3").arg(titles[k]).arg(l).arg(h);
            }
        panels.push_back(p);
    }
    for (const HeadRow& row : heads_.rows) {
        auto& p = panels[static_cast<int>(row.id.kind)];
        if (row.id.layer >= p.layers || row.id.head >= p.heads) continue;
        widgets::HeadCell& cell = p.cells[row.id.layer * p.heads + row.id.head];
        switch (statistic) {
            case Statistic::Importance: cell.value = row.importance; break;
            case Statistic::DeltaLoss: cell.value = row.deltaLoss; break;
            case Statistic::Confidence: cell.value = row.confidence; break;
            case Statistic::Entropy: cell.value = row.entropy; break;
        }
        cell.badge = badge(row.role);
        cell.tooltip += QLatin1Char('\n') +
                        tr("importance %1\nΔ dev loss (token NLL) %2\nconfidence %3\nentropy %4 nats")
                            .arg(QLocale().toString(row.importance, 'f', 3))
                            .arg(QLocale().toString(row.deltaLoss, 'f', 4))
                            .arg(QLocale().toString(row.confidence, 'f', 3))
                            .arg(QLocale().toString(row.entropy, 'f', 3));
        if (!row.role.isEmpty()) cell.tooltip += QLatin1Char('\n') + roleText(row);
    }
    grid_->setDecimals(statistic == Statistic::DeltaLoss ? 3 : 2);
    grid_->setPanels(panels);
    if (heads_.rows.isEmpty()) {
        summary_->setText(headsHint());  // never the figures of another model
    } else {
        // The heads that matter most by the chosen statistic's cousin, Δ loss.
        const HeadRow* top = &heads_.rows.front();
        for (const HeadRow& row : heads_.rows)
            if (row.deltaLoss > top->deltaLoss) top = &row;
        summary_->setText(tr("Measured with every head on. Dev loss (token NLL) %1 over %2 pairs, %3 target tokens (%4). Most needed head: %5 layer %6 "
                             "head %7 (dev loss %8 without it). Click a head to switch it off; right-click for "
                             "its attention. Badges: P positional, E attends to EOS/BOS, R rare token.")
                              .arg(QLocale().toString(heads_.devLoss, 'f', 4))
                              .arg(heads_.sentences)
                              .arg(heads_.targetTokens)
                              .arg(setText(heads_.setOrigin))
                              .arg(titles[static_cast<int>(top->id.kind)])
                              .arg(top->id.layer)
                              .arg(top->id.head)
                              // Signed either way: with every Δ below 0 it read "+-0.0012".
                              .arg((top->deltaLoss >= 0 ? QStringLiteral("+") : QString(QChar(0x2212))) +
                                   QLocale().toString(std::abs(top->deltaLoss), 'f', 4)));
    }
}

void AnalyzePage::toggleHead(HeadKind kind, int layer, int head) {
    if (job_ != Job::None || !hasModel_) return;
    HeadGates off = off_;
    const HeadId id{kind, layer, head};
    if (off.contains(id))
        off.removeAll(id);
    else
        off.push_back(id);
    begin(Job::Gates, translation_->setHeadGates(off, Requester::Analyze));
}

void AnalyzePage::resetHeads() {
    if (job_ != Job::None || !hasModel_ || off_.isEmpty()) return;
    begin(Job::Gates, translation_->setHeadGates({}, Requester::Analyze));
}

void AnalyzePage::onGatesSet(const HeadGates& off, const RequestTicket& ticket) {
    // The model's state, whoever set it.
    off_ = off;
    alignment_ = AlignmentResult();  // it was read with the old heads
    refreshAlignment();
    refreshGrid();
    if (mine(ticket) && job_ == Job::Gates)
        finish(off.isEmpty() ? tr("Every head is on.")
                             : tr("%n head(s) switched off: translations, maps and alignments use the rest.", "",
                                  static_cast<int>(off.size())));
    retranslate();
}

void AnalyzePage::retranslate() {
    const QString sentence = sentence_->text().trimmed();
    if (sentence.isEmpty() || !hasModel_) return;
    TranslationRequest request;
    if (makeRequest_) request = makeRequest_(sentence);
    if (request.sources.isEmpty()) request.sources = {sentence};
    requested_ = request.sources.front();
    translation_->translate(request, Requester::Analyze);
}

void AnalyzePage::onTranslated(const TranslationResult& result, const RequestTicket& ticket) {
    if (ticket.from != Requester::Analyze || ticket.stale) return;  // the Translate page's, or the old model's
    if (sentence_->text().trimmed().isEmpty()) sentence_->setText(result.source);
    const QString asked = requested_.isEmpty() ? sentence_->text().trimmed() : requested_;
    if (result.source != asked || result.nbest.isEmpty()) return;
    lastTranslation_ = result;
    translated_ = result.nbest.front().text;
    translation_label_->setText(result.headsOff == 0
                                    ? tr("Translation (every head on): %1  (log-probability %2)")
                                          .arg(translated_)
                                          .arg(QLocale().toString(result.nbest.front().logProb, 'f', 3))
                                    : tr("Translation with %n head(s) off: %1  (log-probability %2)", "",
                                         result.headsOff)
                                          .arg(translated_)
                                          .arg(QLocale().toString(result.nbest.front().logProb, 'f', 3)));
}

void AnalyzePage::showHeadMenu(int panel, int layer, int head, const QPoint& globalPos) {
    const HeadId id{static_cast<HeadKind>(panel), layer, head};
    QMenu menu(this);
    QAction* toggle = menu.addAction(off_.contains(id) ? tr("Switch this head on") : tr("Switch this head off"));
    toggle->setEnabled(job_ == Job::None && hasModel_);
    QAction* show = menu.addAction(tr("Show its attention on Translate"));
    QAction* chosen = menu.exec(globalPos);
    if (chosen == toggle) toggleHead(id.kind, layer, head);
    if (chosen == show) emit headAttentionRequested(id.kind, layer, head);
}

}  // namespace studio::app
