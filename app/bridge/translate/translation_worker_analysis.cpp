// TranslationWorker's slots for the Analyze page. They run on the model's
// thread like translations, so a translation never meets a half-set gate.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "translation_worker.h"

#include "analysis_jobs.h"
#include "opened_model.h"
#include "worker_guard.h"

#include <stdexcept>

namespace studio::app {
namespace {

void require_model(const ModelHandle& model) {
    if (!model)
        throw std::runtime_error(
            TranslationWorker::tr("no model is open: open a checkpoint or take one from training").toStdString());
}

}  // namespace

int TranslationWorker::modelChanged() {
    alignCache_ = std::make_unique<AlignmentCache>();
    // The gates belong to the model they were set on: a new model (another
    // checkpoint, a training snapshot) starts with every head on, whatever its
    // shape, and the page that set them is told how many were reset.
    const int reset = static_cast<int>(gates_.size());
    gates_.clear();
    if (model_) apply_head_gates(*model_, gates_);
    return reset;
}

void TranslationWorker::analyzeHeads(const AnalysisSet& set) {
    guarded(this, [&] {
        require_model(model_);
        const LoadedSet loaded = load_analysis_set(*model_, set);
        HeadsResult result;
        try {
            // The whole model is measured; the person's gates come back after.
            result = run_head_statistics(*model_, loaded, &cancel_,
                                         [this](qint64 done, qint64 total) { emit analysisProgress(done, total); });
        } catch (...) {
            apply_head_gates(*model_, gates_);
            throw;
        }
        apply_head_gates(*model_, gates_);
        emit headsAnalyzed(result);
    });
}

void TranslationWorker::pruneHeads(const AnalysisSet& set) {
    guarded(this, [&] {
        require_model(model_);
        const LoadedSet loaded = load_analysis_set(*model_, set);
        PruneCurves curves;
        try {
            curves = run_prune_curves(*model_, loaded, &cancel_,
                                      [this](qint64 done, qint64 total, const PruneCurveView& curve) {
                                          emit pruneProgress(done, total, curve);
                                      });
        } catch (...) {
            apply_head_gates(*model_, gates_);
            throw;
        }
        apply_head_gates(*model_, gates_);
        emit pruned(curves);
    });
}

void TranslationWorker::align(const AlignmentRequest& request) {
    guarded(this, [&] {
        require_model(model_);
        AlignmentResult result = run_alignment(*model_, *alignCache_, request, &cancel_,
                                               [this](qint64 done, qint64 total) { emit analysisProgress(done, total); });
        result.headsOff = static_cast<int>(gates_.size());
        emit aligned(result);
    });
}

void TranslationWorker::attribute(const AttributionQuery& query) {
    guarded(this, [&] {
        require_model(model_);
        emit attributed(run_attribution(*model_, query, &cancel_,
                                        [this](qint64 done, qint64 total) { emit analysisProgress(done, total); }));
    });
}

void TranslationWorker::setHeadGates(const HeadGates& off) {
    guarded(this, [&] {
        require_model(model_);
        const HeadGates before = gates_;
        try {
            apply_head_gates(*model_, off);
        } catch (...) {
            apply_head_gates(*model_, before);
            throw;
        }
        gates_ = off;
        alignCache_ = std::make_unique<AlignmentCache>();  // its attention was the old model's
        resetSession();  // a step-through decoded with the old gates
        emit headGatesSet(gates_);
    });
}

}  // namespace studio::app
