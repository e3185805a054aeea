// Tests of the Transformer's modules (model/nn/): embeddings and positional
// encodings, residual and normalisation, the feed-forward network, and the
// whole model (causality, padding invariance, embedding sharing, checkpoint
// names). Small sizes, fixed seeds, eval() wherever dropout would make
// outputs random.
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

class TestModules : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();

    // Embeddings and positions.
    void embeddingScaledBySqrtDModel_data();
    void embeddingScaledBySqrtDModel();
    void sinusoidalFormula_data();
    void sinusoidalFormula();
    void sinusoidalIsBufferNotParameter();
    void learnedPositionsAreParameters();
    void positionalOffset();

    // Residual/normalisation.
    void sublayerNormPlacement_data();
    void sublayerNormPlacement();
    void preNormVersusPostNorm();

    // Whole model.
    void causality_data();
    void causality();
    void paddingInvariance_data();
    void paddingInvariance();
    void sharedEmbeddings();
    void separateEmbeddings();
    void untiedOutputProjection();
    void checkpointNames();

    void feedForwardFormula();
};

void TestModules::initTestCase() { torch::set_num_threads(1); }

void TestModules::init() { torch::manual_seed(1234); }

// --- embeddings and positions ------------------------------------------------

void TestModules::embeddingScaledBySqrtDModel_data() {
    QTest::addColumn<int64_t>("d_model");
    QTest::addColumn<double>("scale");
    QTest::newRow("D=16") << int64_t(16) << 4.0;
    QTest::newRow("D=100") << int64_t(100) << 10.0;
    QTest::newRow("D=512") << int64_t(512) << std::sqrt(512.0);
}

void TestModules::embeddingScaledBySqrtDModel() {
    QFETCH(int64_t, d_model);
    QFETCH(double, scale);
    nn::TokenEmbedding embedding(nn::TokenEmbeddingOptions{11, d_model, 0});
    QCOMPARE(embedding->scale, scale);
    VERIFY_SIZES(embedding->weight(), 11, d_model);
    auto ids = torch::tensor({3, 0, 10, 5, 5, 1}, torch::kLong).view({2, 3});
    auto out = embedding(ids);
    VERIFY_SIZES(out, 2, 3, d_model);
    auto expected = embedding->weight().index_select(0, ids.reshape({-1})).view({2, 3, d_model}) * scale;
    VERIFY_CLOSE(out, expected, 1e-6);
    // Id 5 appears twice (row 1, positions 0 and 1): identical vectors.
    VERIFY_CLOSE(out[1][0], out[1][1], 0.0);
}

void TestModules::sinusoidalFormula_data() {
    QTest::addColumn<int64_t>("d_model");
    QTest::newRow("even D=16") << int64_t(16);
    QTest::newRow("even D=512") << int64_t(512);
    QTest::newRow("odd D=7") << int64_t(7);
    QTest::newRow("odd D=33") << int64_t(33);
}

void TestModules::sinusoidalFormula() {
    QFETCH(int64_t, d_model);
    const int64_t positions = 100;
    auto table = nn::sinusoidal_table(positions, d_model);
    VERIFY_SIZES(table, positions, d_model);
    QCOMPARE(table.scalar_type(), torch::kFloat32);
    auto a = table.accessor<float, 2>();
    // PE(pos, 2i) = sin(pos / 10000^(2i/d)), PE(pos, 2i+1) = cos(pos / 10000^(2i/d)).
    const int64_t half = (d_model + 1) / 2;
    for (int64_t pos : {int64_t(0), int64_t(1), int64_t(2), int64_t(7), int64_t(50), int64_t(99)}) {
        for (int64_t i : {int64_t(0), int64_t(1), half / 2, half - 1}) {
            const double angle = double(pos) / std::pow(10000.0, double(2 * i) / double(d_model));
            VERIFY_NEAR(a[pos][2 * i], std::sin(angle), 2e-6);
            if (2 * i + 1 < d_model) VERIFY_NEAR(a[pos][2 * i + 1], std::cos(angle), 2e-6);
        }
    }
    // Position 0: sin 0 = 0 in the even columns, cos 0 = 1 in the odd ones.
    for (int64_t j = 0; j < d_model; ++j) QVERIFY(a[0][j] == (j % 2 == 0 ? 0.0f : 1.0f));
    // Hand-computed: PE(1, 0) = sin(1), PE(1, 1) = cos(1).
    VERIFY_NEAR(a[1][0], 0.8414709848078965, 1e-6);
    VERIFY_NEAR(a[1][1], 0.5403023058681398, 1e-6);
    // The module adds the same table (dropout off in eval()).
    nn::PositionalEncoding pe(nn::PositionalEncodingOptions{d_model, positions, 0.5, false});
    pe->eval();
    VERIFY_CLOSE(pe->table(), table, 0.0);
    auto out = pe(torch::zeros({2, 10, d_model}));
    VERIFY_CLOSE(out[0], table.narrow(0, 0, 10), 0.0);
    VERIFY_CLOSE(out[1], table.narrow(0, 0, 10), 0.0);
}

