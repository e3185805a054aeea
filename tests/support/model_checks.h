// Helpers for the tests of model/nn/: small configs, tensor comparisons with
// readable failure messages, parameter names.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <torch/torch.h>

#include <QString>
#include <QStringList>
#include <QtTest>

#include <set>
#include <string>
#include <vector>

#include "nn/config.h"

namespace studio::test {

inline studio::nn::TransformerConfig smallConfig(int64_t d_model = 16, int64_t heads = 4, int64_t layers = 2, int64_t vocab = 13) {
    studio::nn::TransformerConfig c;
    c.src_vocab_size = vocab;
    c.tgt_vocab_size = vocab;
    c.d_model = d_model;
    c.num_heads = heads;
    c.num_encoder_layers = layers;
    c.num_decoder_layers = layers;
    c.d_ff = 2 * d_model;
    c.dropout = 0.1;  // non-zero on purpose: tests must run in eval()
    c.max_positions = 64;
    return c;
}

// Token ids 4 .. vocab-1 (no pad/bos/eos/unk).
inline torch::Tensor randomIds(int64_t b, int64_t t, int64_t vocab) { return torch::randint(4, vocab, {b, t}, torch::kLong); }

inline double maxAbsDiff(const torch::Tensor& a, const torch::Tensor& b) {
    return (a.to(torch::kFloat64) - b.to(torch::kFloat64)).abs().max().item<double>();
}

inline QString sizesText(const torch::Tensor& t) {
    if (!t.defined()) return QStringLiteral("(undefined)");
    QStringList parts;
    for (int64_t s : t.sizes()) parts << QString::number(s);
    return QLatin1Char('(') + parts.join(QStringLiteral(", ")) + QLatin1Char(')');
}

inline bool hasSizes(const torch::Tensor& t, std::vector<int64_t> expected) {
    return t.defined() && t.sizes().vec() == expected;
}

inline std::set<std::string> parameterNames(torch::nn::Module& m) {
    std::set<std::string> names;
    for (const auto& item : m.named_parameters(/*recurse=*/true)) names.insert(item.key());
    return names;
}

inline std::set<std::string> bufferNames(torch::nn::Module& m) {
    std::set<std::string> names;
    for (const auto& item : m.named_buffers(/*recurse=*/true)) names.insert(item.key());
    return names;
}

}  // namespace studio::test

#define VERIFY_SIZES(tensor, ...)                                                                        \
    QVERIFY2(hasSizes((tensor), std::vector<int64_t>{__VA_ARGS__}),                                     \
             qPrintable(QStringLiteral("%1 has sizes %2, expected (%3)")                                 \
                            .arg(QLatin1String(#tensor), sizesText(tensor), QLatin1String(#__VA_ARGS__))))

#define VERIFY_CLOSE(a, b, tol)                                                                          \
    do {                                                                                                 \
        const double diff_ = maxAbsDiff((a), (b));                                                       \
        QVERIFY2(diff_ <= (tol), qPrintable(QStringLiteral("max |%1 - %2| = %3 > %4")                   \
                                                .arg(QLatin1String(#a), QLatin1String(#b))               \
                                                .arg(diff_, 0, 'g', 6)                                   \
                                                .arg(double(tol), 0, 'g', 3)));                          \
    } while (0)



#define VERIFY_SIZES(tensor, ...)                                                                        \
    QVERIFY2(hasSizes((tensor), std::vector<int64_t>{__VA_ARGS__}),                                     \
             qPrintable(QStringLiteral("%1 has sizes %2, expected (%3)")                                 \
                            .arg(QLatin1String(#tensor), sizesText(tensor), QLatin1String(#__VA_ARGS__))))

#define VERIFY_CLOSE(a, b, tol)                                                                          \
    do {                                                                                                 \
        const double diff_ = maxAbsDiff((a), (b));                                                       \
        QVERIFY2(diff_ <= (tol), qPrintable(QStringLiteral("max |%1 - %2| = %3 > %4")                   \
                                                .arg(QLatin1String(#a), QLatin1String(#b))               \
                                                .arg(diff_, 0, 'g', 6)                                   \
                                                .arg(double(tol), 0, 'g', 3)));                          \
    } while (0)
