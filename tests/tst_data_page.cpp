// The Data page: demo tasks, line-aligned files, TSV with chosen columns and
// JSON Lines with language keys are read off the GUI thread and previewed;
// bad input shows the engine's message while the previous dataset stays; the
// dev choice; the tokenizer trained in the background; the length histogram.
// (Datasets remembered across sessions: tst_data_restore.) Every file is
// generated here. Runs offscreen.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data_page.h"
#include "dataset_chooser.h"
#include "dev_set_chooser.h"
#include "length_histogram.h"
#include "main_window.h"
#include "pair_table_model.h"
#include "support/child_processes.h"
#include "support/data_page_waits.h"
#include "tokenizer_panel.h"
#include "train_page.h"

#include "data/dataset.h"
#include "data/dev_split.h"
#include "tokenizer/tokenizer.h"

#include <QDir>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <qcustomplot.h>

using namespace studio;
using namespace studio::app;

namespace {

constexpr int kWaitMs = test::kDataWaitMs;
using test::demoSpec;
using test::readOnPage;

// Sentences of a few words that differ from line to line.
QByteArray numberedLines(const char* language, int count, int first = 0) {
    static const char* const english[] = {"the red cat", "a small dog", "my old house", "this green tree"};
    static const char* const german[] = {"die rote katze", "ein kleiner hund", "mein altes haus", "dieser gruene baum"};
    const char* const* words = QByteArray(language) == "de" ? german : english;
    QByteArray text;
    for (int i = first; i < first + count; ++i) text += QByteArray(words[i % 4]) + " " + QByteArray::number(i) + "\n";
    return text;
}

// The sum of a bar series' values: the number of sentences it counts.
int barTotal(const QCPBars* bars) {
    double total = 0;
    for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it) total += it->value;
    return int(total);
}

data::DatasetSpec alignedSpec(const QString& source, const QString& target) {
    data::DatasetSpec spec;
    spec.kind = data::DatasetKind::Aligned;
    spec.path = source.toStdString();
    spec.tgt_path = target.toStdString();
    return spec;
}

// With STUDIO_DATA_SCREENSHOTS set to a folder, renders the page there as
// NAME.png, to look at the layout (offscreen, at the main window's page size).
void saveScreenshot(DataPage& page, const QString& name) {
    const QString folder = qEnvironmentVariable("STUDIO_DATA_SCREENSHOTS");
    if (folder.isEmpty()) return;
    page.resize(1060, 780);
    page.show();
    QCoreApplication::processEvents();
    page.grab().save(QDir(folder).filePath(name + ".png"));
}

}  // namespace

class TestDataPage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void demoTaskIsPreviewed_data();
    void demoTaskIsPreviewed();
    void trainPageFollowsTheDataPage();
    void filesAreRead_data();
    void filesAreRead();
    void badInputKeepsThePreviousDataset_data();
    void badInputKeepsThePreviousDataset();
    void largeCorpusStaysFast();
    void editedFilesWaitForRead();
    void typedRelativePathsAreMadeAbsolute();
    void devChoice_data();
    void devChoice();
    void tokenizerTrainsInTheBackground();
    void tokenizerTrainingCanBeStopped();

private:
    QString write(const QString& name, const QByteArray& content);
    // STEM.en and STEM.de with `pairs` numbered lines each.
    data::DatasetSpec alignedCorpus(const QString& stem, int pairs);
    QTemporaryDir tmp_;
};

void TestDataPage::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);  // settings go to a test location
    QVERIFY(tmp_.isValid());
}

void TestDataPage::init() { QSettings().clear(); }

QString TestDataPage::write(const QString& name, const QByteArray& content) {
    const QString path = tmp_.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(path));
    file.write(content);
    return path;
}

data::DatasetSpec TestDataPage::alignedCorpus(const QString& stem, int pairs) {
    const QString source = write(stem + ".en", numberedLines("en", pairs));
    return alignedSpec(source, write(stem + ".de", numberedLines("de", pairs)));
}

