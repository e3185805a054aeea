// Fuzz target: torch.save's legacy (pre-1.6, non-zip) stream, which some
// opus-mt folders' pytorch_model.bin still are (issue 38 §5):
// read_pytorch_file() on the legacy magic number followed by the input (the
// protocol and system-info pickles, the object pickle with its storages'
// persistent ids, the storage keys and each storage's length and bytes), and
// on the input itself (what decides between the zip and legacy layouts).
// CheckpointError is the documented refusal; anything else is a finding.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/pytorch_file.h"
#include "train/checkpoint.h"

#include "fuzz_scratch.h"

#include <torch/torch.h>

#include <string>

using studio::train::CheckpointError;

namespace {

// pickle.dumps(0x1950a86a20f9469cfc6c, protocol=2): what a legacy stream starts with.
const std::string kLegacyMagic("\x80\x02\x8a\x0a\x6c\xfc\x9c\x46\xf9\x20\x6a\xa8\x50\x19\x2e", 15);

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    torch::set_num_threads(1);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static const studio::fuzz::ScratchFile file("legacy");
    const std::string bytes(reinterpret_cast<const char*>(data), size);
    file.write(kLegacyMagic + bytes);
    try {
        studio::import::read_pytorch_file(file.path());
    } catch (const CheckpointError&) {
    }
    file.write(bytes);
    try {
        studio::import::read_pytorch_file(file.path());
    } catch (const CheckpointError&) {
    }
    return 0;
}
