// The model the Learn page works on when the user has none open: the built-in
// numbers-de demo, trained in the background by a TrainingController of its
// own. At once an untrained copy (a snapshot of the fresh weights) so that
// every section has numbers, labelled as such; when training completes, the
// trained checkpoint, which is kept in learnDemoFolder() so that the next
// start needs no training.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine_types.h"
#include "translation_types.h"

#include <QObject>
#include <QString>

#include <memory>

namespace studio::train {
class RunFolderLock;
}

namespace studio::app {

class TrainingController;

class LearnDemo : public QObject {
    Q_OBJECT

public:
    explicit LearnDemo(QObject* parent = nullptr);
    ~LearnDemo() override;

    // The run's settings: the tiny preset on numbers-de, `steps` steps, written to `folder`.
    static TrainingRequest request(const QString& folder, qint64 steps);
    static constexpr qint64 kDefaultSteps = 400;

    void setSteps(qint64 steps) { steps_ = steps; }
    void setFolder(const QString& folder) { folder_ = folder; }
    QString folder() const { return folder_; }
    // The trained demo's checkpoint when an earlier run completed, else empty.
    QString trainedCheckpoint() const;

    // Emits trained() at once when an earlier run completed; otherwise starts
    // training (untrained() shortly after). Does nothing while running; while
    // a stop is on its way, starts again once it has stopped.
    void start();
    // Stops a running training (its partial run is not kept as trained) and
    // forgets a start asked for meanwhile.
    void stop();
    bool isRunning() const;
    qint64 steps() const { return steps_; }

signals:
    void untrained(const studio::app::ModelHandle& model, const studio::app::ModelSummary& summary);
    void progress(qint64 step, qint64 total);
    void trained(const QString& checkpoint);
    void failed(const QString& message);

private:
    void onFinished(TrainingOutcome outcome, const QString& message);

    TrainingController* controller_ = nullptr;
    // The demo folder's run lock, taken before the folder is cleared and held
    // until the run ends (the trainer shares it): a second Attention Studio
    // deleted the first one's demo run, lock file and all, and both wrote there.
    std::shared_ptr<train::RunFolderLock> lock_;
    QString folder_;
    qint64 steps_ = kDefaultSteps;
    bool wantUntrained_ = false;
    bool stopping_ = false;       // stop() asked; the run has not finished yet
    bool restartWanted_ = false;  // start() came while stopping: start once stopped
};

}  // namespace studio::app
