// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the TensorBoard-style debiased EMA (widgets/smoothing.h) against
// hand-computed numbers: ema_t = w*ema_{t-1} + (1-w)*x_t, ema_0 = 0, shown as
// ema_t / (1 - w^t).
#include "support/test_macros.h"
#include <QtTest>

#include <cmath>
#include <limits>
#include <vector>

#include "smoothing.h"

using studio::widgets::DebiasedEma;
using studio::widgets::debiased_ema;

using Doubles = std::vector<double>;
Q_DECLARE_METATYPE(Doubles)

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

// Element-wise comparison where NaN must match NaN.
void compareSeries(const Doubles& actual, const Doubles& expected, double tol) {
    QCOMPARE(actual.size(), expected.size());
    for (size_t i = 0; i < actual.size(); ++i) {
        if (std::isnan(expected[i])) {
            QVERIFY2(std::isnan(actual[i]), qPrintable(QStringLiteral("index %1 is %2, expected NaN")
                                                           .arg(i).arg(actual[i])));
        } else {
            VERIFY_NEAR(actual[i], expected[i], tol);
        }
    }
}

}  // namespace

class TestSmoothing : public QObject {
    Q_OBJECT

private slots:
    void handComputed_data();
    void handComputed();
    void weightZeroReturnsInput();
    void constantStaysConstant_data();
    void constantStaysConstant();
    void incrementalEqualsBatch_data();
    void incrementalEqualsBatch();
    void weightIsClamped();
    void resetForgets();
};

void TestSmoothing::handComputed_data() {
    QTest::addColumn<double>("weight");
    QTest::addColumn<Doubles>("input");
    QTest::addColumn<Doubles>("expected");

    // w = 0.5 on [1, 2, 3]:
    //  t=1: ema = 0.5*0    + 0.5*1 = 0.5;   1 - 0.5^1 = 0.5   -> 0.5/0.5     = 1
    //  t=2: ema = 0.5*0.5  + 0.5*2 = 1.25;  1 - 0.5^2 = 0.75  -> 1.25/0.75   = 5/3
    //  t=3: ema = 0.5*1.25 + 0.5*3 = 2.125; 1 - 0.5^3 = 0.875 -> 2.125/0.875 = 17/7
    QTest::newRow("w0.5 [1,2,3]") << 0.5 << Doubles{1, 2, 3} << Doubles{1, 5.0 / 3.0, 17.0 / 7.0};

    // w = 0.9 on [0, 10]:
    //  t=1: ema = 0;                  -> 0/0.1 = 0
    //  t=2: ema = 0.9*0 + 0.1*10 = 1; 1 - 0.81 = 0.19 -> 1/0.19 = 100/19
    // (A plain EMA seeded with x_1 = 0 would show 1 here: the debiasing
    // makes the second point count as much as the first.)
    QTest::newRow("w0.9 [0,10]") << 0.9 << Doubles{0, 10} << Doubles{0, 100.0 / 19.0};

    // w = 0.5 on [4, 0, 0]:
    //  t=1: ema = 2;   /0.5   -> 4
    //  t=2: ema = 1;   /0.75  -> 4/3
    //  t=3: ema = 0.5; /0.875 -> 4/7
    QTest::newRow("w0.5 decay") << 0.5 << Doubles{4, 0, 0} << Doubles{4, 4.0 / 3.0, 4.0 / 7.0};

    // A NaN is skipped: NaN at its index, and t does not advance, so the
    // next value is smoothed as if the NaN had never been there.
    //  [1, NaN, 3], w = 0.5:
    //  t=1: ema = 0.5  -> 1
    //  NaN             -> NaN (ema stays 0.5, t stays 1)
    //  t=2: ema = 0.5*0.5 + 0.5*3 = 1.75; /0.75 -> 7/3
    QTest::newRow("NaN skipped") << 0.5 << Doubles{1, kNaN, 3} << Doubles{1, kNaN, 7.0 / 3.0};
    // Infinities are skipped the same way, and a non-finite first value
    // does not count as the first value.
    QTest::newRow("inf skipped") << 0.5 << Doubles{kInf, 1, -kInf, 3}
                                 << Doubles{kNaN, 1, kNaN, 7.0 / 3.0};
    QTest::newRow("empty") << 0.5 << Doubles{} << Doubles{};
}

