// Datasets remembered across sessions: the recent list, the last dataset
// read again at the next start (or the demo when it cannot be), and the
// Train page and New experiment… waiting for that read. Every file is
// generated here. Runs offscreen.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data_page.h"
#include "dataset_chooser.h"
#include "dev_set_chooser.h"
#include "experiment_panel.h"
#include "main_window.h"
#include "support/data_page_waits.h"
#include "train_page.h"

#include <QFile>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>

using namespace studio;
using namespace studio::app;
using test::demoSpec;
using test::kDataWaitMs;
using test::readOnPage;

namespace {

// The Runs page's "New experiment…" button.
QPushButton* newExperimentButton(MainWindow& window) {
    for (QPushButton* b : window.experimentPanel()->findChildren<QPushButton*>())
        if (b->text() == QStringLiteral("New experiment…")) return b;
    qFatal("no New experiment… button");
}

}  // namespace

class TestDataRestore : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void recentDatasetsAreRemembered();
    void lastDatasetIsRestored();
    void unreadableLastDatasetFallsBackToTheDemo();
    void trainWaitsForTheLastSessionsDataset();

private:
    QString write(const QString& name, const QByteArray& content);
    QTemporaryDir tmp_;
};

void TestDataRestore::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);  // settings go to a test location
    QVERIFY(tmp_.isValid());
}

void TestDataRestore::init() { QSettings().clear(); }

QString TestDataRestore::write(const QString& name, const QByteArray& content) {
    const QString path = tmp_.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(path));
    file.write(content);
    return path;
}

void TestDataRestore::recentDatasetsAreRemembered() {
    data::DatasetSpec tsv;
    tsv.kind = data::DatasetKind::Tsv;
    tsv.path = write("recent.tsv", "one\teins\ntwo\tzwei\n").toStdString();
    {
        DataPage first;
        QVERIFY(readOnPage(first, tsv));
        QVERIFY(readOnPage(first, demoSpec("dates")));
        first.devSetChooser()->setShare(0.2);  // a demo follows the dev choice at once
        QTRY_VERIFY_WITH_TIMEOUT(!first.isLoading() && first.dataset().dev == data::DevSource::Share, kDataWaitMs);
        QCOMPARE(first.dataset().dev_share, 0.2);
    }
    DataPage second;  // a later session
    const QList<data::DatasetSpec> recent = second.sourceChooser()->recent();
    QCOMPARE(recent.size(), 3);  // newest first; the demo with its own dev set and with a share are two
    QCOMPARE(recent[0].dev, data::DevSource::Share);
    QCOMPARE(recent[1].demo, std::string("dates"));
    QVERIFY(recent[2] == tsv);
    QSignalSpy finished(&second, &DataPage::loadFinished);
    second.sourceChooser()->pickRecent(2);
    QVERIFY(finished.wait(kDataWaitMs));
    QVERIFY(second.dataset() == tsv);
    QCOMPARE(second.previewRows(), 2);
    QCOMPARE(second.sourceChooser()->recent().value(0).kind, data::DatasetKind::Tsv);  // picked again: newest
}

void TestDataRestore::lastDatasetIsRestored() {
    data::DatasetSpec jsonl;
    jsonl.kind = data::DatasetKind::Jsonl;
    jsonl.path = write("last.jsonl", "{\"en\": \"a\", \"de\": \"b\"}\n").toStdString();
    jsonl.src_lang = "en";
    jsonl.tgt_lang = "de";
    {
        DataPage first;
        QVERIFY(readOnPage(first, jsonl));
    }
    DataPage second;
    QSignalSpy changed(&second, &DataPage::datasetChanged);
    second.restoreLastDataset();
    QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 1, kDataWaitMs);
    QVERIFY(changed.first().at(0).value<data::DatasetSpec>() == jsonl);
    QCOMPARE(second.previewRows(), 1);
}

