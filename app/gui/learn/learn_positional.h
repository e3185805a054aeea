// The Learn page's section on positional encoding (§3.5) and the embedding
// scale (§3.4): the PE table as a heatmap (position x dimension), a few of its
// dimensions as sine and cosine curves, the formula and sqrt(d_model).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "learn_engine.h"

#include <QWidget>

class QCPColorMap;
class QCustomPlot;
class QLabel;

namespace studio::app {

class PositionalSection : public QWidget {
    Q_OBJECT

public:
    explicit PositionalSection(QWidget* parent = nullptr);

    // `source` says where the table came from (the model's buffer or the formula).
    void setTable(const PositionalTable& table, const QString& source);

    const PositionalTable& table() const { return table_; }
    QCPColorMap* heatmap() const { return map_; }
    QCustomPlot* curves() const { return curves_; }
    // The dimensions drawn as curves (graph i shows dimension curveDimensions()[i]).
    QVector<int> curveDimensions() const { return dims_; }
    QString scaleText() const;

protected:
    void showEvent(QShowEvent* event) override;

private:
    void replot();
    PositionalTable table_;
    QVector<int> dims_;
    QLabel* source_ = nullptr;
    QLabel* scale_ = nullptr;
    QCustomPlot* plot_ = nullptr;
    QCPColorMap* map_ = nullptr;
    QCustomPlot* curves_ = nullptr;
};

}  // namespace studio::app
