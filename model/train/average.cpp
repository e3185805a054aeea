// SPDX-License-Identifier: GPL-3.0-or-later
#include "train/average.h"

#include <torch/torch.h>

#include <map>
#include <stdexcept>

namespace studio::train {

Checkpoint average_checkpoints(const std::vector<std::string>& paths) {
    if (paths.empty()) throw std::invalid_argument("give the checkpoints to average");
    Checkpoint result;
    // Sums in float64: k float32 values of similar size lose no digits that
    // the float32 mean keeps.
    std::vector<torch::Tensor> sums;
    int64_t newest_step = 0, newest_epoch = 0, newest_tokens = 0, newest_untimed = 0;
    double newest_seconds = 0.0;
    // A training run's checkpoints by (data, step): last.ckpt is a copy of
    // the newest numbered one, so `average run/*.ckpt` gave that step twice
    // the weight of the others.
    std::map<std::pair<std::string, int64_t>, std::string> training_steps;
    for (size_t i = 0; i < paths.size(); ++i) {
        Checkpoint c = load_checkpoint(paths[i]);
        // Means of weights are only meaningful between checkpoints of one
        // model (one architecture, one vocabulary, one training run's basin).
        const bool other_model = i > 0 && (c.model_config.to_json() != result.model_config.to_json() ||
                                           c.tokenizer_bytes != result.tokenizer_bytes);
        if (other_model)
            throw std::runtime_error(paths[i] + ": a different model or tokenizer than " + paths[0] +
                                     "; only checkpoints of one model can be averaged");
        if (c.kind == "training") {
            const auto [it, fresh] = training_steps.emplace(std::make_pair(c.data_fingerprint, c.step), paths[i]);
            if (!fresh)
                throw std::runtime_error(paths[i] + " and " + it->second + " are both step " + std::to_string(c.step) +
                                         " of one training run (last.ckpt is a copy of the newest checkpoint); "
                                         "give each step once, e.g. run/checkpoint-*.ckpt");
        }
        if (c.step >= newest_step) {
            newest_step = c.step;
            newest_epoch = c.epoch;
            newest_tokens = c.target_tokens;
            newest_seconds = c.train_seconds;
            newest_untimed = c.untimed_steps;
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
    // checkpoint list said "step 0" of an average of steps 2 000 to 3 000).
    result.step = newest_step;
    result.epoch = newest_epoch;
    result.target_tokens = newest_tokens;
    result.train_seconds = newest_seconds;
    result.untimed_steps = newest_untimed;
    result.batch_in_epoch = 0;
    result.data_fingerprint.clear();
    return result;
}

}  // namespace studio::train
