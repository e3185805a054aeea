// Mixed precision (issue 5): the matrix products of the model in bfloat16
// (float16 as well on a GPU) while the master weights, the softmax, the layer
// norms and the loss stay float32, the way torch.autocast splits the work.
//
// A thread-local compute dtype, set by MixedPrecisionGuard around a forward
// pass, is read by the model's projections (mixed_linear): their input and
// weight are cast to it, the product runs in it (oneDNN's AMX kernels for
// bfloat16 on CPUs that have them, DESIGN §6) and the result stays in it. The
// casts are part of the autograd graph, so the gradients arrive in float32 on
// the float32 weights. Residual sums promote back to float32 (x + Sublayer(x)
// with x float32), so the layer norms see float32 inputs.
// A model whose weights were converted to bfloat16 (inference) runs without a
// guard: every product then runs in the weights' dtype.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <c10/core/Device.h>
#include <c10/core/ScalarType.h>

#include <string>

namespace at {
class Tensor;
}

namespace studio::nn {

// The compute dtype on this thread (kFloat unless a guard is active).
c10::ScalarType compute_dtype();

class MixedPrecisionGuard {
public:
    explicit MixedPrecisionGuard(c10::ScalarType dtype);
    ~MixedPrecisionGuard();
    MixedPrecisionGuard(const MixedPrecisionGuard&) = delete;
    MixedPrecisionGuard& operator=(const MixedPrecisionGuard&) = delete;

private:
    c10::ScalarType previous_;
};

// y = x W^T + b in the compute dtype (or in W's dtype when that is not
// float32). bias may be undefined.
// Shape: x (..., in), weight (out, in), bias (out) -> (..., out)
at::Tensor mixed_linear(const at::Tensor& x, const at::Tensor& weight, const at::Tensor& bias);

// True when this CPU multiplies bfloat16 natively (AVX-512 BF16 or AMX):
// elsewhere bfloat16 products are emulated and slower than float32. The
// environment variable ATTENTION_STUDIO_CPU_BF16 overrides the detection
// ("1": native, "0": not), so that tests can take both branches anywhere.
bool cpu_has_native_bfloat16();

// Why cpu_has_native_bfloat16() says what it says, e.g. "native bfloat16:
// AVX-512 BF16" or "no native bfloat16: AVX2 only".
std::string cpu_bfloat16_summary();

// The compute dtype for a precision name ("auto", "fp32", "bf16", "fp16") on
// a device. "auto" is bf16 where it is native (a GPU, or AMX/AVX-512 BF16)
// and fp32 elsewhere; bf16 on a CPU without native bfloat16 and fp16 on a
// CPU fall back to float32. `note` (if given) says what "auto" chose and why,
// or why a request fell back; it is empty otherwise. Throws
// std::invalid_argument for an unknown name.
c10::ScalarType resolve_compute_dtype(const std::string& precision, c10::Device device, std::string* note = nullptr);

// One line for the Train page and the logs: what the precision setting
// computes in on this device and why, e.g. "precision auto -> fp32 (no
// native bfloat16: AVX2 only)".
std::string describe_precision(const std::string& precision, c10::Device device);

}  // namespace studio::nn
