// Tests of corpus BLEU (model/eval/bleu.h) against hand-computed numbers that
// follow sacreBLEU 2.x's definitions (13a tokenizer, exp smoothing, BP).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/test_macros.h"
#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <stdexcept>
#include <string>
#include <vector>

#include "eval/bleu.h"

using studio::eval::BleuScore;
using studio::eval::BleuTokenizer;

namespace {

std::vector<std::string> toStd(const QByteArrayList& lines) {
    std::vector<std::string> out;
    for (const QByteArray& line : lines) out.push_back(line.toStdString());
    return out;
}

QByteArray fromStd(const std::string& s) { return QByteArray(s.data(), qsizetype(s.size())); }

BleuScore score(const QByteArrayList& hyps, const QByteArrayList& refs, const QByteArray& tok) {
    return studio::eval::corpus_bleu(toStd(hyps), toStd(refs),
                                     studio::eval::bleu_tokenizer_from_name(tok.toStdString()));
}

}  // namespace


class TestBleu : public QObject {
    Q_OBJECT

private slots:
    void tokenize13a_data();
    void tokenize13a();
    void tokenize13aKeepsUtf8Intact();
    void tokenizeChar_data();
    void tokenizeChar();
    void corpusBleu_data();
    void corpusBleu();
    void toString_data();
    void toString();
    void toJson();
    void mismatchedLengthsThrow();
    void tokenizerNames_data();
    void tokenizerNames();
    void unknownTokenizerThrows();
    void sameForBleu_data();
    void sameForBleu();
};

void TestBleu::tokenize13a_data() {
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("expected");

    // Punctuation of the first regex class is split off on both sides.
    QTest::newRow("comma and bang") << QByteArray("Hello, world!") << QByteArray("Hello , world !");
    QTest::newRow("brackets") << QByteArray("(a)[b]{c}") << QByteArray("( a ) [ b ] { c }");
    QTest::newRow("symbols") << QByteArray("$5 50% #1 @home") << QByteArray("$ 5 50 % # 1 @ home");
    QTest::newRow("other ascii punctuation") << QByteArray("a+b=c*d|e~f^g_h`i\\j")
                                             << QByteArray("a + b = c * d | e ~ f ^ g _ h ` i \\ j");
    QTest::newRow("question mark") << QByteArray("ça va?") << QByteArray("ça va ?");
    // The apostrophe and a dash between letters are not in the class.
    QTest::newRow("apostrophe") << QByteArray("don't") << QByteArray("don't");
    QTest::newRow("dash between letters") << QByteArray("a-b") << QByteArray("a-b");
    // Decimal point and thousands comma stay inside numbers (digit on both
    // sides), the sentence-final period is split.
    QTest::newRow("decimal") << QByteArray("It costs 3.5 dollars.")
                             << QByteArray("It costs 3.5 dollars .");
    QTest::newRow("thousands") << QByteArray("1,000 people") << QByteArray("1,000 people");
    QTest::newRow("number then comma and period") << QByteArray("3,5.") << QByteArray("3,5 .");
    // "5." : rule 2 does not fire (digit before), rule 3 does (space after).
    QTest::newRow("digit period") << QByteArray("5.") << QByteArray("5 .");
    // ".5" : the padding space before '.' is a non-digit, so rule 2 splits.
    QTest::newRow("leading period") << QByteArray(".5") << QByteArray(". 5");
    // Matches do not overlap: rule 2 takes "a." and the second '.' is then
    // split by rule 3.
    QTest::newRow("two periods") << QByteArray("a..") << QByteArray("a . .");
    QTest::newRow("comma between letters") << QByteArray("x,y") << QByteArray("x , y");
    // A dash after a digit is split; rule 4 scans left to right.
    QTest::newRow("year range") << QByteArray("1990-2000") << QByteArray("1990 - 2000");
    QTest::newRow("digit dashes") << QByteArray("2-3-4") << QByteArray("2 - 3 - 4");
    // Entity unescaping happens before the regexes, so the quotes get split.
    QTest::newRow("quot") << QByteArray("He said &quot;yes&quot;.")
                          << QByteArray("He said \" yes \" .");
    QTest::newRow("lt gt") << QByteArray("&lt;b&gt;") << QByteArray("< b >");
    // "&amp;quot;" has no "&quot;" in it; after "&amp;" -> "&" it becomes
    // "&quot;" which is not unescaped again, and & and ; are split off.
    QTest::newRow("amp once") << QByteArray("&amp;quot;") << QByteArray("& quot ;");
    QTest::newRow("skipped") << QByteArray("<skipped>x") << QByteArray("x");
    QTest::newRow("hyphen newline joins") << QByteArray("line-\nbreak") << QByteArray("linebreak");
    QTest::newRow("newline is space") << QByteArray("two\nlines") << QByteArray("two lines");
    QTest::newRow("whitespace collapsed") << QByteArray("  spaced \t  out  ")
                                          << QByteArray("spaced out");
    QTest::newRow("empty") << QByteArray("") << QByteArray("");
    // Non-ASCII: letters next to punctuation keep all their bytes.
    QTest::newRow("utf8 letters") << QByteArray("Straße, café.") << QByteArray("Straße , café .");
    QTest::newRow("euro sign not split") << QByteArray("€5") << QByteArray("€5");
    QTest::newRow("cjk full stop not split") << QByteArray("日本語。") << QByteArray("日本語。");
    // Python's split() treats NBSP (U+00A0) and THIN SPACE (U+2009) as
    // whitespace, so sacreBLEU does too.
    QTest::newRow("nbsp separates") << QByteArray("x\xc2\xa0y") << QByteArray("x y");
    QTest::newRow("thin space separates") << QByteArray("10\xe2\x80\x89km.") << QByteArray("10 km .");
    // ZERO WIDTH SPACE (U+200B) is not whitespace for Python.
    QTest::newRow("zwsp kept") << QByteArray("a\xe2\x80\x8b b") << QByteArray("a\xe2\x80\x8b b");
}

