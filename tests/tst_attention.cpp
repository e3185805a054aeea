// Tests of the attention and what it hands out: module and probe shapes, the
// attention arithmetic and masks (the decoding cache: tst_attention_cache).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/test_macros.h"
#include "support/model_checks.h"
#include <torch/torch.h>

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "nn/config.h"
#include "nn/decoder.h"
#include "nn/decoder_layer.h"
#include "nn/encoder.h"
#include "nn/encoder_layer.h"
#include "nn/feed_forward.h"
#include "nn/head_product.h"
#include "nn/multi_head_attention.h"
#include "nn/positional_encoding.h"
#include "nn/probe.h"
#include "nn/sublayer.h"
#include "nn/token_embedding.h"
#include "nn/transformer.h"



namespace nn = studio::nn;
using namespace studio::test;
using torch::indexing::None;
using torch::indexing::Slice;

class TestAttention : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();

    // Shapes.
    void moduleShapes_data();
    void moduleShapes();
    void probeShapes_data();
    void probeShapes();
    void probeWithoutDetailKeepsNoTensors();
    void probeValuesAreConsistent();

    // Attention arithmetic.
    void splitMergeHeadsRoundTrip();
    void attentionMatchesReference_data();
    void attentionMatchesReference();
    void attentionRowsSumToOne_data();
    void attentionRowsSumToOne();
    void fullyMaskedRowIsNotNan();
    void targetMask();

    // The per-head products (nn/head_product.h) against torch::matmul.
    void headProductMatchesMatmul_data();
    void headProductMatchesMatmul();
};

void TestAttention::initTestCase() { torch::set_num_threads(1); }

void TestAttention::init() { torch::manual_seed(1234); }

// --- shapes ------------------------------------------------------------------

void TestAttention::moduleShapes_data() {
    QTest::addColumn<int64_t>("B");
    QTest::addColumn<int64_t>("S");
    QTest::addColumn<int64_t>("T");
    QTest::addColumn<int64_t>("D");
    QTest::addColumn<int64_t>("H");
    QTest::newRow("B1 S1 T1 D8 H1") << int64_t(1) << int64_t(1) << int64_t(1) << int64_t(8) << int64_t(1);
    QTest::newRow("B2 S5 T3 D16 H4") << int64_t(2) << int64_t(5) << int64_t(3) << int64_t(16) << int64_t(4);
    QTest::newRow("B3 S7 T9 D12 H3") << int64_t(3) << int64_t(7) << int64_t(9) << int64_t(12) << int64_t(3);
    QTest::newRow("B2 S4 T6 D32 H8") << int64_t(2) << int64_t(4) << int64_t(6) << int64_t(32) << int64_t(8);
}

