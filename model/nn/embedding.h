// Embedding: a table of V learned vectors looked up by id (the token
// embeddings of §3.4, learned positions of §3.5's comparison). Its own module
// rather than torch::nn::Embedding for the reason in nn/linear.h: it draws
// exactly what torch::nn::Embedding draws (N(0, 1)), unless the model is
// about to receive its weights from a file (nn/initialization.h).
//
// Shape legend: B batch, T sequence length, V rows, D width.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <torch/nn/module.h>
#include <torch/nn/pimpl.h>

namespace studio::nn {

class EmbeddingImpl : public torch::nn::Module {
public:
    EmbeddingImpl(int64_t rows, int64_t width);

    void reset_parameters();  // N(0, 1), as torch::nn::Embedding

    // Shape: ids (B, T) int64 -> (B, T, D)
    torch::Tensor forward(const torch::Tensor& ids);

    torch::Tensor weight;  // (V, D)
};
TORCH_MODULE(Embedding);

}  // namespace studio::nn
