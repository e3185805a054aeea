// SPDX-License-Identifier: GPL-3.0-or-later
#include "train/run_lock.h"

#include "train/run_files.h"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <map>
#include <mutex>

namespace studio::train {
namespace {

namespace fs = std::filesystem;

std::string host_name() {
    char name[256] = {};
    if (gethostname(name, sizeof(name) - 1) != 0) return "unknown host";
    return name;
}

std::string read_all(int fd) {
    std::string text;
    char buf[256];
    if (lseek(fd, 0, SEEK_SET) < 0) return text;
    for (ssize_t n; (n = read(fd, buf, sizeof(buf))) > 0;) text.append(buf, static_cast<size_t>(n));
    return text;
}

// "4242 host-a\n" -> "process 4242 on host-a"; "" for an empty file.
std::string describe_holder(const std::string& text) {
    const auto space = text.find(' ');
    if (text.empty() || space == std::string::npos) return {};
    std::string host = text.substr(space + 1);
    while (!host.empty() && (host.back() == '\n' || host.back() == '\r')) host.pop_back();
    return "process " + text.substr(0, space) + " on " + host;
}

std::mutex registry_mutex;
std::map<std::string, std::weak_ptr<RunFolderLock>>& registry() {
    static std::map<std::string, std::weak_ptr<RunFolderLock>> held;
    return held;
}

}  // namespace

RunFolderLock::~RunFolderLock() {
    if (fd_ < 0) return;
    if (created_folder_) {
        // Still holding the lock, so no other writer is inside: a folder of
        // ours that holds only the lock file goes (rmdir fails harmlessly
        // when a file appeared meanwhile).
        std::error_code ec;
        bool only_the_lock = true;
        for (const auto& entry : fs::directory_iterator(folder_, ec))
            if (entry.path().filename() != run_lock_file_name()) only_the_lock = false;
        if (!ec && only_the_lock && fs::remove(fs::path(folder_) / run_lock_file_name(), ec)) {
            close(fd_);
            fs::remove(folder_, ec);
            return;
        }
    }
    // The record is emptied before the lock goes: an empty file means "nobody".
    if (ftruncate(fd_, 0) != 0) { /* the kernel still releases the lock */ }
    close(fd_);
}

std::shared_ptr<RunFolderLock> acquire_run_lock(const std::string& folder) {
    std::error_code ec;
    bool existed = fs::exists(folder, ec);
    fs::create_directories(folder, ec);
    if (ec) throw RunLockError(folder + ": cannot create the folder (" + ec.message() + ")");
    const std::string key = fs::weakly_canonical(fs::absolute(folder)).string();
    std::lock_guard<std::mutex> guard(registry_mutex);
    if (auto held = registry()[key].lock()) return held;

    const std::string path = (fs::path(folder) / run_lock_file_name()).string();
    int fd = -1;
    for (int attempt = 0;; ++attempt) {
        fd = open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
        if (fd < 0) throw RunLockError(path + ": cannot open the run's lock file (" + std::strerror(errno) + ")");
        if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
            const int err = errno;
            const std::string holder = describe_holder(read_all(fd));
            close(fd);
            if (err == EWOULDBLOCK)
                throw RunLockError(folder + " is being written by " + (holder.empty() ? "another process" : holder) +
                                   " (lock file " + path + "); wait until it ends, or choose another folder");
            throw RunLockError(path + ": cannot lock the run folder (" + std::strerror(err) + ")");
        }
        // A holder that created the folder removes the lock file (and the
        // empty folder) as it lets go: opened before that and locked after,
        // this file is no longer the one at `path`, and its lock keeps
        // nobody out. Then again, on the file that is there now.
        struct stat opened {}, named {};
        if (fstat(fd, &opened) == 0 && stat(path.c_str(), &named) == 0 && opened.st_dev == named.st_dev &&
            opened.st_ino == named.st_ino)
            break;
        close(fd);
        if (attempt == 100) throw RunLockError(path + ": the run's lock file keeps being replaced; try again");
        existed = existed && fs::exists(folder, ec);
        fs::create_directories(folder, ec);
        if (ec) throw RunLockError(folder + ": cannot create the folder (" + ec.message() + ")");
    }
    auto lock = std::shared_ptr<RunFolderLock>(new RunFolderLock());
    lock->folder_ = folder;
    lock->fd_ = fd;
    lock->created_folder_ = !existed;
    const std::string before = describe_holder(read_all(fd));
    const std::string me = std::to_string(getpid()) + " " + host_name();
    if (!before.empty() && before != describe_holder(me + "\n")) lock->previous_ = before;
    const std::string record = me + "\n";
    if (ftruncate(fd, 0) != 0 || lseek(fd, 0, SEEK_SET) < 0 ||
        write(fd, record.data(), record.size()) != static_cast<ssize_t>(record.size()))
        throw RunLockError(path + ": cannot write the run's lock file (" + std::strerror(errno) + ")");
    registry()[key] = lock;
    return lock;
}

std::shared_ptr<RunFolderLock> claim_weights_file(const std::string& path) {
    const std::filesystem::path file(path);
    const std::string name = file.filename().string();
    if (is_run_checkpoint_name(name))
        throw std::invalid_argument(path + ": " + name + " is a name a training run writes and resumes from; choose "
                                    "another name, e.g. average.ckpt or model.ckpt");
    const std::string folder = file.parent_path().empty() ? std::string(".") : file.parent_path().string();
    if (!holds_run_checkpoints(folder)) return nullptr;
    return acquire_run_lock(folder);
}

}  // namespace studio::train
