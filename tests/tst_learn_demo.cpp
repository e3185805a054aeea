// The Learn page without a model: it trains the built-in demo in the
// background, shows the untrained model's numbers at once (labelled as
// such), then switches to the trained model; the trained demo is kept for the
// next start, which then trains nothing; a model the user opens stops the
// demo's training and wins; with the preference off, nothing is trained.
// Runs a short demo (30 steps) so that the test stays fast.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/fixture_steps.h"
#include "app_settings.h"
#include "checkpoint_store.h"
#include "learn_attention.h"
#include "learn_demo.h"
#include "learn_multihead.h"
#include "learn_page.h"
#include "main_window.h"
#include "train_page.h"
#include "training_controller.h"
#include "translation_controller.h"

#include <QDir>
#include <QMessageBox>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTableWidget>
#include <QThreadPool>
#include <QtTest>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

using namespace studio::app;

namespace {

constexpr qint64 kSteps = 30;

QString fixtureCheckpoint() { return QStringLiteral(STUDIO_FIXTURE_DIR "/run/last.ckpt"); }

void saveShot(QWidget* w, const QString& name) {
    const QString dir = qEnvironmentVariable("LEARN_PAGE_SCREENSHOT");
    if (dir.isEmpty()) return;
    QTest::qWait(300);
    w->grab().save(QDir(dir).filePath(name));
}

// Every softmax weight of the attention section's table, in reading order.
QVector<double> attentionWeights(LearnPage* page) {
    QVector<double> weights;
    QTableWidget* table = page->attention()->table();
    for (int r = 0; r + 1 < table->rowCount(); ++r)
        weights << table->item(r, AttentionSection::SoftmaxColumn)->data(Qt::UserRole).toDouble();
    return weights;
}

// A run of the user's on the Train page: a small model on the reverse demo.
TrainingRequest smallUserRun(const QString& outDir) {
    TrainingRequest r;
    r.dataset.demo = "reverse";
    r.model.d_model = 32;
    r.model.num_heads = 4;
    r.model.d_ff = 64;
    r.training.threads = 1;
    r.outDir = outDir;
    return r;
}

}  // namespace

class TestLearnDemo : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void untrainedThenTrained();
    void trainedDemoIsKept();
    void userModelWins();
    void aCheckpointStillOpeningKeepsTheDemoOff();
    void preferenceOffTrainsNothing();
    void followsTheRunInTraining();
    void demoWaitsForTheUsersRun();
    void aStartDuringItsStopStartsItAgain();
    void anotherProcessesDemoIsLeftAlone();
    void anUnreadableTrainedDemoIsTrainedAgain();
};

void TestLearnDemo::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QDir(learnDemoFolder()).removeRecursively();
    setPreferredThreads(1);
}

void TestLearnDemo::untrainedThenTrained() {
    MainWindow window;
    window.setCloseAnswer(QMessageBox::Yes);
    LearnPage* page = window.learnPage();
    page->demo()->setSteps(kSteps);
    QSignalSpy changed(page, &LearnPage::modelChanged);
    window.show();
    QVERIFY(window.showPageNamed("learn"));
    QVERIFY(page->demo()->isRunning());
    QVERIFY2(page->modelText().contains("training the built-in demo"), qPrintable(page->modelText()));

    QVERIFY(changed.wait(60000));  // the untrained snapshot
    QVERIFY(page->hasModel());
    QVERIFY(page->isUntrained());
    QVERIFY2(page->modelText().contains("Untrained model"), qPrintable(page->modelText()));
    const QVector<double> before = attentionWeights(page);
    QVERIFY(before.size() > 2);  // the sections have the untrained model's numbers
    QVERIFY(!page->multiHead()->walk().engine.isEmpty());
    saveShot(&window, "learn-untrained.png");

    QVERIFY(changed.wait(120000));  // the trained checkpoint, opened
    QVERIFY(!page->isUntrained());
    QVERIFY2(page->modelText().contains("trained in the background"), qPrintable(page->modelText()));
    QVERIFY2(page->modelText().contains(QString("step %1").arg(kSteps)), qPrintable(page->modelText()));
    QVERIFY(!page->demo()->trainedCheckpoint().isEmpty());
    const QVector<double> after = attentionWeights(page);
    QCOMPARE(after.size(), before.size());  // the same sentence and tokenizer ...
    double moved = 0.0;
    for (int i = 0; i < after.size(); ++i) moved = std::max(moved, std::abs(after[i] - before[i]));
    QVERIFY2(moved > 1e-3, qPrintable(QString::number(moved)));  // ... but trained weights
    saveShot(&window, "learn-trained-demo.png");
}

