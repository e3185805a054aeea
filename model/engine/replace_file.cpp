// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/replace_file.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sys/stat.h>
#include <unistd.h>

namespace studio {
namespace {

std::string reason_of(int error) {
    return error != 0 ? std::strerror(error) : "unknown error";
}

// Writes `bytes` into the file as it is (truncated first).
std::string write_in_place(const std::string& path, std::string_view bytes) {
    errno = 0;
    std::FILE* f = std::fopen(path.c_str(), "wb");
    if (!f) return reason_of(errno);
    int error = 0;
    if (std::fwrite(bytes.data(), 1, bytes.size(), f) != bytes.size()) error = errno ? errno : EIO;
    if (std::fclose(f) != 0 && !error) error = errno ? errno : EIO;
    return error ? reason_of(error) : "";
}

}  // namespace

std::string replace_file(const std::string& given, std::string_view bytes, const ReplaceFileOptions& options) {
    // A symbolic link is followed: its target is replaced and the link kept
    // (a rename put a file in the link's place, and the target kept its old
    // contents). A dangling link's target does not exist yet: the link is
    // then replaced.
    std::string path = given;
    struct stat st {};
    if (lstat(given.c_str(), &st) == 0 && S_ISLNK(st.st_mode)) {
        if (char* real = realpath(given.c_str(), nullptr)) {
            path = real;
            std::free(real);
        }
    }
    // A device, a pipe or a terminal (/dev/stdout, /dev/null, a FIFO) is
    // written in place: a rename would put a plain file where it was.
    if (stat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode))
        return write_in_place(path, bytes);
    const std::string temporary = path + options.temporary_suffix;
    errno = 0;
    std::FILE* f = std::fopen(temporary.c_str(), "wb");
    if (!f) return reason_of(errno);
    int error = 0;
    if (std::fwrite(bytes.data(), 1, bytes.size(), f) != bytes.size()) error = errno ? errno : EIO;
    if (!error && std::fflush(f) != 0) error = errno ? errno : EIO;
    if (!error && options.sync_to_disk && fsync(fileno(f)) != 0) error = errno;
    // fclose flushes what is left; a full disk may only show up here.
    if (std::fclose(f) != 0 && !error) error = errno ? errno : EIO;
    if (!error && std::rename(temporary.c_str(), path.c_str()) != 0) error = errno;
    if (!error) return "";
    std::remove(temporary.c_str());
    return reason_of(error);
}

}  // namespace studio
