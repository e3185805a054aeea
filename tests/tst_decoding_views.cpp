// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the Translate page's decoding views: ProbabilityBars (the top-k
// next-token distribution, click or keyboard to choose a token) and
// BeamTreeView (the beam's hypotheses as a tree, read exactly like the
// engine's BeamTrace). Run with QT_QPA_PLATFORM=offscreen. Set
// DECODING_VIEWS_SCREENSHOT_DIR=/some/dir to keep renderings for a look.
#include "support/test_macros.h"
#include <QtTest>

#include <QDir>
#include <QImage>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QWheelEvent>

#include <cmath>

#include "beam_tree_view.h"
#include "probability_bars.h"

using studio::widgets::BeamNode;
using studio::widgets::BeamTreeView;
using studio::widgets::ProbabilityBars;
using studio::widgets::TokenBar;
using Steps = QVector<QVector<BeamNode>>;

Q_DECLARE_METATYPE(Steps)

namespace {

const QString kWs = QString(QChar(0x2581));  // SentencePiece's word start "▁"

// GNMT's length penalty with alpha 0.6, as the engine ranks by.
double score(double logProb, int length) { return logProb / std::pow((5.0 + length) / 6.0, 0.6); }

BeamNode node(int step, int parent, const QString& piece, double logProb, bool finished = false) {
    return BeamNode{step, parent, piece, logProb, score(logProb, step + 1), finished};
}

// Beam 2, 3 steps, ended by the length limit. Step 1: the first alive
// candidate extends "▁b" (the alive order changes), and "▁b </s>" finishes,
// listed after it; "▁a" gets no child (pruned). Step 2 extends alive[0].
Steps beam2ThreeSteps() {
    return {{node(0, 0, kWs + "a", -0.4), node(0, 0, kWs + "b", -0.7)},
            {node(1, 1, kWs + "c", -0.9), node(1, 1, "</s>", -1.0, true)},
            {node(2, 0, kWs + "e", -1.3, true)}};
}

// Beam 2, 4 steps: "▁d" and its parent "▁a" die out at step 2, where
// "▁c </s>" finishes behind the alive "▁e"; the best ends there.
Steps beam2FourSteps() {
    return {{node(0, 0, kWs + "a", -0.4), node(0, 0, kWs + "b", -0.7)},
            {node(1, 1, kWs + "c", -0.9), node(1, 0, kWs + "d", -1.0)},
            {node(2, 0, kWs + "e", -1.2), node(2, 0, "</s>", -1.1, true)},
            {node(3, 0, "</s>", -1.6, true)}};
}

// "twenty-one" into German with beam 4: what the Translate page shows.
Steps germanBeam4() {
    return {{node(0, 0, kWs + "ein", -0.08), node(0, 0, kWs + "eins", -2.71), node(0, 0, kWs + "zwei", -3.02),
             node(0, 0, kWs + "einund", -3.35)},
            {node(1, 0, "und", -0.15), node(1, 0, "hundert", -2.64), node(1, 1, "und", -3.41),
             node(1, 3, "zwanzig", -3.52)},
            {node(2, 0, "zwan", -0.22), node(2, 0, "drei", -2.93), node(2, 2, "zwan", -3.86),
             node(2, 3, "</s>", -3.60, true)},
            {node(3, 0, "zig", -0.27), node(3, 1, QString::fromUtf8("ßig"), -3.01), node(3, 2, "zig", -3.95)},
            {node(4, 0, "s", -3.70), node(4, 0, "</s>", -0.30, true), node(4, 1, "</s>", -3.05, true)},
            {node(5, 0, "</s>", -3.95, true)}};
}

// A long trace: beam 8 kept full for `length` steps, every parent index
// spread over the previous alive list, all finishing at the last step.
Steps longTrace(int length, int beam) {
    Steps steps;
    for (int t = 0; t < length; ++t) {
        QVector<BeamNode> column;
        const bool last = t == length - 1;
        for (int i = 0; i < beam; ++i)
            column.append(node(t, t == 0 ? 0 : (i * 3 + t) % beam, last ? "</s>" : kWs + QStringLiteral("w%1").arg(i),
                               -0.3 * (t + 1) - 0.05 * i, last));
        steps.append(column);
    }
    return steps;
}

QVector<TokenBar> germanBars() {
    return {{17, kWs + "ein", 0.62}, {23, kWs + "einund", 0.21}, {31, kWs + "eins", 0.08},
            {2, "</s>", 0.04}, {40, kWs + "zwei", 0.0012}};
}

void keepScreenshot(QWidget& w, const QString& name) {
    const QString dir = qEnvironmentVariable("DECODING_VIEWS_SCREENSHOT_DIR");
    if (!dir.isEmpty()) QVERIFY(w.grab().save(QDir(dir).filePath(name)));
}

}  // namespace

