// A scratch file for the fuzz targets: the readers under test take paths,
// so every input is written to one file per process and target, in /dev/shm
// when there is one (millions of inputs should not wear a disk), removed at
// a normal exit.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace studio::fuzz {

class ScratchFile {
public:
    explicit ScratchFile(const std::string& tag) {
        const char* tmp = std::getenv("TMPDIR");
        const std::string dir = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : tmp && *tmp ? tmp : "/tmp";
        path_ = dir + "/attention-studio-fuzz-" + tag + "-" + std::to_string(getpid());
    }
    ~ScratchFile() { std::remove(path_.c_str()); }
    ScratchFile(const ScratchFile&) = delete;
    ScratchFile& operator=(const ScratchFile&) = delete;

    const std::string& path() const { return path_; }

    // A failed write would make every later input test nothing: stop loudly.
    void write(const void* data, size_t size) const {
        std::FILE* f = std::fopen(path_.c_str(), "wb");
        bool ok = f != nullptr;
        if (f) {
            ok = size == 0 || std::fwrite(data, 1, size, f) == size;
            ok = std::fclose(f) == 0 && ok;
        }
        if (!ok) {
            std::perror(path_.c_str());
            std::abort();
        }
    }
    void write(const std::string& bytes) const { write(bytes.data(), bytes.size()); }

private:
    std::string path_;
};

// A broken promise of the code under test (not a refusal of bad input):
// abort, so that libFuzzer keeps the input and the replay test fails.
[[noreturn]] inline void violated(const char* what) {
    std::fprintf(stderr, "fuzz check failed: %s\n", what);
    std::abort();
}

}  // namespace studio::fuzz
