// Decoding: greedy and beam search (with and without the key/value cache),
// the beam trace, length limits, the step-wise DecodeSession (forced
// decoding, going back) and the attention it reports, compared with the
// full teacher-forced pass of attention_report().
//
// A micro model is trained once on the "reverse" demo task (so that its
// translations end with EOS); an untrained model with a fixed seed covers
// outputs that run to the length limit.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/test_support.h"

#include "data/batcher.h"
#include "data/demo_tasks.h"
#include "decode/decode_session.h"
#include "decode/results.h"
#include "decode/search.h"
#include "train/trainer.h"

#include <QtTest>
#include <torch/torch.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <sstream>
#include <stdexcept>

using namespace studio;

namespace {

constexpr int kSentences = 6;  // source sentences used by the data-driven tests
constexpr int kMaxWords = 6;   // longest training sentence, in words

nn::TransformerConfig micro_model() {
    nn::TransformerConfig c = nn::TransformerConfig::preset("tiny");
    c.d_model = 32;
    c.num_heads = 4;
    c.num_encoder_layers = c.num_decoder_layers = 2;
    c.d_ff = 64;
    c.dropout = 0.0;
    c.pre_norm = true;  // learns this task in fewer steps than post-norm
    return c;
}

train::TrainingConfig micro_training() {
    train::TrainingConfig t = train::TrainingConfig::preset("tiny");
    t.vocab_size = 40;
    t.max_tokens = 600;
    t.warmup = 40;
    t.steps = 250;
    t.log_every = 50;
    t.eval_every = 100000;  // only the final evaluation
    t.eval_max_sentences = 2;
    t.label_smoothing = 0.0;
    t.threads = 1;  // 2 threads on 2 busy shared cores is many times slower
    t.seed = 7;
    return t;
}

// Row sums of every (layer, head, row) of an attention set.
std::string rows_sum_to_one(const decode::AttentionSet& a, double tolerance = 1e-5) {
    if (a.empty()) return "empty attention set";
    if (static_cast<int64_t>(a.data.size()) != a.layers * a.heads * a.rows * a.cols) return "data size mismatch";
    for (int64_t l = 0; l < a.layers; ++l)
        for (int64_t h = 0; h < a.heads; ++h)
            for (int64_t r = 0; r < a.rows; ++r) {
                double sum = 0.0;
                for (int64_t c = 0; c < a.cols; ++c) {
                    const float w = a.at(l, h, r, c);
                    if (!(w >= 0.0f && w <= 1.0f)) {
                        std::ostringstream s;
                        s << "weight " << w << " outside [0, 1] at " << l << "," << h << "," << r << "," << c;
                        return s.str();
                    }
                    sum += w;
                }
                if (std::abs(sum - 1.0) > tolerance) {
                    std::ostringstream s;
                    s << "row " << l << "," << h << "," << r << " sums to " << sum;
                    return s.str();
                }
            }
    return {};
}

std::string shape_of(const decode::AttentionSet& a) {
    std::ostringstream s;
    s << a.layers << "x" << a.heads << "x" << a.rows << "x" << a.cols;
    return s.str();
}

std::string shape_of(int64_t l, int64_t h, int64_t r, int64_t c) {
    std::ostringstream s;
    s << l << "x" << h << "x" << r << "x" << c;
    return s.str();
}

// Empty when the search stopped legitimately: at the length limit, with no
// alive hypothesis, or when no alive hypothesis can beat `best_score` (its
// log-prob only falls, the length penalty is at most lp(limit) for alpha >= 0).
std::string premature_stop(const decode::BeamTrace& trace, double best_score, int64_t limit, double alpha) {
    if (trace.steps.empty() || int64_t(trace.steps.size()) >= limit) return {};
    for (const auto& c : trace.steps.back().candidates) {
        if (c.finished) continue;
        const double bound = c.log_prob / decode::length_penalty(limit, alpha);
        if (bound > best_score) {
            std::ostringstream s;
            s << "stopped after step " << trace.steps.size() << " with an alive hypothesis at log-prob " << c.log_prob
              << " (score bound " << bound << ") above the best returned score " << best_score;
            return s.str();
        }
    }
    return {};
}

bool same_distribution(const std::vector<decode::TokenProbability>& a,
                       const std::vector<decode::TokenProbability>& b) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i)
        if (a[i].id != b[i].id || a[i].piece != b[i].piece || a[i].probability != b[i].probability) return false;
    return true;
}

bool same_attention(const decode::AttentionSet& a, const decode::AttentionSet& b) {
    return a.layers == b.layers && a.heads == b.heads && a.rows == b.rows && a.cols == b.cols && a.data == b.data;
}

}  // namespace

class TestDecoding : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();

    void lengthPenalty_data();
    void lengthPenalty();

    void beamOfOneIsGreedy_data();
    void beamOfOneIsGreedy();
    void cachedGreedyEqualsUncached_data();
    void cachedGreedyEqualsUncached();
    void cachedBeamEqualsUncached_data();
    void cachedBeamEqualsUncached();
    void batchedGreedyEqualsSingle_data();
    void batchedGreedyEqualsSingle();
    void beamNBest_data();
    void beamNBest();
    void beamStopsOnlyWhenNoAliveHypothesisCanWin();
    void beamOfOneLogProbIsExact();
    void beamTrace_data();
    void beamTrace();
    void maxLength_data();
    void maxLength();

    void sessionFollowsGreedy_data();
    void sessionFollowsGreedy();
    void sessionForcedDecoding();
    void sessionBackRestores_data();
    void sessionBackRestores();
    void sessionErrors();
    void sessionEncoderAttention_data();
    void sessionEncoderAttention();
    void sessionAttentionMatchesReport_data();
    void sessionAttentionMatchesReport();

    void attentionReport_data();
    void attentionReport();
    void collectAttentionCopiesRowZero();

