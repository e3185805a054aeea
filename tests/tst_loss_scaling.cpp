// float16 training's dynamic loss scaling (model/train/loss_scaler.h): why
// float16 gradients need it, the scaler's skips and growth, the trainer's
// scaling and unscaling, and a resumed run going on with the saved scale.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/small_models.h"
#include "support/test_macros.h"
#include "support/test_support.h"

#include "data/batcher.h"
#include "data/demo_tasks.h"
#include "decode/search.h"
#include "nn/cpu_flags.h"
#include "nn/mixed_precision.h"
#include "nn/transformer.h"
#include "train/adam.h"
#include "train/loss.h"
#include "train/loss_scaler.h"
#include "train/model_io.h"
#include "train/trainer.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>
#include <torch/torch.h>

#include <algorithm>
#include <cmath>
#include <vector>

using namespace studio;

using test::one_layer_model;
using test::reverse_training;
using test::small_model;

class TestLossScaling : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { torch::set_num_threads(1); }
    void float16GradientsNeedTheLossScale();
    void lossScalerSkipsOverflowedSteps();
    void trainerScalesAndUnscalesTheLoss();
    void resumeGoesOnWithTheLossScale();
};

// float16 logits (as on a GPU with --precision fp16): the logits' gradient
// of one token, about (1 - eps) / V / (the step's tokens) = 3.2e-8 at V 8 000
// and 3 500 tokens, is below float16's smallest step (6e-8) and comes out
// 85 % off; scaled by the loss scale's 2^16 first and divided again in
// float32 it is within float16's rounding of the float32 gradient.
void TestLossScaling::float16GradientsNeedTheLossScale() {
    torch::manual_seed(3);
    const int64_t rows = 32, vocabulary = 8000;
    const double step_tokens = 3500.0;
    const auto targets = torch::randint(4, vocabulary, {rows}, torch::kLong);
    auto gradient_of = [&](torch::ScalarType dtype, double scale) {
        auto logits = torch::zeros({rows, vocabulary}, torch::TensorOptions().dtype(dtype)).requires_grad_(true);
        const auto parts = train::label_smoothed_loss(logits, targets, 0.1, 0);
        (parts.loss_sum * (scale / step_tokens)).backward();
        return logits.grad().to(torch::kFloat32) / scale;
    };
    const auto reference = gradient_of(torch::kFloat32, 1.0);
    const auto off_target = reference.select(1, 1).abs().mean().item<double>();  // a class no row aims at
    QVERIFY2(off_target > 2e-8 && off_target < 4e-8, qPrintable(QString::number(off_target)));
    auto error = [&](const torch::Tensor& g) { return ((g - reference).abs() / reference.abs()).max().item<double>(); };
    const double unscaled = error(gradient_of(torch::kHalf, 1.0));
    const double scaled = error(gradient_of(torch::kHalf, train::LossScalerOptions{}.initial_scale));
    QVERIFY2(unscaled > 0.5, qPrintable(QString::number(unscaled)));
    QVERIFY2(scaled < 2e-3, qPrintable(QString::number(scaled)));
}

