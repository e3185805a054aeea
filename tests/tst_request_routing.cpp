// Several views, one model thread (issue 35 §1): every answer reaches the
// view that asked. A long job is refused while another runs, naming it; one
// view's failure or Cancel never ends another view's job; a translation made
// with a model that has since been replaced is not shown as the new model's.
// Each test starts its jobs and checks the refusal before the event loop
// runs again, so no answer can arrive in between: no timing involved.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analyze_page.h"
#include "attribution_panel.h"
#include "head_grid.h"
#include "main_window.h"
#include "support/screenshots.h"
#include "translate_page.h"
#include "training_controller.h"
#include "translation_controller.h"

#include <qcustomplot.h>

#include <QPushButton>
#include <QSpinBox>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace studio;
using namespace studio::app;
using studio::test::saveShot;

namespace {

constexpr int kPairs = 40;

QString fixture(const QString& name) { return QStringLiteral(STUDIO_FIXTURE_DIR "/") + name; }

QPushButton* button(QWidget* parent, const QString& text) {
    for (auto* b : parent->findChildren<QPushButton*>())
        if (b->text() == text) return b;
    return nullptr;
}

}  // namespace

class TestRequestRouting : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void explainIsRefusedWhileHeadsAreMeasured();
    void measuringIsRefusedWhileExplaining();
    void anAlignmentsErrorStaysOnItsPage();
    void cancelOnTranslateLeavesTheAnalysisAlone();
    void aTranslationOfTheReplacedModelIsNotShown();
    void escapeCancelsThePagesJob();
    void aPairChosenDuringAnAlignmentIsShown();
    void openingAnotherModelEndsTheOldModelsCurve();
    void aQueuedTranslationIsCancelledAlone();
    void aLateSnapshotLeavesTheModelOpenedSince();

private:
    bool waitIdle(int ms = 120000) {
        return QTest::qWaitFor(
            [this] {
                return !window_->translation()->isBusy() && page_->job() == AnalyzePage::Job::None &&
                       !page_->attributionPanel()->isRunning();
            },
            ms);
    }

    MainWindow* window_ = nullptr;
    AnalyzePage* page_ = nullptr;
};

void TestRequestRouting::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QVERIFY(QFile::exists(fixture("run/last.ckpt")));
    window_ = new MainWindow;
    window_->resize(1300, 900);
    window_->show();
    QVERIFY(window_->showPageNamed("analyze"));
    page_ = window_->analyzePage();
    QSignalSpy ready(window_->translation(), &TranslationController::modelReady);
    window_->translatePage()->openCheckpoint(fixture("run/last.ckpt"));
    QVERIFY(ready.wait(60000));
    page_->setAnalysisFiles(fixture("data/dev.src"), fixture("data/dev.tgt"), fixture("data/dev.align"));
    page_->findChild<QSpinBox*>()->setValue(kPairs);
    page_->attributionPanel()->setSource(QStringLiteral("pig owl eel yak"));
}

void TestRequestRouting::cleanupTestCase() { delete window_; }

void TestRequestRouting::explainIsRefusedWhileHeadsAreMeasured() {
    QVERIFY(waitIdle());
    AttributionPanel* panel = page_->attributionPanel();
    QSignalSpy attributed(window_->translation(), &TranslationController::attributed);
    page_->measureHeads();
    QCOMPARE(page_->job(), AnalyzePage::Job::Heads);
    // The attribution tab's Explain waits, and says for what.
    QVERIFY(!button(panel, "Explain")->isEnabled());
    QVERIFY2(button(panel, "Explain")->toolTip().contains("Measure heads"), qPrintable(button(panel, "Explain")->toolTip()));
    panel->explain();
    QVERIFY(!panel->isRunning());
    QVERIFY2(panel->statusText().contains("“Measure heads” is running"), qPrintable(panel->statusText()));
    page_->showTab(3);
    saveShot(window_, "explain-refused-while-measuring.png");
    QVERIFY(waitIdle());
    QCOMPARE(attributed.count(), 0);
    QVERIFY(!page_->headsResult().rows.empty());
    QVERIFY2(page_->statusText().contains("Measured"), qPrintable(page_->statusText()));
    QVERIFY(button(panel, "Explain")->isEnabled());
}

void TestRequestRouting::measuringIsRefusedWhileExplaining() {
    QVERIFY(waitIdle());
    AttributionPanel* panel = page_->attributionPanel();
    QSignalSpy heads(window_->translation(), &TranslationController::headsAnalyzed);
    const QString before = page_->statusText();
    panel->explain();
    QVERIFY(panel->isRunning());
    QPushButton* measure = button(page_, "Measure heads");
    QVERIFY(!measure->isEnabled());
    QVERIFY2(measure->toolTip().contains("“Explain” is running"), qPrintable(measure->toolTip()));
    page_->measureHeads();
    QCOMPARE(page_->job(), AnalyzePage::Job::None);
    QVERIFY2(page_->statusText().contains("“Explain” is running"), qPrintable(page_->statusText()));
    saveShot(window_, "measure-refused-while-explaining.png");
    QVERIFY(waitIdle());
    QCOMPARE(heads.count(), 0);
    // The explanation came back to the panel that asked.
    QVERIFY(!panel->result().tokens.isEmpty());
    QVERIFY2(panel->statusText().startsWith("Explained"), qPrintable(panel->statusText()));
    QVERIFY(measure->isEnabled());
}

