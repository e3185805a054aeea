// What the Translate page keeps and what it clears, with the shared trained
// model (CTest fixture): the user's beam, n-best count and target language
// across models; a new model's page without the old model's results; the
// further lines beside the lines that were translated; hypotheses the
// length limit cut marked on the beam tree and in the n-best list.
// Run with STUDIO_SCREENSHOT_DIR=/some/dir to keep screenshots.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "attention_data.h"
#include "attention_grid.h"
#include "attention_heatmap.h"
#include "attention_inspector.h"
#include "beam_tree_view.h"
#include "support/screenshots.h"
#include "main_window.h"
#include "translate_page.h"
#include "translation_controller.h"

#include <QComboBox>
#include <QGraphicsItem>
#include <QGraphicsView>
#include <QHelpEvent>
#include <QProcess>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QToolTip>
#include <QtTest>

using namespace studio::app;

namespace {
const QString kFixture = QStringLiteral(STUDIO_FIXTURE_DIR "/run/last.ckpt");
}  // namespace

class TestTranslateSettings : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void furtherLinesAreTheOnesTranslated();
    void switchedOffHeadsLeaveTheMean();
    void beamTreeMarksWhatTheLimitCut();
    void nbestCountComesBackWithTheBeam();
    void aModelsOwnBeamLastsWhileItIsOpen();
    void aNewModelClearsTheOldResults();
    void theChosenLanguageStaysWithTheNextModel();

private:
    MainWindow* window_ = nullptr;
    TranslatePage* page_ = nullptr;
    QTemporaryDir tmp_;
};

void TestTranslateSettings::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QVERIFY2(QFile::exists(kFixture), qPrintable(kFixture));
    window_ = new MainWindow;
    window_->resize(1400, 900);
    window_->show();
    QVERIFY(window_->showPageNamed("translate"));
    page_ = window_->translatePage();
    QSignalSpy ready(window_->translation(), &TranslationController::modelReady);
    page_->openCheckpoint(kFixture);
    QVERIFY(ready.wait(60000));
}

void TestTranslateSettings::cleanupTestCase() { delete window_; }

// The further lines are shown beside the lines that were translated, even
// when the editor changed while the translation ran.
void TestTranslateSettings::furtherLinesAreTheOnesTranslated() {
    page_->setSource(QStringLiteral("pig owl\ngnu eel yak\nowl"));
    QSignalSpy translated(window_->translation(), &TranslationController::translated);
    page_->translate();
    // Before the answer can arrive (it is queued to this thread).
    page_->setSource(QStringLiteral("yak\npig\neel"));
    QVERIFY(translated.wait(60000));
    const QString shown = page_->otherLinesText();
    QVERIFY2(shown.contains(QStringLiteral("2. gnu eel yak → ")), qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("3. owl → ")), qPrintable(shown));
    QVERIFY2(!shown.contains(QStringLiteral("2. pig")), qPrintable(shown));
}

