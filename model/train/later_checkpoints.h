// A run folder's checkpoints beyond a step: continuing an earlier checkpoint
// of a run in its own folder replaces them (the trainer cuts the history
// back to that step and writes its checkpoints over theirs), so the CLI and
// the app ask before they do it.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <string>

namespace studio::train {

struct LaterCheckpoint {
    int64_t step = -1;  // -1: none
    std::string file;   // its file name in the folder ("last.ckpt", "checkpoint-400.ckpt")
};

// The checkpoint of `dir` at the highest step above `step`: numbered ones by
// their name, last.ckpt by its header (one that cannot be read is left out).
LaterCheckpoint later_checkpoint(const std::string& dir, int64_t step);

// Removes those checkpoints (every one above `step`), so that the folder's
// newest is again the run's. Returns how many were removed.
int discard_checkpoints_after(const std::string& dir, int64_t step);

}  // namespace studio::train