void TestDataPage::demoTaskIsPreviewed_data() {
    QTest::addColumn<QString>("task");
    QTest::addColumn<int>("rows");
    QTest::newRow("numbers-de") << "numbers-de" << 30000;
    QTest::newRow("dates") << "dates" << 20000;
    QTest::newRow("reverse") << "reverse" << 4000;
}

void TestDataPage::demoTaskIsPreviewed() {
    QFETCH(QString, task);
    QFETCH(int, rows);
    DataPage page;
    QSignalSpy changed(&page, &DataPage::datasetChanged);
    page.setDemoTask(task);
    QVERIFY(page.isLoading());  // read on a pool thread, not in setDemoTask()
    QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 1, kWaitMs);
    QCOMPARE(page.previewRows(), rows);
    QCOMPARE(page.demoTask(), task);
    const auto spec = changed.first().at(0).value<data::DatasetSpec>();
    QCOMPARE(QString::fromStdString(spec.demo), task);
    QVERIFY(changed.first().at(1).toByteArray().isEmpty());  // no tokenizer trained for it yet
    // One bar series per side, each counting every pair once, in words.
    const LengthHistogram* histogram = page.lengthHistogram();
    QCOMPARE(histogram->plot()->plottableCount(), 2);
    QCOMPARE(barTotal(histogram->sourceBars()), rows);
    QCOMPARE(barTotal(histogram->targetBars()), rows);
    QCOMPARE(histogram->unit(), LengthUnit::Words);
    QVERIFY(histogram->plot()->xAxis->label().contains("words"));
}

void TestDataPage::trainPageFollowsTheDataPage() {
    MainWindow window;
    QSignalSpy changed(window.dataPage(), &DataPage::datasetChanged);
    QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 1, kWaitMs);  // the first launch's numbers-de demo
    QCOMPARE(window.trainPage()->request().dataset.demo, std::string("numbers-de"));
    window.dataPage()->setDemoTask("dates");
    QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 2, kWaitMs);
    QCOMPARE(window.trainPage()->request().dataset.demo, std::string("dates"));
}

void TestDataPage::filesAreRead_data() {
    QTest::addColumn<data::DatasetSpec>("spec");
    QTest::addColumn<int>("rows");
    QTest::addColumn<QString>("firstSource");
    QTest::addColumn<QString>("lastTarget");
    QTest::addColumn<QString>("counts");

    QTest::newRow("aligned") << alignedCorpus("a", 50)
                             << 50 << "the red cat 0" << "ein kleiner hund 49" << "50</b> training pairs";

    data::DatasetSpec tsv;
    tsv.kind = data::DatasetKind::Tsv;
    tsv.path = write("tatoeba.tsv", "1\tI see.\t77\tIch sehe.\n2\tHello!\t78\tHallo!\n3\tBye.\t79\t\n"
                                    "4\tThanks.\t80\tDanke.\n")
                   .toStdString();
    tsv.src_column = 2;
    tsv.tgt_column = 4;
    QTest::newRow("tsv columns 2,4") << tsv << 3 << "I see." << "Danke." << "1 skipped because a side is empty";

    data::DatasetSpec jsonl;
    jsonl.kind = data::DatasetKind::Jsonl;
    jsonl.path = write("wmt.jsonl", R"({"translation": {"de": "Guten Morgen", "en": "Good morning"}}
{"translation": {"de": "Gute Nacht", "en": "Good night"}}
)")
                     .toStdString();
    jsonl.src_lang = "en";
    jsonl.tgt_lang = "de";
    QTest::newRow("jsonl en-de") << jsonl << 2 << "Good morning" << "Gute Nacht" << "2</b> training pairs";
    jsonl.src_lang = "de";
    jsonl.tgt_lang = "en";
    QTest::newRow("jsonl de-en") << jsonl << 2 << "Guten Morgen" << "Good night" << "from 2 records";
}