void TestLearnDemo::trainedDemoIsKept() {
    MainWindow window;
    LearnPage* page = window.learnPage();
    QSignalSpy changed(page, &LearnPage::modelChanged);
    window.show();
    QVERIFY(window.showPageNamed("learn"));
    QVERIFY(!page->demo()->isRunning());  // nothing to train: the last run completed
    QVERIFY(changed.wait(30000));
    QVERIFY(!page->isUntrained());
    QVERIFY2(page->modelText().contains(QString("step %1").arg(kSteps)), qPrintable(page->modelText()));
}

void TestLearnDemo::userModelWins() {
    QDir(learnDemoFolder()).removeRecursively();
    MainWindow window;
    window.setCloseAnswer(QMessageBox::Yes);
    LearnPage* page = window.learnPage();
    page->demo()->setSteps(100000);  // would run for long
    QSignalSpy changed(page, &LearnPage::modelChanged);
    window.show();
    QVERIFY(window.showPageNamed("learn"));
    QVERIFY(changed.wait(60000));
    QVERIFY(page->isUntrained());
    QString error;
    QVERIFY2(window.openCheckpoint(fixtureCheckpoint(), &error), qPrintable(error));
    QTRY_VERIFY_WITH_TIMEOUT(!page->demo()->isRunning(), 30000);
    QTRY_VERIFY_WITH_TIMEOUT(!page->isUntrained() && page->modelText().contains(QStringLiteral("step %1").arg(studio::test::kFixtureSteps)), 60000);
    QVERIFY(!page->modelText().contains("demo"));
    QVERIFY(page->demo()->trainedCheckpoint().isEmpty());  // a stopped run is not a trained demo
}

