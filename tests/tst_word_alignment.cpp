// Tests of word alignment from attention matrices and its scoring
// (model/analysis/word_alignment.h): pieces to words, the merge rule, argmax
// and threshold links, Pharaoh gold files, AER summed over a corpus.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/test_macros.h"
#include <QtTest>

#include "analysis/word_alignment.h"
#include "data/corpus_reader.h"
#include "data/demo_tasks.h"

#include <QTemporaryDir>

#include <string>
#include <vector>

using namespace studio::analysis;

Q_DECLARE_METATYPE(std::vector<int>)

namespace {

const std::string kMark = "\xE2\x96\x81";  // SentencePiece's "▁"



QString pieceText(const QString& p) { return QString(p).replace(QStringLiteral("_"), QString::fromStdString(kMark)); }

GoldLinks gold(const std::string& line) { return parse_gold_line(line, false, "gold.align", 1); }

}  // namespace

class TestWordAlignment : public QObject {
    Q_OBJECT

private slots:
    void piecesFindTheirWords_data();
    void piecesFindTheirWords();
    void mergeAveragesTargetPiecesAndSumsSourcePieces();
    void argmaxAndThresholdLinks();
    void stepChoosesTheDecoderRow_data();
    void stepChoosesTheDecoderRow();
    void goldLinesAreRead_data();
    void goldLinesAreRead();
    void badGoldLinesAreRefused_data();
    void badGoldLinesAreRefused();
    void goldOutOfRangeNamesTheLink();
    void goldFileErrorsNameTheLine();
    void aerOfHandMadeCases_data();
    void aerOfHandMadeCases();
    void aerIsSummedOverTheCorpus();
    void reverseDemoHasGold();
};

void TestWordAlignment::piecesFindTheirWords_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("pieces");  // "_" stands for "▁"; "*" marks a special token
    QTest::addColumn<std::vector<int>>("words");
    QTest::newRow("whole words") << "the cat sat" << QStringList{"_the", "_cat", "_sat"} << std::vector<int>{0, 1, 2};
    QTest::newRow("subwords") << "unbelievable cats" << QStringList{"_un", "believ", "able", "_cat", "s"}
                              << std::vector<int>{0, 0, 0, 1, 1};
    QTest::newRow("lone word-start mark") << "Hello world" << QStringList{"_", "H", "ello", "_world"}
                                          << std::vector<int>{0, 0, 0, 1};
    QTest::newRow("unknown piece inside a word") << "na\u00efve cat" << QStringList{"_na", "<unk>", "ve", "_cat"}
                                                 << std::vector<int>{0, 0, 0, 1};
    QTest::newRow("unknown piece starts a word") << "\u03a9mega cat" << QStringList{"_<unk>", "mega", "_cat"}
                                                 << std::vector<int>{0, 0, 1};
    QTest::newRow("normalised text") << "\uff21\uff22 cd" << QStringList{"_AB", "_cd"} << std::vector<int>{0, 1};
    QTest::newRow("word level, lower-cased, punctuation split")
        << "Hello, world!" << QStringList{"hello", ",", "world", "!"} << std::vector<int>{0, 0, 1, 1};
    QTest::newRow("special tokens") << "hello there" << QStringList{"*[SOS]", "hello", "there", "*[EOS]"}
                                    << std::vector<int>{-1, 0, 1, -1};
    QTest::newRow("extra spaces") << "  a   b " << QStringList{"_a", "_b"} << std::vector<int>{0, 1};
    // Word-level vocabularies have no word-start mark to resynchronise on:
    // an unknown word must not shift the words after it (issue 37 §1).
    QTest::newRow("word level, unknown in the middle")
        << "the cat sat" << QStringList{"the", "[UNK]", "sat"} << std::vector<int>{0, 1, 2};
    QTest::newRow("word level, unknown at the start")
        << "zebra runs near the house ." << QStringList{"[UNK]", "runs", "near", "the", "house", "."}
        << std::vector<int>{0, 1, 2, 3, 4, 5};
    QTest::newRow("word level, unknown at the end")
        << "the house near the zebra" << QStringList{"the", "house", "near", "the", "[UNK]"}
        << std::vector<int>{0, 1, 2, 3, 4};
    QTest::newRow("word level, unknown spelled by a later word")
        << "the zebra a" << QStringList{"the", "[UNK]", "a"} << std::vector<int>{0, 1, 2};
    QTest::newRow("word level, two unknowns side by side")
        << "a zebra gnu runs" << QStringList{"a", "[UNK]", "[UNK]", "runs"} << std::vector<int>{0, 1, 2, 3};
    QTest::newRow("word level, unknown before punctuation")
        << "the zebra. runs" << QStringList{"the", "[UNK]", ".", "runs"} << std::vector<int>{0, 1, 1, 2};
    QTest::newRow("word level, unknown with specials")
        << "the zebra runs" << QStringList{"*<sos>", "the", "[UNK]", "runs", "*<eos>"}
        << std::vector<int>{-1, 0, 1, 2, -1};
    QTest::newRow("sentencepiece, unknown word at the start")
        << "ΩΩ cat sat" << QStringList{"_<unk>", "_cat", "_sat"} << std::vector<int>{0, 1, 2};
    QTest::newRow("sentencepiece, unknown word at the end")
        << "cat sat ΩΩ" << QStringList{"_cat", "_sat", "_<unk>"} << std::vector<int>{0, 1, 2};
}

