// Fuzz target: the safetensors reader (issue 38 §5), read_safetensors() on
// the input as a model.safetensors file (an 8-byte header length, a JSON
// header of dtype / shape / data_offsets, the raw data). What it returns
// must hold: the tensors do not overlap and lie inside the file, so their
// bytes together are fewer than the file's.
// CheckpointError is the documented refusal; anything else is a finding.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/safetensors.h"

#include "fuzz_scratch.h"

#include <torch/torch.h>

#include <string>

using studio::fuzz::violated;
using studio::train::CheckpointError;

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    torch::set_num_threads(1);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static const studio::fuzz::ScratchFile file("safetensors");
    file.write(data, size);
    try {
        const auto tensors = studio::import::read_safetensors(file.path());
        size_t bytes = 8;  // the header's length
        for (const auto& named : tensors) bytes += named.second.numel() * named.second.element_size();
        if (bytes > size) violated("tensors holding more bytes than the file they were read from");
    } catch (const CheckpointError&) {
    }
    return 0;
}
