// SPDX-License-Identifier: GPL-3.0-or-later
#include "nn/decoder_layer.h"

namespace studio::nn {

DecoderLayerImpl::DecoderLayerImpl(const TransformerConfig& c) {
    self_attention = register_module("self_attention", MultiHeadAttention(attention_options(c)));
    cross_attention = register_module("cross_attention", MultiHeadAttention(attention_options(c)));
    feed_forward = register_module("feed_forward", FeedForward(feed_forward_options(c)));
    self_attention_sublayer = register_module("self_attention_sublayer", Sublayer(sublayer_options(c)));
    cross_attention_sublayer = register_module("cross_attention_sublayer", Sublayer(sublayer_options(c)));
    feed_forward_sublayer = register_module("feed_forward_sublayer", Sublayer(sublayer_options(c)));
}

torch::Tensor DecoderLayerImpl::forward(const torch::Tensor& x, const torch::Tensor& memory,
                                        const torch::Tensor& src_mask, const torch::Tensor& tgt_mask,
                                        LayerProbe* probe, DecoderLayerCache* cache) {
    const bool detail = probe && probe->detail;
    if (detail) probe->sublayers.assign(3, SublayerProbe{});
    AttentionProbe* self_probe = probe ? &probe->self_attention : nullptr;
    AttentionProbe* cross_probe = probe ? &probe->cross_attention : nullptr;
    if (probe) self_probe->detail = cross_probe->detail = detail;

    auto h = self_attention_sublayer(
        x,
        [&](const torch::Tensor& in) {
            return cache ? self_attention->forward_self_cached(in, cache->self_attention, tgt_mask, self_probe)
                         : self_attention(in, in, tgt_mask, self_probe);
        },
        detail ? &probe->sublayers[0] : nullptr);  // (B, T, D)
    h = cross_attention_sublayer(
        h,
        [&](const torch::Tensor& in) {
            return cache ? cross_attention->forward_cross_cached(in, memory, cache->cross_attention, src_mask,
                                                                 cross_probe)
                         : cross_attention(in, memory, src_mask, cross_probe);
        },
        detail ? &probe->sublayers[1] : nullptr);  // (B, T, D)
    return feed_forward_sublayer(h, [&](const torch::Tensor& in) { return feed_forward(in); },
                                 detail ? &probe->sublayers[2] : nullptr);  // (B, T, D)
}

}  // namespace studio::nn