void TestModules::sinusoidalIsBufferNotParameter() {
    nn::PositionalEncoding pe(nn::PositionalEncodingOptions{16, 32, 0.1, false});
    QVERIFY(pe->parameters().empty());
    QCOMPARE(bufferNames(*pe), (std::set<std::string>{"pe"}));
    QVERIFY(!pe->pe.requires_grad());
    // In a Transformer, the positions add buffers but no parameters.
    nn::Transformer model(smallConfig());
    const auto buffers = bufferNames(*model);
    QVERIFY(buffers.count("src_positions.pe"));
    QVERIFY(buffers.count("tgt_positions.pe"));
    for (const auto& name : parameterNames(*model)) QVERIFY2(name.find("positions") == std::string::npos, name.c_str());
}

void TestModules::learnedPositionsAreParameters() {
    nn::PositionalEncoding pe(nn::PositionalEncodingOptions{16, 32, 0.0, true});
    QCOMPARE(parameterNames(*pe), (std::set<std::string>{"learned.weight"}));
    QVERIFY(bufferNames(*pe).empty());
    QVERIFY(pe->table().requires_grad());
    VERIFY_SIZES(pe->table(), 32, 16);
    pe->eval();
    auto out = pe(torch::zeros({1, 5, 16}), 3);
    VERIFY_CLOSE(out[0], pe->learned->weight.narrow(0, 3, 5), 0.0);

    auto c = smallConfig();
    c.learned_positions = true;
    nn::Transformer model(c);
    const auto names = parameterNames(*model);
    QVERIFY(names.count("src_positions.learned.weight"));
    QVERIFY(names.count("tgt_positions.learned.weight"));
    QVERIFY(!bufferNames(*model).count("src_positions.pe"));
}

void TestModules::positionalOffset() {
    nn::PositionalEncoding pe(nn::PositionalEncodingOptions{8, 20, 0.0, false});
    auto x = torch::randn({2, 4, 8});
    auto table = nn::sinusoidal_table(20, 8);
    VERIFY_CLOSE(pe(x, 5), x + table.narrow(0, 5, 4).unsqueeze(0), 1e-6);
    VERIFY_CLOSE(pe(x, 16), x + table.narrow(0, 16, 4).unsqueeze(0), 1e-6);
    // Beyond max_positions is an error, not silent garbage.
    bool threw = false;
    try {
        pe(x, 17);
    } catch (const c10::Error&) {
        threw = true;
    }
    QVERIFY(threw);
}

// --- residual and normalisation ----------------------------------------------

void TestModules::sublayerNormPlacement_data() {
    QTest::addColumn<bool>("pre_norm");
    QTest::newRow("post-norm (paper)") << false;
    QTest::newRow("pre-norm") << true;
}

