// SPDX-License-Identifier: GPL-3.0-or-later
#include "smoothing.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace studio::widgets {

double clamp_smoothing_weight(double weight) {
    // 1 - w^t would be 0 for w == 1 (division by zero) and the average would
    // never move; 0.999 is already a window of ~1000 points.
    if (std::isnan(weight)) return 0.0;
    return std::clamp(weight, 0.0, 0.999);
}

void DebiasedEma::reset(double weight) {
    weight_ = clamp_smoothing_weight(weight);
    ema_ = 0.0;
    weightPow_ = 1.0;
    count_ = 0;
}

double DebiasedEma::add(double x) {
    if (!std::isfinite(x)) return std::numeric_limits<double>::quiet_NaN();
    ++count_;
    ema_ = weight_ * ema_ + (1.0 - weight_) * x;
    weightPow_ *= weight_;
    // With w == 0, w^t is 0 from t = 1 on, so this divides by exactly 1 and
    // the input comes back bit for bit.
    return ema_ / (1.0 - weightPow_);
}

std::vector<double> debiased_ema(const std::vector<double>& values, double weight) {
    // One implementation for both forms, so they agree to the last bit.
    DebiasedEma ema(weight);
    std::vector<double> out;
    out.reserve(values.size());
    for (double x : values) out.push_back(ema.add(x));
    return out;
}

}  // namespace studio::widgets
