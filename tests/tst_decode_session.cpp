// The step-wise DecodeSession (following greedy, forced decoding, going
// back, errors) and the attention it reports, compared with the full
// teacher-forced pass of attention_report(), on the shared micro models.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/decoding_fixture.h"
#include "support/test_support.h"

#include "data/batcher.h"
#include "decode/decode_session.h"
#include "decode/results.h"
#include "decode/search.h"

#include <QtTest>
#include <torch/torch.h>

#include <algorithm>
#include <cmath>
#include <sstream>
#include <stdexcept>

using namespace studio;
using namespace studio::test;

class TestDecodeSession : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
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
    DecodingModels m_;
};

void TestDecodeSession::initTestCase() { m_.set_up(); }


void TestDecodeSession::sessionFollowsGreedy_data() { DecodingModels::add_model_sentence_rows(); }

void TestDecodeSession::sessionFollowsGreedy() {
    QFETCH(QString, which);
    QFETCH(int, sentence);
    auto& m = m_.model(which);
    const int64_t top_k = 5;
    const int64_t vocab = m_.tokenizer().vocab_size();
    decode::DecodeSession session(m, m_.tokenizer(), m_.sentences()[sentence], top_k);
    const auto ids = m_.source_ids(m_.sentences()[sentence]);
    QCOMPARE(session.source_tokens(), decode::id_pieces(m_.tokenizer(), ids));
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
            QCOMPARE(before[i].piece, m_.tokenizer().piece(before[i].id));
            if (i > 0) QVERIFY2(before[i - 1].probability >= before[i].probability, "not sorted descending");
            sum += before[i].probability;
        }
        QVERIFY(sum <= 1.0 + 1e-5);
        const auto& s = session.step();
        QCOMPARE(s.token, before.front().id);
        QCOMPARE(s.piece, m_.tokenizer().piece(s.token));
        QVERIFY(!s.forced);
        QCOMPARE(s.position, int64_t(session.steps().size()) - 1);
        QVERIFY(same_distribution(s.top, before));
        log_prob += std::log(double(before.front().probability));
    }
    const auto greedy = m_.greedy_one(m, ids);
    // The session decodes one query at a time, the search a batch: equal
    // where the model's choices are not near ties (a random model's can be).
    const size_t decided = m_.decided_tokens(m, ids, greedy.tokens);
    QVERIFY(agree_where_decided(greedy.tokens, session.target_ids(), decided));
    if (decided < greedy.tokens.size()) return;
    QVERIFY2(std::abs(log_prob - greedy.log_prob) < 1e-3,
             qPrintable(QString("session %1, greedy %2").arg(log_prob).arg(greedy.log_prob)));
    QCOMPARE(session.translation(), m_.tokenizer().decode(greedy.tokens));
    if (which == "trained") QVERIFY(session.target_ids().back() == tok::Tokenizer::kEos);
}

void TestDecodeSession::sessionForcedDecoding() {
    auto& m = m_.model("trained");
    const std::string text = m_.sentences()[0];
    const auto ids = m_.source_ids(text);
    decode::DecodeSession plain(m, m_.tokenizer(), text, 8);
    decode::DecodeSession forced(m, m_.tokenizer(), text, 8);
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
    QCOMPARE(s.piece, m_.tokenizer().piece(other));
    QVERIFY(same_distribution(s.top, second));  // the distribution it overrode
    QCOMPARE(forced.steps().back().forced, true);
    QCOMPARE(forced.target_ids(), (std::vector<int64_t>{first.front().id, other}));

    const auto& p = plain.step();
    QVERIFY(!p.forced);
    QCOMPARE(p.token, second.front().id);
    // The later distribution depends on the forced token.
    QVERIFY(!same_distribution(plain.next_distribution(), forced.next_distribution()));

    // ... and is the one a full pass over the forced prefix gives.
    const auto reference = m_.full_pass_log_probs(m, ids, {tok::Tokenizer::kBos, first.front().id, other}).exp();
    for (const auto& tp : forced.next_distribution())
        QVERIFY2(std::abs(double(tp.probability) - reference[tp.id].item<double>()) < 1e-5,
                 qPrintable(QString("token %1: %2 vs %3").arg(tp.id).arg(tp.probability)
                                .arg(reference[tp.id].item<double>())));
    const auto top = std::get<1>(reference.topk(1));
    QCOMPARE(forced.next_distribution().front().id, top[0].item<int64_t>());

    // An arbitrary token (not in the top list) may be forced as well.
    int64_t outside = -1;
    for (int64_t id = 4; id < m_.tokenizer().vocab_size() && outside < 0; ++id) {
        bool listed = false;
        for (const auto& tp : forced.next_distribution()) listed = listed || tp.id == id;
        if (!listed) outside = id;
    }
    QVERIFY(outside >= 0);
    QVERIFY(forced.step(outside).forced);
    QCOMPARE(forced.steps().size(), size_t(3));
}

void TestDecodeSession::sessionBackRestores_data() { DecodingModels::add_model_sentence_rows(); }