void TestBleu::tokenize13a() {
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, expected);
    QCOMPARE(fromStd(studio::eval::tokenize_13a(input.toStdString())), expected);
}

// Every multi-byte character next to every character the rules act on must
// come out as valid UTF-8 with the character's bytes still together.
void TestBleu::tokenize13aKeepsUtf8Intact() {
    const QByteArrayList wide = {"é", "ß", "€", "日", "😀", "\xc2\xa0"};
    const QByteArray ascii = QByteArray(".,-!\"#$%&'()*+/:;<=>?@[\\]^_`{|}~0a ");
    for (const QByteArray& w : wide) {
        for (char c : ascii) {
            const QByteArrayList texts = {w + c, QByteArray(1, c) + w, w + c + w,
                                          w + "1" + c + w};
            for (const QByteArray& text : texts) {
                const QByteArray out = fromStd(studio::eval::tokenize_13a(text.toStdString()));
                QVERIFY2(QUtf8StringView(out).isValidUtf8(), out.toHex(' ').constData());
                // NBSP becomes a separator; other wide characters survive whole.
                if (w != "\xc2\xa0")
                    QVERIFY2(out.contains(w), (text + " -> " + out).constData());
            }
        }
    }
}

void TestBleu::tokenizeChar_data() {
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("word") << QByteArray("dreihundert") << QByteArray("d r e i h u n d e r t");
    // Whitespace is dropped, not a token.
    QTest::newRow("spaces dropped") << QByteArray(" drei  hundert ") << QByteArray("d r e i h u n d e r t");
    // A code point is one token however many bytes it has.
    QTest::newRow("utf8") << QByteArray("Straße!") << QByteArray("S t r a ß e !");
    QTest::newRow("cjk and emoji") << QByteArray("日本😀") << QByteArray("日 本 😀");
    QTest::newRow("empty") << QByteArray("") << QByteArray("");
}