void TestAttention::moduleShapes() {
    QFETCH(int64_t, B);
    QFETCH(int64_t, S);
    QFETCH(int64_t, T);
    QFETCH(int64_t, D);
    QFETCH(int64_t, H);
    const int64_t V = 13;
    auto c = smallConfig(D, H, 2, V);
    torch::NoGradGuard no_grad;

    auto x = torch::randn({B, S, D});
    auto y = torch::randn({B, T, D});

    nn::TokenEmbedding embedding(nn::TokenEmbeddingOptions{V, D, 0});
    VERIFY_SIZES(embedding(randomIds(B, T, V)), B, T, D);

    nn::PositionalEncoding positions(nn::PositionalEncodingOptions{D, 32, 0.1, false});
    VERIFY_SIZES(positions(y), B, T, D);
    VERIFY_SIZES(positions->table(), 32, D);

    nn::MultiHeadAttention mha(nn::attention_options(c));
    QCOMPARE(mha->key_dim, D / H);
    VERIFY_SIZES(mha->split_heads(y), B, H, T, D / H);
    VERIFY_SIZES(mha->merge_heads(mha->split_heads(y)), B, T, D);
    VERIFY_SIZES(mha(y, x, torch::Tensor()), B, T, D);  // cross: queries T, keys S
    VERIFY_SIZES(mha(x, x, torch::Tensor()), B, S, D);  // self

    nn::FeedForward ff(nn::feed_forward_options(c));
    VERIFY_SIZES(ff(y), B, T, D);

    nn::Sublayer sub(nn::sublayer_options(c));
    VERIFY_SIZES(sub(y, [&](const torch::Tensor& in) { return ff(in); }), B, T, D);

    nn::Transformer model(c);
    model->eval();
    auto src = randomIds(B, S, V);
    auto tgt = randomIds(B, T, V);
    auto src_mask = model->source_mask(src);
    auto tgt_mask = model->target_mask(tgt);
    VERIFY_SIZES(src_mask, B, 1, 1, S);
    VERIFY_SIZES(tgt_mask, B, 1, T, T);
    QCOMPARE(src_mask.scalar_type(), torch::kBool);
    QCOMPARE(tgt_mask.scalar_type(), torch::kBool);

    nn::EncoderLayer encoder_layer(c);
    VERIFY_SIZES(encoder_layer(x, src_mask), B, S, D);
    nn::Encoder encoder(c);
    VERIFY_SIZES(encoder(x, src_mask), B, S, D);
    nn::DecoderLayer decoder_layer(c);
    VERIFY_SIZES(decoder_layer(y, x, src_mask, tgt_mask), B, T, D);
    nn::Decoder decoder(c);
    VERIFY_SIZES(decoder(y, x, src_mask, tgt_mask), B, T, D);

    auto memory = model->encode(src);
    VERIFY_SIZES(memory, B, S, D);
    auto hidden = model->decode(tgt, memory, src_mask);
    VERIFY_SIZES(hidden, B, T, D);
    auto logits = model->project(hidden);
    VERIFY_SIZES(logits, B, T, V);
    QCOMPARE(logits.scalar_type(), torch::kFloat32);
    auto direct = model->forward(src, tgt);
    VERIFY_SIZES(direct, B, T, V);
    VERIFY_CLOSE(direct, logits, 1e-6);
    QVERIFY(torch::isfinite(direct).all().item<bool>());
}

void TestAttention::probeShapes_data() { moduleShapes_data(); }

void TestAttention::probeShapes() {
    QFETCH(int64_t, B);
    QFETCH(int64_t, S);
    QFETCH(int64_t, T);
    QFETCH(int64_t, D);
    QFETCH(int64_t, H);
    const int64_t V = 13, N = 3, dk = D / H;
    auto c = smallConfig(D, H, N, V);
    nn::Transformer model(c);
    model->eval();
    torch::NoGradGuard no_grad;
    auto src = randomIds(B, S, V);
    auto tgt = randomIds(B, T, V);

    // Attention module alone, with and without detail.
    nn::MultiHeadAttention mha(nn::attention_options(c));
    nn::AttentionProbe attention_probe;
    attention_probe.detail = true;
    auto q_in = torch::randn({B, T, D});
    auto kv_in = torch::randn({B, S, D});
    mha(q_in, kv_in, torch::Tensor(), &attention_probe);
    VERIFY_SIZES(attention_probe.weights, B, H, T, S);
    VERIFY_SIZES(attention_probe.scores, B, H, T, S);
    VERIFY_SIZES(attention_probe.q, B, H, T, dk);
    VERIFY_SIZES(attention_probe.k, B, H, S, dk);
    VERIFY_SIZES(attention_probe.v, B, H, S, dk);

    const int64_t detail = 1;
    nn::ModelProbe probe;
    probe.detail_layer = detail;
    auto logits = model->forward(src, tgt, &probe);
    VERIFY_SIZES(logits, B, T, V);
    QCOMPARE(int64_t(probe.encoder.size()), N);
    QCOMPARE(int64_t(probe.decoder.size()), N);

    for (int64_t i = 0; i < N; ++i) {
        const auto& e = probe.encoder[size_t(i)];
        const auto& d = probe.decoder[size_t(i)];
        QCOMPARE(e.detail, i == detail);
        QCOMPARE(d.detail, i == detail);
        VERIFY_SIZES(e.self_attention.weights, B, H, S, S);
        VERIFY_SIZES(d.self_attention.weights, B, H, T, T);
        VERIFY_SIZES(d.cross_attention.weights, B, H, T, S);
        QVERIFY(!e.cross_attention.weights.defined());  // encoder layers have no cross-attention
        if (i != detail) {
            QVERIFY(!e.self_attention.q.defined() && !e.self_attention.k.defined() && !e.self_attention.v.defined());
            QVERIFY(!e.self_attention.scores.defined());
            QVERIFY(!d.self_attention.q.defined() && !d.cross_attention.q.defined());
            QVERIFY(!d.cross_attention.k.defined() && !d.cross_attention.scores.defined());
            QVERIFY(e.sublayers.empty());
            QVERIFY(d.sublayers.empty());
            continue;
        }
        VERIFY_SIZES(e.self_attention.q, B, H, S, dk);
        VERIFY_SIZES(e.self_attention.k, B, H, S, dk);
        VERIFY_SIZES(e.self_attention.v, B, H, S, dk);
        VERIFY_SIZES(e.self_attention.scores, B, H, S, S);
        VERIFY_SIZES(d.self_attention.q, B, H, T, dk);
        VERIFY_SIZES(d.self_attention.k, B, H, T, dk);
        VERIFY_SIZES(d.self_attention.scores, B, H, T, T);
        VERIFY_SIZES(d.cross_attention.q, B, H, T, dk);
        VERIFY_SIZES(d.cross_attention.k, B, H, S, dk);
        VERIFY_SIZES(d.cross_attention.v, B, H, S, dk);
        VERIFY_SIZES(d.cross_attention.scores, B, H, T, S);
        QCOMPARE(e.sublayers.size(), size_t(2));
        QCOMPARE(d.sublayers.size(), size_t(3));
        for (const auto& s : e.sublayers) {
            VERIFY_SIZES(s.input, B, S, D);
            VERIFY_SIZES(s.output, B, S, D);
        }
        for (const auto& s : d.sublayers) {
            VERIFY_SIZES(s.input, B, T, D);
            VERIFY_SIZES(s.output, B, T, D);
        }
    }
}

