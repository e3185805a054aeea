// The interface between the engine and the SentencePiece plugin.
//
// Why a plugin: Debian's libsentencepiece carries its own protobuf 3.14 and
// exports those symbols, while LibTorch loads protobuf 3.21; linked into one
// executable the program crashes at start-up (DESIGN §6). The plugin links
// SentencePiece only, is loaded with RTLD_DEEPBIND | RTLD_LOCAL, and is
// reached through this abstract class and one extern "C" factory. Only plain
// standard-library types cross the boundary (same compiler, same libstdc++).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace studio::tok {

// Bumped whenever the class layout below changes; the loader refuses a
// plugin built against another version.
constexpr int kSpmPluginAbiVersion = 1;

// SentencePiece's training skips a sentence longer than this many bytes
// (its --max_sentence_length; the trainer leaves such sentences out and
// says how many, rather than SentencePiece failing on none left).
constexpr size_t kSpmMaxSentenceBytes = 16384;

struct SpmTrainOptions {
    int vocab_size = 8000;
    std::string model_type = "unigram";  // "unigram" or "bpe"
    double character_coverage = 1.0;
    int pad_id = 0, bos_id = 1, eos_id = 2, unk_id = 3;
    int num_threads = 1;
    uint64_t seed = 1;  // SentencePiece's own sampling is seeded through this
};

class SpmBackend {
public:
    virtual ~SpmBackend() = default;

    // Trains on the given sentences (held in memory). On success returns true
    // and fills `model_bytes` with the serialized model proto; on failure
    // returns false and fills `error` with SentencePiece's message.
    virtual bool train(const std::vector<std::string>& sentences, const SpmTrainOptions& options,
                       std::string* model_bytes, std::string* error) = 0;

    // Loads a serialized model proto (the bytes of a .model file).
    virtual bool load(const std::string& model_bytes, std::string* error) = 0;

    virtual std::vector<int> encode(const std::string& text) const = 0;
    virtual std::vector<std::string> encode_pieces(const std::string& text) const = 0;
    virtual std::string decode(const std::vector<int>& ids) const = 0;
    virtual int vocab_size() const = 0;
    virtual std::string id_to_piece(int id) const = 0;
    virtual int piece_to_id(const std::string& piece) const = 0;
    virtual int pad_id() const = 0;
    virtual int bos_id() const = 0;
    virtual int eos_id() const = 0;
    virtual int unk_id() const = 0;
};

}  // namespace studio::tok

// The plugin's only exported symbols.
extern "C" {
int studio_spm_abi_version();
studio::tok::SpmBackend* studio_spm_create();
void studio_spm_destroy(studio::tok::SpmBackend* backend);
}
