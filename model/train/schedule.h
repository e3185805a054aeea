// The learning-rate schedule of §5.3 (Eq. 3):
//   lrate = factor * d_model^-0.5 * min(step^-0.5, step * warmup_steps^-1.5)
// It rises linearly for the first warmup_steps and then decays with the
// inverse square root of the step. Steps count from 1.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

namespace studio::train {

double noam_learning_rate(int64_t step, int64_t d_model, int64_t warmup, double factor = 1.0);

}  // namespace studio::train
