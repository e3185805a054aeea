// SPDX-License-Identifier: GPL-3.0-or-later
#include "nn/matching_preset.h"

namespace studio::nn {

std::string matching_preset(const TransformerConfig& c) {
    for (const auto& name : TransformerConfig::preset_names()) {
        const auto p = TransformerConfig::preset(name);
        if (p.d_model == c.d_model && p.num_heads == c.num_heads && p.d_ff == c.d_ff &&
            p.num_encoder_layers == c.num_encoder_layers && p.num_decoder_layers == c.num_decoder_layers &&
            c.d_k == 0 && c.d_v == 0)
            return name;
    }
    return {};
}

}  // namespace studio::nn