class TestDecodingViews : public QObject {
    Q_OBJECT

private slots:
    void barsKeepOrderAndMarkChosen();
    void clickChoosesToken_data();
    void clickChoosesToken();
    void keyboardChoosesToken();
    void barsExport();
    void beamTree_data();
    void beamTree();
    void parentIndexesTheAliveList();
    void givenBestPathMustFollowParents();
    void beamTreeExport();
    void longTraceScrollsZoomsAndClicks();
    void beamTreeByKeyboard();
    void screenshots();
};

void TestDecodingViews::barsKeepOrderAndMarkChosen() {
    ProbabilityBars bars;
    bars.resize(480, 300);
    bars.show();
    QVERIFY(QTest::qWaitForWindowExposed(&bars));
    QCOMPARE(bars.barCount(), 0);
    bars.setBars(germanBars(), 23);
    QCOMPARE(bars.barCount(), 5);
    QCOMPARE(bars.chosenId(), qint64(23));
    QCOMPARE(bars.focusedIndex(), 1);  // the keyboard starts on the chosen bar
    for (int i = 0; i < 5; ++i) QCOMPARE(bars.bars()[i].id, germanBars()[i].id);
    // Best at the top, then downwards in the given order; widths follow p.
    for (int i = 0; i + 1 < 5; ++i) QVERIFY(bars.barRect(i).center().y() < bars.barRect(i + 1).center().y());
    QVERIFY(bars.barRect(0).width() > 2 * bars.barRect(1).width());
    QVERIFY(bars.barRect(4).width() >= 1);
    // The chosen bar is the only one painted in the accent colour.
    const QImage image = bars.grab().toImage();
    const auto colourAt = [&](int i) { return QColor(image.pixel(bars.barRect(i).center())); };
    QVERIFY(colourAt(1) != colourAt(0));
    QCOMPARE(colourAt(0), colourAt(2));
    bars.clear();
    QCOMPARE(bars.barCount(), 0);
    QCOMPARE(bars.chosenId(), qint64(-1));
    QCOMPARE(bars.focusedIndex(), -1);
}

void TestDecodingViews::clickChoosesToken_data() {
    QTest::addColumn<int>("index");
    QTest::addColumn<qint64>("id");
    QTest::newRow("best") << 0 << qint64(17);
    QTest::newRow("chosen") << 1 << qint64(23);
    QTest::newRow("special") << 3 << qint64(2);
    QTest::newRow("tiny") << 4 << qint64(40);  // p = 0.0012: a 1-pixel bar
}

void TestDecodingViews::clickChoosesToken() {
    QFETCH(int, index);
    QFETCH(qint64, id);
    ProbabilityBars bars;
    bars.resize(480, 300);
    bars.show();
    QVERIFY(QTest::qWaitForWindowExposed(&bars));
    bars.setBars(germanBars(), 23);
    QSignalSpy chosen(&bars, &ProbabilityBars::tokenChosen);
    QTest::mouseClick(&bars, Qt::LeftButton, {}, bars.barRect(index).center());
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(chosen.at(0).at(0).value<qint64>(), id);
    QCOMPARE(bars.focusedIndex(), index);
    // Its piece on the axis is part of the row too.
    QTest::mouseClick(&bars, Qt::LeftButton, {}, QPoint(4, bars.barRect(index).center().y()));
    QCOMPARE(chosen.count(), 2);
    QCOMPARE(chosen.at(1).at(0).value<qint64>(), id);
    // Below the last row, nothing.
    QTest::mouseClick(&bars, Qt::LeftButton, {}, QPoint(bars.barRect(4).center().x(), bars.height() - 2));
    QCOMPARE(chosen.count(), 2);
}

