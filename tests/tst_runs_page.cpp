// The Runs page: runs read from real run folders (three short trainings
// through the command-line program), the table and its config diff, curves
// overlaid and linked to the table's selection, deleting that never touches
// other files, renaming. (The table model alone: tst_run_table_model.)
// SPDX-License-Identifier: GPL-3.0-or-later
#include "train/checkpoint.h"  // first: LibTorch before Qt's keywords

#include "support/test_support.h"

#include "app_settings.h"
#include "config_diff_model.h"
#include "metric_plot.h"
#include "run_records.h"
#include "run_table_model.h"
#include "runs_page.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>

using namespace studio;
using namespace studio::app;
using studio::test::run_cli;

namespace {

QStringList trainArgs(const QString& out, const QString& heads, const QString& steps) {
    return {"train", "--demo", "reverse", "--preset", "tiny", "--d-model", "32", "--heads", heads, "--d-ff", "64",
            "--layers", "1", "--steps", steps, "--warmup", "20", "--max-tokens", "512", "--eval-every", "10",
            "--log-every", "5", "--eval-sentences", "20", "--threads", "1", "--precision", "fp32", "--out", out};
}

// `from` copied to `to` with `lines` as its stored history: the checkpoint
// and history.jsonl agree, as in a run's folder (the file may hold lines
// logged after the checkpoint; the readers take the checkpoint's lines
// when the file holds fewer, as when it could not be written in full).
bool copyWithHistory(const QString& from, const QString& to, const QList<QByteArray>& lines) {
    train::Checkpoint c = train::load_checkpoint(from.toStdString());
    c.history.clear();
    for (const QByteArray& line : lines) c.history.push_back(line.toStdString());
    train::save_checkpoint(c, to.toStdString());
    return QFile::exists(to);
}

}  // namespace

class TestRunsPage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void tableListsEveryRun();
    void tableIsTheRunsCommand();
    void trainedInIsWhatPrecisionBecame();
    void speedAndCurvesAreTheCheckpointsRun();
    void bestBleuIsOfTheRunsOwnSteps();
    void selectionLinksCurvesAndDiff();
    void curvesByTokensAndByTime();
    void colourBySetting();
    void sortsNumbersAsNumbers();
    void openAsksForTheNewestCheckpoint();
    void renameKeepsTheRun();
    void deleteRemovesOnlyRunFiles();
    void theRunBeingTrainedIsKept();
    void exportCurvesWritesWhatIsShown();
    void runsOfOneNameAreToldApart();  // late: it adds folders to the page's settings
    void addedFoldersCanBeRemoved();

private:
    bool load();
    QTemporaryDir dir_;
    QString runs_;
    RunsPage* page_ = nullptr;
};

void TestRunsPage::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(dir_.isValid());
    runs_ = dir_.filePath("runs");
    // Three runs: two settings of heads, one shorter.
    const QList<QStringList> runs = {trainArgs(runs_ + "/h1", "1", "30"), trainArgs(runs_ + "/h2", "2", "30"),
                                     trainArgs(runs_ + "/h2-short", "2", "20")};
    for (const auto& args : runs) {
        const auto r = run_cli(args, {}, 300000);
        QVERIFY2(r.exit_code == 0, r.err.constData());
    }
    QDir().mkpath(runs_ + "/not-a-run");  // an ordinary folder is not listed
    setRunsFolder(runs_);
}

void TestRunsPage::init() {
    delete page_;
    page_ = new RunsPage;
    page_->resize(1200, 800);
}

