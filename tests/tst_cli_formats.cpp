// attention-studio-cli train from every data format (aligned files, gzip
// with CRLF and BOM, TSV columns, JSON Lines keys, each with held-out pairs
// or its own dev file): the data read are the intended columns and keys
// (fingerprint, counts, the evaluation's sample lines).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/test_support.h"

#include "data/dev_split.h"
#include "train/checkpoint.h"
#include "train/prepared_data.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using studio::test::run_cli;
using studio::test::write_file;

namespace {

// English number words, and the German ones at the same index.
const QByteArrayList kWords{"one", "two", "three", "four", "five", "six", "seven", "eight"};
const QByteArrayList kWorte{"eins", "zwei", "drei", "vier", "fuenf", "sechs", "sieben", "acht"};

QList<QByteArray> lines_of(const QByteArray& text) {
    QList<QByteArray> lines = text.split('\n');
    if (!lines.isEmpty() && lines.last().isEmpty()) lines.removeLast();
    return lines;
}

}  // namespace

class TestCliFormats : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(tmp_.isValid()); }
    void trainsFromEveryFormat_data();
    void trainsFromEveryFormat();

private:
    QTemporaryDir tmp_;
};

void TestCliFormats::trainsFromEveryFormat_data() {
    QTest::addColumn<QString>("format");
    QTest::addColumn<bool>("devFile");  // a dev set in the same format, else pairs held out
    QTest::newRow("aligned files") << "aligned" << false;
    QTest::newRow("aligned files, --dev-src/--dev-tgt") << "aligned" << true;
    QTest::newRow("aligned gzip with CRLF and BOM") << "aligned-gz" << false;
    QTest::newRow("TSV columns 2,4") << "tsv" << false;
    QTest::newRow("TSV columns 2,4, --dev-tsv") << "tsv" << true;
    QTest::newRow("JSON Lines") << "jsonl" << false;
    QTest::newRow("JSON Lines, --dev-jsonl") << "jsonl" << true;
}

