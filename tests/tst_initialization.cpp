// The model's own Linear and Embedding draw their starting values exactly
// as torch::nn's do (a seeded run starts from the numbers it always did),
// and a model built under SkipInitialization, as every checkpoint open does,
// draws nothing at all.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "nn/embedding.h"
#include "nn/initialization.h"
#include "nn/linear.h"
#include "nn/transformer.h"

#include <ATen/CPUGeneratorImpl.h>
#include <torch/torch.h>

#include <QtTest>

#include <string>
#include <thread>
#include <vector>

using namespace studio;

namespace {

bool identical(const torch::Tensor& a, const torch::Tensor& b) {
    return a.defined() == b.defined() && (!a.defined() || (a.sizes() == b.sizes() && torch::equal(a, b)));
}

// The default generator's whole state: it changes with every number drawn.
torch::Tensor generator_state() {
    at::Generator global = at::detail::getDefaultCPUGenerator();
    std::lock_guard<std::mutex> lock(global.mutex());
    return global.get_state();
}

nn::TransformerConfig small_config() {
    nn::TransformerConfig c = nn::TransformerConfig::preset("tiny");
    c.d_model = 16;
    c.num_heads = 2;
    c.d_ff = 24;
    c.num_encoder_layers = c.num_decoder_layers = 1;
    c.src_vocab_size = c.tgt_vocab_size = 30;
    c.tie_output_projection = false;  // a generator Linear too
    c.learned_positions = true;       // and the positions' Embedding
    return c;
}

}  // namespace

class TestInitialization : public QObject {
    Q_OBJECT

private slots:
    void linearDrawsAsTorch_data() {
        QTest::addColumn<int>("in");
        QTest::addColumn<int>("out");
        QTest::addColumn<bool>("bias");
        QTest::newRow("square with bias") << 16 << 16 << true;
        QTest::newRow("widening") << 8 << 40 << true;
        QTest::newRow("narrowing, no bias") << 40 << 3 << false;
    }

    void linearDrawsAsTorch() {
        QFETCH(int, in);
        QFETCH(int, out);
        QFETCH(bool, bias);
        torch::manual_seed(1234);
        torch::nn::Linear theirs(torch::nn::LinearOptions(in, out).bias(bias));
        const auto after_theirs = generator_state();
        torch::manual_seed(1234);
        nn::Linear ours(nn::LinearOptions{in, out, bias});
        QVERIFY(identical(ours->weight, theirs->weight));
        QVERIFY(identical(ours->bias, theirs->bias));
        QVERIFY(torch::equal(generator_state(), after_theirs));  // the next module draws the same too
        QCOMPARE(ours->named_parameters().size(), theirs->named_parameters().size());
        const auto x = torch::randn({3, 5, in});
        QVERIFY(torch::allclose(ours(x), theirs(x), 0.0, 0.0));
    }

    void embeddingDrawsAsTorch() {
        torch::manual_seed(99);
        torch::nn::Embedding theirs(50, 12);
        const auto after_theirs = generator_state();
        torch::manual_seed(99);
        nn::Embedding ours(50, 12);
        QVERIFY(identical(ours->weight, theirs->weight));
        QVERIFY(torch::equal(generator_state(), after_theirs));
        const auto ids = torch::tensor({{3, 0, 49}, {7, 7, 1}}, torch::kLong);
        QVERIFY(torch::equal(ours(ids), theirs(ids)));
    }

    // Nothing is drawn under the scope, on its thread only; it ends with its scope.
    void skippedInitializationDrawsNothing() {
        const auto config = small_config();
        torch::manual_seed(5);
        const auto before = generator_state();
        std::vector<std::string> skipped_names;
        {
            const nn::SkipInitialization skip;
            {
                const nn::SkipInitialization nested;
            }
            QVERIFY(nn::SkipInitialization::active());
            nn::Transformer model(config);
            QVERIFY2(torch::equal(generator_state(), before), "a model built under SkipInitialization drew numbers");
            skipped_names = model->named_parameters().keys();

            std::thread([] { nn::Linear(4, 4); }).join();  // another thread draws as always
            QVERIFY2(!torch::equal(generator_state(), before), "the scope reached another thread");
        }
        QVERIFY(!nn::SkipInitialization::active());
        torch::manual_seed(5);
        nn::Transformer drawn(config);
        QVERIFY2(!torch::equal(generator_state(), before), "the scope outlived itself: nothing was drawn");
        QVERIFY(skipped_names == drawn->named_parameters().keys());  // the same parameters either way
    }
};

QTEST_APPLESS_MAIN(TestInitialization)
#include "tst_initialization.moc"