// The scaler divides the gradients by its scale, skips a step whose
// gradients overflowed (halving the scale) and doubles the scale after
// growth_interval good steps; disabled (fp32, bf16) it touches nothing.
void TestLossScaling::lossScalerSkipsOverflowedSteps() {
    auto weight = torch::zeros({4}, torch::requires_grad());
    auto bias = torch::zeros({2}, torch::requires_grad());
    const std::vector<torch::Tensor> parameters{weight, bias};
    auto set_gradients = [&](double scale, bool overflow) {
        weight.mutable_grad() = torch::tensor({1.0f, -2.0f, 0.5f, 4.0f}) * scale;
        bias.mutable_grad() = torch::tensor({overflow ? INFINITY : 3.0f, -1.0f}) * scale;
    };
    train::LossScalerOptions options;
    options.initial_scale = 1024.0;
    options.growth_interval = 3;
    train::LossScaler scaler(true, options);
    set_gradients(scaler.scale(), false);
    QVERIFY(scaler.unscale_and_update(parameters));
    QVERIFY(torch::equal(weight.grad(), torch::tensor({1.0f, -2.0f, 0.5f, 4.0f})));
    QVERIFY(torch::equal(bias.grad(), torch::tensor({3.0f, -1.0f})));
    QCOMPARE(scaler.scale(), 1024.0);

    set_gradients(scaler.scale(), true);
    QVERIFY(!scaler.unscale_and_update(parameters));
    QCOMPARE(scaler.scale(), 512.0);
    QCOMPARE(scaler.skipped_steps(), int64_t(1));
    bias.mutable_grad() = torch::tensor({NAN, 1.0f});
    QVERIFY(!scaler.unscale_and_update(parameters));
    QCOMPARE(scaler.scale(), 256.0);

    for (int i = 0; i < 3; ++i) {
        set_gradients(scaler.scale(), false);
        QVERIFY(scaler.unscale_and_update(parameters));
    }
    QCOMPARE(scaler.scale(), 512.0);  // grown after three good steps in a row

    // A resumed run's scaler goes on from the checkpoint's state: two good
    // steps in a row already, so the next good step grows the scale.
    train::LossScaler resumed(true, options);
    resumed.restore(64.0, 2);
    QCOMPARE(resumed.scale(), 64.0);
    QCOMPARE(resumed.good_in_a_row(), int64_t(2));
    set_gradients(resumed.scale(), false);
    QVERIFY(resumed.unscale_and_update(parameters));
    QCOMPARE(resumed.scale(), 128.0);
    QCOMPARE(resumed.good_in_a_row(), int64_t(0));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, resumed.restore(0.0, 0));

    QVERIFY(!scaler.gave_up());
    train::LossScalerOptions low;
    low.initial_scale = 1.0 / 65536.0;  // at give_up_below: one overflow takes it under
    train::LossScaler sinking(true, low);
    set_gradients(sinking.scale(), true);
    QVERIFY(!sinking.unscale_and_update(parameters));
    QVERIFY(sinking.gave_up());

    train::LossScaler off(false);
    QCOMPARE(off.scale(), 1.0);
    set_gradients(8.0, true);
    QVERIFY(off.unscale_and_update(parameters));
    QVERIFY(torch::equal(weight.grad(), torch::tensor({8.0f, -16.0f, 4.0f, 32.0f})));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, train::LossScaler(true, train::LossScalerOptions{0.0}));
}

// The two tests of the trainer's loss scaling below: 200 reversed pairs,
// float32 on the CPU, no evaluation on the way.
static std::vector<data::SentencePair> scalingPairs() {
    auto task = data::make_demo_task("reverse", 3);
    task.train.resize(200);
    return task.train;
}

static train::TrainingConfig scalingConfig() {
    auto config = reverse_training();
    config.warmup = 10;
    config.eval_every = 1000;
    config.eval_max_sentences = 5;
    config.precision = "fp32";
    return config;
}

static std::vector<torch::Tensor> weightsOf(train::Trainer& trainer) {
    std::vector<torch::Tensor> w;
    for (const auto& p : trainer.model()->parameters()) w.push_back(p.detach().clone());
    return w;
}

// The trainer's loss scaling, run on the CPU in float32 (where it is exact:
// the scale is a power of two): the weights after 6 steps are those of the
// same run without it. Adam's epsilon is large here so that a gradient left
// scaled (or never scaled up) changes the update, which at 1e-9 it hardly
// would (Adam divides the scale out).
void TestLossScaling::trainerScalesAndUnscalesTheLoss() {
    const auto pairs = scalingPairs();
    auto config = scalingConfig();
    config.steps = 6;
    config.adam_eps = 1e-3;
    const std::string tokenizer = train::prepare_data(pairs, {}, config).tokenizer.bytes();
    std::vector<std::vector<torch::Tensor>> weights;
    for (const double scale : {0.0, 65536.0}) {
        train::Trainer trainer(one_layer_model(), config,
                               train::prepare_data(pairs, {}, config, tok::Tokenizer::from_bytes(tokenizer)), "");
        if (scale > 0.0) trainer.set_loss_scaling(scale);
        QCOMPARE(int(trainer.run({})), int(train::StopReason::Completed));
        weights.push_back(weightsOf(trainer));
    }
    double worst = 0.0;
    for (size_t i = 0; i < weights[0].size(); ++i)
        worst = std::max(worst, (weights[1][i] - weights[0][i]).abs().max().item<double>());
    QVERIFY2(worst < 1e-6, qPrintable(QString::number(worst)));
}

