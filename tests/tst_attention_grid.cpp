// Tests of the layers x heads grid (widgets/attention_grid.h) and of the mask
// data (widgets/mask_data.h): counts, means, clicks, orientation, export, the
// causal and padding masks. Run with QT_QPA_PLATFORM=offscreen; set
// ATTENTION_VIEWS_SCREENSHOT_DIR=/some/dir to keep the screenshots() renderings.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/attention_samples.h"
#include "support/test_macros.h"
#include <QtTest>

#include <QDir>
#include <QImage>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QToolTip>

#include <qcustomplot.h>

#include <cmath>
#include <limits>
#include <vector>

#include "attention_colors.h"
#include "attention_grid.h"
#include "attention_heatmap.h"
#include "mask_data.h"

using namespace studio::widgets;
using namespace studio::test;

class TestAttentionGrid : public QObject {
    Q_OBJECT

private slots:
    void gridCounts_data();
    void gridCounts();
    void gridMeans();
    void gridMeansLeaveOutHeadsSwitchedOff();
    void gridClick_data();
    void gridClick();
    void gridDrawsOrientation();
    void gridExport();
    void causalMask_data();
    void causalMask();
    void paddingMask();
    void screenshots();
};

void TestAttentionGrid::gridCounts_data() {
    QTest::addColumn<int>("layers");
    QTest::addColumn<int>("heads");
    QTest::newRow("2x4") << 2 << 4;
    QTest::newRow("6x8") << 6 << 8;
    QTest::newRow("1x1") << 1 << 1;
}

void TestAttentionGrid::gridCounts() {
    QFETCH(int, layers);
    QFETCH(int, heads);
    AttentionGrid grid;
    std::vector<float> values(size_t(layers) * heads * 5 * 7, 0.2f);
    grid.setData(layers, heads, 5, 7, values, QStringLiteral("Cross-attention"));
    QCOMPARE(grid.cellCount(), layers * heads);
    QCOMPARE(grid.meanCellCount(), layers);
    showAt(grid, 800, 600);
    // Every thumbnail is on screen, square, and apart from the others.
    QRect previous;
    for (int l = 0; l < layers; ++l)
        for (int h = -1; h < heads; ++h) {
            const QRect r = grid.cellRect(l, h);
            QVERIFY(grid.rect().contains(r));
            QCOMPARE(r.width(), r.height());
            QVERIFY(!r.intersects(previous));
            previous = r;
        }
    QCOMPARE(grid.toolTipAt(0, 0), QStringLiteral("Layer 0, head 0"));
    QCOMPARE(grid.toolTipAt(layers - 1, -1),
             QStringLiteral("Layer %1, mean over its %2 heads").arg(layers - 1).arg(heads));
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("not shown")));
    grid.setData(layers, heads, 5, 7, std::vector<float>(3), QString());
    QCOMPARE(grid.cellCount(), 0);
    QCOMPARE(grid.meanCellCount(), 0);
}

void TestAttentionGrid::gridMeans() {
    const int layers = 2, heads = 4, rows = 5, cols = 6;
    std::vector<float> values;
    for (int l = 0; l < layers; ++l)
        for (int h = 0; h < heads; ++h) {
            const HeatmapData d = sample(rows, cols, unsigned(l * heads + h));
            values.insert(values.end(), d.values.begin(), d.values.end());
        }
    AttentionGrid grid;
    grid.setData(layers, heads, rows, cols, values, QString());
    for (int l = 0; l < layers; ++l)
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c) {
                double sum = 0;
                for (int h = 0; h < heads; ++h) {
                    const double v = values[((size_t(l) * heads + h) * rows + r) * cols + c];
                    QCOMPARE(grid.valueAt(l, h, r, c), v);
                    sum += v;
                }
                VERIFY_NEAR(grid.valueAt(l, -1, r, c), sum / heads, 1e-6);
            }
}

