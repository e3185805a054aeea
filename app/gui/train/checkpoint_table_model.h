// CheckpointTableModel: the checkpoints (*.ckpt) of one run folder, newest
// first: file name, kind, step, dev BLEU at that step (from the stored
// history), size and time. It reads headers only (checkpoint_store.h), a few
// kilobytes a file, and keeps them while a file's size and time stay the
// same. Files still being written (".tmp-PID" names) are never listed; a
// file that cannot be read is listed with its error.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkpoint_store.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QList>
#include <QString>

namespace studio::app {

class CheckpointTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        FileColumn,
        KindColumn,
        StepColumn,
        DevBleuColumn,
        SizeColumn,
        ModifiedColumn,
        OriginColumn,  // a fine-tuned run's starting checkpoint and its step; empty for a run from scratch
        ColumnCount
    };

    struct Entry {
        CheckpointInfo info;  // info.path is always set
        QString error;        // why the header could not be read; empty when it could
        bool readable() const { return error.isEmpty(); }
    };

    explicit CheckpointTableModel(QObject* parent = nullptr);

    // Lists `folder` (empty: nothing).
    void setFolder(const QString& folder);
    QString folder() const { return folder_; }
    // Reads the folder again.
    void refresh();

    const Entry& entry(int row) const { return entries_.at(row); }
    // The row of the file `path`, or -1.
    int rowOfPath(const QString& path) const;
    // The readable numbered checkpoints (checkpoint-STEP.ckpt), highest step first.
    QList<CheckpointInfo> numberedCheckpoints() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    // Headers kept for reuse: those of the files listed at the last refresh.
    int cachedEntries() const { return int(cache_.size()); }
    // The dev BLEU columns' tooltip (the Runs table's too): how training measured it.
    static QString devBleuToolTip();
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    Entry readEntry(const QString& path);
    QString displayText(const Entry& e, int column) const;

    QString folder_;
    QList<Entry> entries_;
    QHash<QString, Entry> cache_;  // by path; reused while size and time match; the files listed only
};

}  // namespace studio::app
