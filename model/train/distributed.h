// DataParallel: the processes ("ranks") of one data-parallel training run,
// joined through LibTorch's own distributed layer (c10d): rank 0 serves a
// c10d::TCPStore at master_addr:master_port, every rank connects to it, and
// a c10d::ProcessGroupGloo built on that store connects every pair of ranks
// for the collectives. This is what torch.distributed does with
// init_method "env://" and backend "gloo" (PyTorch docs, "Distributed
// communication package"); no protocol of ours is involved.
//
// Each rank holds a full replica of the model and trains on its share of
// every step's batches; the Trainer sums gradients and token counts here
// before each optimiser step (train/trainer.cpp).
//
// Every call is collective: all ranks make the same calls in the same order.
// A rank that dies is noticed at once by the others (its sockets close); one
// that hangs, or never comes, after config.dist_timeout seconds. Either way
// the call throws DistributedError on the ranks still alive. (The group
// ignores SIGPIPE, as Python does, so that a write to a dead peer fails
// with an error instead of ending the program.)
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "train/training_config.h"

#include <torch/types.h>

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace studio::train {

class DistributedError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

class DataParallel {
public:
    // Joins the group that config.world_size, rank, master_addr and
    // master_port describe (the rendezvous), waiting at most
    // config.dist_timeout seconds for the others. Throws DistributedError
    // naming the address and what failed (port taken, nobody there, ...).
    explicit DataParallel(const TrainingConfig& config);
    ~DataParallel();
    DataParallel(const DataParallel&) = delete;
    DataParallel& operator=(const DataParallel&) = delete;

    int64_t rank() const { return rank_; }
    int64_t world_size() const { return world_size_; }
    std::string describe() const;  // "rank 1 of 2"

    // Sums every tensor's gradient over the ranks, in place, and `totals`
    // alongside (in float64); returns the summed totals. A gradient that is
    // not defined counts as zeros (it is defined afterwards). Gradients
    // travel flattened, in buckets of at most config.bucket_mb MiB of one
    // dtype and device, all buckets in flight at once. `context` says when
    // ("step 12") in error messages.
    std::vector<double> sum_gradients(const std::vector<torch::Tensor>& parameters, const std::vector<double>& totals,
                                      const std::string& context);

    // Sums a few numbers over the ranks (in float64, so token counts stay exact).
    std::vector<double> sum(const std::vector<double>& values, const std::string& context);

    // Overwrites every rank's tensors with rank 0's, in place (same buckets).
    void broadcast_from_rank0(const std::vector<torch::Tensor>& tensors, const std::string& context);

    // Rank 0's `bytes` on every rank (through the store); other ranks'
    // arguments are ignored. Waits up to the time-out for rank 0.
    std::string share_from_rank0(const std::string& name, const std::string& bytes);

    // Throws DistributedError on every rank when some rank's `lines`
    // (one "key: value" a line) differ from rank 0's; the message of a rank
    // that differs names the first differing line.
    void require_same(const std::string& what, const std::string& lines);

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
    int64_t rank_ = 0;
    int64_t world_size_ = 1;
    int64_t bucket_bytes_ = 0;
    int64_t rounds_ = 0;  // numbers the store keys of share/require_same calls
};

// The dropout seed of rank `rank` at step `step` (the trainer reseeds before
// each step of a multi-process run): ranks draw different masks, and a
// resumed run draws those of an uninterrupted one without storing every
// rank's generator. SplitMix64 (Steele, Lea & Flood 2014) mixes the three.
uint64_t dropout_seed(uint64_t seed, int64_t step, int64_t rank);

}  // namespace studio::train
