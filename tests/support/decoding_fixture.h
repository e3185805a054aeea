// The micro models the decoding tests share (tst_search, tst_decode_session):
// one trained on the "reverse" demo task (so that its translations end with
// EOS), one untrained with a fixed seed (outputs that run to the length
// limit), and checks of attention sets and beam traces.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "decode/results.h"
#include "decode/search.h"
#include "nn/transformer.h"
#include "train/trainer.h"

#include <QString>

#include <memory>
#include <string>
#include <vector>

namespace studio::test {

constexpr int kSentences = 6;  // source sentences used by the data-driven tests
constexpr int kMaxWords = 6;   // longest training sentence, in words

nn::TransformerConfig micro_model();
train::TrainingConfig micro_training();

// Empty when every (layer, head, row) of the set is a probability distribution; else what is wrong.
std::string rows_sum_to_one(const decode::AttentionSet& a, double tolerance = 1e-5);
std::string shape_of(const decode::AttentionSet& a);
std::string shape_of(int64_t l, int64_t h, int64_t r, int64_t c);
// Empty when the search stopped legitimately: at the length limit, with no
// alive hypothesis, or when no alive hypothesis can beat `best_score` (its
// log-prob only falls, the length penalty is at most lp(limit) for alpha >= 0).
std::string premature_stop(const decode::BeamTrace& trace, double best_score, int64_t limit, double alpha);
// `a` and `b` agree on their first `decided` tokens, and are equal when
// `decided` covers all of `a` (see DecodingModels::decided_tokens).
bool agree_where_decided(const std::vector<int64_t>& a, const std::vector<int64_t>& b, size_t decided);
bool same_distribution(const std::vector<decode::TokenProbability>& a, const std::vector<decode::TokenProbability>& b);
bool same_attention(const decode::AttentionSet& a, const decode::AttentionSet& b);

class DecodingModels {
public:
    // Trains the micro model (a few seconds) and checks it ends its
    // translations with EOS. Reports failures through QTest; the caller checks
    // QTest::currentTestFailed().
    void set_up();

    nn::Transformer& model(const QString& which) { return which == "trained" ? trainer_->model() : random_; }
    const tok::Tokenizer& tokenizer() const { return trainer_->data().tokenizer; }
    const std::vector<std::string>& sentences() const { return sentences_; }
    std::vector<int64_t> source_ids(const std::string& text) const;
    decode::Hypothesis greedy_one(nn::Transformer& m, const std::vector<int64_t>& ids,
                                  const decode::SearchOptions& options = {});
    // Log-probabilities of the next token after `prefix` (BOS first), one full pass.
    torch::Tensor full_pass_log_probs(nn::Transformer& m, const std::vector<int64_t>& src,
                                      const std::vector<int64_t>& prefix);
    // How many leading tokens of `tokens` (a greedy path for `src`) are
    // decided: every choice up to there beat the runner-up by more than
    // `gap` of log-probability (full passes; pad and BOS are never chosen).
    // Two searches that compute with other kernels (cached or not, batched
    // or alone) must agree there; past it, either may take the runner-up on
    // another processor.
    size_t decided_tokens(nn::Transformer& m, const std::vector<int64_t>& src, const std::vector<int64_t>& tokens,
                          double gap = 1e-4);
    // Data rows "trained-0" ... "random-5" with columns which (QString), sentence (int).
    static void add_model_sentence_rows();

private:
    std::unique_ptr<train::Trainer> trainer_;
    nn::Transformer random_{nullptr};
    std::vector<std::string> sentences_;
};

}  // namespace studio::test