void TestAttention::probeWithoutDetailKeepsNoTensors() {
    auto c = smallConfig();
    nn::Transformer model(c);
    model->eval();
    torch::NoGradGuard no_grad;
    auto src = randomIds(2, 5, 13);
    auto tgt = randomIds(2, 4, 13);

    nn::ModelProbe probe;  // detail_layer = -1
    auto with_probe = model->forward(src, tgt, &probe);
    auto without_probe = model->forward(src, tgt, nullptr);
    VERIFY_CLOSE(with_probe, without_probe, 0.0);  // probing changes nothing
    QCOMPARE(probe.encoder.size(), size_t(2));
    QCOMPARE(probe.decoder.size(), size_t(2));
    for (const auto* layers : {&probe.encoder, &probe.decoder}) {
        for (const auto& layer : *layers) {
            QVERIFY(!layer.detail);
            QVERIFY(layer.sublayers.empty());
            for (const auto* a : {&layer.self_attention, &layer.cross_attention}) {
                QVERIFY(!a->detail);
                QVERIFY(!a->q.defined() && !a->k.defined() && !a->v.defined() && !a->scores.defined());
            }
            QVERIFY(layer.self_attention.weights.defined());
        }
    }

    // A module-level probe without detail keeps only the weights.
    nn::MultiHeadAttention mha(nn::attention_options(c));
    nn::AttentionProbe a;
    auto x = torch::randn({1, 3, 16});
    mha(x, x, torch::Tensor(), &a);
    QVERIFY(a.weights.defined());
    QVERIFY(!a.q.defined() && !a.k.defined() && !a.v.defined() && !a.scores.defined());

    // A probe filled by an earlier run is reset, not appended to.
    nn::ModelProbe reused;
    reused.detail_layer = 0;
    model->forward(src, tgt, &reused);
    reused.detail_layer = -1;
    model->forward(src, tgt, &reused);
    QCOMPARE(reused.encoder.size(), size_t(2));
    QVERIFY(!reused.encoder[0].self_attention.q.defined());
    QVERIFY(reused.encoder[0].sublayers.empty());
}

