// The role rules of the head statistics (Voita et al. 2019's positional
// head, the EOS/BOS head, the rare-token head), confidence and entropy, on
// attention weights made by hand: each rule at and just past its threshold.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/test_macros.h"

#include "analysis/head_statistics.h"

#include <QtTest>

#include <cmath>

using namespace studio;
using namespace studio::analysis;

Q_DECLARE_METATYPE(std::vector<int64_t>)

namespace {

// One sentence, one head: query i puts all its weight on key target[i].
// Shape: (1, 1, T, Tk).
torch::Tensor one_hot_rows(const std::vector<int64_t>& target, int64_t keys) {
    auto w = torch::zeros({1, 1, int64_t(target.size()), keys});
    for (size_t i = 0; i < target.size(); ++i) w[0][0][int64_t(i)][target[i]] = 1.0;
    return w;
}

torch::Tensor ids(const std::vector<int64_t>& v) { return torch::tensor(v).unsqueeze(0); }

// Plain word ids 10, 11, ... (no special token).
std::vector<int64_t> words(int64_t n) {
    std::vector<int64_t> v;
    for (int64_t i = 0; i < n; ++i) v.push_back(10 + i);
    return v;
}

}  // namespace

class TestHeadRoles : public QObject {
    Q_OBJECT

private slots:
    void positionalThreshold_data();
    void positionalThreshold();
    void offsetZeroIsNoPositionalHead();
    void eosBosHead();
    void rareTokenHead();
    void rareTokenNeedsAUniqueRarest();
    void maskedQueriesAreNoRareTokenEvidence();
    void specialQueriesAreLeftOut();
    void diffuseHeadHasLowConfidence();
    void separateVocabulariesPadTheSourceWithTheirOwnId();
};

void TestHeadRoles::positionalThreshold_data() {
    QTest::addColumn<int>("length");
    QTest::addColumn<QString>("role");
    // Query i looks at i - 1; query 0 has no previous token and looks at 1:
    // (T - 1) / T of the maxima are on offset -1.
    QTest::newRow("10 tokens: 90 %") << 10 << "positional";
    QTest::newRow("11 tokens: 91 %") << 11 << "positional";
    QTest::newRow("9 tokens: 89 %") << 9 << "";
}

void TestHeadRoles::positionalThreshold() {
    QFETCH(int, length);
    QFETCH(QString, role);
    std::vector<int64_t> target{1};
    for (int64_t i = 1; i < length; ++i) target.push_back(i - 1);
    const auto tokens = ids(words(length));
    std::map<int64_t, int64_t> counts;
    for (int64_t id : words(length)) counts[id] = 2;  // no unique rarest token
    const auto s = block_statistics(one_hot_rows(target, length), tokens, tokens, true, FrameIds(), FrameIds(), counts);
    QCOMPARE(s.size(), size_t(1));
    QCOMPARE(QString::fromStdString(s[0].role), role);
    if (!role.isEmpty()) {
        QVERIFY2(s[0].evidence.rfind("offset -1 in ", 0) == 0, s[0].evidence.c_str());
        // The numbers behind the words, for views that write them in the reader's language.
        QCOMPARE(s[0].role_offset, int64_t(-1));
        QVERIFY(s[0].role_share >= 0.9 && s[0].role_share <= 1.0);
    }
    QCOMPARE(s[0].confidence, 1.0);
    QCOMPARE(s[0].entropy, 0.0);
    // The same pattern read as cross-attention is no positional head.
    const auto cross = block_statistics(one_hot_rows(target, length), tokens, tokens, false, FrameIds(), FrameIds(), counts);
    QCOMPARE(cross[0].role, std::string());
}

void TestHeadRoles::offsetZeroIsNoPositionalHead() {
    // Every query on itself: offset 0 is attention to the token, not to a position.
    const auto tokens = ids(words(8));
    std::map<int64_t, int64_t> counts;
    for (int64_t id : words(8)) counts[id] = 3;
    const auto s = block_statistics(one_hot_rows({0, 1, 2, 3, 4, 5, 6, 7}, 8), tokens, tokens, true,
                                    FrameIds(), FrameIds(), counts);
    QCOMPARE(s[0].role, std::string());
}

