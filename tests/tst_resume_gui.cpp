// Resuming a run in the desktop app: Resume on a checkpoint continues the
// run in its folder (its curves first, then the new steps); on an earlier
// checkpoint of a run that went further it asks (a new run folder, discard
// the later steps, or cancel); a weights-only file refuses. initTestCase
// trains one tiny run (6 steps of the reverse demo, d_model 32). Offscreen.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "train/checkpoint.h"  // first: LibTorch's headers before Qt's keywords

#include "app_settings.h"
#include "checkpoint_panel.h"
#include "checkpoint_store.h"
#include "checkpoint_table_model.h"
#include "hyperparameter_form.h"
#include "main_window.h"
#include "metric_plot.h"
#include "train_page.h"
#include "training_controller.h"
#include "support/tiny_gui_run.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace studio;
using namespace studio::app;
using studio::test::copy_run;
using studio::test::count_of;
using studio::test::read_all;
using studio::test::train_series;

class TestResumeGui : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void resumeContinuesInTheSameFolder();
    void resumingAnEarlierCheckpointAsks_data();
    void resumingAnEarlierCheckpointAsks();
    void weightsOnlyRefusesToResume();

private:
    QString checkpoint(int step) const { return run_ + QStringLiteral("/checkpoint-%1.ckpt").arg(step); }

    QTemporaryDir tmp_;
    QString run_;
};

void TestResumeGui::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);  // settings and runs go to a test location
    clearRecent();
    QVERIFY(tmp_.isValid());
    run_ = QFileInfo(tmp_.filePath("run")).absoluteFilePath();
    test::train_tiny_gui_run(run_);
}

void TestResumeGui::resumeContinuesInTheSameFolder() {
    const QString folder = copy_run(run_, tmp_.filePath("resume"));
    MainWindow w;
    TrainPage* page = w.trainPage();
    auto* steps = page->findChild<QSpinBox*>("steps");
    QVERIFY(steps);
    steps->setValue(2);  // not above the checkpoint's step 6: raised to 6 + 2
    // Fewer checkpoints kept on the page than the run kept (5): the run's
    // checkpoints stay (the resume deleted checkpoint-3 and -6).
    auto* keep = page->findChild<QSpinBox*>("keepCheckpoints");
    QVERIFY(keep);
    keep->setValue(1);
    QSignalSpy progress(w.controller(), &TrainingController::progress);
    QSignalSpy finished(w.controller(), &TrainingController::finished);
    QString error;
    QVERIFY2(page->resumeFrom(folder + "/checkpoint-6.ckpt", &error), qPrintable(error));
    QCOMPARE(steps->value(), 8);
    QCOMPARE(page->lossPlot()->pointCount(train_series()), 6);  // the history first
    QVERIFY(finished.wait(300000));
    QCOMPARE(finished.first().at(0).value<TrainingOutcome>(), TrainingOutcome::Completed);
    QCOMPARE(progress.size(), 2);
    QCOMPARE(progress.first().at(0).value<TrainingProgress>().step, qint64(7));
    QCOMPARE(progress.last().at(0).value<TrainingProgress>().step, qint64(8));
    QCOMPARE(page->lossPlot()->pointCount(train_series()), 8);  // the curve goes on
    QVERIFY(QFile::exists(folder + "/checkpoint-8.ckpt"));
    QVERIFY(QFile::exists(folder + "/checkpoint-3.ckpt") && QFile::exists(folder + "/checkpoint-6.ckpt"));
    QCOMPARE(readCheckpointInfo(folder + "/last.ckpt").step, qint64(8));
    QCOMPARE(page->checkpoints()->folder(), folder);
    QTRY_VERIFY_WITH_TIMEOUT(page->checkpoints()->model()->rowOfPath(folder + "/checkpoint-8.ckpt") >= 0, 60000);
}

