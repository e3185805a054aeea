// Tests of the pruning curve (model/analysis/head_pruning.h): its rounds
// against head statistics computed on their own (the loss with one head off,
// the order of Michel's importance), the curve's shape, cancel, and the
// `heads --prune-curve` JSON.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/decoding_fixture.h"
#include "support/test_macros.h"
#include "support/test_support.h"

#include "analysis/gate_passes.h"
#include "analysis/head_pruning.h"
#include "analysis/head_statistics.h"
#include "nn/eval_scope.h"
#include "data/demo_tasks.h"
#include "decode/search.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <algorithm>

using namespace studio;
using namespace studio::analysis;

class TestHeadPruning : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void curvesCoverEveryScope();
    void firstRoundDropsTheLeastImportantHeads();
    void secondRoundRecomputesTheImportance();
    void oneHeadOffMatchesDeltaLoss();
    void crossAttentionIsNeededToTranslate();
    void cancelLeavesNoGates();
    void bleuIsTokenizedAsTheRunsDevBleu_data();
    void bleuIsTokenizedAsTheRunsDevBleu();
    void headsCommandPruneCurveJson();
    void scopedImportanceEqualsFull();
    void greedyKeepsTheEncodersOutput();

private:
    const PruneCurve& curve(const std::string& scope) const;

    test::DecodingModels models_;
    std::vector<data::SentencePair> pairs_;
    HeadReport report_;
    std::vector<PruneCurve> curves_;
};

void TestHeadPruning::initTestCase() {
    models_.set_up();
    QVERIFY(!QTest::currentTestFailed());
    const auto task = data::make_demo_task("reverse", 3);
    for (const auto& p : task.dev)
        if (std::count(p.src.begin(), p.src.end(), ' ') < test::kMaxWords && pairs_.size() < 16) pairs_.push_back(p);
    report_ = head_statistics(models_.model("trained"), models_.tokenizer(), pairs_);
    curves_ = prune_curves(models_.model("trained"), models_.tokenizer(), pairs_);
}

const PruneCurve& TestHeadPruning::curve(const std::string& scope) const {
    for (const auto& c : curves_)
        if (c.scope == scope) return c;
    static PruneCurve none;
    return none;
}

void TestHeadPruning::curvesCoverEveryScope() {
    QCOMPARE(curves_.size(), size_t(4));
    QCOMPARE(curves_[0].scope, std::string("all"));
    const int64_t all = int64_t(report_.heads.size());  // 24 in the fixture
    QCOMPARE(curve("all").heads, all);
    for (const char* kind : {"encoder_self", "decoder_self", "cross"}) QCOMPARE(curve(kind).heads, all / 3);
    for (const auto& c : curves_) {
        const int64_t per_round = std::max<int64_t>(1, int64_t(std::ceil(0.1 * double(c.heads) - 1e-9)));
        QCOMPARE(c.rounds.front().pruned, int64_t(0));
        QVERIFY(c.rounds.front().removed.empty());
        QCOMPARE(c.rounds.back().pruned, c.heads);  // down to no head at all
        QCOMPARE(c.rounds.back().share, 1.0);
        for (size_t r = 1; r < c.rounds.size(); ++r) {
            QCOMPARE(c.rounds[r].pruned,
                     std::min(c.heads, c.rounds[r - 1].pruned + per_round));
            QCOMPARE(int64_t(c.rounds[r].removed.size()), c.rounds[r].pruned - c.rounds[r - 1].pruned);
            for (const auto& id : c.rounds[r].removed)
                if (c.scope != "all") QCOMPARE(kind_name(id.kind), c.scope);  // only the scope's heads
        }
        // Round 0 is the whole model: the statistics' dev loss.
        QVERIFY(std::abs(c.rounds.front().dev_loss - report_.dev_loss) < 1e-5);
    }
}

void TestHeadPruning::firstRoundDropsTheLeastImportantHeads() {
    // Before any pruning, the importance is the statistics' (Michel's I_h):
    // the first round removes the heads with the smallest values.
    auto heads = report_.heads;
    std::stable_sort(heads.begin(), heads.end(),
                     [](const HeadStatistics& a, const HeadStatistics& b) { return a.importance < b.importance; });
    const auto& removed = curve("all").rounds[1].removed;
    QCOMPARE(removed.size(), size_t(3));
    for (size_t i = 0; i < removed.size(); ++i) {
        QCOMPARE(removed[i].kind, heads[i].kind);
        QCOMPARE(removed[i].layer, heads[i].layer);
        QCOMPARE(removed[i].head, heads[i].head);
    }
}

