// SPDX-License-Identifier: GPL-3.0-or-later
#include "train/distributed.h"

#include "train/trainer.h"

// Debian builds LibTorch with Gloo (libtorch_cpu exports ProcessGroupGloo),
// but its header hides the class unless the build says so.
#ifndef USE_C10D_GLOO
#define USE_C10D_GLOO 1
#endif
#include <torch/csrc/distributed/c10d/ProcessGroupGloo.hpp>
#include <torch/csrc/distributed/c10d/TCPStore.hpp>
#include <torch/torch.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <sstream>

namespace studio::train {
namespace {

std::string message_of(const std::exception& e) {
    if (const auto* c10 = dynamic_cast<const c10::Error*>(&e)) return c10->what_without_backtrace();
    return e.what();
}

std::string seconds_text(double s) {
    std::ostringstream out;
    out << s << " s";
    return out.str();
}

bool is_loopback(const std::string& host) {
    return host == "localhost" || host == "::1" || host.rfind("127.", 0) == 0;
}

std::vector<uint8_t> to_bytes(const std::string& s) { return {s.begin(), s.end()}; }
std::string from_bytes(const std::vector<uint8_t>& b) { return {b.begin(), b.end()}; }

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) out.push_back(line);
    return out;
}

}  // namespace

struct DataParallel::Impl {
    c10::intrusive_ptr<c10d::TCPStore> store;
    c10::intrusive_ptr<c10d::ProcessGroupGloo> group;
    std::string address;   // "host:port" of the rendezvous
    double timeout = 0.0;  // seconds
    bool broken = false;   // a collective failed: the group cannot be used again

    // A group whose peer died may have collectives queued on its threads;
    // its destructor would wait for each to time out. The process is about
    // to end, so it is left as it is rather than torn down.
    ~Impl() {
        if (broken) {
            (void)group.release();
            (void)store.release();
        }
    }

    void finish(c10d::Work& work, const std::string& who, const std::string& context);
    void run_in_buckets(const std::vector<torch::Tensor>& tensors, int64_t bucket_bytes, bool broadcast,
                        const std::string& who, const std::string& context);
};

