// The checkpoint tests' shared samples (tst_checkpoint, tst_checkpoint_save):
// a micro model with a small tokenizer, a checkpoint with every field set,
// and checks of files and error messages.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nn/transformer.h"
#include "tokenizer/tokenizer.h"
#include "train/checkpoint.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <string>
#include <utility>
#include <vector>

namespace studio::test {

bool contains(const std::string& haystack, const std::string& needle);
QByteArray read_all(const QString& path);
nn::TransformerConfig micro_config(int64_t vocab);
// Fixed source and target-input ids (no specials except BOS at the start).
std::pair<torch::Tensor, torch::Tensor> fixed_input(int64_t vocab);
bool bit_identical(const torch::Tensor& a, const torch::Tensor& b);
// Names in `dir` that look like temporary files of an unfinished save.
QStringList tmp_files(const QString& dir);

class CheckpointSamples {
public:
    // Reports failures through QTest (check QTest::currentTestFailed()).
    void set_up();
    // A checkpoint of the micro model with every field set.
    train::Checkpoint make_checkpoint();
    // Saves make_checkpoint() to `name` in a fresh temporary folder.
    QString saved_file(QTemporaryDir& dir, const QString& name = QStringLiteral("model.ckpt"));
    // Empty when load_checkpoint(path) throws a CheckpointError that names
    // the path and has every one of `needles`; otherwise what went wrong.
    QString load_error_problem(const QString& path, const std::vector<std::string>& needles);

    tok::Tokenizer tokenizer;
    nn::Transformer model{nullptr};
};

}  // namespace studio::test
