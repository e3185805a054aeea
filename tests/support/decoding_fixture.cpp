// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/decoding_fixture.h"

#include "data/batcher.h"
#include "data/demo_tasks.h"

#include <QtTest>
#include <torch/torch.h>

#include <algorithm>
#include <cmath>
#include <sstream>

namespace studio::test {

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
std::string rows_sum_to_one(const decode::AttentionSet& a, double tolerance) {
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

std::vector<int64_t> DecodingModels::source_ids(const std::string& text) const {
    return tokenizer().frame_source(tokenizer().encode_source(text));
}

decode::Hypothesis DecodingModels::greedy_one(nn::Transformer& m, const std::vector<int64_t>& ids,
                                              const decode::SearchOptions& options) {
    return decode::greedy_search(m, data::pad_sources({ids}, torch::kCPU), options).front();
}

torch::Tensor DecodingModels::full_pass_log_probs(nn::Transformer& m, const std::vector<int64_t>& src,
                                                  const std::vector<int64_t>& prefix) {
    torch::NoGradGuard no_grad;
    auto s = torch::tensor(src, torch::kLong).unsqueeze(0);
    auto t = torch::tensor(prefix, torch::kLong).unsqueeze(0);
    auto logits = m->forward(s, t);  // (1, T, V)
    return torch::log_softmax(logits.select(1, logits.size(1) - 1).squeeze(0), -1);  // (V)
}

size_t DecodingModels::decided_tokens(nn::Transformer& m, const std::vector<int64_t>& src,
                                      const std::vector<int64_t>& tokens, double gap) {
    const auto& c = m->config;
    std::vector<int64_t> prefix{c.bos_id};
    for (size_t t = 0; t < tokens.size(); ++t) {
        auto log_probs = full_pass_log_probs(m, src, prefix);
        decode::forbid_special_outputs(log_probs, c);
        const auto top = log_probs.topk(2);
        const auto values = std::get<0>(top);
        if (std::get<1>(top)[0].item<int64_t>() != tokens[t] ||
            values[0].item<double>() - values[1].item<double>() <= gap)
            return t;
        prefix.push_back(tokens[t]);
    }
    return tokens.size();
}

bool agree_where_decided(const std::vector<int64_t>& a, const std::vector<int64_t>& b, size_t decided) {
    if (decided >= a.size()) return a == b;
    return b.size() >= decided && std::equal(a.begin(), a.begin() + static_cast<std::ptrdiff_t>(decided), b.begin());
}

void DecodingModels::set_up() {
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

void DecodingModels::add_model_sentence_rows() {
    QTest::addColumn<QString>("which");
    QTest::addColumn<int>("sentence");
    for (const char* which : {"trained", "random"})
        for (int i = 0; i < kSentences; ++i)
            QTest::addRow("%s-%d", which, i) << QString(which) << i;
}

}  // namespace studio::test
