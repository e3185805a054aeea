// Long sessions stay bounded (issue: nothing lost, nothing crashes):
// - 1 000 translations through the Translate page's worker (beam search,
//   n-best, attention report): resident memory grows less than 5 % after
//   the first 100.
// - Opening and closing checkpoints 110 times: less than 5 % growth after
//   the first 10.
// - A sentence longer than the model's positions is cut with a note (the
//   worker's result, the CLI's stderr), not a crash.
// - The disk filling up while a checkpoint is saved (simulated with a file
//   size limit, RLIMIT_FSIZE): the run stops with a message that says so, and
//   the previous last.ckpt is kept and loads.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/fixture_steps.h"
#include "support/test_support.h"
#include "train/checkpoint.h"

#include "translation_worker.h"

#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <malloc.h>
#include <sys/resource.h>
#include <csignal>
#include <unistd.h>

using namespace studio;
using namespace studio::app;

namespace {

QString checkpoint() { return test::fixture_dir() + "/run/last.ckpt"; }

// Resident set size in bytes, after giving freed heap pages back (so that
// what is measured is what is held, not what malloc keeps for later).
double residentBytes() {
    malloc_trim(0);
    QFile statm("/proc/self/statm");
    if (!statm.open(QIODevice::ReadOnly)) return 0.0;
    const QList<QByteArray> fields = statm.readAll().split(' ');
    return fields.value(1).toDouble() * double(sysconf(_SC_PAGESIZE));
}

QString growth(double before, double after) {
    return QString("%1 MB -> %2 MB (%3 %)")
        .arg(before / 1e6, 0, 'f', 1)
        .arg(after / 1e6, 0, 'f', 1)
        .arg(100.0 * (after - before) / before, 0, 'f', 2);
}


// A full disk for the started process: files may not grow past `bytes`, and
// a write beyond fails (SIGXFSZ ignored) instead of killing it.
void limitFileSize(QProcess& process, qint64 bytes) {
    process.setChildProcessModifier([bytes] {
        struct rlimit limit;
        limit.rlim_cur = limit.rlim_max = rlim_t(bytes);
        setrlimit(RLIMIT_FSIZE, &limit);
        signal(SIGXFSZ, SIG_IGN);
    });
}

}  // namespace

class TestResourceBounds : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void translationsKeepMemoryBounded();
    void openingCheckpointsKeepsMemoryBounded();
    void longSentenceIsCutWithANote();
    void diskFullKeepsThePreviousCheckpoint();
    void diskFullKeepsAWrittenTextFile();
    void diskFullKeepsTheAttentionFile();
};

void TestResourceBounds::initTestCase() {
    QVERIFY2(QFile::exists(checkpoint()), "the fixture model is missing: run the tests through ctest");
}

void TestResourceBounds::translationsKeepMemoryBounded() {
    TranslationWorker worker;
    worker.useModel(TranslationWorker::openCheckpoint(checkpoint(), nullptr));
    int results = 0;
    connect(&worker, &TranslationWorker::translated, this, [&](const TranslationResult& r) {
        QVERIFY(!r.nbest.isEmpty());
        ++results;
    });
    const QStringList words{"ant", "bee", "cat", "dog", "eel", "fox", "gnu", "hen", "owl", "pig", "ram", "yak"};
    TranslationRequest request;
    request.beamSize = 3;
    request.nbest = 3;
    double baseline = 0.0;
    for (int i = 0; i < 1000; ++i) {
        QStringList sentence;
        for (int w = 0; w < 3 + i % 5; ++w) sentence << words[(i * 7 + w * 5) % words.size()];
        request.sources = {sentence.join(' ')};
        worker.translate(request);
        if (i == 99) baseline = residentBytes();
    }
    QCOMPARE(results, 1000);
    const double final = residentBytes();
    qInfo("1000 translations: %s", qPrintable(growth(baseline, final)));
    QVERIFY2(final < baseline * 1.05, qPrintable(growth(baseline, final)));
}

void TestResourceBounds::openingCheckpointsKeepsMemoryBounded() {
    double baseline = 0.0;
    for (int i = 0; i < 110; ++i) {
        ModelSummary summary;
        ModelHandle model = TranslationWorker::openCheckpoint(checkpoint(), &summary);
        QCOMPARE(summary.step, qint64(studio::test::kFixtureSteps));
        model.reset();  // closed
        if (i == 9) baseline = residentBytes();
    }
    const double final = residentBytes();
    qInfo("110 checkpoints opened and closed: %s", qPrintable(growth(baseline, final)));
    QVERIFY2(final < baseline * 1.05, qPrintable(growth(baseline, final)));
}

