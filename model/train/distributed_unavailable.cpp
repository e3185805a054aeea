// DataParallel where this build has no c10d with Gloo (a pip LibTorch ships
// no Gloo headers; model/CMakeLists.txt chooses this file then). A run that
// asks for more than one rank is refused at the start with the reason; a
// single-process run never builds a group (train/trainer.cpp).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "train/distributed.h"

namespace studio::train {
namespace {

[[noreturn]] void refuse(const std::string& who) {
    throw DistributedError(who + ": data-parallel training needs LibTorch's c10d with Gloo, and this build has "
                           "none (its LibTorch came without Gloo's headers, gloo/config.h); train in one process, "
                           "or build against a LibTorch with Gloo (Debian's libtorch-dev with libgloo-dev)");
}

}  // namespace

struct DataParallel::Impl {};

DataParallel::DataParallel(const TrainingConfig& config) : rank_(config.rank), world_size_(config.world_size) {
    refuse(describe());
}

DataParallel::~DataParallel() = default;

std::string DataParallel::describe() const {
    return "rank " + std::to_string(rank_) + " of " + std::to_string(world_size_);
}

std::vector<double> DataParallel::sum_gradients(const std::vector<torch::Tensor>&, const std::vector<double>&,
                                                const std::string&) {
    refuse(describe());
}

std::vector<double> DataParallel::sum(const std::vector<double>&, const std::string&) { refuse(describe()); }

void DataParallel::broadcast_from_rank0(const std::vector<torch::Tensor>&, const std::string&) { refuse(describe()); }

std::string DataParallel::share_from_rank0(const std::string&, const std::string&) { refuse(describe()); }

void DataParallel::require_same(const std::string&, const std::string&) { refuse(describe()); }

}  // namespace studio::train