// The table shows what `attention-studio-cli runs --json` gives for the same
// folder: the same runs, parameters, steps, and every figure as shown (BLEU
// to 2 decimals, dev loss to 4, PPL to 3, as the command rounds them).
void TestRunsPage::tableIsTheRunsCommand() {
    QVERIFY(load());
    const auto r = run_cli({"runs", "--dir", runs_, "--json"});
    QVERIFY2(r.exit_code == 0, r.err.constData());
    const QJsonArray cli = QJsonDocument::fromJson(r.out).array();
    auto* model = page_->table();
    QCOMPARE(model->rowCount(), int(cli.size()));
    auto shown = [&](int row, int column) {
        bool ok = false;
        const double value = QLocale().toDouble(model->data(model->index(row, column)).toString(), &ok);
        return ok ? value : std::nan("");
    };
    for (int row = 0; row < model->rowCount(); ++row) {
        const RunRecord& run = model->run(row);
        QJsonObject j;
        for (const auto& v : cli)
            if (v.toObject()["run"].toString() == run.name) j = v.toObject();
        QVERIFY2(!j.isEmpty(), qPrintable(run.name));
        QCOMPARE(run.params, j["params"].toInteger());
        QCOMPARE(run.steps, j["steps"].toInteger());
        QCOMPARE(run.targetTokens, j["target_tokens"].toInteger());
        QCOMPARE(shown(row, RunTableModel::LastBleuColumn), j["dev_bleu"].toDouble());
        QCOMPARE(shown(row, RunTableModel::BestBleuColumn), j["best_dev_bleu"].toDouble());
        QCOMPARE(shown(row, RunTableModel::DevLossColumn), j["dev_loss"].toDouble());
        QCOMPARE(shown(row, RunTableModel::DevPplColumn), j["dev_ppl"].toDouble());
        QVERIFY(std::abs(run.trainSeconds - j["train_seconds"].toDouble()) <= 0.05 + 1e-9);
        QVERIFY(std::abs(run.tokensPerSecond - j["tok_per_s"].toDouble()) <= 0.5 + 1e-9);
    }
}

bool TestRunsPage::load() {
    QSignalSpy loaded(page_, &RunsPage::runsLoaded);
    page_->refresh();
    return loaded.wait(60000);
}

void TestRunsPage::tableListsEveryRun() {
    QVERIFY(load());
    auto* model = page_->table();
    QCOMPARE(model->rowCount(), 3);
    QCOMPARE(model->run(0).name, QString("h1"));
    QCOMPARE(model->run(1).name, QString("h2"));
    QCOMPARE(model->run(2).name, QString("h2-short"));
    // The columns after the fixed ones are the settings that differ, and only those.
    QCOMPARE(model->settingColumns(), (QStringList{"heads", "d-k", "d-v", "steps"}));
    QCOMPARE(model->data(model->index(0, RunTableModel::FixedColumnCount)).toString(), QString("1"));
    QCOMPARE(model->data(model->index(1, RunTableModel::FixedColumnCount + 1)).toString(), QString("16"));
    QCOMPARE(model->run(2).steps, qint64(20));
    QVERIFY(model->run(0).finished);
    QVERIFY(model->run(0).params != model->run(1).params || model->run(0).devPpl != model->run(1).devPpl);
    // The dev perplexity is exp of the NLL the history logged last.
    const RunRecord& r = model->run(1);
    double nll = 0.0;
    for (const HistoryEntry& e : r.history)
        if (e.isEvaluation) nll = e.devNll;
    QVERIFY(nll > 0.0);
    QCOMPARE(r.devPpl, std::exp(nll));
    QVERIFY(model->toCsv().startsWith("run,preset,params,steps,best_dev_bleu"));
    QCOMPARE(model->toCsv().count('\n'), 4);
}

