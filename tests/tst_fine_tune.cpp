// Fine-tuning in the desktop app: "Fine-tune (new run)" on the checkpoint
// list (a training checkpoint and a weights-only one), the Train page's
// fine-tune mode (banner, fixed architecture, Train from scratch instead),
// the run itself (it starts from the checkpoint's weights and tokenizer,
// evaluates at step 0 with exactly the source run's dev loss, records where
// it started, and the list shows it), and the Data page's share of unknown
// tokens under the kept tokenizer. initTestCase trains one tiny run (8
// steps of the reverse demo, d_model 32). Runs offscreen.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "train/checkpoint.h"  // first: LibTorch's headers before Qt's keywords

#include "app_settings.h"
#include "checkpoint_panel.h"
#include "checkpoint_store.h"
#include "checkpoint_table_model.h"
#include "data_page.h"
#include "hyperparameter_form.h"
#include "kept_tokenizer_note.h"
#include "main_window.h"
#include "metric_plot.h"
#include "tokenizer_panel.h"
#include "train_page.h"
#include "training_controller.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace studio;
using namespace studio::app;

namespace {

// With STUDIO_SCREENSHOT_DIR set, saves the window there (to look at).
void screenshot(QWidget& window, const QString& name) {
    if (qEnvironmentVariableIsSet("STUDIO_SCREENSHOT_DIR"))
        window.grab().save(qEnvironmentVariable("STUDIO_SCREENSHOT_DIR") + QLatin1Char('/') + name);
}

QList<QJsonObject> history_of(const QString& folder) {
    QList<QJsonObject> lines;
    QFile f(folder + QStringLiteral("/history.jsonl"));
    if (!f.open(QIODevice::ReadOnly)) return lines;
    for (const QByteArray& line : f.readAll().split('\n'))
        if (!line.trimmed().isEmpty()) lines << QJsonDocument::fromJson(line).object();
    return lines;
}

bool write_lines(const QString& path, const QStringList& lines) {
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) return false;
    for (const QString& line : lines) f.write(line.toUtf8() + '\n');
    return true;
}

data::DatasetSpec reverse_demo() {
    data::DatasetSpec spec;
    spec.kind = data::DatasetKind::Demo;
    spec.demo = "reverse";
    return spec;
}

}  // namespace

class TestFineTune : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void fineTuneModeFromTheList();
    void runStartsFromTheCheckpoint_data();
    void runStartsFromTheCheckpoint();
    void dataPageCountsUnknownTokens_data();
    void dataPageCountsUnknownTokens();
    void badCheckpointIsRefused();

private:
    QString source(int step) const { return run_ + QStringLiteral("/checkpoint-%1.ckpt").arg(step); }
    bool useDataset(MainWindow& w, const data::DatasetSpec& spec);

    QTemporaryDir tmp_;
    QString run_;
    QString weightsOnly_;
    double sourceDevLoss_ = 0.0;  // the source run's evaluation at step 8
};

void TestFineTune::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    clearRecent();
    QVERIFY(tmp_.isValid());
    run_ = QFileInfo(tmp_.filePath("run")).absoluteFilePath();
    TrainingController controller;
    QSignalSpy finished(&controller, &TrainingController::finished);
    TrainingRequest r;
    r.dataset = reverse_demo();
    r.model.d_model = 32;
    r.model.num_heads = 4;
    r.model.d_ff = 64;
    r.training.steps = 8;
    r.training.eval_every = 8;
    r.training.log_every = 1;
    r.training.eval_max_sentences = 4;
    r.training.threads = 1;
    r.training.precision = "fp32";  // the comparison of dev losses below is exact
    r.outDir = run_;
    controller.start(r);
    QVERIFY(finished.wait(300000));
    QCOMPARE(finished.first().at(0).value<TrainingOutcome>(), TrainingOutcome::Completed);
    QVERIFY(QFile::exists(source(8)));
    for (const QJsonObject& j : history_of(run_))
        if (j.value("type").toString() == "eval" && j.value("step").toInteger() == 8)
            sourceDevLoss_ = j.value("dev_loss").toDouble();
    QVERIFY(sourceDevLoss_ > 0.0);
    // A weights-only file (as averaging or import write) fine-tunes as well.
    train::Checkpoint c = train::load_checkpoint(source(8).toStdString());
    c.kind = "weights";
    c.optimizer.clear();
    c.optimizer_steps.clear();
    weightsOnly_ = tmp_.filePath("weights.ckpt");
    train::save_checkpoint(c, weightsOnly_.toStdString());
}

