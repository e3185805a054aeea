// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/pytorch_file.h"

#include "train/checkpoint.h"

#include <caffe2/serialize/inline_container.h>
#include <torch/torch.h>

#include <fstream>
#include <map>

namespace studio::import {
namespace {

using train::CheckpointError;

// torch.XStorage -> element type (the storage classes torch.save names).
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

std::string first_bytes(const std::string& path, size_t n) {
    std::ifstream in(path, std::ios::binary);
    std::string b(n, '\0');
    in.read(&b[0], static_cast<std::streamsize>(n));
    b.resize(static_cast<size_t>(in.gcount()));
    return b;
}

}  // namespace

PyRef read_pytorch_file(const std::string& path) {
    if (!std::ifstream(path, std::ios::binary)) throw CheckpointError(path, "cannot open the file");
    const std::string head = first_bytes(path, 4);
    if (head.size() >= 2 && static_cast<unsigned char>(head[0]) == 0x80 && head[1] <= 5 && head.rfind("PK", 0) != 0)
        throw CheckpointError(path, "saved in PyTorch's legacy format (before 1.6); load it in Python and save it "
                                    "again with torch.save(obj, path) to get the zip format");
    if (head.rfind("PK", 0) != 0)
        throw CheckpointError(path, "not a PyTorch checkpoint (torch.save writes a zip archive; this file is not one)");
    std::unique_ptr<caffe2::serialize::PyTorchStreamReader> reader;
    std::string pickle;
    try {
        reader = std::make_unique<caffe2::serialize::PyTorchStreamReader>(path);
        if (!reader->hasRecord("data.pkl"))
            throw CheckpointError(path, "a zip archive without data.pkl: not written by torch.save");
        auto [data, size] = reader->getRecord("data.pkl");
        pickle.assign(static_cast<const char*>(data.get()), size);
    } catch (const c10::Error& e) {
        throw CheckpointError(path, "cannot read it as a PyTorch archive (truncated or damaged?): " +
                                        std::string(e.what_without_backtrace()).substr(0, 200));
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
            const std::string record = "data/" + key;
            if (!reader->hasRecord(record)) throw CheckpointError(path, "the archive lacks the record " + record);
            try {
                auto [data, size] = reader->getRecord(record);
                const size_t expected = static_cast<size_t>(numel) * torch::elementSize(dtype);
                if (numel < 0 || size < expected)
                    throw CheckpointError(path, "record " + record + " holds " + std::to_string(size) +
                                                    " bytes, fewer than its " + std::to_string(numel) + " elements");
                auto t = torch::empty({numel}, torch::TensorOptions().dtype(dtype));
                std::memcpy(t.data_ptr(), data.get(), expected);
                found = storages.emplace(key, t).first;
            } catch (const c10::Error& e) {
                throw CheckpointError(path, "cannot read " + record + ": " +
                                                std::string(e.what_without_backtrace()).substr(0, 200));
            }
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
