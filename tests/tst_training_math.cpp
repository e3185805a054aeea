// Tests of the training arithmetic: the learning-rate schedule of §5.3
// (model/train/schedule.h), the label-smoothed loss of §5.4
// (model/train/loss.h) and the batcher (model/data/batcher.h: make_batches,
// make_batch), with pairs built by hand (no tokenizer).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/test_macros.h"
#include <torch/torch.h>

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <vector>

#include "data/batcher.h"
#include "train/loss.h"
#include "train/schedule.h"

using studio::data::EncodedPair;
using studio::train::label_smoothed_loss;
using studio::train::noam_learning_rate;

namespace F = torch::nn::functional;

namespace {

// A deterministic corpus of n pairs with varied lengths: source 2..14 tokens
// (ending in EOS = 2), target 1..11 tokens (no BOS/EOS).
std::vector<EncodedPair> syntheticPairs(int n) {
    std::vector<EncodedPair> pairs;
    for (int i = 0; i < n; ++i) {
        EncodedPair p;
        const int src_len = 1 + (i * 7) % 13;
        const int tgt_len = 1 + (i * 5) % 11;
        for (int j = 0; j < src_len; ++j) p.src.push_back(4 + (i + j) % 20);
        p.src.push_back(2);
        for (int j = 0; j < tgt_len; ++j) p.tgt.push_back(4 + (i * 3 + j) % 20);
        pairs.push_back(p);
    }
    return pairs;
}

// The length a pair occupies in a batch: decoder input/output are tgt + 1.
int64_t pairLength(const EncodedPair& p) {
    return std::max<int64_t>(int64_t(p.src.size()), int64_t(p.tgt.size()) + 1);
}

}  // namespace


