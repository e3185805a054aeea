// How word links are made and chosen (issue 37): the papers' any-subword
// merge beside the mean-rows one, the default rule's lexical entropy on a
// hand-made corpus, the relative-position baseline, and the `aer` command
// that scores any aligner's links with the same scorer (hand-computed cases,
// possible-only gold, empty lines, repeated links, reversed gold, bad input).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/test_macros.h"
#include "support/test_support.h"

#include "analysis/alignment_rule.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace studio;
using namespace studio::analysis;

namespace {

// One layer, one head: `rows` are the decoder rows BOS y1 .. ym over the
// source columns, row-major.
SentenceAttention sentence(const std::vector<std::string>& source, const std::vector<int>& source_piece_words,
                           const std::vector<std::string>& target, const std::vector<int>& target_piece_words,
                           const std::vector<float>& rows) {
    SentenceAttention s;
    s.cross.layers = 1;
    s.cross.heads = 1;
    s.cross.cols = int64_t(source_piece_words.size());
    s.cross.rows = int64_t(rows.size()) / s.cross.cols;
    s.cross.data = rows;
    s.source_piece_words = source_piece_words;
    s.target_piece_words = target_piece_words;
    s.source_text = source;
    s.target_text = target;
    s.source_words = int(source.size());
    s.target_words = int(target.size());
    return s;
}

AlignMethod method(AlignStep step, MergeRule merge, double threshold = 0.0) {
    AlignMethod m;
    m.choice = layer_mean(0);
    m.step = step;
    m.merge = merge;
    m.threshold = threshold;
    return m;
}

}  // namespace

class TestAlignmentRule : public QObject {
    Q_OBJECT

private slots:
    void mergeRulesDiffer_data();
    void mergeRulesDiffer();
    void ruleEntropyOnAHandMadeCorpus();
    void linksCollapsedOnOneWordAreRankedLast();
    void bestWithoutGoldIsTheRulesChoice();
    void relativePositionBaseline();
    void aerCommandScoresHandMadeCases_data();
    void aerCommandScoresHandMadeCases();
    void aerCommandRefusesBadInput_data();
    void aerCommandRefusesBadInput();
};

void TestAlignmentRule::mergeRulesDiffer_data() {
    QTest::addColumn<int>("merge");
    QTest::addColumn<double>("threshold");
    QTest::addColumn<QString>("links");
    // Source word 0 in three pieces, word 1 in one, then EOS. Target word 0
    // (one piece) gives 0.2 to each of word 0's pieces and 0.35 to word 1's;
    // target word 1's two pieces look at word 0's first piece and at word 1.
    QTest::newRow("any-subword: the strongest piece") << int(MergeRule::AnySubword) << 0.0 << "0-1 1-0 1-1";
    QTest::newRow("mean-rows: word 0's pieces summed") << int(MergeRule::MeanRows) << 0.0 << "0-0 0-1";
    // Piece weights renormalised over the source words (EOS's 0.05 left
    // out): 0.2 / 0.95 = 0.21, 0.35 / 0.95 = 0.37.
    QTest::newRow("any-subword, threshold 0.3") << int(MergeRule::AnySubword) << 0.3 << "0-1 1-0 1-1";
    QTest::newRow("any-subword, threshold 0.2") << int(MergeRule::AnySubword) << 0.2 << "0-0 0-1 1-0 1-1";
}

void TestAlignmentRule::mergeRulesDiffer() {
    QFETCH(int, merge);
    QFETCH(double, threshold);
    QFETCH(QString, links);
    const SentenceAttention s = sentence({"unbelievable", "cats"}, {0, 0, 0, 1, -1}, {"x", "y"}, {0, 1, 1},
                                         {
                                             0.2f, 0.2f, 0.2f, 0.35f, 0.05f,  // BOS: predicts x
                                             0.5f, 0.1f, 0.1f, 0.25f, 0.05f,  // x: predicts y's first piece
                                             0.1f, 0.1f, 0.1f, 0.6f, 0.1f,    // y1: predicts y's second piece
                                             0.1f, 0.1f, 0.1f, 0.1f, 0.6f,    // y2
                                         });
    const Links got = sentence_links(s, method(AlignStep::Prediction, static_cast<MergeRule>(merge), threshold));
    QCOMPARE(QString::fromStdString(pharaoh_line(got)), links);
}