void TestDecodingViews::keyboardChoosesToken() {
    ProbabilityBars bars;
    bars.resize(480, 300);
    bars.show();
    QVERIFY(QTest::qWaitForWindowExposed(&bars));
    bars.setBars(germanBars(), 17);
    QSignalSpy chosen(&bars, &ProbabilityBars::tokenChosen);
    QCOMPARE(bars.focusedIndex(), 0);
    QTest::keyClick(&bars, Qt::Key_Up);  // already at the top: stays
    QCOMPARE(bars.focusedIndex(), 0);
    QTest::keyClick(&bars, Qt::Key_Down);
    QTest::keyClick(&bars, Qt::Key_Down);
    QCOMPARE(bars.focusedIndex(), 2);
    QCOMPARE(chosen.count(), 0);  // moving does not choose
    QTest::keyClick(&bars, Qt::Key_Return);
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(chosen.at(0).at(0).value<qint64>(), qint64(31));
    QTest::keyClick(&bars, Qt::Key_End);
    QTest::keyClick(&bars, Qt::Key_Down);  // already at the bottom: stays
    QTest::keyClick(&bars, Qt::Key_Enter);
    QCOMPARE(chosen.count(), 2);
    QCOMPARE(chosen.at(1).at(0).value<qint64>(), qint64(40));
}

void TestDecodingViews::barsExport() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    ProbabilityBars bars;  // never shown: exports at the default size
    bars.setBars(germanBars(), 23);
    QString error;
    QVERIFY2(bars.exportImage(dir.filePath("bars.png"), &error), qPrintable(error));
    QCOMPARE(QImage(dir.filePath("bars.png")).size(), QSize(640, 400));
    QVERIFY2(bars.exportImage(dir.filePath("bars.svg"), &error), qPrintable(error));
    QVERIFY(QSvgRenderer(dir.filePath("bars.svg")).isValid());
    QVERIFY2(bars.exportImage(dir.filePath("bars.pdf"), &error), qPrintable(error));
    QVERIFY(QFileInfo(dir.filePath("bars.pdf")).size() > 0);
    QVERIFY(!bars.exportImage(dir.filePath("bars.bmp"), &error));
    QVERIFY(error.contains("bmp"));
}

void TestDecodingViews::beamTree_data() {
    QTest::addColumn<Steps>("steps");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<QVector<int>>("bestPath");
    QTest::addColumn<QVector<int>>("pruned");  // pairs: step, index
    QTest::addColumn<QStringList>("lastStepTexts");
    QTest::newRow("beam2-3steps") << beam2ThreeSteps() << 5 << QVector<int>{1, 1} << QVector<int>{0, 0}
                                  << QStringList{"b c e"};
    QTest::newRow("beam2-4steps") << beam2FourSteps() << 7 << QVector<int>{1, 0, 1}
                                  << QVector<int>{0, 0, 1, 1} << QStringList{"b c e</s>"};
    // Pruned: "▁zwei", "hundert", and the "▁eins und zwan zig" branch.
    QTest::newRow("german-beam4") << germanBeam4() << 19 << QVector<int>{0, 0, 0, 0, 1}
                                  << QVector<int>{0, 1, 0, 2, 1, 1, 1, 2, 2, 2, 3, 2}
                                  << QStringList{QString::fromUtf8("einundzwanzigs</s>")};
}

void TestDecodingViews::beamTree() {
    QFETCH(Steps, steps);
    QFETCH(int, nodes);
    QFETCH(QVector<int>, bestPath);
    QFETCH(QVector<int>, pruned);
    QFETCH(QStringList, lastStepTexts);
    QCOMPARE(BeamTreeView::bestPathFrom(steps), bestPath);
    BeamTreeView view;
    view.setTrace(steps, bestPath);
    QCOMPARE(view.nodeCount(), nodes);
    QCOMPARE(view.edgeCount(), nodes);  // one edge to every node's parent
    QCOMPARE(view.highlightedPath(), bestPath);
    view.setTrace(steps);  // no path given: derived, the same
    QCOMPARE(view.highlightedPath(), bestPath);
    for (int t = 0; t < steps.size(); ++t)
        for (int i = 0; i < steps[t].size(); ++i) {
            bool expectPruned = false;
            for (int k = 0; k + 1 < pruned.size(); k += 2) expectPruned |= pruned[k] == t && pruned[k + 1] == i;
            QVERIFY2(view.isPruned(t, i) == expectPruned, qPrintable(QStringLiteral("step %1 index %2").arg(t).arg(i)));
        }
    const int last = int(steps.size()) - 1;
    for (int i = 0; i < lastStepTexts.size(); ++i) QCOMPARE(view.hypothesisText(last, i), lastStepTexts[i]);
}