void TestWordAlignment::piecesFindTheirWords() {
    QFETCH(QString, text);
    QFETCH(QStringList, pieces);
    QFETCH(std::vector<int>, words);
    std::vector<std::string> p;
    std::vector<bool> special;
    for (const QString& piece : pieces) {
        special.push_back(piece.startsWith('*'));
        p.push_back(pieceText(piece.startsWith('*') ? piece.mid(1) : piece).toStdString());
    }
    QCOMPARE(piece_words(text.toStdString(), p, special), words);
}

void TestWordAlignment::mergeAveragesTargetPiecesAndSumsSourcePieces() {
    // Rows: target pieces of words 0, 0, 1; columns: source pieces of words
    // 0, 0, 1 and EOS (left out).
    const std::vector<float> rows = {
        0.1f, 0.1f, 0.6f, 0.2f,  //
        0.3f, 0.3f, 0.2f, 0.2f,  //
        0.0f, 0.1f, 0.4f, 0.5f,  //
    };
    const WordAttention a = merge_to_words(rows, 4, {0, 0, 1}, {0, 0, 1, -1}, 2, 2);
    QCOMPARE(a.source_words, 2);
    QCOMPARE(a.target_words, 2);
    // Target word 0: mean of its rows over source words = (0.4, 0.4) -> normalised (0.5, 0.5).
    // Pieces summed per source word: row 0 gives (0.2, 0.6), row 1 (0.6, 0.2).
    QVERIFY(qAbs(a.at(0, 0) - 0.5f) < 1e-6f);
    QVERIFY(qAbs(a.at(0, 1) - 0.5f) < 1e-6f);
    // Target word 1: (0.1, 0.4) -> (0.2, 0.8).
    QVERIFY(qAbs(a.at(1, 0) - 0.2f) < 1e-6f);
    QVERIFY(qAbs(a.at(1, 1) - 0.8f) < 1e-6f);
}

void TestWordAlignment::argmaxAndThresholdLinks() {
    WordAttention a;
    a.source_words = 3;
    a.target_words = 3;
    a.weights = {
        0.1f, 0.2f, 0.7f,  // target 0
        0.45f, 0.1f, 0.45f,  // target 1: a tie goes to the first source word
        0.0f, 0.0f, 0.0f,  // target 2: no attention (cut off) -> no link
    };
    QCOMPARE(argmax_links(a), (Links{{2, 0}, {0, 1}}));
    QCOMPARE(pharaoh_line(argmax_links(a)), std::string("0-1 2-0"));
    QCOMPARE(threshold_links(a, 0.4), (Links{{2, 0}, {0, 1}, {2, 1}}));
    QCOMPARE(pharaoh_line(threshold_links(a, 0.15)), std::string("0-1 1-0 2-0 2-1"));
    QCOMPARE(pharaoh_line({}), std::string());
}

void TestWordAlignment::stepChoosesTheDecoderRow_data() {
    QTest::addColumn<int>("step");
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("head");
    QTest::addColumn<QString>("links");
    QTest::addColumn<int>("off");  // a head switched off (gate 0), or -1
    // Decoder rows BOS, y1, y2 over source pieces s0, s1, EOS; head 0 looks
    // at s1, s0, s0 on those rows, head 1 at s0, s1, s1 (more weakly).
    QTest::newRow("input step, head 0") << int(AlignStep::Input) << int(HeadChoice::Kind::Head) << 0 << "0-0 0-1"
                                        << -1;
    QTest::newRow("prediction step, head 0") << int(AlignStep::Prediction) << int(HeadChoice::Kind::Head) << 0
                                             << "0-1 1-0" << -1;
    QTest::newRow("input step, head 1") << int(AlignStep::Input) << int(HeadChoice::Kind::Head) << 1 << "1-0 1-1"
                                        << -1;
    QTest::newRow("input step, layer mean") << int(AlignStep::Input) << int(HeadChoice::Kind::LayerMean) << 0
                                            << "0-0 0-1" << -1;
    // Head 0 switched off: the layer's mean is head 1's alone.
    QTest::newRow("input step, layer mean, head 0 off") << int(AlignStep::Input) << int(HeadChoice::Kind::LayerMean)
                                                        << 0 << "1-0 1-1" << 0;
}

