// TrainPage, its checkpoint side: opening a checkpoint (curves from its
// stored history, settings into the form, its folder's list), resuming a
// run from one, and drawing a history. The rest is in train_page.cpp.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "train_page.h"

#include "checkpoint_panel.h"
#include "checkpoint_store.h"
#include "hyperparameter_form.h"
#include "metric_plot.h"
#include "run_follower.h"
#include "training_controller.h"

#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>

#include <algorithm>
#include <stdexcept>

namespace studio::app {

bool TrainPage::refuse(const QString& message, QString* error) {
    status_->setText(message);
    notes_->appendPlainText(message);
    if (error) *error = message;
    return false;
}

void TrainPage::showHistory(const QStringList& lines) {
    for (auto* plot : {loss_, bleu_, lr_, speed_}) plot->clear();
    samples_->setRowCount(0);  // a history keeps no sample translations
    for (const HistoryEntry& e : parseHistory(lines)) {
        if (e.isEvaluation) {
            loss_->addPoint(tr("dev"), double(e.step), e.devLoss);
            bleu_->addPoint(tr("dev"), double(e.step), e.devBleu);
        } else {
            loss_->addPoint(tr("train"), double(e.step), e.loss);
            lr_->addPoint(tr("train"), double(e.step), e.learningRate);
            speed_->addPoint(tr("train"), double(e.step), e.tokensPerSecond);
        }
    }
}

bool TrainPage::openCheckpoint(const QString& path, QString* error) {
    if (controller_->isRunning())
        return refuse(tr("Training is running: stop it before opening a checkpoint."), error);
    CheckpointInfo info;
    try {
        info = readCheckpointInfo(path);
    } catch (const std::exception& e) {
        return refuse(tr("Cannot open the checkpoint: %1").arg(QString::fromUtf8(e.what())), error);
    }
    // A weights-only file keeps no training settings: the form keeps its own.
    nn::TransformerConfig model = info.model;
    train::TrainingConfig training = info.isResumable() ? info.training : request().training;
    hyper_->setConfigs(model, training);
    if (info.isResumable()) {
        steps_->setValue(int(std::min<int64_t>(training.steps > 0 ? training.steps : info.step, steps_->maximum())));
        evalEvery_->setValue(int(std::min<int64_t>(training.eval_every, evalEvery_->maximum())));
    }
    showHistory(info.history);
    checkpoints_->setFolder(QFileInfo(info.path).absolutePath());
    checkpoints_->selectPath(info.path);
    bottomTabs_->setCurrentWidget(checkpoints_);
    const QString kind = info.isResumable() ? tr("training checkpoint (resumable)")
                                            : tr("weights only (averaged or exported)");
    const QString bleu = info.hasDevBleu() ? tr("dev BLEU %L1").arg(info.devBleu, 0, 'f', 2) : tr("no evaluation at this step");
    status_->setText(tr("Opened %1: step %L2, %3, %4").arg(QFileInfo(info.path).fileName()).arg(info.step).arg(kind, bleu));
    notes_->appendPlainText(tr("Opened %1 (%n history entries)", nullptr, int(info.history.size())).arg(info.path));
    // A run still going in that folder (from the CLI, on one process or
    // several) keeps drawing here as its history grows.
    follower_->follow(QFileInfo(info.path).absolutePath(), int(info.history.size()));
    emit checkpointOpened(info.path);
    return true;
}

void TrainPage::onHistoryGrew(const QStringList& lines) {
    if (controller_->isRunning()) return;
    showHistory(lines);
    status_->setText(tr("Following the run in %1: %n history entries", nullptr, int(lines.size()))
                         .arg(QDir::toNativeSeparators(follower_->folder())));
}

bool TrainPage::resumeFrom(const QString& path, QString* error) {
    if (controller_->isRunning()) return refuse(tr("Training is running already."), error);
    CheckpointInfo info;
    try {
        info = readCheckpointInfo(path);
    } catch (const std::exception& e) {
        return refuse(tr("Cannot resume: %1").arg(QString::fromUtf8(e.what())), error);
    }
    if (!info.isResumable())
        return refuse(tr("%1 holds weights only (an averaged or exported model): it cannot continue training. "
                         "Resume from one of the run's training checkpoints.").arg(QFileInfo(info.path).fileName()),
                      error);
    if (steps_->value() <= info.step) {
        // Steps count from the start of the run: go on as far again.
        const int raised = int(std::min<int64_t>(info.step + steps_->value(), steps_->maximum()));
        notes_->appendPlainText(tr("The checkpoint is at step %L1: Steps raised from %L2 to %L3.")
                                    .arg(info.step).arg(steps_->value()).arg(raised));
        steps_->setValue(raised);
    }
    TrainingRequest r = request();
    r.resumeFrom = info.path;
    r.outDir = QFileInfo(info.path).absolutePath();
    showHistory(info.history);  // the curves so far; the new steps continue them
    progress_->setValue(0);
    checkpoints_->setFolder(r.outDir);
    notes_->appendPlainText(tr("Resuming %1 from step %L2 up to step %L3 in %4")
                                .arg(QFileInfo(info.path).fileName()).arg(info.step).arg(r.training.steps).arg(r.outDir));
    status_->setText(tr("Loading the checkpoint and its data…"));
    controller_->start(r);
    return true;
}

}  // namespace studio::app
