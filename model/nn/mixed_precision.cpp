// SPDX-License-Identifier: GPL-3.0-or-later
#include "nn/mixed_precision.h"
#include "nn/cpu_flags.h"

#include "engine/device.h"
#include "nn/row_products.h"

#include <torch/torch.h>

#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <vector>

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
    const at::Tensor input = x.scalar_type() == dtype ? x : x.to(dtype);
    // A decoding step's few rows: the weights read once for all rows
    // (nn/row_products.h says why not linear or mv).
    if (row_products_apply(input, w, b)) return row_products(input, w, b);
    return torch::linear(input, w, b);
}

namespace {

// The first flags line of a cpuinfo text, with a space at each end ("" if none).
std::string flags_line(std::istream& cpuinfo) {
    std::string line;
    while (std::getline(cpuinfo, line))
        if (line.rfind("flags", 0) == 0 && line.find(':') != std::string::npos)
            return " " + line.substr(line.find(':') + 1) + " ";
    return std::string();
}

// This machine's, read once.
const std::string& cpu_flags() {
    static const std::string flags = [] {
        std::ifstream cpuinfo("/proc/cpuinfo");
        return flags_line(cpuinfo);
    }();
    return flags;
}

bool flags_have(const std::string& flags, const char* flag) {
    return flags.find(" " + std::string(flag) + " ") != std::string::npos;
}

bool has_flag(const char* flag) { return flags_have(cpu_flags(), flag); }

bool flags_have_native_bfloat16(const std::string& flags) {
    return flags_have(flags, "amx_bf16") || flags_have(flags, "avx512_bf16");
}

// ATTENTION_STUDIO_CPU_BF16: "1" or "0", else empty.
std::string bf16_override() {
    const char* forced = std::getenv("ATTENTION_STUDIO_CPU_BF16");
    if (forced && (std::strcmp(forced, "1") == 0 || std::strcmp(forced, "0") == 0)) return forced;
    return {};
}

}  // namespace

static std::string capability_text(int capability) {
    return std::to_string(capability / 10) + "." + std::to_string(capability % 10);
}

bool cpu_has_native_bfloat16() {
    // The override is read at every call (it is cheap) so that a test can
    // take both branches in one process; the flags are read once.
    const std::string forced = bf16_override();
    if (!forced.empty()) return forced == "1";
    return flags_have_native_bfloat16(cpu_flags());
}

bool cpuinfo_has_native_bfloat16(const std::string& cpuinfo) {
    std::istringstream text(cpuinfo);
    return flags_have_native_bfloat16(flags_line(text));
}

std::string cpu_bfloat16_summary() {
    const std::string forced = bf16_override();
    if (!forced.empty()) return forced == "1" ? "native bfloat16: forced by ATTENTION_STUDIO_CPU_BF16=1"
                                              : "no native bfloat16: ATTENTION_STUDIO_CPU_BF16=0";
    if (has_flag("amx_bf16")) return "native bfloat16: AMX";
    if (has_flag("avx512_bf16")) return "native bfloat16: AVX-512 BF16";
    if (has_flag("avx512f")) return "no native bfloat16: AVX-512 without BF16";
    if (has_flag("avx2")) return "no native bfloat16: AVX2 only";
    return "no native bfloat16: no AVX2";
}

c10::ScalarType resolve_compute_dtype(const std::string& precision, c10::Device device, std::string* note) {
    auto say = [&](const std::string& text) {
        if (note) *note = text;
    };
    if (note) note->clear();
    if (precision == "fp32") return c10::kFloat;
    if (precision == "auto") {
        if (device.is_cuda()) {
            // bfloat16's matrix units came with compute capability 8.0 (Ampere).
            const int capability = cuda_capability(device);
            if (capability >= 80) {
                say("precision auto -> bf16 (a GPU of compute capability " + capability_text(capability) + ")");
                return c10::kBFloat16;
            }
            say("precision auto -> fp32 (a GPU of compute capability " + capability_text(capability) +
                ": bfloat16 needs 8.0 or newer; fp16 with loss scaling is --precision fp16)");
            return c10::kFloat;
        }
        const bool native = cpu_has_native_bfloat16();
        say(std::string("precision auto -> ") + (native ? "bf16" : "fp32") + " (" + cpu_bfloat16_summary() + ")");
        return native ? c10::kBFloat16 : c10::kFloat;
    }
    if (precision == "bf16") {
        if (device.is_cuda() || cpu_has_native_bfloat16()) return c10::kBFloat16;
        say("precision bf16 -> fp32 (" + cpu_bfloat16_summary() +
            "; emulated bfloat16 would be slower than fp32, so the products run in fp32)");
        return c10::kFloat;
    }
    if (precision == "fp16") {
        if (device.is_cuda()) return c10::kHalf;
        say("precision fp16 is offered on CUDA only (CPUs compute float16 slowly); computing in fp32 — bf16 is the "
            "CPU's half precision");
        return c10::kFloat;
    }
    throw std::invalid_argument("unknown precision '" + precision + "'; valid: auto, fp32, bf16, fp16");
}

std::string describe_precision(const std::string& precision, c10::Device device) {
    std::string note;
    const c10::ScalarType dtype = resolve_compute_dtype(precision, device, &note);
    if (!note.empty()) return note;
    return "precision " + precision + " (" + (dtype == c10::kFloat ? "float32" : c10::toString(dtype)) + ")";
}

}  // namespace studio::nn
