// ExperimentTableModel: an experiment laid out as Table 3 of the paper:
// one row per variation (its seeds pooled, mean ± sd), the settings'
// columns (N, d_model, d_ff, h, d_k, d_v, P_drop, eps_ls, ... or the grid's
// keys), then steps, dev PPL, dev BLEU, parameters and rank. The base row
// shows every value; the other rows only the values they change, which are
// highlighted (blank: as in the base row), as the paper prints it.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "experiment_runner.h"

#include <QAbstractTableModel>

namespace studio::app {

class ExperimentTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    explicit ExperimentTableModel(ExperimentRunner* runner, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The first figure column (after the settings).
    int stepsColumn() const { return int(columns_.size()); }

private:
    void reload();

    ExperimentRunner* runner_;
    std::vector<train::VariationRow> rows_;
    train::SettingColumns columns_;
};

}  // namespace studio::app