void TestWordAlignment::stepChoosesTheDecoderRow() {
    QFETCH(int, step);
    QFETCH(int, kind);
    QFETCH(int, head);
    QFETCH(QString, links);
    QFETCH(int, off);
    SentenceAttention s;
    s.cross.layers = 1;
    s.cross.heads = 2;
    s.cross.rows = 3;
    s.cross.cols = 3;
    s.cross.data = {
        0.1f, 0.8f, 0.1f,  0.8f, 0.1f, 0.1f,  0.8f, 0.1f, 0.1f,  // head 0: rows BOS, y1, y2
        0.6f, 0.3f, 0.1f,  0.3f, 0.6f, 0.1f,  0.3f, 0.6f, 0.1f,  // head 1
    };
    s.source_piece_words = {0, 1, -1};
    s.target_piece_words = {0, 1};
    s.source_words = 2;
    s.target_words = 2;
    if (off >= 0) {
        s.cross_off.assign(2, false);
        s.cross_off[size_t(off)] = true;
    }
    HeadChoice choice;
    choice.kind = static_cast<HeadChoice::Kind>(kind);
    choice.head = head;
    const auto a = word_attention(s, choice, static_cast<AlignStep>(step));
    QCOMPARE(QString::fromStdString(pharaoh_line(argmax_links(a))), links);
}

void TestWordAlignment::goldLinesAreRead_data() {
    QTest::addColumn<QString>("line");
    QTest::addColumn<bool>("oneBased");
    QTest::addColumn<QString>("sure");
    QTest::addColumn<QString>("possible");
    QTest::newRow("sure and possible") << "0-1 2p3 1-0" << false << "0-1 1-0" << "0-1 1-0 2-3";
    QTest::newRow("one-based") << "1-1 2p3" << true << "0-0" << "0-0 1-2";
    QTest::newRow("empty line") << "" << false << "" << "";
    QTest::newRow("tabs and repeats") << "0-0\t0-0  3-4" << false << "0-0 3-4" << "0-0 3-4";
}

void TestWordAlignment::goldLinesAreRead() {
    QFETCH(QString, line);
    QFETCH(bool, oneBased);
    QFETCH(QString, sure);
    QFETCH(QString, possible);
    const GoldLinks g = parse_gold_line(line.toStdString(), oneBased, "gold.align", 3);
    QCOMPARE(QString::fromStdString(pharaoh_line(g.sure)), sure);
    QCOMPARE(QString::fromStdString(pharaoh_line(g.possible)), possible);
}

void TestWordAlignment::badGoldLinesAreRefused_data() {
    QTest::addColumn<QString>("line");
    QTest::addColumn<bool>("oneBased");
    QTest::addColumn<QString>("named");  // what the message must name
    QTest::newRow("word") << "0-1 cat" << false << "'cat'";
    QTest::newRow("missing target") << "0-" << false << "'0-'";
    QTest::newRow("negative") << "-1-2" << false << "'-1-2'";
    QTest::newRow("letters") << "a-b" << false << "'a-b'";
    QTest::newRow("possible without target") << "3p" << false << "'3p'";
    QTest::newRow("zero in a one-based file") << "1-1 0-2" << true << "'0-2'";
}

void TestWordAlignment::badGoldLinesAreRefused() {
    QFETCH(QString, line);
    QFETCH(bool, oneBased);
    QFETCH(QString, named);
    try {
        parse_gold_line(line.toStdString(), oneBased, "gold.align", 7);
        QFAIL("accepted a bad line");
    } catch (const studio::data::DataError& e) {
        const QString message = QString::fromUtf8(e.what());
        QVERIFY2(message.startsWith("gold.align:7:"), qPrintable(message));
        QVERIFY2(message.contains(named), qPrintable(message));
    }
}

void TestWordAlignment::goldOutOfRangeNamesTheLink() {
    check_gold_range(gold("0-0 2p1"), 3, 2, "g.align", 4, false);  // in range: no throw
    try {
        check_gold_range(gold("0-0 3p1"), 3, 2, "g.align", 4, false);
        QFAIL("accepted a link past the source words");
    } catch (const studio::data::DataError& e) {
        const QString message = QString::fromUtf8(e.what());
        QVERIFY2(message.startsWith("g.align:4:") && message.contains("3p1") && message.contains("0..2"),
                 qPrintable(message));
    }
    // One-based files are reported in their own numbering.
    try {
        check_gold_range(parse_gold_line("1-3", true, "g.align", 2), 3, 2, "g.align", 2, true);
        QFAIL("accepted a link past the target words");
    } catch (const studio::data::DataError& e) {
        const QString message = QString::fromUtf8(e.what());
        QVERIFY2(message.contains("1-3") && message.contains("1..2"), qPrintable(message));
    }
}

