// The Learn page on models that depart from the paper (issue 38 §3: "the
// page describes the model that is open"), built here with their departures
// and weights moved away from their initial values, so that no test model
// of the paper's shape hides a walk that assumes it:
// - multi-head with d_v set apart from d_model / h (h · d_v wider or
//   narrower than d_model): the numbers table has a row for every dimension
//   of both the concatenation and the projection, and Concat · W^O (+ b)
//   equals what the encoder's own forward pass added in that sub-layer;
// - both sub-layers in pre-norm with SiLU and the tutorial's LayerNorm
//   ((x − mean) / (unbiased std + eps)), in post-norm with GELU, and in
//   pre-norm with ReLU and PyTorch's LayerNorm at ε 1e-3: every column
//   recomputed here from the model's weights or read from its forward pass,
//   the formula naming the model's activation and, for a pre-norm encoder's
//   last sub-layer, the stack's final LayerNorm; the norm's form and ε said;
// - Figure 1's formulas: the attention biases, the activation, the
//   embedding scale and the logits bias only where the model has them.
// STUDIO_SCREENSHOT_DIR=DIR keeps pictures of the sections.
// SPDX-License-Identifier: GPL-3.0-or-later
// LibTorch first: Qt's `slots` macro breaks its headers.
#include "nn/encoder.h"
#include "nn/encoder_layer.h"
#include "nn/transformer.h"
#include "train/checkpoint.h"
#include "train/model_io.h"

#include "learn_architecture.h"
#include "learn_blocks.h"
#include "learn_engine.h"
#include "learn_multihead.h"
#include "learn_sublayer.h"
#include "opened_model.h"
#include "support/screenshots.h"
#include "support/word_tokenizer.h"

#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace studio;
using namespace studio::app;

namespace {

const QString kSentence = QStringLiteral("a b c d e");

nn::TransformerConfig baseConfig() {
    nn::TransformerConfig c;
    c.src_vocab_size = c.tgt_vocab_size = 12;
    c.pad_id = 1;
    c.bos_id = 2;
    c.eos_id = 3;
    c.unk_id = 0;
    c.d_model = 32;
    c.num_heads = 4;
    c.num_encoder_layers = c.num_decoder_layers = 2;
    c.d_ff = 48;
    c.dropout = 0.0;
    c.max_positions = 16;
    return c;
}

// Pre-norm, SiLU, the tutorial's LayerNorm, no attention biases, Marian's
// sinusoid layout without the embedding scale, a logits bias, and heads
// whose values are wider than d_model / h (h · d_v = 48 > 32).
nn::TransformerConfig preNormSilu() {
    nn::TransformerConfig c = baseConfig();
    c.pre_norm = true;
    c.activation = nn::Activation::SiLU;
    c.layer_norm_std_eps = true;
    c.layer_norm_eps = 1e-6;
    c.attention_bias = false;
    c.position_layout = nn::PositionLayout::SinThenCos;
    c.scale_embeddings = false;
    c.output_bias = true;
    c.d_v = 12;
    return c;
}

// Post-norm with GELU, learned positions, and heads whose values are
// narrower than d_model / h (h · d_v = 16 < 32).
nn::TransformerConfig postNormGelu() {
    nn::TransformerConfig c = baseConfig();
    c.activation = nn::Activation::GELU;
    c.learned_positions = true;
    c.d_v = 4;
    c.layer_norm_eps = 1e-5;
    return c;
}

// Pre-norm with PyTorch's LayerNorm at an ε of neither form's default, and
// ReLU (the Train page's Pre-norm box; Marian's normalize_before).
nn::TransformerConfig preNormRelu() {
    nn::TransformerConfig c = baseConfig();
    c.pre_norm = true;
    c.layer_norm_eps = 1e-3;
    return c;
}

double cell(QTableWidget* table, int row, int column) {
    const QTableWidgetItem* item = table->item(row, column);
    return item ? item->data(Qt::UserRole).toDouble() : std::nan("");
}

bool emptyCell(QTableWidget* table, int row, int column) {
    const QTableWidgetItem* item = table->item(row, column);
    return !item || item->text().isEmpty();
}

torch::Tensor tensorOf(const QVector<double>& v) {
    return torch::tensor(std::vector<double>(v.begin(), v.end()), torch::kFloat64);
}

double largestGap(const QVector<double>& a, const torch::Tensor& b) {
    if (a.size() != b.numel()) return 1e9;
    return (tensorOf(a) - b.to(torch::kFloat64)).abs().max().item<double>();
}

}  // namespace

