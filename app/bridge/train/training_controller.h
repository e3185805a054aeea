// TrainingController: owns the worker thread, as the Qt documentation shows
// it: a TrainingWorker moved to a QThread, requests sent as queued calls,
// results received as queued signals, `quit(); wait();` on shutdown (after a
// stop request, so a running training ends at its next batch with a
// checkpoint). Lives in the GUI thread; includes no LibTorch.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine_types.h"
#include "translation_types.h"

#include <QObject>
#include <QThread>

namespace studio::app {

class TrainingWorker;

class TrainingController : public QObject {
    Q_OBJECT

public:
    explicit TrainingController(QObject* parent = nullptr);
    ~TrainingController() override;

    // Training runs, or another run follows at once (holdRunning()).
    bool isRunning() const { return running_ || held_; }
    // The worker's thread is there (it is from construction until shutdown()).
    bool isWorkerThreadAlive() const { return thread_.isRunning(); }
    // Called from a slot of `finished` when another run follows shortly (an
    // experiment's queue reads its folders first, on a pool thread): the
    // views keep seeing training as running, so runningChanged(false) is not
    // sent; the next start() or endHold() ends the hold.
    void holdRunning() {
        held_ = true;
        stopAskedInHold_ = false;
    }
    void endHold();
    // A queue about to start its first run (it reads its folders first):
    // the hold begins with nothing running, so the views are told training
    // runs now, and the Train page's Start is refused meanwhile (it started
    // a run of its own, which the queue then took for its run).
    void holdForFirstRun() {
        if (running_ || held_) return;
        holdRunning();
        emit runningChanged(true);
    }
    // stop() was asked for during the hold (nothing trained to stop).
    bool stopAskedInHold() const { return stopAskedInHold_; }
    // The run folder of the run in progress (its request's outDir), or empty.
    QString runFolder() const { return running_ ? runFolder_ : QString(); }
    bool isPaused() const { return paused_; }
    // "cpu", then "cuda:N" for every GPU this LibTorch can use.
    static QStringList availableDevices();
    // What a precision setting computes in on a device and why, e.g.
    // "precision auto -> fp32 (no native bfloat16: AVX2 only)"; an engine
    // refusal's message for an unknown name or device.
    static QString describePrecision(const QString& precision, const QString& device);

public slots:
    void start(const studio::app::TrainingRequest& request);
    void stop();
    // Holds training between batches / lets it go on (the same run). The
    // step in flight still ends (and reports); pauseHeld() follows once
    // training waits.
    void setPaused(bool paused);
    // Stops a running training and waits for the worker thread to end.
    void shutdown();
    // Asks the running training for a copy of its model (snapshotReady);
    // false when no training runs.
    // `who`: SnapshotFor bits (the Translate page by default).
    bool requestSnapshot(int who = SnapshotForTranslate);
    // At every validation from now on (also of later runs), a snapshot of the
    // weights just evaluated for each SnapshotFor bit in `who` (0: none).
    void setValidationSnapshots(int who);
    // Sentences whose attention every validation records (probesRecorded);
    // takes effect at the next validation, also in a running training.
    void setProbeSentences(const QStringList& sentences);
    QStringList probeSentences() const { return probes_; }

signals:
    void started(const QString& summary);
    void note(const QString& text);
    void progress(const studio::app::TrainingProgress& progress);
    void evaluated(const studio::app::EvaluationResult& result);
    void finished(studio::app::TrainingOutcome outcome, const QString& message);
    void runningChanged(bool running);
    // Every start(), the runs of an experiment's queue too (which follow one
    // another without runningChanged): the views take the new run's folder.
    void runStarting(const studio::app::TrainingRequest& request);
    void pausedChanged(bool paused);
    // Training has stopped after `step` for a pause; no step runs (and no
    // progress comes) until it is resumed. Every progress of the steps before
    // has arrived by then.
    void pauseHeld(qint64 step);
    void probesRecorded(const QVector<studio::app::ProbeRecord>& records);
    // A copy of the model in training for `who` (a SnapshotFor bit).
    void snapshotReady(const studio::app::ModelHandle& model, const studio::app::ModelSummary& summary, int who);

    // Internal: delivers a request to the worker in its thread.
    void trainRequested(const studio::app::TrainingRequest& request);

private:
    QThread thread_;
    TrainingWorker* worker_ = nullptr;
    bool running_ = false;
    bool held_ = false;  // holdRunning(): a run follows
    bool stopAskedInHold_ = false;
    bool paused_ = false;
    QStringList probes_;
    QString runFolder_;
};

}  // namespace studio::app
