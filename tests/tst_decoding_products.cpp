// Tests of the products a decoding step takes other paths for (issue 17,
// part 4): a projection of up to four rows (a sentence, a beam) runs through
// nn/row_products (the weights read once for all rows, float32 or bfloat16),
// and one query attends by a broadcast product instead of bmm. Both must give
// what the general paths give, for every shape around the thresholds (rows,
// a length not a multiple of the eight lanes, an odd number of outputs), with
// and without bias, on either inner loop and any number of threads, in
// training mode (gradients) as in inference.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/test_macros.h"
#include <torch/torch.h>

#include <QtTest>

#include "nn/mixed_precision.h"
#include "nn/multi_head_attention.h"
#include "nn/row_products.h"
#include "nn/thread_scope.h"

#include <thread>

namespace nn = studio::nn;

class TestDecodingProducts : public QObject {
    Q_OBJECT

private slots:
    void init() { torch::manual_seed(5); }
    void projectionEqualsTheMatrixProduct_data();
    void projectionEqualsTheMatrixProduct();
    void projectionKeepsGradients();
    void bothLoopsAndAnyThreadsGiveTheSameSums();
    void rowProductsTakeOnlyWhatTheyCan();
    void oneQueryEqualsTheBatchedQueries_data();
    void oneQueryEqualsTheBatchedQueries();
    void oneThreadScopeIsTheCallingThreads();
};

void TestDecodingProducts::projectionEqualsTheMatrixProduct_data() {
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("out");
    QTest::addColumn<int>("in");
    QTest::addColumn<bool>("bias");
    QTest::addColumn<bool>("threeD");
    QTest::addColumn<bool>("bf16");
    // Up to four rows through row_products (one to four rows against every
    // block of weight rows it takes at a time), five by the general product.
    for (const bool bf16 : {false, true}) {
        const char* dtype = bf16 ? "bf16" : "fp32";
        QTest::addRow("%s: 1 row, 256x256, bias", dtype) << 1 << 256 << 256 << true << true << bf16;
        QTest::addRow("%s: 1 row, 8000x64, no bias (tied output)", dtype) << 1 << 8000 << 64 << false << true << bf16;
        QTest::addRow("%s: 1 row, 7x13 (tails)", dtype) << 1 << 7 << 13 << true << false << bf16;
        // Whole cache lines (16 float32 or 32 bfloat16 weights), then steps
        // of 8 in the same row, then a tail.
        QTest::addRow("%s: 1 row, 9x40 (lines, then a step)", dtype) << 1 << 9 << 40 << true << false << bf16;
        QTest::addRow("%s: 4 rows, 33x57 (lines, steps, tail)", dtype) << 4 << 33 << 57 << true << true << bf16;
        QTest::addRow("%s: 2 rows, 256x256", dtype) << 2 << 256 << 256 << true << false << bf16;
        QTest::addRow("%s: 2 rows, 1023x260", dtype) << 2 << 1023 << 260 << true << true << bf16;
        QTest::addRow("%s: 3 rows, 5x3 (shorter than a lane)", dtype) << 3 << 5 << 3 << true << true << bf16;
        QTest::addRow("%s: 4 rows, 256x1024", dtype) << 4 << 256 << 1024 << true << true << bf16;
        QTest::addRow("%s: 4 rows, 8001x64, no bias", dtype) << 4 << 8001 << 64 << false << false << bf16;
        QTest::addRow("%s: 5 rows, 1024x256", dtype) << 5 << 1024 << 256 << true << true << bf16;
    }
}

