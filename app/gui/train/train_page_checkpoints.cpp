// TrainPage, its checkpoint side: opening a checkpoint (curves from its
// stored history, settings into the form, its folder's list), resuming a
// run from one, fine-tuning one, and drawing a history. The rest is in train_page.cpp.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "train_page.h"

#include "app_settings.h"
#include "checkpoint_panel.h"
#include "checkpoint_store.h"
#include "hyperparameter_form.h"
#include "metric_plot.h"
#include "run_follower.h"
#include "training_controller.h"

#include "train/later_checkpoints.h"

#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QPushButton>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>

#include <algorithm>
#include <cmath>
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
            if (std::isnan(e.devLoss)) continue;  // a run without a dev set: nothing measured
            loss_->addPoint(tr("dev"), double(e.step), e.devLoss);
            bleu_->addPoint(tr("dev"), double(e.step), e.devBleu);
        } else {
            loss_->addPoint(tr("train"), double(e.step), e.loss);
            lr_->addPoint(tr("train"), double(e.step), e.learningRate);
            speed_->addPoint(tr("train"), double(e.step), e.tokensPerSecond);
        }
    }
}

void TrainPage::checkpointUnusable(const QString& path, const QString& message) {
    const QString text = tr("%1 cannot be used: %2").arg(QFileInfo(path).fileName(), message);
    status_->setText(text);
    notes_->appendPlainText(text);
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
    if (!fineTunePath_.isEmpty()) cancelFineTune();  // the form shows another model now
    // A weights-only file keeps no training settings: the form keeps its own.
    nn::TransformerConfig model = info.model;
    train::TrainingConfig training = info.isResumable() ? info.training : request().training;
    const QStringList unshown = hyper_->setConfigs(model, training);
    showPresetOf(model);
    if (info.isResumable()) {
        steps_->setValue(int(std::min<int64_t>(training.steps > 0 ? training.steps : info.step, steps_->maximum())));
        evalEvery_->setValue(int(std::min<int64_t>(training.eval_every, evalEvery_->maximum())));
        // A resume takes the page's precision (as --precision on the
        // command line): shown as the run had it.
        const int precision = precision_->findData(QString::fromStdString(training.precision));
        if (precision >= 0) precision_->setCurrentIndex(precision);
    }
    showHistory(info.history);
    checkpoints_->setFolder(QFileInfo(info.path).absolutePath());
    checkpoints_->selectPath(info.path);
    bottomTabs_->setCurrentWidget(checkpoints_);
    const QString kind = info.isResumable() ? tr("training checkpoint (resumable)")
                                            : tr("weights only (averaged, exported or imported)");
    bool evaluated = false;  // at this step, with or without a dev set
    for (const HistoryEntry& e : parseHistory(info.history)) evaluated |= e.isEvaluation && e.step == info.step;
    const QString bleu = info.hasDevBleu() ? tr("dev BLEU %L1").arg(info.devBleu, 0, 'f', 2)
                         : evaluated     ? tr("no dev set")
                                         : tr("no evaluation at this step");
    status_->setText(tr("Opened %1: step %L2, %3, %4").arg(QFileInfo(info.path).fileName()).arg(info.step).arg(kind, bleu));
    notes_->appendPlainText(tr("Opened %1 (%n history entries)", nullptr, int(info.history.size())).arg(info.path));
    noteUnshownSettings(unshown, info.path);
    // A run still going in that folder (from the CLI, on one process or
    // several) keeps drawing here as its history grows.
    follower_->follow(QFileInfo(info.path).absolutePath());
    emit checkpointOpened(info.path);
    return true;
}

// Settings of a checkpoint outside the form's ranges or digits: said, since
// a new run from the form would take the shown values instead.
void TrainPage::noteUnshownSettings(const QStringList& unshown, const QString& path) {
    if (unshown.isEmpty()) return;
    notes_->appendPlainText(tr("The form cannot show these settings of %1 as they are and shows the nearest it can "
                               "(a new run from the form takes those): %2")
                                .arg(QFileInfo(path).fileName(), unshown.join(QStringLiteral(", "))));
}

void TrainPage::onHistoryGrew(const QStringList& lines) {
    if (controller_->isRunning()) return;
    showHistory(lines);
    status_->setText(tr("Following the run in %1: %n history entries", nullptr, int(lines.size()))
                         .arg(QDir::toNativeSeparators(follower_->folder())));
}

