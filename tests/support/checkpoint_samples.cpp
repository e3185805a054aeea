// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/checkpoint_samples.h"

#include "support/test_support.h"

#include "train/model_io.h"

#include <QDir>
#include <QFile>
#include <QtTest>
#include <torch/torch.h>

#include <cstring>

namespace studio::test {

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

void CheckpointSamples::set_up() {
    torch::manual_seed(11);
    tokenizer = small_tokenizer(40);
    QVERIFY(tokenizer.valid());
    model = nn::Transformer(micro_config(tokenizer.vocab_size()));
    model->eval();
}

train::Checkpoint CheckpointSamples::make_checkpoint() {
    train::Checkpoint c;
    c.kind = "training";
    c.model_config = model->config;
    c.training_config = train::TrainingConfig::preset("tiny");
    c.training_config.vocab_size = 40;
    c.training_config.seed = 1234;
    c.training_config.device = "cpu";
    c.tokenizer_kind = "sentencepiece";
    c.tokenizer_bytes = tokenizer.bytes();
    c.weights = train::module_state(*model);
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

QString CheckpointSamples::saved_file(QTemporaryDir& dir, const QString& name) {
    const QString path = dir.filePath(name);
    train::save_checkpoint(make_checkpoint(), path.toStdString());
    return path;
}

QString CheckpointSamples::load_error_problem(const QString& path, const std::vector<std::string>& needles) {
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

}  // namespace studio::test
