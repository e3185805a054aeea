// Mapping a Marian state dict onto our Transformer (see marian_import.h).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/marian_import.h"

#include "import/file_reading.h"
#include "import/pytorch_file.h"
#include "import/safetensors.h"
#include "nn/initialization.h"
#include "nn/positional_encoding.h"
#include "nn/transformer.h"
#include "tokenizer/tokenizer.h"
#include "train/model_io.h"

#include <torch/torch.h>

#include <map>
#include <set>
#include <sstream>

namespace studio::import {
namespace {

using train::CheckpointError;

// The file's tensors by name (float32), and which of them the mapping took.
class MarianState {
public:
    MarianState(train::NamedTensors tensors, std::string path) : path_(std::move(path)) {
        for (auto& [name, t] : tensors) {
            order_.push_back(name);
            tensors_[name] = std::move(t);
        }
        // MarianMTModel's keys start with "model."; a bare MarianModel's do not.
        prefix_ = tensors_.count("model.shared.weight") || tensors_.count("model.encoder.layers.0.fc1.weight") ? "model."
                                                                                                                 : "";
    }
    const std::string& prefix() const { return prefix_; }
    bool has(const std::string& name) const { return tensors_.count(name) > 0; }
    // How many numbers the file holds, all tensors together.
    int64_t numbers() const {
        int64_t n = 0;
        for (const auto& named : tensors_) n += named.second.numel();
        return n;
    }
    // A tensor the model must have, as float32 of `shape` (config.json's sizes).
    torch::Tensor need(const std::string& name, const std::vector<int64_t>& shape) {
        const auto it = tensors_.find(name);
        if (it == tensors_.end()) throw CheckpointError(path_, "has no '" + name + "', which a Marian model of this "
                                                               "config.json has");
        return take(it, shape);
    }
    // A tensor that may be left out (a tied copy); undefined when absent.
    torch::Tensor optional(const std::string& name, const std::vector<int64_t>& shape) {
        const auto it = tensors_.find(name);
        return it == tensors_.end() ? torch::Tensor() : take(it, shape);
    }
    void check_all_used() const {
        for (const auto& name : order_)
            if (!used_.count(name))
                throw CheckpointError(path_, "has '" + name + "', which a Marian model of this config.json does not "
                                                              "have; it cannot be mapped without losing it");
    }

private:
    torch::Tensor take(std::map<std::string, torch::Tensor>::iterator it, const std::vector<int64_t>& shape) {
        if (it->second.sizes() != torch::IntArrayRef(shape))
            throw CheckpointError(path_, "'" + it->first + "' has the shape " + shape_text(it->second.sizes()) +
                                             " but config.json makes it " + shape_text(shape));
        used_.insert(it->first);
        return it->second.to(torch::kFloat32).contiguous();
    }

    std::string path_, prefix_;
    std::map<std::string, torch::Tensor> tensors_;
    std::vector<std::string> order_;
    std::set<std::string> used_;
};

train::NamedTensors read_weights(const std::string& path) {
    if (path.size() >= 12 && path.compare(path.size() - 12, 12, ".safetensors") == 0) return read_safetensors(path);
    const PyRef root = read_pytorch_file(path);
    if (root->kind != PyValue::Kind::Dict)
        throw CheckpointError(path, "holds " + root->describe() + ", not a state dict");
    train::NamedTensors out;
    for (const auto& [key, value] : root->dict) {
        if (key->kind != PyValue::Kind::String || value->kind != PyValue::Kind::Tensor)
            throw CheckpointError(path, "is not a state dict of named tensors (it holds " + key->describe() + " -> " +
                                            value->describe() + ")");
        out.emplace_back(key->text, value->tensor);
    }
    return out;
}

bool same(const torch::Tensor& a, const torch::Tensor& b) { return a.sizes() == b.sizes() && torch::equal(a, b); }

class Mapper {
public:
    Mapper(MarianState& theirs, const nn::TransformerConfig& c) : theirs_(theirs), d_(c.d_model), ff_(c.d_ff) {}

