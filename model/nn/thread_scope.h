// OneThreadScope: the calling thread's tensor operations on one thread for a
// scope, then back to what they were.
//
// A decoding step of one sentence (or a beam of a few) is hundreds of small
// operations; with two threads every parallel region and every threaded BLAS
// call wakes the second thread and waits for it, which costs more than the
// work it takes over. Measured (bench/run decoding, small, 60 Multi30k
// sentences of 50 target tokens, AMD EPYC with AVX-512, OMP_WAIT_POLICY
// PASSIVE, the tests' setting): greedy with the cache 43-54 ms a sentence on
// one thread against 69-97 ms on two. The app runs with OpenMP's default
// policy (a waiting thread spins a while before it sleeps), which makes a
// wake-up cheaper; one thread still wins or ties there (session 15: 41-60 ms
// on one thread, 44-55 ms with the large products on two).
// The scope sets OpenMP's count for the calling thread alone (libgomp keeps it
// per thread; LibTorch's parallel loops and OpenBLAS read it per call), not
// through at::set_num_threads, which also stores the count that every thread
// touching LibTorch for the first time adopts: a pool thread starting during a
// translation would keep one thread for good.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <ATen/Parallel.h>
#include <omp.h>

namespace studio::nn {

// Whether a decoding step of `rows` rows runs faster on one thread. Up to
// d_model 256 (tiny, small) the step is overhead-bound: one thread wins for a
// sentence and for a beam of 4. At base size (d_model 512) the step reads
// ~105 MB of weights per token (26 M parameters with an 8k vocabulary: six
// decoder layers of 3.7 M, the output projection of 4.1 M) through
// matrix-vector products, which two threads read faster: greedy 270 ms a
// sentence on two threads against 339 ms on one (same bench, base, 20
// sentences), so larger models keep their threads. Tried in session 15: base
// on one thread but for the products of large matrices (at least 2^18, 2^20
// or 2^22 elements) on two: no faster than every operation on two, with
// either wait policy (bench/RESULTS.md).
inline bool one_thread_decoding(long d_model, long rows) { return d_model <= 256 && rows <= 4; }

class OneThreadScope {
public:
    // at::get_num_threads() first: it applies LibTorch's count to a thread
    // that has not used it yet, so the scope starts from that count.
    explicit OneThreadScope(bool active = true) : previous_(at::get_num_threads()), active_(active && previous_ > 1) {
        if (active_) omp_set_num_threads(1);
    }
    ~OneThreadScope() {
        if (active_) omp_set_num_threads(previous_);
    }
    OneThreadScope(const OneThreadScope&) = delete;
    OneThreadScope& operator=(const OneThreadScope&) = delete;

private:
    int previous_;
    bool active_;
};

// The calling thread's tensor operations on one thread fewer than LibTorch's
// count (at least one) for a scope: work beside a GUI leaves the GUI thread a
// core. Measured (bench/run gui-cost, the Learn page on a base-sized model,
// 2 cores): with both threads busy the GUI thread's 5 ms ticks came up to
// 21 ms late at the 99th percentile.
class LeaveOneCoreScope {
public:
    LeaveOneCoreScope() : previous_(at::get_num_threads()) {
        if (previous_ > 1) omp_set_num_threads(previous_ - 1);
    }
    ~LeaveOneCoreScope() {
        if (previous_ > 1) omp_set_num_threads(previous_);
    }
    LeaveOneCoreScope(const LeaveOneCoreScope&) = delete;
    LeaveOneCoreScope& operator=(const LeaveOneCoreScope&) = delete;

private:
    int previous_;
};

}  // namespace studio::nn
