// SPDX-License-Identifier: GPL-3.0-or-later
#include "train/shared_tokenizer.h"

#include "engine/replace_file.h"
#include "tokenizer/tokenizer.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <stdexcept>

namespace studio::train {
namespace fs = std::filesystem;

void write_shared_tokenizer(const std::string& path, const std::string& bytes) {
    const std::string why = replace_file(path, bytes);
    if (!why.empty()) throw std::runtime_error("cannot write the shared tokenizer " + path + ": " + why);
}

std::string read_shared_tokenizer(const std::string& path, std::string* note) {
    std::error_code ec;
    if (!fs::exists(path, ec)) return "";
    std::string bytes;
    std::FILE* f = std::fopen(path.c_str(), "rb");
    if (!f) {
        // Not readable (permissions): no evidence it is damaged, so it stays.
        if (note)
            *note = "the shared tokenizer " + path + " cannot be read (" + std::strerror(errno) +
                    "): this run trains its own";
        return "";
    }
    char buffer[65536];
    for (size_t n; (n = std::fread(buffer, 1, sizeof(buffer), f)) > 0;) bytes.append(buffer, n);
    std::fclose(f);
    std::string why;
    if (bytes.empty()) {
        why = "it is empty or cannot be read";
    } else {
        try {
            tok::Tokenizer::from_bytes(bytes);
            return bytes;
        } catch (const tok::TokenizerError& e) {
            why = e.what();
        }
    }
    fs::remove(path, ec);
    if (note)
        *note = "the shared tokenizer " + path + " was damaged (" + why +
                ") and is removed: this run trains its own, and the runs after it share that one";
    return "";
}

}  // namespace studio::train