void TestAlignmentRule::ruleEntropyOnAHandMadeCorpus() {
    // Two pairs: "a b" -> "x y" and "a c" -> "x z". Each decoder row looks
    // at one source word: BOS at a, then at b (or c) twice. The prediction
    // step links x->a in both pairs (H = 0); the input step links x->b once
    // and x->c once (H(source | x) = 1 bit over 2 of the 4 links: 0.5 bits).
    const std::vector<float> rows_b = {0.9f, 0.05f, 0.05f, 0.05f, 0.9f, 0.05f, 0.05f, 0.9f, 0.05f};
    CorpusAttention corpus;
    corpus.sentences.push_back(sentence({"a", "b"}, {0, 1, -1}, {"x", "y"}, {0, 1}, rows_b));
    corpus.sentences.push_back(sentence({"a", "c"}, {0, 1, -1}, {"X", "z."}, {0, 1}, rows_b));  // "X" is x's type
    const RuleCandidate prediction = rule_candidate(corpus, method(AlignStep::Prediction, MergeRule::AnySubword));
    const RuleCandidate input = rule_candidate(corpus, method(AlignStep::Input, MergeRule::AnySubword));
    VERIFY_NEAR(prediction.lexical_entropy, 0.0, 1e-12);
    VERIFY_NEAR(input.lexical_entropy, 0.5, 1e-12);
    QCOMPARE(prediction.links, int64_t(4));
    VERIFY_NEAR(prediction.confidence, 0.9 / 0.95, 1e-6);  // every word row, renormalised without EOS
    const RuleChoice rule = choose_by_rule(corpus, MergeRule::AnySubword);
    QCOMPARE(rule.candidates.size(), size_t(2));
    QVERIFY(rule.method.step == AlignStep::Prediction);
    QVERIFY(rule.candidates[1].method.step == AlignStep::Input);
    QVERIFY2(rule.reason.find("layer 0 mean, prediction step") == 0, rule.reason.c_str());
    // Restricted to one step, the rule keeps to it.
    QVERIFY(choose_by_rule(corpus, MergeRule::AnySubword, {AlignStep::Input}).method.step == AlignStep::Input);
}

// A layer whose attention sinks at the final "." links every target word
// there: H(source | target) is 0 bits, the most "consistent" of all, and
// the rule chose it (AER near 1). It is ranked after the aligning one.
void TestAlignmentRule::linksCollapsedOnOneWordAreRankedLast() {
    LinkTable table({method(AlignStep::Prediction, MergeRule::AnySubword),
                     method(AlignStep::Input, MergeRule::AnySubword)});
    const std::vector<std::vector<std::string>> sources = {
        {"the", "dog", "sleeps", "."}, {"a", "dog", "runs", "."}, {"the", "cat", "sleeps", "."}};
    const std::vector<std::vector<std::string>> targets = {
        {"der", "Hund", "schläft", "."}, {"der", "Hund", "läuft", "."}, {"die", "Katze", "schläft", "."}};
    for (size_t i = 0; i < sources.size(); ++i) {
        table.source_words.push_back(sources[i]);
        table.target_words.push_back(targets[i]);
        table.links[0].push_back({{3, 0}, {3, 1}, {3, 2}, {3, 3}});  // everything on "."
        table.links[1].push_back({{0, 0}, {1, 1}, {2, 2}, {3, 3}});  // word for word
    }
    const RuleCandidate sink = rule_candidate(table, 0), aligning = rule_candidate(table, 1);
    VERIFY_NEAR(sink.lexical_entropy, 0.0, 1e-12);
    VERIFY_NEAR(aligning.lexical_entropy, 2.0 / 12.0, 1e-12);  // "der" is "the" once and "a" once
    VERIFY_NEAR(sink.top_source_share, 1.0, 1e-12);
    QVERIFY(sink.collapsed());
    QVERIFY(!aligning.collapsed());
    const RuleChoice rule = choose_by_rule(table);
    QVERIFY(rule.method.step == AlignStep::Input);
    QVERIFY2(rule.reason.find("none aligns") == std::string::npos, rule.reason.c_str());
    // Ranked without gold, the same order.
    const auto ranked = rank_methods(table, {}, 0);
    QCOMPARE(ranked.front().index, size_t(1));
    // When every candidate collapses, the rule says so.
    table.links[1] = table.links[0];
    QVERIFY2(choose_by_rule(table).reason.find("none aligns") != std::string::npos, choose_by_rule(table).reason.c_str());

    // One short pair: "a b" -> "x y z" puts two of three links on one of two
    // words by counting alone. Over half, but not beyond that word's share
    // of the text: it aligns (it read "none aligns" on small inputs).
    LinkTable small({method(AlignStep::Prediction, MergeRule::AnySubword)});
    small.source_words.push_back({"a", "b"});
    small.target_words.push_back({"x", "y", "z"});
    small.links[0].push_back({{0, 0}, {0, 1}, {1, 2}});
    const RuleCandidate few = rule_candidate(small, 0);
    VERIFY_NEAR(few.top_source_share, 2.0 / 3.0, 1e-12);
    VERIFY_NEAR(few.top_source_words, 0.5, 1e-12);
    QVERIFY(!few.collapsed());
    QVERIFY2(choose_by_rule(small).reason.find("none aligns") == std::string::npos, choose_by_rule(small).reason.c_str());
    VERIFY_NEAR(sink.top_source_words, 0.25, 1e-12);  // "." is one word in four: all links there is collapse
}

