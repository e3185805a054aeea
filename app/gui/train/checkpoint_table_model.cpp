// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkpoint_table_model.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <stdexcept>

namespace studio::app {
namespace {

// The names the trainer gives its numbered checkpoints (model/train/trainer.cpp).
const QRegularExpression kNumberedName(QStringLiteral("^checkpoint-(\\d+)\\.ckpt$"));

}  // namespace

CheckpointTableModel::CheckpointTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void CheckpointTableModel::setFolder(const QString& folder) {
    if (folder != folder_) cache_.clear();
    folder_ = folder;
    refresh();
}

CheckpointTableModel::Entry CheckpointTableModel::readEntry(const QString& path) {
    const QFileInfo file(path);
    const auto cached = cache_.constFind(path);
    if (cached != cache_.constEnd() && cached->info.bytes == file.size() && cached->info.modified == file.lastModified())
        return *cached;
    Entry e;
    try {
        e.info = readCheckpointInfo(path);
    } catch (const std::exception& error) {
        e.error = QString::fromUtf8(error.what());
        e.info.path = path;
        e.info.bytes = file.size();
        e.info.modified = file.lastModified();
    }
    cache_.insert(path, e);
    return e;
}

void CheckpointTableModel::refresh() {
    QList<Entry> entries;
    QSet<QString> listed;
    if (!folder_.isEmpty()) {
        const QDir dir(folder_);
        // "*.ckpt" leaves out the trainer's temporary "NAME.ckpt.tmp-PID" files.
        for (const QFileInfo& file : dir.entryInfoList({QStringLiteral("*.ckpt")}, QDir::Files)) {
            listed.insert(file.absoluteFilePath());
            Entry e = readEntry(file.absoluteFilePath());
            // Removed between the listing and the reading (the trainer keeps the last few).
            if (!e.readable() && !QFileInfo::exists(e.info.path)) continue;
            entries << e;
        }
    }
    // Only the files there now: the trainer removes all but its last few
    // numbered checkpoints, and each entry holds its run's whole history
    // (kept for every checkpoint a long run ever wrote, the cache grew with
    // the square of its evaluations).
    for (auto it = cache_.begin(); it != cache_.end();) {
        if (listed.contains(it.key())) ++it;
        else it = cache_.erase(it);
    }
    std::sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) {
        if (a.info.modified != b.info.modified) return a.info.modified > b.info.modified;
        if (a.info.step != b.info.step) return a.info.step > b.info.step;
        return a.info.path < b.info.path;
    });
    beginResetModel();
    entries_ = std::move(entries);
    endResetModel();
}

int CheckpointTableModel::rowOfPath(const QString& path) const {
    const QString absolute = QFileInfo(path).absoluteFilePath();
    for (int row = 0; row < entries_.size(); ++row)
        if (entries_[row].info.path == absolute) return row;
    return -1;
}

QList<CheckpointInfo> CheckpointTableModel::numberedCheckpoints() const {
    QList<CheckpointInfo> numbered;
    for (const Entry& e : entries_)
        if (e.readable() && kNumberedName.match(QFileInfo(e.info.path).fileName()).hasMatch()) numbered << e.info;
    std::sort(numbered.begin(), numbered.end(),
              [](const CheckpointInfo& a, const CheckpointInfo& b) { return a.step > b.step; });
    return numbered;
}

int CheckpointTableModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(entries_.size()); }

int CheckpointTableModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QString CheckpointTableModel::displayText(const Entry& e, int column) const {
    const CheckpointInfo& info = e.info;
    switch (column) {
        case FileColumn: return QFileInfo(info.path).fileName();
        case KindColumn:
            if (!e.readable()) return tr("unreadable");
            return info.isResumable() ? tr("training") : tr("weights");
        case StepColumn:
            // A weights file's step when it has one (an average: its newest input's).
            return e.readable() && (info.isResumable() || info.step > 0) ? QLocale().toString(info.step) : QString();
        case DevBleuColumn: return e.readable() && info.hasDevBleu() ? QLocale().toString(info.devBleu, 'f', 2) : QString();
        case SizeColumn: return QLocale().formattedDataSize(info.bytes);
        case ModifiedColumn: return QLocale().toString(info.modified, QLocale::ShortFormat);
        case OriginColumn:
            if (!e.readable() || info.startedFrom.isEmpty()) return {};
            return tr("%1, step %L2").arg(QFileInfo(info.startedFrom).fileName()).arg(info.startedFromStep);
        default: return {};
    }
}

QVariant CheckpointTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= entries_.size()) return {};
    const Entry& e = entries_[index.row()];
    switch (role) {
        case Qt::DisplayRole: return displayText(e, index.column());
        case Qt::ToolTipRole:
            if (!e.readable()) return e.error;
            if (index.column() == OriginColumn && !e.info.startedFrom.isEmpty())
                return tr("Fine-tuned from %1 (its step %L2)").arg(e.info.startedFrom).arg(e.info.startedFromStep);
            return e.info.path;
        case Qt::TextAlignmentRole:
            if (index.column() == StepColumn || index.column() == DevBleuColumn || index.column() == SizeColumn)
                return int(Qt::AlignRight | Qt::AlignVCenter);
            return {};
        default: return {};
    }
}

QString CheckpointTableModel::devBleuToolTip() {
    return tr("BLEU of greedy translations of the dev set at an evaluation during training; "
              "attention-studio-cli evaluate --beam 1 on the same sentences gives it again, its default beam "
              "search can score the same checkpoint differently.");
}

QVariant CheckpointTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal) return {};
    if (role == Qt::ToolTipRole && section == DevBleuColumn) return devBleuToolTip();
    if (role != Qt::DisplayRole) return {};
    switch (section) {
        case FileColumn: return tr("File");
        case KindColumn: return tr("Kind");
        case StepColumn: return tr("Step");
        case DevBleuColumn: return tr("Dev BLEU");
        case SizeColumn: return tr("Size");
        case ModifiedColumn: return tr("Saved");
        case OriginColumn: return tr("Fine-tuned from");
        default: return {};
    }
}

}  // namespace studio::app
