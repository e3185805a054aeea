// Damaged, foreign and hostile checkpoint files (model/train/checkpoint.h,
// model/train/model_io.h): each refused with a message that says what is
// wrong, memory bounded, never a crash. (Round trips: tst_checkpoint.)
// SPDX-License-Identifier: GPL-3.0-or-later
#include <torch/torch.h>

#include <QtTest>

#include "support/checkpoint_samples.h"
#include "support/config_fields.h"
#include "support/peak_memory.h"
#include "support/test_support.h"

#include "data/dataset.h"

#include "nn/config.h"
#include "nn/transformer.h"
#include "tokenizer/tokenizer.h"
#include "train/checkpoint.h"
#include "train/model_io.h"
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

class TestCheckpointDamage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void missingFile();
    void emptyFile();
    void truncatedFile_data();
    void truncatedFile();
    void flippedByte_data();
    void flippedByte();
    void pytorchZip();
    void randomBinary();
    void unsupportedVersion_data();
    void unsupportedVersion();
    void versionOneStillOpens();
    void unknownSettingValueIsRefused_data();
    void unknownSettingValueIsRefused();
    void damagedLossScaleIsRefused_data();
    void damagedLossScaleIsRefused();
    void tokenizerVocabularyMismatch();
    void weightWithWrongShape();
    void settingsLargerThanTheFile_data();
    void settingsLargerThanTheFile();
    void missingAndExtraWeights();
    void fuzzFindingsAreRefused_data();
    void fuzzFindingsAreRefused();

private:
    CheckpointSamples s_;
};

void TestCheckpointDamage::initTestCase() { s_.set_up(); }

void TestCheckpointDamage::missingFile() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString problem = s_.load_error_problem(dir.filePath(QStringLiteral("nothing-here.ckpt")), {"cannot open"});
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestCheckpointDamage::emptyFile() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("empty.ckpt"));
    QVERIFY(test::write_file(path, QByteArray()));
    QVERIFY(QFileInfo::exists(path));
    const QString problem = s_.load_error_problem(path, {"empty"});
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestCheckpointDamage::truncatedFile_data() {
    QTest::addColumn<int>("kind");  // >0: keep this many bytes; -1: half; -2: all but one byte
    QTest::newRow("10 bytes") << 10;
    QTest::newRow("magic only (16 bytes)") << 16;
    QTest::newRow("magic and version (20 bytes)") << 20;
    QTest::newRow("fixed part, no header (40 bytes)") << 40;
    QTest::newRow("half") << -1;
    QTest::newRow("all but 1 byte") << -2;
}

void TestCheckpointDamage::truncatedFile() {
    QFETCH(int, kind);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = s_.saved_file(dir);
    const QByteArray full = read_all(path);
    QVERIFY(full.size() > 1000);
    const qsizetype keep = kind > 0 ? kind : kind == -1 ? full.size() / 2 : full.size() - 1;
    QVERIFY(test::write_file(path, full.left(keep)));
    QCOMPARE(QFileInfo(path).size(), qint64(keep));

    std::string what;
    try {
        train::load_checkpoint(path.toStdString());
        QFAIL("a truncated checkpoint loaded");
    } catch (const train::CheckpointError& e) {
        what = e.what();
    }
    QVERIFY2(contains(what, path.toStdString()), what.c_str());
    QVERIFY2(contains(what, "truncated") || contains(what, "damaged"), what.c_str());
    // Cut after a whole header: said to be truncated, by how much (it was
    // a "checksum mismatch", as for a flipped byte).
    if (kind < 0)
        QVERIFY2(contains(what, "truncated or damaged (the file has " + std::to_string(keep) + " bytes, its header describes " +
                                    std::to_string(full.size()) + ")"),
                 what.c_str());
    // describe_file() never throws and says something about it.
    QVERIFY(!train::describe_file(path.toStdString()).empty());
}

