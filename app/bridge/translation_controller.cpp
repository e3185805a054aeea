// SPDX-License-Identifier: GPL-3.0-or-later
#include "translation_controller.h"

#include "translation_worker.h"

namespace studio::app {

TranslationController::TranslationController(QObject* parent) : QObject(parent) {
    qRegisterMetaType<ModelHandle>();
    qRegisterMetaType<ModelSummary>();
    qRegisterMetaType<TranslationRequest>();
    qRegisterMetaType<TranslationResult>();
    qRegisterMetaType<SteppingState>();
    qRegisterMetaType<AnalysisSet>();
    qRegisterMetaType<HeadGates>();
    qRegisterMetaType<HeadsResult>();
    qRegisterMetaType<PruneCurveView>();
    qRegisterMetaType<PruneCurves>();
    qRegisterMetaType<AlignmentRequest>();
    qRegisterMetaType<AlignmentResult>();
    qRegisterMetaType<AttributionQuery>();
    qRegisterMetaType<AttributionResult>();
    worker_ = new TranslationWorker;
    worker_->moveToThread(&thread_);
    connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
    connect(this, &TranslationController::openRequested, worker_, &TranslationWorker::open);
    connect(this, &TranslationController::useModelRequested, worker_, &TranslationWorker::useModel);
    connect(this, &TranslationController::translateRequested, worker_, &TranslationWorker::translate);
    connect(this, &TranslationController::startSteppingRequested, worker_, &TranslationWorker::startStepping);
    connect(this, &TranslationController::stepRequested, worker_, &TranslationWorker::step);
    connect(this, &TranslationController::backRequested, worker_, &TranslationWorker::back);
    connect(this, &TranslationController::analyzeHeadsRequested, worker_, &TranslationWorker::analyzeHeads);
    connect(this, &TranslationController::pruneHeadsRequested, worker_, &TranslationWorker::pruneHeads);
    connect(this, &TranslationController::alignRequested, worker_, &TranslationWorker::align);
    connect(this, &TranslationController::setHeadGatesRequested, worker_, &TranslationWorker::setHeadGates);
    connect(this, &TranslationController::attributeRequested, worker_, &TranslationWorker::attribute);
    // Progress is no answer: it only passes on.
    connect(worker_, &TranslationWorker::analysisProgress, this, &TranslationController::analysisProgress);
    connect(worker_, &TranslationWorker::pruneProgress, this, &TranslationController::pruneProgress);
    // Every request ends in exactly one of these answers.
    connect(worker_, &TranslationWorker::headsAnalyzed, this, [this](const HeadsResult& r) {
        end();
        emit headsAnalyzed(r);
    });
    connect(worker_, &TranslationWorker::pruned, this, [this](const PruneCurves& c) {
        end();
        emit pruned(c);
    });
    connect(worker_, &TranslationWorker::aligned, this, [this](const AlignmentResult& r) {
        end();
        emit aligned(r);
    });
    connect(worker_, &TranslationWorker::attributed, this, [this](const AttributionResult& r) {
        end();
        emit attributed(r);
    });
    connect(worker_, &TranslationWorker::headGatesSet, this, [this](const HeadGates& off) {
        gates_ = off;
        end();
        emit headGatesSet(off);
    });
    connect(worker_, &TranslationWorker::modelReady, this, [this](const ModelSummary& s) {
        hasModel_ = true;
        gates_.clear();  // the worker starts a new model with every head on
        end();
        emit modelReady(s);
    });
    connect(worker_, &TranslationWorker::translated, this, [this](const TranslationResult& r) {
        end();
        emit translated(r);
    });
    connect(worker_, &TranslationWorker::stepped, this, [this](const SteppingState& s) {
        end();
        emit stepped(s);
    });
    connect(worker_, &TranslationWorker::failed, this, [this](const QString& m) {
        end();
        emit failed(m);
    });
    connect(worker_, &TranslationWorker::cancelled, this, [this] {
        end();
        emit cancelled();
    });
    thread_.setObjectName(QStringLiteral("translation"));
    thread_.start();
}

TranslationController::~TranslationController() { shutdown(); }

void TranslationController::begin() {
    if (pending_++ == 0) emit busyChanged(true);
}

void TranslationController::end() {
    if (pending_ > 0 && --pending_ == 0) {
        if (worker_) worker_->clearCancel();  // a cancel ends what was pending, not what comes next
        emit busyChanged(false);
    }
}

void TranslationController::cancel() {
    if (worker_ && pending_ > 0) worker_->requestCancel();
}

void TranslationController::open(const QString& path) {
    begin();
    emit openRequested(path);
}

void TranslationController::useModel(const ModelHandle& model) {
    if (!model) return;
    begin();
    emit useModelRequested(model);
}

void TranslationController::translate(const TranslationRequest& request) {
    begin();
    emit translateRequested(request);
}

void TranslationController::startStepping(const QString& source, int topK) {
    begin();
    emit startSteppingRequested(source, topK);
}

void TranslationController::step(qint64 forcedToken) {
    begin();
    emit stepRequested(forcedToken);
}

void TranslationController::back() {
    begin();
    emit backRequested();
}

void TranslationController::analyzeHeads(const AnalysisSet& set) {
    begin();
    emit analyzeHeadsRequested(set);
}

void TranslationController::pruneHeads(const AnalysisSet& set) {
    begin();
    emit pruneHeadsRequested(set);
}

void TranslationController::align(const AlignmentRequest& request) {
    begin();
    emit alignRequested(request);
}

void TranslationController::attribute(const AttributionQuery& query) {
    begin();
    emit attributeRequested(query);
}

void TranslationController::setHeadGates(const HeadGates& off) {
    begin();
    emit setHeadGatesRequested(off);
}

void TranslationController::shutdown() {
    if (!thread_.isRunning()) return;
    if (worker_) worker_->requestCancel();  // a long translation ends at its next step
    thread_.quit();
    thread_.wait();
    worker_ = nullptr;
}

}  // namespace studio::app
