// The training loop: stop requests, divergence, checkpoint
// rotation, and a small model that overfits the reverse task.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/test_support.h"

#include "data/batcher.h"
#include "data/demo_tasks.h"
#include "decode/search.h"
#include "nn/transformer.h"
#include "train/checkpoint.h"
#include "train/run_summary.h"
#include "train/schedule.h"
#include "train/trainer.h"
#include "support/trainer_micro.h"

#include <QTemporaryDir>
#include <QtTest>

#include <map>
#include <torch/torch.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <numeric>
#include <thread>

using namespace studio;
using namespace studio::test::trainer;

namespace {

}  // namespace

class TestTrainer : public QObject {
    Q_OBJECT

private slots:
    void stopRequestSavesLastCheckpoint();
    void divergenceStopsWithMessage();
    void keepsOnlyTheLastCheckpoints();
    void smallModelOverfitsReverse();
    void seedAloneFixesTheRun();
    void stopDuringEvaluation();
    void resumedAtItsEndItEvaluates_data();
    void resumedAtItsEndItEvaluates();
    void stopDuringFineTuningsFirstEvaluation();
    void timePerStepLeavesUntimedStepsOut();
    void unwritableHistoryIsSaidOnce();
};

void TestTrainer::stopRequestSavesLastCheckpoint() {
    QTemporaryDir dir;
    auto config = micro_training();
    config.steps = 1000;
    const std::string out = dir.path().toStdString();
    train::Trainer trainer(micro_model(), config, train::prepare_data(reverse_pairs(200), {}, config), out);
    std::atomic<bool> stop{false};
    train::TrainerCallbacks cb;
    cb.on_step = [&](const train::StepReport& r) {
        if (r.step == 3) stop = true;
    };
    QCOMPARE(int(trainer.run(cb, &stop)), int(train::StopReason::StopRequested));
    QCOMPARE(trainer.step(), int64_t(4));  // the step in progress ends
    QVERIFY(std::filesystem::exists(out + "/last.ckpt"));
    QCOMPARE(train::load_checkpoint(out + "/last.ckpt").step, int64_t(4));
    QVERIFY(std::filesystem::exists(out + "/history.jsonl"));
    // No temporary file is left behind.
    for (const auto& e : std::filesystem::directory_iterator(out))
        QVERIFY2(e.path().filename().string().find(".tmp") == std::string::npos, e.path().c_str());
}

void TestTrainer::divergenceStopsWithMessage() {
    QTemporaryDir dir;
    auto config = micro_training();
    config.steps = 50;
    config.lr_factor = 1e30;  // weights overflow float32 within a few steps
    config.eval_every = 1;
    const std::string out = dir.path().toStdString();
    train::Trainer trainer(micro_model(), config, train::prepare_data(reverse_pairs(200), {}, config), out);
    const auto reason = trainer.run({});
    QCOMPARE(int(reason), int(train::StopReason::Diverged));
    const std::string message = trainer.message();
    QVERIFY2(message.find("at step " + std::to_string(trainer.step() + 1)) != std::string::npos, message.c_str());
    QVERIFY(message.find("learning rate") != std::string::npos);
    // The last good checkpoint is there and loads.
    QVERIFY(trainer.step() >= 1);
    QCOMPARE(train::load_checkpoint(out + "/last.ckpt").step, trainer.step());
}

void TestTrainer::keepsOnlyTheLastCheckpoints() {
    QTemporaryDir dir;
    auto config = micro_training();
    config.steps = 6;
    config.eval_every = 1;
    config.keep_checkpoints = 2;
    config.eval_max_sentences = 2;
    const std::string out = dir.path().toStdString();
    train::Trainer trainer(micro_model(), config, train::prepare_data(reverse_pairs(200), {}, config), out);
    trainer.run({});
    std::vector<std::string> names;
    for (const auto& e : std::filesystem::directory_iterator(out)) names.push_back(e.path().filename().string());
    std::sort(names.begin(), names.end());
    // The run's lock file (train/run_lock.h) stays, empty once the run ended.
    const std::vector<std::string> expected{".attention-studio.lock", "checkpoint-5.ckpt", "checkpoint-6.ckpt",
                                            "history.jsonl", "last.ckpt"};
    QCOMPARE(names, expected);
}