void TestCheckpointDamage::flippedByte_data() {
    QTest::addColumn<int>("where");  // -1: middle; -2: last byte (the CRC); else an offset
    QTest::newRow("middle") << -1;
    QTest::newRow("in the header") << 40;
    QTest::newRow("in the stored CRC") << -2;
}

void TestCheckpointDamage::flippedByte() {
    QFETCH(int, where);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = s_.saved_file(dir);
    QByteArray bytes = read_all(path);
    const qsizetype at = where == -1 ? bytes.size() / 2 : where == -2 ? bytes.size() - 1 : where;
    bytes[at] = char(bytes[at] ^ 0x5A);
    QVERIFY(test::write_file(path, bytes));
    const QString problem = s_.load_error_problem(path, {"damaged", "checksum"});
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestCheckpointDamage::pytorchZip() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("model.pt"));
    QByteArray zip("PK\x03\x04", 4);
    zip.append(QByteArray(200, '\0'));
    zip.append("archive/data.pkl");
    QVERIFY(test::write_file(path, zip));
    const QString problem = s_.load_error_problem(path, {"PyTorch", "not an Attention Studio checkpoint"});
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestCheckpointDamage::randomBinary() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("random.bin"));
    QByteArray bytes;
    uint32_t x = 12345;
    for (int i = 0; i < 4096; ++i) {
        x = x * 1664525u + 1013904223u;
        bytes.append(char(x >> 24));
    }
    bytes[0] = 'Z';  // not a zip, gzip or pickle by chance
    QVERIFY(test::write_file(path, bytes));
    const QString problem = s_.load_error_problem(path, {"not an Attention Studio checkpoint"});
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestCheckpointDamage::unsupportedVersion_data() {
    QTest::addColumn<int>("version");
    QTest::newRow("99") << 99;
    QTest::newRow("current + 1") << train::kCheckpointFormatVersion + 1;
    QTest::newRow("0") << 0;
}

void TestCheckpointDamage::unsupportedVersion() {
    QFETCH(int, version);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = s_.saved_file(dir);
    QByteArray bytes = read_all(path);
    // The u32 after the 16-byte magic, little-endian; nothing else is fixed
    // (so the CRC no longer matches: the version must be checked first).
    QCOMPARE(int(uchar(bytes[16])), train::kCheckpointFormatVersion);
    bytes[16] = char(version & 0xFF);
    bytes[17] = bytes[18] = bytes[19] = 0;
    QVERIFY(test::write_file(path, bytes));
    const QString problem = s_.load_error_problem(path, {"version " + std::to_string(version), "not supported"});
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

// A file as version 1 wrote it (no activation, position layout, embedding
// scale, logits bias or source pad in its model settings) opens, with the
// defaults that compute what version 1 computed.
// Rewrites the JSON header of the checkpoint at `path` with `edit`, as the
// given format version, and seals it with a new CRC (the file is otherwise
// the same bytes).
static bool rewriteHeader(const QString& path, const std::function<void(nlohmann::json&)>& edit, int version) {
    const QByteArray bytes = read_all(path);
    uint64_t header_size = 0;
    for (int i = 7; i >= 0; --i) header_size = (header_size << 8) | uchar(bytes[20 + i]);
    auto header = nlohmann::json::parse(bytes.mid(28, int(header_size)).toStdString());
    edit(header);
    header["format_version"] = version;
    const std::string text = header.dump();
    QByteArray out = bytes.left(16);
    for (int i = 0; i < 4; ++i) out.append(char((uint32_t(version) >> (8 * i)) & 0xff));
    for (int i = 0; i < 8; ++i) out.append(char((uint64_t(text.size()) >> (8 * i)) & 0xff));
    out += QByteArray::fromStdString(text) + bytes.mid(28 + int(header_size), bytes.size() - 28 - int(header_size) - 4);
    const uLong crc = crc32(0L, reinterpret_cast<const Bytef*>(out.constData()), uInt(out.size()));
    for (int i = 0; i < 4; ++i) out.append(char((crc >> (8 * i)) & 0xff));
    return test::write_file(path, out);
}

void TestCheckpointDamage::versionOneStillOpens() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = s_.saved_file(dir);
    bool wasRelu = false, erased = true;
    QVERIFY(rewriteHeader(
        path,
        [&](nlohmann::json& header) {
            wasRelu = header["model_config"]["activation"].get<std::string>() == "relu";
            for (const char* key : {"activation", "position_layout", "scale_embeddings", "output_bias", "source_pad_id"})
                erased = erased && header["model_config"].erase(key) == 1;
        },
        1));
    QVERIFY(wasRelu && erased);
    const auto loaded = train::load_model(path.toStdString(), torch::kCPU);
    const auto& c = loaded.model->config;
    QCOMPARE(c.activation, nn::Activation::ReLU);
    QCOMPARE(c.position_layout, nn::PositionLayout::Interleaved);
    QVERIFY(c.scale_embeddings);
    QVERIFY(!c.output_bias);
    QCOMPARE(c.source_pad_id, int64_t(-1));
    QVERIFY(!loaded.model->logits_bias.defined());
}

