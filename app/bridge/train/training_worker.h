// TrainingWorker: runs the engine's Trainer on a worker thread (it is moved
// to a QThread by TrainingController). Requests arrive as queued slot calls;
// results leave as signals carrying the plain types of engine_types.h. The
// stop request is an atomic flag the trainer checks once per batch, so it is
// set directly from the GUI thread, not queued behind the running slot.
// This header includes no LibTorch; training_worker.cpp does.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine_types.h"
#include "translation_types.h"

#include <QMutex>
#include <QObject>

#include <atomic>

namespace studio::app {

class TrainingWorker : public QObject {
    Q_OBJECT

public:
    explicit TrainingWorker(QObject* parent = nullptr);

    // "cpu", then "cuda:N" for every GPU this LibTorch can use.
    static QStringList availableDevices();

    // Thread-safe: ends the run at the next batch (a checkpoint is written).
    void requestStop() { stop_ = true; }
    // Thread-safe: training waits between batches while paused; held()
    // says when it does.
    void setPaused(bool paused) { pause_ = paused; }
    // Thread-safe: between the next two steps, the model's weights are copied
    // into a new model and sent out with snapshotReady (training goes on).
    // `who`: SnapshotFor bits; each asker gets its own copy.
    void requestSnapshot(int who = SnapshotForTranslate) { snapshot_ |= who; }
    // Thread-safe, called by the controller when it queues a run (not by the
    // run's own slot): a Stop or Pause sent between Start and the slot's
    // first line then reaches that run, and a snapshot asked of an earlier
    // run is never served by this one.
    void prepareRun() {
        stop_ = false;
        pause_ = false;
        snapshot_ = 0;
    }
    // Thread-safe: at every validation, a snapshot of the evaluated weights
    // for each SnapshotFor bit in `who` (0: none).
    void setValidationSnapshots(int who) { validationSnapshots_ = who; }
    // Thread-safe: sentences whose attention is recorded at every validation
    // (probesRecorded); an empty list records nothing.
    void setProbeSentences(const QStringList& sentences);

public slots:
    void train(const studio::app::TrainingRequest& request);

signals:
    void started(const QString& summary);
    void note(const QString& text);
    void progress(const studio::app::TrainingProgress& progress);
    void evaluated(const studio::app::EvaluationResult& result);
    void finished(studio::app::TrainingOutcome outcome, const QString& message);
    // Paused: training now waits after `step` and takes no further step
    // until it is resumed or stopped.
    void held(qint64 step);
    void probesRecorded(const QVector<studio::app::ProbeRecord>& records);
    // `who`: the SnapshotFor bit of the one this copy is for.
    void snapshotReady(const studio::app::ModelHandle& model, const studio::app::ModelSummary& summary, int who);

private:
    std::atomic<bool> stop_{false};
    std::atomic<bool> pause_{false};
    std::atomic<int> snapshot_{0};
    std::atomic<int> validationSnapshots_{0};
    QMutex probesMutex_;
    QStringList probes_;
};

}  // namespace studio::app
