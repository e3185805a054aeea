// Checkpoint averaging: the mean of the weights of several checkpoints of one
// model. The paper's base models are "obtained by averaging the last 5
// checkpoints, which were written at 10-minute intervals", the big models
// the last 20 (Vaswani et al. 2017, §6.1); it smooths the end of the noisy
// optimisation path at no extra training cost.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "train/checkpoint.h"

#include <string>
#include <vector>

namespace studio::train {

// Loads every checkpoint and returns the element-wise mean of their weights
// (summed in float64, stored back in each weight's own type) as a "weights"
// checkpoint: the model config and tokenizer they share, the training config
// (the settings, bleu_tokenize among them), dataset, totals and decoding
// settings of the newest one (by step), and none of a training run's state
// (optimizer, random state, position, history). Throws std::invalid_argument
// for an empty list, CheckpointError for a file that does not load, and
// std::runtime_error naming both files when a checkpoint holds another model
// or tokenizer, or other weights, than the first one, or the same weights as
// another (a run's last.ckpt and the numbered checkpoint it copies).
Checkpoint average_checkpoints(const std::vector<std::string>& paths);

}  // namespace studio::train
