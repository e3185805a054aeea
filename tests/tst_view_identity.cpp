// The same numbers whichever view asks: the command line's `translate`
// (its n-best list and `--attention` file), `heads` (with its pruning
// curve), `align` and `attribute` against the Translate and Analyze pages' bridge
// (the translation worker, run_alignment, run_attribution) on the shared
// trained model (CTest fixture), for the same sentences and settings. Both sides run one thread and the same matrix kernels
// (the command is started with this process's OpenBLAS core: the programs
// otherwise choose faster ones on some processors, which round otherwise),
// so links, AER and scores must agree to rounding.
// SPDX-License-Identifier: GPL-3.0-or-later
// LibTorch first: Qt's `slots` macro breaks its headers.
#include "data/corpus_reader.h"
#include "data/demo_tasks.h"
#include "engine/blas_kernels.h"

#include "analysis_jobs.h"
#include "support/test_macros.h"
#include "support/test_support.h"
#include "translation_worker.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcessEnvironment>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace studio;
using namespace studio::app;

namespace {

QString fixture(const QString& name) { return test::fixture_dir() + QStringLiteral("/") + name; }

// A JSON number, or NaN for null (an undefined τ).
double number(const QJsonValue& v) { return v.isNull() ? std::nan("") : v.toDouble(); }

bool sameNumber(double a, double b, double tolerance) {
    if (std::isnan(a) || std::isnan(b)) return std::isnan(a) && std::isnan(b);
    return std::abs(a - b) <= tolerance * std::max(1.0, std::abs(b));
}

QStringList strings(const QJsonArray& a) {
    QStringList out;
    for (const auto& v : a) out << v.toString();
    return out;
}

}  // namespace

class TestViewIdentity : public QObject {
    Q_OBJECT

    ModelHandle model_;
    QProcessEnvironment environment_;

    // Runs the command line with this process's kernels and one thread; its
    // one JSON line.
    QJsonObject runCli(const QStringList& args, const QByteArray& input = {}) {
        const auto r = test::run_cli(environment_, args + QStringList{"--threads", "1"}, input);
        if (r.exit_code != 0) qWarning("%s", r.err.constData());
        return QJsonDocument::fromJson(r.out.trimmed().split('\n').value(0)).object();
    }

private slots:
    void initTestCase() {
        torch::set_num_threads(1);
        environment_ = QProcessEnvironment::systemEnvironment();
        const std::string core = blas_core_name();
        if (!core.empty()) environment_.insert(QStringLiteral("OPENBLAS_CORETYPE"), QString::fromStdString(core));
        ModelSummary summary;
        model_ = TranslationWorker::openCheckpoint(fixture("run/last.ckpt"), &summary);
        QVERIFY(model_);
    }

    // The Translate page's n-best list (beam 4, α 0.6, as it starts) and
    // `translate --beam 4 --nbest 4`: the same hypotheses in the same order,
    // the same scores (printed to 6 digits).
    void translationIsTheCommands() {
        const auto lines = data::read_lines(fixture("data/dev.src").toStdString());
        QByteArray input;
        QStringList sources;
        for (int i = 0; i < 5; ++i) {
            sources << QString::fromStdString(lines.at(size_t(i)));
            input += QByteArray::fromStdString(lines.at(size_t(i))) + "\n";
        }
        const auto r = test::run_cli(environment_,
                                     {"translate", "--checkpoint", fixture("run/last.ckpt"), "--beam", "4", "--alpha",
                                      "0.6", "--nbest", "4", "--threads", "1"},
                                     input);
        QVERIFY2(r.exit_code == 0, r.err.constData());
        QMap<int, QStringList> texts;
        QMap<int, QVector<double>> scores;
        for (const QByteArray& line : r.out.split('\n')) {
            const QList<QByteArray> fields = line.split('\t');
            if (fields.size() != 3) continue;
            texts[fields[0].toInt()] << QString::fromUtf8(fields[2]);
            scores[fields[0].toInt()] << fields[1].toDouble();
        }
        TranslationWorker worker;
        worker.useModel(model_);
        for (int i = 0; i < sources.size(); ++i) {
            QSignalSpy translated(&worker, &TranslationWorker::translated);
            TranslationRequest request;  // the page's defaults: beam 4, α 0.6, 4 hypotheses
            request.sources = {sources[i]};
            worker.translate(request);  // on this thread: answered before it returns
            QCOMPARE(translated.count(), 1);
            const auto result = translated.first().first().value<TranslationResult>();
            QCOMPARE(result.nbest.size(), qsizetype(4));
            QCOMPARE(texts.value(i).size(), 4);
            for (int k = 0; k < 4; ++k) {
                QCOMPARE(result.nbest[k].text, texts[i][k]);
                QVERIFY2(sameNumber(result.nbest[k].score, scores[i][k], 1e-5),
                         qPrintable(QStringLiteral("line %1, hypothesis %2: %3 and %4")
                                        .arg(i)
                                        .arg(k)
                                        .arg(result.nbest[k].score)
                                        .arg(scores[i][k])));
            }
        }
    }

