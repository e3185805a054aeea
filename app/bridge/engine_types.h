// Plain value types that carry requests into the engine's worker thread and
// results out of it. Qt only: the GUI's classes include this, never LibTorch
// (DESIGN §1, §6: lupdate and build times).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/dataset.h"
#include "nn/config.h"
#include "train/training_config.h"

#include <QByteArray>
#include <QMetaType>
#include <QString>
#include <QStringList>

namespace studio::app {

// What to train: the dataset, the whole experiment's settings (the engine's
// own plain config structs) and where it goes.
struct TrainingRequest {
    data::DatasetSpec dataset;
    nn::TransformerConfig model = nn::TransformerConfig::preset("tiny");
    train::TrainingConfig training = train::TrainingConfig::preset("tiny");
    QByteArray tokenizerModel;  // a SentencePiece model from the Data page; empty: train one
    QString resumeFrom;         // a "training" checkpoint to continue; its settings win
    // Fine-tuning: a new run from this checkpoint's weights (either kind),
    // model and tokenizer; `model` only gives the dropout rates, `training`
    // every training setting (a new optimiser and schedule). Excludes resumeFrom.
    QString initFrom;
    QString outDir;             // checkpoints and history; empty: nothing written
    // Resuming an earlier checkpoint in its own folder: the checkpoints after
    // it are removed once the run is ready to start (the user chose to
    // discard those steps; train::discard_checkpoints_after).
    bool discardLaterSteps = false;
};

struct TrainingProgress {
    qint64 step = 0;
    qint64 epoch = 0;
    qint64 totalSteps = 0;
    double loss = 0.0;
    double learningRate = 0.0;
    double tokensPerSecond = 0.0;
    // The run's training time over all its parts (pauses left out) and the
    // steps it timed (fewer than step after resuming an older checkpoint).
    double trainSeconds = 0.0;
    qint64 timedSteps = 0;
};

struct EvaluationResult {
    qint64 step = 0;
    double devLoss = 0.0;
    double bleu = 0.0;
    double exactMatch = 0.0;
    qint64 sentences = 0;   // dev sentences translated for BLEU and exact matches
    qint64 devPairs = 0;    // dev pairs in all (the dev loss's); 0: no dev set, the figures are NaN
    QString bleuTokenize;
    QStringList sources, references, translations;  // a few dev samples
    QString checkpoint;
};

// How a run ended.
enum class TrainingOutcome { Completed, Stopped, Diverged, Failed };

// Who asked for a snapshot of the model in training: each gets a model of
// its own (the Translate page's thread and the Learn page's thread never
// share one, so the one's head gates never reach the other's numbers).
enum SnapshotFor { SnapshotForTranslate = 1, SnapshotForLearn = 2 };

}  // namespace studio::app

Q_DECLARE_METATYPE(studio::app::TrainingRequest)
Q_DECLARE_METATYPE(studio::app::TrainingProgress)
Q_DECLARE_METATYPE(studio::app::EvaluationResult)
Q_DECLARE_METATYPE(studio::app::TrainingOutcome)
Q_DECLARE_METATYPE(studio::data::DatasetSpec)
