// Replays a fuzz target's kept corpus and its crashers (tests/fuzz/corpus/
// and crashers/<target>/) through the target's entry point, one row a file:
// what once crashed, or found new code, stays tested in ordinary builds.
// Compiled once per target with its source (see CMakeLists.txt).
// SPDX-License-Identifier: GPL-3.0-or-later
#include <QDir>
#include <QFile>
#include <QtTest>

#include <cstddef>
#include <cstdint>
#include <utility>

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv);
extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);

class TestFuzzReplay : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY2(!QDir(QStringLiteral(STUDIO_FUZZ_CORPUS_DIR)).entryList(QDir::Files).isEmpty(),
                 "the kept corpus of " STUDIO_FUZZ_TARGET " is empty or missing");
        int argc = 0;
        char** argv = nullptr;
        QCOMPARE(LLVMFuzzerInitialize(&argc, &argv), 0);
    }

    void replay_data() {
        QTest::addColumn<QString>("file");
        const std::pair<const char*, const char*> dirs[] = {{"corpus", STUDIO_FUZZ_CORPUS_DIR},
                                                            {"crashers", STUDIO_FUZZ_CRASHERS_DIR}};
        for (const auto& [kind, dir] : dirs) {
            // A crashers folder exists only once something was found.
            const QDir d(QString::fromUtf8(dir));
            for (const QFileInfo& f : d.entryInfoList(QDir::Files, QDir::Name)) {
                const QString row = QLatin1String(kind) + QLatin1Char('/') + f.fileName();
                QTest::newRow(qPrintable(row)) << f.absoluteFilePath();
            }
        }
    }

    // An unexpected exception fails the row; a crash ends the test run.
    void replay() {
        QFETCH(QString, file);
        QFile f(file);
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(f.errorString()));
        const QByteArray bytes = f.readAll();
        QCOMPARE(LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t*>(bytes.constData()),
                                        static_cast<size_t>(bytes.size())),
                 0);
    }
};

QTEST_GUILESS_MAIN(TestFuzzReplay)
#include "tst_fuzz_replay.moc"
