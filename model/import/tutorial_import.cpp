// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/tutorial_import.h"

#include "import/file_reading.h"
#include "import/pytorch_file.h"
#include "nn/initialization.h"
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

// The state dict's tensors by name, and which of them the mapping used.
class StateDict {
public:
    StateDict(const PyRef& dict, const std::string& path) : path_(path) {
        for (const auto& [key, value] : dict->dict) {
            if (key->kind != PyValue::Kind::String)
                throw CheckpointError(path, "the state dict has a key that is " + key->describe() + ", not a name");
            if (value->kind != PyValue::Kind::Tensor)
                throw CheckpointError(path, "the state dict's '" + key->text + "' is " + value->describe() +
                                                ", not a tensor");
            tensors_[key->text] = value->tensor;
            order_.push_back(key->text);
        }
    }
    bool has(const std::string& name) const { return tensors_.count(name) > 0; }
    torch::Tensor need(const std::string& name) {
        const auto it = tensors_.find(name);
        if (it == tensors_.end())
            throw CheckpointError(path_, "has no parameter '" + name +
                                             "': not a model of the from-scratch tutorial design (or another version "
                                             "of it)");
        used_.insert(name);
        return it->second.to(torch::kFloat32).contiguous();
    }
    int64_t count_layers(const std::string& prefix) const {
        int64_t n = 0;
        while (has(prefix + std::to_string(n) + ".feed_forward_block.linear_1.weight")) ++n;
        return n;
    }
    void check_all_used() const {
        for (const auto& name : order_)
            if (!used_.count(name))
                throw CheckpointError(path_, "has a parameter '" + name +
                                                 "' that the tutorial design does not have; this model cannot be "
                                                 "mapped without losing it");
    }

private:
    std::string path_;
    std::map<std::string, torch::Tensor> tensors_;
    std::vector<std::string> order_;
    std::set<std::string> used_;
};

class Mapper {
public:
    Mapper(StateDict& theirs, const std::string& path, int64_t d_model) : theirs_(theirs), path_(path), d_(d_model) {}

    void put(const std::string& ours, const torch::Tensor& t, std::vector<int64_t> shape, const std::string& theirs) {
        if (t.sizes() != torch::IntArrayRef(shape)) {
            std::ostringstream want;
            want << torch::IntArrayRef(shape);
            throw CheckpointError(path_, "'" + theirs + "' has shape " + shape_text(t.sizes()) + ", expected " + want.str());
        }
        weights.emplace_back(ours, t);
    }
    void linear(const std::string& ours, const std::string& theirs, int64_t in, int64_t out, bool bias) {
        put(ours + ".weight", theirs_.need(theirs + ".weight"), {out, in}, theirs + ".weight");
        if (bias) put(ours + ".bias", theirs_.need(theirs + ".bias"), {out}, theirs + ".bias");
    }
    void attention(const std::string& ours, const std::string& theirs, bool bias) {
        for (const char* w : {"w_q", "w_k", "w_v", "w_o"}) linear(ours + "." + w, theirs + "." + w, d_, d_, bias);
    }
    // LayerNormalization: alpha/bias of one element (older) or D (newer).
    void norm(const std::string& ours, const std::string& theirs) {
        for (const auto& [our_name, their_name] : {std::pair<std::string, std::string>{"weight", "alpha"}, {"bias", "bias"}}) {
            auto t = theirs_.need(theirs + "." + their_name);
            if (t.numel() == 1) t = t.reshape({1}).expand({d_}).contiguous();
            put(ours + "." + our_name, t, {d_}, theirs + "." + their_name);
        }
    }
    void feed_forward(const std::string& ours, const std::string& theirs, int64_t d_ff) {
        linear(ours + ".w_1", theirs + ".linear_1", d_, d_ff, true);
        linear(ours + ".w_2", theirs + ".linear_2", d_ff, d_, true);
    }

    train::NamedTensors weights;

private:
    StateDict& theirs_;
    std::string path_;
    int64_t d_;
};

