// The application frame: Preferences (stored, checked, used by new runs),
// the window icon, the Edit menu, and the desktop entry.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app_settings.h"
#include "data/dataset.h"
#include "data_page.h"
#include "dataset_chooser.h"
#include "learn_demo.h"
#include "learn_page.h"
#include "main_window.h"
#include "preferences_dialog.h"
#include "train_page.h"

#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QPushButton>
#include <QMenuBar>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QStandardPaths>
#include <QPainter>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QThread>
#include <QTranslator>
#include <QtTest>

using namespace studio::app;

class TestAppShell : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void preferencesAreStoredAndUsed();
    void preferencesApplyToTheOpenWindow();
    void statusBarNamesTheRestoredDataset();
    void forgettingEmptiesTheOpenLists();
    void unusableRunsFolderIsRefused_data();
    void unusableRunsFolderIsRefused();
    void runsFolderIsStoredAbsolute();
    void recentListsAreBoundedAndForgotten();
    void languageIsStored_data();
    void languageIsStored();
    void windowHasItsIcon();
    void editMenuOffersPreferences();
    void menuMnemonicsAreApart_data();
    void menuMnemonicsAreApart();
    void desktopEntryOpensFiles();

private:
    QTemporaryDir tmp_;
};

void TestAppShell::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(tmp_.isValid());
}

void TestAppShell::init() { QSettings().clear(); }

void TestAppShell::preferencesAreStoredAndUsed() {
    QCOMPARE(runsFolder(), defaultRunsFolder());
    PreferencesDialog dialog;
    QCOMPARE(dialog.runsFolderEdit()->text(), defaultRunsFolder());
    const QString folder = tmp_.filePath("my runs/nested");
    dialog.runsFolderEdit()->setText(folder);
    // Not the Train page's own default (all cores), so that the page can be seen to take it.
    const int threads = QThread::idealThreadCount() + 1;
    dialog.threadsBox()->setValue(threads);
    QString error;
    QVERIFY2(dialog.save(&error), qPrintable(error));
    QCOMPARE(runsFolder(), folder);
    QVERIFY(QDir(folder).exists());  // created on the spot
    QCOMPARE(preferredThreads(), threads);
    // A new run goes into the chosen folder, with that many threads
    // (tst_gui starts one from the page and reads its checkpoint).
    MainWindow w;
    QVERIFY2(w.trainPage()->request().outDir.startsWith(folder + "/"), qPrintable(w.trainPage()->request().outDir));
    QCOMPARE(w.trainPage()->request().training.threads, threads);
}

// Preferences' OK applies to the window that is open (it did only to the
// next start): the Train page's threads, and the Learn page's demo stopped
// when "Train the built-in demo" is unchecked (it went on using every core).
void TestAppShell::preferencesApplyToTheOpenWindow() {
    MainWindow w;
    w.show();
    w.showPage(int(MainWindow::pageNames().indexOf(QStringLiteral("learn"))));
    QTRY_VERIFY_WITH_TIMEOUT(w.learnPage()->demo()->isRunning(), 20000);  // the demo trains, as by default
    setPreferredThreads(3);
    setLearnTrainsDemo(false);
    w.applyPreferences();
    QCOMPARE(w.trainPage()->request().training.threads, 3);
    QTRY_VERIFY_WITH_TIMEOUT(!w.learnPage()->demo()->isRunning(), 60000);
}

void TestAppShell::statusBarNamesTheRestoredDataset() {
    {
        MainWindow first;  // the first start: the numbers-de demo
        QVERIFY2(first.statusBar()->currentMessage().contains(QStringLiteral("number words")),
                 qPrintable(first.statusBar()->currentMessage()));
    }
    // Later starts: the dataset restored, not the first start's demo.
    studio::data::DatasetSpec reverse;
    reverse.demo = "reverse";
    QSettings().setValue(QStringLiteral("data/dataset"), QString::fromStdString(reverse.to_json()));
    MainWindow later;
    const QString message = later.statusBar()->currentMessage();
    QVERIFY2(message.contains(QStringLiteral("demo reverse")) && !message.contains(QStringLiteral("number words")),
             qPrintable(message));
}

void TestAppShell::forgettingEmptiesTheOpenLists() {
    studio::data::DatasetSpec dates;
    dates.demo = "dates";
    addRecentDataset(dates);
    MainWindow w;
    QCOMPARE(w.dataPage()->sourceChooser()->recent().size(), 1);
    // Preferences > Forget: the Data page's Recent list is emptied at once
    // (it kept the datasets until the next one was read).
    std::unique_ptr<PreferencesDialog> dialog(w.makePreferencesDialog());
    QSignalSpy forgotten(dialog.get(), &PreferencesDialog::recentForgotten);
    dialog->forgetRecentButton()->click();
    QCOMPARE(forgotten.size(), 1);
    QVERIFY(recentDatasets().isEmpty());
    QVERIFY(w.dataPage()->sourceChooser()->recent().isEmpty());
}