private:
    nn::Transformer& model(const QString& which) { return which == "trained" ? trainer_->model() : random_; }
    const tok::Tokenizer& tokenizer() const { return trainer_->data().tokenizer; }
    std::vector<int64_t> source_ids(const std::string& text) const {
        auto ids = tokenizer().encode(text);
        ids.push_back(tok::Tokenizer::kEos);
        return ids;
    }
    decode::Hypothesis greedy_one(nn::Transformer& m, const std::vector<int64_t>& ids,
                                  const decode::SearchOptions& options = {}) {
        return decode::greedy_search(m, data::pad_sources({ids}, torch::kCPU), options).front();
    }
    // Log-probabilities of the next token after `prefix` (BOS first), one full pass.
    torch::Tensor full_pass_log_probs(nn::Transformer& m, const std::vector<int64_t>& src,
                                      const std::vector<int64_t>& prefix) {
        torch::NoGradGuard no_grad;
        auto s = torch::tensor(src, torch::kLong).unsqueeze(0);
        auto t = torch::tensor(prefix, torch::kLong).unsqueeze(0);
        auto logits = m->forward(s, t);  // (1, T, V)
        return torch::log_softmax(logits.select(1, logits.size(1) - 1).squeeze(0), -1);  // (V)
    }
    void add_model_sentence_rows();

    std::unique_ptr<train::Trainer> trainer_;
    nn::Transformer random_{nullptr};
    std::vector<std::string> sentences_;
};

void TestDecoding::initTestCase() {
    // The first 300 reverse pairs of at most 6 words: short enough that the
    // micro model learns the task (and when to stop) in a few seconds.
    auto task = data::make_demo_task("reverse", 3);
    std::vector<data::SentencePair> pairs;
    for (const auto& p : task.train)
        if (std::count(p.src.begin(), p.src.end(), ' ') < kMaxWords && pairs.size() < 300) pairs.push_back(p);
    QCOMPARE(pairs.size(), size_t(300));

    QElapsedTimer timer;
    timer.start();
    auto config = micro_training();
    trainer_ = std::make_unique<train::Trainer>(micro_model(), config, train::prepare_data(pairs, {}, config), "");
    double last_nll = 0.0;
    train::TrainerCallbacks callbacks;
    callbacks.on_step = [&](const train::StepReport& r) { last_nll = r.nll; };
    QCOMPARE(int(trainer_->run(callbacks)), int(train::StopReason::Completed));
    trainer_->model()->eval();
    qInfo("trained the micro model in %lld ms, final nll %.3f", static_cast<long long>(timer.elapsed()), last_nll);

    torch::manual_seed(11);
    random_ = nn::Transformer(trainer_->model()->config);
    random_->eval();

    // Training sentences of 3 to 6 words (different lengths: batches get padding).
    std::vector<bool> have(kMaxWords + 1, false);
    for (const auto& p : pairs) {
        const auto words = size_t(std::count(p.src.begin(), p.src.end(), ' ') + 1);
        if (!have[words] || int(sentences_.size()) >= kSentences - 2) {
            if (int(sentences_.size()) == kSentences) break;
            have[words] = true;
            sentences_.push_back(p.src);
        }
    }
    QCOMPARE(int(sentences_.size()), kSentences);

    // The trained model must end its translations with EOS (otherwise the
    // tests below would only see length-limited outputs).
    for (const auto& s : sentences_) {
        const auto h = greedy_one(trainer_->model(), source_ids(s));
        qInfo("%s -> %s", s.c_str(), tokenizer().decode(h.tokens).c_str());
        QVERIFY2(!h.tokens.empty() && h.tokens.back() == tok::Tokenizer::kEos, s.c_str());
    }
}

void TestDecoding::add_model_sentence_rows() {
    QTest::addColumn<QString>("which");
    QTest::addColumn<int>("sentence");
    for (const char* which : {"trained", "random"})
        for (int i = 0; i < kSentences; ++i)
            QTest::addRow("%s-%d", which, i) << QString(which) << i;
}

// ---------------------------------------------------------------- search

void TestDecoding::lengthPenalty_data() {
    QTest::addColumn<qlonglong>("length");
    QTest::addColumn<double>("alpha");
    QTest::addColumn<double>("expected");
    QTest::newRow("L1 a0.6") << 1LL << 0.6 << 1.0;
    QTest::newRow("L7 a1") << 7LL << 1.0 << 2.0;
    QTest::newRow("L19 a0.5") << 19LL << 0.5 << 2.0;
    QTest::newRow("L13 a2") << 13LL << 2.0 << 9.0;
    QTest::newRow("L10 a0") << 10LL << 0.0 << 1.0;
    QTest::newRow("L10 a0.6") << 10LL << 0.6 << std::pow(15.0 / 6.0, 0.6);
    QTest::newRow("L0 a0.6") << 0LL << 0.6 << std::pow(5.0 / 6.0, 0.6);
}

void TestDecoding::lengthPenalty() {
    QFETCH(qlonglong, length);
    QFETCH(double, alpha);
    QFETCH(double, expected);
    QVERIFY(std::abs(decode::length_penalty(length, alpha) - expected) < 1e-12);
    QCOMPARE(decode::length_penalty(length, alpha), std::pow((5.0 + double(length)) / 6.0, alpha));
}

void TestDecoding::beamOfOneIsGreedy_data() { add_model_sentence_rows(); }

void TestDecoding::beamOfOneIsGreedy() {
    QFETCH(QString, which);
    QFETCH(int, sentence);
    auto& m = model(which);
    const auto ids = source_ids(sentences_[sentence]);
    decode::SearchOptions options;
    options.beam_size = 1;
    const auto greedy = greedy_one(m, ids, options);
    decode::BeamTrace trace;
    const auto beam = decode::beam_search(m, ids, options, &trace);
    QCOMPARE(beam.size(), size_t(1));
    QCOMPARE(beam[0].tokens, greedy.tokens);
    // To 1e-5 where the log-prob is small (the trained model); long untrained
    // outputs only to float32 rounding (see beamOfOneLogProbIsExact).
    const double diff = std::abs(beam[0].log_prob - greedy.log_prob);
    const double tolerance =
        which == "trained" ? 1e-5 : std::max(1e-5, double(greedy.tokens.size()) * std::abs(greedy.log_prob) * 6e-8);
    QVERIFY2(diff < tolerance, qPrintable(QString("beam %1 greedy %2 (%3 tokens)")
                                              .arg(beam[0].log_prob, 0, 'g', 12)
                                              .arg(greedy.log_prob, 0, 'g', 12)
                                              .arg(greedy.tokens.size())));
    QVERIFY(std::abs(beam[0].score - greedy.score) < tolerance);
    // One alive candidate a step, extending the previous one with the greedy
    // token; the last step finishes the greedy hypothesis.
    QCOMPARE(trace.steps.size(), greedy.tokens.size());
    for (size_t t = 0; t < trace.steps.size(); ++t) {
        const auto& c = trace.steps[t].candidates;
        QVERIFY(!c.empty());
        QCOMPARE(c.front().parent, int64_t(0));
        if (t + 1 < trace.steps.size()) {
            QVERIFY(!c.front().finished);
            QCOMPARE(c.front().token, greedy.tokens[t]);
            for (size_t j = 1; j < c.size(); ++j) QVERIFY(c[j].finished);  // (EOS outside the beam: dropped)
        } else {
            bool found = false;
            for (const auto& x : c) found = found || (x.finished && x.token == greedy.tokens[t]);
            QVERIFY2(found, "the greedy hypothesis does not finish at the last step");
        }
    }
}

