// Saving checkpoints atomically (no partial file under a final name, the old
// checkpoint kept when a save fails) and describe_file().
// SPDX-License-Identifier: GPL-3.0-or-later
#include <torch/torch.h>

#include <QtTest>

#include "support/checkpoint_samples.h"
#include "support/test_support.h"

#include "data/dataset.h"

#include "nn/config.h"
#include "nn/transformer.h"
#include "tokenizer/tokenizer.h"
#include "train/checkpoint.h"
#include "train/model_io.h"
#include "train/training_config.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <map>
#include <string>
#include <vector>

using namespace studio;
using namespace studio::test;

class TestCheckpointSave : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void saveLeavesNoTemporaryFile();
    void saveIntoMissingDirectoryThrows();
    void saveReplacesExistingCheckpoint();
    void failedSaveKeepsOldCheckpoint();
    void saveOntoDirectoryThrows();
    void describeFile_data();
    void describeFile();

private:
    CheckpointSamples s_;
};

void TestCheckpointSave::initTestCase() { s_.set_up(); }

// --- atomic saving ---

void TestCheckpointSave::saveLeavesNoTemporaryFile() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = s_.saved_file(dir, QStringLiteral("a.ckpt"));
    s_.saved_file(dir, QStringLiteral("b.ckpt"));
    train::save_checkpoint(s_.make_checkpoint(), path.toStdString());  // over an existing one
    QCOMPARE(tmp_files(dir.path()), QStringList());
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), (QStringList{"a.ckpt", "b.ckpt"}));
}

void TestCheckpointSave::saveIntoMissingDirectoryThrows() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString missing = dir.filePath(QStringLiteral("no/such/folder"));
    const QString path = missing + QStringLiteral("/model.ckpt");
    try {
        train::save_checkpoint(s_.make_checkpoint(), path.toStdString());
        QFAIL("saving into a missing folder succeeded");
    } catch (const train::CheckpointError& e) {
        QVERIFY2(contains(e.what(), path.toStdString()), e.what());
        QCOMPARE(QString::fromStdString(e.path()), path);
    }
    QVERIFY(!QFileInfo::exists(missing));
    QVERIFY(!QFileInfo::exists(path));
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList());
}

void TestCheckpointSave::saveReplacesExistingCheckpoint() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("last.ckpt"));
    // A first, larger checkpoint...
    train::save_checkpoint(s_.make_checkpoint(), path.toStdString());
    const qint64 first_size = QFileInfo(path).size();
    // ...replaced by a smaller one: nothing of the first may remain.
    train::Checkpoint smaller = s_.make_checkpoint();
    smaller.kind = "weights";
    smaller.optimizer.clear();
    smaller.optimizer_steps.clear();
    smaller.step = 7;
    smaller.history = {R"({"step":7})"};
    train::save_checkpoint(smaller, path.toStdString());
    QVERIFY(QFileInfo(path).size() < first_size);

    const QString reference = dir.filePath(QStringLiteral("reference.ckpt"));
    train::save_checkpoint(smaller, reference.toStdString());
    QCOMPARE(read_all(path), read_all(reference));
    const auto loaded = train::load_checkpoint(path.toStdString());
    QCOMPARE(loaded.step, int64_t(7));
    QCOMPARE(QString::fromStdString(loaded.kind), QStringLiteral("weights"));
    QVERIFY(loaded.optimizer.empty());
    QCOMPARE(tmp_files(dir.path()), QStringList());
}

void TestCheckpointSave::failedSaveKeepsOldCheckpoint() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = s_.saved_file(dir);
    const QByteArray before = read_all(path);

    // A tensor type the format cannot store makes the save fail.
    train::Checkpoint bad = s_.make_checkpoint();
    bad.step = 1;
    bad.optimizer.emplace_back("unstorable.int16", torch::zeros({4}, torch::kInt16));
    try {
        train::save_checkpoint(bad, path.toStdString());
        QFAIL("an int16 tensor was saved");
    } catch (const train::CheckpointError& e) {
        QVERIFY2(contains(e.what(), path.toStdString()), e.what());
        QVERIFY2(contains(e.what(), "unstorable.int16"), e.what());
    }
    QCOMPARE(read_all(path), before);
    QCOMPARE(train::load_checkpoint(path.toStdString()).step, int64_t(4321));
    QCOMPARE(tmp_files(dir.path()), QStringList());
}

