// SPDX-License-Identifier: GPL-3.0-or-later
#include "config_diff_model.h"

#include "setting_text.h"

#include <QColor>

namespace studio::app {

ConfigDiffModel::ConfigDiffModel(QObject* parent) : QAbstractTableModel(parent) {}

void ConfigDiffModel::setRuns(const QList<RunRecord>& runs) {
    beginResetModel();
    runs_ = runs;
    settings_ = differingSettings(runs);
    endResetModel();
}

int ConfigDiffModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(settings_.size()); }

int ConfigDiffModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(runs_.size()); }

QVariant ConfigDiffModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= settings_.size() || index.column() >= runs_.size()) return {};
    const QString& setting = settings_[index.row()];
    const QString value = runs_[index.column()].setting(setting);
    const bool differs = value != runs_.first().setting(setting);
    switch (role) {
    case Qt::DisplayRole: return localSetting(value);
    case DiffersRole: return differs;
    case Qt::BackgroundRole: return differs ? QVariant(QColor(255, 224, 130)) : QVariant();
    // Dark text on the light highlight: a dark theme's light text was unreadable on it.
    case Qt::ForegroundRole: return differs ? QVariant(QColor(Qt::black)) : QVariant();
    case Qt::ToolTipRole:
        return differs ? tr("%1 differs from %2's %3").arg(setting, runs_.first().name, localSetting(runs_.first().setting(setting)))
                       : QVariant();
    default: return {};
    }
}

QVariant ConfigDiffModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole) return {};
    if (orientation == Qt::Horizontal) return runs_.value(section).name;
    return settings_.value(section);
}

}  // namespace studio::app
