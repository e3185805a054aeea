// The Translate page with the shared trained model (CTest fixture): the
// n-best list and the beam tree agree with the engine's answer, the heatmap
// shows exactly the engine's attention (orientation included), the grid has
// layers × heads cells and opens a head, the masks have the paper's shape,
// selected source tokens sum their columns, exports load back, and the
// step-through takes the model's token, a forced one, and goes back.
// Run with TRANSLATE_PAGE_SCREENSHOT=/some/dir to keep screenshots.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/fixture_steps.h"
#include "analyze_page.h"
#include "attention_colors.h"
#include "attention_grid.h"
#include <qcustomplot.h>
#include "attention_heatmap.h"
#include "attention_data.h"
#include "attention_inspector.h"
#include "beam_tree_view.h"
#include "main_window.h"
#include "mask_data.h"
#include "probability_bars.h"
#include "probe_panel.h"
#include "support/image_checks.h"
#include "training_controller.h"
#include "translate_page.h"
#include "translation_controller.h"

#include <QPushButton>
#include <QFileInfo>
#include <QSvgRenderer>
#include <QTabWidget>
#include <QTableWidget>
#include <QtTest>

using namespace studio::app;
using studio::widgets::AttentionHeatmap;

namespace {

QString checkpoint() { return QStringLiteral(STUDIO_FIXTURE_DIR "/run/last.ckpt"); }

void saveShot(QWidget* w, const QString& name) {
    const QString dir = qEnvironmentVariable("TRANSLATE_PAGE_SCREENSHOT");
    if (dir.isEmpty()) return;
    QTest::qWait(300);  // queued replots and layouts happen first
    w->grab().save(QDir(dir).filePath(name));
}

}  // namespace

class TestTranslatePage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void translationFillsEveryView();
    void heatmapIsTheEnginesAttention_data();
    void heatmapIsTheEnginesAttention();
    void gridOpensAHead();
    void masksHaveThePapersShape();
    void selectedSourceTokensAreSummed();
    void exportsLoadBack();
    void resultTabsExportAsImages();
    void stepThroughForcesAndGoesBack();
    void ctrlReturnTranslates();
    void headToggleEndsTheStepThrough();
    void probesAreRecordedAtEveryValidation();

private:
    bool waitIdle(int ms = 60000);
    MainWindow* window_ = nullptr;
    TranslatePage* page_ = nullptr;
    QTemporaryDir tmp_;
};

void TestTranslatePage::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QVERIFY2(QFile::exists(checkpoint()), qPrintable(checkpoint()));
    window_ = new MainWindow;
    window_->resize(1400, 900);
    window_->show();
    QVERIFY(window_->showPageNamed("translate"));
    page_ = window_->translatePage();
    QSignalSpy ready(window_->translation(), &TranslationController::modelReady);
    page_->openCheckpoint(checkpoint());
    QVERIFY(ready.wait(60000));
    QVERIFY2(page_->modelText().contains(QStringLiteral("step ") + QLocale().toString(studio::test::kFixtureSteps)), qPrintable(page_->modelText()));
    // A blank line is not sent, and the further lines keep their numbers.
    page_->setSource("pig owl eel yak\n\ngnu\nowl pig gnu eel yak pig");
    QSignalSpy translated(window_->translation(), &TranslationController::translated);
    page_->translate();
    QVERIFY(translated.wait(60000));
    saveShot(window_, "translate-page.png");
}

void TestTranslatePage::cleanupTestCase() { delete window_; }

bool TestTranslatePage::waitIdle(int ms) {
    return QTest::qWaitFor([this] { return !window_->translation()->isBusy(); }, ms);
}

