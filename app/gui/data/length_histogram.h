// LengthHistogram: how long the training sentences are, source and target
// side by side (QCustomPlot bars). Long tails are grouped into wider bins so
// the plot stays readable; the legend gives each side's mean and maximum,
// which is what choosing max_len and the token budget needs.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data_preview_jobs.h"

#include <QWidget>

class QCPBars;
class QCustomPlot;

namespace studio::app {

// What a length counts: words split at whitespace, or the trained tokenizer's pieces.
enum class LengthUnit { Words, Tokens };

class LengthHistogram : public QWidget {
    Q_OBJECT

public:
    explicit LengthHistogram(QWidget* parent = nullptr);

    void setCounts(const LengthCounts& counts, LengthUnit unit);
    LengthUnit unit() const { return unit_; }

    // One bar series per side; the bars' values sum to the number of pairs.
    QCPBars* sourceBars() const { return source_; }
    QCPBars* targetBars() const { return target_; }
    QString lengthAxisLabel() const;
    QCustomPlot* plot() const { return plot_; }

private:
    QCustomPlot* plot_ = nullptr;
    QCPBars* source_ = nullptr;
    QCPBars* target_ = nullptr;
    LengthUnit unit_ = LengthUnit::Words;
};

}  // namespace studio::app
