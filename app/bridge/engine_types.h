// Plain value types that carry requests into the engine's worker thread and
// results out of it. Qt only: the GUI's classes include this, never LibTorch
// (DESIGN §1, §6: lupdate and build times).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMetaType>
#include <QString>
#include <QStringList>

namespace studio::app {

// What to train. Every number has the engine's default when left as is.
struct TrainingRequest {
    QString demo = QStringLiteral("numbers-de");  // built-in task
    QString preset = QStringLiteral("tiny");
    qint64 steps = 0;          // total optimiser steps; 0 = one epoch
    qint64 evalEvery = 100;    // dev loss, BLEU and a checkpoint every N steps
    qint64 logEvery = 10;      // a progress point every N steps
    qint64 evalSentences = 100;
    int threads = 0;           // 0 = all cores
    QString device = QStringLiteral("cpu");
    quint64 seed = 1;
    QString outDir;            // checkpoints and history; empty: nothing written

    // Hyper-parameters over the preset's; a negative value keeps the preset's.
    qint64 dModel = -1, heads = -1, layers = -1, dFF = -1;
    double dropout = -1.0;
    qint64 warmup = -1, maxTokens = -1;
    double lrFactor = -1.0, labelSmoothing = -1.0, clip = -1.0;
};

struct TrainingProgress {
    qint64 step = 0;
    qint64 epoch = 0;
    qint64 totalSteps = 0;
    double loss = 0.0;
    double learningRate = 0.0;
    double tokensPerSecond = 0.0;
    double elapsedSeconds = 0.0;
};

struct EvaluationResult {
    qint64 step = 0;
    double devLoss = 0.0;
    double bleu = 0.0;
    double exactMatch = 0.0;
    QString bleuTokenize;
    QStringList sources, references, translations;  // a few dev samples
    QString checkpoint;
};

// How a run ended.
enum class TrainingOutcome { Completed, Stopped, Diverged, Failed };

}  // namespace studio::app

Q_DECLARE_METATYPE(studio::app::TrainingRequest)
Q_DECLARE_METATYPE(studio::app::TrainingProgress)
Q_DECLARE_METATYPE(studio::app::EvaluationResult)
Q_DECLARE_METATYPE(studio::app::TrainingOutcome)
