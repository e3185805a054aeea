// SPDX-License-Identifier: GPL-3.0-or-later
#include "nn/token_embedding.h"

#include <cmath>

namespace studio::nn {

TokenEmbeddingImpl::TokenEmbeddingImpl(const TokenEmbeddingOptions& o) : options(o) {
    TORCH_CHECK(o.vocab_size > 0 && o.d_model > 0, "TokenEmbedding: vocab_size and d_model must be positive, got ",
                o.vocab_size, " and ", o.d_model);
    table = register_module("table", Embedding(o.vocab_size, o.d_model));
    scale = o.scaled ? std::sqrt(static_cast<double>(o.d_model)) : 1.0;
}

torch::Tensor TokenEmbeddingImpl::forward(const torch::Tensor& ids) {
    TORCH_CHECK(ids.dim() == 2, "TokenEmbedding expects (B, T) ids, got ", ids.sizes());
    // §3.4: "In the embedding layers, we multiply those weights by sqrt(d_model)."
    return table(ids) * scale;  // (B, T, D)
}

}  // namespace studio::nn
