// Reading a file written by torch.save (the zip format of PyTorch >= 1.6):
// the archive's records through LibTorch's PyTorchStreamReader, data.pkl
// through our unpickler (import/pickle.h), each storage from data/<key>.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "import/pickle.h"

#include <string>

namespace studio::import {

// The file's top-level object (for a training checkpoint: a dict with
// 'model_state_dict', 'optimizer_state_dict', 'epoch', 'global_step').
// Throws train::CheckpointError naming the file and what is wrong: missing,
// not a zip archive, the legacy (pre-1.6) format, a record missing, a pickle
// the unpickler refuses.
PyRef read_pytorch_file(const std::string& path);

}  // namespace studio::import