// Against the product in double precision of the same operands: the paths
// differ only in rounding (a bfloat16 result is rounded to bfloat16's 8
// bits, a relative error of at most 2^-9).
void TestDecodingProducts::projectionEqualsTheMatrixProduct() {
    QFETCH(int, rows);
    QFETCH(int, out);
    QFETCH(int, in);
    QFETCH(bool, bias);
    QFETCH(bool, threeD);
    QFETCH(bool, bf16);
    torch::NoGradGuard no_grad;
    const auto dtype = bf16 ? torch::kBFloat16 : torch::kFloat;
    const auto w = (torch::randn({out, in}) / std::sqrt(double(in))).to(dtype);
    const auto b = bias ? torch::randn({out}).to(dtype) : torch::Tensor();
    const auto x = (threeD ? torch::randn({rows, 1, in}) : torch::randn({rows, in})).to(dtype);
    const auto y = nn::mixed_linear(x, w, b);
    auto want = torch::matmul(x.to(torch::kDouble), w.to(torch::kDouble).t());
    if (bias) want = want + b.to(torch::kDouble);
    QCOMPARE(y.sizes().vec(), want.sizes().vec());
    QCOMPARE(y.scalar_type(), dtype);
    QVERIFY(y.is_contiguous());
    const auto err = (y.to(torch::kDouble) - want).abs();
    const auto allowed = bf16 ? want.abs() / 256.0 + 1e-4 : torch::full_like(want, 1e-5);
    QVERIFY2((err <= allowed).all().item<bool>(), qPrintable(QString::number(err.max().item<double>())));
}

// The AVX2 loop and the portable one compute the same sums (in another
// order: equal to rounding), and how the outputs are shared out among
// threads changes nothing at all: each output is one thread's sum.
void TestDecodingProducts::bothLoopsAndAnyThreadsGiveTheSameSums() {
    torch::NoGradGuard no_grad;
    const int threads_before = at::get_num_threads();
    for (const auto dtype : {torch::kFloat, torch::kBFloat16}) {
        for (const int rows : {1, 2, 3, 4}) {
            const auto w = (torch::randn({3001, 259}) / 16.0).to(dtype);
            const auto b = torch::randn({3001}).to(dtype);
            const auto x = torch::randn({rows, 259}).to(dtype);
            at::set_num_threads(1);
            const auto one = nn::row_products(x, w, b);
            at::set_num_threads(2);
            const auto two = nn::row_products(x, w, b);
            QVERIFY2(torch::equal(one, two), "the sums depend on the number of threads");
            const auto portable = nn::row_products(x, w, b, nn::RowKernel::Portable);
            const double tolerance = dtype == torch::kFloat ? 1e-5 : 0.02;
            VERIFY_NEAR((portable.to(torch::kFloat) - one.to(torch::kFloat)).abs().max().item<double>(), 0.0, tolerance);
        }
    }
    at::set_num_threads(threads_before);
}

// What row_products takes: a few rows of one dtype with no gradient wanted;
// the rest goes to torch::linear (training's gradients, five rows or more,
// mixed dtypes).
void TestDecodingProducts::rowProductsTakeOnlyWhatTheyCan() {
    const auto w = torch::randn({16, 8}).requires_grad_(true);
    const auto x = torch::randn({1, 8});
    QVERIFY(!nn::row_products_apply(x, w, {}));  // a gradient pass
    {
        torch::NoGradGuard no_grad;
        QVERIFY(nn::row_products_apply(x, w, {}));
        QVERIFY(nn::row_products_apply(torch::randn({2, 2, 8}), w, {}));
        QVERIFY(!nn::row_products_apply(torch::randn({5, 8}), w, {}));
        QVERIFY(!nn::row_products_apply(x.to(torch::kBFloat16), w, {}));
        QVERIFY(!nn::row_products_apply(x.to(torch::kDouble), w.to(torch::kDouble), {}));
        QVERIFY(!nn::row_products_apply(x, w.t(), {}));  // not contiguous
        QVERIFY(!nn::row_products_apply(torch::randn({1, 7}), w, {}));
        QVERIFY(!nn::row_products_apply(x, w, torch::randn({15})));
    }
    QVERIFY(std::string(nn::row_kernel_name()) == "avx2" || std::string(nn::row_kernel_name()) == "portable");
}

// A row projected during a gradient pass (integrated gradients of a one-token
// prefix) must carry the same gradients as torch::linear.
void TestDecodingProducts::projectionKeepsGradients() {
    const auto w = (torch::randn({1024, 256}) / 16.0).requires_grad_(true);
    const auto b = torch::randn({1024}).requires_grad_(true);
    const auto x = torch::randn({1, 1, 256}).requires_grad_(true);
    const auto g = torch::randn({1, 1, 1024});
    (nn::mixed_linear(x, w, b) * g).sum().backward();
    const auto gx = x.grad().clone(), gw = w.grad().clone(), gb = b.grad().clone();
    x.mutable_grad().zero_();
    w.mutable_grad().zero_();
    b.mutable_grad().zero_();
    (torch::linear(x, w, b) * g).sum().backward();
    VERIFY_NEAR((gx - x.grad()).abs().max().item<double>(), 0.0, 1e-5);
    VERIFY_NEAR((gw - w.grad()).abs().max().item<double>(), 0.0, 1e-5);
    VERIFY_NEAR((gb - b.grad()).abs().max().item<double>(), 0.0, 1e-5);
}

