// TranslationController: owns the translation thread, as TrainingController
// owns the training one: a TranslationWorker moved to a QThread, requests as
// queued calls, results as queued signals, `quit(); wait();` on shutdown.
// Lives in the GUI thread; includes no LibTorch.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis_types.h"
#include "translation_types.h"

#include <QObject>
#include <QThread>

namespace studio::app {

class TranslationWorker;

class TranslationController : public QObject {
    Q_OBJECT

public:
    explicit TranslationController(QObject* parent = nullptr);
    ~TranslationController() override;

    bool hasModel() const { return hasModel_; }
    bool isBusy() const { return pending_ > 0; }
    const HeadGates& headGates() const { return gates_; }  // as last set by the worker

public slots:
    void open(const QString& checkpointPath);
    void useModel(const studio::app::ModelHandle& model);
    void translate(const studio::app::TranslationRequest& request);
    void startStepping(const QString& source, int topK);
    void step(qint64 forcedToken = -1);
    void back();
    // The Analyze page's requests (TranslationWorker's analysis slots).
    void analyzeHeads(const studio::app::AnalysisSet& set);
    void pruneHeads(const studio::app::AnalysisSet& set);
    void align(const studio::app::AlignmentRequest& request);
    void setHeadGates(const studio::app::HeadGates& off);
    void attribute(const studio::app::AttributionQuery& query);
    // Ends the translation in progress (and any queued) at its next decoding
    // step: cancelled() answers it instead of translated().
    void cancel();
    void shutdown();

signals:
    void modelReady(const studio::app::ModelSummary& summary);
    void translated(const studio::app::TranslationResult& result);
    void stepped(const studio::app::SteppingState& state);
    void failed(const QString& message);
    void cancelled();
    void busyChanged(bool busy);
    void headsAnalyzed(const studio::app::HeadsResult& result);
    void pruneProgress(qint64 done, qint64 total, const studio::app::PruneCurveView& curve);
    void pruned(const studio::app::PruneCurves& curves);
    void aligned(const studio::app::AlignmentResult& result);
    void headGatesSet(const studio::app::HeadGates& off);
    void attributed(const studio::app::AttributionResult& result);
    void analysisProgress(qint64 done, qint64 total);

    // Internal: deliver requests to the worker in its thread.
    void openRequested(const QString& path);
    void useModelRequested(const studio::app::ModelHandle& model);
    void translateRequested(const studio::app::TranslationRequest& request);
    void startSteppingRequested(const QString& source, int topK);
    void stepRequested(qint64 forcedToken);
    void backRequested();
    void analyzeHeadsRequested(const studio::app::AnalysisSet& set);
    void pruneHeadsRequested(const studio::app::AnalysisSet& set);
    void alignRequested(const studio::app::AlignmentRequest& request);
    void setHeadGatesRequested(const studio::app::HeadGates& off);
    void attributeRequested(const studio::app::AttributionQuery& query);

private:
    void begin();
    void end();

    QThread thread_;
    TranslationWorker* worker_ = nullptr;
    bool hasModel_ = false;
    int pending_ = 0;
    HeadGates gates_;  // requests sent and not answered yet
};

}  // namespace studio::app