void TestDecoding::beamOfOneLogProbIsExact() {
    // The header promises that beam size 1 is exactly greedy. On long outputs
    // (the untrained model runs to the limit, |log p| ~ 100) the beam's
    // float32 prefix drifts from greedy's double sum by more than 1e-5.
    auto& m = model("random");
    decode::SearchOptions options;
    options.beam_size = 1;
    double worst = 0.0;
    size_t worst_tokens = 0;
    for (const auto& s : sentences_) {
        const auto ids = source_ids(s);
        const auto greedy = greedy_one(m, ids, options);
        const auto beam = decode::beam_search(m, ids, options);
        QCOMPARE(beam.front().tokens, greedy.tokens);
        const double diff = std::abs(beam.front().log_prob - greedy.log_prob);
        if (diff > worst) {
            worst = diff;
            worst_tokens = greedy.tokens.size();
        }
    }
    QVERIFY2(worst < 1e-5, qPrintable(QString("largest difference %1 (%2 tokens)").arg(worst).arg(worst_tokens)));
}

void TestDecoding::cachedGreedyEqualsUncached_data() {
    QTest::addColumn<QString>("which");
    QTest::newRow("trained") << QString("trained");
    QTest::newRow("random") << QString("random");
}

void TestDecoding::cachedGreedyEqualsUncached() {
    QFETCH(QString, which);
    auto& m = model(which);
    std::vector<std::vector<int64_t>> sources;
    for (const auto& s : sentences_) sources.push_back(source_ids(s));
    const auto src = data::pad_sources(sources, torch::kCPU);
    QVERIFY(src.size(1) > static_cast<int64_t>(sources.front().size()) ||
            src.size(1) > static_cast<int64_t>(sources.back().size()));  // some rows are padded
    decode::SearchOptions cached, uncached;
    uncached.use_cache = false;
    const auto a = decode::greedy_search(m, src, cached);
    const auto b = decode::greedy_search(m, src, uncached);
    QCOMPARE(a.size(), sources.size());
    QCOMPARE(b.size(), sources.size());
    for (size_t i = 0; i < a.size(); ++i) {
        QVERIFY2(a[i].tokens == b[i].tokens, qPrintable(QString("sentence %1").arg(i)));
        QVERIFY(std::abs(a[i].log_prob - b[i].log_prob) < 1e-4);
        QVERIFY(std::abs(a[i].score - b[i].score) < 1e-4);
    }
}

void TestDecoding::cachedBeamEqualsUncached_data() {
    QTest::addColumn<QString>("which");
    QTest::addColumn<int>("sentence");
    QTest::addColumn<int>("k");
    for (const char* which : {"trained", "random"})
        for (int k : {2, 4})
            for (int i = 0; i < kSentences; i += (QString(which) == "random" ? 2 : 1))
                QTest::addRow("%s-k%d-%d", which, k, i) << QString(which) << i << k;
}

void TestDecoding::cachedBeamEqualsUncached() {
    QFETCH(QString, which);
    QFETCH(int, sentence);
    QFETCH(int, k);
    auto& m = model(which);
    const auto ids = source_ids(sentences_[sentence]);
    decode::SearchOptions cached;
    cached.beam_size = k;
    cached.nbest = k;
    auto uncached = cached;
    uncached.use_cache = false;
    decode::BeamTrace ta, tb;
    const auto a = decode::beam_search(m, ids, cached, &ta);
    const auto b = decode::beam_search(m, ids, uncached, &tb);
    QCOMPARE(a.size(), b.size());
    for (size_t i = 0; i < a.size(); ++i) {
        QVERIFY2(a[i].tokens == b[i].tokens, qPrintable(QString("hypothesis %1").arg(i)));
        QVERIFY(std::abs(a[i].log_prob - b[i].log_prob) < 1e-4);
    }
    // The same beam at every step.
    QCOMPARE(ta.steps.size(), tb.steps.size());
    for (size_t t = 0; t < ta.steps.size(); ++t) {
        const auto& ca = ta.steps[t].candidates;
        const auto& cb = tb.steps[t].candidates;
        QCOMPARE(ca.size(), cb.size());
        for (size_t j = 0; j < ca.size(); ++j) {
            QCOMPARE(ca[j].parent, cb[j].parent);
            QCOMPARE(ca[j].token, cb[j].token);
            QCOMPARE(ca[j].finished, cb[j].finished);
        }
    }
}

void TestDecoding::batchedGreedyEqualsSingle_data() { cachedGreedyEqualsUncached_data(); }

void TestDecoding::batchedGreedyEqualsSingle() {
    QFETCH(QString, which);
    auto& m = model(which);
    std::vector<std::vector<int64_t>> sources;
    for (const auto& s : sentences_) sources.push_back(source_ids(s));
    const auto batched = decode::greedy_search(m, data::pad_sources(sources, torch::kCPU));
    QCOMPARE(batched.size(), sources.size());
    for (size_t i = 0; i < sources.size(); ++i) {
        const auto single = greedy_one(m, sources[i]);
        QVERIFY2(batched[i].tokens == single.tokens, qPrintable(QString("sentence %1").arg(i)));
        QVERIFY(std::abs(batched[i].log_prob - single.log_prob) < 1e-4);
    }
}

