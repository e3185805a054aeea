// ExperimentPanel: the Runs page's experiment queue. New experiment (the
// dialog), resume one from its folder, stop; the queue's runs with their
// state and figures, the progress of the queue and of the run training.
// The runs appear in the Runs page's table as they are made.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/dataset.h"

#include <QByteArray>
#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;
class QTableView;

namespace studio::app {

class ExperimentQueueModel;
class ExperimentTableModel;
class ExperimentRunner;
class RunsPage;

class ExperimentPanel : public QWidget {
    Q_OBJECT

public:
    ExperimentPanel(ExperimentRunner* runner, RunsPage* runs, QWidget* parent = nullptr);

    // The Data page's dataset and tokenizer: a preset base trains on them.
    void setDataset(const data::DatasetSpec& dataset, const QByteArray& tokenizerModel = QByteArray());
    // The Data page is reading the last session's dataset (its label; empty
    // when settled): New experiment… waits for it, as Train does.
    void setDatasetPending(const QString& label);
    // Resumes the experiment in `folder` and lists its runs; false with a
    // message shown (or in *error when given) when it cannot.
    bool resumeExperiment(const QString& folder, QString* error = nullptr);

    ExperimentQueueModel* queue() const { return model_; }
    ExperimentTableModel* table() const { return table_; }
    QString statusText() const;

    void chooseNewExperiment();
    void chooseExperimentToResume();

private:
    void updateState();

    ExperimentRunner* runner_;
    RunsPage* runs_;
    data::DatasetSpec dataset_;
    QByteArray tokenizerModel_;
    QString datasetPending_;
    ExperimentQueueModel* model_ = nullptr;
    QTableView* view_ = nullptr;
    ExperimentTableModel* table_ = nullptr;
    QTableView* tableView_ = nullptr;
    QLabel* status_ = nullptr;
    QProgressBar* queueBar_ = nullptr;
    QProgressBar* runBar_ = nullptr;
    QPushButton* new_ = nullptr;
    QPushButton* resume_ = nullptr;
    QPushButton* stop_ = nullptr;
    int finishedSeen_ = -1;
};

}  // namespace studio::app