void TestAttention::probeValuesAreConsistent() {
    auto c = smallConfig(16, 4, 2, 13);
    nn::Transformer model(c);
    model->eval();
    torch::NoGradGuard no_grad;
    auto src = randomIds(2, 5, 13);
    src[1][3] = 0;  // padding at the end of sentence 1
    src[1][4] = 0;
    auto tgt = randomIds(2, 4, 13);
    tgt[1][3] = 0;

    nn::ModelProbe probe;
    probe.detail_layer = 1;  // the last layer
    model->forward(src, tgt, &probe);
    const auto& e = probe.encoder[1];
    const double scale = 1.0 / std::sqrt(4.0);  // d_k = 16 / 4
    // scores = Q K^T / sqrt(d_k); weights = softmax(masked scores).
    VERIFY_CLOSE(e.self_attention.scores, torch::matmul(e.self_attention.q, e.self_attention.k.transpose(-2, -1)) * scale,
                 1e-5);
    auto expected = torch::softmax(e.self_attention.scores.masked_fill(model->source_mask(src), -INFINITY), -1);
    VERIFY_CLOSE(e.self_attention.weights, expected, 1e-6);
    const auto& d = probe.decoder[1];
    auto expected_self =
        torch::softmax(d.self_attention.scores.masked_fill(model->target_mask(tgt), -INFINITY), -1);
    VERIFY_CLOSE(d.self_attention.weights, expected_self, 1e-6);
    auto expected_cross =
        torch::softmax(d.cross_attention.scores.masked_fill(model->source_mask(src), -INFINITY), -1);
    VERIFY_CLOSE(d.cross_attention.weights, expected_cross, 1e-6);

    // Sub-layers chain: each one's output is the next one's input; in
    // post-norm the last layer's last output is the stack's output.
    VERIFY_CLOSE(e.sublayers[0].output, e.sublayers[1].input, 0.0);
    VERIFY_CLOSE(d.sublayers[0].output, d.sublayers[1].input, 0.0);
    VERIFY_CLOSE(d.sublayers[1].output, d.sublayers[2].input, 0.0);
    auto memory = model->encode(src);
    VERIFY_CLOSE(e.sublayers[1].output, memory, 1e-6);
    auto hidden = model->decode(tgt, memory, model->source_mask(src));
    VERIFY_CLOSE(d.sublayers[2].output, hidden, 1e-6);
    // The decoder's cross-attention keys are projections of the memory.
    auto k = model->decoder->layers[1]->as<nn::DecoderLayer>()->cross_attention->w_k(memory);
    VERIFY_CLOSE(d.cross_attention.k, model->decoder->layers[1]->as<nn::DecoderLayer>()->cross_attention->split_heads(k),
                 1e-6);
}

// --- attention arithmetic ----------------------------------------------------

void TestAttention::splitMergeHeadsRoundTrip() {
    nn::MultiHeadAttention mha(nn::MultiHeadAttentionOptions{12, 3, 0.0});
    auto x = torch::arange(2 * 5 * 12, torch::kFloat32).view({2, 5, 12});
    auto heads = mha->split_heads(x);  // (2, 3, 5, 4)
    VERIFY_SIZES(heads, 2, 3, 5, 4);
    // Head h holds feature columns h*d_k .. (h+1)*d_k-1 of every position.
    for (int64_t h = 0; h < 3; ++h)
        VERIFY_CLOSE(heads.select(1, h), x.narrow(2, h * 4, 4), 0.0);
    VERIFY_CLOSE(mha->merge_heads(heads), x, 0.0);
}

void TestAttention::attentionMatchesReference_data() {
    QTest::addColumn<int64_t>("D");
    QTest::addColumn<int64_t>("H");
    QTest::addColumn<bool>("masked");
    QTest::newRow("D8 H1") << int64_t(8) << int64_t(1) << false;
    QTest::newRow("D12 H3") << int64_t(12) << int64_t(3) << false;
    QTest::newRow("D16 H4 masked") << int64_t(16) << int64_t(4) << true;
}

