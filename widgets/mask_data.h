// SPDX-License-Identifier: GPL-3.0-or-later
// The masks of the Transformer as heatmap data, for the mask views: 0 where
// a position may be attended to, masked (−∞ before the softmax) where the
// paper's mask forbids it.
#pragma once

#include "attention_heatmap.h"

#include <QStringList>

#include <vector>

namespace studio::widgets {

// The decoder's self-attention mask (§3.2.3): query i may only see keys
// j <= i, so the n(n−1)/2 cells above the diagonal are masked. `labels` are
// the tokens (positions 1..n when empty).
HeatmapData causalMaskData(int n, const QStringList& labels = {});

// The padding mask of a batch: one row per sentence, one column per position
// up to maxLength; the positions past a sentence's length are padding and
// masked. Lengths are clamped to 0..maxLength. `lines`: the input line of
// each row, for its label (1, 2, ... where missing).
HeatmapData paddingMaskData(const std::vector<int>& lengths, int maxLength, const QList<int>& lines = {});

// How many cells of `data` are masked.
int maskedCellCount(const HeatmapData& data);

}  // namespace studio::widgets
