// The tokenizer an experiment's (or a sweep's) runs share: DIR/tokenizer.model,
// the SentencePiece model the first run trained. Every later run reads it, so
// a damaged copy (a full disk, a killed process) must never stay in place:
// it is written atomically and checked when read.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>

namespace studio::train {

// Writes `bytes` to `path` through a temporary file that is checked and then
// renamed. Throws std::runtime_error naming the path and the system's reason;
// nothing is left at `path` (nor a temporary file) then.
void write_shared_tokenizer(const std::string& path, const std::string& bytes);

// The file's bytes, or "" when there is none. A file that is not a valid
// SentencePiece model (empty, cut short) is removed and `note` says so: the
// next run trains its own tokenizer, which is then shared.
std::string read_shared_tokenizer(const std::string& path, std::string* note);

}  // namespace studio::train