void TestBleu::tokenizeChar() {
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, expected);
    QCOMPARE(fromStd(studio::eval::tokenize_char(input.toStdString())), expected);
}

void TestBleu::corpusBleu_data() {
    QTest::addColumn<QByteArrayList>("hyps");
    QTest::addColumn<QByteArrayList>("refs");
    QTest::addColumn<QByteArray>("tokenizer");
    QTest::addColumn<QList<qint64>>("correct");
    QTest::addColumn<QList<qint64>>("total");
    QTest::addColumn<QList<double>>("precisions");
    QTest::addColumn<qint64>("sysLen");
    QTest::addColumn<qint64>("refLen");
    QTest::addColumn<double>("bp");
    QTest::addColumn<double>("score");

    // Identical 7-token segments ("The cat sat on the mat ." after 13a):
    // every n-gram matches, 7/6/5/4 of them; BLEU 100.
    QTest::newRow("perfect match")
        << QByteArrayList{"The cat sat on the mat."} << QByteArrayList{"The cat sat on the mat."}
        << QByteArray("13a") << QList<qint64>{7, 6, 5, 4} << QList<qint64>{7, 6, 5, 4}
        << QList<double>{100, 100, 100, 100} << qint64(7) << qint64(7) << 1.0 << 100.0;

    // Two segments, clipping in both.
    // S1 hyp "the the cat sat on the mat" (7) vs ref "the cat sat on the mat" (6):
    //   1-grams: the x3 clipped to the ref's 2, + cat sat on mat        = 6/7
    //   2-grams: all but "the the"                                      = 5/6
    //   3-grams: all but "the the cat"                                  = 4/5
    //   4-grams: all but "the the cat sat"                              = 3/4
    // S2 hyp "a dog a dog" (4) vs ref "a dog is here now" (5):
    //   1-grams: a x2 -> 1, dog x2 -> 1                                 = 2/4
    //   2-grams: "a dog" x2 clipped to 1, "dog a" 0                     = 1/3
    //   3-grams "a dog a", "dog a dog"; 4-gram "a dog a dog": no match  = 0/2, 0/1
    // Corpus: correct 8/6/4/3 of 11/9/7/5, lengths 11 vs 11 -> BP 1.
    // BLEU = 100 * (8*6*4*3 / (11*9*7*5))^(1/4) = 100 * (576/3465)^(1/4) = 63.8528
    QTest::newRow("two segments with clipping")
        << QByteArrayList{"the the cat sat on the mat", "a dog a dog"}
        << QByteArrayList{"the cat sat on the mat", "a dog is here now"} << QByteArray("13a")
        << QList<qint64>{8, 6, 4, 3} << QList<qint64>{11, 9, 7, 5}
        << QList<double>{800.0 / 11, 600.0 / 9, 400.0 / 7, 300.0 / 5} << qint64(11)
        << qint64(11) << 1.0 << 100.0 * std::pow(576.0 / 3465.0, 0.25);

    // Hypothesis is the first 4 of 6 reference tokens: all n-grams match,
    // BP = exp(1 - 6/4) = exp(-0.5) = 0.60653, BLEU = 60.653.
    QTest::newRow("brevity penalty")
        << QByteArrayList{"the cat sat on"} << QByteArrayList{"the cat sat on the mat"}
        << QByteArray("13a") << QList<qint64>{4, 3, 2, 1} << QList<qint64>{4, 3, 2, 1}
        << QList<double>{100, 100, 100, 100} << qint64(4) << qint64(6) << std::exp(-0.5)
        << 100.0 * std::exp(-0.5);

    // Nothing matches: sacreBLEU returns 0 with all precisions 0 (no
    // smoothing), BP still computed (1 here, equal lengths).
    QTest::newRow("no match")
        << QByteArrayList{"foo bar baz qux"} << QByteArrayList{"the cat sat on"}
        << QByteArray("13a") << QList<qint64>{0, 0, 0, 0} << QList<qint64>{4, 3, 2, 1}
        << QList<double>{0, 0, 0, 0} << qint64(4) << qint64(4) << 1.0 << 0.0;

    // exp smoothing, one order without matches.
    // hyp "the cat is on the mat" vs ref "the cat sat on the mat":
    //   1-grams the x2 (ref has 2), cat, on, mat match, "is" not  = 5/6
    //   2-grams "the cat", "on the", "the mat"                    = 3/5
    //   3-grams only "on the mat"                                 = 1/4
    //   4-grams all contain "is"                                  = 0/3
    // 4-gram precision = 100 / (2 * 3) = 16.667 (smooth_mteval 1 -> 2).
    // BLEU = 100 * (5/6 * 3/5 * 1/4 * 1/6)^(1/4) = 100 * (1/48)^(1/4) = 37.992
    QTest::newRow("exp smoothing, 4-grams unmatched")
        << QByteArrayList{"the cat is on the mat"} << QByteArrayList{"the cat sat on the mat"}
        << QByteArray("13a") << QList<qint64>{5, 3, 1, 0} << QList<qint64>{6, 5, 4, 3}
        << QList<double>{500.0 / 6, 60.0, 25.0, 100.0 / 6} << qint64(6) << qint64(6) << 1.0
        << 100.0 * std::pow(1.0 / 48.0, 0.25);

    // exp smoothing, two orders without matches: the factor doubles again.
    // hyp "the cat is on a mat": 1-grams the, cat, on, mat = 4/6; 2-grams
    // only "the cat" = 1/5; 3-grams 0/4 -> 100/(2*4) = 12.5; 4-grams 0/3 ->
    // 100/(4*3) = 8.333. BLEU = 100 * (4/6 * 1/5 * 1/8 * 1/12)^(1/4)
    //                         = 100 * (1/720)^(1/4) = 19.305
    QTest::newRow("exp smoothing, 3- and 4-grams unmatched")
        << QByteArrayList{"the cat is on a mat"} << QByteArrayList{"the cat sat on the mat"}
        << QByteArray("13a") << QList<qint64>{4, 1, 0, 0} << QList<qint64>{6, 5, 4, 3}
        << QList<double>{400.0 / 6, 20.0, 12.5, 100.0 / 12} << qint64(6) << qint64(6) << 1.0
        << 100.0 * std::pow(1.0 / 720.0, 0.25);

    // Too short for 3-grams: the precision loop stops at the first order
    // with no hypothesis n-grams, log(0) is floored, the score is 0 although
    // 1- and 2-grams match perfectly. BP = exp(1 - 3/2).
    QTest::newRow("no 3-grams at all")
        << QByteArrayList{"the cat"} << QByteArrayList{"the cat sat"} << QByteArray("13a")
        << QList<qint64>{2, 1, 0, 0} << QList<qint64>{2, 1, 0, 0}
        << QList<double>{100, 100, 0, 0} << qint64(2) << qint64(3) << std::exp(-0.5) << 0.0;

    // Empty hypothesis: BP is 0 when sys_len is 0.
    QTest::newRow("empty hypothesis")
        << QByteArrayList{""} << QByteArrayList{"the cat"} << QByteArray("13a")
        << QList<qint64>{0, 0, 0, 0} << QList<qint64>{0, 0, 0, 0} << QList<double>{0, 0, 0, 0}
        << qint64(0) << qint64(2) << 0.0 << 0.0;

    // Empty corpus: nothing to compare; lengths equal (0) so BP 1, score 0.
    QTest::newRow("empty corpus")
        << QByteArrayList{} << QByteArrayList{} << QByteArray("13a") << QList<qint64>{0, 0, 0, 0}
        << QList<qint64>{0, 0, 0, 0} << QList<double>{0, 0, 0, 0} << qint64(0) << qint64(0)
        << 1.0 << 0.0;

    // 13a makes detokenized and tokenized text equal: 4 tokens each.
    QTest::newRow("13a normalizes punctuation")
        << QByteArrayList{"Hello, world!"} << QByteArrayList{"Hello , world !"}
        << QByteArray("13a") << QList<qint64>{4, 3, 2, 1} << QList<qint64>{4, 3, 2, 1}
        << QList<double>{100, 100, 100, 100} << qint64(4) << qint64(4) << 1.0 << 100.0;

    // Same pair with "none": "Hello," "world!" vs 4 tokens, nothing matches;
    // BP = exp(1 - 4/2) = exp(-1).
    QTest::newRow("none tokenizer keeps punctuation attached")
        << QByteArrayList{"Hello, world!"} << QByteArrayList{"Hello , world !"}
        << QByteArray("none") << QList<qint64>{0, 0, 0, 0} << QList<qint64>{2, 1, 0, 0}
        << QList<double>{0, 0, 0, 0} << qint64(2) << qint64(4) << std::exp(-1.0) << 0.0;

    // sacreBLEU rstrips before tokenizing, so a trailing "-\n" keeps its dash
    // ("on-"); without the rstrip 13a would join it to "on" and the 5th
    // token would not match.
    QTest::newRow("rstrip before 13a")
        << QByteArrayList{"the big cat sat on-\n"} << QByteArrayList{"the big cat sat on-"}
        << QByteArray("13a") << QList<qint64>{5, 4, 3, 2} << QList<qint64>{5, 4, 3, 2}
        << QList<double>{100, 100, 100, 100} << qint64(5) << qint64(5) << 1.0 << 100.0;

    // char: "dreihundert" (11 chars) is a prefix of "dreihundertzwei" (15).
    // Every hypothesis n-gram occurs in the reference (d, r, e each at most
    // as often): 11/10/9/8 of 11/10/9/8. BP = exp(1 - 15/11) = exp(-4/11).
    QTest::newRow("char tokenizer")
        << QByteArrayList{"dreihundert"} << QByteArrayList{"dreihundertzwei"}
        << QByteArray("char") << QList<qint64>{11, 10, 9, 8} << QList<qint64>{11, 10, 9, 8}
        << QList<double>{100, 100, 100, 100} << qint64(11) << qint64(15)
        << std::exp(-4.0 / 11.0) << 100.0 * std::exp(-4.0 / 11.0);

    // char drops whitespace, so a space inside the word changes nothing.
    QTest::newRow("char tokenizer ignores spaces")
        << QByteArrayList{"drei hundert"} << QByteArrayList{"dreihundert"}
        << QByteArray("char") << QList<qint64>{11, 10, 9, 8} << QList<qint64>{11, 10, 9, 8}
        << QList<double>{100, 100, 100, 100} << qint64(11) << qint64(11) << 1.0 << 100.0;
}