// Heads switched off (Analyze page): the layer's mean is over the heads
// still on, as the inspector's "mean of heads"; a layer with every head off
// shows the mean of all; the tooltips say which.
void TestAttentionGrid::gridMeansLeaveOutHeadsSwitchedOff() {
    const int layers = 2, heads = 3, rows = 2, cols = 3;
    std::vector<float> values;
    for (int l = 0; l < layers; ++l)
        for (int h = 0; h < heads; ++h) {
            const HeatmapData d = sample(rows, cols, unsigned(10 + l * heads + h));
            values.insert(values.end(), d.values.begin(), d.values.end());
        }
    std::vector<bool> off(size_t(layers * heads), false);
    off[1] = true;                          // layer 0, head 1
    off[3] = off[4] = off[5] = true;        // every head of layer 1
    AttentionGrid grid;
    grid.setData(layers, heads, rows, cols, values, QString(), off);
    QCOMPARE(grid.cellCount(), layers * heads);
    auto at = [&](int l, int h, int r, int c) { return double(values[((size_t(l) * heads + h) * rows + r) * cols + c]); };
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            VERIFY_NEAR(grid.valueAt(0, -1, r, c), (at(0, 0, r, c) + at(0, 2, r, c)) / 2, 1e-6);
            VERIFY_NEAR(grid.valueAt(1, -1, r, c), (at(1, 0, r, c) + at(1, 1, r, c) + at(1, 2, r, c)) / 3, 1e-6);
            QCOMPARE(grid.valueAt(0, 1, r, c), at(0, 1, r, c));  // its own weights are still shown
        }
    QVERIFY(grid.toolTipAt(0, -1).contains("2 heads switched on"));
    QVERIFY(grid.toolTipAt(0, 1).contains("switched off"));
    QVERIFY(!grid.toolTipAt(0, 0).contains("switched off"));
    QVERIFY(grid.toolTipAt(1, -1).contains("3 heads") && !grid.toolTipAt(1, -1).contains("switched on"));
    // Flags of the wrong size are refused like wrong values.
    grid.setData(layers, heads, rows, cols, values, QString(), std::vector<bool>(2, true));
    QCOMPARE(grid.cellCount(), 0);
}

void TestAttentionGrid::gridClick_data() {
    QTest::addColumn<int>("layer");
    QTest::addColumn<int>("head");
    QTest::newRow("first") << 0 << 0;
    QTest::newRow("last head") << 1 << 3;
    QTest::newRow("middle") << 1 << 2;
    QTest::newRow("mean") << 0 << -1;
}

void TestAttentionGrid::gridClick() {
    QFETCH(int, layer);
    QFETCH(int, head);
    AttentionGrid grid;
    grid.setData(2, 4, 3, 3, std::vector<float>(2 * 4 * 9, 0.5f), QString());
    showAt(grid, 700, 400);
    QSignalSpy clicked(&grid, &AttentionGrid::headClicked);
    QTest::mouseClick(&grid, Qt::LeftButton, {}, grid.cellRect(layer, head).center());
    QCOMPARE(clicked.count(), 1);
    QCOMPARE(clicked.at(0), QVariantList({layer, head}));
    QCOMPARE(grid.currentLayer(), layer);
    QCOMPARE(grid.currentHead(), head);
    // Between thumbnails: nothing.
    const QRect r = grid.cellRect(0, 0);
    QTest::mouseClick(&grid, Qt::LeftButton, {}, QPoint(r.right() + 2, r.center().y()));
    QCOMPARE(clicked.count(), 1);
    grid.setCurrent(-1, 0);
    QCOMPARE(grid.currentLayer(), -1);
}

