// AttributionPanel's views: the attribution matrix and the chosen head's
// attention over the same columns, the heads ranked by agreement, and the
// selected token's numbers.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "attribution_panel.h"

#include "attention_heatmap.h"

#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace studio::app {
namespace {

constexpr int kListedHeads = 10;

QString headLabel(const HeadAgreementView& h) {
    const QString kind = h.kind == HeadKind::Cross ? AttributionPanel::tr("cross") : AttributionPanel::tr("decoder self");
    const QString tau = std::isnan(h.tau) ? QStringLiteral("–") : QLocale().toString(h.tau, 'f', 2);
    return AttributionPanel::tr("%1 · layer %2 · head %3 (τ %4)").arg(kind).arg(h.layer).arg(h.head).arg(tau);
}

// Best agreement first; undefined tau last.
QVector<HeadAgreementView> ranked(const QVector<HeadAgreementView>& heads) {
    QVector<HeadAgreementView> out = heads;
    std::stable_sort(out.begin(), out.end(), [](const HeadAgreementView& a, const HeadAgreementView& b) {
        if (std::isnan(a.tau) != std::isnan(b.tau)) return std::isnan(b.tau);
        return a.tau > b.tau;
    });
    return out;
}

}  // namespace

void AttributionPanel::refreshHeads() {
    const QVariantList previous = head_->currentData().toList();
    const QSignalBlocker block(head_);
    head_->clear();
    agreement_->clear();
    const int t = token_->currentIndex();
    if (t < 0 || t >= result_.tokens.size()) return;
    const auto heads = ranked(result_.tokens[t].heads);
    int keep = 0;
    for (int i = 0; i < heads.size(); ++i) {
        const auto& h = heads[i];
        const QVariantList id{int(h.kind), h.layer, h.head};
        head_->addItem(headLabel(h), id);
        if (id == previous) keep = i;
        if (i < kListedHeads && !std::isnan(h.tau)) {
            auto* item = new QListWidgetItem(headLabel(h), agreement_);
            item->setData(Qt::UserRole, int(h.kind));
            item->setData(Qt::UserRole + 1, h.layer);
            item->setData(Qt::UserRole + 2, h.head);
        }
    }
    head_->setCurrentIndex(keep);
}

QStringList AttributionPanel::columnLabels(QVector<int>* sourceColumn, QVector<int>* targetColumn) const {
    // Columns: the source, then the decoder inputs BOS y1 .. y_{n-1}. In the
    // word view a column is a whitespace word and BOS/EOS are left out.
    const bool words = view_->currentIndex() == 1;
    QStringList labels;
    sourceColumn->clear();
    targetColumn->clear();
    if (!words) {
        for (int s = 0; s < result_.sourcePieces.size(); ++s) {
            sourceColumn->push_back(labels.size());
            labels << result_.sourcePieces[s];
        }
        targetColumn->push_back(labels.size());
        labels << result_.decoderStart;
        for (int k = 0; k + 1 < result_.targetPieces.size(); ++k) {
            targetColumn->push_back(labels.size());
            labels << result_.targetPieces[k];
        }
        return labels;
    }
    const int sourceStart = 0, targetStart = static_cast<int>(result_.sourceWords.size());
    labels << result_.sourceWords << result_.targetWords;
    for (int s = 0; s < result_.sourcePieces.size(); ++s) {
        const int w = result_.sourcePieceWords.value(s, -1);
        sourceColumn->push_back(w < 0 ? -1 : sourceStart + w);
    }
    targetColumn->push_back(-1);  // BOS
    for (int k = 0; k + 1 < result_.targetPieces.size(); ++k) {
        const int w = result_.targetPieceWords.value(k, -1);
        targetColumn->push_back(w < 0 ? -1 : targetStart + w);
    }
    return labels;
}