void TestBleu::corpusBleu() {
    QFETCH(QByteArrayList, hyps);
    QFETCH(QByteArrayList, refs);
    QFETCH(QByteArray, tokenizer);
    QFETCH(QList<qint64>, correct);
    QFETCH(QList<qint64>, total);
    QFETCH(QList<double>, precisions);
    QFETCH(qint64, sysLen);
    QFETCH(qint64, refLen);
    QFETCH(double, bp);
    QFETCH(double, score);

    const BleuScore s = ::score(hyps, refs, tokenizer);
    for (int n = 0; n < 4; ++n) {
        QCOMPARE(qint64(s.correct[n]), correct[n]);
        QCOMPARE(qint64(s.total[n]), total[n]);
        VERIFY_NEAR(s.precisions[n], precisions[n], 1e-9);
    }
    QCOMPARE(qint64(s.sys_len), sysLen);
    QCOMPARE(qint64(s.ref_len), refLen);
    VERIFY_NEAR(s.bp, bp, 1e-12);
    VERIFY_NEAR(s.score, score, 1e-9);
}

void TestBleu::toString_data() {
    QTest::addColumn<QByteArrayList>("hyps");
    QTest::addColumn<QByteArrayList>("refs");
    QTest::addColumn<QByteArray>("expected");

    // Clipping, smoothing and BP together.
    // S1 "the the the cat sat" vs "the cat sat on the mat": 1-grams the x3
    // clipped to 2 + cat + sat = 4/5; 2-grams "the cat", "cat sat" = 2/4;
    // 3-grams "the cat sat" = 1/3; 4-grams 0/2. S2 identical "on the mat":
    // 3/3, 2/2, 1/1, 0/0. Corpus 7/8, 4/6, 2/4, 0/2 -> 4-gram precision
    // 100/(2*2) = 25. BP = exp(1 - 9/8) = 0.88250, ratio 8/9 = 0.889.
    // BLEU = 0.88250 * 100 * (7/8 * 4/6 * 2/4 * 1/4)^(1/4) = 45.8585
    QTest::newRow("smoothed with BP")
        << QByteArrayList{"the the the cat sat", "on the mat"}
        << QByteArrayList{"the cat sat on the mat", "on the mat"}
        << QByteArray("BLEU = 45.86 87.5/66.7/50.0/25.0 "
                      "(BP = 0.882 ratio = 0.889 hyp_len = 8 ref_len = 9)");
    QTest::newRow("perfect")
        << QByteArrayList{"The cat sat on the mat."} << QByteArrayList{"The cat sat on the mat."}
        << QByteArray("BLEU = 100.00 100.0/100.0/100.0/100.0 "
                      "(BP = 1.000 ratio = 1.000 hyp_len = 7 ref_len = 7)");
    // Precisions stay 0.0 after the loop stops at the empty 3-gram order.
    QTest::newRow("too short")
        << QByteArrayList{"the cat"} << QByteArrayList{"the cat sat"}
        << QByteArray("BLEU = 0.00 100.0/100.0/0.0/0.0 "
                      "(BP = 0.607 ratio = 0.667 hyp_len = 2 ref_len = 3)");
    // ratio is 0 (not a division by zero) when the reference is empty.
    QTest::newRow("empty corpus")
        << QByteArrayList{} << QByteArrayList{}
        << QByteArray("BLEU = 0.00 0.0/0.0/0.0/0.0 "
                      "(BP = 1.000 ratio = 0.000 hyp_len = 0 ref_len = 0)");
}

