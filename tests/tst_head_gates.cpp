// Head gates (Michel et al. 2019): a gate of 1 changes nothing; a closed gate
// equals zeroing that head's columns of W^O; the cached decoding honours the
// gates as the teacher-forced pass does; per-sentence gates give each
// sentence's own gradient; bad gates are refused.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/checkpoint_samples.h"

#include "decode/search.h"
#include "nn/transformer.h"

#include <QtTest>
#include <torch/torch.h>

#include <stdexcept>

using namespace studio;

namespace {

constexpr int64_t kVocab = 30;

nn::TransformerConfig two_layer_config() {
    nn::TransformerConfig c = test::micro_config(kVocab);
    c.num_encoder_layers = c.num_decoder_layers = 2;
    c.dropout = c.attention_dropout = 0.0;
    return c;
}

nn::MultiHeadAttention& block(nn::Transformer& model, nn::AttentionKind kind, int64_t layer) {
    if (kind == nn::AttentionKind::EncoderSelf) return model->encoder->layers[layer]->as<nn::EncoderLayer>()->self_attention;
    auto* l = model->decoder->layers[layer]->as<nn::DecoderLayer>();
    return kind == nn::AttentionKind::DecoderSelf ? l->self_attention : l->cross_attention;
}

}  // namespace

class TestHeadGates : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void openGatesChangeNothing();
    void closedGateEqualsZeroedColumns_data();
    void closedGateEqualsZeroedColumns();
    void cachedDecodingHonoursGates();
    void perSentenceGatesGiveEachSentencesGradient();
    void badGatesAreRefused();

private:
    nn::Transformer model_{nullptr};
    torch::Tensor src_, tgt_;
};

void TestHeadGates::initTestCase() {
    torch::manual_seed(11);
    model_ = nn::Transformer(two_layer_config());
    model_->eval();
    std::tie(src_, tgt_) = test::fixed_input(kVocab);
}

void TestHeadGates::openGatesChangeNothing() {
    torch::NoGradGuard no_grad;
    const auto plain = model_->forward(src_, tgt_);
    const auto ones = torch::ones({4});
    for (int64_t layer = 0; layer < 2; ++layer)
        for (auto kind : {nn::AttentionKind::EncoderSelf, nn::AttentionKind::DecoderSelf, nn::AttentionKind::Cross})
            nn::set_head_gates(*model_, kind, layer, ones);
    QVERIFY(torch::equal(model_->forward(src_, tgt_), plain));
    nn::clear_head_gates(*model_);
    QVERIFY(!block(model_, nn::AttentionKind::Cross, 1)->head_gates.defined());
    QVERIFY(torch::equal(model_->forward(src_, tgt_), plain));
}

void TestHeadGates::closedGateEqualsZeroedColumns_data() {
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("layer");
    QTest::addColumn<int>("head");
    QTest::newRow("encoder L1 H2") << int(nn::AttentionKind::EncoderSelf) << 0 << 1;
    QTest::newRow("encoder L2 H4") << int(nn::AttentionKind::EncoderSelf) << 1 << 3;
    QTest::newRow("decoder self L1 H1") << int(nn::AttentionKind::DecoderSelf) << 0 << 0;
    QTest::newRow("decoder self L2 H3") << int(nn::AttentionKind::DecoderSelf) << 1 << 2;
    QTest::newRow("cross L1 H4") << int(nn::AttentionKind::Cross) << 0 << 3;
    QTest::newRow("cross L2 H2") << int(nn::AttentionKind::Cross) << 1 << 1;
}

// Head h contributes through columns [h d_k, (h+1) d_k) of W^O only (§3.2.2:
// MultiHead = Concat(head_1..head_H) W^O), so closing its gate must equal
// zeroing those columns: an independent way to the same output.
void TestHeadGates::closedGateEqualsZeroedColumns() {
    QFETCH(int, kind);
    QFETCH(int, layer);
    QFETCH(int, head);
    torch::NoGradGuard no_grad;
    const auto k = nn::AttentionKind(kind);
    const auto plain = model_->forward(src_, tgt_);
    auto gates = torch::ones({4});
    gates[head] = 0.0;
    nn::set_head_gates(*model_, k, layer, gates);
    const auto gated = model_->forward(src_, tgt_);
    nn::clear_head_gates(*model_);

    auto& w_o = block(model_, k, layer)->w_o->weight;  // (D, D): output x input
    const auto saved = w_o.clone();
    const int64_t d_k = 32 / 4;
    w_o.narrow(1, head * d_k, d_k).zero_();
    const auto zeroed = model_->forward(src_, tgt_);
    w_o.copy_(saved);

    QVERIFY(!torch::allclose(gated, plain, 1e-4, 1e-4));  // the head mattered: the check is not vacuous
    QVERIFY2(torch::allclose(gated, zeroed, 1e-5, 1e-5),
             qPrintable(QString::number((gated - zeroed).abs().max().item<double>())));
}

