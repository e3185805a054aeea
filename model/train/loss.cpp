// SPDX-License-Identifier: GPL-3.0-or-later
#include "train/loss.h"

#include <torch/torch.h>

namespace studio::train {

LossParts label_smoothed_loss(const torch::Tensor& logits, const torch::Tensor& targets, double epsilon,
                              int64_t pad_id) {
    const int64_t v = logits.size(-1);
    auto flat_logits = logits.reshape({-1, v}).to(torch::kFloat32);  // (N, V)
    auto flat_targets = targets.reshape({-1});                       // (N)
    TORCH_CHECK(flat_logits.size(0) == flat_targets.size(0), "label_smoothed_loss: ", flat_logits.size(0),
                " logit rows but ", flat_targets.size(0), " targets");
    auto log_probs = torch::log_softmax(flat_logits, -1);                         // (N, V)
    auto nll = -log_probs.gather(1, flat_targets.unsqueeze(1)).squeeze(1);        // (N)
    auto smooth = -log_probs.mean(-1);                                            // (N): (1/V) sum_c -log p_c
    auto per_position = nll * (1.0 - epsilon) + smooth * epsilon;                 // (N)
    auto keep = flat_targets.ne(pad_id);
    LossParts parts;
    parts.loss_sum = per_position.masked_fill(~keep, 0.0).sum();
    parts.nll_sum = nll.masked_fill(~keep, 0.0).detach().sum();
    parts.tokens = keep.sum().item<int64_t>();
    return parts;
}

}  // namespace studio::train
