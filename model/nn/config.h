// TransformerConfig: every hyper-parameter of the model, with the paper's
// defaults (Vaswani et al. 2017, Table 3, "base" row) and named presets.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace studio::nn {

// The feed-forward network's hidden activation (§3.3 uses ReLU; Marian's
// opus-mt models use SiLU, "swish"; GELU as BERT and GPT).
enum class Activation { ReLU, SiLU, GELU };

// How the sinusoidal table of §3.5 lays out its columns. The paper (and
// tensor2tensor's interleaved variant): sin in the even columns, cos in the
// odd ones. Marian and Hugging Face's MarianMTModel: the same frequencies
// with every sin first (columns 0 .. D/2 - 1), then every cos.
enum class PositionLayout { Interleaved, SinThenCos };

struct TransformerConfig {
    // Vocabulary sizes; filled from the tokenizer(s). With a joint vocabulary
    // both are equal and the embeddings can be shared (§3.4).
    int64_t src_vocab_size = 0;
    int64_t tgt_vocab_size = 0;

    int64_t d_model = 512;             // D, model width (Table 3: d_model)
    int64_t num_heads = 8;             // H, attention heads (Table 3: h)
    int64_t d_k = 0;                   // width of each head's queries and keys (Table 3: d_k); 0 = D / H
    int64_t d_v = 0;                   // width of each head's values (Table 3: d_v); 0 = D / H
    int64_t num_encoder_layers = 6;    // N (Table 3)
    int64_t num_decoder_layers = 6;    // N (Table 3)
    int64_t d_ff = 2048;               // inner width of the feed-forward network (§3.3)
    double dropout = 0.1;              // P_drop on sub-layer outputs and embedding sums (§5.4)
    double attention_dropout = 0.0;    // dropout on attention weights (not in the paper; PyTorch applies it)
    double relu_dropout = 0.0;         // dropout on the feed-forward's hidden ReLU (tensor2tensor's relu_dropout;
                                       // not in the paper; nn.Transformer and the PyTorch tutorial apply it)
    double layer_norm_eps = 1e-5;      // LayerNorm epsilon (PyTorch's default)
    bool layer_norm_std_eps = false;   // true: (x - mean) / (unbiased std + eps), the PyTorch tutorial's form (nn/layer_norm.h)
    bool attention_bias = true;        // biases in W^Q, W^K, W^V, W^O (the paper does not say; PyTorch has them)
    int64_t max_positions = 1024;      // longest sequence the positional encoding covers
    bool pre_norm = false;             // false: the paper's LayerNorm(x + Sublayer(x)) (§3.1)
    bool learned_positions = false;    // true: learned position embeddings (Table 3 row E)
    bool share_embeddings = true;      // one embedding matrix for source and target (needs a joint vocabulary)
    bool tie_output_projection = true; // pre-softmax weights = target embedding (§3.4)
    Activation activation = Activation::ReLU;                // FFN hidden activation (§3.3: ReLU)
    PositionLayout position_layout = PositionLayout::Interleaved;  // sinusoidal columns (§3.5)
    bool scale_embeddings = true;      // multiply embeddings by sqrt(D) (§3.4); Marian's scale_embedding
    bool output_bias = false;          // a fixed bias (V) added to the logits (Marian's final_logits_bias;
                                       // a buffer, not trained, as in that library)

    // Special ids (the tokenizer uses the same). bos_id is what the decoder
    // starts from; Marian models start from their pad id (bos_id == pad_id:
    // the start position is then never masked as padding, and never generated).
    int64_t pad_id = 0;
    int64_t source_pad_id = -1;        // the source side's pad id when it differs (separate vocabularies); -1: pad_id
    int64_t bos_id = 1;
    int64_t eos_id = 2;
    int64_t unk_id = 3;

    // d_k and d_v as the model uses them: the set value, else D / H (§3.2.2).
    // Table 3 row B varies d_k alone; every preset keeps d_k = d_v = D / H.
    int64_t key_dim() const { return d_k > 0 ? d_k : d_model / num_heads; }
    int64_t value_dim() const { return d_v > 0 ? d_v : d_model / num_heads; }
    int64_t source_pad() const { return source_pad_id >= 0 ? source_pad_id : pad_id; }

    // Throws std::invalid_argument naming the bad value and the valid range.
    void validate() const;

    // Trainable parameters of the model this configuration builds, counted
    // from the settings alone (no weights are made; a run summary needs it
    // for every run). Equals parameter_count() of the built Transformer.
    int64_t parameter_count() const;

    // "tiny" (demo: D=128, H=4, N=2, d_ff=512), "small" (D=256, H=4, N=3,
    // d_ff=1024), "base" (Table 3), "big" (D=1024, H=16, N=6, d_ff=4096,
    // dropout 0.3). Throws std::invalid_argument listing the presets.
    static TransformerConfig preset(const std::string& name);
    static std::vector<std::string> preset_names();

    std::string to_json() const;
    // Missing keys keep their defaults; unknown keys are ignored (newer files).
    static TransformerConfig from_json(const std::string& json);
};

}  // namespace studio::nn
