// SPDX-License-Identifier: GPL-3.0-or-later
#include "nn/linear.h"

#include "nn/initialization.h"

#include <torch/nn/functional/linear.h>
#include <torch/nn/init.h>

#include <cmath>

namespace studio::nn {

LinearImpl::LinearImpl(const LinearOptions& o) : options(o) {
    TORCH_CHECK(o.in_features > 0 && o.out_features > 0, "Linear: in_features and out_features must be positive, got ",
                o.in_features, " and ", o.out_features);
    weight = register_parameter("weight", torch::empty({o.out_features, o.in_features}));
    if (o.bias) bias = register_parameter("bias", torch::empty({o.out_features}));
    if (!SkipInitialization::active()) reset_parameters();
}

void LinearImpl::reset_parameters() {
    torch::NoGradGuard no_grad;
    torch::nn::init::kaiming_uniform_(weight, std::sqrt(5.0));
    if (bias.defined()) {
        const int64_t fan_in = std::get<0>(torch::nn::init::_calculate_fan_in_and_fan_out(weight));
        const double bound = 1.0 / std::sqrt(static_cast<double>(fan_in));
        torch::nn::init::uniform_(bias, -bound, bound);
    }
}

torch::Tensor LinearImpl::forward(const torch::Tensor& x) {
    return torch::nn::functional::linear(x, weight, bias);  // (N, O)
}

}  // namespace studio::nn
