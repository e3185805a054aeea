// Quadrature rules on [0, 1] for integrated gradients (attribution.h).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <vector>

namespace studio::analysis {

enum class QuadratureRule {
    // Trapezoids on a grid refined where the path needs it (attribution.h):
    // steps / 2 equal intervals first, then the rest of the budget bisects
    // the intervals whose trapezoid misses f's own change the most.
    // Falls back to Midpoint below 4 steps.
    Adaptive,
    Midpoint,       // nodes (k + 1/2) / N, weights 1 / N
    GaussLegendre,  // exact for polynomials of degree 2N - 1
};

// "adaptive", "midpoint", "gauss-legendre".
const char* rule_name(QuadratureRule rule);

// Nodes and weights of a fixed rule on [0, 1] (weights sum to 1); Adaptive
// has no fixed nodes and throws std::invalid_argument.
void quadrature(QuadratureRule rule, int64_t n, std::vector<double>& nodes, std::vector<double>& weights);
// Gauss-Legendre nodes and weights on [0, 1] (weights sum to 1).
void gauss_legendre(int64_t n, std::vector<double>& nodes, std::vector<double>& weights);
// Trapezoid weights of sorted nodes (they sum to the span).
std::vector<double> trapezoid_weights(const std::vector<double>& sorted_nodes);

}  // namespace studio::analysis
