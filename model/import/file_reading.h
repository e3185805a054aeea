// Small pieces the import readers share: a FILE* that closes itself, a
// file's size, and a shape as text for messages.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <torch/types.h>

#include <cstdint>
#include <cstdio>
#include <memory>
#include <sstream>
#include <string>

namespace studio::import {

struct FileCloser {
    void operator()(std::FILE* f) const { std::fclose(f); }
};
using File = std::unique_ptr<std::FILE, FileCloser>;

// The size of an open file (0 when it cannot be told); the position is left at the start.
inline uint64_t file_size_of(std::FILE* f) {
    std::fseek(f, 0, SEEK_END);
    const long n = std::ftell(f);
    std::fseek(f, 0, SEEK_SET);
    return n < 0 ? 0 : static_cast<uint64_t>(n);
}

// "[2, 3]", as LibTorch prints sizes.
inline std::string shape_text(torch::IntArrayRef shape) {
    std::ostringstream s;
    s << shape;
    return s.str();
}

}  // namespace studio::import
