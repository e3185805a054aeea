// Checkpoints in the desktop app: the list of a run's checkpoints (and how
// it follows the folder), opening one (curves from its stored history,
// settings in the form) from the window, the list and the command line, a
// bad file, averaging the newest k, Save as (resuming: tst_resume_gui.cpp).
// initTestCase trains one tiny
// run (6 steps of the reverse demo, d_model 32). Runs offscreen.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "train/checkpoint.h"  // first: LibTorch's headers before Qt's keywords
#include "nn/transformer.h"
#include "train/model_io.h"

#include "app_settings.h"
#include "checkpoint_panel.h"
#include "checkpoint_store.h"
#include "checkpoint_table_model.h"
#include "long_jobs.h"
#include "hyperparameter_form.h"
#include "learn_page.h"
#include "main_window.h"
#include "metric_plot.h"
#include "run_follower.h"
#include "support/image_checks.h"
#include "train_page.h"
#include "translate_page.h"
#include "training_controller.h"
#include "support/tiny_gui_run.h"
#include "translation_controller.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QMenu>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTranslator>
#include <QSvgRenderer>
#include <QSemaphore>
#include <QThreadPool>
#include <QtTest>

using namespace studio;
using namespace studio::app;
using studio::test::copy_run;
using studio::test::count_of;
using studio::test::read_all;
using studio::test::train_series;

namespace {

bool write_all(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QString dev_series() { return QObject::tr("dev"); }

}  // namespace

class TestCheckpointsGui : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void listShowsTheRunNewestFirst();
    void listFollowsTheFolder();
    void openingRestoresCurvesAndSettings();
    void followsARunThatGoesOn();
    void olderCheckpointKeepsItsCurves();
    void badFileKeepsTheAppUsable_data();
    void badFileKeepsTheAppUsable();
    void damagedWeightsAreSaid();
    void averagesTheNewestTwo();
    void saveAsCopiesTheNewestOrTheSelected();
    void averagingDoesNotWaitForTheSharedPool();
    void presetBoxShowsTheOpenedModel();
    void fileMenuHasTheCheckpointItems();
    void commandLineOpensACheckpoint_data();
    void commandLineOpensACheckpoint();
    void exportedCurvesNameTheirSeriesAlike();

private:
    QString checkpoint(int step) const { return run_ + QStringLiteral("/checkpoint-%1.ckpt").arg(step); }

    QTemporaryDir tmp_;
    QString run_;
};

void TestCheckpointsGui::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);  // settings and runs go to a test location
    clearRecent();
    QVERIFY(tmp_.isValid());
    run_ = QFileInfo(tmp_.filePath("run")).absoluteFilePath();
    test::train_tiny_gui_run(run_);
}

void TestCheckpointsGui::listShowsTheRunNewestFirst() {
    CheckpointPanel panel;
    panel.setFolder(run_);
    const CheckpointTableModel* model = panel.model();
    QCOMPARE(model->rowCount(), 3);
    QCOMPARE(model->entry(2).info.path, checkpoint(3));  // the oldest last
    const int row = model->rowOfPath(checkpoint(6));
    QVERIFY(row >= 0 && row < 2);
    auto cell = [&](int column) { return model->data(model->index(row, column)).toString(); };
    QCOMPARE(cell(CheckpointTableModel::FileColumn), QString("checkpoint-6.ckpt"));
    QCOMPARE(cell(CheckpointTableModel::KindColumn), QString("training"));
    QCOMPARE(cell(CheckpointTableModel::StepColumn), QString("6"));
    // Dev BLEU of the evaluation at that step, from the stored history.
    double bleu = -1;
    for (const HistoryEntry& e : parseHistory(readCheckpointInfo(checkpoint(6)).history))
        if (e.isEvaluation && e.step == 6) bleu = e.devBleu;
    QVERIFY(bleu >= 0);
    QCOMPARE(cell(CheckpointTableModel::DevBleuColumn), QLocale().toString(bleu, 'f', 2));
    QVERIFY(!cell(CheckpointTableModel::SizeColumn).isEmpty());
    const auto numbered = model->numberedCheckpoints();
    QCOMPARE(numbered.size(), 2);
    QCOMPARE(numbered[0].step, qint64(6));
    QCOMPARE(numbered[1].step, qint64(3));
    // Selecting a row enables Open, Resume and Save as.
    QVERIFY(!panel.openButton()->isEnabled() && !panel.resumeButton()->isEnabled() && !panel.saveButton()->isEnabled());
    panel.selectPath(checkpoint(3));
    QCOMPARE(panel.selectedPath(), checkpoint(3));
    QVERIFY(panel.openButton()->isEnabled() && panel.resumeButton()->isEnabled() && panel.saveButton()->isEnabled());
    // A refresh keeps the selection.
    panel.refresh();
    QCOMPARE(panel.selectedPath(), checkpoint(3));
}

