// The Trainer's state in and out of checkpoints: resume() goes on with a
// run, start_from() begins a new one from a model's weights, snapshot()
// writes what a checkpoint keeps (trainer.h).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "train/trainer.h"

#include "train/model_io.h"

#include <ATen/CPUGeneratorImpl.h>
#include <nlohmann/json.hpp>
#include <torch/torch.h>

#include <algorithm>
#include <map>
#include <mutex>
#include <string>

namespace studio::train {
namespace {

torch::Tensor cpu_rng_state(at::Generator gen) {
    std::lock_guard<std::mutex> lock(gen.mutex());
    return gen.get_state();
}

void set_cpu_rng_state(at::Generator gen, const torch::Tensor& state) {
    std::lock_guard<std::mutex> lock(gen.mutex());
    gen.set_state(state);
}

// The generator dropout draws from on a GPU.
torch::Tensor device_rng_state(torch::Device device) {
    auto gen = at::globalContext().defaultGenerator(device);
    std::lock_guard<std::mutex> lock(gen.mutex());
    return gen.get_state();
}

void set_device_rng_state(torch::Device device, const torch::Tensor& state) {
    auto gen = at::globalContext().defaultGenerator(device);
    std::lock_guard<std::mutex> lock(gen.mutex());
    gen.set_state(state);
}

}  // namespace

void Trainer::resume(const Checkpoint& c, const std::string& path) {
    if (c.kind != "training")
        throw CheckpointError(path, "holds weights only (kind '" + c.kind + "'); it cannot resume training");
    if (!c.data_fingerprint.empty() && c.data_fingerprint != data_.fingerprint)
        throw CheckpointError(path, "was trained on other data (fingerprint " + c.data_fingerprint + ", this data " +
                                        data_.fingerprint + "); give the same training files to resume");
    load_module_state(*model_, c.weights, path);
    // Adam's state, matched to parameters by name.
    std::map<std::string, torch::Tensor> moments(c.optimizer.begin(), c.optimizer.end());
    std::map<std::string, int64_t> steps(c.optimizer_steps.begin(), c.optimizer_steps.end());
    // named_parameters() and parameters() list the parameters in one order.
    auto& state = optimizer_->moments();
    const auto named = model_->named_parameters();
    for (size_t i = 0; i < named.size(); ++i) {
        const std::string& key = named[i].key();
        auto m = moments.find(key + ".exp_avg");
        auto v = moments.find(key + ".exp_avg_sq");
        if (m == moments.end() || v == moments.end()) continue;  // never updated
        state[i].step = steps.count(key) ? steps[key] : c.step;
        state[i].exp_avg = m->second.to(device_).contiguous();
        state[i].exp_avg_sq = v->second.to(device_).contiguous();
    }
    step_ = c.step;
    epoch_ = c.epoch;
    batch_in_epoch_ = c.batch_in_epoch;
    history_ = c.history;
    target_tokens_ = c.target_tokens;
    train_seconds_ = c.train_seconds;
    // A checkpoint older than the kept training time: its steps took time
    // nobody measured, so time per step counts this process's steps only.
    untimed_steps_ = c.train_seconds > 0.0 ? std::min(c.untimed_steps, c.step) : c.step;
    beam_size_ = c.beam_size;
    max_length_ = c.max_length;
    loss_scale_ = c.loss_scale;
    loss_scale_good_steps_ = c.loss_scale_good_steps;
    window_loss_ = c.window_loss;
    window_nll_ = c.window_nll;
    window_tokens_ = c.window_tokens;
    if (c.cpu_rng_state.defined()) set_cpu_rng_state(generator_, c.cpu_rng_state);
    if (c.device_rng_state.defined() && device_.is_cuda()) set_device_rng_state(device_, c.device_rng_state);
}

void Trainer::start_from(const Checkpoint& c, const std::string& path) {
    if (step_ != 0 || !history_.empty())
        throw std::logic_error("start_from() is for a new run; this one is at step " + std::to_string(step_));
    load_module_state(*model_, c.weights, path);
    // The model's decoding settings (an imported folder's num_beams and
    // max_length) stay with the fine-tuned model.
    beam_size_ = c.beam_size;
    max_length_ = c.max_length;
    nlohmann::json j = {{"type", "start"}, {"from", path}, {"from_step", c.step}, {"from_kind", c.kind}};
    if (!c.dataset.empty()) j["from_dataset"] = c.dataset;
    history_.push_back(j.dump());  // written to history.jsonl when run() begins
    evaluate_first_ = true;
}

Checkpoint Trainer::snapshot(bool with_training_state) const {
    Checkpoint c;
    c.kind = with_training_state ? "training" : "weights";
    c.model_config = model_config_;
    c.training_config = config_;
    c.tokenizer_kind = data_.tokenizer.kind();
    c.tokenizer_bytes = data_.tokenizer.bytes();
    c.weights = module_state(*model_.ptr());
    c.step = step_;
    c.epoch = epoch_;
    c.batch_in_epoch = batch_in_epoch_;
    c.data_fingerprint = data_.fingerprint;
    c.dataset = data_.dataset;
    c.history = history_;
    c.target_tokens = target_tokens_;
    c.train_seconds = train_seconds_;
    c.untimed_steps = untimed_steps_;
    c.beam_size = beam_size_;
    c.max_length = max_length_;
    c.loss_scale = loss_scale_;
    c.loss_scale_good_steps = loss_scale_good_steps_;
    c.window_loss = window_loss_;
    c.window_nll = window_nll_;
    c.window_tokens = window_tokens_;
    if (!with_training_state) return c;
    const auto& state = optimizer_->moments();
    const auto named = model_->named_parameters();
    for (size_t i = 0; i < named.size(); ++i) {
        const AdamMoments& s = state[i];
        if (!s.exp_avg.defined()) continue;  // never updated
        c.optimizer.emplace_back(named[i].key() + ".exp_avg", s.exp_avg);
        c.optimizer.emplace_back(named[i].key() + ".exp_avg_sq", s.exp_avg_sq);
        c.optimizer_steps.emplace_back(named[i].key(), s.step);
    }
    c.cpu_rng_state = cpu_rng_state(generator_);
    if (device_.is_cuda()) c.device_rng_state = device_rng_state(device_);
    return c;
}

}  // namespace studio::train
