// Fuzz target: the readers of a Hugging Face Marian folder (issue 38 §5).
//   - read_safetensors() on the input as a .safetensors file;
//   - read_pytorch_file() on torch.save's legacy magic followed by the
//     input (the legacy stream's pickles and storages), and on the input
//     itself;
//   - the folder reader with the input as config.json (beside it nothing
//     else: the configuration is parsed before anything is missed), as
//     vocab.json (PieceVocab::from_json) and as the stored Marian tokenizer
//     (load_marian_parts, CBOR).
// The documented refusals are CheckpointError (files, folders) and
// TokenizerError (vocabularies, the stored tokenizer); anything else is a
// finding.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/marian_import.h"
#include "import/pytorch_file.h"
#include "import/safetensors.h"
#include "tokenizer/marian_vocab.h"
#include "tokenizer/tokenizer.h"

#include "fuzz_scratch.h"

#include <torch/torch.h>

#include <sys/stat.h>
#include <unistd.h>

#include <string>

using studio::train::CheckpointError;
using studio::tok::TokenizerError;

namespace {

// pickle.dumps(0x1950a86a20f9469cfc6c, protocol=2): what a legacy stream starts with.
const std::string kLegacyMagic("\x80\x02\x8a\x0a\x6c\xfc\x9c\x46\xf9\x20\x6a\xa8\x50\x19\x2e", 15);

// A folder of its own per process, holding config.json.
class ScratchFolder {
public:
    ScratchFolder() : file_("marian-folder") {
        dir_ = file_.path() + ".d";
        mkdir(dir_.c_str(), 0700);
    }
    ~ScratchFolder() {
        std::remove((dir_ + "/config.json").c_str());
        rmdir(dir_.c_str());
    }
    const std::string& dir() const { return dir_; }

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
    static const studio::fuzz::ScratchFile file("marian");
    static const studio::fuzz::ScratchFile legacy("marian-legacy");
    static const ScratchFolder folder;
    const std::string bytes(reinterpret_cast<const char*>(data), size);

    file.write(bytes);
    try {
        studio::import::read_safetensors(file.path());
    } catch (const CheckpointError&) {
    }
    try {
        studio::import::read_pytorch_file(file.path());
    } catch (const CheckpointError&) {
    }
    legacy.write(kLegacyMagic + bytes);
    try {
        studio::import::read_pytorch_file(legacy.path());
    } catch (const CheckpointError&) {
    }

    {  // the same bytes as the folder's config.json
        std::FILE* f = std::fopen((folder.dir() + "/config.json").c_str(), "wb");
        if (f) {
            if (size) std::fwrite(data, 1, size, f);
            std::fclose(f);
        }
    }
    try {
        studio::import::read_marian_folder(folder.dir());
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
