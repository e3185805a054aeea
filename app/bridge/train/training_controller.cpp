// SPDX-License-Identifier: GPL-3.0-or-later
#include "training_controller.h"

#include "training_worker.h"

#include "engine/device.h"
#include "nn/mixed_precision.h"

namespace studio::app {

TrainingController::TrainingController(QObject* parent) : QObject(parent) {
    qRegisterMetaType<TrainingRequest>();
    qRegisterMetaType<TrainingProgress>();
    qRegisterMetaType<EvaluationResult>();
    qRegisterMetaType<TrainingOutcome>();
    qRegisterMetaType<ModelHandle>();
    qRegisterMetaType<ModelSummary>();
    qRegisterMetaType<QVector<ProbeRecord>>();
    worker_ = new TrainingWorker;
    worker_->moveToThread(&thread_);
    connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
    connect(this, &TrainingController::trainRequested, worker_, &TrainingWorker::train);
    connect(worker_, &TrainingWorker::started, this, &TrainingController::started);
    connect(worker_, &TrainingWorker::note, this, &TrainingController::note);
    connect(worker_, &TrainingWorker::progress, this, &TrainingController::progress);
    connect(worker_, &TrainingWorker::evaluated, this, &TrainingController::evaluated);
    connect(worker_, &TrainingWorker::snapshotReady, this, &TrainingController::snapshotReady);
    connect(worker_, &TrainingWorker::probesRecorded, this, &TrainingController::probesRecorded);
    // Queued like the progress before it, so it arrives after that; a hold
    // already given up (resumed meanwhile) is not reported.
    connect(worker_, &TrainingWorker::held, this, [this](qint64 step) {
        if (paused_) emit pauseHeld(step);
    });
    connect(worker_, &TrainingWorker::finished, this,
            [this](TrainingOutcome outcome, const QString& message) {
                running_ = false;
                if (paused_) {
                    paused_ = false;
                    emit pausedChanged(false);
                }
                // In the order the state changes: the run's end first; a
                // slot may start the next run at once (an experiment's
                // queue), and then training never stopped for the views.
                emit finished(outcome, message);
                if (!running_ && !held_) emit runningChanged(false);
            });
    thread_.setObjectName(QStringLiteral("training"));
    thread_.start();
}

TrainingController::~TrainingController() { shutdown(); }

QStringList TrainingController::availableDevices() { return TrainingWorker::availableDevices(); }

QString TrainingController::describePrecision(const QString& precision, const QString& device) {
    try {
        const auto where = studio::parse_device(device.toStdString());
        QString note = QString::fromStdString(nn::describe_precision(precision.toStdString(), where));
        // The training loss is then of half-precision products; the dev
        // figures beside it on the same plots are not (Trainer::evaluate).
        if (nn::resolve_compute_dtype(precision.toStdString(), where, nullptr) != torch::kFloat)
            note += tr("; the dev loss and BLEU are computed in fp32");
        return note;
    } catch (const std::exception& e) {
        return QString::fromStdString(e.what());
    }
}

void TrainingController::start(const TrainingRequest& request) {
    if (running_) return;
    running_ = true;
    const bool held = held_;  // the views never saw the previous run end
    held_ = false;
    stopAskedInHold_ = false;
    runFolder_ = request.outDir;
    if (worker_) worker_->prepareRun();  // before the request is queued: see prepareRun()
    if (!held) emit runningChanged(true);
    emit runStarting(request);
    emit trainRequested(request);  // queued: runs in the worker thread
}

void TrainingController::endHold() {
    if (!held_) return;
    held_ = false;
    stopAskedInHold_ = false;
    if (!running_) emit runningChanged(false);
}

void TrainingController::stop() {
    if (running_ && worker_) worker_->requestStop();
    else if (held_) stopAskedInHold_ = true;  // the queue holding the run ends instead
}

void TrainingController::setPaused(bool paused) {
    if (!running_ || paused == paused_ || !worker_) return;
    paused_ = paused;
    worker_->setPaused(paused);
    emit pausedChanged(paused);
}

void TrainingController::setProbeSentences(const QStringList& sentences) {
    probes_ = sentences;
    if (worker_) worker_->setProbeSentences(sentences);
}

void TrainingController::setValidationSnapshots(int who) {
    if (worker_) worker_->setValidationSnapshots(who);
}

bool TrainingController::requestSnapshot(int who) {
    if (!running_ || !worker_) return false;
    worker_->requestSnapshot(who);
    return true;
}

void TrainingController::shutdown() {
    if (!thread_.isRunning()) return;
    if (worker_) worker_->requestStop();
    thread_.quit();
    thread_.wait();
    worker_ = nullptr;  // deleted by deleteLater when the thread finished
}

}  // namespace studio::app
