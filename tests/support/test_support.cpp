// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/test_support.h"

#include <algorithm>

#include <QDir>
#include <QFile>
#include <QProcess>

namespace studio::test {

QString cli_path() { return QStringLiteral(STUDIO_BIN_DIR) + QStringLiteral("/attention-studio-cli"); }

QString fixture_dir() { return QStringLiteral(STUDIO_FIXTURE_DIR); }

CliResult run_cli(const QStringList& args, const QByteArray& input, int timeout_ms) {
    return run_cli(QProcessEnvironment::systemEnvironment(), args, input, timeout_ms);
}

CliResult run_cli(const QProcessEnvironment& environment, const QStringList& args, const QByteArray& input,
                  int timeout_ms) {
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(cli_path(), args);
    CliResult result;
    if (!process.waitForStarted(10000)) return result;
    if (!input.isEmpty()) process.write(input);
    process.closeWriteChannel();
    result.finished = process.waitForFinished(timeout_ms);
    if (!result.finished) {
        process.kill();
        process.waitForFinished(5000);
    }
    result.exit_code = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    return result;
}

std::vector<std::string> small_corpus() {
    return {"the cat sits on the mat", "die katze sitzt auf der matte", "a dog runs in the park",
            "ein hund rennt im park",  "the sun is warm today",          "die sonne ist heute warm",
            "we read a good book",     "wir lesen ein gutes buch",       "the children play outside",
            "die kinder spielen draussen", "my friend drinks tea",       "mein freund trinkt tee"};
}

std::vector<std::string> slow_to_tokenize_corpus(int sentences) {
    uint64_t state = 0x9e3779b97f4a7c15ull;  // xorshift: the same words on every machine
    auto next = [&state] {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        return state;
    };
    std::vector<std::string> lexicon(30000);
    for (std::string& word : lexicon) {
        const int letters = 3 + int(next() % 8);
        for (int i = 0; i < letters; ++i) word += char('a' + next() % 26);
    }
    std::vector<std::string> out(size_t(std::max(sentences, 0)));
    for (std::string& sentence : out) {
        for (int w = 0; w < 12; ++w) {
            if (w > 0) sentence += ' ';
            sentence += lexicon[next() % lexicon.size()];
        }
    }
    return out;
}

tok::Tokenizer small_tokenizer(int vocab_size) {
    return tok::Tokenizer::train(small_corpus(), vocab_size, 1);
}

bool write_file(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) return false;
    return f.write(bytes) == bytes.size();
}

}  // namespace studio::test