void TestCheckpointDamage::damagedLossScaleIsRefused_data() {
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("value");  // the header's object under `key`, as JSON
    QTest::newRow("no scale") << "loss_scaler" << R"({"good_steps":3})";
    QTest::newRow("not a number") << "loss_scaler" << R"({"scale":"big"})";
    QTest::newRow("far too large") << "loss_scaler" << R"({"scale":1e300})";
    QTest::newRow("negative") << "loss_scaler" << R"({"scale":-1})";
    // The loss log's window: its sums would go into the next logged mean.
    QTest::newRow("window not an object") << "log_window" << "5";
    QTest::newRow("window without tokens") << "log_window" << R"({"loss_sum":1,"nll_sum":1})";
    QTest::newRow("window of 0 tokens") << "log_window" << R"({"tokens":0,"loss_sum":1,"nll_sum":1})";
    QTest::newRow("window sum not a number") << "log_window" << R"({"tokens":3,"loss_sum":"x","nll_sum":1})";
    QTest::newRow("window without its NLL") << "log_window" << R"({"tokens":3,"loss_sum":1})";
}

// float16's loss scale, or the loss log's window, from a damaged header:
// refused, naming the file (a missing scale read past the end of nlohmann's
// map; 1e300 would have skipped a thousand steps).
void TestCheckpointDamage::damagedLossScaleIsRefused() {
    QFETCH(QString, key);
    QFETCH(QString, value);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = s_.saved_file(dir);
    QVERIFY(rewriteHeader(
        path, [&](nlohmann::json& header) { header[key.toStdString()] = nlohmann::json::parse(value.toStdString()); }, 2));
    for (const bool headerOnly : {false, true}) {
        try {
            if (headerOnly) train::load_checkpoint_header(path.toStdString());
            else train::load_checkpoint(path.toStdString());
            QFAIL("a damaged loss scale was read");
        } catch (const train::CheckpointError& e) {
            QVERIFY2(contains(e.what(), path.toStdString()) && contains(e.what(), "damaged"), e.what());
        }
    }
    // A sound one is read.
    QVERIFY(rewriteHeader(
        path,
        [&](nlohmann::json& header) {
            header["loss_scaler"] = {{"scale", 4096.0}};
            header["log_window"] = {{"tokens", 3}, {"loss_sum", 2.5}, {"nll_sum", 2.0}};
        },
        2));
    QCOMPARE(train::load_checkpoint_header(path.toStdString()).loss_scale, 4096.0);
    const auto window = train::load_checkpoint_header(path.toStdString());
    QCOMPARE(window.window_tokens, int64_t(3));
    QCOMPARE(window.window_loss, 2.5);
    QCOMPARE(window.window_nll, 2.0);
}

void TestCheckpointDamage::unknownSettingValueIsRefused_data() {
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("value");
    QTest::newRow("activation") << "activation" << "swiglu";
    QTest::newRow("position layout") << "position_layout" << "cos-then-sin";
}