bool TestFineTune::useDataset(MainWindow& w, const data::DatasetSpec& spec) {
    QSignalSpy loaded(w.dataPage(), &DataPage::loadFinished);
    w.dataPage()->setDataset(spec);
    if (!loaded.wait(60000)) return false;
    // A read asked for earlier (the last session's dataset) may end first.
    while (!(w.trainPage()->dataset() == spec))
        if (!loaded.wait(60000)) return false;
    return loaded.last().at(0).toBool();
}

void TestFineTune::fineTuneModeFromTheList() {
    MainWindow w;
    TrainPage* page = w.trainPage();
    QString error;
    QVERIFY2(w.openCheckpoint(source(8), &error), qPrintable(error));
    CheckpointPanel* panel = page->checkpoints();
    panel->selectPath(source(8));
    QVERIFY(panel->fineTuneButton()->isEnabled());
    auto* preset = page->findChild<QComboBox*>(QStringLiteral("preset"));
    QVERIFY(preset && preset->isEnabled());
    QSignalSpy changed(page, &TrainPage::fineTuneChanged);
    panel->fineTuneButton()->click();
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.first().at(0).toString(), source(8));
    QCOMPARE(page->fineTuneCheckpoint(), source(8));
    QCOMPARE(page->request().initFrom, source(8));
    QVERIFY(page->request().outDir.contains(QStringLiteral("finetune-")));
    for (const char* part : {"Fine-tuning", "checkpoint-8.ckpt", "step 8", "new optimiser"})
        QVERIFY2(page->fineTuneBannerText().contains(part), qPrintable(page->fineTuneBannerText()));
    // The architecture is the checkpoint's and fixed; dropout stays editable.
    QCOMPARE(page->hyperparameters()->dModelBox()->value(), 32);
    QVERIFY(!page->hyperparameters()->dModelBox()->isEnabledTo(page->hyperparameters()));
    QVERIFY(!page->hyperparameters()->headsBox()->isEnabledTo(page->hyperparameters()));
    QVERIFY(!preset->isEnabled());
    QCOMPARE(page->startButton()->text(), TrainPage::tr("Fine-tune"));
    // The Data page now checks the data against the kept tokenizer.
    QCOMPARE(w.dataPage()->keptTokenizerNote()->checkpoint(), source(8));
    // Back to training from scratch.
    auto* cancel = page->findChild<QPushButton*>(QStringLiteral("cancelFineTune"));
    QVERIFY(cancel);
    cancel->click();
    QVERIFY(page->fineTuneCheckpoint().isEmpty());
    QVERIFY(page->request().initFrom.isEmpty());
    QVERIFY(page->fineTuneBannerText().isEmpty());
    QVERIFY(page->hyperparameters()->dModelBox()->isEnabledTo(page->hyperparameters()));
    QVERIFY(preset->isEnabled());
    QCOMPARE(page->startButton()->text(), TrainPage::tr("Train"));
    QVERIFY(w.dataPage()->keptTokenizerNote()->checkpoint().isEmpty());
    QVERIFY(w.dataPage()->keptTokenizerNote()->isHidden());
}

void TestFineTune::runStartsFromTheCheckpoint_data() {
    QTest::addColumn<bool>("weightsOnly");
    QTest::newRow("training checkpoint") << false;
    QTest::newRow("weights only") << true;
}

