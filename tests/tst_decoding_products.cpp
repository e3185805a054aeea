// Tests of the products a decoding step takes other paths for (issue 17,
// part 4): a projection of up to four rows (a sentence, a beam) runs through
// nn/row_products (the weights read once for all rows, float32 or bfloat16),
// and one query attends in one loop (nn/one_query_attention) instead of bmm. Both must give
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
#include "nn/one_query_attention.h"
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
    void oneQueryAttentionIsTheFormula_data();
    void oneQueryAttentionIsTheFormula();
    void oneQueryAttentionTakesOnlyWhatItCan();
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

void TestDecodingProducts::oneQueryAttentionIsTheFormula_data() {
    QTest::addColumn<bool>("bf16");
    QTest::addColumn<int>("batch");
    QTest::addColumn<int>("heads");
    QTest::addColumn<int>("keys");
    QTest::addColumn<int>("width");   // d_k = d_v
    QTest::addColumn<QString>("mask");    // none, padding (B, 1, 1, Tk), shared (1, 1, 1, Tk), all (row 1 fully masked)
    QTest::addColumn<QString>("layout");  // how k and v lie in memory
    QTest::addColumn<bool>("portable");
    // "cache": the key/value cache's buffer, longer than what is filled;
    // "cross": a (B, Tk, H d) projection seen per head, as split_heads leaves it.
    for (const bool bf16 : {false, true}) {
        const char* dtype = bf16 ? "bf16" : "fp32";
        QTest::addRow("%s: 1 x 8 heads, 50 keys, d 64, cache", dtype) << bf16 << 1 << 8 << 50 << 64 << "none" << "cache" << false;
        QTest::addRow("%s: 4 x 4 heads, 12 keys, d 13, padding, cross", dtype) << bf16 << 4 << 4 << 12 << 13 << "padding" << "cross" << false;
        QTest::addRow("%s: the same, portable loops", dtype) << bf16 << 4 << 4 << 12 << 13 << "padding" << "cross" << true;
        QTest::addRow("%s: 2 x 2 heads, 5 keys, d 8, shared mask", dtype) << bf16 << 2 << 2 << 5 << 8 << "shared" << "contiguous" << false;
        QTest::addRow("%s: 3 x 2 heads, 6 keys, d 24, a row all masked", dtype) << bf16 << 3 << 2 << 6 << 24 << "all" << "cross" << false;
        QTest::addRow("%s: one key, d 3 (shorter than a lane)", dtype) << bf16 << 2 << 3 << 1 << 3 << "none" << "cache" << true;
    }
}