void TestDecodingViews::parentIndexesTheAliveList() {
    // Engine order: step 1's list is [alive "▁c", finished "</s>"]; its alive
    // list is ["▁c"] only, so parent 1 at step 2 is a broken link even
    // though the list has an entry 1.
    Steps steps = beam2ThreeSteps();
    QCOMPARE(BeamTreeView::pathTo(steps, 1, 0), (QVector<int>{1, 0}));  // "▁c" extends "▁b", rank 2
    QCOMPARE(BeamTreeView::pathTo(steps, 2, 0), (QVector<int>{1, 0, 0}));
    steps[2][0].parent = 1;
    QVERIFY(BeamTreeView::pathTo(steps, 2, 0).isEmpty());
    BeamTreeView view;
    view.setTrace(steps);
    QCOMPARE(view.nodeCount(), 5);
    QCOMPARE(view.edgeCount(), 4);

    // A finished candidate listed between alive ones is skipped when
    // counting: parent 1 is the second ALIVE one, list index 2.
    const Steps mixed = {{node(0, 0, kWs + "x", -0.1), node(0, 0, "</s>", -0.2, true), node(0, 0, kWs + "y", -0.3)},
                         {node(1, 1, kWs + "z", -0.5), node(1, 0, kWs + "w", -0.6)}};
    QCOMPARE(BeamTreeView::pathTo(mixed, 1, 0), (QVector<int>{2, 0}));
    QCOMPARE(BeamTreeView::pathTo(mixed, 1, 1), (QVector<int>{0, 1}));
    view.setTrace(mixed);
    QCOMPARE(view.hypothesisText(1, 0), QStringLiteral("y z"));
    QCOMPARE(view.hypothesisText(1, 1), QStringLiteral("x w"));
    QVERIFY(view.hypothesisText(2, 0).isEmpty());  // no such node
    // A word-level vocabulary's pieces are words without "▁": joined by
    // spaces (the tooltip read "thecat" where the n-best list said "the cat").
    const Steps words = {{node(0, 0, "the", -0.1)}, {node(1, 0, "cat", -0.2)}};
    view.setTrace(words);
    QCOMPARE(view.hypothesisText(1, 0), QStringLiteral("thecat"));
    view.setWordPieces(true);
    QCOMPARE(view.hypothesisText(1, 0), QStringLiteral("the cat"));
}

void TestDecodingViews::givenBestPathMustFollowParents() {
    BeamTreeView view;
    // Not a path along the parents ("▁c" does not extend "▁a"): derived instead.
    view.setTrace(beam2FourSteps(), {0, 0, 1});
    QCOMPARE(view.highlightedPath(), (QVector<int>{1, 0, 1}));
    // A valid path other than the derived one is the caller's choice (an
    // n-best entry the user picked): kept.
    view.setTrace(beam2FourSteps(), {1, 0, 0, 0});
    QCOMPARE(view.highlightedPath(), (QVector<int>{1, 0, 0, 0}));
    view.clear();
    QCOMPARE(view.nodeCount(), 0);
    QVERIFY(view.highlightedPath().isEmpty());
}

// Without a mouse: the arrows walk the tree (Left to the parent, Right to
// the first child, Up/Down within a step), selecting as a click does, and
// Enter activates; the node's text is the view's accessible description.
void TestDecodingViews::beamTreeByKeyboard() {
    BeamTreeView view;
    view.resize(700, 400);
    view.setTrace(beam2FourSteps());
    auto at = [&] { return QPair<int, int>(view.selectedStep(), view.selectedIndex()); };
    auto* graphics = view.viewport()->parentWidget();
    QVERIFY(graphics);
    QTest::keyClick(graphics, Qt::Key_Right);  // nothing selected: the first node
    QCOMPARE(at(), qMakePair(0, 0));            // ▁a
    QTest::keyClick(graphics, Qt::Key_Right);
    QCOMPARE(at(), qMakePair(1, 1));            // ▁d, a's child (listed second)
    QTest::keyClick(graphics, Qt::Key_Right);
    QCOMPARE(at(), qMakePair(1, 1));            // d has no child: it stays
    QTest::keyClick(graphics, Qt::Key_Up);
    QCOMPARE(at(), qMakePair(1, 0));            // ▁c
    QTest::keyClick(graphics, Qt::Key_Right);
    QTest::keyClick(graphics, Qt::Key_Down);
    QCOMPARE(at(), qMakePair(2, 1));            // "</s>" finished after ▁c
    const QString said = graphics->accessibleDescription();
    QVERIFY2(said.contains("b c") && said.contains("</s>") && said.contains("finished"), qPrintable(said));
    QTest::keyClick(graphics, Qt::Key_Left);
    QCOMPARE(at(), qMakePair(1, 0));            // back to its parent
    QSignalSpy activated(&view, &BeamTreeView::nodeClicked);
    QTest::keyClick(graphics, Qt::Key_Return);
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.at(0), QVariantList({1, 0}));
    QVERIFY(view.highlightedPath().size() > 0);
}

