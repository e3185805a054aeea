// Decoder: a stack of N identical DecoderLayers (§3.1), with an optional
// key/value cache so that generating position t costs O(t), not O(t^2).
//
// Shape legend: B batch, S source length, T target length, D d_model.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nn/decoder_layer.h"

#include <torch/nn/modules/container/modulelist.h>

#include <vector>

namespace studio::nn {

// Everything the decoder keeps between steps of one decoding run.
struct DecoderCache {
    std::vector<DecoderLayerCache> layers;
    int64_t length = 0;  // target positions already processed

    // Keeps batch rows `index` (B_new) in that order (beam search reorders
    // and prunes its hypotheses every step).
    void select(const torch::Tensor& index);
};

class DecoderImpl : public torch::nn::Module {
public:
    explicit DecoderImpl(const TransformerConfig& config);

    // Shape: y (B, T, D) embedded target (with positions), memory (B, S, D),
    // src_mask (B, 1, 1, S), tgt_mask (B, 1, T, T) -> (B, T, D).
    // With a cache, y holds only the new positions and tgt_mask may be
    // undefined when there is one new position (it may see everything cached).
    torch::Tensor forward(const torch::Tensor& y, const torch::Tensor& memory, const torch::Tensor& src_mask,
                          const torch::Tensor& tgt_mask, ModelProbe* probe = nullptr, DecoderCache* cache = nullptr);

    TransformerConfig config;
    torch::nn::ModuleList layers{nullptr};
    LayerNorm final_norm{nullptr};  // pre-norm only
};
TORCH_MODULE(Decoder);

}  // namespace studio::nn