void TestDecodeSession::sessionBackRestores() {
    QFETCH(QString, which);
    QFETCH(int, sentence);
    auto& m = m_.model(which);
    decode::DecodeSession session(m, m_.tokenizer(), m_.sentences()[sentence], 6);
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

void TestDecodeSession::sessionErrors() {
    // Forcing ids outside the vocabulary.
    {
        decode::DecodeSession session(m_.model("trained"), m_.tokenizer(), m_.sentences()[1], 4);
        const int64_t vocab = m_.tokenizer().vocab_size();
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, session.step(vocab));
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, session.step(vocab + 100));
        QVERIFY(session.steps().empty());  // nothing taken
        QCOMPARE(session.step(vocab - 1).token, vocab - 1);  // the last id is fine
    }
    // The pad and the decoder's start are never generated: not offered, even
    // when k covers the vocabulary, and refused when forced (the cached step
    // would attend to a pad the full pass masks).
    {
        const auto& c = m_.model("trained")->config;
        const int64_t vocab = m_.tokenizer().vocab_size();
        decode::DecodeSession session(m_.model("trained"), m_.tokenizer(), m_.sentences()[1], vocab + 5);
        session.step();
        for (const auto& t : session.next_distribution()) QVERIFY(t.id != c.pad_id && t.id != c.bos_id);
        QCOMPARE(int64_t(session.next_distribution().size()), vocab - (c.pad_id == c.bos_id ? 1 : 2));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, session.step(c.pad_id));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, session.step(c.bos_id));
        QCOMPARE(session.steps().size(), size_t(1));  // nothing taken
    }
    // Stepping a finished session (EOS taken).
    {
        decode::DecodeSession session(m_.model("trained"), m_.tokenizer(), m_.sentences()[1], 4);
        while (!session.finished()) session.step();
        QCOMPARE(session.target_ids().back(), int64_t(tok::Tokenizer::kEos));
        const size_t n = session.steps().size();
        QVERIFY_THROWS_EXCEPTION(std::logic_error, session.step());
        QVERIFY_THROWS_EXCEPTION(std::logic_error, session.step(5));
        QCOMPARE(session.steps().size(), n);
    }
    // Forcing EOS finishes it at once.
    {
        decode::DecodeSession session(m_.model("random"), m_.tokenizer(), m_.sentences()[2], 4);
        session.step(tok::Tokenizer::kEos);
        QVERIFY(session.finished());
        QVERIFY_THROWS_EXCEPTION(std::logic_error, session.step());
        QVERIFY(session.back());
        QVERIFY(!session.finished());
    }
    // A source longer than the model's positions is cut, and the session says so.
    {
        const auto& c = m_.model("random")->config;
        std::string longer = m_.sentences()[0];
        while (int64_t(m_.tokenizer().encode_source(longer).size()) < c.max_positions + 4) longer += " " + longer;
        decode::DecodeSession session(m_.model("random"), m_.tokenizer(), longer, 4);
        QVERIFY(session.source_truncated());
        QCOMPARE(int64_t(session.source_tokens().size()), c.max_positions);
    }
    // Stepping past the length limit (max_extra 0: source length tokens).
    {
        decode::DecodeSession session(m_.model("random"), m_.tokenizer(), m_.sentences()[0], 4, 0);
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

void TestDecodeSession::sessionEncoderAttention_data() { DecodingModels::add_model_sentence_rows(); }

void TestDecodeSession::sessionEncoderAttention() {
    QFETCH(QString, which);
    QFETCH(int, sentence);
    auto& m = m_.model(which);
    const auto& c = m->config;
    decode::DecodeSession session(m, m_.tokenizer(), m_.sentences()[sentence]);
    const int64_t s = int64_t(session.source_tokens().size());
    QCOMPARE(session.source_tokens().back(), m_.tokenizer().piece(tok::Tokenizer::kEos));
    QVERIFY(!session.source_truncated());
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

void TestDecodeSession::sessionAttentionMatchesReport_data() {
    DecodingModels::add_model_sentence_rows();
    QTest::newRow("trained-forced") << QString("trained-forced") << 3;
}

void TestDecodeSession::sessionAttentionMatchesReport() {
    QFETCH(QString, which);
    QFETCH(int, sentence);
    const bool force = which.endsWith("-forced");
    auto& m = m_.model(force ? "trained" : which);
    const auto src = m_.source_ids(m_.sentences()[sentence]);
    decode::DecodeSession session(m, m_.tokenizer(), m_.sentences()[sentence]);
    while (!session.finished()) {
        // Force the runner-up now and then (the report must follow any target).
        if (force && session.steps().size() % 3 == 1) session.step(session.next_distribution()[1].id);
        else session.step();
    }
    const auto report = decode::attention_report(m, m_.tokenizer(), src, session.target_ids());
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

void TestDecodeSession::attentionReport_data() {
    QTest::addColumn<QString>("which");
    QTest::addColumn<int>("sentence");
    QTest::addColumn<bool>("reference");  // the reference reversal (teacher-forced) instead of greedy
    for (const char* which : {"trained", "random"})
        for (int i = 0; i < kSentences; ++i) {
            QTest::addRow("%s-%d-greedy", which, i) << QString(which) << i << false;
            QTest::addRow("%s-%d-reference", which, i) << QString(which) << i << true;
        }
}

void TestDecodeSession::attentionReport() {
    QFETCH(QString, which);
    QFETCH(int, sentence);
    QFETCH(bool, reference);
    auto& m = m_.model(which);
    const auto& c = m->config;
    const auto src = m_.source_ids(m_.sentences()[sentence]);
    std::vector<int64_t> target;
    if (reference) {
        // The reversal of the source words, with EOS.
        std::vector<int64_t> words(src.begin(), src.end() - 1);
        std::reverse(words.begin(), words.end());
        target = words;
        target.push_back(tok::Tokenizer::kEos);
    } else {
        target = m_.greedy_one(m, src).tokens;
    }
    const auto report = decode::attention_report(m, m_.tokenizer(), src, target);
    const int64_t t_len = int64_t(target.size());
    const int64_t s_len = int64_t(src.size());

    QCOMPARE(report.source_tokens, decode::id_pieces(m_.tokenizer(), src));
    QCOMPARE(report.target_tokens, decode::id_pieces(m_.tokenizer(), target));
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

void TestDecodeSession::collectAttentionCopiesRowZero() {
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

QTEST_APPLESS_MAIN(TestDecodeSession)
#include "tst_decode_session.moc"
