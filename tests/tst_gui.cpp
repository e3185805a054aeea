// The desktop app's shell: first launch, the Data and Train pages, training
// on the worker thread with live curves, stop, closing while training, and
// an engine error shown in the page. Runs offscreen.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data_page.h"
#include "hyperparameter_form.h"
#include "main_window.h"
#include "metric_plot.h"
#include "train_page.h"
#include "training_controller.h"
#include "translation_worker.h"

#include <QComboBox>
#include <QSpinBox>
#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QSvgRenderer>
#include <QtTest>

using namespace studio::app;

namespace {

// A very small run: a few steps of the reverse task with a tiny model.
TrainingRequest quick_request(const QString& out, qint64 steps) {
    TrainingRequest r;
    r.dataset.demo = "reverse";
    r.training.steps = steps;
    r.training.eval_every = 3;
    r.training.log_every = 1;
    r.training.eval_max_sentences = 4;
    r.training.threads = 1;
    r.outDir = out;
    return r;
}

}  // namespace

class TestGui : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void firstLaunchIsReadyToTrain();
    void hyperparametersFollowThePreset();
    void precisionReachesTheEngine();
    void badHyperparametersAreReported();
    void trainingShowsLiveCurves();
    void stopSavesACheckpoint();
    void pauseHoldsAndResumeContinuesTheSameRun();
    void exportsCurves();
    void screenshotOption_data();
    void screenshotOption();
    void closingWhileTrainingStopsCleanly();
    void engineErrorIsShown();
    void divergenceIsExplained();
    void screenshot();

private:
    QTemporaryDir tmp_;
};

void TestGui::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);  // settings and runs go to a test location
    QVERIFY(tmp_.isValid());
}

void TestGui::firstLaunchIsReadyToTrain() {
    MainWindow w;
    QCOMPARE(w.currentPage(), 1);  // the Train page
    QCOMPARE(w.dataPage()->demoTask(), QString("numbers-de"));
    QCOMPARE(w.trainPage()->preset(), QString("tiny"));
    QCOMPARE(w.trainPage()->request().dataset.demo, std::string("numbers-de"));
    QVERIFY(w.trainPage()->startButton()->isEnabled());
    QVERIFY(!w.trainPage()->stopButton()->isEnabled());
    // The CPU is always offered, first; GPUs only where LibTorch has CUDA.
    QCOMPARE(TrainingController::availableDevices().value(0), QString("cpu"));
    QCOMPARE(w.trainPage()->request().training.device, std::string("cpu"));
}

void TestGui::precisionReachesTheEngine() {
    MainWindow w;
    auto* precision = w.trainPage()->findChild<QComboBox*>("precision");
    QVERIFY(precision);
    QCOMPARE(w.trainPage()->request().training.precision, std::string("fp32"));  // the default
    precision->setCurrentIndex(precision->findData(QStringLiteral("bf16")));
    QCOMPARE(w.trainPage()->request().training.precision, std::string("bf16"));
    // A bf16 run on the training thread (fp32 where the CPU lacks bfloat16,
    // with a note) completes and leaves its checkpoint.
    QSignalSpy finished(w.controller(), &TrainingController::finished);
    TrainingRequest r = quick_request(tmp_.filePath("bf16"), 4);
    r.training.precision = "bf16";
    w.controller()->start(r);
    QVERIFY(finished.wait(120000));
    QCOMPARE(finished.first().at(0).value<TrainingOutcome>(), TrainingOutcome::Completed);
    QVERIFY(QFile::exists(tmp_.filePath("bf16/last.ckpt")));
}

void TestGui::hyperparametersFollowThePreset() {
    MainWindow w;
    auto* preset = w.trainPage()->findChild<QComboBox*>("preset");
    QVERIFY(preset);
    QCOMPARE(w.trainPage()->request().model.d_model, int64_t(128));  // tiny
    preset->setCurrentText("small");
    QCOMPARE(w.trainPage()->hyperparameters()->dModelBox()->value(), 256);
    QCOMPARE(w.trainPage()->request().model.d_model, int64_t(256));
    QCOMPARE(w.trainPage()->request().model.num_decoder_layers, int64_t(3));
    preset->setCurrentText("base");
    QCOMPARE(w.trainPage()->request().model.d_model, int64_t(512));
    QCOMPARE(w.trainPage()->request().training.warmup, int64_t(4000));  // §5.3
    // An edited value goes into the request.
    w.trainPage()->hyperparameters()->headsBox()->setValue(16);
    QCOMPARE(w.trainPage()->request().model.num_heads, int64_t(16));
}

