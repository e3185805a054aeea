// SPDX-License-Identifier: GPL-3.0-or-later
#include "train/checkpoint.h"

#include "engine/replace_file.h"

#include <nlohmann/json.hpp>
#include <torch/torch.h>
#include <zlib.h>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string_view>

namespace studio::train {
namespace {

constexpr char kMagic[17] = "ATTNSTUDIO-CKPT\n";
constexpr size_t kMagicSize = 16;

const char* dtype_name(torch::ScalarType t) {
    switch (t) {
        case torch::kFloat32: return "float32";
        case torch::kFloat64: return "float64";
        case torch::kBFloat16: return "bfloat16";
        case torch::kFloat16: return "float16";
        case torch::kInt64: return "int64";
        case torch::kInt32: return "int32";
        case torch::kUInt8: return "uint8";
        case torch::kBool: return "bool";
        default: return nullptr;
    }
}

bool dtype_from_name(const std::string& name, torch::ScalarType* out) {
    static const std::pair<const char*, torch::ScalarType> table[] = {
        {"float32", torch::kFloat32}, {"float64", torch::kFloat64}, {"bfloat16", torch::kBFloat16},
        {"float16", torch::kFloat16}, {"int64", torch::kInt64},     {"int32", torch::kInt32},
        {"uint8", torch::kUInt8},     {"bool", torch::kBool}};
    for (const auto& [n, t] : table) {
        if (name == n) {
            *out = t;
            return true;
        }
    }
    return false;
}

void append_u32(std::string& out, uint32_t v) {
    for (int i = 0; i < 4; ++i) out.push_back(static_cast<char>((v >> (8 * i)) & 0xFF));
}
void append_u64(std::string& out, uint64_t v) {
    for (int i = 0; i < 8; ++i) out.push_back(static_cast<char>((v >> (8 * i)) & 0xFF));
}
uint64_t read_le(const std::string& in, size_t pos, int bytes) {
    uint64_t v = 0;
    for (int i = 0; i < bytes; ++i) v |= static_cast<uint64_t>(static_cast<unsigned char>(in[pos + i])) << (8 * i);
    return v;
}

uint32_t crc32_of(const char* data, size_t size) {
    uLong crc = crc32(0L, Z_NULL, 0);
    while (size > 0) {
        const uInt chunk = static_cast<uInt>(std::min<size_t>(size, 1u << 30));
        crc = crc32(crc, reinterpret_cast<const Bytef*>(data), chunk);
        data += chunk;
        size -= chunk;
    }
    return static_cast<uint32_t>(crc);
}

// Appends the tensors' bytes to `blob` and their table to `table`.
void add_tensors(const NamedTensors& tensors, nlohmann::json& table, std::string& blob, const std::string& path) {
    for (const auto& [name, tensor] : tensors) {
        auto t = tensor.detach().to(torch::kCPU).contiguous();
        const char* dtype = dtype_name(t.scalar_type());
        if (!dtype) throw CheckpointError(path, "cannot store tensor '" + name + "' of type " + std::string(c10::toString(t.scalar_type())));
        const size_t nbytes = static_cast<size_t>(t.numel()) * t.element_size();
        table.push_back({{"name", name}, {"dtype", dtype}, {"shape", t.sizes().vec()}, {"offset", blob.size()},
                         {"nbytes", nbytes}});
        blob.append(static_cast<const char*>(t.data_ptr()), nbytes);
    }
}

// A header value that must be an integer. nlohmann turns a number written
// with a fraction or an exponent (1.8e19) into an integer with a plain cast,
// undefined behaviour when it does not fit (tests/fuzz/crashers/).
const nlohmann::json& integer(const nlohmann::json& value, const std::string& what, const std::string& path) {
    if (!value.is_number_integer())
        throw CheckpointError(path, "the checkpoint header is damaged (" + what + " is not an integer)");
    return value;
}

// A config as JSON text for its from_json(), once every field that is an
// integer in the default config is checked to hold one (same reason).
std::string config_text(const nlohmann::json& given, const std::string& defaults_text, const std::string& path) {
    const auto defaults = nlohmann::json::parse(defaults_text);
    if (given.is_object())
        for (const auto& [key, value] : defaults.items())
            if (value.is_number_integer() && given.contains(key)) integer(given.at(key), "\"" + key + "\"", path);
    return given.dump();
}

// Whether `nbytes` bytes at `offset` in the blobs lie between blob_start
// and blob_end, written so that no sum can wrap around.
bool fits(size_t offset, size_t nbytes, size_t blob_start, size_t blob_end) {
    const size_t room = blob_end - blob_start;
    return offset <= room && nbytes <= room - offset;
}

// Every entry of the table is checked; with `copy` false nothing is read.
NamedTensors read_tensors(const nlohmann::json& table, std::string_view file, size_t blob_start, size_t blob_end,
                          const std::string& path, bool copy = true) {
    NamedTensors out;
    for (const auto& entry : table) {
        const std::string name = entry.at("name").get<std::string>();
        torch::ScalarType dtype;
        if (!dtype_from_name(entry.at("dtype").get<std::string>(), &dtype))
            throw CheckpointError(path, "tensor '" + name + "' has an unknown type '" +
                                            entry.at("dtype").get<std::string>() + "'");
        for (const auto& d : entry.at("shape")) integer(d, "a dimension of '" + name + "'", path);
        const auto shape = entry.at("shape").get<std::vector<int64_t>>();
        const size_t offset = integer(entry.at("offset"), "the offset of '" + name + "'", path).get<size_t>();
        const size_t nbytes = integer(entry.at("nbytes"), "the size of '" + name + "'", path).get<size_t>();
        // Everything is checked before the tensor is allocated, without
        // overflow: a damaged table must not ask for terabytes (see
        // tests/fuzz/crashers/fuzz_checkpoint/).
        size_t size = c10::elementSize(dtype);
        for (int64_t d : shape) {
            if (d < 0) throw CheckpointError(path, "tensor '" + name + "' has a negative dimension");
            if (__builtin_mul_overflow(size, static_cast<size_t>(d), &size)) size = SIZE_MAX;
        }
        if (size != nbytes || !fits(offset, nbytes, blob_start, blob_end))
            throw CheckpointError(path, "tensor '" + name + "' does not fit in the file (damaged table)");
        if (!copy) continue;
        auto t = torch::empty(shape, torch::TensorOptions().dtype(dtype));
        if (nbytes > 0) std::memcpy(t.data_ptr(), file.data() + blob_start + offset, nbytes);
        out.emplace_back(name, t);
    }
    return out;
}

std::ifstream open_for_reading(const std::string& path) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec))
        throw CheckpointError(path, "is a folder, not a checkpoint file; did you mean " + path + "/last.ckpt?");
    std::ifstream in(path, std::ios::binary);
    if (!in) throw CheckpointError(path, std::string("cannot open the checkpoint (") + std::strerror(errno) + ")");
    return in;
}

