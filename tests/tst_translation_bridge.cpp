// The engine side of the Translate page: TranslationController opening a
// checkpoint, translating (n-best, beam trace and attention equal to the
// engine's own search), stepping through a translation with forced tokens
// and going back, refusing bad files, and translating with a snapshot of a
// model while it trains (training goes on).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/fixture_steps.h"
#include "support/test_support.h"

#include "opened_model.h"
#include "training_controller.h"
#include "support/controller_waits.h"
#include "translation_controller.h"
#include "translation_worker.h"

#include "decode/decode_session.h"
#include "decode/search.h"

#include <QTranslator>
#include <QtTest>

#include <cmath>

using namespace studio;
using namespace studio::app;
using studio::test::wait_for;

namespace {

QString checkpoint() { return test::fixture_dir() + "/run/last.ckpt"; }

// The greedy translation of `source` alone, and the smallest gap between the
// best and the runner-up log-probability along it. A padded batch computes
// with other kernels and rounds differently: only where the gap is wide must
// its translation be this one (the model is trained in the test run).
struct GreedyAlone {
    QString text;
    double margin = INFINITY;
};
GreedyAlone greedyAlone(OpenedModel& m, const QString& source) {
    decode::DecodeSession session(m.loaded.model, m.loaded.tokenizer, source.toStdString(), 2);
    GreedyAlone out;
    while (!session.finished()) {
        const auto& next = session.next_distribution();
        if (next.size() > 1)
            out.margin = std::min(out.margin, std::log(double(next[0].probability)) - std::log(double(next[1].probability)));
        session.step();
    }
    out.text = QString::fromStdString(session.translation());
    return out;
}

// Compares a batched translation with the sentence's own where the margin allows.
// 1 when compared (a decided translation), 0 at a near tie: the caller
// requires some comparisons, so that ties everywhere cannot pass unseen.
int compareWhereDecided(const QString& batched, const GreedyAlone& alone, const QString& source) {
    if (alone.margin > 1e-3) {
        [&] { QCOMPARE(batched, alone.text); }();
        return 1;
    }
    qInfo("'%s': a near tie (log-probability gap %g); not compared", qPrintable(source), alone.margin);
    return 0;
}


}  // namespace

class TestTranslationBridge : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void opensACheckpoint();
    void badFilesAreRefused_data();
    void badFilesAreRefused();
    void nbestAndBeamMatchTheEngine_data();
    void nbestAndBeamMatchTheEngine();
    void furtherSentencesAndPaddingMask();
    void stepThroughWithForcedTokenAndBack();
    void stepThroughKeepsTheLengthLimit();
    void translatingBeforeOpeningSaysSo();
    void refusalsAreInTheInterfacesLanguage();
    void cancelEndsATranslation();
    void snapshotOfARunningTraining();
    void headGatesDoNotCarryOverToTheNextModel();

private:
    TranslationController controller_;
    ModelHandle engine_;  // the same checkpoint, for the engine's own answers
};

void TestTranslationBridge::initTestCase() {
    QVERIFY2(QFile::exists(checkpoint()), qPrintable(checkpoint()));
    ModelSummary s;
    engine_ = TranslationWorker::openCheckpoint(checkpoint(), &s);
    QVERIFY(engine_);
}

void TestTranslationBridge::opensACheckpoint() {
    QSignalSpy busy(&controller_, &TranslationController::busyChanged);
    controller_.open(checkpoint());
    QVERIFY(controller_.isBusy());
    const auto answer = wait_for(controller_, &TranslationController::modelReady);
    QVERIFY(!answer.isEmpty());
    const auto s = answer.first().value<ModelSummary>();
    QCOMPARE(s.origin, checkpoint());
    QCOMPARE(s.step, qint64(studio::test::kFixtureSteps));
    QCOMPARE(s.config.d_model, int64_t(64));
    QVERIFY(s.parameters > 10000);
    QVERIFY(s.vocabulary > 10);
    QVERIFY(controller_.hasModel());
    QVERIFY(!controller_.isBusy());
    QCOMPARE(busy.count(), 2);  // busy, then idle
}

