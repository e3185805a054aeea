// The run the checkpoint and resume GUI tests share: the reverse demo, 6
// steps, evaluated (and saved) at 3 and 6, trained through the app's own
// TrainingController; and the small file helpers those tests use on it.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkpoint_store.h"
#include "training_controller.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QtTest>

namespace studio::test {

// Trains the run into `dir` (checkpoint-3.ckpt, checkpoint-6.ckpt,
// last.ckpt); fails the calling test when it does not complete.
inline void train_tiny_gui_run(const QString& dir) {
    app::TrainingController controller;
    QSignalSpy finished(&controller, &app::TrainingController::finished);
    app::TrainingRequest r;
    r.dataset.demo = "reverse";
    r.model.d_model = 32;
    r.model.num_heads = 4;
    r.model.d_ff = 64;
    r.training.steps = 6;
    r.training.eval_every = 3;
    r.training.log_every = 1;
    r.training.eval_max_sentences = 4;
    r.training.threads = 1;
    r.outDir = dir;
    controller.start(r);
    QVERIFY(finished.wait(300000));
    QCOMPARE(finished.first().at(0).value<app::TrainingOutcome>(), app::TrainingOutcome::Completed);
    for (const QString& name : {"checkpoint-3.ckpt", "checkpoint-6.ckpt", "last.ckpt"})
        QVERIFY2(QFile::exists(dir + "/" + name), qPrintable(name));
}

inline QByteArray read_all(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A copy of a run folder, so that a test may change it.
inline QString copy_run(const QString& from, const QString& to) {
    QDir().mkpath(to);
    for (const QString& name : QDir(from).entryList(QDir::Files)) QFile::copy(from + "/" + name, to + "/" + name);
    return QFileInfo(to).absoluteFilePath();
}

// The training (evaluations false) or evaluation lines of a history.
inline int count_of(const QStringList& history, bool evaluations) {
    int n = 0;
    for (const app::HistoryEntry& e : app::parseHistory(history)) n += e.isEvaluation == evaluations ? 1 : 0;
    return n;
}

inline QString train_series() { return QObject::tr("train"); }

}  // namespace studio::test
