// SPDX-License-Identifier: GPL-3.0-or-later
#include "run_table_model.h"

#include "checkpoint_table_model.h"
#include "csv_field.h"
#include "setting_text.h"

#include <QBrush>
#include <QColor>

#include <QLocale>

#include <cmath>

namespace studio::app {

using widgets::csvField;

namespace {

QString number(double v, int decimals) {
    return std::isnan(v) ? QStringLiteral("–") : QLocale().toString(v, 'f', decimals);
}

QString duration(double seconds) {
    if (seconds < 10) return RunTableModel::tr("%1 s").arg(QLocale().toString(seconds, 'f', 1));
    const qint64 s = qint64(std::llround(seconds));
    if (s < 60) return RunTableModel::tr("%1 s").arg(s);
    if (s < 3600) return RunTableModel::tr("%1 min %2 s").arg(s / 60).arg(s % 60);
    return RunTableModel::tr("%1 h %2 min").arg(s / 3600).arg((s % 3600) / 60);
}


}  // namespace

RunTableModel::RunTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void RunTableModel::setRuns(const QList<RunRecord>& runs) {
    beginResetModel();
    runs_ = runs;
    settingColumns_ = differingSettings(runs);
    colors_ = QList<QColor>(runs.size());
    endResetModel();
}

int RunTableModel::rowOfPath(const QString& path) const {
    for (int i = 0; i < runs_.size(); ++i)
        if (runs_[i].path == path) return i;
    return -1;
}

void RunTableModel::setRunColor(int row, const QColor& color) {
    if (row < 0 || row >= colors_.size()) return;
    colors_[row] = color;
    emit dataChanged(index(row, RunColumn), index(row, RunColumn), {Qt::DecorationRole});
}

int RunTableModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(runs_.size()); }

int RunTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : FixedColumnCount + int(settingColumns_.size());
}

QString RunTableModel::text(const RunRecord& r, int column) const {
    switch (column) {
    case RunColumn: return r.name;
    case PresetColumn: return r.preset.isEmpty() ? QStringLiteral("–") : r.preset;
    case ParamsColumn: return QLocale().toString(r.params);
    case StepsColumn:
        if (!r.failure.isEmpty())
            return tr("%1 of %2, failed").arg(QLocale().toString(r.steps), QLocale().toString(r.plannedSteps));
        return r.plannedSteps > 0 && r.steps < r.plannedSteps
                   ? tr("%1 of %2").arg(QLocale().toString(r.steps), QLocale().toString(r.plannedSteps))
                   : QLocale().toString(r.steps);
    case BestBleuColumn: return number(r.bestDevBleu, 2);
    case LastBleuColumn: return number(r.devBleu, 2);
    // The digits the CLI's `runs` and summary.csv give (near 1, two
    // decimals showed runs ranked apart as equal).
    case DevLossColumn: return number(r.devLoss, 4);
    case DevPplColumn: return number(r.devPpl, 3);
    case TimeColumn: return r.trainSeconds > 0 ? duration(r.trainSeconds) : QStringLiteral("–");
    case SpeedColumn: return r.tokensPerSecond > 0 ? QLocale().toString(r.tokensPerSecond, 'f', 0) : QStringLiteral("–");
    default: return localSetting(r.setting(settingColumns_.value(column - FixedColumnCount)));
    }
}

QVariant RunTableModel::sortValue(const RunRecord& r, int column) const {
    // NaN (no evaluation) sorts as the worst: below every BLEU, above every
    // loss (ascending losses put the unevaluated runs first, as the best).
    auto higherIsBetter = [](double v) { return std::isnan(v) ? -HUGE_VAL : v; };
    auto lowerIsBetter = [](double v) { return std::isnan(v) ? HUGE_VAL : v; };
    switch (column) {
    case ParamsColumn: return r.params;
    case StepsColumn: return r.steps;
    case BestBleuColumn: return higherIsBetter(r.bestDevBleu);
    case LastBleuColumn: return higherIsBetter(r.devBleu);
    case DevLossColumn: return lowerIsBetter(r.devLoss);
    case DevPplColumn: return lowerIsBetter(r.devPpl);
    case TimeColumn: return r.trainSeconds;
    case SpeedColumn: return r.tokensPerSecond;
    default: break;
    }
    if (column >= FixedColumnCount) {  // by value where the engine's text is a number
        bool ok = false;
        const double v = QLocale::c().toDouble(r.setting(settingColumns_.value(column - FixedColumnCount)), &ok);
        if (ok) return v;
    }
    return text(r, column);
}

