// SPDX-License-Identifier: GPL-3.0-or-later
#include "experiment_table_model.h"

#include "setting_text.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QLocale>

#include <cmath>

namespace studio::app {
namespace {

enum Figure { Steps, DevPpl, DevBleu, Params, Rank, Seeds, FigureCount };

QString withSpread(double mean, double sd, int digits) {
    if (std::isnan(mean)) return QStringLiteral("–");
    QString text = QLocale().toString(mean, 'f', digits);
    if (!std::isnan(sd)) text += QStringLiteral(" ± ") + QLocale().toString(sd, 'f', digits);
    return text;
}

}  // namespace

ExperimentTableModel::ExperimentTableModel(ExperimentRunner* runner, QObject* parent)
    : QAbstractTableModel(parent), runner_(runner) {
    connect(runner_, &ExperimentRunner::queueChanged, this, &ExperimentTableModel::reload);
    reload();
}

void ExperimentTableModel::reload() {
    beginResetModel();
    rows_ = runner_->table();
    columns_ = runner_->tableColumns();
    endResetModel();
}

int ExperimentTableModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(rows_.size()); }

int ExperimentTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(columns_.size()) + FigureCount;
}

QVariant ExperimentTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= int(rows_.size())) return {};
    const train::VariationRow& r = rows_[size_t(index.row())];
    const int c = index.column();
    const bool setting = c < int(columns_.size());
    if (setting) {
        const bool shown = index.row() == 0 || r.changed[size_t(c)];
        const QString value = localSetting(QString::fromStdString(r.values[size_t(c)]));
        if (role == Qt::DisplayRole) return shown ? value : QString();
        if (role == Qt::ToolTipRole && !shown) return tr("as in the base row: %1").arg(value);
        if (role == Qt::BackgroundRole && index.row() > 0 && r.changed[size_t(c)]) return QBrush(QColor(0xff, 0xe0, 0x8a));
        if (role == Qt::TextAlignmentRole) return int(Qt::AlignCenter);
        return {};
    }
    const int figure = c - int(columns_.size());
    if (role == Qt::DisplayRole) {
        switch (figure) {
            case Steps: return r.steps > 0 ? QLocale().toString(qint64(r.steps)) : QString();
            case DevPpl: return withSpread(r.ppl, r.ppl_sd, 3);
            case DevBleu: return withSpread(r.bleu, r.bleu_sd, 2);
            case Params: return r.params > 0 ? QLocale().toString(r.params / 1e6, 'f', 3) : QString();
            case Rank: return r.rank > 0 ? QLocale().toString(qint64(r.rank)) : QString();  // 0: not measured, not placed
            case Seeds:
                //: finished seeds of the row; then those trained another number of steps
                return r.other_length > 0 ? tr("%1 of %2 (+%3 not pooled)").arg(r.finished).arg(r.seeds).arg(r.other_length)
                                          : tr("%1 of %2").arg(r.finished).arg(r.seeds);
        }
    }
    if (role == Qt::ToolTipRole && figure == Seeds && r.other_length > 0)
        return tr("%n finished run(s) of this row trained another number of steps than %1 (resumed with more): "
                  "left out of its mean, which would mix models of different lengths.",
                  "", r.other_length)
                .arg(r.steps);
    if (role == Qt::FontRole && figure == Rank && r.rank == 1 && r.finished > 0) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    if (role == Qt::TextAlignmentRole) return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant ExperimentTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    // Planned, not done (the Runs table's Steps are the steps done).
    if (role == Qt::ToolTipRole && orientation == Qt::Horizontal && section - int(columns_.size()) == Steps)
        return tr("The steps each run of the row is planned to train (Table 3's train steps)");
    if (role != Qt::DisplayRole) return QAbstractTableModel::headerData(section, orientation, role);
    if (orientation == Qt::Vertical)
        return section < int(rows_.size()) ? QString::fromStdString(rows_[size_t(section)].name) : QVariant();
    if (section < int(columns_.size())) return QString::fromStdString(columns_[size_t(section)].first);
    switch (section - int(columns_.size())) {
        case Steps: return tr("steps");
        case DevPpl: return tr("dev PPL");
        case DevBleu: return tr("dev BLEU");
        case Params: return tr("params ×10⁶");
        case Rank: return tr("rank");
        case Seeds: return tr("seeds");
    }
    return {};
}

}  // namespace studio::app
