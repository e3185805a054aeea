// SPDX-License-Identifier: GPL-3.0-or-later
#include "train/shared_tokenizer.h"

#include "tokenizer/tokenizer.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <stdexcept>

namespace studio::train {
namespace fs = std::filesystem;

void write_shared_tokenizer(const std::string& path, const std::string& bytes) {
    const std::string tmp = path + ".part";
    std::FILE* f = std::fopen(tmp.c_str(), "wb");
    if (!f) throw std::runtime_error("cannot write " + tmp + ": " + std::strerror(errno));
    bool ok = std::fwrite(bytes.data(), 1, bytes.size(), f) == bytes.size();
    ok = std::fflush(f) == 0 && ok;
    const int error = ok ? 0 : errno;
    ok = std::fclose(f) == 0 && ok;
    std::error_code ec;
    if (ok) fs::rename(tmp, path, ec);
    if (!ok || ec) {
        const std::string reason = ec ? ec.message() : std::strerror(error ? error : errno);
        fs::remove(tmp, ec);
        throw std::runtime_error("cannot write the shared tokenizer " + path + ": " + reason);
    }
}

std::string read_shared_tokenizer(const std::string& path, std::string* note) {
    std::error_code ec;
    if (!fs::exists(path, ec)) return "";
    std::string bytes;
    if (std::FILE* f = std::fopen(path.c_str(), "rb")) {
        char buffer[65536];
        for (size_t n; (n = std::fread(buffer, 1, sizeof(buffer), f)) > 0;) bytes.append(buffer, n);
        std::fclose(f);
    }
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
