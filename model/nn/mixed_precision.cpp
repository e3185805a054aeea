// SPDX-License-Identifier: GPL-3.0-or-later
#include "nn/mixed_precision.h"

#include <torch/torch.h>

#include <cstdlib>
#include <cstring>
#include <fstream>
#include <stdexcept>

namespace studio::nn {
namespace {

thread_local c10::ScalarType current_dtype = c10::kFloat;

}  // namespace

c10::ScalarType compute_dtype() { return current_dtype; }

MixedPrecisionGuard::MixedPrecisionGuard(c10::ScalarType dtype) : previous_(current_dtype) { current_dtype = dtype; }

MixedPrecisionGuard::~MixedPrecisionGuard() { current_dtype = previous_; }

at::Tensor mixed_linear(const at::Tensor& x, const at::Tensor& weight, const at::Tensor& bias) {
    c10::ScalarType dtype = weight.scalar_type();
    if (dtype == c10::kFloat) dtype = current_dtype;
    const at::Tensor w = weight.scalar_type() == dtype ? weight : weight.to(dtype);
    const at::Tensor b = !bias.defined() || bias.scalar_type() == dtype ? bias : bias.to(dtype);
    return torch::linear(x.scalar_type() == dtype ? x : x.to(dtype), w, b);
}

bool cpu_has_native_bfloat16() {
    // The override is read at every call (it is cheap) so that a test can
    // take both branches in one process; the flags are read once.
    const char* forced = std::getenv("ATTENTION_STUDIO_CPU_BF16");
    if (forced && std::strcmp(forced, "1") == 0) return true;
    if (forced && std::strcmp(forced, "0") == 0) return false;
    static const bool native = [] {
        std::ifstream cpuinfo("/proc/cpuinfo");
        std::string line;
        while (std::getline(cpuinfo, line)) {
            if (line.rfind("flags", 0) != 0) continue;
            const std::string padded = line + " ";
            return padded.find(" avx512_bf16 ") != std::string::npos || padded.find(" amx_bf16 ") != std::string::npos;
        }
        return false;
    }();
    return native;
}

c10::ScalarType resolve_compute_dtype(const std::string& precision, c10::Device device, std::string* note) {
    auto say = [&](const std::string& text) {
        if (note) *note = text;
    };
    if (note) note->clear();
    if (precision == "fp32") return c10::kFloat;
    if (precision == "bf16") {
        if (device.is_cuda() || cpu_has_native_bfloat16()) return c10::kBFloat16;
        say("precision bf16: this processor has no native bfloat16 (AVX-512 BF16 or AMX); computing in fp32");
        return c10::kFloat;
    }
    if (precision == "fp16") {
        if (device.is_cuda()) return c10::kHalf;
        say("precision fp16 is offered on CUDA only (CPUs compute float16 slowly); computing in fp32 — bf16 is the "
            "CPU's half precision");
        return c10::kFloat;
    }
    throw std::invalid_argument("unknown precision '" + precision + "'; valid: fp32, bf16, fp16");
}

}  // namespace studio::nn