void TestDataPage::filesAreRead() {
    QFETCH(data::DatasetSpec, spec);
    QFETCH(int, rows);
    QFETCH(QString, firstSource);
    QFETCH(QString, lastTarget);
    QFETCH(QString, counts);
    DataPage page;
    QSignalSpy changed(&page, &DataPage::datasetChanged);
    QVERIFY(readOnPage(page, spec));
    QCOMPARE(changed.count(), 1);
    QVERIFY(changed.first().at(0).value<data::DatasetSpec>() == spec);
    QVERIFY(page.dataset() == spec);
    QCOMPARE(page.sourceChooser()->spec().kind, spec.kind);  // the form shows what was read
    QCOMPARE(page.previewRows(), rows);
    const PairTableModel* model = page.pairModel();
    QCOMPARE(model->data(model->index(0, 0)).toString(), firstSource);
    QCOMPARE(model->data(model->index(rows - 1, 1)).toString(), lastTarget);
    bool countsShown = false;
    for (const QLabel* label : page.findChildren<QLabel*>()) countsShown |= label->text().contains(counts);
    QVERIFY2(countsShown, qPrintable(counts));
    QVERIFY(page.errorText().isEmpty());
    QCOMPARE(barTotal(page.lengthHistogram()->sourceBars()), rows);
}

void TestDataPage::badInputKeepsThePreviousDataset_data() {
    QTest::addColumn<data::DatasetSpec>("spec");
    QTest::addColumn<QString>("where");  // file (and line) the message must name
    QTest::addColumn<QString>("what");

    const QString good = write("good.en", numberedLines("en", 5));
    QTest::newRow("mismatched line counts") << alignedSpec(good, write("short.de", numberedLines("de", 4)))
                                            << "good.en: has 5 lines" << "short.de has 4 lines";
    QTest::newRow("invalid UTF-8") << alignedSpec(good, write("latin1.de", "eins\nf\xfcnf\nzwei\nx\ny\n"))
                                   << "latin1.de:2:" << "invalid UTF-8";
    const QString png = write("image.png", QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16));
    QTest::newRow("binary file") << alignedSpec(png, good)
                                 << "image.png:" << "NUL byte";
    QTest::newRow("missing file") << alignedSpec(tmp_.filePath("nowhere.en"), good) << "nowhere.en:" << "cannot open";
    // CR alone ends no line: read as text, five pairs were one.
    QTest::newRow("old Mac line endings") << alignedSpec(write("mac.en", numberedLines("en", 5).replace('\n', '\r')), good)
                                          << "mac.en:1:" << "old Mac line endings";

    data::DatasetSpec tsv;
    tsv.kind = data::DatasetKind::Tsv;
    tsv.path = write("short.tsv", "1\ta\t2\tb\n3\tc\t4\td\n5\te\n").toStdString();
    tsv.src_column = 2;
    tsv.tgt_column = 4;
    QTest::newRow("tsv row with too few columns") << tsv << "short.tsv:3:" << "column 4 is needed";

    data::DatasetSpec jsonl;
    jsonl.kind = data::DatasetKind::Jsonl;
    jsonl.path = write("nokey.jsonl", "{\"en\": \"yes\", \"de\": \"ja\"}\n"
                                      "{\"en\": \"no\", \"fr\": \"non\"}\n")
                     .toStdString();
    jsonl.src_lang = "en";
    jsonl.tgt_lang = "de";
    QTest::newRow("jsonl line without the key") << jsonl << "nokey.jsonl:2:" << "\"de\" is missing";
}

