// Tests of the checkpoint file (model/train/checkpoint.h) and of opening one
// as a model (model/train/model_io.h): an exact round trip of every field,
// identical logits after load_model(). (Bad files: tst_checkpoint_damage.)
// SPDX-License-Identifier: GPL-3.0-or-later
#include <torch/torch.h>

#include <QtTest>

#include "support/checkpoint_samples.h"
#include "support/config_fields.h"
#include "support/test_support.h"

#include "data/dataset.h"

#include "nn/config.h"
#include "nn/transformer.h"
#include "tokenizer/tokenizer.h"
#include "train/checkpoint.h"
#include "train/distributed.h"
#include "train/model_io.h"
#include "train/prepared_data.h"
#include "train/training_config.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <nlohmann/json.hpp>
#include <zlib.h>

#include <functional>
#include <map>
#include <string>
#include <vector>

using namespace studio;
using namespace studio::test;

class TestCheckpoint : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void roundTripKeepsEveryField();
    void withoutOptimizerKeepsEverythingElse();
    void everyConfigFieldIsStored();
    void loadModelGivesIdenticalLogits();
    void weightsKindWithoutRngRoundTrips();
    void storedKeysNeverChange();

private:
    CheckpointSamples s_;
};

void TestCheckpoint::initTestCase() { s_.set_up(); }

// --- round trips ---

void TestCheckpoint::everyConfigFieldIsStored() {
    // Both configurations with every field away from its default: each comes
    // back from the file, through the full load and the header-only read.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    train::Checkpoint original = s_.make_checkpoint();
    original.model_config = test::every_field_changed(original.model_config);
    original.training_config = test::every_field_changed(original.training_config);
    const auto model_fields = test::fields_of(original.model_config);
    const auto training_fields = test::fields_of(original.training_config);
    QCOMPARE(test::differing_fields(model_fields, test::fields_of(nn::TransformerConfig())).size(),
             qsizetype(model_fields.size()));
    QCOMPARE(test::differing_fields(training_fields, test::fields_of(train::TrainingConfig())).size(),
             qsizetype(training_fields.size()));
    const QString path = dir.filePath(QStringLiteral("fields.ckpt"));
    train::save_checkpoint(original, path.toStdString());
    const train::Checkpoint loaded = train::load_checkpoint(path.toStdString());
    QCOMPARE(test::differing_fields(test::fields_of(loaded.model_config), model_fields), QStringList());
    QCOMPARE(test::differing_fields(test::fields_of(loaded.training_config), training_fields), QStringList());
    const train::Checkpoint header = train::load_checkpoint_header(path.toStdString());
    QCOMPARE(test::differing_fields(test::fields_of(header.model_config), model_fields), QStringList());
    QCOMPARE(test::differing_fields(test::fields_of(header.training_config), training_fields), QStringList());
}

