// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/blas_kernels.h"

#include <dlfcn.h>
#include <elf.h>
#include <strings.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <fstream>

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
    // What those kernels execute (OpenBLAS checks the same before it picks
    // them): SkylakeX's use AVX-512 F, VL, BW and DQ; Haswell's AVX2 and FMA.
    if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl") &&
        __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512dq"))
        return "SkylakeX";
    if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) return "Haswell";
#endif
    return {};
}

namespace {

// Whether /proc/self/exe is this program: a dynamically linked executable
// names its loader (PT_INTERP). Started through a loader or an emulator
// (`ld-linux-x86-64.so.2 ./attention-studio-cli`, valgrind), /proc/self/exe
// is that one, which has none, and executing it with our arguments ran the
// loader on them (`--version` printed ld.so's).
bool self_is_the_program() {
    std::ifstream file("/proc/self/exe", std::ios::binary);
    Elf64_Ehdr header{};
    if (!file.read(reinterpret_cast<char*>(&header), sizeof header)) return false;
    if (std::memcmp(header.e_ident, ELFMAG, SELFMAG) != 0 || header.e_ident[EI_CLASS] != ELFCLASS64) return false;
    for (int i = 0; i < header.e_phnum; ++i) {
        Elf64_Phdr segment{};
        file.seekg(std::streamoff(header.e_phoff + uint64_t(i) * header.e_phentsize));
        if (!file.read(reinterpret_cast<char*>(&segment), sizeof segment)) return false;
        if (segment.p_type == PT_INTERP) return true;
    }
    return false;
}

}  // namespace

void use_the_processors_blas_kernels(char** argv) {
    const char* keep = std::getenv("ATTENTION_STUDIO_KEEP_BLAS_KERNELS");
    if (keep && *keep && std::string(keep) != "0") return;
    const std::string better = better_blas_kernels();
    if (better.empty() || !argv || !argv[0] || !self_is_the_program()) return;
    setenv("OPENBLAS_CORETYPE", better.c_str(), 1);
    execv("/proc/self/exe", argv);
    unsetenv("OPENBLAS_CORETYPE");  // not started again: what this process runs is what children get
}

}  // namespace studio