void TestCheckpointsGui::listFollowsTheFolder() {
    const QString folder = QFileInfo(tmp_.filePath("follow")).absoluteFilePath();
    QVERIFY(QDir().mkpath(folder));
    QVERIFY(QFile::copy(checkpoint(3), folder + "/checkpoint-3.ckpt"));
    CheckpointPanel panel;
    panel.setFolder(folder);
    QCOMPARE(panel.model()->rowCount(), 1);
    // A file being written (the engine's temporary name) is not listed, once
    // the list has followed the folder after it appeared...
    QSignalSpy reread(panel.model(), &QAbstractItemModel::modelReset);
    QVERIFY(QFile::copy(checkpoint(6), folder + "/checkpoint-6.ckpt.tmp-4242"));
    QVERIFY(reread.wait(60000));  // a busy machine's watcher, debounce and header read
    QCOMPARE(panel.model()->rowCount(), 1);
    // ...until it is renamed into place.
    QVERIFY(QFile::rename(folder + "/checkpoint-6.ckpt.tmp-4242", folder + "/checkpoint-6.ckpt"));
    QTRY_COMPARE_WITH_TIMEOUT(panel.model()->rowCount(), 2, 60000);
    QCOMPARE(panel.model()->cachedEntries(), 2);
    QVERIFY(QFile::remove(folder + "/checkpoint-3.ckpt"));
    QTRY_COMPARE_WITH_TIMEOUT(panel.model()->rowCount(), 1, 60000);
    // A removed file's header (its run's whole history) is not kept: a long
    // run removes all but its last checkpoints at every evaluation.
    QCOMPARE(panel.model()->cachedEntries(), 1);
}

void TestCheckpointsGui::openingRestoresCurvesAndSettings() {
    MainWindow w;
    TrainPage* page = w.trainPage();
    const CheckpointInfo info = readCheckpointInfo(checkpoint(6));
    const int steps = count_of(info.history, false), evaluations = count_of(info.history, true);
    QCOMPARE(steps, 6);
    QCOMPARE(evaluations, 2);
    QCOMPARE(page->hyperparameters()->dModelBox()->value(), 128);  // the tiny preset, before
    QString error;
    QVERIFY2(w.openCheckpoint(checkpoint(6), &error), qPrintable(error));
    QCOMPARE(page->lossPlot()->pointCount(train_series()), steps);
    QCOMPARE(page->lossPlot()->pointCount(dev_series()), evaluations);
    QCOMPARE(page->bleuPlot()->pointCount(dev_series()), evaluations);
    QCOMPARE(page->learningRatePlot()->pointCount(train_series()), steps);
    QCOMPARE(page->speedPlot()->pointCount(train_series()), steps);
    QCOMPARE(page->lossPlot()->steps(train_series()).last(), 6.0);
    QCOMPARE(page->lossPlot()->values(train_series()).last(), parseHistory(info.history).at(6).loss);
    // The checkpoint's settings in the form and in what Start would send;
    // the Preset box no longer says "tiny": the model has no preset's size.
    QCOMPARE(page->hyperparameters()->dModelBox()->value(), 32);
    QCOMPARE(page->request().model.d_model, int64_t(32));
    QCOMPARE(page->request().model.d_ff, int64_t(64));
    QCOMPARE(page->preset(), QStringLiteral("custom"));
    // The status line says what is open; the list shows its folder.
    for (const char* part : {"checkpoint-6.ckpt", "step 6", "training", "dev BLEU"})
        QVERIFY2(page->statusText().contains(part), qPrintable(page->statusText()));
    QCOMPARE(page->checkpoints()->folder(), run_);
    QCOMPARE(page->checkpoints()->selectedPath(), checkpoint(6));
    QCOMPARE(recentCheckpoints().value(0), checkpoint(6));
    QCOMPARE(w.currentPage(), 1);
    // Opening another from the list: for every page that shows a model (the
    // Translate, Analyze and Learn pages kept the one opened before).
    QSignalSpy learnChanged(w.learnPage(), &LearnPage::modelChanged);
    QSignalSpy ready(w.translation(), &TranslationController::modelReady);
    page->checkpoints()->selectPath(checkpoint(3));
    page->checkpoints()->openButton()->click();
    QCOMPARE(page->lossPlot()->pointCount(train_series()), 3);
    QCOMPARE(page->bleuPlot()->pointCount(dev_series()), 1);
    QCOMPARE(recentCheckpoints().value(0), checkpoint(3));
    QTRY_VERIFY_WITH_TIMEOUT(w.translatePage()->modelText().contains(QStringLiteral("checkpoint-3.ckpt")), 60000);
    QTRY_VERIFY_WITH_TIMEOUT(w.learnPage()->modelText().contains(QStringLiteral("checkpoint-3.ckpt")) &&
                                 !learnChanged.isEmpty(),
                             60000);
}