void TestCheckpoint::roundTripKeepsEveryField() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    train::Checkpoint original = s_.make_checkpoint();
    // The run's totals, the decoding settings and float16's loss scale,
    // none at its default.
    original.target_tokens = 98765;
    original.train_seconds = 12.375;
    original.untimed_steps = 21;
    original.beam_size = 6;
    original.max_length = 40;
    original.loss_scale = 8192.0;
    original.loss_scale_good_steps = 77;
    const QString path = dir.filePath(QStringLiteral("rt.ckpt"));
    train::save_checkpoint(original, path.toStdString());
    QVERIFY(QFileInfo(path).size() > 1000);
    QVERIFY(read_all(path).startsWith("ATTNSTUDIO-CKPT\n"));

    const train::Checkpoint loaded = train::load_checkpoint(path.toStdString());
    QCOMPARE(QString::fromStdString(loaded.kind), QStringLiteral("training"));
    QCOMPARE(test::differing_fields(test::fields_of(loaded.model_config), test::fields_of(original.model_config)),
             QStringList());
    QCOMPARE(test::differing_fields(test::fields_of(loaded.training_config), test::fields_of(original.training_config)),
             QStringList());
    QCOMPARE(loaded.model_config.d_model, int64_t(32));
    QCOMPARE(loaded.model_config.src_vocab_size, s_.tokenizer.vocab_size());
    QCOMPARE(loaded.training_config.seed, uint64_t(1234));
    QCOMPARE(QString::fromStdString(loaded.tokenizer_kind), QStringLiteral("sentencepiece"));
    QVERIFY(loaded.tokenizer_bytes == original.tokenizer_bytes);
    QCOMPARE(loaded.step, int64_t(4321));
    QCOMPARE(loaded.epoch, int64_t(3));
    QCOMPARE(loaded.batch_in_epoch, int64_t(17));
    QCOMPARE(loaded.target_tokens, int64_t(98765));
    QCOMPARE(loaded.train_seconds, 12.375);
    QCOMPARE(loaded.untimed_steps, int64_t(21));
    QCOMPARE(loaded.beam_size, int64_t(6));
    QCOMPARE(loaded.max_length, int64_t(40));
    QCOMPARE(loaded.loss_scale, 8192.0);
    QCOMPARE(loaded.loss_scale_good_steps, int64_t(77));
    QCOMPARE(QString::fromStdString(loaded.data_fingerprint), QString::fromStdString(original.data_fingerprint));
    // The data's description comes back as the same JSON object (keys in order).
    QCOMPARE(QString::fromStdString(loaded.dataset), QString::fromStdString(original.dataset));
    QCOMPARE(studio::data::DatasetSpec::from_json(loaded.dataset).src_column, 2);

    QCOMPARE(loaded.history.size(), original.history.size());
    for (size_t i = 0; i < original.history.size(); ++i)
        QCOMPARE(QString::fromStdString(loaded.history[i]), QString::fromStdString(original.history[i]));

    // Optimizer step counts: the same name -> count pairs (stored as a JSON
    // object, so they come back sorted by name).
    const std::map<std::string, int64_t> steps_before(original.optimizer_steps.begin(), original.optimizer_steps.end());
    const std::map<std::string, int64_t> steps_after(loaded.optimizer_steps.begin(), loaded.optimizer_steps.end());
    QCOMPARE(loaded.optimizer_steps.size(), original.optimizer_steps.size());
    QVERIFY(steps_before == steps_after);

    auto compare_tensors = [](const train::NamedTensors& a, const train::NamedTensors& b) {
        QCOMPARE(a.size(), b.size());
        for (size_t i = 0; i < a.size(); ++i) {
            QCOMPARE(QString::fromStdString(a[i].first), QString::fromStdString(b[i].first));
            QVERIFY2(bit_identical(a[i].second, b[i].second), a[i].first.c_str());
            QVERIFY(a[i].second.device().is_cpu());
        }
    };
    compare_tensors(loaded.weights, original.weights);
    if (QTest::currentTestFailed()) return;
    compare_tensors(loaded.optimizer, original.optimizer);
    if (QTest::currentTestFailed()) return;
    QVERIFY(!loaded.weights.empty());

    QVERIFY(loaded.cpu_rng_state.defined());
    QCOMPARE(int(loaded.cpu_rng_state.scalar_type()), int(torch::kUInt8));
    QVERIFY(bit_identical(loaded.cpu_rng_state, original.cpu_rng_state));

    // Saving what was loaded gives the very same bytes.
    const QString again = dir.filePath(QStringLiteral("again.ckpt"));
    train::save_checkpoint(loaded, again.toStdString());
    QCOMPARE(read_all(again), read_all(path));
}

// Opening a model reads no optimizer moments (load_model), and everything
// else comes back as a full load gives it; a damaged file is still refused.
void TestCheckpoint::withoutOptimizerKeepsEverythingElse() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const train::Checkpoint original = s_.make_checkpoint();
    QVERIFY(!original.optimizer.empty());
    const QString path = dir.filePath(QStringLiteral("model.ckpt"));
    train::save_checkpoint(original, path.toStdString());
    const train::Checkpoint full = train::load_checkpoint(path.toStdString());
    const train::Checkpoint light = train::load_checkpoint(path.toStdString(), false);
    QVERIFY(light.optimizer.empty());
    QCOMPARE(light.weights.size(), full.weights.size());
    for (size_t i = 0; i < full.weights.size(); ++i) {
        QCOMPARE(QString::fromStdString(light.weights[i].first), QString::fromStdString(full.weights[i].first));
        QVERIFY(bit_identical(light.weights[i].second, full.weights[i].second));
    }
    QCOMPARE(light.optimizer_steps.size(), full.optimizer_steps.size());
    QVERIFY(bit_identical(light.cpu_rng_state, full.cpu_rng_state));
    QCOMPARE(light.tokenizer_bytes, full.tokenizer_bytes);
    QCOMPARE(light.model_config.d_model, full.model_config.d_model);
    QCOMPARE(QString::fromStdString(light.kind), QString::fromStdString(full.kind));

    const QString damaged = QFINDTESTDATA("fuzz/crashers/fuzz_checkpoint/crash-tensor-table-huge-shape");
    QVERIFY(!damaged.isEmpty());
    try {
        train::load_checkpoint(damaged.toStdString(), false);
        QFAIL("a damaged tensor table was accepted");
    } catch (const train::CheckpointError& e) {
        QVERIFY2(contains(e.what(), "does not fit in the file"), e.what());
    }
}

