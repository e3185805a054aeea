// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of MetricPlot (widgets/metric_plot.h): buffering, throttled redraws,
// smoothing, follow-latest vs. the user's zoom, CSV and image export.
// Run with QT_QPA_PLATFORM=offscreen. Set METRIC_PLOT_SCREENSHOT=/some/file.png
// to keep the rendering of the screenshot() test for a look.
#include "support/test_macros.h"
#include <QtTest>

#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTimer>
#include <QWheelEvent>

#include <qcustomplot.h>

#include <cmath>
#include <vector>

#include "metric_plot.h"
#include "smoothing.h"

using studio::widgets::MetricPlot;

namespace {

// A training-loss-like curve: decays, with deterministic noise.
double noisyLoss(int step, double scale, int seed) {
    const double noise = std::sin(step * 12.9898 + seed * 78.233) * 43758.5453;
    return scale * (0.3 + 4.0 * std::exp(-step / 120.0)) * (1.0 + 0.25 * (noise - std::floor(noise) - 0.5));
}

std::vector<double> toStd(const QVector<double>& v) { return std::vector<double>(v.begin(), v.end()); }

}  // namespace

class TestMetricPlot : public QObject {
    Q_OBJECT

private slots:
    void addPointCounts();
    void redrawIsThrottled();
    void streamingRedrawsRegularly();
    void smoothingKeepsRawData();
    void followLatestTracksData();
    void userRangeStopsFollowing();
    void wheelZoomStopsFollowing();
    void logY();
    void clearKeepsSeries();
    void exportCsv();
    void neverSmoothedSeriesStaysRaw();
    void exportImage();
    void screenshot();
};

void TestMetricPlot::addPointCounts() {
    MetricPlot plot(QStringLiteral("Loss"), QStringLiteral("loss"));
    QCOMPARE(plot.pointCount(QStringLiteral("train")), 0);
    plot.addSeries(QStringLiteral("train"), Qt::blue);
    QCOMPARE(plot.pointCount(QStringLiteral("train")), 0);
    for (int i = 0; i < 5; ++i) plot.addPoint(QStringLiteral("train"), i, 1.0 / (i + 1));
    plot.addPoint(QStringLiteral("dev"), 4, 0.5);  // undeclared: created on the fly
    QCOMPARE(plot.pointCount(QStringLiteral("train")), 5);
    QCOMPARE(plot.pointCount(QStringLiteral("dev")), 1);
    QCOMPARE(plot.seriesNames(), QStringList({QStringLiteral("train"), QStringLiteral("dev")}));
    QCOMPARE(plot.title(), QStringLiteral("Loss"));
    QCOMPARE(plot.yLabel(), QStringLiteral("loss"));
    // Two graphs per series: raw and smoothed; the legend names each series once.
    QCOMPARE(plot.plot()->graphCount(), 4);
    QCOMPARE(plot.plot()->legend->itemCount(), 2);
}

void TestMetricPlot::redrawIsThrottled() {
    MetricPlot plot;
    QSignalSpy replots(plot.plot(), &QCustomPlot::afterReplot);
    for (int i = 0; i < 1000; ++i) plot.addPoint(QStringLiteral("train"), i, noisyLoss(i, 1, 1));
    QCOMPARE(replots.count(), 0);  // addPoint() only buffers
    QVERIFY(plot.redrawPending());
    // The timer's tick draws all 1000 points at once: one redraw of ours
    // (QCustomPlot may add one of its own, queued when the series was
    // created), never one per point.
    QTRY_VERIFY_WITH_TIMEOUT(!plot.redrawPending(), 10000);
    for (int g = 0; g < plot.plot()->graphCount(); ++g) QCOMPARE(plot.plot()->graph(g)->dataCount(), 1000);
    QTRY_VERIFY_WITH_TIMEOUT(replots.count() >= 1, 10000);
    QVERIFY2(replots.count() <= 2, qPrintable(QString::number(replots.count())));
    // Nothing changed since: drawing now has nothing to do.
    const auto drawn = replots.count();
    plot.flush();
    QCOMPARE(replots.count(), drawn);
}

void TestMetricPlot::streamingRedrawsRegularly() {
    // A steady stream must not postpone the redraw forever (a timer restarted
    // by every point would never fire while points keep coming), nor redraw
    // per point (addPoint() never draws; only the timer's tick does).
    MetricPlot plot;
    QSignalSpy replots(plot.plot(), &QCustomPlot::afterReplot);
    int step = 0;
    QTimer feeder;
    feeder.setInterval(1);
    connect(&feeder, &QTimer::timeout, &plot, [&] {
        const int before = int(replots.count());
        for (int i = 0; i < 10; ++i, ++step) plot.addPoint(QStringLiteral("train"), step, noisyLoss(step, 1, 2));
        QCOMPARE(int(replots.count()), before);
    });
    feeder.start();
    QTRY_VERIFY_WITH_TIMEOUT(replots.count() >= 3, 30000);
    feeder.stop();
    QVERIFY2(replots.count() * 10 <= step,
             qPrintable(QStringLiteral("%1 replots for %2 points").arg(replots.count()).arg(step)));
    plot.flush();
    for (int g = 0; g < plot.plot()->graphCount(); ++g) QCOMPARE(plot.plot()->graph(g)->dataCount(), step);
}

