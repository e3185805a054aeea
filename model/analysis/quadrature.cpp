// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/quadrature.h"

#include <cmath>
#include <stdexcept>

namespace studio::analysis {

const char* rule_name(QuadratureRule rule) {
    switch (rule) {
    case QuadratureRule::Adaptive: return "adaptive";
    case QuadratureRule::Midpoint: return "midpoint";
    case QuadratureRule::GaussLegendre: return "gauss-legendre";
    }
    return "adaptive";
}

void quadrature(QuadratureRule rule, int64_t n, std::vector<double>& nodes, std::vector<double>& weights) {
    if (rule == QuadratureRule::Adaptive)
        throw std::invalid_argument("quadrature: the adaptive rule has no fixed nodes");
    if (rule == QuadratureRule::GaussLegendre) {
        gauss_legendre(n, nodes, weights);
        return;
    }
    if (n < 1) throw std::invalid_argument("quadrature: n must be at least 1");
    nodes.resize(static_cast<size_t>(n));
    weights.assign(static_cast<size_t>(n), 1.0 / static_cast<double>(n));
    for (int64_t k = 0; k < n; ++k) nodes[static_cast<size_t>(k)] = (static_cast<double>(k) + 0.5) / static_cast<double>(n);
}

void gauss_legendre(int64_t n, std::vector<double>& nodes, std::vector<double>& weights) {
    if (n < 1) throw std::invalid_argument("gauss_legendre: n must be at least 1");
    nodes.assign(static_cast<size_t>(n), 0.0);
    weights.assign(static_cast<size_t>(n), 0.0);
    const double pi = std::acos(-1.0);
    for (int64_t i = 0; i < n; ++i) {
        // Newton's method on P_n from the usual first guess for root i.
        double x = std::cos(pi * (static_cast<double>(i) + 0.75) / (static_cast<double>(n) + 0.5));
        double derivative = 1.0;
        for (int iteration = 0; iteration < 100; ++iteration) {
            double previous = 1.0, p = x;  // P_0, P_1
            for (int64_t k = 2; k <= n; ++k) {
                const double next = ((2.0 * k - 1.0) * x * p - (k - 1.0) * previous) / static_cast<double>(k);
                previous = p;
                p = next;
            }
            derivative = static_cast<double>(n) * (x * p - previous) / (x * x - 1.0);
            const double dx = p / derivative;
            x -= dx;
            if (std::abs(dx) < 1e-15) break;
        }
        // From [-1, 1] to [0, 1]: the weights halve and then sum to 1.
        nodes[static_cast<size_t>(i)] = (1.0 + x) / 2.0;
        weights[static_cast<size_t>(i)] = 1.0 / ((1.0 - x * x) * derivative * derivative);
    }
}

std::vector<double> trapezoid_weights(const std::vector<double>& sorted_nodes) {
    std::vector<double> weights(sorted_nodes.size(), 0.0);
    for (size_t k = 0; k + 1 < sorted_nodes.size(); ++k) {
        const double half = (sorted_nodes[k + 1] - sorted_nodes[k]) / 2.0;
        weights[k] += half;
        weights[k + 1] += half;
    }
    return weights;
}

}  // namespace studio::analysis
