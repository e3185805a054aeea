// Another process holding a run folder's lock, as a training started from
// the command line or a second window holds it (train/run_lock.h: flock(2)
// on the folder's lock file). A forked child takes the lock and waits; the
// destructor lets it go. The child calls only async-signal-safe functions
// (this process has threads).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "train/run_lock.h"

#include <QByteArray>
#include <QString>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/wait.h>
#include <unistd.h>

namespace studio::test {

class OtherLockHolder {
public:
    explicit OtherLockHolder(const QString& folder) {
        const QByteArray path = (folder + QLatin1Char('/') + QLatin1String(train::run_lock_file_name())).toLocal8Bit();
        int ready[2];
        if (pipe(ready) != 0 || pipe(release_) != 0) return;
        pid_ = fork();
        if (pid_ == 0) {
            const int fd = open(path.constData(), O_RDWR | O_CREAT, 0644);
            char byte = fd >= 0 && flock(fd, LOCK_EX) == 0 ? '1' : '0';
            if (write(ready[1], &byte, 1) != 1) _exit(1);
            if (read(release_[0], &byte, 1) < 0) _exit(1);
            _exit(0);
        }
        char byte = '0';
        held_ = pid_ > 0 && read(ready[0], &byte, 1) == 1 && byte == '1';
        close(ready[0]);
        close(ready[1]);
    }
    ~OtherLockHolder() {
        if (pid_ <= 0) return;
        const char byte = 'x';
        if (write(release_[1], &byte, 1) != 1) kill(pid_, SIGKILL);
        waitpid(pid_, nullptr, 0);
        close(release_[0]);
        close(release_[1]);
    }
    OtherLockHolder(const OtherLockHolder&) = delete;
    OtherLockHolder& operator=(const OtherLockHolder&) = delete;

    bool held() const { return held_; }

private:
    pid_t pid_ = -1;
    int release_[2] = {-1, -1};
    bool held_ = false;
};

}  // namespace studio::test
