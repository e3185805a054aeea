// One writer per run folder: whatever writes a run's checkpoints and history
// (training, resuming, --overwrite, fine-tuning into it) holds the folder's
// lock while it does, so that a second process is refused instead of
// truncating the first one's history beside it. The lock is flock(2) on
// DIR/.attention-studio.lock, which records the holder's process id and host;
// the kernel releases it when the holder exits or dies, so a lock left by a
// process that is gone is taken over (and said so). The app and the
// command-line program share it; it needs no Qt.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>
#include <stdexcept>
#include <string>

namespace studio::train {

class RunLockError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

class RunFolderLock {
public:
    ~RunFolderLock();
    RunFolderLock(const RunFolderLock&) = delete;
    RunFolderLock& operator=(const RunFolderLock&) = delete;

    const std::string& folder() const { return folder_; }
    // Non-empty when the lock was taken over from a process that is gone:
    // "process 4242 on host-a".
    const std::string& previousHolder() const { return previous_; }

private:
    friend std::shared_ptr<RunFolderLock> acquire_run_lock(const std::string& folder);
    RunFolderLock() = default;
    std::string folder_;
    std::string previous_;
    int fd_ = -1;
    bool created_folder_ = false;  // the lock made the folder: removed again if nothing else was written
};

// Locks `folder` (created if missing) for this process, or throws
// RunLockError naming the folder and the process id and host that hold it.
// Within one process the same folder's lock is shared: a second call returns
// the lock already held (the command-line program takes it before clearing a
// folder for --overwrite, the trainer again when it starts). A folder the lock
// created is removed when the lock is released with nothing but the lock file
// in it (a run that failed before writing anything leaves no empty run).
std::shared_ptr<RunFolderLock> acquire_run_lock(const std::string& folder);

// Where a file of weights only (an average, an import) may be written: never
// under a name a run writes and resumes from (last.ckpt, checkpoint-STEP.ckpt:
// the run could not go on from it), and into a run's folder only as one of
// its writers (its lock held, so not while it trains). Throws
// std::invalid_argument naming the file, or RunLockError naming the holder.
// Hold the lock returned (null outside a run folder) until the file is written.
std::shared_ptr<RunFolderLock> claim_weights_file(const std::string& path);

// The lock file's name inside a run folder.
inline const char* run_lock_file_name() { return ".attention-studio.lock"; }

}  // namespace studio::train
