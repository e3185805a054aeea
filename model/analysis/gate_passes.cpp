// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/gate_passes.h"

#include "decode/search.h"
#include "nn/decoder_layer.h"
#include "nn/encoder_layer.h"

#include <torch/torch.h>

#include <cmath>

namespace studio::analysis {
namespace {

void check_cancel(const std::atomic<bool>* cancel) {
    if (cancel && cancel->load()) throw decode::Cancelled();
}

}  // namespace

std::vector<GateLayer> gate_layers(const nn::TransformerConfig& c) {
    std::vector<GateLayer> layers;
    for (int64_t l = 0; l < c.num_encoder_layers; ++l) layers.push_back({nn::AttentionKind::EncoderSelf, l});
    for (int64_t l = 0; l < c.num_decoder_layers; ++l) layers.push_back({nn::AttentionKind::DecoderSelf, l});
    for (int64_t l = 0; l < c.num_decoder_layers; ++l) layers.push_back({nn::AttentionKind::Cross, l});
    return layers;
}

torch::Tensor sentence_losses(const torch::Tensor& logits, const torch::Tensor& tgt_out, int64_t pad_id) {
    auto log_probs = torch::log_softmax(logits.to(torch::kFloat), -1);
    auto nll = -log_probs.gather(-1, tgt_out.unsqueeze(-1)).squeeze(-1);  // (B, T)
    auto mask = tgt_out.ne(pad_id).to(torch::kFloat);
    return (nll * mask).sum(1) / mask.sum(1).clamp_min(1.0);
}

double batch_nll_sum(const torch::Tensor& logits, const torch::Tensor& tgt_out, int64_t pad_id) {
    auto log_probs = torch::log_softmax(logits.to(torch::kFloat), -1);
    auto nll = -log_probs.gather(-1, tgt_out.unsqueeze(-1)).squeeze(-1);
    return (nll * tgt_out.ne(pad_id).to(torch::kFloat)).sum().item<double>();
}

void set_masks(nn::Transformer& model, const std::vector<GateLayer>& layers, const HeadMasks& masks) {
    nn::clear_head_gates(*model);
    const auto device = model->parameters().front().device();
    for (size_t g = 0; g < layers.size(); ++g) {
        bool all_on = true;
        for (float v : masks[g]) all_on = all_on && v == 1.0f;
        if (all_on) continue;  // absent gates cost nothing
        auto gate = torch::tensor(masks[g], torch::TensorOptions().dtype(torch::kFloat)).to(device);
        nn::set_head_gates(*model, layers[g].kind, layers[g].layer, gate);
    }
}

double dev_nll(nn::Transformer& model, const std::vector<data::EncodedPair>& encoded,
               const std::vector<std::vector<int64_t>>& batches, const tok::SpecialIds& ids,
               const std::atomic<bool>* cancel) {
    torch::NoGradGuard no_grad;
    const auto device = model->parameters().front().device();
    double sum = 0.0;
    int64_t tokens = 0;
    for (const auto& indices : batches) {
        check_cancel(cancel);
        const auto batch = data::make_batch(encoded, indices, device, ids);
        sum += batch_nll_sum(model->forward(batch.src, batch.tgt_in), batch.tgt_out, ids.pad);
        tokens += batch.tgt_tokens;
    }
    return sum / static_cast<double>(std::max<int64_t>(1, tokens));
}

BatchStates batch_states(nn::Transformer& model, data::Batch batch) {
    torch::NoGradGuard no_grad;
    auto& m = *model;
    BatchStates s;
    s.src_mask = m.source_mask(batch.src);
    s.tgt_mask = m.target_mask(batch.tgt_in);
    auto h = m.src_positions(m.source_embedding()(batch.src));  // (B, S, D)
    for (size_t l = 0; l < m.encoder->layers->size(); ++l) {
        s.encoder_inputs.push_back(h);
        h = m.encoder->layers[l]->as<nn::EncoderLayer>()->forward(h, s.src_mask);
    }
    s.memory = m.config.pre_norm ? m.encoder->final_norm(h) : h;
    auto y = m.tgt_positions(m.target_embedding()(batch.tgt_in), 0);  // (B, T, D)
    for (size_t l = 0; l < m.decoder->layers->size(); ++l) {
        s.decoder_inputs.push_back(y);
        y = m.decoder->layers[l]->as<nn::DecoderLayer>()->forward(y, s.memory, s.src_mask, s.tgt_mask);
    }
    s.batch = std::move(batch);
    return s;
}

double nll_sum_from(nn::Transformer& model, const BatchStates& s, const GateLayer& from, int64_t pad_id) {
    torch::NoGradGuard no_grad;
    auto& m = *model;
    torch::Tensor memory = s.memory;
    size_t first_decoder_layer = static_cast<size_t>(from.layer);
    if (from.kind == nn::AttentionKind::EncoderSelf) {
        auto h = s.encoder_inputs[static_cast<size_t>(from.layer)];
        for (size_t l = static_cast<size_t>(from.layer); l < m.encoder->layers->size(); ++l)
            h = m.encoder->layers[l]->as<nn::EncoderLayer>()->forward(h, s.src_mask);
        memory = m.config.pre_norm ? m.encoder->final_norm(h) : h;
        first_decoder_layer = 0;
    }
    auto y = s.decoder_inputs[first_decoder_layer];
    for (size_t l = first_decoder_layer; l < m.decoder->layers->size(); ++l)
        y = m.decoder->layers[l]->as<nn::DecoderLayer>()->forward(y, memory, s.src_mask, s.tgt_mask);
    if (m.config.pre_norm) y = m.decoder->final_norm(y);
    return batch_nll_sum(m.project(y), s.batch.tgt_out, pad_id);
}

std::vector<std::vector<double>> gate_importance(nn::Transformer& model, const std::vector<GateLayer>& layers,
                                                 const HeadMasks& masks,
                                                 const std::vector<data::EncodedPair>& encoded,
                                                 const std::vector<std::vector<int64_t>>& batches,
                                                 const tok::SpecialIds& ids, const std::atomic<bool>* cancel,
                                                 double* nll_per_token, const ImportanceScope& scope) {
    const auto device = model->parameters().front().device();
    const int64_t heads = model->config.num_heads;
    double nll_sum = 0.0;
    int64_t tokens = 0;
    std::vector<std::vector<double>> sums(layers.size(), std::vector<double>(static_cast<size_t>(heads), 0.0));
    std::vector<torch::Tensor> masks_t;
    for (const auto& m : masks) masks_t.push_back(torch::tensor(m, torch::TensorOptions().dtype(torch::kFloat)).to(device));
    auto wanted = [&](size_t g) { return scope.wanted.empty() || scope.wanted[g]; };
    std::vector<bool> all_on(layers.size(), true);
    bool encoder_fixed = true;  // no encoder block wanted or gated
    for (size_t g = 0; g < layers.size(); ++g) {
        for (float v : masks[g]) all_on[g] = all_on[g] && v == 1.0f;
        if (layers[g].kind == nn::AttentionKind::EncoderSelf) encoder_fixed = encoder_fixed && all_on[g] && !wanted(g);
    }
    if (encoder_fixed && scope.memories && scope.memories->size() != batches.size()) scope.memories->clear();
    for (size_t i = 0; i < batches.size(); ++i) {
        check_cancel(cancel);
        const auto batch = data::make_batch(encoded, batches[i], device, ids);
        const int64_t b = batch.src.size(0);
        std::vector<torch::Tensor> gates;
        std::vector<size_t> gate_blocks;
        for (size_t g = 0; g < layers.size(); ++g) {
            if (wanted(g)) {
                gates.push_back(masks_t[g].unsqueeze(0).expand({b, heads}).clone().requires_grad_(true));  // (B, H)
                gate_blocks.push_back(g);
                nn::set_head_gates(*model, layers[g].kind, layers[g].layer, gates.back());
            } else if (!all_on[g]) {
                nn::set_head_gates(*model, layers[g].kind, layers[g].layer, masks_t[g]);  // (H), no gradient
            }
        }
        torch::Tensor memory;
        if (encoder_fixed) {
            torch::NoGradGuard no_grad;  // nothing below the decoder needs a gradient
            if (scope.memories && scope.memories->size() > i) {
                memory = (*scope.memories)[i];
            } else {
                memory = model->encode(batch.src);
                if (scope.memories) scope.memories->push_back(memory);
            }
        } else {
            memory = model->encode(batch.src);
        }
        const auto logits = model->project(model->decode(batch.tgt_in, memory, model->source_mask(batch.src)));
        const auto losses = sentence_losses(logits, batch.tgt_out, ids.pad);
        if (nll_per_token) {
            nll_sum += batch_nll_sum(logits.detach(), batch.tgt_out, ids.pad);
            tokens += batch.tgt_tokens;
        }
        nn::clear_head_gates(*model);
        if (gates.empty()) continue;
        const auto grads = torch::autograd::grad({losses.sum()}, gates);  // only the gates' gradients
        for (size_t k = 0; k < gates.size(); ++k) {
            const auto per_head = grads[k].abs().sum(0).to(torch::kCPU, torch::kDouble).contiguous();  // (H)
            for (int64_t h = 0; h < heads; ++h)
                sums[gate_blocks[k]][static_cast<size_t>(h)] += per_head.data_ptr<double>()[h];
        }
    }
    for (auto& row : sums) {
        double norm = 0.0;
        for (double& v : row) {
            v /= static_cast<double>(std::max<size_t>(1, encoded.size()));
            norm += v * v;
        }
        norm = std::sqrt(norm);
        for (double& v : row) v = norm > 0.0 ? v / norm : 0.0;
    }
    if (nll_per_token) *nll_per_token = nll_sum / static_cast<double>(std::max<int64_t>(1, tokens));
    return sums;
}

}  // namespace studio::analysis
