// SPDX-License-Identifier: GPL-3.0-or-later
#include "nn/config.h"

#include "engine/plain_numbers.h"

#include <nlohmann/json.hpp>

#include <stdexcept>

namespace studio::nn {
namespace {

void require(bool ok, const std::string& name, double value, const std::string& range) {
    if (!ok) throw std::invalid_argument(name + " = " + general_number(value, 10) + " is out of range; it must be " + range);
}

}  // namespace

void TransformerConfig::validate() const {
    require(src_vocab_size >= 4, "src_vocab_size", src_vocab_size, ">= 4 (pad, bos, eos, unk)");
    require(tgt_vocab_size >= 4, "tgt_vocab_size", tgt_vocab_size, ">= 4 (pad, bos, eos, unk)");
    require(d_model >= 1 && d_model <= 65536, "d_model", d_model, "between 1 and 65536");
    require(num_heads >= 1 && num_heads <= d_model, "num_heads", num_heads, "between 1 and d_model");
    require(d_k >= 0 && d_k <= 65536, "d_k", d_k, "between 0 (d_model / num_heads) and 65536");
    require(d_v >= 0 && d_v <= 65536, "d_v", d_v, "between 0 (d_model / num_heads) and 65536");
    // D / H is only needed where d_k or d_v is left to it.
    if (d_k == 0 || d_v == 0)
        require(d_model % num_heads == 0, "d_model", d_model,
                "a multiple of num_heads (" + std::to_string(num_heads) + ") unless d_k and d_v are both given");
    require(num_encoder_layers >= 1 && num_encoder_layers <= 64, "num_encoder_layers", num_encoder_layers, "between 1 and 64");
    require(num_decoder_layers >= 1 && num_decoder_layers <= 64, "num_decoder_layers", num_decoder_layers, "between 1 and 64");
    require(d_ff >= 1 && d_ff <= 1 << 20, "d_ff", d_ff, "between 1 and 1048576");
    require(dropout >= 0.0 && dropout < 1.0, "dropout", dropout, "in [0, 1)");
    require(attention_dropout >= 0.0 && attention_dropout < 1.0, "attention_dropout", attention_dropout, "in [0, 1)");
    require(relu_dropout >= 0.0 && relu_dropout < 1.0, "relu_dropout", relu_dropout, "in [0, 1)");
    require(layer_norm_eps > 0.0, "layer_norm_eps", layer_norm_eps, "> 0");
    require(max_positions >= 2 && max_positions <= 1 << 20, "max_positions", max_positions, "between 2 and 1048576");
    require(pad_id >= 0 && pad_id < tgt_vocab_size, "pad_id", pad_id, "a target id (0 .. tgt_vocab_size - 1)");
    require(bos_id >= 0 && bos_id < tgt_vocab_size, "bos_id", bos_id, "a target id (0 .. tgt_vocab_size - 1)");
    require(eos_id >= 0 && eos_id < tgt_vocab_size, "eos_id", eos_id, "a target id (0 .. tgt_vocab_size - 1)");
    // The decoder never generates its start token or the pad (decode/search.h):
    // an EOS equal to either could never be produced, so no translation would end.
    if (eos_id == bos_id || eos_id == pad_id)
        throw std::invalid_argument("eos_id " + std::to_string(eos_id) + " is also the " +
                                    (eos_id == bos_id ? "bos_id (the decoder's start)" : "pad_id") +
                                    ": neither is ever generated, so no translation could end");
    require(source_pad_id >= -1 && source_pad_id < src_vocab_size, "source_pad_id", source_pad_id,
            "-1 (pad_id) or a source id (0 .. src_vocab_size - 1)");
    if (share_embeddings && src_vocab_size != tgt_vocab_size)
        throw std::invalid_argument("share_embeddings needs a joint vocabulary, but src_vocab_size = " +
                                    std::to_string(src_vocab_size) + " and tgt_vocab_size = " +
                                    std::to_string(tgt_vocab_size));
}

int64_t TransformerConfig::parameter_count() const {
    const int64_t D = d_model, H = num_heads, dk = key_dim(), dv = value_dim();
    const int64_t b = attention_bias ? 1 : 0;
    // W^Q, W^K: D -> H d_k; W^V: D -> H d_v; W^O: H d_v -> D (§3.2.2).
    const int64_t attention = 2 * (D * H * dk + b * H * dk) + (D * H * dv + b * H * dv) + (H * dv * D + b * D);
    const int64_t feed_forward = (D * d_ff + d_ff) + (d_ff * D + D);  // §3.3
    const int64_t norm = 2 * D;                                      // gain and bias
    int64_t n = num_encoder_layers * (attention + feed_forward + 2 * norm) +
                num_decoder_layers * (2 * attention + feed_forward + 3 * norm);
    if (pre_norm) n += 2 * norm;  // each stack's final LayerNorm
    n += share_embeddings ? src_vocab_size * D : (src_vocab_size + tgt_vocab_size) * D;
    if (learned_positions) n += 2 * max_positions * D;  // one table for each side
    if (!tie_output_projection) n += D * tgt_vocab_size + tgt_vocab_size;
    return n;
}

std::vector<std::string> TransformerConfig::preset_names() { return {"tiny", "small", "base", "big"}; }

TransformerConfig TransformerConfig::preset(const std::string& name) {
    TransformerConfig c;  // defaults are "base"
    if (name == "tiny") {
        c.d_model = 128;
        c.num_heads = 4;
        c.num_encoder_layers = 2;
        c.num_decoder_layers = 2;
        c.d_ff = 512;
        c.dropout = 0.1;
    } else if (name == "small") {
        c.d_model = 256;
        c.num_heads = 4;
        c.num_encoder_layers = 3;
        c.num_decoder_layers = 3;
        c.d_ff = 1024;
        c.dropout = 0.1;
    } else if (name == "base") {
        // Table 3, base: d_model 512, h 8, N 6, d_ff 2048, P_drop 0.1.
    } else if (name == "big") {
        // Table 3, big: d_model 1024, h 16, d_ff 4096, P_drop 0.3.
        c.d_model = 1024;
        c.num_heads = 16;
        c.d_ff = 4096;
        c.dropout = 0.3;
    } else {
        throw std::invalid_argument("unknown preset '" + name + "'; valid: tiny, small, base, big");
    }
    return c;
}

// The enums by name. A name this version does not know is refused, naming
// it and the known ones: read as the first value (nlohmann's enum macro
// does that), a newer file's activation computed as ReLU without a word.
namespace {

template <typename Enum, size_t N>
void enum_from_json(const nlohmann::json& j, Enum& value, const char* what,
                    const std::pair<Enum, const char*> (&names)[N]) {
    const std::string given = j.is_string() ? j.get<std::string>() : j.dump();
    std::string known;
    for (const auto& [e, name] : names) {
        if (given == name) {
            value = e;
            return;
        }
        known += std::string(known.empty() ? "" : ", ") + name;
    }
    throw std::invalid_argument(std::string(what) + " '" + given + "' is not one this version knows (" + known + ")");
}

template <typename Enum, size_t N>
void enum_to_json(nlohmann::json& j, Enum value, const std::pair<Enum, const char*> (&names)[N]) {
    for (const auto& [e, name] : names)
        if (e == value) j = name;
}

const std::pair<Activation, const char*> kActivations[] = {
    {Activation::ReLU, "relu"}, {Activation::SiLU, "silu"}, {Activation::GELU, "gelu"}};
const std::pair<PositionLayout, const char*> kLayouts[] = {
    {PositionLayout::Interleaved, "interleaved"}, {PositionLayout::SinThenCos, "sin-then-cos"}};

}  // namespace

void to_json(nlohmann::json& j, Activation a) { enum_to_json(j, a, kActivations); }
void from_json(const nlohmann::json& j, Activation& a) { enum_from_json(j, a, "the activation", kActivations); }
void to_json(nlohmann::json& j, PositionLayout p) { enum_to_json(j, p, kLayouts); }
void from_json(const nlohmann::json& j, PositionLayout& p) {
    enum_from_json(j, p, "the positional table's layout", kLayouts);
}

// One field list serves both directions; a key missing from a file keeps the
// default, unknown keys are ignored (files written by newer versions).
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(TransformerConfig, src_vocab_size, tgt_vocab_size, d_model, num_heads, d_k, d_v,
                                                num_encoder_layers, num_decoder_layers, d_ff, dropout,
                                                attention_dropout, relu_dropout, layer_norm_eps, layer_norm_std_eps, attention_bias,
                                                max_positions, pre_norm,
                                                learned_positions, share_embeddings, tie_output_projection, activation,
                                                position_layout, scale_embeddings, output_bias, pad_id,
                                                source_pad_id, bos_id, eos_id, unk_id)

std::string TransformerConfig::to_json() const { return nlohmann::json(*this).dump(); }

TransformerConfig TransformerConfig::from_json(const std::string& text) {
    return nlohmann::json::parse(text).get<TransformerConfig>();
}

}  // namespace studio::nn
