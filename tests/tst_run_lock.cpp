// One writer per run folder (issue 36 §1): while a process holds a run
// folder, `train --overwrite` (or --resume) into it from another process is
// refused with the holder's process id and host, and the first run's files
// are left as they were; a lock whose holder is gone is taken over, and said
// so; within one process the lock is shared; the Runs page's Delete and
// Rename leave a run another process trains.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "run_records.h"
#include "support/other_lock_holder.h"
#include "support/test_support.h"
#include "train/run_lock.h"

#include <QtTest>

#include <unistd.h>

using namespace studio;

namespace {

QByteArray read_all(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QStringList tiny_train(const QString& out) {
    return {"train", "--demo", "reverse", "--preset", "tiny", "--d-model", "16", "--heads", "2", "--d-ff", "32",
            "--steps", "2", "--eval-every", "2", "--threads", "1", "--overwrite", "--out", out};
}

}  // namespace

class TestRunLock : public QObject {
    Q_OBJECT

private slots:
    void aSecondWriterIsRefused() {
        QTemporaryDir tmp;
        const QString run = tmp.filePath("run");
        QVERIFY(QDir().mkpath(run));
        QVERIFY(test::write_file(run + "/history.jsonl", "{\"step\": 1}\n"));
        auto lock = train::acquire_run_lock(run.toStdString());
        QVERIFY(lock);
        // This process holds the folder: another process may not write into it.
        const auto refused = test::run_cli(tiny_train(run));
        QVERIFY(refused.finished);
        QCOMPARE(refused.exit_code, 1);
        const QString message = QString::fromUtf8(refused.err);
        QVERIFY2(message.contains("is being written by process " + QString::number(getpid())), qPrintable(message));
        QCOMPARE(read_all(run + "/history.jsonl"), QByteArray("{\"step\": 1}\n"));  // nothing was cleared
        QVERIFY(!QFile::exists(run + "/last.ckpt"));
        // Released: the next writer is served, and leaves the lock file empty.
        lock.reset();
        const auto served = test::run_cli(tiny_train(run));
        QVERIFY2(served.exit_code == 0, served.err.constData());
        QVERIFY(QFile::exists(run + "/last.ckpt"));
        QCOMPARE(read_all(run + "/" + train::run_lock_file_name()), QByteArray());
    }

    // A run that fails before writing anything (bad data) left a folder
    // holding only the lock file: an empty "run" in the Runs list.
    void aFolderOnlyTheLockMadeIsRemoved() {
        QTemporaryDir tmp;
        const QString made = tmp.filePath("made/run");
        auto lock = train::acquire_run_lock(made.toStdString());
        QVERIFY(QFile::exists(made + "/" + train::run_lock_file_name()));
        lock.reset();
        QVERIFY(!QFileInfo::exists(made));
        QVERIFY(QFileInfo::exists(tmp.filePath("made")));  // only the folder the run was to be
        // A folder that was there stays, and so does one that got a file.
        const QString there = tmp.filePath("there");
        QVERIFY(QDir().mkpath(there));
        train::acquire_run_lock(there.toStdString()).reset();
        QVERIFY(QFileInfo::exists(there));
        const QString written = tmp.filePath("written");
        lock = train::acquire_run_lock(written.toStdString());
        QVERIFY(test::write_file(written + "/failure.txt", "no data\n"));
        lock.reset();
        QVERIFY(QFile::exists(written + "/failure.txt"));
        // The command-line program's train on data it refuses.
        const QString refused = tmp.filePath("refused");
        QVERIFY(test::write_file(tmp.filePath("a.src"), "one\ntwo\n"));
        QVERIFY(test::write_file(tmp.filePath("a.tgt"), "eins\n"));  // a line short
        const auto run = test::run_cli({"train", "--train-src", tmp.filePath("a.src"), "--train-tgt",
                                        tmp.filePath("a.tgt"), "--steps", "2", "--threads", "1", "--out", refused});
        QVERIFY(run.finished);
        QVERIFY2(run.exit_code != 0, run.err.constData());
        QVERIFY2(!QFileInfo::exists(refused), run.err.constData());
    }

