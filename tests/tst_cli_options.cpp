// attention-studio-cli options that tst_cli does not run: every command's
// --help, train --epochs / --tokenizer, translate --alpha, bleu --tokenize,
// evaluate's plain output, demo-data numbers-de and dates, average of more
// than two checkpoints, the note when bf16 falls back to fp32, and a clear
// error (file and line) for each kind of bad input to train.
// SPDX-License-Identifier: GPL-3.0-or-later
#include <torch/torch.h>

#include <QtTest>

#include "support/test_support.h"

#include "train/checkpoint.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <cmath>

using namespace studio;
using test::run_cli;
using test::write_file;

namespace {

QString checkpoint() { return test::fixture_dir() + "/run/last.ckpt"; }

QByteArray read_all(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return f.readAll();
}

QList<QByteArray> lines_of(const QByteArray& text) {
    QList<QByteArray> lines = text.split('\n');
    if (!lines.isEmpty() && lines.last().isEmpty()) lines.removeLast();
    return lines;
}

// The first n lines of a file, as one text.
QByteArray first_lines(const QString& path, int n) {
    QByteArray out;
    const auto lines = lines_of(read_all(path));
    for (int i = 0; i < n && i < lines.size(); ++i) out += lines[i] + '\n';
    return out;
}

// The options every small training run here shares: a model that trains in
// well under a second a step on one thread.
QStringList small_model() {
    return {"--preset", "tiny", "--d-model", "32", "--d-ff", "64", "--threads", "1", "--seed", "1"};
}

// 24 two-word pairs (English number words -> German, word order reversed)
// written as aligned files under `dir`; returns the train options naming them.
QStringList word_pairs(const QString& dir) {
    const char* words[] = {"one", "two", "three", "four", "five", "six"};
    const char* worte[] = {"eins", "zwei", "drei", "vier", "fuenf", "sechs"};
    QByteArray src, tgt;
    for (int i = 0; i < 24; ++i) {
        src += QByteArray(words[i % 6]) + ' ' + words[(i / 6 + i) % 6] + '\n';
        tgt += QByteArray(worte[(i / 6 + i) % 6]) + ' ' + worte[i % 6] + '\n';
    }
    QDir().mkpath(dir);
    write_file(dir + "/pairs.en", src);
    write_file(dir + "/pairs.de", tgt);
    return {"--train-src", dir + "/pairs.en", "--train-tgt", dir + "/pairs.de"};
}

// This process's environment with ATTENTION_STUDIO_CPU_BF16 set: 0 makes the
// engine believe the processor has no native bfloat16, 1 that it has.
QProcessEnvironment native_bf16(bool native) {
    auto env = QProcessEnvironment::systemEnvironment();
    env.insert("ATTENTION_STUDIO_CPU_BF16", native ? "1" : "0");
    return env;
}

// The note that bf16 falls back to fp32 (its wording is free; it names the
// precision asked for and the one used).
bool has_fallback_note(const QByteArray& err) {
    static const QRegularExpression note(R"(^note: precision bf16\b.*\bfp32\b)", QRegularExpression::MultilineOption);
    return note.match(QString::fromUtf8(err)).hasMatch();
}

}  // namespace

class TestCliOptions : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void helpNamesTheOptions_data();
    void helpNamesTheOptions();
    void bleuTokenizers_data();
    void bleuTokenizers();
    void evaluatePlainOutput();
    void alphaDividesTheScore();
    void demoData_data();
    void demoData();
    void epochsSetTheLength();
    void givenTokenizerIsUsed();
    void averageOfThree();
    void bf16FallbackNote_data();
    void bf16FallbackNote();
    void badInputNamesFileAndLine_data();
    void badInputNamesFileAndLine();
    void badSettings_data();
    void badSettings();
    void devShareHoldsOutOfADemo();
    void attentionOfFirstNonEmptyLine();

private:
    QTemporaryDir tmp_;
};

void TestCliOptions::initTestCase() {
    QVERIFY2(QFile::exists(checkpoint()), "the fixture model is missing: run the tests through ctest");
    QVERIFY(tmp_.isValid());
}

