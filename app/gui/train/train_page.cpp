// SPDX-License-Identifier: GPL-3.0-or-later
#include "train_page.h"

#include "field_label.h"
#include "eval/bleu.h"
#include "nn/matching_preset.h"
#include "tokenizer/tokenizer.h"

#include "app_settings.h"
#include "checkpoint_panel.h"
#include "checkpoint_store.h"
#include "file_field.h"
#include "hyperparameter_form.h"
#include "metric_plot.h"
#include "run_follower.h"
#include "training_controller.h"

#include <QCheckBox>
#include <QMetaMethod>
#include <QComboBox>
#include <QSignalBlocker>
#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QMessageBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSlider>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QThread>
#include <QVBoxLayout>

namespace studio::app {

TrainPage::TrainPage(TrainingController* controller, QWidget* parent) : QWidget(parent), controller_(controller) {
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(makePlots());
    samples_ = new QTableWidget(0, 3, this);
    // Tab leaves the table (arrows move between cells): with thousands of
    // cells Tab never got out of it.
    samples_->setTabKeyNavigation(false);
    samples_->setHorizontalHeaderLabels({tr("Source"), tr("Reference"), tr("Model's translation")});
    samples_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    samples_->verticalHeader()->hide();
    samples_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    notes_ = new QPlainTextEdit(this);
    notes_->setAccessibleName(tr("Training notes"));
    notes_->setObjectName(QStringLiteral("notes"));
    notes_->setReadOnly(true);
    notes_->setMaximumBlockCount(500);
    checkpoints_ = new CheckpointPanel(this);
    follower_ = new RunFollower(this);
    connect(follower_, &RunFollower::historyGrew, this, &TrainPage::onHistoryGrew);
    bottomTabs_ = new QTabWidget(this);
    bottomTabs_->addTab(samples_, tr("Sample translations"));
    bottomTabs_->addTab(checkpoints_, tr("Checkpoints"));
    auto* bottom = new QSplitter(Qt::Horizontal, this);
    bottom->addWidget(bottomTabs_);
    bottom->addWidget(notes_);
    bottom->setStretchFactor(0, 3);
    bottom->setStretchFactor(1, 2);
    splitter->addWidget(bottom);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(makeSettings());
    layout->addWidget(splitter, 1);

    connect(controller_, &TrainingController::started, this,
            [this](const QString& summary) { notes_->appendPlainText(tr("Model: %1").arg(summary)); });
    connect(controller_, &TrainingController::note, notes_, &QPlainTextEdit::appendPlainText);
    connect(controller_, &TrainingController::progress, this, &TrainPage::onProgress);
    connect(controller_, &TrainingController::evaluated, this, &TrainPage::onEvaluated);
    connect(controller_, &TrainingController::finished, this, &TrainPage::onFinished);
    connect(controller_, &TrainingController::runningChanged, this, &TrainPage::onRunningChanged);
    connect(controller_, &TrainingController::runStarting, this, &TrainPage::onRunStarting);
    connect(checkpoints_, &CheckpointPanel::message, notes_, &QPlainTextEdit::appendPlainText);
    connect(checkpoints_, &CheckpointPanel::openRequested, this, [this](const QString& path) {
        // Through the window: the Translate, Analyze and Learn pages kept the
        // model before while this form showed the one opened here.
        if (isSignalConnected(QMetaMethod::fromSignal(&TrainPage::openRequested))) {
            emit openRequested(path);
            return;
        }
        QString error;
        if (!openCheckpoint(path, &error)) showWarning(this, tr("Cannot open the checkpoint"), error);
    });
    connect(checkpoints_, &CheckpointPanel::resumeRequested, this, [this](const QString& path) {
        QString error;
        if (!resumeFrom(path, &error) && !error.isEmpty()) showWarning(this, tr("Cannot resume"), error);
    });
    connect(checkpoints_, &CheckpointPanel::fineTuneRequested, this, [this](const QString& path) {
        QString error;
        if (!fineTuneFrom(path, &error)) showWarning(this, tr("Cannot fine-tune"), error);
    });
    onRunningChanged(false);
}

QWidget* TrainPage::makeSettings() {
    auto* box = new QGroupBox(tr("Training"), this);
    preset_ = new QComboBox(box);
    preset_->setObjectName(QStringLiteral("preset"));
    for (const auto& name : nn::TransformerConfig::preset_names())
        preset_->addItem(QString::fromStdString(name), QString::fromStdString(name));
    // A model of no preset's size (a checkpoint's, shown as it is): the form
    // below holds all of it.
    preset_->addItem(tr("custom"), QStringLiteral("custom"));
    preset_->setToolTip(tr("Model size. base and big are the two models of the paper (Table 3); tiny trains the "
                           "demos in minutes on a laptop. custom: the settings below as they are (an opened "
                           "checkpoint whose model has no preset's size)."));
    steps_ = new QSpinBox(box);
    steps_->setObjectName(QStringLiteral("steps"));
    steps_->setRange(1, 10000000);
    steps_->setValue(500);
    steps_->setToolTip(tr("Optimiser steps. The learning rate warms up, then decays with the inverse square root "
                          "of the step (§5.3, Eq. 3)."));
    evalEvery_ = new QSpinBox(box);
    evalEvery_->setObjectName(QStringLiteral("evalEvery"));
    evalEvery_->setRange(1, 1000000);
    evalEvery_->setValue(100);
    evalEvery_->setToolTip(tr("Every this many steps: dev loss, dev BLEU and a checkpoint."));
    threads_ = new QSpinBox(box);
    threads_->setObjectName(QStringLiteral("threads"));
    threads_->setRange(1, 1024);
    // Preferences' thread count (0 there: all cores).
    usePreferredThreads();
    threads_->setToolTip(tr("CPU threads for the matrix products."));
    device_ = new QComboBox(box);
    device_->setObjectName(QStringLiteral("device"));
    device_->addItems(TrainingController::availableDevices());
    device_->setToolTip(tr("Where the model trains: the CPU, or a GPU when this LibTorch was built with CUDA and "
                           "one is present."));
    precision_ = new QComboBox(box);
    precision_->setObjectName(QStringLiteral("precision"));
    precision_->addItem(tr("auto"), QStringLiteral("auto"));
    precision_->addItem(tr("fp32"), QStringLiteral("fp32"));
    precision_->addItem(tr("bf16 mixed"), QStringLiteral("bf16"));
    precision_->addItem(tr("fp16 mixed (GPU)"), QStringLiteral("fp16"));
    precision_->setToolTip(tr("auto: bf16 mixed where the processor multiplies bfloat16 natively (AMX or AVX-512 "
                              "BF16, or a GPU), fp32 elsewhere. fp32: everything in 32-bit floats. bf16 mixed: the "
                              "matrix products in bfloat16 (several times faster on CPUs with AMX or AVX-512 BF16, "
                              "and on GPUs), the weights, softmax, layer norms and the loss in fp32; where the "
                              "processor lacks bfloat16 it trains in fp32 and says so. fp16 mixed: the same in "
                              "float16, on a GPU only."));
    precisionNote_ = new QLabel(box);
    precisionNote_->setObjectName(QStringLiteral("precisionNote"));
    precisionNote_->setWordWrap(true);
    connect(precision_, &QComboBox::currentIndexChanged, this, &TrainPage::showPrecisionChoice);
    connect(device_, &QComboBox::currentIndexChanged, this, &TrainPage::showPrecisionChoice);
    showPrecisionChoice();
    start_ = new QPushButton(tr("Train"), box);
    start_->setDefault(true);
    stop_ = new QPushButton(tr("Stop"), box);
    stop_->setToolTip(tr("Ends training after the current batch and saves a checkpoint."));
    pause_ = new QPushButton(tr("Pause"), box);
    pause_->setCheckable(true);
    pause_->setToolTip(tr("Holds training between batches; press again to go on with the same run."));
    export_ = new QPushButton(tr("Export curves…"), box);
    export_->setToolTip(tr("Saves every curve as CSV, PNG and SVG into a folder."));
    progress_ = new QProgressBar(box);
    status_ = new QLabel(tr("Ready: press Train."), box);

    auto* form = new QFormLayout;
    form->addRow(tr("Preset:"), preset_);
    form->addRow(tr("Steps:"), steps_);
    auto* right = new QFormLayout;
    right->addRow(tr("Evaluate every:"), evalEvery_);
    right->addRow(tr("Threads:"), threads_);
    form->addRow(tr("Device:"), device_);
    right->addRow(tr("Precision:"), precision_);
    right->addRow(QString(), precisionNote_);
    auto* buttons = new QVBoxLayout;
    buttons->addWidget(start_);
    auto* pauseStop = new QHBoxLayout;
    pauseStop->addWidget(pause_);
    pauseStop->addWidget(stop_);
    buttons->addLayout(pauseStop);
    buttons->addWidget(export_);
    auto* row = new QHBoxLayout;
    row->addLayout(form);
    row->addLayout(right);
    row->addLayout(buttons);
    hyper_ = new HyperparameterForm(box);
    connect(hyper_->seedBox(), &QSpinBox::valueChanged, this, [this](int seed) { emit seedChanged(quint64(seed)); });
    connect(hyper_->maxLenBox(), &QSpinBox::valueChanged, this, &TrainPage::maxLenChanged);
    auto* hyperBox = new QGroupBox(tr("Hyper-parameters (set by the preset; hover for the paper's section)"), box);
    hyperBox->setCheckable(true);
    hyperBox->setChecked(false);  // folded until wanted
    hyperBox->setFlat(true);  // folded, it is just its check box and title
    auto* hyperLayout = new QVBoxLayout(hyperBox);
    hyperLayout->setContentsMargins(0, 0, 0, 0);
    hyperLayout->addWidget(hyper_);
    hyper_->setVisible(false);
    connect(hyperBox, &QGroupBox::toggled, hyper_, &QWidget::setVisible);
    connect(preset_, &QComboBox::currentIndexChanged, this, [this] {
        const QString name = preset();
        if (name != QLatin1String("custom")) hyper_->setPreset(name);
    });

    auto* layout = new QVBoxLayout(box);
    layout->addWidget(makeFineTuneBar());
    layout->addLayout(row);
    layout->addWidget(hyperBox);
    layout->addWidget(progress_);
    layout->addWidget(status_);

    connect(start_, &QPushButton::clicked, this, &TrainPage::startTraining);
    connect(stop_, &QPushButton::clicked, controller_, &TrainingController::stop);
    connect(pause_, &QPushButton::toggled, controller_, &TrainingController::setPaused);
    connect(controller_, &TrainingController::pausedChanged, this, [this](bool paused) {
        pause_->setChecked(paused);
        pause_->setText(paused ? tr("Resume") : tr("Pause"));
    });
    // Said once training waits: the step in flight still reports its progress.
    connect(controller_, &TrainingController::pauseHeld, this,
            [this] { status_->setText(tr("Paused. Press Resume to go on with the same run.")); });
    connect(export_, &QPushButton::clicked, this, &TrainPage::chooseExportFolder);
    return box;
}

QWidget* TrainPage::makePlots() {
    auto* panel = new QWidget(this);
    loss_ = new widgets::MetricPlot(panel);
    loss_->setTitle(tr("Loss (label-smoothed, per token)"));
    loss_->setYLabel(tr("loss"));
    bleu_ = new widgets::MetricPlot(panel);
    bleu_->setTitle(tr("Dev BLEU (greedy)"));  // evaluate's beam search scores differently
    bleu_->setYLabel(tr("BLEU"));
    lr_ = new widgets::MetricPlot(panel);
    lr_->setTitle(tr("Learning rate (§5.3)"));
    lr_->setYLabel(tr("rate"));
    speed_ = new widgets::MetricPlot(panel);
    speed_->setTitle(tr("Target tokens per second"));
    speed_->setYLabel(tr("tokens/s"));
    loss_->addSeries(tr("train"), QColor(31, 119, 180));
    loss_->addSeries(tr("dev"), QColor(214, 39, 40));
    loss_->setNeverSmoothed(tr("dev"), true);  // measured every few hundred steps: smoothing would only lag
    bleu_->addSeries(tr("dev"), QColor(214, 39, 40));
    lr_->addSeries(tr("train"), QColor(44, 160, 44));
    speed_->addSeries(tr("train"), QColor(148, 103, 189));
    // The exported files name the series alike in every language.
    for (widgets::MetricPlot* plot : {loss_, lr_, speed_}) plot->setFileName(tr("train"), QStringLiteral("train"));
    for (widgets::MetricPlot* plot : {loss_, bleu_}) plot->setFileName(tr("dev"), QStringLiteral("dev"));

    smoothing_ = new QSlider(Qt::Horizontal, panel);
    smoothing_->setRange(0, 99);
    smoothing_->setValue(60);
    smoothing_->setToolTip(tr("Exponential moving average, debiased as TensorBoard does; the raw values stay "
                              "visible, faintly."));
    follow_ = new QCheckBox(tr("Follow the latest step"), panel);
    follow_->setChecked(true);
    auto* controls = new QHBoxLayout;
    controls->addWidget(fieldLabel(tr("Smoothing:"), smoothing_));
    controls->addWidget(smoothing_, 1);
    controls->addWidget(follow_);

    auto* grid = new QGridLayout;
    grid->addWidget(loss_, 0, 0);
    grid->addWidget(bleu_, 0, 1);
    grid->addWidget(lr_, 1, 0);
    grid->addWidget(speed_, 1, 1);
    auto* layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(controls);
    layout->addLayout(grid, 1);

    connect(smoothing_, &QSlider::valueChanged, this, &TrainPage::applySmoothing);
    for (auto* plot : {loss_, bleu_, lr_, speed_}) {
        connect(follow_, &QCheckBox::toggled, plot, &widgets::MetricPlot::setFollowLatest);
        connect(plot, &widgets::MetricPlot::followLatestChanged, follow_, [this](bool on) {
            if (!on) follow_->setChecked(false);
        });
    }
    bleu_->setSmoothing(0.0);
    lr_->setSmoothing(0.0);
    applySmoothing(smoothing_->value());
    return panel;
}

void TrainPage::applySmoothing(int value) {
    // Noisy per-step series only: the learning rate is exact and dev BLEU is
    // measured rarely, so smoothing would only make them lag.
    for (auto* plot : {loss_, speed_}) plot->setSmoothing(value / 100.0);
}

namespace {

// The files exportCurves() writes into a folder.
QStringList curveFiles(const QString& folder) {
    QStringList paths;
    for (const char* name : {"loss", "dev-bleu", "learning-rate", "tokens-per-second"})
        for (const char* suffix : {".csv", ".png", ".svg"})
            paths << QDir(folder).filePath(QLatin1String(name) + QLatin1String(suffix));
    return paths;
}

}  // namespace

void TrainPage::chooseExportFolder() {
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Export the curves to"));
    if (folder.isEmpty() || !FileField::mayReplace(this, curveFiles(folder))) return;
    QString error;
    if (exportCurves(folder, &error)) {
        notes_->appendPlainText(tr("Curves saved in %1").arg(folder));
    } else {
        QMessageBox::warning(this, tr("Export failed"), error);
    }
}

bool TrainPage::exportCurves(const QString& folder, QString* error) {
    const QStringList paths = curveFiles(folder);  // three a plot, in this order
    widgets::MetricPlot* const plots[] = {loss_, bleu_, lr_, speed_};
    for (int i = 0; i < 4; ++i) {
        if (!plots[i]->exportCsv(paths[3 * i], error)) return false;
        if (!plots[i]->exportImage(paths[3 * i + 1], error)) return false;
        if (!plots[i]->exportImage(paths[3 * i + 2], error)) return false;
    }
    return true;
}

void TrainPage::setDataset(const data::DatasetSpec& dataset, const QByteArray& tokenizerModel) {
    dataset_ = dataset;
    tokenizerModel_ = tokenizerModel;
    // A tokenizer from the Data page decides the vocabulary size.
    dataTokenizerPieces_ = 0;
    if (!tokenizerModel.isEmpty()) {
        try {
            dataTokenizerPieces_ = int(tok::Tokenizer::from_bytes(tokenizerModel.toStdString()).vocab_size());
        } catch (const std::exception&) {
            dataTokenizerPieces_ = 0;  // unreadable: the worker says why when the run starts
        }
    }
    showTokenizerVocabulary();
}

void TrainPage::showTokenizerVocabulary() {
    // Fine-tuning keeps the checkpoint's tokenizer: the Data page's does not count then.
    hyper_->setTokenizerVocabulary(fineTunePath_.isEmpty() ? dataTokenizerPieces_ : 0);
}

QString TrainPage::preset() const { return preset_->currentData().toString(); }

void TrainPage::showPresetOf(const nn::TransformerConfig& model) {
    const std::string name = nn::matching_preset(model);
    const int index = preset_->findData(name.empty() ? QStringLiteral("custom") : QString::fromStdString(name));
    const QSignalBlocker quiet(preset_);  // the form shows the model already; the preset's values would replace it
    preset_->setCurrentIndex(index);
}

void TrainPage::showPrecisionChoice() {
    // The engine's own line (it reads the processor's flags), so the page
    // says exactly what a run started now will compute in.
    precisionNote_->setText(
        TrainingController::describePrecision(precision_->currentData().toString(), device_->currentText()));
}

QString TrainPage::precisionNoteText() const { return precisionNote_->text(); }

QString TrainPage::statusText() const { return status_->text(); }

TrainingRequest TrainPage::request() const {
    TrainingRequest r;
    r.dataset = dataset_;
    r.tokenizerModel = tokenizerModel_;
    const std::string preset = this->preset().toStdString();
    if (preset == "custom") {
        r.model = nn::TransformerConfig();  // every model and training field comes from the form below
        r.training = train::TrainingConfig();
    } else {
        r.model = nn::TransformerConfig::preset(preset);
        r.training = train::TrainingConfig::preset(preset);
    }
    hyper_->apply(r.model, r.training);
    r.training.steps = steps_->value();
    r.training.epochs = 0;
    r.training.eval_every = evalEvery_->value();
    r.training.log_every = std::max<int64_t>(1, std::min<int64_t>(10, r.training.eval_every));
    r.training.threads = threads_->value();
    r.training.device = device_->currentText().toStdString();
    r.training.precision = precision_->currentData().toString().toStdString();
    r.initFrom = fineTunePath_;
    if (!fineTunePath_.isEmpty() && fineTuneLanguage_->count() > 0)
        r.training.language_token = fineTuneLanguage_->currentText().toStdString();
    // A run folder named after the data and the time, under the preferred place.
    QString name = QString::fromStdString(dataset_.kind == data::DatasetKind::Demo ? dataset_.demo : dataset_.label());
    if (!fineTunePath_.isEmpty()) name = QStringLiteral("finetune-") + name;
    name.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_.-]+")), QStringLiteral("_"));
    r.outDir = QDir(runsFolder()).filePath(
        QStringLiteral("%1-%2").arg(name.left(40), QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"))));
    return r;
}

void TrainPage::setDatasetPending(const QString& label) {
    datasetPending_ = label;
    start_->setEnabled(!controller_->isRunning() && label.isEmpty());
    start_->setToolTip(label.isEmpty() ? QString()
                                       : tr("The Data page is reading the last session's dataset, %1; Train waits "
                                            "for it (or for another dataset chosen there).")
                                             .arg(label));
}

void TrainPage::startTraining() {
    if (controller_->isRunning() || !datasetPending_.isEmpty()) return;
    for (auto* plot : {loss_, bleu_, lr_, speed_}) plot->clear();
    samples_->setRowCount(0);
    progress_->setValue(0);
    const TrainingRequest r = request();
    checkpoints_->setFolder(r.outDir);
    if (r.initFrom.isEmpty()) {
        notes_->appendPlainText(tr("Training on %1 with the %2 preset; checkpoints in %3")
                                    .arg(QString::fromStdString(r.dataset.label()), preset_->currentText(), r.outDir));
    } else {
        notes_->appendPlainText(tr("Fine-tuning %1 on %2; checkpoints in %3")
                                    .arg(r.initFrom, QString::fromStdString(r.dataset.label()), r.outDir));
    }
    status_->setText(tr("Preparing the data and the tokenizer…"));
    startHere(r);
}

void TrainPage::startHere(const TrainingRequest& r) {
    startingHere_ = true;
    controller_->start(r);
    startingHere_ = false;
}

// A run this page did not start (an experiment's queue): its curves, samples
// and checkpoints replace the previous run's (they piled up in one series).
void TrainPage::onRunStarting(const TrainingRequest& r) {
    if (startingHere_) return;
    follower_->stop();
    for (auto* plot : {loss_, bleu_, lr_, speed_}) plot->clear();
    samples_->setRowCount(0);
    progress_->setValue(0);
    checkpoints_->setFolder(r.outDir);
    if (!r.resumeFrom.isEmpty()) {
        try {
            showHistory(readCheckpointInfo(r.resumeFrom).history);  // the curves so far
        } catch (const std::exception&) {
            // the run itself reports an unreadable checkpoint
        }
    }
    notes_->appendPlainText(tr("Training %1").arg(QDir::toNativeSeparators(r.outDir)));
}

void TrainPage::onProgress(const TrainingProgress& p) {
    loss_->addPoint(tr("train"), double(p.step), p.loss);
    lr_->addPoint(tr("train"), double(p.step), p.learningRate);
    speed_->addPoint(tr("train"), double(p.step), p.tokensPerSecond);
    if (p.totalSteps > 0) {
        progress_->setMaximum(int(p.totalSteps));
        progress_->setValue(int(p.step));
        // The run's own time per step (over every resumed part, pauses left
        // out, its evaluations in, as the steps left will have them).
        const double left =
            p.timedSteps > 0 ? p.trainSeconds / double(p.timedSteps) * double(p.totalSteps - p.step) : 0.0;
        status_->setText(tr("Step %L1 of %L2, epoch %L3, loss %L4, %L5 tokens/s, about %L6 s left")
                             .arg(p.step)
                             .arg(p.totalSteps)
                             .arg(p.epoch)
                             .arg(p.loss, 0, 'f', 3)
                             .arg(p.tokensPerSecond, 0, 'f', 0)
                             .arg(left, 0, 'f', 0));
    }
}

void TrainPage::onEvaluated(const EvaluationResult& r) {
    if (r.devPairs == 0) {
        notes_->appendPlainText(tr("Step %L1: no dev set, so no dev loss or BLEU; the checkpoint was written.")
                                    .arg(r.step));
        checkpoints_->refresh();
        return;
    }
    loss_->addPoint(tr("dev"), double(r.step), r.devLoss);
    bleu_->addPoint(tr("dev"), double(r.step), r.bleu);
    eval::BleuTokenizer scoredAs = eval::BleuTokenizer::Mteval13a;
    try {
        scoredAs = eval::bleu_tokenizer_from_name(r.bleuTokenize.toStdString());
    } catch (const std::invalid_argument&) {  // an older history line without it: 13a, the default
    }
    samples_->setRowCount(int(r.sources.size()));
    for (int i = 0; i < r.sources.size(); ++i) {
        samples_->setItem(i, 0, new QTableWidgetItem(r.sources[i]));
        samples_->setItem(i, 1, new QTableWidgetItem(r.references[i]));
        auto* hyp = new QTableWidgetItem(r.translations[i]);
        // Green when BLEU sees the reference's words (as the engine counts
        // "exactly right"), not only for the same characters.
        const bool same = eval::same_for_bleu(r.translations[i].toStdString(), r.references[i].toStdString(), scoredAs);
        hyp->setForeground(same ? QColor(0, 128, 0) : QColor(170, 0, 0));
        samples_->setItem(i, 2, hyp);
    }
    const QString scoring = r.bleuTokenize == QLatin1String("char") ? tr(" (on characters)") : QString();
    QString note = tr("Step %L1: dev loss %L2 (label-smoothed), dev BLEU %L3%4, %L5 % exactly right")
                       .arg(r.step)
                       .arg(r.devLoss, 0, 'f', 3)
                       .arg(r.bleu, 0, 'f', 2)
                       .arg(scoring)
                       .arg(r.exactMatch * 100.0, 0, 'f', 1);
    // BLEU is of the first eval-sentences only, the loss of every dev pair.
    if (r.sentences < r.devPairs)
        note += QLatin1Char(' ') + tr("(BLEU and exact matches on the first %L1 of %L2 dev sentences)")
                                       .arg(r.sentences)
                                       .arg(r.devPairs);
    notes_->appendPlainText(note);
    checkpoints_->refresh();  // the evaluation wrote a checkpoint
}

void TrainPage::appendNote(const QString& text) { notes_->appendPlainText(text); }

void TrainPage::onFinished(TrainingOutcome outcome, const QString& message) {
    switch (outcome) {
        case TrainingOutcome::Completed: status_->setText(tr("Training finished.")); break;
        case TrainingOutcome::Stopped:
            // A message means the run stopped before its first step.
            status_->setText(message.isEmpty() ? tr("Stopped; the last checkpoint was saved.")
                                               : tr("Stopped before the first step; nothing was saved."));
            break;
        case TrainingOutcome::Diverged:
            // The engine's message names the step; the hint names this page's settings.
            status_->setText(tr("Training stopped: %1").arg(message) + QLatin1Char(' ') +
                             tr("In Hyper-parameters, try a smaller learning-rate factor, a longer warm-up or "
                                "gradient clipping, then train again or resume from the last checkpoint."));
            break;
        case TrainingOutcome::Failed: status_->setText(tr("Training could not run: %1").arg(message)); break;
    }
    if (!message.isEmpty()) notes_->appendPlainText(message);
    checkpoints_->refresh();  // a stop writes last.ckpt
    // A fine-tuning run that took steps is a run of its own now (its folder
    // is listed); the next Start trains from scratch unless asked again.
    const bool tookSteps = outcome == TrainingOutcome::Completed ||
                           (outcome == TrainingOutcome::Stopped && message.isEmpty()) ||
                           outcome == TrainingOutcome::Diverged;
    if (!fineTunePath_.isEmpty() && tookSteps) cancelFineTune();
}

void TrainPage::onRunningChanged(bool running) {
    if (running) follower_->stop();  // this app's own run draws the curves now
    // The keyboard's focus goes from Train to Stop and back: disabled with
    // the focus on it, a button passed it to whatever came next in the
    // chain, and Space then pressed that.
    const bool startHadFocus = start_->hasFocus(), stopHadFocus = stop_->hasFocus() || pause_->hasFocus();
    stop_->setEnabled(running);
    pause_->setEnabled(running);
    start_->setEnabled(!running && datasetPending_.isEmpty());
    if (running && startHadFocus) stop_->setFocus();
    if (!running && stopHadFocus) start_->setFocus();
    preset_->setEnabled(!running && fineTunePath_.isEmpty());  // a preset would replace the kept model
    steps_->setEnabled(!running);
    evalEvery_->setEnabled(!running);
    threads_->setEnabled(!running);
    device_->setEnabled(!running);
    precision_->setEnabled(!running);
    hyper_->setEnabled(!running);
    checkpoints_->setTrainingRunning(running);
}

void TrainPage::usePreferredThreads() {
    if (controller_ && controller_->isRunning()) return;
    threads_->setValue(preferredThreads() > 0 ? preferredThreads() : std::max(1, QThread::idealThreadCount()));
}

}  // namespace studio::app
