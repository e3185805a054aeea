// The attention's two products per head, QK^T and weights·V (§3.2.1), for
// every sentence and head of a batch, with their backward pass.
//
// Why not torch::matmul: on the CPU, LibTorch 1.13 runs a float32 bmm of
// many small matrices as a loop over the batch that selects each matrix
// (three tensor views a matrix, ~2 200 a call at the `small` preset) and
// calls the BLAS for it with the BLAS's own threads, one matrix after the
// other; and matmul first copies the heads of Q, K and V into contiguous
// tensors. Here the B·H matrices are read in place through their strides
// (each head of a (B, T, H·d_k) projection is a T × d_k matrix with row
// stride H·d_k) and shared out among LibTorch's threads, each calling the
// BLAS's sgemm single-threaded for its matrices: the same sums in the same
// order, 1.4–1.9× faster for the shapes of a training batch (forward, 2
// threads), ~3.5 % of a `small` fp32 training step (bench/RESULTS.md).
// Other devices and dtypes (the bf16 products go to oneDNN) use matmul.
// head_product.cpp is compiled with OpenMP (model/CMakeLists.txt): without
// it at::parallel_for runs the whole range on the calling thread.
//
// Shape legend: B batch, H heads, M and N rows and columns of the result,
// K the length summed over.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <ATen/core/Tensor.h>

namespace studio::nn {

// a (B, H, M, K) times b (B, H, K, N), or times b^T when `transpose_b`
// (b then (B, H, N, K)); size-1 or stride-0 batch and head dimensions of b
// are broadcast as matmul does. Differentiable in both inputs.
// Shape: -> (B, H, M, N)
at::Tensor head_product(const at::Tensor& a, const at::Tensor& b, bool transpose_b);

}  // namespace studio::nn
