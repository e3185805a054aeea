// Tests of the checkpoint file (model/train/checkpoint.h) and of opening one
// as a model (model/train/model_io.h): an exact round trip of every field,
// identical logits after load_model(), clear errors for every kind of bad
// file, atomic saving, and describe_file().
// SPDX-License-Identifier: GPL-3.0-or-later
#include <torch/torch.h>

#include <QtTest>

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

#include <map>
#include <string>
#include <vector>

using namespace studio;

namespace {

bool contains(const std::string& haystack, const std::string& needle) {
    return haystack.find(needle) != std::string::npos;
}

QByteArray read_all(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return f.readAll();
}

nn::TransformerConfig micro_config(int64_t vocab) {
    nn::TransformerConfig c = nn::TransformerConfig::preset("tiny");
    c.d_model = 32;
    c.num_heads = 4;
    c.num_encoder_layers = 1;
    c.num_decoder_layers = 1;
    c.d_ff = 64;
    c.src_vocab_size = vocab;
    c.tgt_vocab_size = vocab;
    return c;
}

// Fixed source and target-input ids (no specials except BOS at the start).
std::pair<torch::Tensor, torch::Tensor> fixed_input(int64_t vocab) {
    auto src = torch::tensor({{5, 9, 12, 7, 4, 2}, {8, 6, 2, 0, 0, 0}}, torch::kLong).remainder(vocab);
    auto tgt = torch::tensor({{1, 11, 6, 10, 5}, {1, 7, 4, 0, 0}}, torch::kLong).remainder(vocab);
    return {src, tgt};
}

bool bit_identical(const torch::Tensor& a, const torch::Tensor& b) {
    if (!a.defined() || !b.defined()) return a.defined() == b.defined();
    if (a.scalar_type() != b.scalar_type() || a.sizes() != b.sizes()) return false;
    auto ca = a.contiguous();
    auto cb = b.contiguous();
    const size_t n = static_cast<size_t>(ca.numel()) * ca.element_size();
    return n == 0 || std::memcmp(ca.data_ptr(), cb.data_ptr(), n) == 0;
}

QStringList tmp_files(const QString& dir) {
    QStringList out;
    for (const QString& name : QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot))
        if (name.contains(QStringLiteral(".tmp"))) out << name;
    return out;
}

}  // namespace

class TestCheckpoint : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();

    void roundTripKeepsEveryField();
    void loadModelGivesIdenticalLogits();
    void weightsKindWithoutRngRoundTrips();

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
    void tokenizerVocabularyMismatch();
    void weightWithWrongShape();
    void missingAndExtraWeights();

    void saveLeavesNoTemporaryFile();
    void saveIntoMissingDirectoryThrows();
    void saveReplacesExistingCheckpoint();
    void failedSaveKeepsOldCheckpoint();
    void saveOntoDirectoryThrows();

    void describeFile_data();
    void describeFile();

private:
    // A checkpoint of the micro model with every field set.
    train::Checkpoint make_checkpoint();
    // Saves make_checkpoint() to `name` in a fresh temporary folder.
    QString saved_file(QTemporaryDir& dir, const QString& name = QStringLiteral("model.ckpt"));
    // Empty when load_checkpoint(path) throws a CheckpointError that names
    // the path and has every one of `needles`; otherwise what went wrong.
    QString load_error_problem(const QString& path, const std::vector<std::string>& needles);

    tok::Tokenizer tokenizer_;
    nn::Transformer model_{nullptr};
};

void TestCheckpoint::initTestCase() {
    torch::manual_seed(11);
    tokenizer_ = test::small_tokenizer(40);
    QVERIFY(tokenizer_.valid());
    model_ = nn::Transformer(micro_config(tokenizer_.vocab_size()));
    model_->eval();
}