void TestBleu::toString() {
    QFETCH(QByteArrayList, hyps);
    QFETCH(QByteArrayList, refs);
    QFETCH(QByteArray, expected);
    QCOMPARE(fromStd(score(hyps, refs, "13a").to_string()), expected);
}

void TestBleu::toJson() {
    // The "smoothed with BP" corpus of toString().
    const BleuScore s = score({"the the the cat sat", "on the mat"},
                              {"the cat sat on the mat", "on the mat"}, "13a");
    const QByteArray text = fromStd(s.to_json(BleuTokenizer::Char));
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &error);
    QVERIFY2(error.error == QJsonParseError::NoError, text.constData());
    QVERIFY(doc.isObject());
    const QJsonObject o = doc.object();

    QCOMPARE(o.keys().size(), 7);
    VERIFY_NEAR(o.value("bleu").toDouble(), 100.0 * std::exp(-0.125) * std::pow(7.0 / 96.0, 0.25),
                1e-9);
    const QJsonArray p = o.value("precisions").toArray();
    QCOMPARE(p.size(), 4);
    VERIFY_NEAR(p[0].toDouble(), 87.5, 1e-9);
    VERIFY_NEAR(p[1].toDouble(), 400.0 / 6, 1e-9);
    VERIFY_NEAR(p[2].toDouble(), 50.0, 1e-9);
    VERIFY_NEAR(p[3].toDouble(), 25.0, 1e-9);
    VERIFY_NEAR(o.value("bp").toDouble(), std::exp(-0.125), 1e-12);
    VERIFY_NEAR(o.value("ratio").toDouble(), 8.0 / 9.0, 1e-12);
    QCOMPARE(o.value("sys_len").toInt(-1), 8);
    QCOMPARE(o.value("ref_len").toInt(-1), 9);
    // The tokenizer name is whatever the caller passes (it is not stored).
    QCOMPARE(o.value("tokenize").toString(), QStringLiteral("char"));
    QCOMPARE(QJsonDocument::fromJson(fromStd(s.to_json())).object().value("tokenize").toString(),
             QStringLiteral("13a"));
}