void TestDecoding::beamNBest_data() {
    QTest::addColumn<QString>("which");
    QTest::addColumn<int>("sentence");
    QTest::addColumn<int>("k");
    QTest::addColumn<int>("nbest");
    QTest::addColumn<double>("alpha");
    for (int i = 0; i < kSentences; ++i)
        for (int k : {1, 2, 4, 6})
            for (double alpha : {0.6, 0.0, 1.0})
                QTest::addRow("trained-%d-k%d-a%.1f", i, k, alpha) << QString("trained") << i << k << k << alpha;
    QTest::newRow("trained-nbest-less-than-k") << QString("trained") << 2 << 5 << 3 << 0.6;
    QTest::newRow("random-0-k4") << QString("random") << 0 << 4 << 4 << 0.6;
    QTest::newRow("random-3-k3-nbest2") << QString("random") << 3 << 3 << 2 << 0.6;
}

void TestDecoding::beamNBest() {
    QFETCH(QString, which);
    QFETCH(int, sentence);
    QFETCH(int, k);
    QFETCH(int, nbest);
    QFETCH(double, alpha);
    auto& m = model(which);
    const auto ids = source_ids(sentences_[sentence]);
    decode::SearchOptions options;
    options.beam_size = k;
    options.nbest = nbest;
    options.alpha = alpha;
    const auto hyps = decode::beam_search(m, ids, options);
    QVERIFY(!hyps.empty());
    QVERIFY(static_cast<int>(hyps.size()) <= nbest);
    const size_t limit = ids.size() + size_t(options.max_extra);
    for (size_t i = 0; i < hyps.size(); ++i) {
        const auto& h = hyps[i];
        QVERIFY(!h.tokens.empty());
        QVERIFY(h.tokens.size() <= limit);
        // EOS only last; an output without EOS ran to the limit.
        for (size_t t = 0; t + 1 < h.tokens.size(); ++t) QVERIFY(h.tokens[t] != tok::Tokenizer::kEos);
        if (h.tokens.back() != tok::Tokenizer::kEos) QCOMPARE(h.tokens.size(), limit);
        QVERIFY(h.log_prob <= 0.0);
        const double lp = decode::length_penalty(static_cast<int64_t>(h.tokens.size()), alpha);
        QVERIFY(std::abs(lp - std::pow((5.0 + double(h.tokens.size())) / 6.0, alpha)) < 1e-12);
        QVERIFY2(std::abs(h.score - h.log_prob / lp) < 1e-9,
                 qPrintable(QString("score %1, log_prob / lp %2").arg(h.score).arg(h.log_prob / lp)));
        if (i > 0) QVERIFY2(hyps[i - 1].score >= h.score, "n-best not sorted by score, best first");
        for (size_t j = 0; j < i; ++j) QVERIFY2(hyps[j].tokens != h.tokens, "the same hypothesis twice");
    }
    // Beam search finds at least the greedy score (trained model: the greedy
    // path is far ahead; the untrained model gives no such guarantee).
    if (which == "trained") {
        decode::SearchOptions greedy_options;
        greedy_options.alpha = alpha;
        const auto greedy = greedy_one(m, ids, greedy_options);
        QVERIFY(std::abs(greedy.score -
                         greedy.log_prob / decode::length_penalty(int64_t(greedy.tokens.size()), alpha)) < 1e-9);
        const bool worse = hyps.front().score < greedy.score - 1e-6;
        if (worse) {
            // Attribute it to the known early stop only when the trace shows it.
            decode::BeamTrace trace;
            decode::beam_search(m, ids, options, &trace);
            const auto why = premature_stop(trace, hyps.front().score, int64_t(limit), alpha);
            QVERIFY2(why.empty(), why.c_str());
        }
        QVERIFY2(!worse, qPrintable(QString("beam %1 < greedy %2").arg(hyps.front().score).arg(greedy.score)));
    }
}

void TestDecoding::beamStopsOnlyWhenNoAliveHypothesisCanWin() {
    // alpha 0: scores are log-probabilities, which only fall as a hypothesis
    // grows. An alive hypothesis scoring above the best finished one when the
    // search stops would have been (or led to) a better result.
    auto& m = model("trained");
    QStringList violations;
    for (int i = 0; i < kSentences; ++i) {
        const auto ids = source_ids(sentences_[size_t(i)]);
        for (int k : {2, 3, 4, 6}) {
            decode::SearchOptions options;
            options.beam_size = options.nbest = k;
            options.alpha = 0.0;
            decode::BeamTrace trace;
            const auto hyps = decode::beam_search(m, ids, options, &trace);
            const auto why =
                premature_stop(trace, hyps.front().score, int64_t(ids.size()) + options.max_extra, options.alpha);
            if (!why.empty()) violations << QString("sentence %1, k %2: %3").arg(i).arg(k).arg(QString::fromStdString(why));
        }
    }
    for (const auto& v : violations) qInfo("%s", qPrintable(v));
    QVERIFY2(violations.isEmpty(), qPrintable(violations.join("; ")));
}

void TestDecoding::beamTrace_data() {
    QTest::addColumn<QString>("which");
    QTest::addColumn<int>("sentence");
    QTest::addColumn<int>("k");
    QTest::addColumn<qlonglong>("max_extra");
    for (const char* which : {"trained", "random"})
        for (int k : {1, 2, 3, 5})
            for (int i = 0; i < kSentences; i += 2)
                QTest::addRow("%s-%d-k%d", which, i, k) << QString(which) << i << k << 50LL;
    // The length limit ends the search: every candidate of the last step finishes.
    QTest::newRow("random-limit-k3") << QString("random") << 1 << 3 << 2LL;
    QTest::newRow("trained-limit-k4") << QString("trained") << 0 << 4 << 0LL;
}