train::Checkpoint TestCheckpoint::make_checkpoint() {
    train::Checkpoint c;
    c.kind = "training";
    c.model_config = model_->config;
    c.training_config = train::TrainingConfig::preset("tiny");
    c.training_config.vocab_size = 40;
    c.training_config.seed = 1234;
    c.training_config.device = "cpu";
    c.tokenizer_kind = "sentencepiece";
    c.tokenizer_bytes = tokenizer_.bytes();
    c.weights = train::module_state(*model_);
    torch::manual_seed(5);
    int64_t n = 0;
    for (const auto& [name, tensor] : c.weights) {
        if (n++ >= 3) break;
        c.optimizer.emplace_back(name + ".exp_avg", torch::randn(tensor.sizes()));
        c.optimizer.emplace_back(name + ".exp_avg_sq", torch::rand(tensor.sizes(), torch::kFloat64));
        c.optimizer_steps.emplace_back(name, 100 + n);
    }
    c.optimizer.emplace_back("scalar.int64", torch::tensor(int64_t(-7)));
    c.optimizer.emplace_back("empty.int32", torch::empty({0, 3}, torch::kInt32));
    c.optimizer.emplace_back("flags.bool", torch::tensor({true, false, true}));
    c.step = 4321;
    c.epoch = 3;
    c.batch_in_epoch = 17;
    c.cpu_rng_state = at::detail::getDefaultCPUGenerator().get_state();
    c.data_fingerprint = "sha256:0123456789abcdef";
    c.dataset = R"({"kind":"tsv","path":"/data/pairs.tsv","src_column":2,"tgt_column":4})";
    c.history = {R"({"loss":2.5,"lr":0.001,"step":10})", R"({"bleu":12.25,"dev_loss":3.125,"step":20})"};
    return c;
}

QString TestCheckpoint::saved_file(QTemporaryDir& dir, const QString& name) {
    const QString path = dir.filePath(name);
    train::save_checkpoint(make_checkpoint(), path.toStdString());
    return path;
}

QString TestCheckpoint::load_error_problem(const QString& path, const std::vector<std::string>& needles) {
    try {
        train::load_checkpoint(path.toStdString());
    } catch (const train::CheckpointError& e) {
        const std::string what = e.what();
        if (e.path() != path.toStdString()) return QStringLiteral("wrong path in the error: ") + QString::fromStdString(what);
        if (!contains(what, path.toStdString()))
            return QStringLiteral("the error does not name the path: ") + QString::fromStdString(what);
        for (const auto& needle : needles) {
            if (!contains(what, needle))
                return QStringLiteral("'%1' missing from: %2").arg(QString::fromStdString(needle), QString::fromStdString(what));
        }
        return {};
    } catch (const std::exception& e) {
        return QStringLiteral("not a CheckpointError: ") + QString::fromUtf8(e.what());
    }
    return QStringLiteral("the file loaded without error");
}

// --- round trips ---

void TestCheckpoint::roundTripKeepsEveryField() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const train::Checkpoint original = make_checkpoint();
    const QString path = dir.filePath(QStringLiteral("rt.ckpt"));
    train::save_checkpoint(original, path.toStdString());
    QVERIFY(QFileInfo(path).size() > 1000);
    QVERIFY(read_all(path).startsWith("ATTNSTUDIO-CKPT\n"));

    const train::Checkpoint loaded = train::load_checkpoint(path.toStdString());
    QCOMPARE(QString::fromStdString(loaded.kind), QStringLiteral("training"));
    QCOMPARE(QString::fromStdString(loaded.model_config.to_json()), QString::fromStdString(original.model_config.to_json()));
    QCOMPARE(QString::fromStdString(loaded.training_config.to_json()),
             QString::fromStdString(original.training_config.to_json()));
    QCOMPARE(loaded.model_config.d_model, int64_t(32));
    QCOMPARE(loaded.model_config.src_vocab_size, tokenizer_.vocab_size());
    QCOMPARE(loaded.training_config.seed, uint64_t(1234));
    QCOMPARE(QString::fromStdString(loaded.tokenizer_kind), QStringLiteral("sentencepiece"));
    QVERIFY(loaded.tokenizer_bytes == original.tokenizer_bytes);
    QCOMPARE(loaded.step, int64_t(4321));
    QCOMPARE(loaded.epoch, int64_t(3));
    QCOMPARE(loaded.batch_in_epoch, int64_t(17));
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