void TestAppShell::unusableRunsFolderIsRefused_data() {
    QTest::addColumn<QString>("folder");
    QTest::addColumn<QString>("message");
    QTest::newRow("empty") << QString() << "cannot be created";
    QTest::newRow("under a file") << "FILE/runs" << "cannot be created";
}

void TestAppShell::unusableRunsFolderIsRefused() {
    QFETCH(QString, folder);
    QFETCH(QString, message);
    QFile file(tmp_.filePath("a-file"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    folder.replace("FILE", tmp_.filePath("a-file"));
    PreferencesDialog dialog;
    dialog.runsFolderEdit()->setText(folder);
    QString error;
    QVERIFY(!dialog.save(&error));
    QVERIFY2(error.contains(message), qPrintable(error));
    QCOMPARE(runsFolder(), defaultRunsFolder());  // nothing stored
}

// A relative runs folder is stored absolute, "~" as the home folder (it
// was stored as typed: "runs" moved with the working folder).
void TestAppShell::runsFolderIsStoredAbsolute() {
    const QString before = QDir::currentPath();
    QVERIFY(QDir::setCurrent(tmp_.path()));
    PreferencesDialog dialog;
    dialog.runsFolderEdit()->setText(QStringLiteral("relative-runs"));
    QString error;
    QVERIFY2(dialog.save(&error), qPrintable(error));
    QDir::setCurrent(before);
    QCOMPARE(runsFolder(), QDir(tmp_.path()).absoluteFilePath(QStringLiteral("relative-runs")));
    QVERIFY(QDir::isAbsolutePath(runsFolder()));
    setRunsFolder(defaultRunsFolder());
}

void TestAppShell::recentListsAreBoundedAndForgotten() {
    for (int i = 0; i < kMaxRecent + 3; ++i) {
        studio::data::DatasetSpec spec;
        spec.demo = "task" + std::to_string(i);
        addRecentDataset(spec);
        addRecentCheckpoint(tmp_.filePath(QString("c%1.ckpt").arg(i)));
    }
    studio::data::DatasetSpec again;
    again.demo = "task" + std::to_string(kMaxRecent + 2);
    addRecentDataset(again);  // already first: not listed twice
    const auto datasets = recentDatasets();
    QCOMPARE(datasets.size(), kMaxRecent);
    QCOMPARE(datasets.first().demo, again.demo);
    QCOMPARE(datasets.last().demo, "task" + std::to_string(3));
    QCOMPARE(recentCheckpoints().size(), kMaxRecent);
    QCOMPARE(recentCheckpoints().first(), tmp_.filePath(QString("c%1.ckpt").arg(kMaxRecent + 2)));
    clearRecent();
    QVERIFY(recentDatasets().isEmpty());
    QVERIFY(recentCheckpoints().isEmpty());
}

void TestAppShell::languageIsStored_data() {
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QLocale::Language>("language");
    QTest::newRow("system") << QString() << "System language" << QLocale::system().language();
    QTest::newRow("English") << "en" << "English" << QLocale::English;
    QTest::newRow("German") << "de" << "Deutsch" << QLocale::German;
    QTest::newRow("Spanish") << "es" << QString::fromUtf8("Español") << QLocale::Spanish;
    QTest::newRow("Bengali") << "bn" << QString::fromUtf8("বাংলা") << QLocale::Bengali;
    QTest::newRow("no longer offered") << "xx" << QString() << QLocale::system().language();
}

void TestAppShell::languageIsStored() {
    QFETCH(QString, code);
    QFETCH(QString, name);
    QFETCH(QLocale::Language, language);
    PreferencesDialog dialog;
    QCOMPARE(dialog.languageBox()->currentIndex(), 0);  // the system's, until one is chosen
    QCOMPARE(dialog.languageBox()->count(), uiLanguages().size() + 1);
    if (name.isEmpty()) {
        setUiLanguage(code);  // e.g. stored by a later version
    } else {
        const int index = dialog.languageBox()->findData(code);
        QVERIFY(index >= 0);
        QCOMPARE(dialog.languageBox()->itemText(index), name);  // named in its own language
        dialog.languageBox()->setCurrentIndex(index);
        QString error;
        QVERIFY2(dialog.save(&error), qPrintable(error));
        QCOMPARE(uiLanguage(), code);
        QCOMPARE(PreferencesDialog().languageBox()->currentData().toString(), code);
    }
    QCOMPARE(uiLocale().language(), language);
}

void TestAppShell::windowHasItsIcon() {
    MainWindow w;
    // Drawn from the SVG by Qt's icon engine: a blank pixmap means the engine is missing.
    const QImage image = w.windowIcon().pixmap(64, 64).toImage().convertToFormat(QImage::Format_ARGB32_Premultiplied);
    QCOMPARE(image.size(), QSize(64, 64));
    int opaque = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) opaque += qAlpha(image.pixel(x, y)) > 0;
    QVERIFY2(opaque > 64 * 64 / 4, qPrintable(QString::number(opaque)));
    // And it is the application's icon, resources/attention-studio.svg, as
    // that file draws at this size (not some other picture).
    QSvgRenderer svg(QStringLiteral(STUDIO_SOURCE_DIR "/resources/attention-studio.svg"));
    QVERIFY(svg.isValid());
    QImage expected(64, 64, QImage::Format_ARGB32_Premultiplied);
    expected.fill(Qt::transparent);
    QPainter painter(&expected);
    svg.render(&painter);
    painter.end();
    // Compared premultiplied, as both were drawn.
    int differing = 0;
    for (int y = 0; y < 64; ++y)
        for (int x = 0; x < 64; ++x) {
            const QRgb a = reinterpret_cast<const QRgb*>(image.constScanLine(y))[x];
            const QRgb b = reinterpret_cast<const QRgb*>(expected.constScanLine(y))[x];
            differing += std::abs(qRed(a) - qRed(b)) > 8 || std::abs(qGreen(a) - qGreen(b)) > 8 ||
                         std::abs(qBlue(a) - qBlue(b)) > 8 || std::abs(qAlpha(a) - qAlpha(b)) > 8;
        }
    QVERIFY2(differing < 64 * 64 / 50, qPrintable(QString("%1 pixels differ").arg(differing)));
}

void TestAppShell::editMenuOffersPreferences() {
    MainWindow w;
    QAction* preferences = nullptr;
    for (QAction* menu : w.menuBar()->actions())
        for (QAction* a : menu->menu() ? menu->menu()->actions() : QList<QAction*>())
            if (a->menuRole() == QAction::PreferencesRole) preferences = a;
    QVERIFY(preferences);
    QVERIFY(preferences->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Comma)));
}