void TestTranslatePage::translationFillsEveryView() {
    // Tab follows the screen: the inputs before the results, Back before
    // Next (the buttons' order on screen), the n-best list after them.
    QList<QWidget*> chain;
    for (QWidget* w = page_->nextInFocusChain(); w && w != page_ && chain.size() < 500; w = w->nextInFocusChain())
        if (page_->isAncestorOf(w) && (w->focusPolicy() & Qt::TabFocus)) chain << w;
    const qsizetype translate = chain.indexOf(page_->translateButton()), back = chain.indexOf(page_->backButton()),
                    next = chain.indexOf(page_->nextButton()), nbest = chain.indexOf(page_->nbestTable());
    QVERIFY(translate >= 0 && back >= 0 && next >= 0 && nbest >= 0);
    QVERIFY(translate < back);
    QCOMPARE(next, back + 1);
    QVERIFY(next < nbest);

    const TranslationResult& r = page_->lastResult();
    QCOMPARE(r.nbest.size(), 4);  // beam 4, n-best 4
    QCOMPARE(page_->nbestTable()->rowCount(), 4);
    for (int i = 0; i < 4; ++i) QCOMPARE(page_->nbestTable()->item(i, 1)->text(), r.nbest[i].text);
    // Scores are sorted best first.
    for (int i = 1; i < 4; ++i) QVERIFY(r.nbest[i - 1].score >= r.nbest[i].score);
    // The beam tree's best path is the best hypothesis, node by node: one
    // node per piece, each a candidate of its step with that piece, linked
    // to the node before (a parent counts the previous step's alive
    // candidates), only the last one finished, with the hypothesis' score.
    auto* tree = page_->beamTree();
    const QVector<int> best = tree->highlightedPath();
    const NBestEntry& top = r.nbest.front();
    QVERIFY(!best.isEmpty());
    QCOMPARE(best.size(), top.pieces.size());
    QVERIFY(best.size() <= r.beam.size());
    for (int t = 0; t < best.size(); ++t) {
        QVERIFY2(best[t] >= 0 && best[t] < r.beam[t].size(), qPrintable(QString("step %1: %2").arg(t).arg(best[t])));
        const TracedCandidate& node = r.beam[t][best[t]];
        QCOMPARE(node.piece, top.pieces[t]);
        QCOMPARE(node.finished, t == best.size() - 1);
        if (t == 0) continue;
        QVector<int> alive;
        for (int i = 0; i < r.beam[t - 1].size(); ++i)
            if (!r.beam[t - 1][i].finished) alive << i;
        QCOMPARE(alive.value(node.parent, -1), best[t - 1]);
    }
    QVERIFY(std::abs(r.beam[best.size() - 1][best.last()].score - top.score) < 1e-6);
    QString spelled = tree->hypothesisText(best.size() - 1, best.last());
    QString expected = r.nbest.front().pieces.join(QString()).replace(QStringLiteral("▁"), QStringLiteral(" "));
    expected.remove(QStringLiteral("</s>"));
    spelled.remove(QStringLiteral("</s>"));
    QCOMPARE(spelled.trimmed(), expected.trimmed());
    QCOMPARE(r.otherTranslations.size(), 2);
    // Only the first line is beam-searched: the page says the others are greedy.
    QVERIFY2(page_->otherLinesText().contains("greedy"), qPrintable(page_->otherLinesText()));
    QVERIFY(page_->otherLinesText().contains(r.otherTranslations[1]));
    // Numbered by their lines in the editor (line 2 is blank).
    QVERIFY2(page_->otherLinesText().contains(QStringLiteral("\n3. gnu \u2192 ")), qPrintable(page_->otherLinesText()));
    QVERIFY(page_->otherLinesText().contains(QStringLiteral("\n4. owl pig gnu eel yak pig \u2192 ")));
    QVERIFY(page_->statusText().contains("Translated"));
}

void TestTranslatePage::heatmapIsTheEnginesAttention_data() {
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("layer");
    QTest::addColumn<int>("head");
    QTest::newRow("cross 1/1") << int(AttentionKind::Cross) << 0 << 0;
    QTest::newRow("cross 2/3") << int(AttentionKind::Cross) << 1 << 2;
    QTest::newRow("encoder 2/4") << int(AttentionKind::EncoderSelf) << 1 << 3;
    QTest::newRow("decoder 1/2") << int(AttentionKind::DecoderSelf) << 0 << 1;
    QTest::newRow("cross mean") << int(AttentionKind::Cross) << 1 << -1;
}

