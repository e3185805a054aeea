// SPDX-License-Identifier: GPL-3.0-or-later
#include "mask_data.h"

#include <QCoreApplication>

#include <algorithm>

namespace studio::widgets {

namespace {

// The context of this file's texts. lupdate reads it from the macro; a plain
// tr() helper here was filed by lupdate under another context than the one
// it asked for at run time, so its texts were never translated.
struct MaskData {
    Q_DECLARE_TR_FUNCTIONS(MaskData)
};

}  // namespace

HeatmapData causalMaskData(int n, const QStringList& labels) {
    HeatmapData d;
    n = std::max(0, n);
    d.rows = d.cols = n;
    d.values.assign(size_t(n) * n, 0.0f);
    d.masked.assign(size_t(n) * n, 0);
    for (int r = 0; r < n; ++r)
        for (int c = r + 1; c < n; ++c) d.masked[size_t(r) * n + c] = 1;
    if (labels.size() == n) d.rowLabels = d.colLabels = labels;
    d.title = MaskData::tr("Causal mask (decoder self-attention)");
    d.rowTitle = MaskData::tr("query position");
    d.colTitle = MaskData::tr("key position");
    d.showColorScale = false;  // only 0 and −∞: nothing for a colour bar to explain
    return d;
}

HeatmapData paddingMaskData(const std::vector<int>& lengths, int maxLength, const QList<int>& lines) {
    HeatmapData d;
    maxLength = std::max(0, maxLength);
    d.rows = int(lengths.size());
    d.cols = maxLength;
    d.values.assign(size_t(d.rows) * d.cols, 0.0f);
    d.masked.assign(size_t(d.rows) * d.cols, 0);
    for (int r = 0; r < d.rows; ++r) {
        const int length = std::clamp(lengths[size_t(r)], 0, maxLength);
        for (int c = length; c < maxLength; ++c) d.masked[size_t(r) * d.cols + c] = 1;
        //: a row of the padding mask: one sentence of the batch, by its line in the input
        d.rowLabels << MaskData::tr("Line %1").arg(lines.value(r, r + 1));
    }
    // Positions from 0, as the Learn page, attribution and the CLI number them.
    for (int c = 0; c < maxLength; ++c) d.colLabels << QString::number(c);
    d.title = MaskData::tr("Padding mask");
    d.rowTitle = MaskData::tr("sentence in the batch");
    d.colTitle = MaskData::tr("key position");
    d.showColorScale = false;
    return d;
}

int maskedCellCount(const HeatmapData& data) {
    return int(std::count_if(data.masked.begin(), data.masked.end(), [](unsigned char m) { return m != 0; }));
}

}  // namespace studio::widgets