// A setting's value this version does not know (a newer file's activation)
// is refused, naming it: it was read as the first value of its kind (a
// "swiglu" model translated as ReLU without a word).
void TestCheckpointDamage::unknownSettingValueIsRefused() {
    QFETCH(QString, key);
    QFETCH(QString, value);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = s_.saved_file(dir);
    QVERIFY(rewriteHeader(
        path, [&](nlohmann::json& header) { header["model_config"][key.toStdString()] = value.toStdString(); }, 2));
    for (const bool headerOnly : {false, true}) {
        try {
            if (headerOnly) train::load_checkpoint_header(path.toStdString());
            else train::load_model(path.toStdString(), torch::kCPU);
            QFAIL("an unknown setting value was read as a known one");
        } catch (const train::CheckpointError& e) {
            const std::string what = e.what();
            QVERIFY2(contains(what, path.toStdString()) && contains(what, value.toStdString()), e.what());
        }
    }
    // The known values are read as they are written.
    QVERIFY(rewriteHeader(
        path,
        [&](nlohmann::json& header) {
            header["model_config"]["activation"] = "gelu";
            header["model_config"]["position_layout"] = "sin-then-cos";
        },
        2));
    const nn::TransformerConfig read = train::load_checkpoint_header(path.toStdString()).model_config;
    QCOMPARE(read.activation, nn::Activation::GELU);
    QCOMPARE(read.position_layout, nn::PositionLayout::SinThenCos);
}

void TestCheckpointDamage::tokenizerVocabularyMismatch() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    train::Checkpoint c = s_.make_checkpoint();
    const int64_t model_vocab = s_.tokenizer.vocab_size() + 7;
    c.model_config.src_vocab_size = c.model_config.tgt_vocab_size = model_vocab;
    const QString path = dir.filePath(QStringLiteral("mismatch.ckpt"));
    train::save_checkpoint(c, path.toStdString());
    QVERIFY(train::load_checkpoint(path.toStdString()).step == c.step);  // the file itself is fine
    try {
        train::load_model(path.toStdString(), torch::kCPU);
        QFAIL("a tokenizer of another vocabulary size was accepted");
    } catch (const train::CheckpointError& e) {
        const std::string what = e.what();
        QVERIFY2(contains(what, path.toStdString()), e.what());
        QVERIFY2(contains(what, std::to_string(s_.tokenizer.vocab_size())), e.what());
        QVERIFY2(contains(what, std::to_string(model_vocab)), e.what());
        QVERIFY2(contains(what, "tokenizer"), e.what());
    }
}

void TestCheckpointDamage::weightWithWrongShape() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    train::Checkpoint c = s_.make_checkpoint();
    QVERIFY(!c.weights.empty());
    // Pick a 2-D weight from the middle and give it one extra row.
    size_t index = c.weights.size();
    for (size_t i = c.weights.size() / 2; i < c.weights.size(); ++i) {
        if (c.weights[i].second.dim() == 2) {
            index = i;
            break;
        }
    }
    QVERIFY(index < c.weights.size());
    const std::string name = c.weights[index].first;
    const auto sizes = c.weights[index].second.sizes().vec();
    c.weights[index].second = torch::zeros({sizes[0] + 1, sizes[1]});
    const QString path = dir.filePath(QStringLiteral("shape.ckpt"));
    train::save_checkpoint(c, path.toStdString());
    try {
        train::load_model(path.toStdString(), torch::kCPU);
        QFAIL("a weight of the wrong shape was accepted");
    } catch (const train::CheckpointError& e) {
        const std::string what = e.what();
        QVERIFY2(contains(what, path.toStdString()), e.what());
        QVERIFY2(contains(what, "'" + name + "'"), e.what());
        QVERIFY2(contains(what, "shape"), e.what());
    }
}

