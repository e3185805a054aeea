// The files a run keeps, told apart the same way by every reader (the
// trainer's pruning, the run summary, resuming, the CLI's refusals), and
// written so that a full disk or a killed writer never leaves a half file in
// place of a whole one.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/replace_file.h"
#include "train/run_files.h"

#include <QtTest>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace studio;

namespace {

QByteArray read_all(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool write_file(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// The id of a process that has ended (a child reaped at once).
pid_t ended_process() {
    const pid_t child = fork();
    if (child == 0) _exit(0);
    int status = 0;
    waitpid(child, &status, 0);
    return child;
}

}  // namespace

class TestRunFiles : public QObject {
    Q_OBJECT

private slots:
    void numberedNames_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<qint64>("step");
        QTest::newRow("numbered") << "checkpoint-400.ckpt" << qint64(400);
        QTest::newRow("zero") << "checkpoint-0.ckpt" << qint64(0);
        QTest::newRow("last") << "last.ckpt" << qint64(-1);
        QTest::newRow("letters") << "checkpoint-x.ckpt" << qint64(-1);
        QTest::newRow("digits then letters") << "checkpoint-12x.ckpt" << qint64(-1);
        QTest::newRow("no step") << "checkpoint-.ckpt" << qint64(-1);
        QTest::newRow("negative") << "checkpoint--5.ckpt" << qint64(-1);
        QTest::newRow("temporary") << "checkpoint-400.ckpt.tmp-12" << qint64(-1);
        QTest::newRow("other extension") << "checkpoint-400.pt" << qint64(-1);
        QTest::newRow("too many digits") << "checkpoint-1234567890123456789012.ckpt" << qint64(-1);
    }
    void numberedNames() {
        QFETCH(QString, name);
        QFETCH(qint64, step);
        QCOMPARE(train::numbered_checkpoint_step(name.toStdString()), step);
        QCOMPARE(train::is_run_checkpoint_name(name.toStdString()), step >= 0 || name == "last.ckpt");
        if (step >= 0) QCOMPARE(QString::fromStdString(train::numbered_checkpoint_name(step)), name);
    }

    void aFolderHoldsARunByItsCheckpoints() {
        QTemporaryDir tmp;
        QVERIFY(!train::holds_run_checkpoints(tmp.path().toStdString()));
        QVERIFY(write_file(tmp.filePath("history.jsonl"), "{}\n"));
        QVERIFY(write_file(tmp.filePath("average.ckpt"), "x"));
        QVERIFY(!train::holds_run_checkpoints(tmp.path().toStdString()));
        QVERIFY(write_file(tmp.filePath("checkpoint-20.ckpt"), "x"));
        QVERIFY(train::holds_run_checkpoints(tmp.path().toStdString()));
        QVERIFY(!train::holds_run_checkpoints(tmp.filePath("missing").toStdString()));
    }

    // A checkpoint's temporary whose writer is gone is removed; one a
    // running process is still writing, and every other file, stay.
    void staleTemporariesAreRemoved() {
        QTemporaryDir tmp;
        const QString gone = tmp.filePath(QStringLiteral("last.ckpt.tmp-%1").arg(ended_process()));
        const QString writing = tmp.filePath(QStringLiteral("checkpoint-8.ckpt.tmp-%1").arg(getpid()));
        for (const QString& path : {gone, writing, tmp.filePath("last.ckpt"), tmp.filePath("history.jsonl"),
                                    tmp.filePath("history.jsonl.part"), tmp.filePath("notes.tmp-1x")})
            QVERIFY(write_file(path, "x"));
        QCOMPARE(train::remove_stale_temporaries(tmp.path().toStdString(), false), 1);
        QVERIFY(!QFile::exists(gone));
        QVERIFY(QFile::exists(writing));
        QVERIFY(QFile::exists(tmp.filePath("history.jsonl.part")));
        QCOMPARE(train::remove_stale_temporaries(tmp.path().toStdString(), true), 1);
        QVERIFY(!QFile::exists(tmp.filePath("history.jsonl.part")));
        QVERIFY(QFile::exists(writing) && QFile::exists(tmp.filePath("last.ckpt")) &&
                QFile::exists(tmp.filePath("history.jsonl")) && QFile::exists(tmp.filePath("notes.tmp-1x")));
    }

    void aFileIsReplacedWhole() {
        QTemporaryDir tmp;
        const QString path = tmp.filePath("summary.csv");
        QCOMPARE(QString::fromStdString(replace_file(path.toStdString(), "first\n")), QString());
        QCOMPARE(read_all(path), QByteArray("first\n"));
        ReplaceFileOptions options;
        options.temporary_suffix = ".tmp-7";
        options.sync_to_disk = true;
        QCOMPARE(QString::fromStdString(replace_file(path.toStdString(), "second\n", options)), QString());
        QCOMPARE(read_all(path), QByteArray("second\n"));
        QCOMPARE(QDir(tmp.path()).entryList(QDir::Files), QStringList{"summary.csv"});
    }

    // A symbolic link's target is replaced, the link kept (a rename put a
    // file in its place); a pipe (as /dev/stdout may be) is written in place
    // (as root, --attention /dev/full made the device a plain file).
    void linksAndPipesAreWrittenThrough() {
        QTemporaryDir tmp;
        const QString target = tmp.filePath("real.json"), link = tmp.filePath("link.json");
        QVERIFY(write_file(target, "old\n"));
        QVERIFY(QFile::link(target, link));
        QCOMPARE(QString::fromStdString(replace_file(link.toStdString(), "new\n")), QString());
        QVERIFY(QFileInfo(link).isSymLink());
        QCOMPARE(read_all(target), QByteArray("new\n"));
        const QByteArray fifo = tmp.filePath("pipe").toLocal8Bit();
        QCOMPARE(mkfifo(fifo.constData(), 0600), 0);
        const int reader = open(fifo.constData(), O_RDONLY | O_NONBLOCK);  // so that the writer's open returns
        QVERIFY(reader >= 0);
        QCOMPARE(QString::fromStdString(replace_file(fifo.toStdString(), "through\n")), QString());
        char got[16] = {};
        const ssize_t n = read(reader, got, sizeof got);
        close(reader);
        QCOMPARE(QByteArray(got, int(std::max<ssize_t>(n, 0))), QByteArray("through\n"));
        struct stat st {};
        QVERIFY(stat(fifo.constData(), &st) == 0 && S_ISFIFO(st.st_mode));
    }

    void aFolderThatIsNotThereIsSaid() {
        QTemporaryDir tmp;
        const std::string why = replace_file(tmp.filePath("missing/summary.csv").toStdString(), "x");
        QCOMPARE(QString::fromStdString(why), QString::fromUtf8(std::strerror(ENOENT)));
    }

    // A full disk (here a file-size limit, which fails the same writes)
    // keeps the old file and leaves no temporary.
    void aFullDiskKeepsTheOldFile() {
        QTemporaryDir tmp;
        const QString path = tmp.filePath("history.jsonl");
        QVERIFY(write_file(path, "old\n"));
        rlimit before{};
        QVERIFY(getrlimit(RLIMIT_FSIZE, &before) == 0);
        rlimit small = before;
        small.rlim_cur = 4096;
        const auto previous_handler = std::signal(SIGXFSZ, SIG_IGN);
        QVERIFY(setrlimit(RLIMIT_FSIZE, &small) == 0);
        const std::string why = replace_file(path.toStdString(), std::string(1 << 20, 'x'));
        setrlimit(RLIMIT_FSIZE, &before);
        std::signal(SIGXFSZ, previous_handler);
        QCOMPARE(QString::fromStdString(why), QString::fromUtf8(std::strerror(EFBIG)));
        QCOMPARE(read_all(path), QByteArray("old\n"));
        QCOMPARE(QDir(tmp.path()).entryList(QDir::Files), QStringList{"history.jsonl"});
    }
};

QTEST_MAIN(TestRunFiles)
#include "tst_run_files.moc"
