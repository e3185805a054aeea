// Dynamic loss scaling for float16 training (Micikevicius et al., "Mixed
// Precision Training", 2018, §3.2). float16's smallest step is 6e-8: the
// logits' gradient of one token, (p - q) / (the step's target tokens), is
// about 3e-8 at a vocabulary of 8 000 and 3 500 tokens, and rounds to zero
// or to one unit. The loss is multiplied by a scale S before the backward
// pass, so the float16 gradients are S times larger, and the float32
// gradients of the weights are divided by S again before clipping and
// Adam. A step whose gradients overflowed (inf or NaN) is skipped and S
// halved; after `growth_interval` good steps in a row S is doubled. The
// defaults are PyTorch's torch.amp.GradScaler's.
//
// bfloat16 has float32's range and needs no scaling; float32 neither.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <torch/types.h>

#include <cstdint>
#include <vector>

namespace studio::train {

struct LossScalerOptions {
    double initial_scale = 65536.0;  // 2^16
    double growth_factor = 2.0;
    double backoff_factor = 0.5;
    int64_t growth_interval = 2000;  // good steps in a row before the scale grows
    double give_up_below = 1.0 / 65536.0;  // gradients that overflow below this scale: the run diverged
};

class LossScaler {
public:
    // A disabled scaler's scale is 1 and unscale() only checks nothing.
    explicit LossScaler(bool enabled, LossScalerOptions options = {});

    bool enabled() const { return enabled_; }
    double scale() const { return enabled_ ? scale_ : 1.0; }

    // Divides every defined gradient by the scale and says whether all are
    // finite. Then updates the scale: halved after an overflow (the caller
    // skips the step), doubled after growth_interval finite steps in a row.
    // Disabled: returns true and touches nothing.
    bool unscale_and_update(const std::vector<torch::Tensor>& parameters);

    int64_t skipped_steps() const { return skipped_; }
    int64_t good_in_a_row() const { return good_in_a_row_; }
    // Goes on from a checkpoint's state (the scale and the good steps in a
    // row it had): a resumed run scales as the uninterrupted one would.
    void restore(double scale, int64_t good_in_a_row);
    // The scale fell below give_up_below: the gradients overflow whatever
    // the scale (halved at every overflow, it would reach 0 and skip every
    // step from then on). The trainer stops as diverged.
    bool gave_up() const { return enabled_ && scale_ < options_.give_up_below; }

private:
    bool enabled_ = false;
    LossScalerOptions options_;
    double scale_ = 1.0;
    int64_t good_in_a_row_ = 0;
    int64_t skipped_ = 0;
};

}  // namespace studio::train
