// The names of the files a training run keeps in its folder, told apart in
// one place: last.ckpt (the newest state, which resumes the run),
// checkpoint-STEP.ckpt (kept every evaluation, pruned to the newest few),
// history.jsonl (the curves).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <string>

namespace studio::train {

// "checkpoint-400.ckpt" for 400.
std::string numbered_checkpoint_name(int64_t step);

// The step of a numbered checkpoint's file name ("checkpoint-400.ckpt" →
// 400); -1 for any other name ("checkpoint-x.ckpt", "last.ckpt",
// "checkpoint-400.ckpt.tmp-12").
int64_t numbered_checkpoint_step(const std::string& file_name);

// last.ckpt or a numbered checkpoint: a file a run writes and resumes from.
bool is_run_checkpoint_name(const std::string& file_name);

// Whether `dir` holds a run: a last.ckpt or a numbered checkpoint.
bool holds_run_checkpoints(const std::string& dir);

// Removes the temporaries that writers killed part-way left in `dir`
// (NAME.ckpt.tmp-PID of a process that no longer runs, history.jsonl.part
// when `history_too`). Returns how many were removed.
int remove_stale_temporaries(const std::string& dir, bool history_too);

}  // namespace studio::train
