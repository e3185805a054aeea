// A run stopped and resumed is the uninterrupted run, step for step: the
// losses (bit for bit, dropout on), the learning-rate schedule, the tokens
// and training time counted over both parts, and the loss log's window
// across the resume.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/test_support.h"
#include "support/trainer_micro.h"

#include "train/checkpoint.h"
#include "train/schedule.h"
#include "train/trainer.h"

#include <QTemporaryDir>
#include <QtTest>

#include <atomic>
#include <map>

using namespace studio;
using namespace studio::test::trainer;

class TestTrainerResume : public QObject {
    Q_OBJECT

private slots:
    void exactResume();
    void logWindowSpansTheResume();
};

void TestTrainerResume::exactResume() {
    QTemporaryDir dir;
    const auto pairs = reverse_pairs(300);
    auto config = micro_training();
    auto prepared = train::prepare_data(pairs, {}, config);
    const std::string tokenizer_bytes = prepared.tokenizer.bytes();

    // Uninterrupted: 12 steps.
    config.steps = 12;
    std::vector<double> straight;
    int64_t straight_tokens = 0;
    {
        train::Trainer trainer(micro_model(), config, train::prepare_data(pairs, {}, config,
                                                                          tok::Tokenizer::from_bytes(tokenizer_bytes)),
                               (dir.path() + "/straight").toStdString());
        train::TrainerCallbacks cb;
        bool scheduled = true;  // every step's rate is the schedule's at that step (§5.3: step_num from 1)
        cb.on_step = [&](const train::StepReport& r) {
            straight.push_back(r.loss);
            scheduled = scheduled && r.learning_rate == train::noam_learning_rate(r.step, micro_model().d_model,
                                                                                  config.warmup, config.lr_factor);
        };
        QCOMPARE(int(trainer.run(cb)), int(train::StopReason::Completed));
        QVERIFY(scheduled);
        straight_tokens = trainer.target_tokens();
    }
    QCOMPARE(straight.size(), size_t(12));
    QVERIFY(straight_tokens > 12);

    // Interrupted after 5 steps (a stop request), then resumed to 12.
    const std::string out = (dir.path() + "/resumed").toStdString();
    std::vector<double> first, second;
    {
        train::Trainer trainer(micro_model(), config, train::prepare_data(pairs, {}, config,
                                                                          tok::Tokenizer::from_bytes(tokenizer_bytes)),
                               out);
        std::atomic<bool> stop{false};
        train::TrainerCallbacks cb;
        cb.on_step = [&](const train::StepReport& r) {
            first.push_back(r.loss);
            if (r.step == 4) stop = true;  // seen before step 5 ends
        };
        QCOMPARE(int(trainer.run(cb, &stop)), int(train::StopReason::StopRequested));
        QCOMPARE(trainer.step(), int64_t(5));
    }
    {
        const auto checkpoint = train::load_checkpoint(out + "/last.ckpt");
        QCOMPARE(checkpoint.step, int64_t(5));
        train::Trainer trainer(micro_model(), config, train::prepare_data(pairs, {}, config,
                                                                          tok::Tokenizer::from_bytes(checkpoint.tokenizer_bytes)),
                               out);
        trainer.resume(checkpoint, out + "/last.ckpt");
        train::TrainerCallbacks cb;
        // The training time a step reports is the run's, both parts (the
        // Train page's time left divides it by the run's steps).
        QVERIFY(checkpoint.train_seconds > 0.0);
        bool counted_from_the_start = true, scheduled = true;
        cb.on_step = [&](const train::StepReport& r) {
            second.push_back(r.loss);
            // The schedule goes on where it stopped (warmup is not restarted).
            scheduled = scheduled && r.learning_rate == train::noam_learning_rate(r.step, micro_model().d_model,
                                                                                  config.warmup, config.lr_factor);
            counted_from_the_start = counted_from_the_start && r.train_seconds >= checkpoint.train_seconds;
        };
        QCOMPARE(int(trainer.run(cb)), int(train::StopReason::Completed));
        QVERIFY(counted_from_the_start);
        QVERIFY(scheduled);
        QCOMPARE(trainer.step(), int64_t(12));
        // The target tokens seen are the run's, over both parts (kept in the checkpoint).
        QCOMPARE(trainer.target_tokens(), straight_tokens);
        QCOMPARE(train::load_checkpoint(out + "/last.ckpt").target_tokens, straight_tokens);
    }
    QCOMPARE(first.size(), size_t(5));
    QCOMPARE(second.size(), size_t(7));
    for (size_t i = 0; i < 5; ++i) QCOMPARE(first[i], straight[i]);
    for (size_t i = 0; i < 7; ++i) QCOMPARE(second[i], straight[5 + i]);  // bit-identical losses
    // The losses did change over the run (the comparison is not vacuous).
    QVERIFY(straight.front() != straight.back());
}

// Logged every 4 steps, stopped at step 5 and resumed: the line at step 8
// is the mean of steps 5..8 as in the uninterrupted run (it was the mean of
// 6..8: the window lived in the process only). The stop's own line at 5
// shows the window so far.
void TestTrainerResume::logWindowSpansTheResume() {
    QTemporaryDir dir;
    const auto pairs = reverse_pairs(300);
    auto config = micro_training();
    config.steps = 12;
    config.log_every = 4;
    const std::string tokenizer_bytes = train::prepare_data(pairs, {}, config).tokenizer.bytes();
    auto data = [&] { return train::prepare_data(pairs, {}, config, tok::Tokenizer::from_bytes(tokenizer_bytes)); };
    std::map<int64_t, std::pair<double, double>> straight, resumed;  // step: loss, nll
    {
        train::Trainer trainer(micro_model(), config, data(), (dir.path() + "/straight").toStdString());
        train::TrainerCallbacks cb;
        cb.on_step = [&](const train::StepReport& r) { straight[r.step] = {r.loss, r.nll}; };
        QCOMPARE(int(trainer.run(cb)), int(train::StopReason::Completed));
    }
    QCOMPARE(straight.size(), size_t(3));  // 4, 8, 12
    const std::string out = (dir.path() + "/resumed").toStdString();
    {
        train::Trainer trainer(micro_model(), config, data(), out);
        std::atomic<bool> stop{false};
        train::TrainerCallbacks cb;
        cb.on_step = [&](const train::StepReport& r) {
            resumed[r.step] = {r.loss, r.nll};
            if (r.step == 4) stop = true;  // seen before step 5 ends
        };
        QCOMPARE(int(trainer.run(cb, &stop)), int(train::StopReason::StopRequested));
        QCOMPARE(trainer.step(), int64_t(5));
    }
    QVERIFY(resumed.count(5));  // the stop's line
    {
        const auto checkpoint = train::load_checkpoint(out + "/last.ckpt");
        QVERIFY(checkpoint.window_tokens > 0);  // step 5's, carried over
        train::Trainer trainer(micro_model(), config, data(), out);
        trainer.resume(checkpoint, out + "/last.ckpt");
        train::TrainerCallbacks cb;
        cb.on_step = [&](const train::StepReport& r) { resumed[r.step] = {r.loss, r.nll}; };
        QCOMPARE(int(trainer.run(cb)), int(train::StopReason::Completed));
    }
    for (const int64_t step : {4, 8, 12}) {
        QVERIFY(resumed.count(step));
        QVERIFY(resumed[step].first == straight[step].first);  // bit-identical
        QVERIFY(resumed[step].second == straight[step].second);
    }
    QVERIFY(straight[8].first != straight[12].first);
}

QTEST_APPLESS_MAIN(TestTrainerResume)
#include "tst_trainer_resume.moc"
