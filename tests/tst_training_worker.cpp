// The training worker's flags belong to the run they were sent to: a Stop
// sent between Start and the worker's first line reaches that run (it used
// to be reset by the run itself and lost), a snapshot asked of an earlier
// run is never served by the next one (it used to be, with untrained
// weights), and a snapshot asked for during the final evaluation is served
// with the final weights. The worker is driven directly on this thread (its
// slot runs to the end), through the controller where the GUI's order of
// calls matters.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "opened_model.h"
#include "train/checkpoint.h"
#include "train/trainer.h"
#include "training_controller.h"
#include "training_worker.h"

#include <nlohmann/json.hpp>
#include <torch/torch.h>

#include <QDir>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace studio::app;

namespace {

// `history` without its evaluations: at `step`, or every one (-1).
std::vector<std::string> withoutEvaluations(const std::vector<std::string>& history, int64_t step = -1) {
    std::vector<std::string> kept;
    for (const auto& line : history) {
        const auto j = nlohmann::json::parse(line);
        const bool evaluation = j.value("type", std::string()) == "eval";
        if (!evaluation || (step >= 0 && j.value("step", int64_t(-1)) != step)) kept.push_back(line);
    }
    return kept;
}

TrainingRequest tinyRun(const QString& out, qint64 steps) {
    TrainingRequest r;
    r.dataset.demo = "reverse";
    r.model.d_model = 32;
    r.model.num_heads = 2;
    r.model.d_ff = 64;
    r.model.num_encoder_layers = r.model.num_decoder_layers = 1;
    r.training.steps = steps;
    r.training.eval_every = steps;  // one evaluation, after the last step
    r.training.log_every = 1;
    r.training.eval_max_sentences = 2;
    r.training.threads = 1;
    r.training.precision = "fp32";
    r.outDir = out;
    return r;
}

}  // namespace

