// The decoder's key/value cache: step-by-step and chunked decoding equal the
// whole target at once, beams reorder it, and probes see the same shapes.
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

class TestAttentionCache : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cacheStepByStep_data();
    void cacheStepByStep();
    void cacheChunks_data();
    void cacheChunks();
    void cacheSelect();
    void cacheSelectKeepsTheBuffer();
    void cacheGrowsAndStepsBack();
    void cachedProbeShapes();
};

void TestAttentionCache::initTestCase() { torch::set_num_threads(1); }

void TestAttentionCache::init() { torch::manual_seed(1234); }

// --- decoding cache ----------------------------------------------------------

namespace {

// What each decoding test below starts from: a model of `c` in eval mode, B
// random sources of S tokens (the positions in `padding` set to the pad id)
// and targets of T tokens starting with BOS, the sources encoded.
struct Decoding {
    nn::Transformer model{nullptr};
    torch::Tensor src, tgt, memory, src_mask;
};

Decoding decoding(const nn::TransformerConfig& c, int64_t B, int64_t S, int64_t T,
                  const std::vector<std::pair<int64_t, int64_t>>& padding = {}) {
    torch::NoGradGuard no_grad;
    Decoding d;
    d.model = nn::Transformer(c);
    d.model->eval();
    d.src = randomIds(B, S, c.src_vocab_size);
    for (const auto& [row, column] : padding) d.src[row][column] = c.pad_id;
    d.tgt = randomIds(B, T, c.tgt_vocab_size);
    d.tgt.select(1, 0).fill_(c.bos_id);
    d.memory = d.model->encode(d.src);
    d.src_mask = d.model->source_mask(d.src);
    return d;
}

}  // namespace

void TestAttentionCache::cacheStepByStep_data() {
    QTest::addColumn<bool>("pre_norm");
    QTest::addColumn<bool>("learned_positions");
    QTest::newRow("post-norm, sinusoidal") << false << false;
    QTest::newRow("pre-norm, sinusoidal") << true << false;
    QTest::newRow("post-norm, learned positions") << false << true;
}

void TestAttentionCache::cacheStepByStep() {
    QFETCH(bool, pre_norm);
    QFETCH(bool, learned_positions);
    const int64_t V = 13, B = 2, S = 5, T = 6, N = 2;
    auto c = smallConfig(16, 4, N, V);
    c.pre_norm = pre_norm;
    c.learned_positions = learned_positions;
    auto [model, src, tgt, memory, src_mask] = decoding(c, B, S, T, {{1, 4}});  // sentence 1 is padded
    torch::NoGradGuard no_grad;
    auto full = model->decode(tgt, memory, src_mask);

    nn::DecoderCache cache;
    for (int64_t t = 0; t < T; ++t) {
        auto step = model->decode(tgt.narrow(1, t, 1), memory, src_mask, nullptr, &cache);
        VERIFY_SIZES(step, B, 1, 16);
        VERIFY_CLOSE(step, full.narrow(1, t, 1), 1e-5);
        QCOMPARE(cache.length, t + 1);
        QCOMPARE(int64_t(cache.layers.size()), N);
        VERIFY_SIZES(cache.layers[0].self_attention.k, B, 4, t + 1, 4);
        VERIFY_SIZES(cache.layers[N - 1].self_attention.v, B, 4, t + 1, 4);
        VERIFY_SIZES(cache.layers[0].cross_attention.k, B, 4, S, 4);
    }
}

void TestAttentionCache::cacheChunks_data() {
    QTest::addColumn<int64_t>("prefix");
    QTest::addColumn<int64_t>("chunk");
    QTest::newRow("prefix 1, then chunks of 2") << int64_t(1) << int64_t(2);
    QTest::newRow("prefix 3, then the rest at once") << int64_t(3) << int64_t(4);
    QTest::newRow("prefix 2, then one at a time") << int64_t(2) << int64_t(1);
    QTest::newRow("prefix 4, then chunks of 3") << int64_t(4) << int64_t(3);
}

