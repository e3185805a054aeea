// SPDX-License-Identifier: GPL-3.0-or-later
// How long the attention heatmap takes to show another 150x150 matrix (a
// long sentence; switching layer or head in the Translate page): from
// setData() until the queued replot has drawn and the widget has painted.
// Prints the median and the worst of many switches; the last line is
// "heatmap_150x150_redraw_ms=... " like every benchmark's key=value line.
// Run it through `bench/run heatmap-redraw` (offscreen, no display needed).
#include "attention_heatmap.h"

#include <QApplication>
#include <QElapsedTimer>

#include <qcustomplot.h>

#include <algorithm>
#include <clocale>
#include <cmath>
#include <cstdio>
#include <random>
#include <vector>

using studio::widgets::AttentionHeatmap;
using studio::widgets::HeatmapData;

namespace {

constexpr int kTokens = 150;
constexpr int kWarmup = 5;
constexpr int kRuns = 60;

// Softmax rows of random scores, mostly peaked near the diagonal like real
// attention; `seed` makes every matrix different and every run the same.
HeatmapData matrix(unsigned seed, bool causal) {
    std::mt19937 rng(seed);
    std::normal_distribution<float> noise(0.0f, 1.5f);
    HeatmapData d;
    d.rows = d.cols = kTokens;
    d.values.resize(size_t(kTokens) * kTokens);
    if (causal) d.masked.resize(d.values.size());
    for (int r = 0; r < kTokens; ++r) {
        std::vector<float> e(kTokens);
        float sum = 0;
        for (int c = 0; c < kTokens; ++c) {
            const bool hidden = causal && c > r;
            e[c] = hidden ? 0.0f : std::exp(noise(rng) - 0.05f * std::abs(r - c));
            sum += e[c];
            if (causal) d.masked[size_t(r) * kTokens + c] = hidden;
        }
        for (int c = 0; c < kTokens; ++c) d.values[size_t(r) * kTokens + c] = e[c] / sum;
    }
    for (int i = 0; i < kTokens; ++i) {
        d.rowLabels << QStringLiteral("tok%1").arg(i);
        d.colLabels << QStringLiteral("token%1").arg(i);
    }
    d.title = QStringLiteral("Layer 1, head %1").arg(seed);
    d.rowTitle = QStringLiteral("query");
    d.colTitle = QStringLiteral("key");
    return d;
}

}  // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    // As the app: QApplication set printf's number format from the system
    // language ("20,11" in a German desktop broke the fixture's JSON and the
    // key=value lines).
    std::setlocale(LC_NUMERIC, "C");
    AttentionHeatmap heatmap;
    heatmap.resize(1000, 900);
    heatmap.show();
    // Eight heads of one sentence, half of them masked like the decoder's.
    std::vector<HeatmapData> heads;
    for (unsigned h = 0; h < 8; ++h) heads.push_back(matrix(h + 1, h % 2 == 1));

    int replots = 0;
    QObject::connect(heatmap.plot(), &QCustomPlot::afterReplot, [&replots] { ++replots; });
    std::vector<double> ms;
    for (int i = 0; i < kWarmup + kRuns; ++i) {
        QElapsedTimer clock;
        clock.start();
        const int before = replots;
        heatmap.setData(heads[size_t(i) % heads.size()]);
        while (replots == before) QCoreApplication::processEvents(QEventLoop::AllEvents);
        QCoreApplication::processEvents();  // the paint event that shows the new buffer
        if (i >= kWarmup) ms.push_back(clock.nsecsElapsed() / 1e6);
    }
    std::sort(ms.begin(), ms.end());
    const double median = ms[ms.size() / 2], worst = ms.back();
    std::printf("widget=%dx%d runs=%d median_ms=%.2f max_ms=%.2f\n", heatmap.width(), heatmap.height(), kRuns,
                median, worst);
    std::printf("heatmap_150x150_redraw_ms=%.2f max_ms=%.2f runs=%d\n", median, worst, kRuns);
    return 0;
}
