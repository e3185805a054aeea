// TokenEmbedding: ids -> vectors scaled by sqrt(d_model) (§3.4).
//
// Shape legend: B batch, T sequence length, D d_model, V vocabulary size.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nn/embedding.h"

#include <torch/nn/module.h>
#include <torch/nn/pimpl.h>

namespace studio::nn {

struct TokenEmbeddingOptions {
    int64_t vocab_size = 0;
    int64_t d_model = 512;
    int64_t pad_id = 0;  // padding id (its row is trained like any other; padding keys are masked in attention)
    bool scaled = true;  // multiply by sqrt(d_model) (§3.4); false for models trained without it
};

class TokenEmbeddingImpl : public torch::nn::Module {
public:
    explicit TokenEmbeddingImpl(const TokenEmbeddingOptions& options);

    // Shape: ids (B, T) int64 -> (B, T, D)
    torch::Tensor forward(const torch::Tensor& ids);

    // (V, D); also the pre-softmax weights when they are tied.
    const torch::Tensor& weight() const { return table->weight; }

    TokenEmbeddingOptions options;
    Embedding table{nullptr};
    double scale = 1.0;  // sqrt(d_model), or 1 when not scaled
};
TORCH_MODULE(TokenEmbedding);

}  // namespace studio::nn
