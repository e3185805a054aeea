// Tests of the Transformer's modules (model/nn/): shapes, the attention
// arithmetic, causality, padding invariance, positional encodings, embedding
// sharing and checkpoint names, pre/post-norm, the decoding cache and the
// configuration. Small sizes, fixed seeds, eval() wherever dropout would
// make outputs random.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/test_macros.h"
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
using torch::indexing::None;
using torch::indexing::Slice;

namespace {

nn::TransformerConfig smallConfig(int64_t d_model = 16, int64_t heads = 4, int64_t layers = 2, int64_t vocab = 13) {
    nn::TransformerConfig c;
    c.src_vocab_size = vocab;
    c.tgt_vocab_size = vocab;
    c.d_model = d_model;
    c.num_heads = heads;
    c.num_encoder_layers = layers;
    c.num_decoder_layers = layers;
    c.d_ff = 2 * d_model;
    c.dropout = 0.1;  // non-zero on purpose: tests must run in eval()
    c.max_positions = 64;
    return c;
}

// Token ids 4 .. vocab-1 (no pad/bos/eos/unk).
torch::Tensor randomIds(int64_t b, int64_t t, int64_t vocab) { return torch::randint(4, vocab, {b, t}, torch::kLong); }

double maxAbsDiff(const torch::Tensor& a, const torch::Tensor& b) {
    return (a.to(torch::kFloat64) - b.to(torch::kFloat64)).abs().max().item<double>();
}

QString sizesText(const torch::Tensor& t) {
    if (!t.defined()) return QStringLiteral("(undefined)");
    QStringList parts;
    for (int64_t s : t.sizes()) parts << QString::number(s);
    return QLatin1Char('(') + parts.join(QStringLiteral(", ")) + QLatin1Char(')');
}

bool hasSizes(const torch::Tensor& t, std::vector<int64_t> expected) {
    return t.defined() && t.sizes().vec() == expected;
}

std::set<std::string> parameterNames(torch::nn::Module& m) {
    std::set<std::string> names;
    for (const auto& item : m.named_parameters(/*recurse=*/true)) names.insert(item.key());
    return names;
}

std::set<std::string> bufferNames(torch::nn::Module& m) {
    std::set<std::string> names;
    for (const auto& item : m.named_buffers(/*recurse=*/true)) names.insert(item.key());
    return names;
}

}  // namespace

