// The sweep and runs commands: grids refused before anything runs, a
// summary whose figures equal info and evaluate of each run's checkpoint,
// and a sweep stopped and run again ending with the same summary as one
// that was never stopped.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/test_support.h"

#include "data/dataset.h"
#include "train/checkpoint.h"
#include "train/experiment.h"
#include "train/run_lock.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <unistd.h>

using namespace studio::test;

namespace {

// A model small enough that a run takes seconds: two runs of 30 steps.
QStringList sweepArgs(const QString& out, const QString& grid) {
    return {"sweep", "--demo", "reverse", "--preset", "tiny", "--d-model", "32", "--heads", "2", "--d-ff", "64",
            "--layers", "1", "--steps", "30", "--warmup", "20", "--max-tokens", "512", "--eval-every", "1000",
            "--log-every", "1", "--eval-sentences", "0", "--threads", "1", "--precision", "fp32", "--seed", "3",
            "--grid", grid, "--out", out};
}

QByteArray read_file(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// summary.csv as rows of column -> value.
QList<QMap<QString, QString>> readCsv(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    const QStringList lines = QString::fromUtf8(f.readAll()).split('\n', Qt::SkipEmptyParts);
    QList<QMap<QString, QString>> rows;
    const QStringList header = lines.value(0).split(',');
    for (int i = 1; i < lines.size(); ++i) {
        const QStringList cells = lines[i].split(',');
        QMap<QString, QString> row;
        for (int c = 0; c < header.size(); ++c) row[header[c]] = cells.value(c);
        rows << row;
    }
    return rows;
}

}  // namespace

class TestSweep : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void refusedBeforeAnythingRuns_data();
    void refusedBeforeAnythingRuns();
    void refusedWithoutData();
    void refusedOnSeveralProcesses();
    void summaryEqualsInfoAndEvaluate();
    void runsListsTheSameFigures();
    void anotherExperimentOrQueueIsRefused();
    void stoppedAndRunAgainGivesTheSameSummary();
    void seedsArePooled();
    void aDamagedRunDoesNotEndTheSweep();
    void gridOverSharedSettings();
    void table3InMiniature();

private:
    QTemporaryDir dir_;
    QString straight_;  // the uninterrupted sweep
    void planEqualsCheckpoints(const QString& out);
};

void TestSweep::initTestCase() {
    QVERIFY(dir_.isValid());
    straight_ = dir_.filePath("straight");
    const auto data = run_cli({"demo-data", "reverse", "--seed", "3", "--out", dir_.filePath("data")});
    QVERIFY2(data.exit_code == 0, data.err.constData());
}

void TestSweep::refusedBeforeAnythingRuns_data() {
    QTest::addColumn<QString>("grid");
    QTest::addColumn<QStringList>("expected");  // in the error message
    QTest::newRow("unknown parameter") << "heads=1,2 colour=red" << QStringList{"colour", "not an option of train"};
    QTest::newRow("value out of range") << "dropout=0,1.5" << QStringList{"dropout", "1.5"};
    QTest::newRow("heads not dividing d_model") << "heads=2,3" << QStringList{"heads=3", "num_heads (3)"};
    QTest::newRow("where the data is") << "demo=reverse,dates" << QStringList{"demo", "cannot vary"};
    QTest::newRow("a switch with a value") << "learned-positions=0,2" << QStringList{"learned-positions", "0 and 1"};
    QTest::newRow("an empty value") << "heads=1,,2" << QStringList{"heads", "empty value"};
    QTest::newRow("not NAME=VALUES") << "heads" << QStringList{"heads", "NAME=VALUE"};
    QTest::newRow("a value twice") << "heads=2,2" << QStringList{"heads", "2 twice"};
}

void TestSweep::refusedBeforeAnythingRuns() {
    QFETCH(QString, grid);
    QFETCH(QStringList, expected);
    const QString out = dir_.filePath("refused");
    const auto r = run_cli(sweepArgs(out, grid));
    QVERIFY(r.finished);
    QVERIFY(r.exit_code != 0);
    const QString err = QString::fromUtf8(r.err);
    for (const QString& part : expected) QVERIFY2(err.contains(part), qPrintable(err));
    // Nothing ran: not even the first, valid combination.
    QVERIFY2(!QDir(out).exists(), qPrintable(out));
}

void TestSweep::refusedWithoutData() {
    const QString out = dir_.filePath("no-data");
    const auto r = run_cli({"sweep", "--preset", "tiny", "--steps", "5", "--grid", "heads=1,2", "--out", out});
    QVERIFY(r.exit_code != 0);
    QVERIFY2(r.err.contains("no training data"), r.err.constData());
    QVERIFY(!QDir(out).exists());
}

