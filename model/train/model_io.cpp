// SPDX-License-Identifier: GPL-3.0-or-later
#include "train/model_io.h"

#include "nn/initialization.h"

#include <torch/torch.h>

#include <map>

namespace studio::train {

NamedTensors module_state(torch::nn::Module& module) {
    NamedTensors out;
    for (const auto& item : module.named_parameters()) out.emplace_back(item.key(), item.value());
    for (const auto& item : module.named_buffers()) out.emplace_back(item.key(), item.value());
    return out;
}

void load_module_state(torch::nn::Module& module, const NamedTensors& state, const std::string& path) {
    std::map<std::string, torch::Tensor> given(state.begin(), state.end());
    torch::NoGradGuard no_grad;
    auto copy_into = [&](const std::string& name, torch::Tensor& target) {
        auto it = given.find(name);
        if (it == given.end()) throw CheckpointError(path, "the weights lack '" + name + "' (a different model layout?)");
        if (it->second.sizes() != target.sizes()) {
            std::ostringstream msg;
            msg << "weight '" << name << "' has shape " << it->second.sizes() << " but the model expects "
                << target.sizes();
            throw CheckpointError(path, msg.str());
        }
        target.copy_(it->second.to(target.device(), target.scalar_type()));
        given.erase(it);
    };
    for (auto& item : module.named_parameters()) copy_into(item.key(), item.value());
    for (auto& item : module.named_buffers()) copy_into(item.key(), item.value());
    if (!given.empty())
        throw CheckpointError(path, "the weights hold '" + given.begin()->first + "', which this model does not have");
}

LoadedModel load_model(const std::string& path, torch::Device device) {
    return model_from_checkpoint(load_checkpoint(path, /*with_optimizer=*/false), device, path);
}

LoadedModel model_from_checkpoint(Checkpoint checkpoint, torch::Device device, const std::string& path) {
    LoadedModel loaded;
    loaded.checkpoint = std::move(checkpoint);
    const auto& c = loaded.checkpoint.model_config;
    try {
        loaded.tokenizer = tok::Tokenizer::from_stored(loaded.checkpoint.tokenizer_kind, loaded.checkpoint.tokenizer_bytes);
    } catch (const tok::TokenizerError& e) {
        throw CheckpointError(path, std::string("its tokenizer cannot be loaded: ") + e.what());
    }
    const auto& t = loaded.tokenizer;
    if (t.source_vocab_size() != c.src_vocab_size || t.target_vocab_size() != c.tgt_vocab_size)
        throw CheckpointError(path, "the tokenizer has " + std::to_string(t.source_vocab_size()) + " (source) / " +
                                        std::to_string(t.target_vocab_size()) +
                                        " (target) pieces but the model's vocabulary is " +
                                        std::to_string(c.src_vocab_size) + " (source) / " +
                                        std::to_string(c.tgt_vocab_size) + " (target)");
    const tok::SpecialIds ids = t.special_ids();
    if (ids.pad != c.pad_id || ids.bos != c.bos_id || ids.eos != c.eos_id || ids.source_pad_id() != c.source_pad())
        throw CheckpointError(path, "the tokenizer's special ids (pad " + std::to_string(ids.pad) + ", bos " +
                                        std::to_string(ids.bos) + ", eos " + std::to_string(ids.eos) +
                                        ") differ from the model's (pad " + std::to_string(c.pad_id) + ", bos " +
                                        std::to_string(c.bos_id) + ", eos " + std::to_string(c.eos_id) + ")");
    try {
        c.validate();
    } catch (const std::invalid_argument& e) {
        throw CheckpointError(path, std::string("its model settings are invalid: ") + e.what());
    }
    // The model is built before the weights are copied in, so settings that
    // ask for far more numbers than the file holds (a few bytes of header can
    // ask for terabytes) are refused first: a model that loads takes its
    // parameters and position tables from the file. Within twice the file's
    // numbers the model is built, and load_module_state names what is missing.
    int64_t given = 0;
    for (const auto& named : loaded.checkpoint.weights) given += named.second.numel();
    const int64_t needed = c.parameter_count() + (c.learned_positions ? 0 : 2 * c.max_positions * c.d_model);
    if (needed > 2 * given + (1 << 20))
        throw CheckpointError(path, "its settings describe a model of " + std::to_string(needed) +
                                        " numbers (parameters and position tables), far more than the " +
                                        std::to_string(given) + " the file holds");
    {
        const nn::SkipInitialization weights_follow;  // every parameter is copied in next
        loaded.model = nn::Transformer(c);
    }
    load_module_state(*loaded.model, loaded.checkpoint.weights, path);
    loaded.model->to(device);
    loaded.model->eval();
    loaded.checkpoint.weights.clear();    // the model holds them now
    loaded.checkpoint.optimizer.clear();
    return loaded;
}

}  // namespace studio::train
