// SPDX-License-Identifier: GPL-3.0-or-later
#include "train/history_file.h"

#include "engine/replace_file.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>

namespace studio::train {
namespace fs = std::filesystem;
namespace {

// Writes every line to `f` and closes it; "" or the system's reason.
std::string write_lines(std::FILE* f, const std::vector<std::string>& lines) {
    bool ok = true;
    for (const auto& line : lines)
        ok = ok && std::fwrite(line.data(), 1, line.size(), f) == line.size() && std::fputc('\n', f) != EOF;
    ok = std::fflush(f) == 0 && ok;
    const int error = ok ? 0 : errno;
    ok = std::fclose(f) == 0 && ok;
    return ok ? std::string() : std::strerror(error ? error : errno);
}

}  // namespace

std::string append_history_line(const std::string& dir, const std::string& line) {
    const std::string path = (fs::path(dir) / "history.jsonl").string();
    std::FILE* f = std::fopen(path.c_str(), "ab");
    if (!f) return path + ": " + std::strerror(errno);
    const std::string why = write_lines(f, {line});
    return why.empty() ? why : path + ": " + why;
}

std::string write_history_file(const std::string& dir, const std::vector<std::string>& lines) {
    const std::string path = (fs::path(dir) / "history.jsonl").string();
    std::string text;
    for (const auto& line : lines) text += line + '\n';
    const std::string why = replace_file(path, text);
    return why.empty() ? why : path + ": " + why;
}

}  // namespace studio::train
