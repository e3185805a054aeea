// Tests of the attention heatmap (widgets/attention_heatmap.h): orientation
// of what is drawn, masked cells, hover and click, highlights, label
// thinning, zoom, CSV and image export. Run with QT_QPA_PLATFORM=offscreen.
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

namespace {

// The rows of a CSV file, quoted fields unquoted.
QList<QStringList> readCsv(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) return {};
    const QString text = QString::fromUtf8(file.readAll());
    QList<QStringList> rows(1);
    QString field;
    bool quoted = false;
    for (int i = 0; i < text.size(); ++i) {
        const QChar ch = text[i];
        if (quoted) {
            if (ch == u'"' && i + 1 < text.size() && text[i + 1] == u'"') field += text[++i];
            else if (ch == u'"') quoted = false;
            else field += ch;
        } else if (ch == u'"') {
            quoted = true;
        } else if (ch == u',' || ch == u'\n') {
            rows.last() << field;
            field.clear();
            if (ch == u'\n') rows.append(QStringList());
        } else {
            field += ch;
        }
    }
    if (rows.last().isEmpty()) rows.removeLast();
    return rows;
}

}  // namespace

class TestAttentionHeatmap : public QObject {
    Q_OBJECT

private slots:
    void orientation_data();
    void orientation();
    void wrongSizesAreRefused();
    void maskedCells();
    void maskedCellsSayWhatTheyHold_data();
    void maskedCellsSayWhatTheyHold();
    void toolTips_data();
    void toolTips();
    void hover();
    void clicks();
    void keyboard();
    void highlights();
    void autoRange();
    void labelThinning();
    void zoomStaysInside();
    void exportCsv();
    void exportImage_data();
    void exportImage();
};

void TestAttentionHeatmap::orientation_data() {
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("cols");
    QTest::newRow("3x4") << 3 << 4;
    QTest::newRow("7x2") << 7 << 2;
    QTest::newRow("1x5") << 1 << 5;
    QTest::newRow("5x1") << 5 << 1;
    QTest::newRow("1x1") << 1 << 1;
}

void TestAttentionHeatmap::orientation() {
    QFETCH(int, rows);
    QFETCH(int, cols);
    HeatmapData d = sample(rows, cols);
    AttentionHeatmap h;
    showAt(h, 600, 500);
    h.setData(d);
    QCOMPARE(h.rows(), rows);
    QCOMPARE(h.cols(), cols);
    // Read back from the colour map: row r, column c is values[r * cols + c].
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) QCOMPARE(h.valueAt(r, c), double(d.values[size_t(r) * cols + c]));
    // Columns are keys on x, rows queries on y, with the first query on top.
    QCPColorMap* map = h.colorMap();
    QCOMPARE(map->keyAxis(), h.plot()->xAxis);
    QVERIFY(h.plot()->yAxis->rangeReversed());
    double key = 0, value = 0;
    map->data()->cellToCoord(cols > 1 ? cols - 1 : 0, rows > 1 ? rows - 1 : 0, &key, &value);
    VERIFY_NEAR(key, cols > 1 ? cols - 1 : -0.25, 1e-12);
    VERIFY_NEAR(value, rows > 1 ? rows - 1 : -0.25, 1e-12);
    replot(h);
    QVERIFY(h.cellCenter(0, 0).y() < h.cellCenter(rows - 1, 0).y() || rows == 1);
    // The pixels: the darkest cell is drawn where it belongs.
    const QImage image = h.plot()->toPixmap().toImage();
    QCPColorGradient gradient = attentionGradient();
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            const QRgb expected = gradient.color(d.values[size_t(r) * cols + c], QCPRange(0, 1));
            QCOMPARE(QColor(image.pixel(h.cellCenter(r, c))), QColor(expected));
        }
}

