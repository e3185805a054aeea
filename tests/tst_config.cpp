// Tests of TransformerConfig (model/nn/config.h): presets, validation
// messages, JSON round trip.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/test_macros.h"
#include "support/model_checks.h"
#include "support/config_fields.h"
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
namespace test = studio::test;
namespace train = studio::train;
using namespace studio::test;
using torch::indexing::None;
using torch::indexing::Slice;

class TestConfig : public QObject {
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
    void parameterCountFromSettings_data();
    void parameterCountFromSettings();
};

void TestConfig::initTestCase() { torch::set_num_threads(1); }

void TestConfig::init() { torch::manual_seed(1234); }

// --- configuration -----------------------------------------------------------

void TestConfig::presets_data() {
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

void TestConfig::presets() {
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
    QCOMPARE(c.key_dim(), d_model / heads);
    const auto names = nn::TransformerConfig::preset_names();
    QVERIFY(std::find(names.begin(), names.end(), name.toStdString()) != names.end());
}

void TestConfig::unknownPresetThrows() {
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

void TestConfig::validationErrors_data() {
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
    QTest::newRow("d_k -1") << "d_k" << QStringList{"d_k", "-1"};
    QTest::newRow("d_ff 2^20 + 1") << "d_ff" << QStringList{"d_ff", "1048577", "1048576"};
    QTest::newRow("eos_id the decoder's start") << "eos_id bos" << QStringList{"eos_id 1", "bos_id", "ever generated"};
    QTest::newRow("eos_id the pad") << "eos_id pad" << QStringList{"eos_id 5", "pad_id", "ever generated"};
    QTest::newRow("d_model not a multiple of heads, d_v left to it")
        << "d_v left" << QStringList{"d_model", "100", "8", "unless d_k and d_v"};
}

void TestConfig::validationErrors() {
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
    } else if (field == "d_k") {
        c.d_k = -1;
    } else if (field == "d_ff") {
        c.d_ff = (1 << 20) + 1;
    } else if (field == "eos_id bos") {
        c.pad_id = 0;
        c.bos_id = c.eos_id = 1;
    } else if (field == "eos_id pad") {
        c.pad_id = c.eos_id = 5;
    } else if (field == "d_v left") {
        c.d_model = 100;
        c.num_heads = 8;
        c.d_k = 16;  // d_v still D / H, which does not divide
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

void TestConfig::validConfigPasses() {
    for (const auto& name : nn::TransformerConfig::preset_names()) {
        auto c = nn::TransformerConfig::preset(name);
        c.src_vocab_size = c.tgt_vocab_size = 100;
        try {
            c.validate();
        } catch (const std::exception& e) {
            QFAIL(e.what());
        }
    }
    // Heads that do not divide d_model are fine when d_k and d_v are given
    // (Table 3 row A keeps h d_k = d_model, row B changes d_k alone).
    auto widths = smallConfig();
    widths.d_model = 100;
    widths.num_heads = 8;
    widths.d_k = 16;
    widths.d_v = 12;
    try {
        widths.validate();
    } catch (const std::exception& e) {
        QFAIL(e.what());
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

void TestConfig::jsonRoundTrip() {
    // Every field set away from its default, compared field by field (a
    // field the JSON forgot would come back as its default and differ).
    const nn::TransformerConfig model = test::every_field_changed(nn::TransformerConfig());
    const train::TrainingConfig training = test::every_field_changed(train::TrainingConfig());
    model.validate();
    training.validate();
    const auto model_fields = test::fields_of(model), model_defaults = test::fields_of(nn::TransformerConfig());
    const auto training_fields = test::fields_of(training), training_defaults = test::fields_of(train::TrainingConfig());
    QCOMPARE(test::differing_fields(model_fields, model_defaults).size(), qsizetype(model_fields.size()));
    QCOMPARE(test::differing_fields(training_fields, training_defaults).size(), qsizetype(training_fields.size()));

    const auto model_back = nn::TransformerConfig::from_json(model.to_json());
    const auto training_back = train::TrainingConfig::from_json(training.to_json());
    QCOMPARE(test::differing_fields(test::fields_of(model_back), model_fields), QStringList());
    QCOMPARE(test::differing_fields(test::fields_of(training_back), training_fields), QStringList());
    // Serialising again gives the same text.
    QCOMPARE(model_back.to_json(), model.to_json());
    QCOMPARE(training_back.to_json(), training.to_json());
}

void TestConfig::jsonMissingAndUnknownKeys() {
    const auto c = nn::TransformerConfig::from_json(R"({"d_model": 64, "some_future_key": [1, 2, 3]})");
    const nn::TransformerConfig defaults;
    QCOMPARE(c.d_model, int64_t(64));
    QCOMPARE(c.num_heads, defaults.num_heads);
    QCOMPARE(c.d_ff, defaults.d_ff);
    QCOMPARE(c.dropout, defaults.dropout);
    QCOMPARE(c.share_embeddings, defaults.share_embeddings);
    QCOMPARE(c.max_positions, defaults.max_positions);
}

// The count from the settings alone (run summaries list it without building
// a model) against the built model's, over every setting that changes it.
void TestConfig::parameterCountFromSettings_data() {
    QTest::addColumn<QString>("variant");
    for (const char* row : {"tiny", "small", "untied, separate vocabularies", "learned positions, pre-norm",
                            "no attention bias", "d_k 8, d_v 24", "heads not dividing d_model", "one layer each"})
        QTest::newRow(row) << QString::fromLatin1(row);
}

void TestConfig::parameterCountFromSettings() {
    QFETCH(QString, variant);
    auto c = nn::TransformerConfig::preset(variant == "small" ? "small" : "tiny");
    c.src_vocab_size = c.tgt_vocab_size = 101;
    if (variant == "untied, separate vocabularies") {
        c.share_embeddings = false;
        c.tie_output_projection = false;
        c.tgt_vocab_size = 77;
    } else if (variant == "learned positions, pre-norm") {
        c.learned_positions = true;
        c.pre_norm = true;
        c.max_positions = 64;
    } else if (variant == "no attention bias") {
        c.attention_bias = false;
    } else if (variant == "d_k 8, d_v 24") {
        c.d_k = 8;
        c.d_v = 24;
    } else if (variant == "heads not dividing d_model") {
        c.num_heads = 3;
        c.d_k = c.d_v = 40;
    } else if (variant == "one layer each") {
        c.num_encoder_layers = 1;
        c.num_decoder_layers = 3;
    }
    nn::Transformer model(c);
    QCOMPARE(c.parameter_count(), nn::parameter_count(*model));
}

QTEST_APPLESS_MAIN(TestConfig)
#include "tst_config.moc"