void TestMetricPlot::smoothingKeepsRawData() {
    MetricPlot plot;
    const QString s = QStringLiteral("train");
    for (int i = 0; i < 200; ++i) plot.addPoint(s, i, noisyLoss(i, 1, 3));
    const QVector<double> raw = plot.values(s);
    plot.setSmoothing(0.6);
    const QVector<double> at06 = plot.smoothedValues(s);
    QCOMPARE(toStd(at06), studio::widgets::debiased_ema(toStd(raw), 0.6));

    plot.setSmoothing(0.95);
    QCOMPARE(plot.smoothing(), 0.95);
    const QVector<double> at095 = plot.smoothedValues(s);
    QVERIFY(at095 != at06);
    QCOMPARE(toStd(at095), studio::widgets::debiased_ema(toStd(raw), 0.95));
    QCOMPARE(plot.values(s), raw);  // the raw data is untouched
    // The drawn smoothed line follows (graph 1 is the smoothed one).
    plot.flush();
    QCPGraph* smooth = plot.plot()->graph(1);
    QCOMPARE(smooth->dataCount(), 200);
    QCOMPARE(smooth->data()->at(150)->value, at095[150]);
    QCOMPARE(plot.plot()->graph(0)->data()->at(150)->value, raw[150]);

    // 0: no smoothing; the raw graph is hidden since it would coincide.
    plot.setSmoothing(0.0);
    QCOMPARE(plot.smoothedValues(s), raw);
    QVERIFY(!plot.plot()->graph(0)->visible());
    plot.setSmoothing(5.0);  // clamped
    QCOMPARE(plot.smoothing(), 0.99);
    QVERIFY(plot.plot()->graph(0)->visible());
}

// A rarely measured series (a dev loss beside the train loss) is drawn as
// measured whatever the plot's smoothing; the other series are smoothed.
void TestMetricPlot::neverSmoothedSeriesStaysRaw() {
    MetricPlot plot;
    plot.addSeries(QStringLiteral("train"), Qt::blue);
    plot.addSeries(QStringLiteral("dev"), Qt::red);
    plot.setNeverSmoothed(QStringLiteral("dev"), true);
    plot.setSmoothing(0.6);
    for (int i = 0; i < 50; ++i) {
        plot.addPoint(QStringLiteral("train"), i, noisyLoss(i, 1, 3));
        if (i % 10 == 0) plot.addPoint(QStringLiteral("dev"), i, noisyLoss(i, 2, 3));
    }
    QCOMPARE(plot.smoothedValues(QStringLiteral("dev")), plot.values(QStringLiteral("dev")));
    QCOMPARE(toStd(plot.smoothedValues(QStringLiteral("train"))),
             studio::widgets::debiased_ema(toStd(plot.values(QStringLiteral("train"))), 0.6));
    plot.flush();
    QVERIFY(plot.plot()->graph(0)->visible());   // train: its raw points under the smoothed line
    QVERIFY(!plot.plot()->graph(2)->visible());  // dev: one line, the measured one
    // Smoothed again when asked.
    plot.setNeverSmoothed(QStringLiteral("dev"), false);
    QCOMPARE(toStd(plot.smoothedValues(QStringLiteral("dev"))),
             studio::widgets::debiased_ema(toStd(plot.values(QStringLiteral("dev"))), 0.6));
}

void TestMetricPlot::followLatestTracksData() {
    MetricPlot plot;
    QVERIFY(plot.followLatest());
    for (int i = 0; i <= 100; ++i) plot.addPoint(QStringLiteral("train"), i, noisyLoss(i, 1, 4));
    QTRY_VERIFY(!plot.redrawPending());  // the coalesced redraw has run
    QCOMPARE(plot.plot()->xAxis->range().upper, 100.0);
    for (int i = 101; i <= 500; ++i) plot.addPoint(QStringLiteral("train"), i, noisyLoss(i, 1, 4));
    plot.addPoint(QStringLiteral("dev"), 520, 1.0);
    plot.flush();
    QCOMPARE(plot.plot()->xAxis->range().upper, 520.0);
    QCOMPARE(plot.plot()->xAxis->range().lower, 0.0);
}