void TestCliOptions::helpNamesTheOptions_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QStringList>("expected");  // the usage line first, then what it must name
    QTest::newRow("all commands") << QStringList{"--help"}
                                  << QStringList{"usage: attention-studio-cli COMMAND", "\n  train ", "\n  translate ",
                                                 "\n  evaluate ", "\n  bleu ", "\n  average ", "\n  demo-data ",
                                                 "\n  info ", "\n  import "};
    QTest::newRow("version") << QStringList{"--version"} << QStringList{"attention-studio-cli 0."};
    QTest::newRow("train") << QStringList{"train", "--help"}
                           << QStringList{"usage: attention-studio-cli train", "--demo", "--train-src", "--train-tgt",
                                          "--train-tsv", "--columns", "--train-jsonl", "--src-lang", "--dev-src",
                                          "--dev-tsv", "--dev-jsonl", "--dev-share", "--tokenizer", "--out",
                                          "--steps", "--epochs", "--resume", "--init-from", "--eval-every",
                                          "--precision", "--preset", "--d-model", "--vocab-size", "--world-size"};
    QTest::newRow("translate") << QStringList{"translate", "--help"}
                               << QStringList{"usage: attention-studio-cli translate", "--checkpoint", "--beam",
                                              "--alpha", "--nbest", "--max-extra", "--attention", "--threads",
                                              "--device", "--precision"};
    QTest::newRow("evaluate") << QStringList{"evaluate", "--help"}
                              << QStringList{"usage: attention-studio-cli evaluate", "--checkpoint", "--src", "--ref",
                                             "--beam", "--alpha", "--tokenize", "--json", "--hyp-out", "--precision"};
    QTest::newRow("bleu") << QStringList{"bleu", "--help"}
                          << QStringList{"usage: attention-studio-cli bleu", "REF_FILE", "--hyp", "--tokenize",
                                         "13a|none|char", "--json"};
    QTest::newRow("average") << QStringList{"average", "--help"}
                             << QStringList{"usage: attention-studio-cli average", "--out", "CKPT..."};
    QTest::newRow("demo-data") << QStringList{"demo-data", "--help"}
                               << QStringList{"usage: attention-studio-cli demo-data", "--out", "--seed",
                                              "numbers-de", "dates", "reverse"};
    QTest::newRow("info") << QStringList{"info", "--help"}
                          << QStringList{"usage: attention-studio-cli info", "--json"};
    QTest::newRow("import") << QStringList{"import", "--help"}
                            << QStringList{"usage: attention-studio-cli import", "--pytorch", "--src-tokenizer",
                                           "--tgt-tokenizer", "--out", "--heads", "--dropout", "--overwrite"};
}

