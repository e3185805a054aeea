// ExperimentQueueModel: an experiment's runs as a table (run, changes,
// state, steps, dev PPL, dev BLEU), one row per run in queue order, read
// from the ExperimentRunner whenever its queue changes.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "experiment_runner.h"

#include <QAbstractTableModel>

namespace studio::app {

class ExperimentQueueModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Run, Changes, State, Steps, DevPpl, DevBleu, ColumnCount };

    explicit ExperimentQueueModel(ExperimentRunner* runner, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static QString stateText(ExperimentRunState::State state);

private:
    void reload();
    void onProgress(int index, qint64 step, qint64 steps);

    ExperimentRunner* runner_;
    QList<ExperimentRunState> runs_;
};

}  // namespace studio::app
