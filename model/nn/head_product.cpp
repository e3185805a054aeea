// SPDX-License-Identifier: GPL-3.0-or-later
#include "nn/head_product.h"

#include <ATen/Parallel.h>
#include <torch/torch.h>

#include <algorithm>
#include <limits>

// Without STUDIO_DIRECT_BLAS (a pip LibTorch, which brings its own BLAS and
// OpenMP runtime: model/CMakeLists.txt) every product goes to matmul.
#ifdef STUDIO_DIRECT_BLAS
// The BLAS LibTorch itself calls (libblas.so.3: OpenBLAS where the set-up
// installed it), declared as LibTorch declares it. Column-major.
extern "C" void sgemm_(char* transa, char* transb, int* m, int* n, int* k, float* alpha, const float* a, int* lda,
                       const float* b, int* ldb, float* beta, float* c, int* ldc);
#endif

namespace studio::nn {
#ifdef STUDIO_DIRECT_BLAS
namespace {

using torch::autograd::AutogradContext;
using torch::autograd::variable_list;

// A (B, H, rows, cols) operand the BLAS can read in place: unit column
// stride and a row stride of at least a row; anything else is copied.
torch::Tensor blas_readable(const torch::Tensor& x) {
    const bool ok = x.stride(3) == 1 && (x.size(2) <= 1 || x.stride(2) >= std::max<int64_t>(1, x.size(3)));
    return ok ? x : x.contiguous();
}

int blas_int(int64_t v) {
    TORCH_CHECK(v <= std::numeric_limits<int>::max(), "head_product: size ", v, " is beyond the BLAS's int");
    return static_cast<int>(v);
}

// c = op(a) op(b) for every (batch, head); a, b float32 CPU, their batch and
// head sizes equal (broadcast ones have stride 0).
// Shape: a (B, H, M, K) or (B, H, K, M) when transposed, likewise b -> (B, H, M, N)
torch::Tensor product(const torch::Tensor& a_in, const torch::Tensor& b_in, bool transpose_a, bool transpose_b) {
    const auto a = blas_readable(a_in), b = blas_readable(b_in);
    const int64_t batch = a.size(0), heads = a.size(1);
    const int64_t m = transpose_a ? a.size(3) : a.size(2), k = transpose_a ? a.size(2) : a.size(3);
    const int64_t n = transpose_b ? b.size(2) : b.size(3);
    TORCH_CHECK((transpose_b ? b.size(3) : b.size(2)) == k, "head_product: inner sizes differ, ", a.sizes(), " and ",
                b.sizes());
    auto c = torch::empty({batch, heads, m, n}, a.options());
    if (c.numel() == 0) return c;
    if (k == 0) return c.zero_();
    const float* pa = a.data_ptr<float>();
    const float* pb = b.data_ptr<float>();
    float* pc = c.data_ptr<float>();
    const int64_t a0 = a.stride(0), a1 = a.stride(1), b0 = b.stride(0), b1 = b.stride(1);
    int lda = blas_int(std::max<int64_t>({1, a.stride(2), a.size(3)}));
    int ldb = blas_int(std::max<int64_t>({1, b.stride(2), b.size(3)}));
    int rows = blas_int(m), cols = blas_int(n), inner = blas_int(k), ldc = cols;
    // Enough multiply-adds per task that a thread is worth waking.
    const int64_t grain = std::max<int64_t>(1, (int64_t{1} << 15) / std::max<int64_t>(1, m * n * k));
    at::parallel_for(0, batch * heads, grain, [&](int64_t begin, int64_t end) {
        // Row-major C = op(A) op(B) is column-major C^T = op(B)^T op(A)^T,
        // and a row-major matrix read column-major is its transpose.
        char ta = transpose_a ? 'T' : 'N', tb = transpose_b ? 'T' : 'N';
        float one = 1.0f, zero = 0.0f;
        for (int64_t i = begin; i < end; ++i) {
            const int64_t bi = i / heads, hi = i % heads;
            sgemm_(&tb, &ta, &cols, &rows, &inner, &one, pb + bi * b0 + hi * b1, &ldb, pa + bi * a0 + hi * a1, &lda,
                   &zero, pc + i * m * n, &ldc);
        }
    });
    return c;
}

struct HeadProduct : public torch::autograd::Function<HeadProduct> {
    // c = a b, or a b^T
    static torch::Tensor forward(AutogradContext* ctx, const torch::Tensor& a, const torch::Tensor& b,
                                 bool transpose_b) {
        ctx->save_for_backward({a, b});
        ctx->saved_data["transpose_b"] = transpose_b;
        return product(a, b, false, transpose_b);
    }

    static variable_list backward(AutogradContext* ctx, variable_list grad_outputs) {
        const auto saved = ctx->get_saved_variables();
        const auto& a = saved[0];
        const auto& b = saved[1];
        const bool transpose_b = ctx->saved_data["transpose_b"].toBool();
        const auto grad = grad_outputs[0];
        torch::Tensor grad_a, grad_b;
        if (transpose_b) {
            // c = a b^T: da = dc b, db = dc^T a
            if (ctx->needs_input_grad(0)) grad_a = product(grad, b, false, false);
            if (ctx->needs_input_grad(1)) grad_b = product(grad, a, true, false);
        } else {
            // c = a b: da = dc b^T, db = a^T dc
            if (ctx->needs_input_grad(0)) grad_a = product(grad, b, false, true);
            if (ctx->needs_input_grad(1)) grad_b = product(a, grad, true, false);
        }
        return {grad_a, grad_b, torch::Tensor()};
    }
};

}  // namespace
#endif  // STUDIO_DIRECT_BLAS

torch::Tensor head_product(const torch::Tensor& a, const torch::Tensor& b, bool transpose_b) {
#ifdef STUDIO_DIRECT_BLAS
    const bool blas = a.device().is_cpu() && b.device().is_cpu() && a.scalar_type() == torch::kFloat32 &&
                      b.scalar_type() == torch::kFloat32 && a.dim() == 4 && b.dim() == 4;
    if (blas) {
        // matmul's broadcasting of the batch and head dimensions.
        const int64_t batch = std::max(a.size(0), b.size(0)), heads = std::max(a.size(1), b.size(1));
        const auto a4 = a.expand({batch, heads, a.size(2), a.size(3)});
        const auto b4 = b.expand({batch, heads, b.size(2), b.size(3)});
        if (!torch::GradMode::is_enabled() || !(a.requires_grad() || b.requires_grad()))
            return product(a4, b4, false, transpose_b);
        return HeadProduct::apply(a4, b4, transpose_b);
    }
#endif
    return torch::matmul(a, transpose_b ? b.transpose(-2, -1) : b);
}

}  // namespace studio::nn
