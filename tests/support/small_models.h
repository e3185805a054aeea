// Shared by the mixed-precision and loss-scaling tests: a small model, and
// the trainer tests' one-layer model with settings for the reverse demo.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nn/config.h"
#include "train/training_config.h"

#include <cstdint>

namespace studio::test {

inline nn::TransformerConfig small_model(int64_t vocab) {
    auto c = nn::TransformerConfig::preset("tiny");
    c.src_vocab_size = c.tgt_vocab_size = vocab;
    c.d_model = 64;
    c.d_ff = 128;
    c.dropout = 0.0;
    return c;
}

// One layer each side.
inline nn::TransformerConfig one_layer_model() {
    auto model = small_model(0);
    model.num_encoder_layers = model.num_decoder_layers = 1;
    return model;
}

// The reverse demo's 40-piece vocabulary, one thread.
inline train::TrainingConfig reverse_training() {
    auto config = train::TrainingConfig::preset("tiny");
    config.vocab_size = 40;
    config.max_tokens = 512;
    config.threads = 1;
    return config;
}

}  // namespace studio::test
