// TrainPage: settings, start/stop, live curves (loss, dev BLEU, learning
// rate, tokens per second), progress with ETA, and sample translations as
// they improve. Talks to the engine only through TrainingController.
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
class QTableWidget;

namespace studio::widgets {
class MetricPlot;
}

namespace studio::app {

class HyperparameterForm;
class TrainingController;

class TrainPage : public QWidget {
    Q_OBJECT

public:
    TrainPage(TrainingController* controller, QWidget* parent = nullptr);

    // The data the next run trains on, and the Data page's tokenizer (empty: train one).
    void setDataset(const data::DatasetSpec& dataset, const QByteArray& tokenizerModel = QByteArray());
    const data::DatasetSpec& dataset() const { return dataset_; }
    QString preset() const;
    TrainingRequest request() const;  // what Start would send
    QPushButton* startButton() const { return start_; }
    QPushButton* stopButton() const { return stop_; }
    QPushButton* pauseButton() const { return pause_; }
    // Writes every curve as CSV and PNG into `folder`; false with a message on failure.
    bool exportCurves(const QString& folder, QString* error);
    widgets::MetricPlot* lossPlot() const { return loss_; }
    widgets::MetricPlot* bleuPlot() const { return bleu_; }
    QString statusText() const;
    HyperparameterForm* hyperparameters() const { return hyper_; }

public slots:
    void startTraining();

private:
    QWidget* makeSettings();
    QWidget* makePlots();
    void onProgress(const TrainingProgress& p);
    void onEvaluated(const EvaluationResult& r);
    void onFinished(TrainingOutcome outcome, const QString& message);
    void onRunningChanged(bool running);
    void applySmoothing(int sliderValue);
    void chooseExportFolder();

    TrainingController* controller_;
    data::DatasetSpec dataset_;
    QByteArray tokenizerModel_;
    QComboBox* preset_ = nullptr;
    HyperparameterForm* hyper_ = nullptr;
    QSpinBox* steps_ = nullptr;
    QSpinBox* evalEvery_ = nullptr;
    QSpinBox* threads_ = nullptr;
    QComboBox* device_ = nullptr;
    QPushButton* start_ = nullptr;
    QPushButton* stop_ = nullptr;
    QPushButton* pause_ = nullptr;
    QPushButton* export_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QLabel* status_ = nullptr;
    QSlider* smoothing_ = nullptr;
    QCheckBox* follow_ = nullptr;
    widgets::MetricPlot* loss_ = nullptr;
    widgets::MetricPlot* bleu_ = nullptr;
    widgets::MetricPlot* lr_ = nullptr;
    widgets::MetricPlot* speed_ = nullptr;
    QTableWidget* samples_ = nullptr;
    QPlainTextEdit* notes_ = nullptr;
};

}  // namespace studio::app