void TestAttentionGrid::gridDrawsOrientation() {
    // Head 2 of layer 1 attends only from the first query to the last key:
    // its thumbnail is dark at the top right and white elsewhere.
    const int rows = 4, cols = 5;
    std::vector<float> values(size_t(2) * 3 * rows * cols, 0.0f);
    values[(size_t(1) * 3 + 2) * rows * cols + (cols - 1)] = 1.0f;
    AttentionGrid grid;
    grid.setData(2, 3, rows, cols, values, QString());
    showAt(grid, 600, 400);
    const QImage image = grid.grab().toImage();
    const QRect r = grid.cellRect(1, 2);
    QCPColorGradient gradient = attentionGradient();
    const QColor dark(gradient.color(1.0, QCPRange(0, 1))), white(gradient.color(0.0, QCPRange(0, 1)));
    QCOMPARE(QColor(image.pixel(r.right() - r.width() / 10, r.top() + r.height() / 8)), dark);
    QCOMPARE(QColor(image.pixel(r.left() + r.width() / 10, r.top() + r.height() / 8)), white);
    QCOMPARE(QColor(image.pixel(r.right() - r.width() / 10, r.bottom() - r.height() / 8)), white);
}

void TestAttentionGrid::gridExport() {
    AttentionGrid grid;
    std::vector<float> values;
    for (int i = 0; i < 2 * 4; ++i) {
        const HeatmapData d = sample(6, 6, unsigned(i));
        values.insert(values.end(), d.values.begin(), d.values.end());
    }
    grid.setData(2, 4, 6, 6, values, QStringLiteral("Encoder self-attention"));
    QTemporaryDir dir;
    QString error;
    const QString png = dir.filePath(QStringLiteral("grid.png")), svg = dir.filePath(QStringLiteral("grid.svg"));
    QVERIFY2(grid.exportImage(png, &error), qPrintable(error));
    QCOMPARE(QImage(png).size(), grid.sizeHint());
    QVERIFY2(grid.exportImage(svg, &error), qPrintable(error));
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().contains("<svg"));
    QVERIFY(QSvgRenderer(svg).isValid());
    QVERIFY(!grid.exportImage(dir.filePath(QStringLiteral("no/such/dir/grid.svg")), &error));
    QVERIFY(error.contains(QStringLiteral("grid.svg")));
    QVERIFY2(error.contains(QStringLiteral(": ")) && !error.endsWith(QStringLiteral("grid.svg")),
             qPrintable(error));  // and why (it said only the file)
}

void TestAttentionGrid::causalMask_data() {
    QTest::addColumn<int>("n");
    for (int n : {0, 1, 2, 5, 12, 150}) QTest::newRow(qPrintable(QString::number(n))) << n;
}

void TestAttentionGrid::causalMask() {
    QFETCH(int, n);
    const HeatmapData d = causalMaskData(n);
    QCOMPARE(d.rows, n);
    QCOMPARE(d.cols, n);
    QCOMPARE(maskedCellCount(d), n * (n - 1) / 2);
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
            QCOMPARE(bool(d.masked[size_t(r) * n + c]), c > r);  // exactly the upper triangle
            QCOMPARE(d.values[size_t(r) * n + c], 0.0f);
        }
    AttentionHeatmap h;
    h.setData(d);
    if (n >= 2) QVERIFY(h.toolTipAt(0, 1).endsWith(QStringLiteral("(masked)")));
    if (n >= 2) QCOMPARE(h.toolTipAt(1, 0), QStringLiteral("1 \u2192 0: 0.000"));  // positions from 0
}

void TestAttentionGrid::paddingMask() {
    const std::vector<int> lengths = {3, 5, 1, 0, 9};
    const HeatmapData d = paddingMaskData(lengths, 5);
    QCOMPARE(d.rows, 5);
    QCOMPARE(d.cols, 5);
    QCOMPARE(maskedCellCount(d), 2 + 0 + 4 + 5 + 0);
    // Key positions from 0, as the Learn page and the CLI number them.
    QCOMPARE(d.colLabels.value(0), QStringLiteral("0"));
    QCOMPARE(d.colLabels.value(4), QStringLiteral("4"));
    for (int r = 0; r < d.rows; ++r)
        for (int c = 0; c < d.cols; ++c) QCOMPARE(bool(d.masked[size_t(r) * d.cols + c]), c >= lengths[size_t(r)]);
    QVERIFY(!d.showColorScale);
    AttentionHeatmap h;
    h.setData(d);
    QVERIFY(!h.colorScale()->visible());
    QCOMPARE(h.plot()->plotLayout()->columnCount(), 1);  // its column is gone too
    h.setData(sample(2, 2));
    QVERIFY(h.colorScale()->visible());
    QCOMPARE(h.plot()->plotLayout()->columnCount(), 2);
}