bool TrainPage::resumeFrom(const QString& path, QString* error) {
    if (controller_->isRunning()) return refuse(tr("Training is running already."), error);
    // The run would drop the numbered checkpoints the average is reading.
    if (checkpoints_->isAveraging())
        return refuse(tr("An average of checkpoints is being written; resume when it is done."), error);
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
    // A run stopped during its final evaluation (at its last step, with no
    // evaluation there) resumes to finish that evaluation, not to train as
    // far again.
    bool evaluatedThere = false;
    for (const HistoryEntry& e : parseHistory(info.history)) evaluatedThere |= e.isEvaluation && e.step == info.step;
    if (steps_->value() < info.step || (steps_->value() == info.step && evaluatedThere)) {
        // Steps count from the start of the run: go on as far again.
        const int raised = int(std::min<int64_t>(info.step + steps_->value(), steps_->maximum()));
        notes_->appendPlainText(tr("The checkpoint is at step %L1: Steps raised from %L2 to %L3.")
                                    .arg(info.step).arg(steps_->value()).arg(raised));
        steps_->setValue(raised);
    }
    TrainingRequest r = request();
    r.resumeFrom = info.path;
    r.outDir = QFileInfo(info.path).absolutePath();
    // last.ckpt is the run's latest state: continuing it replaces nothing.
    const bool last = QFileInfo(info.path).fileName() == QLatin1String("last.ckpt");
    const auto later = last ? train::LaterCheckpoint() : train::later_checkpoint(r.outDir.toStdString(), info.step);
    if (later.step >= 0) {
        const LaterSteps answer = laterStepsAnswer_ != LaterSteps::Ask
                                      ? laterStepsAnswer_
                                      : askAboutLaterSteps(info.step, QString::fromStdString(later.file), later.step);
        if (answer == LaterSteps::Cancel) {
            status_->setText(tr("Resume cancelled: the run is unchanged."));
            return false;
        }
        if (answer == LaterSteps::NewRun) {
            // A branch: the checkpoint's history and state continue in a
            // folder of their own; the run it came from is kept whole.
            r.outDir = QDir(runsFolder()).filePath(
                QStringLiteral("%1-from-%2-%3")
                    .arg(QFileInfo(r.outDir).fileName().left(40))
                    .arg(info.step)
                    .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"))));
        } else {
            r.discardLaterSteps = true;
        }
    }
    showHistory(info.history);  // the curves so far; the new steps continue them
    progress_->setValue(0);
    checkpoints_->setFolder(r.outDir);
    notes_->appendPlainText(tr("Resuming %1 from step %L2 up to step %L3 in %4, evaluating every %L5 steps, "
                               "precision %6")
                                .arg(QFileInfo(info.path).fileName())
                                .arg(info.step)
                                .arg(r.training.steps)
                                .arg(r.outDir)
                                .arg(r.training.eval_every)
                                .arg(QString::fromStdString(r.training.precision)));
    status_->setText(tr("Loading the checkpoint and its data…"));
    startHere(r);
    return true;
}

TrainPage::LaterSteps TrainPage::askAboutLaterSteps(qint64 step, const QString& laterFile, qint64 laterStep) {
    QMessageBox box(QMessageBox::Question, tr("Continue an earlier checkpoint?"),
                    tr("The run went further than this checkpoint: %1 is at step %L2. Continuing step %L3 in the "
                       "run's folder would replace the later checkpoints and cut its curves back to step %L3.")
                        .arg(laterFile)
                        .arg(laterStep)
                        .arg(step),
                    QMessageBox::NoButton, this);
    auto* branch = box.addButton(tr("Continue in a &new run folder"), QMessageBox::AcceptRole);
    auto* discard = box.addButton(tr("&Discard the later steps"), QMessageBox::DestructiveRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(branch);
    box.exec();
    if (box.clickedButton() == branch) return LaterSteps::NewRun;
    if (box.clickedButton() == discard) return LaterSteps::Discard;
    return LaterSteps::Cancel;
}

QWidget* TrainPage::makeFineTuneBar() {
    fineTuneBar_ = new QWidget(this);
    fineTuneBar_->setObjectName(QStringLiteral("fineTuneBar"));
    fineTuneBar_->setAttribute(Qt::WA_StyledBackground);
    fineTuneBar_->setStyleSheet(QStringLiteral("QWidget#fineTuneBar { border: 1px solid #1565c0; border-radius: 4px; "
                                               "background: #e8f1fb; }"));
    fineTuneBanner_ = new QLabel(fineTuneBar_);
    fineTuneBanner_->setWordWrap(true);
    fineTuneBanner_->setTextFormat(Qt::RichText);
    auto* cancel = new QPushButton(tr("Train from scratch instead"), fineTuneBar_);
    cancel->setObjectName(QStringLiteral("cancelFineTune"));
    connect(cancel, &QPushButton::clicked, this, &TrainPage::cancelFineTune);
    connect(controller_, &TrainingController::runningChanged, cancel, &QWidget::setDisabled);
    // A multilingual model learns the target language from the token its
    // sources start with: every training and dev source gets the one chosen.
    fineTuneLanguage_ = new QComboBox(fineTuneBar_);
    fineTuneLanguage_->setObjectName(QStringLiteral("fineTuneLanguage"));
    fineTuneLanguage_->setToolTip(tr("The model is multilingual: this target-language token is put first in every "
                                     "training and dev source, and the fine-tuned model translates into it by "
                                     "default"));
    auto* languageLabel = new QLabel(tr("&Target language:"), fineTuneBar_);
    languageLabel->setBuddy(fineTuneLanguage_);
    connect(controller_, &TrainingController::runningChanged, fineTuneLanguage_, &QWidget::setDisabled);
    auto* layout = new QHBoxLayout(fineTuneBar_);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->addWidget(fineTuneBanner_, 1);
    layout->addWidget(languageLabel);
    layout->addWidget(fineTuneLanguage_);
    layout->addWidget(cancel);
    // Shown with the combo only (a model with language tokens).
    connect(this, &TrainPage::fineTuneChanged, languageLabel,
            [this, languageLabel] { languageLabel->setVisible(fineTuneLanguage_->count() > 0); });
    fineTuneBar_->hide();
    return fineTuneBar_;
}

QString TrainPage::fineTuneBannerText() const { return fineTuneBar_->isHidden() ? QString() : fineTuneBanner_->text(); }

bool TrainPage::fineTuneFrom(const QString& path, QString* error) {
    if (controller_->isRunning()) return refuse(tr("Training is running already."), error);
    CheckpointInfo info;
    QStringList languages;
    try {
        info = readCheckpointInfo(path);
        languages = checkpointLanguageTokens(path);
    } catch (const std::exception& e) {
        return refuse(tr("Cannot fine-tune: %1").arg(QString::fromUtf8(e.what())), error);
    }
    // The model is the checkpoint's; the training settings stay the form's
    // (a new optimiser and schedule: a smaller learning rate or a short
    // warm-up are common choices for fine-tuning).
    noteUnshownSettings(hyper_->setConfigs(info.model, request().training), info.path);
    showPresetOf(info.model);
    hyper_->setArchitectureLocked(true);
    fineTunePath_ = info.path;
    fineTuneLanguage_->clear();
    fineTuneLanguage_->addItems(languages);
    fineTuneLanguage_->setVisible(!languages.isEmpty());
    showTokenizerVocabulary();
    preset_->setEnabled(false);
    start_->setText(tr("Fine-tune"));
    const QString name = QFileInfo(info.path).fileName().toHtmlEscaped();
    fineTuneBanner_->setText(
        tr("<b>Fine-tuning %1</b> (its step %L2): the next run starts from its weights, model and tokenizer, with a "
           "new optimiser and learning-rate schedule, on the data chosen on the Data page (which shows how much of it "
           "the tokenizer knows). It evaluates at step 0 first. The model's size is fixed; dropout and the training "
           "settings can change.")
            .arg(name)
            .arg(info.step));
    fineTuneBar_->show();
    status_->setText(tr("Ready to fine-tune %1: choose the data, then press Fine-tune.").arg(QFileInfo(info.path).fileName()));
    notes_->appendPlainText(tr("Fine-tuning prepared from %1 (its step %L2)").arg(info.path).arg(info.step));
    emit fineTuneChanged(fineTunePath_);
    return true;
}

void TrainPage::cancelFineTune() {
    if (fineTunePath_.isEmpty()) return;
    fineTunePath_.clear();
    hyper_->setArchitectureLocked(false);
    showTokenizerVocabulary();
    preset_->setEnabled(!controller_->isRunning());
    start_->setText(tr("Train"));
    fineTuneBar_->hide();
    emit fineTuneChanged(QString());
}

}  // namespace studio::app
