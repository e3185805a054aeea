// SPDX-License-Identifier: GPL-3.0-or-later
#include "experiment_queue_model.h"

#include <QBrush>
#include <QColor>
#include <QLocale>

#include <cmath>

namespace studio::app {

ExperimentQueueModel::ExperimentQueueModel(ExperimentRunner* runner, QObject* parent)
    : QAbstractTableModel(parent), runner_(runner) {
    connect(runner_, &ExperimentRunner::queueChanged, this, &ExperimentQueueModel::reload);
    connect(runner_, &ExperimentRunner::runProgress, this, &ExperimentQueueModel::onProgress);
    reload();
}

void ExperimentQueueModel::reload() {
    beginResetModel();
    runs_ = runner_->runs();
    endResetModel();
}

void ExperimentQueueModel::onProgress(int index, qint64 step, qint64 steps) {
    if (index < 0 || index >= runs_.size()) return;
    runs_[index].step = step;
    runs_[index].steps = steps;
    emit dataChanged(this->index(index, Steps), this->index(index, Steps));
}

int ExperimentQueueModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(runs_.size()); }

int ExperimentQueueModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QString ExperimentQueueModel::stateText(ExperimentRunState::State state) {
    switch (state) {
        case ExperimentRunState::Waiting: return tr("waiting");
        case ExperimentRunState::Running: return tr("training");
        case ExperimentRunState::Finished: return tr("finished");
        case ExperimentRunState::Failed: return tr("failed");
        case ExperimentRunState::Stopped: return tr("stopped");
    }
    return {};
}

QVariant ExperimentQueueModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= runs_.size()) return {};
    const ExperimentRunState& r = runs_.at(index.row());
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
            case Run: return r.name;
            case Changes: return r.changes;
            case State: return stateText(r.state);
            case Steps: return tr("%1 of %2").arg(r.step).arg(r.steps);
            case DevPpl: return std::isnan(r.devPpl) ? QString() : QLocale().toString(r.devPpl, 'f', 3);
            case DevBleu: return std::isnan(r.devBleu) ? QString() : QLocale().toString(r.devBleu, 'f', 2);
        }
    }
    if (role == Qt::ToolTipRole && r.state == ExperimentRunState::Failed) return r.message;
    if (role == Qt::ForegroundRole && index.column() == State) {
        if (r.state == ExperimentRunState::Failed) return QBrush(QColor(0xc6, 0x28, 0x28));
        if (r.state == ExperimentRunState::Running) return QBrush(QColor(0x15, 0x65, 0xc0));
    }
    if (role == Qt::TextAlignmentRole && index.column() >= Steps) return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant ExperimentQueueModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
        case Run: return tr("Run");
        case Changes: return tr("Changes");
        case State: return tr("State");
        case Steps: return tr("Steps");
        case DevPpl: return tr("Dev PPL");
        case DevBleu: return tr("Dev BLEU");
    }
    return {};
}

}  // namespace studio::app
