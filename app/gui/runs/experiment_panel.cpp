// SPDX-License-Identifier: GPL-3.0-or-later
#include "experiment_panel.h"

#include "training_controller.h"

#include "app_settings.h"
#include "experiment_dialog.h"
#include "experiment_queue_model.h"
#include "experiment_table_model.h"
#include "experiment_runner.h"
#include "run_table_model.h"
#include "runs_page.h"

#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace studio::app {

ExperimentPanel::ExperimentPanel(ExperimentRunner* runner, RunsPage* runs, QWidget* parent)
    : QWidget(parent), runner_(runner), runs_(runs) {
    model_ = new ExperimentQueueModel(runner_, this);
    view_ = new QTableView(this);
    view_->setTabKeyNavigation(false);  // Tab leaves the table; arrows move between cells
    view_->setObjectName(QStringLiteral("experimentQueue"));
    view_->setModel(model_);
    view_->verticalHeader()->hide();
    view_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view_->horizontalHeader()->setSectionResizeMode(ExperimentQueueModel::Changes, QHeaderView::Stretch);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_ = new ExperimentTableModel(runner_, this);
    tableView_ = new QTableView(this);
    tableView_->setTabKeyNavigation(false);
    tableView_->setObjectName(QStringLiteral("experimentTable"));
    tableView_->setModel(table_);
    tableView_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    tableView_->setToolTip(tr("As Table 3 of the paper: the base row in full, the other rows only the values they "
                              "change (highlighted); seeds pooled as mean ± standard deviation; rank by dev PPL."));
    auto* tabs = new QTabWidget(this);
    tabs->addTab(view_, tr("Queue"));
    tabs->addTab(tableView_, tr("Table (one row per variation)"));
    // The tab last looked at (the queue or the paper's layout).
    tabs->setCurrentIndex(QSettings().value(QStringLiteral("experiment/tab"), 0).toInt());
    connect(tabs, &QTabWidget::currentChanged, this, [](int tab) { QSettings().setValue(QStringLiteral("experiment/tab"), tab); });
    status_ = new QLabel(this);
    status_->setWordWrap(true);
    queueBar_ = new QProgressBar(this);
    queueBar_->setObjectName(QStringLiteral("experimentQueueBar"));
    queueBar_->setFormat(tr("runs: %v of %m"));
    runBar_ = new QProgressBar(this);
    runBar_->setFormat(tr("this run: step %v of %m"));
    new_ = new QPushButton(tr("New experiment…"), this);
    new_->setToolTip(tr("Train a queue of runs around a base: the paper's Table 3 in miniature or your own grid."));
    resume_ = new QPushButton(tr("Resume experiment…"), this);
    resume_->setToolTip(tr("Go on with an experiment folder: finished runs are kept, an unfinished one resumes "
                           "from its last checkpoint."));
    stop_ = new QPushButton(tr("Stop"), this);
    stop_->setToolTip(tr("Stops the run in training at its next batch (a checkpoint is saved); resume later."));

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(new_);
    buttons->addWidget(resume_);
    buttons->addWidget(stop_);
    buttons->addWidget(status_, 1);
    auto* bars = new QHBoxLayout;
    bars->addWidget(queueBar_);
    bars->addWidget(runBar_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(buttons);
    layout->addLayout(bars);
    layout->addWidget(tabs, 1);

    connect(new_, &QPushButton::clicked, this, &ExperimentPanel::chooseNewExperiment);
    connect(resume_, &QPushButton::clicked, this, &ExperimentPanel::chooseExperimentToResume);
    connect(stop_, &QPushButton::clicked, runner_, &ExperimentRunner::stop);
    connect(runner_, &ExperimentRunner::queueChanged, this, &ExperimentPanel::updateState);
    new_->setProperty("idleTip", new_->toolTip());  // shown again when no plain run holds the trainer
    resume_->setProperty("idleTip", resume_->toolTip());
    connect(runner_, &ExperimentRunner::runningChanged, this, &ExperimentPanel::updateState);
    // A plain run on the Train page holds the trainer: no experiment starts meanwhile.
    connect(runner_->controller(), &TrainingController::runningChanged, this, &ExperimentPanel::updateState);
    connect(runner_, &ExperimentRunner::runProgress, this, [this](int, qint64 step, qint64 steps) {
        runBar_->setRange(0, int(steps));
        runBar_->setValue(int(step));
    });
    connect(runner_, &ExperimentRunner::finished, this, [this](bool, const QString& message) {
        status_->setText(message);
        runs_->refresh();
    });
    // The experiment of the last session, as it stands (not resumed here:
    // the main window asks about an unfinished one).
    const QString last = ExperimentRunner::lastExperiment();
    QString ignored;
    if (!last.isEmpty() && !runner_->isRunning()) runner_->open(last, &ignored);
    updateState();
}

void ExperimentPanel::setDataset(const data::DatasetSpec& dataset, const QByteArray& tokenizerModel) {
    dataset_ = dataset;
    tokenizerModel_ = tokenizerModel;
}

void ExperimentPanel::setDatasetPending(const QString& label) {
    datasetPending_ = label;
    updateState();
}

QString ExperimentPanel::statusText() const { return status_->text(); }

void ExperimentPanel::updateState() {
    const bool running = runner_->isRunning();
    const bool plainRun = !running && runner_->controller()->isRunning();
    new_->setEnabled(!running && !plainRun && datasetPending_.isEmpty());
    resume_->setEnabled(!running && !plainRun);
    const QString why = plainRun ? tr("Training is running on the Train page: stop it there first.") : QString();
    for (QPushButton* b : {new_, resume_}) b->setToolTip(plainRun ? why : b->property("idleTip").toString());
    // A preset base trains on the Data page's dataset: not on the demo shown
    // while the last session's one is still being read.
    if (!plainRun && !datasetPending_.isEmpty())
        new_->setToolTip(tr("The Data page is reading the last session's dataset, %1; a new experiment waits "
                            "for it (or for another dataset chosen there).")
                             .arg(datasetPending_));
    stop_->setEnabled(running);
    runBar_->setVisible(running);
    const auto runs = runner_->runs();
    queueBar_->setVisible(!runs.isEmpty());  // "runs: 0 of 1" before any experiment would be wrong
    queueBar_->setRange(0, std::max<int>(1, int(runs.size())));
    queueBar_->setValue(runner_->finishedRuns());
    const int current = runner_->currentRun();
    if (running && current >= 0) {
        const auto& r = runs.at(current);
        status_->setText(tr("%1: run %2 of %3, %4 (%5)")
                             .arg(runner_->title()).arg(current + 1).arg(runs.size()).arg(r.name, r.changes));
        runBar_->setRange(0, int(r.steps));
        runBar_->setValue(int(r.step));
    } else if (running) {
        // Between two runs, or before the first: the last status (perhaps of
        // another experiment) would be stale.
        status_->setText(tr("%1: reading the runs in %2…")
                             .arg(runner_->title(), QDir::toNativeSeparators(runner_->folder())));
    } else if (runs.isEmpty()) {
        status_->setText(tr("No experiment yet: New experiment… trains a queue of runs that differ in one setting "
                            "at a time and compares them here."));
    } else if (status_->text().isEmpty()) {
        status_->setText(tr("%1 in %2: %3 of %4 runs finished")
                             .arg(runner_->title(), QDir::toNativeSeparators(runner_->folder()))
                             .arg(runner_->finishedRuns())
                             .arg(runs.size()));
    }
    // A finished run appears in the table with its figures.
    if (runner_->finishedRuns() != finishedSeen_) {
        if (finishedSeen_ >= 0) runs_->refresh();
        finishedSeen_ = runner_->finishedRuns();
    }
}

void ExperimentPanel::chooseNewExperiment() {
    if (!datasetPending_.isEmpty()) return;
    ExperimentDialog dialog(runsFolder(), dataset_, runs_->table()->runs(), this);
    if (dialog.exec() != QDialog::Accepted || !dialog.valid()) return;
    // A preset base trains on the Data page's data, with its tokenizer when it has one.
    const QByteArray tokenizer = dialog.plan().base_run.empty() ? tokenizerModel_ : QByteArray();
    QString error;
    if (!runner_->start(dialog.folder(), dialog.plan(), tokenizer, &error)) {
        QMessageBox::warning(this, tr("Cannot start the experiment"), error);
        return;
    }
    runs_->addFolder(dialog.folder());
}

void ExperimentPanel::chooseExperimentToResume() {
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Resume an experiment"), runsFolder());
    if (!folder.isEmpty()) resumeExperiment(folder);
}

bool ExperimentPanel::resumeExperiment(const QString& folder, QString* error) {
    QString message;
    if (!runner_->resume(folder, &message)) {
        if (error) *error = message;
        else QMessageBox::warning(this, tr("Cannot resume the experiment"), message);
        return false;
    }
    runs_->addFolder(folder);
    return true;
}

}  // namespace studio::app