// Against softmax(q k^T / sqrt(d_k) with masked keys at the lowest score) v
// computed in double from the same operands.
void TestDecodingProducts::oneQueryAttentionIsTheFormula() {
    QFETCH(bool, bf16);
    QFETCH(int, batch);
    QFETCH(int, heads);
    QFETCH(int, keys);
    QFETCH(int, width);
    QFETCH(QString, mask);
    QFETCH(QString, layout);
    QFETCH(bool, portable);
    const auto dtype = bf16 ? torch::kBFloat16 : torch::kFloat;
    auto per_head = [&](int64_t length) {  // (B, H, length, d)
        if (layout == "cache") return torch::randn({batch, heads, length + 7, width}).to(dtype).narrow(2, 0, length);
        if (layout == "cross")
            return torch::randn({batch, length, heads * width}).to(dtype).view({batch, length, heads, width}).transpose(1, 2);
        return torch::randn({batch, heads, length, width}).to(dtype);
    };
    const auto q = per_head(1), k = per_head(keys), v = per_head(keys);
    torch::Tensor m;
    if (mask == "padding") {  // the last key of every sentence but the first
        m = torch::zeros({batch, 1, 1, keys}, torch::kBool);
        for (int b = 1; b < batch; ++b) m[b][0][0][keys - 1] = true;
    } else if (mask == "shared") {
        m = torch::zeros({1, 1, 1, keys}, torch::kBool);
        m[0][0][0][0] = true;
    } else if (mask == "all") {
        m = torch::zeros({batch, 1, 1, keys}, torch::kBool);
        m[1].fill_(true);
    }
    const double scale = 1.0 / std::sqrt(double(width));
    QVERIFY(nn::one_query_attention_apply(q, k, v, m));
    const auto got = nn::one_query_attention(q, k, v, m, scale, portable ? nn::RowKernel::Portable : nn::RowKernel::Auto);
    QCOMPARE(got.weights.sizes().vec(), (std::vector<int64_t>{batch, heads, 1, keys}));
    QCOMPARE(got.context.sizes().vec(), (std::vector<int64_t>{batch, heads, 1, width}));
    QCOMPARE(got.context.scalar_type(), dtype);

    const auto qd = q.to(torch::kDouble), kd = k.to(torch::kDouble), vd = v.to(torch::kDouble);
    auto scores = torch::matmul(qd, kd.transpose(-2, -1)) * scale;  // (B, H, 1, Tk)
    if (m.defined()) scores = scores.masked_fill(m, double(std::numeric_limits<float>::lowest()));
    const auto weights = torch::softmax(scores, -1);
    const auto context = torch::matmul(weights, vd);  // (B, H, 1, d)
    VERIFY_NEAR((got.weights.to(torch::kDouble) - weights).abs().max().item<double>(), 0.0, 1e-5);
    // Relative to the sum of the magnitudes added (a context near 0 is a
    // cancellation); a bfloat16 context is rounded to bfloat16's 8 bits.
    const auto magnitude = torch::matmul(weights, vd.abs());
    const auto allowed = (bf16 ? 1.0 / 256 : 1e-5) * magnitude + 1e-12;
    QVERIFY((got.context.to(torch::kDouble) - context).abs().le(allowed).all().item<bool>());
    if (mask == "all")  // every key of sentence 1 masked: uniform, not NaN
        VERIFY_NEAR((got.weights[1] - 1.0 / keys).abs().max().item<double>(), 0.0, 1e-7);
    if (mask == "padding") QCOMPARE(got.weights[batch - 1][0][0][keys - 1].item<float>(), 0.0f);
}

void TestDecodingProducts::oneQueryAttentionTakesOnlyWhatItCan() {
    const auto q = torch::randn({2, 4, 1, 16}), k = torch::randn({2, 4, 9, 16}), v = torch::randn({2, 4, 9, 16});
    QVERIFY(nn::one_query_attention_apply(q, k, v, torch::Tensor()));
    QVERIFY(nn::one_query_attention_apply(q, k, v, torch::zeros({2, 4, 1, 9}, torch::kBool)));
    QVERIFY(!nn::one_query_attention_apply(torch::randn({2, 4, 2, 16}), k, v, torch::Tensor()));  // two queries
    QVERIFY(!nn::one_query_attention_apply(q, k.to(torch::kBFloat16), v, torch::Tensor()));        // mixed dtypes
    QVERIFY(!nn::one_query_attention_apply(q.to(torch::kDouble), k.to(torch::kDouble), v.to(torch::kDouble),
                                           torch::Tensor()));
    QVERIFY(!nn::one_query_attention_apply(q, k, torch::randn({2, 4, 8, 16}), torch::Tensor()));  // 8 values, 9 keys
    QVERIFY(!nn::one_query_attention_apply(q, torch::randn({2, 4, 16, 9}).transpose(2, 3), v, torch::Tensor()));
    QVERIFY(!nn::one_query_attention_apply(q, k, v, torch::zeros({2, 1, 1, 9})));                  // not bool
    QVERIFY(!nn::one_query_attention_apply(q, k, v, torch::zeros({2, 1, 2, 9}, torch::kBool)));    // two query rows
    QVERIFY(!nn::one_query_attention_apply(q, k, v, torch::zeros({3, 1, 1, 9}, torch::kBool)));    // 3 sentences
    const auto k_grad = k.clone().requires_grad_(true);
    QVERIFY(!nn::one_query_attention_apply(q, k_grad, v, torch::Tensor()));  // a gradient is wanted
    torch::NoGradGuard no_grad;
    QVERIFY(nn::one_query_attention_apply(q, k_grad, v, torch::Tensor()));
}

QTEST_GUILESS_MAIN(TestDecodingProducts)
#include "tst_decoding_products.moc"