void TestCheckpointSave::saveOntoDirectoryThrows() {
    // The final rename fails when the target is a (non-empty) folder: the
    // folder and its content stay, and no temporary file is left.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("occupied.ckpt"));
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("occupied.ckpt")));
    const QString inside = path + QStringLiteral("/keep.txt");
    QVERIFY(test::write_file(inside, QByteArray("keep me")));
    try {
        train::save_checkpoint(s_.make_checkpoint(), path.toStdString());
        QFAIL("saving over a folder succeeded");
    } catch (const train::CheckpointError& e) {
        QVERIFY2(contains(e.what(), path.toStdString()), e.what());
    }
    QVERIFY(QFileInfo(path).isDir());
    QCOMPARE(read_all(inside), QByteArray("keep me"));
    QCOMPARE(tmp_files(dir.path()), QStringList());
}

// --- describe_file ---

void TestCheckpointSave::describeFile_data() {
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("expected");
    QTest::newRow("ours") << "ours" << "Attention Studio checkpoint (training";
    QTest::newRow("ours, damaged") << "damaged" << "damaged Attention Studio checkpoint";
    // A newer program's file is no damaged one (it was described as such).
    QTest::newRow("ours, newer") << "newer" << "newer than this program reads";
    QTest::newRow("ours, cut after the magic") << "short" << "damaged Attention Studio checkpoint: truncated";
    QTest::newRow("zip") << "zip" << "PyTorch checkpoint (zip archive)";
    QTest::newRow("pickle") << "pickle" << "PyTorch checkpoint (legacy pickle)";
    QTest::newRow("gzip") << "gzip" << "gzip-compressed file";
    QTest::newRow("garbage") << "garbage" << "unknown file";
    QTest::newRow("empty") << "empty" << "unknown file";
    QTest::newRow("missing") << "missing" << "missing";
}

void TestCheckpointSave::describeFile() {
    QFETCH(QString, kind);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("file"));
    if (kind == QLatin1String("ours")) {
        train::save_checkpoint(s_.make_checkpoint(), path.toStdString());
    } else if (kind == QLatin1String("damaged")) {
        train::save_checkpoint(s_.make_checkpoint(), path.toStdString());
        QByteArray bytes = read_all(path);
        bytes[bytes.size() / 2] = char(bytes[bytes.size() / 2] ^ 1);
        QVERIFY(test::write_file(path, bytes));
    } else if (kind == QLatin1String("newer")) {
        train::save_checkpoint(s_.make_checkpoint(), path.toStdString());
        QByteArray bytes = read_all(path);
        bytes[16] = char(train::kCheckpointFormatVersion + 1);  // the version follows the 16-byte magic
        QVERIFY(test::write_file(path, bytes));
    } else if (kind == QLatin1String("short")) {
        train::save_checkpoint(s_.make_checkpoint(), path.toStdString());
        QVERIFY(test::write_file(path, read_all(path).left(18)));
    } else if (kind == QLatin1String("zip")) {
        QVERIFY(test::write_file(path, QByteArray("PK\x03\x04", 4) + QByteArray(64, 'x')));
    } else if (kind == QLatin1String("pickle")) {
        QVERIFY(test::write_file(path, QByteArray("\x80\x02}q\x00(X", 7)));
    } else if (kind == QLatin1String("gzip")) {
        QVERIFY(test::write_file(path, QByteArray("\x1f\x8b\x08\x00\x00\x00\x00\x00", 8) + QByteArray(32, '\x03')));
    } else if (kind == QLatin1String("garbage")) {
        QVERIFY(test::write_file(path, QByteArray("hello, this is just some text\n")));
    } else if (kind == QLatin1String("empty")) {
        QVERIFY(test::write_file(path, QByteArray()));
    }
    const std::string description = train::describe_file(path.toStdString());
    QVERIFY2(contains(description, expected.toStdString()), description.c_str());
    if (kind == QLatin1String("ours")) QVERIFY2(contains(description, "format version " + std::to_string(train::kCheckpointFormatVersion)), description.c_str());
    if (kind != QLatin1String("ours") && kind != QLatin1String("damaged") && kind != QLatin1String("missing") &&
        kind != QLatin1String("newer") && kind != QLatin1String("short")) {
        // Not ours: loading says so and repeats the description.
        try {
            train::load_checkpoint(path.toStdString());
            QFAIL("loaded a file that is not a checkpoint");
        } catch (const train::CheckpointError& e) {
            QVERIFY2(contains(e.what(), "not an Attention Studio checkpoint"), e.what());
        }
    }
}

QTEST_GUILESS_MAIN(TestCheckpointSave)
#include "tst_checkpoint_save.moc"