void TestHeadRoles::eosBosHead() {
    // Keys: five words and EOS (id 2); four of five queries look at EOS.
    const FrameIds special;
    std::vector<int64_t> keys = words(5);
    keys.push_back(special.eos);
    std::map<int64_t, int64_t> counts;
    for (int64_t id : keys) counts[id] = 4;
    const auto queries = ids(words(5));
    auto s = block_statistics(one_hot_rows({5, 5, 5, 5, 0}, 6), queries, ids(keys), false, special, special, counts);
    QCOMPARE(s[0].role, std::string("eos-bos"));
    QVERIFY2(s[0].evidence.find("80 %") != std::string::npos, s[0].evidence.c_str());
    QCOMPARE(s[0].role_share, 0.8);
    // Two of five (40 %) is below the rule's half.
    s = block_statistics(one_hot_rows({5, 5, 0, 1, 2}, 6), queries, ids(keys), false, special, special, counts);
    QCOMPARE(s[0].role, std::string());
}

void TestHeadRoles::rareTokenHead() {
    // Key 13 occurs once in the data, the others often: three of four queries on it.
    const auto keys = words(5);
    std::map<int64_t, int64_t> counts;
    for (int64_t id : keys) counts[id] = 50;
    counts[13] = 1;
    const auto s = block_statistics(one_hot_rows({3, 3, 3, 0}, 5), ids(words(4)), ids(keys), false,
                                    FrameIds(), FrameIds(), counts);
    QCOMPARE(s[0].role, std::string("rare-token"));
    QVERIFY2(s[0].evidence.find("75 %") != std::string::npos, s[0].evidence.c_str());
    QCOMPARE(s[0].role_share, 0.75);
}

void TestHeadRoles::rareTokenNeedsAUniqueRarest() {
    // Two keys share the smallest count: no single rarest token, no rare-token head.
    const auto keys = words(5);
    std::map<int64_t, int64_t> counts;
    for (int64_t id : keys) counts[id] = 50;
    counts[13] = 1;
    counts[11] = 1;
    const auto s = block_statistics(one_hot_rows({3, 3, 3, 0}, 5), ids(words(4)), ids(keys), false,
                                    FrameIds(), FrameIds(), counts);
    QCOMPARE(s[0].role, std::string());
}

void TestHeadRoles::maskedQueriesAreNoRareTokenEvidence() {
    // The decoder's masked self-attention: the rarest token (13, position 3
    // of 6) is hidden from queries 0-2. Of the three queries that see it two
    // put their maximum on it (67 %): a rare-token head. Counting the hidden
    // queries too gave 2 of 6 (33 %) and no role.
    const auto tokens = words(6);
    std::map<int64_t, int64_t> counts;
    for (int64_t id : tokens) counts[id] = 50;
    counts[13] = 1;
    const auto weights = one_hot_rows({0, 0, 1, 3, 3, 4}, 6);  // every maximum at or before its query
    auto s = block_statistics(weights, ids(tokens), ids(tokens), true, FrameIds(), FrameIds(), counts, true);
    QCOMPARE(s[0].role, std::string("rare-token"));
    QVERIFY(std::abs(s[0].role_share - 2.0 / 3.0) < 1e-12);
    // The encoder's self-attention sees every key: all six queries count.
    s = block_statistics(weights, ids(tokens), ids(tokens), true, FrameIds(), FrameIds(), counts, false);
    QCOMPARE(s[0].role, std::string());
}