// "precision auto" computes in bf16 on one processor and fp32 on another:
// each run says what its steps were computed in (its history's train
// lines), a run resumed elsewhere both in order, and the config diff shows
// two runs apart that the same setting trained differently.
void TestRunsPage::trainedInIsWhatPrecisionBecame() {
    QVERIFY(load());
    QCOMPARE(page_->table()->run(0).setting("trained-in"), QString("fp32"));  // --precision fp32
    // A copy of h1 whose history says its first steps ran in bf16 (as on a
    // processor with native bfloat16), the rest in fp32; one line names no
    // precision the engine has: unknown there.
    QTemporaryDir other;
    const QString mixed = other.filePath("mixed"), old = other.filePath("old");
    for (const QString& copy : {mixed, old}) {
        QVERIFY(QDir().mkpath(copy));
        QVERIFY(QFile::copy(runs_ + "/h1/last.ckpt", copy + "/last.ckpt"));
    }
    QFile history(runs_ + "/h1/history.jsonl");
    QVERIFY(history.open(QIODevice::ReadOnly));
    QByteArray mixedLines, oldLines;
    int trainLines = 0;
    for (const QByteArray& line : history.readAll().split('\n')) {
        if (line.trimmed().isEmpty()) continue;
        QJsonObject j = QJsonDocument::fromJson(line).object();
        if (j.value("type").toString() == "train") {
            QCOMPARE(j.value("computed_in").toString(), QString("fp32"));
            ++trainLines;
            j["computed_in"] = trainLines <= 2 ? "bf16" : trainLines == 3 ? "int4" : "fp32";
        }
        mixedLines += QJsonDocument(j).toJson(QJsonDocument::Compact) + '\n';
        j.remove("computed_in");  // a run written before the engine recorded it
        oldLines += QJsonDocument(j).toJson(QJsonDocument::Compact) + '\n';
    }
    QVERIFY(trainLines > 3);
    QVERIFY(test::write_file(mixed + "/history.jsonl", mixedLines));
    QVERIFY(test::write_file(old + "/history.jsonl", oldLines));
    const QList<RunRecord> records = readRunRecords({other.path()});
    QCOMPARE(records.size(), 2);
    QCOMPARE(records[0].name, QString("mixed"));
    QCOMPARE(records[0].setting("trained-in"), QString("bf16+?+fp32"));
    QCOMPARE(records[0].setting("precision"), QString("fp32"));  // the setting itself, as experiments read it
    QCOMPARE(records[1].setting("trained-in"), QString("?"));
    ConfigDiffModel diff;
    diff.setRuns({page_->table()->run(0), records[0]});
    QCOMPARE(diff.settings(), QStringList{"trained-in"});
}

// The table's tokens per second is the steps' own speed (the logged
// windows), not slowed by evaluations; lines logged after the newest
// checkpoint (a process that ended without another) count neither in the
// table nor in the curves. The BLEU tokenizer is one of the settings.
void TestRunsPage::speedAndCurvesAreTheCheckpointsRun() {
    QTemporaryDir other;
    const QString run = other.filePath("slow-evals");
    QVERIFY(QDir().mkpath(run));
    // 1000 tokens in 10 s, a 50 s evaluation, 2000 tokens in 10 s; then a
    // window past the checkpoint.
    const QByteArray history =
        R"({"type":"train","step":10,"tokens":1000,"tok_per_s":100,"train_seconds":10,"loss":3,"lr":0.001})" "\n"
        R"({"type":"eval","step":10,"dev_loss":3,"dev_nll":2.5,"dev_bleu":1,"tokens":1000,"train_seconds":60})" "\n"
        R"({"type":"train","step":20,"tokens":3000,"tok_per_s":200,"train_seconds":70,"loss":2,"lr":0.001})" "\n"
        R"({"type":"eval","step":30,"dev_loss":2,"dev_nll":1.5,"dev_bleu":2,"tokens":3000,"train_seconds":70})" "\n"
        R"({"type":"train","step":40,"tokens":9000,"tok_per_s":1,"train_seconds":9000,"loss":1,"lr":0.001})" "\n";
    QVERIFY(test::write_file(run + "/history.jsonl", history));
    QVERIFY(copyWithHistory(runs_ + "/h1/last.ckpt", run + "/last.ckpt", history.split('\n').mid(0, 4)));  // step 30
    const QList<RunRecord> records = readRunRecords({run});
    QCOMPARE(records.size(), 1);
    const RunRecord& r = records.front();
    QCOMPARE(r.steps, qint64(30));
    QCOMPARE(r.tokensPerSecond, 3000.0 / 20.0);
    qint64 lastStep = 0;
    for (const HistoryEntry& e : r.history) lastStep = std::max(lastStep, e.step);
    QCOMPARE(lastStep, qint64(30));
    QCOMPARE(r.history.size(), qsizetype(4));
    QCOMPARE(r.setting("bleu-tokenize"), QString("13a"));  // the reverse demo's dev BLEU (char is numbers-de's)
    // A history file cut short (a full disk) or gone: the run's curves and
    // figures come from the checkpoint's own history.
    QVERIFY(test::write_file(run + "/history.jsonl", history.split('\n').first() + "\n"));
    const QList<RunRecord> cut = readRunRecords({run});
    QCOMPARE(cut.size(), 1);
    QCOMPARE(cut.front().history.size(), qsizetype(4));
    QCOMPARE(cut.front().tokensPerSecond, 3000.0 / 20.0);
    // As many lines as the checkpoint's copy, the last eval's damaged (a
    // crash while writing): the figures and the curves read the same copy,
    // the checkpoint's (the curves took the file's three and ended at step
    // 20 beside a table of step 30's BLEU).
    const QList<QByteArray> lines = history.split('\n');
    QVERIFY(test::write_file(run + "/history.jsonl",
                             lines[0] + "\n" + lines[1] + "\n" + lines[2] + "\n" + lines[3].left(30) + "\n"));
    const QList<RunRecord> damaged = readRunRecords({run});
    QCOMPARE(damaged.size(), 1);
    QCOMPARE(damaged.front().devBleu, 2.0);
    QCOMPARE(damaged.front().history.size(), qsizetype(4));
    QCOMPARE(damaged.front().history.last().step, qint64(30));
    QVERIFY(QFile::remove(run + "/history.jsonl"));
    const QList<RunRecord> bare = readRunRecords({run});
    QCOMPARE(bare.size(), 1);
    int evaluations = 0;
    for (const HistoryEntry& e : bare.front().history) evaluations += e.isEvaluation;
    QCOMPARE(evaluations, 2);  // the evaluations at steps 10 and 30
    QCOMPARE(bare.front().history.size(), qsizetype(4));
}

