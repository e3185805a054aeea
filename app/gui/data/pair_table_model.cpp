// SPDX-License-Identifier: GPL-3.0-or-later
#include "pair_table_model.h"

#include <QString>

namespace studio::app {

PairTableModel::PairTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void PairTableModel::setPairs(SharedPairs pairs) {
    beginResetModel();
    pairs_ = std::move(pairs);
    endResetModel();
}

int PairTableModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid() || !pairs_) return 0;
    return int(pairs_->size());
}

int PairTableModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : 2; }

QVariant PairTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) return {};
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole) return {};
    const data::SentencePair& pair = (*pairs_)[size_t(index.row())];
    return QString::fromStdString(index.column() == 0 ? pair.src : pair.tgt);
}

QVariant PairTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole) return {};
    if (orientation == Qt::Vertical) return section + 1;
    return section == 0 ? tr("Source") : tr("Target");
}

}  // namespace studio::app
