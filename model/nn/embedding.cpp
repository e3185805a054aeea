// SPDX-License-Identifier: GPL-3.0-or-later
#include "nn/embedding.h"

#include "nn/initialization.h"

#include <torch/nn/init.h>

namespace studio::nn {

EmbeddingImpl::EmbeddingImpl(int64_t rows, int64_t width) {
    TORCH_CHECK(rows > 0 && width > 0, "Embedding: rows and width must be positive, got ", rows, " and ", width);
    weight = register_parameter("weight", torch::empty({rows, width}));
    if (!SkipInitialization::active()) reset_parameters();
}

void EmbeddingImpl::reset_parameters() {
    torch::NoGradGuard no_grad;
    torch::nn::init::normal_(weight);
}

torch::Tensor EmbeddingImpl::forward(const torch::Tensor& ids) {
    return torch::embedding(weight, ids);  // (B, T, D)
}

}  // namespace studio::nn
