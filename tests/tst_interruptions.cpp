// Interruptions at any moment never lose a model (issue: nothing lost):
// - A process killed (SIGKILL) at random moments while it writes checkpoints,
//   50 times into the same folder: afterwards every file with a final name
//   (*.ckpt) loads completely (its CRC checks), last.ckpt holds at least the
//   last save the writer reported, and what an unfinished save leaves has a
//   temporary name. Half of the kills land while a file is being written,
//   by construction (the writer is stopped once a temporary file is seen,
//   and killed if it is still there), whatever the disk's speed.
// - A training run killed with SIGKILL mid-run and resumed from last.ckpt
//   continues the loss curve from that checkpoint's step, wherever the kill
//   landed: with a fixed seed and one thread its losses equal the
//   uninterrupted run's, step for step.
// The writer is this executable started with --write-checkpoints DIR.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/test_support.h"
#include "train/checkpoint.h"
#include "train/training_config.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QElapsedTimer>
#include <QtTest>

#include <csignal>
#include <cstdio>

using namespace studio;

namespace {

constexpr int kKills = 50;
constexpr int kTrainSteps = 60;

// Saves checkpoints of ~6 MB into `dir` without end: numbered ones in turn
// and last.ckpt, printing "saved N" after each last.ckpt. Never returns.
int writeCheckpoints(const QString& dir) {
    torch::manual_seed(1);
    train::Checkpoint c;
    c.kind = "weights";
    c.model_config = nn::TransformerConfig::preset("tiny");
    c.training_config = train::TrainingConfig::preset("tiny");
    c.tokenizer_bytes = std::string(2000, 'x');  // the loader does not parse it
    for (int i = 0; i < 6; ++i) c.weights.emplace_back("w" + std::to_string(i), torch::randn({256, 1024}));
    for (int64_t step = 1;; ++step) {
        c.step = step;
        train::save_checkpoint(c, QDir(dir).filePath(QStringLiteral("step-%1.ckpt").arg(step % 3)).toStdString());
        train::save_checkpoint(c, QDir(dir).filePath(QStringLiteral("last.ckpt")).toStdString());
        std::printf("saved %lld\n", static_cast<long long>(step));
        std::fflush(stdout);
    }
}

// Every logged training line of a run, in the file's order: its step and
// loss (a list, not a map: a step written twice must be seen twice).
QList<QPair<int, double>> trainLosses(const QString& historyPath) {
    QList<QPair<int, double>> losses;
    QFile file(historyPath);
    if (!file.open(QIODevice::ReadOnly)) return losses;
    for (const QByteArray& line : file.readAll().split('\n')) {
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        if (o.value("type").toString() == "train") losses.append({o.value("step").toInt(), o.value("loss").toDouble()});
    }
    return losses;
}

QList<int> stepsOf(const QList<QPair<int, double>>& losses) {
    QList<int> steps;
    for (const auto& [step, loss] : losses) steps << step;
    return steps;
}

QStringList trainArgs(const QString& out) {
    return {"train", "--demo", "reverse", "--preset", "tiny", "--d-model", "32", "--heads", "2", "--d-ff", "64",
            "--max-tokens", "512", "--steps", QString::number(kTrainSteps), "--warmup", "20", "--eval-every", "10",
            "--eval-sentences", "4",
            "--log-every", "1", "--threads", "1", "--seed", "7", "--precision", "fp32", "--out", out};
}

}  // namespace

class TestInterruptions : public QObject {
    Q_OBJECT

private slots:
    void killedWhileSavingCheckpoints();
    void killedTrainingResumesStepForStep();
};

