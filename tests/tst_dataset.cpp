// Tests of DatasetSpec and load_dataset(): the one description of a run's
// data that the CLI, the Data page and checkpoints share.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/dataset.h"
#include "data/dev_split.h"

#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <fstream>
#include <stdexcept>
#include <string>

using namespace studio::data;

namespace {

void write(const QString& path, const std::string& text) {
    std::ofstream out(path.toStdString(), std::ios::binary);
    out << text;
}

// The message of the std::invalid_argument that spec.validate() throws, or "".
QString validation_error(const DatasetSpec& spec) {
    try {
        spec.validate();
    } catch (const std::invalid_argument& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

}  // namespace

class TestDataset : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void jsonRoundTrip_data();
    void jsonRoundTrip();
    void everyFieldCountsInEquality_data();
    void everyFieldCountsInEquality();
    void badJsonIsRefused_data();
    void badJsonIsRefused();
    void validateNamesTheProblem_data();
    void validateNamesTheProblem();
    void labels_data();
    void labels();
    void loadsEveryKind_data();
    void loadsEveryKind();
    void demoKeepsItsDevSetUnlessShareIsChosen();
    void devFilesInTheSameFormat();
    void readErrorsNameTheFile();
    void carriageReturnInsideALine_data();
    void carriageReturnInsideALine();
    void devHoldoutCount_data();
    void devHoldoutCount();
    void devHoldoutOrderIsASeededPermutation();
    void blankText_data();
    void blankText();
    void sideOfNoBreakSpacesIsBlank();

private:
    DatasetSpec aligned() const;
    DatasetSpec tsv() const;
    DatasetSpec jsonl() const;
    QTemporaryDir dir_;
};

void TestDataset::initTestCase() {
    QVERIFY(dir_.isValid());
    write(dir_.filePath("train.en"), "one\ntwo\nthree\n");
    write(dir_.filePath("train.de"), "eins\nzwei\ndrei\n");
    write(dir_.filePath("dev.en"), "four\n");
    write(dir_.filePath("dev.de"), "vier\n");
    write(dir_.filePath("pairs.tsv"), "1\tone\tx\teins\n2\ttwo\tx\tzwei\n");
    write(dir_.filePath("dev.tsv"), "3\tthree\tx\tdrei\n");
    write(dir_.filePath("pairs.jsonl"), R"({"translation": {"en": "one", "de": "eins"}})" "\n"
                                        R"({"translation": {"en": "two", "de": "zwei"}})" "\n");
}

DatasetSpec TestDataset::aligned() const {
    DatasetSpec s;
    s.kind = DatasetKind::Aligned;
    s.path = dir_.filePath("train.en").toStdString();
    s.tgt_path = dir_.filePath("train.de").toStdString();
    return s;
}

DatasetSpec TestDataset::tsv() const {
    DatasetSpec s;
    s.kind = DatasetKind::Tsv;
    s.path = dir_.filePath("pairs.tsv").toStdString();
    s.src_column = 2;
    s.tgt_column = 4;
    return s;
}

DatasetSpec TestDataset::jsonl() const {
    DatasetSpec s;
    s.kind = DatasetKind::Jsonl;
    s.path = dir_.filePath("pairs.jsonl").toStdString();
    s.src_lang = "en";
    s.tgt_lang = "de";
    return s;
}

void TestDataset::jsonRoundTrip_data() {
    QTest::addColumn<int>("which");
    QTest::newRow("demo") << 0;
    QTest::newRow("aligned + dev files") << 1;
    QTest::newRow("tsv + share") << 2;
    QTest::newRow("jsonl") << 3;
}

void TestDataset::jsonRoundTrip() {
    QFETCH(int, which);
    DatasetSpec s;
    if (which == 0) s.demo = "dates";
    if (which == 1) {
        s = aligned();
        s.dev = DevSource::Files;
        s.dev_path = "d.en";
        s.dev_tgt_path = "d.de";
    }
    if (which == 2) {
        s = tsv();
        s.dev = DevSource::Share;
        s.dev_share = 0.05;
    }
    if (which == 3) s = jsonl();
    const DatasetSpec back = DatasetSpec::from_json(s.to_json());
    QCOMPARE(int(back.kind), int(s.kind));
    QCOMPARE(back.demo, s.demo);
    QCOMPARE(back.path, s.path);
    QCOMPARE(back.tgt_path, s.tgt_path);
    QCOMPARE(back.src_column, s.src_column);
    QCOMPARE(back.tgt_column, s.tgt_column);
    QCOMPARE(back.src_lang, s.src_lang);
    QCOMPARE(back.tgt_lang, s.tgt_lang);
    QCOMPARE(int(back.dev), int(s.dev));
    QCOMPARE(back.dev_path, s.dev_path);
    QCOMPARE(back.dev_tgt_path, s.dev_tgt_path);
    QCOMPARE(back.dev_share, s.dev_share);
    QVERIFY(back == s);
}

void TestDataset::everyFieldCountsInEquality_data() {
    // One row per field: the spec with only that field changed must differ
    // from the original, and come back from its JSON with the change.
    QTest::addColumn<int>("field");
    const char* names[] = {"kind", "demo", "path", "tgt_path", "src_column", "tgt_column",
                           "src_lang", "tgt_lang", "dev", "dev_path", "dev_tgt_path", "dev_share"};
    for (int i = 0; i < 12; ++i) QTest::newRow(names[i]) << i;
}

void TestDataset::everyFieldCountsInEquality() {
    QFETCH(int, field);
    const DatasetSpec original = tsv();
    DatasetSpec changed = original;
    switch (field) {
        case 0: changed.kind = DatasetKind::Jsonl; break;
        case 1: changed.demo = "dates"; break;
        case 2: changed.path = "other.tsv"; break;
        case 3: changed.tgt_path = "other.de"; break;
        case 4: changed.src_column = 7; break;
        case 5: changed.tgt_column = 8; break;
        case 6: changed.src_lang = "fr"; break;
        case 7: changed.tgt_lang = "it"; break;
        case 8: changed.dev = DevSource::Share; break;
        case 9: changed.dev_path = "dev.tsv"; break;
        case 10: changed.dev_tgt_path = "dev.de"; break;
        case 11: changed.dev_share = 0.25; break;
    }
    QVERIFY(!(changed == original));
    QVERIFY(changed != original);
    QVERIFY(changed == changed);
    const DatasetSpec back = DatasetSpec::from_json(changed.to_json());
    QVERIFY2(back == changed, changed.to_json().c_str());
    QVERIFY(back != original);
}

void TestDataset::badJsonIsRefused_data() {
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("message");
    QTest::newRow("not json") << "{kind" << "not a dataset description";
    QTest::newRow("array") << "[1, 2]" << "not a dataset description";
    QTest::newRow("unknown kind") << R"({"kind": "xml"})" << "unknown dataset kind 'xml'";
    QTest::newRow("unknown dev") << R"({"dev": "half"})" << "unknown dev source 'half'";
    QTest::newRow("wrong type") << R"({"src_column": "two"})" << "not a dataset description";
}

void TestDataset::badJsonIsRefused() {
    QFETCH(QString, json);
    QFETCH(QString, message);
    try {
        DatasetSpec::from_json(json.toStdString());
        QFAIL("accepted");
    } catch (const std::invalid_argument& e) {
        QVERIFY2(QString(e.what()).contains(message), e.what());
    }
}

void TestDataset::validateNamesTheProblem_data() {
    QTest::addColumn<int>("which");
    QTest::addColumn<QString>("message");
    QTest::newRow("valid demo") << 0 << "";
    QTest::newRow("no target file") << 1 << "no target-language file";
    QTest::newRow("same column") << 2 << "both 3";
    QTest::newRow("column 0") << 3 << "count from 1";
    QTest::newRow("same language") << 4 << "both 'en'";
    QTest::newRow("share too big") << 5 << "outside (0, 0.9]";
    QTest::newRow("dev files with a demo") << 6 << "brings its own dev set";
    QTest::newRow("aligned dev without target") << 7 << "no target-language dev file";
}

void TestDataset::validateNamesTheProblem() {
    QFETCH(int, which);
    QFETCH(QString, message);
    DatasetSpec s;
    switch (which) {
        case 1: s = aligned(); s.tgt_path.clear(); break;
        case 2: s = tsv(); s.src_column = s.tgt_column = 3; break;
        case 3: s = tsv(); s.src_column = 0; break;
        case 4: s = jsonl(); s.tgt_lang = "en"; break;
        case 5: s.dev = DevSource::Share; s.dev_share = 0.95; break;
        case 6: s.dev = DevSource::Files; s.dev_path = "x"; break;
        case 7: s = aligned(); s.dev = DevSource::Files; s.dev_path = "x"; break;
        default: break;
    }
    const QString error = validation_error(s);
    if (message.isEmpty()) QVERIFY2(error.isEmpty(), qPrintable(error));
    else QVERIFY2(error.contains(message), qPrintable(error));
}

void TestDataset::labels_data() {
    QTest::addColumn<int>("which");
    QTest::addColumn<QString>("label");
    QTest::newRow("demo") << 0 << "demo numbers-de";
    QTest::newRow("aligned") << 1 << "train.en + train.de";
    QTest::newRow("tsv") << 2 << "pairs.tsv (columns 2,4)";
    QTest::newRow("jsonl") << 3 << "pairs.jsonl (en-de)";
}

void TestDataset::labels() {
    QFETCH(int, which);
    QFETCH(QString, label);
    const DatasetSpec specs[] = {DatasetSpec(), aligned(), tsv(), jsonl()};
    QCOMPARE(QString::fromStdString(specs[which].label()), label);
}

void TestDataset::loadsEveryKind_data() {
    QTest::addColumn<int>("which");
    QTest::addColumn<int>("pairs");
    QTest::addColumn<QString>("firstSource");
    QTest::addColumn<QString>("firstTarget");
    QTest::newRow("aligned") << 1 << 3 << "one" << "eins";
    QTest::newRow("tsv columns 2,4") << 2 << 2 << "one" << "eins";
    QTest::newRow("jsonl en-de") << 3 << 2 << "one" << "eins";
}

void TestDataset::loadsEveryKind() {
    QFETCH(int, which);
    QFETCH(int, pairs);
    QFETCH(QString, firstSource);
    QFETCH(QString, firstTarget);
    const DatasetSpec specs[] = {DatasetSpec(), aligned(), tsv(), jsonl()};
    const Dataset d = load_dataset(specs[which], 1);
    QCOMPARE(int(d.train.size()), pairs);
    QCOMPARE(QString::fromStdString(d.train[0].src), firstSource);
    QCOMPARE(QString::fromStdString(d.train[0].tgt), firstTarget);
    QCOMPARE(d.train_stats.pairs_kept, int64_t(pairs));
    QVERIFY(d.dev.empty());  // default: prepare_data holds out a share
    QVERIFY(d.bleu_tokenize.empty());  // files use the configured BLEU tokenizer
}

void TestDataset::demoKeepsItsDevSetUnlessShareIsChosen() {
    DatasetSpec s;
    s.demo = "numbers-de";
    const Dataset d = load_dataset(s, 1);
    QVERIFY(d.train.size() > 1000);
    QVERIFY(!d.dev.empty());
    QCOMPARE(d.bleu_tokenize, std::string("char"));  // single-word targets
    QVERIFY(!d.description.empty());
    s.dev = DevSource::Share;
    s.dev_share = 0.1;
    QVERIFY(load_dataset(s, 1).dev.empty());  // the trainer holds out 10 % instead
}

void TestDataset::devFilesInTheSameFormat() {
    DatasetSpec s = aligned();
    s.dev = DevSource::Files;
    s.dev_path = dir_.filePath("dev.en").toStdString();
    s.dev_tgt_path = dir_.filePath("dev.de").toStdString();
    Dataset d = load_dataset(s, 1);
    QCOMPARE(int(d.dev.size()), 1);
    QCOMPARE(d.dev[0].tgt, std::string("vier"));
    QCOMPARE(d.dev_stats.pairs_kept, int64_t(1));

    s = tsv();
    s.dev = DevSource::Files;
    s.dev_path = dir_.filePath("dev.tsv").toStdString();
    d = load_dataset(s, 1);
    QCOMPARE(d.dev[0].src, std::string("three"));  // the same columns 2,4
}

void TestDataset::readErrorsNameTheFile() {
    write(dir_.filePath("short.de"), "eins\n");
    DatasetSpec s = aligned();
    s.tgt_path = dir_.filePath("short.de").toStdString();
    try {
        load_dataset(s, 1);
        QFAIL("mismatched line counts accepted");
    } catch (const DataError& e) {
        QVERIFY2(QString(e.what()).contains("short.de"), e.what());
        QVERIFY2(!QString(e.what()).contains("blank line"), e.what());
    }
    // One file longer by blank lines at its end (an editor's extra newline): said where.
    write(dir_.filePath("tail.de"), "eins\nzwei\ndrei\n\n \n");
    s.tgt_path = dir_.filePath("tail.de").toStdString();
    try {
        load_dataset(s, 1);
        QFAIL("mismatched line counts accepted");
    } catch (const DataError& e) {
        QVERIFY2(QString(e.what()).contains(QStringLiteral("tail.de ends with 2 blank lines: remove the extra ones")), e.what());
    }
    // Dev files that hold no pair (blank lines) are refused, naming them:
    // training held out training pairs instead and said nothing.
    write(dir_.filePath("blank.en"), "\n \n");
    write(dir_.filePath("blank.de"), "\n \n");
    DatasetSpec blank = aligned();
    blank.dev = DevSource::Files;
    blank.dev_path = dir_.filePath("blank.en").toStdString();
    blank.dev_tgt_path = dir_.filePath("blank.de").toStdString();
    try {
        load_dataset(blank, 1);
        QFAIL("dev files without pairs accepted");
    } catch (const DataError& e) {
        QVERIFY2(QString(e.what()).contains("blank.en: the dev set holds no sentence pair"), e.what());
    }
    s = tsv();
    s.tgt_column = 9;
    try {
        load_dataset(s, 1);
        QFAIL("missing column accepted");
    } catch (const DataError& e) {
        QVERIFY2(QString(e.what()).contains("pairs.tsv"), e.what());
        QCOMPARE(e.line(), int64_t(1));
    }
}

// A CR that does not end a line is refused at its line and column: read as
// text it made a file with old Mac line endings one line (two of three
// pairs silently gone) and misaligned parallel files.
void TestDataset::carriageReturnInsideALine_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("where");
    QTest::newRow("old mac") << QByteArray("hello\thallo\rcat\tKatze\rdog\tHund\r")
                             << QString(":1: a carriage return (\\r) inside the line at column 12");
    QTest::newRow("stray") << QByteArray("a\tb\nfi\rne\tx\r\n")
                           << QString(":2: a carriage return (\\r) inside the line at column 3");
    QTest::newRow("bom before it") << QByteArray("\xEF\xBB\xBF" "a\rb\tc\n")
                                   << QString(":1: a carriage return (\\r) inside the line at column 5");
}