    void put(const std::string& ours, const torch::Tensor& t) { weights.emplace_back(ours, t); }
    void linear(const std::string& ours, const std::string& theirs, int64_t in, int64_t out) {
        put(ours + ".weight", theirs_.need(theirs + ".weight", {out, in}));
        put(ours + ".bias", theirs_.need(theirs + ".bias", {out}));
    }
    void attention(const std::string& ours, const std::string& theirs) {
        const std::pair<const char*, const char*> names[] = {
            {"w_q", "q_proj"}, {"w_k", "k_proj"}, {"w_v", "v_proj"}, {"w_o", "out_proj"}};
        for (const auto& [our_name, their_name] : names)
            linear(ours + "." + our_name, theirs + "." + their_name, d_, d_);
    }
    void norm(const std::string& ours, const std::string& theirs) {
        put(ours + ".weight", theirs_.need(theirs + ".weight", {d_}));
        put(ours + ".bias", theirs_.need(theirs + ".bias", {d_}));
    }
    void feed_forward(const std::string& ours, const std::string& theirs) {
        linear(ours + ".w_1", theirs + ".fc1", d_, ff_);
        linear(ours + ".w_2", theirs + ".fc2", ff_, d_);
    }

    train::NamedTensors weights;

private:
    MarianState& theirs_;
    int64_t d_, ff_;
};

// Our position table, checked against the file's where it has one.
torch::Tensor positions(MarianState& theirs, const std::string& name, const nn::TransformerConfig& c,
                        const std::string& path) {
    // The table comes from config.json alone: a small file must not make it
    // ask for gigabytes. Every real model's table is far smaller than its
    // weights (opus-mt: 512 x 512 against 74 M).
    if (c.max_positions * c.d_model > theirs.numbers())
        throw CheckpointError(path, "config.json's max_position_embeddings " + std::to_string(c.max_positions) +
                                        " x d_model " + std::to_string(c.d_model) +
                                        " makes a position table larger than all the weights in this file together (" +
                                        std::to_string(theirs.numbers()) + " numbers)");
    const auto table = nn::sinusoidal_table(c.max_positions, c.d_model, c.position_layout);
    const auto given = theirs.optional(name, {c.max_positions, c.d_model});
    if (given.defined()) {
        // A folder saved in half precision holds the table rounded to its
        // type (fp16, bf16): compared with ours rounded the same way, within
        // one unit in the last place at 1 (the two tables round apart).
        auto difference = (given - table).abs();
        double allowed = 1e-4;
        for (const auto& [type, ulp] : {std::pair{torch::kHalf, 0x1p-10}, std::pair{torch::kBFloat16, 0x1p-7}}) {
            const auto rounded = (given - table.to(type).to(torch::kFloat)).abs();
            if (rounded.max().item<double>() < difference.max().item<double>()) {
                difference = rounded;
                allowed = 1e-4 + ulp;
            }
        }
        const double worst = difference.max().item<double>();
        if (worst > allowed) {
            const int64_t at = std::get<0>(difference.max(1)).argmax().item<int64_t>();
            std::ostringstream msg;
            msg << "'" << name << "' is not Marian's sinusoidal table (sin then cos): row " << at << " differs by "
                << worst << "; this engine computes that table and no other";
            throw CheckpointError(path, msg.str());
        }
    }
    return table;
}

}  // namespace

MarianImport import_marian_weights(MarianFolder folder) {
    MarianImport result;
    result.folder = std::move(folder);
    const MarianFolder& f = result.folder;
    const std::string& path = f.weights_path;
    nn::TransformerConfig c = f.config;
    MarianState theirs(read_weights(path), path);
    const std::string p = theirs.prefix();
    const int64_t D = c.d_model, Vs = c.src_vocab_size, Vt = c.tgt_vocab_size;

    Mapper m(theirs, c);
    // Embeddings: tied copies that safetensors leaves out come from model.shared.
    const auto shared = theirs.optional(p + "shared.weight", {Vs, D});
    auto source_embedding = theirs.optional(p + "encoder.embed_tokens.weight", {Vs, D});
    auto target_embedding = theirs.optional(p + "decoder.embed_tokens.weight", {Vt, D});
    if (!source_embedding.defined()) source_embedding = c.share_embeddings || Vs == Vt ? shared : torch::Tensor();
    if (!target_embedding.defined()) target_embedding = c.share_embeddings || Vs == Vt ? shared : torch::Tensor();
    if (!source_embedding.defined() || !target_embedding.defined())
        throw CheckpointError(path, "has no '" + p + (source_embedding.defined() ? "decoder" : "encoder") +
                                        ".embed_tokens.weight' and no '" + p + "shared.weight' to take it from");
    if (c.share_embeddings) {
        if (!same(source_embedding, target_embedding))
            throw CheckpointError(path, "config.json shares the embeddings, but the encoder's and the decoder's "
                                        "embed_tokens differ");
        m.put("embedding.table.weight", source_embedding);
    } else {
        m.put("src_embedding.table.weight", source_embedding);
        m.put("tgt_embedding.table.weight", target_embedding);
    }
    m.put("src_positions.pe", positions(theirs, p + "encoder.embed_positions.weight", c, path));
    m.put("tgt_positions.pe", positions(theirs, p + "decoder.embed_positions.weight", c, path));
    for (int64_t i = 0; i < c.num_encoder_layers; ++i) {
        const std::string o = "encoder.layers." + std::to_string(i), t = p + "encoder.layers." + std::to_string(i);
        m.attention(o + ".self_attention", t + ".self_attn");
        m.norm(o + ".self_attention_sublayer.norm", t + ".self_attn_layer_norm");
        m.feed_forward(o + ".feed_forward", t);
        m.norm(o + ".feed_forward_sublayer.norm", t + ".final_layer_norm");
    }
    for (int64_t i = 0; i < c.num_decoder_layers; ++i) {
        const std::string o = "decoder.layers." + std::to_string(i), t = p + "decoder.layers." + std::to_string(i);
        m.attention(o + ".self_attention", t + ".self_attn");
        m.norm(o + ".self_attention_sublayer.norm", t + ".self_attn_layer_norm");
        m.attention(o + ".cross_attention", t + ".encoder_attn");
        m.norm(o + ".cross_attention_sublayer.norm", t + ".encoder_attn_layer_norm");
        m.feed_forward(o + ".feed_forward", t);
        m.norm(o + ".feed_forward_sublayer.norm", t + ".final_layer_norm");
    }
    if (c.pre_norm) {  // normalize_before: each stack ends with its own LayerNorm
        m.norm("encoder.final_norm", p + "encoder.layer_norm");
        m.norm("decoder.final_norm", p + "decoder.layer_norm");
    }
    // The output projection: lm_head, tied to the target embedding unless the file says otherwise.
    const auto lm_head = theirs.optional("lm_head.weight", {Vt, D});
    if (lm_head.defined() && !same(lm_head, target_embedding)) {
        c.tie_output_projection = false;
        result.notes.push_back("lm_head.weight differs from the target embedding: the output projection is kept "
                               "separate (not tied)");
    } else if (!c.tie_output_projection) {
        if (!lm_head.defined()) throw CheckpointError(path, "has no 'lm_head.weight' and config.json does not tie it");
        c.tie_output_projection = true;  // equal to the embedding: tied computes the same
    }
    if (!c.tie_output_projection) {
        m.put("generator.weight", lm_head);
        m.put("generator.bias", torch::zeros({Vt}));
    }
    m.put("logits_bias", theirs.need("final_logits_bias", {1, Vt}).view({Vt}));
    theirs.check_all_used();
    {
        const nn::SkipInitialization weights_follow;
        nn::Transformer probe(c);  // every name and shape our model takes, exactly
        train::load_module_state(*probe, m.weights, path);
    }

    train::Checkpoint& k = result.checkpoint;
    k.kind = "weights";
    k.model_config = c;
    k.training_config.preset_name = "custom";
    k.training_config.vocab_size = std::min<int64_t>(Vt, 1000000);
    k.weights = std::move(m.weights);
    k.beam_size = f.beam_size;
    k.max_length = f.max_length;
    result.notes.insert(result.notes.begin(), f.notes.begin(), f.notes.end());
    return result;
}

MarianImport import_marian_folder(const std::string& dir) {
    MarianImport result = import_marian_weights(read_marian_folder(dir));
    train::Checkpoint& k = result.checkpoint;
    k.tokenizer_kind = "marian";
    try {
        k.tokenizer_bytes = tok::Tokenizer::marian(result.folder.tokenizer).bytes();
    } catch (const tok::TokenizerError& e) {
        throw CheckpointError(dir, e.what());
    }
    return result;
}

}  // namespace studio::import