void TestAttention::attentionMatchesReference() {
    // Eq. 1 and §3.2.2 computed head by head with explicit weight slices.
    QFETCH(int64_t, D);
    QFETCH(int64_t, H);
    QFETCH(bool, masked);
    const int64_t B = 2, Tq = 3, Tk = 5, dk = D / H;
    nn::MultiHeadAttention mha(nn::MultiHeadAttentionOptions{D, H, 0.0});
    torch::NoGradGuard no_grad;
    auto query = torch::randn({B, Tq, D});
    auto memory = torch::randn({B, Tk, D});
    torch::Tensor mask;
    if (masked) mask = torch::tensor({false, false, false, true, true}).view({1, 1, 1, Tk}).expand({B, 1, 1, Tk});
    auto out = mha(query, memory, mask);

    auto Q = torch::matmul(query, mha->w_q->weight.t()) + mha->w_q->bias;
    auto K = torch::matmul(memory, mha->w_k->weight.t()) + mha->w_k->bias;
    auto V = torch::matmul(memory, mha->w_v->weight.t()) + mha->w_v->bias;
    std::vector<torch::Tensor> heads;
    for (int64_t h = 0; h < H; ++h) {
        auto q = Q.narrow(2, h * dk, dk), k = K.narrow(2, h * dk, dk), v = V.narrow(2, h * dk, dk);
        auto scores = torch::matmul(q, k.transpose(1, 2)) / std::sqrt(double(dk));  // (B, Tq, Tk)
        if (masked) scores.narrow(2, 3, 2).fill_(-INFINITY);
        heads.push_back(torch::matmul(torch::softmax(scores, -1), v));
    }
    auto expected = torch::matmul(torch::cat(heads, 2), mha->w_o->weight.t()) + mha->w_o->bias;
    VERIFY_CLOSE(out, expected, 1e-5);
    VERIFY_NEAR(mha->scale, 1.0 / std::sqrt(double(dk)), 1e-15);
}

void TestAttention::attentionRowsSumToOne_data() {
    QTest::addColumn<int64_t>("H");
    QTest::addColumn<int64_t>("Tq");
    QTest::addColumn<int64_t>("Tk");
    QTest::newRow("H1 3x4") << int64_t(1) << int64_t(3) << int64_t(4);
    QTest::newRow("H4 5x5") << int64_t(4) << int64_t(5) << int64_t(5);
    QTest::newRow("H2 1x9") << int64_t(2) << int64_t(1) << int64_t(9);
}

void TestAttention::attentionRowsSumToOne() {
    QFETCH(int64_t, H);
    QFETCH(int64_t, Tq);
    QFETCH(int64_t, Tk);
    const int64_t B = 3, D = 8 * H;
    nn::MultiHeadAttention mha(nn::MultiHeadAttentionOptions{D, H, 0.0});
    torch::NoGradGuard no_grad;
    auto query = torch::randn({B, Tq, D}) * 3;
    auto memory = torch::randn({B, Tk, D}) * 3;
    // A random mask that leaves key 0 visible in every row (per batch and query).
    auto mask = torch::rand({B, 1, Tq, Tk}) < 0.5;
    mask.narrow(3, 0, 1).fill_(false);

    nn::AttentionProbe unmasked, probe;
    mha(query, memory, torch::Tensor(), &unmasked);
    auto out = mha(query, memory, mask, &probe);
    QVERIFY(torch::isfinite(out).all().item<bool>());
    VERIFY_CLOSE(unmasked.weights.sum(-1), torch::ones({B, H, Tq}), 1e-6);
    VERIFY_CLOSE(probe.weights.sum(-1), torch::ones({B, H, Tq}), 1e-6);
    QVERIFY(unmasked.weights.ge(0).all().item<bool>());
    // Masked keys get exactly zero weight, in every head.
    auto full_mask = mask.expand({B, H, Tq, Tk});
    QVERIFY(mask.any().item<bool>());
    QVERIFY(probe.weights.masked_select(full_mask).abs().max().item<float>() == 0.0f);
    QVERIFY(probe.weights.masked_select(~full_mask).gt(0).all().item<bool>());
}

void TestAttention::fullyMaskedRowIsNotNan() {
    const int64_t B = 2, H = 2, D = 8, T = 4;
    nn::MultiHeadAttention mha(nn::MultiHeadAttentionOptions{D, H, 0.0});
    torch::NoGradGuard no_grad;
    auto x = torch::randn({B, T, D});
    auto mask = torch::zeros({B, 1, 1, T}, torch::kBool);
    mask[1].fill_(true);  // every key of sentence 1 is masked
    nn::AttentionProbe probe;
    auto out = mha(x, x, mask, &probe);
    QVERIFY(!torch::isnan(out).any().item<bool>());
    QVERIFY(torch::isfinite(out).all().item<bool>());
    QVERIFY(!torch::isnan(probe.weights).any().item<bool>());
    // The fully masked row is uniform (DESIGN §2), the others untouched.
    VERIFY_CLOSE(probe.weights[1], torch::full({H, T, T}, 1.0 / T), 1e-6);
    VERIFY_CLOSE(probe.weights.sum(-1), torch::ones({B, H, T}), 1e-6);
    // Sentence 0 is unaffected by sentence 1's mask.
    nn::AttentionProbe alone;
    auto out0 = mha(x.narrow(0, 0, 1), x.narrow(0, 0, 1), torch::Tensor(), &alone);
    VERIFY_CLOSE(out[0], out0[0], 1e-6);
}