void TestTranslatePage::heatmapIsTheEnginesAttention() {
    QFETCH(int, kind);
    QFETCH(int, layer);
    QFETCH(int, head);
    auto* inspector = page_->inspector();
    inspector->showHead(AttentionKind(kind), layer, head);
    const auto& report = page_->lastResult().attention;
    const studio::decode::AttentionSet& set =
        kind == 0 ? report.encoder_self : kind == 1 ? report.decoder_self : report.cross;
    AttentionHeatmap* map = inspector->heatmap();
    QCOMPARE(map->rows(), int(set.rows));
    QCOMPARE(map->cols(), int(set.cols));
    // Orientation: queries down, keys across, each labelled with its tokens
    // (a correct reversal gives a square cross-attention, so sizes alone
    // would not tell rows from columns).
    auto labels = [](const std::vector<std::string>& tokens) {
        QStringList out;
        for (const auto& t : tokens) out << QString::fromStdString(t);
        return out;
    };
    const QStringList queries = labels(kind == int(AttentionKind::EncoderSelf)   ? report.source_tokens
                                       : kind == int(AttentionKind::DecoderSelf) ? report.decoder_input_tokens
                                                                                 : report.target_tokens);
    const QStringList keys = labels(kind == int(AttentionKind::Cross) ? report.source_tokens
                                    : kind == int(AttentionKind::EncoderSelf) ? report.source_tokens
                                                                              : report.decoder_input_tokens);
    QCOMPARE(map->data().rowLabels, queries);
    QCOMPARE(map->data().colLabels, keys);
    for (int r = 0; r < map->rows(); ++r)
        for (int c = 0; c < map->cols(); ++c) {
            double want = 0.0;
            if (head >= 0) {
                want = set.at(layer, head, r, c);
            } else {
                for (int h = 0; h < set.heads; ++h) want += set.at(layer, h, r, c);
                want /= double(set.heads);
            }
            if (map->isMasked(r, c)) {
                QVERIFY(kind == int(AttentionKind::DecoderSelf) && c > r);
                QVERIFY(want < 1e-6);
                continue;
            }
            QVERIFY2(std::abs(map->valueAt(r, c) - want) < 1e-5,
                     qPrintable(QString("%1,%2: %3 vs %4").arg(r).arg(c).arg(map->valueAt(r, c)).arg(want)));
        }
}

void TestTranslatePage::gridOpensAHead() {
    auto* inspector = page_->inspector();
    inspector->showHead(AttentionKind::Cross, 0, 0);
    inspector->tabs()->setCurrentIndex(1);
    auto* grid = inspector->grid();
    const auto& cross = page_->lastResult().attention.cross;
    QCOMPARE(grid->cellCount(), int(cross.layers * cross.heads));
    QTRY_VERIFY(grid->cellRect(1, 2).isValid());
    QTest::mouseClick(grid, Qt::LeftButton, {}, grid->cellRect(1, 2).center());
    QCOMPARE(inspector->layer(), 1);
    QCOMPARE(inspector->head(), 2);
    QCOMPARE(inspector->tabs()->currentIndex(), 0);  // the large heatmap shows it
    QCOMPARE(inspector->heatmap()->valueAt(0, 0), double(cross.at(1, 2, 0, 0)));
}

