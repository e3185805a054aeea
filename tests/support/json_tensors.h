// Reading the expected numbers of the Python fixtures (tests/pytorch/):
// JSON arrays of ids and nested arrays of numbers; and the two comparisons
// every import's exactness test makes (the key/value cache's rows, every
// head's attention).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nn/probe.h"
#include "nn/transformer.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <torch/torch.h>

#include <functional>
#include <vector>

namespace studio::test {

inline std::vector<int64_t> ids_of(const QJsonValue& value) {
    std::vector<int64_t> ids;
    for (const auto& id : value.toArray()) ids.push_back(id.toInteger());
    return ids;
}

// A JSON array of arrays (of arrays...) of numbers as a float64 tensor.
inline torch::Tensor tensor_of(const QJsonValue& value) {
    std::vector<double> flat;
    std::vector<int64_t> shape;
    QJsonValue v = value;
    while (v.isArray()) {
        shape.push_back(v.toArray().size());
        v = v.toArray().isEmpty() ? QJsonValue() : v.toArray().first();
    }
    std::function<void(const QJsonValue&)> walk = [&](const QJsonValue& x) {
        if (x.isArray())
            for (const auto& y : x.toArray()) walk(y);
        else
            flat.push_back(x.toDouble());
    };
    walk(value);
    return torch::tensor(flat, torch::kFloat64).reshape(shape);
}

inline double max_diff(const torch::Tensor& a, const torch::Tensor& b) {
    return (a.to(torch::kFloat64) - b.to(torch::kFloat64)).abs().max().item<double>();
}

// The decoder run one position at a time through the key/value cache along
// `tgt` (1, T): the largest difference of its log-probability rows from
// `want` (T, V).
inline double cached_rows_difference(nn::TransformerImpl& m, const torch::Tensor& src, const torch::Tensor& tgt,
                                     const torch::Tensor& want) {
    const auto memory = m.encode(src);
    const auto src_mask = m.source_mask(src);
    nn::DecoderCache cache;
    double worst = 0.0;
    for (int64_t t = 0; t < tgt.size(1); ++t) {
        const auto step = m.decode(tgt.narrow(1, t, 1), memory, src_mask, nullptr, &cache);
        worst = std::max(worst, max_diff(torch::log_softmax(m.project(step), -1)[0][0], want[t]));
    }
    return worst;
}

// Every layer's and head's attention in `probe` against the reference's
// {"encoder_self", "decoder_self", "cross"}: (L, H, Tq, Tk) each. Empty when
// every weight is within `tolerance`, else what differs and where.
inline QString attention_mismatch(const nn::ModelProbe& probe, const QJsonObject& attention,
                                  const nn::TransformerConfig& c, double tolerance) {
    for (const char* kind : {"encoder_self", "decoder_self", "cross"}) {
        const bool encoder = std::string(kind) == "encoder_self";
        const auto want = tensor_of(attention.value(QLatin1String(kind)));
        const int64_t layers = encoder ? c.num_encoder_layers : c.num_decoder_layers;
        if (want.dim() != 4 || want.size(0) != layers || want.size(1) != c.num_heads)
            return QStringLiteral("%1: the reference has another number of layers or heads").arg(QLatin1String(kind));
        for (int64_t l = 0; l < layers; ++l) {
            const auto& layer = encoder ? probe.encoder.at(size_t(l)) : probe.decoder.at(size_t(l));
            const auto& ours = std::string(kind) == "cross" ? layer.cross_attention.weights : layer.self_attention.weights;
            if (ours[0].sizes() != want[l].sizes())
                return QStringLiteral("%1 layer %2: other shapes").arg(QLatin1String(kind)).arg(l);
            const double worst = max_diff(ours[0], want[l]);
            if (!(worst < tolerance))
                return QStringLiteral("%1 layer %2: largest difference %3").arg(QLatin1String(kind)).arg(l).arg(worst);
        }
    }
    return {};
}

}  // namespace studio::test
