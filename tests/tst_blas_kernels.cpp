// OpenBLAS's kernels in the programs (engine/blas_kernels.h): Debian's
// OpenBLAS gives a processor it does not know its generic Prescott kernels,
// and the programs then start again with the processor's; a kernel the user
// names, or the wish to keep OpenBLAS's choice, stands. The CLI is started
// as a process with OPENBLAS_VERBOSE=2, which reports the kernels once per
// start.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/test_support.h"

#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QtTest>

using namespace studio;

class TestBlasKernels : public QObject {
    Q_OBJECT

private slots:
    void genericBlasKernelsAreLeft();
    void startedThroughTheLoader();
};

namespace {

// The kernels OpenBLAS reported (OPENBLAS_VERBOSE=2), once per start of the program.
QStringList blasCores(const QByteArray& err) {
    QStringList cores;
    for (const QByteArray& line : err.split('\n'))
        if (line.startsWith("Core: ")) cores << QString::fromUtf8(line.mid(6)).trimmed();
    return cores;
}

}  // namespace

// Debian's OpenBLAS gives a processor it does not know (newer than the
// library) its generic Prescott kernels: half the speed here, and a fixture
// that reversed 169 of 200 sentences instead of 200. The programs start
// again with the processor's kernels; a kernel the user names stays.
void TestBlasKernels::genericBlasKernelsAreLeft() {
    QFile cpuinfo(QStringLiteral("/proc/cpuinfo"));
    QVERIFY(cpuinfo.open(QIODevice::ReadOnly));
    const QByteArray info = cpuinfo.readAll();
    const bool avx2 = info.contains(" avx2 ") || info.contains(" avx2\n");
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("OPENBLAS_VERBOSE", "2");
    env.remove("OPENBLAS_CORETYPE");
    env.remove("ATTENTION_STUDIO_KEEP_BLAS_KERNELS");
    const auto r = test::run_cli(env, {"--version"});
    QCOMPARE(r.exit_code, 0);
    const QStringList cores = blasCores(r.err);
    if (cores.isEmpty()) QSKIP("the BLAS here is not OpenBLAS");
    qInfo("OpenBLAS kernels, once per start: %s", qPrintable(cores.join(", ")));
    if (avx2) QVERIFY2(cores.last().compare("Prescott", Qt::CaseInsensitive) != 0, r.err.constData());
    QVERIFY(cores.size() <= 2);  // started again at most once
    // The user's choice stands, generic or not: one start.
    env.insert("OPENBLAS_CORETYPE", "Prescott");
    const auto chosen = test::run_cli(env, {"--version"});
    QCOMPARE(chosen.exit_code, 0);
    QCOMPARE(blasCores(chosen.err), QStringList{"Prescott"});
    // And so does the wish to measure the generic kernels.
    env.remove("OPENBLAS_CORETYPE");
    env.insert("ATTENTION_STUDIO_KEEP_BLAS_KERNELS", "1");
    QCOMPARE(blasCores(test::run_cli(env, {"--version"}).err).size(), 1);
}

// Started through the dynamic loader by hand (as valgrind or an emulator
// start it), /proc/self/exe is the loader: starting that again with the
// program's arguments ran the loader on them (`--version` printed ld.so's
// version). The program then keeps the kernels it has.
void TestBlasKernels::startedThroughTheLoader() {
    const QString loader = QStringLiteral("/lib64/ld-linux-x86-64.so.2");
    if (!QFile::exists(loader)) QSKIP("no /lib64/ld-linux-x86-64.so.2 here");
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove("OPENBLAS_CORETYPE");
    env.remove("ATTENTION_STUDIO_KEEP_BLAS_KERNELS");
    process.setProcessEnvironment(env);
    process.start(loader, {test::cli_path(), QStringLiteral("--version")});
    QVERIFY(process.waitForFinished(120000));
    QCOMPARE(process.exitCode(), 0);
    const QByteArray out = process.readAllStandardOutput();
    QVERIFY2(out.startsWith("attention-studio-cli "), out.constData());
}

QTEST_GUILESS_MAIN(TestBlasKernels)
#include "tst_blas_kernels.moc"
