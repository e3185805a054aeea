// ExperimentRunner: an experiment's queue of runs (train/experiment.h),
// trained one after another through the app's TrainingController (the same
// worker thread as the Train page; one run at a time with all threads).
// Each run is a normal run folder in the experiment's folder, next to
// experiment.json (the plan) and the summaries (summary.csv, summary.json,
// table.md, rewritten after every run). The queue survives closing the
// app: the folder of an unfinished experiment is kept in the settings and
// the next start can resume it, every run from its last checkpoint.
// While the queue runs it holds the experiment folder's lock (as a run
// holds its folder's, train/run_lock.h): a second queue on the same folder,
// in another window or `sweep`, is refused instead of marking this one's
// live run failed and rewriting its summaries.
// Lives in the GUI thread; includes no LibTorch.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "train/experiment.h"
#include "train/experiment_summary.h"

#include <QList>
#include <QObject>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QThreadPool>

#include <memory>

namespace studio::train {
class RunFolderLock;
}

namespace studio::app {

class TrainingController;
enum class TrainingOutcome;

struct ExperimentRunState {
    enum State { Waiting, Running, Finished, Failed, Stopped };
    QString name;     // the run's folder in the experiment's folder
    QString changes;  // "heads=2 d-k=64", "base settings"
    State state = Waiting;
    qint64 step = 0;  // done (from its checkpoint, or live while it runs)
    QString checkpoint;  // the one read (last.ckpt, else the numbered one of the highest step): resumed from
    qint64 steps = 0; // planned
    double devPpl = 0.0, devBleu = 0.0;  // NaN until it is evaluated
    QString message;  // why it failed
};

// What reading an experiment's folder gives: every run's state and figures,
// the paper-layout table, and what went wrong on the way (as notes).
struct ExperimentStates {
    QList<ExperimentRunState> runs;
    std::vector<train::VariationRow> table;
    QStringList notes;
};

class ExperimentRunner : public QObject {
    Q_OBJECT

public:
    explicit ExperimentRunner(TrainingController* controller, QObject* parent = nullptr);

    // Writes `plan` to dir/experiment.json and starts its first run. Refuses
    // (false, *error) while training runs, a folder that holds another
    // experiment or runs, and a plan whose runs' settings are wrong.
    // `tokenizerModel`: a SentencePiece model every run uses (else the base
    // run's, else the first run trains one and the later runs take it),
    // unless the plan varies the vocabulary size.
    bool start(const QString& dir, const train::ExperimentPlan& plan, const QByteArray& tokenizerModel, QString* error);
    // Goes on with the experiment in `dir`: finished runs are skipped, an
    // unfinished one resumes from its last.ckpt.
    bool resume(const QString& dir, QString* error);
    // Shows the experiment in `dir` (its runs' states and figures) without
    // training anything; false with *error when it holds no plan. The runs'
    // folders are read on a pool thread (every run's checkpoint header and
    // history: 36 runs of a base-length history are too much for the GUI
    // thread); queueChanged says when runs() holds them.
    bool open(const QString& dir, QString* error);
    // Stops the current run at its next batch (its checkpoint is written);
    // the experiment stays resumable.
    void stop();

    bool isRunning() const { return running_; }
    // The runs' folders are being read (runs() is the state before).
    bool isReading() const { return reading_; }
    TrainingController* controller() const { return controller_; }
    QString folder() const { return dir_; }
    QString title() const;
    QList<ExperimentRunState> runs() const { return runs_; }
    int finishedRuns() const;
    int currentRun() const { return current_; }  // -1 when none trains
    // The experiment in the paper's layout: one row per variation (seeds
    // pooled), its settings' columns (Table 3's, or the grid's keys).
    const std::vector<train::VariationRow>& table() const { return table_; }
    train::SettingColumns tableColumns() const;

    // The experiment the app was running when it last closed ("" if none),
    // and forgetting it (the folder stays as it is).
    static QString unfinishedExperiment();
    static void forgetUnfinishedExperiment();
    // Whether the user stopped it (Stop), rather than closing the app; the
    // main window marks a stop by closing after its shutdown.
    static bool stoppedByUser();
    static void markStoppedByClosing();
    // The experiment last started or resumed ("" if none): the Runs page
    // shows its queue at the next start.
    static QString lastExperiment();
    // "Table 3 around tiny: 3 of 12 runs finished" for an experiment
    // folder; "" when it holds no plan.
    static QString describeFolder(const QString& dir);
    // Another process holds the experiment folder's lock: it is running the
    // experiment now (a second Attention Studio must not offer to resume it,
    // nor forget it on No).
    static bool heldElsewhere(const QString& dir);
    // An experiment's base from a run folder: its model and training
    // settings and its dataset (from its newest checkpoint's header), and
    // base_run. False with *error when the folder holds no readable run.
    static bool baseFromRun(const QString& runFolder, train::ExperimentPlan* base, QString* error);

    // Reads the runs' folders of `dir` as `plan` names them (runs in
    // `failed` are marked failed); with `summaries`, first writes the
    // experiment's summary files, and with `keepTokenizerOf` a run folder,
    // first keeps that run's tokenizer as the experiment's. Touches no
    // runner: any thread.
    static ExperimentStates readStates(const QString& dir, const train::ExperimentPlan& plan,
                                       const QSet<QString>& failed, const train::SettingColumns& columns,
                                       bool summaries, const QString& keepTokenizerOf);

signals:
    void runningChanged(bool running);
    // runs() changed: a run started, advanced, finished or failed.
    void queueChanged();
    void runProgress(int index, qint64 step, qint64 steps);
    // The queue ended: every run done (`completed`), or stopped or refused.
    void finished(bool completed, const QString& message);
    void note(const QString& text);

private:
    // What follows a read of the folders: showing it, the next run, or the
    // end of a stopped queue (with `message`).
    enum class AfterReading { Show, StartNext, Stop };
    void readFolder(AfterReading then, bool summaries, const QString& message = {},
                    const QString& keepTokenizerOf = {});
    void startNext();
    void stopped(const QString& message);
    void onRunFinished(TrainingOutcome outcome, const QString& message);
    bool sharesTokenizer() const;
    // Takes the lock of the experiment folder `dir` for the queue; false
    // with *error naming the process that holds it.
    bool lockFolder(const QString& dir, QString* error);

    TrainingController* controller_;
    std::shared_ptr<train::RunFolderLock> lock_;  // held while running_
    train::ExperimentPlan plan_;
    QString dir_;
    QList<ExperimentRunState> runs_;
    std::vector<train::VariationRow> table_;
    QSet<QString> failed_;  // runs that failed in this session: not tried again
    int current_ = -1;
    bool running_ = false;
    bool stopRequested_ = false;
    bool reading_ = false;     // set before a read starts, cleared when its answer is handled
    int readGeneration_ = 0;   // the newest read: an older one's answer is dropped
    QThreadPool readers_;      // one thread: reads (and summary writes) happen in order
};

}  // namespace studio::app
