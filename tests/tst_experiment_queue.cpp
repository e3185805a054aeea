// The app's experiment queue: an ExperimentRunner trains a plan's runs one
// after another through the TrainingController (the Train page's worker),
// writes the summaries after every run, lets later runs take the first
// run's tokenizer, and survives a stop and a new start of the app (a new
// controller and runner) by resuming the unfinished run from its
// checkpoint. The New experiment dialog checks every run's settings as they
// are typed.
// SPDX-License-Identifier: GPL-3.0-or-later
// LibTorch first: Qt's `slots` keyword would break its headers.
#include "train/checkpoint.h"
#include "train/run_summary.h"

#include "experiment_dialog.h"
#include "experiment_panel.h"
#include "experiment_queue_model.h"
#include "experiment_runner.h"
#include "experiment_table_model.h"
#include "checkpoint_panel.h"
#include "main_window.h"
#include "metric_plot.h"
#include "run_records.h"
#include "run_table_model.h"
#include "runs_page.h"
#include "train_page.h"
#include "training_controller.h"

#include "data/dataset.h"

#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QProgressBar>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

using namespace studio;
using namespace studio::app;

namespace {

// Two small runs on the reverse demo: heads 1 and 2, a few steps each.
train::ExperimentPlan smallPlan(int64_t steps) {
    auto model = nn::TransformerConfig::preset("tiny");
    model.d_model = 32;
    model.d_ff = 64;
    model.num_encoder_layers = model.num_decoder_layers = 1;
    auto training = train::TrainingConfig::preset("tiny");
    training.warmup = 20;
    training.max_tokens = 512;
    training.eval_every = 3;
    training.log_every = 1;
    training.eval_max_sentences = 20;
    training.threads = 1;
    training.precision = "fp32";
    data::DatasetSpec dataset;
    dataset.demo = "reverse";
    return train::make_plan("grid", "heads=1,2", model, training, dataset.to_json(), steps, 1);
}

QByteArray readFile(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

}  // namespace

class TestExperimentQueue : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void runsEveryVariationInOrder();
    void stoppedQueueResumesAfterARestart();
    void mainWindowOffersToResume();
    void failedRunKeepsItsReason();
    void noExperimentStartsDuringAPlainRun();
    void refusals();
    void dialogChecksAsTyped();

private:
    QTemporaryDir dir_;
};

void TestExperimentQueue::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(dir_.isValid());
    QSettings().clear();  // nothing from an earlier run of this test
}