void TestCliOptions::helpNamesTheOptions() {
    QFETCH(QStringList, args);
    QFETCH(QStringList, expected);
    const auto r = run_cli(args);
    QCOMPARE(r.exit_code, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    const QString out = QString::fromUtf8(r.out);
    QVERIFY2(out.startsWith(expected.first()), qPrintable(out));
    for (const QString& word : expected) QVERIFY2(out.contains(word), qPrintable(word + " is not in:\n" + out));
}

void TestCliOptions::bleuTokenizers_data() {
    // Expected lines worked out by hand (sacreBLEU's rules: exponential
    // smoothing of a zero count, BP = 1 when the hypothesis is longer).
    QTest::addColumn<QString>("tokenize");  // "" = the default
    QTest::addColumn<QByteArray>("ref");
    QTest::addColumn<QByteArray>("hyp");
    QTest::addColumn<QByteArray>("expected");
    // "f," is one word to "none" and two to 13a: "none" matches 5/7 words,
    // 4/6 bigrams, 3/5, 2/4: BLEU = (1/7)^(1/4) = 61.48.
    const QByteArray ref1 = "a b c d e f,", hyp1 = "a b c d e f ,";
    QTest::newRow("13a splits the comma") << "13a" << ref1 << hyp1
        << QByteArray("BLEU = 100.00 100.0/100.0/100.0/100.0 (BP = 1.000 ratio = 1.000 hyp_len = 7 ref_len = 7)");
    QTest::newRow("13a is the default") << "" << ref1 << hyp1
        << QByteArray("BLEU = 100.00 100.0/100.0/100.0/100.0 (BP = 1.000 ratio = 1.000 hyp_len = 7 ref_len = 7)");
    QTest::newRow("none keeps it") << "none" << ref1 << hyp1
        << QByteArray("BLEU = 61.48 71.4/66.7/60.0/50.0 (BP = 1.000 ratio = 1.167 hyp_len = 7 ref_len = 6)");
    QTest::newRow("char drops the spaces") << "char" << ref1 << hyp1
        << QByteArray("BLEU = 100.00 100.0/100.0/100.0/100.0 (BP = 1.000 ratio = 1.000 hyp_len = 7 ref_len = 7)");
    // Characters match 3/4, 2/3, 1/2 and 0/1 (smoothed to 100 / 2):
    // BLEU = (3/4 * 2/3 * 1/2 * 1/2)^(1/4) = 59.46; as words nothing matches,
    // and sacreBLEU then gives 0 with every precision 0.
    QTest::newRow("char: characters") << "char" << QByteArray("abcd") << QByteArray("abce")
        << QByteArray("BLEU = 59.46 75.0/66.7/50.0/50.0 (BP = 1.000 ratio = 1.000 hyp_len = 4 ref_len = 4)");
    QTest::newRow("none: one word") << "none" << QByteArray("abcd") << QByteArray("abce")
        << QByteArray("BLEU = 0.00 0.0/0.0/0.0/0.0 (BP = 1.000 ratio = 1.000 hyp_len = 1 ref_len = 1)");
}

void TestCliOptions::bleuTokenizers() {
    QFETCH(QString, tokenize);
    QFETCH(QByteArray, ref);
    QFETCH(QByteArray, hyp);
    QFETCH(QByteArray, expected);
    const QString ref_path = tmp_.filePath("tokenize.ref");
    QVERIFY(write_file(ref_path, ref + '\n'));
    QStringList args{"bleu", ref_path};
    if (!tokenize.isEmpty()) args << "--tokenize" << tokenize;
    const auto r = run_cli(args, hyp + '\n');
    QCOMPARE(r.exit_code, 0);
    QCOMPARE(r.out.trimmed(), expected);
    // The JSON names the tokenizer it used.
    const auto j = run_cli(args << "--json", hyp + '\n');
    QCOMPARE(QJsonDocument::fromJson(j.out).object()["tokenize"].toString(), tokenize.isEmpty() ? "13a" : tokenize);
}

void TestCliOptions::evaluatePlainOutput() {
    const QString src = tmp_.filePath("plain.src"), ref = tmp_.filePath("plain.ref"), hyp = tmp_.filePath("plain.hyp");
    QVERIFY(write_file(src, first_lines(test::fixture_dir() + "/data/dev.src", 10)));
    QVERIFY(write_file(ref, first_lines(test::fixture_dir() + "/data/dev.tgt", 10)));
    for (const QString tokenize : {"13a", "char"}) {
        const auto e = run_cli({"evaluate", "--checkpoint", checkpoint(), "--src", src, "--ref", ref, "--beam", "1",
                                "--tokenize", tokenize, "--hyp-out", hyp});
        QCOMPARE(e.exit_code, 0);
        // One line in sacreBLEU's format ...
        static const QRegularExpression line(R"(^BLEU = \d+\.\d\d \d+\.\d/\d+\.\d/\d+\.\d/\d+\.\d )"
                                             R"(\(BP = \d\.\d{3} ratio = \d+\.\d{3} hyp_len = \d+ ref_len = \d+\)\n$)");
        QVERIFY2(line.match(QString::fromUtf8(e.out)).hasMatch(), e.out.constData());
        // ... that scores the translations it wrote with the chosen tokenizer.
        QCOMPARE(lines_of(read_all(hyp)).size(), 10);
        const auto b = run_cli({"bleu", ref, "--hyp", hyp, "--tokenize", tokenize});
        QCOMPARE(b.exit_code, 0);
        QCOMPARE(e.out, b.out);
    }
    // --hyp-out naming an input is refused before anything is written (it
    // replaced the reference with the translations).
    const QByteArray refBefore = read_all(ref);
    const auto over = run_cli({"evaluate", "--checkpoint", checkpoint(), "--src", src, "--ref", ref, "--hyp-out", ref});
    QCOMPARE(over.exit_code, 2);
    QVERIFY2(over.err.contains("is the file --ref reads"), over.err.constData());
    QCOMPARE(read_all(ref), refBefore);
    // So are heads' --csv and translate's --attention (they replaced the source and the checkpoint).
    const auto csv = run_cli({"heads", "--checkpoint", checkpoint(), "--src", src, "--ref", ref, "--csv", src});
    QVERIFY2(csv.exit_code == 2 && csv.err.contains("is the file --src reads"), csv.err.constData());
    const QString copy = tmp_.filePath("copy.ckpt");  // not the shared model: a failure here replaced it
    QVERIFY(QFile::copy(checkpoint(), copy));
    const auto attention = run_cli({"translate", "--checkpoint", copy, "--attention", copy}, "a\n");
    QVERIFY2(attention.exit_code == 2 && attention.err.contains("is the file --checkpoint reads"), attention.err.constData());
}

void TestCliOptions::alphaDividesTheScore() {
    // Greedy search: alpha cannot change the translation, only its score,
    // log P(Y) / ((5 + |Y|) / 6)^alpha (|Y| with the end of sentence).
    const QString attention = tmp_.filePath("alpha.json");
    auto translate = [&](const QString& alpha, QStringList extra = {}) {
        return run_cli(QStringList{"translate", "--checkpoint", checkpoint(), "--beam", "1", "--nbest", "1", "--alpha",
                                   alpha} + extra,
                       "ant bee cat dog\n");
    };
    const auto plain = translate("0", {"--attention", attention});
    QCOMPARE(plain.exit_code, 0);
    const int length = int(QJsonDocument::fromJson(read_all(attention)).object()["target_tokens"].toArray().size());
    QVERIFY(length >= 2);
    const auto fields0 = plain.out.trimmed().split('\t');
    QCOMPARE(fields0.size(), 3);
    const double log_prob = fields0[1].toDouble();
    QVERIFY(log_prob < 0.0);  // a zero would divide to zero for every alpha
    for (const double alpha : {0.6, 1.0, 2.0}) {
        const auto r = translate(QString::number(alpha));
        QCOMPARE(r.exit_code, 0);
        const auto fields = r.out.trimmed().split('\t');
        QCOMPARE(fields.size(), 3);
        QCOMPARE(fields[2], fields0[2]);
        const double expected = log_prob / std::pow((5.0 + length) / 6.0, alpha);
        // The scores are printed with 6 significant digits.
        QVERIFY2(std::abs(fields[1].toDouble() - expected) <= 1e-5 * std::abs(expected) + 1e-6,
                 qPrintable(QString("alpha %1: %2, expected %3").arg(alpha).arg(fields[1]).arg(expected)));
    }
}

void TestCliOptions::demoData_data() {
    QTest::addColumn<QString>("task");
    QTest::addColumn<int>("train");
    QTest::addColumn<int>("dev");
    QTest::addColumn<QString>("src_shape");
    QTest::addColumn<QString>("tgt_shape");
    QTest::newRow("numbers-de") << "numbers-de" << 30000 << 500 << R"(^[a-z]+([ -][a-z]+)*$)"
                                << QString::fromUtf8(R"(^[a-zäöüß]+$)");
    QTest::newRow("dates") << "dates" << 20000 << 500 << R"(^[A-Za-z0-9 ,/]+$)"
                           << R"(^(19|20)\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$)";
}

void TestCliOptions::demoData() {
    QFETCH(QString, task);
    QFETCH(int, train);
    QFETCH(int, dev);
    QFETCH(QString, src_shape);
    QFETCH(QString, tgt_shape);
    const QString out = tmp_.filePath("demo-" + task);
    const auto r = run_cli({"demo-data", task, "--seed", "3", "--out", out});
    QCOMPARE(r.exit_code, 0);
    QVERIFY2(r.err.contains(QString("wrote %1 training and %2 dev pairs").arg(train).arg(dev).toUtf8()),
             r.err.constData());
    QCOMPARE(QDir(out).entryList(QDir::Files, QDir::Name),
             (QStringList{"dev.src", "dev.tgt", "train.src", "train.tgt"}));
    const QRegularExpression src_re(src_shape), tgt_re(tgt_shape);
    QHash<QString, QString> pairs;  // source -> target, train and dev
    for (const QString stem : {"train", "dev"}) {
        const auto src = lines_of(read_all(out + "/" + stem + ".src"));
        const auto tgt = lines_of(read_all(out + "/" + stem + ".tgt"));
        QCOMPARE(src.size(), stem == "train" ? train : dev);
        QCOMPARE(tgt.size(), src.size());
        for (int i = 0; i < src.size(); ++i) {
            const QString s = QString::fromUtf8(src[i]), t = QString::fromUtf8(tgt[i]);
            QVERIFY2(src_re.match(s).hasMatch(), qPrintable(stem + ".src: " + s));
            QVERIFY2(tgt_re.match(t).hasMatch(), qPrintable(stem + ".tgt: " + t));
            pairs.insert(s, t);
        }
    }
    QCOMPARE(pairs.size(), train + dev);  // every source once
    // Again into the same folder: the files there are kept unless --overwrite.
    const QByteArray trainBefore = read_all(out + "/train.src");
    const auto again = run_cli({"demo-data", task, "--seed", "4", "--out", out});
    QVERIFY2(again.exit_code == 2 && again.err.contains("already holds train.src"), again.err.constData());
    QCOMPARE(read_all(out + "/train.src"), trainBefore);
    QCOMPARE(run_cli({"demo-data", task, "--seed", "4", "--out", out, "--overwrite"}).exit_code, 0);
    if (task == "numbers-de") {
        // Every number below 1000 is in the task; German puts units before tens.
        QCOMPARE(pairs.value("zero"), QString("null"));
        QCOMPARE(pairs.value("one"), QString("eins"));
        QCOMPARE(pairs.value("twenty-one"), QString("einundzwanzig"));
        QCOMPARE(pairs.value("seventy-three"), QString::fromUtf8("dreiundsiebzig"));
    } else {
        // Every source names the target's year; the US numeric style
        // MM/DD/YYYY is rewritten field by field.
        static const QRegularExpression numeric(R"(^(\d\d)/(\d\d)/(\d{4})$)");
        int numeric_seen = 0;
        for (auto it = pairs.cbegin(); it != pairs.cend(); ++it) {
            QVERIFY2(it.key().contains(it.value().left(4)), qPrintable(it.key() + " -> " + it.value()));
            const auto m = numeric.match(it.key());
            if (!m.hasMatch()) continue;
            ++numeric_seen;
            QCOMPARE(it.value(), m.captured(3) + "-" + m.captured(1) + "-" + m.captured(2));
        }
        QVERIFY(numeric_seen > 100);  // one style in ten
    }
}

void TestCliOptions::epochsSetTheLength() {
    const QString base = tmp_.filePath("epochs");
    const auto r = run_cli(QStringList{"train"} + small_model() + word_pairs(base) +
                           QStringList{"--vocab-size", "30", "--max-tokens", "40", "--epochs", "2", "--log-every", "1",
                                       "--out", base + "/run"});
    QVERIFY2(r.exit_code == 0, r.err.constData());
    static const QRegularExpression planned_re(R"((\d+) steps planned)");
    const auto planned_match = planned_re.match(QString::fromUtf8(r.err));
    QVERIFY2(planned_match.hasMatch(), r.err.constData());
    const int planned = planned_match.captured(1).toInt();
    // Two passes over the same 24 pairs: as many steps in each, one after the other.
    static const QRegularExpression step_re(R"(^step=(\d+) epoch=(\d+) )");
    QList<int> per_epoch(3, 0);
    int last = 0;
    for (const auto& line : lines_of(r.out)) {
        const auto m = step_re.match(QString::fromUtf8(line));
        if (!m.hasMatch()) continue;
        QCOMPARE(m.captured(1).toInt(), last + 1);
        last = m.captured(1).toInt();
        const int epoch = m.captured(2).toInt();
        QVERIFY2(epoch == 1 || epoch == 2, line.constData());
        ++per_epoch[epoch];
    }
    QVERIFY(per_epoch[1] >= 2);  // several batches an epoch: the count means something
    QCOMPARE(per_epoch[2], per_epoch[1]);
    QCOMPARE(last, planned);
    QCOMPARE(planned, 2 * per_epoch[1]);
    const auto info = run_cli({"info", base + "/run/last.ckpt", "--json"});
    QCOMPARE(QJsonDocument::fromJson(info.out).object()["step"].toInt(), planned);
}

void TestCliOptions::givenTokenizerIsUsed() {
    const QString base = tmp_.filePath("given-tokenizer");
    const auto tokenizer = test::small_tokenizer(60);
    const QString model = base + "/given.model";
    const auto data = word_pairs(base);
    QVERIFY(write_file(model, QByteArray::fromStdString(tokenizer.bytes())));
    // --vocab-size would give another tokenizer if one were trained.
    const auto r = run_cli(QStringList{"train"} + small_model() + data +
                           QStringList{"--vocab-size", "30", "--steps", "1", "--tokenizer", model, "--out",
                                       base + "/run"});
    QVERIFY2(r.exit_code == 0, r.err.constData());
    QVERIFY2(r.err.contains(QString("vocabulary %1,").arg(tokenizer.vocab_size()).toUtf8()), r.err.constData());
    const auto saved = train::load_checkpoint((base + "/run/last.ckpt").toStdString());
    QCOMPARE(saved.tokenizer_kind, std::string("sentencepiece"));
    QVERIFY(saved.tokenizer_bytes == tokenizer.bytes());
    QCOMPARE(saved.model_config.src_vocab_size, tokenizer.vocab_size());
    // A tokenizer file that does not exist is named before any training.
    const auto missing = run_cli(QStringList{"train"} + small_model() + data +
                                 QStringList{"--tokenizer", base + "/none.model", "--out", base + "/run2"});
    QCOMPARE(missing.exit_code, 1);
    QVERIFY2(missing.err.contains((base + "/none.model").toUtf8()), missing.err.constData());
    QVERIFY(!QFile::exists(base + "/run2/last.ckpt"));
}

void TestCliOptions::averageOfThree() {
    // Three checkpoints of one run (steps 1, 2, 3); a mean of three is not
    // any pairwise mean, so dividing by two or leaving one out fails here.
    const QString run = tmp_.filePath("average-run");
    const auto r = run_cli(QStringList{"train", "--demo", "reverse"} + small_model() +
                           QStringList{"--steps", "3", "--eval-every", "1", "--eval-sentences", "1", "--out", run});
    QVERIFY2(r.exit_code == 0, r.err.constData());
    QStringList inputs;
    for (int step = 1; step <= 3; ++step) inputs << QString("%1/checkpoint-%2.ckpt").arg(run).arg(step);
    const QString out = tmp_.filePath("average-of-three.ckpt");
    const auto a = run_cli(QStringList{"average", "--out", out} + inputs);
    QVERIFY2(a.exit_code == 0, a.err.constData());
    QVERIFY2(a.err.contains("averaged 3 checkpoints"), a.err.constData());
    std::vector<train::Checkpoint> originals;
    for (const QString& path : inputs) originals.push_back(train::load_checkpoint(path.toStdString()));
    const auto mean = train::load_checkpoint(out.toStdString());
    QCOMPARE(mean.kind, std::string("weights"));
    QCOMPARE(mean.weights.size(), originals[0].weights.size());
    int differing = 0;
    for (size_t i = 0; i < mean.weights.size(); ++i) {
        const auto& [name, tensor] = mean.weights[i];
        QCOMPARE(name, originals[0].weights[i].first);
        auto sum = torch::zeros_like(originals[0].weights[i].second, torch::kFloat64);
        for (const auto& c : originals) sum += c.weights[i].second.to(torch::kFloat64);
        QVERIFY2(torch::allclose(tensor.to(torch::kFloat64), sum / 3.0, 1e-6, 1e-7), name.c_str());
        if (!torch::equal(originals[0].weights[i].second, originals[2].weights[i].second)) ++differing;
    }
    QVERIFY(differing > 0);  // training moved the weights: the means are not all the same tensor
}

void TestCliOptions::bf16FallbackNote_data() {
    QTest::addColumn<QString>("command");
    QTest::addColumn<bool>("native");
    QTest::newRow("translate, no native bf16: note") << "translate" << false;
    QTest::newRow("translate, native bf16: no note") << "translate" << true;
    QTest::newRow("train, no native bf16: note") << "train" << false;
    QTest::newRow("train, native bf16: no note") << "train" << true;
}

void TestCliOptions::bf16FallbackNote() {
    QFETCH(QString, command);
    QFETCH(bool, native);
    test::CliResult r;
    if (command == "translate") {
        const QByteArray input = "ant bee cat\n";
        r = run_cli(native_bf16(native),
                    {"translate", "--checkpoint", checkpoint(), "--beam", "1", "--precision", "bf16"}, input);
        QCOMPARE(r.exit_code, 0);
        if (!native) {
            // Computed in fp32: exactly the fp32 translation.
            const auto fp32 = run_cli({"translate", "--checkpoint", checkpoint(), "--beam", "1"}, input);
            QCOMPARE(r.out, fp32.out);
        }
    } else {
        const QString out = tmp_.filePath(QString("bf16-train-%1").arg(native));
        r = run_cli(native_bf16(native), QStringList{"train"} + small_model() + word_pairs(out + "-data") +
                                             QStringList{"--vocab-size", "30", "--steps", "1", "--precision", "bf16",
                                                         "--out", out});
        QVERIFY2(r.exit_code == 0, r.err.constData());
    }
    QVERIFY2(has_fallback_note(r.err) == !native, r.err.constData());
    // With native bfloat16 nothing is said about bf16 at all.
    if (native) QVERIFY2(!r.err.contains("precision bf16"), r.err.constData());
}

void TestCliOptions::badInputNamesFileAndLine_data() {
    QTest::addColumn<QByteArray>("src");
    QTest::addColumn<QByteArray>("tgt");
    QTest::addColumn<QString>("kind");          // aligned, tsv, jsonl
    QTest::addColumn<QString>("expected");      // substring after the file name
    QTest::newRow("different line counts") << QByteArray("a\nb\nc\n") << QByteArray("x\ny\n") << "aligned" << "3 lines";
    QTest::newRow("invalid UTF-8") << QByteArray("ok\nbad \xff byte\n") << QByteArray("x\ny\n") << "aligned"
                                   << ":2: invalid UTF-8";
    QTest::newRow("binary file") << QByteArray("ab\0cd\n", 6) << QByteArray("x\n") << "aligned" << "NUL";
    QTest::newRow("TSV too few columns") << QByteArray("a\tb\nonly one column\n") << QByteArray() << "tsv" << ":2:";
    QTest::newRow("broken JSON line") << QByteArray("{\"translation\": {\"en\": \"a\", \"de\": \"b\"}}\n{broken\n")
                                      << QByteArray() << "jsonl" << ":2:";
    QTest::newRow("JSON missing key") << QByteArray("{\"translation\": {\"en\": \"a\"}}\n") << QByteArray() << "jsonl"
                                      << ":1:";
}

void TestCliOptions::badInputNamesFileAndLine() {
    QFETCH(QByteArray, src);
    QFETCH(QByteArray, tgt);
    QFETCH(QString, kind);
    QFETCH(QString, expected);
    const QString tag = QString::fromUtf8(QTest::currentDataTag()).replace(' ', '_');
    const QString src_path = tmp_.filePath(tag + ".src"), tgt_path = tmp_.filePath(tag + ".tgt");
    QVERIFY(write_file(src_path, src));
    QStringList args{"train", "--out", tmp_.filePath(tag + "-run"), "--steps", "1"};
    if (kind == "aligned") {
        QVERIFY(write_file(tgt_path, tgt));
        args << "--train-src" << src_path << "--train-tgt" << tgt_path;
    } else if (kind == "tsv") {
        args << "--train-tsv" << src_path;
    } else {
        args << "--train-jsonl" << src_path << "--src-lang" << "en" << "--tgt-lang" << "de";
    }
    const auto r = run_cli(args);
    QCOMPARE(r.exit_code, 1);
    const QString err = QString::fromUtf8(r.err);
    QVERIFY2(err.startsWith("error: " + src_path), qPrintable(err));
    QVERIFY2(err.contains(expected), qPrintable(err));
}

void TestCliOptions::badSettings_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exit_code");
    QTest::addColumn<QString>("expected");
    QTest::newRow("missing file") << QStringList{"--train-src", "/nonexistent/a.en", "--train-tgt", "/nonexistent/a.de"}
                                  << 1 << "/nonexistent/a.en";
    QTest::newRow("unknown demo") << QStringList{"--demo", "chess"} << 2 << "--demo 'chess' is not one of numbers-de, dates, reverse";
    QTest::newRow("unknown preset") << QStringList{"--demo", "reverse", "--preset", "huge"} << 2
                                    << "--preset 'huge' is not one of tiny, small, base, big";
    QTest::newRow("steps not a number") << QStringList{"--demo", "reverse", "--steps", "ten"} << 2 << "--steps";
    QTest::newRow("dropout out of range") << QStringList{"--demo", "reverse", "--dropout", "1.5"} << 2 << "--dropout";
    // The range in its own digits (it read "between 0.000000 and 1.000000").
    QTest::newRow("adam-eps out of range") << QStringList{"--demo", "reverse", "--adam-eps", "0"} << 2
                                           << "--adam-eps: 0 is out of range; it must be between 1e-30 and 1";
    QTest::newRow("heads do not divide d_model") << QStringList{"--demo", "reverse", "--d-model", "30", "--heads", "4"}
                                                 << 1 << "num_heads";
    QTest::newRow("cuda not available") << QStringList{"--demo", "reverse", "--device", "cuda"} << 1
                                        << "not available";
    QTest::newRow("unknown option") << QStringList{"--demo", "reverse", "--speed", "fast"} << 2 << "--speed";
    QTest::newRow("unknown precision") << QStringList{"--demo", "reverse", "--precision", "fp64"} << 2
                                       << "--precision 'fp64' is not one of auto, fp32, bf16, fp16";
    QTest::newRow("no data") << QStringList{} << 2 << "no training data";
    QTest::newRow("dev set in another format") << QStringList{"--demo", "reverse", "--dev-tsv", "/nonexistent/dev.tsv"}
                                               << 2 << "the dev set must be in the training data's format";
    QTest::newRow("a share and dev files") << QStringList{"--train-src", "/nonexistent/a.en", "--train-tgt", "/nonexistent/a.de",
                                                          "--dev-src", "/nonexistent/d.en", "--dev-tgt", "/nonexistent/d.de",
                                                          "--dev-share", "0.1"}
                                           << 2 << "give only one of them";
    // Dev files of blank lines: training held out training pairs instead, silently.
    const QString blankDev = tmp_.filePath("blank-dev.en");
    QVERIFY(write_file(blankDev, "\n  \n\n"));
    const QString train = tmp_.filePath("few.en");
    QVERIFY(write_file(train, "a b\nc d\ne f\n"));
    QTest::newRow("dev files without pairs") << QStringList{"--train-src", train, "--train-tgt", train,
                                                            "--dev-src", blankDev, "--dev-tgt", blankDev}
                                             << 1 << "blank-dev.en: the dev set holds no sentence pair";
    // Training files of blank lines, named (it said "the training data holds no sentence pairs").
    QTest::newRow("training files without pairs") << QStringList{"--train-src", blankDev, "--train-tgt", blankDev}
                                                  << 1 << "blank-dev.en + blank-dev.en: no sentence pair was found";
    // Dev pairs all too long: the dev set went unused, with a note only.
    const QString longDev = tmp_.filePath("long-dev.en");
    QVERIFY(write_file(longDev, "a b c d e f a b c d e f\n"));
    QTest::newRow("dev pairs all too long") << QStringList{"--train-src", train, "--train-tgt", train, "--dev-src", longDev,
                                                           "--dev-tgt", longDev, "--max-len", "4", "--vocab-size", "12"}
                                            << 1 << "none of the 1 dev pairs is left";
}