void TestModules::sublayerNormPlacement() {
    QFETCH(bool, pre_norm);
    nn::Sublayer sub(nn::SublayerOptions{8, 0.5, pre_norm, 1e-5});
    sub->eval();
    torch::NoGradGuard no_grad;
    auto x = torch::randn({2, 3, 8}) * 4 + 1;
    auto block = [](const torch::Tensor& in) { return in * 2 + 1; };
    auto layer_norm = [](const torch::Tensor& t) {
        auto mean = t.mean(-1, true);
        auto var = t.var(-1, /*unbiased=*/false, /*keepdim=*/true);
        return (t - mean) / torch::sqrt(var + 1e-5);
    };
    nn::SublayerProbe probe;
    auto out = sub(x, block, &probe);
    // post-norm: LayerNorm(x + Sublayer(x)); pre-norm: x + Sublayer(LayerNorm(x))
    auto expected = pre_norm ? x + block(layer_norm(x)) : layer_norm(x + block(x));
    VERIFY_CLOSE(out, expected, 1e-4);
    VERIFY_CLOSE(probe.input, x, 0.0);
    VERIFY_CLOSE(probe.output, out, 0.0);
}

void TestModules::preNormVersusPostNorm() {
    auto post = smallConfig();
    auto pre = post;
    pre.pre_norm = true;
    torch::manual_seed(7);
    nn::Transformer post_model(post);
    torch::manual_seed(7);
    nn::Transformer pre_model(pre);
    post_model->eval();
    pre_model->eval();
    torch::NoGradGuard no_grad;

    // Same seed: the shared parameters are identical; only the placement of
    // the norms differs, and the outputs with it.
    VERIFY_CLOSE(post_model->embedding->weight(), pre_model->embedding->weight(), 0.0);
    auto src = randomIds(2, 5, 13);
    auto tgt = randomIds(2, 4, 13);
    const double diff = maxAbsDiff(post_model(src, tgt), pre_model(src, tgt));
    QVERIFY2(diff > 1e-3, qPrintable(QString::number(diff)));

    const auto post_names = parameterNames(*post_model);
    const auto pre_names = parameterNames(*pre_model);
    for (const char* name : {"encoder.final_norm.weight", "encoder.final_norm.bias", "decoder.final_norm.weight",
                             "decoder.final_norm.bias"}) {
        QVERIFY2(pre_names.count(name), name);
        QVERIFY2(!post_names.count(name), name);
    }
    QVERIFY(pre_model->encoder->final_norm);
    QVERIFY(pre_model->decoder->final_norm);
    QVERIFY(!post_model->encoder->final_norm);
    QVERIFY(!post_model->decoder->final_norm);
    QCOMPARE(nn::parameter_count(*pre_model), nn::parameter_count(*post_model) + 4 * pre.d_model);

    // Both stacks end in a LayerNorm (the last sub-layer's or the final one):
    // every position of the memory has mean 0 and variance 1 (gain 1, bias 0
    // at initialisation).
    for (auto* model : {&post_model, &pre_model}) {
        auto memory = (*model)->encode(src);
        VERIFY_CLOSE(memory.mean(-1), torch::zeros({2, 5}), 1e-5);
        VERIFY_CLOSE(memory.var(-1, false), torch::ones({2, 5}), 1e-3);
    }
}

void TestModules::feedForwardFormula() {
    nn::FeedForward ff(nn::FeedForwardOptions{8, 20, 0.0});
    torch::NoGradGuard no_grad;
    auto x = torch::randn({2, 3, 8});
    // FFN(x) = max(0, x W1 + b1) W2 + b2 (Eq. 2)
    auto hidden = torch::clamp_min(torch::matmul(x, ff->w_1->weight.t()) + ff->w_1->bias, 0.0);
    VERIFY_SIZES(hidden, 2, 3, 20);
    auto expected = torch::matmul(hidden, ff->w_2->weight.t()) + ff->w_2->bias;
    VERIFY_CLOSE(ff(x), expected, 1e-5);
    // Position-wise: each position alone gives the same output.
    VERIFY_CLOSE(ff(x.narrow(1, 1, 1)), expected.narrow(1, 1, 1), 1e-5);
}