void TestTranslationBridge::badFilesAreRefused_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("message");
    QTest::newRow("empty") << QByteArray() << "empty";
    QTest::newRow("text") << QByteArray("hello\n") << "not";
    QTest::newRow("truncated") << QByteArray("ATTNSTUDIO-CKPT\n\x01\x00") << "truncated";
}

void TestTranslationBridge::badFilesAreRefused() {
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString path = dir.filePath("bad.ckpt");
    QVERIFY(test::write_file(path, bytes));
    TranslationController c;
    QSignalSpy failed(&c, &TranslationController::failed);
    c.open(path);
    QVERIFY(failed.wait(30000));
    const QString error = failed.first().first().toString();
    QVERIFY2(error.contains(path), qPrintable(error));
    QVERIFY2(error.contains(message, Qt::CaseInsensitive), qPrintable(error));
    QVERIFY(!c.hasModel());
    QVERIFY(!c.isBusy());  // answered: the page can go on
}

void TestTranslationBridge::nbestAndBeamMatchTheEngine_data() {
    QTest::addColumn<QString>("sentence");
    QTest::addColumn<int>("beam");
    QTest::newRow("greedy") << "gnu owl pig" << 1;
    QTest::newRow("beam 4") << "pig owl eel yak" << 4;
    QTest::newRow("beam 3") << "eel owl yak" << 3;
}

void TestTranslationBridge::nbestAndBeamMatchTheEngine() {
    QFETCH(QString, sentence);
    QFETCH(int, beam);
    if (!controller_.hasModel()) {
        controller_.open(checkpoint());
        QVERIFY(!wait_for(controller_, &TranslationController::modelReady).isEmpty());
    }
    TranslationRequest request;
    request.sources = {sentence};
    request.beamSize = beam;
    request.nbest = beam;
    controller_.translate(request);
    const auto answer = wait_for(controller_, &TranslationController::translated);
    QVERIFY(!answer.isEmpty());
    const auto r = answer.first().value<TranslationResult>();

    // The engine's own search on the same sentence.
    auto& m = engine_->loaded;
    auto ids = m.tokenizer.encode_source(sentence.toStdString());
    ids.push_back(m.model->config.eos_id);
    decode::SearchOptions options;
    options.beam_size = beam;
    options.nbest = beam;
    decode::BeamTrace trace;
    const auto expected = decode::beam_search(m.model, ids, options, &trace);
    QCOMPARE(r.nbest.size(), qsizetype(expected.size()));
    for (int i = 0; i < r.nbest.size(); ++i) {
        QCOMPARE(r.nbest[i].text, QString::fromStdString(m.tokenizer.decode(expected[size_t(i)].tokens)));
        QCOMPARE(r.nbest[i].score, expected[size_t(i)].score);
        QCOMPARE(r.nbest[i].pieces.size(), qsizetype(expected[size_t(i)].tokens.size()));
    }
    // Beam 1 too: greedy search is the beam of one, its tree a chain (the
    // Beam tab was blank).
    {
        QVERIFY(!r.beam.isEmpty());
        QCOMPARE(r.beam.size(), qsizetype(trace.steps.size()));
        for (int t = 0; t < r.beam.size(); ++t) {
            QCOMPARE(r.beam[t].size(), qsizetype(trace.steps[size_t(t)].candidates.size()));
            for (int k = 0; k < r.beam[t].size(); ++k) {
                const auto& c = trace.steps[size_t(t)].candidates[size_t(k)];
                QCOMPARE(r.beam[t][k].parent, int(c.parent));
                QCOMPARE(r.beam[t][k].piece, QString::fromStdString(m.tokenizer.piece(c.token)));
                QCOMPARE(r.beam[t][k].finished, c.finished);
            }
        }
    }
    // The attention is that of the best hypothesis: T rows (its tokens), S columns (the source + EOS).
    const auto& a = r.attention;
    QCOMPARE(int(a.source_tokens.size()), int(ids.size()));
    QCOMPARE(int(a.target_tokens.size()), int(expected.front().tokens.size()));
    QCOMPARE(a.cross.rows, int64_t(expected.front().tokens.size()));
    QCOMPARE(a.cross.cols, int64_t(ids.size()));
    QCOMPARE(a.cross.layers, m.model->config.num_decoder_layers);
    QCOMPARE(a.encoder_self.rows, int64_t(ids.size()));
    // Gathered while decoding: a teacher-forced pass gives the same weights, up to rounding.
    const auto report = decode::attention_report(m.model, m.tokenizer, ids, expected.front().tokens);
    QCOMPARE(a.cross.data.size(), report.cross.data.size());
    for (size_t i = 0; i < a.cross.data.size(); ++i)
        QVERIFY2(std::abs(a.cross.data[i] - report.cross.data[i]) < 1e-5f, qPrintable(QString("weight %1").arg(i)));
    QVERIFY(r.batchSourceLengths == std::vector<int>{int(ids.size())});
}