DataParallel::DataParallel(const TrainingConfig& config)
    : impl_(std::make_unique<Impl>()), rank_(config.rank), world_size_(config.world_size) {
    config.validate();
    // Writing to a socket whose peer died raises SIGPIPE, which ends the
    // program before the error can be reported. Python ignores it at
    // start-up, so PyTorch never meets it; here the group does.
    struct sigaction current {};
    if (sigaction(SIGPIPE, nullptr, &current) == 0 && current.sa_handler == SIG_DFL) std::signal(SIGPIPE, SIG_IGN);
    bucket_bytes_ = std::max<int64_t>(1, static_cast<int64_t>(config.bucket_mb * 1024.0 * 1024.0));
    impl_->address = config.master_addr + ":" + std::to_string(config.master_port);
    impl_->timeout = config.dist_timeout;
    const auto timeout = std::chrono::milliseconds(static_cast<int64_t>(config.dist_timeout * 1000.0));

    // The rendezvous: rank 0 serves the store, the others connect to it
    // (retrying until the time-out: rank 0 may start last).
    c10d::TCPStoreOptions store_options;
    store_options.port = static_cast<uint16_t>(config.master_port);
    store_options.isServer = rank_ == 0;
    store_options.numWorkers = static_cast<size_t>(world_size_);
    // Not here: LibTorch 1.13 gives up waiting for the workers silently at
    // the time-out, and Gloo then waited a second one (an absent rank was
    // said after twice --dist-timeout). Gloo's own rendezvous waits.
    store_options.waitWorkers = false;
    store_options.timeout = timeout;
    try {
        impl_->store = c10::make_intrusive<c10d::TCPStore>(config.master_addr, store_options);
    } catch (const std::exception& e) {
        if (rank_ == 0) {
            // The port taken is the common cause; an address this machine
            // does not have (a typo in HOST) fails here too.
            const std::string why = message_of(e);
            const bool taken = why.find("in use") != std::string::npos;
            throw DistributedError(describe() + ": cannot serve the rendezvous at " + impl_->address + " (" + why +
                                   (taken ? "); the port is taken: choose another with --master HOST:PORT"
                                          : "); --master must name this machine (rank 0) and a free port"));
        }
        throw DistributedError(describe() + ": cannot reach rank 0's rendezvous at " + impl_->address + " within " +
                               seconds_text(impl_->timeout) + " (--dist-timeout) (" + message_of(e) +
                               "); is rank 0 running, with the same --master on every rank?");
    }

    // Every rank must count the same ranks: another --world-size on one of
    // them failed inside Gloo, said as a rank that did not come.
    try {
        const std::string key = "studio/world-size";
        if (rank_ == 0) impl_->store->set(key, to_bytes(std::to_string(world_size_)));
        const std::string served = from_bytes(impl_->store->get(key));  // waits up to the time-out
        if (served != std::to_string(world_size_))
            throw DistributedError(describe() + ": rank 0 was started with --world-size " + served + ", this rank with " +
                                   std::to_string(world_size_) + ": give every rank the same --world-size");
    } catch (const DistributedError&) {
        throw;
    } catch (const std::exception& e) {
        throw DistributedError(describe() + ": no answer from rank 0's rendezvous at " + impl_->address + " within " +
                               seconds_text(impl_->timeout) + " (--dist-timeout) (" + message_of(e) + ")");
    }

    // Gloo connects every pair of ranks through the store. Its sockets
    // listen on the interface GLOO_SOCKET_IFNAME names (as in PyTorch), on
    // loopback for a single-machine group, else on the address the host
    // name resolves to.
    try {
        auto options = c10d::ProcessGroupGloo::Options::create(timeout);
        const char* interface = std::getenv("GLOO_SOCKET_IFNAME");
        if (interface && *interface)
            options->devices.push_back(c10d::ProcessGroupGloo::createDeviceForInterface(interface));
        else if (is_loopback(config.master_addr))
            options->devices.push_back(c10d::ProcessGroupGloo::createDeviceForHostname(config.master_addr));
        else
            options->devices.push_back(c10d::ProcessGroupGloo::createDefaultDevice());
        impl_->group = c10::make_intrusive<c10d::ProcessGroupGloo>(impl_->store, static_cast<int>(rank_),
                                                                   static_cast<int>(world_size_), options);
    } catch (const std::exception& e) {
        throw DistributedError(describe() + ": did not connect to all " + std::to_string(world_size_) +
                               " ranks through the rendezvous at " + impl_->address + " within " +
                               seconds_text(impl_->timeout) + " (--dist-timeout) (" + message_of(e) +
                               "); a rank did not come, or, on several machines, GLOO_SOCKET_IFNAME must name "
                               "the network interface to use");
    }
}

DataParallel::~DataParallel() = default;

std::string DataParallel::describe() const {
    return "rank " + std::to_string(rank_) + " of " + std::to_string(world_size_);
}

// Waits for one collective; a failure means a rank is gone or stuck.
void DataParallel::Impl::finish(c10d::Work& work, const std::string& who, const std::string& context) {
    try {
        work.wait();
    } catch (const std::exception& e) {
        broken = true;
        throw DistributedError(who + ": lost the other ranks during " + context + " (" + message_of(e) +
                               "); another rank has stopped (see its messages) or did not answer within " +
                               seconds_text(timeout) + " (--dist-timeout)");
    }
}

// Sums (or broadcasts from rank 0) `tensors` in place: consecutive tensors
// of one dtype and device are flattened into a bucket of at most
// bucket_bytes_ (a larger tensor travels alone), every bucket is sent off,
// then each is waited for and copied back. Sending all before waiting lets
// Gloo's threads work on one bucket while the next is flattened.
void DataParallel::Impl::run_in_buckets(const std::vector<torch::Tensor>& tensors, int64_t bucket_bytes,
                                        bool broadcast, const std::string& who, const std::string& context) {
    struct Bucket {
        std::vector<torch::Tensor> members;
        int64_t bytes = 0;
        torch::Tensor flat;
        c10::intrusive_ptr<c10d::Work> work;
    };
    std::vector<Bucket> buckets;
    for (const auto& t : tensors) {
        if (t.numel() == 0) continue;
        const int64_t bytes = t.numel() * static_cast<int64_t>(t.element_size());
        const bool fits = !buckets.empty() && buckets.back().bytes + bytes <= bucket_bytes &&
                          buckets.back().members.front().scalar_type() == t.scalar_type() &&
                          buckets.back().members.front().device() == t.device();
        if (!fits) buckets.emplace_back();
        buckets.back().members.push_back(t);
        buckets.back().bytes += bytes;
    }
    torch::NoGradGuard no_grad;  // parameters are overwritten in place by a broadcast
    for (auto& b : buckets) {
        std::vector<torch::Tensor> pieces;
        for (const auto& m : b.members) pieces.push_back(m.reshape({-1}));
        b.flat = torch::cat(pieces);
        std::vector<at::Tensor> io{b.flat};
        if (broadcast) {
            c10d::BroadcastOptions options;
            options.rootRank = 0;
            b.work = group->broadcast(io, options);
        } else {
            b.work = group->allreduce(io);
        }
    }
    for (auto& b : buckets) {
        finish(*b.work, who, context);
        int64_t offset = 0;
        for (auto& m : b.members) {
            m.copy_(b.flat.slice(0, offset, offset + m.numel()).view_as(m));
            offset += m.numel();
        }
    }
}