void TestExperimentQueue::runsEveryVariationInOrder() {
    TrainingController controller;
    ExperimentRunner runner(&controller);
    ExperimentQueueModel queue(&runner);
    QSignalSpy finished(&runner, &ExperimentRunner::finished);
    QStringList started;
    connect(&runner, &ExperimentRunner::queueChanged, this, [&] {
        if (runner.currentRun() >= 0 && (started.isEmpty() || started.last() != runner.runs().at(runner.currentRun()).name))
            started << runner.runs().at(runner.currentRun()).name;
    });
    const QString dir = dir_.filePath("grid");
    QString error;
    QSignalSpy trainingShown(&controller, &TrainingController::runningChanged);
    QVERIFY2(runner.start(dir, smallPlan(6), QByteArray(), &error), qPrintable(error));
    QVERIFY(runner.isRunning());
    // While its folders are read before the first run, training runs for
    // the views, and a start from the Train page is refused.
    QVERIFY(controller.isRunning());
    QCOMPARE(trainingShown.count(), 1);
    QCOMPARE(trainingShown.first().at(0).toBool(), true);
    QCOMPARE(ExperimentRunner::unfinishedExperiment(), dir);
    QVERIFY(finished.wait(240000));
    QCOMPARE(finished.at(0).at(0).toBool(), true);
    QCOMPARE(started, (QStringList{"heads-1", "heads-2"}));
    QVERIFY(!runner.isRunning());
    QVERIFY(!controller.isRunning());
    QVERIFY(!trainingShown.last().at(0).toBool());  // and the views saw it end
    QVERIFY(ExperimentRunner::unfinishedExperiment().isEmpty());

    // Both runs are complete run folders with their own settings.
    for (const QString& name : {QString("heads-1"), QString("heads-2")}) {
        const auto s = train::summarize_run(QDir(dir).filePath(name).toStdString());
        QVERIFY(s.finished);
        QCOMPARE(s.steps, int64_t(6));
        QCOMPARE(QString::number(s.model.num_heads), name.right(1));
    }
    // The queue shows them finished with their figures.
    QCOMPARE(queue.rowCount(), 2);
    for (int row = 0; row < 2; ++row) {
        QCOMPARE(queue.data(queue.index(row, ExperimentQueueModel::State)).toString(), QString("finished"));
        QVERIFY(!queue.data(queue.index(row, ExperimentQueueModel::DevPpl)).toString().isEmpty());
    }
    // The paper's layout: one row per variation, the changed cell marked, the figures filled.
    ExperimentTableModel table(&runner);
    QCOMPARE(table.rowCount(), 2);
    QCOMPARE(table.headerData(0, Qt::Horizontal).toString(), QString("heads"));
    QCOMPARE(table.data(table.index(0, 0)).toString(), QString("1"));
    QCOMPARE(table.data(table.index(1, 0)).toString(), QString("2"));
    QVERIFY(table.data(table.index(1, 0), Qt::BackgroundRole).isValid());
    QVERIFY(!table.data(table.index(0, 0), Qt::BackgroundRole).isValid());
    QCOMPARE(table.data(table.index(0, table.stepsColumn())).toString(), QString("6"));
    bool ok = false;
    const double ppl = table.data(table.index(1, table.stepsColumn() + 1)).toString().toDouble(&ok);
    QVERIFY(ok);
    QCOMPARE(QString::number(ppl, 'f', 3), queue.data(queue.index(1, ExperimentQueueModel::DevPpl)).toString());
    QCOMPARE(table.data(table.index(1, table.stepsColumn() + 5)).toString(), QString("1 of 1"));

    // The summaries, with the grid's column.
    const QString csv = QString::fromUtf8(readFile(QDir(dir).filePath("summary.csv")));
    QVERIFY2(csv.startsWith("run,preset,params,dev_bleu"), qPrintable(csv));
    QVERIFY2(csv.contains("\nheads-1,") && csv.contains("\nheads-2,"), qPrintable(csv));
    QVERIFY(csv.section('\n', 0, 0).endsWith(",heads"));
    QVERIFY(QFile::exists(QDir(dir).filePath("table.md")));
    // The second run trained with the first run's tokenizer, kept beside the runs.
    const QByteArray shared = readFile(QDir(dir).filePath("tokenizer.model"));
    QVERIFY(!shared.isEmpty());
    const auto second = train::load_checkpoint_header(QDir(dir).filePath("heads-2/last.ckpt").toStdString(), true);
    QVERIFY(QByteArray::fromStdString(second.tokenizer_bytes) == shared);
}