void TestWordAlignment::goldFileErrorsNameTheLine() {
    QTemporaryDir dir;
    const std::string path = dir.filePath("dev.align").toStdString();
    studio::data::write_lines(path, {"0-0 1-1", "", "0-0 1x1"});
    try {
        read_gold_file(path, false);
        QFAIL("accepted a bad file");
    } catch (const studio::data::DataError& e) {
        const QString message = QString::fromUtf8(e.what());
        QVERIFY2(message.contains("dev.align:3:") && message.contains("'1x1'"), qPrintable(message));
    }
    studio::data::write_lines(path, {"0-0 1-1", "", "0p0"});
    const auto links = read_gold_file(path, false);
    QCOMPARE(links.size(), size_t(3));
    QCOMPARE(links[2].sure.size(), size_t(0));
    QCOMPARE(links[2].possible.size(), size_t(1));
}

void TestWordAlignment::aerOfHandMadeCases_data() {
    QTest::addColumn<QString>("predicted");
    QTest::addColumn<QString>("gold");
    QTest::addColumn<double>("aer");
    QTest::addColumn<double>("precision");
    QTest::addColumn<double>("recall");
    // AER = 1 - (|A∩S| + |A∩P|) / (|A| + |S|); P includes S.
    QTest::newRow("perfect") << "0-0 1-1" << "0-0 1-1" << 0.0 << 1.0 << 1.0;
    QTest::newRow("a possible link costs nothing") << "0-0 1-1 2-1" << "0-0 1-1 2p1" << 0.0 << 1.0 << 1.0;
    QTest::newRow("a possible link instead of a sure one") << "0-0 1-2" << "0-0 1-1 1p2" << 0.25 << 1.0 << 0.5;
    QTest::newRow("all wrong") << "0-1" << "0-0" << 1.0 << 0.0 << 0.0;
    QTest::newRow("one wrong of three") << "0-0 1-1 2-0" << "0-0 1-1 2-2" << 1.0 - 4.0 / 6.0 << 2.0 / 3.0
                                        << 2.0 / 3.0;
    QTest::newRow("missing links") << "0-0" << "0-0 1-1 2-2 3-3" << 1.0 - 2.0 / 5.0 << 1.0 << 0.25;
}

void TestWordAlignment::aerOfHandMadeCases() {
    QFETCH(QString, predicted);
    QFETCH(QString, gold);
    QFETCH(double, aer);
    QFETCH(double, precision);
    QFETCH(double, recall);
    AlignmentScore score;
    score.add(::gold(predicted.toStdString()).sure, ::gold(gold.toStdString()));
    VERIFY_NEAR(score.aer(), aer, 1e-12);
    VERIFY_NEAR(score.precision(), precision, 1e-12);
    VERIFY_NEAR(score.recall(), recall, 1e-12);
}

void TestWordAlignment::aerIsSummedOverTheCorpus() {
    // Per sentence the AERs are 0 and 1 - 2/6; their mean would be 1/3. The
    // corpus AER sums the counts: 1 - (1 + 1 + 1 + 1) / (1 + 1 + 3 + 3) = 0.5.
    AlignmentScore score;
    score.add(gold("0-0").sure, gold("0-0"));
    score.add(gold("0-0 1-1 2-2").sure, gold("0-1 1-0 2-2"));
    VERIFY_NEAR(score.aer(), 0.5, 1e-12);
    QCOMPARE(score.predicted, int64_t(4));
    QCOMPARE(score.sure, int64_t(4));
}

void TestWordAlignment::reverseDemoHasGold() {
    const auto task = studio::data::make_demo_task("reverse", 1);
    QCOMPARE(task.dev_alignment.size(), task.dev.size());
    for (size_t i = 0; i < task.dev.size(); ++i) {
        const auto src = split_words(task.dev[i].src);
        const auto tgt = split_words(task.dev[i].tgt);
        const GoldLinks g = gold(task.dev_alignment[i]);
        // Sure: word i is target word n - 1 - i; possible: the same animal elsewhere.
        QCOMPARE(g.sure.size(), src.size());
        for (const auto& [s, t] : g.sure) QCOMPARE(t, int(src.size()) - 1 - s);
        for (size_t s = 0; s < src.size(); ++s)
            for (size_t t = 0; t < tgt.size(); ++t)
                QCOMPARE(g.possible.count({int(s), int(t)}) == 1, src[s] == tgt[t]);
    }
    QVERIFY(studio::data::make_demo_task("numbers-de", 1).dev_alignment.empty());
    QVERIFY(studio::data::make_demo_task("dates", 1).dev_alignment.empty());
}

QTEST_APPLESS_MAIN(TestWordAlignment)
#include "tst_word_alignment.moc"