// A checkpoint file mapped read-only into memory, its pages read ahead in
// one go (MAP_POPULATE). Reading it through a stream into a string copied a
// 580 MB base checkpoint three times and zero-filled the string first: 12 s
// of which most were page faults on fresh memory. Saving writes a new file
// and renames it into place, so a mapped file is never changed under us.
class MappedFile {
public:
    explicit MappedFile(const std::string& path) {
        std::error_code ec;
        if (std::filesystem::is_directory(path, ec))
            throw CheckpointError(path, "is a folder, not a checkpoint file; did you mean " + path + "/last.ckpt?");
        const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
        if (fd < 0) throw CheckpointError(path, std::string("cannot open the checkpoint (") + std::strerror(errno) + ")");
        struct stat st {};
        if (::fstat(fd, &st) != 0) {
            const int e = errno;
            ::close(fd);
            throw CheckpointError(path, std::string("cannot read the checkpoint (") + std::strerror(e) + ")");
        }
        size_ = static_cast<size_t>(st.st_size);
        if (size_ > 0) {
            void* p = ::mmap(nullptr, size_, PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, 0);
            if (p == MAP_FAILED) {
                const int e = errno;
                ::close(fd);
                throw CheckpointError(path, std::string("cannot read the checkpoint (") + std::strerror(e) + ")");
            }
            data_ = static_cast<const char*>(p);
        }
        ::close(fd);  // the mapping keeps the file
    }
    ~MappedFile() {
        if (data_) ::munmap(const_cast<char*>(data_), size_);
    }
    MappedFile(const MappedFile&) = delete;
    MappedFile& operator=(const MappedFile&) = delete;
    std::string_view bytes() const { return {data_ ? data_ : "", size_}; }

private:
    const char* data_ = nullptr;
    size_t size_ = 0;
};