void TestDataset::carriageReturnInsideALine() {
    QFETCH(QByteArray, bytes);
    QFETCH(QString, where);
    const QString path = dir_.filePath("cr.tsv");
    write(path, bytes.toStdString());
    try {
        read_tsv(path.toStdString(), 1, 2);
        QFAIL("a CR inside a line was read");
    } catch (const DataError& e) {
        QVERIFY2(QString(e.what()).contains(where), e.what());
        QVERIFY2(QString(e.what()).contains("old Mac line endings"), e.what());
    }
    // The same bytes as aligned files are refused too (not one long pair).
    QVERIFY_THROWS_EXCEPTION(DataError, read_aligned_files(path.toStdString(), path.toStdString()));
}

void TestDataset::devHoldoutCount_data() {
    QTest::addColumn<qlonglong>("pairs");
    QTest::addColumn<double>("share");
    QTest::addColumn<qlonglong>("held");
    QTest::newRow("small corpus: none") << 199LL << 0.0 << 0LL;
    QTest::newRow("1 %") << 30000LL << 0.0 << 300LL;
    QTest::newRow("1 % capped at 1000") << 500000LL << 0.0 << 1000LL;
    QTest::newRow("share") << 1000LL << 0.05 << 50LL;
    QTest::newRow("share of a small corpus") << 100LL << 0.1 << 10LL;
    // Shares whose product falls a hair short in binary are the count asked for.
    QTest::newRow("29 %") << 100LL << 0.29 << 29LL;
    QTest::newRow("57 %") << 100LL << 0.57 << 57LL;
    QTest::newRow("58 %") << 100LL << 0.58 << 58LL;
    QTest::newRow("half of an odd count") << 101LL << 0.5 << 50LL;
}

