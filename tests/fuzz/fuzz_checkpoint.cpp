// Fuzz target: everything that opens a model file.
//   - load_checkpoint_header(), load_checkpoint(), describe_file() on the
//     input as a file;
//   - load_checkpoint() on the input with its CRC-32 made right: without
//     this nearly every mutation would stop at the checksum and the header
//     and table code behind it would never be reached;
//   - a checkpoint that loads is saved and loaded again;
//   - one with a word-level tokenizer is opened as the app opens it
//     (model_from_checkpoint: settings checked against the file, the model
//     built, the weights copied in) and, once open, must translate a short
//     sentence greedily and with a beam, and give its attention report.
//     SentencePiece and Marian tokenizers are left out: their plugin must
//     not be loaded under ASan in a LibTorch process (README);
//   - read_pytorch_file() (torch.save's zip format) and unpickle() straight
//     from the bytes, with a persistent_load that gives a small tensor.
// The documented refusals are CheckpointError (checkpoints, PyTorch files)
// and PickleError (the unpickler); anything else is a finding.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "decode/decode_session.h"
#include "decode/search.h"
#include "import/pickle.h"
#include "import/pytorch_file.h"
#include "train/checkpoint.h"
#include "train/model_io.h"

#include "fuzz_scratch.h"

#include <torch/torch.h>
#include <zlib.h>

#include <algorithm>
#include <cstring>
#include <string>

using studio::fuzz::violated;
using studio::import::PickleError;
using studio::import::PyRef;
using studio::import::PyValue;
using studio::train::CheckpointError;

namespace {

constexpr char kMagic[] = "ATTNSTUDIO-CKPT\n";
constexpr size_t kMagicSize = 16;

// The input with its last four bytes replaced by the CRC-32 of the rest
// (little-endian), as save_checkpoint() writes it.
std::string with_right_crc(std::string bytes) {
    const size_t body = bytes.size() - 4;
    const uint32_t crc = static_cast<uint32_t>(crc32(crc32(0L, Z_NULL, 0), reinterpret_cast<const Bytef*>(bytes.data()),
                                                     static_cast<uInt>(body)));
    for (int i = 0; i < 4; ++i) bytes[body + static_cast<size_t>(i)] = static_cast<char>((crc >> (8 * i)) & 0xFF);
    return bytes;
}

// Opens what loaded and translates with it; a model that opens must work.
// Refusals are CheckpointError from the opening only: once open, any
// exception is a finding (the app would show it as a failed translation of
// a model it said was ready).
void open_and_translate(studio::train::Checkpoint c, const std::string& path) {
    if (c.tokenizer_kind != "wordlevel") return;
    studio::train::LoadedModel loaded;
    try {
        loaded = studio::train::model_from_checkpoint(std::move(c), torch::kCPU, path);
    } catch (const CheckpointError&) {
        return;
    }
    const auto& config = loaded.checkpoint.model_config;
    const std::vector<int64_t> src = loaded.tokenizer.source_ids("a b", config.max_positions);
    if (src.empty() || src.size() > static_cast<size_t>(config.max_positions)) violated("source_ids() broke its length");
    torch::NoGradGuard no_grad;
    studio::decode::SearchOptions options;
    options.beam_size = 2;
    options.max_extra = 2;
    const auto greedy = studio::decode::greedy_search(loaded.model, torch::tensor(src).unsqueeze(0), options);
    if (greedy.size() != 1) violated("greedy_search() did not give one hypothesis");
    studio::decode::DecodedAttention attention;
    const auto beam = studio::decode::beam_search(loaded.model, src, options, nullptr, &attention);
    if (beam.empty()) violated("beam_search() gave no hypothesis");
    loaded.tokenizer.decode(beam.front().tokens);
    studio::decode::attention_report(loaded.model, loaded.tokenizer, src, beam.front().tokens, std::move(attention));
}

void load_save_load(const std::string& path, const std::string& copy_path) {
    studio::train::Checkpoint c;
    try {
        c = studio::train::load_checkpoint(path);
    } catch (const CheckpointError&) {
        return;
    }
    open_and_translate(c, path);
    // What loads must be writable and read back alike (a value that JSON
    // cannot hold, e.g. an infinite dropout, may make the reload refuse).
    try {
        studio::train::save_checkpoint(c, copy_path);
        const auto again = studio::train::load_checkpoint(copy_path);
        if (again.step != c.step || again.kind != c.kind || again.weights.size() != c.weights.size() ||
            again.tokenizer_bytes != c.tokenizer_bytes)
            violated("a saved checkpoint reads back differently");
    } catch (const CheckpointError&) {
    }
}

// A storage for every persistent id: a few float elements (as many as the
// id's fifth item asks, at most 64), so that tensor views can be rebuilt.
PyRef small_storage(const PyRef& pid) {
    int64_t numel = 8;
    if (pid->kind == PyValue::Kind::Tuple && pid->items.size() >= 5 && pid->items[4]->kind == PyValue::Kind::Int)
        numel = std::clamp<int64_t>(pid->items[4]->integer, 0, 64);
    auto v = std::make_shared<PyValue>();
    v->kind = PyValue::Kind::Tensor;
    v->tensor = torch::arange(numel, torch::kFloat32);
    return v;
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    torch::set_num_threads(1);  // one core per fuzzer; no thread pool noise
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static const studio::fuzz::ScratchFile file("checkpoint");
    static const studio::fuzz::ScratchFile fixed("checkpoint-crc");
    static const studio::fuzz::ScratchFile copy("checkpoint-copy");
    const std::string bytes(reinterpret_cast<const char*>(data), size);
    file.write(bytes);

    try {
        studio::train::load_checkpoint_header(file.path());
    } catch (const CheckpointError&) {
    }
    load_save_load(file.path(), copy.path());
    if (studio::train::describe_file(file.path()).empty()) violated("describe_file() said nothing");

    if (size >= kMagicSize + 4 && std::memcmp(data, kMagic, kMagicSize) == 0) {
        fixed.write(with_right_crc(bytes));
        load_save_load(fixed.path(), copy.path());
    }

    try {
        studio::import::read_pytorch_file(file.path());
    } catch (const CheckpointError&) {
    }
    try {
        studio::import::unpickle(bytes, small_storage);
    } catch (const PickleError&) {
    }
    return 0;
}