void AttributionPanel::refreshMaps() {
    QVector<int> sourceColumn, targetColumn;
    const QStringList labels = columnLabels(&sourceColumn, &targetColumn);
    const int rows = static_cast<int>(result_.tokens.size()), cols = static_cast<int>(labels.size());
    if (rows == 0 || cols == 0) {
        attribution_->clear();
        attention_->clear();
        detail_->clear();
        return;
    }
    // A column is in a row's reach when it is a source column or a decoder
    // input up to the token's own position (the causal mask); the rest is hatched.
    auto reach = [&](int row) {
        QVector<bool> in(cols, false);
        for (int c : sourceColumn)
            if (c >= 0) in[c] = true;
        const int position = result_.tokens[row].position;
        for (int k = 0; k <= position && k < targetColumn.size(); ++k)
            if (targetColumn[k] >= 0) in[targetColumn[k]] = true;
        return in;
    };

    const HeadAgreementView head = selectedHead();
    // The columns a head's kind cannot see are hatched on its map: the target
    // prefix for cross-attention, the source for decoder self-attention.
    const int sourceCols = static_cast<int>(view_->currentIndex() == 1 ? result_.sourceWords.size()
                                                                        : result_.sourcePieces.size());
    auto seen = [&](int c) { return head.kind == HeadKind::Cross ? c < sourceCols : c >= sourceCols; };
    widgets::HeatmapData a, h;
    for (auto* d : {&a, &h}) {
        d->rows = rows;
        d->cols = cols;
        d->values.assign(size_t(rows) * cols, 0.0f);
        d->masked.assign(size_t(rows) * cols, 0);
        // Hatched cells here hold no score: a later target token, or a
        // column the head's kind cannot see.
        d->maskedMeaning = widgets::HeatmapData::Masked::NotAnInput;
        d->colLabels = labels;
        d->colTitle = tr("source │ target prefix");
        d->rowTitle = tr("explained token");
    }
    for (const auto& t : result_.tokens) a.rowLabels << t.token;  // the map numbers its rows
    h.rowLabels = a.rowLabels;
    static const char* const kMethods[] = {QT_TR_NOOP("saliency"), QT_TR_NOOP("input × gradient"),
                                           QT_TR_NOOP("integrated gradients")};
    a.title = tr(kMethods[std::clamp(result_.method, 0, 2)]);
    a.scaleLabel = tr("share of |score|");
    h.title = headLabel(head);

    for (int r = 0; r < rows; ++r) {
        const auto& t = result_.tokens[r];
        const QVector<bool> in = reach(r);
        std::vector<double> score(size_t(cols), 0.0), weight(size_t(cols), 0.0);
        for (int s = 0; s < t.source.size() && s < sourceColumn.size(); ++s) {
            if (sourceColumn[s] < 0) continue;
            score[size_t(sourceColumn[s])] += t.source[s];
            if (head.kind == HeadKind::Cross) weight[size_t(sourceColumn[s])] += result_.crossAt(head.layer, head.head, t.position, s);
        }
        for (int k = 0; k < t.target.size() && k < targetColumn.size(); ++k) {
            if (targetColumn[k] < 0) continue;
            score[size_t(targetColumn[k])] += t.target[k];
            if (head.kind == HeadKind::DecoderSelf)
                weight[size_t(targetColumn[k])] += result_.selfAt(head.layer, head.head, t.position, k);
        }
        double total = 0.0;
        for (double v : score) total += std::abs(v);
        for (int c = 0; c < cols; ++c) {
            const size_t i = size_t(r) * cols + c;
            if (!in[c]) {
                a.values[i] = h.values[i] = std::nanf("");
                a.masked[i] = h.masked[i] = 1;
                continue;
            }
            a.values[i] = total > 0.0 ? float(std::abs(score[size_t(c)]) / total) : 0.0f;
            if (seen(c)) {
                h.values[i] = float(weight[size_t(c)]);
            } else {
                h.values[i] = std::nanf("");
                h.masked[i] = 1;
            }
        }
    }
    attribution_->setData(a);
    attention_->setData(h);
    const int t = token_->currentIndex();
    attribution_->setHighlightedRow(t);
    attention_->setHighlightedRow(t);

    // The selected token's numbers: what integrated gradients promises, and
    // its largest signed contributions.
    if (t < 0 || t >= rows) return;
    const auto& tok = result_.tokens[t];
    QString text = tok.contrast.isEmpty()
                       ? tr("log p(%1) = %2.").arg(tok.token).arg(QLocale().toString(tok.f, 'f', 3))
                       : tr("log p(%1) − log p(%2) = %3.").arg(tok.token, tok.contrast).arg(QLocale().toString(tok.f, 'f', 3));
    // The engine's gap is a share of f(x) − f(baseline), or, where that
    // difference is below 0.05 (a share of almost nothing says nothing),
    // the absolute miss in nats: shown in its own unit, never as a percentage.
    const double delta = tok.f - tok.fBaseline;
    if (!std::isnan(tok.gap) && std::abs(delta) >= 0.05)
        text += QLatin1Char(' ') + tr("Integrated gradients, %1 steps: Σ scores = %2, f(x) − f(baseline) = %3, "
                                      "completeness gap %4 %.")
                                       .arg(tok.steps)
                                       .arg(QLocale().toString(tok.sum, 'f', 3))
                                       .arg(QLocale().toString(delta, 'f', 3))
                                       .arg(QLocale().toString(tok.gap * 100.0, 'f', 1));
    else if (!std::isnan(tok.gap))
        text += QLatin1Char(' ') + tr("Integrated gradients, %1 steps: Σ scores = %2, f(x) − f(baseline) = %3, "
                                      "so near 0 that a share says nothing: Σ scores misses it by %4 (nats).")
                                       .arg(tok.steps)
                                       .arg(QLocale().toString(tok.sum, 'f', 3))
                                       .arg(QLocale().toString(delta, 'f', 3))
                                       .arg(QLocale().toString(std::abs(tok.sum - delta), 'f', 3));
    // The integrand jumps wherever a ReLU changes sign along the path (and
    // bends fast around 0 for SiLU and GELU, which are smooth); the
    // engine already gave this token up to 4x the steps: say so, and how
    // many steps would likely do, rather than hide the gap.
    constexpr int kMostSteps = 1000;  // the panel's limit
    if (!std::isnan(tok.gap) && tok.gap > 0.05 && result_.steps < kMostSteps)
        text += QLatin1Char(' ') + tr("The gap is above 5 % (or 0.05 nats): the sum is not yet complete (the gradient changes too fast "
                                      "along the path for these steps, e.g. where a ReLU switches). Raise the steps, "
                                      "e.g. to %1.")
                                       .arg(std::min(kMostSteps, result_.steps * 4));
    else if (!std::isnan(tok.gap) && tok.gap > 0.05)
        text += QLatin1Char(' ') + tr("The gap is above 5 % (or 0.05 nats) even at the most steps (%1): read these "
                                      "scores as approximate (the gradient jumps along the path, e.g. where a ReLU "
                                      "switches).")
                                       .arg(kMostSteps);
    QVector<QPair<double, QString>> parts;
    for (int s = 0; s < tok.source.size(); ++s) parts.push_back({tok.source[s], result_.sourcePieces.value(s)});
    for (int k = 1; k < tok.target.size(); ++k) parts.push_back({tok.target[k], result_.targetPieces.value(k - 1)});
    std::sort(parts.begin(), parts.end(),
              [](const auto& x, const auto& y) { return std::abs(x.first) > std::abs(y.first); });
    QStringList top;
    for (int i = 0; i < parts.size() && i < 4; ++i)
        top << QStringLiteral("%1 %2").arg(parts[i].second).arg(QLocale().toString(parts[i].first, 'f', 3));
    if (!top.isEmpty()) text += QLatin1Char(' ') + tr("Largest: %1.").arg(top.join(QStringLiteral(", ")));
    detail_->setText(text);
}

}  // namespace studio::app