// The checkpoint has been read on the pool thread but its answer not yet
// handled (no event processed) when the page is shown: the page is still
// opening it, so the demo must not start and later replace the user's model
// (issue 35 §3: busy is a flag, not QFutureWatcher::isRunning()).
void TestLearnDemo::aCheckpointStillOpeningKeepsTheDemoOff() {
    QDir(learnDemoFolder()).removeRecursively();
    MainWindow window;
    window.setCloseAnswer(QMessageBox::Yes);
    LearnPage* page = window.learnPage();
    page->demo()->setSteps(100000);
    page->openCheckpoint(fixtureCheckpoint());
    QThreadPool::globalInstance()->waitForDone();
    window.show();
    QVERIFY(window.showPageNamed("learn"));
    QVERIFY(!page->demo()->isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(page->hasModel() && page->modelText().contains(QStringLiteral("step %1").arg(studio::test::kFixtureSteps)), 60000);
    QVERIFY(!page->demo()->isRunning());
    QVERIFY(!page->isUntrained());
}

void TestLearnDemo::preferenceOffTrainsNothing() {
    QDir(learnDemoFolder()).removeRecursively();
    setLearnTrainsDemo(false);
    MainWindow window;
    window.show();
    QVERIFY(window.showPageNamed("learn"));
    LearnPage* page = window.learnPage();
    QVERIFY(!page->demo()->isRunning());
    QVERIFY(!page->hasModel());
    QVERIFY2(page->modelText().contains("Open a checkpoint or train one"), qPrintable(page->modelText()));
    setLearnTrainsDemo(true);
}

// The demo never trains beside the user's own run: started during it, it
// waits; running when the user's run starts, it stops; either way it starts
// when that run ends.
void TestLearnDemo::demoWaitsForTheUsersRun() {
    QDir(learnDemoFolder()).removeRecursively();
    MainWindow window;
    window.setCloseAnswer(QMessageBox::Yes);
    LearnPage* page = window.learnPage();
    page->demo()->setSteps(kSteps);
    TrainingController* user = window.trainPage()->controller();
    QTemporaryDir runs;
    TrainingRequest r = smallUserRun(runs.filePath("user"));
    r.training.steps = 1000000;  // runs until stopped
    r.training.eval_every = 1000000;
    QSignalSpy userFinished(user, &TrainingController::finished);

    // Started during the user's run: it waits.
    user->start(r);
    QVERIFY(user->isRunning());
    window.show();
    QVERIFY(window.showPageNamed("learn"));
    QVERIFY(!page->demo()->isRunning());
    QVERIFY(page->isDemoWaiting());
    QVERIFY2(page->modelText().contains("when the run on the Train page ends"), qPrintable(page->modelText()));
    // The user's run ends: the demo starts. It is given steps enough to be
    // still running for the second part on any machine (each start is a
    // fresh run, so the count can be lowered again before the last start).
    page->demo()->setSteps(1000000);
    QSignalSpy changed(page, &LearnPage::modelChanged);
    user->stop();
    QVERIFY(userFinished.wait(120000));
    QTRY_VERIFY_WITH_TIMEOUT(page->demo()->isRunning() || page->hasModel(), 10000);
    QVERIFY(!page->isDemoWaiting());
    QVERIFY(changed.wait(60000));  // its untrained snapshot
    QVERIFY(page->isUntrained());

    // Running when the user's run starts: it stops and waits.
    QVERIFY(page->demo()->isRunning());
    userFinished.clear();
    r.outDir = runs.filePath("user2");
    user->start(r);
    QTRY_VERIFY_WITH_TIMEOUT(!page->demo()->isRunning(), 30000);
    QVERIFY(page->isDemoWaiting());
    QVERIFY2(page->modelText().contains("waits until the run on the Train page ends"), qPrintable(page->modelText()));
    QVERIFY(page->demo()->trainedCheckpoint().isEmpty());
    page->demo()->setSteps(kSteps);  // the next start trains to the end
    user->stop();
    QVERIFY(userFinished.wait(120000));
    QTRY_VERIFY_WITH_TIMEOUT(!page->isUntrained() && !page->demo()->trainedCheckpoint().isEmpty(), 120000);
}

// Another Attention Studio training the demo holds its folder's run lock:
// this one says so and leaves the folder as it is (it deleted the other's
// files, lock file and all, and both then wrote there). The other process is
// stood in for by a flock(2) on an open of the lock file of our own (locks
// of two opens conflict, in one process too), as the run lock takes it.
void TestLearnDemo::anotherProcessesDemoIsLeftAlone() {
    QTemporaryDir dir;
    const QString folder = dir.filePath("demo");
    QVERIFY(QDir().mkpath(folder));
    const QString theirs = folder + QStringLiteral("/history.jsonl");
    QFile file(theirs);
    QVERIFY(file.open(QIODevice::WriteOnly) && file.write("{\"step\":1}\n") > 0);
    file.close();
    const QByteArray lockFile = QFile::encodeName(folder + QStringLiteral("/.attention-studio.lock"));
    const int held = ::open(lockFile.constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    QVERIFY(held >= 0);
    QCOMPARE(::flock(held, LOCK_EX | LOCK_NB), 0);
    LearnDemo demo;
    demo.setFolder(folder);
    QSignalSpy failed(&demo, &LearnDemo::failed);
    demo.start();
    QCOMPARE(failed.count(), 1);  // at once, before any training
    QVERIFY2(failed.first().first().toString().contains(QStringLiteral("another Attention Studio")),
             qPrintable(failed.first().first().toString()));
    QVERIFY(!demo.isRunning());
    QVERIFY(QFile::exists(theirs));
    ::close(held);
}

// A completed demo whose checkpoint this version cannot read (an older or
// newer version's, or damaged) is trained again: trusted for good, it failed
// to open at every start and never came back.
void TestLearnDemo::anUnreadableTrainedDemoIsTrainedAgain() {
    QTemporaryDir dir;
    const QString folder = dir.filePath("demo");
    QVERIFY(QDir().mkpath(folder));
    for (const char* name : {"complete", "last.ckpt"}) {
        QFile file(folder + QLatin1Char('/') + QLatin1String(name));
        QVERIFY(file.open(QIODevice::WriteOnly) && file.write("not a checkpoint\n") > 0);
    }
    LearnDemo demo;
    demo.setFolder(folder);
    demo.setSteps(1000000);
    QVERIFY(!demo.trainedCheckpoint().isEmpty());  // it says it completed
    QSignalSpy trained(&demo, &LearnDemo::trained);
    QSignalSpy untrained(&demo, &LearnDemo::untrained);
    demo.start();
    QVERIFY(demo.isRunning());
    QVERIFY(untrained.wait(120000));  // a fresh run's untrained model
    QCOMPARE(trained.count(), 0);
    QVERIFY(demo.trainedCheckpoint().isEmpty());
    demo.stop();
    QTRY_VERIFY_WITH_TIMEOUT(!demo.isRunning(), 60000);
}

// The user's run that fails at once (or is stopped at once) asks for the
// demo again before the demo's own stop has come through: it was dropped,
// and the Learn page stayed on the untrained model for the session.
void TestLearnDemo::aStartDuringItsStopStartsItAgain() {
    QTemporaryDir dir;
    LearnDemo demo;
    demo.setFolder(dir.filePath("demo"));
    demo.setSteps(1000000);
    QSignalSpy untrained(&demo, &LearnDemo::untrained);
    demo.start();
    QVERIFY(untrained.wait(120000));
    demo.stop();
    demo.start();  // before the stop's answer: no event loop ran in between
    QVERIFY(demo.isRunning());
    QVERIFY(untrained.wait(120000));  // a fresh run's untrained model
    QCOMPARE(untrained.count(), 2);
    QVERIFY(demo.isRunning());
    demo.stop();
    QTRY_VERIFY_WITH_TIMEOUT(!demo.isRunning(), 60000);
}

// While the Train page trains, the Learn page shows that run's model: a
// snapshot of its own at every validation (labelled with its step; the
// Translate page's model is not touched), and the run's last checkpoint when
// it ends. Opening a checkpoint during training stops following.
void TestLearnDemo::followsTheRunInTraining() {
    MainWindow window;
    window.setCloseAnswer(QMessageBox::Yes);
    LearnPage* page = window.learnPage();
    page->setDemoTraining(false);
    QVERIFY(page->followsTraining());
    TrainingController* user = window.trainPage()->controller();
    QTemporaryDir runs;
    TrainingRequest r = smallUserRun(runs.filePath("followed"));
    r.model.num_encoder_layers = r.model.num_decoder_layers = 1;
    r.training.steps = 12;
    r.training.eval_every = 5;
    r.training.eval_max_sentences = 10;
    r.training.precision = "fp32";
    QSignalSpy translateModel(window.translation(), &TranslationController::modelReady);
    QSignalSpy changed(page, &LearnPage::modelChanged);
    QSignalSpy finished(user, &TrainingController::finished);
    window.show();
    QVERIFY(window.showPageNamed("learn"));
    user->start(r);
    QVERIFY(changed.wait(120000));  // the snapshot of the first validation
    QVERIFY(page->hasModel());
    QVERIFY2(page->modelText().contains("the run in training, at step 5"), qPrintable(page->modelText()));
    QVERIFY(!page->attention()->walk().weights.isEmpty());  // its numbers are shown
    QVERIFY(finished.wait(120000));
    // Ended: the run's last.ckpt (its label said "in training" after the end).
    QTRY_VERIFY_WITH_TIMEOUT(page->modelText().contains("last.ckpt (step 12"), 60000);
    QCOMPARE(translateModel.count(), 0);  // the Translate page was never switched

    // Stopped between validations: the weights it stopped with, not the
    // last validation's (those were kept, and called the run in training).
    TrainingRequest stopped = r;
    stopped.outDir = runs.filePath("stopped");
    stopped.training.steps = 100000;
    QSignalSpy progress(user, &TrainingController::progress);
    changed.clear();
    user->start(stopped);
    QVERIFY(changed.wait(120000));  // the snapshot of step 5
    QVERIFY(QTest::qWaitFor([&] { return !progress.isEmpty() && progress.last().at(0).value<TrainingProgress>().step >= 7; }, 120000));
    user->stop();
    QVERIFY(finished.wait(120000));
    const qint64 stoppedAt = readCheckpointInfo(runs.filePath("stopped/last.ckpt")).step;
    QTRY_VERIFY_WITH_TIMEOUT(page->modelText().contains(QStringLiteral("last.ckpt (step %1").arg(stoppedAt)), 60000);
    QVERIFY2(!page->modelText().contains("in training"), qPrintable(page->modelText()));

    // A checkpoint opened during a run is the user's choice: no more
    // following, and the run's later validations (steps 5, 10 and 12, all
    // after the open) do not replace it.
    r.outDir = runs.filePath("second");
    user->start(r);
    page->openCheckpoint(fixtureCheckpoint());
    QVERIFY(!page->followsTraining());
    QTRY_VERIFY_WITH_TIMEOUT(page->modelText().contains(QStringLiteral("step %1").arg(studio::test::kFixtureSteps)), 60000);  // the fixture's, opened
    const QString opened = page->modelText();
    QVERIFY(finished.wait(120000));
    QCOMPARE(page->modelText(), opened);
}

QTEST_MAIN(TestLearnDemo)
#include "tst_learn_demo.moc"
