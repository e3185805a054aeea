// SPDX-License-Identifier: GPL-3.0-or-later
#include "train/schedule.h"

#include <algorithm>
#include <cmath>

namespace studio::train {

double noam_learning_rate(int64_t step, int64_t d_model, int64_t warmup, double factor) {
    const double s = static_cast<double>(std::max<int64_t>(step, 1));
    const double w = static_cast<double>(std::max<int64_t>(warmup, 1));
    return factor * std::pow(static_cast<double>(d_model), -0.5) * std::min(std::pow(s, -0.5), s * std::pow(w, -1.5));
}

}  // namespace studio::train