void TestGui::badHyperparametersAreReported() {
    MainWindow w;
    QSignalSpy finished(w.controller(), &TrainingController::finished);
    auto r = quick_request(tmp_.filePath("bad-hyper"), 5);
    r.model.d_model = 30;
    r.model.num_heads = 4;
    w.controller()->start(r);
    QVERIFY(finished.wait(30000));
    QCOMPARE(finished.first().at(0).value<TrainingOutcome>(), TrainingOutcome::Failed);
    QVERIFY2(w.trainPage()->statusText().contains("num_heads"), qPrintable(w.trainPage()->statusText()));
    QVERIFY(!QFile::exists(tmp_.filePath("bad-hyper/last.ckpt")));
}

void TestGui::trainingShowsLiveCurves() {
    MainWindow w;
    QSignalSpy finished(w.controller(), &TrainingController::finished);
    QSignalSpy progress(w.controller(), &TrainingController::progress);
    QSignalSpy evaluated(w.controller(), &TrainingController::evaluated);
    w.controller()->start(quick_request(tmp_.filePath("live"), 6));
    QVERIFY(!w.trainPage()->startButton()->isEnabled());  // no second run while one is going
    QVERIFY(finished.wait(180000));
    QCOMPARE(finished.first().at(0).value<TrainingOutcome>(), TrainingOutcome::Completed);
    QCOMPARE(progress.size(), 6);
    QCOMPARE(evaluated.size(), 2);
    QCOMPARE(w.trainPage()->lossPlot()->pointCount(QObject::tr("train")), 6);
    QCOMPARE(w.trainPage()->lossPlot()->pointCount(QObject::tr("dev")), 2);
    QCOMPARE(w.trainPage()->bleuPlot()->pointCount(QObject::tr("dev")), 2);
    QVERIFY(w.trainPage()->startButton()->isEnabled());
    QVERIFY(QFile::exists(tmp_.filePath("live/last.ckpt")));
    QVERIFY(w.trainPage()->statusText().contains("finished"));
}

void TestGui::stopSavesACheckpoint() {
    MainWindow w;
    QSignalSpy finished(w.controller(), &TrainingController::finished);
    QSignalSpy progress(w.controller(), &TrainingController::progress);
    w.controller()->start(quick_request(tmp_.filePath("stop"), 100000));
    QVERIFY(progress.wait(120000));
    QVERIFY(w.trainPage()->stopButton()->isEnabled());
    w.trainPage()->stopButton()->click();
    QVERIFY(finished.wait(60000));
    QCOMPARE(finished.first().at(0).value<TrainingOutcome>(), TrainingOutcome::Stopped);
    QVERIFY(QFile::exists(tmp_.filePath("stop/last.ckpt")));
}

void TestGui::pauseHoldsAndResumeContinuesTheSameRun() {
    MainWindow w;
    QSignalSpy finished(w.controller(), &TrainingController::finished);
    QSignalSpy progress(w.controller(), &TrainingController::progress);
    auto r = quick_request(tmp_.filePath("pause"), 12);
    r.training.eval_every = 1000;
    w.controller()->start(r);
    QVERIFY(progress.wait(120000));
    w.trainPage()->pauseButton()->click();
    QVERIFY(w.controller()->isPaused());
    QCOMPARE(w.trainPage()->pauseButton()->text(), QObject::tr("Resume"));
    // The step in flight may still report; then nothing comes.
    auto held = progress.size();
    for (int i = 0; i < 20; ++i) {
        QTest::qWait(1000);
        if (progress.size() == held) break;
        held = progress.size();
    }
    QTest::qWait(1500);
    QCOMPARE(progress.size(), held);  // no step while paused
    QVERIFY(held < 12);
    w.trainPage()->pauseButton()->click();
    QVERIFY(!w.controller()->isPaused());
    QVERIFY(finished.wait(120000));
    QCOMPARE(finished.first().at(0).value<TrainingOutcome>(), TrainingOutcome::Completed);
    // The same run went on: steps 1..12, each once.
    QCOMPARE(progress.size(), 12);
    for (int i = 0; i < 12; ++i) QCOMPARE(progress[i].at(0).value<TrainingProgress>().step, qint64(i + 1));
}

void TestGui::exportsCurves() {
    MainWindow w;
    QSignalSpy finished(w.controller(), &TrainingController::finished);
    w.controller()->start(quick_request(tmp_.filePath("export-run"), 3));
    QVERIFY(finished.wait(120000));
    const QString folder = tmp_.filePath("curves");
    QDir().mkpath(folder);
    QString error;
    QVERIFY2(w.trainPage()->exportCurves(folder, &error), qPrintable(error));
    for (const char* name : {"loss", "dev-bleu", "learning-rate", "tokens-per-second"}) {
        QVERIFY(QFile::exists(folder + "/" + name + ".csv"));
        QVERIFY(!QImage(folder + "/" + name + ".png").isNull());
        QVERIFY(QSvgRenderer(folder + "/" + name + ".svg").isValid());
    }
    QFile loss(folder + "/loss.csv");
    QVERIFY(loss.open(QIODevice::ReadOnly));
    QCOMPARE(loss.readAll().count('\n'), 1 + 3 + 1);  // header, 3 train points, 1 dev point
}