// A resumed float16 run goes on with the loss scale its checkpoint saved
// (it restarted at 2^16, skipping steps the uninterrupted run did not).
// On the CPU in float32 with a scale forced to 2^132: the first steps
// overflow (gradients above ~2^-4 times 2^132 are past float's 2^128) and
// are skipped, the scale halved each time, until it fits (2^129 on the
// machine this was written on). 3 steps, then resumed to 8, must give the
// weights of 8 in one go; restarting at 2^132 skipped steps the
// uninterrupted run trained.
void TestLossScaling::resumeGoesOnWithTheLossScale() {
    const auto pairs = scalingPairs();
    auto config = scalingConfig();
    const double forced = std::ldexp(1.0, 132);
    const std::string tokenizer = train::prepare_data(pairs, {}, config).tokenizer.bytes();
    QTemporaryDir dir;
    int overflowsStraight = 0, overflowsResumed = 0;
    std::vector<torch::Tensor> straight, resumed;
    {
        config.steps = 8;
        train::Trainer trainer(one_layer_model(), config,
                               train::prepare_data(pairs, {}, config, tok::Tokenizer::from_bytes(tokenizer)),
                               dir.filePath("straight").toStdString());
        trainer.set_loss_scaling(forced);
        train::TrainerCallbacks cb;
        cb.on_message = [&](const std::string& m) { overflowsStraight += m.find("overflowed") != std::string::npos; };
        QCOMPARE(int(trainer.run(cb)), int(train::StopReason::Completed));
        straight = weightsOf(trainer);
    }
    // Some steps overflowed, and some trained (the comparison below is not
    // one of untouched weights).
    QVERIFY2(overflowsStraight >= 1 && overflowsStraight < 8, qPrintable(QString::number(overflowsStraight)));
    const std::string out = dir.filePath("resumed").toStdString();
    int overflowsFirst = 0;
    {
        config.steps = 3;
        train::Trainer trainer(one_layer_model(), config,
                               train::prepare_data(pairs, {}, config, tok::Tokenizer::from_bytes(tokenizer)), out);
        trainer.set_loss_scaling(forced);
        train::TrainerCallbacks cb;
        cb.on_message = [&](const std::string& m) { overflowsFirst += m.find("overflowed") != std::string::npos; };
        QCOMPARE(int(trainer.run(cb)), int(train::StopReason::Completed));
    }
    QVERIFY(overflowsFirst >= 1);
    const train::Checkpoint checkpoint = train::load_checkpoint(out + "/last.ckpt");
    QCOMPARE(checkpoint.step, int64_t(3));
    QCOMPARE(checkpoint.loss_scale, std::ldexp(forced, -overflowsFirst));  // halved at each overflow
    QCOMPARE(checkpoint.loss_scale_good_steps, int64_t(3 - overflowsFirst));  // the good steps after the last overflow
    {
        config.steps = 8;
        train::Trainer trainer(one_layer_model(), config,
                               train::prepare_data(pairs, {}, config, tok::Tokenizer::from_bytes(tokenizer)), out);
        trainer.set_loss_scaling(forced);  // as the run was started; the checkpoint's scale wins
        trainer.resume(checkpoint, out + "/last.ckpt");
        train::TrainerCallbacks cb;
        cb.on_message = [&](const std::string& m) { overflowsResumed += m.find("overflowed") != std::string::npos; };
        QCOMPARE(int(trainer.run(cb)), int(train::StopReason::Completed));
        resumed = weightsOf(trainer);
    }
    QCOMPARE(overflowsResumed, overflowsStraight - overflowsFirst);
    QCOMPARE(resumed.size(), straight.size());
    for (size_t i = 0; i < straight.size(); ++i) QVERIFY(torch::equal(resumed[i], straight[i]));
}

QTEST_GUILESS_MAIN(TestLossScaling)
#include "tst_loss_scaling.moc"
