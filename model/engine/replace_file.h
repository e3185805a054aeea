// Writing a file so that it is never seen half-written: the bytes go to a
// temporary beside it, are checked (a full disk often shows only when the
// file is closed), and the temporary is renamed over the file. A crash, a
// killed process or a full disk leaves the old file whole. One rule for
// every file the engine keeps: checkpoints, histories, experiment plans and
// summaries, shared tokenizers, text outputs.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <string_view>

namespace studio {

struct ReplaceFileOptions {
    // Appended to the path for the temporary. ".part" by default; checkpoints
    // add the process id so that two processes never write the same one.
    std::string temporary_suffix = ".part";
    // fsync before the rename: the file survives a power cut, not only a
    // crash (checkpoints: hours of training).
    bool sync_to_disk = false;
};

// Replaces (or creates) `path` with `bytes`. Returns "" on success, else the
// reason ("No space left on device"); the temporary is then removed and the
// old file, if any, is unchanged. The caller adds the path and what the file
// is to its own message. The new file gets the default permissions, not the
// old file's, and a hard link to the old file keeps the old contents. A
// symbolic link's target is replaced (the link kept); a path that is not a
// plain file (a device, a pipe: /dev/stdout) is written in place.
std::string replace_file(const std::string& path, std::string_view bytes, const ReplaceFileOptions& options = {});

}  // namespace studio
