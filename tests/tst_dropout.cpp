// Tests of the engine's dropout (model/nn/dropout.h): it drops the share p
// of the elements and scales the rest by 1 / P(keep), backward uses the same
// mask, the mask follows torch::manual_seed and not the thread count, and
// evaluation leaves the input alone.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/test_macros.h"
#include <torch/torch.h>

#include <QtTest>

#include <cmath>

#include "nn/dropout.h"

namespace nn = studio::nn;

class TestDropout : public QObject {
    Q_OBJECT

private slots:
    void init() {
        torch::set_num_threads(1);
        torch::manual_seed(77);
    }

    void dropsTheShareAndScalesTheRest_data();
    void dropsTheShareAndScalesTheRest();
    void backwardUsesTheSameMask_data();
    void backwardUsesTheSameMask();
    void followsTheSeedNotTheThreads();
    void callsDrawNewMasks();
    void evaluationAndZeroAreTheIdentity();
    void bfloat16KeepsNaN();
    void refusesBadP();
};

void TestDropout::dropsTheShareAndScalesTheRest_data() {
    QTest::addColumn<double>("p");
    QTest::addColumn<bool>("bfloat16");
    QTest::newRow("p 0.1 float32") << 0.1 << false;
    QTest::newRow("p 0.3 float32") << 0.3 << false;
    QTest::newRow("p 0.5 float32") << 0.5 << false;
    QTest::newRow("p 0.1 bfloat16") << 0.1 << true;
    QTest::newRow("p 0.3 bfloat16") << 0.3 << true;
}

void TestDropout::dropsTheShareAndScalesTheRest() {
    QFETCH(double, p);
    QFETCH(bool, bfloat16);
    const auto dtype = bfloat16 ? torch::kBFloat16 : torch::kFloat32;
    nn::Dropout dropout(p);
    dropout->train();
    const int64_t n = 1 << 20;
    const auto x = (torch::rand({n}) + 0.5).to(dtype);  // no zeros of its own
    const auto y = dropout(x);
    QCOMPARE(y.scalar_type(), dtype);
    QCOMPARE(y.sizes(), x.sizes());
    const auto kept = y.ne(0);
    // The dropped share is p within 5 standard deviations of a binomial.
    const double dropped = 1.0 - kept.to(torch::kFloat64).mean().item<double>();
    VERIFY_NEAR(dropped, p, 5.0 * std::sqrt(p * (1.0 - p) / double(n)));
    // Kept elements are scaled by 1 / (1 - p) (p to 1/65536), rounded to the dtype.
    const double scale = 65536.0 / (65536.0 - std::round(p * 65536.0));
    const auto expected = (x.to(torch::kFloat32) * float(scale)).to(dtype);
    QVERIFY(torch::equal(y.masked_select(kept), expected.masked_select(kept)));
    // So the expectation is kept: the mean of y is the mean of x.
    VERIFY_NEAR(y.to(torch::kFloat64).mean().item<double>(), x.to(torch::kFloat64).mean().item<double>(), 0.01);
}

void TestDropout::backwardUsesTheSameMask_data() {
    QTest::addColumn<bool>("bfloat16");
    QTest::newRow("float32") << false;
    QTest::newRow("bfloat16") << true;
}

void TestDropout::backwardUsesTheSameMask() {
    QFETCH(bool, bfloat16);
    const auto dtype = bfloat16 ? torch::kBFloat16 : torch::kFloat32;
    nn::Dropout dropout(0.25);
    dropout->train();
    auto x = (torch::rand({37, 53}) + 0.5).to(dtype).requires_grad_(true);  // not a multiple of any block
    const auto y = dropout(x);
    const auto upstream = (torch::rand({37, 53}) + 0.5).to(dtype);
    y.backward(upstream);
    // d y / d x is the mask times the scale: zero exactly where y is zero.
    const auto dropped = y.eq(0);
    QVERIFY(dropped.any().item<bool>());
    QVERIFY(torch::equal(x.grad().eq(0), dropped));
    const auto factor = (y.to(torch::kFloat32) / x.detach().to(torch::kFloat32)).masked_select(~dropped);
    const auto grad_factor = (x.grad().to(torch::kFloat32) / upstream.to(torch::kFloat32)).masked_select(~dropped);
    const double tolerance = bfloat16 ? 1e-2 : 1e-6;
    QVERIFY((factor - grad_factor).abs().max().item<double>() < tolerance);
    VERIFY_NEAR(factor.mean().item<double>(), 1.0 / 0.75, tolerance);
}

void TestDropout::followsTheSeedNotTheThreads() {
    nn::Dropout dropout(0.1);
    dropout->train();
    const auto x = torch::ones({300000});
    torch::set_num_threads(1);
    torch::manual_seed(5);
    const auto one_thread = dropout(x);
    torch::set_num_threads(2);
    torch::manual_seed(5);
    const auto two_threads = dropout(x);
    QVERIFY(torch::equal(one_thread, two_threads));
    torch::manual_seed(6);
    QVERIFY(!torch::equal(dropout(x), one_thread));
}

void TestDropout::callsDrawNewMasks() {
    nn::Dropout dropout(0.5);
    dropout->train();
    const auto x = torch::ones({4096});
    const auto first = dropout(x), second = dropout(x);
    // Two independent masks agree on about half of the elements.
    const double agree = first.eq(second).to(torch::kFloat64).mean().item<double>();
    QVERIFY2(agree > 0.45 && agree < 0.55, qPrintable(QString::number(agree)));
    // Neighbouring elements are independent too (the hash has no stripes).
    const auto a = first.narrow(0, 0, 4095).ne(0), b = first.narrow(0, 1, 4095).ne(0);
    const double both = (a & b).to(torch::kFloat64).mean().item<double>();
    QVERIFY2(both > 0.21 && both < 0.29, qPrintable(QString::number(both)));
}

void TestDropout::evaluationAndZeroAreTheIdentity() {
    const auto x = torch::randn({8, 9});
    nn::Dropout dropout(0.4);
    dropout->eval();
    QVERIFY(torch::equal(dropout(x), x));
    nn::Dropout none(0.0);
    none->train();
    QVERIFY(torch::equal(none(x), x));
}

void TestDropout::bfloat16KeepsNaN() {
    // A NaN stays NaN whether kept or dropped (NaN x 0 is NaN, as in
    // torch::dropout): the rounding to bfloat16 never makes it a number.
    auto x = torch::full({64}, std::nan(""), torch::kFloat32).to(torch::kBFloat16);
    x[3] = 2.0;
    const auto y = nn::apply_dropout_mask(x, 0.5, 1234).to(torch::kFloat32);
    QCOMPARE(y.isnan().sum().item<int64_t>(), int64_t(63));
    const double at_three = y[3].item<double>();
    QVERIFY2(at_three == 0.0 || at_three == 4.0, qPrintable(QString::number(at_three)));
}

void TestDropout::refusesBadP() {
    QVERIFY_THROWS_EXCEPTION(c10::Error, nn::Dropout(1.0));
    QVERIFY_THROWS_EXCEPTION(c10::Error, nn::Dropout(-0.1));
    QVERIFY_THROWS_EXCEPTION(c10::Error, nn::apply_dropout_mask(torch::ones({3}, torch::kFloat64), 0.1, 1));
}

QTEST_GUILESS_MAIN(TestDropout)
#include "tst_dropout.moc"
