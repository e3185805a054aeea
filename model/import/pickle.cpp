// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/pickle.h"

#include <torch/torch.h>

#include <algorithm>
#include <cstring>
#include <unordered_map>
#include <unordered_set>

namespace studio::import {
namespace {

PyRef make(PyValue::Kind kind) {
    auto v = std::make_shared<PyValue>();
    v->kind = kind;
    return v;
}

PyRef make_int(int64_t i) {
    auto v = make(PyValue::Kind::Int);
    v->integer = i;
    return v;
}

// The pickle machine: a stack, marks and a memo (Python's pickle.py, §"Unpickler").
class Machine {
public:
    Machine(const std::string& bytes, size_t start, const PersistentLoad& load)
        : in_(bytes), load_(load), pos_(start) {}
    size_t position() const { return pos_; }

    PyRef run() {
        for (;;) {
            const size_t at = pos_;
            // Each operation may keep a value of ~200 bytes alive, from one
            // byte of input: 64 MB of NONE opcodes would ask for 13 GB. A
            // state_dict's pickle runs a few thousand (opus-mt base: ~10 000).
            if (++operations_ > kMaxOperations)
                fail(at, "more than " + std::to_string(kMaxOperations) +
                             " pickle operations; a checkpoint's pickle runs a few thousand: refused");
            const auto op = static_cast<unsigned char>(byte());
            switch (op) {
            case 0x80: byte(); break;                        // PROTO n
            case 0x95: take(8); break;                       // FRAME (protocol 4): a length, nothing to do
            case '.': return pop(at);                        // STOP
            case '(': marks_.push_back(stack_.size()); break;  // MARK
            case ')': push(container(PyValue::Kind::Tuple)); break;
            case ']': push(container(PyValue::Kind::List)); break;
            case '}': push(container(PyValue::Kind::Dict)); break;
            case 'N': push(make(PyValue::Kind::None)); break;
            case 0x88: case 0x89: {                          // NEWTRUE, NEWFALSE
                auto v = make(PyValue::Kind::Bool);
                v->boolean = op == 0x88;
                push(v);
                break;
            }
            case 'K': push(make_int(static_cast<unsigned char>(byte()))); break;  // BININT1
            case 'M': push(make_int(static_cast<int64_t>(little(2)))); break;     // BININT2
            case 'J': push(make_int(static_cast<int32_t>(little(4)))); break;     // BININT
            case 0x8a: push(make_int(long_int(static_cast<unsigned char>(byte()), at))); break;  // LONG1
            case 0x8b: push(make_int(long_int(little(4), at))); break;                           // LONG4
            case 'G': {                                      // BINFLOAT: big-endian double
                const std::string b = take(8);
                uint64_t bits = 0;
                for (char c : b) bits = (bits << 8) | static_cast<unsigned char>(c);
                auto v = make(PyValue::Kind::Float);
                std::memcpy(&v->real, &bits, sizeof bits);
                push(v);
                break;
            }
            case 'X': push_text(PyValue::Kind::String, little(4)); break;              // BINUNICODE
            case 0x8c: push_text(PyValue::Kind::String, static_cast<unsigned char>(byte())); break;  // SHORT_BINUNICODE
            case 'T': push_text(PyValue::Kind::String, little(4)); break;              // BINSTRING
            case 'U': push_text(PyValue::Kind::String, static_cast<unsigned char>(byte())); break;   // SHORT_BINSTRING
            case 'B': push_text(PyValue::Kind::Bytes, little(4)); break;               // BINBYTES
            case 'C': push_text(PyValue::Kind::Bytes, static_cast<unsigned char>(byte())); break;    // SHORT_BINBYTES
            case 't': case 0x85: case 0x86: case 0x87: {     // TUPLE, TUPLE1..3
                auto v = container(PyValue::Kind::Tuple);
                v->items = op == 't' ? pop_to_mark(at) : pop_n(op - 0x84, at);
                for (const auto& item : v->items) store(v, item, at);
                push(v);
                break;
            }
            case 'l': {                                      // LIST (from mark)
                auto v = container(PyValue::Kind::List);
                v->items = pop_to_mark(at);
                for (const auto& item : v->items) store(v, item, at);
                push(v);
                break;
            }
            case 'a': {                                      // APPEND
                auto item = pop(at);
                auto list = list_at_top(at);
                store(list, item, at);
                list->items.push_back(item);
                break;
            }
            case 'e': {                                      // APPENDS
                auto items = pop_to_mark(at);
                auto list = list_at_top(at);
                for (const auto& item : items) store(list, item, at);
                list->items.insert(list->items.end(), items.begin(), items.end());
                break;
            }
            case 's': {                                      // SETITEM
                auto value = pop(at);
                auto key = pop(at);
                auto dict = dict_at_top(at);
                store(dict, key, at);
                store(dict, value, at);
                dict->dict.emplace_back(key, value);
                break;
            }
            case 'u': {                                      // SETITEMS
                auto items = pop_to_mark(at);
                if (items.size() % 2) fail(at, "SETITEMS with an odd number of items");
                auto target = dict_at_top(at);
                for (const auto& item : items) store(target, item, at);
                for (size_t i = 0; i < items.size(); i += 2) target->dict.emplace_back(items[i], items[i + 1]);
                break;
            }
            case 'd': {                                      // DICT (from mark)
                auto items = pop_to_mark(at);
                auto v = container(PyValue::Kind::Dict);
                for (size_t i = 0; i + 1 < items.size(); i += 2) {
                    store(v, items[i], at);
                    store(v, items[i + 1], at);
                    v->dict.emplace_back(items[i], items[i + 1]);
                }
                push(v);
                break;
            }
            case 'q': memo_[static_cast<unsigned char>(byte())] = top(at); break;  // BINPUT
            case 'r': memo_[little(4)] = top(at); break;                             // LONG_BINPUT
            case 0x94: memo_[memo_.size()] = top(at); break;                          // MEMOIZE
            case 'h': push(memo(static_cast<unsigned char>(byte()), at)); break;      // BINGET
            case 'j': push(memo(little(4), at)); break;                               // LONG_BINGET
            case '0': pop(at); break;                                                 // POP
            case '2': push(top(at)); break;                                           // DUP
            case '1': pop_to_mark(at); break;                                         // POP_MARK
            case 'c': {                                      // GLOBAL module\nname\n
                const std::string module = line(at);
                const std::string name = line(at);
                push_global(module + "." + name);
                break;
            }
            case 0x93: {                                     // STACK_GLOBAL
                auto name = pop(at);
                auto module = pop(at);
                push_global(module->text + "." + name->text);
                break;
            }
            case 'Q': push(load_(pop(at))); break;           // BINPERSID
            case 'R': {                                      // REDUCE callable(args)
                auto args = pop(at);
                auto callable = pop(at);
                push(reduce(callable, args, at));
                break;
            }
            case 0x81: {                                     // NEWOBJ cls.__new__(cls, *args)
                auto args = pop(at);
                auto cls = pop(at);
                push(reduce(cls, args, at));
                break;
            }
            case 'b': {                                      // BUILD obj.__setstate__(state)
                auto state = pop(at);
                auto obj = top(at);
                // An OrderedDict's state is its attributes (state_dict()._metadata):
                // nothing we need. Anything else would need its class's code.
                if (obj->kind != PyValue::Kind::Dict && obj->kind != PyValue::Kind::Tensor)
                    fail(at, "cannot set the state of " + obj->describe());
                break;
            }
            default:
                fail(at, "unsupported pickle opcode 0x" + hex(op));
            }
        }
    }

private:
    [[noreturn]] void fail(size_t at, const std::string& what) const {
        throw PickleError(where_ + ", byte " + std::to_string(at) + ": " + what);
    }
    static std::string hex(unsigned v) {
        const char* digits = "0123456789abcdef";
        return std::string{digits[(v >> 4) & 15], digits[v & 15]};
    }
    char byte() {
        if (pos_ >= in_.size()) fail(pos_, "the data ends early (truncated file?)");
        return in_[pos_++];
    }
    std::string take(size_t n) {
        if (n > in_.size() - pos_) fail(pos_, "the data ends early (truncated file?)");
        std::string s = in_.substr(pos_, n);
        pos_ += n;
        return s;
    }
    uint64_t little(int n) {
        const std::string b = take(static_cast<size_t>(n));
        uint64_t v = 0;
        for (int i = n - 1; i >= 0; --i) v = (v << 8) | static_cast<unsigned char>(b[static_cast<size_t>(i)]);
        return v;
    }
    int64_t long_int(uint64_t n, size_t at) {
        if (n > 8) fail(at, "an integer of " + std::to_string(n) + " bytes is too large");
        if (n == 0) return 0;
        const uint64_t v = little(static_cast<int>(n));
        if (n == 8) return static_cast<int64_t>(v);
        const uint64_t sign = uint64_t(1) << (8 * n - 1);
        return (v & sign) ? static_cast<int64_t>(v) - static_cast<int64_t>(sign << 1) : static_cast<int64_t>(v);
    }
    std::string line(size_t at) {
        const size_t end = in_.find('\n', pos_);
        if (end == std::string::npos) fail(at, "a GLOBAL name without its end");
        std::string s = in_.substr(pos_, end - pos_);
        pos_ = end + 1;
        return s;
    }
    void push(PyRef v) { stack_.push_back(std::move(v)); }