// A fine-tuning run evaluates the model it starts from at step 0; its
// folder has no checkpoint of those weights, so "Best BLEU" is the best of
// the run's own steps, and the starting figure is said beside it.
void TestRunsPage::bestBleuIsOfTheRunsOwnSteps() {
    QTemporaryDir other;
    const QString run = other.filePath("fine-tuned");
    QVERIFY(QDir().mkpath(run));
    const QByteArray history =
        R"({"type":"eval","step":0,"dev_loss":1,"dev_nll":0.5,"dev_bleu":50,"tokens":0,"train_seconds":0})" "\n"
        R"({"type":"eval","step":10,"dev_loss":3,"dev_nll":2.5,"dev_bleu":5,"tokens":1000,"train_seconds":60})" "\n"
        R"({"type":"eval","step":20,"dev_loss":2,"dev_nll":1.5,"dev_bleu":9,"tokens":2000,"train_seconds":70})" "\n"
        R"({"type":"eval","step":30,"dev_loss":2,"dev_nll":1.5,"dev_bleu":7,"tokens":3000,"train_seconds":80})" "\n";
    QVERIFY(test::write_file(run + "/history.jsonl", history));
    QVERIFY(copyWithHistory(runs_ + "/h1/last.ckpt", run + "/last.ckpt", history.trimmed().split('\n')));  // step 30
    const QList<RunRecord> records = readRunRecords({run});
    QCOMPARE(records.size(), 1);
    QCOMPARE(records.front().bestDevBleu, 9.0);
    QCOMPARE(records.front().startDevBleu, 50.0);
    QCOMPARE(records.front().devBleu, 7.0);
    RunTableModel model;
    model.setRuns(records);
    const QString tip = model.data(model.index(0, RunTableModel::BestBleuColumn), Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QLocale().toString(50.0, 'f', 2)), qPrintable(tip));
    // The headers say what training measured: greedy BLEU, a label-smoothed
    // loss (evaluate and the Analyze page show other figures under like names).
    const auto header = [&](int column) {
        return model.headerData(column, Qt::Horizontal, Qt::ToolTipRole).toString();
    };
    QVERIFY2(header(RunTableModel::BestBleuColumn).contains(QStringLiteral("greedy")),
             qPrintable(header(RunTableModel::BestBleuColumn)));
    QVERIFY(header(RunTableModel::LastBleuColumn).contains(QStringLiteral("greedy")));
    QVERIFY2(header(RunTableModel::DevLossColumn).startsWith(QStringLiteral("Label-smoothed")),
             qPrintable(header(RunTableModel::DevLossColumn)));
    // A run trained from scratch has no starting figure and no such note.
    QVERIFY(load());
    QVERIFY(std::isnan(page_->table()->run(0).startDevBleu));
    QVERIFY(!std::isnan(page_->table()->run(0).bestDevBleu));
    QVERIFY(page_->table()->data(page_->table()->index(0, RunTableModel::BestBleuColumn), Qt::ToolTipRole).isNull());
}