void TestAttentionHeatmap::wrongSizesAreRefused() {
    AttentionHeatmap h;
    HeatmapData d = sample(3, 3);
    d.values.pop_back();
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("not shown")));
    h.setData(d);
    QCOMPARE(h.rows(), 0);
    d = sample(3, 3);
    d.masked.assign(4, 1);
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("not shown")));
    h.setData(d);
    QCOMPARE(h.cols(), 0);
    QCOMPARE(h.toolTipAt(0, 0), QString());
}

void TestAttentionHeatmap::maskedCells() {
    HeatmapData d = sample(4, 4);
    d.masked.assign(16, 0);
    d.masked[1] = d.masked[2 * 4 + 3] = 1;
    AttentionHeatmap h;
    h.setData(d);
    QVERIFY(h.isMasked(0, 1) && h.isMasked(2, 3) && !h.isMasked(1, 0));
    QVERIFY(std::isnan(h.colorMap()->data()->cell(1, 0)));  // drawn in the masked colour
    QCOMPARE(h.valueAt(0, 1), -std::numeric_limits<double>::infinity());
    QCOMPARE(h.valueAt(1, 0), double(d.values[4]));
    QCOMPARE(h.toolTipAt(2, 3), QStringLiteral("q2 \u2192 k3: \u2212\u221e (masked)"));
}

// A masked cell of a mask holds −∞; of a weight matrix, the 0 that −∞ made;
// of an attribution map, nothing (the column is no input of that token). The
// tooltip and the CSV say which: a weight export must still sum to 1 a row.
void TestAttentionHeatmap::maskedCellsSayWhatTheyHold_data() {
    QTest::addColumn<int>("meaning");
    QTest::addColumn<QString>("tip");
    QTest::addColumn<QString>("field");
    QTest::newRow("mask score") << int(HeatmapData::Masked::Score) << QStringLiteral("q0 \u2192 k1: \u2212\u221e (masked)")
                                << QStringLiteral("-inf");
    QTest::newRow("zero weight") << int(HeatmapData::Masked::Weight)
                                 << QStringLiteral("q0 \u2192 k1: 0.000 (masked: \u2212\u221e before the softmax)")
                                 << QStringLiteral("0");
    QTest::newRow("no input") << int(HeatmapData::Masked::NotAnInput) << QStringLiteral("q0 \u2192 k1: not an input")
                              << QString();
}

void TestAttentionHeatmap::maskedCellsSayWhatTheyHold() {
    QFETCH(int, meaning);
    QFETCH(QString, tip);
    QFETCH(QString, field);
    HeatmapData d = sample(2, 2);
    d.values = {1.0f, 0.0f, 0.25f, 0.75f};
    d.masked = {0, 1, 0, 0};
    d.maskedMeaning = HeatmapData::Masked(meaning);
    AttentionHeatmap h;
    h.setData(d);
    QCOMPARE(h.toolTipAt(0, 1), tip);
    QCOMPARE(h.toolTipAt(0, 0), QStringLiteral("q0 \u2192 k0: 1.000"));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("m.csv"));
    QString error;
    QVERIFY2(h.exportCsv(path, &error), qPrintable(error));
    const QList<QStringList> rows = readCsv(path);
    QCOMPARE(rows.size(), 3);
    QCOMPARE(rows[1].size(), 3);
    QCOMPARE(rows[1][2], field);
    QCOMPARE(rows[2][1], QStringLiteral("0.25"));
}

void TestAttentionHeatmap::toolTips_data() {
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("col");
    QTest::addColumn<QString>("expected");
    QTest::newRow("first") << 0 << 0 << QStringLiteral("<s> \u2192 \u2581The: 0.900");
    QTest::newRow("corner") << 11 << 11 << QStringLiteral(". \u2192 </s>: 0.125");
    QTest::newRow("small") << 2 << 10 << QStringLiteral("\u2581Haus \u2192 .: 0.001");
    QTest::newRow("outside") << 12 << 0 << QString();
}

