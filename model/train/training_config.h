// TrainingConfig: every setting of training, evaluation and checkpointing,
// with the paper's values (§5) as defaults. Together with TransformerConfig
// this is the whole experiment; nothing is looked up by string.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <string>

namespace studio::train {

struct TrainingConfig {
    // The preset the run's settings started from ("tiny", "small", "base",
    // "big"; empty: none recorded). A label for run summaries: every setting
    // itself is in the fields below and in TransformerConfig.
    std::string preset_name;

    // Data
    int64_t vocab_size = 8000;      // joint SentencePiece vocabulary (lowered automatically if the data is small)
    int64_t max_tokens = 4096;      // batch budget: sentences x longest side, padding included (§5.1 used ~25000)
    int64_t max_len = 256;          // pairs with a side longer than this many tokens are skipped
    double dev_share = 0.0;         // hold out this share of the training pairs as dev set when none is given
    std::string bleu_tokenize = "13a";  // sacreBLEU tokenizer for dev BLEU ("13a", "none", "char")
    // A multilingual model's target-language token (">>spa<<"), put first in
    // every training and dev source as the model expects (a source that
    // starts with a token of its own keeps it); empty: none. Only for a
    // tokenizer that has such tokens (a fine-tuned multilingual Marian model),
    // and the default of translate and evaluate for the resulting model.
    std::string language_token;

    // Length of the run (totals, also when resumed). Neither set: one epoch.
    int64_t steps = 0;
    int64_t epochs = 0;

    // Optimiser: Adam with beta1 = 0.9, beta2 = 0.98, eps = 1e-9 (§5.3)
    double adam_beta1 = 0.9;
    double adam_beta2 = 0.98;
    double adam_eps = 1e-9;
    // lrate = lr_factor * d_model^-0.5 * min(step^-0.5, step * warmup^-1.5) (§5.3, Eq. 3)
    int64_t warmup = 4000;
    double lr_factor = 1.0;

    // Regularisation (§5.4); the model's dropout lives in TransformerConfig.
    double label_smoothing = 0.1;   // epsilon_ls
    double clip_norm = 0.0;         // gradient clipping by global norm; 0 = off
    int64_t accum = 1;              // batches accumulated per optimiser step

    // Evaluation and checkpoints
    int64_t log_every = 100;        // a progress line every N steps
    int64_t eval_every = 1000;      // dev loss and BLEU (and a checkpoint) every N steps
    int64_t eval_max_sentences = 0; // dev sentences decoded for BLEU; 0 = all
    int64_t keep_checkpoints = 5;   // checkpoint-STEP.ckpt files kept

    // Machine
    uint64_t seed = 1;
    int threads = 0;                // 0 = all cores
    std::string device = "cpu";     // "cpu", "cuda", "cuda:N"
    // Mixed precision (nn/mixed_precision.h): "auto" (bf16 where the
    // processor multiplies bfloat16 natively, fp32 elsewhere), "fp32", "bf16"
    // (matrix products in bfloat16, master weights, softmax, layer norm and
    // loss in float32; AMX/AVX-512 BF16 CPUs and GPUs, else it falls back to
    // fp32) or "fp16" (GPUs only). Files without the setting read as "fp32".
    std::string precision = "auto";

    // Data-parallel training over LibTorch's c10d (train/distributed.h).
    // The names in brackets are the environment variables PyTorch's
    // launchers set; a resumed run takes these from its command line, not
    // from the checkpoint.
    int64_t world_size = 1;         // processes training together (WORLD_SIZE); 1 = alone
    int64_t rank = 0;               // this process, 0..world_size-1 (RANK); rank 0 writes checkpoints
    std::string master_addr = "127.0.0.1";  // host of rank 0, which serves the rendezvous (MASTER_ADDR)
    int64_t master_port = 29500;    // its TCP port (MASTER_PORT; 29500 is PyTorch's default)
    // Seconds a rank waits for the others, at the rendezvous and in every
    // sum. The others wait in the next sum while rank 0 evaluates, so this
    // must exceed an evaluation. A rank that dies is noticed at once (its
    // sockets close); the time-out catches one that hangs or never comes.
    double dist_timeout = 600.0;
    // Gradients are summed in buckets of at most this many MiB (PyTorch
    // DDP's bucket_cap_mb is 25): one call per bucket, not per tensor.
    double bucket_mb = 25.0;

    // Throws std::invalid_argument naming the bad value and the valid range.
    void validate() const;

    // Training settings that suit a model preset on this kind of machine
    // ("tiny" trains the demos in minutes on 2 cores).
    static TrainingConfig preset(const std::string& name);

    std::string to_json() const;
    static TrainingConfig from_json(const std::string& json);
};

}  // namespace studio::train
