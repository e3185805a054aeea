// Attribution's batches of rows (model/analysis/attribution.h) within a
// memory budget: a base model's long sentence ran a laptop out of memory at
// 64 rows a batch. Rows per batch follow the estimate, and the scores do not
// depend on the batching.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/test_support.h"

#include "analysis/attribution.h"
#include "data/batcher.h"
#include "data/corpus_reader.h"
#include "decode/search.h"
#include "train/model_io.h"

#include <QtTest>

#include <cmath>

using namespace studio;
using namespace studio::analysis;

class TestAttributionBatches : public QObject {
    Q_OBJECT

private slots:
    void batchesFitTheMemoryBudget();
};

// Rows per batch are cut to the memory budget (a base model's long sentence
// ran a laptop out of memory at 64 rows), and the scores do not depend on
// how the rows are batched.
void TestAttributionBatches::batchesFitTheMemoryBudget() {
    nn::TransformerConfig base = nn::TransformerConfig::preset("base");
    base.src_vocab_size = base.tgt_vocab_size = 58101;  // opus-mt-en-de
    AttributionOptions options;
    const int64_t row = attribution_row_bytes(base, 200, 200);
    QVERIFY2(row > 100LL << 20 && row < 400LL << 20, qPrintable(QString::number(row)));
    const int64_t rows = attribution_rows_per_batch(base, 200, 200, options);
    QVERIFY(rows >= 1 && rows * row <= int64_t(options.batch_memory_mb * 1024 * 1024));
    QVERIFY(rows < options.max_rows);
    QCOMPARE(attribution_rows_per_batch(base, 4, 4, options), options.max_rows);  // short: as many as asked
    options.batch_memory_mb = 1e-3;
    QCOMPARE(attribution_rows_per_batch(base, 200, 200, options), int64_t(1));  // never none

    auto loaded = train::load_model((test::fixture_dir() + "/run/last.ckpt").toStdString(), torch::kCPU);
    auto& model = loaded.model;
    const auto lines = data::read_lines((test::fixture_dir() + "/data/dev.src").toStdString());
    const auto src = loaded.tokenizer.source_ids(lines[0], model->config.max_positions);
    // Whatever the translation is (its tokens are not compared): the same
    // target for both batchings.
    const auto target =
        decode::greedy_search(model, data::pad_sources({src}, torch::kCPU)).front().tokens;
    std::vector<AttributionRequest> all;
    for (size_t i = 0; i < target.size(); ++i) all.push_back({int64_t(i), -1});
    AttributionOptions batched;
    batched.steps = 8;
    batched.rule = QuadratureRule::Midpoint;  // a fixed budget: the same evaluations either way
    AttributionOptions one_by_one = batched;
    one_by_one.batch_memory_mb = 1e-3;  // one row a batch
    int64_t batches = 0;
    one_by_one.progress = [&](int64_t, int64_t) { ++batches; };
    const auto a = attribute(model, src, target, all, batched);
    const auto b = attribute(model, src, target, all, one_by_one);
    QCOMPARE(a.size(), b.size());
    int64_t evaluations = 0;
    for (size_t j = 0; j < a.size(); ++j) {
        evaluations += b[j].steps;
        QCOMPARE(a[j].steps, b[j].steps);
        QCOMPARE(a[j].source.size(), b[j].source.size());
        for (size_t i = 0; i < a[j].source.size(); ++i) QVERIFY(std::abs(a[j].source[i] - b[j].source[i]) < 1e-4);
        for (size_t i = 0; i < a[j].target.size(); ++i) QVERIFY(std::abs(a[j].target[i] - b[j].target[i]) < 1e-4);
    }
    QVERIFY2(batches >= evaluations, qPrintable(QString("%1 batches, %2 evaluations").arg(batches).arg(evaluations)));
}

QTEST_MAIN(TestAttributionBatches)
#include "tst_attribution_batches.moc"