void TestTranslationBridge::furtherSentencesAndPaddingMask() {
    if (!controller_.hasModel()) {
        controller_.open(checkpoint());
        QVERIFY(!wait_for(controller_, &TranslationController::modelReady).isEmpty());
    }
    TranslationRequest request;
    request.sources = {"gnu owl", "pig owl eel yak gnu", "eel"};
    request.beamSize = 2;
    controller_.translate(request);
    const auto answer = wait_for(controller_, &TranslationController::translated);
    QVERIFY(!answer.isEmpty());
    const auto r = answer.first().value<TranslationResult>();
    QCOMPARE(r.otherTranslations.size(), 2);
    // The padded batch is of lines 2 and 3 (the first is searched alone).
    QCOMPARE(int(r.batchSourceLengths.size()), 2);
    QCOMPARE(r.batchFirstLine, 2);
    auto& m = engine_->loaded;
    for (int i = 0; i < 2; ++i)
        QCOMPARE(r.batchSourceLengths[size_t(i)],
                 int(m.tokenizer.encode_source(request.sources[i + 1].toStdString()).size()) + 1);  // + EOS
    // Greedy, as a padded batch: the same as one by one.
    int compared = compareWhereDecided(r.otherTranslations[1], greedyAlone(*engine_, request.sources[2]),
                                       request.sources[2]);
    if (QTest::currentTestFailed()) return;

    // A long paste goes in batches (memory bounded by the batch, not the
    // paste); every line is translated, and the mask is the first batch's.
    const QStringList words = {"gnu", "owl", "pig", "eel", "yak"};
    request.sources = {"gnu owl"};
    for (int i = 0; i < 2 * TranslationResult::kFurtherLinesPerBatch + 5; ++i)
        request.sources << words.mid(0, 1 + i % words.size()).join(' ');
    controller_.translate(request);
    const auto many = wait_for(controller_, &TranslationController::translated);
    QVERIFY(!many.isEmpty());
    const auto all = many.first().value<TranslationResult>();
    QCOMPARE(all.otherTranslations.size(), request.sources.size() - 1);
    QCOMPARE(int(all.batchSourceLengths.size()), TranslationResult::kFurtherLinesPerBatch);
    QCOMPARE(all.batchFirstLine, 2);
    // The last line (in the third batch, of five) as it is translated alone.
    compared += compareWhereDecided(all.otherTranslations.last(), greedyAlone(*engine_, request.sources.last()),
                                    request.sources.last());
    if (QTest::currentTestFailed()) return;
    QVERIFY2(compared >= 1, "every batched line was a near tie: nothing was compared");
}

