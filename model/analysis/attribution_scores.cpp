// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/attribution_scores.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace studio::analysis {

std::string method_name(AttributionMethod method) {
    switch (method) {
    case AttributionMethod::Saliency: return "saliency";
    case AttributionMethod::InputXGradient: return "input-x-gradient";
    case AttributionMethod::IntegratedGradients: return "integrated-gradients";
    }
    return "saliency";
}

AttributionMethod parse_method(const std::string& name) {
    for (auto m : {AttributionMethod::Saliency, AttributionMethod::InputXGradient,
                   AttributionMethod::IntegratedGradients}) {
        if (name == method_name(m)) return m;
    }
    throw std::invalid_argument("unknown attribution method '" + name +
                                "': expected saliency, input-x-gradient or integrated-gradients");
}

double completeness_gap(double attribution_sum, double f_input, double f_baseline) {
    const double delta = f_input - f_baseline;
    const double miss = std::abs(attribution_sum - delta);
    // A near-zero difference makes the ratio meaningless: use the absolute miss.
    return std::abs(delta) < 0.05 ? miss : miss / std::abs(delta);
}

double kendall_tau_b(const std::vector<double>& x, const std::vector<double>& y) {
    const size_t n = x.size();
    if (n != y.size()) throw std::invalid_argument("kendall_tau_b: lists of different lengths");
    if (n < 2) return std::nan("");
    double concordant = 0, discordant = 0, tied_x = 0, tied_y = 0;
    for (size_t i = 0; i < n; ++i) {
        for (size_t j = i + 1; j < n; ++j) {
            const double dx = x[i] - x[j], dy = y[i] - y[j];
            if (dx == 0.0) tied_x += 1;
            if (dy == 0.0) tied_y += 1;
            if (dx == 0.0 || dy == 0.0) continue;
            if ((dx > 0) == (dy > 0))
                concordant += 1;
            else
                discordant += 1;
        }
    }
    const double pairs = static_cast<double>(n) * static_cast<double>(n - 1) / 2.0;
    const double denominator = std::sqrt((pairs - tied_x) * (pairs - tied_y));
    if (denominator == 0.0) return std::nan("");
    return (concordant - discordant) / denominator;
}

std::vector<HeadAgreement> head_agreement(const decode::AttentionReport& report, const TokenAttribution& a,
                                          const std::vector<bool>& source_special) {
    std::vector<HeadAgreement> out;
    const int64_t row = a.position;
    const auto& cross = report.cross;
    const auto& self = report.decoder_self;
    if (row >= cross.rows || static_cast<int64_t>(a.source.size()) != cross.cols ||
        source_special.size() != a.source.size())
        throw std::invalid_argument("head_agreement: the attention report is not of this attribution's sentence");

    std::vector<double> src_scores;
    for (size_t s = 0; s < a.source.size(); ++s)
        if (!source_special[s]) src_scores.push_back(std::abs(a.source[s]));
    std::vector<double> tgt_scores;  // BOS (column 0) left out
    for (size_t t = 1; t < a.target.size(); ++t) tgt_scores.push_back(std::abs(a.target[t]));

    for (int64_t l = 0; l < cross.layers; ++l) {
        for (int64_t h = 0; h < cross.heads; ++h) {
            std::vector<double> weights;
            for (int64_t s = 0; s < cross.cols; ++s)
                if (!source_special[static_cast<size_t>(s)]) weights.push_back(cross.at(l, h, row, s));
            out.push_back({AgreementKind::Cross, static_cast<int>(l), static_cast<int>(h),
                           kendall_tau_b(weights, src_scores)});
        }
    }
    for (int64_t l = 0; l < self.layers; ++l) {
        for (int64_t h = 0; h < self.heads; ++h) {
            std::vector<double> weights;
            for (int64_t t = 1; t <= row && t < self.cols; ++t) weights.push_back(self.at(l, h, row, t));
            weights.resize(tgt_scores.size(), 0.0);
            out.push_back({AgreementKind::DecoderSelf, static_cast<int>(l), static_cast<int>(h),
                           kendall_tau_b(weights, tgt_scores)});
        }
    }
    return out;
}

std::vector<double> merge_scores_to_words(const std::vector<double>& piece_scores, const std::vector<int>& piece_words,
                                          int words) {
    if (piece_scores.size() != piece_words.size())
        throw std::invalid_argument("merge_scores_to_words: " + std::to_string(piece_scores.size()) + " scores but " +
                                    std::to_string(piece_words.size()) + " piece words");
    std::vector<double> out(static_cast<size_t>(std::max(words, 0)), 0.0);
    for (size_t p = 0; p < piece_scores.size(); ++p) {
        const int w = piece_words[p];
        if (w >= 0 && w < words) out[static_cast<size_t>(w)] += piece_scores[p];
    }
    return out;
}

}  // namespace studio::analysis