void TestDecodingViews::beamTreeExport() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    BeamTreeView view;
    view.setTrace(germanBeam4());
    QString error;
    QVERIFY2(view.exportImage(dir.filePath("tree.png"), &error), qPrintable(error));
    const QImage png(dir.filePath("tree.png"));
    QVERIFY(png.width() > 600 && png.height() > 200);
    QVERIFY2(view.exportImage(dir.filePath("tree.svg"), &error), qPrintable(error));
    QVERIFY(QSvgRenderer(dir.filePath("tree.svg")).isValid());
    QVERIFY(!view.exportImage(dir.filePath("tree.gif"), &error));
    QVERIFY(error.contains("gif"));
    QVERIFY(!view.exportImage(dir.filePath("no/such/dir/tree.svg"), &error));
    QVERIFY(error.contains("tree.svg"));
}

void TestDecodingViews::longTraceScrollsZoomsAndClicks() {
    const Steps steps = longTrace(40, 8);
    BeamTreeView view;
    view.resize(800, 500);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setTrace(steps);
    QCOMPARE(view.nodeCount(), 320);
    QCOMPARE(view.edgeCount(), 320);
    QCOMPARE(view.highlightedPath().size(), 40);
    QCOMPARE(view.highlightedPath().last(), 0);  // the best score of the last step

    QSignalSpy clicked(&view, &BeamTreeView::nodeClicked);
    view.ensureNodeVisible(37, 5);
    const QRect r = view.nodeRect(37, 5);
    QVERIFY2(view.viewport()->rect().contains(r.center()), "scrolled into view");
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, r.center());
    QCOMPARE(clicked.count(), 1);
    QCOMPARE(clicked.at(0).at(0).toInt(), 37);
    QCOMPARE(clicked.at(0).at(1).toInt(), 5);
    QCOMPARE(view.selectedStep(), 37);
    QCOMPARE(view.selectedIndex(), 5);

    // Ctrl+wheel zooms about the pointer; a plain wheel does not.
    const QPointF at = view.viewport()->rect().center();
    const auto wheel = [&](Qt::KeyboardModifiers mods) {
        QWheelEvent e(at, view.viewport()->mapToGlobal(at), QPoint(), QPoint(0, 120), Qt::NoButton, mods,
                      Qt::NoScrollPhase, false);
        QApplication::sendEvent(view.viewport(), &e);
    };
    wheel(Qt::NoModifier);
    VERIFY_NEAR(view.zoom(), 1.0, 1e-9);
    wheel(Qt::ControlModifier);
    VERIFY_NEAR(view.zoom(), 1.2, 1e-9);
    view.zoomToFit();
    QVERIFY(view.zoom() < 0.5);
    keepScreenshot(view, "beam_tree_long.png");
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, view.nodeRect(0, 0).center());
    QCOMPARE(clicked.count(), 2);
    QCOMPARE(clicked.at(1).at(0).toInt(), 0);
}

void TestDecodingViews::screenshots() {
    ProbabilityBars bars;
    bars.resize(460, 280);
    bars.show();
    QVERIFY(QTest::qWaitForWindowExposed(&bars));
    bars.setBars(germanBars(), 17);
    keepScreenshot(bars, "probability_bars.png");
    // A confident step: the top label no longer fits after its bar and
    // goes inside it instead of being cut off at p = 1.
    bars.setBars({{51, "zig", 0.968}, {52, "zwan", 0.021}, {2, "</s>", 0.006}, {53, "s", 0.003}}, 51);
    keepScreenshot(bars, "probability_bars_confident.png");

    BeamTreeView tree;
    tree.resize(1000, 560);
    tree.show();
    QVERIFY(QTest::qWaitForWindowExposed(&tree));
    tree.setTrace(germanBeam4());
    tree.setSelectedNode(3, 1);
    QVERIFY(tree.nodeRect(5, 0).right() < tree.viewport()->width());  // 6 steps fit at 100 %
    keepScreenshot(tree, "beam_tree.png");
    const QString dir = qEnvironmentVariable("DECODING_VIEWS_SCREENSHOT_DIR");
    if (!dir.isEmpty()) QVERIFY(tree.exportImage(QDir(dir).filePath("beam_tree_export.png")));
}

QTEST_MAIN(TestDecodingViews)
#include "tst_decoding_views.moc"
