// CheckpointPanel: the Train page's list of one run's checkpoints and what
// can be done with them: open one (its curves and settings come back),
// resume training from it, fine-tune it (a new run from its weights), save a
// copy elsewhere, and average the newest k
// numbered ones into a new "weights" checkpoint (§6.1 of the paper). The
// list follows the folder (QFileSystemWatcher). Averaging loads every tensor
// and a copy moves hundreds of MB at base size, so both run on a pool thread
// (QtConcurrent); the GUI thread only reads headers.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFutureWatcher>
#include <QString>
#include <QWidget>

class QFileSystemWatcher;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableView;
class QTimer;

namespace studio::app {

class CheckpointTableModel;

// Shows a warning without blocking (window-modal, open()): the page and
// tests go on while it is up.
void showWarning(QWidget* parent, const QString& title, const QString& text);

class CheckpointPanel : public QWidget {
    Q_OBJECT

public:
    explicit CheckpointPanel(QWidget* parent = nullptr);

    // The run folder to list (it may not exist yet: a run about to start).
    void setFolder(const QString& folder);
    QString folder() const;
    void refresh();
    void selectPath(const QString& path);
    QString selectedPath() const;
    // Open and Resume are off while a training runs (they would replace its curves).
    void setTrainingRunning(bool running);

    // The selected checkpoint, else the newest readable one of the folder;
    // empty when there is none yet. Only complete files are listed: the
    // engine writes to a temporary name and renames.
    QString checkpointToSave() const;
    // Starts copying checkpointToSave() to `destination` (through a ".part"
    // file) on a pool thread: a base model's file is hundreds of MB, and the
    // window stays responsive meanwhile. saved() or saveFailed() follows.
    // False with a message, at once, when there is nothing to save, the
    // destination is the checkpoint itself, or a copy is still running.
    bool saveCheckpointAs(const QString& destination, QString* error);
    // Busy from the request until its answer is handled (not the pool
    // thread's isRunning(), which turns false before `finished` arrives).
    bool isSaving() const { return savingBusy_; }
    // Asks where, then saves; says so when there is nothing to save yet.
    void chooseAndSave();

    // Starts averaging the newest `k` numbered checkpoints into
    // averaged-FIRST-LAST.ckpt in the folder; averaged() or averagingFailed()
    // follows. False with a message when fewer than k are there or one is
    // already being averaged.
    bool averageNewest(int k, QString* error);
    bool isAveraging() const { return averagingBusy_; }

    CheckpointTableModel* model() const { return model_; }
    QTableView* view() const { return view_; }
    QSpinBox* averageCountBox() const { return averageCount_; }
    QPushButton* openButton() const { return open_; }
    QPushButton* resumeButton() const { return resume_; }
    QPushButton* fineTuneButton() const { return fineTune_; }
    QPushButton* saveButton() const { return save_; }
    QPushButton* averageButton() const { return average_; }

signals:
    void openRequested(const QString& path);
    void resumeRequested(const QString& path);
    void fineTuneRequested(const QString& path);
    void averaged(const QString& path);
    void averagingFailed(const QString& message);
    void saved(const QString& destination);
    void saveFailed(const QString& message);
    void message(const QString& text);  // for the page's notes

private:
    void updateButtons();
    void onAveraged();
    void onSaved();

    CheckpointTableModel* model_ = nullptr;
    QTableView* view_ = nullptr;
    QLabel* folderLabel_ = nullptr;
    QPushButton* open_ = nullptr;
    QPushButton* resume_ = nullptr;
    QPushButton* fineTune_ = nullptr;
    QPushButton* save_ = nullptr;
    QSpinBox* averageCount_ = nullptr;
    QPushButton* average_ = nullptr;
    QFileSystemWatcher* watcher_ = nullptr;
    QTimer* refreshTimer_ = nullptr;
    QFutureWatcher<QString> averaging_;  // result: the error, empty on success
    QFutureWatcher<QString> saving_;     // the same, for Save as
    bool averagingBusy_ = false;         // set before setFuture(), cleared in onAveraged()
    bool savingBusy_ = false;            // likewise for onSaved()
    QString savingSource_, savingDestination_;
    QString averagingOutput_;
    QString selectionToRestore_;
    bool trainingRunning_ = false;
};

}  // namespace studio::app