// Magic, version and header length.
constexpr size_t kFixedSize = kMagicSize + 4 + 8;

// Checks the fixed part of a file of `file_size` bytes that starts with
// `head` (its first min(file_size, kFixedSize) bytes) and returns the JSON
// header's length. load_checkpoint() and load_checkpoint_header() share it,
// so a bad file is refused in the same words whichever reads it.
uint64_t check_fixed_part(const std::string& head, uint64_t file_size, const std::string& path) {
    if (file_size > 0 && file_size < kMagicSize && std::memcmp(head.data(), kMagic, file_size) == 0)
        throw CheckpointError(path, "the checkpoint is truncated (" + std::to_string(file_size) + " bytes)");
    if (file_size < kMagicSize || std::memcmp(head.data(), kMagic, kMagicSize) != 0) {
        if (file_size == 0) throw CheckpointError(path, "not an Attention Studio checkpoint (the file is empty)");
        throw CheckpointError(path, "not an Attention Studio checkpoint (" + describe_file(path) + ")");
    }
    if (file_size < kFixedSize + 4)
        throw CheckpointError(path, "the checkpoint is truncated (" + std::to_string(file_size) + " bytes)");
    // The version comes before anything else is trusted: a newer writer may
    // have changed everything after it.
    const auto version = static_cast<int>(read_le(head, kMagicSize, 4));
    if (version > kCheckpointFormatVersion || version < 1)
        throw CheckpointError(path, "checkpoint format version " + std::to_string(version) +
                                        " is not supported; this program reads versions 1.." +
                                        std::to_string(kCheckpointFormatVersion) + " (a newer Attention Studio wrote it?)");
    const uint64_t header_size = read_le(head, kMagicSize + 4, 8);
    if (header_size > file_size || kFixedSize + header_size + 4 > file_size)
        throw CheckpointError(path, "the checkpoint is truncated (its header says " + std::to_string(header_size) +
                                        " header bytes, the file has " + std::to_string(file_size) + ")");
    return header_size;
}

// The JSON header, refused when it nests deeper than any header of ours
// (a few levels): nlohmann's dump() recurses once a level, and a damaged
// header of 100 000 '[' overflowed the stack (tests/fuzz/crashers/).
nlohmann::json parse_header(const std::string& text, const std::string& path) {
    constexpr int kMaxDepth = 32;
    return nlohmann::json::parse(text, [&](int depth, nlohmann::json::parse_event_t, nlohmann::json&) {
        if (depth > kMaxDepth)
            throw CheckpointError(path, "the checkpoint header is damaged (nested more than " +
                                            std::to_string(kMaxDepth) + " levels deep)");
        return true;
    });
}