// Each rank of a sweep would choose its runs alone from folders only rank 0
// writes (and wait on the others' tokenizer until the time-out).
void TestSweep::refusedOnSeveralProcesses() {
    const QString out = dir_.filePath("world");
    QStringList args = sweepArgs(out, "heads=1,2");
    args << "--world-size" << "2" << "--rank" << "1";
    const auto r = run_cli(args);
    QCOMPARE(r.exit_code, 2);
    QVERIFY2(r.err.contains("a sweep runs in one process") && r.err.contains("world size is 2"), r.err.constData());
    QVERIFY(!QDir(out).exists());
}

void TestSweep::summaryEqualsInfoAndEvaluate() {
    const auto r = run_cli(sweepArgs(straight_, "heads=1,2"), {}, 300000);
    QVERIFY2(r.exit_code == 0, r.err.constData());
    const auto rows = readCsv(straight_ + "/summary.csv");
    QCOMPARE(rows.size(), 2);
    QCOMPARE(rows[0]["run"], QString("heads-1"));
    QCOMPARE(rows[1]["run"], QString("heads-2"));
    for (const auto& row : rows) {
        const QString ckpt = straight_ + "/" + row["run"] + "/last.ckpt";
        QCOMPARE(row["heads"], row["run"].mid(6));
        QCOMPARE(row["steps"], QString("30"));
        QCOMPARE(row["finished"], QString("true"));
        // --preset tiny with d_model 32: a model of no preset's sizes.
        QCOMPARE(row["preset"], QString());
        QVERIFY(row["target_tokens"].toLongLong() > 30);
        // The parameter count equals info's, read from the weights.
        const auto info = run_cli({"info", ckpt, "--json"});
        QVERIFY2(info.exit_code == 0, info.err.constData());
        const auto j = QJsonDocument::fromJson(info.out).object();
        QCOMPARE(row["params"].toLongLong(), j["parameters"].toInteger());
        // The dev BLEU equals evaluate's on the same dev set with greedy decoding.
        const auto e = run_cli({"evaluate", "--checkpoint", ckpt, "--src", dir_.filePath("data/dev.src"), "--ref",
                                dir_.filePath("data/dev.tgt"), "--beam", "1", "--tokenize", "13a", "--json",
                                "--threads", "1"});
        QVERIFY2(e.exit_code == 0, e.err.constData());
        const double bleu = QJsonDocument::fromJson(e.out).object()["bleu"].toDouble();
        QCOMPARE(row["dev_bleu"], QString::number(bleu, 'f', 2));
        const double ppl = row["dev_ppl"].toDouble();
        QVERIFY(ppl > 1.0);
        QVERIFY(std::abs(std::log(ppl) - row["dev_nll"].toDouble()) < 1e-3);
    }
    // The two runs differ (the comparison above is not of two copies).
    QVERIFY(rows[0]["params"] != rows[1]["params"] || rows[0]["dev_nll"] != rows[1]["dev_nll"]);
}

void TestSweep::runsListsTheSameFigures() {
    const auto r = run_cli({"runs", "--dir", straight_, "--json"});
    QVERIFY2(r.exit_code == 0, r.err.constData());
    const QJsonArray runs = QJsonDocument::fromJson(r.out).array();
    const auto rows = readCsv(straight_ + "/summary.csv");
    QCOMPARE(runs.size(), rows.size());
    for (int i = 0; i < runs.size(); ++i) {
        const auto o = runs[i].toObject();
        QCOMPARE(o["run"].toString(), rows[i]["run"]);
        QCOMPARE(o["params"].toInteger(), rows[i]["params"].toLongLong());
        QCOMPARE(QString::number(o["dev_bleu"].toDouble(), 'f', 2), rows[i]["dev_bleu"]);
        // Only the settings that differ are listed (the config diff): heads,
        // and d_k = d_v = d_model / heads with it.
        QCOMPARE(o["settings"].toObject().keys(), (QStringList{"d-k", "d-v", "heads"}));
    }
    const auto plain = run_cli({"runs", "--dir", straight_});
    QVERIFY(plain.out.contains("heads-1") && plain.out.contains("heads=2"));
    // A run's own folder lists that run.
    const auto one = run_cli({"runs", "--dir", straight_ + "/heads-2", "--json"});
    QVERIFY2(one.exit_code == 0, one.err.constData());
    QCOMPARE(QJsonDocument::fromJson(one.out).array().size(), 1);
    QCOMPARE(QJsonDocument::fromJson(one.out).array()[0].toObject()["run"].toString(), QString("heads-2"));
    const auto missing = run_cli({"runs", "--dir", dir_.filePath("nowhere")});
    QVERIFY(missing.exit_code != 0);
    QVERIFY2(missing.err.contains("nowhere"), missing.err.constData());
}