void TestMetricPlot::userRangeStopsFollowing() {
    MetricPlot plot;
    for (int i = 0; i <= 100; ++i) plot.addPoint(QStringLiteral("train"), i, noisyLoss(i, 1, 5));
    plot.flush();
    QSignalSpy changed(&plot, &MetricPlot::followLatestChanged);
    // What a drag or wheel zoom does to the axis, from outside the widget.
    plot.plot()->xAxis->setRange(10, 20);
    QVERIFY(!plot.followLatest());
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.at(0).at(0).toBool(), false);
    // New data no longer moves the view.
    for (int i = 101; i <= 200; ++i) plot.addPoint(QStringLiteral("train"), i, noisyLoss(i, 1, 5));
    plot.flush();
    QCOMPARE(plot.plot()->xAxis->range().lower, 10.0);
    QCOMPARE(plot.plot()->xAxis->range().upper, 20.0);
    // Following again jumps to the data, and the widget's own axis moves do
    // not count as the user's.
    plot.setFollowLatest(true);
    QCOMPARE(changed.count(), 2);
    QCOMPARE(changed.at(1).at(0).toBool(), true);
    plot.flush();
    QCOMPARE(plot.plot()->xAxis->range().upper, 200.0);
    QVERIFY(plot.followLatest());
    QCOMPARE(changed.count(), 2);
    // The public slot does the same as a user range change.
    plot.userChangedRange();
    QVERIFY(!plot.followLatest());
    QCOMPARE(changed.count(), 3);
}

void TestMetricPlot::wheelZoomStopsFollowing() {
    MetricPlot plot;
    plot.resize(600, 400);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    for (int i = 0; i <= 100; ++i) plot.addPoint(QStringLiteral("train"), i, noisyLoss(i, 1, 6));
    plot.flush();
    QSignalSpy changed(&plot, &MetricPlot::followLatestChanged);
    const QCPRange before = plot.plot()->xAxis->range();
    // A real wheel event in the middle of the axis rect: QCustomPlot zooms.
    const QPointF at = plot.plot()->axisRect()->rect().center();
    QWheelEvent wheel(at, plot.plot()->mapToGlobal(at), QPoint(), QPoint(0, 120), Qt::NoButton,
                      Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(plot.plot(), &wheel);
    QVERIFY(plot.plot()->xAxis->range().size() < before.size());
    QVERIFY(!plot.followLatest());
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.at(0).at(0).toBool(), false);
    // A double click brings the newest data back.
    QTest::mouseDClick(plot.plot(), Qt::LeftButton, Qt::NoModifier, at.toPoint());
    QVERIFY(plot.followLatest());
    plot.flush();
    QCOMPARE(plot.plot()->xAxis->range().upper, 100.0);
}

void TestMetricPlot::logY() {
    MetricPlot plot;
    for (int i = 0; i < 100; ++i) plot.addPoint(QStringLiteral("lr"), i, 1e-4 * (i + 1));
    plot.setLogY(true);
    QVERIFY(plot.logY());
    QVERIFY(plot.followLatest());  // switching scale is not a user zoom
    plot.flush();
    QCOMPARE(plot.plot()->yAxis->scaleType(), QCPAxis::stLogarithmic);
    QVERIFY(plot.plot()->yAxis->range().lower > 0);
    QVERIFY(plot.plot()->yAxis->range().lower <= 1e-4);
    QVERIFY(plot.plot()->yAxis->range().upper >= 1e-2);
    plot.setLogY(false);
    QCOMPARE(plot.plot()->yAxis->scaleType(), QCPAxis::stLinear);
}

void TestMetricPlot::clearKeepsSeries() {
    MetricPlot plot;
    plot.addSeries(QStringLiteral("train"), Qt::red);
    for (int i = 0; i < 10; ++i) plot.addPoint(QStringLiteral("train"), i, 1.0);
    plot.flush();
    plot.clear();
    QCOMPARE(plot.pointCount(QStringLiteral("train")), 0);
    plot.flush();
    QCOMPARE(plot.plot()->graph(1)->dataCount(), 0);
    QCOMPARE(plot.seriesNames(), QStringList{QStringLiteral("train")});
    // Smoothing starts afresh: the first new point is shown as is.
    plot.addPoint(QStringLiteral("train"), 0, 7.0);
    VERIFY_NEAR(plot.smoothedValues(QStringLiteral("train")).at(0), 7.0, 1e-12);
}