void TestDecoding::beamTrace() {
    QFETCH(QString, which);
    QFETCH(int, sentence);
    QFETCH(int, k);
    QFETCH(qlonglong, max_extra);
    auto& m = model(which);
    const auto ids = source_ids(sentences_[sentence]);
    decode::SearchOptions options;
    options.beam_size = k;
    options.nbest = k;
    options.max_extra = max_extra;
    const int64_t limit = static_cast<int64_t>(ids.size()) + max_extra;
    decode::BeamTrace trace;
    const auto hyps = decode::beam_search(m, ids, options, &trace);
    QVERIFY(!trace.steps.empty());
    QVERIFY(static_cast<int64_t>(trace.steps.size()) <= limit);

    // One BeamStep per step; the search stops at the first step after which
    // k hypotheses have finished, none is alive, or the limit is reached.
    int64_t finished_so_far = 0;
    for (size_t t = 0; t < trace.steps.size(); ++t) {
        const auto& c = trace.steps[t].candidates;
        QVERIFY(!c.empty());
        int64_t alive = 0, finished = 0;
        for (size_t j = 0; j < c.size(); ++j) {
            if (c[j].finished) {
                ++finished;
                // A candidate finishes by taking EOS, or by reaching the limit.
                if (c[j].token != tok::Tokenizer::kEos) QCOMPARE(int64_t(t) + 1, limit);
            } else {
                QVERIFY2(finished == 0, "an alive candidate after a finished one");
                QVERIFY(c[j].token != tok::Tokenizer::kEos);
                ++alive;
            }
            QVERIFY(c[j].log_prob <= 0.0);
            const double lp = decode::length_penalty(int64_t(t) + 1, options.alpha);
            QVERIFY(std::abs(c[j].score - c[j].log_prob / lp) < 1e-9);
            // Back-pointers index the previous step's alive candidates.
            if (t == 0) {
                QCOMPARE(c[j].parent, int64_t(0));
            } else {
                const auto& prev = trace.steps[t - 1].candidates;
                QVERIFY(c[j].parent >= 0 && c[j].parent < int64_t(prev.size()));
                QVERIFY2(!prev[size_t(c[j].parent)].finished, "parent is a finished candidate");
                // Cumulative log-probabilities only decrease along a path.
                QVERIFY(c[j].log_prob <= prev[size_t(c[j].parent)].log_prob);
            }
        }
        QVERIFY(alive <= k);
        // Alive candidates are in rank order.
        for (int64_t j = 1; j < alive; ++j) QVERIFY(c[size_t(j - 1)].log_prob >= c[size_t(j)].log_prob);
        finished_so_far += finished;
        const bool last = t + 1 == trace.steps.size();
        const bool stops = finished_so_far >= k || alive == 0 || int64_t(t) + 1 >= limit;
        QCOMPARE(stops, last);
    }

    // Every returned hypothesis is a finished candidate whose path of
    // back-pointers spells its tokens.
    QVERIFY(!hyps.empty());
    for (const auto& h : hyps) {
        const size_t length = h.tokens.size();
        QVERIFY(length >= 1 && length <= trace.steps.size());
        const auto& end = trace.steps[length - 1].candidates;
        int64_t found = -1;
        for (size_t j = 0; j < end.size(); ++j)
            if (end[j].finished && end[j].token == h.tokens.back() && end[j].log_prob == h.log_prob &&
                end[j].score == h.score)
                found = int64_t(j);
        QVERIFY2(found >= 0, "no finished candidate for a returned hypothesis");
        std::vector<int64_t> rebuilt{end[size_t(found)].token};
        int64_t parent = end[size_t(found)].parent;
        double child_log_prob = end[size_t(found)].log_prob;
        for (int64_t t = int64_t(length) - 2; t >= 0; --t) {
            const auto& c = trace.steps[size_t(t)].candidates;
            QVERIFY(parent >= 0 && parent < int64_t(c.size()));
            QVERIFY(!c[size_t(parent)].finished);
            QVERIFY(c[size_t(parent)].log_prob >= child_log_prob);
            child_log_prob = c[size_t(parent)].log_prob;
            rebuilt.push_back(c[size_t(parent)].token);
            parent = c[size_t(parent)].parent;
        }
        QCOMPARE(parent, int64_t(0));
        std::reverse(rebuilt.begin(), rebuilt.end());
        QCOMPARE(rebuilt, h.tokens);
    }
}

void TestDecoding::maxLength_data() {
    QTest::addColumn<QString>("which");
    QTest::addColumn<qlonglong>("max_extra");
    for (qlonglong extra : {0LL, 1LL, 3LL, 10LL}) {
        QTest::addRow("random-extra%lld", extra) << QString("random") << extra;
        QTest::addRow("trained-extra%lld", extra) << QString("trained") << extra;
    }
}

void TestDecoding::maxLength() {
    QFETCH(QString, which);
    QFETCH(qlonglong, max_extra);
    auto& m = model(which);
    decode::SearchOptions options;
    options.max_extra = max_extra;
    options.beam_size = 3;
    options.nbest = 3;
    std::vector<std::vector<int64_t>> sources;
    for (const auto& s : sentences_) sources.push_back(source_ids(s));
    const auto batched = decode::greedy_search(m, data::pad_sources(sources, torch::kCPU), options);
    int at_limit = 0;
    for (size_t i = 0; i < sources.size(); ++i) {
        const size_t limit = sources[i].size() + size_t(max_extra);
        auto check = [&](const std::vector<int64_t>& tokens, const char* what) {
            QVERIFY2(!tokens.empty() && tokens.size() <= limit,
                     qPrintable(QString("%1 of sentence %2: %3 tokens, limit %4")
                                    .arg(what).arg(i).arg(tokens.size()).arg(limit)));
            for (size_t t = 0; t + 1 < tokens.size(); ++t) QVERIFY(tokens[t] != tok::Tokenizer::kEos);
            if (tokens.back() != tok::Tokenizer::kEos) QCOMPARE(tokens.size(), limit);
        };
        check(batched[i].tokens, "batched greedy");
        if (batched[i].tokens.back() != tok::Tokenizer::kEos) ++at_limit;
        check(greedy_one(m, sources[i], options).tokens, "greedy");
        for (const auto& h : decode::beam_search(m, sources[i], options)) check(h.tokens, "beam");
        decode::DecodeSession session(m, tokenizer(), sentences_[i], 5, max_extra);
        while (!session.finished()) session.step();
        check(session.target_ids(), "session");
    }
    // The untrained model runs into the limit for at least one sentence.
    if (which == "random") QVERIFY(at_limit > 0);
    if (which == "trained" && max_extra >= 1) QCOMPARE(at_limit, 0);  // reversal needs S - 1 + EOS tokens

    // The positional-encoding table bounds the length too.
    auto config = m->config;
    config.max_positions = 12;
    torch::manual_seed(5);
    nn::Transformer short_model(config);
    short_model->eval();
    const auto ids = source_ids("ant bee cat dog eel fox gnu hen");
    QVERIFY(ids.size() <= 12);
    decode::SearchOptions long_options;
    long_options.max_extra = 50;
    long_options.beam_size = 2;
    QVERIFY(greedy_one(short_model, ids, long_options).tokens.size() <= 12);
    for (const auto& h : decode::beam_search(short_model, ids, long_options)) QVERIFY(h.tokens.size() <= 12);
}

