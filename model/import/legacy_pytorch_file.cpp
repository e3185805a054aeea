// torch.save's legacy format (PyTorch before 1.6, or
// _use_new_zipfile_serialization=False): see pytorch_file.h.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/pytorch_file.h"

#include "import/file_reading.h"

#include "train/checkpoint.h"

#include <torch/torch.h>

#include <cstdio>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace studio::import {
namespace {

using train::CheckpointError;

// The pickles before the storages of a model's state dict are a few hundred
// kilobytes; more than this is not a file torch.save wrote.
constexpr uint64_t kMaxPickleBytes = 64ull << 20;

// pickle.dumps(0x1950a86a20f9469cfc6c, protocol=2): PROTO 2, LONG1 of 10
// bytes (little-endian), STOP.
const std::string& magic_pickle() {
    static const std::string bytes("\x80\x02\x8a\x0a\x6c\xfc\x9c\x46\xf9\x20\x6a\xa8\x50\x19\x2e", 15);
    return bytes;
}

struct StorageInfo {
    torch::ScalarType dtype = torch::kFloat32;
    int64_t numel = 0;
    torch::Tensor data;  // filled after the object's pickle has been read once
};

}  // namespace

PyRef read_legacy_pytorch_file(const std::string& path) {
    File file(std::fopen(path.c_str(), "rb"));
    if (!file) throw CheckpointError(path, "cannot open the file");
    const uint64_t size = file_size_of(file.get());
    std::string head(static_cast<size_t>(std::min(size, kMaxPickleBytes)), '\0');
    if (!head.empty() && std::fread(&head[0], 1, head.size(), file.get()) != head.size())
        throw CheckpointError(path, "cannot read the file");
    if (head.size() < magic_pickle().size() && magic_pickle().compare(0, head.size(), head) == 0)
        throw CheckpointError(path, "the file ends inside the legacy torch.save stream's magic number (truncated?)");
    if (head.compare(0, magic_pickle().size(), magic_pickle()) != 0)
        throw CheckpointError(path, "not a PyTorch checkpoint: a pickle stream without torch.save's magic number");

    std::map<std::string, StorageInfo> storages;
    bool data_read = false;
    uint64_t claimed_bytes = 0;  // by the distinct storages named so far
    auto load = [&](const PyRef& pid) -> PyRef {
        if (pid->kind != PyValue::Kind::Tuple || pid->items.size() < 5 || pid->items[0]->text != "storage" ||
            pid->items[1]->kind != PyValue::Kind::Global || pid->items[2]->kind != PyValue::Kind::String ||
            pid->items[4]->kind != PyValue::Kind::Int)
            throw CheckpointError(path, "the legacy stream names a storage in a form this reader does not know");
        if (pid->items.size() > 5 && pid->items[5]->kind != PyValue::Kind::None)
            throw CheckpointError(path, "the legacy stream holds a view of a storage, which this reader does not support");
        const std::string key = pid->items[2]->text;
        StorageInfo info;
        info.dtype = storage_dtype(pid->items[1]->text, path);
        info.numel = pid->items[4]->integer;
        const uint64_t element = torch::elementSize(info.dtype);
        if (info.numel < 0 || uint64_t(info.numel) > size / element)
            throw CheckpointError(path, "storage '" + key + "' claims " + std::to_string(info.numel) + " elements of " +
                                            std::to_string(element) + " bytes, more than the whole file holds (" +
                                            std::to_string(size) + " bytes)");
        auto found = storages.find(key);
        if (found == storages.end()) {
            if (data_read) throw CheckpointError(path, "storage '" + key + "' appeared only on the second reading");
            // The storages are allocated (and their views copied) before
            // their bytes are reached: together they must fit in the file,
            // or a small file naming many large storages asks for many
            // times its size.
            claimed_bytes += uint64_t(info.numel) * element;
            if (claimed_bytes > size)
                throw CheckpointError(path, "the storages claim " + std::to_string(claimed_bytes) +
                                                " bytes by storage '" + key + "', more than the whole file holds (" +
                                                std::to_string(size) + " bytes)");
            info.data = torch::empty({info.numel}, torch::TensorOptions().dtype(info.dtype));
            found = storages.emplace(key, info).first;
        } else if (found->second.numel != info.numel || found->second.dtype != info.dtype) {
            throw CheckpointError(path, "storage '" + key + "' is named twice with different sizes or types");
        }
        auto v = std::make_shared<PyValue>();
        v->kind = PyValue::Kind::Tensor;
        v->tensor = found->second.data;
        return v;
    };
    auto no_storages = [&](const PyRef&) -> PyRef {
        throw CheckpointError(path, "a storage where torch.save writes none");
    };

    size_t pos = magic_pickle().size();
    size_t object_start = 0;
    std::vector<std::string> keys;
    try {
        const PyRef protocol = unpickle_at(head, &pos, no_storages);
        if (protocol->kind != PyValue::Kind::Int || protocol->integer != 1001)
            throw CheckpointError(path, "legacy torch.save protocol " +
                                            (protocol->kind == PyValue::Kind::Int ? std::to_string(protocol->integer)
                                                                                  : protocol->describe()) +
                                            " is not supported (1001 is)");
        const PyRef system = unpickle_at(head, &pos, no_storages);
        const PyRef little = system->get("little_endian");
        if (!little || little->kind != PyValue::Kind::Bool || !little->boolean)
            throw CheckpointError(path, "saved on a big-endian machine (or without its byte order); not supported");
        object_start = pos;
        unpickle_at(head, &pos, load);  // learns every storage's key, type and size
        const PyRef list = unpickle_at(head, &pos, no_storages);
        if (list->kind != PyValue::Kind::List) throw CheckpointError(path, "the legacy stream's storage list is " + list->describe());
        for (const auto& item : list->items) {
            if (item->kind != PyValue::Kind::String)
                throw CheckpointError(path, "the legacy stream's storage list holds " + item->describe());
            keys.push_back(item->text);
        }
    } catch (const PickleError& e) {
        throw CheckpointError(path, std::string("cannot read the legacy torch.save stream: ") + e.what());
    }

    // The storages: an int64 element count, then the bytes, in the list's order.
    uint64_t offset = pos;
    for (const auto& key : keys) {
        const auto it = storages.find(key);
        if (it == storages.end())
            throw CheckpointError(path, "the storage list names '" + key + "', which no tensor uses");
        if (offset + 8 > size)
            throw CheckpointError(path, "the file ends before storage '" + key + "' (truncated?)");
        int64_t count = 0;
        std::fseek(file.get(), static_cast<long>(offset), SEEK_SET);
        if (std::fread(&count, 1, 8, file.get()) != 8) throw CheckpointError(path, "cannot read storage '" + key + "'");
        if (count != it->second.numel)
            throw CheckpointError(path, "storage '" + key + "' holds " + std::to_string(count) +
                                            " elements where its tensors expect " + std::to_string(it->second.numel));
        const uint64_t bytes = uint64_t(count) * torch::elementSize(it->second.dtype);
        if (offset + 8 + bytes > size)
            throw CheckpointError(path, "the file ends inside storage '" + key + "' (truncated?): it needs " +
                                            std::to_string(bytes) + " bytes from offset " + std::to_string(offset + 8) +
                                            " of " + std::to_string(size));
        if (bytes > 0 && std::fread(it->second.data.data_ptr(), 1, bytes, file.get()) != bytes)
            throw CheckpointError(path, "cannot read storage '" + key + "'");
        offset += 8 + bytes;
    }
    for (const auto& [key, info] : storages) {
        bool listed = false;
        for (const auto& k : keys) listed = listed || k == key;
        if (!listed) throw CheckpointError(path, "storage '" + key + "' is not in the stream's storage list");
    }
    // The object again, now that its storages hold their data (the first
    // reading copied every tensor out of storages still empty).
    data_read = true;
    try {
        size_t again = object_start;
        return unpickle_at(head, &again, load);
    } catch (const PickleError& e) {
        throw CheckpointError(path, std::string("cannot read the legacy torch.save stream: ") + e.what());
    }
}

}  // namespace studio::import