void TestBleu::mismatchedLengthsThrow() {
    try {
        studio::eval::corpus_bleu({"a", "b", "c"}, {"a", "b"});
        QFAIL("expected std::invalid_argument");
    } catch (const std::invalid_argument& e) {
        const QByteArray message(e.what());
        QVERIFY2(message.contains('3') && message.contains('2'), e.what());
    }
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, studio::eval::corpus_bleu({}, {"x"}));
}

void TestBleu::tokenizerNames_data() {
    QTest::addColumn<QByteArray>("name");
    QTest::addColumn<int>("tokenizer");
    QTest::newRow("13a") << QByteArray("13a") << int(BleuTokenizer::Mteval13a);
    QTest::newRow("none") << QByteArray("none") << int(BleuTokenizer::None);
    QTest::newRow("char") << QByteArray("char") << int(BleuTokenizer::Char);
}

void TestBleu::tokenizerNames() {
    QFETCH(QByteArray, name);
    QFETCH(int, tokenizer);
    QCOMPARE(int(studio::eval::bleu_tokenizer_from_name(name.toStdString())), tokenizer);
    QCOMPARE(fromStd(studio::eval::bleu_tokenizer_name(BleuTokenizer(tokenizer))), name);
}

void TestBleu::unknownTokenizerThrows() {
    try {
        studio::eval::bleu_tokenizer_from_name("intl");
        QFAIL("expected std::invalid_argument");
    } catch (const std::invalid_argument& e) {
        const QByteArray message(e.what());
        // The message lists what would have been valid.
        QVERIFY2(message.contains("13a") && message.contains("none") && message.contains("char"),
                 e.what());
    }
}

