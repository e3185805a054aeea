// A small unpickler for what torch.save writes into a checkpoint's data.pkl
// (pickle protocol 2, and the protocol 4 opcodes of newer Pythons): dicts
// and collections.OrderedDict, lists, tuples, ints, floats, booleans,
// strings, bytes, None, and tensors rebuilt by torch._utils._rebuild_tensor_v2
// (or _rebuild_parameter) from storages named by persistent id.
//
// Why our own: LibTorch 1.13's torch::pickle_load reads a plain dict of
// tensors but stops with an internal assertion on a state_dict() (an
// OrderedDict with _metadata). Anything else a pickle may ask for (another
// class, a function) is refused with a PickleError naming it, so a file can
// never run code or crash the program.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <torch/types.h>

#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace studio::import {

class PickleError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

struct PyValue;
using PyRef = std::shared_ptr<PyValue>;

struct PyValue {
    enum class Kind { None, Bool, Int, Float, String, Bytes, List, Tuple, Dict, Global, Tensor };
    Kind kind = Kind::None;
    bool boolean = false;
    int64_t integer = 0;
    double real = 0.0;
    std::string text;                            // String, Bytes; Global: "module.name"
    std::vector<PyRef> items;                    // List, Tuple
    std::vector<std::pair<PyRef, PyRef>> dict;   // Dict, in insertion order
    torch::Tensor tensor;                        // Tensor

    // Dict lookup by string key; nullptr when absent or not a dict.
    PyRef get(const std::string& key) const;
    // "an int", "a tuple", ... for messages.
    std::string describe() const;
};

// Turns a persistent id (the tuple ('storage', <torch.XStorage>, key,
// location, numel)) into a value: a 1-D tensor holding the storage.
using PersistentLoad = std::function<PyRef(const PyRef& persistent_id)>;

// Runs the pickle program in `bytes`. Throws PickleError with the offset and
// what was wrong (unknown opcode, truncated data, refused class).
PyRef unpickle(const std::string& bytes, const PersistentLoad& persistent_load);
// The pickle that starts at *position (torch.save's legacy format writes
// several one after another); *position becomes the offset after its STOP.
PyRef unpickle_at(const std::string& bytes, size_t* position, const PersistentLoad& persistent_load);

}  // namespace studio::import
