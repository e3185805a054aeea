// Label-smoothed cross-entropy (§5.4), defined as PyTorch's
// CrossEntropyLoss(label_smoothing = eps, ignore_index = pad): the target
// distribution is (1 - eps) * one_hot(y) + eps / V over all V classes, and
// padding positions do not count.
//
// Shape legend: N positions (B x T flattened), V vocabulary.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <torch/types.h>

namespace studio::train {

struct LossParts {
    torch::Tensor loss_sum;  // scalar: sum of the smoothed loss over non-pad positions
    torch::Tensor nll_sum;   // scalar: sum of -log p(y) over non-pad positions (no smoothing)
    int64_t tokens = 0;      // non-pad positions
};

// Shape: logits (N, V) or (B, T, V), targets (N) or (B, T) int64.
LossParts label_smoothed_loss(const torch::Tensor& logits, const torch::Tensor& targets, double epsilon,
                              int64_t pad_id);

}  // namespace studio::train