// A run still writing in the opened checkpoint's folder (e.g. rank 0 of a
// CLI run on several processes) is drawn live as its history grows.
void TestCheckpointsGui::followsARunThatGoesOn() {
    QTemporaryDir other;
    const QString ckpt = other.filePath(QStringLiteral("checkpoint-6.ckpt"));
    QVERIFY(QFile::copy(checkpoint(6), ckpt));
    QVERIFY(QFile::copy(run_ + QStringLiteral("/history.jsonl"), other.filePath(QStringLiteral("history.jsonl"))));
    MainWindow w;
    TrainPage* page = w.trainPage();
    QString error;
    QVERIFY2(w.openCheckpoint(ckpt, &error), qPrintable(error));
    QCOMPARE(page->lossPlot()->pointCount(train_series()), 6);
    QFile history(other.filePath(QStringLiteral("history.jsonl")));
    QVERIFY(history.open(QIODevice::Append | QIODevice::Text));
    history.write("{\"type\":\"train\",\"step\":7,\"epoch\":1,\"loss\":1.25,\"lr\":0.001,\"tok_per_s\":100}\n");
    history.close();
    QTRY_COMPARE_WITH_TIMEOUT(page->lossPlot()->pointCount(train_series()), 7, 10000);
    QCOMPARE(page->lossPlot()->values(train_series()).last(), 1.25);
    QVERIFY2(page->statusText().contains(QStringLiteral("Following the run")), qPrintable(page->statusText()));
}

// An older checkpoint of a finished run keeps its own curves when the folder
// changes without the run going on (an average written there): the whole
// run's history replaced them, and the status said "Following the run".
void TestCheckpointsGui::olderCheckpointKeepsItsCurves() {
    const QString folder = copy_run(run_, tmp_.filePath("older"));
    MainWindow w;
    TrainPage* page = w.trainPage();
    QVERIFY(w.openCheckpoint(folder + "/checkpoint-3.ckpt"));
    QCOMPARE(page->lossPlot()->pointCount(train_series()), 3);
    QSignalSpy checked(page->follower(), &RunFollower::checked);
    QVERIFY(write_all(folder + "/average.ckpt", "written beside the run"));
    QVERIFY(checked.wait(10000));
    QCOMPARE(page->lossPlot()->pointCount(train_series()), 3);
    QVERIFY2(!page->statusText().contains(QStringLiteral("Following the run")), qPrintable(page->statusText()));
}

