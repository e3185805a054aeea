// Tests of the products a decoding step takes other paths for (issue 17,
// part 4): a projection of one row (a beam: up to four rows of a large
// matrix) runs as matrix-vector products, and one query attends by a
// broadcast product instead of bmm. Both must give what the general paths
// give, for every shape around the thresholds, with and without bias, in
// training mode (gradients) as in inference.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/test_macros.h"
#include <torch/torch.h>

#include <QtTest>

#include "nn/mixed_precision.h"
#include "nn/multi_head_attention.h"
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
    // Small matrix: one row by gemv, more by gemm; large (>= 2^18 elements):
    // up to four rows by gemv, five by gemm.
    QTest::newRow("1 row, 256x256, bias") << 1 << 256 << 256 << true << true;
    QTest::newRow("1 row, 8000x64, no bias (tied output)") << 1 << 8000 << 64 << false << true;
    QTest::newRow("2 rows, 256x256") << 2 << 256 << 256 << true << false;
    QTest::newRow("2 rows, 1024x256") << 2 << 1024 << 256 << true << true;
    QTest::newRow("4 rows, 256x1024") << 4 << 256 << 1024 << true << true;
    QTest::newRow("4 rows, 8000x64, no bias") << 4 << 8000 << 64 << false << false;
    QTest::newRow("5 rows, 1024x256") << 5 << 1024 << 256 << true << true;
}

// Against the product in double precision: the gemv and gemm paths differ
// only in rounding.
void TestDecodingProducts::projectionEqualsTheMatrixProduct() {
    QFETCH(int, rows);
    QFETCH(int, out);
    QFETCH(int, in);
    QFETCH(bool, bias);
    QFETCH(bool, threeD);
    torch::NoGradGuard no_grad;
    const auto w = torch::randn({out, in}) / std::sqrt(double(in));
    const auto b = bias ? torch::randn({out}) : torch::Tensor();
    const auto x = threeD ? torch::randn({rows, 1, in}) : torch::randn({rows, in});
    const auto y = nn::mixed_linear(x, w, b);
    auto want = torch::matmul(x.to(torch::kDouble), w.to(torch::kDouble).t());
    if (bias) want = want + b.to(torch::kDouble);
    QCOMPARE(y.sizes().vec(), want.sizes().vec());
    QCOMPARE(y.scalar_type(), torch::kFloat);
    QVERIFY(y.is_contiguous());
    const double err = (y.to(torch::kDouble) - want).abs().max().item<double>();
    QVERIFY2(err < 1e-5, qPrintable(QString::number(err)));
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
