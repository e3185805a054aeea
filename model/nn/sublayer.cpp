// SPDX-License-Identifier: GPL-3.0-or-later
#include "nn/sublayer.h"

namespace studio::nn {

SublayerImpl::SublayerImpl(const SublayerOptions& o) : options(o) {
    norm = register_module("norm", LayerNorm(LayerNormOptions{o.d_model, o.layer_norm_eps, o.layer_norm_std_eps}));
    dropout = register_module("dropout", Dropout(o.dropout));
}

torch::Tensor SublayerImpl::forward(const torch::Tensor& x, const Block& block, SublayerProbe* probe) {
    const torch::Tensor computed = block(options.pre_norm ? norm(x) : x);
    const torch::Tensor out = options.pre_norm ? x + dropout(computed) : norm(x + dropout(computed));
    if (probe) {
        probe->input = x.detach();
        probe->block = computed.detach();
        probe->output = out.detach();
    }
    return out;
}

}  // namespace studio::nn