// ---------------------------------------------------------------- DecodeSession

void TestDecoding::sessionFollowsGreedy_data() { add_model_sentence_rows(); }

void TestDecoding::sessionFollowsGreedy() {
    QFETCH(QString, which);
    QFETCH(int, sentence);
    auto& m = model(which);
    const int64_t top_k = 5;
    const int64_t vocab = tokenizer().vocab_size();
    decode::DecodeSession session(m, tokenizer(), sentences_[sentence], top_k);
    const auto ids = source_ids(sentences_[sentence]);
    QCOMPARE(session.source_tokens(), decode::id_pieces(tokenizer(), ids));
    QVERIFY(!session.finished());
    QVERIFY(session.steps().empty());
    double log_prob = 0.0;
    while (!session.finished()) {
        const auto before = session.next_distribution();
        QCOMPARE(int64_t(before.size()), std::min(top_k, vocab));
        double sum = 0.0;
        for (size_t i = 0; i < before.size(); ++i) {
            QVERIFY(before[i].probability >= 0.0f && before[i].probability <= 1.0f);
            QVERIFY(before[i].id >= 0 && before[i].id < vocab);
            QCOMPARE(before[i].piece, tokenizer().piece(before[i].id));
            if (i > 0) QVERIFY2(before[i - 1].probability >= before[i].probability, "not sorted descending");
            sum += before[i].probability;
        }
        QVERIFY(sum <= 1.0 + 1e-5);
        const auto& s = session.step();
        QCOMPARE(s.token, before.front().id);
        QCOMPARE(s.piece, tokenizer().piece(s.token));
        QVERIFY(!s.forced);
        QCOMPARE(s.position, int64_t(session.steps().size()) - 1);
        QVERIFY(same_distribution(s.top, before));
        log_prob += std::log(double(before.front().probability));
    }
    const auto greedy = greedy_one(m, ids);
    QCOMPARE(session.target_ids(), greedy.tokens);
    QVERIFY2(std::abs(log_prob - greedy.log_prob) < 1e-3,
             qPrintable(QString("session %1, greedy %2").arg(log_prob).arg(greedy.log_prob)));
    QCOMPARE(session.translation(), tokenizer().decode(greedy.tokens));
    if (which == "trained") QVERIFY(session.target_ids().back() == tok::Tokenizer::kEos);
}

void TestDecoding::sessionForcedDecoding() {
    auto& m = model("trained");
    const std::string text = sentences_[0];
    const auto ids = source_ids(text);
    decode::DecodeSession plain(m, tokenizer(), text, 8);
    decode::DecodeSession forced(m, tokenizer(), text, 8);
    QVERIFY(same_distribution(plain.next_distribution(), forced.next_distribution()));

    // Forcing the model's own choice is not a forced step.
    const auto first = forced.next_distribution();
    const auto& own = forced.step(first.front().id);
    QCOMPARE(own.token, first.front().id);
    QVERIFY(!own.forced);
    plain.step();
    QVERIFY(same_distribution(plain.next_distribution(), forced.next_distribution()));

    // Force the runner-up.
    const auto second = forced.next_distribution();
    QVERIFY(second.size() >= 2);
    const int64_t other = second[1].id;
    const auto& s = forced.step(other);
    QCOMPARE(s.token, other);
    QVERIFY(s.forced);
    QCOMPARE(s.piece, tokenizer().piece(other));
    QVERIFY(same_distribution(s.top, second));  // the distribution it overrode
    QCOMPARE(forced.steps().back().forced, true);
    QCOMPARE(forced.target_ids(), (std::vector<int64_t>{first.front().id, other}));

    const auto& p = plain.step();
    QVERIFY(!p.forced);
    QCOMPARE(p.token, second.front().id);
    // The later distribution depends on the forced token.
    QVERIFY(!same_distribution(plain.next_distribution(), forced.next_distribution()));

    // ... and is the one a full pass over the forced prefix gives.
    const auto reference = full_pass_log_probs(m, ids, {tok::Tokenizer::kBos, first.front().id, other}).exp();
    for (const auto& tp : forced.next_distribution())
        QVERIFY2(std::abs(double(tp.probability) - reference[tp.id].item<double>()) < 1e-5,
                 qPrintable(QString("token %1: %2 vs %3").arg(tp.id).arg(tp.probability)
                                .arg(reference[tp.id].item<double>())));
    const auto top = std::get<1>(reference.topk(1));
    QCOMPARE(forced.next_distribution().front().id, top[0].item<int64_t>());

    // An arbitrary token (not in the top list) may be forced as well.
    int64_t outside = -1;
    for (int64_t id = 4; id < tokenizer().vocab_size() && outside < 0; ++id) {
        bool listed = false;
        for (const auto& tp : forced.next_distribution()) listed = listed || tp.id == id;
        if (!listed) outside = id;
    }
    QVERIFY(outside >= 0);
    QVERIFY(forced.step(outside).forced);
    QCOMPARE(forced.steps().size(), size_t(3));
}

void TestDecoding::sessionBackRestores_data() { add_model_sentence_rows(); }

