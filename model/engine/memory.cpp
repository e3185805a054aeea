// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/memory.h"

#include <climits>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace studio {

bool keep_freed_memory_for_reuse(bool one_arena) {
#if defined(__GLIBC__)
    // Each returns 1 on success.
    const bool arenas = !one_arena || mallopt(M_ARENA_MAX, 1) == 1;
    const bool no_mmap = mallopt(M_MMAP_MAX, 0) == 1;
    const bool keep_top = mallopt(M_TRIM_THRESHOLD, INT_MAX) == 1;
    return arenas && no_mmap && keep_top;
#else
    (void)one_arena;
    return false;
#endif
}

}  // namespace studio
