// Products of a few rows with a weight matrix, y = x W^T + b, the shape of
// every projection in a decoding step (one row per sentence, or a beam's K).
//
// Why not torch::linear or torch::mv: a step multiplies one row (a few) by
// each weight matrix, so it is bound by reading the weights, not by the
// arithmetic (a `base` step reads ~105 MB of float32 weights a token).
// OpenBLAS's sgemm packs the whole matrix into its blocked layout on every
// call; its sgemv reads the matrix once but once per row, so a beam of four
// reads every weight four times; and LibTorch's bfloat16 products take
// paths that are slower still for one row. Here the weights are read once
// for all rows, in float32 or in bfloat16 (widened to float32 as they are
// read: half the bytes of a float32 step on any processor with AVX2), the
// sums are float32, and the output rows are shared out among LibTorch's
// threads.
//
// Shape legend: R rows (1 to kMaxRowProductRows), I inputs, O outputs.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <ATen/core/Tensor.h>

namespace studio::nn {

constexpr int64_t kMaxRowProductRows = 4;

// Which inner loop computes the sums: Auto takes AVX2 + FMA where the
// processor has them and the portable loop elsewhere; Portable forces the
// portable loop (tests compare the two).
enum class RowKernel { Auto, Portable };

// Whether row_products takes these operands: on the CPU, weight 2-D and
// contiguous, x and weight both float32 or both bfloat16, 1 to
// kMaxRowProductRows rows, and no gradient wanted (the products have no
// backward; a training step's rows are many anyway).
bool row_products_apply(const at::Tensor& x, const at::Tensor& weight, const at::Tensor& bias);

// y = x W^T + b in float32 sums, returned in x's dtype; bias may be undefined.
// Shape: x (..., I) with R rows in all, weight (O, I), bias (O) -> (..., O)
at::Tensor row_products(const at::Tensor& x, const at::Tensor& weight, const at::Tensor& bias,
                        RowKernel kernel = RowKernel::Auto);

// "avx2" or "portable": which loop RowKernel::Auto runs on this processor
// (benchmark lines record it).
const char* row_kernel_name();

}  // namespace studio::nn
