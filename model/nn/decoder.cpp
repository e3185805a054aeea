// SPDX-License-Identifier: GPL-3.0-or-later
#include "nn/decoder.h"

namespace studio::nn {

void DecoderCache::select(const torch::Tensor& index) {
    for (auto& layer : layers) {
        layer.self_attention.select(index);
        layer.cross_attention.select(index);
    }
}

DecoderImpl::DecoderImpl(const TransformerConfig& c) : config(c) {
    layers = register_module("layers", torch::nn::ModuleList());
    for (int64_t i = 0; i < c.num_decoder_layers; ++i) layers->push_back(DecoderLayer(c));
    if (c.pre_norm) {
        final_norm = register_module(
            "final_norm", LayerNorm(LayerNormOptions{c.d_model, c.layer_norm_eps, c.layer_norm_std_eps}));
    }
}

torch::Tensor DecoderImpl::forward(const torch::Tensor& y, const torch::Tensor& memory, const torch::Tensor& src_mask,
                                   const torch::Tensor& tgt_mask, ModelProbe* probe, DecoderCache* cache) {
    if (probe) probe->decoder.assign(layers->size(), LayerProbe{});
    if (cache && cache->layers.size() != layers->size()) cache->layers.assign(layers->size(), DecoderLayerCache{});
    auto h = y;
    for (size_t i = 0; i < layers->size(); ++i) {
        LayerProbe* layer_probe = probe ? &probe->decoder[i] : nullptr;
        if (layer_probe) layer_probe->detail = probe->detail_layer == static_cast<int64_t>(i);
        h = layers[i]->as<DecoderLayer>()->forward(h, memory, src_mask, tgt_mask, layer_probe,
                                                   cache ? &cache->layers[i] : nullptr);  // (B, T, D)
    }
    if (cache) cache->length += y.size(1);
    return config.pre_norm ? final_norm(h) : h;
}

}  // namespace studio::nn
