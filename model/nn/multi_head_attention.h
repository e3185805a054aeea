// MultiHeadAttention (§3.2.2):
//   MultiHead(Q, K, V) = Concat(head_1, ..., head_h) W^O,
//   head_i = Attention(Q W_i^Q, K W_i^K, V W_i^V),
//   Attention(Q, K, V) = softmax(Q K^T / sqrt(d_k)) V          (Eq. 1, §3.2.1)
//
// Shape legend: B batch, Tq query length, Tk key length, D d_model, H heads,
// d_k query/key width and d_v value width of a head (both D / H unless set:
// Table 3 row B varies d_k alone).
// Masks are boolean, true where attention is NOT allowed (padding keys, future
// positions), broadcastable to (B, H, Tq, Tk).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nn/dropout.h"
#include "nn/linear.h"
#include "nn/probe.h"

#include <torch/nn/module.h>
#include <torch/nn/pimpl.h>

namespace studio::nn {

struct MultiHeadAttentionOptions {
    int64_t d_model = 512;
    int64_t num_heads = 8;
    double attention_dropout = 0.0;  // on the weights; not in the paper
    bool bias = true;                // biases in the four projections
    int64_t d_k = 0;                 // each head's query and key width; 0 = d_model / num_heads
    int64_t d_v = 0;                 // each head's value width; 0 = d_model / num_heads
};

// Keys and values already projected and split into heads, kept between
// decoding steps (self-attention grows by one position a step; cross-attention
// is computed once from the encoder output).
// Self-attention's k and v are views of the first Tk positions of larger
// buffers, so that a step writes only its new positions instead of copying
// the whole past with cat (the buffers double when full). Code that replaces
// k and v with other tensors (beam search's reordering) or narrows them
// (stepping back) needs no care: a step appends in place only while k and v
// still start the buffers and there is room, and copies into new buffers
// otherwise.
struct KeyValueCache {
    torch::Tensor k;  // (B, H, Tk, d_k)
    torch::Tensor v;  // (B, H, Tk, d_v)
    torch::Tensor k_buffer, v_buffer;  // (B, H, capacity, d_k), (B, H, capacity, d_v); self-attention only
    bool empty() const { return !k.defined(); }
    // Appends k_new (B, H, Tnew, d_k) and v_new after the cached positions.
    void append(const torch::Tensor& k_new, const torch::Tensor& v_new);
    // Keeps batch rows `index` (B_new, int64 on k's device) in that order.
    // The identity (every row, in order: greedy, a beam of one, a beam whose
    // rows all extend themselves) changes nothing and copies nothing; a
    // reordering of the same number of rows is written back into the
    // self-attention's buffer, so the next append still needs no new one
    // (a view of k or v kept from before the select sees the new order).
    void select(const torch::Tensor& index);
};

class MultiHeadAttentionImpl : public torch::nn::Module {
public:
    explicit MultiHeadAttentionImpl(const MultiHeadAttentionOptions& options);

    // Shape: query (B, Tq, D), memory (B, Tk, D), mask broadcastable to
    // (B, H, Tq, Tk) or undefined -> (B, Tq, D).
    // Self-attention passes the same tensor as query and memory.
    torch::Tensor forward(const torch::Tensor& query, const torch::Tensor& memory, const torch::Tensor& mask,
                          AttentionProbe* probe = nullptr);

    // Incremental self-attention: the new positions' keys/values are appended
    // to `cache` and the new queries attend to everything cached.
    // Shape: x (B, Tnew, D) -> (B, Tnew, D).
    torch::Tensor forward_self_cached(const torch::Tensor& x, KeyValueCache& cache, const torch::Tensor& mask,
                                      AttentionProbe* probe = nullptr);

    // Cross-attention whose keys/values are projected once and kept in cache.
    // Shape: query (B, Tq, D), memory (B, Tk, D) -> (B, Tq, D).
    torch::Tensor forward_cross_cached(const torch::Tensor& query, const torch::Tensor& memory,
                                       KeyValueCache& cache, const torch::Tensor& mask,
                                       AttentionProbe* probe = nullptr);

    // Shape: (B, T, H w) -> (B, H, T, w), w = d_k for queries and keys, d_v for values
    torch::Tensor split_heads(const torch::Tensor& x) const;
    // Shape: (B, H, T, d_v) -> (B, T, H d_v)
    torch::Tensor merge_heads(const torch::Tensor& x) const;

    // Scaled dot-product attention on split heads, then W^O.
    // Shape: q (B, H, Tq, d_k), k (B, H, Tk, d_k), v (B, H, Tk, d_v) -> (B, Tq, D)
    torch::Tensor attend(const torch::Tensor& q, const torch::Tensor& k, const torch::Tensor& v,
                         const torch::Tensor& mask, AttentionProbe* probe);

    MultiHeadAttentionOptions options;
    // Head gates ξ (Michel, Levy & Neubig 2019, "Are Sixteen Heads Really
    // Better than One?", Eq. 2): each head's output is multiplied by its gate
    // before the Concat and W^O, so 0 removes a head and 1 keeps it. An input,
    // not a parameter (never saved, averaged or counted): shape (H), or
    // (B, H) for a gate per sentence (a batched backward then gives each
    // sentence's own ∂L/∂ξ). Undefined (the default): every gate is 1, and
    // nothing is computed for them. Honoured by every path (teacher-forced,
    // cached self- and cross-attention, backward).
    torch::Tensor head_gates;
    int64_t key_dim = 0;    // d_k
    int64_t value_dim = 0;  // d_v
    double scale = 1.0;     // 1 / sqrt(d_k)
    Linear w_q{nullptr}, w_k{nullptr}, w_v{nullptr}, w_o{nullptr};
    Dropout dropout{nullptr};
};
TORCH_MODULE(MultiHeadAttention);

}  // namespace studio::nn
