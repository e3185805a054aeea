// SPDX-License-Identifier: GPL-3.0-or-later
#include "train/adam.h"

#include <ATen/Parallel.h>
#include <torch/torch.h>

#include <cmath>

namespace studio::train {
namespace {

// The update over n contiguous floats, split across LibTorch's threads.
void update_floats(float* w, const float* g, float* m, float* v, int64_t n, float beta1, float beta2, float step_size,
                   float bias2_sqrt, float eps) {
    const float one_minus_b1 = 1.0f - beta1, one_minus_b2 = 1.0f - beta2;
    at::parallel_for(0, n, 16384, [&](int64_t begin, int64_t end) {
        for (int64_t i = begin; i < end; ++i) {
            const float gi = g[i];
            const float mi = beta1 * m[i] + one_minus_b1 * gi;
            const float vi = beta2 * v[i] + one_minus_b2 * gi * gi;
            m[i] = mi;
            v[i] = vi;
            w[i] -= step_size * mi / (std::sqrt(vi) / bias2_sqrt + eps);
        }
    });
}

}  // namespace

FusedAdam::FusedAdam(std::vector<torch::Tensor> parameters, double beta1, double beta2, double eps)
    : parameters_(std::move(parameters)), moments_(parameters_.size()), beta1_(beta1), beta2_(beta2), eps_(eps) {}

void FusedAdam::zero_grad() {
    for (auto& p : parameters_) p.mutable_grad() = torch::Tensor();
}

void FusedAdam::step(double lr) {
    torch::NoGradGuard no_grad;
    for (size_t i = 0; i < parameters_.size(); ++i) {
        auto& p = parameters_[i];
        const auto& grad = p.grad();
        if (!grad.defined()) continue;
        auto& s = moments_[i];
        if (!s.exp_avg.defined()) {
            s.exp_avg = torch::zeros_like(p, torch::MemoryFormat::Contiguous);
            s.exp_avg_sq = torch::zeros_like(p, torch::MemoryFormat::Contiguous);
        }
        ++s.step;
        const double bias1 = 1.0 - std::pow(beta1_, static_cast<double>(s.step));
        const double bias2 = 1.0 - std::pow(beta2_, static_cast<double>(s.step));
        const double step_size = lr / bias1;
        const bool fused = p.device().is_cpu() && p.scalar_type() == torch::kFloat && p.is_contiguous() &&
                           grad.scalar_type() == torch::kFloat && s.exp_avg.is_contiguous() &&
                           s.exp_avg_sq.is_contiguous();
        if (fused) {
            const auto g = grad.contiguous();
            update_floats(p.data_ptr<float>(), g.data_ptr<float>(), s.exp_avg.data_ptr<float>(),
                          s.exp_avg_sq.data_ptr<float>(), p.numel(), float(beta1_), float(beta2_), float(step_size),
                          float(std::sqrt(bias2)), float(eps_));
            continue;
        }
        s.exp_avg.mul_(beta1_).add_(grad, 1.0 - beta1_);
        s.exp_avg_sq.mul_(beta2_).addcmul_(grad, grad, 1.0 - beta2_);
        const auto denom = (s.exp_avg_sq.sqrt() / std::sqrt(bias2)).add_(eps_);
        p.addcdiv_(s.exp_avg, denom, -step_size);
    }
}

}  // namespace studio::train