QVariant RunTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= runs_.size()) return {};
    const RunRecord& r = runs_[index.row()];
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole: return text(r, column);
    case SortRole: return sortValue(r, column);
    case Qt::ForegroundRole:
        if (column == StepsColumn && !r.failure.isEmpty()) return QBrush(QColor(0xc6, 0x28, 0x28));
        return {};
    case Qt::DecorationRole:
        if (column == RunColumn && colors_.value(index.row()).isValid()) return colors_.value(index.row());
        return {};
    case Qt::TextAlignmentRole:
        return column == RunColumn || column == PresetColumn ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                                             : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        if ((column == RunColumn || column == StepsColumn) && !r.failure.isEmpty())
            return tr("%1\n%2\nFailed: %3").arg(r.path, r.dataset, r.failure);
        if (column == RunColumn) return tr("%1\n%2").arg(r.path, r.dataset);
        if (column == DevPplColumn) return tr("exp of the dev token NLL without label smoothing (Table 3's PPL)");
        if (column == BestBleuColumn && !std::isnan(r.startDevBleu))
            return tr("The best of this run's own evaluations; at step 0 the model it was fine-tuned from had %1")
                .arg(number(r.startDevBleu, 2));
        return {};
    default: return {};
    }
}

QVariant RunTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal) return {};
    if (role == Qt::ToolTipRole) {
        // What training measured, named beside the figures other views show.
        switch (section) {
        case BestBleuColumn:
        case LastBleuColumn: return CheckpointTableModel::devBleuToolTip();  // one text for both tables
        case DevLossColumn:
            return tr("Label-smoothed cross-entropy per target token, as training reports it (Dev PPL and the Analyze "
                      "page use the plain token NLL).");
        case DevPplColumn: return tr("exp of the dev set's token NLL, without label smoothing (the paper's PPL).");
        case TimeColumn:
            return tr("Wall time of the training steps, evaluations and checkpoint saves, pauses left out, over every "
                      "resumed part (Tokens/s leaves the evaluations and saves out).");
        case SpeedColumn:
            return tr("Target tokens per second of the training steps alone, over the logged windows.");
        default: return {};
        }
    }
    if (role != Qt::DisplayRole) return {};
    switch (section) {
    case RunColumn: return tr("Run");
    case PresetColumn: return tr("Preset");
    case ParamsColumn: return tr("Parameters");
    case StepsColumn: return tr("Steps");
    case BestBleuColumn: return tr("Best BLEU");
    case LastBleuColumn: return tr("Last BLEU");
    case DevLossColumn: return tr("Dev loss");
    case DevPplColumn: return tr("Dev PPL");
    case TimeColumn: return tr("Training time");
    case SpeedColumn: return tr("Tokens/s");
    default: return settingColumns_.value(section - FixedColumnCount);
    }
}

QString RunTableModel::toCsv() const {
    QStringList header = {QStringLiteral("run"),      QStringLiteral("preset"),       QStringLiteral("params"),
                          QStringLiteral("steps"),    QStringLiteral("best_dev_bleu"), QStringLiteral("dev_bleu"),
                          QStringLiteral("dev_loss"), QStringLiteral("dev_ppl"),      QStringLiteral("train_seconds"),
                          QStringLiteral("tok_per_s")};
    header << settingColumns_;
    QString out = header.join(QLatin1Char(',')) + QLatin1Char('\n');
    // Every digit the figure has (the shortest text that reads back as it).
    auto raw = [](double v) { return std::isnan(v) ? QString() : QString::number(v, 'g', QLocale::FloatingPointShortest); };
    for (const RunRecord& r : runs_) {
        QStringList row = {csvField(r.name),  csvField(r.preset),           QString::number(r.params), QString::number(r.steps),
                           raw(r.bestDevBleu), raw(r.devBleu),    raw(r.devLoss),           raw(r.devPpl),
                           raw(r.trainSeconds), raw(r.tokensPerSecond)};
        for (const QString& s : settingColumns_) row << csvField(r.setting(s));
        out += row.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return out;
}

}  // namespace studio::app