void TestCheckpointsGui::badFileKeepsTheAppUsable_data() {
    QTest::addColumn<QString>("damage");
    QTest::addColumn<QString>("problem");
    QTest::newRow("truncated") << "truncated" << "truncated";
    QTest::newRow("not a checkpoint") << "text" << "not an Attention Studio checkpoint";
    QTest::newRow("newer version") << "version" << "version 3";
    QTest::newRow("missing") << "missing" << "cannot open";
}

void TestCheckpointsGui::badFileKeepsTheAppUsable() {
    QFETCH(QString, damage);
    QFETCH(QString, problem);
    const QString bad = QFileInfo(tmp_.filePath("bad-" + damage + ".ckpt")).absoluteFilePath();
    QByteArray bytes = read_all(checkpoint(6));
    if (damage == "truncated") bytes.truncate(bytes.size() / 2);
    if (damage == "text") bytes = "this is not a checkpoint\n";
    if (damage == "version") bytes[16] = 3;  // one above the format version written today (2)
    if (damage != "missing") QVERIFY(write_all(bad, bytes));

    MainWindow w;
    TrainPage* page = w.trainPage();
    QVERIFY(w.openCheckpoint(checkpoint(6)));
    QString error;
    QVERIFY(!w.openCheckpoint(bad, &error));
    QVERIFY2(error.contains(bad) && error.contains(problem), qPrintable(error));
    QVERIFY2(page->statusText().contains(problem), qPrintable(page->statusText()));
    // Nothing that was shown is lost, and the app goes on.
    QCOMPARE(page->lossPlot()->pointCount(train_series()), 6);
    QCOMPARE(page->hyperparameters()->dModelBox()->value(), 32);
    QCOMPARE(page->checkpoints()->folder(), run_);
    QVERIFY(page->startButton()->isEnabled());
    QCOMPARE(recentCheckpoints().value(0), checkpoint(6));
}

// One byte of the weights changed: the header reads (the Train page reads
// only it: the weights may be hundreds of megabytes), so the open looked
// done ("Opened …", in the recent list); the full load's checksum refusal
// reached the Translate page's status only. Now the Train page and the
// status bar say it, and the file leaves the recent list.
void TestCheckpointsGui::damagedWeightsAreSaid() {
    const QString bad = QFileInfo(tmp_.filePath("bad-weights.ckpt")).absoluteFilePath();
    QByteArray bytes = read_all(checkpoint(6));
    bytes[bytes.size() - 100] = char(bytes[bytes.size() - 100] ^ 0x5a);
    QVERIFY(write_all(bad, bytes));
    MainWindow w;
    QSignalSpy failed(w.translation(), &TranslationController::failed);
    QVERIFY(w.openCheckpoint(bad));
    QVERIFY(failed.wait(60000));
    QVERIFY2(w.trainPage()->statusText().contains("cannot be used") &&
                 w.trainPage()->statusText().contains("checksum"),
             qPrintable(w.trainPage()->statusText()));
    QVERIFY(!recentCheckpoints().contains(bad));
}

