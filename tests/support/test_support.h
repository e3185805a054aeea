// Helpers shared by the tests that need the engine: running the CLI, the
// shared trained model (a CTest fixture), small tokenizers.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tokenizer/tokenizer.h"

#include <QByteArray>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include <string>
#include <vector>

namespace studio::test {

struct CliResult {
    int exit_code = -1;
    QByteArray out;
    QByteArray err;
    bool finished = false;
};

// Runs build/bin/attention-studio-cli with `args`, feeding `input` on stdin.
CliResult run_cli(const QStringList& args, const QByteArray& input = {}, int timeout_ms = 120000);
// The same in `environment` (e.g. QProcessEnvironment::systemEnvironment()
// with one variable changed) instead of this process's environment.
CliResult run_cli(const QProcessEnvironment& environment, const QStringList& args, const QByteArray& input = {},
                  int timeout_ms = 120000);

QString cli_path();

// The folder of the shared model trained once per test run by the
// "train_fixture_model" CTest fixture (holds last.ckpt and the demo data).
QString fixture_dir();

// A SentencePiece tokenizer trained on a few short English/German sentences.
tok::Tokenizer small_tokenizer(int vocab_size = 60);
std::vector<std::string> small_corpus();
// Sentences of made-up words (a 30 000-word lexicon) on which SentencePiece
// trains for seconds to minutes at large vocabularies: for tests that end a
// training while it runs. Deterministic.
std::vector<std::string> slow_to_tokenize_corpus(int sentences = 60000);

// Writes bytes to a file; returns false on failure.
bool write_file(const QString& path, const QByteArray& bytes);

}  // namespace studio::test