void TestFineTune::runStartsFromTheCheckpoint() {
    QFETCH(bool, weightsOnly);
    const QString from = weightsOnly ? QFileInfo(weightsOnly_).absoluteFilePath() : source(8);
    const QStringList sourceFiles = QDir(run_).entryList(QDir::Files);
    const QByteArray sourceHistory = [this] {
        QFile f(run_ + QStringLiteral("/history.jsonl"));
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }();
    MainWindow w;
    TrainPage* page = w.trainPage();
    QVERIFY(useDataset(w, reverse_demo()));
    QString error;
    QVERIFY2(page->fineTuneFrom(from, &error), qPrintable(error));
    page->findChild<QSpinBox*>(QStringLiteral("steps"))->setValue(3);
    page->findChild<QSpinBox*>(QStringLiteral("evalEvery"))->setValue(3);
    page->findChild<QSpinBox*>(QStringLiteral("threads"))->setValue(1);
    auto* precision = page->findChild<QComboBox*>(QStringLiteral("precision"));
    precision->setCurrentIndex(precision->findData(QStringLiteral("fp32")));
    const TrainingRequest request = page->request();
    QCOMPARE(request.initFrom, from);
    w.showPageNamed(QStringLiteral("train"));
    if (!weightsOnly) screenshot(w, QStringLiteral("fine-tune-prepared.png"));

    QSignalSpy evaluated(w.controller(), &TrainingController::evaluated);
    QSignalSpy finished(w.controller(), &TrainingController::finished);
    page->startButton()->click();
    QVERIFY(finished.wait(300000));
    QCOMPARE(finished.first().at(0).value<TrainingOutcome>(), TrainingOutcome::Completed);

    // The first evaluation is at step 0, of the checkpoint's model as loaded:
    // on the same dev pairs, its dev loss is the source run's at step 8.
    QVERIFY(evaluated.count() >= 2);
    const auto first = evaluated.first().at(0).value<EvaluationResult>();
    QCOMPARE(first.step, qint64(0));
    QVERIFY2(std::abs(first.devLoss - sourceDevLoss_) < 1e-5,
             qPrintable(QStringLiteral("step 0: %1, source: %2").arg(first.devLoss).arg(sourceDevLoss_)));
    QCOMPARE(page->bleuPlot()->steps(TrainPage::tr("dev")).value(0), 0.0);
    QCOMPARE(page->lossPlot()->values(TrainPage::tr("dev")).value(0), first.devLoss);

    // The history says where the run started; a new optimiser (step 1's
    // learning rate is the schedule's first) and the kept model and tokenizer.
    // The run's folder (named when Start was pressed, to the second).
    const QString outDir = page->checkpoints()->folder();
    QVERIFY(QFileInfo(outDir).fileName().startsWith(QStringLiteral("finetune-reverse-")));
    const QList<QJsonObject> history = history_of(outDir);
    QVERIFY(history.size() >= 3);
    QCOMPARE(history[0].value("type").toString(), QStringLiteral("start"));
    QCOMPARE(history[0].value("from").toString(), from);
    QCOMPARE(history[0].value("from_step").toInteger(), qint64(8));
    QCOMPARE(history[1].value("type").toString(), QStringLiteral("eval"));
    QCOMPARE(history[1].value("step").toInteger(), qint64(0));
    const train::Checkpoint made = train::load_checkpoint((outDir + "/checkpoint-3.ckpt").toStdString());
    const train::Checkpoint origin = train::load_checkpoint(from.toStdString());
    QCOMPARE(made.step, int64_t(3));
    QCOMPARE(made.model_config.d_model, int64_t(32));
    QVERIFY(made.tokenizer_bytes == origin.tokenizer_bytes);
    for (const auto& [name, steps] : made.optimizer_steps) QCOMPARE(steps, int64_t(3));

    // The checkpoint list shows the origin; the source run is untouched.
    const CheckpointTableModel* model = page->checkpoints()->model();
    const int row = model->rowOfPath(QFileInfo(outDir + "/checkpoint-3.ckpt").absoluteFilePath());
    QVERIFY(row >= 0);
    QCOMPARE(model->data(model->index(row, CheckpointTableModel::OriginColumn)).toString(),
             CheckpointTableModel::tr("%1, step %L2").arg(QFileInfo(from).fileName()).arg(8));
    QVERIFY(model->data(model->index(row, CheckpointTableModel::OriginColumn), Qt::ToolTipRole).toString().contains(from));
    QCOMPARE(readCheckpointInfo(outDir + "/checkpoint-3.ckpt").startedFromStep, qint64(8));
    QCOMPARE(QDir(run_).entryList(QDir::Files), sourceFiles);
    QFile sourceHistoryFile(run_ + QStringLiteral("/history.jsonl"));
    QVERIFY(sourceHistoryFile.open(QIODevice::ReadOnly));
    QCOMPARE(sourceHistoryFile.readAll(), sourceHistory);

    if (!weightsOnly) {
        page->checkpoints()->selectPath(QFileInfo(outDir + "/checkpoint-3.ckpt").absoluteFilePath());
        if (auto* tabs = page->checkpoints()->parentWidget() ? page->findChild<QTabWidget*>() : nullptr)
            tabs->setCurrentWidget(page->checkpoints());
        for (auto* plot : {page->lossPlot(), page->bleuPlot(), page->learningRatePlot(), page->speedPlot()})
            QTRY_VERIFY(!plot->redrawPending());
        screenshot(w, QStringLiteral("fine-tune-run.png"));
    }
    // The run is a run of its own now: the page trains from scratch next.
    QVERIFY(page->fineTuneCheckpoint().isEmpty());
    QVERIFY(page->hyperparameters()->dModelBox()->isEnabledTo(page->hyperparameters()));
}