// A hypothesis the length limit ended (no </s>) is marked so on the beam
// tree and in the n-best list, not drawn as one the model finished.
void TestTranslateSettings::beamTreeMarksWhatTheLimitCut() {
    // A model after one training step (the command-line program makes it):
    // it rarely takes </s>, so the length limit ends most hypotheses.
    const QString run = tmp_.filePath(QStringLiteral("one-step"));
    QProcess cli;
    cli.start(QStringLiteral(STUDIO_CLI),
              {"train", "--demo", "reverse", "--preset", "tiny", "--d-model", "32", "--heads", "2", "--d-ff", "64",
               "--layers", "1", "--steps", "1", "--threads", "1", "--eval-sentences", "0", "--out", run});
    QVERIFY(cli.waitForFinished(120000));
    QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
    QSignalSpy ready(window_->translation(), &TranslationController::modelReady);
    page_->openCheckpoint(run + QStringLiteral("/last.ckpt"));
    QVERIFY(ready.wait(60000));
    page_->setMaxExtra(1);
    page_->setSource(QStringLiteral("pig owl eel yak gnu"));
    QSignalSpy translated(window_->translation(), &TranslationController::translated);
    page_->translate();
    QVERIFY(translated.wait(60000));
    page_->setMaxExtra(50);
    const TranslationResult& r = page_->lastResult();
    QVERIFY(!r.nbest.isEmpty());
    // A row is cut exactly when it does not end with </s>.
    int cutRows = 0;
    for (int i = 0; i < r.nbest.size(); ++i) {
        const bool ended = !r.nbest[i].pieces.isEmpty() && r.nbest[i].pieces.last() == QStringLiteral("</s>");
        QCOMPARE(r.nbest[i].cut, !ended);
        cutRows += r.nbest[i].cut;
        if (r.nbest[i].cut) QVERIFY(page_->nbestTable()->item(i, 1)->toolTip().contains(QStringLiteral("length limit")));
    }
    QVERIFY(cutRows > 0);
    // The tree: a finished candidate without </s> is cut, only at the last step.
    const auto trace = page_->beamTree()->trace();
    QVERIFY(!trace.isEmpty());
    const int last = int(trace.size()) - 1;
    int cutIndex = -1;
    for (int t = 0; t <= last; ++t)
        for (int i = 0; i < trace[t].size(); ++i) {
            const auto& node = trace[t][i];
            QCOMPARE(node.cut, node.finished && node.piece != QStringLiteral("</s>"));
            if (node.cut) {
                QCOMPARE(t, last);
                if (cutIndex < 0) cutIndex = i;
            }
        }
    QVERIFY(cutIndex >= 0);
    // Its tooltip says so (the Beam tab in front, so the tree is laid out).
    for (QWidget* w = page_->beamTree()->parentWidget(); w; w = w->parentWidget())
        if (auto* tabs = qobject_cast<QTabWidget*>(w)) {
            tabs->setCurrentWidget(page_->beamTree());
            break;
        }
    auto* view = qobject_cast<QGraphicsView*>(page_->beamTree()->viewport()->parentWidget());
    QVERIFY(view);
    page_->beamTree()->ensureNodeVisible(last, cutIndex);
    QGraphicsItem* item = view->itemAt(page_->beamTree()->nodeRect(last, cutIndex).center());
    QVERIFY(item);
    // Made when the pointer rests on the node: a help event there shows it.
    const QString tip = page_->beamTree()->toolTipAt(last, cutIndex);
    QVERIFY2(tip.contains(QStringLiteral("length limit")), qPrintable(tip));
    const QPoint at = page_->beamTree()->nodeRect(last, cutIndex).center();
    QHelpEvent help(QEvent::ToolTip, at, view->viewport()->mapToGlobal(at));
    QApplication::sendEvent(view->viewport(), &help);
    QTRY_VERIFY(QToolTip::isVisible());
    QCOMPARE(QToolTip::text(), tip);
    QToolTip::hideText();
    studio::test::saveShot(window_, "translate-beam-cut.png");
    // The fixture again, for the tests after this one.
    page_->openCheckpoint(kFixture);
    QVERIFY(ready.wait(60000));
}

// The n-best count is at most the beam; a beam narrowed and widened again
// gives the user's count back.
void TestTranslateSettings::nbestCountComesBackWithTheBeam() {
    auto* nbest = page_->findChild<QSpinBox*>(QStringLiteral("nbestCount"));
    QVERIFY(nbest);
    page_->setBeamSize(4);
    nbest->setValue(4);
    page_->setBeamSize(1);
    QCOMPARE(page_->requestFor(QStringLiteral("a")).nbest, 1);
    page_->setBeamSize(2);
    QCOMPARE(page_->requestFor(QStringLiteral("a")).nbest, 2);
    page_->setBeamSize(4);
    QCOMPARE(page_->requestFor(QStringLiteral("a")).nbest, 4);
    nbest->setValue(3);  // the user's new count
    page_->setBeamSize(1);
    page_->setBeamSize(6);
    QCOMPARE(page_->requestFor(QStringLiteral("a")).nbest, 3);
    page_->setBeamSize(4);
}

