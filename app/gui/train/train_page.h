// TrainPage: settings, start/stop, live curves (loss, dev BLEU, learning
// rate, tokens per second), progress with ETA, sample translations as they
// improve, and the run's checkpoints (open one: its curves come back from
// its stored history; resume; average). Talks to the engine only through
// TrainingController and checkpoint_store.h.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine_types.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QSlider;
class QSpinBox;
class QTabWidget;
class QTableWidget;

namespace studio::widgets {
class MetricPlot;
}

namespace studio::app {

class CheckpointPanel;
class RunFollower;
class HyperparameterForm;
class TrainingController;

class TrainPage : public QWidget {
    Q_OBJECT

public:
    // The Threads box takes the Preferences' thread count (not while a run trains).
    void usePreferredThreads();
    TrainPage(TrainingController* controller, QWidget* parent = nullptr);

    // The data the next run trains on, and the Data page's tokenizer (empty: train one).
    void setDataset(const data::DatasetSpec& dataset, const QByteArray& tokenizerModel = QByteArray());
    // While the Data page reads the last session's dataset (`label`; empty
    // when it is done), Train waits: until then this page's dataset is the
    // built-in demo, and a Train pressed meanwhile trained on that.
    void setDatasetPending(const QString& label);
    // A line in the page's notes (the experiment queue's runs are noted there too).
    void appendNote(const QString& text);
    const data::DatasetSpec& dataset() const { return dataset_; }
    QString preset() const;
    TrainingRequest request() const;  // what Start would send
    QPushButton* startButton() const { return start_; }
    TrainingController* controller() const { return controller_; }
    QPushButton* stopButton() const { return stop_; }
    QPushButton* pauseButton() const { return pause_; }
    // Writes every curve as CSV and PNG into `folder`; false with a message on failure.
    bool exportCurves(const QString& folder, QString* error);
    widgets::MetricPlot* lossPlot() const { return loss_; }
    RunFollower* follower() const { return follower_; }
    widgets::MetricPlot* bleuPlot() const { return bleu_; }
    widgets::MetricPlot* learningRatePlot() const { return lr_; }
    widgets::MetricPlot* speedPlot() const { return speed_; }
    QString statusText() const;
    // "precision auto -> bf16 (native bfloat16: AVX-512 BF16)": beside the setting.
    QString precisionNoteText() const;
    HyperparameterForm* hyperparameters() const { return hyper_; }
    CheckpointPanel* checkpoints() const { return checkpoints_; }

