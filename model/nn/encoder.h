// Encoder: a stack of N identical EncoderLayers (§3.1). In pre-norm mode a
// final LayerNorm closes the stack (otherwise the last output is unnormalised).
//
// Shape legend: B batch, S source length, D d_model.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nn/encoder_layer.h"

#include <torch/nn/modules/container/modulelist.h>

namespace studio::nn {

class EncoderImpl : public torch::nn::Module {
public:
    explicit EncoderImpl(const TransformerConfig& config);

    // Shape: x (B, S, D) embedded source, src_mask (B, 1, 1, S) -> (B, S, D)
    // probe, when given, gets one LayerProbe per layer.
    torch::Tensor forward(const torch::Tensor& x, const torch::Tensor& src_mask, ModelProbe* probe = nullptr);

    TransformerConfig config;
    torch::nn::ModuleList layers{nullptr};
    LayerNorm final_norm{nullptr};  // pre-norm only
};
TORCH_MODULE(Encoder);

}  // namespace studio::nn