// The pairs are English words -> the German words in reverse order; training
// pairs have two words, dev-file pairs three. TSV rows put a line number and a
// licence around the two sides (columns 2 and 4), JSON Lines name them by
// language: reading the wrong column or key gives other sources or references.
void TestCliFormats::trainsFromEveryFormat() {
    QFETCH(QString, format);
    QFETCH(bool, devFile);
    QString name = QString::fromUtf8(QTest::currentDataTag());
    const QString base = tmp_.filePath(name.replace(QRegularExpression("\\W+"), "_"));
    QDir().mkpath(base);
    struct Files {
        QByteArray src, tgt, tsv, jsonl;
        std::vector<studio::data::SentencePair> pairs;
        void add(const QList<int>& indices) {
            QByteArrayList s, t;
            for (int i : indices) {
                s << kWords[i];
                t.prepend(kWorte[i]);
            }
            const QByteArray n = QByteArray::number(src.count('\n') + 1);
            src += s.join(' ') + "\n";
            tgt += t.join(' ') + "\n";
            tsv += n + "\t" + s.join(' ') + "\tCC-BY\t" + t.join(' ') + "\n";
            jsonl += "{\"translation\": {\"de\": \"" + t.join(' ') + "\", \"en\": \"" + s.join(' ') + "\"}}\n";
            pairs.push_back({s.join(' ').toStdString(), t.join(' ').toStdString()});
        }
    } train, dev;
    for (int i = 0; i < 64; ++i) train.add({i % 8, i / 8});
    for (int i = 0; i < 4; ++i) dev.add({i, i + 1, i + 2});
    QStringList args{"train", "--preset", "tiny", "--d-model", "32", "--d-ff", "64", "--steps", "2", "--threads", "1",
                     "--vocab-size", "40", "--eval-every", "2", "--eval-sentences", "3", "--seed", "1",
                     "--out", base + "/run"};
    if (!devFile) args << "--dev-share" << "0.1";  // 6 of the 64 pairs
    if (format == "aligned") {
        QVERIFY(write_file(base + "/a.en", train.src) && write_file(base + "/a.de", train.tgt));
        args << "--train-src" << base + "/a.en" << "--train-tgt" << base + "/a.de";
        if (devFile) {
            QVERIFY(write_file(base + "/dev.en", dev.src) && write_file(base + "/dev.de", dev.tgt));
            args << "--dev-src" << base + "/dev.en" << "--dev-tgt" << base + "/dev.de";
        }
    } else if (format == "aligned-gz") {
        // gzip is recognised from the content; Windows line endings and a BOM are read correctly.
        QByteArray crlf = "\xEF\xBB\xBF" + train.src;
        crlf.replace("\n", "\r\n");
        QVERIFY(write_file(base + "/a.en", crlf) && write_file(base + "/a.de", train.tgt));
        QCOMPARE(QProcess::execute("gzip", {"-f", base + "/a.en"}), 0);
        args << "--train-src" << base + "/a.en.gz" << "--train-tgt" << base + "/a.de";
    } else if (format == "tsv") {
        QVERIFY(write_file(base + "/pairs.tsv", train.tsv) && write_file(base + "/dev.tsv", dev.tsv));
        args << "--train-tsv" << base + "/pairs.tsv" << "--columns" << "2,4";
        if (devFile) args << "--dev-tsv" << base + "/dev.tsv";
    } else {
        QVERIFY(write_file(base + "/pairs.jsonl", train.jsonl) && write_file(base + "/dev.jsonl", dev.jsonl));
        args << "--train-jsonl" << base + "/pairs.jsonl" << "--src-lang" << "en" << "--tgt-lang" << "de";
        if (devFile) args << "--dev-jsonl" << base + "/dev.jsonl";
    }
    const auto r = run_cli(args);
    QVERIFY2(r.exit_code == 0, r.err.constData());
    QVERIFY2(r.err.contains("training data: 64 pairs read"), r.err.constData());
    const QByteArray counts = devFile ? "64 training pairs, 4 dev pairs" : "58 training pairs, 6 dev pairs";
    QVERIFY2(r.err.contains(counts), r.err.constData());
    if (devFile) QVERIFY2(r.err.contains("dev data: 4 pairs read"), r.err.constData());
    // Exactly the intended training pairs, in file order (the checkpoint's
    // fingerprint of them): all 64, or those the seed did not hold out.
    std::vector<studio::data::SentencePair> kept = train.pairs;
    if (!devFile) {
        kept.clear();
        const auto order = studio::data::dev_holdout_order(train.pairs.size(), 6, 1);
        for (size_t k = 0; k < 58; ++k) kept.push_back(train.pairs[order[k]]);
    }
    const auto saved = studio::train::load_checkpoint_header((base + "/run/last.ckpt").toStdString());
    QCOMPARE(saved.data_fingerprint, studio::train::pairs_fingerprint(kept));
    // The evaluation shows dev sources and references as read: English
    // words in, their German words reversed as reference, three words each
    // from a dev file and two from the held-out training pairs.
    static const QRegularExpression sample_re(R"(^  sample: (.*) => .* \(reference: (.*)\)$)");
    int samples = 0;
    for (const auto& line : lines_of(r.out)) {
        const auto m = sample_re.match(QString::fromUtf8(line));
        if (!m.hasMatch()) continue;
        ++samples;
        const QByteArrayList source = m.captured(1).toUtf8().split(' ');
        QByteArrayList expected;
        for (const auto& word : source) {
            QVERIFY2(kWords.contains(word), line.constData());
            expected.prepend(kWorte[kWords.indexOf(word)]);
        }
        QCOMPARE(source.size(), devFile ? 3 : 2);
        QCOMPARE(m.captured(2).toUtf8(), expected.join(' '));
    }
    QCOMPARE(samples, 3);
}

QTEST_GUILESS_MAIN(TestCliFormats)
#include "tst_cli_formats.moc"
