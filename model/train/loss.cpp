// SPDX-License-Identifier: GPL-3.0-or-later
#include "train/loss.h"

#include <torch/torch.h>

namespace studio::train {
namespace {

using torch::autograd::AutogradContext;
using torch::autograd::variable_list;

// The smoothed loss of every row and its gradient in few passes over the
// (N, V) logits, the largest tensor of a step (4096 x 8000 here). Autograd
// through log_softmax, gather and mean would write the log-probabilities and
// read them back several times; the gradient has a closed form instead:
//   d loss_i / d x_ij = softmax(x_i)_j - (1 - eps) [j = y_i] - eps / V.
// Returns {loss (N), nll (N)}; only the first carries a gradient.
struct SmoothedCrossEntropy : public torch::autograd::Function<SmoothedCrossEntropy> {
    static variable_list forward(AutogradContext* ctx, const torch::Tensor& logits, const torch::Tensor& targets,
                                 double epsilon) {
        const auto x = logits.to(torch::kFloat32);                             // (N, V)
        const auto lse = x.logsumexp(-1);                                       // (N)
        const auto nll = lse - x.gather(1, targets.unsqueeze(1)).squeeze(1);    // (N): -log p(y)
        const auto smooth = lse - x.mean(-1);                                   // (N): (1/V) sum_c -log p_c
        ctx->save_for_backward({logits, targets, lse});
        ctx->saved_data["epsilon"] = epsilon;
        auto loss = nll * (1.0 - epsilon) + smooth * epsilon;
        ctx->mark_non_differentiable({nll});
        return {loss, nll};
    }

    static variable_list backward(AutogradContext* ctx, variable_list grad_outputs) {
        const auto saved = ctx->get_saved_variables();
        const auto& logits = saved[0];
        const auto& targets = saved[1];
        const auto& lse = saved[2];
        const double epsilon = ctx->saved_data["epsilon"].toDouble();
        const auto& g = grad_outputs[0];  // (N)
        auto grad = (logits.to(torch::kFloat32) - lse.unsqueeze(1)).exp_();  // softmax, (N, V)
        grad.sub_(epsilon / static_cast<double>(logits.size(1)));
        grad.scatter_add_(1, targets.unsqueeze(1),
                          torch::full({targets.size(0), 1}, -(1.0 - epsilon), grad.options()));
        grad.mul_(g.unsqueeze(1));
        return {grad.to(logits.scalar_type()), torch::Tensor(), torch::Tensor()};
    }
};

}  // namespace

LossParts label_smoothed_loss(const torch::Tensor& logits, const torch::Tensor& targets, double epsilon,
                              int64_t pad_id) {
    const int64_t v = logits.size(-1);
    auto flat_logits = logits.reshape({-1, v});   // (N, V)
    auto flat_targets = targets.reshape({-1});    // (N)
    TORCH_CHECK(flat_logits.size(0) == flat_targets.size(0), "label_smoothed_loss: ", flat_logits.size(0),
                " logit rows but ", flat_targets.size(0), " targets");
    const auto keep = flat_targets.ne(pad_id);
    // Padding rows aim at class 0 (any valid class): their loss is masked out
    // below, so their gradient is zero.
    const auto parts_of = SmoothedCrossEntropy::apply(flat_logits, flat_targets.masked_fill(~keep, 0), epsilon);
    LossParts parts;
    parts.loss_sum = parts_of[0].masked_fill(~keep, 0.0).sum();
    parts.nll_sum = parts_of[1].masked_fill(~keep, 0.0).detach().sum();
    parts.tokens = keep.sum().item<int64_t>();
    return parts;
}

}  // namespace studio::train