// Greedy with the key/value cache equals greedy without it under the same
// gates, and the gates change what is decoded.
void TestHeadGates::cachedDecodingHonoursGates() {
    torch::NoGradGuard no_grad;
    torch::manual_seed(3);
    const auto src = src_.narrow(0, 0, 1);
    decode::SearchOptions cached, uncached;
    cached.max_extra = uncached.max_extra = 12;
    uncached.use_cache = false;
    const auto open = decode::greedy_search(model_, src, cached).front();
    for (int64_t layer = 0; layer < 2; ++layer) {
        nn::set_head_gates(*model_, nn::AttentionKind::Cross, layer, torch::tensor({0.0, 1.0, 0.3, 0.0}));
        nn::set_head_gates(*model_, nn::AttentionKind::DecoderSelf, layer, torch::tensor({1.0, 0.0, 0.5, 1.0}));
        nn::set_head_gates(*model_, nn::AttentionKind::EncoderSelf, layer, torch::tensor({0.2, 1.0, 1.0, 0.0}));
    }
    const auto with_cache = decode::greedy_search(model_, src, cached).front();
    const auto without_cache = decode::greedy_search(model_, src, uncached).front();
    const auto beam = decode::beam_search(model_, std::vector<int64_t>{5, 9, 12, 7, 4, 2}, [] {
        decode::SearchOptions o;
        o.beam_size = 1;
        o.max_extra = 12;
        return o;
    }());
    nn::clear_head_gates(*model_);
    QCOMPARE(with_cache.tokens, without_cache.tokens);
    QVERIFY(std::abs(with_cache.log_prob - without_cache.log_prob) < 1e-4);
    QCOMPARE(beam.front().tokens, with_cache.tokens);  // beam 1 is greedy, gates and all
    QVERIFY(with_cache.tokens != open.tokens || std::abs(with_cache.log_prob - open.log_prob) > 1e-3);
}

// Gates of shape (B, H): one backward over a batch gives every sentence the
// gradient it has alone (Michel's importance is averaged over sentences).
void TestHeadGates::perSentenceGatesGiveEachSentencesGradient() {
    auto loss_of = [&](const torch::Tensor& src, const torch::Tensor& tgt) {
        const auto logits = model_->forward(src, tgt);  // (B, T, V)
        const auto targets = tgt.roll(-1, 1);           // any fixed target: the loss only needs to depend on the gates
        return torch::nn::functional::cross_entropy(
            logits.reshape({-1, kVocab}), targets.reshape({-1}),
            torch::nn::functional::CrossEntropyFuncOptions().reduction(torch::kSum));
    };
    auto batch_gates = torch::ones({2, 4}, torch::requires_grad());
    nn::set_head_gates(*model_, nn::AttentionKind::Cross, 1, batch_gates);
    loss_of(src_, tgt_).backward();
    const auto batched = batch_gates.grad().clone();
    for (int64_t b = 0; b < 2; ++b) {
        auto alone_gates = torch::ones({1, 4}, torch::requires_grad());
        nn::set_head_gates(*model_, nn::AttentionKind::Cross, 1, alone_gates);
        // Sentence b alone, without the other's padding columns.
        const int64_t s = src_[b].ne(0).sum().item<int64_t>();
        const auto src = src_.narrow(0, b, 1).narrow(1, 0, s);
        const auto tgt = tgt_.narrow(0, b, 1);
        loss_of(src, tgt).backward();
        QVERIFY2(torch::allclose(alone_gates.grad()[0], batched[b], 1e-4, 1e-5),
                 qPrintable(QString::number((alone_gates.grad()[0] - batched[b]).abs().max().item<double>())));
    }
    QVERIFY(batched.abs().sum().item<double>() > 0.0);
    QVERIFY(!torch::allclose(batched[0], batched[1]));  // two sentences, two gradients
    nn::clear_head_gates(*model_);
    model_->zero_grad();
}

void TestHeadGates::badGatesAreRefused() {
    torch::NoGradGuard no_grad;
    nn::set_head_gates(*model_, nn::AttentionKind::Cross, 0, torch::ones({3}));
    QVERIFY_THROWS_EXCEPTION(c10::Error, model_->forward(src_, tgt_));
    nn::set_head_gates(*model_, nn::AttentionKind::Cross, 0, torch::ones({5, 4}));  // the batch has 2 sentences
    QVERIFY_THROWS_EXCEPTION(c10::Error, model_->forward(src_, tgt_));
    nn::clear_head_gates(*model_);
    QVERIFY_THROWS_EXCEPTION(std::out_of_range,
                             nn::set_head_gates(*model_, nn::AttentionKind::DecoderSelf, 2, torch::ones({4})));
    QVERIFY_THROWS_EXCEPTION(std::out_of_range,
                             nn::set_head_gates(*model_, nn::AttentionKind::EncoderSelf, -1, torch::ones({4})));
}

QTEST_MAIN(TestHeadGates)
#include "tst_head_gates.moc"