void TestCheckpointsGui::averagesTheNewestTwo() {
    const QString folder = copy_run(run_, tmp_.filePath("average"));
    MainWindow w;
    QVERIFY(w.openCheckpoint(folder + "/checkpoint-6.ckpt"));
    CheckpointPanel* panel = w.trainPage()->checkpoints();
    QCOMPARE(panel->averageCountBox()->value(), 5);  // the paper's base models (§6.1)
    QString error;
    QVERIFY(!panel->averageNewest(5, &error));  // only two numbered checkpoints
    QVERIFY2(error.contains("has 2"), qPrintable(error));
    // Not while a run trains: its evaluations write and prune the files.
    panel->averageCountBox()->setValue(2);
    panel->setTrainingRunning(true);
    QVERIFY(!panel->averageButton()->isEnabled());
    QVERIFY(!panel->averageNewest(2, &error));
    QVERIFY2(error.contains("training"), qPrintable(error));
    panel->setTrainingRunning(false);
    QVERIFY(panel->averageButton()->isEnabled());
    QSignalSpy averaged(panel, &CheckpointPanel::averaged);
    QSignalSpy failed(panel, &CheckpointPanel::averagingFailed);
    panel->averageCountBox()->setValue(2);
    panel->averageButton()->click();
    // Ended on the pool thread, its answer not handled yet: still averaging,
    // and a second average is refused (issue 35 §3).
    studio::app::longJobPool()->waitForDone();
    QVERIFY(panel->isAveraging());
    QVERIFY(!panel->averageButton()->isEnabled());
    QVERIFY(!panel->averageNewest(2, &error));
    QVERIFY2(error.contains("being computed"), qPrintable(error));
    // Nor a resume in that folder: its evaluations would drop the files being read.
    QVERIFY(!w.trainPage()->resumeFrom(folder + "/checkpoint-6.ckpt", &error));
    QVERIFY2(error.contains("average"), qPrintable(error));
    QVERIFY(!w.controller()->isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(averaged.size() + failed.size() == 1, 120000);
    QVERIFY(!panel->isAveraging());
    QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.first().at(0).toString()));
    const QString out = folder + "/averaged-3-6.ckpt";
    QCOMPARE(averaged.first().at(0).toString(), out);
    const int row = panel->model()->rowOfPath(out);
    QVERIFY(row >= 0);
    QCOMPARE(panel->model()->data(panel->model()->index(row, CheckpointTableModel::KindColumn)).toString(),
             QString("weights"));
    QCOMPARE(readCheckpointInfo(out).kind, QString("weights"));
    // Trained for the newest one's steps (it said nothing: "step 0").
    QCOMPARE(panel->model()->data(panel->model()->index(row, CheckpointTableModel::StepColumn)).toString(),
             QLocale().toString(6));
    // Every tensor is the mean of the two (checked through the engine).
    const auto a = studio::train::load_checkpoint((folder + "/checkpoint-3.ckpt").toStdString());
    const auto b = studio::train::load_checkpoint((folder + "/checkpoint-6.ckpt").toStdString());
    const auto mean = studio::train::load_checkpoint(out.toStdString());
    QCOMPARE(mean.weights.size(), a.weights.size());
    bool anyDiffers = false;
    for (size_t i = 0; i < mean.weights.size(); ++i) {
        const auto expected = (a.weights[i].second.to(torch::kFloat64) + b.weights[i].second.to(torch::kFloat64)) / 2;
        QVERIFY2(torch::allclose(mean.weights[i].second.to(torch::kFloat64), expected, 0.0, 1e-6),
                 mean.weights[i].first.c_str());
        anyDiffers = anyDiffers || !torch::equal(a.weights[i].second, b.weights[i].second);
    }
    QVERIFY(anyDiffers);  // training moved the weights: the check is not vacuous
    // Averaged again: the first file is kept (after discarded steps it held
    // other weights, and was replaced without a word); the next name is taken.
    QFile first(out);
    QVERIFY(first.open(QIODevice::ReadOnly));
    const QByteArray firstBytes = first.readAll();
    QVERIFY(panel->averageNewest(2, &error));
    QTRY_VERIFY_WITH_TIMEOUT(averaged.size() == 2, 120000);
    QCOMPARE(averaged.last().at(0).toString(), folder + "/averaged-3-6-2.ckpt");
    QFile again(out);  // opened anew: a file renamed over it is another inode
    QVERIFY(again.open(QIODevice::ReadOnly));
    QCOMPARE(again.readAll(), firstBytes);
}

// Every thread of QThreadPool::globalInstance() busy (opening a model,
// reading a dataset, an import: one thread a core): an average still runs.
// It queued behind them, and they behind it on a 2-core machine.
void TestCheckpointsGui::averagingDoesNotWaitForTheSharedPool() {
    const QString folder = copy_run(run_, tmp_.filePath("average-busy"));
    CheckpointPanel panel;
    panel.setFolder(folder);
    QTRY_VERIFY_WITH_TIMEOUT(panel.model()->numberedCheckpoints().size() == 2, 60000);
    QSemaphore release;
    QThreadPool* shared = QThreadPool::globalInstance();
    for (int i = 0; i < shared->maxThreadCount(); ++i) shared->start([&release] { release.acquire(); });
    QSignalSpy averaged(&panel, &CheckpointPanel::averaged);
    QSignalSpy failed(&panel, &CheckpointPanel::averagingFailed);
    QString error;
    QVERIFY2(panel.averageNewest(2, &error), qPrintable(error));
    const bool done = QTest::qWaitFor([&] { return averaged.size() + failed.size() == 1; }, 120000);
    release.release(shared->maxThreadCount());
    shared->waitForDone();
    QVERIFY(done);
    QVERIFY(failed.isEmpty());
}