void TestCheckpoint::loadModelGivesIdenticalLogits() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = saved_file(dir);
    const auto [src, tgt] = fixed_input(tokenizer_.vocab_size());

    torch::Tensor expected;
    {
        torch::NoGradGuard no_grad;
        model_->eval();
        expected = model_->forward(src, tgt);
    }
    train::LoadedModel loaded = train::load_model(path.toStdString(), torch::kCPU);
    QVERIFY(!loaded.model.is_empty());
    QVERIFY(!loaded.model->is_training());
    QVERIFY(loaded.tokenizer.valid());
    QVERIFY(loaded.tokenizer.bytes() == tokenizer_.bytes());
    QCOMPARE(loaded.tokenizer.vocab_size(), tokenizer_.vocab_size());
    QCOMPARE(loaded.checkpoint.step, int64_t(4321));
    QVERIFY(loaded.model.ptr() != model_.ptr());

    torch::Tensor actual;
    {
        torch::NoGradGuard no_grad;
        actual = loaded.model->forward(src, tgt);
    }
    QCOMPARE(actual.sizes().vec(), expected.sizes().vec());
    QVERIFY2(torch::equal(actual, expected), "logits differ after save and load_model");

    // A freshly initialised model gives other logits (the check is not vacuous).
    torch::manual_seed(99);
    nn::Transformer fresh(micro_config(tokenizer_.vocab_size()));
    fresh->eval();
    torch::NoGradGuard no_grad;
    QVERIFY(!torch::equal(fresh->forward(src, tgt), expected));
}

void TestCheckpoint::weightsKindWithoutRngRoundTrips() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    train::Checkpoint c = make_checkpoint();
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

// --- bad files ---

void TestCheckpoint::missingFile() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString problem = load_error_problem(dir.filePath(QStringLiteral("nothing-here.ckpt")), {"cannot open"});
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestCheckpoint::emptyFile() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("empty.ckpt"));
    QVERIFY(test::write_file(path, QByteArray()));
    QVERIFY(QFileInfo::exists(path));
    const QString problem = load_error_problem(path, {"empty"});
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestCheckpoint::truncatedFile_data() {
    QTest::addColumn<int>("kind");  // >0: keep this many bytes; -1: half; -2: all but one byte
    QTest::newRow("10 bytes") << 10;
    QTest::newRow("magic only (16 bytes)") << 16;
    QTest::newRow("magic and version (20 bytes)") << 20;
    QTest::newRow("fixed part, no header (40 bytes)") << 40;
    QTest::newRow("half") << -1;
    QTest::newRow("all but 1 byte") << -2;
}

void TestCheckpoint::truncatedFile() {
    QFETCH(int, kind);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = saved_file(dir);
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
    // describe_file() never throws and says something about it.
    QVERIFY(!train::describe_file(path.toStdString()).empty());
}

void TestCheckpoint::flippedByte_data() {
    QTest::addColumn<int>("where");  // -1: middle; -2: last byte (the CRC); else an offset
    QTest::newRow("middle") << -1;
    QTest::newRow("in the header") << 40;
    QTest::newRow("in the stored CRC") << -2;
}

void TestCheckpoint::flippedByte() {
    QFETCH(int, where);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = saved_file(dir);
    QByteArray bytes = read_all(path);
    const qsizetype at = where == -1 ? bytes.size() / 2 : where == -2 ? bytes.size() - 1 : where;
    bytes[at] = char(bytes[at] ^ 0x5A);
    QVERIFY(test::write_file(path, bytes));
    const QString problem = load_error_problem(path, {"damaged", "checksum"});
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestCheckpoint::pytorchZip() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("model.pt"));
    QByteArray zip("PK\x03\x04", 4);
    zip.append(QByteArray(200, '\0'));
    zip.append("archive/data.pkl");
    QVERIFY(test::write_file(path, zip));
    const QString problem = load_error_problem(path, {"PyTorch", "not an Attention Studio checkpoint"});
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestCheckpoint::randomBinary() {
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
    const QString problem = load_error_problem(path, {"not an Attention Studio checkpoint"});
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestCheckpoint::unsupportedVersion_data() {
    QTest::addColumn<int>("version");
    QTest::newRow("99") << 99;
    QTest::newRow("current + 1") << train::kCheckpointFormatVersion + 1;
    QTest::newRow("0") << 0;
}

void TestCheckpoint::unsupportedVersion() {
    QFETCH(int, version);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = saved_file(dir);
    QByteArray bytes = read_all(path);
    // The u32 after the 16-byte magic, little-endian; nothing else is fixed
    // (so the CRC no longer matches: the version must be checked first).
    QCOMPARE(int(uchar(bytes[16])), train::kCheckpointFormatVersion);
    bytes[16] = char(version & 0xFF);
    bytes[17] = bytes[18] = bytes[19] = 0;
    QVERIFY(test::write_file(path, bytes));
    const QString problem = load_error_problem(path, {"version " + std::to_string(version), "not supported"});
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestCheckpoint::tokenizerVocabularyMismatch() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    train::Checkpoint c = make_checkpoint();
    const int64_t model_vocab = tokenizer_.vocab_size() + 7;
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
        QVERIFY2(contains(what, std::to_string(tokenizer_.vocab_size())), e.what());
        QVERIFY2(contains(what, std::to_string(model_vocab)), e.what());
        QVERIFY2(contains(what, "tokenizer"), e.what());
    }
}

