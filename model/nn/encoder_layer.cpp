// SPDX-License-Identifier: GPL-3.0-or-later
#include "nn/encoder_layer.h"

namespace studio::nn {

MultiHeadAttentionOptions attention_options(const TransformerConfig& c) {
    return {c.d_model, c.num_heads, c.attention_dropout, c.attention_bias, c.key_dim(), c.value_dim()};
}

SublayerOptions sublayer_options(const TransformerConfig& c) {
    return {c.d_model, c.dropout, c.pre_norm, c.layer_norm_eps, c.layer_norm_std_eps};
}

FeedForwardOptions feed_forward_options(const TransformerConfig& c) {
    return {c.d_model, c.d_ff, c.relu_dropout, c.activation};
}

EncoderLayerImpl::EncoderLayerImpl(const TransformerConfig& c) {
    self_attention = register_module("self_attention", MultiHeadAttention(attention_options(c)));
    feed_forward = register_module("feed_forward", FeedForward(feed_forward_options(c)));
    self_attention_sublayer = register_module("self_attention_sublayer", Sublayer(sublayer_options(c)));
    feed_forward_sublayer = register_module("feed_forward_sublayer", Sublayer(sublayer_options(c)));
}

torch::Tensor EncoderLayerImpl::forward(const torch::Tensor& x, const torch::Tensor& src_mask, LayerProbe* probe) {
    const bool detail = probe && probe->detail;
    if (detail) probe->sublayers.assign(2, SublayerProbe{});
    AttentionProbe* attention_probe = probe ? &probe->self_attention : nullptr;
    if (attention_probe) attention_probe->detail = detail;

    auto h = self_attention_sublayer(
        x, [&](const torch::Tensor& in) { return self_attention(in, in, src_mask, attention_probe); },
        detail ? &probe->sublayers[0] : nullptr);                                        // (B, S, D)
    return feed_forward_sublayer(h, [&](const torch::Tensor& in) { return feed_forward(in); },
                                 detail ? &probe->sublayers[1] : nullptr);               // (B, S, D)
}

}  // namespace studio::nn
