// PositionalEncoding: adds position information to the embeddings (§3.5).
//   PE(pos, 2i)   = sin(pos / 10000^(2i / d_model))
//   PE(pos, 2i+1) = cos(pos / 10000^(2i / d_model))
// The sinusoidal table is a buffer (saved, not trained). The learned variant
// (Table 3 row E) is an embedding of positions instead.
//
// Shape legend: B batch, T sequence length, D d_model, P max positions.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <torch/nn/module.h>
#include "nn/dropout.h"
#include <torch/nn/modules/embedding.h>
#include <torch/nn/pimpl.h>

namespace studio::nn {

struct PositionalEncodingOptions {
    int64_t d_model = 512;
    int64_t max_positions = 1024;
    double dropout = 0.1;   // applied to embedding + position (§5.4)
    bool learned = false;
};

// The sinusoidal table itself, (P, D), in float32 (exposed for tests and the
// Learn page).
torch::Tensor sinusoidal_table(int64_t max_positions, int64_t d_model);

class PositionalEncodingImpl : public torch::nn::Module {
public:
    explicit PositionalEncodingImpl(const PositionalEncodingOptions& options);

    // Shape: x (B, T, D) -> (B, T, D); positions offset .. offset+T-1
    // (offset > 0 when decoding step by step with a cache).
    torch::Tensor forward(const torch::Tensor& x, int64_t offset = 0);

    // (P, D): the table that is added (sinusoidal buffer or learned weights).
    torch::Tensor table() const;

    PositionalEncodingOptions options;
    torch::Tensor pe;                        // (P, D) buffer, sinusoidal only
    torch::nn::Embedding learned{nullptr};   // learned only
    Dropout dropout{nullptr};
};
TORCH_MODULE(PositionalEncoding);

}  // namespace studio::nn