int64_t integer_or(const PyRef& root, const std::string& key, int64_t fallback) {
    const auto v = root->get(key);
    return v && v->kind == PyValue::Kind::Int ? v->integer : fallback;
}

// The saved model's state dict: under 'model_state_dict', or the whole file
// for torch.save(model.state_dict(), path).
PyRef state_dict_of(const PyRef& root, const std::string& path) {
    if (root->kind != PyValue::Kind::Dict) throw CheckpointError(path, "holds " + root->describe() + ", not a dict");
    PyRef state = root->get("model_state_dict");
    if (!state && root->get("src_embed.embedding.weight")) state = root;  // torch.save(model.state_dict(), path)
    if (!state || state->kind != PyValue::Kind::Dict) {
        std::string keys;
        for (const auto& [k, v] : root->dict) keys += (keys.empty() ? "" : ", ") + k->text;
        throw CheckpointError(path, "holds no 'model_state_dict' (its keys: " + keys + ")");
    }
    return state;
}

// Our configuration for the tutorial model in `theirs`; the vocabulary sizes
// come from its embeddings (the tokenizers fill in the special ids).
nn::TransformerConfig tutorial_config(StateDict& theirs, const std::string& path, const TutorialImportOptions& options) {
    auto src_embed = theirs.need("src_embed.embedding.weight");
    auto tgt_embed = theirs.need("tgt_embed.embedding.weight");
    if (src_embed.dim() != 2 || tgt_embed.dim() != 2 || src_embed.size(1) != tgt_embed.size(1))
        throw CheckpointError(path, "the embeddings have shapes " + shape_text(src_embed.sizes()) + " and " +
                                        shape_text(tgt_embed.sizes()) + "; expected (vocabulary, d_model) with one d_model");
    nn::TransformerConfig c;
    c.d_model = src_embed.size(1);
    c.src_vocab_size = src_embed.size(0);
    c.tgt_vocab_size = tgt_embed.size(0);
    c.num_heads = options.heads;
    if (c.num_heads <= 0 || c.d_model % c.num_heads != 0)
        throw CheckpointError(path, "d_model " + std::to_string(c.d_model) + " is not a multiple of " +
                                        std::to_string(c.num_heads) + " heads; give the number of heads it was "
                                        "built with (the import's heads: --heads on the command line)");
    c.num_encoder_layers = theirs.count_layers("encoder.layers.");
    c.num_decoder_layers = theirs.count_layers("decoder.layers.");
    if (c.num_encoder_layers == 0 || c.num_decoder_layers == 0)
        throw CheckpointError(path, "has no encoder or decoder layers (encoder.layers.0.feed_forward_block...)");
    c.d_ff = theirs.need("encoder.layers.0.feed_forward_block.linear_1.weight").size(0);
    auto src_pe = theirs.need("src_pos.pe");
    auto tgt_pe = theirs.need("tgt_pos.pe");
    if (src_pe.dim() != 3 || tgt_pe.dim() != 3 || src_pe.size(2) != c.d_model || tgt_pe.size(2) != c.d_model)
        throw CheckpointError(path, "the positional encodings have shapes " + shape_text(src_pe.sizes()) + " and " +
                                        shape_text(tgt_pe.sizes()) + "; expected (1, seq_len, d_model)");
    c.max_positions = std::min(src_pe.size(1), tgt_pe.size(1));
    c.attention_bias = theirs.has("encoder.layers.0.self_attention_block.w_q.bias");  // the older version
    c.pre_norm = true;
    c.layer_norm_std_eps = true;
    c.layer_norm_eps = 1e-6;
    c.share_embeddings = false;
    c.tie_output_projection = false;
    c.learned_positions = false;
    c.dropout = options.dropout;
    c.attention_dropout = options.dropout;
    c.relu_dropout = options.dropout;  // the tutorial's FeedForwardBlock drops its ReLU output too
    return c;
}

