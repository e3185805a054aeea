// RunTableModel: one row per training run, HParams-style: its name (with
// the colour of its curves), preset, parameters, steps, best and last dev
// BLEU, dev loss, dev perplexity, training time, tokens/s, then one column
// per setting that differs between the runs listed. Sorting goes through a
// QSortFilterProxyModel on SortRole (numbers as numbers).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "run_records.h"

#include <QAbstractTableModel>
#include <QColor>
#include <QList>
#include <QStringList>

namespace studio::app {

class RunTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        RunColumn,
        PresetColumn,
        ParamsColumn,
        StepsColumn,
        BestBleuColumn,
        LastBleuColumn,
        DevLossColumn,
        DevPplColumn,
        TimeColumn,
        SpeedColumn,
        FixedColumnCount  // then one column per differing setting
    };
    static constexpr int SortRole = Qt::UserRole + 1;

    explicit RunTableModel(QObject* parent = nullptr);

    void setRuns(const QList<RunRecord>& runs);
    const QList<RunRecord>& runs() const { return runs_; }
    const RunRecord& run(int row) const { return runs_.at(row); }
    int rowOfPath(const QString& path) const;
    // The settings shown as columns after the fixed ones.
    const QStringList& settingColumns() const { return settingColumns_; }
    // The colour of a run's curves (shown beside its name).
    void setRunColor(int row, const QColor& color);
    QColor runColor(int row) const { return colors_.value(row); }

    // The table as CSV: the header, then the rows in model order.
    QString toCsv() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant sortValue(const RunRecord& r, int column) const;
    QString text(const RunRecord& r, int column) const;

    QList<RunRecord> runs_;
    QStringList settingColumns_;
    QList<QColor> colors_;
};

}  // namespace studio::app
