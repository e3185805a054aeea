// SPDX-License-Identifier: GPL-3.0-or-later
#include "experiment_runner.h"

#include "run_records.h"

#include "engine_types.h"
#include "training_controller.h"

#include "data/dataset.h"
#include "train/checkpoint.h"
#include "train/experiment_summary.h"
#include "train/run_lock.h"
#include "train/run_lock_probe.h"
#include "train/run_summary.h"
#include "train/shared_tokenizer.h"

#include <QDir>
#include <QFileInfo>
#include <QFile>
#include <QFutureWatcher>
#include <QSettings>
#include <QtConcurrent/QtConcurrentRun>

#include <cmath>
#include <filesystem>

namespace studio::app {
namespace {

const char* kUnfinishedKey = "experiment/unfinished";
const char* kLastKey = "experiment/last";
// Set when the user stopped the experiment (its Stop, or the Train page's);
// not when closing the app stopped it.
const char* kStoppedKey = "experiment/stoppedByUser";

QString runDir(const QString& dir, const QString& name) { return QDir(dir).filePath(name); }

}  // namespace

ExperimentRunner::ExperimentRunner(TrainingController* controller, QObject* parent)
    : QObject(parent), controller_(controller) {
    readers_.setMaxThreadCount(1);
    connect(controller_, &TrainingController::finished, this, &ExperimentRunner::onRunFinished);
    connect(controller_, &TrainingController::progress, this, [this](const TrainingProgress& p) {
        if (!running_ || current_ < 0) return;
        runs_[current_].step = p.step;
        emit runProgress(current_, p.step, runs_[current_].steps);
    });
}

QString ExperimentRunner::title() const { return QString::fromStdString(plan_.title); }

int ExperimentRunner::finishedRuns() const {
    int n = 0;
    for (const auto& r : runs_) n += r.state == ExperimentRunState::Finished;
    return n;
}

QString ExperimentRunner::unfinishedExperiment() {
    return QSettings().value(QLatin1String(kUnfinishedKey)).toString();
}

bool ExperimentRunner::stoppedByUser() { return QSettings().value(QLatin1String(kStoppedKey), false).toBool(); }

void ExperimentRunner::markStoppedByClosing() { QSettings().remove(QLatin1String(kStoppedKey)); }

QString ExperimentRunner::lastExperiment() { return QSettings().value(QLatin1String(kLastKey)).toString(); }

bool ExperimentRunner::open(const QString& dir, QString* error) {
    if (running_) {
        *error = tr("An experiment is running.");
        return false;
    }
    try {
        plan_ = train::load_plan(dir.toStdString());
        plan_.runs();
    } catch (const std::exception& e) {
        *error = QString::fromStdString(e.what());
        return false;
    }
    dir_ = dir;
    failed_.clear();
    readFolder(AfterReading::Show, false);
    return true;
}

void ExperimentRunner::forgetUnfinishedExperiment() { QSettings().remove(QLatin1String(kUnfinishedKey)); }

QString ExperimentRunner::describeFolder(const QString& dir) {
    train::ExperimentPlan plan;
    std::vector<train::PlannedRun> planned;
    try {
        plan = train::load_plan(dir.toStdString());
        // A plan edited by hand (or written by an older version) may no
        // longer give valid runs: runs() throws, on a pool thread where
        // nothing would catch it (the app ended at every start).
        planned = plan.runs();
    } catch (const std::exception&) {
        return {};  // no plan that can run: nothing to resume
    }
    int finished = 0;
    QStringList problems;  // runs that failed or cannot be read, and why
    for (const auto& r : planned) {
        const QString name = QString::fromStdString(r.name);
        const QString folder = runDir(dir, name);
        const QString failure = runFailure(folder);
        try {
            if (train::is_run_folder(folder.toStdString()) && train::summarize_run(folder.toStdString()).finished) {
                ++finished;
                continue;
            }
        } catch (const std::exception& e) {
            problems << tr("%1 cannot be read (%2)").arg(name, QString::fromStdString(e.what()));
            continue;
        }
        if (!failure.isEmpty()) problems << tr("%1 failed (%2)").arg(name, failure);
    }
    QString text = tr("%1: %2 of %3 runs finished").arg(QString::fromStdString(plan.title)).arg(finished).arg(planned.size());
    if (!problems.isEmpty()) text += QStringLiteral("; ") + problems.join(QStringLiteral("; "));
    return text;
}

bool ExperimentRunner::heldElsewhere(const QString& dir) { return train::run_folder_held_elsewhere(dir.toStdString()); }

bool ExperimentRunner::baseFromRun(const QString& runFolder, train::ExperimentPlan* base, QString* error) {
    try {
        const auto summary = train::summarize_run(runFolder.toStdString());
        const auto header = train::load_checkpoint_header(QDir(runFolder).filePath(QStringLiteral("last.ckpt")).toStdString());
        if (header.dataset.empty()) {
            *error = tr("%1 does not record its dataset; choose another run or a preset.").arg(QDir::toNativeSeparators(runFolder));
            return false;
        }
        base->model = summary.model;
        base->training = summary.training;
        base->dataset = header.dataset;
        base->base_run = runFolder.toStdString();
        return true;
    } catch (const std::exception& e) {
        *error = QString::fromStdString(e.what());
        return false;
    }
}

bool ExperimentRunner::sharesTokenizer() const {
    for (const auto& v : plan_.variations)
        for (const auto& c : v.changes)
            if (c.first == "vocab-size") return false;
    return true;
}

bool ExperimentRunner::start(const QString& dir, const train::ExperimentPlan& plan, const QByteArray& tokenizerModel,
                             QString* error) {
    if (running_ || controller_->isRunning()) {
        *error = tr("Training is running; stop it before starting an experiment.");
        return false;
    }
    if (QDir(dir).exists() && !QDir(dir).isEmpty()) {
        *error = tr("%1 is not empty; an experiment starts in a new folder (or resume the experiment in it).")
                     .arg(QDir::toNativeSeparators(dir));
        return false;
    }
    try {
        plan.runs();  // every run's settings, and the data, before anything is written
        const auto spec = data::DatasetSpec::from_json(plan.dataset);
        spec.validate();
        for (const std::string& file : {spec.path, spec.tgt_path, spec.dev_path, spec.dev_tgt_path}) {
            if (file.empty()) continue;
            const QFileInfo info(QString::fromStdString(file));
            if (!info.isFile() || !info.isReadable())
                throw std::invalid_argument(tr("cannot read the data file %1").arg(info.filePath()).toStdString());
        }
    } catch (const std::exception& e) {
        *error = QString::fromStdString(e.what());
        return false;
    }
    const bool existed = QDir(dir).exists();
    if (!lockFolder(dir, error)) return false;  // before the plan is written: no other queue writes it
    try {
        train::save_plan(dir.toStdString(), plan);
    } catch (const std::exception& e) {
        lock_.reset();
        *error = QString::fromStdString(e.what());
        return false;
    }
    plan_ = plan;
    dir_ = dir;
    if (sharesTokenizer()) {
        QByteArray model = tokenizerModel;
        if (model.isEmpty() && !plan.base_run.empty()) {
            try {
                const auto c = train::load_checkpoint_header(
                    runDir(QString::fromStdString(plan.base_run), QStringLiteral("last.ckpt")).toStdString(), true);
                if (c.tokenizer_kind == "sentencepiece") model = QByteArray::fromStdString(c.tokenizer_bytes);
            } catch (const std::exception& e) {
                emit note(tr("Each run trains its own tokenizer: %1").arg(QString::fromStdString(e.what())));
            }
        }
        if (!model.isEmpty()) {
            try {
                train::write_shared_tokenizer(QDir(dir).filePath(QStringLiteral("tokenizer.model")).toStdString(),
                                              model.toStdString());
            } catch (const std::exception& e) {
                emit note(tr("Each run trains its own tokenizer: %1").arg(QString::fromStdString(e.what())));
            }
        }
    }
    if (resume(dir, error)) return true;
    // The plan cannot run: nothing of it stays (a half-made experiment was
    // offered for resuming, and its name was taken in the dialog).
    lock_.reset();
    const QDir folder(dir);
    for (const char* name : {"experiment.json", "tokenizer.model", train::run_lock_file_name()})
        QFile::remove(folder.filePath(QLatin1String(name)));
    if (!existed) QDir().rmdir(dir);  // only when empty
    return false;
}

bool ExperimentRunner::resume(const QString& dir, QString* error) {
    if (running_ || controller_->isRunning()) {
        *error = tr("Training is running; stop it before resuming an experiment.");
        return false;
    }
    train::ExperimentPlan plan;
    try {
        plan = train::load_plan(dir.toStdString());
        plan.runs();
        data::DatasetSpec::from_json(plan.dataset).validate();
    } catch (const std::exception& e) {
        *error = QString::fromStdString(e.what());
        return false;
    }
    if (!lockFolder(dir, error)) return false;
    plan_ = plan;
    dir_ = dir;
    failed_.clear();
    stopRequested_ = false;
    QSettings().setValue(QLatin1String(kUnfinishedKey), dir);
    QSettings().remove(QLatin1String(kStoppedKey));
    QSettings().setValue(QLatin1String(kLastKey), dir);
    running_ = true;
    controller_->holdForFirstRun();  // training, for the views and the Train page, from now
    emit runningChanged(true);
    readFolder(AfterReading::StartNext, true);  // the first unfinished run starts once the folders are read
    return true;
}

train::SettingColumns ExperimentRunner::tableColumns() const {
    auto columns = plan_.columns;
    if (plan_.seeds > 1 && !columns.empty() && columns.back().second == "seed") columns.pop_back();  // pooled
    return columns;
}

ExperimentStates ExperimentRunner::readStates(const QString& dir, const train::ExperimentPlan& plan,
                                             const QSet<QString>& failed, const train::SettingColumns& columns,
                                             bool summaries, const QString& keepTokenizerOf) {
    ExperimentStates out;
    if (!keepTokenizerOf.isEmpty()) {
        // The first run that trained its own tokenizer gives it to the later runs.
        const QString shared = QDir(dir).filePath(QStringLiteral("tokenizer.model"));
        if (!QFile::exists(shared)) {
            try {
                const auto c = train::load_checkpoint_header(
                    QDir(keepTokenizerOf).filePath(QStringLiteral("last.ckpt")).toStdString(), true);
                if (c.tokenizer_kind == "sentencepiece" && !c.tokenizer_bytes.empty())
                    train::write_shared_tokenizer(shared.toStdString(), c.tokenizer_bytes);
            } catch (const std::exception& e) {
                out.notes << tr("Each run trains its own tokenizer: %1").arg(QString::fromStdString(e.what()));
            }
        }
    }
    if (summaries) {
        try {
            std::vector<std::string> problems;
            train::summarize_experiment(dir.toStdString(), plan, &problems);
            for (const auto& p : problems) out.notes << tr("Experiment summary: skipped %1").arg(QString::fromStdString(p));
        } catch (const std::exception& e) {
            out.notes << tr("Experiment summary not written: %1").arg(QString::fromStdString(e.what()));
        }
    }
    std::vector<train::RunSummary> summaryRows;
    for (const auto& r : plan.runs()) {
        ExperimentRunState s;
        s.name = QString::fromStdString(r.name);
        s.changes = QString::fromStdString(r.variation->describe());
        s.steps = r.training.steps;
        s.devPpl = s.devBleu = std::nan("");
        const std::string folder = runDir(dir, s.name).toStdString();
        const QString failure = runFailure(runDir(dir, s.name));  // kept in its folder across restarts
        if (train::is_run_folder(folder)) {
            try {
                const auto summary = train::summarize_run(folder);
                summaryRows.push_back(summary);
                s.step = summary.steps;
                s.checkpoint = QString::fromStdString(summary.checkpoint);
                if (summary.finished) s.state = ExperimentRunState::Finished;
                else s.state = ExperimentRunState::Stopped;
                if (summary.evaluations > 0) {
                    s.devPpl = summary.dev_ppl;
                    s.devBleu = summary.dev_bleu;
                }
            } catch (const std::exception& e) {
                s.state = ExperimentRunState::Failed;
                s.message = QString::fromStdString(e.what());
            }
        }
        if (!failure.isEmpty() && s.state != ExperimentRunState::Finished) {
            s.state = ExperimentRunState::Failed;
            s.message = failure;
        }
        if (failed.contains(s.name)) s.state = ExperimentRunState::Failed;
        out.runs.push_back(s);
    }
    const auto planned = train::planned_settings(plan);  // settings of each variation before it has a run
    out.table = train::variation_rows(plan.variations, plan.seeds, summaryRows, columns, &planned);
    return out;
}

void ExperimentRunner::readFolder(AfterReading then, bool summaries, const QString& message,
                                  const QString& keepTokenizerOf) {
    const int generation = ++readGeneration_;
    reading_ = true;
    auto* watcher = new QFutureWatcher<ExperimentStates>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation, then, message] {
        watcher->deleteLater();
        if (generation != readGeneration_) return;  // another read was asked for since: its answer counts
        reading_ = false;
        ExperimentStates states = watcher->result();
        runs_ = states.runs;
        table_ = std::move(states.table);
        for (const QString& n : states.notes) emit note(n);
        emit queueChanged();
        if (then == AfterReading::StartNext && controller_->stopAskedInHold()) {  // the Train page's Stop
            stopRequested_ = true;
            QSettings().setValue(QLatin1String(kStoppedKey), true);
        }
        if (then == AfterReading::Stop || (then == AfterReading::StartNext && stopRequested_)) {
            controller_->endHold();
            stopped(message);
            return;
        }
        if (then == AfterReading::StartNext) startNext();
    });
    watcher->setFuture(QtConcurrent::run(&readers_, [dir = dir_, plan = plan_, failed = failed_,
                                                     columns = tableColumns(), summaries, keepTokenizerOf] {
        return readStates(dir, plan, failed, columns, summaries, keepTokenizerOf);
    }));
}

