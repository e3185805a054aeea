// DecoderLayer: masked self-attention, cross-attention over the encoder
// output, then feed-forward, each in a residual Sublayer (§3.1, Figure 1 right).
//
// Shape legend: B batch, S source length, T target length (new positions
// only when a cache is used), D d_model, H heads.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nn/encoder_layer.h"

namespace studio::nn {

// What one decoder layer keeps between decoding steps.
struct DecoderLayerCache {
    KeyValueCache self_attention;   // grows by the new positions each step
    KeyValueCache cross_attention;  // projected once from the encoder output
};

class DecoderLayerImpl : public torch::nn::Module {
public:
    explicit DecoderLayerImpl(const TransformerConfig& config);

    // Shape: x (B, T, D), memory (B, S, D), src_mask (B, 1, 1, S),
    // tgt_mask broadcastable to (B, 1, T, T_all) -> (B, T, D).
    // Without a cache T_all = T; with one, T_all = cached + T.
    torch::Tensor forward(const torch::Tensor& x, const torch::Tensor& memory, const torch::Tensor& src_mask,
                          const torch::Tensor& tgt_mask, LayerProbe* probe = nullptr,
                          DecoderLayerCache* cache = nullptr);

    MultiHeadAttention self_attention{nullptr};
    MultiHeadAttention cross_attention{nullptr};
    FeedForward feed_forward{nullptr};
    Sublayer self_attention_sublayer{nullptr};
    Sublayer cross_attention_sublayer{nullptr};
    Sublayer feed_forward_sublayer{nullptr};
};
TORCH_MODULE(DecoderLayer);

}  // namespace studio::nn