void TestInterruptions::killedWhileSavingCheckpoints() {
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString dir = tmp.path();
    QRandomGenerator random(2026);  // the same kill moments every run
    int midSave = 0;
    for (int round = 0; round < kKills; ++round) {
        QProcess writer;
        writer.start(QCoreApplication::applicationFilePath(), {"--write-checkpoints", dir});
        QVERIFY(writer.waitForStarted());
        // The first save done, kill at a random moment of the saves that follow.
        QByteArray out;
        while (!out.contains("saved ")) {
            QVERIFY2(writer.waitForReadyRead(60000), writer.readAllStandardError().constData());
            out += writer.readAllStandardOutput();
        }
        bool killedWhileWriting = false;
        if (round % 2 == 0) {
            QThread::msleep(random.bounded(2, 60));
            writer.kill();  // SIGKILL
        } else {
            // Every other round kills while a save's temporary file exists,
            // whatever the disk's speed: seen, the writer is stopped
            // (SIGSTOP), the file looked for again (a stopped process changes
            // nothing), and only then killed; if the save finished between
            // the two looks, the writer goes on to its next save.
            auto writing = [&] { return !QDir(dir).entryList({QStringLiteral("*.tmp-*")}, QDir::Files).isEmpty(); };
            const auto pid = static_cast<pid_t>(writer.processId());
            QElapsedTimer waited;
            waited.start();
            while (!killedWhileWriting) {
                QVERIFY2(waited.elapsed() < 120000, "no temporary file seen in two minutes of saving");
                if (!writing()) {
                    QThread::usleep(100);
                    continue;
                }
                ::kill(pid, SIGSTOP);
                if (writing()) {
                    writer.kill();  // SIGKILL ends a stopped process too
                    killedWhileWriting = true;
                } else {
                    ::kill(pid, SIGCONT);
                }
            }
        }
        QVERIFY(writer.waitForFinished(30000));
        out += writer.readAllStandardOutput();
        const QList<QByteArray> lines = out.trimmed().split('\n');
        const qint64 reported = lines.last().mid(6).toLongLong();  // "saved N"
        QVERIFY(reported >= 1);

        bool unfinished = false;
        for (const QString& name : QDir(dir).entryList(QDir::Files)) {
            const QString path = QDir(dir).filePath(name);
            if (!name.endsWith(".ckpt")) {
                QVERIFY2(name.contains(".tmp-"), qPrintable(name));  // only an unfinished save's temporary file
                unfinished = true;
                QFile::remove(path);  // so that the next round's count is its own
                continue;
            }
            try {
                const train::Checkpoint c = train::load_checkpoint(path.toStdString());
                QCOMPARE(c.weights.size(), size_t(6));
                if (name == "last.ckpt") QVERIFY2(c.step >= reported, qPrintable(QString("%1 < %2").arg(c.step).arg(reported)));
            } catch (const std::exception& e) {
                QFAIL(qPrintable(QString("round %1: %2 does not load: %3").arg(round).arg(name, e.what())));
            }
        }
        // A process killed while its temporary file existed cannot have
        // removed it: the round really interrupted a write.
        if (killedWhileWriting) QVERIFY2(unfinished, qPrintable(QString("round %1: no temporary file left").arg(round)));
        if (unfinished) ++midSave;
    }
    // Half of the kills interrupted the writing of a file by construction;
    // some random ones may have too (the rest landed while a checkpoint was
    // serialised in memory, which leaves nothing on disk).
    qInfo("%d of %d kills interrupted the writing of a file", midSave, kKills);
    QVERIFY2(midSave >= kKills / 2, qPrintable(QString("%1 of %2 kills mid-save").arg(midSave).arg(kKills)));
}

void TestInterruptions::killedTrainingResumesStepForStep() {
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString straight = tmp.filePath("straight"), killed = tmp.filePath("killed");
    const auto full = test::run_cli(trainArgs(straight));
    QVERIFY2(full.exit_code == 0, full.err.constData());
    const QList<QPair<int, double>> expected = trainLosses(straight + "/history.jsonl");
    QCOMPARE(expected.size(), kTrainSteps);

    // The same run, killed after step 24 (its checkpoints come every 10
    // steps). Where the kill lands depends on the machine's load: the run is
    // expected to go on from whatever last.ckpt holds.
    QProcess run;
    run.start(test::cli_path(), trainArgs(killed));
    QVERIFY(run.waitForStarted());
    QByteArray out;
    while (!out.contains("step=24 ")) {
        QVERIFY2(run.waitForReadyRead(120000), run.readAllStandardError().constData());
        out += run.readAllStandardOutput();
    }
    run.kill();
    QVERIFY(run.waitForFinished(30000));
    QVERIFY(QFile::exists(killed + "/last.ckpt"));
    const int64_t saved = train::load_checkpoint_header((killed + "/last.ckpt").toStdString()).step;
    QVERIFY2(saved >= 20 && saved % 10 == 0, qPrintable(QString("last.ckpt at step %1").arg(saved)));
    QVERIFY2(saved < kTrainSteps, "the run finished before it was killed: nothing to resume");

    QStringList resume = trainArgs(killed);
    resume.removeAt(1);  // --demo reverse: the checkpoint knows its data
    resume.removeAt(1);
    resume << "--resume" << killed + "/last.ckpt";
    const auto again = test::run_cli(resume);
    QVERIFY2(again.exit_code == 0, again.err.constData());
    const QByteArray first = "step=" + QByteArray::number(saved + 1) + " ";
    QVERIFY2(again.out.startsWith(first), again.out.left(80).constData());  // from the checkpoint's step

    const QList<QPair<int, double>> resumed = trainLosses(killed + "/history.jsonl");
    // Every step once and in order: the lines logged after the checkpoint
    // were not kept beside the resumed run's own.
    QCOMPARE(stepsOf(resumed), stepsOf(expected));
    for (qsizetype i = 0; i < expected.size(); ++i)
        QVERIFY2(resumed[i].second == expected[i].second,
                 qPrintable(QString("step %1: %2 vs %3")
                                .arg(expected[i].first)
                                .arg(resumed[i].second, 0, 'g', 17)
                                .arg(expected[i].second, 0, 'g', 17)));
}

int main(int argc, char** argv) {
    if (argc == 3 && QByteArray(argv[1]) == "--write-checkpoints") return writeCheckpoints(QString::fromLocal8Bit(argv[2]));
    QCoreApplication app(argc, argv);
    TestInterruptions test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_interruptions.moc"