void TestCheckpoint::weightWithWrongShape() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    train::Checkpoint c = make_checkpoint();
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

void TestCheckpoint::missingAndExtraWeights() {
    const train::Checkpoint base = make_checkpoint();
    {
        train::NamedTensors state = base.weights;
        const std::string dropped = state.front().first;
        state.erase(state.begin());
        nn::Transformer m(model_->config);
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
        nn::Transformer m(model_->config);
        try {
            train::load_module_state(*m, state, "some/path.ckpt");
            QFAIL("an unknown weight was accepted");
        } catch (const train::CheckpointError& e) {
            QVERIFY2(contains(e.what(), "not.a.weight"), e.what());
        }
    }
}

// --- atomic saving ---

void TestCheckpoint::saveLeavesNoTemporaryFile() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = saved_file(dir, QStringLiteral("a.ckpt"));
    saved_file(dir, QStringLiteral("b.ckpt"));
    train::save_checkpoint(make_checkpoint(), path.toStdString());  // over an existing one
    QCOMPARE(tmp_files(dir.path()), QStringList());
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), (QStringList{"a.ckpt", "b.ckpt"}));
}

void TestCheckpoint::saveIntoMissingDirectoryThrows() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString missing = dir.filePath(QStringLiteral("no/such/folder"));
    const QString path = missing + QStringLiteral("/model.ckpt");
    try {
        train::save_checkpoint(make_checkpoint(), path.toStdString());
        QFAIL("saving into a missing folder succeeded");
    } catch (const train::CheckpointError& e) {
        QVERIFY2(contains(e.what(), path.toStdString()), e.what());
        QCOMPARE(QString::fromStdString(e.path()), path);
    }
    QVERIFY(!QFileInfo::exists(missing));
    QVERIFY(!QFileInfo::exists(path));
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList());
}

void TestCheckpoint::saveReplacesExistingCheckpoint() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("last.ckpt"));
    // A first, larger checkpoint...
    train::save_checkpoint(make_checkpoint(), path.toStdString());
    const qint64 first_size = QFileInfo(path).size();
    // ...replaced by a smaller one: nothing of the first may remain.
    train::Checkpoint smaller = make_checkpoint();
    smaller.kind = "weights";
    smaller.optimizer.clear();
    smaller.optimizer_steps.clear();
    smaller.step = 7;
    smaller.history = {R"({"step":7})"};
    train::save_checkpoint(smaller, path.toStdString());
    QVERIFY(QFileInfo(path).size() < first_size);

    const QString reference = dir.filePath(QStringLiteral("reference.ckpt"));
    train::save_checkpoint(smaller, reference.toStdString());
    QCOMPARE(read_all(path), read_all(reference));
    const auto loaded = train::load_checkpoint(path.toStdString());
    QCOMPARE(loaded.step, int64_t(7));
    QCOMPARE(QString::fromStdString(loaded.kind), QStringLiteral("weights"));
    QVERIFY(loaded.optimizer.empty());
    QCOMPARE(tmp_files(dir.path()), QStringList());
}

