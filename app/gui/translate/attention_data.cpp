// SPDX-License-Identifier: GPL-3.0-or-later
#include "attention_data.h"

#include <QCoreApplication>

namespace studio::app {
namespace {

// The context of this file's texts. lupdate reads it from the macro; a plain
// tr() helper here was filed by lupdate under another context than the one
// it asked for at run time, so its texts were never translated.
struct AttentionData {
    Q_DECLARE_TR_FUNCTIONS(AttentionData)
};

QStringList labels(const std::vector<std::string>& pieces) {
    QStringList out;
    for (const auto& p : pieces) out << QString::fromStdString(p);
    return out;
}

// Stacks one-row sets (L x H x 1 x c_t, c_t <= cols) into L x H x rows x cols,
// zero-filled to the right.
decode::AttentionSet stackRows(const std::vector<const decode::AttentionSet*>& rows, int64_t cols) {
    decode::AttentionSet out;
    if (rows.empty() || rows.front()->empty()) return out;
    out.layers = rows.front()->layers;
    out.heads = rows.front()->heads;
    out.rows = int64_t(rows.size());
    out.cols = cols;
    out.data.assign(size_t(out.layers * out.heads * out.rows * out.cols), 0.0f);
    for (int64_t r = 0; r < out.rows; ++r) {
        const decode::AttentionSet& row = *rows[size_t(r)];
        for (int64_t l = 0; l < out.layers; ++l)
            for (int64_t h = 0; h < out.heads; ++h)
                for (int64_t c = 0; c < row.cols && c < cols; ++c)
                    out.data[size_t(((l * out.heads + h) * out.rows + r) * out.cols + c)] = row.at(l, h, 0, c);
    }
    return out;
}

}  // namespace

const decode::AttentionSet& InspectedAttention::set(AttentionKind kind) const {
    switch (kind) {
        case AttentionKind::EncoderSelf: return encoderSelf;
        case AttentionKind::DecoderSelf: return decoderSelf;
        case AttentionKind::Cross: return cross;
    }
    return encoderSelf;
}

QString kindName(AttentionKind kind) {
    switch (kind) {
        case AttentionKind::EncoderSelf: return AttentionData::tr("Encoder self-attention");
        case AttentionKind::DecoderSelf: return AttentionData::tr("Decoder masked self-attention");
        case AttentionKind::Cross: return AttentionData::tr("Cross-attention (encoder–decoder)");
    }
    return {};
}

bool InspectedAttention::isOff(AttentionKind kind, int layer, int head) const {
    return off.contains(HeadId{HeadKind(int(kind)), layer, head});
}

InspectedAttention fromReport(const decode::AttentionReport& report) {
    InspectedAttention a;
    a.sourceTokens = labels(report.source_tokens);
    a.decoderInputTokens = labels(report.decoder_input_tokens);
    a.targetTokens = labels(report.target_tokens);
    a.encoderSelf = report.encoder_self;
    a.decoderSelf = report.decoder_self;
    a.cross = report.cross;
    return a;
}

InspectedAttention fromStepping(const SteppingState& state) {
    InspectedAttention a;
    a.sourceTokens = labels(state.sourceTokens);
    if (state.encoderSelf) a.encoderSelf = *state.encoderSelf;
    const int64_t n = int64_t(state.steps.size());
    std::vector<const decode::AttentionSet*> self, cross;
    a.decoderInputTokens << QString::fromStdString(state.startToken);  // <s>, or Marian's <pad>
    for (int64_t t = 0; t < n; ++t) {
        const decode::DecodeStep& step = *state.steps[size_t(t)];
        a.targetTokens << QString::fromStdString(step.piece);
        if (t + 1 < n) a.decoderInputTokens << QString::fromStdString(step.piece);
        self.push_back(&step.decoder_self);
        cross.push_back(&step.cross);
    }
    // The query whose distribution the bars show: its row last, highlighted
    // (the highlighted row was the one before, which gave the last token).
    const bool pending = !state.finished && !state.nextCross.empty();
    if (pending) {
        if (n > 0) a.decoderInputTokens << QString::fromStdString(state.steps.back()->piece);
        //: the label of the step-through's row whose next token is not chosen yet
        a.targetTokens << AttentionData::tr("(next)");
        self.push_back(&state.nextSelf);
        cross.push_back(&state.nextCross);
    }
    const int64_t rows = n + (pending ? 1 : 0);
    a.decoderSelf = stackRows(self, rows);
    a.cross = stackRows(cross, int64_t(state.sourceTokens.size()));
    a.currentRow = int(rows) - 1;
    return a;
}

widgets::HeatmapData headData(const InspectedAttention& a, AttentionKind kind, int layer, int head) {
    widgets::HeatmapData d;
    const decode::AttentionSet& s = a.set(kind);
    if (s.empty() || layer < 0 || layer >= s.layers || head >= s.heads) return d;
    d.rows = int(s.rows);
    d.cols = int(s.cols);
    d.values.assign(size_t(d.rows) * size_t(d.cols), 0.0f);
    const int first = head < 0 ? 0 : head, last = head < 0 ? int(s.heads) - 1 : head;
    int on = 0;  // heads of the layer switched on
    for (int h = 0; h < s.heads; ++h)
        if (!a.isOff(kind, layer, h)) ++on;
    const bool onlyOn = head < 0 && on > 0 && on < s.heads;  // every head off: the mean of all
    for (int h = first; h <= last; ++h) {
        if (onlyOn && a.isOff(kind, layer, h)) continue;
        for (int r = 0; r < d.rows; ++r)
            for (int c = 0; c < d.cols; ++c) d.values[size_t(r * d.cols + c)] += s.at(layer, h, r, c);
    }
    if (head < 0)
        for (float& v : d.values) v /= float(onlyOn ? on : s.heads);
    switch (kind) {
        case AttentionKind::EncoderSelf:
            d.rowLabels = d.colLabels = a.sourceTokens;
            d.rowTitle = AttentionData::tr("query: source token");
            d.colTitle = AttentionData::tr("key: source token");
            break;
        case AttentionKind::DecoderSelf:
            d.rowLabels = d.colLabels = a.decoderInputTokens;
            d.rowTitle = AttentionData::tr("query: decoder input");
            d.colTitle = AttentionData::tr("key: decoder input (earlier positions only)");
            // §3.2.3: a position may not attend to later ones (−∞ before the softmax).
            d.masked.assign(d.values.size(), 0);
            d.maskedMeaning = widgets::HeatmapData::Masked::Weight;
            for (int r = 0; r < d.rows; ++r)
                for (int c = r + 1; c < d.cols; ++c) d.masked[size_t(r * d.cols + c)] = 1;
            break;
        case AttentionKind::Cross:
            d.rowLabels = a.targetTokens;
            d.colLabels = a.sourceTokens;
            d.rowTitle = AttentionData::tr("query: target token produced");
            d.colTitle = AttentionData::tr("key: source token");
            break;
    }
    const QString what = kind == AttentionKind::EncoderSelf   ? AttentionData::tr("encoder self")
                         : kind == AttentionKind::DecoderSelf ? AttentionData::tr("decoder self")
                                                              : AttentionData::tr("cross");
    if (head >= 0 && a.isOff(kind, layer, head))
        d.title = AttentionData::tr("%1 · layer %2 · head %3 · switched off: its output is not used")
                      .arg(what)
                      .arg(layer)
                      .arg(head);
    else if (head >= 0)
        d.title = AttentionData::tr("%1 · layer %2 · head %3").arg(what).arg(layer).arg(head);
    else if (onlyOn)
        d.title = AttentionData::tr("%1 · layer %2 · mean of the heads switched on (%3 of %4)")
                      .arg(what)
                      .arg(layer)
                      .arg(on)
                      .arg(s.heads);
    else if (on == 0)
        d.title = AttentionData::tr("%1 · layer %2 · mean of all %n heads, every one switched off: "
                                    "their outputs are not used",
                                    nullptr, s.heads)
                      .arg(what)
                      .arg(layer);
    else
        d.title = AttentionData::tr("%1 · layer %2 · mean of %n heads", nullptr, s.heads).arg(what).arg(layer);
    return d;
}

std::vector<double> summedColumns(const widgets::HeatmapData& data, const QList<int>& columns) {
    std::vector<double> sums(size_t(data.rows), 0.0);
    for (int r = 0; r < data.rows; ++r)
        for (int c : columns)
            if (c >= 0 && c < data.cols) sums[size_t(r)] += data.values[size_t(r * data.cols + c)];
    return sums;
}

}  // namespace studio::app