// A dev translation is "exactly right" when BLEU sees the reference's
// words: a word-level model's "Hello , world !" for "Hello, world!" (it
// cannot write the raw text), spaces collapsed; not a different word.
void TestBleu::sameForBleu_data() {
    QTest::addColumn<QString>("hypothesis");
    QTest::addColumn<QString>("reference");
    QTest::addColumn<QString>("tokenize");
    QTest::addColumn<bool>("same");
    QTest::newRow("punctuation apart") << "Hello , world !" << "Hello, world!" << "13a" << true;
    QTest::newRow("spaces") << "a  b " << " a b" << "13a" << true;
    QTest::newRow("another word") << "Hello , world ?" << "Hello, world!" << "13a" << false;
    QTest::newRow("none: punctuation counts") << "Hello , world !" << "Hello, world!" << "none" << false;
    QTest::newRow("char: where the gaps go counts") << "eineMillion" << "eine Million" << "char" << false;
    QTest::newRow("char: runs of spaces collapse") << "eine  Million " << "eine Million" << "char" << true;
    QTest::newRow("same text") << "x" << "x" << "13a" << true;
}

void TestBleu::sameForBleu() {
    QFETCH(QString, hypothesis);
    QFETCH(QString, reference);
    QFETCH(QString, tokenize);
    QFETCH(bool, same);
    QCOMPARE(studio::eval::same_for_bleu(hypothesis.toStdString(), reference.toStdString(),
                                         studio::eval::bleu_tokenizer_from_name(tokenize.toStdString())),
             same);
}

QTEST_APPLESS_MAIN(TestBleu)
#include "tst_bleu.moc"
