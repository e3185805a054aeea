// The desktop app started as a user or a script starts it, as a process:
// --translate with the shared trained model (the README's example) against
// the command-line tool's answer, --translate without a checkpoint, the
// interface language and number format chosen in Preferences, and where the
// SentencePiece plugin is looked for (ATTENTION_STUDIO_PLUGIN_DIR). Runs
// offscreen; every run has its own settings and data folders.
// SPDX-License-Identifier: GPL-3.0-or-later
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QLocale>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

#include <unistd.h>  // link()

namespace {

QString appPath() { return QStringLiteral(STUDIO_BIN_DIR "/attention-studio"); }
QString cliPath() { return QStringLiteral(STUDIO_BIN_DIR "/attention-studio-cli"); }
QString checkpoint() { return QStringLiteral(STUDIO_FIXTURE_DIR "/run/last.ckpt"); }
const QString kSentence = QStringLiteral("gnu owl pig");
const QString kPluginFile = QStringLiteral("libstudio_spm.so");  // model/tokenizer/tokenizer.cpp

struct Finished {
    int exitCode = -1;
    QString out, err;
};

Finished runProcess(const QString& program, const QStringList& args, const QProcessEnvironment& env,
                    const QByteArray& input = {}) {
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(program, args);
    if (!input.isEmpty()) p.write(input);
    p.closeWriteChannel();
    Finished f;
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
        f.err = QStringLiteral("timed out: ") + program + QLatin1Char(' ') + args.join(QLatin1Char(' '));
        return f;
    }
    f.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    f.out = QString::fromUtf8(p.readAllStandardOutput());
    f.err = QString::fromUtf8(p.readAllStandardError());
    return f;
}

// One line of the n-best list the app prints with --translate: rank,
// translation, log p, score (numbers as the page shows them).
struct Row {
    QString rank, text, logProb, score;
};

QList<Row> nbestRows(const QString& out) {
    QList<Row> rows;
    for (const QString& line : out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const QStringList cells = line.split(QLatin1Char('\t'));
        if (cells.size() == 4) rows.append({cells[0], cells[1], cells[2], cells[3]});
    }
    return rows;
}

}  // namespace

class TestAppCommandLine : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void translateShowsTheTranslation();
    void translateNeedsACheckpoint();
    void helpAndVersionNeedNoDisplay_data();
    void helpAndVersionNeedNoDisplay();
    void convertedFilesGoThroughTheirDialog_data();
    void convertedFilesGoThroughTheirDialog();
    void languageAndNumbersFollowPreferences_data();
    void languageAndNumbersFollowPreferences();
    void pluginFolder_data();
    void pluginFolder();

private:
    // A fresh settings and data folder; `language` stored as Preferences do.
    QProcessEnvironment environment(const QString& name, const QString& language = QStringLiteral("en"));

    QTemporaryDir tmp_;
};

void TestAppCommandLine::initTestCase() {
    QVERIFY(tmp_.isValid());
    QVERIFY2(QFile::exists(checkpoint()), qPrintable(checkpoint()));
    QVERIFY(QFile::exists(appPath()));
}

QProcessEnvironment TestAppCommandLine::environment(const QString& name, const QString& language) {
    const QString config = tmp_.filePath("config-" + name);
    QSettings settings(config + "/attention-studio/attention-studio.conf", QSettings::IniFormat);
    settings.setValue("interface/language", language);
    settings.setValue("learn/trainDemo", false);  // no background training behind the answer
    settings.sync();
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("QT_QPA_PLATFORM", "offscreen");
    env.insert("XDG_CONFIG_HOME", config);
    env.insert("XDG_DATA_HOME", tmp_.filePath("data-" + name));
    env.insert("OMP_NUM_THREADS", "1");
    env.remove("ATTENTION_STUDIO_PLUGIN_DIR");
    return env;
}