void TestCheckpoint::loadModelGivesIdenticalLogits() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = s_.saved_file(dir);
    const auto [src, tgt] = fixed_input(s_.tokenizer.vocab_size());

    torch::Tensor expected;
    {
        torch::NoGradGuard no_grad;
        s_.model->eval();
        expected = s_.model->forward(src, tgt);
    }
    train::LoadedModel loaded = train::load_model(path.toStdString(), torch::kCPU);
    QVERIFY(!loaded.model.is_empty());
    QVERIFY(!loaded.model->is_training());
    QVERIFY(loaded.tokenizer.valid());
    QVERIFY(loaded.tokenizer.bytes() == s_.tokenizer.bytes());
    QCOMPARE(loaded.tokenizer.vocab_size(), s_.tokenizer.vocab_size());
    QCOMPARE(loaded.checkpoint.step, int64_t(4321));
    QVERIFY(loaded.model.ptr() != s_.model.ptr());

    torch::Tensor actual;
    {
        torch::NoGradGuard no_grad;
        actual = loaded.model->forward(src, tgt);
    }
    QCOMPARE(actual.sizes().vec(), expected.sizes().vec());
    QVERIFY2(torch::equal(actual, expected), "logits differ after save and load_model");

    // A freshly initialised model gives other logits (the check is not vacuous).
    torch::manual_seed(99);
    nn::Transformer fresh(micro_config(s_.tokenizer.vocab_size()));
    fresh->eval();
    torch::NoGradGuard no_grad;
    QVERIFY(!torch::equal(fresh->forward(src, tgt), expected));
}

void TestCheckpoint::weightsKindWithoutRngRoundTrips() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    train::Checkpoint c = s_.make_checkpoint();
    c.kind = "weights";
    c.optimizer.clear();
    c.optimizer_steps.clear();
    c.cpu_rng_state = torch::Tensor();
    c.history.clear();
    const QString path = dir.filePath(QStringLiteral("weights.ckpt"));
    train::save_checkpoint(c, path.toStdString());
    const auto loaded = train::load_checkpoint(path.toStdString());
    QCOMPARE(QString::fromStdString(loaded.kind), QStringLiteral("weights"));
    QVERIFY(loaded.optimizer.empty());
    QVERIFY(loaded.optimizer_steps.empty());
    QVERIFY(!loaded.cpu_rng_state.defined());
    QVERIFY(loaded.history.empty());
    QCOMPARE(loaded.weights.size(), c.weights.size());
    QVERIFY(train::describe_file(path.toStdString()).find("weights") != std::string::npos);
}

// The training data's fingerprint is stored in every checkpoint (a resume
// on other data is refused by it) and each rank's dropout seed is derived
// from the run's seed and step (a resumed run draws the same masks): both
// must come out as older versions computed them. The figures are FNV-1a 64
// and SplitMix64 worked by hand (python3) from their definitions.
void TestCheckpoint::storedKeysNeverChange() {
    const std::vector<data::SentencePair> pairs{{"ab", "c"}, {"der Hund", "the dog"}};
    QCOMPARE(train::pairs_fingerprint(pairs), std::string("17e97affe34cd5ca"));
    const std::vector<data::SentencePair> moved{{"a", "bc"}, {"der Hund", "the dog"}};
    QVERIFY(train::pairs_fingerprint(moved) != train::pairs_fingerprint(pairs));
    QCOMPARE(train::dropout_seed(42, 7, 1), uint64_t(4052448592440306160ULL));
}

QTEST_GUILESS_MAIN(TestCheckpoint)
#include "tst_checkpoint.moc"