void TestHeadRoles::specialQueriesAreLeftOut() {
    // BOS and EOS queries do not count: the two word queries are all there is.
    const FrameIds special;
    const std::vector<int64_t> queries{special.bos, 10, 11, special.eos};
    const std::vector<int64_t> keys{10, 11, 12, 13};
    std::map<int64_t, int64_t> counts{{10, 5}, {11, 5}, {12, 5}, {13, 5}};
    auto w = torch::zeros({1, 1, 4, 4});
    w[0][0][0] = torch::full({4}, 0.25);  // BOS: diffuse
    w[0][0][1][2] = 1.0;
    w[0][0][2][3] = 1.0;
    w[0][0][3] = torch::full({4}, 0.25);  // EOS: diffuse
    const auto s = block_statistics(w, ids(queries), ids(keys), true, special, special, counts);
    QCOMPARE(s[0].confidence, 1.0);  // the diffuse BOS/EOS rows would lower it
    QCOMPARE(s[0].role, std::string("positional"));  // both word queries on offset +1
}

void TestHeadRoles::diffuseHeadHasLowConfidence() {
    // Uniform attention over T keys: confidence 1/T, entropy ln T, no role.
    const int64_t t = 6;
    const auto tokens = ids(words(t));
    std::map<int64_t, int64_t> counts;
    for (int64_t id : words(t)) counts[id] = 2;
    const auto s = block_statistics(torch::full({1, 2, t, t}, 1.0 / t), tokens, tokens, true, FrameIds(), FrameIds(), counts);
    QCOMPARE(s.size(), size_t(2));
    for (const auto& head : s) {
        QVERIFY(std::abs(head.confidence - 1.0 / t) < 1e-6);
        QVERIFY(std::abs(head.entropy - std::log(double(t))) < 1e-5);
    }
}

void TestHeadRoles::separateVocabulariesPadTheSourceWithTheirOwnId() {
    // A Marian model with separate vocabularies: the decoder starts from the
    // target's pad (0) and the source pads with its own id (9); 0 and 1 are
    // words of the source. Cross-attention over a padded source row: two
    // target word queries on source word 1, the rarest, and two target pad
    // queries spread over everything.
    nn::TransformerConfig config;
    config.pad_id = 0;
    config.bos_id = 0;
    config.eos_id = 2;
    config.source_pad_id = 9;
    const FrameIds source = source_frame_ids(config, /*source_has_bos=*/false), target = target_frame_ids(config);
    QCOMPARE(source.pad, int64_t(9));
    QCOMPARE(source.bos, int64_t(-1));  // a Marian source has no BOS
    QCOMPARE(source_frame_ids(config, true).bos, int64_t(0));  // a word-level one has
    QCOMPARE(target.pad, int64_t(0));
    QCOMPARE(target.bos, int64_t(0));
    const std::vector<int64_t> queries{0, 20, 21, 0};  // decoder start, two words, a pad
    const std::vector<int64_t> keys{0, 1, 2, 9, 9};    // two source words, EOS, two pads
    std::map<int64_t, int64_t> counts{{0, 40}, {1, 3}, {2, 50}};
    auto w = torch::zeros({1, 1, 4, 5});
    w[0][0][0] = torch::full({5}, 0.2);
    w[0][0][1][1] = 1.0;
    w[0][0][2][1] = 1.0;
    w[0][0][3] = torch::full({5}, 0.2);
    const auto s = block_statistics(w, ids(queries), ids(keys), false, target, source, counts);
    QCOMPARE(s[0].confidence, 1.0);  // the pad queries would lower it to 0.6
    // The source pads (never seen in the data) are no rarest word; word 1 is.
    QCOMPARE(s[0].role, std::string("rare-token"));
    QCOMPARE(s[0].role_share, 1.0);
    // Source word 0 is a word, not the target's BOS: a head on it has no eos-bos role.
    auto on_zero = torch::zeros({1, 1, 4, 5});
    for (int64_t i = 0; i < 4; ++i) on_zero[0][0][i][0] = 1.0;
    const auto z = block_statistics(on_zero, ids(queries), ids(keys), false, target, source, counts);
    QCOMPARE(z[0].role, std::string());
}

QTEST_GUILESS_MAIN(TestHeadRoles)
#include "tst_head_roles.moc"