void TestDecoding::sessionBackRestores() {
    QFETCH(QString, which);
    QFETCH(int, sentence);
    auto& m = model(which);
    decode::DecodeSession session(m, tokenizer(), sentences_[sentence], 6);
    QVERIFY(!session.back());  // nothing to undo
    QVERIFY(session.steps().empty());

    // Record the distribution before every step and the step itself.
    std::vector<std::vector<decode::TokenProbability>> before;
    std::vector<decode::DecodeStep> taken;
    while (!session.finished()) {
        before.push_back(session.next_distribution());
        taken.push_back(session.step());
    }
    const auto tokens = session.target_ids();

    // Going back from a finished session re-opens it; stepping again takes
    // the same token with the same distribution and attention.
    QVERIFY(session.back());
    QVERIFY(!session.finished());
    QVERIFY(same_distribution(session.next_distribution(), before.back()));
    const auto& again = session.step();
    QCOMPARE(again.token, taken.back().token);
    QVERIFY(same_distribution(again.top, taken.back().top));
    QVERIFY(same_attention(again.decoder_self, taken.back().decoder_self));
    QVERIFY(same_attention(again.cross, taken.back().cross));
    QVERIFY(session.finished());

    // Back all the way, checking each restored distribution.
    for (size_t n = taken.size(); n > 0; --n) {
        QVERIFY(session.back());
        QCOMPARE(session.steps().size(), n - 1);
        QVERIFY2(same_distribution(session.next_distribution(), before[n - 1]),
                 qPrintable(QString("distribution before step %1 not restored").arg(n - 1)));
    }
    QVERIFY(!session.back());

    // A forced step, undone, then the model's step: as the first time.
    const int64_t other = before[0][1].id;
    QVERIFY(session.step(other).forced);
    QVERIFY(session.back());
    QVERIFY(same_distribution(session.next_distribution(), before[0]));

    // Step through again: the same tokens, distributions and attention.
    for (size_t n = 0; n < taken.size(); ++n) {
        QVERIFY(same_distribution(session.next_distribution(), before[n]));
        const auto& s = session.step();
        QCOMPARE(s.token, taken[n].token);
        QVERIFY(same_attention(s.decoder_self, taken[n].decoder_self));
        QVERIFY(same_attention(s.cross, taken[n].cross));
    }
    QVERIFY(session.finished());
    QCOMPARE(session.target_ids(), tokens);

    // Back two steps in a row mid-sentence, then forward again.
    if (taken.size() >= 3) {
        QVERIFY(session.back());
        QVERIFY(session.back());
        QVERIFY(session.back());
        QVERIFY(same_distribution(session.next_distribution(), before[taken.size() - 3]));
        for (size_t n = taken.size() - 3; n < taken.size(); ++n) QCOMPARE(session.step().token, taken[n].token);
        QCOMPARE(session.target_ids(), tokens);
    }
}

void TestDecoding::sessionErrors() {
    // Forcing ids outside the vocabulary.
    {
        decode::DecodeSession session(model("trained"), tokenizer(), sentences_[1], 4);
        const int64_t vocab = tokenizer().vocab_size();
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, session.step(vocab));
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, session.step(vocab + 100));
        QVERIFY(session.steps().empty());  // nothing taken
        QCOMPARE(session.step(vocab - 1).token, vocab - 1);  // the last id is fine
    }
    // Stepping a finished session (EOS taken).
    {
        decode::DecodeSession session(model("trained"), tokenizer(), sentences_[1], 4);
        while (!session.finished()) session.step();
        QCOMPARE(session.target_ids().back(), int64_t(tok::Tokenizer::kEos));
        const size_t n = session.steps().size();
        QVERIFY_THROWS_EXCEPTION(std::logic_error, session.step());
        QVERIFY_THROWS_EXCEPTION(std::logic_error, session.step(5));
        QCOMPARE(session.steps().size(), n);
    }
    // Forcing EOS finishes it at once.
    {
        decode::DecodeSession session(model("random"), tokenizer(), sentences_[2], 4);
        session.step(tok::Tokenizer::kEos);
        QVERIFY(session.finished());
        QVERIFY_THROWS_EXCEPTION(std::logic_error, session.step());
        QVERIFY(session.back());
        QVERIFY(!session.finished());
    }
    // Stepping past the length limit (max_extra 0: source length tokens).
    {
        decode::DecodeSession session(model("random"), tokenizer(), sentences_[0], 4, 0);
        const size_t limit = session.source_tokens().size();
        size_t n = 0;
        while (!session.finished()) {
            session.step(5);  // never EOS
            ++n;
        }
        QCOMPARE(n, limit);
        QVERIFY_THROWS_EXCEPTION(std::logic_error, session.step());
    }
}

void TestDecoding::sessionEncoderAttention_data() { add_model_sentence_rows(); }

void TestDecoding::sessionEncoderAttention() {
    QFETCH(QString, which);
    QFETCH(int, sentence);
    auto& m = model(which);
    const auto& c = m->config;
    decode::DecodeSession session(m, tokenizer(), sentences_[sentence]);
    const int64_t s = int64_t(session.source_tokens().size());
    QCOMPARE(session.source_tokens().back(), tokenizer().piece(tok::Tokenizer::kEos));
    const auto& enc = session.encoder_self_attention();
    QCOMPARE(shape_of(enc), shape_of(c.num_encoder_layers, c.num_heads, s, s));
    const auto err = rows_sum_to_one(enc);
    QVERIFY2(err.empty(), err.c_str());

    // Per-step attention: this query's row only.
    while (!session.finished()) {
        const auto& st = session.step();
        QCOMPARE(shape_of(st.decoder_self), shape_of(c.num_decoder_layers, c.num_heads, 1, st.position + 1));
        QCOMPARE(shape_of(st.cross), shape_of(c.num_decoder_layers, c.num_heads, 1, s));
        const auto e1 = rows_sum_to_one(st.decoder_self);
        QVERIFY2(e1.empty(), e1.c_str());
        const auto e2 = rows_sum_to_one(st.cross);
        QVERIFY2(e2.empty(), e2.c_str());
    }
}

void TestDecoding::sessionAttentionMatchesReport_data() {
    add_model_sentence_rows();
    QTest::newRow("trained-forced") << QString("trained-forced") << 3;
}

