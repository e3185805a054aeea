// Passes over a dev set with head gates set: what head statistics and the
// pruning curve share. A gate layer is one attention block (kind, layer);
// its mask holds H values, 1 for a head that works and 0 for one switched off.
//
// Shape legend: B sentences, H heads, T target length, V vocabulary.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/batcher.h"
#include "nn/transformer.h"

#include <atomic>
#include <vector>

namespace studio::analysis {

struct GateLayer {
    nn::AttentionKind kind;
    int64_t layer;
};

// Every attention block: encoder self by layer, then decoder self, then cross.
std::vector<GateLayer> gate_layers(const nn::TransformerConfig& config);

using HeadMasks = std::vector<std::vector<float>>;  // [gate layer][head], 1 or 0

// Per-sentence mean token NLL. Shape: logits (B, T, V), tgt_out (B, T) -> (B).
torch::Tensor sentence_losses(const torch::Tensor& logits, const torch::Tensor& tgt_out, int64_t pad_id);

// Summed token NLL of a batch (no label smoothing). Shape: logits (B, T, V), tgt_out (B, T).
double batch_nll_sum(const torch::Tensor& logits, const torch::Tensor& tgt_out, int64_t pad_id);

// Sets every block's gates (H) from `masks`; all ones clears them.
void set_masks(nn::Transformer& model, const std::vector<GateLayer>& layers, const HeadMasks& masks);

// Dev loss per target token with the model's current gates. Throws
// decode::Cancelled when `cancel` is set before a batch.
double dev_nll(nn::Transformer& model, const std::vector<data::EncodedPair>& encoded,
               const std::vector<std::vector<int64_t>>& batches, const tok::SpecialIds& ids,
               const std::atomic<bool>* cancel);

// One batch's layer inputs with no gate set. A gate changes nothing below
// its layer, so a pass with one block gated recomputes only from there:
// an encoder block from its layer on (then the whole decoder), a decoder
// block from its decoder layer on, with the memory kept.
struct BatchStates {
    data::Batch batch;
    torch::Tensor src_mask;                     // (B, 1, 1, S)
    torch::Tensor tgt_mask;                     // (B, 1, T, T)
    std::vector<torch::Tensor> encoder_inputs;  // input of encoder layer l: (B, S, D)
    torch::Tensor memory;                       // the encoder's output (B, S, D)
    std::vector<torch::Tensor> decoder_inputs;  // input of decoder layer l: (B, T, D)
};

// Runs the batch once without gradients and keeps every layer's input.
BatchStates batch_states(nn::Transformer& model, data::Batch batch);

// The batch's summed token NLL with the model's current gates, recomputed
// from `from`'s layer on (the gates must be set on that block only).
double nll_sum_from(nn::Transformer& model, const BatchStates& states, const GateLayer& from, int64_t pad_id);

// What an importance pass may leave out. `wanted` (per gate layer; empty:
// all) names the blocks whose importance is read: the others' gradients are
// not computed (their importance comes back 0). When no encoder block is
// wanted or gated, the encoder's output is the same in every pass and the
// backward pass ends at the decoder: `memories` (per batch, when given)
// keeps it between passes, filled by the first.
struct ImportanceScope {
    std::vector<bool> wanted;
    std::vector<torch::Tensor>* memories = nullptr;
};

// Michel et al.'s importance with `masks` applied: per block and head, the
// mean over sentences of |dL(x)/d xi_h| (per-sentence gates (B, H) holding
// the mask, so each sentence gets its own gradient), l2-normalised over the
// heads of each block (their §4.1). No parameter's .grad is touched.
// With `nll_per_token`, also the dev loss with `masks` (what dev_nll gives),
// read off the same forward pass.
std::vector<std::vector<double>> gate_importance(nn::Transformer& model, const std::vector<GateLayer>& layers,
                                                 const HeadMasks& masks,
                                                 const std::vector<data::EncodedPair>& encoded,
                                                 const std::vector<std::vector<int64_t>>& batches,
                                                 const tok::SpecialIds& ids, const std::atomic<bool>* cancel,
                                                 double* nll_per_token = nullptr, const ImportanceScope& scope = {});

}  // namespace studio::analysis
