// Moving a model's weights in and out of checkpoints, and opening a
// checkpoint as a ready-to-translate model.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nn/transformer.h"
#include "tokenizer/tokenizer.h"
#include "train/checkpoint.h"

namespace studio::train {

// Parameters and buffers by their module names.
NamedTensors module_state(torch::nn::Module& module);

// Copies `state` into the module; every name must exist with the same shape
// and every parameter must be given. Throws CheckpointError (naming `path`).
void load_module_state(torch::nn::Module& module, const NamedTensors& state, const std::string& path);

struct LoadedModel {
    Checkpoint checkpoint;
    tok::Tokenizer tokenizer;
    nn::Transformer model{nullptr};
};

// Opens a checkpoint on `device`, in eval mode. Refuses a tokenizer whose
// vocabulary does not match the weights, with both sizes in the message.
LoadedModel load_model(const std::string& path, torch::Device device);

// The same from a checkpoint in memory (e.g. Trainer::snapshot()): the
// weights are copied into a new model, so the result is independent of the
// module they came from. `origin` names the source in error messages.
LoadedModel model_from_checkpoint(Checkpoint checkpoint, torch::Device device, const std::string& origin);

}  // namespace studio::train
