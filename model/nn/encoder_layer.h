// EncoderLayer: self-attention then feed-forward, each wrapped in a residual
// Sublayer (§3.1, Figure 1 left).
//
// Shape legend: B batch, S source length, D d_model, H heads.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nn/config.h"
#include "nn/feed_forward.h"
#include "nn/multi_head_attention.h"
#include "nn/probe.h"
#include "nn/sublayer.h"

namespace studio::nn {

class EncoderLayerImpl : public torch::nn::Module {
public:
    explicit EncoderLayerImpl(const TransformerConfig& config);

    // Shape: x (B, S, D), src_mask (B, 1, 1, S) true at padding -> (B, S, D)
    torch::Tensor forward(const torch::Tensor& x, const torch::Tensor& src_mask, LayerProbe* probe = nullptr);

    MultiHeadAttention self_attention{nullptr};
    FeedForward feed_forward{nullptr};
    Sublayer self_attention_sublayer{nullptr};
    Sublayer feed_forward_sublayer{nullptr};
};
TORCH_MODULE(EncoderLayer);

// Options shared by the layers of both stacks.
MultiHeadAttentionOptions attention_options(const TransformerConfig& config);
SublayerOptions sublayer_options(const TransformerConfig& config);
FeedForwardOptions feed_forward_options(const TransformerConfig& config);

}  // namespace studio::nn