// Every field the JSON header holds by itself (the blobs' tables are read
// by load_checkpoint()). Throws nlohmann::json::exception on a missing field.
void read_header_fields(const nlohmann::json& header, Checkpoint& c, const std::string& path) {
    if (header.value("format", std::string()) != kCheckpointFormat)
        throw CheckpointError(path, "the header does not name the format '" + std::string(kCheckpointFormat) + "'");
    c.kind = header.at("kind").get<std::string>();
    try {
        c.model_config = nn::TransformerConfig::from_json(
            config_text(header.at("model_config"), nn::TransformerConfig().to_json(), path));
        c.training_config =
            TrainingConfig::from_json(config_text(header.at("training_config"), TrainingConfig().to_json(), path));
    } catch (const std::invalid_argument& e) {  // a setting's value this version does not know
        throw CheckpointError(path, std::string(e.what()) + "; a newer Attention Studio wrote it?");
    }
    c.step = integer(header.at("step"), "step", path).get<int64_t>();
    c.epoch = integer(header.at("epoch"), "epoch", path).get<int64_t>();
    c.batch_in_epoch = integer(header.at("batch_in_epoch"), "batch_in_epoch", path).get<int64_t>();
    c.data_fingerprint = header.value("data_fingerprint", std::string());
    if (header.contains("dataset") && header["dataset"].is_object()) c.dataset = header["dataset"].dump();
    for (const auto& h : header.at("history")) c.history.push_back(h.dump());
    if (header.contains("target_tokens"))
        c.target_tokens = integer(header["target_tokens"], "target_tokens", path).get<int64_t>();
    if (header.contains("train_seconds") && header["train_seconds"].is_number())
        c.train_seconds = header["train_seconds"].get<double>();
    if (header.contains("untimed_steps"))
        c.untimed_steps = integer(header["untimed_steps"], "untimed_steps", path).get<int64_t>();
    if (header.contains("decoding") && header["decoding"].is_object()) {
        const auto& d = header["decoding"];
        if (d.contains("beam_size")) c.beam_size = integer(d["beam_size"], "decoding.beam_size", path).get<int64_t>();
        if (d.contains("max_length")) c.max_length = integer(d["max_length"], "decoding.max_length", path).get<int64_t>();
    }
    if (header.contains("loss_scaler") && header["loss_scaler"].is_object()) {
        const auto& s = header["loss_scaler"];
        const double scale = s.at("scale").is_number() ? s.at("scale").get<double>() : 0.0;
        // Within what a run can reach (2^150 leaves room for a scale forced
        // past float's range in fp32): an edited 1e300 would skip a thousand
        // steps, 1e-300 stop the run.
        if (!(scale >= 0x1p-24 && scale <= 0x1p150))
            throw CheckpointError(path, "the checkpoint header is damaged (the loss scale " + s.at("scale").dump() +
                                            " is not between 2^-24 and 2^150)");
        c.loss_scale = scale;
        if (s.contains("good_steps"))
            c.loss_scale_good_steps = integer(s["good_steps"], "loss_scaler.good_steps", path).get<int64_t>();
    }
    if (header.contains("log_window")) {
        const auto& w = header["log_window"];
        const auto damaged = [&](const std::string& what) {
            return CheckpointError(path, "the checkpoint header is damaged (log_window" + what + ")");
        };
        if (!w.is_object() || !w.contains("tokens")) throw damaged(" is " + w.dump());
        c.window_tokens = integer(w.at("tokens"), "log_window.tokens", path).get<int64_t>();
        if (c.window_tokens <= 0) throw damaged(".tokens is " + std::to_string(c.window_tokens) + ", not above 0");
        const auto sum = [&](const char* key) {
            if (!w.contains(key) || !w[key].is_number() || !std::isfinite(w[key].get<double>()))
                throw damaged(std::string(".") + key + " is " + (w.contains(key) ? w[key].dump() : std::string("missing")));
            return w[key].get<double>();
        };
        c.window_loss = sum("loss_sum");
        c.window_nll = sum("nll_sum");
    }
    for (const auto& [name, n] : header.at("optimizer_steps").items())
        c.optimizer_steps.emplace_back(name, integer(n, "an optimizer step", path).get<int64_t>());
    c.tokenizer_kind = header.at("tokenizer").at("kind").get<std::string>();
}

