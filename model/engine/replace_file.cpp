// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/replace_file.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <unistd.h>

namespace studio {
namespace {

std::string reason_of(int error) {
    return error != 0 ? std::strerror(error) : "unknown error";
}

}  // namespace

std::string replace_file(const std::string& path, std::string_view bytes, const ReplaceFileOptions& options) {
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
