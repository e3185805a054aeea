// Scaled dot-product attention (§3.2.1) of one query per sentence and head:
// a cached decoding step, where each head's new query meets the keys and
// values kept so far.
//
// Why not tensor operations: at this size the arithmetic is tiny (a `base`
// step's twelve attentions over 50 keys are ~0.6 MFLOP) and LibTorch's cost
// per operation is not. The product of one query and its keys, the scale, the
// mask, the softmax, the conversions and the weighted sum of the values were
// ~16 operations an attention, ~200 of a base step's ~440, each a dispatch
// and an allocation while the other threads wait. Here they are one loop
// over sentences and heads, reading q, k and v in place through their
// strides (the cache's buffers, the cross-attention's (B, S, H·d_k) keys
// seen per head); the sums are in float32, as the softmax always was.
//
// Shape legend: B batch (sentences or beam rows), H heads, Tk keys, d_k and
// d_v the widths of a head's keys and values.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nn/row_products.h"

#include <ATen/core/Tensor.h>

namespace studio::nn {

struct OneQueryAttention {
    at::Tensor weights;  // (B, H, 1, Tk) float32: softmax(q·k / sqrt(d_k)) after masking
    at::Tensor context;  // (B, H, 1, d_v) in v's dtype: the weights times the values
};

// Whether one_query_attention takes these inputs: CPU tensors; q (B, H, 1,
// d_k), k (B, H, Tk, d_k), v (B, H, Tk, d_v), all float32 or all bfloat16,
// each with a unit stride along its last dimension; a mask undefined or bool
// of shape (1 or B, 1 or H, 1, Tk); no gradient wanted.
bool one_query_attention_apply(const at::Tensor& q, const at::Tensor& k, const at::Tensor& v,
                               const at::Tensor& mask);

// True in `mask` hides that key. A key masked out gets the lowest finite
// score (DESIGN §2): its weight is exactly 0 unless every key of the row is
// masked, and then the row is uniform, as in MultiHeadAttention::attend.
// `kernel`: RowKernel::Portable takes the portable loops even where the
// processor has AVX2 (for the tests).
// Shape: q (B, H, 1, d_k), k (B, H, Tk, d_k), v (B, H, Tk, d_v) -> see OneQueryAttention
OneQueryAttention one_query_attention(const at::Tensor& q, const at::Tensor& k, const at::Tensor& v,
                                      const at::Tensor& mask, double scale, RowKernel kernel = RowKernel::Auto);

}  // namespace studio::nn