// --- whole model -------------------------------------------------------------

void TestModules::causality_data() {
    QTest::addColumn<bool>("pre_norm");
    QTest::addColumn<int64_t>("j");
    QTest::newRow("post-norm, change position 0") << false << int64_t(0);
    QTest::newRow("post-norm, change position 3") << false << int64_t(3);
    QTest::newRow("post-norm, change last position") << false << int64_t(5);
    QTest::newRow("pre-norm, change position 2") << true << int64_t(2);
}

void TestModules::causality() {
    QFETCH(bool, pre_norm);
    QFETCH(int64_t, j);
    auto c = smallConfig(16, 4, 2, 13);
    c.pre_norm = pre_norm;
    torch::manual_seed(11);
    nn::Transformer model(c);
    model->eval();
    torch::NoGradGuard no_grad;
    const int64_t T = 6;
    auto src = randomIds(2, 5, 13);
    auto tgt = randomIds(2, T, 13);
    auto changed = tgt.clone();
    changed.select(1, j).copy_((tgt.select(1, j) - 4 + 3) % 9 + 4);  // another id in 4..12
    QVERIFY(changed.select(1, j).ne(tgt.select(1, j)).all().item<bool>());

    auto a = model(src, tgt);
    auto b = model(src, changed);
    if (j > 0) VERIFY_CLOSE(a.narrow(1, 0, j), b.narrow(1, 0, j), 1e-5);
    // The changed position sees its own new input; so may later ones.
    const double at_j = maxAbsDiff(a.narrow(1, j, 1), b.narrow(1, j, 1));
    QVERIFY2(at_j > 1e-3, qPrintable(QString::number(at_j)));
    for (int64_t i = j; i < T; ++i) {
        const double d = maxAbsDiff(a.narrow(1, i, 1), b.narrow(1, i, 1));
        QVERIFY2(d > 1e-5, qPrintable(QStringLiteral("position %1 unchanged").arg(i)));
    }
}

void TestModules::paddingInvariance_data() {
    QTest::addColumn<int64_t>("src0");  // lengths of the two sentences
    QTest::addColumn<int64_t>("src1");
    QTest::addColumn<int64_t>("tgt0");
    QTest::addColumn<int64_t>("tgt1");
    QTest::addColumn<bool>("pre_norm");
    QTest::newRow("source padding") << int64_t(6) << int64_t(3) << int64_t(4) << int64_t(4) << false;
    QTest::newRow("target padding") << int64_t(5) << int64_t(5) << int64_t(2) << int64_t(6) << false;
    QTest::newRow("both") << int64_t(2) << int64_t(7) << int64_t(5) << int64_t(3) << false;
    QTest::newRow("both, pre-norm") << int64_t(7) << int64_t(4) << int64_t(3) << int64_t(5) << true;
}

void TestModules::paddingInvariance() {
    QFETCH(int64_t, src0);
    QFETCH(int64_t, src1);
    QFETCH(int64_t, tgt0);
    QFETCH(int64_t, tgt1);
    QFETCH(bool, pre_norm);
    const int64_t V = 13;
    auto c = smallConfig(16, 4, 2, V);
    c.pre_norm = pre_norm;
    nn::Transformer model(c);
    model->eval();
    torch::NoGradGuard no_grad;

    const int64_t src_len[2] = {src0, src1}, tgt_len[2] = {tgt0, tgt1};
    std::vector<torch::Tensor> srcs, tgts;
    for (int b = 0; b < 2; ++b) {
        srcs.push_back(randomIds(1, src_len[b], V));
        auto t = randomIds(1, tgt_len[b], V);
        t[0][0] = c.bos_id;
        tgts.push_back(t);
    }
    const int64_t S = std::max(src0, src1), T = std::max(tgt0, tgt1);
    auto src = torch::zeros({2, S}, torch::kLong);  // pad_id = 0
    auto tgt = torch::zeros({2, T}, torch::kLong);
    for (int b = 0; b < 2; ++b) {
        src[b].narrow(0, 0, src_len[b]).copy_(srcs[size_t(b)][0]);
        tgt[b].narrow(0, 0, tgt_len[b]).copy_(tgts[size_t(b)][0]);
    }
    auto batch_logits = model(src, tgt);
    auto memory = model->encode(src);
    for (int b = 0; b < 2; ++b) {
        auto alone = model(srcs[size_t(b)], tgts[size_t(b)]);
        VERIFY_CLOSE(batch_logits[b].narrow(0, 0, tgt_len[b]), alone[0], 1e-5);
        auto alone_memory = model->encode(srcs[size_t(b)]);
        VERIFY_CLOSE(memory[b].narrow(0, 0, src_len[b]), alone_memory[0], 1e-5);
    }
}