// A sweep into a folder that holds another experiment's plan (the app's,
// or another grid) is refused: it overwrote experiment.json and mixed its
// runs with the others. A folder whose queue is running (its lock held,
// here by this process) is refused naming the holder. Nothing is written.
void TestSweep::anotherExperimentOrQueueIsRefused() {
    const QString other = dir_.filePath("other-experiment");
    QVERIFY(QDir().mkpath(other));
    QVERIFY(QFile::copy(straight_ + "/experiment.json", other + "/experiment.json"));
    const QByteArray plan = read_file(other + "/experiment.json");
    const auto r = run_cli(sweepArgs(other, "dropout=0,0.2"));
    QVERIFY(r.exit_code != 0);
    QVERIFY2(r.err.contains("holds another experiment") && r.err.contains("heads-1, heads-2"), r.err.constData());
    QCOMPARE(read_file(other + "/experiment.json"), plan);
    QCOMPARE(QDir(other).entryList(QDir::Dirs | QDir::NoDotAndDotDot), QStringList());
    // The same runs on other data: the finished runs (of the first data) would be pooled with them.
    QStringList otherData = sweepArgs(other, "heads=1,2");
    otherData[otherData.indexOf("reverse")] = "dates";
    const auto data = run_cli(otherData);
    QVERIFY(data.exit_code != 0);
    QVERIFY2(data.err.contains("same runs on other data"), data.err.constData());
    QCOMPARE(read_file(other + "/experiment.json"), plan);

    // A folder of other files and no plan: a new sweep is refused (it replaced
    // the user's table and took an unrelated run named heads-1 for its own).
    const QString mine = dir_.filePath("mine");
    QVERIFY(QDir().mkpath(mine + "/heads-1"));
    QVERIFY(write_file(mine + "/table.md", "my notes\n"));
    const auto foreign = run_cli(sweepArgs(mine, "heads=1,2"));
    QCOMPARE(foreign.exit_code, 2);
    QVERIFY2(foreign.err.contains("and no experiment.json: a sweep starts in an empty folder"), foreign.err.constData());
    QCOMPARE(read_file(mine + "/table.md"), QByteArray("my notes\n"));
    QVERIFY(!QFile::exists(mine + "/experiment.json"));

    const QString busy = dir_.filePath("busy");
    auto lock = studio::train::acquire_run_lock(busy.toStdString());
    const auto locked = run_cli(sweepArgs(busy, "heads=1,2"));
    QVERIFY(locked.exit_code != 0);
    QVERIFY2(locked.err.contains("is being written by process " + QByteArray::number(qint64(getpid()))),
             locked.err.constData());
    QVERIFY(!QFile::exists(busy + "/experiment.json"));
    QCOMPARE(QDir(busy).entryList(QDir::Dirs | QDir::NoDotAndDotDot), QStringList());
}

void TestSweep::stoppedAndRunAgainGivesTheSameSummary() {
    const QString out = dir_.filePath("stopped");
    QProcess p;
    p.setProgram(cli_path());
    p.setArguments(sweepArgs(out, "heads=1,2"));
    QByteArray err, stdOut;
    bool secondRunStepping = false;
    QObject::connect(&p, &QProcess::readyReadStandardError, [&] { err += p.readAllStandardError(); });
    QObject::connect(&p, &QProcess::readyReadStandardOutput, [&] {
        const QByteArray more = p.readAllStandardOutput();
        // Only the step lines printed after the second run began count.
        if (err.contains("run 2 of 2")) stdOut += more;
        // Stop as soon as the second run has taken a step.
        if (!secondRunStepping && err.contains("run 2 of 2") && stdOut.contains("step=")) {
            secondRunStepping = true;
            p.terminate();  // SIGTERM: the stop request, as Ctrl-C
        }
    });
    QSignalSpy finished(&p, &QProcess::finished);
    p.start();
    QVERIFY(finished.wait(300000));
    err += p.readAllStandardError();
    QVERIFY2(secondRunStepping, err.constData());
    QCOMPARE(p.exitCode(), 130);
    QVERIFY2(err.contains("run the same command again"), err.constData());

    const auto again = run_cli(sweepArgs(out, "heads=1,2"), {}, 300000);
    QVERIFY2(again.exit_code == 0, again.err.constData());
    QVERIFY2(again.err.contains("heads-1 is finished"), again.err.constData());
    QVERIFY2(again.err.contains("heads-2 resumes at step"), again.err.constData());

    const auto a = readCsv(straight_ + "/summary.csv"), b = readCsv(out + "/summary.csv");
    QCOMPARE(b.size(), a.size());
    for (int i = 0; i < a.size(); ++i) {
        for (const QString& column : a[i].keys()) {
            if (column == "train_seconds" || column == "tok_per_s") continue;  // timing
            QVERIFY2(a[i][column] == b[i][column],
                     qPrintable(a[i]["run"] + ": " + column + " " + a[i][column] + " != " + b[i][column]));
        }
    }
}