// How many blob bytes the header's tables describe: the tokenizer's and
// every tensor's, each at its offset (they are written back to back).
uint64_t described_blob_size(const nlohmann::json& header, const std::string& path) {
    auto end_of = [&](const nlohmann::json& entry) {
        return integer(entry.at("offset"), "an offset", path).get<uint64_t>() +
               integer(entry.at("nbytes"), "a size", path).get<uint64_t>();
    };
    uint64_t end = end_of(header.at("tokenizer"));
    for (const char* table : {"weights", "optimizer", "rng"})
        for (const auto& entry : header.at(table)) end = std::max(end, end_of(entry));
    return end;
}

}  // namespace

void save_checkpoint(const Checkpoint& c, const std::string& path) {
    nlohmann::json header;
    header["format"] = kCheckpointFormat;
    header["format_version"] = kCheckpointFormatVersion;
    header["kind"] = c.kind;
    header["model_config"] = nlohmann::json::parse(c.model_config.to_json());
    header["training_config"] = nlohmann::json::parse(c.training_config.to_json());
    header["step"] = c.step;
    header["epoch"] = c.epoch;
    header["batch_in_epoch"] = c.batch_in_epoch;
    header["data_fingerprint"] = c.data_fingerprint;
    if (!c.dataset.empty()) {
        auto dataset = nlohmann::json::parse(c.dataset, nullptr, false);
        if (dataset.is_object()) header["dataset"] = dataset;
    }
    header["history"] = nlohmann::json::array();
    for (const auto& line : c.history) header["history"].push_back(nlohmann::json::parse(line));
    header["target_tokens"] = c.target_tokens;
    header["train_seconds"] = c.train_seconds;
    if (c.untimed_steps > 0) header["untimed_steps"] = c.untimed_steps;
    if (c.window_tokens > 0)
        header["log_window"] = {{"loss_sum", c.window_loss}, {"nll_sum", c.window_nll}, {"tokens", c.window_tokens}};
    if (c.loss_scale > 0.0) header["loss_scaler"] = {{"scale", c.loss_scale}, {"good_steps", c.loss_scale_good_steps}};
    if (c.beam_size > 0 || c.max_length > 0) header["decoding"] = {{"beam_size", c.beam_size}, {"max_length", c.max_length}};
    nlohmann::json steps = nlohmann::json::object();
    for (const auto& [name, n] : c.optimizer_steps) steps[name] = n;
    header["optimizer_steps"] = steps;

    std::string blob = c.tokenizer_bytes;
    header["tokenizer"] = {{"kind", c.tokenizer_kind}, {"offset", 0}, {"nbytes", c.tokenizer_bytes.size()}};
    header["weights"] = nlohmann::json::array();
    header["optimizer"] = nlohmann::json::array();
    header["rng"] = nlohmann::json::array();
    add_tensors(c.weights, header["weights"], blob, path);
    add_tensors(c.optimizer, header["optimizer"], blob, path);
    if (c.cpu_rng_state.defined()) add_tensors({{"cpu", c.cpu_rng_state}}, header["rng"], blob, path);
    if (c.device_rng_state.defined()) add_tensors({{"device", c.device_rng_state}}, header["rng"], blob, path);

    const std::string header_text = header.dump();
    std::string out(kMagic, kMagicSize);
    append_u32(out, kCheckpointFormatVersion);
    append_u64(out, header_text.size());
    out += header_text;
    out += blob;
    append_u32(out, crc32_of(out.data(), out.size()));

    // Hours of training: synced to disk before it replaces the old one, and
    // named for this process so that two writers never share a temporary.
    ReplaceFileOptions options;
    options.temporary_suffix = ".tmp-" + std::to_string(getpid());
    options.sync_to_disk = true;
    const std::string why = replace_file(path, out, options);
    if (!why.empty())
        throw CheckpointError(path, "could not write the checkpoint (" + why +
                                        "); the previous checkpoint, if any, is unchanged");
}