// Two layers whose links are the same (equal entropy and confidence): the
// rule takes the later layer, and --best without gold, said to be the
// rule's choice, must too (it took the earlier one).
void TestAlignmentRule::bestWithoutGoldIsTheRulesChoice() {
    AlignMethod early = method(AlignStep::Prediction, MergeRule::AnySubword), late = early;
    late.choice = layer_mean(1);
    LinkTable table({early, late});
    table.source_words = {{"the", "dog"}, {"a", "cat"}};
    table.target_words = {{"der", "Hund"}, {"eine", "Katze"}};
    for (auto& links : table.links) links = {{{0, 0}, {1, 1}}, {{0, 0}, {1, 1}}};
    const RuleChoice rule = choose_by_rule(table);
    QCOMPARE(rule.method.choice.layer, 1);
    const auto ranked = rank_methods(table, {}, 0);
    QCOMPARE(ranked.front().method.choice.layer, rule.method.choice.layer);
    VERIFY_NEAR(ranked.front().lexical_entropy, rule.candidates.front().lexical_entropy, 0.0);
}

void TestAlignmentRule::relativePositionBaseline() {
    QCOMPARE(pharaoh_line(relative_position_links(3, 5)), std::string("0-0 1-1 1-2 2-3 2-4"));
    QCOMPARE(pharaoh_line(relative_position_links(5, 2)), std::string("0-0 3-1"));  // round(2.5) = 3
    QCOMPARE(pharaoh_line(relative_position_links(2, 2)), std::string("0-0 1-1"));
    QVERIFY(relative_position_links(0, 3).empty());
}

void TestAlignmentRule::aerCommandScoresHandMadeCases_data() {
    QTest::addColumn<QByteArray>("gold");
    QTest::addColumn<QByteArray>("hyp");
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<double>("aer");
    QTest::addColumn<double>("precision");
    QTest::addColumn<double>("recall");
    // A = {0-0, 1-2, 2-2}, S = {0-0, 1-1}, P = S + {2-2}: AER 1 - (1 + 2) / (3 + 2).
    QTest::newRow("sure and possible") << QByteArray("0-0 1-1 2p2\n") << QByteArray("0-0 1-2 2-2\n") << QStringList()
                                       << 0.4 << 2.0 / 3 << 0.5;
    QTest::newRow("possible links written i?j") << QByteArray("0-0 1-1 2?2\n") << QByteArray("0-0 1-2 2-2\n")
                                                << QStringList() << 0.4 << 2.0 / 3 << 0.5;
    QTest::newRow("possible-only gold") << QByteArray("0p0 1p1\n") << QByteArray("0-0\n") << QStringList() << 0.0
                                        << 1.0 << 0.0;
    // Summed over the corpus (1 - 2/7), not averaged per pair ((0 + 1) / 2).
    QTest::newRow("summed, not averaged") << QByteArray("0-0\n0-0 1-1 2-2 3-3\n") << QByteArray("0-0\n0-1\n")
                                          << QStringList() << 1.0 - 2.0 / 7 << 0.5 << 0.2;
    QTest::newRow("empty lines") << QByteArray("0-0\n\n1-1\n") << QByteArray("0-0\n0-0\n\n") << QStringList()
                                 << 1.0 - 2.0 / 4 << 0.5 << 0.5;
    QTest::newRow("repeated links count once") << QByteArray("0-0 1-1\n") << QByteArray("0-0 0-0 1-1 1-1\n")
                                               << QStringList() << 0.0 << 1.0 << 1.0;
    QTest::newRow("one-based gold") << QByteArray("1-1 2-3\n") << QByteArray("0-0 1-2\n")
                                    << QStringList{"--one-based-gold"} << 0.0 << 1.0 << 1.0;
    QTest::newRow("reversed gold") << QByteArray("2-0 1p1\n") << QByteArray("0-2 1-1\n")
                                   << QStringList{"--gold-reversed"} << 0.0 << 1.0 << 1.0;
    QTest::newRow("reversed gold, not swapped") << QByteArray("2-0\n") << QByteArray("0-2\n") << QStringList() << 1.0
                                                << 0.0 << 0.0;
}