void TestModules::sharedEmbeddings() {
    const int64_t V = 13, D = 16, F = 32;
    auto c = smallConfig(D, 4, 1, V);
    c.share_embeddings = true;
    c.tie_output_projection = true;
    nn::Transformer model(c);
    model->eval();
    torch::NoGradGuard no_grad;

    // One module, one tensor, for source, target and the output projection.
    QVERIFY(model->source_embedding().get() == model->target_embedding().get());
    QVERIFY(model->source_embedding().get() == model->embedding.get());
    QVERIFY(!model->src_embedding && !model->tgt_embedding && !model->generator);
    int64_t vocab_matrices = 0;
    for (const auto& p : model->parameters())
        if (p.dim() == 2 && p.size(0) == V) ++vocab_matrices;
    QCOMPARE(vocab_matrices, int64_t(1));

    auto hidden = torch::randn({2, 3, D});
    VERIFY_CLOSE(model->project(hidden), torch::matmul(hidden, model->embedding->weight().t()), 1e-5);

    // Parameter count, each shared tensor once:
    //   embedding V*D; attention 4 (D*D + D); FFN D*F + F + F*D + D; LayerNorm 2D;
    //   encoder layer: 1 attention + FFN + 2 norms; decoder layer: 2 attentions + FFN + 3 norms.
    const int64_t attention = 4 * (D * D + D), ffn = D * F + F + F * D + D, norm = 2 * D;
    const int64_t expected = V * D + (attention + ffn + 2 * norm) + (2 * attention + ffn + 3 * norm);
    QCOMPARE(nn::parameter_count(*model), expected);
    QCOMPARE(expected, int64_t(5776));  // 13*16 = 208 + 2224 + 3344

    // Gradients of source and target uses meet in the same tensor.
    torch::GradMode::set_enabled(true);
    model->train();
    model->zero_grad();
    auto src = randomIds(1, 4, V);
    auto tgt = randomIds(1, 3, V);
    model(src, tgt).sum().backward();
    QVERIFY(model->embedding->weight().grad().defined());
    QVERIFY(model->embedding->weight().grad().abs().sum().item<double>() > 0);
    torch::GradMode::set_enabled(false);
}

void TestModules::separateEmbeddings() {
    const int64_t D = 16;
    auto c = smallConfig(D, 4, 1, 13);
    auto shared_config = c;
    c.share_embeddings = false;
    c.src_vocab_size = 11;
    c.tgt_vocab_size = 17;
    nn::Transformer model(c);
    model->eval();
    torch::NoGradGuard no_grad;
    QVERIFY(!model->embedding);
    QVERIFY(model->source_embedding().get() != model->target_embedding().get());
    VERIFY_SIZES(model->source_embedding()->weight(), 11, D);
    VERIFY_SIZES(model->target_embedding()->weight(), 17, D);
    const auto names = parameterNames(*model);
    QVERIFY(names.count("src_embedding.table.weight"));
    QVERIFY(names.count("tgt_embedding.table.weight"));
    QVERIFY(!names.count("embedding.table.weight"));
    auto logits = model(randomIds(2, 4, 11), randomIds(2, 3, 17));
    VERIFY_SIZES(logits, 2, 3, 17);
    // Still tied to the target embedding.
    auto hidden = torch::randn({1, 2, D});
    VERIFY_CLOSE(model->project(hidden), torch::matmul(hidden, model->tgt_embedding->weight().t()), 1e-5);

    // Same vocabulary size, shared vs not: exactly one V x D matrix more.
    shared_config.share_embeddings = true;
    auto unshared_config = shared_config;
    unshared_config.share_embeddings = false;
    nn::Transformer shared(shared_config), unshared(unshared_config);
    QCOMPARE(nn::parameter_count(*unshared), nn::parameter_count(*shared) + 13 * D);
}

