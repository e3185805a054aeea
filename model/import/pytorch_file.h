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
// Files in the legacy format (before PyTorch 1.6; still in some Hugging Face
// folders) are read by read_legacy_pytorch_file().
// Throws train::CheckpointError naming the file and what is wrong: missing,
// not a zip archive or a legacy stream, a record missing,
// compressed or larger than the file, a storage claiming more elements than
// the file holds, a pickle the unpickler refuses.
PyRef read_pytorch_file(const std::string& path);

// Whether the file starts as torch.save writes: a zip archive ("PK"), or the
// legacy format's pickle (protocol 2 to 5). Reads two bytes; false when the
// file cannot be read.
bool looks_like_pytorch_file(const std::string& path);

// torch.save's legacy format: five pickles one after another (a magic
// number, the protocol version 1001, the system's byte order and type sizes,
// the object with storages named by persistent id, the list of storage
// keys), then every storage in that list's order as an int64 element count
// and its raw bytes. Every count is checked against the file before memory
// is taken; a stream that ends early is refused naming the storage.
PyRef read_legacy_pytorch_file(const std::string& path);

// torch.XStorage -> element type (the storage classes torch.save names).
// Throws train::CheckpointError naming an unsupported one.
torch::ScalarType storage_dtype(const std::string& name, const std::string& path);

}  // namespace studio::import
