// Transformer: the encoder-decoder model of Figure 1 (Vaswani et al. 2017).
//   encode:  source ids -> embeddings x sqrt(D) + positions -> Encoder
//   decode:  target ids (BOS y1 .. y_{T-1}) -> embeddings + positions ->
//            Decoder (masked self-attention, cross-attention, FFN)
//   project: decoder states -> logits over the target vocabulary (pre-softmax
//            weights tied to the target embedding, §3.4; plus a fixed bias
//            with config.output_bias, as Marian models have)
// Parameters are initialised Xavier-uniform, as the reference implementation.
//
// Shape legend: B batch, S source length, T target length, D d_model,
// H heads, V target vocabulary.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nn/config.h"
#include "nn/decoder.h"
#include "nn/encoder.h"
#include "nn/linear.h"
#include "nn/positional_encoding.h"
#include "nn/token_embedding.h"

namespace studio::nn {

class TransformerImpl : public torch::nn::Module {
public:
    // Validates the config (std::invalid_argument naming the bad value).
    explicit TransformerImpl(const TransformerConfig& config);

    // Shape: src (B, S) int64 -> (B, 1, 1, S) bool, true at padding.
    torch::Tensor source_mask(const torch::Tensor& src) const;
    // Shape: tgt (B, T) int64 -> (B, 1, T, T) bool, true where a query may not
    // look: future positions (§3.2.3) and padding keys.
    torch::Tensor target_mask(const torch::Tensor& tgt) const;

    // Shape: src (B, S) -> memory (B, S, D)
    torch::Tensor encode(const torch::Tensor& src, ModelProbe* probe = nullptr);

    // encode() from given token-embedding activations (the embedding's output,
    // already scaled by sqrt(D), before positions are added): what gradient
    // attribution differentiates with respect to. src gives the padding mask.
    // Shape: embedded (B, S, D), src (B, S) -> memory (B, S, D)
    torch::Tensor encode_embedded(const torch::Tensor& embedded, const torch::Tensor& src,
                                  ModelProbe* probe = nullptr);
    // decode() without a cache from given token-embedding activations, as
    // encode_embedded(). Shape: embedded (B, T, D), tgt_in (B, T) -> (B, T, D)
    torch::Tensor decode_embedded(const torch::Tensor& embedded, const torch::Tensor& tgt_in,
                                  const torch::Tensor& memory, const torch::Tensor& src_mask,
                                  ModelProbe* probe = nullptr);

    // Shape: tgt_in (B, T), memory (B, S, D), src_mask (B, 1, 1, S) -> (B, T, D).
    // With a cache, tgt_in holds only the new positions (cache->length onwards).
    torch::Tensor decode(const torch::Tensor& tgt_in, const torch::Tensor& memory, const torch::Tensor& src_mask,
                         ModelProbe* probe = nullptr, DecoderCache* cache = nullptr);

    // Shape: (..., D) -> logits (..., V), float32 (or, with to_float32 false,
    // in the compute dtype of nn/mixed_precision.h, for a loss that reads
    // them once).
    torch::Tensor project(const torch::Tensor& hidden, bool to_float32 = true);

    // Shape: src (B, S), tgt_in (B, T) -> logits (B, T, V)
    torch::Tensor forward(const torch::Tensor& src, const torch::Tensor& tgt_in, ModelProbe* probe = nullptr);

    TokenEmbedding& target_embedding() { return config.share_embeddings ? embedding : tgt_embedding; }
    TokenEmbedding& source_embedding() { return config.share_embeddings ? embedding : src_embedding; }

    TransformerConfig config;
    TokenEmbedding embedding{nullptr};      // shared (joint vocabulary)
    TokenEmbedding src_embedding{nullptr};  // not shared
    TokenEmbedding tgt_embedding{nullptr};  // not shared
    PositionalEncoding src_positions{nullptr};
    PositionalEncoding tgt_positions{nullptr};
    Encoder encoder{nullptr};
    Decoder decoder{nullptr};
    Linear generator{nullptr};   // only when the output projection is not tied
    torch::Tensor logits_bias;              // (V) buffer, only with config.output_bias

private:
    void reset_parameters();
};
TORCH_MODULE(Transformer);

// The three kinds of attention (§3.2.3), e.g. to address head gates.
enum class AttentionKind { EncoderSelf, DecoderSelf, Cross };

// Sets the head gates of one attention block (MultiHeadAttentionImpl::
// head_gates): gates (H) or (B, H); an undefined tensor removes them.
// Throws std::out_of_range for a layer the model does not have.
void set_head_gates(TransformerImpl& model, AttentionKind kind, int64_t layer, const torch::Tensor& gates);
// Removes every head gate of the model (all heads fully on again).
void clear_head_gates(TransformerImpl& model);

// A model whose initial weights depend on `seed` alone: LibTorch's default
// generator is seeded and the model built while no other Transformer is
// being built (every construction takes the same lock), so models built or
// loaded on other threads never take draws from it. With `rest`, *rest
// becomes a CPU generator in the state the default one had after the
// weights were drawn: the stream the run's dropout continues with
// (nn::DropoutGeneratorScope), as it did from the default generator.
Transformer seeded_transformer(const TransformerConfig& config, uint64_t seed, at::Generator* rest = nullptr);

// Number of trainable parameters (each shared tensor counted once).
int64_t parameter_count(torch::nn::Module& module);

}  // namespace studio::nn