void TestRunsPage::selectionLinksCurvesAndDiff() {
    QVERIFY(load());
    // Nothing selected: every run's curve, and the diff of all.
    QCOMPARE(page_->plot()->seriesNames(), (QStringList{"h1", "h2", "h2-short"}));
    QCOMPARE(page_->diff()->columnCount(), 3);
    // Rows selected: only their curves and their diff.
    page_->selectRuns({"h2", "h2-short"});
    QCOMPARE(page_->selectedRuns(), (QStringList{"h2", "h2-short"}));
    QCOMPARE(page_->plot()->seriesNames(), (QStringList{"h2", "h2-short"}));
    QCOMPARE(page_->diff()->settings(), QStringList{"steps"});
    const QModelIndex second = page_->diff()->index(0, 1);
    QCOMPARE(page_->diff()->data(second).toString(), QString("20"));
    QVERIFY(page_->diff()->data(second, ConfigDiffModel::DiffersRole).toBool());
    QVERIFY(!page_->diff()->data(page_->diff()->index(0, 0), ConfigDiffModel::DiffersRole).toBool());
    // A click on a curve selects its row (and only its row).
    emit page_->plot()->seriesClicked("h2");
    QCOMPARE(page_->selectedRuns(), QStringList{"h2"});
    QCOMPARE(page_->plot()->seriesNames(), QStringList{"h2"});
    // The curve has the train loss of every logged step of the run.
    int logged = 0;
    for (const HistoryEntry& e : page_->table()->run(1).history) logged += e.isEvaluation ? 0 : 1;
    QCOMPARE(page_->plot()->pointCount("h2"), logged);
    page_->setMetric(RunsPage::DevBleu);
    QCOMPARE(page_->plot()->pointCount("h2"), 3);  // evaluations at steps 10, 20, 30
}

void TestRunsPage::exportCurvesWritesWhatIsShown() {
    QVERIFY(load());
    page_->selectRuns({"h2"});
    page_->setMetric(RunsPage::DevBleu);
    const QString folder = dir_.filePath("exported");
    QVERIFY(QDir().mkpath(folder));
    QStringList written;
    QString error;
    QVERIFY2(page_->exportCurvesTo(folder, &written, &error), qPrintable(error));
    // Named by the metric and the axis; the CSV holds the curve shown: h2's
    // three evaluations (steps 10, 20, 30), with their smoothed values.
    const QString base = folder + "/runs-dev_bleu-by-step";
    QCOMPARE(written, (QStringList{base + ".csv", base + ".png", base + ".svg"}));
    QFile csv(base + ".csv");
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = csv.readAll().trimmed().split('\n');
    QCOMPARE(lines.value(0), QByteArray("series,step,value,smoothed"));
    QCOMPARE(lines.size(), 4);
    QVERIFY2(lines[1].startsWith("h2,10,") && lines[3].startsWith("h2,30,"), lines.join('|').constData());
    const QImage png(base + ".png");
    QVERIFY(!png.isNull() && png.width() >= 200);
    QFile svg(base + ".svg");
    QVERIFY(svg.open(QIODevice::ReadOnly) && svg.readAll().contains("<svg"));
    // A folder that cannot be written: false, and the message names the file.
    QVERIFY(!page_->exportCurvesTo(dir_.filePath("missing/folder"), &written, &error));
    QVERIFY2(error.contains("runs-dev_bleu-by-step.csv"), qPrintable(error));
}

void TestRunsPage::curvesByTokensAndByTime() {
    QVERIFY(load());
    page_->setMetric(RunsPage::TrainLoss);
    page_->setXAxis(RunsPage::ByTokens);
    const RunRecord& r = page_->table()->run(0);
    const auto tokens = page_->plot()->steps("h1");
    QVERIFY(!tokens.isEmpty());
    for (int i = 1; i < tokens.size(); ++i) QVERIFY(tokens[i] > tokens[i - 1]);
    QCOMPARE(qint64(tokens.last()), r.targetTokens);
    page_->setXAxis(RunsPage::ByTime);
    const auto seconds = page_->plot()->steps("h1");
    QCOMPARE(seconds.size(), tokens.size());
    QVERIFY(seconds.last() <= r.trainSeconds);
    QVERIFY(seconds.first() > 0.0);
}