void TestAttentionCache::cacheChunks() {
    QFETCH(int64_t, prefix);
    QFETCH(int64_t, chunk);
    const int64_t V = 13, B = 2, S = 4, T = 7;
    auto c = smallConfig(16, 4, 2, V);
    auto [model, src, tgt, memory, src_mask] = decoding(c, B, S, T, {{0, 3}});
    torch::NoGradGuard no_grad;
    auto full = model->decode(tgt, memory, src_mask);

    nn::DecoderCache cache;
    auto first = model->decode(tgt.narrow(1, 0, prefix), memory, src_mask, nullptr, &cache);
    VERIFY_CLOSE(first, full.narrow(1, 0, prefix), 1e-5);
    QCOMPARE(cache.length, prefix);
    torch::Tensor part;
    for (int64_t start = prefix; start < T; start += chunk) {
        const int64_t n = std::min<int64_t>(chunk, T - start);
        part = model->decode(tgt.narrow(1, start, n), memory, src_mask, nullptr, &cache);
        VERIFY_SIZES(part, B, n, 16);
        VERIFY_CLOSE(part, full.narrow(1, start, n), 1e-5);
        QCOMPARE(cache.length, start + n);
    }
    // The last position's logits from the cached steps are the full
    // forward pass's (the model's own forward, not the same decode).
    auto cached_logits = model->project(part.narrow(1, part.size(1) - 1, 1));
    auto forward_logits = model(src, tgt).narrow(1, T - 1, 1);
    VERIFY_SIZES(cached_logits, B, 1, V);
    VERIFY_CLOSE(cached_logits, forward_logits, 1e-4);
}

void TestAttentionCache::cacheSelect() {
    // Beam search reorders and duplicates hypotheses between steps.
    const int64_t V = 13, B = 3, S = 5, T = 6, prefix = 3;
    auto c = smallConfig(16, 4, 2, V);
    auto [model, src, tgt, memory, src_mask] = decoding(c, B, S, T, {{2, 4}, {2, 3}});
    torch::NoGradGuard no_grad;

    nn::DecoderCache cache;
    model->decode(tgt.narrow(1, 0, prefix), memory, src_mask, nullptr, &cache);
    auto index = torch::tensor({2, 0, 2, 1}, torch::kLong);
    cache.select(index);
    QCOMPARE(cache.length, prefix);
    VERIFY_SIZES(cache.layers[0].self_attention.k, 4, 4, prefix, 4);
    VERIFY_SIZES(cache.layers[1].cross_attention.v, 4, 4, S, 4);

    auto tgt2 = tgt.index_select(0, index);
    auto memory2 = memory.index_select(0, index);
    auto src_mask2 = src_mask.index_select(0, index);
    auto full = model->decode(tgt2, memory2, src_mask2);
    for (int64_t t = prefix; t < T; ++t) {
        auto step = model->decode(tgt2.narrow(1, t, 1), memory2, src_mask2, nullptr, &cache);
        VERIFY_CLOSE(step, full.narrow(1, t, 1), 1e-5);
    }
}

// Reordering a beam keeps the self-attention's buffer: the identity (greedy,
// a beam of one) touches nothing, a permutation of the same rows is written
// back into the buffer, and the steps after either still append in place
// and equal the full pass over the reordered batch.
void TestAttentionCache::cacheSelectKeepsTheBuffer() {
    const int64_t B = 3, S = 5, T = 9, prefix = 4;
    auto [model, src, tgt, memory, src_mask] = decoding(smallConfig(16, 4, 2, 13), B, S, T, {{1, 4}});
    torch::NoGradGuard no_grad;
    nn::DecoderCache cache;
    model->decode(tgt.narrow(1, 0, prefix), memory, src_mask, nullptr, &cache);
    auto& self = cache.layers[1].self_attention;
    const void* buffer = self.k_buffer.data_ptr();
    const auto before = self.k.clone();
    const void* cross = cache.layers[0].cross_attention.k.data_ptr();

    cache.select(torch::tensor({0, 1, 2}, torch::kLong));
    QCOMPARE(self.k.data_ptr(), buffer);
    QCOMPARE(cache.layers[0].cross_attention.k.data_ptr(), cross);  // not even copied
    QVERIFY(torch::equal(self.k, before));

    const auto order = torch::tensor({2, 0, 1}, torch::kLong);
    cache.select(order);
    QCOMPARE(self.k.data_ptr(), buffer);  // still the start of the same buffer
    QCOMPARE(self.k_buffer.data_ptr(), buffer);
    QVERIFY(torch::equal(self.k, before.index_select(0, order)));
    VERIFY_SIZES(cache.layers[0].cross_attention.k, B, 4, S, 4);

    const auto tgt2 = tgt.index_select(0, order), memory2 = memory.index_select(0, order),
               src_mask2 = src_mask.index_select(0, order);
    const auto full = model->decode(tgt2, memory2, src_mask2);
    for (int64_t t = prefix; t < T; ++t) {
        VERIFY_CLOSE(model->decode(tgt2.narrow(1, t, 1), memory2, src_mask2, nullptr, &cache), full.narrow(1, t, 1),
                     1e-5);
        QCOMPARE(self.k_buffer.data_ptr(), buffer);  // 16 positions: no step needed a new one
    }
}

