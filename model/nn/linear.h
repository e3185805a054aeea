// Linear: y = x W^T + b, the layer of every projection in the model (the
// attention's W^Q, W^K, W^V, W^O of §3.2.2, the feed-forward's W1, W2 of
// §3.3, an untied output projection). Its own module rather than
// torch::nn::Linear so that a model about to receive its weights from a file
// can skip drawing random ones (nn/initialization.h); otherwise it draws
// exactly what torch::nn::Linear draws, in the same order, so a seeded model
// starts from the same numbers as before.
//
// Shape legend: N any leading dimensions, I in_features, O out_features.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <torch/nn/module.h>
#include <torch/nn/pimpl.h>

namespace studio::nn {

struct LinearOptions {
    int64_t in_features = 0;
    int64_t out_features = 0;
    bool bias = true;  // learn an additive bias b
};

class LinearImpl : public torch::nn::Module {
public:
    explicit LinearImpl(const LinearOptions& options);
    LinearImpl(int64_t in_features, int64_t out_features) : LinearImpl(LinearOptions{in_features, out_features}) {}

    // torch::nn::Linear's start: W ~ kaiming_uniform(a = sqrt 5), that is
    // U(-1/sqrt(I), 1/sqrt(I)), and b ~ U(-1/sqrt(I), 1/sqrt(I)).
    void reset_parameters();

    // Shape: (N, I) -> (N, O)
    torch::Tensor forward(const torch::Tensor& x);

    LinearOptions options;
    torch::Tensor weight;  // (O, I)
    torch::Tensor bias;    // (O); undefined without a bias
};
TORCH_MODULE(Linear);

}  // namespace studio::nn