void TestCheckpointsGui::saveAsCopiesTheNewestOrTheSelected() {
    CheckpointPanel panel;
    panel.setFolder(run_);
    QString error;
    // The copy runs off the GUI thread; saved() says when it is written.
    QSignalSpy saved(&panel, &CheckpointPanel::saved);
    QSignalSpy failed(&panel, &CheckpointPanel::saveFailed);
    const QString newest = tmp_.filePath("saved-newest.ckpt");
    QVERIFY2(panel.saveCheckpointAs(newest, &error), qPrintable(error));
    // The gap the panel must not fall into: the copy has ended on the pool
    // thread but its answer has not been handled yet (no event processed).
    // It is still saving, and a second copy waits (issue 35 §3).
    studio::app::longJobPool()->waitForDone();
    QVERIFY(panel.isSaving());
    QVERIFY(!panel.saveCheckpointAs(tmp_.filePath("second.ckpt"), &error));  // one at a time
    QVERIFY2(error.contains("being saved"), qPrintable(error));
    QVERIFY(saved.wait(30000));
    QCOMPARE(saved.count(), 1);
    QCOMPARE(saved.first().first().toString(), newest);
    QVERIFY(!QFile::exists(tmp_.filePath("second.ckpt")));
    QVERIFY(!panel.isSaving());
    QCOMPARE(read_all(newest), read_all(panel.model()->entry(0).info.path));
    QVERIFY(!QFile::exists(newest + ".part"));
    panel.selectPath(checkpoint(3));
    const QString selected = tmp_.filePath("saved-selected.ckpt");
    {
        QFile earlier(selected);  // an earlier file of the user's: replaced, in one step
        QVERIFY(earlier.open(QIODevice::WriteOnly) && earlier.write("an earlier file") > 0);
    }
    QVERIFY2(panel.saveCheckpointAs(selected, &error), qPrintable(error));
    QVERIFY(saved.wait(30000));
    QCOMPARE(read_all(selected), read_all(checkpoint(3)));
    QCOMPARE(failed.count(), 0);
    // A destination that cannot be written: saveFailed() names it, nothing is left behind.
    const QString unwritable = tmp_.filePath("no-such-folder/copy.ckpt");
    QVERIFY2(panel.saveCheckpointAs(unwritable, &error), qPrintable(error));
    QVERIFY(failed.wait(30000));
    QVERIFY2(failed.first().first().toString().contains(unwritable), qPrintable(failed.first().first().toString()));
    QVERIFY(!QFile::exists(unwritable) && !QFile::exists(unwritable + ".part"));
    QCOMPARE(saved.count(), 2);
    // A run without a checkpoint yet says so.
    CheckpointPanel empty;
    empty.setFolder(tmp_.filePath("no-run-yet"));
    QVERIFY(!empty.saveCheckpointAs(tmp_.filePath("nothing.ckpt"), &error));
    QVERIFY2(error.contains("no checkpoint"), qPrintable(error));
}