void TestCheckpoint::failedSaveKeepsOldCheckpoint() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = saved_file(dir);
    const QByteArray before = read_all(path);

    // A tensor type the format cannot store makes the save fail.
    train::Checkpoint bad = make_checkpoint();
    bad.step = 1;
    bad.optimizer.emplace_back("unstorable.int16", torch::zeros({4}, torch::kInt16));
    try {
        train::save_checkpoint(bad, path.toStdString());
        QFAIL("an int16 tensor was saved");
    } catch (const train::CheckpointError& e) {
        QVERIFY2(contains(e.what(), path.toStdString()), e.what());
        QVERIFY2(contains(e.what(), "unstorable.int16"), e.what());
    }
    QCOMPARE(read_all(path), before);
    QCOMPARE(train::load_checkpoint(path.toStdString()).step, int64_t(4321));
    QCOMPARE(tmp_files(dir.path()), QStringList());
}

void TestCheckpoint::saveOntoDirectoryThrows() {
    // The final rename fails when the target is a (non-empty) folder: the
    // folder and its content stay, and no temporary file is left.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("occupied.ckpt"));
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("occupied.ckpt")));
    const QString inside = path + QStringLiteral("/keep.txt");
    QVERIFY(test::write_file(inside, QByteArray("keep me")));
    try {
        train::save_checkpoint(make_checkpoint(), path.toStdString());
        QFAIL("saving over a folder succeeded");
    } catch (const train::CheckpointError& e) {
        QVERIFY2(contains(e.what(), path.toStdString()), e.what());
    }
    QVERIFY(QFileInfo(path).isDir());
    QCOMPARE(read_all(inside), QByteArray("keep me"));
    QCOMPARE(tmp_files(dir.path()), QStringList());
}

// --- describe_file ---

void TestCheckpoint::describeFile_data() {
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("expected");
    QTest::newRow("ours") << "ours" << "Attention Studio checkpoint (training";
    QTest::newRow("ours, damaged") << "damaged" << "damaged Attention Studio checkpoint";
    QTest::newRow("zip") << "zip" << "PyTorch checkpoint (zip archive)";
    QTest::newRow("pickle") << "pickle" << "PyTorch checkpoint (legacy pickle)";
    QTest::newRow("gzip") << "gzip" << "gzip-compressed file";
    QTest::newRow("garbage") << "garbage" << "unknown file";
    QTest::newRow("empty") << "empty" << "unknown file";
    QTest::newRow("missing") << "missing" << "missing";
}

void TestCheckpoint::describeFile() {
    QFETCH(QString, kind);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("file"));
    if (kind == QLatin1String("ours")) {
        train::save_checkpoint(make_checkpoint(), path.toStdString());
    } else if (kind == QLatin1String("damaged")) {
        train::save_checkpoint(make_checkpoint(), path.toStdString());
        QByteArray bytes = read_all(path);
        bytes[bytes.size() / 2] = char(bytes[bytes.size() / 2] ^ 1);
        QVERIFY(test::write_file(path, bytes));
    } else if (kind == QLatin1String("zip")) {
        QVERIFY(test::write_file(path, QByteArray("PK\x03\x04", 4) + QByteArray(64, 'x')));
    } else if (kind == QLatin1String("pickle")) {
        QVERIFY(test::write_file(path, QByteArray("\x80\x02}q\x00(X", 7)));
    } else if (kind == QLatin1String("gzip")) {
        QVERIFY(test::write_file(path, QByteArray("\x1f\x8b\x08\x00\x00\x00\x00\x00", 8) + QByteArray(32, '\x03')));
    } else if (kind == QLatin1String("garbage")) {
        QVERIFY(test::write_file(path, QByteArray("hello, this is just some text\n")));
    } else if (kind == QLatin1String("empty")) {
        QVERIFY(test::write_file(path, QByteArray()));
    }
    const std::string description = train::describe_file(path.toStdString());
    QVERIFY2(contains(description, expected.toStdString()), description.c_str());
    if (kind == QLatin1String("ours")) QVERIFY2(contains(description, "format version 1"), description.c_str());
    if (kind != QLatin1String("ours") && kind != QLatin1String("damaged") && kind != QLatin1String("missing")) {
        // Not ours: loading says so and repeats the description.
        try {
            train::load_checkpoint(path.toStdString());
            QFAIL("loaded a file that is not a checkpoint");
        } catch (const train::CheckpointError& e) {
            QVERIFY2(contains(e.what(), "not an Attention Studio checkpoint"), e.what());
        }
    }
}

QTEST_GUILESS_MAIN(TestCheckpoint)
#include "tst_checkpoint.moc"