void TestDataPage::badInputKeepsThePreviousDataset() {
    QFETCH(data::DatasetSpec, spec);
    QFETCH(QString, where);
    QFETCH(QString, what);
    DataPage page;
    const data::DatasetSpec good = alignedCorpus("prev", 7);
    QVERIFY(readOnPage(page, good));

    QSignalSpy changed(&page, &DataPage::datasetChanged);
    QVERIFY(!readOnPage(page, spec));
    QCOMPARE(changed.count(), 0);
    QVERIFY2(page.errorText().contains(where), qPrintable(page.errorText()));
    QVERIFY2(page.errorText().contains(what), qPrintable(page.errorText()));
    const auto* banner = page.findChild<QLabel*>("dataError");
    QVERIFY(banner && !banner->isHidden());
    QVERIFY(banner->text().contains(what.toHtmlEscaped()));
    saveScreenshot(page, QStringLiteral("error-") + QTest::currentDataTag());
    // The previous dataset stays in effect, and the page goes on working.
    QVERIFY(page.dataset() == good);
    QCOMPARE(page.previewRows(), 7);
    QVERIFY(page.isEnabled());
    QVERIFY(readOnPage(page, demoSpec("reverse")));
    QCOMPARE(changed.count(), 1);
    QVERIFY(banner->isHidden());
    QVERIFY(page.errorText().isEmpty());
}

void TestDataPage::largeCorpusStaysFast() {
    // The model shares the pairs: setting 200 000 of them copies nothing.
    constexpr int kPairs = 200000;
    auto pairs = std::make_shared<std::vector<data::SentencePair>>();
    for (int i = 0; i < kPairs; ++i) pairs->push_back({"source " + std::to_string(i), "target " + std::to_string(i)});
    PairTableModel model;
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    model.setPairs(pairs);
    QCOMPARE(reset.count(), 1);
    QCOMPARE(model.rowCount(), kPairs);
    QCOMPARE(model.columnCount(), 2);
    QCOMPARE(model.data(model.index(kPairs - 1, 1)).toString(), QString("target 199999"));
    QCOMPARE(model.headerData(kPairs - 1, Qt::Vertical).toInt(), kPairs);
    QVERIFY(!model.data(model.index(kPairs, 0)).isValid());
    // A line of megabytes is shown cut (whole, every repaint and tooltip
    // took seconds on the GUI thread); the pair itself stays whole.
    auto huge = std::make_shared<std::vector<data::SentencePair>>();
    huge->push_back({std::string(4 << 20, 'x') + "\xC3\xA4", "kurz"});
    huge->push_back({std::string(999, 'a') + "\xC3\xA4" + std::string(10, 'b'), "ok"});  // cut inside "ä"
    model.setPairs(huge);
    const QString shown = model.data(model.index(0, 0)).toString();
    QCOMPARE(shown.size(), qsizetype(PairTableModel::kShownBytes + 1));
    QVERIFY(shown.endsWith(QChar(0x2026)));
    const QString tip = model.data(model.index(0, 0), Qt::ToolTipRole).toString();
    QVERIFY(tip.size() < qsizetype(PairTableModel::kTipBytes + 100));
    QVERIFY2(tip.contains(QLocale().toString(qint64((4 << 20) + 2))), qPrintable(tip.right(60)));
    QCOMPARE(model.data(model.index(0, 1)).toString(), QString("kurz"));
    QCOMPARE(huge->front().src.size(), size_t((4 << 20) + 2));
    QCOMPARE(model.data(model.index(1, 0)).toString(), QString(999, 'a') + QChar(0x2026));  // never half a character

    // The same size read from files through the page.
    DataPage page;
    const data::DatasetSpec spec = alignedCorpus("big", kPairs);
    QVERIFY(readOnPage(page, spec));
    QCOMPARE(page.previewRows(), kPairs);
    QCOMPARE(page.pairModel()->data(page.pairModel()->index(kPairs - 1, 1)).toString(),
             QString("dieser gruene baum 199999"));
    // The histogram counts the pairs a run trains on: 1 % (at most 1000)
    // is held out as its dev set.
    QCOMPARE(barTotal(page.lengthHistogram()->targetBars()), kPairs - 1000);
    saveScreenshot(page, QStringLiteral("large"));
}