// A run whose checkpoint cannot be read is said, and the runs after it go
// on (the sweep ended there, its summaries not rewritten).
void TestSweep::aDamagedRunDoesNotEndTheSweep() {
    const QString out = dir_.filePath("damaged");
    QVERIFY(QDir().mkpath(out + "/heads-1"));
    QVERIFY(QFile::copy(straight_ + "/experiment.json", out + "/experiment.json"));  // the sweep's own folder
    QFile garbage(out + "/heads-1/last.ckpt");
    QVERIFY(garbage.open(QIODevice::WriteOnly));
    garbage.write("not a checkpoint");
    garbage.close();
    const auto r = run_cli(sweepArgs(out, "heads=1,2"), {}, 300000);
    QVERIFY(r.finished);
    const QString err = QString::fromUtf8(r.err);
    QVERIFY2(err.contains("heads-1 cannot be read"), qPrintable(err));
    QVERIFY2(err.contains("run 2 of 2: heads-2"), qPrintable(err));
    const auto rows = readCsv(out + "/summary.csv");
    QCOMPARE(rows.size(), 1);
    QCOMPARE(rows[0]["run"], QString("heads-2"));
    QCOMPARE(rows[0]["finished"], QString("true"));
}

// --seeds 2: a run per seed, and the variation's row pools them (mean ± sd).
void TestSweep::seedsArePooled() {
    const QString out = dir_.filePath("seeds");
    QStringList args = sweepArgs(out, "heads=1");
    args << "--seeds" << "2";
    const auto r = run_cli(args, {}, 300000);
    QVERIFY2(r.exit_code == 0, r.err.constData());
    const auto rows = readCsv(out + "/summary.csv");
    QCOMPARE(rows.size(), 2);
    QCOMPARE(rows[0]["run"], QString("heads-1_seed-1"));
    QCOMPARE(rows[1]["run"], QString("heads-1_seed-2"));
    QCOMPARE(rows[0]["seed"], QString("3"));  // --seed 3, then 4
    QCOMPARE(rows[1]["seed"], QString("4"));
    QVERIFY(rows[0]["dev_nll"] != rows[1]["dev_nll"]);  // the seeds made different runs
    QFile table(out + "/table.md");
    QVERIFY(table.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(table.readAll()).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 3);  // header, rule, one row
    const QString row = lines[2];
    QVERIFY2(row.startsWith("| heads-1 |") && row.contains("2 of 2") && row.contains(" ± "), qPrintable(row));
    // The mean perplexity is the mean of the two runs' (as rounded in the CSV).
    const double mean = (rows[0]["dev_ppl"].toDouble() + rows[1]["dev_ppl"].toDouble()) / 2;
    const QString ppl = row.split('|').value(4).trimmed();  // | run | heads | steps | dev PPL |
    QVERIFY2(std::abs(ppl.section(' ', 0, 0).toDouble() - mean) < 2e-3, qPrintable(row));
}