void TestExperimentQueue::stoppedQueueResumesAfterARestart() {
    const QString dir = dir_.filePath("stopped");
    QByteArray firstRunHistory;
    {
        TrainingController controller;
        ExperimentRunner runner(&controller);
        QSignalSpy finished(&runner, &ExperimentRunner::finished);
        // Stop as soon as the second run has taken a step.
        connect(&runner, &ExperimentRunner::runProgress, this, [&](int index, qint64 step, qint64) {
            if (index == 1 && step >= 2) runner.stop();
        });
        QString error;
        QVERIFY2(runner.start(dir, smallPlan(8), QByteArray(), &error), qPrintable(error));
        QVERIFY(finished.wait(240000));
        QCOMPARE(finished.at(0).at(0).toBool(), false);
        QVERIFY2(finished.at(0).at(1).toString().contains("heads-2"), qPrintable(finished.at(0).at(1).toString()));
        QCOMPARE(runner.runs().at(0).state, ExperimentRunState::Finished);
        QCOMPARE(runner.runs().at(1).state, ExperimentRunState::Stopped);
        firstRunHistory = readFile(QDir(dir).filePath("heads-1/history.jsonl"));
    }
    // The app closed; the next start finds the experiment unfinished.
    QCOMPARE(ExperimentRunner::unfinishedExperiment(), dir);
    QVERIFY2(ExperimentRunner::describeFolder(dir).contains("1 of 2 runs finished"),
             qPrintable(ExperimentRunner::describeFolder(dir)));
    const auto stopped = train::summarize_run(QDir(dir).filePath("heads-2").toStdString());
    QVERIFY(!stopped.finished);
    QVERIFY(stopped.steps >= 2 && stopped.steps < 8);

    TrainingController controller;
    ExperimentRunner runner(&controller);
    RunsPage runs;
    auto* panel = new ExperimentPanel(&runner, &runs);
    runs.addTopPanel(panel);  // as the main window shows it
    QSignalSpy finished(&runner, &ExperimentRunner::finished);
    QSignalSpy notes(&runner, &ExperimentRunner::note);
    QString error;
    QVERIFY2(panel->resumeExperiment(dir, &error), qPrintable(error));
    QVERIFY(runs.folders().contains(QDir(dir).absolutePath()));
    QVERIFY(finished.wait(240000));
    QCOMPARE(finished.at(0).at(0).toBool(), true);
    // The finished run was not trained again; the stopped one went on from its checkpoint.
    QCOMPARE(readFile(QDir(dir).filePath("heads-1/history.jsonl")), firstRunHistory);
    bool resumed = false;
    for (const auto& n : notes) resumed = resumed || n.at(0).toString().contains(QString("resumes at step %1").arg(stopped.steps));
    QVERIFY(resumed);
    const auto done = train::summarize_run(QDir(dir).filePath("heads-2").toStdString());
    QVERIFY(done.finished);
    QCOMPARE(done.steps, int64_t(8));
    QVERIFY(ExperimentRunner::unfinishedExperiment().isEmpty());
    QCOMPARE(panel->queue()->rowCount(), 2);
    QVERIFY2(panel->statusText().contains("Every run finished"), qPrintable(panel->statusText()));

    // The next start shows the last experiment's queue as it stands.
    ExperimentRunner later(&controller);
    RunsPage laterRuns;
    QSignalSpy shown(&later, &ExperimentRunner::queueChanged);
    ExperimentPanel laterPanel(&later, &laterRuns);
    QCOMPARE(later.folder(), dir);
    // Issue 36 §5: the runs' headers and histories are read on a pool
    // thread, not by the GUI thread before the panel appears.
    QVERIFY(later.isReading());
    QVERIFY(later.runs().isEmpty());
    QVERIFY(shown.wait(30000));
    QVERIFY(!later.isReading());
    QCOMPARE(later.finishedRuns(), 2);
    QVERIFY(!later.isRunning());

    const QString shots = qEnvironmentVariable("STUDIO_SCREENSHOT_DIR");
    if (!shots.isEmpty()) {
        QSignalSpy loaded(&runs, &RunsPage::runsLoaded);
        runs.resize(1200, 900);
        runs.show();
        QVERIFY(loaded.wait(30000));
        runs.selectRuns({"heads-1", "heads-2"});
        QVERIFY(runs.grab().save(QDir(shots).filePath("runs-experiment.png")));
    }
}

