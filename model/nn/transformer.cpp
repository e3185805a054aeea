// SPDX-License-Identifier: GPL-3.0-or-later
#include "nn/transformer.h"

#include "nn/head_gate_state.h"

#include "nn/initialization.h"
#include "nn/mixed_precision.h"

#include <ATen/CPUGeneratorImpl.h>
#include <torch/nn/init.h>
#include <torch/utils.h>

#include <mutex>
#include <stdexcept>
#include <string>

namespace studio::nn {
namespace {

// Held while a Transformer draws its initial weights from LibTorch's
// default generator (recursive: seeded_transformer() holds it around the
// seeding and the construction).
std::recursive_mutex& construction_mutex() {
    static std::recursive_mutex mutex;
    return mutex;
}

}  // namespace

TransformerImpl::TransformerImpl(const TransformerConfig& c) : config(c) {
    std::lock_guard<std::recursive_mutex> lock(construction_mutex());
    c.validate();
    const bool scaled = c.scale_embeddings;
    if (c.share_embeddings) {
        embedding = register_module("embedding", TokenEmbedding(TokenEmbeddingOptions{c.src_vocab_size, c.d_model, c.pad_id, scaled}));
    } else {
        src_embedding = register_module(
            "src_embedding", TokenEmbedding(TokenEmbeddingOptions{c.src_vocab_size, c.d_model, c.source_pad(), scaled}));
        tgt_embedding = register_module(
            "tgt_embedding", TokenEmbedding(TokenEmbeddingOptions{c.tgt_vocab_size, c.d_model, c.pad_id, scaled}));
    }
    const PositionalEncodingOptions pe{c.d_model, c.max_positions, c.dropout, c.learned_positions, c.position_layout};
    src_positions = register_module("src_positions", PositionalEncoding(pe));
    tgt_positions = register_module("tgt_positions", PositionalEncoding(pe));
    encoder = register_module("encoder", Encoder(c));
    decoder = register_module("decoder", Decoder(c));
    if (!c.tie_output_projection) generator = register_module("generator", Linear(c.d_model, c.tgt_vocab_size));
    if (!SkipInitialization::active()) reset_parameters();
    if (c.output_bias) logits_bias = register_buffer("logits_bias", torch::zeros({c.tgt_vocab_size}));
}

namespace {

// The attention block `kind` and `layer` name. Throws std::out_of_range for
// a layer the model does not have.
MultiHeadAttention& attention_block(TransformerImpl& model, AttentionKind kind, int64_t layer) {
    const bool encoder = kind == AttentionKind::EncoderSelf;
    const int64_t layers = encoder ? static_cast<int64_t>(model.encoder->layers->size())
                                   : static_cast<int64_t>(model.decoder->layers->size());
    if (layer < 0 || layer >= layers)
        throw std::out_of_range("head gates: layer " + std::to_string(layer) + " is outside 0.." +
                                std::to_string(layers - 1));
    if (encoder) return model.encoder->layers[layer]->as<EncoderLayer>()->self_attention;
    auto* decoder_layer = model.decoder->layers[layer]->as<DecoderLayer>();
    return kind == AttentionKind::DecoderSelf ? decoder_layer->self_attention : decoder_layer->cross_attention;
}

}  // namespace

void set_head_gates(TransformerImpl& model, AttentionKind kind, int64_t layer, const torch::Tensor& gates) {
    attention_block(model, kind, layer)->head_gates = gates;
}

bool head_switched_off(TransformerImpl& model, AttentionKind kind, int64_t layer, int64_t head) {
    const torch::Tensor& gates = attention_block(model, kind, layer)->head_gates;
    if (!gates.defined() || gates.dim() != 1 || head < 0 || head >= gates.size(0)) return false;
    return gates[head].item<float>() == 0.0f;
}

void clear_head_gates(TransformerImpl& model) {
    for (int64_t i = 0; i < static_cast<int64_t>(model.encoder->layers->size()); ++i)
        set_head_gates(model, AttentionKind::EncoderSelf, i, torch::Tensor());
    for (int64_t i = 0; i < static_cast<int64_t>(model.decoder->layers->size()); ++i) {
        set_head_gates(model, AttentionKind::DecoderSelf, i, torch::Tensor());
        set_head_gates(model, AttentionKind::Cross, i, torch::Tensor());
    }
}

Transformer seeded_transformer(const TransformerConfig& config, uint64_t seed, at::Generator* rest) {
    std::lock_guard<std::recursive_mutex> lock(construction_mutex());
    torch::manual_seed(seed);
    Transformer model(config);
    if (rest) {
        at::Generator global = at::detail::getDefaultCPUGenerator();
        std::lock_guard<std::mutex> state_lock(global.mutex());
        *rest = at::make_generator<at::CPUGeneratorImpl>();
        rest->set_state(global.get_state());
    }
    return model;
}

void TransformerImpl::reset_parameters() {
    torch::NoGradGuard no_grad;
    for (auto& p : parameters()) {
        if (p.dim() > 1) torch::nn::init::xavier_uniform_(p);
    }
}

torch::Tensor TransformerImpl::source_mask(const torch::Tensor& src) const {
    return src.eq(config.source_pad()).unsqueeze(1).unsqueeze(1);  // (B, 1, 1, S)
}

torch::Tensor TransformerImpl::target_mask(const torch::Tensor& tgt) const {
    const int64_t t = tgt.size(1);
    // §3.2.3: mask out (set to -inf) all values that correspond to illegal
    // connections, i.e. position i may only attend to positions <= i.
    auto future = torch::ones({t, t}, torch::TensorOptions().dtype(torch::kBool).device(tgt.device())).triu(1);
    auto padding = tgt.eq(config.pad_id);                                // (B, T)
    // Position 0 is the start token, never padding, even where the model
    // starts from its pad id (Marian: bos_id == pad_id).
    if (config.bos_id == config.pad_id) padding.select(1, 0).fill_(false);
    padding = padding.unsqueeze(1).unsqueeze(1);                           // (B, 1, 1, T)
    return future.unsqueeze(0).unsqueeze(0) | padding;                // (B, 1, T, T)
}

torch::Tensor TransformerImpl::encode(const torch::Tensor& src, ModelProbe* probe) {
    TORCH_CHECK(src.dim() == 2 && src.scalar_type() == torch::kLong, "encode expects (B, S) int64 ids, got ",
                src.sizes(), " ", src.scalar_type());
    return encode_embedded(source_embedding()(src), src, probe);
}

torch::Tensor TransformerImpl::encode_embedded(const torch::Tensor& embedded, const torch::Tensor& src,
                                               ModelProbe* probe) {
    TORCH_CHECK(embedded.dim() == 3 && embedded.size(0) == src.size(0) && embedded.size(1) == src.size(1),
                "encode_embedded expects (B, S, D) activations for (B, S) ids, got ", embedded.sizes(), " and ",
                src.sizes());
    auto x = src_positions(embedded);            // (B, S, D)
    return encoder(x, source_mask(src), probe);  // (B, S, D)
}

torch::Tensor TransformerImpl::decode_embedded(const torch::Tensor& embedded, const torch::Tensor& tgt_in,
                                               const torch::Tensor& memory, const torch::Tensor& src_mask,
                                               ModelProbe* probe) {
    TORCH_CHECK(embedded.dim() == 3 && embedded.size(0) == tgt_in.size(0) && embedded.size(1) == tgt_in.size(1),
                "decode_embedded expects (B, T, D) activations for (B, T) ids, got ", embedded.sizes(), " and ",
                tgt_in.sizes());
    auto y = tgt_positions(embedded);                                    // (B, T, D)
    return decoder(y, memory, src_mask, target_mask(tgt_in), probe, nullptr);  // (B, T, D)
}

torch::Tensor TransformerImpl::decode(const torch::Tensor& tgt_in, const torch::Tensor& memory,
                                      const torch::Tensor& src_mask, ModelProbe* probe, DecoderCache* cache) {
    TORCH_CHECK(tgt_in.dim() == 2 && tgt_in.scalar_type() == torch::kLong, "decode expects (B, T) int64 ids, got ",
                tgt_in.sizes(), " ", tgt_in.scalar_type());
    const int64_t offset = cache ? cache->length : 0;
    auto y = tgt_positions(target_embedding()(tgt_in), offset);  // (B, T, D)
    torch::Tensor mask;
    if (!cache) {
        mask = target_mask(tgt_in);  // (B, 1, T, T)
    } else if (tgt_in.size(1) > 1) {
        // New positions offset..offset+T-1 may see every cached position and
        // the new ones up to themselves.
        const int64_t t = tgt_in.size(1);
        auto future = torch::ones({t, offset + t}, torch::TensorOptions().dtype(torch::kBool).device(tgt_in.device()))
                          .triu(offset + 1);
        mask = future.unsqueeze(0).unsqueeze(0);  // (1, 1, T, offset + T)
    }
    return decoder(y, memory, src_mask, mask, probe, cache);  // (B, T, D)
}

torch::Tensor TransformerImpl::project(const torch::Tensor& hidden, bool to_float32) {
    torch::Tensor logits;
    if (config.tie_output_projection) {
        logits = mixed_linear(hidden, target_embedding()->weight(), torch::Tensor());  // (B, T, V)
    } else {
        logits = mixed_linear(hidden, generator->weight, generator->bias);
    }
    if (logits_bias.defined()) logits = logits + logits_bias.to(logits.dtype());
    return to_float32 ? logits.to(torch::kFloat32) : logits;
}

torch::Tensor TransformerImpl::forward(const torch::Tensor& src, const torch::Tensor& tgt_in, ModelProbe* probe) {
    auto memory = encode(src, probe);
    return project(decode(tgt_in, memory, source_mask(src), probe));
}

int64_t parameter_count(torch::nn::Module& module) {
    int64_t n = 0;
    for (const auto& p : module.parameters()) n += p.numel();
    return n;
}

}  // namespace studio::nn
