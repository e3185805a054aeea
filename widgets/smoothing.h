// SPDX-License-Identifier: GPL-3.0-or-later
// Smoothing of noisy training curves, as TensorBoard does it: an exponential
// moving average that starts from 0 and is divided by (1 - w^t), which
// removes the bias toward that 0 start without pulling the curve toward the
// first value (as seeding the average with x_1 would).
#pragma once

#include <cstdint>
#include <vector>

namespace studio::widgets {

// ema_t = w * ema_{t-1} + (1 - w) * x_t with ema_0 = 0; result_t = ema_t / (1 - w^t),
// t counting the finite values seen so far (from 1). A NaN or infinite value
// gives NaN at its index and leaves the average untouched, so one bad loss
// does not poison the rest of the curve. weight is clamped to [0, 0.999]
// (NaN counts as 0): 0 returns the input unchanged; 1 would never move.
std::vector<double> debiased_ema(const std::vector<double>& values, double weight);

// The same numbers one value at a time (for curves that grow while training):
// feeding x_1..x_n to add() returns exactly debiased_ema({x_1..x_n}, w).
class DebiasedEma {
public:
    explicit DebiasedEma(double weight = 0.0) { reset(weight); }

    // Forgets every value and sets the weight (clamped as for debiased_ema()).
    void reset(double weight);
    // Adds x and returns the smoothed value at it (NaN when x is not finite).
    double add(double x);

    double weight() const { return weight_; }
    // How many finite values were added since the last reset().
    std::int64_t count() const { return count_; }

private:
    double weight_ = 0.0;
    double ema_ = 0.0;
    double weightPow_ = 1.0;  // w^t, kept as a running product
    std::int64_t count_ = 0;
};

// The clamping used above: [0, 0.999], NaN -> 0.
double clamp_smoothing_weight(double weight);

}  // namespace studio::widgets
