// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/blas_kernels.h"

#include <dlfcn.h>
#include <strings.h>
#include <unistd.h>

#include <cstdlib>

namespace studio {

std::string blas_core_name() {
    // OpenBLAS's own query; looked up, not linked, so that any BLAS will do.
    using CoreName = char* (*)();
    const auto query = reinterpret_cast<CoreName>(dlsym(RTLD_DEFAULT, "openblas_get_corename"));
    if (!query) return {};
    const char* name = query();
    return name ? name : "";
}

std::string better_blas_kernels() {
    const char* chosen = std::getenv("OPENBLAS_CORETYPE");
    if (chosen && *chosen) return {};
    if (strcasecmp(blas_core_name().c_str(), "prescott") != 0) return {};
#if defined(__x86_64__) || defined(__i386__)
    __builtin_cpu_init();  // the checks below include the operating system's support (XSAVE)
    if (__builtin_cpu_supports("avx512f")) return "SkylakeX";
    if (__builtin_cpu_supports("avx2")) return "Haswell";
#endif
    return {};
}

void use_the_processors_blas_kernels(char** argv) {
    const char* keep = std::getenv("ATTENTION_STUDIO_KEEP_BLAS_KERNELS");
    if (keep && *keep && std::string(keep) != "0") return;
    const std::string better = better_blas_kernels();
    if (better.empty() || !argv || !argv[0]) return;
    setenv("OPENBLAS_CORETYPE", better.c_str(), 1);
    execv("/proc/self/exe", argv);
    unsetenv("OPENBLAS_CORETYPE");  // not started again: what this process runs is what children get
}

}  // namespace studio