void TestExperimentQueue::mainWindowOffersToResume() {
    // An experiment stopped in its first run, as a closed app leaves it.
    const QString dir = dir_.filePath("offered");
    {
        TrainingController controller;
        ExperimentRunner runner(&controller);
        QSignalSpy finished(&runner, &ExperimentRunner::finished);
        connect(&runner, &ExperimentRunner::runProgress, this, [&](int, qint64 step, qint64) {
            if (step >= 1) runner.stop();
        });
        QString error;
        QVERIFY2(runner.start(dir, smallPlan(4), QByteArray(), &error), qPrintable(error));
        QVERIFY(finished.wait(240000));
    }
    QCOMPARE(ExperimentRunner::unfinishedExperiment(), dir);
    {
        // Before any experiment the panel shows no queue progress ("runs: 0 of 1" would be wrong).
        const QVariant last = QSettings().value("experiment/last");
        QSettings().remove("experiment/last");
        QSettings().remove("experiment/unfinished");
        MainWindow fresh;
        auto* bar = fresh.findChild<QProgressBar*>("experimentQueueBar");
        QVERIFY(bar);
        QVERIFY(bar->isHidden());
        QSettings().setValue("experiment/last", last);
        QSettings().setValue("experiment/unfinished", dir);
    }
    {
        // A window driven by --screenshot or --translate asks nothing (its
        // exit closed the question, which forgot the offer).
        MainWindow scripted;
        scripted.setScripted(true);
        QCoreApplication::processEvents();  // the start-up offer's turn
        QVERIFY(!scripted.isOfferingToResume());
        QCOMPARE(ExperimentRunner::unfinishedExperiment(), dir);
    }
    MainWindow window;
    window.setCloseAnswer(QMessageBox::Yes);
    // Stopped by the user (issue 36 §2): said so, and No is the default;
    // stopped by closing the app: "not finished when the app closed".
    QVERIFY(ExperimentRunner::stoppedByUser());
    const QString state = ExperimentRunner::describeFolder(dir);
    QVERIFY2(window.resumeOfferText(dir, state).startsWith("You stopped the experiment"),
             qPrintable(window.resumeOfferText(dir, state)));
    ExperimentRunner::markStoppedByClosing();
    QVERIFY(!ExperimentRunner::stoppedByUser());
    QVERIFY(window.resumeOfferText(dir, state).contains("was not finished when the app closed"));
    // A question closed without an answer (the app quitting under it):
    // offered again next time.
    window.offerUnfinishedExperiment(QMessageBox::NoButton);
    QTRY_VERIFY_WITH_TIMEOUT(!window.isOfferingToResume(), 30000);
    QCOMPARE(ExperimentRunner::unfinishedExperiment(), dir);
    {
        // Running in another Attention Studio (it holds the folder's run
        // lock; a flock(2) on an open of our own stands in for it): not
        // offered, and a No does not forget it (the other one's crash would
        // then offer nothing).
        const QByteArray lockFile = QFile::encodeName(QDir(dir).filePath(".attention-studio.lock"));
        const int held = ::open(lockFile.constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
        QVERIFY(held >= 0);
        QCOMPARE(::flock(held, LOCK_EX | LOCK_NB), 0);
        QVERIFY(ExperimentRunner::heldElsewhere(dir));
        window.offerUnfinishedExperiment(QMessageBox::No);
        QTRY_VERIFY_WITH_TIMEOUT(!window.isOfferingToResume(), 30000);
        QCOMPARE(ExperimentRunner::unfinishedExperiment(), dir);
        QVERIFY2(window.statusBar()->currentMessage().contains("running in another Attention Studio"),
                 qPrintable(window.statusBar()->currentMessage()));
        ::close(held);
        QVERIFY(!ExperimentRunner::heldElsewhere(dir));
    }
    // "No": forgotten, nothing trains; the folder stays for Resume experiment….
    window.offerUnfinishedExperiment(QMessageBox::No);  // answered once the folder is described (a pool thread)
    QTRY_VERIFY_WITH_TIMEOUT(ExperimentRunner::unfinishedExperiment().isEmpty(), 30000);
    QVERIFY(!window.experiments()->isRunning());
    QVERIFY(QFile::exists(QDir(dir).filePath("experiment.json")));
    // "Yes": the queue goes on, shown on the Runs page.
    QSettings().setValue("experiment/unfinished", dir);
    QSignalSpy finished(window.experiments(), &ExperimentRunner::finished);
    // Every run is kept from Rename and Delete while it trains (the later
    // runs start without runningChanged: the Runs page kept none of them).
    QStringList protectedFolders;
    connect(window.experiments(), &ExperimentRunner::runProgress, this, [&](int index, qint64, qint64) {
        if (protectedFolders.size() == index) protectedFolders << window.runsPage()->trainingFolder();
    });
    window.offerUnfinishedExperiment(QMessageBox::Yes);
    QTRY_VERIFY_WITH_TIMEOUT(window.experiments()->isRunning(), 30000);
    QCOMPARE(window.currentPage(), int(MainWindow::pageNames().indexOf("runs")));
    QVERIFY(!window.findChild<QProgressBar*>("experimentQueueBar")->isHidden());
    QVERIFY(finished.wait(240000));
    QCOMPARE(finished.at(0).at(0).toBool(), true);
    QCOMPARE(window.experiments()->finishedRuns(), 2);
    QCOMPARE(protectedFolders.size(), 2);
    QVERIFY2(protectedFolders[0].endsWith("heads-1") && protectedFolders[1].endsWith("heads-2"),
             qPrintable(protectedFolders.join(", ")));
    // The Train page shows the last run's curves alone (each run's points
    // went into one series, interleaved by step), its checkpoints listed.
    const QString train = QObject::tr("train");
    const QVector<double> steps = window.trainPage()->lossPlot()->steps(train);
    QCOMPARE(steps.size(), 4);  // log_every 1, 4 steps
    for (int i = 0; i < steps.size(); ++i) QCOMPARE(steps[i], double(i + 1));
    QVERIFY2(window.trainPage()->checkpoints()->folder().endsWith("heads-2"),
             qPrintable(window.trainPage()->checkpoints()->folder()));
}

// Issue 36 §2 and §3: a run whose checkpoint is damaged does not make the
// resume offer vanish (the folder is described with that run and why); the
// run's failure is kept in its folder and shown after a reload, and a queue
// that ended with a failed run is offered again at the next start.
void TestExperimentQueue::failedRunKeepsItsReason() {
    const QString dir = dir_.filePath("failing");
    {
        TrainingController controller;
        ExperimentRunner runner(&controller);
        QSignalSpy finished(&runner, &ExperimentRunner::finished);
        QSignalSpy running(&controller, &TrainingController::runningChanged);
        QString error;
        QVERIFY2(runner.start(dir, smallPlan(4), QByteArray(), &error), qPrintable(error));
        QVERIFY(finished.wait(240000));
        QCOMPARE(finished.at(0).at(0).toBool(), true);
        // Issue 36 §5: between the runs the trainer never reads as stopped
        // (the Learn page started its demo there); it stops once, at the end.
        QList<bool> states;
        for (const auto& r : running) states << r.at(0).toBool();
        QCOMPARE(states.count(false), 1);
        QCOMPARE(states.last(), false);
    }
    // The second run's checkpoint damaged (a disk error, a newer version).
    const QString damaged = QDir(dir).filePath("heads-2/last.ckpt");
    {
        QFile f(damaged);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write("not a checkpoint");
    }
    const QString described = ExperimentRunner::describeFolder(dir);
    QVERIFY2(described.contains("1 of 2 runs finished") && described.contains("heads-2 cannot be read ("),
             qPrintable(described));

    QString reason;
    {
        TrainingController controller;
        ExperimentRunner runner(&controller);
        QSignalSpy finished(&runner, &ExperimentRunner::finished);
        QString error;
        QVERIFY2(runner.resume(dir, &error), qPrintable(error));
        QVERIFY(finished.wait(240000));
        QCOMPARE(finished.at(0).at(0).toBool(), false);
        QCOMPARE(runner.runs().at(1).state, ExperimentRunState::Failed);
        reason = runner.runs().at(1).message;
        QVERIFY(!reason.isEmpty());
    }
    // After a restart: the reason is still there, the queue is offered again.
    QCOMPARE(runFailure(QDir(dir).filePath("heads-2")), reason);
    QCOMPARE(ExperimentRunner::unfinishedExperiment(), dir);
    TrainingController controller;
    ExperimentRunner later(&controller);
    QString error;
    QSignalSpy shown(&later, &ExperimentRunner::queueChanged);
    QVERIFY2(later.open(dir, &error), qPrintable(error));
    QVERIFY(shown.wait(30000));
    QCOMPARE(later.runs().at(1).state, ExperimentRunState::Failed);
    QCOMPARE(later.runs().at(1).message, reason);
    QVERIFY2(ExperimentRunner::describeFolder(dir).contains("heads-2"), qPrintable(ExperimentRunner::describeFolder(dir)));

    // The Runs table shows a run's failure, with its reason as the tooltip.
    QVERIFY(writeRunFailure(QDir(dir).filePath("heads-1"), "ran out of memory at step 3"));
    QStringList problems;
    const auto records = readRunRecords({QDir(dir).filePath("heads-1")}, &problems);
    QCOMPARE(records.size(), 1);
    QCOMPARE(records.at(0).failure, QString("ran out of memory at step 3"));
    RunTableModel model;
    model.setRuns(records);
    const QModelIndex steps = model.index(0, RunTableModel::StepsColumn);
    QVERIFY2(model.data(steps).toString().contains("failed"), qPrintable(model.data(steps).toString()));
    QVERIFY(model.data(steps, Qt::ToolTipRole).toString().contains("ran out of memory at step 3"));
    clearRunFailure(QDir(dir).filePath("heads-1"));
    QVERIFY(runFailure(QDir(dir).filePath("heads-1")).isEmpty());
    ExperimentRunner::forgetUnfinishedExperiment();
}

// Issue 36 §5: "New experiment…" and "Resume experiment…" are disabled,
// with the reason, while the Train page trains a run of its own.
void TestExperimentQueue::noExperimentStartsDuringAPlainRun() {
    TrainingController controller;
    ExperimentRunner runner(&controller);
    RunsPage runs;
    ExperimentPanel panel(&runner, &runs);
    QPushButton* start = nullptr;
    for (auto* b : panel.findChildren<QPushButton*>())
        if (b->text() == "New experiment…") start = b;
    QVERIFY(start);
    QVERIFY(start->isEnabled());
    const QString idle = start->toolTip();
    const auto plan = smallPlan(40);
    const auto run = plan.runs().front();
    TrainingRequest request;
    request.dataset = data::DatasetSpec::from_json(plan.dataset);
    request.model = run.model;
    request.training = run.training;
    request.outDir = dir_.filePath("plain-run");
    QSignalSpy finished(&controller, &TrainingController::finished);
    controller.start(request);
    QVERIFY(!start->isEnabled());
    QVERIFY2(start->toolTip().contains("Training is running on the Train page"), qPrintable(start->toolTip()));
    controller.stop();
    QVERIFY(finished.wait(240000));
    QVERIFY(start->isEnabled());
    QCOMPARE(start->toolTip(), idle);
}

void TestExperimentQueue::refusals() {
    TrainingController controller;
    ExperimentRunner runner(&controller);
    QString error;
    // A folder that already holds something is never mixed into.
    const QString used = dir_.filePath("used");
    QDir().mkpath(used);
    QFile(used + "/notes.txt").open(QIODevice::WriteOnly);
    QVERIFY(!runner.start(used, smallPlan(4), QByteArray(), &error));
    QVERIFY2(error.contains("not empty"), qPrintable(error));
    // A plan whose run cannot be built (3 heads do not divide 32) names the run; nothing is written.
    auto plan = smallPlan(4);
    plan.variations.push_back({"heads-3", "", {{"heads", "3"}}});
    const QString bad = dir_.filePath("bad");
    QVERIFY(!runner.start(bad, plan, QByteArray(), &error));
    QVERIFY2(error.contains("heads-3"), qPrintable(error));
    QVERIFY(!QDir(bad).exists());
    // Data that cannot be read names its file; nothing is written either (a
    // half-made folder with its experiment.json stayed, offered for resuming).
    auto missing = smallPlan(4);
    data::DatasetSpec files;
    files.kind = data::DatasetKind::Aligned;
    files.path = dir_.filePath("nowhere.src").toStdString();
    files.tgt_path = dir_.filePath("nowhere.tgt").toStdString();
    missing.dataset = files.to_json();
    const QString noData = dir_.filePath("no-data");
    QVERIFY(!runner.start(noData, missing, QByteArray(), &error));
    QVERIFY2(error.contains("nowhere.src"), qPrintable(error));
    QVERIFY(!QDir(noData).exists());
    QVERIFY(!runner.isRunning());
    files.tgt_path.clear();  // a spec without its target file
    missing.dataset = files.to_json();
    QVERIFY(!runner.start(noData, missing, QByteArray(), &error));
    QVERIFY2(error.contains("no target-language file"), qPrintable(error));
    QVERIFY(!QDir(noData).exists());
    // Such a plan edited into a folder's experiment.json: the start-up offer
    // to resume describes nothing (it threw on a pool thread: the app ended).
    const QString edited = dir_.filePath("edited");
    QVERIFY(QDir().mkpath(edited));
    {
        QFile file(edited + "/experiment.json");
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray::fromStdString(plan.to_json()));
    }
    QVERIFY(train::has_plan(edited.toStdString()));
    QVERIFY(ExperimentRunner::describeFolder(edited).isEmpty());
    // A folder without a plan cannot be resumed.
    QVERIFY(!runner.resume(used, &error));
    QVERIFY2(error.contains("experiment.json"), qPrintable(error));
    QVERIFY(!runner.isRunning());

    // An experiment whose queue runs in another process (another window, or
    // `sweep`: here flock(1) holds the folder's lock) is not resumed a second
    // time: that queue's live run was marked failed and its summaries rewritten.
    const QString flock = QStandardPaths::findExecutable(QStringLiteral("flock"));
    if (flock.isEmpty()) QSKIP("flock(1) (util-linux) is not installed");
    const QString busy = dir_.filePath("busy");
    train::save_plan(busy.toStdString(), smallPlan(4));
    QProcess holder;
    // -o: the shell it starts does not hold the lock (killing flock frees it).
    holder.start(flock, {"-o", busy + "/.attention-studio.lock", "-c", "echo held; sleep 60"});
    QVERIFY(holder.waitForReadyRead(10000));
    QVERIFY(!runner.resume(busy, &error));
    QVERIFY2(error.contains("is being written by another process"), qPrintable(error));
    QVERIFY(!runner.isRunning());
    QCOMPARE(QDir(busy).entryList(QDir::Dirs | QDir::NoDotAndDotDot), QStringList());
    holder.kill();
    holder.waitForFinished();
}