void TestTranslatePage::masksHaveThePapersShape() {
    auto* inspector = page_->inspector();
    const auto& report = page_->lastResult().attention;
    const int n = int(report.decoder_input_tokens.size());
    QCOMPARE(inspector->causalMask()->rows(), n);
    QCOMPARE(studio::widgets::maskedCellCount(inspector->causalMask()->data()), n * (n - 1) / 2);
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) QCOMPARE(inspector->causalMask()->isMasked(r, c), c > r);
    // Each export names the view it writes, offered while that view shows.
    auto* exportHeatmap = inspector->findChild<QPushButton*>("exportHeatmap");
    auto* exportGrid = inspector->findChild<QPushButton*>("exportGrid");
    QVERIFY(exportHeatmap && exportGrid);
    const int shownTab = inspector->tabs()->currentIndex();
    inspector->tabs()->setCurrentIndex(2);  // Masks
    QVERIFY(!exportHeatmap->isEnabled() && !exportGrid->isEnabled());
    inspector->tabs()->setCurrentIndex(1);  // All heads
    QVERIFY(!exportHeatmap->isEnabled() && exportGrid->isEnabled());
    inspector->tabs()->setCurrentIndex(0);  // Head
    QVERIFY(exportHeatmap->isEnabled() && !exportGrid->isEnabled());
    inspector->tabs()->setCurrentIndex(shownTab);
    // The padding mask of the batch the further lines were decoded in:
    // lines 3 and 4 of the editor (the first is searched alone, unpadded;
    // line 2 is blank).
    const auto& lengths = page_->lastResult().batchSourceLengths;
    QCOMPARE(inspector->paddingMask()->rows(), 2);
    QCOMPARE(inspector->paddingMask()->data().rowLabels, QStringList({QStringLiteral("Line 3"), QStringLiteral("Line 4")}));
    QVERIFY2(inspector->paddingMask()->data().title.contains(QStringLiteral("lines 3\u20134")),
             qPrintable(inspector->paddingMask()->data().title));
    const int longest = *std::max_element(lengths.begin(), lengths.end());
    QCOMPARE(inspector->paddingMask()->cols(), longest);
    int padded = 0;
    for (int len : lengths) padded += longest - len;
    QCOMPARE(studio::widgets::maskedCellCount(inspector->paddingMask()->data()), padded);
    QVERIFY(padded > 0);
    // Under the causal mask the decoder's weights are the 0 the model computed,
    // and say why (a weight, not the mask's −∞).
    inspector->showHead(AttentionKind::DecoderSelf, 0, 0);
    QVERIFY(inspector->heatmap()->isMasked(0, 1));
    QCOMPARE(inspector->heatmap()->data().values[1], report.decoder_self.at(0, 0, 0, 1));
    QCOMPARE(inspector->heatmap()->data().values[1], 0.0f);
    QVERIFY(inspector->heatmap()->toolTipAt(0, 1).contains(QStringLiteral("before the softmax")));
    inspector->showHead(AttentionKind::Cross, 0, 0);
    inspector->tabs()->setCurrentIndex(shownTab);
}

void TestTranslatePage::selectedSourceTokensAreSummed() {
    auto* inspector = page_->inspector();
    inspector->tabs()->setCurrentIndex(0);
    inspector->showHead(AttentionKind::Cross, 1, 0);
    auto* map = inspector->heatmap();
    QTRY_VERIFY(map->cellCenter(0, 1).x() > 0);
    QTest::mouseClick(map->plot(), Qt::LeftButton, {}, map->cellCenter(0, 1));
    QTest::mouseClick(map->plot(), Qt::LeftButton, Qt::ControlModifier, map->cellCenter(0, 3));
    QCOMPARE(inspector->selectedColumns(), (QList<int>{1, 3}));
    const auto sums = inspector->selectedSums();
    QCOMPARE(int(sums.size()), map->rows());
    for (int r = 0; r < map->rows(); ++r)
        QVERIFY(std::abs(sums[size_t(r)] - (map->valueAt(r, 1) + map->valueAt(r, 3))) < 1e-5);
    QCOMPARE(map->highlightedColumns(), (QList<int>{1, 3}));
    saveShot(window_, "translate-selected.png");
    inspector->setSelectedColumns({});
}

