// SPDX-License-Identifier: GPL-3.0-or-later
#include "nn/multi_head_attention.h"

#include "nn/head_product.h"
#include "nn/mixed_precision.h"
#include "nn/one_query_attention.h"

#include <torch/torch.h>

#include <cmath>
#include <limits>

namespace studio::nn {
namespace {

// Several projections of one input as one matrix product: their weights and
// biases stacked row-wise (a few D x D copies, against one product over every
// position instead of two or three; torch.nn.MultiheadAttention packs its
// weights the same way). The result's last dimension holds each projection in
// turn.
// Shape: x (B, T, D) -> (B, T, sum of the layers' output widths)
torch::Tensor stacked_projection(const torch::Tensor& x, std::initializer_list<Linear> layers) {
    std::vector<torch::Tensor> weights, biases;
    for (const auto& layer : layers) {
        weights.push_back(layer->weight);
        if (layer->bias.defined()) biases.push_back(layer->bias);
    }
    return mixed_linear(x, torch::cat(weights), biases.empty() ? torch::Tensor() : torch::cat(biases));
}

torch::Tensor project(const torch::Tensor& x, const Linear& layer) {
    return mixed_linear(x, layer->weight, layer->bias);
}

}  // namespace

namespace {

// Whether `view` is the start of `buffer` along dim 2 with the same other sizes.
bool starts_buffer(const torch::Tensor& view, const torch::Tensor& buffer) {
    return buffer.defined() && view.data_ptr() == buffer.data_ptr() && view.size(0) == buffer.size(0) &&
           view.size(1) == buffer.size(1) && view.size(3) == buffer.size(3) && view.strides() == buffer.strides();
}

}  // namespace

void KeyValueCache::append(const torch::Tensor& k_new, const torch::Tensor& v_new) {
    const int64_t past = empty() ? 0 : k.size(2), length = past + k_new.size(2);
    const bool in_place = !empty() && starts_buffer(k, k_buffer) && starts_buffer(v, v_buffer) &&
                          length <= k_buffer.size(2) && k_new.dtype() == k_buffer.dtype() &&
                          k_new.device() == k_buffer.device();
    if (!in_place) {
        const int64_t capacity = std::max<int64_t>(16, 2 * length);
        auto grow = [&](const torch::Tensor& old, const torch::Tensor& fresh) {
            auto buffer = torch::empty({fresh.size(0), fresh.size(1), capacity, fresh.size(3)}, fresh.options());
            if (past > 0) buffer.narrow(2, 0, past).copy_(old);
            return buffer;
        };
        k_buffer = grow(k, k_new);
        v_buffer = grow(v, v_new);
    }
    k_buffer.narrow(2, past, k_new.size(2)).copy_(k_new);
    v_buffer.narrow(2, past, v_new.size(2)).copy_(v_new);
    k = k_buffer.narrow(2, 0, length);
    v = v_buffer.narrow(2, 0, length);
}

void KeyValueCache::select(const torch::Tensor& index) {
    if (empty()) return;
    const int64_t rows = k.size(0);
    if (index.numel() == rows && index.device().is_cpu() && index.scalar_type() == torch::kLong) {
        const auto order = index.contiguous();
        const int64_t* ids = order.data_ptr<int64_t>();
        bool identity = true;
        for (int64_t i = 0; i < rows && identity; ++i) identity = ids[i] == i;
        if (identity) return;
    }
    auto k_kept = k.index_select(0, index), v_kept = v.index_select(0, index);
    if (index.numel() == rows && starts_buffer(k, k_buffer) && starts_buffer(v, v_buffer)) {
        k.copy_(k_kept);  // k and v stay views of the start of their buffers
        v.copy_(v_kept);
        return;
    }
    k = k_kept;
    v = v_kept;
}

MultiHeadAttentionImpl::MultiHeadAttentionImpl(const MultiHeadAttentionOptions& o) : options(o) {
    TORCH_CHECK(o.num_heads > 0 && o.d_k >= 0 && o.d_v >= 0, "MultiHeadAttention: num_heads (", o.num_heads,
                ") must be positive and d_k (", o.d_k, "), d_v (", o.d_v, ") not negative");
    TORCH_CHECK((o.d_k > 0 && o.d_v > 0) || o.d_model % o.num_heads == 0, "MultiHeadAttention: d_model (",
                o.d_model, ") must be a multiple of num_heads (", o.num_heads, ") unless d_k and d_v are given");
    key_dim = o.d_k > 0 ? o.d_k : o.d_model / o.num_heads;
    value_dim = o.d_v > 0 ? o.d_v : o.d_model / o.num_heads;
    scale = 1.0 / std::sqrt(static_cast<double>(key_dim));
    // W^Q, W^K: D -> H d_k; W^V: D -> H d_v; W^O: H d_v -> D (§3.2.2).
    auto linear = [&](int64_t in, int64_t out) { return Linear(LinearOptions{in, out, o.bias}); };
    w_q = register_module("w_q", linear(o.d_model, o.num_heads * key_dim));
    w_k = register_module("w_k", linear(o.d_model, o.num_heads * key_dim));
    w_v = register_module("w_v", linear(o.d_model, o.num_heads * value_dim));
    w_o = register_module("w_o", linear(o.num_heads * value_dim, o.d_model));
    dropout = register_module("dropout", Dropout(o.attention_dropout));
}

torch::Tensor MultiHeadAttentionImpl::split_heads(const torch::Tensor& x) const {
    // (B, T, H w) -> (B, T, H, w) -> (B, H, T, w)
    return x.view({x.size(0), x.size(1), options.num_heads, x.size(2) / options.num_heads}).transpose(1, 2);
}

torch::Tensor MultiHeadAttentionImpl::merge_heads(const torch::Tensor& x) const {
    // (B, H, T, d_v) -> (B, T, H, d_v) -> (B, T, H d_v): the Concat of §3.2.2
    return x.transpose(1, 2).contiguous().view({x.size(0), x.size(2), options.num_heads * x.size(3)});
}

torch::Tensor MultiHeadAttentionImpl::attend(const torch::Tensor& q, const torch::Tensor& k, const torch::Tensor& v,
                                             const torch::Tensor& mask, AttentionProbe* probe) {
    // Each head's output times its gate (if any), the Concat and W^O.
    auto finish = [&](torch::Tensor context) {  // context (B, H, Tq, d_v) -> (B, Tq, D)
        if (head_gates.defined()) {
            TORCH_CHECK((head_gates.dim() == 1 && head_gates.size(0) == options.num_heads) ||
                            (head_gates.dim() == 2 && head_gates.size(1) == options.num_heads &&
                             (head_gates.size(0) == context.size(0) || head_gates.size(0) == 1)),
                        "head gates: shape (H) or (B, H) with H = ", options.num_heads, " and B = ", context.size(0),
                        ", got ", head_gates.sizes());
            const int64_t rows = head_gates.dim() == 2 ? head_gates.size(0) : 1;
            context = context * head_gates.view({rows, options.num_heads, 1, 1}).to(context.dtype());
        }
        return project(merge_heads(context), w_o);
    };
    // One query (a cached decoding step): B*H products of a row by a small
    // matrix, which bmm runs as that many tiny gemm calls (20 us against 7.5 us
    // for the broadcast product below at H = 8, Tk = 50, d_k = 32).
    const bool one_query = q.size(-2) == 1 && q.device().is_cpu();
    // A cached step without dropout or detailed probes: the whole attention
    // in one loop (nn/one_query_attention.h says why).
    const bool dropping = dropout->is_training() && dropout->options.p > 0.0;
    if (one_query && !dropping && !(probe && probe->detail) && one_query_attention_apply(q, k, v, mask)) {
        auto attention = one_query_attention(q, k, v, mask, scale);
        if (probe) probe->weights = attention.weights;
        return finish(attention.context);
    }
    auto scores = (one_query ? (q * k).sum(-1).unsqueeze(-2) : head_product(q, k, /*transpose_b=*/true)) *
                  scale;  // (B, H, Tq, Tk)
    if (probe && probe->detail) probe->scores = scores.detach();
    // Masking and the softmax run in float32 even when the products ran in
    // bfloat16/float16, whose lowest value would round to -inf.
    if (scores.scalar_type() != torch::kFloat32) scores = scores.to(torch::kFloat32);
    if (mask.defined()) {
        // The lowest finite value instead of -inf: a row whose keys are all
        // masked then becomes uniform instead of NaN (DESIGN §2); in every
        // other row exp(lowest - max) underflows to exactly 0.
        scores = scores.masked_fill(mask, std::numeric_limits<float>::lowest());
    }
    auto weights = torch::softmax(scores, -1).to(v.dtype());  // (B, H, Tq, Tk)
    if (probe) {
        probe->weights = weights.detach();
        if (probe->detail) {
            probe->q = q.detach();
            probe->k = k.detach();
            probe->v = v.detach();
        }
    }
    const auto dropped = dropout(weights);
    auto context = one_query ? (dropped.transpose(-2, -1) * v).sum(-2, true)  // (B, H, 1, d_v)
                             : head_product(dropped, v, /*transpose_b=*/false);  // (B, H, Tq, d_v)
    if (probe && probe->detail) probe->context = context.detach();
    return finish(context);
}

torch::Tensor MultiHeadAttentionImpl::forward(const torch::Tensor& query, const torch::Tensor& memory,
                                              const torch::Tensor& mask, AttentionProbe* probe) {
    TORCH_CHECK(query.dim() == 3 && memory.dim() == 3, "MultiHeadAttention expects (B, T, D) inputs, got ",
                query.sizes(), " and ", memory.sizes());
    TORCH_CHECK(query.size(2) == options.d_model, "MultiHeadAttention: last dimension ", query.size(2),
                " differs from d_model ", options.d_model);
    const int64_t qk_width = options.num_heads * key_dim, v_width = options.num_heads * value_dim;
    if (query.is_same(memory)) {  // self-attention: Q, K and V in one product
        auto qkv = stacked_projection(query, {w_q, w_k, w_v}).split_with_sizes({qk_width, qk_width, v_width}, -1);
        return attend(split_heads(qkv[0]), split_heads(qkv[1]), split_heads(qkv[2]), mask, probe);
    }
    auto q = split_heads(project(query, w_q));                  // (B, H, Tq, d_k)
    auto kv = stacked_projection(memory, {w_k, w_v}).split_with_sizes({qk_width, v_width}, -1);  // (B, Tk, H d_k), (B, Tk, H d_v)
    return attend(q, split_heads(kv[0]), split_heads(kv[1]), mask, probe);
}

torch::Tensor MultiHeadAttentionImpl::forward_self_cached(const torch::Tensor& x, KeyValueCache& cache,
                                                          const torch::Tensor& mask, AttentionProbe* probe) {
    auto q = split_heads(project(x, w_q));  // (B, H, Tnew, d_k)
    auto k = split_heads(project(x, w_k));
    auto v = split_heads(project(x, w_v));
    cache.append(k, v);                     // k, v: (B, H, Tpast + Tnew, d_k)
    return attend(q, cache.k, cache.v, mask, probe);
}

torch::Tensor MultiHeadAttentionImpl::forward_cross_cached(const torch::Tensor& query, const torch::Tensor& memory,
                                                           KeyValueCache& cache, const torch::Tensor& mask,
                                                           AttentionProbe* probe) {
    if (cache.empty()) {
        cache.k = split_heads(project(memory, w_k));  // (B, H, S, d_k)
        cache.v = split_heads(project(memory, w_v));  // (B, H, S, d_v)
    }
    auto q = split_heads(project(query, w_q));
    return attend(q, cache.k, cache.v, mask, probe);
}

}  // namespace studio::nn
