// The checkpoint file: one file that holds everything needed to resume
// training exactly or to translate (DESIGN §3).
//
// Layout (all integers little-endian):
//   magic   "ATTNSTUDIO-CKPT\n"              16 bytes
//   u32     format_version
//   u64     header length H
//   H bytes header: JSON (format name, version, kind, configs, step,
//           position, fingerprint, history, tokenizer and tensor tables)
//   blobs   tokenizer bytes, then every tensor's raw bytes, in table order
//   u32     CRC-32 of everything before it
// A file is written to a temporary name and renamed, so a crash never
// leaves a half-written file under the final name.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nn/config.h"
#include "train/training_config.h"

#include <torch/types.h>

#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace studio::train {

constexpr const char* kCheckpointFormat = "attention-studio-checkpoint";
// 2: the model settings gained activation, position_layout, scale_embeddings,
// output_bias and source_pad_id, and the tokenizer the kind "marian": a file
// of version 1 is read with their defaults (what version 1 computed).
constexpr int kCheckpointFormatVersion = 2;

class CheckpointError : public std::runtime_error {
public:
    CheckpointError(const std::string& path, const std::string& message)
        : std::runtime_error(path + ": " + message), path_(path) {}
    const std::string& path() const { return path_; }

private:
    std::string path_;
};

using NamedTensors = std::vector<std::pair<std::string, torch::Tensor>>;

struct Checkpoint {
    // "training": resumable (optimizer, random and data state present);
    // "weights": config, tokenizer and weights only (averaged or exported).
    std::string kind = "training";
    nn::TransformerConfig model_config;
    TrainingConfig training_config;
    std::string tokenizer_kind = "sentencepiece";
    std::string tokenizer_bytes;
    NamedTensors weights;         // parameters and buffers by module name
    NamedTensors optimizer;       // "<param>.exp_avg", "<param>.exp_avg_sq"
    std::vector<std::pair<std::string, int64_t>> optimizer_steps;  // Adam step count per parameter
    int64_t step = 0;             // optimiser steps done
    int64_t epoch = 0;            // epoch in progress (0-based)
    int64_t batch_in_epoch = 0;   // next batch of that epoch
    torch::Tensor cpu_rng_state;  // LibTorch's CPU generator (dropout), uint8
    torch::Tensor device_rng_state;  // the GPU's generator when training ran on CUDA, uint8
    std::string data_fingerprint; // of the training pairs, to refuse resuming on other data
    std::string dataset;          // where the pairs came from: a DatasetSpec as JSON (data/dataset.h); may be empty
    std::vector<std::string> history;  // JSON objects, one per logged step or evaluation
    // The run's totals up to this step, over every resumed part (0 in files
    // written before they were kept): target tokens trained on, and seconds
    // spent training (pauses not counted).
    int64_t target_tokens = 0;
    double train_seconds = 0.0;
    // Steps train_seconds does not time: those of a part written before the
    // time was kept, which a later part resumed (0 in most files).
    int64_t untimed_steps = 0;
    // Decoding settings the model came with (a Hugging Face folder's
    // generation_config.json: num_beams, max_length); 0 where none were given.
    int64_t beam_size = 0;
    int64_t max_length = 0;
    // A float16 run's dynamic loss scale (train/loss_scaler.h) and its good
    // steps in a row at this step, so that a resume goes on as the run
    // would have; 0: none (other precisions, older files).
    double loss_scale = 0.0;
    int64_t loss_scale_good_steps = 0;
    // The loss log's window at this step: the summed label-smoothed loss and
    // token NLL of the steps since the last complete history line, and their
    // target tokens (0: none; older files).
    double window_loss = 0.0, window_nll = 0.0;
    int64_t window_tokens = 0;
};

// Writes atomically (temporary file + rename). Throws CheckpointError.
void save_checkpoint(const Checkpoint& checkpoint, const std::string& path);

// Reads and checks a checkpoint. Throws CheckpointError saying what is wrong:
// missing, truncated, corrupt (CRC), another kind of file (a PyTorch zip, ...),
// a newer format version. Without `with_optimizer` the optimizer's moments
// are checked (the CRC, their table) but not read into tensors: opening a
// model to translate or analyse never needs them, and they are two thirds
// of a training checkpoint's bytes.
Checkpoint load_checkpoint(const std::string& path, bool with_optimizer = true);

// Reads the magic, the format version and the JSON header only: no
// tokenizer, no tensors, no CRC (a base model's file is ~240 MB; listing a
// run's checkpoints or showing one's curves needs a few kilobytes of it).
// Refuses a missing file, another kind of file, a newer format version or a
// truncated header with the same messages as load_checkpoint(). The result
// has every header field (kind, configs, step, epoch, position, fingerprint,
// dataset, history, optimizer steps, tokenizer kind); tokenizer_bytes,
// weights, optimizer and the random states are left empty.
// With `with_tokenizer`, the tokenizer's bytes are read too (they follow the
// header; fine-tuning checks a dataset against them without the weights).
Checkpoint load_checkpoint_header(const std::string& path, bool with_tokenizer = false);

// What kind of file this is, in words, for `info`: our checkpoint (and its
// kind), a PyTorch checkpoint, or unknown. Never throws.
std::string describe_file(const std::string& path);

}  // namespace studio::train
