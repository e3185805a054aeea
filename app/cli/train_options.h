// The train command's options read into the engine's settings: the data
// (one source), the model, training and the launch (several processes),
// and the checks a run's settings must pass before any data is read.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli_args.h"

#include "data/dataset.h"
#include "nn/config.h"
#include "train/training_config.h"

#include <cstdint>

namespace studio::cli {

constexpr int64_t kBig = int64_t(1) << 40;  // "no practical limit" for counts of steps, tokens, ...

// --steps or --epochs (not both) into `t`, the one given clearing the other.
void read_run_length(const Args& a, train::TrainingConfig* t);
// The data options as a dataset spec; false when none is given.
// Its file paths are recorded absolute (as the app records them): a run
// resumes, and the Analyze page finds its dev set, from any folder.
bool dataset_spec_from(const Args& a, data::DatasetSpec* out);
// The spec with each file path made absolute against the working folder.
data::DatasetSpec with_absolute_paths(data::DatasetSpec spec);
// Model settings: the preset, then the command line on top.
nn::TransformerConfig model_config_from(const Args& a, nn::TransformerConfig c);
train::TrainingConfig training_config_from(const Args& a, train::TrainingConfig t);
// The processes of a run (options, else PyTorch launchers' variables).
train::TrainingConfig launch_from(const Args& a);
// Every setting checked before any data is read.
void check_settings(const nn::TransformerConfig& model_config, const train::TrainingConfig& config);

}  // namespace studio::cli