void TestExperimentQueue::dialogChecksAsTyped() {
    data::DatasetSpec dataset;
    dataset.demo = "reverse";
    ExperimentDialog dialog(dir_.filePath("runs"), dataset, {});
    dialog.setName("e1");
    dialog.setSteps(100);
    dialog.setKind(ExperimentDialog::Grid);
    dialog.setGrid({{"heads", "1, 3"}});
    QVERIFY(!dialog.valid());
    QVERIFY2(dialog.problem().contains("heads-3"), qPrintable(dialog.problem()));
    dialog.setGrid({{"heads", "1 2"}, {"learned-positions", "0,1"}});  // spaces apart values too (was heads=12)
    QCOMPARE(dialog.gridText(), QString("heads=1,2 learned-positions=0,1"));
    dialog.setGrid({{"heads", " 1, 2 "}, {"learned-positions", "0,1"}});
    QCOMPARE(dialog.gridText(), QString("heads=1,2 learned-positions=0,1"));
    QVERIFY2(dialog.valid(), qPrintable(dialog.problem()));
    // A desktop that writes 0,1 for 0.1: tst_number_inputs::gridValuesOnADecimalCommaDesktop.
    QCOMPARE(dialog.plan().runs().size(), size_t(4));
    QCOMPARE(dialog.plan().training.steps, int64_t(100));
    QCOMPARE(dialog.folder(), QDir(dir_.filePath("runs")).filePath("e1"));
    dialog.setSeeds(3);
    QCOMPARE(dialog.plan().runs().size(), size_t(12));
    dialog.setSeeds(1);
    dialog.setKind(ExperimentDialog::Table3Reduced);
    dialog.setBase(1);  // small
    QVERIFY(dialog.valid());
    QCOMPARE(dialog.plan().runs().size(), size_t(6));
    QCOMPARE(dialog.plan().model.d_model, int64_t(256));
    const QString shots = qEnvironmentVariable("STUDIO_SCREENSHOT_DIR");
    if (!shots.isEmpty()) {
        dialog.setKind(ExperimentDialog::Grid);
        dialog.setBase(0);
        dialog.setGrid({{"heads", "1, 2, 4, 8"}, {"dropout", "0, 0.1"}});
        dialog.show();
        QVERIFY(dialog.grab().save(QDir(shots).filePath("experiment-dialog.png")));
    }
    dialog.setName("../outside");
    QVERIFY(!dialog.valid());
}

QTEST_MAIN(TestExperimentQueue)
#include "tst_experiment_queue.moc"