void TestGui::screenshotOption_data() {
    QTest::addColumn<QString>("page");
    QTest::newRow("data") << "data";
    QTest::newRow("train") << "train";
}

void TestGui::screenshotOption() {
    QFETCH(QString, page);
    const QString file = tmp_.filePath("page-" + page + ".png");
    QProcess app;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("QT_QPA_PLATFORM", "offscreen");
    env.insert("XDG_CONFIG_HOME", tmp_.filePath("config"));
    app.setProcessEnvironment(env);
    app.start(QStringLiteral(STUDIO_BIN_DIR) + "/attention-studio", {"--page", page, "--screenshot", file});
    QVERIFY(app.waitForFinished(60000));
    QCOMPARE(app.exitCode(), 0);
    const QImage image(file);
    QVERIFY(!image.isNull());
    QVERIFY(image.width() >= 800);
    // An unknown page is refused with the valid names.
    QProcess bad;
    bad.setProcessEnvironment(env);
    bad.start(QStringLiteral(STUDIO_BIN_DIR) + "/attention-studio", {"--page", "nowhere"});
    QVERIFY(bad.waitForFinished(60000));
    QCOMPARE(bad.exitCode(), 2);
    QVERIFY(bad.readAllStandardError().contains("data, train"));
}

void TestGui::closingWhileTrainingStopsCleanly() {
    auto* w = new MainWindow;
    w->show();
    QSignalSpy progress(w->controller(), &TrainingController::progress);
    w->controller()->start(quick_request(tmp_.filePath("close"), 100000));
    QVERIFY(progress.wait(120000));
    // "No": the window stays and training goes on.
    w->setCloseAnswer(QMessageBox::No);
    QVERIFY(!w->close());
    QVERIFY(w->controller()->isRunning());
    // "Yes": training ends at the next batch, with a checkpoint, then the window closes.
    w->setCloseAnswer(QMessageBox::Yes);
    QVERIFY(w->close());
    QVERIFY(QFile::exists(tmp_.filePath("close/last.ckpt")));
    delete w;
    // No half-written file is left.
    for (const auto& name : QDir(tmp_.filePath("close")).entryList(QDir::Files))
        QVERIFY2(!name.contains(".tmp"), qPrintable(name));
}

void TestGui::engineErrorIsShown() {
    MainWindow w;
    QSignalSpy finished(w.controller(), &TrainingController::finished);
    auto r = quick_request(tmp_.filePath("bad"), 5);
    r.dataset.demo = "chess";
    w.controller()->start(r);
    QVERIFY(finished.wait(30000));
    QCOMPARE(finished.first().at(0).value<TrainingOutcome>(), TrainingOutcome::Failed);
    QVERIFY(finished.first().at(1).toString().contains("unknown demo task"));
    QVERIFY2(w.trainPage()->statusText().contains("unknown demo task"), qPrintable(w.trainPage()->statusText()));
    QVERIFY(w.trainPage()->startButton()->isEnabled());  // the app stays usable
}

void TestGui::divergenceIsExplained() {
    MainWindow w;
    QSignalSpy finished(w.controller(), &TrainingController::finished);
    const QString out = tmp_.filePath("diverged");
    auto r = quick_request(out, 50);
    r.training.eval_every = 1;           // a good checkpoint after the first step
    r.training.lr_factor = 1e30;         // the weights overflow within a few steps
    w.controller()->start(r);
    QVERIFY(finished.wait(60000));
    QCOMPARE(finished.first().at(0).value<TrainingOutcome>(), TrainingOutcome::Diverged);
    const QString status = w.trainPage()->statusText();
    QVERIFY2(status.contains("at step") && status.contains("learning-rate factor"), qPrintable(status));
    QVERIFY(w.trainPage()->startButton()->isEnabled());
    // The last good checkpoint is kept, and it holds finite weights.
    ModelSummary summary;
    QVERIFY(TranslationWorker::openCheckpoint(out + "/last.ckpt", &summary) != nullptr);
    QVERIFY(summary.step >= 1);
}

void TestGui::screenshot() {
    MainWindow w;
    QSignalSpy finished(w.controller(), &TrainingController::finished);
    w.controller()->start(quick_request(tmp_.filePath("shot"), 9));
    QVERIFY(finished.wait(180000));
    w.resize(1200, 820);
    for (auto* plot : w.findChildren<studio::widgets::MetricPlot*>()) plot->flush();
    const QImage image = w.grab().toImage();
    QVERIFY(!image.isNull());
    const QString out = qEnvironmentVariable("STUDIO_SCREENSHOT");
    if (!out.isEmpty()) image.save(out);
}

QTEST_MAIN(TestGui)
#include "tst_gui.moc"