void TestDecodingProducts::oneQueryEqualsTheBatchedQueries_data() {
    QTest::addColumn<int>("batch");
    QTest::addColumn<int>("keys");
    QTest::addColumn<bool>("masked");
    QTest::newRow("one sentence, 7 keys") << 1 << 7 << false;
    QTest::newRow("beam of 4, 12 keys, padding masked") << 4 << 12 << true;
    QTest::newRow("one key") << 2 << 1 << false;
}

// Each query's output is the same whether it attends alone (the broadcast
// path) or among three queries (bmm): queries are independent.
void TestDecodingProducts::oneQueryEqualsTheBatchedQueries() {
    QFETCH(int, batch);
    QFETCH(int, keys);
    QFETCH(bool, masked);
    nn::MultiHeadAttention attention(nn::MultiHeadAttentionOptions{64, 4});
    attention->eval();
    torch::NoGradGuard no_grad;
    const auto queries = torch::randn({batch, 3, 64});
    const auto memory = torch::randn({batch, keys, 64});
    torch::Tensor mask;  // (B, 1, 1, Tk): the last key of every row but the first is padding
    if (masked) {
        mask = torch::zeros({batch, 1, 1, keys}, torch::kBool);
        for (int r = 1; r < batch; ++r) mask[r][0][0][keys - 1] = true;
    }
    nn::AttentionProbe all_probe, one_probe;
    const auto all = attention->forward(queries, memory, mask, &all_probe);  // (B, 3, D)
    for (int64_t t = 0; t < 3; ++t) {
        const auto query = queries.narrow(1, t, 1).contiguous();
        const auto one = attention->forward(query, memory, mask, &one_probe);  // (B, 1, D)
        VERIFY_NEAR((one - all.narrow(1, t, 1)).abs().max().item<double>(), 0.0, 1e-5);
        VERIFY_NEAR((one_probe.weights - all_probe.weights.narrow(2, t, 1)).abs().max().item<double>(), 0.0, 1e-6);
        if (masked && batch > 1) QCOMPARE(one_probe.weights[1][0][0][keys - 1].item<float>(), 0.0f);
    }
}

// The scope sets one thread for the calling thread only and puts its count
// back, also on the way out by an exception; another thread (a training run
// beside a translation) keeps its own count meanwhile.
void TestDecodingProducts::oneThreadScopeIsTheCallingThreads() {
    at::set_num_threads(2);
    int other_before = 0, other_during = 0;
    std::thread([&] { other_before = at::get_num_threads(); }).join();
    {
        const nn::OneThreadScope scope;
        QCOMPARE(at::get_num_threads(), 1);
        std::thread([&] { other_during = at::get_num_threads(); }).join();
    }
    QCOMPARE(other_during, other_before);
    QCOMPARE(at::get_num_threads(), 2);
    try {
        const nn::OneThreadScope scope;
        throw std::runtime_error("cancelled");
    } catch (const std::runtime_error&) {
    }
    QCOMPARE(at::get_num_threads(), 2);
    {
        const nn::OneThreadScope inactive(false);
        QCOMPARE(at::get_num_threads(), 2);
    }
    // The rule: tiny and small models decode a sentence or a beam of 4 on one
    // thread; base keeps its threads, as does a batch of 64 sentences.
    QVERIFY(nn::one_thread_decoding(256, 1));
    QVERIFY(nn::one_thread_decoding(128, 4));
    QVERIFY(!nn::one_thread_decoding(256, 64));
    QVERIFY(!nn::one_thread_decoding(512, 1));
}

QTEST_GUILESS_MAIN(TestDecodingProducts)
#include "tst_decoding_products.moc"