// --table3 --reduced: one variation per row group around the tiny preset,
// named and set as the paper's rows, laid out as Table 3 (blank: as the base).
void TestSweep::table3InMiniature() {
    const QString out = dir_.filePath("table3");
    const auto r = run_cli({"sweep", "--table3", "--reduced", "--preset", "tiny", "--demo", "reverse", "--steps", "2",
                            "--max-tokens", "256", "--eval-sentences", "10", "--threads", "1", "--precision", "fp32",
                            "--out", out},
                           {}, 300000);
    QVERIFY2(r.exit_code == 0, r.err.constData());
    const auto rows = readCsv(out + "/summary.csv");
    QStringList names;
    for (const auto& row : rows) names << row["run"];
    QCOMPARE(names, (QStringList{"base", "A-h1", "B-dk8", "C-N1", "D-drop0", "E-learned"}));  // the plan's order
    QMap<QString, QMap<QString, QString>> by;
    for (const auto& row : rows) by[row["run"]] = row;
    // The base row: tiny as the paper's columns name it.
    const auto base = by["base"];
    QCOMPARE(base["N"] + " " + base["d_model"] + " " + base["d_ff"] + " " + base["h"] + " " + base["d_k"] + " " +
                 base["d_v"] + " " + base["P_drop"] + " " + base["eps_ls"] + " " + base["learned_pos"],
             QString("2 128 512 4 32 32 0.1 0.1 false"));
    QCOMPARE(by["A-h1"]["h"] + " " + by["A-h1"]["d_k"] + " " + by["A-h1"]["d_v"], QString("1 128 128"));
    QCOMPARE(by["B-dk8"]["d_k"] + " " + by["B-dk8"]["d_v"], QString("8 32"));
    QCOMPARE(by["C-N1"]["N"], QString("1"));
    QVERIFY(by["C-N1"]["params"].toLongLong() < base["params"].toLongLong());
    QCOMPARE(by["D-drop0"]["P_drop"], QString("0"));
    QCOMPARE(by["E-learned"]["learned_pos"], QString("true"));
    // h d_k = d_model keeps row A's attention parameters; a smaller d_k (row B) has fewer.
    QCOMPARE(by["A-h1"]["params"], base["params"]);
    QVERIFY(by["B-dk8"]["params"].toLongLong() < base["params"].toLongLong());
    QFile table(out + "/table.md");
    QVERIFY(table.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(table.readAll()).split('\n', Qt::SkipEmptyParts);
    QVERIFY2(lines.value(2).startsWith("| base | 2 | 128 | 512 | 4 | 32 | 32 | 0.1 | 0.1 | false |"), qPrintable(lines.value(2)));
    // Row B shows only its changed d_k: every other setting cell is blank.
    const QString rowB = lines.value(4);
    QVERIFY2(rowB.startsWith("| B-dk8 |  |  |  |  | 8 |  |  |  |  |"), qPrintable(rowB));

    // The sweep leaves its plan (experiment.json) as the app's queue does:
    // every planned run's settings are those its checkpoint trained with,
    // so the app shows and resumes a CLI sweep as its own experiment.
    const auto plan = studio::train::load_plan(out.toStdString());
    QCOMPARE(QString::fromStdString(plan.kind), QString("table3-reduced"));
    QCOMPARE(int(plan.runs().size()), 6);
    planEqualsCheckpoints(out);
    if (QTest::currentTestFailed()) return;
    QCOMPARE(studio::data::DatasetSpec::from_json(plan.dataset).demo, std::string("reverse"));
}

// A grid over a setting the shared options also give in parts, and a grid
// of seeds: the runs train what the plan records (--encoder-layers beside
// the grid's layers trained depth 1 while the plan said 2; the seed was the
// shared one).
void TestSweep::gridOverSharedSettings() {
    const QString out = dir_.filePath("shared-parts");
    const auto r = run_cli(sweepArgs(out, "layers=2 seed=5") + QStringList{"--encoder-layers", "1"}, {}, 300000);
    QVERIFY2(r.exit_code == 0, r.err.constData());
    planEqualsCheckpoints(out);
    if (QTest::currentTestFailed()) return;
    const auto c = studio::train::load_checkpoint_header((out + "/layers-2_seed-5/last.ckpt").toStdString());
    QCOMPARE(c.model_config.num_encoder_layers, int64_t(2));
    QCOMPARE(c.training_config.seed, uint64_t(5));
}

// Every planned run's settings are those its checkpoint trained with.
void TestSweep::planEqualsCheckpoints(const QString& out) {
    const auto plan = studio::train::load_plan(out.toStdString());
    for (const auto& run : plan.runs()) {
        const auto c = studio::train::load_checkpoint_header((out + "/" + QString::fromStdString(run.name) + "/last.ckpt").toStdString());
        auto model = run.model;
        model.src_vocab_size = c.model_config.src_vocab_size;  // the vocabulary comes with the data
        model.tgt_vocab_size = c.model_config.tgt_vocab_size;
        QCOMPARE(QString::fromStdString(model.to_json()), QString::fromStdString(c.model_config.to_json()));
        QCOMPARE(run.training.seed, c.training_config.seed);
        QCOMPARE(run.training.steps, c.training_config.steps);
        QCOMPARE(run.training.max_tokens, c.training_config.max_tokens);
        QCOMPARE(run.training.label_smoothing, c.training_config.label_smoothing);
        QCOMPARE(run.training.eval_max_sentences, c.training_config.eval_max_sentences);
        QCOMPARE(QString::fromStdString(run.training.precision), QString::fromStdString(c.training_config.precision));
    }
}

QTEST_GUILESS_MAIN(TestSweep)
#include "tst_sweep.moc"
