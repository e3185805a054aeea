// Reading a file written by torch.save (the zip format of PyTorch >= 1.6):
// the archive's records through StoredZip (import/stored_zip.h: stored
// records only, every claimed size checked against the file before it is
// read), data.pkl through our unpickler (import/pickle.h), each storage from
// data/<key>, whose claimed element count must fit the file and match its
// record exactly.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "import/pickle.h"

#include <string>

namespace studio::import {

// The file's top-level object (for a training checkpoint: a dict with
// 'model_state_dict', 'optimizer_state_dict', 'epoch', 'global_step').
// Throws train::CheckpointError naming the file and what is wrong: missing,
// not a zip archive, the legacy (pre-1.6) format, a record missing,
// compressed or larger than the file, a storage claiming more elements than
// the file holds, a pickle the unpickler refuses.
PyRef read_pytorch_file(const std::string& path);

}  // namespace studio::import