// A model's own beam (a Marian folder's num_beams) is used while it is open;
// the next model without one gets the beam the user chose back, as the CLI
// takes the model's own or 4 (it kept the other model's). A beam the user
// sets while such a model is open is theirs.
void TestTranslateSettings::aModelsOwnBeamLastsWhileItIsOpen() {
    auto beam = [this] { return page_->requestFor(QStringLiteral("a")).beamSize; };
    page_->setBeamSize(3);
    ModelSummary marian;
    marian.origin = QStringLiteral("opus-mt");
    marian.beamSize = 6;
    ModelSummary own;
    own.origin = QStringLiteral("own run");
    emit window_->translation()->modelReady(marian, RequestTicket());
    QCOMPARE(beam(), 6);
    emit window_->translation()->modelReady(own, RequestTicket());
    QCOMPARE(beam(), 3);
    emit window_->translation()->modelReady(own, RequestTicket());
    QCOMPARE(beam(), 3);
    emit window_->translation()->modelReady(marian, RequestTicket());
    page_->setBeamSize(2);  // the user's, while the Marian model is open
    emit window_->translation()->modelReady(own, RequestTicket());
    QCOMPARE(beam(), 2);
    // The user sets the very beam the model brought (no valueChanged): it
    // is theirs now, and stays with the next model.
    emit window_->translation()->modelReady(marian, RequestTicket());
    QCOMPARE(beam(), 6);
    page_->setBeamSize(6);
    emit window_->translation()->modelReady(own, RequestTicket());
    QCOMPARE(beam(), 6);
    // The same typed into the box and confirmed with Enter.
    page_->setBeamSize(2);
    emit window_->translation()->modelReady(marian, RequestTicket());
    auto* box = page_->findChild<QSpinBox*>(QStringLiteral("beamSize"));
    QVERIFY(box);
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, QStringLiteral("6"));
    QTest::keyClick(box, Qt::Key_Return);
    emit window_->translation()->modelReady(own, RequestTicket());
    QCOMPARE(beam(), 6);
    // Leaving the box without typing (editingFinished too) chooses nothing.
    page_->setBeamSize(2);
    emit window_->translation()->modelReady(marian, RequestTicket());
    emit box->editingFinished();
    emit window_->translation()->modelReady(own, RequestTicket());
    QCOMPARE(beam(), 2);
    page_->setBeamSize(4);
}

// A new model (opened, or a snapshot of training): the n-best list, the
// further lines, the beam tree and the heatmaps of the one before go.
void TestTranslateSettings::aNewModelClearsTheOldResults() {
    page_->setSource(QStringLiteral("pig owl eel\ngnu yak"));
    QSignalSpy translated(window_->translation(), &TranslationController::translated);
    page_->translate();
    QVERIFY(translated.wait(60000));
    QVERIFY(page_->nbestTable()->rowCount() > 0);
    QVERIFY(page_->beamTree()->nodeCount() > 0);
    QVERIFY(!page_->otherLinesText().isEmpty());
    ModelSummary other;
    other.origin = QStringLiteral("another run");
    emit window_->translation()->modelReady(other, RequestTicket());
    QCOMPARE(page_->nbestTable()->rowCount(), 0);
    QCOMPARE(page_->beamTree()->nodeCount(), 0);
    QVERIFY(page_->otherLinesText().isEmpty());
    QVERIFY(page_->lastResult().nbest.isEmpty());
}