// An alignment that fails at once (a gold file that does not exist) while
// the attribution tab asks for an explanation: the error belongs to the
// Analyze page, never to the panel.
void TestRequestRouting::anAlignmentsErrorStaysOnItsPage() {
    QVERIFY(waitIdle());
    AttributionPanel* panel = page_->attributionPanel();
    page_->setAnalysisFiles(fixture("data/dev.src"), fixture("data/dev.tgt"), fixture("data/no-such-gold.align"));
    page_->align();
    panel->explain();
    QVERIFY(waitIdle());
    QVERIFY2(page_->statusText().contains("no-such-gold"), qPrintable(page_->statusText()));
    QVERIFY2(!panel->statusText().contains("no-such-gold"), qPrintable(panel->statusText()));
    page_->setAnalysisFiles(fixture("data/dev.src"), fixture("data/dev.tgt"), fixture("data/dev.align"));
}

// The Translate page's Cancel is for its own translations: pressed while
// the Analyze page measures heads it ends nothing there.
void TestRequestRouting::cancelOnTranslateLeavesTheAnalysisAlone() {
    QVERIFY(waitIdle());
    QSignalSpy heads(window_->translation(), &TranslationController::headsAnalyzed);
    QSignalSpy cancelled(window_->translation(), &TranslationController::cancelled);
    page_->measureHeads();
    QCOMPARE(page_->job(), AnalyzePage::Job::Heads);
    QPushButton* cancel = button(window_->translatePage(), "Cancel");
    QVERIFY(cancel);
    QVERIFY(!cancel->isEnabled());  // nothing of the Translate page's is pending
    cancel->click();
    QVERIFY(waitIdle());
    QCOMPARE(cancelled.count(), 0);
    QCOMPARE(heads.count(), 1);
    QVERIFY2(!page_->statusText().contains("Cancelled"), qPrintable(page_->statusText()));
}

// A translation asked for just before another model is opened is computed
// with the old model; the Translate page does not show it as the new one's.
void TestRequestRouting::aTranslationOfTheReplacedModelIsNotShown() {
    QVERIFY(waitIdle());
    TranslatePage* translate = window_->translatePage();
    const QString before = translate->lastResult().source;
    QSignalSpy translated(window_->translation(), &TranslationController::translated);
    QSignalSpy ready(window_->translation(), &TranslationController::modelReady);
    translate->setSource(QStringLiteral("gnu gnu yak owl"));
    translate->translate();
    translate->openCheckpoint(fixture("run/checkpoint-800.ckpt"));
    QVERIFY(waitIdle());
    QCOMPARE(translated.count(), 1);
    QCOMPARE(ready.count(), 1);
    QVERIFY(translated.first().at(1).value<RequestTicket>().stale);
    QCOMPARE(translate->lastResult().source, before);
    QVERIFY2(translate->modelText().contains("step 800"), qPrintable(translate->modelText()));
}

// Esc, with the focus anywhere on the Analyze page (here: the head grid),
// cancels the page's running job (issue 35 §4).
void TestRequestRouting::escapeCancelsThePagesJob() {
    QVERIFY(waitIdle());
    QVERIFY(window_->showPageNamed("analyze"));
    page_->showTab(0);
    page_->grid()->setFocus();
    QTRY_VERIFY(page_->grid()->hasFocus());
    QSignalSpy live(window_->translation(), &TranslationController::pruneProgress);
    QSignalSpy cancelled(window_->translation(), &TranslationController::cancelled);
    page_->computePruneCurve();
    QVERIFY(live.wait(120000));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    QVERIFY(cancelled.wait(120000));
    QCOMPARE(cancelled.first().first().value<RequestTicket>().from, Requester::Analyze);
    QVERIFY(waitIdle());
    QVERIFY2(page_->statusText().contains("Cancelled"), qPrintable(page_->statusText()));
}

// Stepping through the pairs faster than they are read: the pair chosen
// while another is aligned is aligned next, and the box keeps it (issue 35
// §2: it was dropped, and the box snapped back).
void TestRequestRouting::aPairChosenDuringAnAlignmentIsShown() {
    QVERIFY(waitIdle());
    page_->align();  // reads the corpus
    QVERIFY(waitIdle());
    QVERIFY(page_->alignment().pairs > 5);
    page_->setAlignmentPair(2);
    QCOMPARE(page_->job(), AnalyzePage::Job::Align);
    page_->setAlignmentPair(5);  // while pair 2 is read
    QVERIFY(waitIdle());
    QCOMPARE(page_->alignment().pair, 5);
    // Index 5 is shown as pair 6: pairs count from 1, as the lines of their files.
    QVERIFY2(page_->alignmentText().startsWith("Pair 6 of"), qPrintable(page_->alignmentText()));
}