std::vector<double> DataParallel::sum_gradients(const std::vector<torch::Tensor>& parameters,
                                                const std::vector<double>& totals, const std::string& context) {
    std::vector<torch::Tensor> grads;
    for (const auto& p : parameters) {
        if (!p.requires_grad()) continue;
        if (!p.grad().defined()) p.mutable_grad() = torch::zeros_like(p);
        grads.push_back(p.grad());
    }
    // The totals travel while the gradient buckets do.
    auto summed = torch::tensor(totals, torch::kFloat64);
    std::vector<at::Tensor> io{summed};
    auto work = impl_->group->allreduce(io);
    impl_->run_in_buckets(grads, bucket_bytes_, false, describe(), "the gradient sum of " + context);
    impl_->finish(*work, describe(), "the loss sum of " + context);
    return {summed.data_ptr<double>(), summed.data_ptr<double>() + summed.numel()};
}

std::vector<double> DataParallel::sum(const std::vector<double>& values, const std::string& context) {
    auto t = torch::tensor(values, torch::kFloat64);
    std::vector<at::Tensor> io{t};
    auto work = impl_->group->allreduce(io);
    impl_->finish(*work, describe(), context);
    return {t.data_ptr<double>(), t.data_ptr<double>() + t.numel()};
}

void DataParallel::broadcast_from_rank0(const std::vector<torch::Tensor>& tensors, const std::string& context) {
    impl_->run_in_buckets(tensors, bucket_bytes_, true, describe(), context);
}

std::string DataParallel::share_from_rank0(const std::string& name, const std::string& bytes) {
    const std::string key = "share/" + std::to_string(rounds_++) + "/" + name;
    try {
        if (rank_ == 0) {
            impl_->store->set(key, to_bytes(bytes));
            return bytes;
        }
        return from_bytes(impl_->store->get(key));  // waits up to the time-out
    } catch (const std::exception& e) {
        impl_->broken = true;
        throw DistributedError(describe() + ": " + (rank_ == 0 ? "could not publish " : "did not receive rank 0's ") +
                               name + " (" + message_of(e) + "); rank 0 has stopped (see its messages) or took " +
                               "longer than " + seconds_text(impl_->timeout) + " (--dist-timeout)");
    }
}

void DataParallel::require_same(const std::string& what, const std::string& lines) {
    const auto reference = lines_of(share_from_rank0("description of " + what, lines));
    const auto mine = lines_of(lines);
    std::string difference;
    for (size_t i = 0; i < std::max(mine.size(), reference.size()) && difference.empty(); ++i) {
        const std::string here = i < mine.size() ? mine[i] : "(nothing)";
        const std::string there = i < reference.size() ? reference[i] : "(nothing)";
        if (here != there) difference = "here '" + here + "', on rank 0 '" + there + "'";
    }
    const int64_t differing =
        static_cast<int64_t>(sum({difference.empty() ? 0.0 : 1.0}, "the check of the " + what).front());
    if (differing == 0) return;
    if (!difference.empty())
        throw DistributedError(describe() + ": the " + what + " differ from rank 0's: " + difference +
                               "; every rank needs the same data, settings and checkpoint");
    throw DistributedError(describe() + ": " + std::to_string(differing) + " rank(s) have other " + what +
                           " than rank 0 (see their messages); every rank needs the same data, settings and "
                           "checkpoint");
}

}  // namespace studio::train
