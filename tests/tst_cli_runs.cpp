// What the command-line program does to run folders already there, and to
// runs without a dev set:
// - `train --overwrite` clears the old run only once every option and the
//   data were read (a typo deleted it, then failed);
// - `train --resume A/last.ckpt --out B` into a B holding another run is
//   refused (the two runs' checkpoints were mixed);
// - `average` and `import` never replace a run's last.ckpt or an existing file unasked;
// - a resume writes the numbered checkpoint a killed process left out;
// - a run without dev pairs reports no dev loss or BLEU (it wrote 0 and a
//   perplexity of 1);
// - `--init-from` takes each dropout as given, and says which model options
//   it leaves aside, and records no preset for a model of no preset's
//   sizes; data files named relative are recorded whole; a `--dev-share` demo run resumes; `--steps` and
//   `--epochs` exclude each other; one source of training data;
// - `sweep --grid=NAME=VALUES` (the --name=value form) runs.
// SPDX-License-Identifier: GPL-3.0-or-later
#include <torch/torch.h>

#include <QtTest>

#include "support/test_support.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

using namespace studio;
using test::run_cli;
using test::write_file;

namespace {

QByteArray read_all(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A model that trains a step in well under a second on one thread.
QStringList small_model() {
    return {"--preset", "tiny", "--d-model", "16", "--heads", "2", "--d-ff", "32", "--layers", "1",
            "--threads", "1", "--seed", "1", "--precision", "fp32"};
}

QStringList demo_run(const QString& out, const QString& steps) {
    return QStringList{"train", "--demo", "reverse"} + small_model() +
           QStringList{"--steps", steps, "--eval-every", "1", "--eval-sentences", "1", "--out", out};
}

// A copy of the files of a run folder (not its lock).
bool copy_run(const QString& from, const QString& to) {
    QDir().mkpath(to);
    for (const QString& name : QDir(from).entryList(QDir::Files))
        if (name != QLatin1String(".attention-studio.lock") && !QFile::copy(from + '/' + name, to + '/' + name))
            return false;
    return true;
}

QJsonObject info_of(const QString& checkpoint) {
    return QJsonDocument::fromJson(run_cli({"info", checkpoint, "--json"}).out).object();
}

}  // namespace

class TestCliRuns : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(tmp_.isValid());
        run_ = tmp_.filePath("run");
        const auto r = run_cli(demo_run(run_, "2"));
        QVERIFY2(r.exit_code == 0, r.err.constData());
        QVERIFY(QFile::exists(run_ + "/last.ckpt"));
    }

    void overwriteKeepsTheRunWhenRefused_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        QTest::newRow("missing file") << QStringList{"--train-src", "/nonexistent/a.en", "--train-tgt",
                                                     "/nonexistent/a.de"}
                                      << "/nonexistent/a.en";
        QTest::newRow("time limit out of range") << QStringList{"--demo", "reverse", "--time-limit", "0.5"}
                                                 << "--time-limit";
        QTest::newRow("two sources of data") << QStringList{"--demo", "reverse", "--train-tsv", "/nonexistent/a.tsv"}
                                             << "give one source of training data";
        QTest::newRow("columns without tsv") << QStringList{"--demo", "reverse", "--columns", "9,9"}
                                             << "--columns belongs to --train-tsv";
        QTest::newRow("steps and epochs") << QStringList{"--demo", "reverse", "--epochs", "2"}
                                          << "--steps and --epochs are alternatives";
    }
    void overwriteKeepsTheRunWhenRefused() {
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        const QString copy = tmp_.filePath(QStringLiteral("overwrite-%1").arg(++copies_));
        QVERIFY(copy_run(run_, copy));
        const QByteArray before = read_all(copy + "/last.ckpt"), history = read_all(copy + "/history.jsonl");
        QVERIFY(!before.isEmpty() && !history.isEmpty());
        const auto r = run_cli(QStringList{"train", "--out", copy, "--overwrite", "--steps", "1"} + small_model() + args);
        QVERIFY(r.exit_code != 0);
        QVERIFY2(QString::fromUtf8(r.err).contains(expected), r.err.constData());
        QCOMPARE(read_all(copy + "/last.ckpt"), before);
        QCOMPARE(read_all(copy + "/history.jsonl"), history);
        QVERIFY(QFile::exists(copy + "/checkpoint-2.ckpt"));
    }

    void resumeIntoAnotherRunIsRefused() {
        const QString other = tmp_.filePath("other");
        QVERIFY(copy_run(run_, other));
        const QByteArray before = read_all(other + "/last.ckpt");
        const auto r = run_cli({"train", "--resume", run_ + "/last.ckpt", "--out", other, "--steps", "3"});
        QCOMPARE(r.exit_code, 2);
        QVERIFY2(r.err.contains("already holds another training run"), r.err.constData());
        QCOMPARE(read_all(other + "/last.ckpt"), before);
        QVERIFY(!QFile::exists(other + "/checkpoint-3.ckpt"));
    }

    // An earlier checkpoint continued in its own folder would replace the
    // run's later steps: refused, naming them; --overwrite removes only the
    // checkpoints after it (it emptied the folder, the earlier ones too).
    void resumingAnEarlierCheckpointHereAsksForOverwrite() {
        const QString copy = tmp_.filePath("earlier");
        QVERIFY(copy_run(run_, copy));
        const QByteArray before = read_all(copy + "/last.ckpt");
        const QStringList resume{"train", "--resume", copy + "/checkpoint-1.ckpt", "--out", copy, "--steps", "3"};
        const auto refused = run_cli(resume);
        QCOMPARE(refused.exit_code, 2);
        QVERIFY2(refused.err.contains("holds a later checkpoint of this run") && refused.err.contains("step 2"),
                 refused.err.constData());
        QCOMPARE(read_all(copy + "/last.ckpt"), before);
        const auto replaced = run_cli(resume + QStringList{"--overwrite"});
        QVERIFY2(replaced.exit_code == 0 && replaced.err.contains("removed 2 checkpoint(s) after step 1"),
                 replaced.err.constData());
        QVERIFY(QFile::exists(copy + "/checkpoint-1.ckpt"));
        QCOMPARE(info_of(copy + "/last.ckpt")["step"].toInteger(), qint64(3));
        // The newest checkpoint continues it: nothing to ask.
        // Another precision is taken, and said (the GUI said it; the CLI did not).
        const auto onwards = run_cli(
            {"train", "--resume", copy + "/last.ckpt", "--out", copy, "--steps", "4", "--precision", "bf16"});
        QVERIFY2(onwards.exit_code == 0, onwards.err.constData());
        QVERIFY2(onwards.err.contains("trained with --precision fp32; it goes on with bf16"), onwards.err.constData());
        // Nor with a numbered file beyond last.ckpt (an evaluation interrupted
        // between its two saves): last.ckpt is the run's latest state.
        QVERIFY(QFile::copy(copy + "/last.ckpt", copy + "/checkpoint-9.ckpt"));
        const auto latest = run_cli({"train", "--resume", copy + "/last.ckpt", "--out", copy, "--steps", "5"});
        QVERIFY2(latest.exit_code == 0, latest.err.constData());
        QVERIFY2(!latest.err.contains("it goes on with"), latest.err.constData());  // bf16 is now the run's
    }

    // --overwrite with a resume the checkpoint refuses (other data): the
    // folder it would have replaced is kept (it was emptied, then the
    // resume failed).
    void overwriteKeepsTheRunWhenTheResumeIsRefused() {
        const QString other = tmp_.filePath("refused-resume");
        QVERIFY(copy_run(run_, other));
        const QByteArray before = read_all(other + "/last.ckpt");
        const auto r = run_cli({"train", "--resume", run_ + "/last.ckpt", "--out", other, "--overwrite", "--steps", "3",
                                "--demo", "dates"});
        QVERIFY(r.exit_code != 0);
        QVERIFY2(r.err.contains("other data"), r.err.constData());
        QCOMPARE(read_all(other + "/last.ckpt"), before);
        QVERIFY(QFile::exists(other + "/history.jsonl"));
    }

    void averageKeepsWhatIsThere() {
        const QString copy = tmp_.filePath("average-run");
        QVERIFY(copy_run(run_, copy));
        const QByteArray last = read_all(copy + "/last.ckpt");
        const QStringList inputs{copy + "/checkpoint-1.ckpt", copy + "/checkpoint-2.ckpt"};
        const auto intoLast = run_cli(QStringList{"average", "--out", copy + "/last.ckpt", "--overwrite"} + inputs);
        QCOMPARE(intoLast.exit_code, 2);
        QVERIFY2(intoLast.err.contains("resumes from"), intoLast.err.constData());
        QCOMPARE(read_all(copy + "/last.ckpt"), last);
        // So does import (a converted model in its place ended the run), before the model is read.
        const auto imported = run_cli({"import", "--marian", tmp_.filePath("no-folder"), "--out",
                                       copy + "/checkpoint-2.ckpt", "--overwrite"});
        QVERIFY2(imported.exit_code == 2 && imported.err.contains("resumes from"), imported.err.constData());

        const QString out = copy + "/average.ckpt";
        QVERIFY(write_file(out, "mine"));
        const auto refused = run_cli(QStringList{"average", "--out", out} + inputs);
        QCOMPARE(refused.exit_code, 2);
        QVERIFY2(refused.err.contains("already exists"), refused.err.constData());
        QCOMPARE(read_all(out), QByteArray("mine"));
        const auto replaced = run_cli(QStringList{"average", "--out", out, "--overwrite"} + inputs);
        QVERIFY2(replaced.exit_code == 0, replaced.err.constData());
        QCOMPARE(info_of(out)["kind"].toString(), QStringLiteral("weights"));
    }

    // A process killed between last.ckpt and the numbered checkpoint of an
    // evaluation: the resume writes the numbered one (it stayed missing, and
    // the finished run ended without one).
    void missingNumberedCheckpointIsWritten() {
        const QString copy = tmp_.filePath("killed");
        QVERIFY(copy_run(run_, copy));
        QVERIFY(QFile::remove(copy + "/checkpoint-2.ckpt"));
        const auto r = run_cli({"train", "--resume", copy + "/last.ckpt", "--out", copy, "--threads", "1"});
        QVERIFY2(r.exit_code == 0, r.err.constData());
        QVERIFY2(r.err.contains("wrote checkpoint-2.ckpt"), r.err.constData());
        QCOMPARE(info_of(copy + "/checkpoint-2.ckpt")["step"].toInt(), 2);
    }

    // A run by epochs resumed with another --accum (or on other processes)
    // plans the steps it takes: those done, then the rest at the new size
    // (it counted every epoch at the new size: 2 epochs of B batches planned
    // B steps at --accum 2 where the run took B + B/2).
    void epochsResumedWithAnotherAccumPlanTheirSteps() {
        const QString out = tmp_.filePath("epochs-accum");
        QStringList first = QStringList{"train", "--demo", "reverse"} + small_model() +
                            QStringList{"--max-tokens", "4096", "--epochs", "1", "--eval-sentences", "1", "--out", out};
        const auto one = run_cli(first);
        QVERIFY2(one.exit_code == 0, one.err.constData());
        const int batches = info_of(out + "/last.ckpt")["step"].toInt();
        QVERIFY(batches >= 3);
        const auto two = run_cli({"train", "--resume", out + "/last.ckpt", "--out", out, "--epochs", "2", "--accum", "2",
                                  "--threads", "1"});
        QVERIFY2(two.exit_code == 0, two.err.constData());
        const int expected = batches + (batches + 1) / 2;
        QVERIFY2(two.err.contains(QByteArray::number(expected) + " steps planned"), two.err.constData());
        QCOMPARE(info_of(out + "/last.ckpt")["step"].toInt(), expected);
    }

    // 24 pairs: too few to hold 1 % out. Evaluations write checkpoints but
    // no dev figures (history.jsonl: null), where 0 loss and BLEU 0 stood.
    void noDevSetHasNoDevFigures() {
        const QString dir = tmp_.filePath("few");
        QByteArray src, tgt;
        for (int i = 0; i < 24; ++i) {
            src += "a b " + QByteArray::number(i % 5) + '\n';
            tgt += QByteArray::number(i % 5) + " b a\n";
        }
        QVERIFY(QDir().mkpath(dir));
        QVERIFY(write_file(dir + "/pairs.en", src) && write_file(dir + "/pairs.de", tgt));
        const QString out = dir + "/run";
        const auto r = run_cli(QStringList{"train", "--train-src", dir + "/pairs.en", "--train-tgt", dir + "/pairs.de",
                                           "--vocab-size", "20", "--steps", "2", "--eval-every", "1", "--out", out} +
                               small_model());
        QVERIFY2(r.exit_code == 0, r.err.constData());
        QVERIFY2(r.err.contains("no dev set: 24 training pairs are too few"), r.err.constData());
        QVERIFY2(r.out.contains("eval step=2 no_dev_set"), r.out.constData());
        QVERIFY2(!r.out.contains("dev_loss="), r.out.constData());
        int evaluations = 0;
        for (const QByteArray& line : read_all(out + "/history.jsonl").split('\n')) {
            const QJsonObject j = QJsonDocument::fromJson(line).object();
            if (j["type"].toString() != QLatin1String("eval")) continue;
            ++evaluations;
            QVERIFY2(j["dev_loss"].isNull() && j["dev_bleu"].isNull() && j["dev_nll"].isNull(), line.constData());
        }
        QCOMPARE(evaluations, 2);
        QVERIFY(QFile::exists(out + "/checkpoint-2.ckpt"));
        const auto info = run_cli({"info", out + "/last.ckpt"});
        QVERIFY2(info.out.contains("no dev set") && !info.out.contains("dev loss 0"), info.out.constData());
        const auto runs = run_cli({"runs", "--dir", out});
        QVERIFY2(runs.exit_code == 0 && !runs.out.contains("nan") && !runs.out.contains(" 1.000"), runs.out.constData());
    }

    void initFromTakesEachDropout() {
        const QString out = tmp_.filePath("fine-tune");
        // Given relative to the working directory, recorded whole (info
        // showed the path as typed, which led nowhere from elsewhere).
        const QString relative = QDir::current().relativeFilePath(run_ + "/last.ckpt");
        QVERIFY(QDir::isRelativePath(relative));
        const auto r = run_cli(QStringList{"train", "--demo", "reverse", "--init-from", relative,
                                           "--dropout", "0.2", "--attention-dropout", "0", "--relu-dropout", "0.3",
                                           "--heads", "8", "--steps", "1", "--eval-sentences", "1", "--threads", "1",
                                           "--out", out});
        QVERIFY2(r.exit_code == 0, r.err.constData());
        QVERIFY2(r.err.contains("note: --heads is ignored"), r.err.constData());
        const QJsonObject config = info_of(out + "/last.ckpt")["config"].toObject();
        QCOMPARE(config["num_heads"].toInt(), 2);
        QCOMPARE(config["dropout"].toDouble(), 0.2);
        QCOMPARE(config["attention_dropout"].toDouble(), 0.0);
        QCOMPARE(config["relu_dropout"].toDouble(), 0.3);
        // Its training settings are the default preset's (tiny), its model
        // is not tiny: the run records no preset (it recorded "tiny").
        QCOMPARE(info_of(out + "/last.ckpt")["training_config"].toObject()["preset_name"].toString(), QString());
        QCOMPARE(info_of(out + "/last.ckpt")["started_from"].toObject()["path"].toString(),
                 QDir::cleanPath(QFileInfo(run_ + "/last.ckpt").absoluteFilePath()));
    }

    // Data files named relative to the working folder are recorded whole: the
    // run resumes from another folder without naming them again (it looked
    // for "pairs.en" in the folder it was resumed from).
    void relativeDataResumesFromElsewhere() {
        const QString base = tmp_.filePath("relative");
        QByteArray src, tgt;
        const char* words[] = {"one", "two", "three", "four", "five", "six"};
        for (int i = 0; i < 24; ++i) {
            src += QByteArray(words[i % 6]) + ' ' + words[(i / 6 + i) % 6] + '\n';
            tgt += QByteArray(words[(i / 6 + i) % 6]) + ' ' + words[i % 6] + '\n';
        }
        QVERIFY(QDir().mkpath(base + "/data"));
        QVERIFY(write_file(base + "/data/pairs.en", src));
        QVERIFY(write_file(base + "/data/pairs.de", tgt));
        const QString here = QDir::currentPath();
        QVERIFY(QDir::setCurrent(base + "/data"));
        const auto first = run_cli(QStringList{"train", "--train-src", "pairs.en", "--train-tgt", "pairs.de",
                                               "--vocab-size", "30", "--steps", "1", "--eval-sentences", "1",
                                               "--out", base + "/run"} + small_model());
        QVERIFY(QDir::setCurrent(base));
        const auto resumed = run_cli({"train", "--resume", "run/last.ckpt", "--out", "run", "--steps", "2"});
        QVERIFY(QDir::setCurrent(here));
        QVERIFY2(first.exit_code == 0, first.err.constData());
        QVERIFY2(resumed.exit_code == 0, resumed.err.constData());
        QCOMPARE(info_of(base + "/run/last.ckpt")["step"].toInt(), 2);
    }

    // A run on a demo with a share held out resumes with the data named
    // again (it was "trained on other data": the demo's own dev set).
    void devShareDemoResumes() {
        const QString out = tmp_.filePath("share");
        auto first = demo_run(out, "1");
        first << "--dev-share" << "0.05";
        const auto r = run_cli(first);
        QVERIFY2(r.exit_code == 0, r.err.constData());
        const auto resumed = run_cli({"train", "--resume", out + "/last.ckpt", "--demo", "reverse", "--steps", "2",
                                      "--out", out});
        QVERIFY2(resumed.exit_code == 0, resumed.err.constData());
        QVERIFY2(resumed.err.contains("3800 training pairs, 200 dev pairs"), resumed.err.constData());
        QCOMPARE(info_of(out + "/last.ckpt")["step"].toInt(), 2);
        // Another share would be other training pairs: refused, not taken
        // without a word (and not used).
        const auto other = run_cli({"train", "--resume", out + "/last.ckpt", "--demo", "reverse", "--dev-share", "0.1",
                                    "--steps", "3", "--out", out});
        QCOMPARE(other.exit_code, 2);
        QVERIFY2(other.err.contains("keeps its dev set"), other.err.constData());
        QCOMPARE(info_of(out + "/last.ckpt")["step"].toInt(), 2);
    }

    // A value that is not one of an option's choices is a wrong command
    // line: exit 2, as the README says (an unknown preset or precision ended
    // with 1, as a failure of the run would).
    void unknownChoicesAreUsageErrors_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("preset") << QStringList{"train", "--demo", "reverse", "--preset", "huge", "--steps", "1", "--out",
                                               "x"}
                                << "--preset 'huge' is not one of tiny, small, base, big";
        QTest::newRow("precision") << QStringList{"train", "--demo", "reverse", "--precision", "fp64", "--steps", "1",
                                                  "--out", "x"}
                                   << "--precision 'fp64' is not one of auto, fp32, bf16, fp16";
        QTest::newRow("bleu tokenize") << QStringList{"train", "--demo", "reverse", "--bleu-tokenize", "intl", "--steps",
                                                      "1", "--out", "x"}
                                       << "--bleu-tokenize 'intl' is not one of 13a, none, char";
        QTest::newRow("bleu --tokenize") << QStringList{"bleu", "ref.txt", "--tokenize", "intl"}
                                         << "--tokenize 'intl' is not one of 13a, none, char";
    }
    void unknownChoicesAreUsageErrors() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        for (QString& a : args)
            if (a == "x") a = tmp_.filePath("never-made");
        const auto r = run_cli(args);
        QCOMPARE(r.exit_code, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
        QVERIFY(!QFileInfo::exists(tmp_.filePath("never-made")));
    }

    void sweepTakesNameEqualsValue() {
        const QString out = tmp_.filePath("sweep");
        const auto r = run_cli(QStringList{"sweep", "--demo", "reverse"} + small_model() +
                               QStringList{"--steps", "1", "--eval-sentences", "0", "--grid=heads=1,2", "--out", out});
        QVERIFY2(r.exit_code == 0, r.err.constData());
        QCOMPARE(info_of(out + "/heads-2/last.ckpt")["config"].toObject()["num_heads"].toInt(), 2);
    }

private:
    QTemporaryDir tmp_;
    QString run_;
    int copies_ = 0;
};

QTEST_GUILESS_MAIN(TestCliRuns)
#include "tst_cli_runs.moc"
