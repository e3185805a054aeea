// The ids that pad or frame one side's sentences rather than being words,
// for the analyses that leave them out (head statistics) or keep them at
// their values (the attribution baseline).
//
// The source has its own pad with separate vocabularies, and a BOS only
// where the tokenizer frames it with one (Tokenizer::bos_on_source: word
// level). A Marian source has none: its decoder starts from the target's pad
// (or config.json's decoder_start_token_id), and with separate vocabularies
// that id is a word of the source.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nn/config.h"

#include <cstdint>

namespace studio::analysis {

struct FrameIds {
    int64_t pad = 0, bos = 1, eos = 2;  // bos -1: that side has none
};

inline FrameIds source_frame_ids(const nn::TransformerConfig& config, bool source_has_bos) {
    return {config.source_pad(), source_has_bos ? config.bos_id : -1, config.eos_id};
}

inline FrameIds target_frame_ids(const nn::TransformerConfig& config) {
    return {config.pad_id, config.bos_id, config.eos_id};
}

// The most tokens of its own a sentence may have for an analysis to run it:
// framed, the source gains EOS (and BOS where the tokenizer puts one: word
// level), the target BOS in the decoder's input, and both must fit the
// model's positions.
inline int64_t longest_analysed_sentence(const nn::TransformerConfig& config, bool source_has_bos) {
    return config.max_positions - (source_has_bos ? 2 : 1);
}

}  // namespace studio::analysis