void TestTranslatePage::exportsLoadBack() {
    auto* inspector = page_->inspector();
    inspector->showHead(AttentionKind::Cross, 0, 1);
    QString error;
    const QString png = tmp_.filePath("head.png"), svg = tmp_.filePath("head.svg"), csv = tmp_.filePath("head.csv");
    QVERIFY2(inspector->exportHeatmap(png, &error), qPrintable(error));
    QVERIFY2(inspector->exportHeatmap(svg, &error), qPrintable(error));
    QVERIFY2(inspector->exportHeatmap(csv, &error), qPrintable(error));
    // The PNG is this heatmap at its size on screen, its cells drawn: the
    // colour of its largest weight fills a cell (thousands of pixels here),
    // far more than that colour's band in the colour scale (a few dozen).
    const QImage image(png);
    auto* map = inspector->heatmap();
    QCOMPARE(image.size(), map->plot()->size());
    double largest = 0.0;
    for (int r = 0; r < map->rows(); ++r)
        for (int c = 0; c < map->cols(); ++c) largest = std::max(largest, map->valueAt(r, c));
    const QColor cell = QColor::fromRgb(studio::widgets::attentionGradient().color(largest, QCPRange(0, 1)));
    const int cellPixels = studio::test::pixelsOfColour(image, cell);
    QVERIFY2(cellPixels >= 400, qPrintable(QString("%1 pixels of %2").arg(cellPixels).arg(cell.name())));
    QVERIFY(QSvgRenderer(svg).isValid());
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
    const QStringList lines = QString::fromUtf8(file.readAll()).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), inspector->heatmap()->rows() + 1);  // a header, then one line a row
    // The header's corner names the head exported (two heads' files looked alike).
    const QString title = inspector->heatmap()->data().title;
    QVERIFY(!title.isEmpty());
    QVERIFY2(lines[0].contains(title), qPrintable(lines[0] + " / " + title));
    const QString last = lines[1].split(',').last();
    QVERIFY(std::abs(last.toDouble() - inspector->heatmap()->valueAt(0, inspector->heatmap()->cols() - 1)) < 1e-4);
    inspector->tabs()->setCurrentIndex(1);  // the grid laid out, as when it is exported from the window
    QTRY_VERIFY(inspector->grid()->testAttribute(Qt::WA_Resized));
    const QString gridPng = tmp_.filePath("grid.png"), gridSvg = tmp_.filePath("grid.svg");
    QVERIFY2(inspector->exportGrid(gridPng, &error), qPrintable(error));
    QVERIFY2(inspector->exportGrid(gridSvg, &error), qPrintable(error));
    // The grid's PNG: its size on screen, drawn (the file's background is
    // transparent; the grid paints its own and a thumbnail a head).
    const QImage gridImage(gridPng);
    QCOMPARE(gridImage.size(), inspector->grid()->size());
    int opaque = 0;
    for (int y = 0; y < gridImage.height(); ++y)
        for (int x = 0; x < gridImage.width(); ++x) opaque += qAlpha(gridImage.pixel(x, y)) == 255;
    QVERIFY2(opaque > gridImage.width() * gridImage.height() / 2, qPrintable(QString::number(opaque)));
    QVERIFY(studio::test::distinctColours(gridImage) >= 16);
    QVERIFY(QSvgRenderer(gridSvg).isValid());
    inspector->tabs()->setCurrentIndex(0);
}