// A header whose settings ask for a model far larger than the file's weights
// (each row's model would take 256 MB or more, the file holds a few
// thousand numbers) is refused before the model is built, without taking
// that memory.
void TestCheckpointDamage::settingsLargerThanTheFile_data() {
    QTest::addColumn<int>("d_model");
    QTest::addColumn<int>("d_ff");
    QTest::addColumn<int>("max_positions");
    QTest::newRow("feed-forward width") << 32 << (1 << 20) << 16;
    QTest::newRow("position tables") << 32 << 64 << (1 << 20);
}

void TestCheckpointDamage::settingsLargerThanTheFile() {
    QFETCH(int, d_model);
    QFETCH(int, d_ff);
    QFETCH(int, max_positions);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    train::Checkpoint c = s_.make_checkpoint();
    c.model_config.d_model = d_model;
    c.model_config.d_ff = d_ff;
    c.model_config.max_positions = max_positions;
    c.model_config.d_k = c.model_config.d_v = 0;
    c.model_config.validate();  // valid settings: only their size is wrong
    const QString path = dir.filePath(QStringLiteral("large.ckpt"));
    train::save_checkpoint(c, path.toStdString());
    QVERIFY(test::resetPeakResident());
    const qint64 before = test::peakResident();
    try {
        train::load_model(path.toStdString(), torch::kCPU);
        QFAIL("settings far larger than the file were accepted");
    } catch (const train::CheckpointError& e) {
        const std::string what = e.what();
        QVERIFY2(contains(what, path.toStdString()), e.what());
        QVERIFY2(contains(what, "numbers"), e.what());
    }
    const qint64 grown = test::peakResident() - before;
    QVERIFY2(grown < 64 * 1024 * 1024,
             qPrintable(QStringLiteral("the peak resident memory grew by %1 MiB").arg(grown / (1024 * 1024))));
}

void TestCheckpointDamage::missingAndExtraWeights() {
    const train::Checkpoint base = s_.make_checkpoint();
    {
        train::NamedTensors state = base.weights;
        const std::string dropped = state.front().first;
        state.erase(state.begin());
        nn::Transformer m(s_.model->config);
        try {
            train::load_module_state(*m, state, "some/path.ckpt");
            QFAIL("a missing weight was accepted");
        } catch (const train::CheckpointError& e) {
            QVERIFY2(contains(e.what(), "some/path.ckpt"), e.what());
            QVERIFY2(contains(e.what(), "'" + dropped + "'"), e.what());
        }
    }
    {
        train::NamedTensors state = base.weights;
        state.emplace_back("not.a.weight", torch::zeros({2}));
        nn::Transformer m(s_.model->config);
        try {
            train::load_module_state(*m, state, "some/path.ckpt");
            QFAIL("an unknown weight was accepted");
        } catch (const train::CheckpointError& e) {
            QVERIFY2(contains(e.what(), "not.a.weight"), e.what());
        }
    }
}

void TestCheckpointDamage::fuzzFindingsAreRefused_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("needle");
    QTest::newRow("header nested 200k deep") << "crash-header-nested-200k" << "nested more than 32 levels deep";
    QTest::newRow("shape of terabytes") << "crash-tensor-table-huge-shape" << "does not fit in the file";
    QTest::newRow("element count overflows") << "crash-tensor-table-numel-overflow" << "does not fit in the file";
}

// The damaged files the fuzzer found (tests/fuzz/crashers/) are refused with
// a message naming the file and what is wrong, and allocate nothing first.
void TestCheckpointDamage::fuzzFindingsAreRefused() {
    QFETCH(QString, file);
    QFETCH(QString, needle);
    const QString path = QFINDTESTDATA("fuzz/crashers/fuzz_checkpoint/" + file);
    QVERIFY2(!path.isEmpty(), qPrintable(file));
    const QString problem = s_.load_error_problem(path, {needle.toStdString()});
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

QTEST_GUILESS_MAIN(TestCheckpointDamage)
#include "tst_checkpoint_damage.moc"
