// SPDX-License-Identifier: GPL-3.0-or-later
#include "beam_trace.h"

#include <QChar>
#include <QLocale>

#include <cmath>

namespace studio::widgets::beam {

namespace {

// SentencePiece's word-start marker, U+2581 LOWER ONE EIGHTH BLOCK.
const QChar kWordStart(0x2581);

bool validNode(const BeamSteps& steps, int step, int index) {
    return step >= 0 && step < steps.size() && index >= 0 && index < steps[step].size();
}

}  // namespace

QVector<int> aliveIndexes(const BeamSteps& steps, int step) {
    QVector<int> alive;
    if (step < 0 || step >= steps.size()) return alive;
    // Counted by position among the alive ones, not by list position: that
    // is what the engine's back-pointers index, wherever finished candidates
    // happen to be listed.
    for (int i = 0; i < steps[step].size(); ++i)
        if (!steps[step][i].finished) alive.append(i);
    return alive;
}

int parentIndex(const BeamSteps& steps, int step, int index) {
    if (!validNode(steps, step, index)) return -2;
    if (step == 0) return -1;
    const QVector<int> alive = aliveIndexes(steps, step - 1);
    const int p = steps[step][index].parent;
    return p >= 0 && p < alive.size() ? alive[p] : -2;
}

QVector<int> pathTo(const BeamSteps& steps, int step, int index) {
    if (!validNode(steps, step, index)) return {};
    QVector<int> path(step + 1);
    int at = index;
    for (int t = step; t >= 0; --t) {
        path[t] = at;
        if (t == 0) break;
        at = parentIndex(steps, t, at);
        if (at < 0) return {};  // broken link: no path to show
    }
    return path;
}

QVector<int> bestPathFrom(const BeamSteps& steps) {
    int bestStep = -1, bestIndex = -1;
    double bestScore = 0.0;
    for (int t = 0; t < steps.size(); ++t)
        for (int i = 0; i < steps[t].size(); ++i) {
            const BeamNode& n = steps[t][i];
            // Strictly greater: the earliest of equal scores wins, like the
            // engine's stable sort of its finished list.
            if (n.finished && (bestStep < 0 || n.score > bestScore)) {
                bestStep = t;
                bestIndex = i;
                bestScore = n.score;
            }
        }
    if (bestStep < 0 && !steps.isEmpty()) {
        const int last = int(steps.size()) - 1;
        for (int i : aliveIndexes(steps, last))
            if (bestIndex < 0 || steps[last][i].score > bestScore) {
                bestStep = last;
                bestIndex = i;
                bestScore = steps[last][i].score;
            }
    }
    return bestStep < 0 ? QVector<int>() : pathTo(steps, bestStep, bestIndex);
}

QVector<QVector<bool>> survivingNodes(const BeamSteps& steps) {
    QVector<QVector<bool>> live(steps.size());
    for (int t = 0; t < steps.size(); ++t) live[t].fill(false, steps[t].size());
    // Backwards, so a node's children are settled before it is looked at.
    for (int t = int(steps.size()) - 1; t >= 0; --t) {
        const bool lastStep = t == steps.size() - 1;
        for (int i = 0; i < steps[t].size(); ++i) {
            if (steps[t][i].finished || lastStep) live[t][i] = true;
            if (!live[t][i] || t == 0) continue;
            const int p = parentIndex(steps, t, i);
            if (p >= 0) live[t - 1][p] = true;
        }
    }
    return live;
}

QString hypothesisText(const BeamSteps& steps, int step, int index, bool words) {
    const QVector<int> path = pathTo(steps, step, index);
    QString text;
    for (int t = 0; t < path.size(); ++t) {
        if (words && t > 0) text += QLatin1Char(' ');
        text += steps[t][path[t]].piece;
    }
    text.replace(kWordStart, QLatin1Char(' '));
    return text.trimmed();
}

QString formatLogValue(double value) {
    const QChar minus(0x2212);
    if (std::isinf(value)) return value < 0 ? QString(minus) + QChar(0x221E) : QString(QChar(0x221E));
    if (std::isnan(value)) return QStringLiteral("?");
    // Rounded first, so that -0.001 shows as "0.00" rather than "−0.00".
    const double rounded = std::round(value * 100.0) / 100.0;
    const QString digits = QLocale().toString(std::abs(rounded), 'f', 2);
    return rounded < 0 ? minus + digits : digits;
}

}  // namespace studio::widgets::beam
