// Reading the expected numbers of the Python fixtures (tests/pytorch/):
// JSON arrays of ids and nested arrays of numbers.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonArray>
#include <QJsonValue>

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

}  // namespace studio::test