// Michel et al. recompute the importance on the pruned model each round
// (issue 37 §6: a one-shot ranking passed every other test). Round 2's heads
// are checked against an importance pass written out here: round 1's heads
// gated off, one sentence at a time, |d loss / d gate| summed, each layer's
// means l2-normalised, the smallest of the heads still on.
void TestHeadPruning::secondRoundRecomputesTheImportance() {
    auto& model = models_.model("trained");
    const auto& c = curve("all");
    QVERIFY(c.rounds.size() > 2);
    const auto layers = gate_layers(model->config);
    const int64_t heads = model->config.num_heads;
    HeadMasks masks(layers.size(), std::vector<float>(size_t(heads), 1.0f));
    auto block = [&](const HeadId& id) {
        for (size_t g = 0; g < layers.size(); ++g)
            if (layers[g].kind == id.kind && layers[g].layer == id.layer) return g;
        return size_t(0);
    };
    for (const auto& id : c.rounds[1].removed) masks[block(id)][size_t(id.head)] = 0.0f;

    std::vector<std::vector<double>> sums(layers.size(), std::vector<double>(size_t(heads), 0.0));
    const nn::EvalScope eval(*model);
    const auto ids = models_.tokenizer().special_ids();
    for (const auto& pair : pairs_) {
        const auto src = torch::tensor(models_.tokenizer().source_ids(pair.src, model->config.max_positions)).unsqueeze(0);
        auto target = models_.tokenizer().encode_target(pair.tgt);
        std::vector<int64_t> in{ids.bos};
        in.insert(in.end(), target.begin(), target.end());
        target.push_back(ids.eos);
        std::vector<torch::Tensor> gates;
        for (size_t g = 0; g < layers.size(); ++g) {
            gates.push_back(torch::tensor(masks[g]).unsqueeze(0).requires_grad_(true));  // (1, H)
            nn::set_head_gates(*model, layers[g].kind, layers[g].layer, gates.back());
        }
        const auto logits = model->forward(src, torch::tensor(in).unsqueeze(0));  // (1, T, V)
        const auto nll = -torch::log_softmax(logits[0], -1).gather(1, torch::tensor(target).unsqueeze(1));
        const auto grads = torch::autograd::grad({nll.mean()}, gates);
        nn::clear_head_gates(*model);
        for (size_t g = 0; g < layers.size(); ++g)
            for (int64_t h = 0; h < heads; ++h) sums[g][size_t(h)] += std::abs(grads[g][0][h].item<double>());
    }
    struct Ranked {
        HeadId id;
        double importance;
    };
    std::vector<Ranked> alive;
    for (size_t g = 0; g < layers.size(); ++g) {
        double norm = 0.0;
        for (double v : sums[g]) norm += (v / double(pairs_.size())) * (v / double(pairs_.size()));
        norm = std::sqrt(norm);
        for (int64_t h = 0; h < heads; ++h)
            if (masks[g][size_t(h)] != 0.0f)
                alive.push_back({{layers[g].kind, int(layers[g].layer), int(h)}, sums[g][size_t(h)] / double(pairs_.size()) / norm});
    }
    std::stable_sort(alive.begin(), alive.end(), [](const Ranked& a, const Ranked& b) { return a.importance < b.importance; });
    const auto& removed = c.rounds[2].removed;
    QCOMPARE(removed.size(), size_t(3));
    for (size_t i = 0; i < removed.size(); ++i) {
        QCOMPARE(removed[i].kind, alive[i].id.kind);
        QCOMPARE(removed[i].layer, alive[i].id.layer);
        QCOMPARE(removed[i].head, alive[i].id.head);
    }
    // Not what a one-shot ranking (the unpruned model's importance) gives.
    auto once = report_.heads;
    std::stable_sort(once.begin(), once.end(),
                     [](const HeadStatistics& a, const HeadStatistics& b) { return a.importance < b.importance; });
    bool same = true;
    for (size_t i = 0; i < 3; ++i)
        same = same && once[3 + i].kind == removed[i].kind && once[3 + i].layer == removed[i].layer &&
               once[3 + i].head == removed[i].head;
    if (same) qInfo("round 2 happens to be the one-shot ranking's next heads on this model");
}

