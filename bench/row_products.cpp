// Row-products benchmark (issue 17, part 4): the matrix products of one
// cached decoding step at a preset's size, through nn/row_products, against
// the memory's own read rate. A step's cost at base size is reading its
// weights (every projection of every decoder layer and the vocabulary
// projection, ~117 MB in float32), so the figure that matters is how close
// the products come to reading those bytes as fast as a plain loop can.
// Random weights; nothing is trained or loaded.
// Usage: bench_row_products [--preset small|base] [--precision fp32|bf16]
//        [--rows 1..4] [--vocab N] [--threads N] [--repeats N]
// Prints one line of key=value figures (the best of --repeats runs of each):
//   step_ms        the step's products one after another (one per projection)
//   step_gb_s      the weights' bytes over step_ms
//   one_product_ms one product over a matrix of the same bytes
//   read_gb_s      a plain sum over the same bytes, shared out the same way
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/blas_kernels.h"
#include "nn/config.h"
#include "nn/row_products.h"

#include <ATen/Parallel.h>
#include <torch/torch.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

using namespace studio;

namespace {

template <typename F>
double best_ms(int repeats, F&& f) {
    double best = 1e30;
    for (int r = 0; r < repeats; ++r) {
        const auto t0 = std::chrono::steady_clock::now();
        f();
        best = std::min(best, std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
    }
    return best;
}

}  // namespace

int main(int argc, char** argv) {
    studio::use_the_processors_blas_kernels(argv);  // OpenBLAS's generic kernels on a processor it does not know
    std::string preset = "base", precision = "fp32";
    int rows = 1, threads = 2, repeats = 100;
    int64_t vocab = 16000;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!std::strcmp(argv[i], "--preset")) preset = argv[i + 1];
        else if (!std::strcmp(argv[i], "--precision")) precision = argv[i + 1];
        else if (!std::strcmp(argv[i], "--rows")) rows = std::atoi(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--vocab")) vocab = std::atoll(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--threads")) threads = std::atoi(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--repeats")) repeats = std::atoi(argv[i + 1]);
        else {
            std::fprintf(stderr, "unknown option %s\n", argv[i]);
            return 2;
        }
    }
    if (precision != "fp32" && precision != "bf16") {
        std::fprintf(stderr, "--precision: fp32 or bf16, got %s\n", precision.c_str());
        return 2;
    }
    if (threads < 1 || repeats < 1 || vocab < 4) {
        std::fprintf(stderr, "--threads and --repeats must be at least 1, --vocab at least 4\n");
        return 2;
    }
    if (rows < 1 || rows > nn::kMaxRowProductRows) {
        std::fprintf(stderr, "--rows: 1 to %d, got %d\n", int(nn::kMaxRowProductRows), rows);
        return 2;
    }
    nn::TransformerConfig c;
    try {
        c = nn::TransformerConfig::preset(preset);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "%s\n", e.what());
        return 2;
    }
    at::set_num_threads(threads);
    torch::NoGradGuard no_grad;
    const auto dtype = precision == "bf16" ? torch::kBFloat16 : torch::kFloat;
    // One cached step of each decoder layer: W^Q, W^K, W^V and W^O of the
    // self-attention, W^Q and W^O of the cross-attention (its keys and values
    // are computed once a sentence), the feed-forward's two layers; then the
    // vocabulary projection.
    const int64_t d = c.d_model;
    std::vector<std::pair<int64_t, int64_t>> shapes;  // (out, in)
    for (int64_t layer = 0; layer < c.num_decoder_layers; ++layer) {
        for (int k = 0; k < 6; ++k) shapes.push_back({d, d});
        shapes.push_back({c.d_ff, d});
        shapes.push_back({d, c.d_ff});
    }
    shapes.push_back({vocab, d});
    std::vector<torch::Tensor> weights, biases;
    int64_t elements = 0;
    for (const auto& [out, in] : shapes) {
        weights.push_back(torch::randn({out, in}).to(dtype));
        biases.push_back(torch::randn({out}).to(dtype));
        elements += out * in;
    }
    const auto x_model = torch::randn({rows, d}).to(dtype), x_inner = torch::randn({rows, c.d_ff}).to(dtype);
    const double bytes = double(elements) * (dtype == torch::kFloat ? 4 : 2);
    const double step = best_ms(repeats, [&] {
        for (size_t k = 0; k < weights.size(); ++k)
            nn::row_products(weights[k].size(1) == d ? x_model : x_inner, weights[k], biases[k]);
    });
    const auto big = torch::randn({elements / d, d}).to(dtype);
    const double one = best_ms(repeats, [&] { nn::row_products(x_model, big, torch::Tensor()); });
    // The memory's read rate: a sum over the same bytes as 64-bit words, the
    // rows shared out among the threads as row_products shares them.
    const auto* words = static_cast<const uint64_t*>(big.data_ptr());
    const int64_t word_count = int64_t(bytes) / 8;
    volatile uint64_t sink = 0;
    const double read = best_ms(repeats, [&] {
        std::vector<uint64_t> partial(size_t(threads), 0);
        at::parallel_for(0, word_count, word_count / threads + 1, [&](int64_t a, int64_t b) {
            uint64_t s = 0;
            for (int64_t k = a; k < b; ++k) s += words[k];
            partial[size_t(at::get_thread_num())] += s;
        });
        for (uint64_t p : partial) sink = sink + p;
    });
    std::printf("benchmark=row_products preset=%s precision=%s rows=%d threads=%d kernel=%s products=%zu mb=%.1f "
                "step_ms=%.3f step_gb_s=%.1f one_product_ms=%.3f read_gb_s=%.1f\n",
                preset.c_str(), precision.c_str(), rows, at::get_num_threads(), nn::row_kernel_name(), weights.size(),
                bytes / 1e6, step, bytes / step / 1e6, one, bytes / read / 1e6);
    return 0;
}
