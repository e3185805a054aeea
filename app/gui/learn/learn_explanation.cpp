// SPDX-License-Identifier: GPL-3.0-or-later
#include "learn_explanation.h"

#include "learn_common.h"

#include "attention_heatmap.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace studio::app {

ExplanationSection::ExplanationSection(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    auto* text = learnRichText(
        tr("<h3>Is attention an explanation?</h3>"
           "<p>An attention map shows where a head looked, and it is tempting to read it as the reason for a "
           "word. Jain &amp; Wallace (2019, <i>Attention is not Explanation</i>) compared attention weights with "
           "gradient-based importance and found that they often rank the input differently, and that other "
           "attention maps can give the same output. Wiegreffe &amp; Pinter (2019, <i>Attention is not not "
           "Explanation</i>) answered that it depends on what one means by explanation and on the model. "
           "Gradient attribution asks the model directly: integrated gradients (Sundararajan et al. 2017) "
           "follows the gradient of log p(token) from a neutral input (the source and target pieces' embeddings set to zero; "
           "positions, BOS and EOS kept) to the "
           "real one, and its scores add up to the change of log p.</p>"
           "<p>Below, for one token of the current sentence: its integrated gradients over the source, and the "
           "cross-attention row of the head that agrees most with them. Kendall's τ is 1 when a head ranks the "
           "source pieces (BOS and EOS left out) exactly as the attribution does, 0 when its order is unrelated.</p>"),
        this);
    layout->addWidget(text);
    auto* row = new QHBoxLayout;
    explain_ = new QPushButton(tr("Explain the current sentence"), this);
    token_ = new QComboBox(this);
    token_->setAccessibleName(tr("Token"));
    row->addWidget(explain_);
    row->addWidget(new QLabel(tr("Token:"), this));
    row->addWidget(token_, 1);
    layout->addLayout(row);
    note_ = new QLabel(tr("Nothing explained yet."), this);
    note_->setWordWrap(true);
    layout->addWidget(note_);
    map_ = new widgets::AttentionHeatmap(this);
    map_->setMinimumHeight(220);
    layout->addWidget(map_);
    layout->addStretch(1);
    connect(explain_, &QPushButton::clicked, this, &ExplanationSection::explainRequested);
    connect(token_, &QComboBox::currentIndexChanged, this, [this] { refresh(); });
}

void ExplanationSection::setResult(const AttributionResult& result) {
    working_.clear();
    // A new snapshot's explanation keeps the token chosen (by position) where it still has one.
    if (token_->currentIndex() >= 0) chosen_ = token_->currentIndex();
    result_ = result;
    const QSignalBlocker block(token_);
    token_->clear();
    for (const auto& t : result_.tokens) token_->addItem(QStringLiteral("%1: %2").arg(t.position).arg(t.token));
    token_->setCurrentIndex(result_.tokens.isEmpty() ? -1 : std::min<int>(chosen_, int(result_.tokens.size()) - 1));
    refresh();
}

void ExplanationSection::clear(const QString& note) {
    setResult(AttributionResult());
    note_->setText(note);
}

void ExplanationSection::setWorking(const QString& sentence) {
    setResult(AttributionResult());
    working_ = sentence;
    note_->setText(tr("Working out integrated gradients of every token of the greedy translation of “%1”…")
                       .arg(sentence.toHtmlEscaped()));
}

void ExplanationSection::setProgress(qint64 done, qint64 total) {
    if (working_.isEmpty() || total <= 0) return;
    note_->setText(tr("Working out integrated gradients of every token of the greedy translation of “%1”…")
                       .arg(working_.toHtmlEscaped()) +
                   QLatin1Char(' ') +
                   tr("%L1 of %L2 gradient evaluations (%L3 %).")
                       .arg(done)
                       .arg(total)
                       .arg(int(100 * done / total)));
}

void ExplanationSection::selectToken(int index) { token_->setCurrentIndex(index); }

QString ExplanationSection::noteText() const { return note_->text(); }

void ExplanationSection::refresh() {
    const int t = token_->currentIndex();
    if (t < 0 || t >= result_.tokens.size()) {
        map_->clear();
        note_->setText(tr("Nothing explained yet."));
        return;
    }
    const auto& tok = result_.tokens[t];
    // The cross head that agrees most, and the median agreement of all cross heads.
    HeadAgreementView best;
    best.tau = std::nan("");
    std::vector<double> taus;
    for (const auto& h : tok.heads) {
        if (h.kind != HeadKind::Cross || std::isnan(h.tau)) continue;
        taus.push_back(h.tau);
        if (std::isnan(best.tau) || h.tau > best.tau) best = h;
    }
    if (taus.empty()) {
        note_->setText(tr("The source is too short to compare rankings."));
        map_->clear();
        return;
    }
    std::sort(taus.begin(), taus.end());
    const size_t n = taus.size();  // the middle value, or the mean of the two middle ones
    const double median = n % 2 == 1 ? taus[n / 2] : 0.5 * (taus[n / 2 - 1] + taus[n / 2]);
    const int cols = static_cast<int>(tok.source.size());
    widgets::HeatmapData d;
    d.rows = 2;
    d.cols = cols;
    d.colLabels = result_.sourcePieces;
    double total = 0.0;
    for (double v : tok.source) total += std::abs(v);
    for (int c = 0; c < cols; ++c) d.values.push_back(total > 0 ? float(std::abs(tok.source[c]) / total) : 0.0f);
    for (int c = 0; c < cols; ++c) d.values.push_back(result_.crossAt(best.layer, best.head, tok.position, c));
    const QString methodName = result_.method == 2 ? tr("integrated gradients")
                                                  : result_.method == 1 ? tr("input × gradient") : tr("saliency");
    d.rowLabels = {tr("attribution"), tr("head %1.%2").arg(best.layer).arg(best.head)};
    d.title = tr("Why “%1”: attribution and attention over the source").arg(tok.token);
    d.colTitle = tr("source token");
    // Shares of the source's scores alone (Analyze ▸ Attribution divides by
    // the target prefix's too): comparable with a row of attention, which
    // sums to 1 over the source.
    d.scaleLabel = tr("share of |source score| / weight");
    map_->setData(d);
    note_->setText(tr("Cross-attention head %1 of layer %2 agrees most with %3 (τ = %4); the median cross head "
                      "reaches τ = %5. Where τ is low, the attention map is not the reason for this token.")
                       .arg(best.head)
                       .arg(best.layer)
                       .arg(methodName)
                       .arg(QLocale().toString(best.tau, 'f', 2))
                       .arg(QLocale().toString(median, 'f', 2)));
}

}  // namespace studio::app