bool ExperimentRunner::lockFolder(const QString& dir, QString* error) {
    try {
        // Within this process the same folder's lock is shared (start() took
        // it before resume() asks again).
        lock_ = train::acquire_run_lock(dir.toStdString());
        return true;
    } catch (const train::RunLockError& e) {
        *error = QString::fromStdString(e.what());  // names the folder and the process holding it
        return false;
    }
}

void ExperimentRunner::stopped(const QString& message) {
    lock_.reset();
    running_ = false;
    current_ = -1;
    emit runningChanged(false);
    emit finished(false, message.isEmpty()
                             ? tr("Experiment stopped; resume it to go on from each run's last checkpoint.")
                             : message);
}

void ExperimentRunner::startNext() {
    const auto planned = plan_.runs();
    current_ = -1;
    for (int i = 0; i < runs_.size(); ++i) {
        if (runs_[i].state == ExperimentRunState::Finished || failed_.contains(runs_[i].name)) continue;
        current_ = i;
        break;
    }
    if (current_ < 0) {
        // The summaries were written by the read that came before (at the
        // end of the last run, or when a finished experiment was resumed).
        controller_->endHold();
        lock_.reset();
        running_ = false;
        const bool complete = failed_.isEmpty();
        // With failed runs the experiment is offered again at the next start
        // (each failed run is tried again; its reason is in its folder).
        if (complete) forgetUnfinishedExperiment();
        emit runningChanged(false);
        emit finished(complete, complete ? tr("Every run finished; summary in %1")
                                               .arg(QDir::toNativeSeparators(QDir(dir_).filePath(QStringLiteral("summary.csv"))))
                                         : tr("%1 run(s) failed; the others finished").arg(failed_.size()));
        return;
    }
    const auto& run = planned[static_cast<size_t>(current_)];
    const QString folder = runDir(dir_, runs_[current_].name);
    clearRunFailure(folder);  // tried again: a new outcome
    TrainingRequest request;
    request.dataset = data::DatasetSpec::from_json(plan_.dataset);
    request.model = run.model;
    request.training = run.training;
    request.outDir = folder;
    if (train::is_run_folder(folder.toStdString())) {
        // The checkpoint the folder's read found: last.ckpt, else (a crash
        // before the first one was written) the numbered one of the highest
        // step. Unreadable: last.ckpt, whose error becomes the run's failure.
        request.resumeFrom = runs_[current_].checkpoint.isEmpty() ? QDir(folder).filePath(QStringLiteral("last.ckpt"))
                                                                  : runs_[current_].checkpoint;
        emit note(tr("Experiment: run %1 of %2, %3, resumes at step %4")
                      .arg(current_ + 1).arg(runs_.size()).arg(runs_[current_].name).arg(runs_[current_].step));
    } else {
        if (sharesTokenizer()) {
            std::string damaged;
            request.tokenizerModel = QByteArray::fromStdString(train::read_shared_tokenizer(
                QDir(dir_).filePath(QStringLiteral("tokenizer.model")).toStdString(), &damaged));
            if (!damaged.empty()) emit note(tr("Experiment: %1").arg(QString::fromStdString(damaged)));
        }
        emit note(tr("Experiment: run %1 of %2, %3 (%4)")
                      .arg(current_ + 1).arg(runs_.size()).arg(runs_[current_].name, runs_[current_].changes));
    }
    runs_[current_].state = ExperimentRunState::Running;
    emit queueChanged();
    controller_->start(request);
}

