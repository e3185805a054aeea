// SPDX-License-Identifier: GPL-3.0-or-later
#include "train/training_config.h"

#include "engine/plain_numbers.h"

#include <nlohmann/json.hpp>

#include <stdexcept>

namespace studio::train {
namespace {

void require(bool ok, const std::string& name, double value, const std::string& range) {
    if (!ok) throw std::invalid_argument(name + " = " + general_number(value, 10) + " is out of range; it must be " + range);
}

}  // namespace

void TrainingConfig::validate() const {
    require(vocab_size >= 8 && vocab_size <= 1000000, "vocab_size", vocab_size, "between 8 and 1000000");
    require(max_tokens >= 1, "max_tokens", max_tokens, ">= 1");
    require(max_len >= 1 && max_len <= 100000, "max_len", max_len, "between 1 and 100000");
    require(dev_share >= 0.0 && dev_share < 1.0, "dev_share", dev_share, "in [0, 1)");
    require(steps >= 0, "steps", steps, ">= 0");
    require(epochs >= 0, "epochs", epochs, ">= 0");
    require(adam_beta1 >= 0.0 && adam_beta1 < 1.0, "adam_beta1", adam_beta1, "in [0, 1)");
    require(adam_beta2 >= 0.0 && adam_beta2 < 1.0, "adam_beta2", adam_beta2, "in [0, 1)");
    require(adam_eps > 0.0, "adam_eps", adam_eps, "> 0");
    require(warmup >= 1, "warmup", warmup, ">= 1");
    require(lr_factor > 0.0, "lr_factor", lr_factor, "> 0");
    require(label_smoothing >= 0.0 && label_smoothing < 1.0, "label_smoothing", label_smoothing, "in [0, 1)");
    require(clip_norm >= 0.0, "clip_norm", clip_norm, ">= 0 (0 = off)");
    require(accum >= 1 && accum <= 1024, "accum", accum, "between 1 and 1024");
    require(log_every >= 1, "log_every", log_every, ">= 1");
    require(eval_every >= 1, "eval_every", eval_every, ">= 1");
    require(eval_max_sentences >= 0, "eval_max_sentences", eval_max_sentences, ">= 0 (0 = all)");
    require(keep_checkpoints >= 1, "keep_checkpoints", keep_checkpoints, ">= 1");
    require(threads >= 0 && threads <= 1024, "threads", threads, "between 0 (all cores) and 1024");
    require(world_size >= 1 && world_size <= 65536, "world_size", world_size, "between 1 and 65536");
    require(rank >= 0 && rank < world_size, "rank", rank,
            "between 0 and world_size - 1 = " + std::to_string(world_size - 1));
    require(master_port >= 1 && master_port <= 65535, "master_port", master_port, "between 1 and 65535");
    require(dist_timeout >= 1.0 && dist_timeout <= 604800.0, "dist_timeout", dist_timeout,
            "between 1 and 604800 seconds");
    require(bucket_mb >= 0.001 && bucket_mb <= 65536.0, "bucket_mb", bucket_mb, "between 0.001 and 65536 MiB");
    if (world_size > 1 && master_addr.empty())
        throw std::invalid_argument("master_addr is empty; it must name rank 0's host (e.g. 127.0.0.1)");
    if (precision != "auto" && precision != "fp32" && precision != "bf16" && precision != "fp16")
        throw std::invalid_argument("precision '" + precision + "' is unknown; valid: auto, fp32, bf16, fp16");
    if (bleu_tokenize != "13a" && bleu_tokenize != "none" && bleu_tokenize != "char")
        throw std::invalid_argument("bleu_tokenize '" + bleu_tokenize + "' is unknown; valid: 13a, none, char");
    const bool token_form = language_token.size() > 4 && language_token.rfind(">>", 0) == 0 &&
                            language_token.compare(language_token.size() - 2, 2, "<<") == 0 &&
                            language_token.find_first_of(" \t\n\r") == std::string::npos;
    if (!language_token.empty() && !token_form)
        throw std::invalid_argument("language_token '" + language_token +
                                    "' is not a target-language token; valid: empty, or one like >>spa<<");
}

TrainingConfig TrainingConfig::preset(const std::string& name) {
    TrainingConfig t;
    t.preset_name = name;
    if (name == "tiny") {
        t.vocab_size = 1000;
        t.max_tokens = 2048;
        t.warmup = 400;
        t.lr_factor = 1.0;
        t.log_every = 50;
        t.eval_every = 500;
        t.eval_max_sentences = 200;
    } else if (name == "small") {
        t.vocab_size = 8000;
        t.max_tokens = 4096;
        t.warmup = 2000;
        t.log_every = 100;
        t.eval_every = 1000;
    } else if (name == "base" || name == "big") {
        t.vocab_size = 8000;
        t.max_tokens = 8192;
        t.warmup = 4000;
    } else {
        throw std::invalid_argument("unknown preset '" + name + "'; valid: tiny, small, base, big");
    }
    return t;
}

// One field list serves both directions; a key missing from a file keeps the
// default, unknown keys are ignored (files written by newer versions).
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(TrainingConfig, preset_name, vocab_size, max_tokens, max_len, dev_share,
                                                bleu_tokenize, language_token, steps, epochs, adam_beta1, adam_beta2, adam_eps,
                                                warmup, lr_factor, label_smoothing, clip_norm, accum, log_every,
                                                eval_every, eval_max_sentences, keep_checkpoints, seed, threads,
                                                device, precision, world_size, rank, master_addr, master_port,
                                                dist_timeout, bucket_mb)

std::string TrainingConfig::to_json() const { return nlohmann::json(*this).dump(); }

TrainingConfig TrainingConfig::from_json(const std::string& text) {
    const auto j = nlohmann::json::parse(text);
    TrainingConfig c = j.get<TrainingConfig>();
    // Written before the setting existed: those runs computed in fp32.
    if (j.is_object() && !j.contains("precision")) c.precision = "fp32";
    return c;
}

}  // namespace studio::train
