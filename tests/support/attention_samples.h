// Sample data and small helpers shared by the attention view tests
// (tst_attention_heatmap, tst_attention_grid). Header-only: widget tests
// link no support library.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "attention_heatmap.h"

#include <qcustomplot.h>

#include <QtTest>

#include <cmath>
#include <vector>

namespace studio::test {

using studio::widgets::AttentionHeatmap;
using studio::widgets::HeatmapData;

// A deterministic, non-symmetric row-stochastic matrix: each query leans to
// the key at a shifted "alignment" position, plus fixed noise.
inline HeatmapData sample(int rows, int cols, unsigned salt = 1) {
    HeatmapData d;
    d.rows = rows;
    d.cols = cols;
    for (int r = 0; r < rows; ++r) {
        std::vector<double> e(static_cast<size_t>(cols));
        double sum = 0;
        for (int c = 0; c < cols; ++c) {
            const double noise = std::sin((r * 131 + c * 17 + salt * 7) * 12.9898) * 43758.5453;
            const double target = (r + 1.0) * cols / (rows + 1.0);
            e[size_t(c)] = std::exp(-0.6 * std::abs(c - target) + 1.2 * (noise - std::floor(noise)));
            sum += e[size_t(c)];
        }
        for (int c = 0; c < cols; ++c) d.values.push_back(float(e[size_t(c)] / sum));
    }
    for (int r = 0; r < rows; ++r) d.rowLabels << QStringLiteral("q%1").arg(r);
    for (int c = 0; c < cols; ++c) d.colLabels << QStringLiteral("k%1").arg(c);
    return d;
}

const QStringList kSource = {QStringLiteral("\u2581The"), QStringLiteral("\u2581house"), QStringLiteral("\u2581is"),
                             QStringLiteral("\u2581very"), QStringLiteral("\u2581small"), QStringLiteral("\u2581and"),
                             QStringLiteral("\u2581the"), QStringLiteral("\u2581garden"), QStringLiteral("\u2581is"),
                             QStringLiteral("\u2581big"), QStringLiteral("."), QStringLiteral("</s>")};
const QStringList kTarget = {QStringLiteral("<s>"), QStringLiteral("\u2581Das"), QStringLiteral("\u2581Haus"),
                             QStringLiteral("\u2581ist"), QStringLiteral("\u2581sehr"), QStringLiteral("\u2581klein"),
                             QStringLiteral("\u2581und"), QStringLiteral("\u2581der"), QStringLiteral("\u2581Garten"),
                             QStringLiteral("\u2581ist"), QStringLiteral("\u2581gro\u00df"), QStringLiteral(".")};


// Shows a widget at a size and lets QCustomPlot lay out and draw.
inline void showAt(QWidget& w, int width, int height) {
    w.resize(width, height);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
}

inline void replot(AttentionHeatmap& h) { h.plot()->replot(QCustomPlot::rpImmediateRefresh); }

}  // namespace studio::test