    // Containers are filled before they are stored in another one (that is
    // how pickle.py writes them); anything else is refused. This rules out
    // cycles (a list holding itself would never be freed) and lets the
    // nesting depth be counted as things are built, so that it can be
    // bounded (freeing a chain of 100 000 tuples overflowed the stack).
    // Both are in tests/fuzz/crashers/. Every container is kept alive in
    // containers_ until the end, so no address in shapes_ is ever reused.
    struct Shape {
        int depth = 1;
        bool stored = false;
    };
    static constexpr int kMaxDepth = 100;  // a state_dict nests a handful of levels
    static constexpr uint64_t kMaxOperations = 1000000;

    PyRef container(PyValue::Kind kind) {
        auto v = make(kind);
        containers_.push_back(v);
        shapes_.emplace(v.get(), Shape{});
        return v;
    }
    void store(const PyRef& into, const PyRef& item, size_t at) {
        Shape& outer = shapes_[into.get()];
        if (outer.stored || item == into)
            fail(at, "a container changed after it was stored (recursive structures are not supported)");
        const auto inner = shapes_.find(item.get());
        if (inner == shapes_.end()) return;  // not a container
        inner->second.stored = true;
        outer.depth = std::max(outer.depth, inner->second.depth + 1);
        if (outer.depth > kMaxDepth)
            fail(at, "containers nested more than " + std::to_string(kMaxDepth) + " levels deep");
    }
    void push_text(PyValue::Kind kind, uint64_t n) {
        auto v = make(kind);
        v->text = take(static_cast<size_t>(n));
        push(v);
    }
    void push_global(const std::string& name) {
        auto v = make(PyValue::Kind::Global);
        v->text = name;
        push(v);
    }
    PyRef top(size_t at) {
        if (stack_.empty() || (!marks_.empty() && stack_.size() <= marks_.back())) fail(at, "the stack is empty");
        return stack_.back();
    }
    PyRef pop(size_t at) {
        auto v = top(at);
        stack_.pop_back();
        return v;
    }
    std::vector<PyRef> pop_n(size_t n, size_t at) {
        std::vector<PyRef> items(n);
        for (size_t i = n; i > 0; --i) items[i - 1] = pop(at);
        return items;
    }
    std::vector<PyRef> pop_to_mark(size_t at) {
        if (marks_.empty()) fail(at, "no MARK on the stack");
        const size_t mark = marks_.back();
        marks_.pop_back();
        std::vector<PyRef> items(stack_.begin() + static_cast<std::ptrdiff_t>(mark), stack_.end());
        stack_.resize(mark);
        return items;
    }
    PyRef memo(uint64_t key, size_t at) {
        const auto it = memo_.find(key);
        if (it == memo_.end()) fail(at, "memo entry " + std::to_string(key) + " was never stored");
        return it->second;
    }
    PyRef list_at_top(size_t at) {
        auto v = top(at);
        if (v->kind != PyValue::Kind::List) fail(at, "APPEND to " + v->describe());
        return v;
    }
    PyRef dict_at_top(size_t at) {
        auto v = top(at);
        if (v->kind != PyValue::Kind::Dict) fail(at, "SETITEM on " + v->describe());
        return v;
    }
    std::vector<int64_t> int_tuple(const PyRef& v, size_t at) {
        if (v->kind != PyValue::Kind::Tuple) fail(at, "expected a tuple of ints, got " + v->describe());
        std::vector<int64_t> out;
        for (const auto& item : v->items) {
            if (item->kind != PyValue::Kind::Int) fail(at, "expected an int, got " + item->describe());
            out.push_back(item->integer);
        }
        return out;
    }
    // The few callables torch.save's pickles use; everything else is refused.
    PyRef reduce(const PyRef& callable, const PyRef& args, size_t at) {
        if (callable->kind != PyValue::Kind::Global) fail(at, "cannot call " + callable->describe());
        if (args->kind != PyValue::Kind::Tuple) fail(at, "the arguments of " + callable->text + " are not a tuple");
        const std::string& name = callable->text;
        const auto& a = args->items;
        if (name == "collections.OrderedDict" || name == "builtins.dict") {
            if (!a.empty()) fail(at, name + " with arguments is not supported");
            return container(PyValue::Kind::Dict);
        }
        if (name == "torch._utils._rebuild_tensor_v2" || name == "torch._utils._rebuild_tensor") {
            // (storage, storage_offset, size, stride, [requires_grad, backward_hooks, [metadata]])
            if (a.size() < 4 || a[0]->kind != PyValue::Kind::Tensor || a[1]->kind != PyValue::Kind::Int)
                fail(at, name + ": unexpected arguments");
            const auto size = int_tuple(a[2], at);
            const auto stride = int_tuple(a[3], at);
            if (size.size() != stride.size()) fail(at, name + ": size and stride differ in length");
            const torch::Tensor& storage = a[0]->tensor;
            // The view's element count and the highest element it touches,
            // counted without overflow. The clone below allocates every
            // element, and a state_dict's tensors never have more than their
            // storage (no expanded views): a pickle of a few bytes asked for
            // terabytes (tests/fuzz/crashers/).
            int64_t numel = 1;
            int64_t last = a[1]->integer;
            bool overflow = false;
            for (size_t d = 0; d < size.size(); ++d) {
                if (size[d] < 0 || stride[d] < 0) fail(at, name + ": negative size or stride");
                int64_t reach = 0;
                overflow = overflow || __builtin_mul_overflow(numel, size[d], &numel);
                if (size[d] > 0)
                    overflow = overflow || __builtin_mul_overflow(size[d] - 1, stride[d], &reach) ||
                               __builtin_add_overflow(last, reach, &last);
            }
            if (numel == 0) last = -1;  // touches nothing
            if (a[1]->integer < 0 || overflow || last >= storage.numel())
                fail(at, name + ": the tensor reaches beyond its storage of " + std::to_string(storage.numel()) +
                             " elements");
            if (numel > storage.numel())
                fail(at, name + ": a view with more elements (" + std::to_string(numel) + ") than its storage (" +
                             std::to_string(storage.numel()) + ") is not supported");
            // Every view is copied: many views of one storage (a small file
            // of a large storage named a hundred times) would ask for many
            // times the file's memory. Real files share a storage between at
            // most four tied tensors (Marian's shared embedding, the encoder's
            // and decoder's, the output layer): four copies of each storage
            // and 4 MB more are allowed.
            if (storages_seen_.insert(storage.data_ptr()).second) storage_elements_ += storage.numel();
            copied_elements_ += numel;
            if (copied_elements_ > 4 * storage_elements_ + (int64_t(1) << 20))
                fail(at, name + ": the tensors' views copy " + std::to_string(copied_elements_) +
                             " elements, many times the " + std::to_string(storage_elements_) +
                             " their storages hold (views of one storage named again and again): refused");
            auto v = make(PyValue::Kind::Tensor);
            v->tensor = storage.as_strided(size, stride, a[1]->integer).clone();
            return v;
        }
        if (name == "torch._utils._rebuild_parameter") {
            if (a.empty() || a[0]->kind != PyValue::Kind::Tensor) fail(at, name + ": unexpected arguments");
            return a[0];
        }
        fail(at, "refusing to create '" + name + "': not something a checkpoint of tensors needs");
    }

public:
    std::string where_ = "data.pkl";  // what the byte offsets in messages count in

private:
    const std::string& in_;
    const PersistentLoad& load_;
    size_t pos_ = 0;
    std::vector<PyRef> stack_;
    std::vector<size_t> marks_;
    std::unordered_map<uint64_t, PyRef> memo_;
    std::vector<PyRef> containers_;
    std::unordered_map<const PyValue*, Shape> shapes_;
    std::unordered_set<const void*> storages_seen_;  // by their data
    int64_t storage_elements_ = 0;                   // summed over the storages seen
    int64_t copied_elements_ = 0;                    // summed over the tensors rebuilt
    uint64_t operations_ = 0;                        // opcodes run so far
};

}  // namespace

PyRef PyValue::get(const std::string& key) const {
    if (kind != Kind::Dict) return nullptr;
    for (const auto& [k, v] : dict)
        if (k->kind == Kind::String && k->text == key) return v;
    return nullptr;
}

std::string PyValue::describe() const {
    switch (kind) {
    case Kind::None: return "None";
    case Kind::Bool: return "a boolean";
    case Kind::Int: return "an int";
    case Kind::Float: return "a float";
    case Kind::String: return "a string";
    case Kind::Bytes: return "bytes";
    case Kind::List: return "a list";
    case Kind::Tuple: return "a tuple";
    case Kind::Dict: return "a dict";
    case Kind::Global: return "'" + text + "'";
    case Kind::Tensor: return "a tensor";
    }
    return "a value";
}

PyRef unpickle(const std::string& bytes, const PersistentLoad& persistent_load) {
    Machine machine(bytes, 0, persistent_load);
    return machine.run();
}

PyRef unpickle_at(const std::string& bytes, size_t* position, const PersistentLoad& persistent_load) {
    if (*position > bytes.size()) throw PickleError("a pickle cannot start at offset " + std::to_string(*position) +
                                                    " of " + std::to_string(bytes.size()) + " bytes");
    Machine machine(bytes, *position, persistent_load);
    machine.where_ = "the file";
    PyRef value = machine.run();
    *position = machine.position();
    return value;
}

}  // namespace studio::import