    void oneProcessSharesItsLock() {
        QTemporaryDir tmp;
        auto a = train::acquire_run_lock(tmp.filePath("run").toStdString());
        auto b = train::acquire_run_lock((tmp.filePath("run") + "/.").toStdString());
        QCOMPARE(a.get(), b.get());
    }

    void aLockOfAProcessThatIsGoneIsTakenOver() {
        QTemporaryDir tmp;
        const QString run = tmp.filePath("run");
        QVERIFY(QDir().mkpath(run));
        QVERIFY(test::write_file(run + "/" + train::run_lock_file_name(), "999999 gone-host\n"));
        auto lock = train::acquire_run_lock(run.toStdString());
        QCOMPARE(QString::fromStdString(lock->previousHolder()), QStringLiteral("process 999999 on gone-host"));
        QVERIFY(read_all(run + "/" + train::run_lock_file_name()).startsWith(QByteArray::number(getpid()) + " "));
        lock.reset();
        // The command-line program says so when it takes one over.
        QVERIFY(test::write_file(run + "/" + train::run_lock_file_name(), "999998 other-host\n"));
        const auto served = test::run_cli(tiny_train(run));
        QCOMPARE(served.exit_code, 0);
        QVERIFY2(served.err.contains("took over the lock of") && served.err.contains("process 999998 on other-host"),
                 served.err.constData());
    }

    // Averaging into a run folder is writing into it (issue 36 §1).
    void averagingIntoARunWaitsForItsWriter() {
        QTemporaryDir tmp;
        const QString run = tmp.filePath("run");
        const auto trained = test::run_cli(tiny_train(run));
        QVERIFY2(trained.exit_code == 0, trained.err.constData());
        auto lock = train::acquire_run_lock(run.toStdString());
        const QStringList average{"average", "--out", run + "/average.ckpt", run + "/last.ckpt"};
        const auto refused = test::run_cli(average);
        QCOMPARE(refused.exit_code, 1);
        QVERIFY2(QString::fromUtf8(refused.err).contains("is being written by process " + QString::number(getpid())),
                 refused.err.constData());
        QVERIFY(!QFile::exists(run + "/average.ckpt"));
        lock.reset();
        const auto served = test::run_cli(average);
        QVERIFY2(served.exit_code == 0, served.err.constData());
        QVERIFY(QFile::exists(run + "/average.ckpt"));
        // Elsewhere than a run folder no lock is asked for.
        const auto elsewhere = test::run_cli({"average", "--out", tmp.filePath("average.ckpt"), run + "/last.ckpt"});
        QVERIFY2(elsewhere.exit_code == 0, elsewhere.err.constData());
    }

    // The Runs page's Delete and Rename of a run another process trains
    // there (the command line, a sweep, a second window): refused naming it
    // (the writer's live files were deleted under it, or its next save
    // failed in a folder renamed away). Once it is gone the run goes whole,
    // its lock file with it (the folder stayed, "kept" for that file).
    void runsPageLeavesARunTrainedElsewhere() {
        QTemporaryDir tmp;
        const QString run = tmp.filePath("run");
        const auto trained = test::run_cli(tiny_train(run));
        QVERIFY2(trained.exit_code == 0, trained.err.constData());
        QString error;
        QStringList kept;
        {
            const test::OtherLockHolder other(run);
            QVERIFY(other.held());
            QVERIFY(!app::deleteRun(run, &error, &kept));
            QVERIFY2(error.contains("is being written by"), qPrintable(error));
            QVERIFY(QFile::exists(run + "/last.ckpt") && QFile::exists(run + "/history.jsonl"));
            error.clear();
            QString renamed;
            QVERIFY(!app::renameRun(run, "elsewhere", &renamed, &error));
            QVERIFY2(error.contains("is being written by"), qPrintable(error));
            QVERIFY(QFileInfo::exists(run) && !QFileInfo::exists(tmp.filePath("elsewhere")));
        }
        QVERIFY2(app::deleteRun(run, &error, &kept), qPrintable(error));
        QCOMPARE(kept, QStringList());
        QVERIFY(!QFileInfo::exists(run));
    }
};

QTEST_GUILESS_MAIN(TestRunLock)
#include "tst_run_lock.moc"