// --dev-share holds a share of a demo's pairs out, as the app's "Hold out"
// does (it was ignored beside --demo: the demo's own 200 dev pairs).
void TestCliOptions::devShareHoldsOutOfADemo() {
    const QString out = tmp_.filePath("demo-share");
    const auto r = run_cli({"train", "--demo", "reverse", "--dev-share", "0.05", "--preset", "tiny", "--d-model", "32",
                            "--heads", "2", "--d-ff", "64", "--layers", "1", "--steps", "1", "--threads", "1",
                            "--eval-sentences", "0", "--out", out});
    QCOMPARE(r.exit_code, 0);
    QVERIFY2(r.err.contains("3800 training pairs, 200 dev pairs"), r.err.constData());
}

void TestCliOptions::badSettings() {
    QFETCH(QStringList, args);
    QFETCH(int, exit_code);
    QFETCH(QString, expected);
    const QString out = tmp_.filePath(QString::fromUtf8(QTest::currentDataTag()).replace(' ', '_'));
    const auto r = run_cli(QStringList{"train", "--out", out, "--steps", "1"} + args);
    QCOMPARE(r.exit_code, exit_code);
    QVERIFY2(QString::fromUtf8(r.err).contains(expected), r.err.constData());
    QVERIFY(!QFile::exists(out + "/last.ckpt"));
}

// A blank line (no-break spaces too, as the Translate page reads them) has no
// attention: --attention writes the first non-empty line's.
void TestCliOptions::attentionOfFirstNonEmptyLine() {
    const QString path = tmp_.filePath("attention-blank.json");
    // A line of no-break spaces is as blank as the Translate page reads it.
    const auto r = run_cli({"translate", "--checkpoint", checkpoint(), "--beam", "1", "--attention", path},
                           "\n\xc2\xa0 \xe3\x80\x80\nant bee\n");
    QCOMPARE(r.exit_code, 0);
    QCOMPARE(r.out.split('\n').value(1), QByteArray());
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(QJsonDocument::fromJson(f.readAll()).object()["source_tokens"].toArray().size(),
             3);  // ▁ant ▁bee </s>
    // No line to take it from: an error, not a silently missing file.
    const auto none = run_cli({"translate", "--checkpoint", checkpoint(), "--attention", path + "2"}, "\n\n");
    QCOMPARE(none.exit_code, 1);
    QVERIFY2(none.err.contains("no non-empty line"), none.err.constData());
}

QTEST_GUILESS_MAIN(TestCliOptions)
#include "tst_cli_options.moc"
