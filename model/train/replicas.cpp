// The parts of data-parallel training that need no c10d (train/distributed.h):
// the dropout seed of each rank and the trainer's start of a multi-process
// run, which every build links (train/distributed.cpp, or
// train/distributed_unavailable.cpp where LibTorch has no Gloo headers).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "train/distributed.h"

#include "engine/hashing.h"
#include "train/trainer.h"

#include <torch/torch.h>

#include <cstdio>
#include <sstream>

namespace studio::train {
namespace {

// FNV-1a 64 of some bytes, as 16 hex digits.
std::string fingerprint(const std::string& bytes) {
    engine::Fnv1a64 hash;
    hash.add(bytes);
    return hash.hex();
}

}  // namespace

uint64_t dropout_seed(uint64_t seed, int64_t step, int64_t rank) {
    using engine::splitmix64;
    return splitmix64(splitmix64(splitmix64(seed) ^ static_cast<uint64_t>(step)) ^ static_cast<uint64_t>(rank));
}

// The trainer's side of starting a multi-process run, kept beside the group
// it uses. Every rank must start from the same data, tokenizer, settings and
// position (else the replicas would silently train different models); then
// rank 0's weights are copied to all, as DDP does when it wraps a module.
void Trainer::check_replicas() {
    if (!group_) return;
    TrainingConfig shared = config_;  // what may differ between ranks is set aside
    shared.rank = 0;
    shared.threads = 0;
    shared.device.clear();
    shared.master_addr.clear();
    shared.dist_timeout = 1.0;
    std::ostringstream lines;
    lines << "training pairs: " << data_.train.size() << ", fingerprint " << data_.fingerprint << '\n'
          << "dev pairs: " << data_.dev.size() << '\n'
          << "tokenizer: " << data_.tokenizer.kind() << ", fingerprint " << fingerprint(data_.tokenizer.bytes()) << '\n'
          << "model: " << model_config_.to_json() << '\n'
          << "training: " << shared.to_json() << '\n'
          // "auto" is resolved per processor: one rank in bf16 and another in
          // fp32 would train replicas that drift apart.
          << "compute precision: " << c10::toString(compute_dtype_) << '\n'
          // Which device may differ (cuda:0, cuda:1), not its kind: a CPU
          // and a GPU replica round differently (Adam's fused CPU loop) and drift.
          << "device kind: " << c10::DeviceTypeName(device_.type(), /*lower_case=*/true) << '\n'
          << "position: step " << step_ << ", epoch " << epoch_ << ", batch " << batch_in_epoch_ << '\n';
    group_->require_same("training data, tokenizer, settings and position", lines.str());
}

void Trainer::synchronise_replicas() {
    check_replicas();
    std::vector<torch::Tensor> state = model_->parameters();
    for (const auto& buffer : model_->buffers()) state.push_back(buffer);
    group_->broadcast_from_rank0(state, "the copy of rank 0's weights");
}

}  // namespace studio::train