// A checkpoint of the small preset's size (weights only, freshly made from
// the run's tokenizer) shows "small" in the Preset box, and Start would
// train that model, not the tiny one the box said before.
void TestCheckpointsGui::presetBoxShowsTheOpenedModel() {
    studio::train::Checkpoint c = studio::train::load_checkpoint(checkpoint(6).toStdString());
    const auto tiny = c.model_config;
    auto small = studio::nn::TransformerConfig::preset("small");
    small.src_vocab_size = tiny.src_vocab_size;
    small.tgt_vocab_size = tiny.tgt_vocab_size;
    small.dropout = 0.0;  // a training choice: the size alone decides the preset
    torch::manual_seed(3);
    studio::nn::Transformer model(small);
    c.kind = "weights";
    c.model_config = small;
    c.weights = studio::train::module_state(*model);
    c.optimizer.clear();
    c.optimizer_steps.clear();
    const QString path = tmp_.filePath(QStringLiteral("small-weights.ckpt"));
    studio::train::save_checkpoint(c, path.toStdString());

    MainWindow w;
    TrainPage* page = w.trainPage();
    QCOMPARE(page->preset(), QStringLiteral("tiny"));
    QString error;
    QVERIFY2(w.openCheckpoint(path, &error), qPrintable(error));
    QCOMPARE(page->preset(), QStringLiteral("small"));
    QCOMPARE(page->request().model.d_model, int64_t(256));
    QCOMPARE(page->request().model.num_encoder_layers, int64_t(3));
    QCOMPARE(page->request().model.dropout, 0.0);  // the checkpoint's, not the preset's 0.1
    QVERIFY2(w.openCheckpoint(checkpoint(6), &error), qPrintable(error));
    QCOMPARE(page->preset(), QStringLiteral("custom"));
    QCOMPARE(page->request().model.d_model, int64_t(32));
    // Choosing a preset again applies it.
    page->findChild<QComboBox*>(QStringLiteral("preset"))->setCurrentText(QStringLiteral("base"));
    QCOMPARE(page->request().model.d_model, int64_t(512));
}

void TestCheckpointsGui::fileMenuHasTheCheckpointItems() {
    MainWindow w;
    auto action_with = [&](QKeySequence::StandardKey key) -> QAction* {
        for (QAction* a : w.findChildren<QAction*>())
            if (!a->shortcut().isEmpty() && QKeySequence::keyBindings(key).contains(a->shortcut())) return a;
        return nullptr;
    };
    QVERIFY(action_with(QKeySequence::Open));
    QVERIFY(action_with(QKeySequence::Save));
    QMenu* recent = nullptr;
    for (QMenu* m : w.findChildren<QMenu*>())
        if (m->title() == QObject::tr("Open &Recent")) recent = m;
    QVERIFY(recent);
    QVERIFY(w.openCheckpoint(checkpoint(6)));
    emit recent->aboutToShow();
    QVERIFY(!recent->actions().isEmpty());
    QCOMPARE(recent->actions().first()->text(), QDir::toNativeSeparators(checkpoint(6)));

    // Empty at the start (a first launch, or after Forget), the submenu
    // still opens, and offers a checkpoint opened later (it stayed disabled).
    QSettings().remove(QStringLiteral("recent/checkpoints"));
    QSettings().setValue(QStringLiteral("window/page"), 42);  // out of range: the Train page
    MainWindow fresh;
    QCOMPARE(fresh.currentPage(), 1);
    QMenu* again = nullptr;
    for (QMenu* m : fresh.findChildren<QMenu*>())
        if (m->title() == QObject::tr("Open &Recent")) again = m;
    QVERIFY(again);
    QVERIFY(again->menuAction()->isEnabled());
    QVERIFY(fresh.openCheckpoint(checkpoint(6)));
    emit again->aboutToShow();
    QCOMPARE(again->actions().first()->text(), QDir::toNativeSeparators(checkpoint(6)));
    QVERIFY(again->actions().first()->isEnabled());

    // A recent checkpoint that has gone is forgotten when it fails to open.
    const QString gone = QDir(tmp_.path()).absoluteFilePath("gone.ckpt");
    QVERIFY(QFile::copy(checkpoint(6), gone));
    QVERIFY(fresh.openCheckpoint(gone));
    QVERIFY(recentCheckpoints().contains(gone));
    QVERIFY(QFile::remove(gone));
    QString error;
    QVERIFY(!fresh.openCheckpoint(gone, &error));
    QVERIFY(!recentCheckpoints().contains(gone));
}

void TestCheckpointsGui::commandLineOpensACheckpoint_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("problem");
    QTest::newRow("checkpoint") << "checkpoint-6.ckpt" << 0 << "";
    QTest::newRow("missing") << "nowhere.ckpt" << 2 << "cannot open";
    QTest::newRow("not a checkpoint") << "history.jsonl" << 2 << "not an Attention Studio checkpoint";
}