// The self-attention cache appends into buffers that double when full (16,
// 32, 64 positions): past each doubling, and after stepping back as the
// step-through does (narrowing k and v, then writing over the positions
// left), every step still equals the full pass; the steps after a step back
// write into the same buffer instead of copying it.
void TestAttentionCache::cacheGrowsAndStepsBack() {
    const int64_t V = 13, B = 2, S = 5, T = 40, back_at = 30, keep = 12;
    auto c = smallConfig(16, 4, 2, V);
    c.max_positions = 64;
    auto [model, src, tgt, memory, src_mask] = decoding(c, B, S, T);
    torch::NoGradGuard no_grad;
    auto full = model->decode(tgt, memory, src_mask);

    nn::DecoderCache cache;
    for (int64_t t = 0; t < back_at; ++t)
        VERIFY_CLOSE(model->decode(tgt.narrow(1, t, 1), memory, src_mask, nullptr, &cache), full.narrow(1, t, 1), 1e-5);
    QVERIFY(cache.layers[0].self_attention.k_buffer.size(2) >= back_at);
    // Step back to `keep` positions (as DecodeSession does), then on to T.
    for (auto& layer : cache.layers) {
        layer.self_attention.k = layer.self_attention.k.narrow(2, 0, keep);
        layer.self_attention.v = layer.self_attention.v.narrow(2, 0, keep);
    }
    cache.length = keep;
    const void* buffer = cache.layers[0].self_attention.k_buffer.data_ptr();
    for (int64_t t = keep; t < T; ++t) {
        VERIFY_CLOSE(model->decode(tgt.narrow(1, t, 1), memory, src_mask, nullptr, &cache), full.narrow(1, t, 1), 1e-5);
        VERIFY_SIZES(cache.layers[1].self_attention.v, B, 4, t + 1, 4);
        if (t < back_at) QCOMPARE(cache.layers[0].self_attention.k_buffer.data_ptr(), buffer);
    }
}

void TestAttentionCache::cachedProbeShapes() {
    const int64_t V = 13, B = 2, S = 5, H = 4, dk = 4;
    auto c = smallConfig(16, H, 2, V);
    nn::Transformer model(c);
    model->eval();
    torch::NoGradGuard no_grad;
    auto src = randomIds(B, S, V);
    auto tgt = randomIds(B, 6, V);
    auto memory = model->encode(src);
    auto src_mask = model->source_mask(src);
    nn::DecoderCache cache;
    model->decode(tgt.narrow(1, 0, 3), memory, src_mask, nullptr, &cache);

    nn::ModelProbe probe;
    probe.detail_layer = 0;
    model->decode(tgt.narrow(1, 3, 1), memory, src_mask, &probe, &cache);
    const auto& d = probe.decoder[0];
    VERIFY_SIZES(d.self_attention.weights, B, H, 1, 4);   // one query, four keys so far
    VERIFY_SIZES(d.self_attention.k, B, H, 4, dk);
    VERIFY_SIZES(d.self_attention.q, B, H, 1, dk);
    VERIFY_SIZES(d.cross_attention.weights, B, H, 1, S);
    VERIFY_SIZES(d.cross_attention.k, B, H, S, dk);
    QCOMPARE(d.sublayers.size(), size_t(3));
    VERIFY_SIZES(d.sublayers[0].input, B, 1, 16);
    QVERIFY(!probe.decoder[1].self_attention.q.defined());
    VERIFY_SIZES(probe.decoder[1].self_attention.weights, B, H, 1, 4);

    // Two new positions at once: a (2 x 6) causal block over the cache.
    model->decode(tgt.narrow(1, 4, 2), memory, src_mask, &probe, &cache);
    auto w = probe.decoder[0].self_attention.weights;
    VERIFY_SIZES(w, B, H, 2, 6);
    QVERIFY(w.select(2, 0).select(2, 5).abs().max().item<float>() == 0.0f);  // position 4 may not see 5
    QVERIFY(w.select(2, 1).select(2, 5).gt(0).all().item<bool>());          // position 5 sees itself
}

QTEST_APPLESS_MAIN(TestAttentionCache)
#include "tst_attention_cache.moc"