class TestLearnDepartures : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    QMap<QString, ModelHandle> models_;

    static void models_data() {
        QTest::addColumn<QString>("model");
        QTest::newRow("pre-norm, SiLU, wide values") << QStringLiteral("pre-norm-silu");
        QTest::newRow("post-norm, GELU, narrow values") << QStringLiteral("post-norm-gelu");
        QTest::newRow("pre-norm, ReLU, PyTorch's LayerNorm") << QStringLiteral("pre-norm-relu");
    }

    nn::TransformerImpl& model(const QString& name) { return *models_[name]->loaded.model; }

    nn::EncoderLayerImpl& encoderLayer(const QString& name, int index) {
        return *model(name).encoder->layers[size_t(index)]->as<nn::EncoderLayerImpl>();
    }

    // What the encoder computes for the sentence in one layer's sub-layer.
    nn::SublayerProbe forwardSublayer(const QString& name, int layer, int sublayer) {
        torch::NoGradGuard no_grad;
        auto& loaded = models_[name]->loaded;
        const auto ids = loaded.tokenizer.source_ids(kSentence.toStdString(), loaded.model->config.max_positions);
        nn::ModelProbe probe;
        probe.detail_layer = layer;
        loaded.model->encode(torch::tensor(ids).unsqueeze(0), &probe);
        return probe.encoder.at(size_t(layer)).sublayers.at(size_t(sublayer));
    }

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        const std::pair<const char*, nn::TransformerConfig> configs[] = {
            {"pre-norm-silu", preNormSilu()}, {"post-norm-gelu", postNormGelu()}, {"pre-norm-relu", preNormRelu()}};
        const tok::Tokenizer tokenizer = test::tutorial_word_tokenizer();
        for (const auto& [name, config] : configs) {
            torch::manual_seed(7);
            nn::Transformer m(config);
            {
                // Gains away from 1 and biases away from 0: a walk that
                // leaves either out, or takes another layer's, shows it.
                torch::NoGradGuard no_grad;
                for (auto& p : m->parameters()) p.add_(0.2 * torch::randn_like(p));
                for (auto& b : m->named_buffers())
                    if (b.key().find("logits_bias") != std::string::npos) b.value().copy_(torch::randn_like(b.value()));
            }
            train::Checkpoint ck;
            ck.kind = "weights";
            ck.model_config = config;
            ck.tokenizer_kind = tokenizer.kind();
            ck.tokenizer_bytes = tokenizer.bytes();
            ck.weights = train::module_state(*m);
            const QString path = dir_.filePath(QString::fromLatin1(name) + QStringLiteral(".ckpt"));
            train::save_checkpoint(ck, path.toStdString());
            QString error;
            models_[QString::fromLatin1(name)] = openLearnModel(path, &error);
            QVERIFY2(models_[QString::fromLatin1(name)], qPrintable(error));
        }
    }

    void multiHeadRowsCoverBothWidths_data() {  // the two models whose h · d_v is not d_model
        QTest::addColumn<QString>("model");
        QTest::newRow("pre-norm, SiLU, wide values") << QStringLiteral("pre-norm-silu");
        QTest::newRow("post-norm, GELU, narrow values") << QStringLiteral("post-norm-gelu");
    }
    void multiHeadRowsCoverBothWidths() {
        QFETCH(QString, model);
        const auto& c = this->model(model).config;
        const int concatDims = int(c.num_heads * c.value_dim()), modelDims = int(c.d_model);
        QVERIFY(concatDims != modelDims);
        const MultiHeadWalk w = multiHeadWalk(models_[model], kSentence, 1, 2);
        QCOMPARE(w.concat.size(), qsizetype(concatDims));
        QCOMPARE(w.projected.size(), qsizetype(modelDims));
        QCOMPARE(w.outputBias, c.attention_bias);

        // The engine's column is what the forward pass added in the
        // self-attention sub-layer: x + it in pre-norm, LayerNorm(x + it) in post-norm.
        const nn::SublayerProbe sp = forwardSublayer(model, 1, 0);
        const auto x = sp.input[0][2].to(torch::kFloat64), out = sp.output[0][2].to(torch::kFloat64);
        auto& norm = *encoderLayer(model, 1).self_attention_sublayer->norm;
        {
            torch::NoGradGuard no_grad;
            const auto engine = tensorOf(w.engine);
            const auto rebuilt = c.pre_norm ? x + engine
                                            : norm.forward((x + engine).to(torch::kFloat32)).to(torch::kFloat64);
            QVERIFY2((rebuilt - out).abs().max().item<double>() < 1e-5, "not what the forward pass added");
        }
        QVERIFY2(largestGap(w.projected, tensorOf(w.engine)) < 1e-5, "Concat · W^O (+ b) is not the forward pass's");

        MultiHeadSection section;
        section.setWalk(w);
        QTableWidget* numbers = section.numberTable();
        QCOMPARE(numbers->rowCount(), std::max(concatDims, modelDims));
        for (int i = 0; i < numbers->rowCount(); ++i) {
            QCOMPARE(emptyCell(numbers, i, MultiHeadSection::ConcatColumn), i >= concatDims);
            QCOMPARE(emptyCell(numbers, i, MultiHeadSection::HeadColumn), i >= concatDims);
            QCOMPARE(emptyCell(numbers, i, MultiHeadSection::ProjectedColumn), i >= modelDims);
            QCOMPARE(emptyCell(numbers, i, MultiHeadSection::EngineColumn), i >= modelDims);
            if (i < concatDims) {
                QCOMPARE(cell(numbers, i, MultiHeadSection::ConcatColumn), w.concat[i]);
                QCOMPARE(numbers->item(i, MultiHeadSection::HeadColumn)->text().toInt(), i / int(c.value_dim()));
            }
            if (i < modelDims) QCOMPARE(cell(numbers, i, MultiHeadSection::EngineColumn), w.engine[i]);
        }
        const QString projection = numbers->horizontalHeaderItem(MultiHeadSection::ProjectedColumn)->text();
        QCOMPARE(projection.endsWith(QStringLiteral("+ b")), c.attention_bias);
        section.resize(900, 900);
        section.show();
        QVERIFY(QTest::qWaitForWindowExposed(&section));
        studio::test::saveShot(&section, QStringLiteral("learn-multihead-%1.png").arg(model));
    }

    void sublayerIsRecomputedFromTheWeights_data() {
        QTest::addColumn<QString>("model");
        QTest::addColumn<int>("layer");
        QTest::addColumn<int>("sublayer");  // 0 self-attention, 1 feed-forward
        QTest::addColumn<int>("token");
        QTest::newRow("pre-norm SiLU, first layer, FFN") << QStringLiteral("pre-norm-silu") << 0 << 1 << 1;
        QTest::newRow("pre-norm SiLU, last layer, FFN") << QStringLiteral("pre-norm-silu") << 1 << 1 << 3;
        QTest::newRow("pre-norm SiLU, last layer, attention") << QStringLiteral("pre-norm-silu") << 1 << 0 << 2;
        QTest::newRow("post-norm GELU, last layer, FFN") << QStringLiteral("post-norm-gelu") << 1 << 1 << 2;
        QTest::newRow("post-norm GELU, first layer, attention") << QStringLiteral("post-norm-gelu") << 0 << 0 << 4;
        QTest::newRow("pre-norm ReLU, first layer, FFN") << QStringLiteral("pre-norm-relu") << 0 << 1 << 2;
        QTest::newRow("pre-norm ReLU, last layer, attention") << QStringLiteral("pre-norm-relu") << 1 << 0 << 1;
    }
    void sublayerIsRecomputedFromTheWeights() {
        QFETCH(QString, model);
        QFETCH(int, layer);
        QFETCH(int, sublayer);
        QFETCH(int, token);
        const auto& c = this->model(model).config;
        const SublayerWalk w = sublayerWalk(models_[model], kSentence, layer, sublayer, token);
        QCOMPARE(w.preNorm, c.pre_norm);
        QCOMPARE(w.sublayer, sublayer);
        const int d = int(c.d_model);
        QCOMPARE(w.input.size(), qsizetype(d));
        torch::NoGradGuard no_grad;
        auto& el = encoderLayer(model, layer);
        // This sub-layer's own norm (the other one's gain and bias differ).
        const auto& norm = sublayer == 0 ? *el.self_attention_sublayer->norm : *el.feed_forward_sublayer->norm;
        const auto gain = norm.weight.to(torch::kFloat64), shift = norm.bias.to(torch::kFloat64);
        const auto layerNorm = [&](const torch::Tensor& v) {  // the model's own form and eps (nn/layer_norm.h)
            const auto centred = v - v.mean();
            if (c.layer_norm_std_eps) return gain * centred / (v.std(/*unbiased=*/true) + c.layer_norm_eps) + shift;
            return gain * centred / torch::sqrt(v.var(/*unbiased=*/false) + c.layer_norm_eps) + shift;
        };
        const auto x = tensorOf(w.input);
        const auto read = c.pre_norm ? layerNorm(x) : x;
        if (c.pre_norm) QVERIFY(largestGap(w.normed, read) < 1e-5);
        else QVERIFY(w.normed.isEmpty());
        // What the encoder computed for the token in this sub-layer.
        const nn::SublayerProbe sp = forwardSublayer(model, layer, sublayer);
        const auto engine = sp.output[0][token].to(torch::kFloat64);
        QVERIFY(largestGap(w.input, sp.input[0][token]) < 1e-6);

        torch::Tensor block;
        if (sublayer == 1) {
            auto& ffn = *el.feed_forward;
            const auto pre = torch::matmul(ffn.w_1->weight.to(torch::kFloat64), read) + ffn.w_1->bias.to(torch::kFloat64);
            const auto hidden = c.activation == nn::Activation::SiLU   ? pre * torch::sigmoid(pre)
                                : c.activation == nn::Activation::GELU ? 0.5 * pre * (1.0 + torch::erf(pre / std::sqrt(2.0)))
                                                                       : pre.clamp_min(0.0);
            block = torch::matmul(ffn.w_2->weight.to(torch::kFloat64), hidden) + ffn.w_2->bias.to(torch::kFloat64);
            QVERIFY2(largestGap(w.block, block) < 1e-4, "the FFN column is not the model's FFN with its activation");
            QCOMPARE(w.hiddenActive, int((hidden > 0).sum().item<int64_t>()));
            QVERIFY(w.hiddenActive > 0 && w.hiddenActive < c.d_ff);
        } else {
            // Pre-norm: the forward pass added exactly the block to x.
            // Post-norm: the block is checked through the norm below.
            block = tensorOf(w.block);
            if (c.pre_norm) QVERIFY2(largestGap(w.block, engine - x) < 1e-5, "not the attention the forward pass added");
        }
        const auto expected = c.pre_norm ? x + block : layerNorm(x + block);
        QVERIFY(largestGap(w.output, expected) < 1e-4);
        QVERIFY(largestGap(w.output, engine) < 1e-4);
        QVERIFY(largestGap(w.engine, engine) < 1e-6);

        SublayerSection section;
        section.setWalk(w);
        const QString formula = section.formulaText();
        const QString block_name = sublayer == 0 ? QStringLiteral("MultiHead") : QStringLiteral("FFN");
        QCOMPARE(formula.contains(QStringLiteral("x + %1(LayerNorm(x))").arg(block_name)), c.pre_norm);
        QCOMPARE(formula.contains(QStringLiteral("LayerNorm(x + %1(x))").arg(block_name)), !c.pre_norm);
        if (sublayer == 1) {
            const QString activation = c.activation == nn::Activation::SiLU   ? QStringLiteral("SiLU(")
                                       : c.activation == nn::Activation::GELU ? QStringLiteral("GELU(")
                                                                              : QStringLiteral("max(0");
            QVERIFY2(formula.contains(activation), qPrintable(formula));
            QCOMPARE(formula.contains(QStringLiteral("max(0")), c.activation == nn::Activation::ReLU);
        }
        const bool lastPreNorm = c.pre_norm && layer == c.num_encoder_layers - 1 && sublayer == 1;
        QCOMPARE(formula.contains(QStringLiteral("final LayerNorm")), lastPreNorm);
        // The layer norm's form and ε, as the model computes it.
        const QString summary = section.summaryText();
        QCOMPARE(summary.contains(QStringLiteral("the PyTorch tutorial's")), c.layer_norm_std_eps);
        QVERIFY2(summary.contains(QStringLiteral("ε = %1").arg(QLocale().toString(c.layer_norm_eps, 'g', 3))),
                 qPrintable(summary));
        QCOMPARE(summary.contains(QStringLiteral("hidden ReLU unit")), sublayer == 1 && c.activation == nn::Activation::ReLU);
        QTableWidget* numbers = section.numberTable();
        QCOMPARE(numbers->isColumnHidden(SublayerSection::NormedColumn), !c.pre_norm);
        for (int i = 0; i < d; ++i)
            QVERIFY(std::abs(cell(numbers, i, SublayerSection::BlockColumn) - block[i].item<double>()) < 1e-4);
        section.resize(900, 700);
        section.show();
        QVERIFY(QTest::qWaitForWindowExposed(&section));
        studio::test::saveShot(&section, QStringLiteral("learn-sublayer-%1-%2-%3.png").arg(model).arg(layer).arg(sublayer));
    }

    void figureOneShowsTheModelsFormulas_data() { models_data(); }
    void figureOneShowsTheModelsFormulas() {
        QFETCH(QString, model);
        const auto& c = this->model(model).config;
        ArchitectureSection section;
        section.setFacts(architectureFacts(models_[model], kSentence));
        const auto details = [&](Block b) {
            section.select(b);
            return section.detailsText();
        };
        // With the model's numbers, and while they are worked out (the
        // section showed the paper's ReLU and post-norm formulas then).
        for (const bool computed : {true, false}) {
            if (!computed) section.clear(QStringLiteral("Working out this model's numbers…"), configFacts(c));
            QVERIFY2(computed || section.facts().blocks.isEmpty(), "no shapes without numbers");
            const QString attention = details(Block::EncoderSelfAttention);
            QCOMPARE(attention.contains(QStringLiteral("b<sup>O</sup>")), c.attention_bias);
            QCOMPARE(attention.contains(QStringLiteral("b<sub>i</sub><sup>Q</sup>")), c.attention_bias);
            QCOMPARE(details(Block::DecoderSelfAttention).contains(QStringLiteral("b<sub>i</sub><sup>V</sup>")),
                     c.attention_bias);
            const QString ffn = details(Block::EncoderFeedForward);
            const QString activation = c.activation == nn::Activation::SiLU   ? QStringLiteral("SiLU(")
                                       : c.activation == nn::Activation::GELU ? QStringLiteral("GELU(")
                                                                              : QStringLiteral("max(0, ");
            QVERIFY2(ffn.contains(activation), qPrintable(ffn));
            QCOMPARE(details(Block::SourceEmbedding).contains(QStringLiteral("E[token] · √d<sub>model</sub>")), c.scale_embeddings);
            QCOMPARE(details(Block::Linear).contains(QStringLiteral("b<sub>logits</sub>")), c.output_bias);
            QCOMPARE(details(Block::EncoderAddNorm1).contains(QStringLiteral("x + Sublayer(LayerNorm(x))")), c.pre_norm);
            // The residual blocks' title: the paper's "Add & Norm" only where the norm follows the add.
            QCOMPARE(details(Block::DecoderAddNorm3).contains(QStringLiteral("<h3>Add &amp; Norm</h3>")), !c.pre_norm);
            QCOMPARE(details(Block::DecoderAddNorm3).contains(QStringLiteral("<h3>Add (pre-norm)</h3>")), c.pre_norm);
        }
        section.resize(1100, 760);
        section.show();
        QVERIFY(QTest::qWaitForWindowExposed(&section));
        studio::test::saveShot(&section, QStringLiteral("learn-figure1-%1.png").arg(model));
    }
};

QTEST_MAIN(TestLearnDepartures)
#include "tst_learn_departures.moc"