// The Beam tab's tree and the Step-through tab's bars are exported from
// the tab bar's corner: enabled only on those tabs while they hold
// something (the widgets could export, but no control reached it).
void TestTranslatePage::resultTabsExportAsImages() {
    auto* button = page_->exportResultButton();
    QVERIFY(button);
    QCOMPARE(page_->resultTabs()->cornerWidget(Qt::TopRightCorner), static_cast<QWidget*>(button));
    page_->resultTabs()->setCurrentIndex(0);  // N-best: nothing to draw
    QVERIFY(!button->isEnabled());
    QString error;
    QVERIFY(!page_->exportResult(tmp_.filePath("nbest.png"), &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!QFile::exists(tmp_.filePath("nbest.png")));
    page_->resultTabs()->setCurrentWidget(page_->beamTree());
    QVERIFY(page_->beamTree()->nodeCount() > 0);
    QVERIFY(button->isEnabled());
    const QString png = tmp_.filePath("beam.png"), svg = tmp_.filePath("beam.svg");
    QVERIFY2(page_->exportResult(png, &error), qPrintable(error));
    QVERIFY2(page_->exportResult(svg, &error), qPrintable(error));
    const QImage image(png);
    QVERIFY(!image.isNull());
    QVERIFY(studio::test::distinctColours(image) >= 3);  // white, text, the best path's orange
    QVERIFY(QSvgRenderer(svg).isValid());
    // The Step-through tab before any step: no bars, nothing to export.
    page_->resultTabs()->setCurrentIndex(1);
    QCOMPARE(page_->bars()->barCount(), 0);
    QVERIFY(!button->isEnabled());
    page_->resultTabs()->setCurrentIndex(0);
}

// From the source box, without reaching for the mouse: Ctrl+Return
// translates (a plain Return is a new line of the source).
void TestTranslatePage::ctrlReturnTranslates() {
    window_->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window_));
    QVERIFY(waitIdle());
    auto* source = page_->findChild<QPlainTextEdit*>();
    QVERIFY(source);
    const QString typed = page_->sourceText();
    page_->setSource(QStringLiteral("owl gnu"));
    source->setFocus();
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(source));
    QSignalSpy translated(window_->translation(), &TranslationController::translated);
    QTest::keyClick(source, Qt::Key_Return, Qt::ControlModifier);
    QVERIFY(translated.wait(60000));
    QCOMPARE(page_->sourceText(), QStringLiteral("owl gnu"));  // no line added
    QCOMPARE(translated.last().first().value<TranslationResult>().sources.value(0), QStringLiteral("owl gnu"));
    QVERIFY(waitIdle());
    page_->setSource(typed);
}

