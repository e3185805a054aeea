// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/device.h"

#include <torch/cuda.h>
#include <torch/utils.h>

#include <stdexcept>
#include <thread>

// A LibTorch with CUDA (model/CMakeLists.txt defines STUDIO_WITH_CUDA): the
// card's properties come from the CUDA runtime LibTorch is linked with.
#ifdef STUDIO_WITH_CUDA
#include <cuda_runtime_api.h>
#endif

namespace studio {

c10::Device parse_device(const std::string& name) {
    if (name == "cpu") return c10::Device(c10::kCPU);
    if (name == "cuda" || name.rfind("cuda:", 0) == 0) {
        if (!torch::cuda::is_available()) {
            throw std::invalid_argument("device '" + name +
                                        "' is not available: this LibTorch was built without CUDA or no GPU is "
                                        "visible; use --device cpu");
        }
        int index = 0;
        if (name.size() > 5) {
            try {
                index = std::stoi(name.substr(5));
            } catch (const std::exception&) {
                throw std::invalid_argument("device '" + name + "' is not a valid name; use cuda or cuda:N");
            }
        }
        const int count = static_cast<int>(torch::cuda::device_count());
        if (index < 0 || index >= count)
            throw std::invalid_argument("device '" + name + "' does not exist; GPUs 0.." + std::to_string(count - 1) +
                                        " are visible");
        return c10::Device(c10::kCUDA, static_cast<c10::DeviceIndex>(index));
    }
    throw std::invalid_argument("unknown device '" + name + "'; valid: cpu, cuda, cuda:N");
}

std::vector<std::string> available_devices() {
    std::vector<std::string> names{"cpu"};
    if (torch::cuda::is_available()) {
        for (size_t i = 0; i < torch::cuda::device_count(); ++i) names.push_back("cuda:" + std::to_string(i));
    }
    return names;
}

int cuda_capability(c10::Device device) {
#ifdef STUDIO_WITH_CUDA
    if (!device.is_cuda()) return 0;
    const int index = device.has_index() ? device.index() : 0;
    int major = 0, minor = 0;
    if (cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, index) != cudaSuccess ||
        cudaDeviceGetAttribute(&minor, cudaDevAttrComputeCapabilityMinor, index) != cudaSuccess)
        throw std::runtime_error("cannot read the compute capability of " + device.str());
    return major * 10 + minor;
#else
    (void)device;
    return 0;
#endif
}

std::string describe_device(c10::Device device) {
#ifdef STUDIO_WITH_CUDA
    if (device.is_cuda()) {
        cudaDeviceProp properties{};
        if (cudaGetDeviceProperties(&properties, device.has_index() ? device.index() : 0) != cudaSuccess)
            return device.str();
        return std::string(properties.name) + " (compute capability " + std::to_string(properties.major) + "." +
               std::to_string(properties.minor) + ", " +
               std::to_string(properties.totalGlobalMem >> 30) + " GiB)";
    }
#endif
    return device.str();
}

int set_thread_count(int n) {
    if (n <= 0) n = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    torch::set_num_threads(n);
    return torch::get_num_threads();
}

}  // namespace studio
