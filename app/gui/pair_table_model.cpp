// SPDX-License-Identifier: GPL-3.0-or-later
#include "pair_table_model.h"

namespace studio::app {

PairTableModel::PairTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void PairTableModel::setPairs(QVector<QString> sources, QVector<QString> targets) {
    beginResetModel();
    sources_ = std::move(sources);
    targets_ = std::move(targets);
    if (targets_.size() != sources_.size()) targets_.resize(sources_.size());
    endResetModel();
}

int PairTableModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(sources_.size()); }

int PairTableModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : 2; }

QVariant PairTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= sources_.size()) return {};
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole)
        return index.column() == 0 ? sources_[index.row()] : targets_[index.row()];
    return {};
}

QVariant PairTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole) return {};
    if (orientation == Qt::Vertical) return section + 1;
    return section == 0 ? tr("Source") : tr("Target");
}

}  // namespace studio::app