void TestResourceBounds::longSentenceIsCutWithANote() {
    QStringList words;
    for (int i = 0; i < 3000; ++i) words << (i % 2 ? "owl" : "pig");
    const QString longSentence = words.join(' ');
    TranslationWorker worker;
    worker.useModel(TranslationWorker::openCheckpoint(checkpoint(), nullptr));
    QSignalSpy translated(&worker, &TranslationWorker::translated);
    QSignalSpy failed(&worker, &TranslationWorker::failed);
    TranslationRequest request;
    request.sources = {longSentence};
    request.beamSize = 1;
    request.maxExtra = 5;
    worker.translate(request);
    QCOMPARE(failed.count(), 0);
    QCOMPARE(translated.count(), 1);
    const auto result = translated.first().first().value<TranslationResult>();
    QVERIFY(result.truncated);
    QVERIFY(!result.nbest.isEmpty());

    // 400 KB of a character the vocabulary does not know: SentencePiece alone
    // would take quadratic time on it; cut first, it is translated at once.
    request.sources = {QString(400000, QLatin1Char('['))};
    worker.translate(request);
    QCOMPARE(failed.count(), 0);
    QCOMPARE(translated.count(), 2);
    QVERIFY(translated.last().first().value<TranslationResult>().truncated);

    const auto cli = test::run_cli({"translate", "--checkpoint", checkpoint(), "--beam", "1"}, longSentence.toUtf8() + "\n");
    QCOMPARE(cli.exit_code, 0);
    QVERIFY2(cli.err.contains("positions, cut to its first"), cli.err.constData());
    QCOMPARE(cli.out.count('\n'), 1);
}

void TestResourceBounds::diskFullKeepsThePreviousCheckpoint() {
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString run = tmp.filePath("run");
    QVERIFY(QDir().mkpath(run));
    QVERIFY(QFile::copy(checkpoint(), run + "/last.ckpt"));
    const qint64 size = QFileInfo(run + "/last.ckpt").size();

    // Files may not grow beyond half a checkpoint: the next save cannot be written.
    QProcess cli;
    limitFileSize(cli, size / 2);
    cli.start(test::cli_path(), {"train", "--resume", run + "/last.ckpt", "--steps",
                                 QString::number(test::kFixtureSteps + 4), "--eval-every", "2",
                                 "--eval-sentences", "2", "--log-every", "1", "--threads", "1", "--out", run});
    QVERIFY(cli.waitForFinished(120000));
    const QByteArray err = cli.readAllStandardError();
    QVERIFY2(cli.exitStatus() == QProcess::NormalExit && cli.exitCode() != 0, err.constData());
    QVERIFY2(err.contains("could not write the checkpoint") && err.contains("the previous checkpoint"), err.constData());
    // The checkpoint from before is whole and unchanged, and no partial file has a final name.
    const train::Checkpoint kept = train::load_checkpoint((run + "/last.ckpt").toStdString());
    QCOMPARE(kept.step, int64_t(studio::test::kFixtureSteps));
    for (const QString& name : QDir(run).entryList({"*.ckpt"}, QDir::Files))
        QVERIFY2(name == "last.ckpt", qPrintable(name));
    QVERIFY(QDir(run).entryList({"*.tmp-*"}, QDir::Files).isEmpty());
}

// The CLI's text outputs (demo-data's files, --hyp-out) were written in
// place: a full disk left the file that was there emptied. Now the old file
// stays whole and the message says what failed.
void TestResourceBounds::diskFullKeepsAWrittenTextFile() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString kept = dir.filePath("train.src");
    QVERIFY(test::write_file(kept, "an earlier file\n"));
    QProcess cli;
    limitFileSize(cli, 4096);  // far less than the demo's training side
    cli.start(test::cli_path(), {"demo-data", "reverse", "--out", dir.path(), "--overwrite"});
    QVERIFY(cli.waitForFinished(120000));
    const QByteArray err = cli.readAllStandardError();
    QVERIFY2(cli.exitStatus() == QProcess::NormalExit && cli.exitCode() != 0, err.constData());
    QVERIFY2(err.contains("train.src") && err.contains("cannot write the file"), err.constData());
    QFile f(kept);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("an earlier file\n"));
    QVERIFY(!QFile::exists(kept + ".part"));
}

// translate --attention wrote its JSON in place and checked the stream
// before the last flush: a full disk left a cut file, and the command said
// it had succeeded. Now the old file stays whole and the command fails.
void TestResourceBounds::diskFullKeepsTheAttentionFile() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString kept = dir.filePath("attention.json");
    QVERIFY(test::write_file(kept, "{\"an\": \"earlier file\"}\n"));
    QProcess cli;
    limitFileSize(cli, 1024);  // far less than one sentence's attention
    cli.start(test::cli_path(), {"translate", "--checkpoint", checkpoint(), "--beam", "1", "--attention", kept});
    cli.write("pig owl eel yak\n");
    cli.closeWriteChannel();
    QVERIFY(cli.waitForFinished(120000));
    const QByteArray err = cli.readAllStandardError();
    QVERIFY2(cli.exitStatus() == QProcess::NormalExit && cli.exitCode() != 0, err.constData());
    QVERIFY2(err.contains("attention.json") && err.contains("could not write the attention file"), err.constData());
    QFile f(kept);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("{\"an\": \"earlier file\"}\n"));
    QVERIFY(!QFile::exists(kept + ".part"));
}

QTEST_GUILESS_MAIN(TestResourceBounds)
#include "tst_resource_bounds.moc"
