// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/pytorch_file.h"

#include "import/stored_zip.h"
#include "train/checkpoint.h"

#include <torch/torch.h>

#include <fstream>
#include <map>
#include <memory>

namespace studio::import {

using train::CheckpointError;

torch::ScalarType storage_dtype(const std::string& name, const std::string& path) {
    static const std::map<std::string, torch::ScalarType> types = {
        {"torch.FloatStorage", torch::kFloat32}, {"torch.DoubleStorage", torch::kFloat64},
        {"torch.HalfStorage", torch::kFloat16},  {"torch.BFloat16Storage", torch::kBFloat16},
        {"torch.LongStorage", torch::kInt64},    {"torch.IntStorage", torch::kInt32},
        {"torch.ShortStorage", torch::kInt16},   {"torch.CharStorage", torch::kInt8},
        {"torch.ByteStorage", torch::kUInt8},    {"torch.BoolStorage", torch::kBool}};
    const auto it = types.find(name);
    if (it == types.end()) throw CheckpointError(path, "storage type '" + name + "' is not supported");
    return it->second;
}

namespace {

std::string first_bytes(const std::string& path, size_t n) {
    std::ifstream in(path, std::ios::binary);
    std::string b(n, '\0');
    in.read(&b[0], static_cast<std::streamsize>(n));
    b.resize(static_cast<size_t>(in.gcount()));
    return b;
}

}  // namespace

// A pickle's PROTO opcode with the protocol torch.save's legacy format uses.
bool legacy_head(const std::string& head) {
    return head.size() >= 2 && static_cast<unsigned char>(head[0]) == 0x80 && head[1] >= 2 && head[1] <= 5;
}

bool looks_like_pytorch_file(const std::string& path) {
    const std::string head = first_bytes(path, 2);
    return head == "PK" || legacy_head(head);
}

PyRef read_pytorch_file(const std::string& path) {
    if (!std::ifstream(path, std::ios::binary)) throw CheckpointError(path, "cannot open the file");
    const std::string head = first_bytes(path, 4);
    if (legacy_head(head)) return read_legacy_pytorch_file(path);
    if (head.rfind("PK", 0) != 0)
        throw CheckpointError(path, "not a PyTorch checkpoint (torch.save writes a zip archive; this file is not one)");
    // The archive's directory is read and checked first: a compressed record
    // or one that claims more than the file holds is refused before any of
    // it is unpacked (stored_zip.h), so memory stays within the file's size.
    std::unique_ptr<StoredZip> zip;
    std::string pickle, prefix;
    try {
        zip = std::make_unique<StoredZip>(path);
        // torch.save puts every record in one folder named after the file.
        if (!zip->records().empty()) prefix = zip->records().front().name.substr(0, zip->records().front().name.find('/'));
        const ZipRecord* data = zip->find(prefix + "/data.pkl");
        if (!data) throw CheckpointError(path, "a zip archive without data.pkl: not written by torch.save");
        pickle = zip->read(*data);
    } catch (const ArchiveError& e) {
        throw CheckpointError(path, std::string("cannot read it as a PyTorch archive: ") + e.what());
    }
    // Each storage is read once, however many tensors view it.
    std::map<std::string, torch::Tensor> storages;
    auto load = [&](const PyRef& pid) -> PyRef {
        if (pid->kind != PyValue::Kind::Tuple || pid->items.size() < 5 || pid->items[0]->text != "storage" ||
            pid->items[1]->kind != PyValue::Kind::Global || pid->items[2]->kind != PyValue::Kind::String ||
            pid->items[4]->kind != PyValue::Kind::Int)
            throw CheckpointError(path, "data.pkl names a storage in a form this reader does not know");
        const auto dtype = storage_dtype(pid->items[1]->text, path);
        const std::string key = pid->items[2]->text;
        const int64_t numel = pid->items[4]->integer;
        auto v = std::make_shared<PyValue>();
        v->kind = PyValue::Kind::Tensor;
        auto found = storages.find(key);
        if (found == storages.end()) {
            const std::string record = prefix + "/data/" + key;
            const ZipRecord* r = zip->find(record);
            if (!r) throw CheckpointError(path, "the archive lacks the record " + record);
            // What the pickle claims is checked against the file before anything is allocated.
            const uint64_t element = torch::elementSize(dtype);
            if (numel < 0 || uint64_t(numel) > zip->file_size() / element)
                throw CheckpointError(path, "storage '" + key + "' claims " + std::to_string(numel) + " elements of " +
                                                std::to_string(element) + " bytes, more than the whole file holds (" +
                                                std::to_string(zip->file_size()) + " bytes)");
            const uint64_t expected = uint64_t(numel) * element;
            if (r->size < expected)
                throw CheckpointError(path, "record " + record + " holds " + std::to_string(r->size) +
                                                " bytes, fewer than its " + std::to_string(numel) + " elements");
            if (r->size > expected)
                throw CheckpointError(path, "record " + record + " holds " + std::to_string(r->size) +
                                                " bytes, more than its " + std::to_string(numel) + " elements need (" +
                                                std::to_string(expected) + ")");
            auto t = torch::empty({numel}, torch::TensorOptions().dtype(dtype));
            try {
                zip->read(*r, t.data_ptr());
            } catch (const ArchiveError& e) {
                throw CheckpointError(path, std::string("cannot read it as a PyTorch archive: ") + e.what());
            }
            found = storages.emplace(key, t).first;
        }
        v->tensor = found->second;
        return v;
    };
    try {
        return unpickle(pickle, load);
    } catch (const PickleError& e) {
        throw CheckpointError(path, e.what());
    }
}

}  // namespace studio::import
