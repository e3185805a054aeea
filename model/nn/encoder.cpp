// SPDX-License-Identifier: GPL-3.0-or-later
#include "nn/encoder.h"

namespace studio::nn {

EncoderImpl::EncoderImpl(const TransformerConfig& c) : config(c) {
    layers = register_module("layers", torch::nn::ModuleList());
    for (int64_t i = 0; i < c.num_encoder_layers; ++i) layers->push_back(EncoderLayer(c));
    if (c.pre_norm) {
        final_norm = register_module(
            "final_norm", LayerNorm(LayerNormOptions{c.d_model, c.layer_norm_eps, c.layer_norm_std_eps}));
    }
}

torch::Tensor EncoderImpl::forward(const torch::Tensor& x, const torch::Tensor& src_mask, ModelProbe* probe) {
    if (probe) probe->encoder.assign(layers->size(), LayerProbe{});
    auto h = x;
    for (size_t i = 0; i < layers->size(); ++i) {
        LayerProbe* layer_probe = probe ? &probe->encoder[i] : nullptr;
        if (layer_probe) layer_probe->detail = probe->detail_layer == static_cast<int64_t>(i);
        h = layers[i]->as<EncoderLayer>()->forward(h, src_mask, layer_probe);  // (B, S, D)
    }
    return config.pre_norm ? final_norm(h) : h;
}

}  // namespace studio::nn