std::string describe_file(const std::string& path) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) return "a folder, not a checkpoint file";
    std::ifstream in(path, std::ios::binary);
    if (!in) return "unreadable or missing file";
    char head[kMagicSize + 4] = {};  // the magic, then the format version
    in.read(head, sizeof(head));
    const auto n = in.gcount();
    if (n >= static_cast<std::streamsize>(kMagicSize) && std::memcmp(head, kMagic, kMagicSize) == 0) {
        if (n < static_cast<std::streamsize>(sizeof(head)))
            return "damaged Attention Studio checkpoint: truncated after its first " + std::to_string(n) + " bytes";
        // The file's own version (the program's was printed for every file).
        const int version = static_cast<int>(read_le(std::string(head, sizeof(head)), kMagicSize, 4));
        if (version > kCheckpointFormatVersion)
            return "Attention Studio checkpoint of format version " + std::to_string(version) +
                   ", newer than this program reads (1.." + std::to_string(kCheckpointFormatVersion) +
                   "): written by a newer version of Attention Studio";
        try {
            const Checkpoint c = load_checkpoint(path, /*with_optimizer=*/false);  // checked, not read
            return std::string("Attention Studio checkpoint (") + c.kind + ", format version " +
                   std::to_string(version) + ")";
        } catch (const std::exception& e) {
            return std::string("damaged Attention Studio checkpoint: ") + e.what();
        }
    }
    if (n >= 4 && std::memcmp(head, "PK\x03\x04", 4) == 0) return "PyTorch checkpoint (zip archive)";
    if (n >= 2 && static_cast<unsigned char>(head[0]) == 0x80 && static_cast<unsigned char>(head[1]) <= 5)
        return "PyTorch checkpoint (legacy pickle)";
    if (n >= 2 && static_cast<unsigned char>(head[0]) == 0x1f && static_cast<unsigned char>(head[1]) == 0x8b)
        return "gzip-compressed file (not a checkpoint)";
    return "unknown file (not an Attention Studio checkpoint)";
}

Checkpoint load_checkpoint(const std::string& path, bool with_optimizer) {
    const MappedFile mapped(path);
    const std::string_view file = mapped.bytes();
    const uint64_t header_size = check_fixed_part(std::string(file.substr(0, kFixedSize)), file.size(), path);
    const uint32_t stored_crc = static_cast<uint32_t>(read_le(std::string(file.substr(file.size() - 4)), 0, 4));
    if (crc32_of(file.data(), file.size() - 4) != stored_crc) {
        // A file cut short (a copy that stopped, a full disk) is said to be
        // truncated, by how much, as the header-only reader says it, where
        // its header is still whole.
        uint64_t expected = 0;
        try {
            const auto header = parse_header(std::string(file.substr(kFixedSize, header_size)), path);
            expected = kFixedSize + header_size + described_blob_size(header, path) + 4;
        } catch (const std::exception&) {
            expected = 0;  // the header itself is damaged: the checksum says it
        }
        if (expected > file.size())
            throw CheckpointError(path, "the checkpoint is truncated or damaged (the file has " +
                                            std::to_string(file.size()) + " bytes, its header describes " +
                                            std::to_string(expected) + ")");
        throw CheckpointError(path, "the checkpoint is damaged or truncated (checksum mismatch)");
    }

    Checkpoint c;
    try {
        const auto header = parse_header(std::string(file.substr(kFixedSize, header_size)), path);
        read_header_fields(header, c, path);
        const size_t blob_start = kFixedSize + header_size;
        const size_t blob_end = file.size() - 4;
        const auto& tokenizer = header.at("tokenizer");
        const size_t tok_offset = integer(tokenizer.at("offset"), "the tokenizer's offset", path).get<size_t>();
        const size_t tok_size = integer(tokenizer.at("nbytes"), "the tokenizer's size", path).get<size_t>();
        if (!fits(tok_offset, tok_size, blob_start, blob_end))
            throw CheckpointError(path, "the tokenizer does not fit in the file (damaged table)");
        c.tokenizer_bytes = std::string(file.substr(blob_start + tok_offset, tok_size));
        c.weights = read_tensors(header.at("weights"), file, blob_start, blob_end, path);
        c.optimizer = read_tensors(header.at("optimizer"), file, blob_start, blob_end, path, with_optimizer);
        const auto rng = read_tensors(header.at("rng"), file, blob_start, blob_end, path);
        for (const auto& [name, state] : rng) {
            if (name == "cpu") c.cpu_rng_state = state;
            if (name == "device") c.device_rng_state = state;
        }
    } catch (const nlohmann::json::exception& e) {
        throw CheckpointError(path, std::string("the checkpoint header is damaged (") + e.what() + ")");
    }
    return c;
}