// Our weights for their state dict under config `c`; every tensor of theirs
// must be used, and our model must take exactly these (names and shapes).
train::NamedTensors tutorial_weights(StateDict& theirs, const nn::TransformerConfig& c, const std::string& path) {
    const std::string cross = theirs.has("decoder.layers.0.source_attention_block.w_q.weight") ? "source_attention_block"
                                                                                               : "cross_attention_block";
    Mapper m(theirs, path, c.d_model);
    m.put("src_embedding.table.weight", theirs.need("src_embed.embedding.weight"), {c.src_vocab_size, c.d_model},
          "src_embed.embedding.weight");
    m.put("tgt_embedding.table.weight", theirs.need("tgt_embed.embedding.weight"), {c.tgt_vocab_size, c.d_model},
          "tgt_embed.embedding.weight");
    m.put("src_positions.pe", theirs.need("src_pos.pe")[0].narrow(0, 0, c.max_positions), {c.max_positions, c.d_model},
          "src_pos.pe");
    m.put("tgt_positions.pe", theirs.need("tgt_pos.pe")[0].narrow(0, 0, c.max_positions), {c.max_positions, c.d_model},
          "tgt_pos.pe");
    for (int64_t i = 0; i < c.num_encoder_layers; ++i) {
        const std::string o = "encoder.layers." + std::to_string(i), t = "encoder.layers." + std::to_string(i);
        m.attention(o + ".self_attention", t + ".self_attention_block", c.attention_bias);
        m.feed_forward(o + ".feed_forward", t + ".feed_forward_block", c.d_ff);
        m.norm(o + ".self_attention_sublayer.norm", t + ".residual_connections.0.norm");
        m.norm(o + ".feed_forward_sublayer.norm", t + ".residual_connections.1.norm");
    }
    m.norm("encoder.final_norm", "encoder.norm");
    for (int64_t i = 0; i < c.num_decoder_layers; ++i) {
        const std::string o = "decoder.layers." + std::to_string(i), t = "decoder.layers." + std::to_string(i);
        m.attention(o + ".self_attention", t + ".self_attention_block", c.attention_bias);
        m.attention(o + ".cross_attention", t + "." + cross, c.attention_bias);
        m.feed_forward(o + ".feed_forward", t + ".feed_forward_block", c.d_ff);
        m.norm(o + ".self_attention_sublayer.norm", t + ".residual_connections.0.norm");
        m.norm(o + ".cross_attention_sublayer.norm", t + ".residual_connections.1.norm");
        m.norm(o + ".feed_forward_sublayer.norm", t + ".residual_connections.2.norm");
    }
    m.norm("decoder.final_norm", "decoder.norm");
    m.linear("generator", "projection_layer.proj", c.d_model, c.tgt_vocab_size, true);
    theirs.check_all_used();
    const nn::SkipInitialization weights_follow;
    nn::Transformer probe(c);  // every name and shape our model takes, exactly
    train::load_module_state(*probe, m.weights, path);
    return std::move(m.weights);
}

}  // namespace