void TestTrainer::smallModelOverfitsReverse() {
    // 40 pairs of the reverse task, no dropout: the model must reproduce every
    // training pair exactly.
    auto model = micro_model();
    model.d_model = 64;
    model.d_ff = 256;
    model.num_encoder_layers = model.num_decoder_layers = 2;
    model.dropout = 0.0;
    auto config = micro_training();
    config.steps = 1500;
    config.max_tokens = 1000;  // the whole set in one batch
    config.warmup = 60;
    config.log_every = 25;
    config.label_smoothing = 0.0;
    const auto pairs = reverse_pairs(40);
    train::Trainer trainer(model, config, train::prepare_data(pairs, {}, config), "");
    // Stop once the training loss says the pairs are memorised (with the N
    // target tokens, EOS included, in the one batch, a mean nll below
    // ln 2 / N leaves every token's probability above 1/2). The loss is a
    // window's mean over weights before their updates, and a step more runs
    // after the stop: the margin is measured again on the weights decoded.
    // What may vary by kernel is only how many steps it takes (1500 allowed).
    int64_t target_tokens = 0;
    for (const auto& p : trainer.data().train) target_tokens += int64_t(p.tgt.size()) + 1;
    const double memorised_nll = std::min(0.002, 0.9 * std::log(2.0) / double(target_tokens));
    std::atomic<bool> stop{false};
    int64_t memorised_at = 0;
    double last_nll = 0.0;
    train::TrainerCallbacks cb;
    cb.on_step = [&](const train::StepReport& r) {
        last_nll = r.nll;
        if (r.nll < memorised_nll && memorised_at == 0) {
            memorised_at = r.step;
            stop = true;
        }
    };
    trainer.run(cb, &stop);
    qInfo("memorised at step %lld (last nll %.5f)", static_cast<long long>(memorised_at), last_nll);
    QVERIFY2(memorised_at > 0,
             qPrintable(QStringLiteral("nll %1 after 1500 steps, wanted below %2").arg(last_nll).arg(memorised_nll)));
    trainer.model()->eval();
    // Every target token above 1/2 teacher-forced, on these weights: then
    // argmax is the target at every position, and greedy decoding, which
    // walks the same prefixes, gives every pair exactly on any processor.
    {
        torch::NoGradGuard no_grad;
        std::vector<int64_t> all(trainer.data().train.size());
        std::iota(all.begin(), all.end(), int64_t(0));
        const data::Batch batch = data::make_batch(trainer.data().train, all, torch::kCPU);
        const auto log_probs = torch::log_softmax(trainer.model()->forward(batch.src, batch.tgt_in), -1);
        const auto target = log_probs.gather(-1, batch.tgt_out.unsqueeze(-1)).squeeze(-1);  // (B, T)
        const auto real = batch.tgt_out.ne(tok::Tokenizer::kPad);
        const double lowest = target.masked_select(real).min().exp().item<double>();
        qInfo("lowest teacher-forced target probability %.4f", lowest);
        QVERIFY2(lowest > 0.5, qPrintable(QStringLiteral("a target token at p = %1 after the stop").arg(lowest)));
    }
    std::vector<std::vector<int64_t>> sources;
    for (const auto& p : trainer.data().train) sources.push_back(p.src);
    const auto hyps = decode::greedy_search(trainer.model(), data::pad_sources(sources, torch::kCPU));
    int exact = 0;
    for (size_t i = 0; i < hyps.size(); ++i) {
        auto expected = trainer.data().train[i].tgt;
        expected.push_back(tok::Tokenizer::kEos);
        if (hyps[i].tokens == expected) ++exact;
    }
    QCOMPARE(exact, int(hyps.size()));
}