    // The Translate page's heatmaps and `translate --attention`: the same
    // best hypothesis, the same token labels, and every head's weights of
    // the three kinds equal (the page's CSV export is checked against this
    // report in tst_translate_settings).
    void attentionIsTheCommands() {
        const QString source = QString::fromStdString(data::read_lines(fixture("data/dev.src").toStdString()).at(2));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("attention.json"));
        // A line of no-break spaces first: the first non-empty line is described.
        const auto r = test::run_cli(environment_,
                                     {"translate", "--checkpoint", fixture("run/last.ckpt"), "--beam", "4", "--alpha",
                                      "0.6", "--attention", path, "--threads", "1"},
                                     QStringLiteral("\u00a0\u00a0\n").toUtf8() + source.toUtf8() + "\n");
        QVERIFY2(r.exit_code == 0, r.err.constData());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject cli = QJsonDocument::fromJson(file.readAll()).object();
        QVERIFY(!cli.isEmpty());

        TranslationWorker worker;
        worker.useModel(model_);
        QSignalSpy translated(&worker, &TranslationWorker::translated);
        TranslationRequest request;  // the page's defaults: beam 4, α 0.6
        request.sources = {source};
        worker.translate(request);  // on this thread: answered before it returns
        QCOMPARE(translated.count(), 1);
        const decode::AttentionReport gui = translated.first().first().value<TranslationResult>().attention;
        auto labels = [](const std::vector<std::string>& tokens) {
            QStringList out;
            for (const auto& t : tokens) out << QString::fromStdString(t);
            return out;
        };
        QCOMPARE(labels(gui.source_tokens), strings(cli["source_tokens"].toArray()));
        QCOMPARE(labels(gui.decoder_input_tokens), strings(cli["decoder_input_tokens"].toArray()));
        QCOMPARE(labels(gui.target_tokens), strings(cli["target_tokens"].toArray()));
        QVERIFY(gui.target_tokens.size() > 2);
        const std::pair<const char*, const decode::AttentionSet*> kinds[] = {
            {"encoder_self", &gui.encoder_self}, {"decoder_self", &gui.decoder_self}, {"cross", &gui.cross}};
        for (const auto& [name, set] : kinds) {
            const QJsonArray layers = cli[QLatin1String(name)].toArray();
            QCOMPARE(layers.size(), qsizetype(set->layers));
            for (int l = 0; l < set->layers; ++l) {
                const QJsonArray heads = layers[l].toArray();
                QCOMPARE(heads.size(), qsizetype(set->heads));
                for (int h = 0; h < set->heads; ++h) {
                    const QJsonArray rows = heads[h].toArray();
                    QCOMPARE(rows.size(), qsizetype(set->rows));
                    for (int q = 0; q < set->rows; ++q) {
                        const QJsonArray row = rows[q].toArray();
                        QCOMPARE(row.size(), qsizetype(set->cols));
                        for (int k = 0; k < set->cols; ++k)
                            QVERIFY2(sameNumber(set->at(l, h, q, k), row[k].toDouble(), 1e-6),
                                     qPrintable(QStringLiteral("%1 layer %2 head %3 [%4, %5]: %6 and %7")
                                                    .arg(QLatin1String(name))
                                                    .arg(l)
                                                    .arg(h)
                                                    .arg(q)
                                                    .arg(k)
                                                    .arg(set->at(l, h, q, k))
                                                    .arg(row[k].toDouble())));
                    }
                }
            }
        }
    }

    void alignmentIsTheCommands_data() {
        QTest::addColumn<int>("choice");  // AlignmentRequest::Choice
        QTest::addColumn<int>("layer");
        QTest::addColumn<int>("head");
        QTest::addColumn<int>("step");  // AlignmentRequest::Step
        QTest::addColumn<bool>("meanRows");
        QTest::addColumn<QStringList>("options");
        const auto rule = int(AlignmentRequest::Choice::Rule), best = int(AlignmentRequest::Choice::Best);
        const auto mean = int(AlignmentRequest::Choice::LayerMean), one = int(AlignmentRequest::Choice::Head);
        const auto either = int(AlignmentRequest::Step::Rule), input = int(AlignmentRequest::Step::Input);
        const auto prediction = int(AlignmentRequest::Step::Prediction);
        QTest::newRow("the rule") << rule << 0 << 0 << either << false << QStringList{};
        QTest::newRow("best, chosen on half the gold") << best << 0 << 0 << either << false << QStringList{"--best"};
        QTest::newRow("layer 1 mean, input step")
            << mean << 1 << 0 << input << false << QStringList{"--layer-mean", "1", "--step", "input"};
        QTest::newRow("head 1:2, mean-rows merge")
            << one << 1 << 2 << prediction << true
            << QStringList{"--head", "1:2", "--step", "prediction", "--merge", "mean-rows"};
    }
    void alignmentIsTheCommands() {
        QFETCH(int, choice);
        QFETCH(int, layer);
        QFETCH(int, head);
        QFETCH(int, step);
        QFETCH(bool, meanRows);
        QFETCH(QStringList, options);
        AlignmentRequest request;
        request.set.sourcePath = fixture("data/dev.src");
        request.set.referencePath = fixture("data/dev.tgt");
        request.set.goldPath = fixture("data/dev.align");
        request.set.maxSentences = 100000;  // every pair, as the command takes them
        request.choice = AlignmentRequest::Choice(choice);
        request.layer = layer;
        request.head = head;
        request.step = AlignmentRequest::Step(step);
        request.meanRows = meanRows;
        AlignmentCache cache;
        const AlignmentResult gui = run_alignment(*model_, cache, request, nullptr, {});

        const QJsonObject cli = runCli(QStringList{"align", "--checkpoint", fixture("run/last.ckpt"), "--src",
                                                   fixture("data/dev.src"), "--tgt", fixture("data/dev.tgt"),
                                                   "--gold", fixture("data/dev.align"), "--json"} +
                                       options);
        QVERIFY(!cli.isEmpty());
        const QStringList lines = strings(cli["alignments"].toArray());
        QVERIFY(lines.size() > 20);
        QCOMPARE(gui.pairs, int(lines.size()));
        QCOMPARE(gui.pharaoh, lines);
        // The method each chose.
        const QJsonObject chosen = cli["choice"].toObject();
        QCOMPARE(gui.method.oneHead, chosen["kind"].toString() == QLatin1String("head"));
        QCOMPARE(gui.method.layer, chosen["layer"].toInt());
        if (gui.method.oneHead) QCOMPARE(gui.method.head, chosen["head"].toInt());
        QCOMPARE(gui.method.predictionStep, chosen["step"].toString() == QLatin1String("prediction"));
        QCOMPARE(gui.meanRows, cli["merge"].toString() == QLatin1String("mean-rows"));
        // The figures against the gold (Best: on the pairs it was not chosen on).
        QVERIFY(gui.hasGold);
        VERIFY_NEAR(gui.aer, cli["aer"].toDouble(), 1e-12);
        VERIFY_NEAR(gui.precision, cli["precision"].toDouble(), 1e-12);
        VERIFY_NEAR(gui.recall, cli["recall"].toDouble(), 1e-12);
        if (request.choice == AlignmentRequest::Choice::Best) {
            const QJsonObject selection = cli["selection"].toObject();
            QCOMPARE(gui.chosenOn, selection["chosen_on_pairs"].toInt());
            VERIFY_NEAR(gui.chosenOnAer, selection["chosen_on"].toObject()["aer"].toDouble(), 1e-12);
        } else {
            QCOMPARE(gui.chosenOn, 0);
        }
        if (gui.ruleChose) {
            const QJsonArray candidates = cli["rule"].toObject()["candidates"].toArray();
            QVERIFY(candidates.size() > 1);
            VERIFY_NEAR(gui.ruleEntropy, candidates[0].toObject()["lexical_entropy"].toDouble(), 1e-12);
            VERIFY_NEAR(gui.ruleNextEntropy, candidates[1].toObject()["lexical_entropy"].toDouble(), 1e-12);
        }
    }

    // Integrated gradients of the Translate page's translation (beam 4,
    // α 0.6), asked of the Analyze page and of `attribute --beam 4`.
    void attributionIsTheCommands() {
        const QString source = QString::fromStdString(data::read_lines(fixture("data/dev.src").toStdString()).at(3));
        AttributionQuery query;
        query.source = source;
        query.beamSize = 4;
        query.lengthPenalty = 0.6;
        query.steps = 30;
        const AttributionResult gui = run_attribution(*model_, query, nullptr, {});
        const QJsonObject cli =
            runCli({"attribute", "--checkpoint", fixture("run/last.ckpt"), "--beam", "4", "--alpha", "0.6", "--steps", "30"},
                   source.toUtf8() + "\n");
        QVERIFY(!cli.isEmpty());
        QCOMPARE(gui.target, cli["target"].toString());
        QCOMPARE(gui.sourcePieces, strings(cli["source_tokens"].toArray()));
        QCOMPARE(gui.targetPieces, strings(cli["target_tokens"].toArray()));
        const QJsonArray tokens = cli["tokens"].toArray();
        QVERIFY(tokens.size() > 2);
        QCOMPARE(gui.tokens.size(), tokens.size());
        for (int k = 0; k < tokens.size(); ++k) {
            const TokenAttributionView& g = gui.tokens[k];
            const QJsonObject c = tokens[k].toObject();
            QCOMPARE(g.position, c["position"].toInt());
            QCOMPARE(g.token, c["token"].toString());
            // The adaptive rule bisects where f changes most: the same
            // evaluations on both sides, or the scores were not computed alike.
            QCOMPARE(g.steps, c["steps"].toInt());
            QVERIFY2(sameNumber(g.f, c["f"].toDouble(), 1e-6), qPrintable(QString::number(k)));
            QVERIFY(sameNumber(g.fBaseline, c["f_baseline"].toDouble(), 1e-6));
            QVERIFY(sameNumber(g.gap, number(c["completeness_gap"]), 1e-6));
            const QJsonArray sourceScores = c["source_scores"].toArray(), targetScores = c["target_scores"].toArray();
            QCOMPARE(g.source.size(), sourceScores.size());
            QCOMPARE(g.target.size(), targetScores.size());
            for (int i = 0; i < g.source.size(); ++i) QVERIFY(sameNumber(g.source[i], sourceScores[i].toDouble(), 1e-6));
            for (int i = 0; i < g.target.size(); ++i) QVERIFY(sameNumber(g.target[i], targetScores[i].toDouble(), 1e-6));
            const QJsonArray heads = c["heads"].toArray();
            QCOMPARE(g.heads.size(), heads.size());
            for (int h = 0; h < heads.size(); ++h) {
                const QJsonObject ch = heads[h].toObject();
                QCOMPARE(g.heads[h].kind == HeadKind::Cross, ch["kind"].toString() == QLatin1String("cross"));
                QCOMPARE(g.heads[h].layer, ch["layer"].toInt());
                QCOMPARE(g.heads[h].head, ch["head"].toInt());
                QVERIFY(sameNumber(g.heads[h].tau, number(ch["tau"]), 1e-9));
            }
        }
    }

    // The Analyze page's Heads tab and pruning chart against `heads --json
    // --prune-curve` on the same pairs: the same dev loss, every head's four
    // measures and role, every round's heads, dev loss and BLEU.
    void headsAreTheCommands() {
        QTemporaryDir dir;
        const QString src = dir.filePath(QStringLiteral("dev.src")), ref = dir.filePath(QStringLiteral("dev.tgt"));
        QByteArray sources, references;
        const auto lines = data::read_lines(fixture("data/dev.src").toStdString());
        const auto targets = data::read_lines(fixture("data/dev.tgt").toStdString());
        for (size_t i = 0; i < 24 && i < lines.size(); ++i) {
            sources += QByteArray::fromStdString(lines[i]) + '\n';
            references += QByteArray::fromStdString(targets[i]) + '\n';
        }
        QVERIFY(test::write_file(src, sources) && test::write_file(ref, references));
        AnalysisSet files;
        files.sourcePath = src;
        files.referencePath = ref;
        const LoadedSet set = load_analysis_set(*model_, files);
        const HeadsResult gui = run_head_statistics(*model_, set, nullptr, {});
        const PruneCurves curves = run_prune_curves(*model_, set, nullptr, {});
        const QJsonObject cli = runCli({"heads", "--checkpoint", fixture("run/last.ckpt"), "--src", src, "--ref", ref,
                                        "--json", "--prune-curve"});
        QVERIFY(!cli.isEmpty());
        QVERIFY(sameNumber(gui.devLoss, cli["dev_loss"].toDouble(), 1e-6));
        QCOMPARE(gui.sentences, cli["sentences"].toInteger());
        QCOMPARE(gui.targetTokens, cli["target_tokens"].toInteger());
        static const char* kinds[] = {"encoder_self", "decoder_self", "cross"};
        const QJsonArray rows = cli["heads"].toArray();
        QCOMPARE(gui.rows.size(), rows.size());
        for (int i = 0; i < rows.size(); ++i) {
            const HeadRow& g = gui.rows[i];
            const QJsonObject c = rows[i].toObject();
            const QString where = QStringLiteral("row %1").arg(i);
            QVERIFY2(c["kind"].toString() == QLatin1String(kinds[int(g.id.kind)]) && c["layer"].toInt() == g.id.layer &&
                         c["head"].toInt() == g.id.head, qPrintable(where));
            QVERIFY2(sameNumber(g.deltaLoss, c["delta_loss"].toDouble(), 1e-6) &&
                         sameNumber(g.importance, c["importance"].toDouble(), 1e-6) &&
                         sameNumber(g.confidence, c["confidence"].toDouble(), 1e-6) &&
                         sameNumber(g.entropy, c["entropy"].toDouble(), 1e-6), qPrintable(where));
            QCOMPARE(g.role, c["role"].toString());  // null: no role
        }
        const QJsonArray cliCurves = cli["prune_curve"].toArray();
        QCOMPARE(curves.size(), cliCurves.size());
        for (int k = 0; k < curves.size(); ++k) {
            const QJsonObject c = cliCurves[k].toObject();
            QCOMPARE(curves[k].scope, c["scope"].toString());
            QCOMPARE(curves[k].heads, c["heads"].toInteger());
            QCOMPARE(curves[k].bleuTokenize, c["bleu_tokenize"].toString());
            const QJsonArray rounds = c["rounds"].toArray();
            QCOMPARE(curves[k].rounds.size(), rounds.size());
            for (int r = 0; r < rounds.size(); ++r) {
                const PruneRoundView& g = curves[k].rounds[r];
                const QJsonObject cr = rounds[r].toObject();
                const QString where = curves[k].scope + QStringLiteral(" round %1").arg(r);
                QVERIFY2(g.pruned == cr["pruned"].toInteger() && sameNumber(g.devLoss, cr["dev_loss"].toDouble(), 1e-6) &&
                             std::abs(g.bleu - cr["bleu"].toDouble()) < 1e-6, qPrintable(where));
                const QJsonArray removed = cr["removed"].toArray();
                QCOMPARE(g.removed.size(), removed.size());
                for (int h = 0; h < removed.size(); ++h) {
                    const QJsonObject id = removed[h].toObject();
                    QVERIFY2(id["kind"].toString() == QLatin1String(kinds[int(g.removed[h].kind)]) &&
                                 id["layer"].toInt() == g.removed[h].layer && id["head"].toInt() == g.removed[h].head,
                             qPrintable(where));
                }
            }
        }
    }

    // With no files the Analyze page measures the run's own dev set. A demo
    // run with a share held out validated on pairs held out of its training
    // data: the page took the demo's own dev set instead (a file corpus
    // without dev files was refused). The dev loss it measures is the run's.
    void analyzeDevSetIsTheRunsHeldOut() {
        QTemporaryDir dir;
        const QString out = dir.filePath("share");
        const auto r = test::run_cli(environment_, {"train", "--demo", "reverse", "--dev-share", "0.05", "--preset",
                                                    "tiny", "--d-model", "16", "--heads", "2", "--d-ff", "32",
                                                    "--layers", "1", "--steps", "2", "--eval-every", "2",
                                                    "--eval-sentences", "0", "--precision", "fp32", "--seed", "3",
                                                    "--threads", "1", "--out", out});
        QVERIFY2(r.exit_code == 0, r.err.constData());
        ModelSummary summary;
        const ModelHandle model = TranslationWorker::openCheckpoint(out + "/last.ckpt", &summary);
        QVERIFY(model);
        AnalysisSet all;
        all.maxSentences = 100000;
        const LoadedSet set = load_analysis_set(*model, all);
        QVERIFY(set.origin.kind == SetOrigin::Kind::RunDev);
        QCOMPARE(set.pairs.size(), size_t(200));  // 5 % of the demo's 4000 training pairs
        const auto task = data::make_demo_task("reverse", 3);
        size_t inDemoDev = 0;  // a pair may be in both by chance; the demo's dev set is not this one
        for (const auto& pair : set.pairs) {
            bool trained = false;
            for (const auto& p : task.train) trained |= p.src == pair.src && p.tgt == pair.tgt;
            for (const auto& p : task.dev) inDemoDev += p.src == pair.src && p.tgt == pair.tgt ? 1 : 0;
            QVERIFY2(trained, pair.src.c_str());
        }
        QVERIFY(inDemoDev < set.pairs.size() / 2);
        const HeadsResult heads = run_head_statistics(*model, set, nullptr, {});
        const auto info = test::run_cli({"info", out + "/last.ckpt", "--json"});
        const double runLoss = QJsonDocument::fromJson(info.out).object()["last_eval"].toObject()["dev_nll"].toDouble();
        QVERIFY2(runLoss > 0 && sameNumber(heads.devLoss, runLoss, 1e-5),
                 qPrintable(QStringLiteral("%1 %2").arg(heads.devLoss).arg(runLoss)));
    }
};

QTEST_GUILESS_MAIN(TestViewIdentity)
#include "tst_view_identity.moc"
