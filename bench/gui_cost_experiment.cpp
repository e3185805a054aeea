// GUI cost, part (6) (issue 36 §5): an experiment of 36 runs whose
// histories are as long as a base run's. 35 runs are finished (a copy of the
// bench's trained run, with a history of 1 100 lines: a base run's 100 000
// steps logged every 100, evaluated every 1 000); the 36th is trained for
// real. Timed while the caller's ticks count: the Runs page showing the
// queue (every run's header and history read), the start-up offer to resume
// it (the folder described) and the resume, the last run, and its end (the
// summaries written and every run read again).
// SPDX-License-Identifier: GPL-3.0-or-later
// LibTorch first: Qt's `slots` keyword would break its headers.
#include "train/checkpoint.h"
#include "train/experiment.h"

#include "gui_cost_experiment.h"

#include "experiment_runner.h"
#include "main_window.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QMessageBox>
#include <QSettings>

#include <filesystem>
#include <fstream>

namespace studio::bench {
namespace {

// A history of a base run's length whose last line evaluates at `step`.
void writeLongHistory(const std::string& path, int64_t step) {
    std::ofstream out(path);
    char line[512];
    for (int i = 1; i <= 1100; ++i) {
        const int64_t at = std::max<int64_t>(1, step * i / 1100);
        if (i % 11 == 0) {
            std::snprintf(line, sizeof line,
                          "{\"bleu_tokenize\":\"13a\",\"dev_bleu\":%.4f,\"dev_loss\":%.6f,\"dev_nll\":%.6f,\"epoch\":%d,"
                          "\"exact_match\":0.25,\"sentences\":200,\"step\":%lld,\"tokens\":%lld,"
                          "\"train_seconds\":%.3f,\"type\":\"eval\"}\n",
                          20.0 + i / 100.0, 3.0 - i / 1000.0, 2.9 - i / 1000.0, 1 + i / 300, (long long)at,
                          (long long)at * 7000, i * 0.5);
        } else {
            std::snprintf(line, sizeof line,
                          "{\"elapsed\":%.3f,\"epoch\":%d,\"loss\":%.6f,\"lr\":%.8g,\"nll\":%.6f,\"step\":%lld,"
                          "\"tok_per_s\":%.1f,\"tokens\":%lld,\"train_seconds\":%.3f,\"type\":\"train\"}\n",
                          i * 0.5, 1 + i / 300, 3.1 - i / 1000.0, 0.0007 / (1 + i / 100.0), 3.0 - i / 1000.0,
                          (long long)at, 14000.0, (long long)at * 7000, i * 0.5);
        }
        out << line;
    }
    if (!out) throw std::runtime_error(path + ": cannot write");
}

}  // namespace

ExperimentCost experimentCost(app::MainWindow& window, const QString& trainedRun, const QString& workDir) {
    ExperimentCost cost;
    const QString dir = QDir(workDir).filePath(QStringLiteral("experiment"));
    try {
        const auto trained = train::load_checkpoint_header(QDir(trainedRun).filePath("last.ckpt").toStdString());
        // 3 variations x 12 seeds, every run as long as the trained one.
        const auto plan = train::make_plan("grid", "heads=1,2,4", trained.model_config, trained.training_config,
                                           trained.dataset, trained.step, 12);
        const auto runs = plan.runs();
        cost.runs = int(runs.size());
        train::save_plan(dir.toStdString(), plan);
        namespace fs = std::filesystem;
        for (size_t i = 0; i + 1 < runs.size(); ++i) {  // the last one is left to train
            const fs::path folder = fs::path(dir.toStdString()) / runs[i].name;
            fs::create_directories(folder);
            fs::copy_file(fs::path(trainedRun.toStdString()) / "last.ckpt", folder / "last.ckpt",
                          fs::copy_options::overwrite_existing);
            writeLongHistory((folder / "history.jsonl").string(), trained.step);
        }
    } catch (const std::exception& e) {
        cost.error = QString::fromStdString(e.what());
        return cost;
    }
    app::ExperimentRunner* runner = window.experiments();
    QObject scope;  // the lambdas below write this function's locals
    bool shown = false, ended = false;
    QObject::connect(runner, &app::ExperimentRunner::queueChanged, &scope, [&] { shown = true; });
    QObject::connect(runner, &app::ExperimentRunner::finished, &scope, [&](bool completed, const QString& message) {
        ended = true;
        if (!completed) cost.error = message;
    });
    // The Runs page shows the experiment (as at start-up: the last one).
    QElapsedTimer clock;
    clock.start();
    QString error;
    if (!runner->open(dir, &error)) {
        cost.error = error;
        return cost;
    }
    while (!shown) QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    cost.shownMs = clock.nsecsElapsed() / 1e6;
    // The start-up offer (answered Yes) and the resume: the last run trains.
    QSettings().setValue(QStringLiteral("experiment/unfinished"), dir);
    clock.restart();
    window.offerUnfinishedExperiment(QMessageBox::Yes);
    while (!ended) QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    cost.resumedToEndMs = clock.nsecsElapsed() / 1e6;
    if (cost.error.isEmpty() && runner->finishedRuns() != cost.runs)
        cost.error = QStringLiteral("%1 of %2 runs finished").arg(runner->finishedRuns()).arg(cost.runs);
    // What a run's end did on the GUI thread before it moved to a pool
    // thread (the summaries written, every run read), timed here alone.
    try {
        const auto plan = train::load_plan(dir.toStdString());
        clock.restart();
        app::ExperimentRunner::readStates(dir, plan, {}, plan.columns, true, {});
        cost.runEndReadMs = clock.nsecsElapsed() / 1e6;
    } catch (const std::exception& e) {
        cost.error = QString::fromStdString(e.what());
    }
    return cost;
}

}  // namespace studio::bench
