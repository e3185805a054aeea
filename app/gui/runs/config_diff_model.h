// ConfigDiffModel: the settings that differ between the selected runs, one
// row per setting, one column per run; a cell whose value differs from the
// first run's is highlighted. Settings every run shares are left out: the
// diff shows only what changed.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "run_records.h"

#include <QAbstractTableModel>
#include <QList>
#include <QStringList>

namespace studio::app {

class ConfigDiffModel : public QAbstractTableModel {
    Q_OBJECT

public:
    static constexpr int DiffersRole = Qt::UserRole + 1;  // bool: differs from the first run's value

    explicit ConfigDiffModel(QObject* parent = nullptr);

    void setRuns(const QList<RunRecord>& runs);
    const QStringList& settings() const { return settings_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<RunRecord> runs_;
    QStringList settings_;
};

}  // namespace studio::app
