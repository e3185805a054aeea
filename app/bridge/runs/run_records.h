// RunRecord: one training run folder as the Runs view shows it, in Qt
// values: the summary figures (train/run_summary.h), every setting by its
// `train` option name, and the metric history for overlaid curves. Read
// from checkpoint headers and history.jsonl, never from weights.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkpoint_store.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <limits>
#include <memory>

namespace studio::train {
struct RunSummary;
}

namespace studio::app {

struct RunRecord {
    QString name;     // the folder's name
    QString path;     // the folder, absolute
    QString preset;   // "tiny", "small", ... ("" when not known)
    QString dataset;  // where its pairs came from, in words
    qint64 params = 0;
    qint64 steps = 0;
    qint64 plannedSteps = 0;
    bool finished = false;
    double devBleu = std::numeric_limits<double>::quiet_NaN();  // the last evaluation's
    double bestDevBleu = std::numeric_limits<double>::quiet_NaN();   // of the run's own steps
    double startDevBleu = std::numeric_limits<double>::quiet_NaN();  // a fine-tuning's step 0: its parent's
    double devLoss = std::numeric_limits<double>::quiet_NaN();  // label-smoothed
    double devPpl = std::numeric_limits<double>::quiet_NaN();   // exp(token NLL without smoothing)
    qint64 targetTokens = 0;
    double trainSeconds = 0.0;
    double tokensPerSecond = 0.0;
    QList<QPair<QString, QString>> settings;  // `train` option name -> value, model first
    QList<HistoryEntry> history;
    QString failure;  // why its last attempt failed (runFailure), or empty
    // What the engine read; differingSettings() compares these with the
    // engine's own rule (train::differing_settings), as the CLI's sweep does.
    std::shared_ptr<const train::RunSummary> summary;

    QString setting(const QString& option) const;
};

// The runs in `folders`: each is a run folder itself or a folder of run
// folders (one level down). Sorted by name, each path once. A folder that
// cannot be read is left out with its reason in *problems.
QList<RunRecord> readRunRecords(const QStringList& folders, QStringList* problems = nullptr);

// The option names whose values differ between the runs, in settings order.
QStringList differingSettings(const QList<RunRecord>& runs);

// Removes what a run wrote in `path` (last.ckpt, checkpoint-STEP.ckpt,
// history.jsonl, unfinished .tmp- files) and then the folder if nothing
// else is left; never anything else, never outside the folder. Refuses a
// folder that holds no run. Returns false with *error on failure; *kept
// lists files of other kinds that were left in place.
bool deleteRun(const QString& path, QString* error, QStringList* kept = nullptr);

// Renames a run folder within its parent; refuses names with a path
// separator and names already taken. The run's files need no change (they
// name no folder).
bool renameRun(const QString& path, const QString& newName, QString* newPath, QString* error);

// Why a run failed, kept in its folder (failure.txt, written whole or not at
// all) so that the Runs page and an experiment's queue show it after a
// restart; removed when the run is trained again.
bool writeRunFailure(const QString& folder, const QString& message, QString* error = nullptr);
QString runFailure(const QString& folder);
void clearRunFailure(const QString& folder);

}  // namespace studio::app
