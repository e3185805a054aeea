// SPDX-License-Identifier: GPL-3.0-or-later
#include "train/run_files.h"

#include <cerrno>
#include <filesystem>
#include <limits>
#include <signal.h>
#include <vector>

namespace studio::train {
namespace fs = std::filesystem;
namespace {

constexpr char kPrefix[] = "checkpoint-";
constexpr size_t kPrefixSize = sizeof(kPrefix) - 1;
constexpr char kExtension[] = ".ckpt";
constexpr size_t kExtensionSize = sizeof(kExtension) - 1;

// The whole of `digits` as a number, -1 when it is empty, has anything but
// digits, or does not fit.
int64_t digits_value(const std::string& digits) {
    if (digits.empty() || digits.size() > 18) return -1;
    int64_t value = 0;
    for (char c : digits) {
        if (c < '0' || c > '9') return -1;
        value = value * 10 + (c - '0');
    }
    return value;
}

// True when the process `pid` still runs (or cannot be told: kept).
bool process_runs(int64_t pid) {
    if (pid <= 0 || pid > std::numeric_limits<pid_t>::max()) return false;
    return kill(static_cast<pid_t>(pid), 0) == 0 || errno != ESRCH;
}

}  // namespace

std::string numbered_checkpoint_name(int64_t step) {
    return kPrefix + std::to_string(step) + kExtension;
}

int64_t numbered_checkpoint_step(const std::string& file_name) {
    if (file_name.size() <= kPrefixSize + kExtensionSize) return -1;
    if (file_name.compare(0, kPrefixSize, kPrefix) != 0) return -1;
    if (file_name.compare(file_name.size() - kExtensionSize, kExtensionSize, kExtension) != 0) return -1;
    return digits_value(file_name.substr(kPrefixSize, file_name.size() - kPrefixSize - kExtensionSize));
}

bool is_run_checkpoint_name(const std::string& file_name) {
    return file_name == "last.ckpt" || numbered_checkpoint_step(file_name) >= 0;
}

bool holds_run_checkpoints(const std::string& dir) {
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) return false;
    for (const auto& entry : fs::directory_iterator(dir, ec))
        if (is_run_checkpoint_name(entry.path().filename().string())) return true;
    return false;
}

int remove_stale_temporaries(const std::string& dir, bool history_too) {
    std::error_code ec;
    std::vector<fs::path> stale;
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
        const std::string name = entry.path().filename().string();
        const size_t mark = name.rfind(".ckpt.tmp-");
        if (mark != std::string::npos) {
            const int64_t pid = digits_value(name.substr(mark + 10));
            if (pid > 0 && !process_runs(pid)) stale.push_back(entry.path());
        } else if (history_too && name == "history.jsonl.part") {
            stale.push_back(entry.path());
        }
    }
    int removed = 0;
    for (const auto& path : stale)
        if (fs::remove(path, ec)) ++removed;
    return removed;
}

}  // namespace studio::train
