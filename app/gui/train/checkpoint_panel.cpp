// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkpoint_panel.h"
#include "long_jobs.h"

#include "checkpoint_store.h"
#include "checkpoint_table_model.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <stdexcept>

#include <unistd.h>

namespace studio::app {

void showWarning(QWidget* parent, const QString& title, const QString& text) {
    auto* box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, parent);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

CheckpointPanel::CheckpointPanel(QWidget* parent) : QWidget(parent) {
    model_ = new CheckpointTableModel(this);
    view_ = new QTableView(this);
    // Tab leaves the table (arrows move between cells): with thousands of
    // cells Tab never got out of it.
    view_->setTabKeyNavigation(false);
    view_->setModel(model_);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setSelectionMode(QAbstractItemView::SingleSelection);
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view_->verticalHeader()->hide();
    view_->verticalHeader()->setDefaultSectionSize(view_->fontMetrics().height() + 6);  // compact rows
    view_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view_->horizontalHeader()->setStretchLastSection(true);
    folderLabel_ = new QLabel(tr("No run yet: checkpoints appear here as training saves them."), this);
    folderLabel_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    open_ = new QPushButton(tr("Open"), this);
    open_->setToolTip(tr("Opens the checkpoint on every page: its curves (from its stored history) and settings here, "
                         "its model on the Translate, Analyze and Learn pages."));
    resume_ = new QPushButton(tr("Resume training"), this);
    resume_->setToolTip(tr("Continues this run from the checkpoint, in its folder, with its own settings and data, "
                           "up to Steps."));
    fineTune_ = new QPushButton(tr("Fine-tune (new run)"), this);
    fineTune_->setToolTip(tr("Starts a new run from this checkpoint's weights, model and tokenizer, with a new "
                             "optimiser and learning-rate schedule, on the data chosen on the Data page. Unlike "
                             "Resume, the checkpoint's run is left as it is."));
    save_ = new QPushButton(tr("Save as…"), this);
    save_->setToolTip(tr("Copies the checkpoint to a file of your choice."));
    averageCount_ = new QSpinBox(this);
    averageCount_->setAccessibleName(tr("Checkpoints to average"));
    averageCount_->setObjectName(QStringLiteral("averageCount"));
    averageCount_->setRange(2, 100);
    averageCount_->setValue(5);
    averageCount_->setPrefix(tr("newest "));
    average_ = new QPushButton(tr("Average"), this);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(open_);
    buttons->addWidget(resume_);
    buttons->addWidget(fineTune_);
    buttons->addWidget(save_);
    buttons->addStretch(1);
    buttons->addWidget(averageCount_);
    buttons->addWidget(average_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(folderLabel_);
    layout->addWidget(view_, 1);
    layout->addLayout(buttons);

    // The trainer writes a temporary file, renames it and prunes old ones:
    // one refresh for the burst of changes.
    watcher_ = new QFileSystemWatcher(this);
    refreshTimer_ = new QTimer(this);
    refreshTimer_->setSingleShot(true);
    refreshTimer_->setInterval(200);
    connect(watcher_, &QFileSystemWatcher::directoryChanged, refreshTimer_, qOverload<>(&QTimer::start));
    connect(refreshTimer_, &QTimer::timeout, this, &CheckpointPanel::refresh);

    // A refresh resets the model; the selected file stays selected.
    connect(model_, &QAbstractItemModel::modelAboutToBeReset, this, [this] { selectionToRestore_ = selectedPath(); });
    connect(model_, &QAbstractItemModel::modelReset, this, [this] {
        if (!selectionToRestore_.isEmpty()) selectPath(selectionToRestore_);
        updateButtons();
    });
    connect(view_->selectionModel(), &QItemSelectionModel::selectionChanged, this, &CheckpointPanel::updateButtons);
    connect(view_, &QTableView::doubleClicked, this, [this] {
        if (open_->isEnabled()) emit openRequested(selectedPath());
    });
    connect(open_, &QPushButton::clicked, this, [this] { emit openRequested(selectedPath()); });
    connect(resume_, &QPushButton::clicked, this, [this] { emit resumeRequested(selectedPath()); });
    connect(fineTune_, &QPushButton::clicked, this, [this] { emit fineTuneRequested(selectedPath()); });
    connect(save_, &QPushButton::clicked, this, &CheckpointPanel::chooseAndSave);
    connect(average_, &QPushButton::clicked, this, [this] {
        QString error;
        if (!averageNewest(averageCount_->value(), &error)) showWarning(this, tr("Cannot average"), error);
    });
    connect(&averaging_, &QFutureWatcher<QString>::finished, this, &CheckpointPanel::onAveraged);
    connect(&saving_, &QFutureWatcher<QString>::finished, this, &CheckpointPanel::onSaved);
    // A failed copy asked for from the window (Save as…, Ctrl+S) is shown there.
    connect(this, &CheckpointPanel::saveFailed, this,
            [this](const QString& error) { showWarning(this, tr("Save failed"), error); });
    updateButtons();
}

void CheckpointPanel::setFolder(const QString& folder) {
    const QString absolute = folder.isEmpty() ? QString() : QDir(folder).absolutePath();
    if (absolute != model_->folder()) {
        if (!watcher_->directories().isEmpty()) watcher_->removePaths(watcher_->directories());
        folderLabel_->setText(absolute.isEmpty() ? QString() : tr("Run folder: %1").arg(absolute));
    }
    model_->setFolder(absolute);
    refresh();
}

QString CheckpointPanel::folder() const { return model_->folder(); }

void CheckpointPanel::refresh() {
    // A run's folder is created by its first checkpoint: watch it from then on.
    const QString folder = model_->folder();
    if (!folder.isEmpty() && QFileInfo(folder).isDir() && !watcher_->directories().contains(folder))
        watcher_->addPath(folder);
    model_->refresh();
}

void CheckpointPanel::selectPath(const QString& path) {
    const int row = model_->rowOfPath(path);
    if (row < 0) return;
    view_->selectRow(row);
}

QString CheckpointPanel::selectedPath() const {
    const QModelIndexList rows = view_->selectionModel()->selectedRows();
    return rows.isEmpty() ? QString() : model_->entry(rows.first().row()).info.path;
}

void CheckpointPanel::setTrainingRunning(bool running) {
    trainingRunning_ = running;
    updateButtons();
}

void CheckpointPanel::updateButtons() {
    const bool selected = !selectedPath().isEmpty();
    open_->setEnabled(selected && !trainingRunning_);
    resume_->setEnabled(selected && !trainingRunning_);
    fineTune_->setEnabled(selected && !trainingRunning_);
    save_->setEnabled(selected && !isSaving());
    // Not while a run trains: its evaluations write and prune the numbered
    // checkpoints an average would read (the CLI's average takes the run's lock).
    average_->setEnabled(!folder().isEmpty() && !isAveraging() && !trainingRunning_);
    average_->setToolTip(trainingRunning_
                             ? tr("A run is training: average its checkpoints after it stops.")
                             : tr("Averages the weights of the newest k numbered checkpoints into a new weights-only "
                                  "checkpoint, as the paper does with the last 5 (base) or 20 (big) checkpoints "
                                  "(§6.1)."));
}

QString CheckpointPanel::checkpointToSave() const {
    const QString selected = selectedPath();
    if (!selected.isEmpty()) return selected;
    for (int row = 0; row < model_->rowCount(); ++row)  // newest first
        if (model_->entry(row).readable()) return model_->entry(row).info.path;
    return {};
}

bool CheckpointPanel::saveCheckpointAs(const QString& destination, QString* error) {
    const QString source = checkpointToSave();
    if (source.isEmpty()) {
        *error = tr("There is no checkpoint to save yet: training writes one at every evaluation and when it stops.");
        return false;
    }
    if (QFileInfo(destination).absoluteFilePath() == source) {
        *error = tr("%1 is the checkpoint itself; choose another name.").arg(destination);
        return false;
    }
    if (isSaving()) {
        *error = tr("A copy is being saved; wait until it is written.");
        return false;
    }
    savingBusy_ = true;
    savingSource_ = source;
    savingDestination_ = destination;
    emit message(tr("Saving a copy of %1 as %2…").arg(QFileInfo(source).fileName(), destination));
    // Through a temporary name, as the engine writes: never half a file under
    // the final name. Only values cross threads: the names in, the error out.
    saving_.setFuture(QtConcurrent::run(longJobPool(), [source, destination]() -> QString {
        const QString partial = destination + QStringLiteral(".part");
        QFile::remove(partial);
        QFile file(source);
        if (!file.copy(partial))
            return CheckpointPanel::tr("Could not copy %1 to %2: %3").arg(source, destination, file.errorString());
        // On the disk before it takes the name, as the engine's checkpoints
        // are: after a power cut the name holds the whole copy or the old file.
        QFile written(partial);
        if (!written.open(QIODevice::ReadOnly) || ::fsync(written.handle()) != 0) {
            const QString why = written.isOpen() ? QString::fromLocal8Bit(std::strerror(errno)) : written.errorString();
            written.close();
            QFile::remove(partial);
            return CheckpointPanel::tr("Could not write %1: %2").arg(destination, why);
        }
        written.close();
        // rename(2) replaces an existing destination atomically: the user's
        // earlier file stays whole until the copy takes its place, and stays
        // if the rename fails (QFile::rename would need it removed first).
        if (std::rename(QFile::encodeName(partial).constData(), QFile::encodeName(destination).constData()) != 0) {
            const QString why = QString::fromLocal8Bit(std::strerror(errno));
            QFile::remove(partial);
            return CheckpointPanel::tr("Could not write %1: %2").arg(destination, why);
        }
        return {};
    }));
    updateButtons();
    return true;
}

void CheckpointPanel::onSaved() {
    savingBusy_ = false;
    const QString error = saving_.result();
    updateButtons();
    if (!error.isEmpty()) {
        emit message(error);
        emit saveFailed(error);
        return;
    }
    emit message(tr("Saved a copy of %1 as %2").arg(QFileInfo(savingSource_).fileName(), savingDestination_));
    emit saved(savingDestination_);
}

void CheckpointPanel::chooseAndSave() {
    const QString source = checkpointToSave();
    if (source.isEmpty()) {
        showWarning(this, tr("No checkpoint yet"),
                    tr("This run has no checkpoint yet: training writes one at every evaluation and when it stops."));
        return;
    }
    const QString destination = QFileDialog::getSaveFileName(this, tr("Save checkpoint as"),
                                                             QDir::home().filePath(QFileInfo(source).fileName()),
                                                             tr("Checkpoints (*.ckpt);;All files (*)"));
    if (destination.isEmpty()) return;
    QString error;
    if (!saveCheckpointAs(destination, &error)) showWarning(this, tr("Save failed"), error);
}

bool CheckpointPanel::averageNewest(int k, QString* error) {
    if (isAveraging()) {
        *error = tr("An average is being computed; wait until it is written.");
        return false;
    }
    if (trainingRunning_) {
        *error = tr("A run is training: average its checkpoints after it stops.");
        return false;
    }
    const QList<CheckpointInfo> numbered = model_->numberedCheckpoints();  // highest step first
    if (k < 2 || numbered.size() < k) {
        *error = tr("Averaging the newest %n needs %n numbered checkpoints (checkpoint-STEP.ckpt); the folder %1 "
                    "has %2. Lower k, or train longer (one is written at every evaluation).",
                    nullptr, std::max(k, 2))
                     .arg(folder().isEmpty() ? tr("(none)") : folder())
                     .arg(numbered.size());
        return false;
    }
    QStringList paths;
    for (int i = k - 1; i >= 0; --i) paths << numbered[i].path;  // oldest first
    const qint64 first = numbered[k - 1].step, last = numbered[0].step;
    // An average of these steps already there is kept (after the run's later
    // steps were discarded and trained again it holds other weights): the
    // new one takes the next free name.
    QString out = QDir(folder()).filePath(QStringLiteral("averaged-%1-%2.ckpt").arg(first).arg(last));
    for (int n = 2; QFileInfo::exists(out); ++n)
        out = QDir(folder()).filePath(QStringLiteral("averaged-%1-%2-%3.ckpt").arg(first).arg(last).arg(n));
    averagingBusy_ = true;
    averagingOutput_ = out;
    emit message(tr("Averaging %n checkpoints (steps %L1 to %L2) into %3…", nullptr, k).arg(first).arg(last).arg(out));
    // Loads every tensor: on a pool thread, never the GUI's. Only values
    // cross: the paths in, the error text out.
    averaging_.setFuture(QtConcurrent::run(longJobPool(), [paths, out]() -> QString {
        try {
            averageCheckpoints(paths, out);
            return {};
        } catch (const std::exception& e) {
            return QString::fromUtf8(e.what());
        }
    }));
    updateButtons();
    return true;
}

void CheckpointPanel::onAveraged() {
    averagingBusy_ = false;
    const QString error = averaging_.result();
    updateButtons();
    if (!error.isEmpty()) {
        emit message(error);
        emit averagingFailed(error);
        showWarning(this, tr("Averaging failed"), error);
        return;
    }
    refresh();
    selectPath(averagingOutput_);
    emit message(tr("Wrote %1 (weights only: it translates, it does not resume)").arg(averagingOutput_));
    emit averaged(averagingOutput_);
}

}  // namespace studio::app