void TestAttentionGrid::screenshots() {
    // The renderings a user sees; kept as PNGs when asked, for a look.
    const QString dir = qEnvironmentVariable("ATTENTION_VIEWS_SCREENSHOT_DIR");
    const auto keep = [&](QWidget& w, const char* name) {
        const QImage image = w.grab().toImage();
        QCOMPARE(image.size(), w.size());
        if (!dir.isEmpty()) QVERIFY(image.save(QDir(dir).filePath(QLatin1String(name))));
    };
    AttentionHeatmap h;
    showAt(h, 760, 620);
    HeatmapData cross = sample(12, 12, 3);
    cross.rowLabels = kTarget;
    cross.colLabels = kSource;
    cross.title = QStringLiteral("Cross-attention \u2014 layer 2, head 3");
    cross.rowTitle = QStringLiteral("query: target token");
    cross.colTitle = QStringLiteral("key: source token");
    h.setData(cross);
    h.setHighlightedRow(5);
    replot(h);
    keep(h, "heatmap_12.png");

    HeatmapData self = causalMaskData(12, kTarget);
    const HeatmapData weights = sample(12, 12, 5);
    for (int r = 0; r < 12; ++r) {
        double sum = 0;
        for (int c = 0; c <= r; ++c) sum += weights.values[size_t(r) * 12 + c];
        for (int c = 0; c <= r; ++c) self.values[size_t(r) * 12 + c] = float(weights.values[size_t(r) * 12 + c] / sum);
    }
    self.title = QStringLiteral("Decoder self-attention \u2014 layer 1, head 1");
    self.showColorScale = true;
    h.setData(self);
    h.setHighlightedColumns({2, 3});
    replot(h);
    keep(h, "heatmap_masked_12.png");

    HeatmapData longer = sample(150, 150, 7);
    const QStringList words = {QStringLiteral("\u2581the"), QStringLiteral("\u2581model"), QStringLiteral("s"),
                               QStringLiteral("\u2581attention"), QStringLiteral("\u2581is"), QStringLiteral(",")};
    for (int i = 0; i < 150; ++i) longer.rowLabels[i] = longer.colLabels[i] = words[i % words.size()];
    longer.title = QStringLiteral("Encoder self-attention \u2014 150 tokens");
    longer.rowTitle = QStringLiteral("query");
    longer.colTitle = QStringLiteral("key");
    h.setData(longer);
    replot(h);
    keep(h, "heatmap_150.png");

    h.setData(causalMaskData(10));
    replot(h);
    keep(h, "causal_mask.png");
    h.setData(paddingMaskData({7, 10, 4, 9}, 10));
    replot(h);
    keep(h, "padding_mask.png");

    AttentionGrid grid;
    std::vector<float> values;
    for (int i = 0; i < 2 * 4; ++i) {
        const HeatmapData d = sample(12, 12, unsigned(i + 11));
        values.insert(values.end(), d.values.begin(), d.values.end());
    }
    grid.setData(2, 4, 12, 12, values, QStringLiteral("Cross-attention: all layers and heads"));
    grid.setCurrent(1, 2);
    showAt(grid, 760, 460);
    keep(grid, "grid.png");
    std::vector<bool> off(8, false);
    off[1] = off[6] = true;  // layer 0 head 1, layer 1 head 2
    grid.setData(2, 4, 12, 12, values, QStringLiteral("Cross-attention: two heads switched off"), off);
    keep(grid, "grid_heads_off.png");
}

QTEST_MAIN(TestAttentionGrid)
#include "tst_attention_grid.moc"
