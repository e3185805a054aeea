// Heads whose query/key width d_k and value width d_v are set apart from
// d_model / h (Table 3 rows A and B): the projections' shapes, Eq. 1 with
// 1/sqrt(d_k), the Concat of h d_v values, the decoding cache, and a model
// built, decoded and saved with them.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/model_checks.h"
#include "support/test_macros.h"

#include "nn/multi_head_attention.h"
#include "nn/transformer.h"
#include "train/checkpoint.h"
#include "train/model_io.h"

#include <torch/torch.h>

#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

namespace nn = studio::nn;
namespace train = studio::train;
using namespace studio::test;

class TestKeyValueWidths : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { torch::set_num_threads(1); }
    void init() { torch::manual_seed(7); }
    void projectionShapes();
    void equationOneByHand_data();
    void equationOneByHand();
    void cacheMatchesFullDecoding();
    void checkpointKeepsTheWidths();
};

void TestKeyValueWidths::projectionShapes() {
    // D = 20 with 3 heads: D / H would not even be whole.
    nn::MultiHeadAttention mha(nn::MultiHeadAttentionOptions{20, 3, 0.0, true, 8, 12});
    QCOMPARE(mha->key_dim, int64_t(8));
    QCOMPARE(mha->value_dim, int64_t(12));
    QCOMPARE(mha->scale, 1.0 / std::sqrt(8.0));
    VERIFY_SIZES(mha->w_q->weight, 24, 20);
    VERIFY_SIZES(mha->w_k->weight, 24, 20);
    VERIFY_SIZES(mha->w_v->weight, 36, 20);
    VERIFY_SIZES(mha->w_o->weight, 20, 36);
    const auto x = torch::randn({2, 5, 20});
    const auto y = torch::randn({2, 4, 20});
    VERIFY_SIZES(mha(x, x, torch::Tensor()), 2, 5, 20);
    VERIFY_SIZES(mha(y, x, torch::Tensor()), 2, 4, 20);
    // Left at 0 they are D / H, as before.
    nn::MultiHeadAttention plain(nn::MultiHeadAttentionOptions{20, 4});
    QCOMPARE(plain->key_dim, int64_t(5));
    QCOMPARE(plain->value_dim, int64_t(5));
    VERIFY_SIZES(plain->w_o->weight, 20, 20);
}

void TestKeyValueWidths::equationOneByHand_data() {
    QTest::addColumn<bool>("self");
    QTest::newRow("self-attention (one stacked product)") << true;
    QTest::newRow("cross-attention") << false;
}

// softmax(Q K^T / sqrt(d_k)) V per head, Concat, W^O: written out here in
// double precision, head by head, against the module.
void TestKeyValueWidths::equationOneByHand() {
    QFETCH(bool, self);
    const int64_t D = 20, H = 3, dk = 8, dv = 12, B = 2, Tq = 4, Tk = 6;
    nn::MultiHeadAttention mha(nn::MultiHeadAttentionOptions{D, H, 0.0, true, dk, dv});
    mha->eval();
    torch::NoGradGuard no_grad;
    const auto memory = torch::randn({B, Tk, D});
    const auto query = self ? memory : torch::randn({B, Tq, D});
    auto mask = torch::zeros({B, 1, 1, Tk}, torch::kBool);
    mask[1][0][0][Tk - 1] = true;  // sentence 1's last key is padding
    const auto got = mha(query, memory, mask);

    auto lin = [](const torch::Tensor& x, const nn::Linear& l) {
        return torch::matmul(x.to(torch::kFloat64), l->weight.to(torch::kFloat64).t()) + l->bias.to(torch::kFloat64);
    };
    const auto q = lin(query, mha->w_q), k = lin(memory, mha->w_k), v = lin(memory, mha->w_v);
    std::vector<torch::Tensor> heads;
    for (int64_t h = 0; h < H; ++h) {
        const auto qh = q.narrow(-1, h * dk, dk), kh = k.narrow(-1, h * dk, dk), vh = v.narrow(-1, h * dv, dv);
        auto scores = torch::matmul(qh, kh.transpose(1, 2)) / std::sqrt(double(dk));  // (B, Tq', Tk)
        scores = scores.masked_fill(mask.squeeze(1), -1e300);
        heads.push_back(torch::matmul(torch::softmax(scores, -1), vh));  // (B, Tq', d_v)
    }
    const auto expected = lin(torch::cat(heads, -1), mha->w_o);  // (B, Tq', D)
    VERIFY_CLOSE(got.to(torch::kFloat64), expected, 1e-5);
}

// Step-by-step decoding with the key/value cache equals the whole target at
// once, with d_k != d_v (the cache keeps keys and values of different widths).
void TestKeyValueWidths::cacheMatchesFullDecoding() {
    auto c = smallConfig(18, 3, 2, 13);
    c.d_k = 4;
    c.d_v = 10;
    nn::Transformer model(c);
    model->eval();
    torch::NoGradGuard no_grad;
    const int64_t B = 2, S = 5, T = 6;
    auto src = randomIds(B, S, 13);
    src[1][4] = 0;
    auto tgt = randomIds(B, T, 13);
    tgt.select(1, 0).fill_(c.bos_id);
    const auto memory = model->encode(src);
    const auto src_mask = model->source_mask(src);
    const auto full = model->decode(tgt, memory, src_mask);
    nn::DecoderCache cache;
    for (int64_t t = 0; t < T; ++t) {
        const auto step = model->decode(tgt.narrow(1, t, 1), memory, src_mask, nullptr, &cache);
        VERIFY_CLOSE(step, full.narrow(1, t, 1), 1e-5);
        VERIFY_SIZES(cache.layers[0].self_attention.k, B, 3, t + 1, 4);
        VERIFY_SIZES(cache.layers[0].self_attention.v, B, 3, t + 1, 10);
        VERIFY_SIZES(cache.layers[1].cross_attention.v, B, 3, S, 10);
    }
}

// A checkpoint remembers d_k and d_v, and a model loaded from it has the
// same widths and gives the same output.
void TestKeyValueWidths::checkpointKeepsTheWidths() {
    auto c = smallConfig(16, 4, 1, 13);
    c.d_k = 2;
    c.d_v = 6;
    nn::Transformer model(c);
    model->eval();
    train::Checkpoint ckpt;
    ckpt.kind = "weights";
    ckpt.model_config = c;
    ckpt.tokenizer_kind = "word";
    ckpt.weights = train::module_state(*model);
    QTemporaryDir dir;
    const std::string path = dir.filePath("widths.ckpt").toStdString();
    train::save_checkpoint(ckpt, path);
    const auto loaded = train::load_checkpoint(path);
    QCOMPARE(loaded.model_config.d_k, int64_t(2));
    QCOMPARE(loaded.model_config.d_v, int64_t(6));
    nn::Transformer again(loaded.model_config);
    train::load_module_state(*again, loaded.weights, path);
    again->eval();
    torch::NoGradGuard no_grad;
    const auto src = randomIds(1, 4, 13), tgt = randomIds(1, 3, 13);
    VERIFY_CLOSE(again->forward(src, tgt), model->forward(src, tgt), 0.0);
    QCOMPARE(loaded.model_config.parameter_count(), nn::parameter_count(*again));
}

QTEST_APPLESS_MAIN(TestKeyValueWidths)
#include "tst_key_value_widths.moc"