void TestRunsPage::colourBySetting() {
    QVERIFY(load());
    page_->setColorBy("heads");
    auto* model = page_->table();
    // Runs with the same value share a colour; the others differ.
    QCOMPARE(model->runColor(1), model->runColor(2));
    QVERIFY(model->runColor(0) != model->runColor(1));
    QCOMPARE(model->data(model->index(1, RunTableModel::RunColumn), Qt::DecorationRole).value<QColor>(),
             model->runColor(1));
    QVERIFY(page_->plot()->seriesNames().contains("h2 (heads=2)"));
    // A click on such a curve still selects its run.
    emit page_->plot()->seriesClicked("h2 (heads=2)");
    QCOMPARE(page_->selectedRuns(), QStringList{"h2"});
}

void TestRunsPage::sortsNumbersAsNumbers() {
    QVERIFY(load());
    auto* view = page_->tableView();
    view->sortByColumn(RunTableModel::StepsColumn, Qt::AscendingOrder);
    const auto* proxy = view->model();
    QCOMPARE(proxy->index(0, RunTableModel::RunColumn).data().toString(), QString("h2-short"));
    view->sortByColumn(RunTableModel::ParamsColumn, Qt::DescendingOrder);
    const qint64 first = proxy->index(0, RunTableModel::ParamsColumn).data(RunTableModel::SortRole).toLongLong();
    const qint64 last = proxy->index(2, RunTableModel::ParamsColumn).data(RunTableModel::SortRole).toLongLong();
    QVERIFY(first >= last);
}

// "Open in Translate" names the run's last.ckpt; it needs exactly one run selected.
void TestRunsPage::openAsksForTheNewestCheckpoint() {
    QVERIFY(load());
    QSignalSpy open(page_, &RunsPage::openRequested);
    QPushButton* openButton = nullptr;
    for (auto* b : page_->findChildren<QPushButton*>())
        if (b->text() == RunsPage::tr("Open in Translate")) openButton = b;
    QVERIFY(openButton);
    page_->selectRuns({"h1", "h2"});
    QVERIFY(!openButton->isEnabled());
    page_->selectRuns({"h2"});
    QVERIFY(openButton->isEnabled());
    openButton->click();
    QCOMPARE(open.count(), 1);
    QCOMPARE(open.first().first().toString(), QDir(runs_).absoluteFilePath("h2/last.ckpt"));

    // Without last.ckpt: the checkpoint of the highest step, the one the
    // row's figures were read from, even when an earlier one was written
    // (copied, restored) later; it opened the newest file by time.
    const QString numbered = runs_ + "/numbered";
    const auto removeNumbered = qScopeGuard([&] { QDir(numbered).removeRecursively(); });
    QVERIFY(QDir().mkpath(numbered));
    QVERIFY(QFile::copy(runs_ + "/h2/checkpoint-10.ckpt", numbered + "/checkpoint-10.ckpt"));
    QVERIFY(QFile::copy(runs_ + "/h2/checkpoint-30.ckpt", numbered + "/checkpoint-30.ckpt"));
    {
        QFile later(numbered + "/checkpoint-10.ckpt");
        QVERIFY(later.open(QIODevice::ReadWrite));
        QVERIFY(later.setFileTime(QDateTime::currentDateTime().addSecs(3600), QFileDevice::FileModificationTime));
    }
    QVERIFY(load());
    page_->selectRuns({"numbered"});
    QVERIFY(openButton->isEnabled());
    openButton->click();
    QCOMPARE(open.count(), 2);
    QCOMPARE(QFileInfo(open.last().first().toString()).fileName(), QStringLiteral("checkpoint-30.ckpt"));
}

