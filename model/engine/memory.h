// How freed memory goes back to the system (no LibTorch here, so the GUI's
// main() may call it too).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace studio {

// Keeps memory that training frees inside the process for the next step.
//
// glibc serves every allocation above 32 MiB (and, from a thread other than
// the main one, every allocation a 64 MiB heap cannot hold) with its own
// mmap and returns it with munmap when freed. A training step allocates and
// frees the same large tensors again and again (the logits of a 4096-token
// batch with an 8k vocabulary are 131 MB), so each step touched every page
// of them afresh: on the 2-core machines here half of a step's time went
// to page faults and the kernel zeroing pages (perf, bench/RESULTS.md). This
// makes glibc serve large blocks from its heap (no per-allocation mmap) and
// keep up to 2 GiB of free memory at the heap's top instead of trimming it.
// The price: the process keeps its peak memory after a run.
//
// A thread other than the main one allocates from an arena of 64 MiB heaps,
// which still maps every larger block on its own; `one_arena` puts every
// thread on the main heap, for programs that train off the main thread (the
// GUI). It costs ~12 % where training runs on the main thread (oneDNN's
// threads then share one lock), so the CLI leaves it off.
// Call it early, before threads start (from main()); later calls are
// harmless. Returns false where the C library is not glibc.
bool keep_freed_memory_for_reuse(bool one_arena = false);

}  // namespace studio