void TestHeadPruning::oneHeadOffMatchesDeltaLoss() {
    // A per-kind curve of 8 heads removes one head in round 1: its loss is
    // the statistics' dev loss plus that head's delta loss.
    for (const char* kind : {"encoder_self", "decoder_self", "cross"}) {
        const auto& round = curve(kind).rounds[1];
        QCOMPARE(round.removed.size(), size_t(1));
        const auto& id = round.removed.front();
        const auto it = std::find_if(report_.heads.begin(), report_.heads.end(), [&](const HeadStatistics& s) {
            return s.kind == id.kind && s.layer == id.layer && s.head == id.head;
        });
        QVERIFY(it != report_.heads.end());
        QVERIFY2(std::abs(round.dev_loss - (report_.dev_loss + it->delta_loss)) < 1e-5, kind);
    }
}

void TestHeadPruning::crossAttentionIsNeededToTranslate() {
    // Without any cross-attention head the decoder never sees the source:
    // the loss rises and BLEU falls well below the whole model's.
    const auto& c = curve("cross");
    qInfo("cross heads: BLEU %.1f -> %.1f, dev loss %.3f -> %.3f", c.rounds.front().bleu, c.rounds.back().bleu,
          c.rounds.front().dev_loss, c.rounds.back().dev_loss);
    QVERIFY(c.rounds.front().bleu > 10.0);
    QVERIFY(c.rounds.back().bleu < c.rounds.front().bleu / 2);
    QVERIFY(c.rounds.back().dev_loss > c.rounds.front().dev_loss + 0.5);
}

void TestHeadPruning::cancelLeavesNoGates() {
    auto& model = models_.model("trained");
    std::atomic<bool> cancel{false};
    PruneOptions options;
    options.cancel = &cancel;
    int64_t calls = 0;
    options.progress = [&](int64_t done, int64_t total, const PruneCurve&) {
        ++calls;
        QVERIFY(done <= total);
        if (done == 2) cancel = true;  // after round 1 of "all": gates are set for round 2
    };
    QVERIFY_EXCEPTION_THROWN(prune_curves(model, models_.tokenizer(), pairs_, options), decode::Cancelled);
    QCOMPARE(calls, int64_t(2));
    // No gate left behind: the whole model's loss again.
    const auto again = head_statistics(model, models_.tokenizer(), pairs_);
    QVERIFY(std::abs(again.dev_loss - report_.dev_loss) < 1e-9);
}

// Round 0 is the whole model's greedy translations, scored with the BLEU
// tokenizer the run scored its dev BLEU with (numbers-de: characters), so
// that it is the Train page's last dev BLEU and not a 13a score of 0.
void TestHeadPruning::bleuIsTokenizedAsTheRunsDevBleu_data() {
    QTest::addColumn<int>("tokenizer");
    QTest::newRow("13a") << int(eval::BleuTokenizer::Mteval13a);
    QTest::newRow("char") << int(eval::BleuTokenizer::Char);
    QTest::newRow("none") << int(eval::BleuTokenizer::None);
}

void TestHeadPruning::bleuIsTokenizedAsTheRunsDevBleu() {
    QFETCH(int, tokenizer);
    auto& model = models_.model("trained");
    const std::vector<data::SentencePair> few(pairs_.begin(), pairs_.begin() + 6);
    PruneOptions options;
    options.per_kind = false;
    options.step_share = 1.0;  // round 0, then every head off
    options.bleu_tokenizer = static_cast<eval::BleuTokenizer>(tokenizer);
    const auto curves = prune_curves(model, models_.tokenizer(), few, options);
    QCOMPARE(curves.size(), size_t(1));
    std::vector<std::vector<int64_t>> sources;
    std::vector<std::string> references;
    for (const auto& p : few) {
        sources.push_back(data::encode_pairs({p}, models_.tokenizer(), model->config.max_positions - 1).at(0).src);
        references.push_back(p.tgt);
    }
    const auto hyps = decode::greedy_translations(model, models_.tokenizer(), sources, torch::kCPU, nullptr, 50);
    const double want = eval::corpus_bleu(hyps, references, options.bleu_tokenizer).score;
    QCOMPARE(curves.front().rounds.front().bleu, want);
    // The three tokenizers give three different scores on these pairs (else the row could not fail).
    const double other = eval::corpus_bleu(hyps, references, options.bleu_tokenizer == eval::BleuTokenizer::Char
                                                                     ? eval::BleuTokenizer::Mteval13a
                                                                     : eval::BleuTokenizer::Char).score;
    QVERIFY(std::abs(other - want) > 1e-6);
}