void TestDecoding::sessionAttentionMatchesReport() {
    QFETCH(QString, which);
    QFETCH(int, sentence);
    const bool force = which.endsWith("-forced");
    auto& m = model(force ? "trained" : which);
    const auto src = source_ids(sentences_[sentence]);
    decode::DecodeSession session(m, tokenizer(), sentences_[sentence]);
    while (!session.finished()) {
        // Force the runner-up now and then (the report must follow any target).
        if (force && session.steps().size() % 3 == 1) session.step(session.next_distribution()[1].id);
        else session.step();
    }
    const auto report = decode::attention_report(m, tokenizer(), src, session.target_ids());
    QCOMPARE(shape_of(report.encoder_self), shape_of(session.encoder_self_attention()));
    for (size_t i = 0; i < report.encoder_self.data.size(); ++i)
        QVERIFY(std::abs(report.encoder_self.data[i] - session.encoder_self_attention().data[i]) <= 1e-5f);
    const auto& c = m->config;
    const int64_t t_len = int64_t(session.steps().size());
    const int64_t s_len = int64_t(src.size());
    QCOMPARE(shape_of(report.decoder_self), shape_of(c.num_decoder_layers, c.num_heads, t_len, t_len));
    QCOMPARE(shape_of(report.cross), shape_of(c.num_decoder_layers, c.num_heads, t_len, s_len));
    float worst = 0.0f;
    for (const auto& st : session.steps()) {
        const int64_t pos = st.position;
        for (int64_t l = 0; l < c.num_decoder_layers; ++l)
            for (int64_t h = 0; h < c.num_heads; ++h) {
                for (int64_t k = 0; k <= pos; ++k)
                    worst = std::max(worst, std::abs(st.decoder_self.at(l, h, 0, k) - report.decoder_self.at(l, h, pos, k)));
                for (int64_t k = 0; k < s_len; ++k)
                    worst = std::max(worst, std::abs(st.cross.at(l, h, 0, k) - report.cross.at(l, h, pos, k)));
            }
    }
    QVERIFY2(worst <= 1e-5f, qPrintable(QString("largest difference %1").arg(worst)));
}

// ---------------------------------------------------------------- attention_report

void TestDecoding::attentionReport_data() {
    QTest::addColumn<QString>("which");
    QTest::addColumn<int>("sentence");
    QTest::addColumn<bool>("reference");  // the reference reversal (teacher-forced) instead of greedy
    for (const char* which : {"trained", "random"})
        for (int i = 0; i < kSentences; ++i) {
            QTest::addRow("%s-%d-greedy", which, i) << QString(which) << i << false;
            QTest::addRow("%s-%d-reference", which, i) << QString(which) << i << true;
        }
}

void TestDecoding::attentionReport() {
    QFETCH(QString, which);
    QFETCH(int, sentence);
    QFETCH(bool, reference);
    auto& m = model(which);
    const auto& c = m->config;
    const auto src = source_ids(sentences_[sentence]);
    std::vector<int64_t> target;
    if (reference) {
        // The reversal of the source words, with EOS.
        std::vector<int64_t> words(src.begin(), src.end() - 1);
        std::reverse(words.begin(), words.end());
        target = words;
        target.push_back(tok::Tokenizer::kEos);
    } else {
        target = greedy_one(m, src).tokens;
    }
    const auto report = decode::attention_report(m, tokenizer(), src, target);
    const int64_t t_len = int64_t(target.size());
    const int64_t s_len = int64_t(src.size());

    QCOMPARE(report.source_tokens, decode::id_pieces(tokenizer(), src));
    QCOMPARE(report.target_tokens, decode::id_pieces(tokenizer(), target));
    QCOMPARE(int64_t(report.decoder_input_tokens.size()), t_len);
    QCOMPARE(report.decoder_input_tokens.front(), std::string("<s>"));
    for (int64_t i = 1; i < t_len; ++i)
        QCOMPARE(report.decoder_input_tokens[size_t(i)], report.target_tokens[size_t(i - 1)]);

    QCOMPARE(shape_of(report.encoder_self), shape_of(c.num_encoder_layers, c.num_heads, s_len, s_len));
    QCOMPARE(shape_of(report.decoder_self), shape_of(c.num_decoder_layers, c.num_heads, t_len, t_len));
    QCOMPARE(shape_of(report.cross), shape_of(c.num_decoder_layers, c.num_heads, t_len, s_len));
    for (const auto* set : {&report.encoder_self, &report.decoder_self, &report.cross}) {
        const auto err = rows_sum_to_one(*set);
        QVERIFY2(err.empty(), err.c_str());
    }
    // The causal mask: nothing above the diagonal, something on it.
    for (int64_t l = 0; l < c.num_decoder_layers; ++l)
        for (int64_t h = 0; h < c.num_heads; ++h)
            for (int64_t q = 0; q < t_len; ++q) {
                for (int64_t k = q + 1; k < t_len; ++k)
                    QVERIFY2(report.decoder_self.at(l, h, q, k) == 0.0f,
                             qPrintable(QString("layer %1 head %2 query %3 sees key %4").arg(l).arg(h).arg(q).arg(k)));
            }
    // The first query can only see itself.
    for (int64_t l = 0; l < c.num_decoder_layers; ++l)
        for (int64_t h = 0; h < c.num_heads; ++h) QCOMPARE(report.decoder_self.at(l, h, 0, 0), 1.0f);
}

void TestDecoding::collectAttentionCopiesRowZero() {
    torch::manual_seed(3);
    nn::ModelProbe probe;
    QVERIFY(decode::collect_attention(probe, 0).empty());
    QVERIFY(decode::collect_attention(probe, 2).empty());
    const int64_t batch = 2, heads = 3, tq = 4, tk = 5;
    for (int i = 0; i < 2; ++i) {
        nn::LayerProbe enc, dec;
        enc.self_attention.weights = torch::rand({batch, heads, tk, tk});
        dec.self_attention.weights = torch::rand({batch, heads, tq, tq});
        dec.cross_attention.weights = torch::rand({batch, heads, tq, tk});
        probe.encoder.push_back(enc);
        probe.decoder.push_back(dec);
    }
    struct Case { int which; int64_t rows, cols; };
    for (const Case& cs : {Case{0, tk, tk}, Case{1, tq, tq}, Case{2, tq, tk}}) {
        const auto set = decode::collect_attention(probe, cs.which);
        QCOMPARE(shape_of(set), shape_of(2, heads, cs.rows, cs.cols));
        for (int64_t l = 0; l < 2; ++l) {
            const auto& layer = cs.which == 0 ? probe.encoder[size_t(l)] : probe.decoder[size_t(l)];
            const auto& w = cs.which == 2 ? layer.cross_attention.weights : layer.self_attention.weights;
            for (int64_t h = 0; h < heads; ++h)
                for (int64_t r = 0; r < cs.rows; ++r)
                    for (int64_t k = 0; k < cs.cols; ++k)
                        QCOMPARE(set.at(l, h, r, k), w[0][h][r][k].item<float>());
        }
    }
}

QTEST_APPLESS_MAIN(TestDecoding)
#include "tst_decoding.moc"