// A multilingual model opened again (or another of the same languages):
// the target language the user chose stays chosen.
void TestTranslateSettings::theChosenLanguageStaysWithTheNextModel() {
    ModelSummary multi;
    multi.origin = QStringLiteral("opus-mt-en-ROMANCE");
    multi.languageTokens = {QStringLiteral(">>fra<<"), QStringLiteral(">>ita<<"), QStringLiteral(">>spa<<")};
    emit window_->translation()->modelReady(multi, RequestTicket());
    QCOMPARE(page_->languageToken(), QStringLiteral(">>fra<<"));
    auto* box = page_->findChild<QComboBox*>(QStringLiteral("targetLanguage"));
    QVERIFY(box);
    box->setCurrentText(QStringLiteral(">>spa<<"));
    emit window_->translation()->modelReady(multi, RequestTicket());
    QCOMPARE(page_->languageToken(), QStringLiteral(">>spa<<"));
    QCOMPARE(page_->requestFor(QStringLiteral("hello")).sources.value(0), QStringLiteral(">>spa<< hello"));
    // A model without that language starts from its first.
    ModelSummary other = multi;
    other.languageTokens = {QStringLiteral(">>deu<<"), QStringLiteral(">>nld<<")};
    emit window_->translation()->modelReady(other, RequestTicket());
    QCOMPARE(page_->languageToken(), QStringLiteral(">>deu<<"));
    emit window_->translation()->modelReady(ModelSummary(), RequestTicket());
    QVERIFY(page_->languageToken().isEmpty());
}

// A head switched off on the Analyze page still computes its weights, but
// the layer does not use its output: the mean of heads leaves it out and
// its own map says it is off.
void TestTranslateSettings::switchedOffHeadsLeaveTheMean() {
    InspectedAttention a;
    a.sourceTokens = QStringList{"a", "</s>"};
    a.targetTokens = QStringList{"x"};
    a.decoderInputTokens = QStringList{"<s>"};
    a.encoderSelf = {1, 2, 2, 2, std::vector<float>(8, 0.5f)};
    a.cross = {1, 2, 1, 2, {1.0f, 0.0f, 0.0f, 1.0f}};  // head 0 on "a", head 1 on "</s>"
    auto mean = headData(a, AttentionKind::Cross, 0, -1);
    QCOMPARE(mean.values, std::vector<float>({0.5f, 0.5f}));
    a.off = {HeadId{HeadKind::Cross, 0, 1}};
    mean = headData(a, AttentionKind::Cross, 0, -1);
    QCOMPARE(mean.values, std::vector<float>({1.0f, 0.0f}));
    QVERIFY2(mean.title.contains("(1 of 2)"), qPrintable(mean.title));
    const auto off = headData(a, AttentionKind::Cross, 0, 1);
    QCOMPARE(off.values, std::vector<float>({0.0f, 1.0f}));  // its weights, as computed
    QVERIFY2(off.title.contains("switched off"), qPrintable(off.title));
    QVERIFY(!headData(a, AttentionKind::Cross, 0, 0).title.contains("switched off"));
    // Another kind's head of the same number is on.
    QVERIFY(!headData(a, AttentionKind::EncoderSelf, 0, 1).title.contains("switched off"));
    // Every head of the layer off: the mean of all of them, and its title says so.
    auto allOff = a;
    allOff.off.push_back(HeadId{HeadKind::Cross, 0, 0});
    const auto none = headData(allOff, AttentionKind::Cross, 0, -1);
    QCOMPARE(none.values, std::vector<float>({0.5f, 0.5f}));
    QVERIFY2(none.title.contains("every one switched off"), qPrintable(none.title));
    // The "All heads" grid's mean column is the inspector's mean.
    AttentionInspector inspector;
    inspector.setAttention(a, {2});
    inspector.showHead(AttentionKind::Cross, 0, -1);
    QCOMPARE(inspector.grid()->heads(), 2);
    for (int c = 0; c < 2; ++c) {
        QCOMPARE(inspector.grid()->valueAt(0, -1, 0, c), inspector.heatmap()->valueAt(0, c));
        QCOMPARE(inspector.grid()->valueAt(0, -1, 0, c), double(mean.values[size_t(c)]));
    }
    QVERIFY(inspector.grid()->toolTipAt(0, 1).contains("switched off"));
}

QTEST_MAIN(TestTranslateSettings)
#include "tst_translate_settings.moc"