void TestRunsPage::renameKeepsTheRun() {
    QVERIFY(load());
    QString error;
    QVERIFY(!page_->renameRunAt(runs_ + "/h1", "../elsewhere", &error));
    QVERIFY2(error.contains("elsewhere"), qPrintable(error));
    QVERIFY(!page_->renameRunAt(runs_ + "/h1", "h2", &error));  // taken
    QVERIFY(page_->renameRunAt(runs_ + "/h1", "one-head", &error));
    QSignalSpy loaded(page_, &RunsPage::runsLoaded);
    QVERIFY(loaded.wait(60000));
    QCOMPARE(page_->table()->run(0).name, QString("h2"));
    QVERIFY(page_->table()->rowOfPath(QDir(runs_).absoluteFilePath("one-head")) >= 0);
    QVERIFY(page_->renameRunAt(runs_ + "/one-head", "h1", &error));
    QVERIFY(loaded.wait(60000));
}

// Rename and Delete are refused for the run training writes into (issue
// 36 §4): buttons disabled with the reason, the calls refused, the files kept.
void TestRunsPage::theRunBeingTrainedIsKept() {
    QVERIFY(load());
    const QString run = runs_ + "/h2";
    page_->setTrainingFolder(run);
    page_->selectRuns({"h2"});
    QVERIFY(!page_->renameButton()->isEnabled());
    QVERIFY(!page_->deleteButton()->isEnabled());
    QVERIFY2(page_->deleteButton()->toolTip().contains("being trained"), qPrintable(page_->deleteButton()->toolTip()));
    QVERIFY(!page_->deleteRunAt(run, false));
    QVERIFY(QFile::exists(run + "/last.ckpt"));
    QString error;
    QVERIFY(!page_->renameRunAt(run, "elsewhere", &error));
    QVERIFY2(error.contains("being trained"), qPrintable(error));
    QVERIFY(QDir(run).exists());
    // Another run is not protected; nor is this one once training stops.
    page_->selectRuns({"h1"});
    QVERIFY(page_->deleteButton()->isEnabled());
    page_->setTrainingFolder(QString());
    page_->selectRuns({"h2"});
    QVERIFY(page_->deleteButton()->isEnabled() && page_->renameButton()->isEnabled());
}

void TestRunsPage::deleteRemovesOnlyRunFiles() {
    QVERIFY(load());
    const QString run = runs_ + "/h2-short";
    QVERIFY(test::write_file(run + "/notes.txt", "my notes\n"));
    QVERIFY(!page_->deleteRunAt(runs_ + "/not-a-run", false));  // no run there: refused
    QVERIFY(QDir(runs_ + "/not-a-run").exists());
    QSignalSpy loaded(page_, &RunsPage::runsLoaded);
    QVERIFY(page_->deleteRunAt(run, false));
    QVERIFY(loaded.wait(60000));
    QCOMPARE(page_->table()->rowCount(), 2);
    QVERIFY(QFile::exists(run + "/notes.txt"));  // not a run's file: kept, and so is the folder
    QVERIFY(!QFile::exists(run + "/last.ckpt"));
    QVERIFY(!QFile::exists(run + "/history.jsonl"));
    QVERIFY(QDir(run).entryList({"*.ckpt"}, QDir::Files).isEmpty());
    // The other runs are untouched.
    QVERIFY(QFile::exists(runs_ + "/h2/last.ckpt"));

    // Looked at: the page with both runs selected.
    page_->selectRuns({"h1", "h2"});
    const QString shots = qEnvironmentVariable("STUDIO_SCREENSHOT_DIR");
    if (!shots.isEmpty()) {
        page_->plot()->flush();  // a page never shown draws its curves on request
        QVERIFY(page_->grab().save(shots + "/runs-page.png"));
    }
}