void TestTranslationBridge::stepThroughWithForcedTokenAndBack() {
    TranslationController c;
    c.open(checkpoint());
    QVERIFY(!wait_for(c, &TranslationController::modelReady).isEmpty());
    c.startStepping("gnu owl pig", 5);
    auto answer = wait_for(c, &TranslationController::stepped);
    QVERIFY(!answer.isEmpty());
    auto s = answer.first().value<SteppingState>();
    QVERIFY(s.steps.empty());
    QCOMPARE(int(s.next.size()), 5);
    QCOMPARE(s.encoderSelf->rows, int64_t(s.sourceTokens.size()));
    const int64_t best = s.next.front().id;
    // The runner-up that does not end the translation (which of the top five
    // is EOS depends on the trained weights; forcing EOS would end it).
    const int64_t eos = engine_->loaded.model->config.eos_id;
    int64_t second = -1;
    for (size_t i = 1; i < s.next.size() && second < 0; ++i)
        if (s.next[i].id != eos) second = s.next[i].id;
    QVERIFY(second >= 0);

    c.step();  // the model's choice
    s = wait_for(c, &TranslationController::stepped).first().value<SteppingState>();
    QCOMPARE(int(s.steps.size()), 1);
    QCOMPARE(s.steps[0]->token, best);
    QVERIFY(!s.steps[0]->forced);
    QCOMPARE(s.steps[0]->cross.cols, int64_t(s.sourceTokens.size()));

    c.back();
    s = wait_for(c, &TranslationController::stepped).first().value<SteppingState>();
    QVERIFY(s.steps.empty());
    QCOMPARE(s.next.front().id, best);  // the same distribution as before

    c.step(second);  // force the runner-up
    s = wait_for(c, &TranslationController::stepped).first().value<SteppingState>();
    QCOMPARE(s.steps[0]->token, second);
    QVERIFY(s.steps[0]->forced);
    // A later state shares the steps already sent (and the encoder's
    // attention) instead of copying them: each step's rows are copied once.
    const auto forcedStep = s.steps[0];
    const auto encoder = s.encoderSelf;
    const int64_t third = s.next.front().id == eos ? s.next[1].id : s.next.front().id;
    c.step(third);
    const auto later = wait_for(c, &TranslationController::stepped).first().value<SteppingState>();
    QCOMPARE(int(later.steps.size()), 2);
    QCOMPARE(later.steps[0].get(), forcedStep.get());
    QCOMPARE(later.encoderSelf.get(), encoder.get());
    QCOMPARE(later.steps[1]->token, third);
    c.back();
    s = wait_for(c, &TranslationController::stepped).first().value<SteppingState>();
    QCOMPARE(int(s.steps.size()), 1);
    QCOMPARE(s.steps[0].get(), forcedStep.get());
    // The next distribution continues from the forced token: the engine's session agrees.
    decode::DecodeSession session(engine_->loaded.model, engine_->loaded.tokenizer, "gnu owl pig", 5);
    session.step(second);
    QCOMPARE(s.next.front().id, session.next_distribution().front().id);
    QCOMPARE(s.next.front().probability, session.next_distribution().front().probability);

    c.step(1 << 30);  // not a token
    QSignalSpy failed(&c, &TranslationController::failed);
    QVERIFY(failed.wait(30000));
    QVERIFY2(failed.first().first().toString().contains("outside the vocabulary"),
             qPrintable(failed.first().first().toString()));
    QVERIFY(!c.isBusy());
}

// The step-through ends at the source length + the page's "max. extra
// tokens", as Translate does (it used its own 50), and refuses an empty source.
void TestTranslationBridge::stepThroughKeepsTheLengthLimit() {
    TranslationController c;
    c.open(checkpoint());
    QVERIFY(!wait_for(c, &TranslationController::modelReady).isEmpty());
    c.startStepping("gnu owl pig", 5, /*maxExtra=*/1);
    auto s = wait_for(c, &TranslationController::stepped).first().value<SteppingState>();
    const int limit = int(s.sourceTokens.size()) + 1;
    const int64_t eos = engine_->loaded.model->config.eos_id;
    int steps = 0;
    while (!s.finished && steps < limit + 5) {
        int64_t token = -1;  // a token that does not end the translation
        for (const auto& p : s.next)
            if (p.id != eos && token < 0) token = p.id;
        c.step(token);
        s = wait_for(c, &TranslationController::stepped).first().value<SteppingState>();
        ++steps;
    }
    QVERIFY(s.finished);
    QCOMPARE(steps, limit);

    QSignalSpy failed(&c, &TranslationController::failed);
    c.startStepping("   ", 5);
    QVERIFY(failed.wait(30000));
    QVERIFY2(failed.first().first().toString().contains("nothing to translate"),
             qPrintable(failed.first().first().toString()));
}

