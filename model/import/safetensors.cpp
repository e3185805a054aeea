// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/safetensors.h"

#include "import/file_reading.h"

#include <nlohmann/json.hpp>
#include <torch/torch.h>

#include <algorithm>
#include <cstdio>
#include <memory>

namespace studio::import {
namespace {

using train::CheckpointError;

struct Entry {
    std::string name;
    torch::ScalarType dtype = torch::kFloat32;
    std::vector<int64_t> shape;
    uint64_t begin = 0, end = 0;
};

torch::ScalarType dtype_of(const std::string& name, const std::string& tensor, const std::string& path) {
    if (name == "F32") return torch::kFloat32;
    if (name == "F16") return torch::kFloat16;
    if (name == "BF16") return torch::kBFloat16;
    throw CheckpointError(path, "tensor '" + tensor + "' is stored as " + name +
                                    "; model weights are read as F32, F16 or BF16 only");
}

uint64_t offset_of(const nlohmann::json& v, const std::string& tensor, const std::string& path) {
    if (!v.is_number_unsigned())
        throw CheckpointError(path, "tensor '" + tensor + "' has a data offset that is not a non-negative integer: " +
                                        v.dump());
    return v.get<uint64_t>();
}

Entry entry_of(const std::string& name, const nlohmann::json& v, uint64_t data_size, const std::string& path) {
    if (!v.is_object() || !v.contains("dtype") || !v.contains("shape") || !v.contains("data_offsets") ||
        !v["dtype"].is_string() || !v["shape"].is_array() || !v["data_offsets"].is_array() ||
        v["data_offsets"].size() != 2)
        throw CheckpointError(path, "the header's entry for '" + name +
                                        "' lacks a dtype, a shape or two data_offsets: " + v.dump().substr(0, 200));
    Entry e;
    e.name = name;
    e.dtype = dtype_of(v["dtype"].get<std::string>(), name, path);
    uint64_t numel = 1;
    for (const auto& d : v["shape"]) {
        if (!d.is_number_unsigned())
            throw CheckpointError(path, "tensor '" + name + "' has a shape entry that is not a non-negative integer: " +
                                            d.dump());
        const uint64_t n = d.get<uint64_t>();
        if (n > data_size || (n > 0 && numel > data_size / n))
            throw CheckpointError(path, "tensor '" + name + "' has the shape " + v["shape"].dump() +
                                            ", more elements than the file's " + std::to_string(data_size) +
                                            " bytes of data hold");
        numel *= n;
        e.shape.push_back(static_cast<int64_t>(n));
    }
    e.begin = offset_of(v["data_offsets"][0], name, path);
    e.end = offset_of(v["data_offsets"][1], name, path);
    if (e.begin > e.end || e.end > data_size)
        throw CheckpointError(path, "tensor '" + name + "' has data offsets [" + std::to_string(e.begin) + ", " +
                                        std::to_string(e.end) + "] outside the file's " + std::to_string(data_size) +
                                        " bytes of data");
    const uint64_t expected = numel * torch::elementSize(e.dtype);
    if (e.end - e.begin != expected)
        throw CheckpointError(path, "tensor '" + name + "' spans " + std::to_string(e.end - e.begin) +
                                        " bytes but its shape " + v["shape"].dump() + " needs " +
                                        std::to_string(expected));
    return e;
}

}  // namespace

train::NamedTensors read_safetensors(const std::string& path) {
    File file(std::fopen(path.c_str(), "rb"));
    if (!file) throw CheckpointError(path, "cannot open the file");
    const uint64_t size = file_size_of(file.get());
    unsigned char length_bytes[8];
    if (size < 8 || std::fread(length_bytes, 1, 8, file.get()) != 8)
        throw CheckpointError(path, "too short for a safetensors file (" + std::to_string(size) + " bytes)");
    uint64_t header_size = 0;
    for (int i = 7; i >= 0; --i) header_size = (header_size << 8) | length_bytes[i];
    if (header_size > kMaxSafetensorsHeader)
        throw CheckpointError(path, "its header claims " + std::to_string(header_size) +
                                        " bytes, more than the 100 MB a safetensors header may have");
    if (header_size > size - 8)
        throw CheckpointError(path, "its header claims " + std::to_string(header_size) +
                                        " bytes, more than the file holds (" + std::to_string(size) +
                                        " bytes; truncated?)");
    std::string text(static_cast<size_t>(header_size), '\0');
    if (header_size > 0 && std::fread(&text[0], 1, text.size(), file.get()) != text.size())
        throw CheckpointError(path, "cannot read the header");
    nlohmann::json header;
    try {
        // Entries are two levels deep ("__metadata__" too); anything deeper is refused
        // before it can exhaust the stack.
        header = nlohmann::json::parse(text, [&](int depth, nlohmann::json::parse_event_t, nlohmann::json&) {
            if (depth > 8) throw CheckpointError(path, "its header nests deeper than a safetensors header does");
            return true;
        });
    } catch (const nlohmann::json::exception& e) {
        throw CheckpointError(path, std::string("its header is not valid JSON: ") + e.what());
    }
    if (!header.is_object()) throw CheckpointError(path, "its header is not a JSON object");
    const uint64_t data_start = 8 + header_size;
    const uint64_t data_size = size - data_start;
    std::vector<Entry> entries;
    for (const auto& [name, value] : header.items()) {
        if (name == "__metadata__") continue;
        entries.push_back(entry_of(name, value, data_size, path));
    }
    std::sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) {
        return a.begin != b.begin ? a.begin < b.begin : a.end < b.end;
    });
    for (size_t i = 1; i < entries.size(); ++i) {
        if (entries[i].begin < entries[i - 1].end)
            throw CheckpointError(path, "tensors '" + entries[i - 1].name + "' and '" + entries[i].name +
                                            "' overlap in the file's data (offsets " +
                                            std::to_string(entries[i - 1].begin) + ".." +
                                            std::to_string(entries[i - 1].end) + " and " +
                                            std::to_string(entries[i].begin) + ".." + std::to_string(entries[i].end) +
                                            ")");
    }
    train::NamedTensors out;
    for (const auto& e : entries) {
        auto t = torch::empty(e.shape, torch::TensorOptions().dtype(e.dtype));
        const uint64_t bytes = e.end - e.begin;
        if (bytes > 0) {
            if (std::fseek(file.get(), static_cast<long>(data_start + e.begin), SEEK_SET) != 0 ||
                std::fread(t.data_ptr(), 1, bytes, file.get()) != bytes)
                throw CheckpointError(path, "cannot read tensor '" + e.name + "'");
        }
        out.emplace_back(e.name, t);
    }
    return out;
}

}  // namespace studio::import