TutorialImport import_tutorial_checkpoint(const std::string& path, const std::string& src_tokenizer_path,
                                          const std::string& tgt_tokenizer_path, const TutorialImportOptions& options) {
    const PyRef root = read_pytorch_file(path);
    StateDict theirs(state_dict_of(root, path), path);
    nn::TransformerConfig c = tutorial_config(theirs, path, options);
    const bool older = c.attention_bias;

    // The tokenizers: one per language; the target's special ids frame both sides.
    auto source = tok::WordLevelVocab::from_file(src_tokenizer_path);
    auto target = tok::WordLevelVocab::from_file(tgt_tokenizer_path);
    tok::Tokenizer tokenizer;
    try {
        tokenizer = tok::Tokenizer::word_level(std::move(source), std::move(target));
    } catch (const tok::TokenizerError& e) {  // a special token missing: the message names the file
        throw CheckpointError(tgt_tokenizer_path, e.what());
    }
    if (tokenizer.source_vocab_size() != c.src_vocab_size)
        throw CheckpointError(src_tokenizer_path, "has " + std::to_string(tokenizer.source_vocab_size()) +
                                                      " tokens but the model's source embedding has " +
                                                      std::to_string(c.src_vocab_size) + " rows: not this model's "
                                                      "source tokenizer");
    if (tokenizer.target_vocab_size() != c.tgt_vocab_size)
        throw CheckpointError(tgt_tokenizer_path, "has " + std::to_string(tokenizer.target_vocab_size()) +
                                                      " tokens but the model's target embedding has " +
                                                      std::to_string(c.tgt_vocab_size) + " rows: not this model's "
                                                      "target tokenizer");
    const auto ids = tokenizer.special_ids();
    c.pad_id = ids.pad;
    c.bos_id = ids.bos;
    c.eos_id = ids.eos;
    c.unk_id = ids.unk;
    try {
        c.validate();
    } catch (const std::invalid_argument& e) {
        throw CheckpointError(path, std::string("gives model settings we cannot build: ") + e.what());
    }
    train::NamedTensors weights = tutorial_weights(theirs, c, path);

    TutorialImport out;
    out.design = older ? "older" : "newer";
    auto& ck = out.checkpoint;
    ck.kind = "weights";
    ck.model_config = c;
    ck.training_config.label_smoothing = 0.1;  // the tutorial's CrossEntropyLoss(label_smoothing=0.1)
    ck.training_config.preset_name = kTutorialPreset;  // says the 0.1 above is the model's own
    ck.tokenizer_kind = tokenizer.kind();
    ck.tokenizer_bytes = tokenizer.bytes();
    ck.weights = std::move(weights);
    ck.step = integer_or(root, "global_step", 0);
    ck.epoch = integer_or(root, "epoch", 0);
    std::ostringstream summary;
    summary << "the " << out.design << " tutorial design: d_model " << c.d_model << ", " << c.num_heads << " heads, "
            << c.num_encoder_layers << "+" << c.num_decoder_layers << " layers, d_ff " << c.d_ff << ", vocabulary "
            << c.src_vocab_size << " / " << c.tgt_vocab_size << ", " << c.max_positions << " positions";
    out.notes.push_back(summary.str());
    // The tutorial saves after each epoch with Python's 0-based count:
    // "epoch": 0 is a model trained for one epoch.
    if (root->get("epoch") || root->get("global_step")) {
        std::string trained;
        if (root->get("epoch"))
            trained = std::to_string(ck.epoch + 1) + " epoch(s) (its file says epoch " + std::to_string(ck.epoch) +
                      ", counted from 0)";
        if (root->get("global_step")) trained += (trained.empty() ? "" : ", ") + std::to_string(ck.step) + " steps";
        out.notes.push_back("trained in PyTorch for " + trained);
    }
    out.notes.push_back("the number of heads is not stored in the file; " + std::to_string(c.num_heads) +
                        " assumed (the import's heads: --heads on the command line)");
    if (root->get("optimizer_state_dict"))
        out.notes.push_back("the optimizer state is not carried over: training further starts a fresh Adam");
    return out;
}

PytorchFileSummary describe_pytorch_file(const std::string& path, const TutorialImportOptions& options) {
    const PyRef root = read_pytorch_file(path);
    PytorchFileSummary out;
    if (root->kind == PyValue::Kind::Dict)
        for (const auto& [key, value] : root->dict) out.keys.push_back(key->kind == PyValue::Kind::String ? key->text : key->describe());
    try {
        const PyRef state = state_dict_of(root, path);
        for (const auto& [key, value] : state->dict) {
            if (key->kind != PyValue::Kind::String || value->kind != PyValue::Kind::Tensor) continue;
            out.tensors.push_back({key->text, c10::toString(value->tensor.scalar_type()), value->tensor.sizes().vec()});
        }
        StateDict theirs(state, path);
        out.config = tutorial_config(theirs, path, options);
        tutorial_weights(theirs, out.config, path);
        out.design = out.config.attention_bias ? "older" : "newer";
        out.epoch = integer_or(root, "epoch", -1);
        out.step = integer_or(root, "global_step", -1);
    } catch (const CheckpointError& e) {
        out.design.clear();
        out.not_importable = e.what();
    }
    return out;
}

}  // namespace studio::import