// Cancel answers a translation with cancelled() instead of a result (the
// worker checks before every decoding step; the request cannot have finished
// between the two calls), and the next translation is served as usual.
void TestTranslationBridge::cancelEndsATranslation() {
    if (!controller_.hasModel()) {
        controller_.open(checkpoint());
        QVERIFY(!wait_for(controller_, &TranslationController::modelReady).isEmpty());
    }
    QSignalSpy cancelled(&controller_, &TranslationController::cancelled);
    QSignalSpy translated(&controller_, &TranslationController::translated);
    QSignalSpy busy(&controller_, &TranslationController::busyChanged);
    TranslationRequest request;
    request.sources = {QStringLiteral("seven hundred and twelve"), QStringLiteral("three")};
    request.beamSize = 4;
    // Thousands of lines: seconds of work, so that the cancel below reaches
    // it running (a short one could end on the worker's thread before the
    // cancel, on a busy machine).
    TranslationRequest paste = request;
    for (int i = 0; i < 3000; ++i) paste.sources << QStringLiteral("gnu owl pig eel yak gnu owl pig");
    controller_.translate(paste);
    controller_.translate(request);  // queued behind it: cancelled as well
    controller_.cancel();
    QTRY_COMPARE_WITH_TIMEOUT(cancelled.count(), 2, 30000);
    QCOMPARE(translated.count(), 0);
    QVERIFY(!controller_.isBusy());
    QCOMPARE(busy.last().first().toBool(), false);
    // Cancel with nothing running does nothing; the next request is served.
    controller_.cancel();
    controller_.translate(request);
    QVERIFY(!wait_for(controller_, &TranslationController::translated).isEmpty());
    QCOMPARE(cancelled.count(), 2);
}

void TestTranslationBridge::translatingBeforeOpeningSaysSo() {
    TranslationController c;
    QSignalSpy failed(&c, &TranslationController::failed);
    TranslationRequest request;
    request.sources = {"gnu"};
    c.translate(request);
    QVERIFY(failed.wait(30000));
    QVERIFY(failed.first().first().toString().contains("no model is open"));
}

// Issue 35 §4: the worker's refusals are in the interface's language.
void TestTranslationBridge::refusalsAreInTheInterfacesLanguage() {
    QTranslator german;
    QVERIFY(german.load(QStringLiteral(STUDIO_QM_DIR "/attention-studio_de.qm")));
    QCoreApplication::installTranslator(&german);
    TranslationController c;
    QSignalSpy failed(&c, &TranslationController::failed);
    TranslationRequest request;
    request.sources = {"gnu"};
    c.translate(request);
    QVERIFY(failed.wait(30000));
    c.step();
    QVERIFY(failed.wait(30000));
    QCoreApplication::removeTranslator(&german);
    QCOMPARE(failed.at(0).at(0).toString(),
             QString("kein Modell ist geöffnet: öffnen Sie einen Checkpoint oder übernehmen Sie eines aus dem Training"));
    QCOMPARE(failed.at(1).at(0).toString(), QString("starten Sie zuerst einen Schritt-für-Schritt-Durchlauf"));
}

