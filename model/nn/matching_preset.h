// Which named preset a model's sizes are: a checkpoint's model shown under
// its preset's name (the Train page's Preset box, run summaries), or as
// "custom" when no preset has its sizes.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nn/config.h"

#include <string>

namespace studio::nn {

// The preset whose d_model, heads, d_ff and layers the model has (with
// d_k = d_v = D / H), or "" when none has them. Dropout and the other
// settings may differ: they are training choices, not the model's size.
std::string matching_preset(const TransformerConfig& config);

}  // namespace studio::nn