void TestDataRestore::unreadableLastDatasetFallsBackToTheDemo() {
    const QString gone = write("gone.tsv", "a\tb\n");
    data::DatasetSpec tsv;
    tsv.kind = data::DatasetKind::Tsv;
    tsv.path = gone.toStdString();
    {
        DataPage first;
        QVERIFY(readOnPage(first, tsv));
    }
    QVERIFY(QFile::remove(gone));
    DataPage second;
    QSignalSpy changed(&second, &DataPage::datasetChanged);
    second.restoreLastDataset();
    QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 1, kDataWaitMs);
    QCOMPARE(changed.first().at(0).value<data::DatasetSpec>().demo, std::string("numbers-de"));
    QCOMPARE(second.dataset().kind, data::DatasetKind::Demo);
    QVERIFY2(second.errorText().contains("gone.tsv"), qPrintable(second.errorText()));  // says why
}

// At a start that restores the last session's data, the Train page waits
// for it to be read (Train pressed meanwhile trained on the numbers-de demo,
// the page's dataset until then), and the status bar says what came of it:
// read, or not read again (the demo shown instead). A remembered demo this
// version does not have is the numbers-de demo, said as such.
void TestDataRestore::trainWaitsForTheLastSessionsDataset() {
    const QString path = write("restored.tsv", "a b\tc d\n");
    data::DatasetSpec tsv;
    tsv.kind = data::DatasetKind::Tsv;
    tsv.path = path.toStdString();
    {
        DataPage first;
        QVERIFY(readOnPage(first, tsv));
    }
    for (const bool gone : {false, true}) {
        if (gone) QVERIFY(QFile::remove(path));
        MainWindow window;
        QPushButton* train = window.trainPage()->startButton();
        QPushButton* experiment = newExperimentButton(window);
        QVERIFY(!train->isEnabled());  // the read is on a pool thread: not done before the event loop runs
        QVERIFY(train->toolTip().contains(QStringLiteral("restored.tsv")));
        QVERIFY(!experiment->isEnabled());  // a preset base would train on the demo shown meanwhile
        QVERIFY(experiment->toolTip().contains(QStringLiteral("restored.tsv")));
        QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("Reading the dataset of the last session")),
                 qPrintable(window.statusBar()->currentMessage()));
        QTRY_VERIFY_WITH_TIMEOUT(train->isEnabled(), kDataWaitMs);
        QVERIFY(experiment->isEnabled());
        QVERIFY(!experiment->toolTip().contains(QStringLiteral("restored.tsv")));
        const QString said = window.statusBar()->currentMessage();
        if (gone) {
            QVERIFY2(said.contains(QStringLiteral("could not be read again")), qPrintable(said));
            QCOMPARE(window.trainPage()->request().dataset.demo, std::string("numbers-de"));
        } else {
            QVERIFY2(said.contains(QStringLiteral("as last time")), qPrintable(said));
            QVERIFY(window.trainPage()->request().dataset == tsv);
        }
    }
    {
        // Another dataset chosen while the last session's is read: Train
        // goes by the new choice, and nothing says "as last time".
        QVERIFY(!write("restored.tsv", "a b\tc d\n").isEmpty());
        DataPage first;
        QVERIFY(readOnPage(first, tsv));
    }
    {
        MainWindow window;
        QVERIFY(!window.trainPage()->startButton()->isEnabled());
        window.dataPage()->setDemoTask("dates");
        QVERIFY(window.trainPage()->startButton()->isEnabled());
        QVERIFY(newExperimentButton(window)->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(window.trainPage()->request().dataset.demo == "dates", kDataWaitMs);
        QVERIFY2(!window.statusBar()->currentMessage().contains(QStringLiteral("as last time")),
                 qPrintable(window.statusBar()->currentMessage()));
    }
    data::DatasetSpec renamed;  // a demo of another version
    renamed.demo = "no-such-demo";
    QSettings().setValue(QStringLiteral("data/dataset"), QString::fromStdString(renamed.to_json()));
    MainWindow window;
    QVERIFY(window.trainPage()->startButton()->isEnabled());
    QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("Built-in demo")),
             qPrintable(window.statusBar()->currentMessage()));
    QSignalSpy changed(window.dataPage(), &DataPage::datasetChanged);
    QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 1, kDataWaitMs);
    QCOMPARE(window.trainPage()->request().dataset.demo, std::string("numbers-de"));
    QSettings().remove(QStringLiteral("data/dataset"));  // the later tests start as a first launch
}

QTEST_MAIN(TestDataRestore)
#include "tst_data_restore.moc"