#define VERIFY_SIZES(tensor, ...)                                                                        \
    QVERIFY2(hasSizes((tensor), std::vector<int64_t>{__VA_ARGS__}),                                     \
             qPrintable(QStringLiteral("%1 has sizes %2, expected (%3)")                                 \
                            .arg(QLatin1String(#tensor), sizesText(tensor), QLatin1String(#__VA_ARGS__))))

#define VERIFY_CLOSE(a, b, tol)                                                                          \
    do {                                                                                                 \
        const double diff_ = maxAbsDiff((a), (b));                                                       \
        QVERIFY2(diff_ <= (tol), qPrintable(QStringLiteral("max |%1 - %2| = %3 > %4")                   \
                                                .arg(QLatin1String(#a), QLatin1String(#b))               \
                                                .arg(diff_, 0, 'g', 6)                                   \
                                                .arg(double(tol), 0, 'g', 3)));                          \
    } while (0)


class TestModules : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();

    // Configuration.
    void presets_data();
    void presets();
    void unknownPresetThrows();
    void validationErrors_data();
    void validationErrors();
    void validConfigPasses();
    void jsonRoundTrip();
    void jsonMissingAndUnknownKeys();

    // Embeddings and positions.
    void embeddingScaledBySqrtDModel_data();
    void embeddingScaledBySqrtDModel();
    void sinusoidalFormula_data();
    void sinusoidalFormula();
    void sinusoidalIsBufferNotParameter();
    void learnedPositionsAreParameters();
    void positionalOffset();

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
    void feedForwardFormula();

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

    // Decoding cache.
    void cacheStepByStep_data();
    void cacheStepByStep();
    void cacheChunks_data();
    void cacheChunks();
    void cacheSelect();
    void cachedProbeShapes();
};

void TestModules::initTestCase() { torch::set_num_threads(1); }

void TestModules::init() { torch::manual_seed(1234); }

// --- configuration -----------------------------------------------------------

void TestModules::presets_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<int64_t>("d_model");
    QTest::addColumn<int64_t>("heads");
    QTest::addColumn<int64_t>("layers");
    QTest::addColumn<int64_t>("d_ff");
    QTest::addColumn<double>("dropout");
    QTest::newRow("tiny") << "tiny" << int64_t(128) << int64_t(4) << int64_t(2) << int64_t(512) << 0.1;
    QTest::newRow("small") << "small" << int64_t(256) << int64_t(4) << int64_t(3) << int64_t(1024) << 0.1;
    QTest::newRow("base") << "base" << int64_t(512) << int64_t(8) << int64_t(6) << int64_t(2048) << 0.1;
    QTest::newRow("big") << "big" << int64_t(1024) << int64_t(16) << int64_t(6) << int64_t(4096) << 0.3;
}

void TestModules::presets() {
    QFETCH(QString, name);
    QFETCH(int64_t, d_model);
    QFETCH(int64_t, heads);
    QFETCH(int64_t, layers);
    QFETCH(int64_t, d_ff);
    QFETCH(double, dropout);
    const auto c = nn::TransformerConfig::preset(name.toStdString());
    QCOMPARE(c.d_model, d_model);
    QCOMPARE(c.num_heads, heads);
    QCOMPARE(c.num_encoder_layers, layers);
    QCOMPARE(c.num_decoder_layers, layers);
    QCOMPARE(c.d_ff, d_ff);
    QCOMPARE(c.dropout, dropout);
    QCOMPARE(c.head_dim(), d_model / heads);
    const auto names = nn::TransformerConfig::preset_names();
    QVERIFY(std::find(names.begin(), names.end(), name.toStdString()) != names.end());
}

void TestModules::unknownPresetThrows() {
    QCOMPARE(nn::TransformerConfig::preset_names(), (std::vector<std::string>{"tiny", "small", "base", "big"}));
    try {
        nn::TransformerConfig::preset("huge");
        QFAIL("expected std::invalid_argument");
    } catch (const std::invalid_argument& e) {
        const QByteArray message(e.what());
        QVERIFY2(message.contains("huge"), e.what());
        for (const char* preset : {"tiny", "small", "base", "big"}) QVERIFY2(message.contains(preset), e.what());
    }
}

void TestModules::validationErrors_data() {
    QTest::addColumn<QString>("field");
    QTest::addColumn<QStringList>("expected");  // substrings of the message

    QTest::newRow("d_model not a multiple of heads") << "d_model" << QStringList{"d_model", "100", "8"};
    QTest::newRow("share_embeddings, different vocabularies")
        << "share_embeddings" << QStringList{"share_embeddings", "10", "12"};
    QTest::newRow("dropout 1.5") << "dropout" << QStringList{"dropout", "1.5"};
    QTest::newRow("attention_dropout -0.5") << "attention_dropout" << QStringList{"attention_dropout", "-0.5"};
    QTest::newRow("num_heads 0") << "num_heads" << QStringList{"num_heads", "0"};
    QTest::newRow("src_vocab_size 2") << "src_vocab_size" << QStringList{"src_vocab_size", "2"};
    QTest::newRow("num_encoder_layers 0") << "num_encoder_layers" << QStringList{"num_encoder_layers", "0"};
    QTest::newRow("layer_norm_eps 0") << "layer_norm_eps" << QStringList{"layer_norm_eps", "0"};
}

void TestModules::validationErrors() {
    QFETCH(QString, field);
    QFETCH(QStringList, expected);
    auto c = smallConfig();
    if (field == "d_model") {
        c.d_model = 100;
        c.num_heads = 8;
    } else if (field == "share_embeddings") {
        c.share_embeddings = true;
        c.src_vocab_size = 10;
        c.tgt_vocab_size = 12;
    } else if (field == "dropout") {
        c.dropout = 1.5;
    } else if (field == "attention_dropout") {
        c.attention_dropout = -0.5;
    } else if (field == "num_heads") {
        c.num_heads = 0;
    } else if (field == "src_vocab_size") {
        c.src_vocab_size = c.tgt_vocab_size = 2;
    } else if (field == "num_encoder_layers") {
        c.num_encoder_layers = 0;
    } else if (field == "layer_norm_eps") {
        c.layer_norm_eps = 0.0;
    } else {
        QFAIL("unknown row");
    }
    try {
        c.validate();
        QFAIL("validate() accepted an invalid config");
    } catch (const std::invalid_argument& e) {
        const QString message = QString::fromUtf8(e.what());
        for (const QString& part : expected) QVERIFY2(message.contains(part), e.what());
    }
    // The model's constructor validates too.
    try {
        nn::Transformer model(c);
        QFAIL("Transformer accepted an invalid config");
    } catch (const std::invalid_argument& e) {
        QVERIFY2(QString::fromUtf8(e.what()).contains(expected.first()), e.what());
    }
}

void TestModules::validConfigPasses() {
    for (const auto& name : nn::TransformerConfig::preset_names()) {
        auto c = nn::TransformerConfig::preset(name);
        c.src_vocab_size = c.tgt_vocab_size = 100;
        try {
            c.validate();
        } catch (const std::exception& e) {
            QFAIL(e.what());
        }
    }
    // Separate vocabularies are fine when nothing is shared.
    auto c = smallConfig();
    c.share_embeddings = false;
    c.src_vocab_size = 10;
    c.tgt_vocab_size = 12;
    try {
        c.validate();
    } catch (const std::exception& e) {
        QFAIL(e.what());
    }
}

void TestModules::jsonRoundTrip() {
    nn::TransformerConfig c;
    c.src_vocab_size = 1234;
    c.tgt_vocab_size = 4321;
    c.d_model = 96;
    c.num_heads = 6;
    c.num_encoder_layers = 3;
    c.num_decoder_layers = 5;
    c.d_ff = 333;
    c.dropout = 0.25;
    c.attention_dropout = 0.125;
    c.layer_norm_eps = 1e-6;
    c.max_positions = 777;
    c.pre_norm = true;
    c.learned_positions = true;
    c.share_embeddings = false;
    c.tie_output_projection = false;
    c.pad_id = 7;
    c.bos_id = 8;
    c.eos_id = 9;
    c.unk_id = 10;
    const auto r = nn::TransformerConfig::from_json(c.to_json());
    QCOMPARE(r.src_vocab_size, c.src_vocab_size);
    QCOMPARE(r.tgt_vocab_size, c.tgt_vocab_size);
    QCOMPARE(r.d_model, c.d_model);
    QCOMPARE(r.num_heads, c.num_heads);
    QCOMPARE(r.num_encoder_layers, c.num_encoder_layers);
    QCOMPARE(r.num_decoder_layers, c.num_decoder_layers);
    QCOMPARE(r.d_ff, c.d_ff);
    QCOMPARE(r.dropout, c.dropout);
    QCOMPARE(r.attention_dropout, c.attention_dropout);
    QCOMPARE(r.layer_norm_eps, c.layer_norm_eps);
    QCOMPARE(r.max_positions, c.max_positions);
    QCOMPARE(r.pre_norm, c.pre_norm);
    QCOMPARE(r.learned_positions, c.learned_positions);
    QCOMPARE(r.share_embeddings, c.share_embeddings);
    QCOMPARE(r.tie_output_projection, c.tie_output_projection);
    QCOMPARE(r.pad_id, c.pad_id);
    QCOMPARE(r.bos_id, c.bos_id);
    QCOMPARE(r.eos_id, c.eos_id);
    QCOMPARE(r.unk_id, c.unk_id);
    // Serialising again gives the same text.
    QCOMPARE(r.to_json(), c.to_json());
}

void TestModules::jsonMissingAndUnknownKeys() {
    const auto c = nn::TransformerConfig::from_json(R"({"d_model": 64, "some_future_key": [1, 2, 3]})");
    const nn::TransformerConfig defaults;
    QCOMPARE(c.d_model, int64_t(64));
    QCOMPARE(c.num_heads, defaults.num_heads);
    QCOMPARE(c.d_ff, defaults.d_ff);
    QCOMPARE(c.dropout, defaults.dropout);
    QCOMPARE(c.share_embeddings, defaults.share_embeddings);
    QCOMPARE(c.max_positions, defaults.max_positions);
}

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

// --- shapes ------------------------------------------------------------------

void TestModules::moduleShapes_data() {
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

void TestModules::moduleShapes() {
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
    QCOMPARE(mha->head_dim, D / H);
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

void TestModules::probeShapes_data() { moduleShapes_data(); }

void TestModules::probeShapes() {
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

void TestModules::probeWithoutDetailKeepsNoTensors() {
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

void TestModules::probeValuesAreConsistent() {
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

void TestModules::splitMergeHeadsRoundTrip() {
    nn::MultiHeadAttention mha(nn::MultiHeadAttentionOptions{12, 3, 0.0});
    auto x = torch::arange(2 * 5 * 12, torch::kFloat32).view({2, 5, 12});
    auto heads = mha->split_heads(x);  // (2, 3, 5, 4)
    VERIFY_SIZES(heads, 2, 3, 5, 4);
    // Head h holds feature columns h*d_k .. (h+1)*d_k-1 of every position.
    for (int64_t h = 0; h < 3; ++h)
        VERIFY_CLOSE(heads.select(1, h), x.narrow(2, h * 4, 4), 0.0);
    VERIFY_CLOSE(mha->merge_heads(heads), x, 0.0);
}

void TestModules::attentionMatchesReference_data() {
    QTest::addColumn<int64_t>("D");
    QTest::addColumn<int64_t>("H");
    QTest::addColumn<bool>("masked");
    QTest::newRow("D8 H1") << int64_t(8) << int64_t(1) << false;
    QTest::newRow("D12 H3") << int64_t(12) << int64_t(3) << false;
    QTest::newRow("D16 H4 masked") << int64_t(16) << int64_t(4) << true;
}

void TestModules::attentionMatchesReference() {
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

void TestModules::attentionRowsSumToOne_data() {
    QTest::addColumn<int64_t>("H");
    QTest::addColumn<int64_t>("Tq");
    QTest::addColumn<int64_t>("Tk");
    QTest::newRow("H1 3x4") << int64_t(1) << int64_t(3) << int64_t(4);
    QTest::newRow("H4 5x5") << int64_t(4) << int64_t(5) << int64_t(5);
    QTest::newRow("H2 1x9") << int64_t(2) << int64_t(1) << int64_t(9);
}

void TestModules::attentionRowsSumToOne() {
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

void TestModules::fullyMaskedRowIsNotNan() {
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

void TestModules::targetMask() {
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

// --- decoding cache ----------------------------------------------------------

void TestModules::cacheStepByStep_data() {
    QTest::addColumn<bool>("pre_norm");
    QTest::addColumn<bool>("learned_positions");
    QTest::newRow("post-norm, sinusoidal") << false << false;
    QTest::newRow("pre-norm, sinusoidal") << true << false;
    QTest::newRow("post-norm, learned positions") << false << true;
}

void TestModules::cacheStepByStep() {
    QFETCH(bool, pre_norm);
    QFETCH(bool, learned_positions);
    const int64_t V = 13, B = 2, S = 5, T = 6, N = 2;
    auto c = smallConfig(16, 4, N, V);
    c.pre_norm = pre_norm;
    c.learned_positions = learned_positions;
    nn::Transformer model(c);
    model->eval();
    torch::NoGradGuard no_grad;
    auto src = randomIds(B, S, V);
    src[1][4] = 0;  // sentence 1 is padded
    auto tgt = randomIds(B, T, V);
    tgt.select(1, 0).fill_(c.bos_id);
    auto memory = model->encode(src);
    auto src_mask = model->source_mask(src);
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

void TestModules::cacheChunks_data() {
    QTest::addColumn<int64_t>("prefix");
    QTest::addColumn<int64_t>("chunk");
    QTest::newRow("prefix 1, then chunks of 2") << int64_t(1) << int64_t(2);
    QTest::newRow("prefix 3, then the rest at once") << int64_t(3) << int64_t(4);
    QTest::newRow("prefix 2, then one at a time") << int64_t(2) << int64_t(1);
    QTest::newRow("prefix 4, then chunks of 3") << int64_t(4) << int64_t(3);
}

void TestModules::cacheChunks() {
    QFETCH(int64_t, prefix);
    QFETCH(int64_t, chunk);
    const int64_t V = 13, B = 2, S = 4, T = 7;
    auto c = smallConfig(16, 4, 2, V);
    nn::Transformer model(c);
    model->eval();
    torch::NoGradGuard no_grad;
    auto src = randomIds(B, S, V);
    src[0][3] = 0;
    auto tgt = randomIds(B, T, V);
    tgt.select(1, 0).fill_(c.bos_id);
    auto memory = model->encode(src);
    auto src_mask = model->source_mask(src);
    auto full = model->decode(tgt, memory, src_mask);

    nn::DecoderCache cache;
    auto first = model->decode(tgt.narrow(1, 0, prefix), memory, src_mask, nullptr, &cache);
    VERIFY_CLOSE(first, full.narrow(1, 0, prefix), 1e-5);
    QCOMPARE(cache.length, prefix);
    for (int64_t start = prefix; start < T; start += chunk) {
        const int64_t n = std::min<int64_t>(chunk, T - start);
        auto part = model->decode(tgt.narrow(1, start, n), memory, src_mask, nullptr, &cache);
        VERIFY_SIZES(part, B, n, 16);
        VERIFY_CLOSE(part, full.narrow(1, start, n), 1e-5);
        QCOMPARE(cache.length, start + n);
    }
    // Projected through the same head, the logits agree as well.
    auto last = model->project(full.narrow(1, T - 1, 1));
    VERIFY_SIZES(last, B, 1, V);
}

void TestModules::cacheSelect() {
    // Beam search reorders and duplicates hypotheses between steps.
    const int64_t V = 13, B = 3, S = 5, T = 6, prefix = 3;
    auto c = smallConfig(16, 4, 2, V);
    nn::Transformer model(c);
    model->eval();
    torch::NoGradGuard no_grad;
    auto src = randomIds(B, S, V);
    src[2][4] = 0;
    src[2][3] = 0;
    auto tgt = randomIds(B, T, V);
    tgt.select(1, 0).fill_(c.bos_id);
    auto memory = model->encode(src);
    auto src_mask = model->source_mask(src);

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

void TestModules::cachedProbeShapes() {
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

QTEST_APPLESS_MAIN(TestModules)
#include "tst_modules.moc"