void ExperimentRunner::stop() {
    if (!running_) return;
    stopRequested_ = true;
    controller_->stop();  // between two runs (the folders being read) nothing trains: the read ends the queue
}

void ExperimentRunner::onRunFinished(TrainingOutcome outcome, const QString& message) {
    if (!running_ || current_ < 0) return;
    const QString name = runs_[current_].name;
    const QString folder = runDir(dir_, name);
    if (outcome == TrainingOutcome::Stopped || stopRequested_) {
        // A stop by the user (here or on the Train page) holds the queue;
        // resume() goes on from the run's last checkpoint.
        QSettings().setValue(QLatin1String(kStoppedKey), true);
        current_ = -1;
        readFolder(AfterReading::Stop, true,
                   tr("Experiment stopped during %1; resume it to go on from its last checkpoint.").arg(name));
        return;
    }
    if (outcome != TrainingOutcome::Completed) {
        failed_.insert(name);
        QString error;
        if (!writeRunFailure(folder, message, &error)) emit note(error);
        emit note(tr("Experiment: run %1 did not finish: %2; the next run starts").arg(name, message));
    }
    current_ = -1;  // none trains while the folders are read
    controller_->holdRunning();  // the next run follows: the views see no stop in between
    const bool keep = outcome == TrainingOutcome::Completed && sharesTokenizer();
    readFolder(AfterReading::StartNext, true, {}, keep ? folder : QString());
}

}  // namespace studio::app