// The README's example: the Translate page's n-best list, printed, is the
// engine's answer as attention-studio-cli gives it (beam 4, alpha 0.6, the
// page's defaults), and the picture is written.
void TestAppCommandLine::translateShowsTheTranslation() {
    const QString png = tmp_.filePath("translate.png");
    const Finished app = runProcess(
        appPath(), {checkpoint(), "--page", "translate", "--translate", kSentence, "--screenshot", png},
        environment("translate"));
    QVERIFY2(app.exitCode == 0, qPrintable(app.err));
    const QList<Row> rows = nbestRows(app.out);
    QCOMPARE(rows.size(), 4);

    const Finished cli = runProcess(cliPath(), {"translate", "--checkpoint", checkpoint(), "--nbest", "4", "--threads", "1"},
                                    environment("cli"), (kSentence + "\n").toUtf8());
    QVERIFY2(cli.exitCode == 0, qPrintable(cli.err));
    const QStringList expected = cli.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(expected.size(), 4);
    const QLocale english(QLocale::English);
    for (int i = 0; i < 4; ++i) {
        const QStringList cells = expected[i].split(QLatin1Char('\t'));  // INDEX, SCORE, TEXT
        QCOMPARE(cells.size(), 3);
        QCOMPARE(rows[i].rank, QString::number(i + 1));
        QCOMPARE(rows[i].text, cells[2]);
        bool ok = false;
        const double score = english.toDouble(rows[i].score, &ok);
        QVERIFY2(ok, qPrintable(rows[i].score));
        QVERIFY2(std::abs(score - cells[1].toDouble()) < 2e-3, qPrintable(rows[i].score + " vs " + cells[1]));
    }
    QVERIFY(!rows[0].text.isEmpty());
    QVERIFY(!QImage(png).isNull());
}

void TestAppCommandLine::translateNeedsACheckpoint() {
    const QString png = tmp_.filePath("no-checkpoint.png");
    const Finished app =
        runProcess(appPath(), {"--translate", kSentence, "--screenshot", png}, environment("no-checkpoint"));
    QCOMPARE(app.exitCode, 2);
    QVERIFY2(app.err.contains("--translate needs a CHECKPOINT"), qPrintable(app.err));
    QVERIFY(app.out.isEmpty());
    QVERIFY(!QFile::exists(png));
    // "-h" as the sentence is no request for help: the same answer (it
    // returned 0 with neither help nor a window).
    const Finished dashH =
        runProcess(appPath(), {"--translate", "-h", "--screenshot", png}, environment("help-as-value"));
    QCOMPARE(dashH.exitCode, 2);
    QVERIFY2(dashH.err.contains("--translate needs a CHECKPOINT"), qPrintable(dashH.err));
}

void TestAppCommandLine::helpAndVersionNeedNoDisplay_data() {
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("answer");
    QTest::newRow("--help") << "--help" << "Learn, teach and inspect the Transformer.";
    QTest::newRow("-h") << "-h" << "--screenshot <file>";
    QTest::newRow("--version") << "--version" << "attention-studio ";  // name, then the version
}

// On a server or over ssh there is no window system: QApplication could not
// start ("could not connect to display", an abort), and --help with it.
void TestAppCommandLine::helpAndVersionNeedNoDisplay() {
    QFETCH(QString, option);
    QFETCH(QString, answer);
    QProcessEnvironment env = environment("no-display");
    for (const char* name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"}) env.remove(name);
    const Finished app = runProcess(appPath(), {option}, env);
    QVERIFY2(app.exitCode == 0, qPrintable(app.err));
    QVERIFY2(app.out.contains(answer), qPrintable(app.out));
}

void TestAppCommandLine::convertedFilesGoThroughTheirDialog_data() {
    QTest::addColumn<QString>("name");
    QTest::newRow("Hugging Face folder") << "opus-mt-xx";
    QTest::newRow("legacy PyTorch file") << "model.pt";
}

// `attention-studio FOLDER` (and a legacy pickle .pt) was opened as a
// checkpoint ("is a folder, not a checkpoint file"; "not an Attention Studio
// checkpoint") instead of going to its import dialog as File > Open does. A
// picture cannot show a dialog: --screenshot says how to convert it.
void TestAppCommandLine::convertedFilesGoThroughTheirDialog() {
    QFETCH(QString, name);
    const QString path = tmp_.filePath(name);
    if (name.endsWith(".pt")) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray("\x80\x02\x8a\x0a", 4));  // torch.save's legacy stream starts with a pickle
    } else {
        QVERIFY(QDir().mkpath(path));
        QFile config(path + "/config.json");
        QVERIFY(config.open(QIODevice::WriteOnly));
        config.write("{\"model_type\": \"marian\"}");
    }
    const QString png = tmp_.filePath("converted.png");
    const Finished app = runProcess(appPath(), {path, "--screenshot", png}, environment("converted"));
    QCOMPARE(app.exitCode, 2);
    QVERIFY2(app.err.contains("is converted into a checkpoint first"), qPrintable(app.err));
    QVERIFY(!QFile::exists(png));
}

void TestAppCommandLine::languageAndNumbersFollowPreferences_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("description");  // of --help: main.cpp's, translated
    QTest::newRow("English") << "en" << "Learn, teach and inspect the Transformer.";
    QTest::newRow("German") << "de" << "Den Transformer lernen, lehren und untersuchen.";
    QTest::newRow("Bengali") << "bn" << QString::fromUtf8("ট্রান্সফরমার শিখুন, শেখান এবং খুঁটিয়ে দেখুন।");
}

