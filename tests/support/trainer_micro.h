// The micro model, its training settings and reverse-task pairs that the
// trainer's tests share (tst_trainer, tst_trainer_resume): a run of a few
// steps in well under a second on one thread.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/demo_tasks.h"
#include "nn/config.h"
#include "train/training_config.h"

#include <vector>

namespace studio::test::trainer {

inline nn::TransformerConfig micro_model() {
    nn::TransformerConfig c = nn::TransformerConfig::preset("tiny");
    c.d_model = 32;
    c.num_heads = 4;
    c.num_encoder_layers = c.num_decoder_layers = 1;
    c.d_ff = 64;
    c.dropout = 0.1;  // dropout on: exact resume must restore the random state too
    return c;
}

inline train::TrainingConfig micro_training() {
    train::TrainingConfig t = train::TrainingConfig::preset("tiny");
    t.vocab_size = 40;
    t.max_tokens = 256;
    t.warmup = 20;
    t.log_every = 1;
    t.eval_every = 1000;
    t.eval_max_sentences = 20;
    t.threads = 1;
    t.seed = 7;
    t.precision = "fp32";  // the numbers below are compared, on every processor alike
    return t;
}

inline std::vector<data::SentencePair> reverse_pairs(size_t n) {
    auto task = data::make_demo_task("reverse", 3);
    task.train.resize(n);
    return task.train;
}

}  // namespace studio::test::trainer