void TestDataPage::editedFilesWaitForRead() {
    DataPage page;
    QVERIFY(readOnPage(page, demoSpec("reverse")));
    // Typing a path reads nothing until Read data; the demo stays in effect.
    data::DatasetSpec tsv;
    tsv.kind = data::DatasetKind::Tsv;
    tsv.path = write("typed.tsv", "a\tb\nc\td\n").toStdString();
    page.sourceChooser()->setSpec(tsv);
    emit page.sourceChooser()->edited();
    QVERIFY(!page.isLoading());
    QCOMPARE(page.dataset().demo, std::string("reverse"));
    QSignalSpy finished(&page, &DataPage::loadFinished);
    page.sourceChooser()->readButton()->click();
    QVERIFY(finished.wait(kWaitMs));
    QVERIFY(page.dataset() == tsv);
    QCOMPARE(page.previewRows(), 2);
}

// A path typed relative to the working folder is kept absolute: it is
// remembered for the next session and written into checkpoints, which a
// session started elsewhere could not read.
void TestDataPage::typedRelativePathsAreMadeAbsolute() {
    write("relative.tsv", "a\tb\nc\td\n");
    const QString before = QDir::currentPath();
    QVERIFY(QDir::setCurrent(tmp_.path()));
    DataPage page;
    data::DatasetSpec tsv;
    tsv.kind = data::DatasetKind::Tsv;
    tsv.path = "relative.tsv";
    page.sourceChooser()->setSpec(tsv);
    QSignalSpy finished(&page, &DataPage::loadFinished);
    page.sourceChooser()->readButton()->click();
    const bool read = finished.wait(kWaitMs);
    QDir::setCurrent(before);
    QVERIFY(read);
    QCOMPARE(QString::fromStdString(page.dataset().path), QDir(tmp_.path()).filePath("relative.tsv"));
    QCOMPARE(page.previewRows(), 2);
}

void TestDataPage::devChoice_data() {
    QTest::addColumn<data::DatasetSpec>("spec");
    QTest::addColumn<QString>("counts");
    QTest::addColumn<int>("trained");  // the pairs the histogram counts: those a run trains on

    const data::DatasetSpec aligned = alignedCorpus("d", 400);
    QTest::newRow("files, default: 1 % held out") << aligned << "<b>4</b> of them held out" << 396;

    data::DatasetSpec share = aligned;
    share.dev = data::DevSource::Share;
    share.dev_share = 0.1;
    QTest::newRow("files, 10 % held out") << share << "<b>40</b> of them held out" << 360;

    data::DatasetSpec files = aligned;
    files.dev = data::DevSource::Files;
    files.dev_path = write("dev.en", numberedLines("en", 12, 1000)).toStdString();
    files.dev_tgt_path = write("dev.de", numberedLines("de", 12, 1000)).toStdString();
    QTest::newRow("aligned dev files") << files << "<b>12</b> dev pairs from dev.en" << 400;

    data::DatasetSpec tsv;
    tsv.kind = data::DatasetKind::Tsv;
    tsv.path = write("train3.tsv", "x\ta\tA\nx\tb\tB\nx\tc\tC\n").toStdString();
    tsv.src_column = 2;
    tsv.tgt_column = 3;
    tsv.dev = data::DevSource::Files;
    tsv.dev_path = write("dev3.tsv", "x\td\tD\nx\te\tE\n").toStdString();
    QTest::newRow("tsv dev file, same columns") << tsv << "<b>2</b> dev pairs from dev3.tsv" << 3;

    data::DatasetSpec demoShare = demoSpec("reverse");
    demoShare.dev = data::DevSource::Share;
    demoShare.dev_share = 0.05;
    QTest::newRow("demo, 5 % held out") << demoShare << "<b>200</b> of them held out" << 3800;
    QTest::newRow("demo's own") << demoSpec("reverse") << "<b>200</b> dev pairs, the demo's own" << 4000;
}