class TestTrainingWorker : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(tmp_.isValid()); }

    void stopBeforeTheRunBeginsIsKept() {
        // The GUI's order: Start, then Stop at once (the run's slot has not
        // begun yet, or is still reading its data).
        TrainingController controller;
        QSignalSpy finished(&controller, &TrainingController::finished);
        QSignalSpy progress(&controller, &TrainingController::progress);
        const QString out = tmp_.filePath(QStringLiteral("stopped-early"));
        controller.start(tinyRun(out, 40));
        controller.stop();
        QVERIFY(finished.wait(120000));
        QCOMPARE(finished.first().at(0).value<TrainingOutcome>(), TrainingOutcome::Stopped);
        // Stopped before its first step: nothing trained, nothing written.
        QCOMPARE(progress.size(), 0);
        QVERIFY(!QFile::exists(out + QStringLiteral("/last.ckpt")));
        QVERIFY(finished.first().at(1).toString().contains(QStringLiteral("before the first step")));
    }

    void snapshotOfAnEarlierRunIsNotServed() {
        TrainingWorker worker;
        QSignalSpy snapshots(&worker, &TrainingWorker::snapshotReady);
        QSignalSpy finished(&worker, &TrainingWorker::finished);
        worker.requestSnapshot();  // asked while no run (or an earlier one) was going
        worker.prepareRun();
        worker.train(tinyRun(tmp_.filePath(QStringLiteral("no-stale-snapshot")), 3));
        QCOMPARE(finished.size(), 1);
        QCOMPARE(finished.first().at(0).value<TrainingOutcome>(), TrainingOutcome::Completed);
        QCOMPARE(snapshots.size(), 0);
    }

    void snapshotAskedAtTheEndHasTheFinalWeights() {
        TrainingWorker worker;
        QSignalSpy snapshots(&worker, &TrainingWorker::snapshotReady);
        // Asked while the final evaluation reports (after the last step).
        connect(&worker, &TrainingWorker::evaluated, &worker, [&worker](const EvaluationResult& r) {
            if (r.step == 3) worker.requestSnapshot();
        });
        const QString out = tmp_.filePath(QStringLiteral("final-snapshot"));
        worker.prepareRun();
        worker.train(tinyRun(out, 3));
        QCOMPARE(snapshots.size(), 1);
        QCOMPARE(snapshots.first().at(1).value<ModelSummary>().step, qint64(3));
        // The weights themselves, not only the label: every tensor equals the
        // final checkpoint's (the run's last write), which an untrained or
        // earlier copy cannot.
        const ModelHandle snapshot = snapshots.first().at(0).value<ModelHandle>();
        QVERIFY(snapshot && snapshot->loaded.model);
        const auto last = studio::train::load_checkpoint((out + QStringLiteral("/last.ckpt")).toStdString(), false);
        QCOMPARE(last.step, int64_t(3));
        auto params = snapshot->loaded.model->named_parameters(true);
        int compared = 0;
        for (const auto& [name, tensor] : last.weights) {
            if (!params.contains(name)) continue;
            QVERIFY2(torch::equal(params[name].detach().cpu(), tensor), name.c_str());
            ++compared;
        }
        QCOMPARE(compared, static_cast<int>(params.size()));
    }

    // A run stopped during its final evaluation holds last.ckpt at its last
    // step without that evaluation; resuming it with the same length (what
    // an experiment's queue asks for) finishes the evaluation instead of
    // failing with "already at step N" (issue 36 §2). A run that has its
    // final evaluation is still refused at its end.
    void resumingARunStoppedInItsFinalEvaluationFinishesIt() {
        TrainingWorker worker;
        const QString out = tmp_.filePath(QStringLiteral("final-evaluation"));
        worker.prepareRun();
        worker.train(tinyRun(out, 3));
        const std::string last = (out + QStringLiteral("/last.ckpt")).toStdString();
        auto c = studio::train::load_checkpoint(last);
        QCOMPARE(c.step, int64_t(3));
        const std::vector<std::string> without = withoutEvaluations(c.history, 3);
        QVERIFY(without.size() < c.history.size());
        c.history = without;
        studio::train::save_checkpoint(c, last);

        TrainingRequest again = tinyRun(out, 3);
        again.resumeFrom = QString::fromStdString(last);
        QSignalSpy evaluated(&worker, &TrainingWorker::evaluated);
        QSignalSpy finished(&worker, &TrainingWorker::finished);
        worker.prepareRun();
        worker.train(again);
        QCOMPARE(finished.size(), 1);
        QVERIFY2(finished.first().at(0).value<TrainingOutcome>() == TrainingOutcome::Completed,
                 qPrintable(finished.first().at(1).toString()));
        QCOMPARE(evaluated.size(), 1);
        QCOMPARE(evaluated.first().at(0).value<EvaluationResult>().step, qint64(3));
        QVERIFY(studio::train::history_evaluated_at(studio::train::load_checkpoint(last, false).history, 3));

        // Now it has its final evaluation: the same request is refused.
        finished.clear();
        worker.prepareRun();
        worker.train(again);
        QCOMPARE(finished.size(), 1);
        QVERIFY(finished.first().at(0).value<TrainingOutcome>() == TrainingOutcome::Failed);
        QVERIFY2(finished.first().at(1).toString().contains("already at step 3"), qPrintable(finished.first().at(1).toString()));
    }

    // A run by epochs stopped mid-epoch (no evaluation at its step), opened
    // on the Train page (Steps shows its step: its planned steps depend on
    // the data) and resumed: it trains to the end of its epoch. It evaluated
    // at once and was then counted finished at the step it was stopped at.
    void resumingARunByEpochsGoesToItsEnd() {
        TrainingWorker worker;
        const QString out = tmp_.filePath(QStringLiteral("by-epochs"));
        TrainingRequest first = tinyRun(out, 1);
        first.training.max_tokens = 30000;  // a few steps an epoch
        worker.prepareRun();
        worker.train(first);
        const std::string last = (out + QStringLiteral("/last.ckpt")).toStdString();
        auto c = studio::train::load_checkpoint(last);
        QCOMPARE(c.step, int64_t(1));
        // As a run of one epoch stopped after its first step.
        c.training_config.steps = 0;
        c.training_config.epochs = 1;
        c.history = withoutEvaluations(c.history);
        studio::train::save_checkpoint(c, last);

        TrainingRequest again = tinyRun(out, 1);  // Steps as the page fills it: the checkpoint's step
        again.resumeFrom = QString::fromStdString(last);
        QSignalSpy notes(&worker, &TrainingWorker::note);
        QSignalSpy finished(&worker, &TrainingWorker::finished);
        worker.prepareRun();
        worker.train(again);
        QCOMPARE(finished.size(), 1);
        QVERIFY2(finished.first().at(0).value<TrainingOutcome>() == TrainingOutcome::Completed,
                 qPrintable(finished.first().at(1).toString()));
        const auto resumed = studio::train::load_checkpoint_header(last);
        QVERIFY2(resumed.step > 1, qPrintable(QString::number(resumed.step)));  // the epoch's other steps
        QVERIFY(studio::train::history_evaluated_at(resumed.history, resumed.step));  // its final evaluation
        QCOMPARE(resumed.training_config.epochs, int64_t(1));
        QCOMPARE(resumed.training_config.steps, int64_t(0));
        bool said = false;
        for (const auto& n : notes) said |= n.at(0).toString().contains(QStringLiteral("to the end of its 1 epoch"));
        QVERIFY(said);
    }

    void resumeTakesThePagesEvaluationsAndPrecision() {
        // A run of 2 steps evaluated once, resumed to 4 with the page's
        // "Evaluate every" at 1: evaluations at steps 3 and 4, and the run's
        // settings keep the new interval (the page's value was ignored: one
        // evaluation, at 4). The precision asked on resume is the one used.
        TrainingWorker worker;
        const QString out = tmp_.filePath(QStringLiteral("resume-settings"));
        worker.prepareRun();
        worker.train(tinyRun(out, 2));
        const std::string last = (out + QStringLiteral("/last.ckpt")).toStdString();
        QCOMPARE(studio::train::load_checkpoint_header(last).step, int64_t(2));

        TrainingRequest again = tinyRun(out, 4);
        again.resumeFrom = QString::fromStdString(last);
        again.training.eval_every = 1;
        again.training.keep_checkpoints = 7;
        again.training.precision = "bf16";
        QSignalSpy evaluated(&worker, &TrainingWorker::evaluated);
        QSignalSpy finished(&worker, &TrainingWorker::finished);
        worker.prepareRun();
        worker.train(again);
        QCOMPARE(finished.size(), 1);
        QVERIFY2(finished.first().at(0).value<TrainingOutcome>() == TrainingOutcome::Completed,
                 qPrintable(finished.first().at(1).toString()));
        QCOMPARE(evaluated.size(), 2);
        QCOMPARE(evaluated.at(0).at(0).value<EvaluationResult>().step, qint64(3));
        const auto resumed = studio::train::load_checkpoint_header(last);
        QCOMPARE(resumed.training_config.eval_every, int64_t(1));
        QCOMPARE(resumed.training_config.keep_checkpoints, int64_t(7));
        QCOMPARE(QString::fromStdString(resumed.training_config.precision), QString("bf16"));
    }

private:
    QTemporaryDir tmp_;
};

QTEST_GUILESS_MAIN(TestTrainingWorker)
#include "tst_training_worker.moc"