// The seed alone fixes a run (initial weights and every dropout mask): two
// runs trained at once on two threads, while a third keeps building models
// (as opening a checkpoint does), end with the weights of the same run made
// alone, bit for bit. Before each run had its own generator, the three drew
// from LibTorch's one global generator and the results depended on timing.
void TestTrainer::seedAloneFixesTheRun() {
    auto config = micro_training();
    config.steps = 8;
    auto model = micro_model();
    model.dropout = 0.3;  // many masks
    const auto pairs = reverse_pairs(120);
    auto final_weights = [&](train::PreparedData data) {
        train::Trainer trainer(model, config, std::move(data), "");
        trainer.run({});
        return trainer.snapshot(false).weights;
    };
    const train::NamedTensors alone = final_weights(train::prepare_data(pairs, {}, config));

    train::PreparedData first = train::prepare_data(pairs, {}, config);
    train::PreparedData second = train::prepare_data(pairs, {}, config);
    train::NamedTensors a, b;
    std::atomic<bool> done{false};
    std::atomic<int> built{0};
    std::thread loader([&] {
        nn::TransformerConfig other = micro_model();
        other.src_vocab_size = other.tgt_vocab_size = 50;
        while (!done) {
            nn::Transformer m(other);  // draws its initial weights from the global generator
            ++built;
        }
    });
    std::thread one([&] { a = final_weights(std::move(first)); });
    std::thread two([&] { b = final_weights(std::move(second)); });
    one.join();
    two.join();
    done = true;
    loader.join();
    QVERIFY(built > 0);
    QCOMPARE(a.size(), alone.size());
    QCOMPARE(b.size(), alone.size());
    for (size_t i = 0; i < alone.size(); ++i) {
        QVERIFY2(torch::equal(a[i].second, alone[i].second), alone[i].first.c_str());
        QVERIFY2(torch::equal(b[i].second, alone[i].second), alone[i].first.c_str());
    }
}

// A stop request that arrives while the dev set is evaluated ends the
// evaluation (not the whole dev set first): last.ckpt holds that step, and no
// evaluation of it is recorded.
void TestTrainer::stopDuringEvaluation() {
    QTemporaryDir dir;
    auto config = micro_training();
    config.steps = 100;
    config.eval_every = 4;
    config.eval_max_sentences = 0;  // all of them
    config.dev_share = 0.5;
    const std::string out = dir.path().toStdString();
    train::Trainer trainer(micro_model(), config, train::prepare_data(reverse_pairs(400), {}, config), out);
    QVERIFY(trainer.data().dev.size() > 100);
    std::atomic<bool> stop{false};
    int evaluations = 0;
    train::TrainerCallbacks cb;
    // Set after step 8 has been taken and checked for a stop, before its evaluation.
    cb.on_step = [&](const train::StepReport& r) {
        if (r.step == 8) stop = true;
    };
    cb.on_eval = [&](const train::EvalReport&) { ++evaluations; };
    QCOMPARE(int(trainer.run(cb, &stop)), int(train::StopReason::StopRequested));
    QCOMPARE(trainer.step(), int64_t(8));
    QCOMPARE(evaluations, 1);  // step 4's only
    const train::Checkpoint last = train::load_checkpoint(out + "/last.ckpt");
    QCOMPARE(last.step, int64_t(8));
    for (const std::string& line : last.history)
        QVERIFY2(line.find("\"eval\"") == std::string::npos || line.find("\"step\":8") == std::string::npos, line.c_str());
    QVERIFY(!std::filesystem::exists(out + "/checkpoint-8.ckpt"));
    // Evaluating without a stop request still works, and with one set returns at once, marked.
    std::atomic<bool> set{true};
    QVERIFY(trainer.evaluate(&set).interrupted);
    const train::EvalReport full = trainer.evaluate();
    QVERIFY(!full.interrupted);
    QCOMPARE(full.sentences, int64_t(trainer.data().dev.size()));

    // Resumed, step 8's evaluation is made up before training goes on: the
    // curve and the numbered checkpoints are those of an uninterrupted run
    // (the curve kept a gap, and averaging the newest reached further back).
    train::Trainer resumed(micro_model(), config,
                           train::prepare_data(reverse_pairs(400), {}, config,
                                               tok::Tokenizer::from_bytes(last.tokenizer_bytes)),
                           out);
    resumed.resume(last, out + "/last.ckpt");
    std::vector<int64_t> evaluated;
    std::atomic<bool> stopAgain{false};
    train::TrainerCallbacks again;
    again.on_eval = [&](const train::EvalReport& e) { evaluated.push_back(e.step); };
    again.on_step = [&](const train::StepReport& r) {
        if (r.step == 9) stopAgain = true;  // seen before step 10 ends (no evaluation at 10)
    };
    QCOMPARE(int(resumed.run(again, &stopAgain)), int(train::StopReason::StopRequested));
    QCOMPARE(evaluated, std::vector<int64_t>{8});
    QCOMPARE(resumed.step(), int64_t(10));
    QVERIFY(std::filesystem::exists(out + "/checkpoint-8.ckpt"));
    int evaluationsAt8 = 0;
    for (const std::string& line : train::load_checkpoint(out + "/last.ckpt").history)
        if (line.find("\"eval\"") != std::string::npos && line.find("\"step\":8,") != std::string::npos) ++evaluationsAt8;
    QCOMPARE(evaluationsAt8, 1);
}