void TestDataPage::devChoice() {
    QFETCH(data::DatasetSpec, spec);
    QFETCH(QString, counts);
    QFETCH(int, trained);
    DataPage page;
    QVERIFY(readOnPage(page, spec));
    QVERIFY(page.dataset() == spec);
    data::DatasetSpec fromForm = page.sourceChooser()->spec();
    page.devSetChooser()->applyTo(fromForm);
    QVERIFY2(fromForm == spec, fromForm.to_json().c_str());  // the form shows the choice
    bool countsShown = false;
    for (const QLabel* label : page.findChildren<QLabel*>()) countsShown |= label->text().contains(counts);
    QVERIFY2(countsShown, qPrintable(counts));
    QCOMPARE(barTotal(page.lengthHistogram()->sourceBars()), trained);
    QCOMPARE(barTotal(page.lengthHistogram()->targetBars()), trained);
}

// "Stop" ends SentencePiece's training process (held here until it is
// killed, so only the Stop can end it): nothing is kept, the button trains again.
void TestDataPage::tokenizerTrainingCanBeStopped() {
    DataPage page;
    QVERIFY(readOnPage(page, alignedCorpus("stop", 300)));
    TokenizerPanel* panel = page.tokenizerPanel();
    panel->setVocabSize(60);
    struct Hold {
        Hold() { qputenv("ATTENTION_STUDIO_SPM_TRAIN_HOLD", "1"); }
        ~Hold() { qunsetenv("ATTENTION_STUDIO_SPM_TRAIN_HOLD"); }
    } hold;
    QSignalSpy finished(panel, &TokenizerPanel::trainingFinished);
    panel->trainButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(!studio::test::tokenizerTrainingProcesses().isEmpty(), kWaitMs);
    QVERIFY(panel->isTraining());
    saveScreenshot(page, "tokenizer-training");
    panel->trainButton()->click();  // "Stop"
    QVERIFY(!panel->trainButton()->isEnabled());  // pressed once: the end is on its way
    QVERIFY(finished.wait(kWaitMs));
    QCOMPARE(finished.first().at(0).toBool(), false);
    QVERIFY(!panel->isTraining());
    QVERIFY(studio::test::tokenizerTrainingProcesses().isEmpty());
    QVERIFY(page.tokenizerModel().isEmpty());
    QVERIFY(panel->trainButton()->isEnabled());
    QCOMPARE(panel->trainButton()->text(), TokenizerPanel::tr("&Train tokenizer"));
}

