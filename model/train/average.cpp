// SPDX-License-Identifier: GPL-3.0-or-later
#include "train/average.h"

#include "engine/hashing.h"

#include <torch/torch.h>

#include <cstring>
#include <map>
#include <stdexcept>

namespace studio::train {

namespace {

// A digest of the weights (names, types, shapes, bytes), 8 bytes at a time
// through splitmix64's finaliser (every bit of a word reaches every bit of
// the state): equal for the same weights, such as last.ckpt and the
// numbered checkpoint it copies, and different for two runs' at one step.
uint64_t weights_digest(const NamedTensors& weights) {
    uint64_t h = 0x9E3779B97F4A7C15ULL;
    auto mix = [&h](uint64_t word) { h = engine::mix64(h ^ word); };
    for (const auto& [name, tensor] : weights) {
        for (unsigned char c : name) mix(c);
        mix(static_cast<uint64_t>(tensor.scalar_type()));
        for (int64_t size : tensor.sizes()) mix(static_cast<uint64_t>(size));
        const torch::Tensor bytes = tensor.contiguous().cpu();
        const auto* data = static_cast<const unsigned char*>(bytes.data_ptr());
        const size_t n = bytes.nbytes();
        size_t i = 0;
        for (; i + 8 <= n; i += 8) {
            uint64_t word;
            std::memcpy(&word, data + i, 8);
            mix(word);
        }
        for (; i < n; ++i) mix(data[i]);
    }
    return h;
}

}  // namespace

Checkpoint average_checkpoints(const std::vector<std::string>& paths) {
    if (paths.empty()) throw std::invalid_argument("give the checkpoints to average");
    Checkpoint result;
    // Sums in float64: k float32 values of similar size lose no digits that
    // the float32 mean keeps.
    std::vector<torch::Tensor> sums;
    // The newest input's record (by step; the first of equals): what the
    // mean says of how it was trained, all from one file.
    int64_t newest_step = -1;
    Checkpoint newest;
    // The same weights given twice: last.ckpt is a copy of the newest
    // numbered checkpoint, so `average run/*.ckpt` gave that step twice the
    // weight of the others. (Two runs' checkpoints at one step, on the same
    // data, are different weights and are averaged.)
    std::map<uint64_t, std::string> digests;
    for (size_t i = 0; i < paths.size(); ++i) {
        Checkpoint c = load_checkpoint(paths[i], /*with_optimizer=*/false);
        // Means of weights are only meaningful between checkpoints of one
        // model (one architecture, one vocabulary, one training run's basin).
        const bool other_model = i > 0 && (c.model_config.to_json() != result.model_config.to_json() ||
                                           c.tokenizer_kind != result.tokenizer_kind ||
                                           c.tokenizer_bytes != result.tokenizer_bytes);
        if (other_model)
            throw std::runtime_error(paths[i] + ": a different model or tokenizer than " + paths[0] +
                                     "; only checkpoints of one model can be averaged");
        const auto [it, fresh] = digests.emplace(weights_digest(c.weights), paths[i]);
        if (!fresh)
            throw std::runtime_error(paths[i] + " holds the same weights as " + it->second + " (step " +
                                     std::to_string(c.step) +
                                     "): one checkpoint given twice (a run's last.ckpt is a copy of its newest "
                                     "numbered one); give each once, e.g. run/checkpoint-*.ckpt");
        if (c.step > newest_step) {
            newest_step = c.step;
            newest.training_config = c.training_config;
            newest.dataset = c.dataset;
            newest.epoch = c.epoch;
            newest.target_tokens = c.target_tokens;
            newest.train_seconds = c.train_seconds;
            newest.untimed_steps = c.untimed_steps;
            newest.beam_size = c.beam_size;
            newest.max_length = c.max_length;
        }
        if (i == 0) {
            result = std::move(c);
            for (const auto& [name, t] : result.weights) sums.push_back(t.to(torch::kFloat64));
            continue;
        }
        if (c.weights.size() != result.weights.size())
            throw std::runtime_error(paths[i] + ": holds a different set of weights than " + paths[0]);
        for (size_t w = 0; w < c.weights.size(); ++w) {
            if (c.weights[w].first != result.weights[w].first || c.weights[w].second.sizes() != sums[w].sizes())
                throw std::runtime_error(paths[i] + ": weight '" + c.weights[w].first + "' does not match " + paths[0]);
            sums[w] += c.weights[w].second.to(torch::kFloat64);
        }
    }
    for (size_t w = 0; w < sums.size(); ++w)
        result.weights[w].second = (sums[w] / static_cast<double>(paths.size())).to(result.weights[w].second.scalar_type());
    // Weights, configs, tokenizer and dataset only: nothing of a training
    // run's state, which belonged to one of the inputs and not to the mean.
    // The training settings stay: they say how the weights were trained and
    // how the run scored its dev BLEU (bleu_tokenize, evaluate's default).
    result.kind = "weights";
    result.optimizer.clear();
    result.optimizer_steps.clear();
    result.cpu_rng_state = torch::Tensor();
    result.device_rng_state = torch::Tensor();
    result.history.clear();
    // Trained for as many steps as the newest of them (`info` and the
    // checkpoint list said "step 0" of an average of steps 2 000 to 3 000),
    // with that one's settings, data and totals.
    result.training_config = newest.training_config;
    result.dataset = newest.dataset;
    result.step = newest_step;
    result.epoch = newest.epoch;
    result.target_tokens = newest.target_tokens;
    result.train_seconds = newest.train_seconds;
    result.untimed_steps = newest.untimed_steps;
    result.beam_size = newest.beam_size;
    result.max_length = newest.max_length;
    result.batch_in_epoch = 0;
    result.data_fingerprint.clear();
    result.loss_scale = 0.0;  // a training run's state, as the optimizer's
    result.loss_scale_good_steps = 0;
    return result;
}

}  // namespace studio::train
