// Adam (Kingma & Ba 2015) as §5.3 uses it, with each parameter's update done
// in one pass over its memory.
//
// LibTorch's torch::optim::Adam updates a parameter with about ten tensor
// operations (exp_avg.mul_().add_(), exp_avg_sq.mul_().addcmul_(), sqrt,
// division, addcdiv_), each a pass over the parameter, its gradient or its
// moments. This one reads the weight, gradient and both moments once and
// writes weight and moments once, in float32, with the same formula:
//   m = b1 m + (1 - b1) g,  v = b2 v + (1 - b2) g^2
//   w -= lr / (1 - b1^t) * m / (sqrt(v) / sqrt(1 - b2^t) + eps)
// Parameters on a GPU, or of another dtype, take the tensor-operation path.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <torch/types.h>

#include <cstdint>
#include <vector>

namespace studio::train {

struct AdamMoments {
    torch::Tensor exp_avg;     // m, same shape as the parameter; undefined before its first update
    torch::Tensor exp_avg_sq;  // v
    int64_t step = 0;          // updates of this parameter so far (t)
};

class FusedAdam {
public:
    FusedAdam(std::vector<torch::Tensor> parameters, double beta1, double beta2, double eps);

    // Drops the gradients (the next backward writes fresh ones).
    void zero_grad();

    // One update of every parameter that has a gradient, at learning rate lr.
    void step(double lr);

    const std::vector<torch::Tensor>& parameters() const { return parameters_; }
    // One entry per parameter, in the order of parameters().
    std::vector<AdamMoments>& moments() { return moments_; }
    const std::vector<AdamMoments>& moments() const { return moments_; }

private:
    std::vector<torch::Tensor> parameters_;
    std::vector<AdamMoments> moments_;
    double beta1_, beta2_, eps_;
};

}  // namespace studio::train
