// SPDX-License-Identifier: GPL-3.0-or-later
#include "nn/positional_encoding.h"

#include <cmath>

namespace studio::nn {

torch::Tensor sinusoidal_table(int64_t max_positions, int64_t d_model, PositionLayout layout) {
    TORCH_CHECK(max_positions > 0 && d_model > 0, "sinusoidal_table: sizes must be positive");
    auto position = torch::arange(max_positions, torch::kFloat64).unsqueeze(1);           // (P, 1)
    auto even = torch::arange(0, d_model, 2, torch::kFloat64);                            // (ceil(D/2))
    // 1 / 10000^(2i/d_model), computed in float64 so that the table is exact to fp32.
    auto inv_freq = torch::exp(even * (-std::log(10000.0) / static_cast<double>(d_model)));
    auto angle = position * inv_freq.unsqueeze(0);                                        // (P, ceil(D/2))
    const int64_t odd_count = d_model / 2;
    if (layout == PositionLayout::SinThenCos) {
        // Marian: sin(angle) for every frequency, then cos(angle) for the first D/2.
        return torch::cat({torch::sin(angle), torch::cos(angle.narrow(1, 0, odd_count))}, 1).to(torch::kFloat32);
    }
    auto pe = torch::zeros({max_positions, d_model}, torch::kFloat64);
    pe.index_put_({torch::indexing::Slice(), torch::indexing::Slice(0, torch::indexing::None, 2)}, torch::sin(angle));
    pe.index_put_({torch::indexing::Slice(), torch::indexing::Slice(1, torch::indexing::None, 2)},
                  torch::cos(angle.narrow(1, 0, odd_count)));
    return pe.to(torch::kFloat32);
}

PositionalEncodingImpl::PositionalEncodingImpl(const PositionalEncodingOptions& o) : options(o) {
    if (o.learned) {
        learned = register_module("learned", Embedding(o.max_positions, o.d_model));
    } else {
        pe = register_buffer("pe", sinusoidal_table(o.max_positions, o.d_model, o.layout));
    }
    dropout = register_module("dropout", Dropout(o.dropout));
}

torch::Tensor PositionalEncodingImpl::forward(const torch::Tensor& x, int64_t offset) {
    const int64_t t = x.size(1);
    TORCH_CHECK(offset + t <= options.max_positions, "PositionalEncoding: position ", offset + t - 1,
                " is beyond the model's maximum of ", options.max_positions - 1);
    torch::Tensor positions;
    if (options.learned) {
        positions = learned->weight.narrow(0, offset, t);  // (T, D)
    } else {
        positions = pe.narrow(0, offset, t);                // (T, D)
    }
    return dropout(x + positions.to(x.dtype()).unsqueeze(0));  // (B, T, D)
}

torch::Tensor PositionalEncodingImpl::table() const { return options.learned ? learned->weight : pe; }

}  // namespace studio::nn
