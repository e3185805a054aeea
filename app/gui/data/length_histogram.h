// LengthHistogram: how long the training sentences are, source and target
// side by side (QCustomPlot bars). Long tails are grouped into wider bins so
// the plot stays readable; the legend gives each side's mean and maximum,
// which is what choosing max_len and the token budget needs.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data_preview_jobs.h"

#include <QWidget>

class QCPBars;
class QCPItemStraightLine;
class QCPTextElement;
class QCustomPlot;

namespace studio::app {

// What a length counts: words split at whitespace, or the trained tokenizer's pieces.
enum class LengthUnit { Words, Tokens };

class LengthHistogram : public QWidget {
    Q_OBJECT

public:
    explicit LengthHistogram(QWidget* parent = nullptr);

    void setCounts(const LengthCounts& counts, LengthUnit unit);
    // The Train page's "Longest pair" (max_len, tokens): a run leaves out the
    // pairs with a side longer. With counts in tokens, a dashed line marks it
    // and a line under the title says how many pairs are over it.
    void setMaxLength(int tokens);
    // Pairs over it; -1 while the counts are in words (not the run's tokens).
    qint64 pairsOverMaxLength() const { return over_; }
    QString maxLengthNote() const;
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
    LengthCounts counts_;
    int maxLength_ = 0;
    qint64 over_ = -1;
    QCPTextElement* note_ = nullptr;
    QCPItemStraightLine* limit_ = nullptr;
    void showMaxLength();
};

}  // namespace studio::app
