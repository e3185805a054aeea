// SPDX-License-Identifier: GPL-3.0-or-later
#include "length_histogram.h"

#include <QVBoxLayout>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace studio::app {
namespace {

// More bins than this and the bars of a long tail become hairlines.
constexpr int kMaxBins = 60;

// The same blue and orange as the Train page's curves (matplotlib "tab10").
const QColor kSourceColour(0x1f, 0x77, 0xb4);
const QColor kTargetColour(0xff, 0x7f, 0x0e);

QCPBars* makeBars(QCustomPlot* plot, QCPBarsGroup* group, const QColor& colour) {
    auto* bars = new QCPBars(plot->xAxis, plot->yAxis);
    bars->setPen(QPen(colour.darker(120)));
    bars->setBrush(colour);
    bars->setBarsGroup(group);
    return bars;
}

// Fills `bars` with `counts` grouped into bins of `binWidth` lengths, each
// bar at its bin's centre; returns the mean length.
double fillBars(QCPBars* bars, const QVector<int>& counts, int binWidth) {
    QVector<double> keys, values;
    double total = 0, weighted = 0;
    for (int start = 0; start < counts.size(); start += binWidth) {
        double inBin = 0;
        for (int length = start; length < std::min<int>(start + binWidth, int(counts.size())); ++length) {
            inBin += counts[length];
            weighted += double(length) * counts[length];
        }
        total += inBin;
        keys.push_back(start + (binWidth - 1) / 2.0);
        values.push_back(inBin);
    }
    bars->setData(keys, values, true);
    bars->setWidth(binWidth * 0.45);  // two sides share a bin
    return total > 0 ? weighted / total : 0.0;
}

}  // namespace

LengthHistogram::LengthHistogram(QWidget* parent) : QWidget(parent), plot_(new QCustomPlot(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(plot_);
    setMinimumHeight(200);

    plot_->plotLayout()->insertRow(0);
    QFont titleFont = font();
    titleFont.setBold(true);
    auto* title = new QCPTextElement(plot_, tr("Sentence lengths (training pairs)"), titleFont);
    plot_->plotLayout()->addElement(0, 0, title);
    plot_->plotLayout()->insertRow(1);
    note_ = new QCPTextElement(plot_, QString(), font());
    plot_->plotLayout()->addElement(1, 0, note_);
    limit_ = new QCPItemStraightLine(plot_);
    limit_->setPen(QPen(QColor(0xb0, 0x00, 0x20), 1.5, Qt::DashLine));
    limit_->setVisible(false);
    auto* group = new QCPBarsGroup(plot_);
    group->setSpacingType(QCPBarsGroup::stAbsolute);
    group->setSpacing(1);
    source_ = makeBars(plot_, group, kSourceColour);
    target_ = makeBars(plot_, group, kTargetColour);
    plot_->yAxis->setLabel(tr("sentences"));
    plot_->yAxis->setNumberFormat(QStringLiteral("gb"));
    // The legend goes in a row of its own under the axes: inside them it
    // would hide the bars of whichever lengths are most common.
    plot_->legend->setVisible(true);
    plot_->legend->setBorderPen(Qt::NoPen);
    plot_->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    plot_->legend->setColumnSpacing(24);
    plot_->plotLayout()->addElement(3, 0, plot_->legend);
    plot_->plotLayout()->setRowStretchFactor(1, 0.001);
    plot_->plotLayout()->setRowStretchFactor(3, 0.001);
    plot_->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    plot_->axisRect()->setRangeZoom(Qt::Horizontal);
    plot_->axisRect()->setRangeDrag(Qt::Horizontal);
    setCounts({}, LengthUnit::Words);
}

QString LengthHistogram::lengthAxisLabel() const {
    return unit_ == LengthUnit::Tokens ? tr("length in tokens (the trained tokenizer's pieces)")
                                       : tr("length in words (split at spaces; no tokenizer trained yet)");
}

void LengthHistogram::setMaxLength(int tokens) {
    maxLength_ = tokens;
    showMaxLength();
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

QString LengthHistogram::maxLengthNote() const { return note_->text(); }

void LengthHistogram::showMaxLength() {
    over_ = -1;
    limit_->setVisible(false);
    note_->setText(QString());
    // In words the counts are not what the run compares with max_len.
    if (unit_ != LengthUnit::Tokens || maxLength_ <= 0) return;
    over_ = 0;
    for (int length = maxLength_ + 1; length < counts_.longer.size(); ++length) over_ += counts_.longer[length];
    limit_->point1->setCoords(maxLength_ + 0.5, 0);
    limit_->point2->setCoords(maxLength_ + 0.5, 1);
    limit_->setVisible(over_ > 0);
    //: the Train page's "Longest pair (tokens)" setting
    note_->setText(over_ > 0 ? tr("%Ln pair(s) will be left out of training:\na side is longer than the Train "
                                  "page's longest pair (%L1 tokens, dashed)",
                                  nullptr, over_)
                                       .arg(maxLength_)
                             : tr("Every pair fits the Train page's longest pair (%L1 tokens)").arg(maxLength_));
}

void LengthHistogram::setCounts(const LengthCounts& counts, LengthUnit unit) {
    unit_ = unit;
    counts_ = counts;
    showMaxLength();
    const int lengths = int(std::max(counts.source.size(), counts.target.size()));
    const int binWidth = std::max(1, (lengths + kMaxBins - 1) / kMaxBins);
    const double sourceMean = fillBars(source_, counts.source, binWidth);
    const double targetMean = fillBars(target_, counts.target, binWidth);
    const auto legend = [](const QString& side, double mean, int longest) {
        return tr("%1 (mean %L2, longest %L3)").arg(side).arg(mean, 0, 'f', 1).arg(std::max(0, longest));
    };
    source_->setName(legend(tr("source"), sourceMean, int(counts.source.size()) - 1));
    target_->setName(legend(tr("target"), targetMean, int(counts.target.size()) - 1));
    // Lengths are whole numbers: ticks on bin starts only, never at 2.5.
    auto ticker = QSharedPointer<QCPAxisTickerFixed>::create();
    ticker->setTickStep(binWidth);
    ticker->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
    plot_->xAxis->setTicker(ticker);
    plot_->xAxis->setLabel(binWidth > 1 ? tr("%1, bins of %L2").arg(lengthAxisLabel()).arg(binWidth)
                                        : lengthAxisLabel());

    // Whole bins in view, from length 0; the y axis from 0 with a little head room.
    plot_->xAxis->setRange(-0.5 * binWidth, std::max(lengths, 1) + 0.5 * binWidth);
    bool found = false;
    const double highest = std::max(source_->getValueRange(found).upper, target_->getValueRange(found).upper);
    plot_->yAxis->setRange(0, std::max(1.0, highest * 1.08));
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

}  // namespace studio::app