void TestMetricPlot::exportCsv() {
    MetricPlot plot;
    plot.setSmoothing(0.5);
    plot.addPoint(QStringLiteral("train"), 1, 1);
    plot.addPoint(QStringLiteral("train"), 2, 2);
    plot.addPoint(QStringLiteral("dev, greedy"), 2, 0.25);  // needs quoting
    plot.addPoint(QStringLiteral("train"), 3, 3);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("curve.csv"));
    QString error;
    QVERIFY2(plot.exportCsv(path, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    // Smoothed (w = 0.5): 1, 5/3, 17/7 (see tst_smoothing), written in the
    // shortest form that reads back exactly; series in declaration order.
    const QByteArray expected = "series,step,value,smoothed\n"
                                "train,1,1,1\n"
                                "train,2,2,1.6666666666666667\n"
                                "train,3,3,2.4285714285714284\n"
                                "\"dev, greedy\",2,0.25,0.25\n";
    QCOMPARE(file.readAll(), expected);
    QCOMPARE(QByteArray("1.6666666666666667").toDouble(), 5.0 / 3.0);
    QCOMPARE(QByteArray("2.4285714285714284").toDouble(), plot.smoothedValues(QStringLiteral("train")).at(2));

    // Plotted over seconds, the file's x column says so.
    plot.setXColumn(QStringLiteral("train_seconds"));
    QVERIFY2(plot.exportCsv(path, &error), qPrintable(error));
    QFile again(path);
    QVERIFY(again.open(QIODevice::ReadOnly));
    QVERIFY(again.readLine() == "series,train_seconds,value,smoothed\n");

    QVERIFY(!plot.exportCsv(dir.filePath(QStringLiteral("no/such/dir/x.csv")), &error));
    QVERIFY(!error.isEmpty());
}

void TestMetricPlot::exportImage() {
    MetricPlot plot(QStringLiteral("Loss"), QStringLiteral("loss"));
    for (int i = 0; i < 300; ++i) plot.addPoint(QStringLiteral("train"), i, noisyLoss(i, 1, 7));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString error;

    const QString png = dir.filePath(QStringLiteral("curve.png"));
    QVERIFY2(plot.exportImage(png, &error), qPrintable(error));
    QVERIFY(QFileInfo(png).size() > 0);
    QImage image;
    QVERIFY(image.load(png));
    QCOMPARE(image.size(), QSize(800, 500));  // never laid out: the default size

    const QString pdf = dir.filePath(QStringLiteral("curve.pdf"));
    QVERIFY2(plot.exportImage(pdf, &error), qPrintable(error));
    QFile pdfFile(pdf);
    QVERIFY(pdfFile.open(QIODevice::ReadOnly));
    QVERIFY(pdfFile.read(5) == "%PDF-");

    // SVG: vectors for slides, with the curve as a path.
    const QString svg = dir.filePath(QStringLiteral("curve.svg"));
    QVERIFY2(plot.exportImage(svg, &error), qPrintable(error));
    QFile svgFile(svg);
    QVERIFY(svgFile.open(QIODevice::ReadOnly));
    const QByteArray svgText = svgFile.readAll();
    QVERIFY(svgText.startsWith("<?xml"));
    QVERIFY(svgText.contains("<svg"));
    QVERIFY(svgText.contains("<path") || svgText.contains("<polyline"));

    error.clear();
    QVERIFY(!plot.exportImage(dir.filePath(QStringLiteral("no/such/dir/curve.svg")), &error));
    QVERIFY(error.contains(QStringLiteral("curve.svg")));

    error.clear();
    QVERIFY(!plot.exportImage(dir.filePath(QStringLiteral("curve.bmp")), &error));
    QVERIFY(error.contains(QStringLiteral("bmp")));
}

void TestMetricPlot::screenshot() {
    // What a user sees mid-training: two noisy decreasing curves.
    MetricPlot plot(QStringLiteral("Training loss"), QStringLiteral("cross-entropy"));
    plot.addSeries(QStringLiteral("train"), QColor(0x1f, 0x77, 0xb4));
    plot.addSeries(QStringLiteral("dev"), QColor(0xff, 0x7f, 0x0e));
    plot.resize(900, 520);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    for (int i = 0; i < 400; ++i) {
        plot.addPoint(QStringLiteral("train"), i * 10, noisyLoss(i, 1.0, 8));
        if (i % 4 == 0) plot.addPoint(QStringLiteral("dev"), i * 10, noisyLoss(i, 1.15, 9));
    }
    plot.setSmoothing(0.9);
    plot.flush();
    const QImage image = plot.grab().toImage();
    QCOMPARE(image.size(), QSize(900, 520));
    // The smoothed lines are drawn in their full colours.
    int trainPixels = 0, devPixels = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QRgb p = image.pixel(x, y);
            if (p == qRgb(0x1f, 0x77, 0xb4)) ++trainPixels;
            if (p == qRgb(0xff, 0x7f, 0x0e)) ++devPixels;
        }
    QVERIFY2(trainPixels > 300 && devPixels > 300, qPrintable(QStringLiteral("%1 %2").arg(trainPixels).arg(devPixels)));
    const QString keep = qEnvironmentVariable("METRIC_PLOT_SCREENSHOT");
    if (!keep.isEmpty()) QVERIFY(image.save(keep));
}

QTEST_MAIN(TestMetricPlot)
#include "tst_metric_plot.moc"
