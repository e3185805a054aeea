// SPDX-License-Identifier: GPL-3.0-or-later
#include "nn/layer_norm.h"

#include <torch/torch.h>

namespace studio::nn {

LayerNormImpl::LayerNormImpl(const LayerNormOptions& o) : options(o) {
    TORCH_CHECK(o.d_model > 0 && o.eps > 0, "LayerNorm: d_model and eps must be positive, got ", o.d_model, " and ",
                o.eps);
    // The same parameter names as torch::nn::LayerNorm, so checkpoints written
    // before this module existed still load.
    weight = register_parameter("weight", torch::ones({o.d_model}));
    bias = register_parameter("bias", torch::zeros({o.d_model}));
}

torch::Tensor LayerNormImpl::forward(const torch::Tensor& x) {
    if (!options.std_eps) return torch::layer_norm(x, {options.d_model}, weight, bias, options.eps);
    // Statistics in float32 even when the activations are bfloat16.
    auto h = x.to(torch::kFloat32);
    auto mean = h.mean(-1, /*keepdim=*/true);                    // (B, T, 1)
    auto std = h.std(-1, /*unbiased=*/true, /*keepdim=*/true);   // (B, T, 1)
    return (weight * (h - mean) / (std + options.eps) + bias).to(x.dtype());
}

}  // namespace studio::nn
