// Plain value types that carry decoding results out of the engine: no
// tensors, so the GUI's widgets never include LibTorch (DESIGN §1).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace studio::decode {

// A stack of attention matrices: layers x heads x rows x cols, row-major.
// Rows are queries (the positions that attend), columns keys.
struct AttentionSet {
    int64_t layers = 0, heads = 0, rows = 0, cols = 0;
    std::vector<float> data;

    float at(int64_t layer, int64_t head, int64_t row, int64_t col) const {
        return data[static_cast<size_t>(((layer * heads + head) * rows + row) * cols + col)];
    }
    bool empty() const { return data.empty(); }
};

struct TokenProbability {
    int64_t id = 0;
    std::string piece;
    float probability = 0.0f;
};

// One step of a step-through decoding (DecodeSession).
struct DecodeStep {
    int64_t position = 0;                 // index of the target token (0 = first after BOS)
    int64_t token = 0;                    // the token taken
    std::string piece;
    bool forced = false;                  // the user chose it, not the model's argmax
    std::vector<TokenProbability> top;    // the distribution it was taken from, best first
    AttentionSet decoder_self;            // L x H x 1 x (position + 1): this query's row
    AttentionSet cross;                   // L x H x 1 x S
};

// One hypothesis of a search: target ids (no BOS; EOS last when it ended).
struct Hypothesis {
    std::vector<int64_t> tokens;
    double log_prob = 0.0;  // sum of log p of the tokens
    double score = 0.0;     // log_prob / length penalty (GNMT), what the beam ranks by
};

// One candidate a beam kept at a step: which hypothesis of the previous step
// it extends (the back-pointer) and with which token.
struct BeamCandidate {
    int64_t parent = 0;     // index into the previous step's alive list
    int64_t token = 0;
    double log_prob = 0.0;  // cumulative
    double score = 0.0;     // cumulative, length-normalised
    bool finished = false;  // took EOS (moved to the finished list)
};

struct BeamStep {
    std::vector<BeamCandidate> candidates;  // alive ones first, in rank order, then the ones finished at this step
};

struct BeamTrace {
    std::vector<BeamStep> steps;
};

// The attention of one translated sentence, for views and --attention.
struct AttentionReport {
    std::vector<std::string> source_tokens;         // pieces the encoder saw, EOS included
    std::vector<std::string> decoder_input_tokens;  // BOS, y1, ..., y_{n-1}
    std::vector<std::string> target_tokens;         // y1, ..., y_n (EOS last when produced)
    AttentionSet encoder_self;                      // L x H x S x S
    AttentionSet decoder_self;                      // L x H x T x T
    AttentionSet cross;                             // L x H x T x S
};

}  // namespace studio::decode