void TestTranslationBridge::snapshotOfARunningTraining() {
    TrainingController training;
    TrainingRequest r;
    r.dataset.demo = "reverse";
    r.model.d_model = 32;
    r.model.num_heads = 2;
    r.model.d_ff = 64;
    r.training.steps = 100000;  // stopped by the test
    r.training.eval_every = 100000;
    r.training.log_every = 1;
    r.training.threads = 1;
    QTemporaryDir runs;
    r.outDir = runs.filePath(QStringLiteral("run-a"));
    QSignalSpy progress(&training, &TrainingController::progress);
    QSignalSpy snapshot(&training, &TrainingController::snapshotReady);
    QVERIFY(!training.requestSnapshot());  // nothing runs yet
    training.start(r);
    QVERIFY(progress.wait(120000));
    QVERIFY(training.requestSnapshot());
    QVERIFY(snapshot.wait(60000));
    const auto model = snapshot.first().at(0).value<ModelHandle>();
    const auto summary = snapshot.first().at(1).value<ModelSummary>();
    QVERIFY(model);
    QCOMPARE(summary.kind, QString("snapshot"));
    QVERIFY(summary.step >= 1);
    // Named with its run: two runs' snapshots at one step were one model to
    // the Learn page (heads measured on one shown beside the other).
    QVERIFY2(summary.origin.contains(QStringLiteral("run-a")), qPrintable(summary.origin));
    QCOMPARE(summary.config.d_model, int64_t(32));

    TranslationController c;
    c.useModel(model);
    QVERIFY(!wait_for(c, &TranslationController::modelReady).isEmpty());
    TranslationRequest request;
    request.sources = {"gnu owl pig"};
    request.beamSize = 2;
    c.translate(request);
    QVERIFY(!wait_for(c, &TranslationController::translated).isEmpty());
    // Training went on meanwhile and still does.
    QVERIFY(training.isRunning());
    const int before = progress.count();
    QVERIFY(QTest::qWaitFor([&] { return progress.count() > before; }, 60000));
    QSignalSpy finished(&training, &TrainingController::finished);
    training.stop();
    QVERIFY(finished.wait(60000));
}

// Switched-off heads belong to the model they were switched off on: opening
// another checkpoint of the same shape starts it with every head on (it used
// to re-apply the gates while the Analyze page showed every head on), the
// summary says how many were reset, and the translation is the whole
// model's, equal to the engine's own ungated search.
void TestTranslationBridge::headGatesDoNotCarryOverToTheNextModel() {
    TranslationController controller;
    controller.open(checkpoint());
    QVERIFY(!wait_for(controller, &TranslationController::modelReady).isEmpty());
    const HeadGates off = {HeadId{HeadKind::Cross, 0, 0}, HeadId{HeadKind::Cross, 1, 2}};
    controller.setHeadGates(off);
    QVERIFY(!wait_for(controller, &TranslationController::headGatesSet).isEmpty());
    QCOMPARE(controller.headGates().size(), qsizetype(2));
    TranslationRequest request;
    request.sources = {QStringLiteral("eel owl yak pig")};
    request.beamSize = 1;
    request.nbest = 1;
    controller.translate(request);
    auto answer = wait_for(controller, &TranslationController::translated);
    QVERIFY(!answer.isEmpty());
    QCOMPARE(answer.first().value<TranslationResult>().headsOff, 2);
    // Which heads, carried with the result: a view shows a translation with
    // the gates it was computed with, not those set since.
    QVERIFY(answer.first().value<TranslationResult>().gates == off);

    const QString other = test::fixture_dir() + "/run/checkpoint-800.ckpt";
    controller.open(other);
    answer = wait_for(controller, &TranslationController::modelReady);
    QVERIFY(!answer.isEmpty());
    QCOMPARE(answer.first().value<ModelSummary>().headsReset, 2);
    QVERIFY(controller.headGates().isEmpty());
    controller.translate(request);
    answer = wait_for(controller, &TranslationController::translated);
    QVERIFY(!answer.isEmpty());
    const auto r = answer.first().value<TranslationResult>();
    QCOMPARE(r.headsOff, 0);

    ModelSummary summary;
    const ModelHandle engine = TranslationWorker::openCheckpoint(other, &summary);
    auto& m = engine->loaded;
    auto ids = m.tokenizer.encode_source(request.sources.first().toStdString());
    ids.push_back(m.model->config.eos_id);
    decode::SearchOptions options;
    options.beam_size = 1;
    options.nbest = 1;
    const auto expected = decode::beam_search(m.model, ids, options);
    QCOMPARE(r.nbest.first().score, expected.front().score);  // bit for bit: the whole model
}

QTEST_MAIN(TestTranslationBridge)
#include "tst_translation_bridge.moc"