void TestDataset::devHoldoutCount() {
    QFETCH(qlonglong, pairs);
    QFETCH(double, share);
    QFETCH(qlonglong, held);
    QCOMPARE(qlonglong(dev_holdout_count(pairs, share)), held);
}

void TestDataset::devHoldoutOrderIsASeededPermutation() {
    const auto order = dev_holdout_order(1000, 30, 1);
    std::vector<size_t> sorted = order;
    std::sort(sorted.begin(), sorted.end());
    for (size_t i = 0; i < sorted.size(); ++i) QCOMPARE(sorted[i], i);  // every pair once
    QVERIFY(order == dev_holdout_order(1000, 30, 1));                     // same seed, same split
    QVERIFY(order != dev_holdout_order(1000, 30, 2));
    // Nothing held out: the order is untouched.
    const auto none = dev_holdout_order(5, 0, 1);
    QVERIFY((none == std::vector<size_t>{0, 1, 2, 3, 4}));
}

// One rule for "nothing here" in every reader (a corpus side, a line of
// translate and evaluate, the Translate page): Unicode's White_Space, as
// QString::trimmed (the page's editor) reads it.
void TestDataset::blankText_data() {
    QTest::addColumn<QString>("text");
    QTest::newRow("empty") << QString();
    QTest::newRow("ascii") << QStringLiteral(" \t\v\f");
    QTest::newRow("no-break") << QStringLiteral("\u00a0\u0085");
    QTest::newRow("ogham") << QStringLiteral("\u1680");
    QTest::newRow("en quad .. hair") << QStringLiteral("\u2000\u2005\u200a");
    QTest::newRow("line, paragraph, narrow") << QStringLiteral("\u2028\u2029\u202f");
    QTest::newRow("math, ideographic") << QStringLiteral("\u205f\u3000 ");
    QTest::newRow("word") << QStringLiteral("\u00a0a ");
    QTest::newRow("zero width space") << QStringLiteral("\u200b");  // not White_Space
    QTest::newRow("byte order mark") << QStringLiteral("\ufeff");
    QTest::newRow("dot") << QStringLiteral("\u3000.");
    QTest::newRow("e acute") << QStringLiteral("\u00e9");
    QTest::newRow("U+2080") << QStringLiteral("\u2080");
}

void TestDataset::blankText() {
    QFETCH(QString, text);
    QCOMPARE(is_blank_text(text.toStdString()), text.trimmed().isEmpty());
}

// A pair whose side is no-break spaces is skipped as an empty side is.
void TestDataset::sideOfNoBreakSpacesIsBlank() {
    const QString path = dir_.filePath("nbsp.tsv");
    write(path, "a\t\xc2\xa0\xe3\x80\x80\nc\td\n");
    ReadStats stats;
    const auto pairs = read_tsv(path.toStdString(), 1, 2, &stats);
    QCOMPARE(pairs.size(), size_t(1));
    QCOMPARE(pairs[0].src, std::string("c"));
    QCOMPARE(stats.skipped_empty, int64_t(1));
}

QTEST_APPLESS_MAIN(TestDataset)
#include "tst_dataset.moc"
