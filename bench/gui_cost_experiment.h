// GUI cost, part (6): an experiment of 36 runs (gui_cost_experiment.cpp).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace studio::app {
class MainWindow;
}

namespace studio::bench {

struct ExperimentCost {
    int runs = 0;
    double shownMs = 0.0;         // open() to the queue shown
    double resumedToEndMs = 0.0;  // the offer answered Yes to the experiment's end
    double runEndReadMs = 0.0;    // a run end's reading and writing, on the calling thread (the GUI's, before)
    QString error;                // "" when every run finished
};

// Makes the experiment in workDir/experiment from `trainedRun` (a finished
// run folder) and drives `window` through it; the caller's event-loop ticks
// count what it blocks.
ExperimentCost experimentCost(app::MainWindow& window, const QString& trainedRun, const QString& workDir);

}  // namespace studio::bench