void TestCheckpointsGui::commandLineOpensACheckpoint() {
    QFETCH(QString, file);
    QFETCH(int, exitCode);
    QFETCH(QString, problem);
    const QString path = run_ + "/" + file;
    const QString png = tmp_.filePath("opened-" + file + ".png");
    const QString config = tmp_.filePath("config-" + file);
    const QString settingsFile = config + "/attention-studio/attention-studio.conf";
    QSettings(settingsFile, QSettings::IniFormat).setValue("window/page", 0);  // last closed on the Data page
    QProcess app;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("QT_QPA_PLATFORM", "offscreen");
    env.insert("XDG_CONFIG_HOME", config);
    env.insert("XDG_DATA_HOME", tmp_.filePath("data"));
    app.setProcessEnvironment(env);
    app.start(QStringLiteral(STUDIO_BIN_DIR) + "/attention-studio", {path, "--page", "train", "--screenshot", png});
    QVERIFY(app.waitForFinished(120000));
    const QString err = QString::fromUtf8(app.readAllStandardError());
    QVERIFY2(app.exitCode() == exitCode, qPrintable(err));
    // The app remembers what it opened (File > Open Recent) and the page it
    // showed: the checkpoint was opened, not just a window drawn.
    const QSettings settings(settingsFile, QSettings::IniFormat);
    if (exitCode == 0) {
        QCOMPARE(settings.value("recent/checkpoints").toStringList().value(0), path);
        QCOMPARE(settings.value("window/page").toInt(), 1);  // the Train page, with its curves
        const QImage image(png);
        QCOMPARE(image.size(), QSize(1200, 820));  // the window at its first-launch size
        QVERIFY(studio::test::distinctColours(image) >= 16);
    } else {
        QVERIFY2(err.contains(path) && err.contains(problem), qPrintable(err));
        QVERIFY(!QFile::exists(png));
        QVERIFY(!settings.value("recent/checkpoints").toStringList().contains(path));
    }
}

// Exported curves name their series "train" and "dev" in every language (a
// German window wrote "Training" and "Dev", which a script's filter missed),
// beside the pictures of the same curves.
void TestCheckpointsGui::exportedCurvesNameTheirSeriesAlike() {
    QTranslator german;
    QVERIFY(german.load(QStringLiteral(STUDIO_QM_DIR "/attention-studio_de.qm")));
    QCoreApplication::installTranslator(&german);
    auto removeGerman = qScopeGuard([&german] { QCoreApplication::removeTranslator(&german); });
    MainWindow w;
    QVERIFY2(w.trainPage()->lossPlot()->seriesNames().contains(QStringLiteral("Training")),
             qPrintable(w.trainPage()->lossPlot()->seriesNames().join(',')));
    QString error;
    QVERIFY2(w.openCheckpoint(checkpoint(6), &error), qPrintable(error));
    QTemporaryDir folder;
    QVERIFY2(w.trainPage()->exportCurves(folder.path(), &error), qPrintable(error));
    for (const char* name : {"loss", "dev-bleu", "learning-rate", "tokens-per-second"}) {
        QVERIFY(QFile::exists(folder.filePath(QString::fromLatin1(name) + ".csv")));
        QVERIFY(!QImage(folder.filePath(QString::fromLatin1(name) + ".png")).isNull());
        QVERIFY(QSvgRenderer(folder.filePath(QString::fromLatin1(name) + ".svg")).isValid());
    }
    QFile loss(folder.filePath("loss.csv"));
    QVERIFY(loss.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = loss.readAll().split('\n');
    QCOMPARE(lines.size(), 1 + 6 + 2 + 1);  // header, 6 train points, 2 dev points, the last line's end
    QCOMPARE(lines[0], QByteArray("series,step,value,smoothed"));
    for (int i = 1; i <= 8; ++i) QCOMPARE(lines[i].split(',').first(), QByteArray(i <= 6 ? "train" : "dev"));
}

QTEST_MAIN(TestCheckpointsGui)
#include "tst_checkpoints_gui.moc"
