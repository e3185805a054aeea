// The attention beam search gathers while decoding, for the heatmaps
// (decode::DecodedAttention): for the best hypothesis, whichever beam rows
// it passed through, it is what one teacher-forced pass computes; past its
// memory budget it is given up and the pass is taken instead. On the shared
// micro models (support/decoding_fixture.h).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/decoding_fixture.h"
#include "support/test_support.h"

#include "decode/decode_session.h"
#include "decode/results.h"
#include "decode/search.h"

#include <QtTest>

#include <torch/torch.h>

#include <algorithm>
#include <cmath>

using namespace studio;
using namespace studio::test;

class TestSearchAttention : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { m_.set_up(); }
    void decodedAttentionEqualsTeacherForced_data();
    void decodedAttentionEqualsTeacherForced();
    void gatheredAttentionOverItsBudgetIsGivenUp();

private:
    DecodingModels m_;
};

void TestSearchAttention::decodedAttentionEqualsTeacherForced_data() {
    QTest::addColumn<QString>("which");
    QTest::addColumn<int>("sentence");
    QTest::addColumn<int>("k");
    QTest::addColumn<bool>("cache");
    for (const char* which : {"trained", "random"})
        for (int k : {1, 2, 4})
            for (bool cache : {true, false})
                for (int i = 0; i < kSentences; ++i)
                    QTest::addRow("%s-k%d-%s-%d", which, k, cache ? "cached" : "uncached", i)
                        << QString(which) << i << k << cache;
}

namespace {
float max_difference(const decode::AttentionSet& a, const decode::AttentionSet& b) {
    float worst = 0.0f;
    for (size_t i = 0; i < a.data.size(); ++i) worst = std::max(worst, std::abs(a.data[i] - b.data[i]));
    return worst;
}
}  // namespace

// The heatmaps take the attention beam search gathered while decoding: for
// the best hypothesis (whichever beam rows it passed through) it must be
// what a teacher-forced pass over the same tokens computes.
void TestSearchAttention::decodedAttentionEqualsTeacherForced() {
    QFETCH(QString, which);
    QFETCH(int, sentence);
    QFETCH(int, k);
    QFETCH(bool, cache);
    auto& m = m_.model(which);
    const auto ids = m_.source_ids(m_.sentences()[sentence]);
    decode::SearchOptions options;
    options.beam_size = k;
    options.use_cache = cache;
    decode::DecodedAttention decoded;
    const auto best = decode::beam_search(m, ids, options, nullptr, &decoded).front().tokens;
    const auto forced = decode::attention_report(m, m_.tokenizer(), ids, best);
    const auto n = static_cast<int64_t>(best.size());
    const auto s = static_cast<int64_t>(ids.size());
    const auto& c = m->config;
    QCOMPARE(decoded.decoder_self.layers, c.num_decoder_layers);
    QCOMPARE(decoded.decoder_self.heads, c.num_heads);
    QCOMPARE(decoded.decoder_self.rows, n);
    QCOMPARE(decoded.decoder_self.cols, n);
    QCOMPARE(decoded.cross.rows, n);
    QCOMPARE(decoded.cross.cols, s);
    QCOMPARE(decoded.encoder_self.rows, s);
    QCOMPARE(decoded.encoder_self.data.size(), forced.encoder_self.data.size());
    QCOMPARE(decoded.decoder_self.data.size(), forced.decoder_self.data.size());
    QCOMPARE(decoded.cross.data.size(), forced.cross.data.size());
    QVERIFY2(max_difference(decoded.encoder_self, forced.encoder_self) < 1e-5f, "encoder self-attention");
    QVERIFY2(max_difference(decoded.decoder_self, forced.decoder_self) < 1e-5f, "decoder self-attention");
    QVERIFY2(max_difference(decoded.cross, forced.cross) < 1e-5f, "cross-attention");
    // The report built from it carries the same labels as the pass's.
    const auto report = decode::attention_report(m, m_.tokenizer(), ids, best, decoded);
    QCOMPARE(report.decoder_input_tokens, forced.decoder_input_tokens);
    QCOMPARE(report.target_tokens, forced.target_tokens);
    QCOMPARE(report.cross.data, decoded.cross.data);
}

// A wide beam over a long source gathered gigabytes of rows: past the budget
// they are given up, the search finds the same translation, and the report
// is the teacher-forced pass's.
void TestSearchAttention::gatheredAttentionOverItsBudgetIsGivenUp() {
    auto& m = m_.model("random");
    const auto ids = m_.source_ids(m_.sentences()[1]);
    decode::SearchOptions options;
    options.beam_size = 4;
    decode::DecodedAttention gathered;
    const auto best = decode::beam_search(m, ids, options, nullptr, &gathered).front();
    QCOMPARE(gathered.cross.rows, static_cast<int64_t>(best.tokens.size()));
    options.gathered_attention_bytes = 0;  // the first step's rows pass it
    decode::DecodedAttention given_up;
    const auto again = decode::beam_search(m, ids, options, nullptr, &given_up).front();
    QVERIFY(again.tokens == best.tokens);
    QCOMPARE(again.log_prob, best.log_prob);
    QCOMPARE(given_up.cross.rows, int64_t{0});
    QCOMPARE(given_up.decoder_self.rows, int64_t{0});
    QVERIFY(given_up.encoder_self.data.empty());
    const auto forced = decode::attention_report(m, m_.tokenizer(), ids, best.tokens);
    const auto report = decode::attention_report(m, m_.tokenizer(), ids, best.tokens, std::move(given_up));
    QCOMPARE(report.cross.data, forced.cross.data);
    QCOMPARE(report.decoder_self.data, forced.decoder_self.data);
    QCOMPARE(report.encoder_self.data, forced.encoder_self.data);
}

QTEST_APPLESS_MAIN(TestSearchAttention)
#include "tst_search_attention.moc"