// The language stored in Preferences is loaded at start (the texts) and the
// default locale follows it (the numbers of the n-best list: decimal comma
// in German, Bengali digits in Bengali), for the same answer.
void TestAppCommandLine::languageAndNumbersFollowPreferences() {
    QFETCH(QString, language);
    QFETCH(QString, description);
    const QProcessEnvironment env = environment("language-" + language, language);
    const Finished help = runProcess(appPath(), {"--help"}, env);
    QCOMPARE(help.exitCode, 0);
    QVERIFY2(help.out.contains(description), qPrintable(help.out));

    const QString png = tmp_.filePath("language-" + language + ".png");
    const Finished app =
        runProcess(appPath(), {checkpoint(), "--page", "translate", "--translate", kSentence, "--screenshot", png}, env);
    QVERIFY2(app.exitCode == 0, qPrintable(app.err));
    const QList<Row> rows = nbestRows(app.out);
    QCOMPARE(rows.size(), 4);
    const QString logProb = rows[0].logProb;
    // Not written as C writes numbers (unless in English, which writes them alike)...
    bool ok = false;
    const double cValue = QLocale::c().toDouble(logProb, &ok);
    QCOMPARE(ok && logProb == QLocale::c().toString(cValue, 'f', 3), language == "en");
    // ...but as the language's locale does.
    const QLocale locale(language);
    const double value = locale.toDouble(logProb, &ok);
    QVERIFY2(ok, qPrintable(logProb));
    QVERIFY(value < 0.0);
    QCOMPARE(logProb, locale.toString(value, 'f', 3));
}

void TestAppCommandLine::pluginFolder_data() {
    QTest::addColumn<QString>("folder");  // ATTENTION_STUDIO_PLUGIN_DIR; "-": not set
    QTest::addColumn<bool>("loads");
    QTest::newRow("named folder") << STUDIO_BIN_DIR << true;
    QTest::newRow("wrong folder") << "WRONG" << false;
    QTest::newRow("not set") << "-" << false;
}

// The SentencePiece plugin (needed to open a model of ours) is looked for in
// ATTENTION_STUDIO_PLUGIN_DIR first. The app runs from a folder of its own
// here (a hard link: /proc/self/exe names it), so that the plugin next to
// the build's executables is not found by the fallback.
void TestAppCommandLine::pluginFolder() {
    QFETCH(QString, folder);
    QFETCH(bool, loads);
    const QString home = tmp_.filePath("plugin-test");
    const QString app = home + "/bin/attention-studio";
    if (!QFile::exists(app)) {
        QVERIFY(QDir().mkpath(home + "/bin"));
        if (::link(QFile::encodeName(appPath()).constData(), QFile::encodeName(app).constData()) != 0)
            QVERIFY(QFile::copy(appPath(), app));  // another file system: a copy does as well
    }
    QVERIFY(!QFile::exists(home + "/bin/" + kPluginFile));
    const QString wrong = home + "/no-plugin-here";
    QProcessEnvironment env = environment("plugin");
    if (folder == "WRONG") folder = wrong;
    if (folder != "-") env.insert("ATTENTION_STUDIO_PLUGIN_DIR", folder);
    // Not the install folder either: a plugin installed on this machine
    // (cmake --install) would be found there, and the failing rows skipped.
    env.insert("ATTENTION_STUDIO_PLUGIN_INSTALL_DIR", wrong);
    const QString png = tmp_.filePath("plugin.png");
    const Finished run =
        runProcess(app, {checkpoint(), "--page", "translate", "--translate", kSentence, "--screenshot", png}, env);
    if (loads) {
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(nbestRows(run.out).size(), 4);
        return;
    }
    // A clear error: what is missing, where it was looked for, what to set.
    QCOMPARE(run.exitCode, 1);
    QVERIFY(nbestRows(run.out).isEmpty());
    QVERIFY2(run.err.contains("cannot load the SentencePiece plugin " + kPluginFile), qPrintable(run.err));
    QVERIFY2(run.err.contains(home + "/bin/" + kPluginFile + " (not found)"), qPrintable(run.err));
    QVERIFY2(run.err.contains("Set ATTENTION_STUDIO_PLUGIN_DIR"), qPrintable(run.err));
    if (folder == wrong) QVERIFY2(run.err.contains(wrong + "/" + kPluginFile + " (not found)"), qPrintable(run.err));
}

QTEST_MAIN(TestAppCommandLine)
#include "tst_app_command_line.moc"
