// Fuzz target: the readers of a Hugging Face Marian folder's small files and
// the mapping of its weights (issue 38 §5). The input is cut at NUL bytes
// into up to six parts, written as config.json, generation_config.json,
// tokenizer_config.json, vocab.json, target_vocab.json and model.safetensors
// (an empty or missing part: no such file; source.spm and target.spm are
// always there, empty); then
//   - read_marian_folder() on that folder and, where it is accepted,
//     import_marian_weights() (the weights read, mapped by config.json's
//     sizes, every shape and the position table checked);
//   - the whole input as vocab.json (PieceVocab::from_json) and as the
//     stored Marian tokenizer (load_marian_parts, CBOR).
// The .spm files themselves are SentencePiece's (fuzz_tokenizer loads
// models). CheckpointError and TokenizerError are the documented refusals;
// anything else is a finding.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/marian_import.h"
#include "tokenizer/marian_vocab.h"
#include "tokenizer/tokenizer.h"

#include "fuzz_scratch.h"

#include <torch/torch.h>

#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <string>
#include <vector>

using studio::train::CheckpointError;
using studio::tok::TokenizerError;

namespace {

const char* const kFiles[] = {"config.json",     "generation_config.json", "tokenizer_config.json",
                              "vocab.json",      "target_vocab.json",      "model.safetensors"};

// A folder of its own per process.
class ScratchFolder {
public:
    ScratchFolder() : file_("marian-folder") {
        dir_ = file_.path() + ".d";
        mkdir(dir_.c_str(), 0700);
        for (const char* name : {"source.spm", "target.spm"}) write(name, "");
    }
    ~ScratchFolder() {
        for (const char* name : kFiles) std::remove(path(name).c_str());
        for (const char* name : {"source.spm", "target.spm"}) std::remove(path(name).c_str());
        rmdir(dir_.c_str());
    }
    const std::string& dir() const { return dir_; }
    std::string path(const char* name) const { return dir_ + "/" + name; }
    void write(const char* name, const std::string& bytes) const {
        std::FILE* f = std::fopen(path(name).c_str(), "wb");
        if (!f) studio::fuzz::violated("cannot write the scratch folder");
        if (!bytes.empty()) std::fwrite(bytes.data(), 1, bytes.size(), f);
        std::fclose(f);
    }

private:
    studio::fuzz::ScratchFile file_;
    std::string dir_;
};

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    torch::set_num_threads(1);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static const ScratchFolder folder;
    const std::string bytes(reinterpret_cast<const char*>(data), size);

    std::vector<std::string> parts(1);
    for (char ch : bytes) {
        if (ch == '\0' && parts.size() < std::size(kFiles)) parts.emplace_back();
        else parts.back() += ch;
    }
    for (size_t i = 0; i < std::size(kFiles); ++i) {
        if (i < parts.size() && !parts[i].empty()) folder.write(kFiles[i], parts[i]);
        else std::remove(folder.path(kFiles[i]).c_str());
    }
    try {
        studio::import::import_marian_weights(studio::import::read_marian_folder(folder.dir()));
    } catch (const CheckpointError&) {
    }

    try {
        studio::tok::PieceVocab::from_json(bytes, "vocab.json");
    } catch (const TokenizerError&) {
    }
    try {
        studio::tok::load_marian_parts(bytes);
    } catch (const TokenizerError&) {
    }
    return 0;
}
