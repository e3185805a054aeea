// Opening a Hugging Face Marian folder (MarianMTModel: the OPUS-MT models,
// Helsinki-NLP/opus-mt-*) as one of our checkpoints.
//
// What is read (marian_folder.cpp):
//   config.json             model_type "marian": the sizes, activation_function,
//                           scale_embedding, the special ids, sharing, pre/post-LN
//   generation_config.json  num_beams, max_length (read first, config.json after)
//   source.spm, target.spm  the SentencePiece models
//   vocab.json              piece -> id (target_vocab.json too with
//                           tokenizer_config.json's separate_vocabs)
//   model.safetensors or pytorch_model.bin (torch.save zip or legacy stream)
// What is mapped (marian_import.cpp): every tensor of the state dict to ours;
// the tied copies a file may leave out (lm_head.weight, both embed_tokens)
// come from model.shared.weight; the position tables are computed (Marian's
// sin-then-cos layout) and, where the file has them, checked against it; any
// other missing or left-over key is refused by name.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tokenizer/marian_vocab.h"
#include "train/checkpoint.h"

#include <string>
#include <vector>

namespace studio::import {

// What a folder's small files say, before any weights are read.
struct MarianFolder {
    std::string dir;
    nn::TransformerConfig config;          // what the model computes (sizes, activation, ids, ...)
    tok::MarianTokenizerParts tokenizer;   // both .spm files' bytes and the vocabularies
    int64_t beam_size = 0;                 // generation_config.json / config.json num_beams; 0 when absent
    int64_t max_length = 0;                // max_length; 0 when absent
    std::string weights_path;              // the weights file import reads (safetensors first)
    std::vector<std::string> files;        // every file that was read, for `info`
    std::vector<std::string> notes;        // what a person should know (e.g. a setting left aside)
};

// True when `dir` is a folder holding a config.json (what File ▸ Open and the
// CLI take as "a Hugging Face folder").
bool is_model_folder(const std::string& dir);

// Reads config.json, generation_config.json, tokenizer_config.json, the
// vocabularies and the .spm files, and finds the weights. Throws
// train::CheckpointError naming the file and what is wrong (not JSON, not
// model_type marian, a setting this engine does not compute, a git-lfs
// pointer in place of a file, a vocabulary that does not fit the config).
MarianFolder read_marian_folder(const std::string& dir);

struct MarianImport {
    train::Checkpoint checkpoint;     // kind "weights": config, Marian tokenizer, weights, decoding settings
    MarianFolder folder;
    std::vector<std::string> notes;   // folder notes and what the weights' reading found
};

// The whole import: read_marian_folder(), the weights file, the mapping, the
// tokenizer. Throws train::CheckpointError (a missing key by name, a shape
// that disagrees with config.json, a position table that is not Marian's, ...).
MarianImport import_marian_folder(const std::string& dir);

// The weights' part of it: the file read and mapped onto our model as
// `folder` describes, every shape checked; the checkpoint has no tokenizer yet
// (the .spm files are not loaded: the folder fuzzer runs this part).
MarianImport import_marian_weights(MarianFolder folder);

// A git-lfs pointer ("version https://git-lfs.github.com/spec/v1 ...") in
// place of a file: the clone was made without git-lfs.
bool is_lfs_pointer(const std::string& path);

}  // namespace studio::import