void TestTranslatePage::stepThroughForcesAndGoesBack() {
    auto* translation = window_->translation();
    QSignalSpy stepped(translation, &TranslationController::stepped);
    page_->startStepping();
    QVERIFY(stepped.wait(30000));
    auto* bars = page_->bars();
    QCOMPARE(bars->barCount(), 10);  // top-k
    // Its bars are exported from the tab bar's corner.
    QCOMPARE(page_->resultTabs()->currentIndex(), 1);
    QTRY_VERIFY(page_->exportResultButton()->isEnabled());
    QString exportError;
    QVERIFY2(page_->exportResult(tmp_.filePath("bars.pdf"), &exportError), qPrintable(exportError));
    QVERIFY(QFileInfo(tmp_.filePath("bars.pdf")).size() > 0);
    // The attention of the query the bars are the distribution of: one
    // row before any step, highlighted, the session's own (the heatmaps
    // were empty, and later one row behind the bars).
    const auto start = stepped.last().first().value<SteppingState>();
    QVERIFY(!start.nextCross.empty());
    auto* inspector = page_->inspector();
    inspector->showHead(AttentionKind::Cross, 0, 0);
    QCOMPARE(inspector->heatmap()->rows(), 1);
    QCOMPARE(inspector->heatmap()->highlightedRow(), 0);
    for (int c = 0; c < inspector->heatmap()->cols(); ++c)
        QCOMPARE(inspector->heatmap()->valueAt(0, c), double(start.nextCross.at(0, 0, 0, c)));
    const qint64 best = bars->bars().at(0).id;
    const qint64 other = bars->bars().at(2).id;
    // Greedy, whatever the beam (the n-best list beside it may differ): said.
    QVERIFY2(page_->statusText().contains(QStringLiteral("greedy")), qPrintable(page_->statusText()));

    // From the keyboard: Space on Next token steps, and the focus stays
    // there for the next Space (the button is disabled during the step).
    window_->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window_));
    QVERIFY(waitIdle());
    page_->nextButton()->setFocus();
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(page_->nextButton()));
    QTest::keyClick(page_->nextButton(), Qt::Key_Space);
    QVERIFY(stepped.wait(30000));
    auto state = stepped.last().first().value<SteppingState>();
    QCOMPARE(int(state.steps.size()), 1);
    QCOMPARE(state.steps[0]->token, best);
    QVERIFY(waitIdle());
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(page_->nextButton()));
    // The views follow the step: the row that gave the token, then the
    // next query's, highlighted.
    QCOMPARE(page_->inspector()->heatmap()->rows(), 2);
    QCOMPARE(page_->inspector()->heatmap()->highlightedRow(), 1);
    for (int c = 0; c < inspector->heatmap()->cols(); ++c)
        QCOMPARE(inspector->heatmap()->valueAt(1, c), double(state.nextCross.at(0, 0, 0, c)));

    page_->back();
    QVERIFY(stepped.wait(30000));
    QVERIFY(stepped.last().first().value<SteppingState>().steps.empty());
    QVERIFY(waitIdle());
    // Choosing another bar forces that token.
    QTRY_VERIFY(bars->barRect(2).isValid());
    QTest::mouseClick(bars, Qt::LeftButton, {}, bars->barRect(2).center());
    QVERIFY(stepped.wait(30000));
    state = stepped.last().first().value<SteppingState>();
    QCOMPARE(state.steps[0]->token, other);
    QVERIFY(state.steps[0]->forced);
    QVERIFY(page_->steppedText().contains("<u>"));  // forced tokens are underlined
    QVERIFY(waitIdle());
    page_->nextToken();
    QVERIFY(stepped.wait(30000));
    state = stepped.last().first().value<SteppingState>();
    QCOMPARE(int(state.steps.size()), 2);
    QCOMPARE(page_->inspector()->heatmap()->rows(), state.finished ? 2 : 3);
    saveShot(window_, "translate-step.png");
    // The n-best list's tab shows the translation's attention beside it, the
    // step-through's tab the steps' (one replaced the other's heatmaps).
    const TranslationResult& translated = page_->lastResult();
    page_->resultTabs()->setCurrentIndex(0);
    QCOMPARE(inspector->heatmap()->rows(), int(translated.attention.target_tokens.size()));
    for (int c = 0; c < inspector->heatmap()->cols(); ++c)
        QCOMPARE(inspector->heatmap()->valueAt(0, c), double(translated.attention.cross.at(0, 0, 0, c)));
    QCOMPARE(inspector->paddingMask()->rows(), int(translated.batchSourceLengths.size()));
    QVERIFY2(page_->statusText().contains(QStringLiteral("Translated")), qPrintable(page_->statusText()));
    page_->resultTabs()->setCurrentIndex(2);  // the beam tree: the translation's too
    QCOMPARE(inspector->heatmap()->rows(), int(translated.attention.target_tokens.size()));
    page_->resultTabs()->setCurrentIndex(1);
    QCOMPARE(inspector->heatmap()->rows(), state.finished ? 2 : 3);
    QVERIFY2(page_->statusText().contains(QStringLiteral("greedy")), qPrintable(page_->statusText()));

    // A refused start (nothing typed) ends the step-through: Next went on
    // with the old session, whose sentence was no longer the editor's.
    QVERIFY(waitIdle());
    const QString typed = page_->sourceText();
    page_->setSource(QString());
    QSignalSpy failed(translation, &TranslationController::failed);
    page_->startStepping();
    QVERIFY(failed.wait(30000));
    QVERIFY(waitIdle());
    QVERIFY(!page_->nextButton()->isEnabled());
    QVERIFY(!page_->backButton()->isEnabled());
    page_->setSource(typed);
}

