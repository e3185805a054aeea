// The bytes between the engine and its SentencePiece training process
// (attention-studio-spm-train, see spm_train_process.h): the request the
// child reads on its standard input and the answer it writes on its standard
// output. Both sides include this file, so the format lives in one place.
//
// Request: the 8-byte magic, the options (vocab_size, model_type,
// character_coverage, the four special ids, num_threads, seed), the number of
// sentences, then each sentence as its length and its bytes.
// Answer:  one byte, 'M' (the serialized model follows) or 'E' (SentencePiece's
// message follows), then the length and the bytes.
// Integers are little-endian; the two processes are one build on one machine.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tokenizer/spm_interface.h"

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

namespace studio::tok::wire {

constexpr char kRequestMagic[8] = {'S', 'P', 'M', 'T', 'R', 'Q', '0', '1'};
constexpr char kModelAnswer = 'M';
constexpr char kErrorAnswer = 'E';
// A sentence longer than this is refused by the reader (SentencePiece itself
// stops at --max_sentence_length): a damaged request is not read as 4 GiB.
constexpr uint32_t kMaxSentenceBytes = 64u << 20;

template <typename T>
inline bool put(std::FILE* out, T value) {
    return std::fwrite(&value, sizeof value, 1, out) == 1;
}
template <typename T>
inline bool get(std::FILE* in, T* value) {
    return std::fread(value, sizeof *value, 1, in) == 1;
}

inline bool put_bytes(std::FILE* out, const std::string& bytes) {
    return put(out, static_cast<uint64_t>(bytes.size())) &&
           (bytes.empty() || std::fwrite(bytes.data(), 1, bytes.size(), out) == bytes.size());
}
inline bool get_bytes(std::FILE* in, std::string* bytes, uint64_t limit) {
    uint64_t n = 0;
    if (!get(in, &n) || n > limit) return false;
    bytes->resize(n);
    return n == 0 || std::fread(bytes->data(), 1, n, in) == n;
}

inline bool write_request(std::FILE* out, const std::vector<std::string>& sentences, const SpmTrainOptions& o) {
    bool ok = std::fwrite(kRequestMagic, 1, sizeof kRequestMagic, out) == sizeof kRequestMagic;
    ok = ok && put<int32_t>(out, o.vocab_size) && put_bytes(out, o.model_type) &&
         put<double>(out, o.character_coverage) && put<int32_t>(out, o.pad_id) && put<int32_t>(out, o.bos_id) &&
         put<int32_t>(out, o.eos_id) && put<int32_t>(out, o.unk_id) && put<int32_t>(out, o.num_threads) &&
         put<uint64_t>(out, o.seed) && put<uint64_t>(out, sentences.size());
    for (size_t i = 0; ok && i < sentences.size(); ++i) ok = put_bytes(out, sentences[i]);
    return ok;
}

// False when the request is cut short or malformed.
inline bool read_request(std::FILE* in, std::vector<std::string>* sentences, SpmTrainOptions* o) {
    char magic[sizeof kRequestMagic];
    if (std::fread(magic, 1, sizeof magic, in) != sizeof magic || std::memcmp(magic, kRequestMagic, sizeof magic) != 0)
        return false;
    int32_t vocab = 0, pad = 0, bos = 0, eos = 0, unk = 0, threads = 0;
    uint64_t seed = 0, count = 0;
    if (!get(in, &vocab) || !get_bytes(in, &o->model_type, 64) || !get(in, &o->character_coverage) ||
        !get(in, &pad) || !get(in, &bos) || !get(in, &eos) || !get(in, &unk) || !get(in, &threads) ||
        !get(in, &seed) || !get(in, &count))
        return false;
    o->vocab_size = vocab;
    o->pad_id = pad;
    o->bos_id = bos;
    o->eos_id = eos;
    o->unk_id = unk;
    o->num_threads = threads;
    o->seed = seed;
    sentences->clear();
    for (uint64_t i = 0; i < count; ++i) {
        std::string s;
        if (!get_bytes(in, &s, kMaxSentenceBytes)) return false;
        sentences->push_back(std::move(s));
    }
    return true;
}

inline bool write_answer(std::FILE* out, char kind, const std::string& bytes) {
    return put(out, kind) && put_bytes(out, bytes) && std::fflush(out) == 0;
}

inline bool read_answer(std::FILE* in, char* kind, std::string* bytes) {
    return get(in, kind) && (*kind == kModelAnswer || *kind == kErrorAnswer) &&
           get_bytes(in, bytes, uint64_t(1) << 32);
}

}  // namespace studio::tok::wire