// Another model asked for while the pruning curve of the old one is drawn:
// the curve is ended at once (its answer would be the old model's), the
// chart is left empty, the page says why, and the new model opens.
void TestRequestRouting::openingAnotherModelEndsTheOldModelsCurve() {
    QVERIFY(waitIdle());
    QSignalSpy live(window_->translation(), &TranslationController::pruneProgress);
    QSignalSpy cancelled(window_->translation(), &TranslationController::cancelled);
    QSignalSpy pruned(window_->translation(), &TranslationController::pruned);
    QSignalSpy ready(window_->translation(), &TranslationController::modelReady);
    page_->computePruneCurve();
    QVERIFY(live.wait(120000));
    window_->translatePage()->openCheckpoint(fixture("run/last.ckpt"));
    QVERIFY(ready.wait(120000));
    QVERIFY(waitIdle());
    QCOMPARE(pruned.count(), 0);
    QCOMPARE(cancelled.count(), 1);
    QVERIFY(cancelled.first().first().value<RequestTicket>().stale);
    QVERIFY(page_->pruneCurves().isEmpty());
    QCOMPARE(page_->pruneChart()->graphCount(), 0);
}

// A translation waiting behind the Analyze page's job can be cancelled on
// the Translate page (its Cancel turns on as soon as it is queued); the
// Analyze page's job goes on to its answer.
void TestRequestRouting::aQueuedTranslationIsCancelledAlone() {
    QVERIFY(waitIdle());
    QSignalSpy heads(window_->translation(), &TranslationController::headsAnalyzed);
    QSignalSpy cancelled(window_->translation(), &TranslationController::cancelled);
    QSignalSpy translated(window_->translation(), &TranslationController::translated);
    page_->measureHeads();
    TranslatePage* translate = window_->translatePage();
    translate->setSource(QStringLiteral("gnu owl"));
    translate->translate();
    QPushButton* cancel = button(translate, "Cancel");
    QVERIFY(cancel->isEnabled());
    cancel->click();
    QCOMPARE(cancelled.count(), 1);  // a queued request is answered at once
    QCOMPARE(cancelled.first().first().value<RequestTicket>().from, Requester::Translate);
    QVERIFY(!cancel->isEnabled());
    QVERIFY(waitIdle());
    QCOMPARE(heads.count(), 1);
    QCOMPARE(translated.count(), 0);
}

// "Use the model being trained" is served at the run's next step (minutes
// while it prepares or evaluates). A checkpoint opened meanwhile stays: the
// late snapshot replaced it and ended what the user had started on it. The
// snapshot cannot arrive before the event loop runs: no timing involved.
void TestRequestRouting::aLateSnapshotLeavesTheModelOpenedSince() {
    QVERIFY(waitIdle());
    QTemporaryDir tmp;
    TrainingController* training = window_->controller();
    QSignalSpy progress(training, &TrainingController::progress);
    QSignalSpy held(training, &TrainingController::pauseHeld);
    QSignalSpy snapshots(training, &TrainingController::snapshotReady);
    QSignalSpy finished(training, &TrainingController::finished);
    TrainingRequest r;
    r.dataset.demo = "reverse";
    r.model.d_model = 32;
    r.model.num_heads = 4;
    r.model.d_ff = 64;
    r.training.steps = 100000;
    r.training.eval_every = 100000;
    r.training.log_every = 1;
    r.training.threads = 1;
    r.outDir = tmp.filePath(QStringLiteral("run"));
    training->start(r);
    QVERIFY(progress.wait(120000));
    training->setPaused(true);  // the worker serves snapshots while it holds
    QVERIFY(held.wait(60000));

    TranslatePage* translate = window_->translatePage();
    translate->useTrainingModel();
    translate->openCheckpoint(fixture("run/checkpoint-800.ckpt"));
    const quint64 opened = window_->translation()->modelGeneration();
    QVERIFY(snapshots.wait(60000));
    QVERIFY(waitIdle());
    QCOMPARE(window_->translation()->modelGeneration(), opened);
    QVERIFY2(translate->modelText().contains("step 800"), qPrintable(translate->modelText()));

    // Asked for with no model opened since: it is used.
    translate->useTrainingModel();
    QVERIFY(snapshots.wait(60000));
    QVERIFY(waitIdle());
    QCOMPARE(window_->translation()->modelGeneration(), opened + 1);
    training->stop();
    QVERIFY(finished.wait(120000));

    QSignalSpy ready(window_->translation(), &TranslationController::modelReady);
    translate->openCheckpoint(fixture("run/last.ckpt"));  // as the other tests had it
    QVERIFY(ready.wait(60000));
}

QTEST_MAIN(TestRequestRouting)
#include "tst_request_routing.moc"
