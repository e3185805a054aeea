// SPDX-License-Identifier: GPL-3.0-or-later
#include "train/loss_scaler.h"

#include "engine/plain_numbers.h"

#include <torch/torch.h>

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

namespace studio::train {

LossScaler::LossScaler(bool enabled, LossScalerOptions options) : enabled_(enabled), options_(options) {
    if (!(options_.initial_scale > 0.0) || !std::isfinite(options_.initial_scale))
        throw std::invalid_argument("a loss scale must be finite and positive, not " +
                                    general_number(options_.initial_scale, 6));
    scale_ = options_.initial_scale;
}

void LossScaler::restore(double scale, int64_t good_in_a_row) {
    if (!(scale > 0.0) || !std::isfinite(scale))
        throw std::invalid_argument("a loss scale must be finite and positive, not " + general_number(scale, 6));
    scale_ = scale;
    good_in_a_row_ = std::max<int64_t>(0, good_in_a_row);
}

bool LossScaler::unscale_and_update(const std::vector<torch::Tensor>& parameters) {
    if (!enabled_) return true;
    // One sum over every gradient, read once: an inf or NaN anywhere makes
    // it non-finite (one read per step instead of one per tensor on a GPU).
    torch::Tensor total;
    const double inverse = 1.0 / scale_;
    for (const auto& p : parameters) {
        const auto& g = p.grad();
        if (!g.defined()) continue;
        g.mul_(inverse);
        const auto s = g.sum(torch::kDouble);
        total = total.defined() ? total + s : s;
    }
    const bool finite = !total.defined() || std::isfinite(total.item<double>());
    if (!finite) {
        scale_ *= options_.backoff_factor;
        good_in_a_row_ = 0;
        ++skipped_;
        return false;
    }
    if (++good_in_a_row_ >= options_.growth_interval) {
        const double grown = scale_ * options_.growth_factor;
        if (std::isfinite(grown)) scale_ = grown;
        good_in_a_row_ = 0;
    }
    return true;
}

}  // namespace studio::train