void TestSmoothing::handComputed() {
    QFETCH(double, weight);
    QFETCH(Doubles, input);
    QFETCH(Doubles, expected);
    compareSeries(debiased_ema(input, weight), expected, 1e-12);
}

void TestSmoothing::weightZeroReturnsInput() {
    const Doubles input{3.5, -1.25, 1e300, 7e-300, 0.1, 42};
    const Doubles out = debiased_ema(input, 0.0);
    QCOMPARE(out.size(), input.size());
    for (size_t i = 0; i < input.size(); ++i) QCOMPARE(out[i], input[i]);  // bit for bit
    // ... and non-finite inputs still come back as NaN.
    compareSeries(debiased_ema({1, kNaN, 2}, 0.0), {1, kNaN, 2}, 0.0);
}

void TestSmoothing::constantStaysConstant_data() {
    QTest::addColumn<double>("weight");
    QTest::addColumn<double>("value");
    QTest::newRow("w0.6 c=2.5") << 0.6 << 2.5;
    QTest::newRow("w0.9 c=7") << 0.9 << 7.0;
    QTest::newRow("w0.99 c=0.001") << 0.99 << 0.001;
    QTest::newRow("w0.999 c=-3") << 0.999 << -3.0;
}

void TestSmoothing::constantStaysConstant() {
    // The point of the debiasing: a zero-started EMA alone would begin at
    // (1-w)*c and climb slowly toward c; divided by 1 - w^t it is c throughout.
    QFETCH(double, weight);
    QFETCH(double, value);
    const Doubles out = debiased_ema(Doubles(500, value), weight);
    for (double y : out) VERIFY_NEAR(y, value, 1e-9 * std::abs(value));
}

void TestSmoothing::incrementalEqualsBatch_data() {
    QTest::addColumn<double>("weight");
    QTest::addColumn<Doubles>("input");
    Doubles noisy;
    for (int i = 0; i < 300; ++i) noisy.push_back(5.0 / (1 + i) + 0.3 * std::sin(i * 1.7));
    noisy[17] = kNaN;
    noisy[200] = kInf;
    QTest::newRow("w0") << 0.0 << noisy;
    QTest::newRow("w0.6") << 0.6 << noisy;
    QTest::newRow("w0.95") << 0.95 << noisy;
}

void TestSmoothing::incrementalEqualsBatch() {
    QFETCH(double, weight);
    QFETCH(Doubles, input);
    const Doubles batch = debiased_ema(input, weight);
    DebiasedEma ema(weight);
    Doubles incremental;
    for (double x : input) incremental.push_back(ema.add(x));
    compareSeries(incremental, batch, 0.0);  // the very same numbers
    QCOMPARE(ema.count(), qint64(input.size() - 2));  // the NaN and inf do not count
}

void TestSmoothing::weightIsClamped() {
    QCOMPARE(DebiasedEma(-0.5).weight(), 0.0);
    QCOMPARE(DebiasedEma(kNaN).weight(), 0.0);
    QCOMPARE(DebiasedEma(1.0).weight(), 0.999);  // 1 would divide by 1 - 1^t = 0
    // Weight 1 must still give finite numbers (it is clamped, not honoured).
    for (double y : debiased_ema({1, 2, 3}, 1.0)) QVERIFY(std::isfinite(y));
}

void TestSmoothing::resetForgets() {
    DebiasedEma ema(0.5);
    ema.add(100);
    ema.add(200);
    ema.reset(0.5);
    QCOMPARE(ema.count(), qint64(0));
    // (VERIFY_NEAR evaluates its argument twice: call add() outside it.)
    const double first = ema.add(1);
    const double second = ema.add(2);
    VERIFY_NEAR(first, 1.0, 0.0);  // no memory of 100 and 200
    VERIFY_NEAR(second, 5.0 / 3.0, 1e-15);
}

QTEST_APPLESS_MAIN(TestSmoothing)
#include "tst_smoothing.moc"