void TestAlignmentRule::aerCommandScoresHandMadeCases() {
    QFETCH(QByteArray, gold);
    QFETCH(QByteArray, hyp);
    QFETCH(QStringList, options);
    QFETCH(double, aer);
    QFETCH(double, precision);
    QFETCH(double, recall);
    QTemporaryDir dir;
    QVERIFY(test::write_file(dir.filePath("gold.align"), gold));
    QVERIFY(test::write_file(dir.filePath("hyp.align"), hyp));
    const auto r = test::run_cli(QStringList{"aer", "--gold", dir.filePath("gold.align"), dir.filePath("hyp.align"),
                                             "--json"} + options);
    QVERIFY2(r.exit_code == 0, r.err.constData());
    const QJsonObject j = QJsonDocument::fromJson(r.out).object();
    VERIFY_NEAR(j["aer"].toDouble(), aer, 1e-12);
    VERIFY_NEAR(j["precision"].toDouble(), precision, 1e-12);
    VERIFY_NEAR(j["recall"].toDouble(), recall, 1e-12);
    QCOMPARE(j["pairs"].toInt(), int(gold.count('\n')));
    // The plain form prints the same figures.
    const auto plain = test::run_cli(QStringList{"aer", "--gold", dir.filePath("gold.align"), dir.filePath("hyp.align")} +
                                     options);
    QVERIFY2(plain.exit_code == 0, plain.err.constData());
    QVERIFY2(plain.out.startsWith("AER " + QByteArray::number(aer, 'f', 4) + "  precision " +
                                  QByteArray::number(precision, 'f', 4)),
             plain.out.constData());
}

void TestAlignmentRule::aerCommandRefusesBadInput_data() {
    QTest::addColumn<QByteArray>("gold");
    QTest::addColumn<QByteArray>("hyp");
    QTest::addColumn<QStringList>("options");  // "SRC"/"TGT" stand for files holding "a b c" / "x y"
    QTest::addColumn<QString>("message");
    QTest::newRow("line counts differ") << QByteArray("0-0\n0-0\n") << QByteArray("0-0\n") << QStringList()
                                        << "hyp.align has 1 lines but";
    QTest::newRow("malformed link") << QByteArray("0-0\n") << QByteArray("0_0\n") << QStringList()
                                    << "hyp.align:1: '0_0' is not a link";
    QTest::newRow("link past the words") << QByteArray("0-0\n") << QByteArray("0-2\n")
                                         << QStringList{"--src", "SRC", "--tgt", "TGT"}
                                         << "hyp.align:1: link 0-2 is out of range: the pair has 3 source and 2 target";
    QTest::newRow("gold past the words") << QByteArray("3-0\n") << QByteArray("0-0\n")
                                         << QStringList{"--src", "SRC", "--tgt", "TGT"}
                                         << "gold.align:1: link 3-0 is out of range";
    QTest::newRow("reversed gold past the words") << QByteArray("0-3\n") << QByteArray("0-0\n")
                                                  << QStringList{"--gold-reversed", "--src", "SRC", "--tgt", "TGT"}
                                                  << "(after --gold-reversed swapped its sides)";
    // A multilingual model's source token is not one of the sentence's words
    // (align numbers the words without it): 3-0 is past "a b c".
    QTest::newRow("a language token is no word") << QByteArray("3-0\n") << QByteArray("0-0\n")
                                                 << QStringList{"--src", "LSRC", "--tgt", "TGT"}
                                                 << "gold.align:1: link 3-0 is out of range";
    QTest::newRow("src without tgt") << QByteArray("0-0\n") << QByteArray("0-0\n") << QStringList{"--src", "SRC"}
                                     << "--src and --tgt go together";
}

void TestAlignmentRule::aerCommandRefusesBadInput() {
    QFETCH(QByteArray, gold);
    QFETCH(QByteArray, hyp);
    QFETCH(QStringList, options);
    QFETCH(QString, message);
    QTemporaryDir dir;
    QVERIFY(test::write_file(dir.filePath("gold.align"), gold));
    QVERIFY(test::write_file(dir.filePath("hyp.align"), hyp));
    QVERIFY(test::write_file(dir.filePath("s.txt"), "a b c\n"));
    QVERIFY(test::write_file(dir.filePath("t.txt"), "x y\n"));
    QVERIFY(test::write_file(dir.filePath("ls.txt"), ">>deu<< a b c\n"));
    options.replaceInStrings(QRegularExpression("^SRC$"), dir.filePath("s.txt"));
    options.replaceInStrings(QRegularExpression("^LSRC$"), dir.filePath("ls.txt"));
    options.replaceInStrings(QRegularExpression("^TGT$"), dir.filePath("t.txt"));
    const auto r = test::run_cli(QStringList{"aer", "--gold", dir.filePath("gold.align"), dir.filePath("hyp.align")} +
                                 options);
    QVERIFY(r.exit_code != 0);
    QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
    QVERIFY(r.out.isEmpty());
}

QTEST_GUILESS_MAIN(TestAlignmentRule)
#include "tst_alignment_rule.moc"