void TestModules::untiedOutputProjection() {
    const int64_t V = 13, D = 16;
    auto c = smallConfig(D, 4, 1, V);
    auto tied = c;
    c.tie_output_projection = false;
    nn::Transformer model(c), tied_model(tied);
    model->eval();
    torch::NoGradGuard no_grad;
    QVERIFY(model->generator);
    const auto names = parameterNames(*model);
    QVERIFY(names.count("generator.weight"));
    QVERIFY(names.count("generator.bias"));
    QVERIFY(!parameterNames(*tied_model).count("generator.weight"));
    QCOMPARE(nn::parameter_count(*model), nn::parameter_count(*tied_model) + V * D + V);
    auto hidden = torch::randn({2, 3, D});
    VERIFY_CLOSE(model->project(hidden), model->generator(hidden), 1e-6);
}

void TestModules::checkpointNames() {
    auto c = smallConfig(16, 4, 2, 13);
    nn::Transformer model(c);
    const auto names = parameterNames(*model);
    // Checkpoints are keyed by these names: renaming a member breaks old files.
    for (const char* name : {
             "embedding.table.weight",
             "encoder.layers.0.self_attention.w_q.weight",
             "encoder.layers.0.self_attention.w_q.bias",
             "encoder.layers.0.self_attention.w_k.weight",
             "encoder.layers.0.self_attention.w_v.weight",
             "encoder.layers.0.self_attention.w_o.bias",
             "encoder.layers.0.self_attention_sublayer.norm.weight",
             "encoder.layers.1.feed_forward.w_1.weight",
             "encoder.layers.1.feed_forward.w_2.bias",
             "encoder.layers.1.feed_forward_sublayer.norm.bias",
             "decoder.layers.0.self_attention.w_q.weight",
             "decoder.layers.0.cross_attention.w_k.weight",
             "decoder.layers.1.cross_attention.w_o.weight",
             "decoder.layers.1.cross_attention_sublayer.norm.weight",
             "decoder.layers.1.feed_forward.w_1.bias",
             "decoder.layers.0.feed_forward_sublayer.norm.weight",
         })
        QVERIFY2(names.count(name), name);
    // 1 embedding + 2 encoder layers x 16 tensors + 2 decoder layers x 26 tensors.
    QCOMPARE(names.size(), size_t(1 + 2 * 16 + 2 * 26));
    QCOMPARE(bufferNames(*model), (std::set<std::string>{"src_positions.pe", "tgt_positions.pe"}));
    // Two models with the same config have the same keys and shapes.
    nn::Transformer other(c);
    auto a = model->named_parameters();
    auto b = other->named_parameters();
    QCOMPARE(a.size(), b.size());
    for (const auto& item : a) {
        QVERIFY(b.contains(item.key()));
        QCOMPARE(b[item.key()].sizes().vec(), item.value().sizes().vec());
    }
    // Xavier-uniform initialisation of matrices: |w| <= sqrt(6 / (fan_in + fan_out)).
    const double bound = std::sqrt(6.0 / (16 + 16));
    QVERIFY(a["encoder.layers.0.self_attention.w_q.weight"].abs().max().item<double>() <= bound + 1e-6);
    const double embedding_bound = std::sqrt(6.0 / (13 + 16));
    QVERIFY(a["embedding.table.weight"].abs().max().item<double>() <= embedding_bound + 1e-6);
}

QTEST_APPLESS_MAIN(TestModules)
#include "tst_modules.moc"