void TestDataPage::tokenizerTrainsInTheBackground() {
    DataPage page;
    const data::DatasetSpec spec = alignedCorpus("tok", 300);
    QVERIFY(readOnPage(page, spec));
    TokenizerPanel* panel = page.tokenizerPanel();
    QVERIFY(page.tokenizerModel().isEmpty());
    QVERIFY(panel->samplePieces().isEmpty());
    panel->setVocabSize(60);
    panel->setSampleText("the red cat 12");

    QSignalSpy changed(&page, &DataPage::datasetChanged);
    QSignalSpy finished(panel, &TokenizerPanel::trainingFinished);
    panel->trainButton()->click();
    QVERIFY(panel->isTraining());  // the click returned before training ended
    QCOMPARE(panel->trainButton()->text(), TokenizerPanel::tr("S&top"));  // while it trains, the button ends it
    QVERIFY(finished.wait(kWaitMs));
    QCOMPARE(finished.first().at(0).toBool(), true);
    QVERIFY(panel->trainButton()->isEnabled());
    QCOMPARE(panel->trainButton()->text(), TokenizerPanel::tr("&Train tokenizer"));

    // The Train page gets the model with the dataset.
    QCOMPARE(changed.count(), 1);
    const QByteArray model = changed.first().at(1).toByteArray();
    QVERIFY(!model.isEmpty());
    QCOMPARE(page.tokenizerModel(), model);
    QVERIFY(changed.first().at(0).value<data::DatasetSpec>() == spec);

    // The sample is shown split exactly as the tokenizer splits it.
    const auto tokenizer = tok::Tokenizer::from_bytes(model.toStdString());
    QVERIFY(tokenizer.vocab_size() <= 60);
    QCOMPARE(panel->trainedVocabSize(), int(tokenizer.vocab_size()));
    QStringList expectedPieces;
    for (const std::string& piece : tokenizer.pieces("the red cat 12")) expectedPieces << QString::fromStdString(piece);
    QList<qint64> expectedIds;
    for (const int64_t id : tokenizer.encode_source("the red cat 12")) expectedIds << id;
    QVERIFY(expectedPieces.size() > 1);
    QCOMPARE(panel->samplePieces(), expectedPieces);
    QCOMPARE(panel->sampleIds(), expectedIds);
    panel->setSampleText("a small dog");
    QCOMPARE(panel->samplePieces().join(QString()).remove(QChar(0x2581)), QString("asmalldog"));

    // The histogram now counts tokens of that tokenizer.
    const LengthHistogram* histogram = page.lengthHistogram();
    QCOMPARE(histogram->unit(), LengthUnit::Tokens);
    QVERIFY(histogram->plot()->xAxis->label().contains("tokens"));
    // The pairs a run trains on: 3 of the 300 (1 %) are held out as its dev set.
    QCOMPARE(barTotal(histogram->sourceBars()), 297);
    QCOMPARE(barTotal(histogram->targetBars()), 297);
    // The Train page's longest pair: the pairs over it are those the trainer
    // leaves out (data::encode_pairs: a side's tokens, EOS not counted, over
    // max_len), of the pairs a run trains on.
    const data::Dataset dataset = data::load_dataset(spec, previewSeed());
    const int64_t held = heldOutDevPairs(spec, int64_t(dataset.train.size()), int64_t(dataset.dev.size()));
    const auto order = data::dev_holdout_order(dataset.train.size(), held, previewSeed());
    std::vector<int64_t> longer;  // each kept pair's longer side
    for (size_t k = 0; k + size_t(held) < dataset.train.size(); ++k) {
        const auto& pair = dataset.train[order[k]];
        longer.push_back(std::max(int64_t(tokenizer.encode_source(pair.src).size()),
                                  int64_t(tokenizer.encode_target(pair.tgt).size())));
    }
    QCOMPARE(int(longer.size()), 297);
    const int64_t longest = *std::max_element(longer.begin(), longer.end());
    const int limit = int(longest) - 2;
    page.setMaxLength(limit);
    const qint64 over = std::count_if(longer.begin(), longer.end(), [&](int64_t n) { return n > limit; });
    QVERIFY(over > 0);
    QCOMPARE(histogram->pairsOverMaxLength(), over);
    QVERIFY2(histogram->maxLengthNote().startsWith(QString::number(over) + " pair"),
             qPrintable(histogram->maxLengthNote()));
    page.setMaxLength(int(longest));
    QCOMPARE(histogram->pairsOverMaxLength(), qint64(0));
    QVERIFY(histogram->maxLengthNote().startsWith("Every pair fits"));
    page.setMaxLength(limit);
    // Fine-tuning reads the checkpoint's tokenizer, not this one: the
    // histogram counts words then, and this tokenizer's tokens again after.
    page.setFineTuneCheckpoint(tmp_.filePath("parent.ckpt"));
    QCOMPARE(histogram->unit(), LengthUnit::Words);
    QCOMPARE(histogram->pairsOverMaxLength(), qint64(-1));  // words are not what max_len counts
    QVERIFY(histogram->maxLengthNote().isEmpty());
    QCOMPARE(barTotal(histogram->sourceBars()), 297);
    page.setFineTuneCheckpoint(QString());
    QCOMPARE(histogram->unit(), LengthUnit::Tokens);
    saveScreenshot(page, QStringLiteral("tokenizer"));

    // Another dataset: the tokenizer no longer applies and is dropped.
    QVERIFY(readOnPage(page, demoSpec("reverse")));
    QCOMPARE(changed.count(), 2);
    QVERIFY(changed.last().at(1).toByteArray().isEmpty());
    QVERIFY(page.tokenizerModel().isEmpty());
    QVERIFY(panel->samplePieces().isEmpty());
    QCOMPARE(histogram->unit(), LengthUnit::Words);
}

QTEST_MAIN(TestDataPage)
#include "tst_data_page.moc"
