// SPDX-License-Identifier: GPL-3.0-or-later
#include "train/loss.h"

#include <ATen/Parallel.h>
#include <torch/torch.h>

namespace studio::train {
namespace {

using torch::autograd::AutogradContext;
using torch::autograd::variable_list;

// The smoothed loss of every row and its gradient, a block of rows at a
// time. The (N, V) logits are the step's largest tensor (~3 900 x 8 000 for
// the `small` preset on Multi30k): autograd through log_softmax, gather and
// mean would write the float32 log-probabilities and read them back several
// times, each pass a trip to memory and the new 125 MB tensors fresh pages
// (bench/RESULTS.md). Here every pass runs on a block of rows small enough to
// stay in the processor's cache (~1 MB in float32), and the gradient has a
// closed form:
//   d loss_i / d x_ij = softmax(x_i)_j - (1 - eps) [j = y_i] - eps / V,
// written straight into a tensor of the logits' dtype.
// Returns {loss (N), nll (N)}; only the first carries a gradient.
constexpr int64_t kBlockFloats = 1 << 18;

// Calls block(start, length) for consecutive blocks of rows covering [0, n).
// On the CPU the blocks are shared out among LibTorch's threads, each block's
// operations running on one thread: ~120 blocks of ~6 small operations each
// would otherwise start and join the thread pool some 700 times a step.
// Elsewhere (a GPU) all rows are one block: there each operation is a kernel
// launch of a few microseconds, and ~120 blocks would cost ~1 500 launches a
// step (forward and backward) where one block costs ~13.
template <typename Block>
void for_each_block(int64_t n, int64_t vocabulary, bool cpu, const Block& block) {
    const int64_t rows =
        cpu ? std::max<int64_t>(1, kBlockFloats / std::max<int64_t>(1, vocabulary)) : std::max<int64_t>(1, n);
    const int64_t blocks = (n + rows - 1) / rows;
    // LibTorch's OpenMP threads do not inherit the caller's gradient mode
    // (thread-local): each block runs with the caller's.
    const bool grad_mode = at::GradMode::is_enabled();
    auto run = [&](int64_t first, int64_t last) {
        const at::AutoGradMode same_mode(grad_mode);
        for (int64_t b = first; b < last; ++b) block(b * rows, std::min(rows, n - b * rows));
    };
    if (cpu)
        at::parallel_for(0, blocks, 1, run);
    else
        run(0, blocks);
}

struct SmoothedCrossEntropy : public torch::autograd::Function<SmoothedCrossEntropy> {
    static variable_list forward(AutogradContext* ctx, const torch::Tensor& logits, const torch::Tensor& targets,
                                 double epsilon) {
        const int64_t n = logits.size(0);
        const auto options = logits.options().dtype(torch::kFloat32);
        auto lse = torch::empty({n}, options), nll = torch::empty({n}, options), smooth = torch::empty({n}, options);
        for_each_block(n, logits.size(1), logits.device().is_cpu(), [&](int64_t start, int64_t len) {
            const auto x = logits.narrow(0, start, len).to(torch::kFloat32);            // (R, V)
            auto block_lse = lse.narrow(0, start, len), block_nll = nll.narrow(0, start, len);
            auto block_smooth = smooth.narrow(0, start, len);
            at::logsumexp_out(block_lse, x, {1});                                  // (R)
            const auto y = targets.narrow(0, start, len).unsqueeze(1);              // (R, 1)
            at::sub_out(block_nll, block_lse, x.gather(1, y).squeeze(1));           // -log p(y)
            at::sub_out(block_smooth, block_lse, x.mean(1));                        // (1/V) sum_c -log p_c
        });
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
        const auto g = grad_outputs[0].to(torch::kFloat32);  // (N)
        const int64_t n = logits.size(0), v = logits.size(1);
        auto grad = torch::empty_like(logits);  // (N, V), the logits' dtype
        const bool in_place = logits.scalar_type() == torch::kFloat32;
        for_each_block(n, v, logits.device().is_cpu(), [&](int64_t start, int64_t len) {
            auto out = grad.narrow(0, start, len);
            auto p = in_place ? out : torch::empty({len, v}, lse.options());              // (R, V) float32
            at::sub_out(p, logits.narrow(0, start, len), lse.narrow(0, start, len).unsqueeze(1));
            p.exp_();                                                                      // softmax
            p.sub_(epsilon / static_cast<double>(v));
            const auto y = targets.narrow(0, start, len).unsqueeze(1);
            p.scatter_add_(1, y, torch::full({len, 1}, -(1.0 - epsilon), p.options()));
            p.mul_(g.narrow(0, start, len).unsqueeze(1));
            if (!in_place) out.copy_(p);
        });
        return {grad, torch::Tensor(), torch::Tensor()};
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
