// SPDX-License-Identifier: GPL-3.0-or-later
#include "train/run_lock_probe.h"

#include "train/run_lock.h"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>

namespace studio::train {

bool run_folder_held_elsewhere(const std::string& folder) {
    const std::string path = folder + "/" + run_lock_file_name();
    const int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC);  // no O_CREAT: absent means free
    if (fd < 0) return false;
    bool held = false;
    if (flock(fd, LOCK_EX | LOCK_NB) == 0) flock(fd, LOCK_UN);
    else held = errno == EWOULDBLOCK;
    close(fd);
    return held;
}

}  // namespace studio::train
