// SPDX-License-Identifier: GPL-3.0-or-later
#include "learn_demo.h"

#include "app_settings.h"
#include "training_controller.h"

#include "checkpoint_store.h"

#include "train/run_lock.h"
#include "train/run_lock_probe.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <utility>

namespace studio::app {

namespace {

// Written once a run has completed: a partial run (the app closed during
// training) is not taken for a trained model at the next start.
const QString kCompleteMarker = QStringLiteral("complete");
const QString kCheckpoint = QStringLiteral("last.ckpt");

}  // namespace

LearnDemo::LearnDemo(QObject* parent) : QObject(parent), folder_(learnDemoFolder()) {}

LearnDemo::~LearnDemo() {
    if (controller_) controller_->shutdown();
}

TrainingRequest LearnDemo::request(const QString& folder, qint64 steps) {
    TrainingRequest r;
    r.dataset.kind = data::DatasetKind::Demo;
    r.dataset.demo = "numbers-de";
    r.model = nn::TransformerConfig::preset("tiny");
    r.training = train::TrainingConfig::preset("tiny");
    r.training.steps = steps;
    r.training.warmup = std::max<qint64>(1, std::min<qint64>(200, steps / 2));
    r.training.eval_every = steps;  // one evaluation and checkpoint, at the end
    r.training.log_every = std::max<qint64>(1, steps / 20);
    r.training.threads = preferredThreads();
    r.outDir = folder;
    return r;
}

QString LearnDemo::trainedCheckpoint() const {
    const QDir dir(folder_);
    if (!QFile::exists(dir.filePath(kCompleteMarker)) || !QFile::exists(dir.filePath(kCheckpoint))) return {};
    return dir.filePath(kCheckpoint);
}

bool LearnDemo::isRunning() const { return controller_ && controller_->isRunning(); }

void LearnDemo::start() {
    if (isRunning()) {
        // The run still writes into the folder start() would clear: start
        // when it has stopped (the stop's finished() can come after a user's
        // run that failed at once ended and asked for the demo again).
        restartWanted_ = stopping_;
        return;
    }
    const QString done = trainedCheckpoint();
    if (!done.isEmpty()) {
        // One this version cannot read (an older or newer version's, or
        // damaged) is trained again: trusted for good, it failed to open at
        // every start.
        try {
            readCheckpointInfo(done);  // its header, as the checkpoint list reads it
            emit trained(done);
            return;
        } catch (const std::exception&) {
            QFile::remove(QDir(folder_).filePath(kCompleteMarker));
        }
    }
    if (!QDir().mkpath(folder_)) {
        emit failed(tr("The folder \"%1\" cannot be created.").arg(QDir::toNativeSeparators(folder_)));
        return;
    }
    try {
        lock_ = train::acquire_run_lock(folder_.toStdString());
    } catch (const std::exception& e) {
        if (train::run_folder_held_elsewhere(folder_.toStdString()))
            emit failed(tr("The built-in demo is being trained by another Attention Studio (%1). Open a checkpoint, "
                           "or come back to this page when it has finished.")
                            .arg(QString::fromStdString(e.what())));
        else
            emit failed(tr("The built-in demo cannot be trained: %1").arg(QString::fromStdString(e.what())));
        return;
    }
    // Completed by another Attention Studio between the look above and the lock.
    if (!trainedCheckpoint().isEmpty()) {
        const std::shared_ptr<train::RunFolderLock> done = std::move(lock_);
        emit trained(trainedCheckpoint());
        return;
    }
    // A fresh run: whatever an interrupted one left is not resumed (the
    // lock file stays: it is what keeps another process out).
    const QDir dir(folder_);
    for (const QFileInfo& entry : dir.entryInfoList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System)) {
        if (entry.fileName() == QLatin1String(train::run_lock_file_name())) continue;
        if (entry.isDir() && !entry.isSymLink()) QDir(entry.filePath()).removeRecursively();
        else QFile::remove(entry.filePath());
    }
    if (!controller_) {
        controller_ = new TrainingController(this);
        connect(controller_, &TrainingController::started, this, [this] {
            wantUntrained_ = true;
            controller_->requestSnapshot(SnapshotForLearn);  // the fresh weights, taken before the first step
        });
        connect(controller_, &TrainingController::snapshotReady, this,
                [this](const ModelHandle& model, const ModelSummary& summary) {
                    if (!wantUntrained_) return;
                    wantUntrained_ = false;
                    emit untrained(model, summary);
                });
        connect(controller_, &TrainingController::progress, this,
                [this](const TrainingProgress& p) { emit progress(p.step, p.totalSteps); });
        connect(controller_, &TrainingController::finished, this, &LearnDemo::onFinished);
    }
    controller_->start(request(folder_, steps_));
}

void LearnDemo::stop() {
    restartWanted_ = false;
    if (!isRunning()) return;
    stopping_ = true;
    controller_->stop();
}

void LearnDemo::onFinished(TrainingOutcome outcome, const QString& message) {
    stopping_ = false;
    // Let go when this returns, after the marker below is written (the
    // trainer has released its share); a restart takes the same lock again.
    const std::shared_ptr<train::RunFolderLock> held = std::move(lock_);
    if (std::exchange(restartWanted_, false)) {
        start();
        return;
    }
    if (outcome == TrainingOutcome::Stopped) return;
    if (outcome != TrainingOutcome::Completed) {
        emit failed(message.isEmpty() ? tr("The demo's training stopped (its loss diverged).") : message);
        return;
    }
    QSaveFile marker(QDir(folder_).filePath(kCompleteMarker));
    if (!marker.open(QIODevice::WriteOnly) || marker.write("numbers-de\n") < 0 || !marker.commit()) {
        emit failed(tr("Cannot write \"%1\": %2").arg(QDir::toNativeSeparators(marker.fileName()), marker.errorString()));
        return;
    }
    emit trained(QDir(folder_).filePath(kCheckpoint));
}

}  // namespace studio::app
