// Which heads a model's gates switch off (MultiHeadAttentionImpl::head_gates
// of 0, what the Analyze page sets): their attention weights are still
// computed, but the model does not use their output, so the views that read
// weights leave them out of means and rankings.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nn/transformer.h"

namespace studio::nn {

// True when the block's gates are one per head (H) and this head's is 0.
// Throws std::out_of_range for a layer the model does not have.
bool head_switched_off(TransformerImpl& model, AttentionKind kind, int64_t layer, int64_t head);

}  // namespace studio::nn