void TestFineTune::dataPageCountsUnknownTokens_data() {
    QTest::addColumn<QStringList>("sources");
    QTest::addColumn<QStringList>("targets");
    QTest::addColumn<bool>("warning");
    QTest::addColumn<double>("atLeast");
    QTest::addColumn<double>("atMost");
    // The reverse demo's own words: the tokenizer knows every one.
    const QStringList known{"cat dog fox", "ant bee eel gnu", "yak ram pig owl", "hen cat cat"};
    const QStringList knownReversed{"fox dog cat", "gnu eel bee ant", "owl pig ram yak", "cat cat hen"};
    QTest::newRow("known") << known << knownReversed << false << 0.0 << 0.0;
    // Another script: every word is unknown.
    const QStringList greek{"αβγ δεζ", "ηθι κλμ", "νξο πρσ", "τυφ χψω"};
    QTest::newRow("another script") << greek << greek << true << 0.3 << 1.0;
}

void TestFineTune::dataPageCountsUnknownTokens() {
    QFETCH(QStringList, sources);
    QFETCH(QStringList, targets);
    QFETCH(bool, warning);
    QFETCH(double, atLeast);
    QFETCH(double, atMost);
    QTemporaryDir files;
    QVERIFY(write_lines(files.filePath("train.src"), sources));
    QVERIFY(write_lines(files.filePath("train.tgt"), targets));
    data::DatasetSpec spec;
    spec.kind = data::DatasetKind::Aligned;
    spec.path = files.filePath("train.src").toStdString();
    spec.tgt_path = files.filePath("train.tgt").toStdString();

    MainWindow w;
    QVERIFY(useDataset(w, spec));
    KeptTokenizerNote* note = w.dataPage()->keptTokenizerNote();
    QSignalSpy checked(note, &KeptTokenizerNote::checked);
    QVERIFY(w.trainPage()->fineTuneFrom(source(8)));
    QVERIFY(checked.wait(60000));
    QVERIFY(note->hasResult());
    QVERIFY2(note->share().all >= atLeast && note->share().all <= atMost, qPrintable(note->text()));
    QCOMPARE(note->isWarning(), warning);
    QCOMPARE(note->text().contains(KeptTokenizerNote::tr("above 5 %").left(8)), warning);
    QVERIFY(note->text().contains(QStringLiteral("checkpoint-8.ckpt")));
    QVERIFY(note->share().sourceTokens > 0 && note->share().targetTokens > 0);
    QVERIFY(!note->isHidden());
    QVERIFY(!w.dataPage()->tokenizerPanel()->isEnabled());  // the kept tokenizer is used, not the page's
    w.showPageNamed(QStringLiteral("data"));
    screenshot(w, QStringLiteral("fine-tune-data-%1.png").arg(warning ? "warning" : "known"));
    // Choosing other data checks again.
    if (!warning) return;
    QTemporaryDir other;
    QVERIFY(write_lines(other.filePath("a.src"), {"cat dog fox", "ant bee"}));
    QVERIFY(write_lines(other.filePath("a.tgt"), {"fox dog cat", "bee ant"}));
    data::DatasetSpec known = spec;
    known.path = other.filePath("a.src").toStdString();
    known.tgt_path = other.filePath("a.tgt").toStdString();
    checked.clear();
    QVERIFY(useDataset(w, known));
    QVERIFY(checked.count() > 0 || checked.wait(60000));
    QCOMPARE(note->share().all, 0.0);
    QVERIFY(!note->isWarning());
}

void TestFineTune::badCheckpointIsRefused() {
    QTemporaryDir dir;
    const QString bad = dir.filePath("bad.ckpt");
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("ATTNSTUDIO-CKPT\n and then nothing useful");
    f.close();
    MainWindow w;
    TrainPage* page = w.trainPage();
    QString error;
    QVERIFY(!page->fineTuneFrom(bad, &error));
    QVERIFY2(error.contains(QStringLiteral("bad.ckpt")), qPrintable(error));
    QVERIFY(page->fineTuneCheckpoint().isEmpty());
    QVERIFY(page->fineTuneBannerText().isEmpty());
    QVERIFY(page->hyperparameters()->dModelBox()->isEnabledTo(page->hyperparameters()));
}

QTEST_MAIN(TestFineTune)
#include "tst_fine_tune.moc"