// Resume on checkpoint-3 of a run that went on to step 6: continuing in the
// run's folder replaced last.ckpt and cut the curves without a word, and the
// old branch's checkpoint-6 then passed for the newest. The page asks.
void TestResumeGui::resumingAnEarlierCheckpointAsks_data() {
    QTest::addColumn<int>("answer");
    QTest::newRow("continue in a new run folder") << int(TrainPage::LaterSteps::NewRun);
    QTest::newRow("discard the later steps") << int(TrainPage::LaterSteps::Discard);
    QTest::newRow("cancel") << int(TrainPage::LaterSteps::Cancel);
}

void TestResumeGui::resumingAnEarlierCheckpointAsks() {
    QFETCH(int, answer);
    const auto choice = TrainPage::LaterSteps(answer);
    const QString folder = copy_run(run_, tmp_.filePath(QStringLiteral("earlier-%1").arg(answer)));
    const QByteArray lastBefore = read_all(folder + "/last.ckpt");
    MainWindow w;
    TrainPage* page = w.trainPage();
    page->setLaterStepsAnswer(choice);
    page->findChild<QSpinBox*>("steps")->setValue(4);
    QSignalSpy finished(w.controller(), &TrainingController::finished);
    QString error;
    const bool started = page->resumeFrom(folder + "/checkpoint-3.ckpt", &error);
    if (choice == TrainPage::LaterSteps::Cancel) {
        QVERIFY(!started);
        QVERIFY2(error.isEmpty(), qPrintable(error));  // not an error: nothing is shown
        QVERIFY(!w.controller()->isRunning());
        QVERIFY2(page->statusText().contains("cancelled"), qPrintable(page->statusText()));
        QCOMPARE(read_all(folder + "/last.ckpt"), lastBefore);
        return;
    }
    QVERIFY2(started, qPrintable(error));
    QVERIFY(finished.wait(300000));
    QCOMPARE(finished.first().at(0).value<TrainingOutcome>(), TrainingOutcome::Completed);
    const QString ranIn = page->checkpoints()->folder();
    QCOMPARE(readCheckpointInfo(ranIn + "/last.ckpt").step, qint64(4));
    QCOMPARE(count_of(readCheckpointInfo(ranIn + "/last.ckpt").history, true), 2);  // steps 3 and 4
    if (choice == TrainPage::LaterSteps::NewRun) {
        // A branch: the run is kept whole, its first steps continue elsewhere.
        QVERIFY2(ranIn != folder && QFileInfo(ranIn).fileName().contains("-from-3-"), qPrintable(ranIn));
        QCOMPARE(read_all(folder + "/last.ckpt"), lastBefore);
        QVERIFY(QFile::exists(folder + "/checkpoint-6.ckpt"));
        QVERIFY(!QFile::exists(ranIn + "/checkpoint-6.ckpt"));
        QVERIFY(QDir(ranIn).removeRecursively());  // in the test-mode runs folder: nothing left behind
    } else {
        // The later steps were discarded: the folder's newest is the new step 4.
        QCOMPARE(ranIn, folder);
        QVERIFY(!QFile::exists(folder + "/checkpoint-6.ckpt"));
        QVERIFY(QFile::exists(folder + "/checkpoint-3.ckpt") && QFile::exists(folder + "/checkpoint-4.ckpt"));
    }
}

void TestResumeGui::weightsOnlyRefusesToResume() {
    const QString weights = QFileInfo(tmp_.filePath("weights-only.ckpt")).absoluteFilePath();
    averageCheckpoints({checkpoint(3), checkpoint(6)}, weights);
    MainWindow w;
    TrainPage* page = w.trainPage();
    QString error;
    QVERIFY(!page->resumeFrom(weights, &error));
    QVERIFY2(error.contains("weights only"), qPrintable(error));
    QVERIFY(!w.controller()->isRunning());
    QVERIFY(page->startButton()->isEnabled());
    // It still opens: no history, its model's settings.
    QVERIFY2(w.openCheckpoint(weights, &error), qPrintable(error));
    QVERIFY2(page->statusText().contains("weights only"), qPrintable(page->statusText()));
    QCOMPARE(page->lossPlot()->pointCount(train_series()), 0);
    QCOMPARE(page->hyperparameters()->dModelBox()->value(), 32);
}

QTEST_MAIN(TestResumeGui)
#include "tst_resume_gui.moc"
