// SPDX-License-Identifier: GPL-3.0-or-later
#include "train/later_checkpoints.h"

#include "train/checkpoint.h"
#include "train/run_files.h"

#include <filesystem>
#include <vector>

namespace studio::train {
namespace fs = std::filesystem;
namespace {

// Every checkpoint of `dir` with its step (-1 where it cannot be told).
std::vector<std::pair<int64_t, fs::path>> checkpoints_of(const std::string& dir) {
    std::vector<std::pair<int64_t, fs::path>> found;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
        const std::string name = entry.path().filename().string();
        if (name == "last.ckpt") {
            try {
                found.emplace_back(load_checkpoint_header(entry.path().string()).step, entry.path());
            } catch (const std::exception&) {
                found.emplace_back(-1, entry.path());
            }
        } else if (const int64_t step = numbered_checkpoint_step(name); step >= 0) {
            found.emplace_back(step, entry.path());
        }
    }
    return found;
}

}  // namespace

LaterCheckpoint later_checkpoint(const std::string& dir, int64_t step) {
    LaterCheckpoint later;
    for (const auto& [at, path] : checkpoints_of(dir)) {
        if (at <= step || at <= later.step) continue;
        later.step = at;
        later.file = path.filename().string();
    }
    return later;
}

int discard_checkpoints_after(const std::string& dir, int64_t step) {
    int removed = 0;
    for (const auto& [at, path] : checkpoints_of(dir)) {
        std::error_code ec;
        if (at > step && fs::remove(path, ec)) ++removed;
    }
    return removed;
}

}  // namespace studio::train