// Relative comparison for numbers of any magnitude (learning rates ~1e-4).
#define VERIFY_REL(actual, expected, rel)                                               \
    QVERIFY2(std::abs(double(actual) - double(expected)) <= (rel) * std::abs(double(expected)), \
             qPrintable(QStringLiteral("%1 = %2, expected %3")                          \
                            .arg(QLatin1String(#actual))                                \
                            .arg(double(actual), 0, 'g', 17)                            \
                            .arg(double(expected), 0, 'g', 17)))

class TestTrainingMath : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();

    // Schedule (Eq. 3).
    void scheduleKnownValues_data();
    void scheduleKnownValues();
    void scheduleLinearWarmup();
    void scheduleInverseSqrtDecay();
    void schedulePeakAtWarmup_data();
    void schedulePeakAtWarmup();
    void scheduleFactorScales();

    // Loss.
    void lossByHand();
    void lossMatchesTorchCrossEntropy_data();
    void lossMatchesTorchCrossEntropy();
    void lossEpsilonZeroIsCrossEntropy();
    void lossAcceptsBatchShape();
    void lossAllPadding();
    void lossOnTwoThreadsIsTheSame();

    // Batcher.
    void makeBatchesCoversEveryPairOnce_data();
    void makeBatchesCoversEveryPairOnce();
    void makeBatchesGroupsSimilarLengths();
    void makeBatchesDeterministic();
    void makeBatchByHand();
    void makeBatchFeedsTheLoss();
};

void TestTrainingMath::initTestCase() { torch::set_num_threads(1); }

void TestTrainingMath::init() { torch::manual_seed(2024); }

// --- schedule ----------------------------------------------------------------
// lrate = factor * d_model^-0.5 * min(step^-0.5, step * warmup^-1.5)

void TestTrainingMath::scheduleKnownValues_data() {
    QTest::addColumn<int64_t>("step");
    QTest::addColumn<int64_t>("d_model");
    QTest::addColumn<int64_t>("warmup");
    QTest::addColumn<double>("expected");
    // d_model = 512, warmup = 4000: 512^-0.5 = 0.04419417382, 4000^-0.5 = 0.01581138830,
    // 4000^-1.5 = 1 / (4000 * 63.2455532) = 3.952847075e-6.
    // step 1: 0.04419417382 * 1 * 3.952847075e-6 = 1.746928107e-7
    QTest::newRow("512/4000 step 1") << int64_t(1) << int64_t(512) << int64_t(4000) << 1.746928107421711e-07;
    // step 2: twice step 1 (linear rise)
    QTest::newRow("512/4000 step 2") << int64_t(2) << int64_t(512) << int64_t(4000) << 3.493856214843422e-07;
    // step 1000: 1000 * 1.746928107e-7 = 1.746928107e-4
    QTest::newRow("512/4000 step 1000") << int64_t(1000) << int64_t(512) << int64_t(4000) << 1.746928107421711e-04;
    // step 4000, the peak: 512^-0.5 * 4000^-0.5 = 0.04419417382 * 0.01581138830 = 6.987712430e-4
    QTest::newRow("512/4000 step 4000 (peak)") << int64_t(4000) << int64_t(512) << int64_t(4000) << 6.987712429686843e-04;
    // step 4001: 512^-0.5 * 4001^-0.5 = 6.98683913e-4 (just past the peak)
    QTest::newRow("512/4000 step 4001") << int64_t(4001) << int64_t(512) << int64_t(4000) << 6.98683912937353e-04;
    // step 16000: 512^-0.5 * 16000^-0.5 = 0.04419417382 * 0.00790569415 = 3.493856215e-4 (half the peak)
    QTest::newRow("512/4000 step 16000") << int64_t(16000) << int64_t(512) << int64_t(4000) << 3.4938562148434214e-04;
    // step 100000: 512^-0.5 * 100000^-0.5 = 0.04419417382 * 0.00316227766 = 1.397542486e-4
    QTest::newRow("512/4000 step 100000") << int64_t(100000) << int64_t(512) << int64_t(4000) << 1.3975424859373687e-04;
    // d_model = 128, warmup = 400: 128^-0.5 = 0.08838834765, 400^-1.5 = 1/8000 = 1.25e-4
    // step 1: 0.08838834765 * 1.25e-4 = 1.104854346e-5
    QTest::newRow("128/400 step 1") << int64_t(1) << int64_t(128) << int64_t(400) << 1.1048543456039807e-05;
    // step 400: 0.08838834765 * 400^-0.5 = 0.08838834765 / 20 = 4.419417382e-3
    QTest::newRow("128/400 step 400") << int64_t(400) << int64_t(128) << int64_t(400) << 4.419417382415923e-03;
    // step 1600: 0.08838834765 / 40 = 2.209708691e-3
    QTest::newRow("128/400 step 1600") << int64_t(1600) << int64_t(128) << int64_t(400) << 2.2097086912079614e-03;
}

void TestTrainingMath::scheduleKnownValues() {
    QFETCH(int64_t, step);
    QFETCH(int64_t, d_model);
    QFETCH(int64_t, warmup);
    QFETCH(double, expected);
    const double lr = noam_learning_rate(step, d_model, warmup);
    VERIFY_REL(lr, expected, 1e-12);
    // The same number from Eq. 3 written out.
    const double eq3 = std::pow(double(d_model), -0.5) *
                       std::min(std::pow(double(step), -0.5), double(step) * std::pow(double(warmup), -1.5));
    VERIFY_REL(lr, eq3, 1e-12);
}

void TestTrainingMath::scheduleLinearWarmup() {
    // Before the peak lrate is proportional to the step: lr(k) = k * lr(1).
    const double lr1 = noam_learning_rate(1, 512, 4000);
    for (int64_t k : {2, 10, 333, 1000, 2500, 3999, 4000}) VERIFY_REL(noam_learning_rate(k, 512, 4000), k * lr1, 1e-9);
    // Strictly increasing up to the warm-up.
    double previous = 0;
    for (int64_t k = 1; k <= 4000; k += 37) {
        const double lr = noam_learning_rate(k, 512, 4000);
        QVERIFY(lr > previous);
        previous = lr;
    }
}

void TestTrainingMath::scheduleInverseSqrtDecay() {
    // After the peak lrate ~ step^-0.5: four times the steps, half the rate.
    for (int64_t s : {4000, 5000, 12345, 100000}) {
        VERIFY_REL(noam_learning_rate(4 * s, 512, 4000), noam_learning_rate(s, 512, 4000) / 2, 1e-9);
        VERIFY_REL(noam_learning_rate(s, 512, 4000) * std::sqrt(double(s)), std::pow(512.0, -0.5), 1e-9);
    }
    double previous = noam_learning_rate(4000, 512, 4000);
    for (int64_t k = 4001; k < 50000; k += 997) {
        const double lr = noam_learning_rate(k, 512, 4000);
        QVERIFY(lr < previous);
        previous = lr;
    }
}

void TestTrainingMath::schedulePeakAtWarmup_data() {
    QTest::addColumn<int64_t>("d_model");
    QTest::addColumn<int64_t>("warmup");
    QTest::newRow("512/4000") << int64_t(512) << int64_t(4000);
    QTest::newRow("128/400") << int64_t(128) << int64_t(400);
    QTest::newRow("1024/8000") << int64_t(1024) << int64_t(8000);
    QTest::newRow("64/1") << int64_t(64) << int64_t(1);
}

void TestTrainingMath::schedulePeakAtWarmup() {
    QFETCH(int64_t, d_model);
    QFETCH(int64_t, warmup);
    const double peak = noam_learning_rate(warmup, d_model, warmup);
    // Both branches of the min meet at step = warmup: d_model^-0.5 * warmup^-0.5.
    VERIFY_REL(peak, 1.0 / std::sqrt(double(d_model) * double(warmup)), 1e-12);
    if (warmup > 1) QVERIFY(noam_learning_rate(warmup - 1, d_model, warmup) < peak);
    QVERIFY(noam_learning_rate(warmup + 1, d_model, warmup) < peak);
    for (int64_t s : {int64_t(1), warmup / 2 + 1, warmup * 2, warmup * 10})
        QVERIFY(noam_learning_rate(s, d_model, warmup) <= peak);
}

void TestTrainingMath::scheduleFactorScales() {
    for (int64_t s : {1, 100, 4000, 20000}) {
        VERIFY_REL(noam_learning_rate(s, 512, 4000, 2.0), 2.0 * noam_learning_rate(s, 512, 4000), 1e-12);
        VERIFY_REL(noam_learning_rate(s, 512, 4000, 0.5), 0.5 * noam_learning_rate(s, 512, 4000, 1.0), 1e-12);
    }
}

// --- loss --------------------------------------------------------------------

void TestTrainingMath::lossByHand() {
    // V = 4, three positions, the last is padding (pad_id 0), epsilon = 0.1.
    //   row 0: logits (2, 1, 0, -1), target 1
    //   row 1: logits (0, 0, 0, 0),  target 3
    //   row 2: logits (5, -2, 0, 1), target 0 = pad: ignored
    // Per position: (1 - eps) * (-log p_y) + eps * (1/V) * sum_c (-log p_c).
    const double eps = 0.1;
    auto logits = torch::tensor({2.0f, 1.0f, 0.0f, -1.0f, 0.0f, 0.0f, 0.0f, 0.0f, 5.0f, -2.0f, 0.0f, 1.0f}).view({3, 4});
    auto targets = torch::tensor({1, 3, 0}, torch::kLong);

    // Row 0: log Z = log(e^2 + e^1 + e^0 + e^-1) = log(11.47521) = 2.440190;
    //   log-softmax = (2 - logZ, 1 - logZ, 0 - logZ, -1 - logZ)
    //               = (-0.440190, -1.440190, -2.440190, -3.440190)
    //   -log p_1 = 1.440190; mean of -log p_c = (0.44019 + 1.44019 + 2.44019 + 3.44019) / 4 = 1.940190
    //   loss_0 = 0.9 * 1.440190 + 0.1 * 1.940190 = 1.490190
    const double logZ0 = std::log(std::exp(2.0) + std::exp(1.0) + std::exp(0.0) + std::exp(-1.0));
    const double lp0[4] = {2.0 - logZ0, 1.0 - logZ0, 0.0 - logZ0, -1.0 - logZ0};
    const double nll0 = -lp0[1];
    const double loss0 = (1 - eps) * nll0 + eps * (-(lp0[0] + lp0[1] + lp0[2] + lp0[3]) / 4);
    // Row 1: uniform, log p_c = -log 4 for every c, so loss_1 = nll_1 = log 4 = 1.386294.
    const double nll1 = std::log(4.0);
    const double loss1 = (1 - eps) * nll1 + eps * std::log(4.0);
    // Sum: 1.490190 + 1.386294 = 2.876484; nll: 1.440190 + 1.386294 = 2.826484.

    auto parts = label_smoothed_loss(logits, targets, eps, /*pad_id=*/0);
    QCOMPARE(parts.tokens, int64_t(2));
    QCOMPARE(parts.loss_sum.dim(), int64_t(0));
    QCOMPARE(parts.nll_sum.dim(), int64_t(0));
    VERIFY_NEAR(parts.loss_sum.item<double>(), loss0 + loss1, 1e-5);
    VERIFY_NEAR(parts.nll_sum.item<double>(), nll0 + nll1, 1e-5);

    // The padding row really is ignored: changing its logits changes nothing.
    auto other = logits.clone();
    other[2] = torch::tensor({-9.0f, 9.0f, 3.0f, 0.5f});
    auto parts2 = label_smoothed_loss(other, targets, eps, 0);
    VERIFY_NEAR(parts2.loss_sum.item<double>(), parts.loss_sum.item<double>(), 0.0);

    // With pad_id 3 instead, row 1 is ignored and row 2 counts (target 0):
    // row 2: log Z = log(e^5 + e^-2 + 1 + e^1), loss_2 = 0.9 * (logZ - 5) + 0.1 * mean(logZ - z_c).
    const double logZ2 = std::log(std::exp(5.0) + std::exp(-2.0) + std::exp(0.0) + std::exp(1.0));
    const double loss2 = (1 - eps) * (logZ2 - 5.0) + eps * ((logZ2 - 5.0) + (logZ2 + 2.0) + logZ2 + (logZ2 - 1.0)) / 4;
    auto parts3 = label_smoothed_loss(logits, targets, eps, /*pad_id=*/3);
    QCOMPARE(parts3.tokens, int64_t(2));
    VERIFY_NEAR(parts3.loss_sum.item<double>(), loss0 + loss2, 1e-5);
}

void TestTrainingMath::lossMatchesTorchCrossEntropy_data() {
    QTest::addColumn<double>("epsilon");
    QTest::addColumn<int64_t>("pad");
    QTest::addColumn<int64_t>("V");
    QTest::newRow("eps 0.1, pad 0, V 7") << 0.1 << int64_t(0) << int64_t(7);
    QTest::newRow("eps 0.3, pad 0, V 50") << 0.3 << int64_t(0) << int64_t(50);
    QTest::newRow("eps 0.1, pad 3, V 11") << 0.1 << int64_t(3) << int64_t(11);
    QTest::newRow("eps 0, pad 0, V 9") << 0.0 << int64_t(0) << int64_t(9);
    QTest::newRow("eps 1, pad 0, V 5") << 1.0 << int64_t(0) << int64_t(5);
    // Vocabularies large enough that the loss works on several blocks of rows
    // (8 and 13 rows a block), the last one partial.
    QTest::newRow("eps 0.1, pad 0, V 30000 (3 blocks)") << 0.1 << int64_t(0) << int64_t(30000);
    QTest::newRow("eps 0.2, pad 2, V 20000 (2 blocks)") << 0.2 << int64_t(2) << int64_t(20000);
}

void TestTrainingMath::lossMatchesTorchCrossEntropy() {
    QFETCH(double, epsilon);
    QFETCH(int64_t, pad);
    QFETCH(int64_t, V);
    const int64_t N = 24;
    auto logits = (torch::randn({N, V}) * 3).requires_grad_(true);
    auto targets = torch::randint(0, V, {N}, torch::kLong);
    targets.narrow(0, 0, 5).fill_(pad);  // some padding for sure
    targets[10] = pad;
    const int64_t tokens = targets.ne(pad).sum().item<int64_t>();
    QVERIFY(tokens > 0 && tokens < N);

    auto parts = label_smoothed_loss(logits, targets, epsilon, pad);
    auto reference = F::cross_entropy(
        logits, targets, F::CrossEntropyFuncOptions().label_smoothing(epsilon).ignore_index(pad).reduction(torch::kSum));
    auto reference_nll =
        F::cross_entropy(logits, targets, F::CrossEntropyFuncOptions().ignore_index(pad).reduction(torch::kSum));
    QCOMPARE(parts.tokens, tokens);
    VERIFY_REL(parts.loss_sum.item<double>(), reference.item<double>(), 1e-5);
    VERIFY_REL(parts.nll_sum.item<double>(), reference_nll.item<double>(), 1e-5);
    // The mean PyTorch would report equals loss_sum / tokens.
    auto mean = F::cross_entropy(logits, targets,
                                 F::CrossEntropyFuncOptions().label_smoothing(epsilon).ignore_index(pad));
    VERIFY_REL(parts.loss_sum.item<double>() / double(parts.tokens), mean.item<double>(), 1e-5);

    // Same gradients as well (the loss is what training differentiates).
    auto grad = torch::autograd::grad({parts.loss_sum}, {logits})[0];
    auto reference_grad = torch::autograd::grad({reference}, {logits})[0];
    // float32 sums over V terms: the rounding grows with the vocabulary.
    VERIFY_NEAR((grad - reference_grad).abs().max().item<double>(), 0.0, 1e-5 * std::max(1.0, double(V) / 5000.0));
    // Padding rows get no gradient; nll_sum is a number, not part of the graph.
    QVERIFY(grad.narrow(0, 0, 5).abs().max().item<double>() == 0.0);
    QVERIFY(!parts.nll_sum.requires_grad());
}

void TestTrainingMath::lossEpsilonZeroIsCrossEntropy() {
    const int64_t N = 15, V = 10;
    auto logits = torch::randn({N, V});
    auto targets = torch::randint(1, V, {N}, torch::kLong);
    targets[4] = 0;
    auto parts = label_smoothed_loss(logits, targets, 0.0, 0);
    auto plain = F::cross_entropy(logits, targets, F::CrossEntropyFuncOptions().ignore_index(0).reduction(torch::kSum));
    VERIFY_REL(parts.loss_sum.item<double>(), plain.item<double>(), 1e-6);
    // Without smoothing the loss is the NLL.
    VERIFY_REL(parts.loss_sum.item<double>(), parts.nll_sum.item<double>(), 1e-6);
    QCOMPARE(parts.tokens, N - 1);
    // With smoothing the loss is different and the NLL is not (it never smooths).
    auto smoothed = label_smoothed_loss(logits, targets, 0.1, 0);
    QVERIFY(std::abs(smoothed.loss_sum.item<double>() - parts.loss_sum.item<double>()) > 1e-3);
    VERIFY_REL(smoothed.nll_sum.item<double>(), parts.nll_sum.item<double>(), 1e-6);
}

void TestTrainingMath::lossAcceptsBatchShape() {
    // (B, T, V) and (B, T) give the same as the flattened (N, V) and (N).
    const int64_t B = 3, T = 5, V = 8;
    auto logits = torch::randn({B, T, V});
    auto targets = torch::randint(1, V, {B, T}, torch::kLong);
    targets[1][4] = 0;
    targets[2][3] = 0;
    targets[2][4] = 0;
    auto batched = label_smoothed_loss(logits, targets, 0.1, 0);
    auto flat = label_smoothed_loss(logits.view({B * T, V}), targets.view({B * T}), 0.1, 0);
    QCOMPARE(batched.tokens, int64_t(B * T - 3));
    QCOMPARE(batched.tokens, flat.tokens);
    VERIFY_NEAR(batched.loss_sum.item<double>(), flat.loss_sum.item<double>(), 1e-6);
    VERIFY_NEAR(batched.nll_sum.item<double>(), flat.nll_sum.item<double>(), 1e-6);
    // Logits in another float type are handled in float32.
    auto double_precision = label_smoothed_loss(logits.to(torch::kFloat64), targets, 0.1, 0);
    VERIFY_NEAR(double_precision.loss_sum.item<double>(), batched.loss_sum.item<double>(), 1e-5);
}

void TestTrainingMath::lossAllPadding() {
    auto logits = torch::randn({4, 6});
    auto targets = torch::zeros({4}, torch::kLong);
    auto parts = label_smoothed_loss(logits, targets, 0.1, 0);
    QCOMPARE(parts.tokens, int64_t(0));
    QVERIFY(parts.loss_sum.item<double>() == 0.0);
    QVERIFY(parts.nll_sum.item<double>() == 0.0);
}

// --- batcher -----------------------------------------------------------------

void TestTrainingMath::makeBatchesCoversEveryPairOnce_data() {
    QTest::addColumn<int>("pairs");
    QTest::addColumn<int64_t>("max_tokens");
    // The longest pair is 14 tokens (13 + EOS), so every budget fits one pair.
    QTest::newRow("100 pairs, 14 tokens (one long pair a batch)") << 100 << int64_t(14);
    QTest::newRow("100 pairs, 40 tokens") << 100 << int64_t(40);
    QTest::newRow("100 pairs, 100 tokens") << 100 << int64_t(100);
    QTest::newRow("257 pairs, 333 tokens") << 257 << int64_t(333);
    QTest::newRow("7 pairs, 10000 tokens (one batch)") << 7 << int64_t(10000);
    QTest::newRow("1 pair") << 1 << int64_t(50);
}

void TestTrainingMath::makeBatchesCoversEveryPairOnce() {
    QFETCH(int, pairs);
    QFETCH(int64_t, max_tokens);
    const auto data = syntheticPairs(pairs);
    for (int64_t epoch : {0, 1, 5}) {
        const auto batches = studio::data::make_batches(data, max_tokens, /*seed=*/42, epoch);
        std::vector<int> seen(size_t(pairs), 0);
        for (const auto& batch : batches) {
            QVERIFY(!batch.empty());
            int64_t longest = 0;
            for (int64_t index : batch) {
                QVERIFY(index >= 0 && index < pairs);
                ++seen[size_t(index)];
                longest = std::max(longest, pairLength(data[size_t(index)]));
            }
            // Padded size: sentences x longest side.
            QVERIFY2(int64_t(batch.size()) * longest <= max_tokens,
                     qPrintable(QStringLiteral("%1 sentences x %2 tokens > %3").arg(batch.size()).arg(longest).arg(max_tokens)));
        }
        for (int i = 0; i < pairs; ++i) QVERIFY2(seen[size_t(i)] == 1, qPrintable(QStringLiteral("pair %1 seen %2 times").arg(i).arg(seen[size_t(i)])));
        if (max_tokens >= 10000) QCOMPARE(batches.size(), size_t(1));
    }
}

void TestTrainingMath::makeBatchesGroupsSimilarLengths() {
    // Pairs are sorted by length before they are cut: the length ranges of
    // the batches do not interleave (they may only touch at equal lengths).
    const auto data = syntheticPairs(200);
    const auto batches = studio::data::make_batches(data, 60, 7, 0);
    std::vector<std::pair<int64_t, int64_t>> ranges;
    for (const auto& batch : batches) {
        int64_t lo = 1 << 30, hi = 0;
        for (int64_t i : batch) {
            lo = std::min(lo, pairLength(data[size_t(i)]));
            hi = std::max(hi, pairLength(data[size_t(i)]));
        }
        ranges.emplace_back(lo, hi);
    }
    std::sort(ranges.begin(), ranges.end());
    for (size_t i = 1; i < ranges.size(); ++i)
        QVERIFY2(ranges[i - 1].second <= ranges[i].first,
                 qPrintable(QStringLiteral("[%1, %2] overlaps [%3, %4]")
                                .arg(ranges[i - 1].first).arg(ranges[i - 1].second)
                                .arg(ranges[i].first).arg(ranges[i].second)));
    // Greedy filling: short pairs share batches (fewer batches than pairs).
    QVERIFY(batches.size() < data.size() / 2);
}

void TestTrainingMath::makeBatchesDeterministic() {
    const auto data = syntheticPairs(120);
    const auto a = studio::data::make_batches(data, 50, 42, 3);
    const auto b = studio::data::make_batches(data, 50, 42, 3);
    QVERIFY(a == b);
    const auto other_epoch = studio::data::make_batches(data, 50, 42, 4);
    QVERIFY(a != other_epoch);
    const auto other_seed = studio::data::make_batches(data, 50, 43, 3);
    QVERIFY(a != other_seed);
    // A new epoch reshuffles the batch order, not just the contents.
    std::vector<int64_t> first_of_a, first_of_other;
    for (const auto& batch : a) first_of_a.push_back(batch.front());
    for (const auto& batch : other_epoch) first_of_other.push_back(batch.front());
    QVERIFY(first_of_a != first_of_other);
}

void TestTrainingMath::makeBatchByHand() {
    std::vector<EncodedPair> pairs(3);
    pairs[0].src = {5, 6, 2};
    pairs[0].tgt = {7, 8};
    pairs[1].src = {9, 2};
    pairs[1].tgt = {10, 11, 12};
    pairs[2].src = {13, 14, 15, 16, 2};
    pairs[2].tgt = {17};

    auto batch = studio::data::make_batch(pairs, {0, 1}, torch::kCPU);
    QCOMPARE(batch.src.scalar_type(), torch::kLong);
    QCOMPARE(batch.tgt_in.scalar_type(), torch::kLong);
    QCOMPARE(batch.tgt_out.scalar_type(), torch::kLong);
    // src: padded with 0; tgt_in: BOS (1) y..; tgt_out: y.. EOS (2).
    QVERIFY(batch.src.equal(torch::tensor({5, 6, 2, 9, 2, 0}, torch::kLong).view({2, 3})));
    QVERIFY(batch.tgt_in.equal(torch::tensor({1, 7, 8, 0, 1, 10, 11, 12}, torch::kLong).view({2, 4})));
    QVERIFY(batch.tgt_out.equal(torch::tensor({7, 8, 2, 0, 10, 11, 12, 2}, torch::kLong).view({2, 4})));
    QCOMPARE(batch.src_tokens, int64_t(3 + 2));
    QCOMPARE(batch.tgt_tokens, int64_t(3 + 4));

    // Rows follow the order of the indices.
    auto reversed = studio::data::make_batch(pairs, {2, 0}, torch::kCPU);
    QVERIFY(reversed.src.equal(torch::tensor({13, 14, 15, 16, 2, 5, 6, 2, 0, 0}, torch::kLong).view({2, 5})));
    QVERIFY(reversed.tgt_in.equal(torch::tensor({1, 17, 0, 1, 7, 8}, torch::kLong).view({2, 3})));
    QVERIFY(reversed.tgt_out.equal(torch::tensor({17, 2, 0, 7, 8, 2}, torch::kLong).view({2, 3})));
    QCOMPARE(reversed.src_tokens, int64_t(5 + 3));
    QCOMPARE(reversed.tgt_tokens, int64_t(2 + 3));

    // Invariants on a larger batch: decoder input is the output shifted right
    // by one, behind BOS; the counts are the non-pad entries.
    const auto data = syntheticPairs(30);
    std::vector<int64_t> all(30);
    for (int i = 0; i < 30; ++i) all[size_t(i)] = i;
    auto big = studio::data::make_batch(data, all, torch::kCPU);
    QVERIFY(big.tgt_in.select(1, 0).eq(1).all().item<bool>());
    const int64_t T = big.tgt_in.size(1);
    QVERIFY(big.tgt_in.narrow(1, 1, T - 1).equal(big.tgt_out.narrow(1, 0, T - 1).masked_fill(
        big.tgt_out.narrow(1, 0, T - 1).eq(2), 0)));
    QCOMPARE(big.src_tokens, big.src.ne(0).sum().item<int64_t>());
    QCOMPARE(big.tgt_tokens, big.tgt_out.ne(0).sum().item<int64_t>());
    QCOMPARE(big.tgt_tokens, big.tgt_in.ne(0).sum().item<int64_t>());
    QCOMPARE(big.tgt_out.eq(2).sum().item<int64_t>(), int64_t(30));  // one EOS per sentence
    for (int i = 0; i < 30; ++i) {
        const int64_t n = int64_t(data[size_t(i)].tgt.size());
        QCOMPARE(big.tgt_out[i][n].item<int64_t>(), int64_t(2));
    }
}

void TestTrainingMath::makeBatchFeedsTheLoss() {
    // The loss's token count is the batch's target count (EOS included, pad not).
    const auto data = syntheticPairs(20);
    const auto batches = studio::data::make_batches(data, 80, 1, 0);
    int64_t total = 0, expected = 0;
    for (const auto& indices : batches) {
        auto batch = studio::data::make_batch(data, indices, torch::kCPU);
        auto logits = torch::randn({batch.tgt_out.size(0), batch.tgt_out.size(1), 24});
        auto parts = label_smoothed_loss(logits, batch.tgt_out, 0.1, 0);
        QCOMPARE(parts.tokens, batch.tgt_tokens);
        total += parts.tokens;
    }
    for (const auto& p : data) expected += int64_t(p.tgt.size()) + 1;
    QCOMPARE(total, expected);
}

// The loss shares its blocks of rows among LibTorch's threads (train/loss.cpp
// is compiled with OpenMP): on two threads, with a gradient wanted (the
// threads do not inherit the caller's gradient mode), the loss, the NLL and
// the gradient are bit for bit those of one thread.
void TestTrainingMath::lossOnTwoThreadsIsTheSame() {
    const int64_t N = 1200, V = 1000;  // ~262 rows a block: five blocks
    const auto logits = torch::randn({N, V});
    auto targets = torch::randint(1, V, {N}, torch::kLong);
    targets[7] = 0;
    auto run = [&](int threads) {
        torch::set_num_threads(threads);
        const auto x = logits.clone().requires_grad_(true);
        auto parts = label_smoothed_loss(x, targets, 0.1, 0);
        parts.loss_sum.backward();
        torch::set_num_threads(1);
        return std::vector<torch::Tensor>{parts.loss_sum.detach(), parts.nll_sum.detach(), x.grad()};
    };
    const auto one = run(1), two = run(2);
    for (size_t i = 0; i < one.size(); ++i) QVERIFY(torch::equal(one[i], two[i]));
}

QTEST_APPLESS_MAIN(TestTrainingMath)
#include "tst_training_math.moc"
