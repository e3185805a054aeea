// TranslationWorker: translates with an opened model on its own thread (moved
// there by TranslationController): full searches with the n-best list, the
// beam at every step and the attention of the best hypothesis, and the
// step-through decoding of one sentence (next token, a forced token, back).
// Results leave as the plain types of translation_types.h. No LibTorch here.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis_types.h"
#include "translation_types.h"

#include <QObject>

#include <atomic>

#include <memory>

namespace studio::app {

class SteppingSession;
struct AlignmentCache;

class TranslationWorker : public QObject {
    Q_OBJECT

public:
    explicit TranslationWorker(QObject* parent = nullptr);
    ~TranslationWorker() override;

    // Opens a checkpoint on the CPU (any thread; used by the worker's slot and by tests).
    static ModelHandle openCheckpoint(const QString& path, ModelSummary* summary);
    static ModelSummary summarize(const ModelHandle& model);

    // Thread-safe: a translation in progress, and any queued behind it, ends
    // at its next decoding step with cancelled() instead of a result, until
    // clearCancel() (the controller clears it when nothing is pending).
    void requestCancel() { cancel_ = true; }
    void clearCancel() { cancel_ = false; }

public slots:
    void open(const QString& path);
    void useModel(const studio::app::ModelHandle& model);
    void translate(const studio::app::TranslationRequest& request);
    void startStepping(const QString& source, int topK, int maxExtra);
    // forcedToken < 0: the model's most probable token.
    void step(qint64 forcedToken);
    void back();

    // The Analyze page's work (translation_worker_analysis.cpp); long ones
    // report progress and end at the next batch when cancelled.
    void analyzeHeads(const studio::app::AnalysisSet& set);
    void pruneHeads(const studio::app::AnalysisSet& set);
    void align(const studio::app::AlignmentRequest& request);
    // Switches these heads off (all others on) for every later translation,
    // step-through and alignment, until changed; an analysis of the heads
    // measures the whole model and sets them again afterwards.
    void setHeadGates(const studio::app::HeadGates& off);
    // Gradient attribution of the query's pair (the model's gates stay on).
    void attribute(const studio::app::AttributionQuery& query);

signals:
    void modelReady(const studio::app::ModelSummary& summary);
    void translated(const studio::app::TranslationResult& result);
    void stepped(const studio::app::SteppingState& state);
    void failed(const QString& message);
    void cancelled();
    void headsAnalyzed(const studio::app::HeadsResult& result);
    void pruneProgress(qint64 done, qint64 total, const studio::app::PruneCurveView& curve);
    void pruned(const studio::app::PruneCurves& curves);
    void aligned(const studio::app::AlignmentResult& result);
    void headGatesSet(const studio::app::HeadGates& off);
    void attributed(const studio::app::AttributionResult& result);
    void analysisProgress(qint64 done, qint64 total);

private:
    void emitState();
    int modelChanged();  // every head on again; returns how many were off
    void resetSession();  // the step-through decoded with another model or other gates

    ModelHandle model_;
    std::unique_ptr<SteppingSession> session_;
    std::atomic<bool> cancel_{false};
    HeadGates gates_;
    std::unique_ptr<AlignmentCache> alignCache_;
};

}  // namespace studio::app