// A run stopped during its final evaluation and resumed at its end is
// evaluated then (every finished run ends with an evaluation: sweeps and
// run summaries count on it), and only then; a run by epochs as one by steps.
void TestTrainer::resumedAtItsEndItEvaluates_data() {
    QTest::addColumn<int>("steps");
    QTest::addColumn<int>("epochs");
    QTest::newRow("by steps") << 6 << 0;
    QTest::newRow("by epochs") << 0 << 1;
}

void TestTrainer::resumedAtItsEndItEvaluates() {
    QFETCH(int, steps);
    QFETCH(int, epochs);
    QTemporaryDir dir;
    auto config = micro_training();
    config.steps = steps;
    config.epochs = epochs;
    config.dev_share = 0.2;
    const auto pairs = reverse_pairs(200);
    const std::string out = dir.path().toStdString();
    int64_t lastStep = 0;
    {
        train::Trainer trainer(micro_model(), config, train::prepare_data(pairs, {}, config), out);
        lastStep = trainer.total_steps();
        QVERIFY(lastStep >= 2);
        std::atomic<bool> stop{false};
        train::TrainerCallbacks cb;
        cb.on_step = [&](const train::StepReport& r) {
            if (r.step == lastStep) stop = true;  // after the last step, before its evaluation
        };
        QCOMPARE(int(trainer.run(cb, &stop)), int(train::StopReason::StopRequested));
        QCOMPARE(trainer.step(), lastStep);
    }
    // Stopped before its final evaluation: not finished (summaries, sweeps).
    QVERIFY(!train::summarize_run(out).finished);
    const std::string stepText = "\"step\":" + std::to_string(lastStep);
    auto resume = [&](int* evaluations) {
        const auto checkpoint = train::load_checkpoint(out + "/last.ckpt");
        train::Trainer trainer(micro_model(), config,
                               train::prepare_data(pairs, {}, config, tok::Tokenizer::from_bytes(checkpoint.tokenizer_bytes)),
                               out);
        trainer.resume(checkpoint, out + "/last.ckpt");
        train::TrainerCallbacks cb;
        cb.on_eval = [&](const train::EvalReport& e) {
            ++*evaluations;
            QCOMPARE(e.step, lastStep);
        };
        QCOMPARE(int(trainer.run(cb)), int(train::StopReason::Completed));
        QCOMPARE(trainer.step(), lastStep);
    };
    int evaluations = 0;
    resume(&evaluations);
    QCOMPARE(evaluations, 1);
    const auto last = train::load_checkpoint(out + "/last.ckpt");
    QVERIFY(std::filesystem::exists(out + "/checkpoint-" + std::to_string(lastStep) + ".ckpt"));
    QVERIFY2(!last.history.empty() && last.history.back().find("\"eval\"") != std::string::npos &&
                 last.history.back().find(stepText) != std::string::npos,
             last.history.empty() ? "no history" : last.history.back().c_str());
    // Finished now, by epochs as by steps.
    QVERIFY(train::summarize_run(out).finished);
    // A history file cut short (a full disk) reads as the checkpoint's lines:
    // the file alone said the run had not finished.
    {
        std::ofstream cut(out + "/history.jsonl", std::ios::trunc);
        cut << last.history.front() << '\n';
    }
    QVERIFY(train::summarize_run(out).finished);
    // Resumed again, it has its evaluation: nothing more happens.
    evaluations = 0;
    resume(&evaluations);
    QCOMPARE(evaluations, 0);
}