// The worker drops the step-through when heads are switched on or off (it
// decoded with the other gates): the page ends it too, saying why, instead
// of leaving Next and Back enabled to fail with "start a step-through first".
void TestTranslatePage::headToggleEndsTheStepThrough() {
    auto* translation = window_->translation();
    // With a sentence there, the Analyze page would translate it with the new
    // gates (which ends the step-through too); without one nothing else does.
    window_->analyzePage()->setSentence(QString());
    QSignalSpy stepped(translation, &TranslationController::stepped);
    page_->startStepping();
    QVERIFY(stepped.wait(30000));
    QVERIFY(waitIdle());
    QVERIFY(page_->nextButton()->isEnabled());
    QVERIFY(page_->backButton()->isEnabled());
    QSignalSpy gated(translation, &TranslationController::headGatesSet);
    translation->setHeadGates({HeadId{HeadKind::Cross, 0, 0}});
    QVERIFY(gated.wait(30000));
    QVERIFY(waitIdle());
    QVERIFY(!page_->nextButton()->isEnabled());
    QVERIFY(!page_->backButton()->isEnabled());
    QVERIFY2(page_->statusText().contains("step-through"), qPrintable(page_->statusText()));
    // Started again with the head off: the status says this is not the whole model, as Translate's does.
    page_->startStepping();
    QVERIFY(stepped.wait(30000));
    QVERIFY(waitIdle());
    QVERIFY2(page_->statusText().contains("switched off on the Analyze page"), qPrintable(page_->statusText()));
    translation->setHeadGates({});  // the whole model again, for the tests below
    QVERIFY(gated.wait(30000));
    QVERIFY(waitIdle());
}

void TestTranslatePage::probesAreRecordedAtEveryValidation() {
    ProbePanel* probes = page_->probes();
    probes->pin("gnu owl pig");
    probes->pin("gnu owl pig");  // once only
    QCOMPARE(probes->pinned(), QStringList{"gnu owl pig"});
    QCOMPARE(window_->controller()->probeSentences(), QStringList{"gnu owl pig"});
    page_->setSource("pig owl eel yak");
    QSignalSpy translated(window_->translation(), &TranslationController::translated);
    page_->translate();
    QVERIFY(translated.wait(60000));

    TrainingRequest r;
    r.dataset.demo = "reverse";
    r.model.d_model = 32;
    r.model.num_heads = 2;
    r.model.d_ff = 64;
    r.training.steps = 9;
    r.training.eval_every = 3;
    r.training.eval_max_sentences = 2;
    r.training.threads = 1;
    QSignalSpy evaluated(window_->controller(), &TrainingController::evaluated);
    QSignalSpy finished(window_->controller(), &TrainingController::finished);
    QSignalSpy chosen(probes, &ProbePanel::recordChosen);
    window_->controller()->start(r);
    QVERIFY(finished.wait(120000));
    QCOMPARE(evaluated.count(), 3);  // steps 3, 6, 9
    QCOMPARE(probes->recordedCount(), evaluated.count());
    for (int i = 0; i < 3; ++i) QCOMPARE(probes->recordedStep(i), qint64(3 * (i + 1)));
    // The heatmaps still show this page's translation, not a probe of the
    // model in training (every validation replaced them).
    const int own = int(page_->lastResult().attention.source_tokens.size());
    QVERIFY(page_->resultTabs()->currentWidget() != probes);
    QVERIFY(!chosen.isEmpty());  // the panel followed the validations...
    QCOMPARE(page_->inspector()->heatmap()->cols(), own);  // ...the heatmaps did not

    // On the Probes tab the views show the newest validation; the slider
    // moves them back to the first.
    page_->resultTabs()->setCurrentWidget(probes);
    QVERIFY(!chosen.isEmpty());
    QCOMPARE(chosen.last().first().value<ProbeRecord>().step, qint64(9));
    probes->slider()->setValue(0);
    const auto record = chosen.last().first().value<ProbeRecord>();
    QCOMPARE(record.step, qint64(3));
    QCOMPARE(record.source, QString("gnu owl pig"));
    QVERIFY(int(record.attention.source_tokens.size()) != own);  // the check below tells them apart
    QCOMPARE(page_->inspector()->heatmap()->cols(), int(record.attention.source_tokens.size()));
    QVERIFY2(page_->statusText().contains(QStringLiteral("model in training")), qPrintable(page_->statusText()));
    // Leaving the tab brings the translation's attention back.
    page_->resultTabs()->setCurrentIndex(0);
    QCOMPARE(page_->inspector()->heatmap()->cols(), own);
    probes->unpin(0);
    QVERIFY(window_->controller()->probeSentences().isEmpty());
}

QTEST_MAIN(TestTranslatePage)
#include "tst_translate_page.moc"