void TestAttentionHeatmap::toolTips() {
    QFETCH(int, row);
    QFETCH(int, col);
    QFETCH(QString, expected);
    HeatmapData d;
    d.rows = d.cols = 12;
    d.values.assign(144, 0.0f);
    d.values[0] = 0.9f;
    d.values[143] = 0.125f;
    d.values[2 * 12 + 10] = 0.0012f;
    d.rowLabels = kTarget;
    d.colLabels = kSource;
    AttentionHeatmap h;
    h.setData(d);
    QCOMPARE(h.toolTipAt(row, col), expected);
}

void TestAttentionHeatmap::hover() {
    AttentionHeatmap h;
    showAt(h, 500, 400);
    h.setData(sample(3, 5));
    replot(h);
    QSignalSpy hovered(&h, &AttentionHeatmap::cellHovered);
    const QPoint at = h.cellCenter(2, 1);
    QMouseEvent move(QEvent::MouseMove, at, h.plot()->mapToGlobal(at), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
    QApplication::sendEvent(h.plot(), &move);
    QCOMPARE(hovered.count(), 1);
    QCOMPARE(hovered.at(0), QVariantList({2, 1}));
    // The tooltip Qt shows for that point is the cell's.
    QHelpEvent help(QEvent::ToolTip, at, h.plot()->mapToGlobal(at));
    QApplication::sendEvent(h.plot(), &help);
    QCOMPARE(QToolTip::text(), h.toolTipAt(2, 1));
    QVERIFY(QToolTip::text().startsWith(QStringLiteral("q2 \u2192 k1: 0.")));
    QEvent leave(QEvent::Leave);
    QApplication::sendEvent(h.plot(), &leave);
    QCOMPARE(hovered.count(), 2);
    QCOMPARE(hovered.at(1), QVariantList({-1, -1}));
    QToolTip::hideText();
}

void TestAttentionHeatmap::clicks() {
    AttentionHeatmap h;
    showAt(h, 500, 400);
    h.setData(sample(4, 6));
    replot(h);
    QSignalSpy clicked(&h, &AttentionHeatmap::cellClicked);
    QTest::mouseClick(h.plot(), Qt::LeftButton, Qt::ShiftModifier, h.cellCenter(1, 4));
    QCOMPARE(clicked.count(), 1);
    QCOMPARE(clicked.at(0).at(0).toInt(), 1);
    QCOMPARE(clicked.at(0).at(1).toInt(), 4);
    QCOMPARE(clicked.at(0).at(2).value<Qt::KeyboardModifiers>(), Qt::KeyboardModifiers(Qt::ShiftModifier));
    // The labels: left of the matrix a row, below it a column.
    const QRect rect = h.plot()->axisRect()->rect();
    QTest::mouseClick(h.plot(), Qt::LeftButton, {}, QPoint(rect.left() - 10, h.cellCenter(3, 0).y()));
    QTest::mouseClick(h.plot(), Qt::LeftButton, {}, QPoint(h.cellCenter(0, 2).x(), rect.bottom() + 10));
    QCOMPARE(clicked.count(), 3);
    QCOMPARE(clicked.at(1).mid(0, 2), QVariantList({3, -1}));
    QCOMPARE(clicked.at(2).mid(0, 2), QVariantList({-1, 2}));
    // A press that moves is a pan, not a click.
    QTest::mousePress(h.plot(), Qt::LeftButton, {}, h.cellCenter(1, 1));
    QMouseEvent move(QEvent::MouseMove, h.cellCenter(2, 3), h.plot()->mapToGlobal(h.cellCenter(2, 3)), Qt::NoButton,
                     Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(h.plot(), &move);
    QTest::mouseRelease(h.plot(), Qt::LeftButton, {}, h.cellCenter(2, 3));
    QCOMPARE(clicked.count(), 3);
}

// Without a mouse: Tab into the view starts at the first cell, the arrows
// move (stopping at the edges), Space and Ctrl+Space click, the cell's value
// is the view's accessible description, and a new head keeps the cell.
void TestAttentionHeatmap::keyboard() {
    AttentionHeatmap h;
    showAt(h, 500, 400);
    h.setData(sample(4, 6));
    replot(h);
    QCOMPARE(h.focusPolicy(), Qt::StrongFocus);
    h.clear();
    h.activateWindow();  // focus events come to an active window only
    QVERIFY(QTest::qWaitForWindowActive(&h));
    h.setFocus(Qt::TabFocusReason);
    QTRY_VERIFY(h.hasFocus());
    QCOMPARE(h.keyboardRow(), -1);  // no cells, no current cell
    h.setData(sample(4, 6));
    replot(h);
    // Focused (as the window's only focusable view, before it had cells):
    // the first cell is the current one.
    QCOMPARE(h.keyboardRow(), 0);
    QCOMPARE(h.keyboardCol(), 0);
    QSignalSpy hovered(&h, &AttentionHeatmap::cellHovered);
    QSignalSpy clicked(&h, &AttentionHeatmap::cellClicked);
    QTest::keyClick(&h, Qt::Key_Right);
    QTest::keyClick(&h, Qt::Key_Right);
    QTest::keyClick(&h, Qt::Key_Down);
    QCOMPARE(h.keyboardRow(), 1);
    QCOMPARE(h.keyboardCol(), 2);
    QCOMPARE(hovered.last().mid(0, 2), QVariantList({1, 2}));  // as the mouse does
    QVERIFY2(h.accessibleDescription().contains(h.toolTipAt(1, 2)), qPrintable(h.accessibleDescription()));
    QTest::keyClick(&h, Qt::Key_Space);
    QTest::keyClick(&h, Qt::Key_Space, Qt::ControlModifier);
    QCOMPARE(clicked.count(), 2);
    QCOMPARE(clicked.at(0).mid(0, 2), QVariantList({1, 2}));
    QCOMPARE(clicked.at(0).at(2).value<Qt::KeyboardModifiers>(), Qt::KeyboardModifiers());
    QCOMPARE(clicked.at(1).at(2).value<Qt::KeyboardModifiers>(), Qt::KeyboardModifiers(Qt::ControlModifier));
    // The edges hold; End and Page Down go as far as they can.
    QTest::keyClick(&h, Qt::Key_End);
    QTest::keyClick(&h, Qt::Key_Right);
    QTest::keyClick(&h, Qt::Key_PageDown);
    QCOMPARE(h.keyboardRow(), 3);
    QCOMPARE(h.keyboardCol(), 5);
    // Another head of a shorter sentence: the cell moves inside it.
    h.setData(sample(2, 3));
    QCOMPARE(h.keyboardRow(), 1);
    QCOMPARE(h.keyboardCol(), 2);
    // A click sets where the keys go on from.
    replot(h);
    QTest::mouseClick(h.plot(), Qt::LeftButton, {}, h.cellCenter(0, 1));
    QTest::keyClick(&h, Qt::Key_Down);
    QCOMPARE(h.keyboardRow(), 1);
    QCOMPARE(h.keyboardCol(), 1);
}

void TestAttentionHeatmap::highlights() {
    AttentionHeatmap h;
    h.setData(sample(5, 6));
    h.setHighlightedRow(2);
    QCOMPARE(h.highlightedRow(), 2);
    h.setHighlightedColumns({1, 4, 4, 99, -3});
    QCOMPARE(h.highlightedColumns(), QList<int>({1, 4}));
    // Outlined bands: one rectangle spanning the row, one per column.
    QList<QCPItemRect*> visible;
    for (int i = 0; i < h.plot()->itemCount(); ++i)
        if (auto* rect = qobject_cast<QCPItemRect*>(h.plot()->item(i)); rect && rect->visible()) visible << rect;
    QCOMPARE(visible.size(), 3);
    const auto spans = [&](double x0, double y0, double x1, double y1) {
        return std::any_of(visible.begin(), visible.end(), [&](QCPItemRect* r) {
            return r->topLeft->coords() == QPointF(x0, y0) && r->bottomRight->coords() == QPointF(x1, y1);
        });
    };
    QVERIFY(spans(-0.5, 1.5, 5.5, 2.5));  // row 2
    QVERIFY(spans(3.5, -0.5, 4.5, 4.5));  // column 4
    h.setHighlightedRow(-1);
    h.setHighlightedColumns({});
    QCOMPARE(h.highlightedRow(), -1);
    QVERIFY(h.highlightedColumns().isEmpty());
    for (int i = 0; i < h.plot()->itemCount(); ++i) QVERIFY(!h.plot()->item(i)->visible());
    h.setHighlightedRow(1);
    h.setData(sample(5, 6, 2));  // new data: old highlights are meaningless
    QCOMPARE(h.highlightedRow(), -1);
}

void TestAttentionHeatmap::autoRange() {
    HeatmapData d = sample(3, 3);
    d.masked.assign(9, 0);
    d.masked[2] = 1;
    d.values[2] = 5.0f;  // masked: must not stretch the range
    AttentionHeatmap h;
    h.setData(d);
    QCOMPARE(h.colorScale()->dataRange(), QCPRange(0, 1));
    h.setAutoRange(true);
    std::vector<float> shown = d.values;
    shown.erase(shown.begin() + 2);
    const auto [lo, hi] = std::minmax_element(shown.begin(), shown.end());
    QCOMPARE(h.colorScale()->dataRange(), QCPRange(*lo, *hi));
    QCOMPARE(h.colorMap()->dataRange(), h.colorScale()->dataRange());
    h.setAutoRange(false);
    QCOMPARE(h.colorScale()->dataRange(), QCPRange(0, 1));
}

void TestAttentionHeatmap::labelThinning() {
    AttentionHeatmap h;
    showAt(h, 520, 480);
    HeatmapData d = sample(150, 150);
    h.setData(d);
    replot(h);
    // 150 tokens in ~400 pixels: every k-th label, turned on the x axis.
    QVERIFY2(h.visibleColumnLabelCount() > 5 && h.visibleColumnLabelCount() < 150,
             qPrintable(QString::number(h.visibleColumnLabelCount())));
    QVERIFY(h.visibleRowLabelCount() > 5 && h.visibleRowLabelCount() < 150);
    QVERIFY(h.columnLabelsRotated());
    // A thinned label carries its position, from 0 as the data's: "7: k7".
    const auto ticker = qSharedPointerDynamicCast<QCPAxisTickerText>(h.plot()->xAxis->ticker());
    QVERIFY(ticker && ticker->ticks().size() > 1);
    for (auto it = ticker->ticks().cbegin(); it != ticker->ticks().cend(); ++it)
        QCOMPARE(it.value(), QStringLiteral("%1: k%1").arg(int(it.key())));
    // Zoomed in to 12 tokens a side: every one of them is labelled.
    h.plot()->xAxis->setRange(99.5, 111.5);
    h.plot()->yAxis->setRange(19.5, 31.5);
    replot(h);
    QCOMPARE(h.visibleColumnLabelCount(), 12);
    QCOMPARE(h.visibleRowLabelCount(), 12);
    h.resetZoom();
    replot(h);
    QVERIFY(h.visibleColumnLabelCount() < 150);
    // Large enough for all 150 (about 20 pixels a row).
    h.resize(1400, 3400);
    replot(h);
    QCOMPARE(h.visibleRowLabelCount(), 150);
}

void TestAttentionHeatmap::zoomStaysInside() {
    AttentionHeatmap h;
    showAt(h, 500, 400);
    h.setData(sample(20, 30));
    replot(h);
    const QPoint at = h.cellCenter(10, 15);
    QWheelEvent wheel(at, h.plot()->mapToGlobal(at), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::NoModifier,
                      Qt::NoScrollPhase, false);
    QApplication::sendEvent(h.plot(), &wheel);
    QVERIFY(h.plot()->xAxis->range().size() < 30);
    QVERIFY(h.plot()->yAxis->range().size() < 20);
    // Panned past the end, and zoomed out too far: held at the matrix.
    h.plot()->xAxis->setRange(25, 45);
    QCOMPARE(h.plot()->xAxis->range(), QCPRange(9.5, 29.5));
    h.plot()->yAxis->setRange(-100, 100);
    QCOMPARE(h.plot()->yAxis->range(), QCPRange(-0.5, 19.5));
    h.resetZoom();
    QCOMPARE(h.plot()->xAxis->range(), QCPRange(-0.5, 29.5));
}

void TestAttentionHeatmap::exportCsv() {
    HeatmapData d = sample(3, 4);
    d.rowLabels = QStringList({QStringLiteral("a,b"), QStringLiteral("say \"hi\""), QStringLiteral("plain")});
    d.colLabels = QStringList({QStringLiteral(","), QStringLiteral("\""), QStringLiteral("x"), QStringLiteral("y")});
    d.masked.assign(12, 0);
    d.masked[1 * 4 + 2] = 1;
    d.title = QStringLiteral("Cross-attention, layer 2, head 3");
    d.rowTitle = QStringLiteral("query (target token)");
    d.colTitle = QStringLiteral("key (source token)");
    AttentionHeatmap h;
    h.setData(d);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("attention.csv"));
    QString error;
    QVERIFY2(h.exportCsv(path, &error), qPrintable(error));
    const QList<QStringList> rows = readCsv(path);
    QCOMPARE(rows.size(), 4);
    // The corner names the matrix and its axes: exports of two heads differ.
    QCOMPARE(rows[0], QStringList({QStringLiteral("Cross-attention, layer 2, head 3: query (target token) \\ key (source token)")}) +
                          d.colLabels);
    for (int r = 0; r < 3; ++r) {
        QCOMPARE(rows[r + 1].size(), 5);
        QCOMPARE(rows[r + 1][0], d.rowLabels[r]);
        for (int c = 0; c < 4; ++c) {
            const QString field = rows[r + 1][c + 1];
            if (r == 1 && c == 2) {
                QCOMPARE(field, QStringLiteral("-inf"));
                continue;
            }
            bool ok = false;
            QCOMPARE(field.toFloat(&ok), d.values[size_t(r) * 4 + c]);  // exact: shortest round-trip digits
            QVERIFY(ok);
        }
    }
    QVERIFY(!h.exportCsv(dir.filePath(QStringLiteral("no/such/dir/a.csv")), &error));
    QVERIFY(error.contains(QStringLiteral("a.csv")));
}

void TestAttentionHeatmap::exportImage_data() {
    QTest::addColumn<QString>("suffix");
    QTest::newRow("png") << QStringLiteral("png");
    QTest::newRow("svg") << QStringLiteral("svg");
    QTest::newRow("pdf") << QStringLiteral("pdf");
}

void TestAttentionHeatmap::exportImage() {
    QFETCH(QString, suffix);
    AttentionHeatmap h;
    h.setData(sample(6, 8));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("attention.") + suffix);
    QString error;
    QVERIFY2(h.exportImage(path, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    if (suffix == QLatin1String("png")) {
        QCOMPARE(QImage(path).size(), QSize(900, 700));  // never laid out: the default size
    } else if (suffix == QLatin1String("svg")) {
        QVERIFY(bytes.contains("<svg"));
        QVERIFY(QSvgRenderer(path).isValid());
    } else {
        QVERIFY(bytes.startsWith("%PDF-"));
    }
    QVERIFY(!h.exportImage(dir.filePath(QStringLiteral("attention.bmp")), &error));
    QVERIFY(error.contains(QStringLiteral("bmp")));
}

QTEST_MAIN(TestAttentionHeatmap)
#include "tst_attention_heatmap.moc"