// Every experiment has its "base" run: two experiments' runs of one name
// were one curve (both runs' points, interleaved by step), and Rename,
// Delete, Open and the being-trained check acted on the first of the name.
void TestRunsPage::runsOfOneNameAreToldApart() {
    QTemporaryDir other;
    for (const char* experiment : {"expA", "expB"}) {
        const QString run = other.filePath(QString::fromLatin1(experiment) + "/base");
        QVERIFY(QDir().mkpath(run));
        for (const QString& name : QDir(runs_ + "/h1").entryList(QDir::Files))
            QVERIFY(QFile::copy(runs_ + "/h1/" + name, run + '/' + name));
        page_->addFolder(other.filePath(QString::fromLatin1(experiment)));
    }
    QVERIFY(load());
    QString first, second;
    for (const RunRecord& r : page_->table()->runs()) {
        if (r.name != QLatin1String("base")) continue;
        (first.isEmpty() ? first : second) = r.path;
    }
    QVERIFY(!first.isEmpty() && !second.isEmpty());
    const QString secondLabel = QFileInfo(QFileInfo(second).absolutePath()).fileName() + "/base";
    page_->selectPaths({second});
    QCOMPARE(page_->selectedPaths(), QStringList{second});
    QCOMPARE(page_->plot()->seriesNames(), QStringList{secondLabel});
    int trainPoints = 0;  // one run's points only (the metric shown is the train loss)
    for (const HistoryEntry& e : page_->table()->run(page_->table()->rowOfPath(second)).history)
        trainPoints += e.isEvaluation ? 0 : 1;
    QCOMPARE(page_->plot()->pointCount(secondLabel), trainPoints);
    // The one being trained is the one kept, not the first of its name.
    page_->setTrainingFolder(second);
    QVERIFY(!page_->deleteButton()->isEnabled());
    page_->selectPaths({first});
    QVERIFY(page_->deleteButton()->isEnabled());
    page_->setTrainingFolder(QString());
    // Every run shown: each "base" has its own curve.
    page_->selectPaths({});
    const QStringList names = page_->plot()->seriesNames();
    QVERIFY2(names.contains(secondLabel) && names.contains(QFileInfo(QFileInfo(first).absolutePath()).fileName() + "/base"),
             qPrintable(names.join(", ")));
    QCOMPARE(names.size(), page_->table()->rowCount());
}

// A folder added once and since deleted is said to be missing, and every
// added folder can be removed from the list (the runs stay on disk).
void TestRunsPage::addedFoldersCanBeRemoved() {
    QTemporaryDir other;
    const QString gone = other.filePath("moved-away");
    const QString kept = other.filePath("kept");
    QVERIFY(QDir().mkpath(kept));
    page_->addFolder(gone);
    page_->addFolder(kept);
    QVERIFY(load());
    QVERIFY(page_->folders().contains(gone) && page_->folders().contains(kept));
    QLabel* label = nullptr;
    for (QLabel* l : page_->findChildren<QLabel*>())
        if (l->text().startsWith("Runs in:")) label = l;
    QVERIFY(label);
    QVERIFY2(label->text().contains(QDir::toNativeSeparators(gone) + " (not found)"), qPrintable(label->text()));
    QVERIFY2(!label->text().contains(QDir::toNativeSeparators(kept) + " (not found)"), qPrintable(label->text()));
    if (const QString shots = qEnvironmentVariable("STUDIO_SCREENSHOT_DIR"); !shots.isEmpty())
        QVERIFY(page_->grab().save(shots + "/runs-folders.png"));

    QVERIFY(page_->removeFolderButton()->isEnabled());
    QAction* removeGone = nullptr;
    for (QAction* a : page_->removeFolderButton()->menu()->actions())
        if (a->text() == QDir::toNativeSeparators(gone)) removeGone = a;
    QVERIFY(removeGone);
    removeGone->trigger();
    QVERIFY(!page_->folders().contains(gone));
    QVERIFY(page_->folders().contains(kept));
    QVERIFY(!label->text().contains(QDir::toNativeSeparators(gone)));
    // Remembered: a new page lists what the old one left.
    RunsPage fresh;
    QVERIFY(!fresh.folders().contains(gone) && fresh.folders().contains(kept));
    // The app's own runs folder is not offered, and removing everything added empties the menu.
    for (const QString& f : page_->folders().mid(1)) page_->removeFolder(f);
    QCOMPARE(page_->folders().size(), 1);
    QVERIFY(!page_->removeFolderButton()->isEnabled());
    QVERIFY(page_->removeFolderButton()->menu()->actions().isEmpty());
    QVERIFY(QFileInfo(kept).isDir());
}

QTEST_MAIN(TestRunsPage)
#include "tst_runs_page.moc"
