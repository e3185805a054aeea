// The attention a translation produced, arranged for the views: the three
// kinds (encoder self, decoder masked self, cross) with their token labels,
// from a finished translation (gathered while decoding) or from a
// step-through (the rows of the steps taken so far), and one head, or the
// mean of a layer's heads, as heatmap data. Torch-free.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis_types.h"
#include "translation_types.h"

#include "attention_heatmap.h"

#include <QList>
#include <QStringList>

#include <vector>

namespace studio::app {

enum class AttentionKind { EncoderSelf = 0, DecoderSelf = 1, Cross = 2 };

struct InspectedAttention {
    QStringList sourceTokens;        // S: the encoder's pieces, EOS last
    QStringList decoderInputTokens;  // T: BOS, y1 .. y_{T-1}
    QStringList targetTokens;        // T: y1 .. y_T (what each decoder position produced)
    decode::AttentionSet encoderSelf;  // L x H x S x S
    decode::AttentionSet decoderSelf;  // L x H x T x T (zero above the diagonal: masked)
    decode::AttentionSet cross;        // L x H x T x S
    int currentRow = -1;             // step-through: the decoder position of the newest step
    // Heads switched off (Analyze page) when this was computed: their weights
    // are still computed, but their output is multiplied by 0.
    HeadGates off;
    bool isOff(AttentionKind kind, int layer, int head) const;

    bool empty() const { return encoderSelf.empty(); }
    const decode::AttentionSet& set(AttentionKind kind) const;
    int layers(AttentionKind kind) const { return int(set(kind).layers); }
    int heads(AttentionKind kind) const { return int(set(kind).heads); }
};

InspectedAttention fromReport(const decode::AttentionReport& report);
InspectedAttention fromStepping(const SteppingState& state);

// One head (head >= 0) or the mean over the layer's heads (head = -1), with
// labels and axis titles; the decoder's self-attention has its causal mask.
// The mean is over the heads switched on (their outputs are what the layer
// uses), and the title says so; a head switched off says so in its title.
widgets::HeatmapData headData(const InspectedAttention& a, AttentionKind kind, int layer, int head);

// For every row, the sum of the weights in `columns` (e.g. several source
// tokens selected together).
std::vector<double> summedColumns(const widgets::HeatmapData& data, const QList<int>& columns);

QString kindName(AttentionKind kind);

}  // namespace studio::app