void TestAttention::targetMask() {
    auto c = smallConfig();
    nn::Transformer model(c);
    auto tgt = torch::tensor({1, 5, 6, 7, 1, 8, 0, 0}, torch::kLong).view({2, 4});
    auto mask = model->target_mask(tgt);
    VERIFY_SIZES(mask, 2, 1, 4, 4);
    auto a = mask.accessor<bool, 4>();
    auto t = tgt.accessor<int64_t, 2>();
    for (int64_t b = 0; b < 2; ++b)
        for (int64_t i = 0; i < 4; ++i)
            for (int64_t j = 0; j < 4; ++j) QCOMPARE(a[b][0][i][j], j > i || t[b][j] == 0);
    auto src = torch::tensor({4, 5, 2, 9, 2, 0}, torch::kLong).view({2, 3});
    auto src_mask = model->source_mask(src);
    VERIFY_SIZES(src_mask, 2, 1, 1, 3);
    QCOMPARE(src_mask.view({2, 3}).to(torch::kLong).sum().item<int64_t>(), int64_t(1));
    QVERIFY(src_mask[1][0][0][2].item<bool>());
}



void TestAttention::headProductMatchesMatmul_data() {
    QTest::addColumn<bool>("transposeB");
    QTest::addColumn<bool>("headViews");     // a and b are heads of a (B, T, H w) tensor (strided, as split_heads gives)
    QTest::addColumn<bool>("broadcastB");    // b has batch size 1 (matmul broadcasts it)
    QTest::addColumn<int>("inner");          // K, the summed length
    for (bool t : {true, false})
        for (bool views : {true, false})
            for (bool broadcast : {false, true})
                for (int k : {7, 0})
                    QTest::addRow("%s-%s-%s-k%d", t ? "abT" : "ab", views ? "views" : "contiguous",
                                  broadcast ? "broadcast" : "full", k)
                        << t << views << broadcast << k;
}

// Forward and both gradients equal matmul's (the same sums: within rounding).
void TestAttention::headProductMatchesMatmul() {
    QFETCH(bool, transposeB);
    QFETCH(bool, headViews);
    QFETCH(bool, broadcastB);
    QFETCH(int, inner);
    torch::manual_seed(3);
    const int64_t batch = 3, heads = 2, m = 5, n = 6, k = inner;
    auto make = [&](int64_t b, int64_t rows, int64_t cols) {
        if (!headViews) return torch::randn({b, heads, rows, cols});
        return torch::randn({b, rows, heads * cols}).view({b, rows, heads, cols}).transpose(1, 2);
    };
    auto a = make(batch, m, k).requires_grad_(true);
    auto b = (transposeB ? make(broadcastB ? 1 : batch, n, k) : make(broadcastB ? 1 : batch, k, n)).requires_grad_(true);
    auto a_ref = a.detach().clone().requires_grad_(true);
    auto b_ref = b.detach().clone().requires_grad_(true);
    const auto c = nn::head_product(a, b, transposeB);
    const auto c_ref = torch::matmul(a_ref, transposeB ? b_ref.transpose(-2, -1) : b_ref);
    QCOMPARE(c.sizes(), c_ref.sizes());
    QVERIFY(torch::allclose(c, c_ref, 1e-5, 1e-6));
    const auto grad = torch::randn_like(c_ref);
    c.backward(grad);
    c_ref.backward(grad);
    QCOMPARE(a.grad().sizes(), a.sizes());
    QCOMPARE(b.grad().sizes(), b.sizes());
    QVERIFY2(torch::allclose(a.grad(), a_ref.grad(), 1e-5, 1e-6), "gradient of a");
    QVERIFY2(torch::allclose(b.grad(), b_ref.grad(), 1e-5, 1e-6), "gradient of b");
    // Without gradients (decoding, analysis) the same values.
    torch::NoGradGuard no_grad;
    QVERIFY(torch::allclose(nn::head_product(a, b, transposeB), c_ref, 1e-5, 1e-6));
}

QTEST_APPLESS_MAIN(TestAttention)
#include "tst_attention.moc"
