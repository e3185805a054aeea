// The Trainer's run-folder bookkeeping: the history file and the numbered
// checkpoints it keeps (trainer.h).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "train/trainer.h"

#include "train/history_file.h"
#include "train/run_files.h"

#include <algorithm>
#include <filesystem>

namespace studio::train {
namespace fs = std::filesystem;

// A history file that cannot be written loses no figure (the checkpoints
// keep the lines) but is said, once a run.
void Trainer::append_history(const std::string& line) {
    history_.push_back(line);
    if (out_dir_.empty()) return;
    note_history_failure(append_history_line(out_dir_, line));
}

void Trainer::note_history_failure(const std::string& why) {
    if (why.empty() || history_failed_) return;
    history_failed_ = true;
    if (notes_) notes_("cannot write the run's history (" + why + "); the checkpoints keep it");
}

void Trainer::prune_checkpoints() {
    std::vector<std::pair<int64_t, fs::path>> found;
    for (const auto& entry : fs::directory_iterator(out_dir_)) {
        const int64_t step = numbered_checkpoint_step(entry.path().filename().string());
        // Files from beyond this run's step (another run's, or ones this
        // run will overwrite when it gets there) are not this run's to drop.
        if (step >= 0 && step <= step_) found.emplace_back(step, entry.path());
    }
    std::sort(found.begin(), found.end());
    while (static_cast<int64_t>(found.size()) > config_.keep_checkpoints) {
        fs::remove(found.front().second);
        found.erase(found.begin());
    }
}

}  // namespace studio::train
