// Which matrix kernels OpenBLAS runs, and a way out of its generic ones.
//
// Debian 12's OpenBLAS (0.3.21, a dynamic-architecture build) chooses its
// kernels by the processor's model number. A processor newer than the
// library (Intel Xeons of 2023 on, for one) is unknown to it, and it falls
// back to its generic Prescott (SSE3) kernels: here they trained the test
// fixture at half the speed of its Haswell kernels, and rounded otherwise
// (the fixture reversed 169 of 200 sentences instead of 200). OpenBLAS reads
// OPENBLAS_CORETYPE only when it is loaded, so a running process cannot
// switch: the programs start themselves again with it set.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>

namespace studio {

// The kernels OpenBLAS runs ("Haswell", "SkylakeX", "Prescott", ...), or ""
// when the BLAS in this process is not OpenBLAS.
std::string blas_core_name();

// The kernels this processor could run instead of OpenBLAS's generic ones:
// "SkylakeX" with AVX-512 (F, VL, BW, DQ), "Haswell" with AVX2 and FMA; "" when OpenBLAS did not fall
// back to Prescott, when OPENBLAS_CORETYPE is set (the user's choice stands),
// or when the processor has neither.
std::string better_blas_kernels();

// Called first in main(): when better_blas_kernels() names some, sets
// OPENBLAS_CORETYPE to them and executes the program again (/proc/self/exe,
// the same arguments and environment otherwise). Returns when there is
// nothing to do, when the program was started through a loader or an
// emulator (/proc/self/exe is that one), or the exec failed (the generic
// kernels then stay);
// ATTENTION_STUDIO_KEEP_BLAS_KERNELS=1 keeps them on purpose.
void use_the_processors_blas_kernels(char** argv);

}  // namespace studio