    // Shows a checkpoint: its curves (from its stored history), its settings
    // in the form, its folder's checkpoints, and a status line. Reads the
    // header only. False, with the engine's message in the status line and
    // in `error`, for a bad file; nothing shown before is lost then.
    bool openCheckpoint(const QString& path, QString* error = nullptr);
    // The checkpoint opened here (header only) failed to load in full (its
    // weights damaged or truncated): said in the status and the notes.
    void checkpointUnusable(const QString& path, const QString& message);
    // Continues the run of a "training" checkpoint in its own folder, with
    // its settings and data, up to Steps (raised above the checkpoint's step
    // when needed). Its history is drawn first; new points continue it.
    // An earlier checkpoint of a run that went further in that folder would
    // replace the later steps: the page asks whether to continue in a new
    // run folder (the run is kept), discard the later steps, or cancel.
    bool resumeFrom(const QString& path, QString* error = nullptr);
    enum class LaterSteps { Ask, NewRun, Discard, Cancel };
    // The answer to that question without asking (tests, scripted windows).
    void setLaterStepsAnswer(LaterSteps answer) { laterStepsAnswer_ = answer; }
    // Prepares a fine-tuning run: the next Start trains a new run from this
    // checkpoint's weights, model and tokenizer (either kind of checkpoint),
    // with the form's training settings and the Data page's data; it
    // evaluates at step 0 first. The form shows the checkpoint's model, whose
    // size can no longer be edited; a banner says so. False, with the
    // engine's message, for a bad file.
    bool fineTuneFrom(const QString& path, QString* error = nullptr);
    // Back to training from scratch.
    void cancelFineTune();
    // The checkpoint the next run fine-tunes; empty: none.
    QString fineTuneCheckpoint() const { return fineTunePath_; }
    QString fineTuneBannerText() const;
    // Replaces the curves with a history's (JSON lines, see checkpoint_store.h).
    void showHistory(const QStringList& lines);

public slots:
    void startTraining();

signals:
    void checkpointOpened(const QString& path);
    // The checkpoint list's Open: the window opens the file for every page
    // that shows a model (without a window, this page opens it alone).
    void openRequested(const QString& path);
    // The checkpoint a fine-tuning run would start from changed (empty: none).
    void fineTuneChanged(const QString& path);
    // The run's seed changed: the Data page draws a demo's pairs and the dev
    // hold-out with it (as the run will).
    void seedChanged(quint64 seed);
    void maxLenChanged(int tokens);

private:
    LaterSteps askAboutLaterSteps(qint64 step, const QString& laterFile, qint64 laterStep);
    QWidget* makeSettings();
    // The Preset box shows the preset whose sizes `model` has, or "custom",
    // without applying it (the form shows that model already).
    void showPresetOf(const nn::TransformerConfig& model);
    // The vocabulary box shows the Data page's tokenizer's size while a run
    // would use it (not while fine-tuning: the checkpoint's is kept).
    void showTokenizerVocabulary();
    QWidget* makePlots();
    void onProgress(const TrainingProgress& p);
    void onEvaluated(const EvaluationResult& r);
    void onFinished(TrainingOutcome outcome, const QString& message);
    void onRunningChanged(bool running);
    void onRunStarting(const TrainingRequest& request);
    void startHere(const TrainingRequest& request);  // controller_->start() of this page's own run
    bool startingHere_ = false;
    void applySmoothing(int sliderValue);
    void chooseExportFolder();
    bool refuse(const QString& message, QString* error);
    void onHistoryGrew(const QStringList& lines);
    void noteUnshownSettings(const QStringList& unshown, const QString& path);
    void showPrecisionChoice();
    QWidget* makeFineTuneBar();

    TrainingController* controller_;
    data::DatasetSpec dataset_;
    QByteArray tokenizerModel_;
    QComboBox* preset_ = nullptr;
    int dataTokenizerPieces_ = 0;  // the Data page's tokenizer's size; 0: none
    HyperparameterForm* hyper_ = nullptr;
    QSpinBox* steps_ = nullptr;
    QSpinBox* evalEvery_ = nullptr;
    QSpinBox* threads_ = nullptr;
    QComboBox* device_ = nullptr;
    QComboBox* precision_ = nullptr;
    QPushButton* start_ = nullptr;
    QPushButton* stop_ = nullptr;
    QPushButton* pause_ = nullptr;
    QPushButton* export_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QLabel* status_ = nullptr;
    QLabel* precisionNote_ = nullptr;  // what the precision computes in on this processor, and why
    QSlider* smoothing_ = nullptr;
    QCheckBox* follow_ = nullptr;
    widgets::MetricPlot* loss_ = nullptr;
    widgets::MetricPlot* bleu_ = nullptr;
    widgets::MetricPlot* lr_ = nullptr;
    widgets::MetricPlot* speed_ = nullptr;
    QTableWidget* samples_ = nullptr;
    CheckpointPanel* checkpoints_ = nullptr;
    RunFollower* follower_ = nullptr;
    QTabWidget* bottomTabs_ = nullptr;
    QPlainTextEdit* notes_ = nullptr;
    QWidget* fineTuneBar_ = nullptr;
    QLabel* fineTuneBanner_ = nullptr;
    QComboBox* fineTuneLanguage_ = nullptr;  // a multilingual model's target-language token
    LaterSteps laterStepsAnswer_ = LaterSteps::Ask;
    QString fineTunePath_;
    QString datasetPending_;  // the last session's dataset being read (setDatasetPending)
};

}  // namespace studio::app