Checkpoint load_checkpoint_header(const std::string& path, bool with_tokenizer) {
    std::ifstream in = open_for_reading(path);
    in.seekg(0, std::ios::end);
    const auto end = in.tellg();
    if (end < 0) throw CheckpointError(path, std::string("cannot read the checkpoint (") + std::strerror(errno) + ")");
    const uint64_t file_size = static_cast<uint64_t>(end);
    in.seekg(0);
    std::string head(static_cast<size_t>(std::min<uint64_t>(file_size, kFixedSize)), '\0');
    in.read(head.data(), static_cast<std::streamsize>(head.size()));
    const uint64_t header_size = check_fixed_part(head, file_size, path);
    // No CRC: it covers the blobs too, and reading them is what this avoids.
    // A damaged header still fails below, as JSON or as a missing field.
    std::string header_text(static_cast<size_t>(header_size), '\0');
    if (!in.read(header_text.data(), static_cast<std::streamsize>(header_size)))
        throw CheckpointError(path, "the checkpoint is truncated (the header could not be read)");
    Checkpoint c;
    try {
        const auto header = parse_header(header_text, path);
        read_header_fields(header, c, path);
        // The tables say how long the whole file must be: a file cut short
        // after its header is refused now, not when its weights are needed.
        const uint64_t expected = kFixedSize + header_size + described_blob_size(header, path) + 4;
        if (file_size != expected)
            throw CheckpointError(path, std::string(file_size < expected ? "the checkpoint is truncated"
                                                                         : "the checkpoint is damaged") +
                                            " (the file has " + std::to_string(file_size) +
                                            " bytes, its header describes " + std::to_string(expected) + ")");
        if (with_tokenizer) {
            const auto& tokenizer = header.at("tokenizer");
            const uint64_t blob_start = kFixedSize + header_size;
            const size_t offset = integer(tokenizer.at("offset"), "the tokenizer's offset", path).get<size_t>();
            const size_t size = integer(tokenizer.at("nbytes"), "the tokenizer's size", path).get<size_t>();
            if (!fits(offset, size, blob_start, file_size - 4))
                throw CheckpointError(path, "the tokenizer does not fit in the file (damaged table)");
            c.tokenizer_bytes.assign(size, '\0');
            in.seekg(static_cast<std::streamoff>(blob_start + offset));
            if (!in.read(c.tokenizer_bytes.data(), static_cast<std::streamsize>(size)))
                throw CheckpointError(path, "the checkpoint is truncated (its tokenizer could not be read)");
        }
    } catch (const nlohmann::json::exception& e) {
        throw CheckpointError(path, std::string("the checkpoint header is damaged (") + e.what() + ")");
    }
    return c;
}

}  // namespace studio::train
