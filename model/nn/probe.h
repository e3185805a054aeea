// What the inspection views can ask the modules for.
//
// Passing a null probe costs nothing: no tensor is kept and no extra op runs.
// With a probe, every attention module stores its weights; the one layer
// named by `detail_layer` also stores Q, K, V per head, the scaled scores
// before the softmax, and the values before and after each sub-layer.
//
// Shape legend: B batch, S source length, T target length, D d_model,
// H heads, d_k = D / H. Tq/Tk: query/key lengths of one attention.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <torch/types.h>

#include <vector>

namespace studio::nn {

struct AttentionProbe {
    bool detail = false;      // set by the caller: also keep q, k, v and scores
    torch::Tensor weights;    // (B, H, Tq, Tk) softmax(QK^T / sqrt(d_k)) after masking
    torch::Tensor q;          // (B, H, Tq, d_k)   detail only
    torch::Tensor k;          // (B, H, Tk, d_k)   detail only
    torch::Tensor v;          // (B, H, Tk, d_k)   detail only
    torch::Tensor scores;     // (B, H, Tq, Tk) QK^T / sqrt(d_k), before masking and softmax; detail only
    torch::Tensor context;    // (B, H, Tq, d_k) weights V: each head's output, what Concat joins (§3.2.2); detail only
};

// One residual sub-layer: x on the way in, what the block computed (the
// attention or feed-forward output, before dropout and the residual add),
// and the layer's output on the way out (after the residual add and, in
// post-norm, the LayerNorm).
struct SublayerProbe {
    torch::Tensor input;   // (B, T, D)
    torch::Tensor block;   // (B, T, D) Sublayer(x) in post-norm, Sublayer(LayerNorm(x)) in pre-norm
    torch::Tensor output;  // (B, T, D)
};

struct LayerProbe {
    bool detail = false;
    AttentionProbe self_attention;
    AttentionProbe cross_attention;    // decoder layers only
    // Encoder: [self-attention, feed-forward];
    // decoder: [masked self-attention, cross-attention, feed-forward]. Detail only.
    std::vector<SublayerProbe> sublayers;
};

struct ModelProbe {
    int64_t detail_layer = -1;         // layer index (in both stacks) to probe in detail; -1: none
    std::vector<LayerProbe> encoder;   // one per encoder layer, filled by encode()
    std::vector<LayerProbe> decoder;   // one per decoder layer, filled by decode()
};

}  // namespace studio::nn
