// PositionalEncoding: adds position information to the embeddings (§3.5).
//   PE(pos, 2i)   = sin(pos / 10000^(2i / d_model))
//   PE(pos, 2i+1) = cos(pos / 10000^(2i / d_model))
// Marian's layout (PositionLayout::SinThenCos) puts the same sines in
// columns 0 .. D/2 - 1 and the cosines after them.
// The sinusoidal table is a buffer (saved, not trained). The learned variant
// (Table 3 row E) is an embedding of positions instead.
//
// Shape legend: B batch, T sequence length, D d_model, P max positions.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nn/config.h"
#include "nn/dropout.h"
#include "nn/embedding.h"

#include <torch/nn/module.h>
#include <torch/nn/pimpl.h>

namespace studio::nn {

struct PositionalEncodingOptions {
    int64_t d_model = 512;
    int64_t max_positions = 1024;
    double dropout = 0.1;   // applied to embedding + position (§5.4)
    bool learned = false;
    PositionLayout layout = PositionLayout::Interleaved;  // sinusoidal only
};

// The sinusoidal table itself, (P, D), in float32 (exposed for tests and the
// Learn page). Column i of the sines and of the cosines has the frequency
// 1 / 10000^(2i / D) in either layout.
torch::Tensor sinusoidal_table(int64_t max_positions, int64_t d_model,
                               PositionLayout layout = PositionLayout::Interleaved);

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
    Embedding learned{nullptr};   // learned only
    Dropout dropout{nullptr};
};
TORCH_MODULE(PositionalEncoding);

}  // namespace studio::nn