void TestHeadPruning::headsCommandPruneCurveJson() {
    const QString fixture = test::fixture_dir();
    const auto r = test::run_cli({"heads", "--checkpoint", fixture + "/run/last.ckpt", "--src",
                                  fixture + "/data/dev.src", "--ref", fixture + "/data/dev.tgt", "--json",
                                  "--prune-curve", "--prune-step", "0.25", "--threads", "1"});
    QVERIFY2(r.exit_code == 0, r.err.constData());
    const QJsonArray curves = QJsonDocument::fromJson(r.out).object()["prune_curve"].toArray();
    QCOMPARE(curves.size(), 4);
    QStringList scopes;
    for (const auto& v : curves) {
        const QJsonObject c = v.toObject();
        scopes << c["scope"].toString();
        QCOMPARE(c["bleu_tokenize"].toString(), QString("13a"));  // the fixture run's dev BLEU tokenizer
        const QJsonArray rounds = c["rounds"].toArray();
        const int heads = c["heads"].toInt();
        QCOMPARE(rounds.size(), 1 + (heads + (heads + 3) / 4 - 1) / ((heads + 3) / 4));  // 25 % per round
        for (const auto& rv : rounds)
            for (const char* key : {"pruned", "share", "dev_loss", "bleu", "removed"})
                QVERIFY2(rv.toObject().contains(key), key);
        const QJsonObject first = rounds[1].toObject()["removed"].toArray()[0].toObject();
        for (const char* key : {"kind", "layer", "head"}) QVERIFY2(first.contains(key), key);
    }
    QCOMPARE(scopes, (QStringList{"all", "encoder_self", "decoder_self", "cross"}));
}


// A pass that reads only some blocks' importance (a per-kind curve's) gives
// them a full pass's values and the others 0; with no encoder head gated or
// wanted, the encoder's output kept from the first pass serves the second;
// once an encoder head is gated, the kept outputs are left alone.
void TestHeadPruning::scopedImportanceEqualsFull() {
    auto& model = models_.model("trained");
    const auto& c = model->config;
    const auto ids = models_.tokenizer().special_ids();
    std::vector<data::EncodedPair> encoded;
    for (const auto& p : pairs_) {
        auto one = data::encode_pairs({p}, models_.tokenizer(), c.max_positions - 1);
        if (!one.empty()) encoded.push_back(one.front());
    }
    const auto batches = data::make_batches(encoded, 40, 0, 0);
    QVERIFY(batches.size() > 1);
    const auto layers = gate_layers(c);
    HeadMasks masks(layers.size(), std::vector<float>(size_t(c.num_heads), 1.0f));
    for (size_t g = 0; g < layers.size(); ++g)
        if (layers[g].kind == nn::AttentionKind::DecoderSelf) masks[g][1] = 0.0f;  // a later round's model
    std::vector<torch::Tensor> memories;
    ImportanceScope scope;
    for (const auto& layer : layers) scope.wanted.push_back(layer.kind == nn::AttentionKind::Cross);
    scope.memories = &memories;

    for (bool encoder_gated : {false, true}) {
        if (encoder_gated) masks[0][2] = 0.0f;
        double full_loss = 0.0;
        const auto full = gate_importance(model, layers, masks, encoded, batches, ids, nullptr, &full_loss);
        for (int pass = 0; pass < 2; ++pass) {
            double loss = 0.0;
            const auto part = gate_importance(model, layers, masks, encoded, batches, ids, nullptr, &loss, scope);
            QCOMPARE(memories.size(), batches.size());  // filled by the first pass without an encoder gate
            QVERIFY2(std::abs(loss - full_loss) < 1e-6, qPrintable(QString::number(loss - full_loss)));
            for (size_t g = 0; g < layers.size(); ++g)
                for (size_t h = 0; h < size_t(c.num_heads); ++h) {
                    if (scope.wanted[g])
                        QVERIFY(std::abs(part[g][h] - full[g][h]) < 1e-6);
                    else
                        QCOMPARE(part[g][h], 0.0);
                }
        }
    }
}

// The pruning curve's greedy passes keep the encoder's output per batch:
// the translations are those computed from scratch.
void TestHeadPruning::greedyKeepsTheEncodersOutput() {
    auto& model = models_.model("trained");
    std::vector<std::vector<int64_t>> sources;
    for (const auto& s : models_.sentences()) sources.push_back(models_.source_ids(s));
    const auto fresh = decode::greedy_translations(model, models_.tokenizer(), sources, torch::kCPU);
    std::vector<torch::Tensor> memories;
    for (int pass = 0; pass < 2; ++pass) {
        QCOMPARE(decode::greedy_translations(model, models_.tokenizer(), sources, torch::kCPU, nullptr, 50, &memories),
                 fresh);
        QCOMPARE(memories.size(), size_t(1));
    }
}

QTEST_GUILESS_MAIN(TestHeadPruning)
#include "tst_head_pruning.moc"