// A fine-tuning run stopped during its evaluation at step 0 ends with
// nothing saved.
void TestTrainer::stopDuringFineTuningsFirstEvaluation() {
    QTemporaryDir dir;
    auto config = micro_training();
    config.steps = 4;
    config.dev_share = 0.2;
    const auto pairs = reverse_pairs(200);
    train::Trainer source(micro_model(), config, train::prepare_data(pairs, {}, config), "");
    source.run({});
    const train::Checkpoint weights = source.snapshot(false);
    const std::string out = dir.path().toStdString() + "/fine";
    train::Trainer fine(weights.model_config, config,
                        train::prepare_data(pairs, {}, config, tok::Tokenizer::from_stored(weights.tokenizer_kind,
                                                                                           weights.tokenizer_bytes)),
                        out);
    fine.start_from(weights, "source.ckpt");
    std::atomic<bool> stop{true};
    int evaluations = 0;
    train::TrainerCallbacks cb;
    cb.on_eval = [&](const train::EvalReport&) { ++evaluations; };
    QCOMPARE(int(fine.run(cb, &stop)), int(train::StopReason::StopRequested));
    QCOMPARE(fine.step(), int64_t(0));
    QCOMPARE(evaluations, 0);
    QVERIFY(!std::filesystem::exists(out + "/last.ckpt"));
}

// history.jsonl cannot be written (here a folder of that name stands in
// for a full disk): the run goes on, says so once, and its checkpoints keep
// every line (it was never checked).
void TestTrainer::unwritableHistoryIsSaidOnce() {
    QTemporaryDir dir;
    auto config = micro_training();
    config.steps = 3;
    const std::string out = dir.path().toStdString();
    std::filesystem::create_directory(out + "/history.jsonl");
    train::Trainer trainer(micro_model(), config, train::prepare_data(reverse_pairs(60), {}, config), out);
    int said = 0;
    train::TrainerCallbacks cb;
    cb.on_message = [&](const std::string& m) { said += m.find("cannot write the run's history") != std::string::npos; };
    QCOMPARE(int(trainer.run(cb)), int(train::StopReason::Completed));
    QCOMPARE(said, 1);
    QCOMPARE(train::load_checkpoint(out + "/last.ckpt").history.size(), size_t(4));  // 3 steps, 1 evaluation
    QVERIFY(!std::filesystem::exists(out + "/history.jsonl.part"));
}

QTEST_APPLESS_MAIN(TestTrainer)
// A checkpoint written before training time was kept (train_seconds 0)
// brings steps nobody timed: the time per step the Train page divides by
// (train_seconds / timed_steps) counts only this process's steps, and still
// does after the resumed part's own checkpoint is resumed in turn.
void TestTrainer::timePerStepLeavesUntimedStepsOut() {
    QTemporaryDir dir;
    auto config = micro_training();
    config.steps = 12;
    const auto pairs = reverse_pairs(200);
    const std::string out = dir.path().toStdString();
    const std::string last = out + "/last.ckpt";
    // Runs until the step `stop_at` ends; returns the timed steps each report said.
    auto run_part = [&](int64_t stop_at, bool resume) {
        std::vector<std::pair<int64_t, int64_t>> reports;  // {step, timed_steps}
        train::Trainer trainer(micro_model(), config, train::prepare_data(pairs, {}, config), out);
        if (resume) trainer.resume(train::load_checkpoint(last), last);
        std::atomic<bool> stop{false};
        train::TrainerCallbacks cb;
        cb.on_step = [&](const train::StepReport& r) {
            reports.push_back({r.step, r.timed_steps});
            if (r.step == stop_at - 1) stop = true;
        };
        trainer.run(cb, &stop);
        return reports;
    };
    const auto first = run_part(4, false);
    QVERIFY(!first.empty());
    for (const auto& [step, timed] : first) QCOMPARE(timed, step);  // a run from scratch times every step

    // Make the checkpoint one of before: no training time kept.
    auto old = train::load_checkpoint(last);
    QCOMPARE(old.step, int64_t(4));
    old.train_seconds = 0.0;
    train::save_checkpoint(old, last);
    const auto second = run_part(8, true);
    QVERIFY(!second.empty());
    for (const auto& [step, timed] : second) QCOMPARE(timed, step - 4);
    QCOMPARE(train::load_checkpoint(last).untimed_steps, int64_t(4));

    // Resumed again: the 4 untimed steps are still left out.
    const auto third = run_part(12, true);
    QVERIFY(!third.empty());
    for (const auto& [step, timed] : third) QCOMPARE(timed, step - 4);
    QCOMPARE(third.back().first, int64_t(12));
}

#include "tst_trainer.moc"