void TestAppShell::desktopEntryOpensFiles() {
    QFile file(QStringLiteral(STUDIO_SOURCE_DIR "/resources/attention-studio.desktop"));
    QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
    const QString text = QString::fromUtf8(file.readAll());
    QVERIFY(text.startsWith("[Desktop Entry]"));
    QVERIFY(text.contains("\nExec=attention-studio %f\n"));  // a checkpoint opened from a file manager
    QVERIFY(text.contains("\nIcon=attention-studio\n"));
    QVERIFY(QFile::exists(QStringLiteral(STUDIO_SOURCE_DIR "/resources/attention-studio.svg")));
}

// In every language the items of one menu have mnemonics of their own: two
// alike only move the highlight between them (German's &Lernen and &Läufe,
// Spanish's &Aprender and &Analizar did), and the menu bar's titles too.
void TestAppShell::menuMnemonicsAreApart_data() {
    QTest::addColumn<QString>("language");
    QTest::newRow("English") << QString();
    for (const char* code : {"de", "es", "bn"}) QTest::newRow(code) << QString::fromLatin1(code);
}

void TestAppShell::menuMnemonicsAreApart() {
    QFETCH(QString, language);
    QTranslator translator;
    if (!language.isEmpty()) {
        QVERIFY(translator.load(QStringLiteral(STUDIO_QM_DIR "/attention-studio_%1.qm").arg(language)));
        QCoreApplication::installTranslator(&translator);
    }
    auto mnemonic = [](const QString& text) {
        for (int i = 0; i + 1 < text.size(); ++i) {
            if (text[i] != QLatin1Char('&')) continue;
            if (text[i + 1] == QLatin1Char('&')) {
                ++i;
                continue;
            }
            return text[i + 1].toLower();
        }
        return QChar();
    };
    auto checkApart = [&](const QList<QAction*>& actions, const QString& where) {
        QMap<QChar, QString> seen;
        for (QAction* a : actions) {
            const QChar key = mnemonic(a->text());
            if (key.isNull()) continue;
            QVERIFY2(!seen.contains(key), qPrintable(QStringLiteral("%1: '%2' and '%3' share %4")
                                                         .arg(where, seen.value(key), a->text(), QString(key))));
            seen.insert(key, a->text());
        }
    };
    {
        MainWindow w;
        checkApart(w.menuBar()->actions(), QStringLiteral("menu bar"));
        for (QAction* top : w.menuBar()->actions())
            if (top->menu()) checkApart(top->menu()->actions(), top->text());
    }
    if (!language.isEmpty()) QCoreApplication::removeTranslator(&translator);
}

QTEST_MAIN(TestAppShell)
#include "tst_app_shell.moc"
