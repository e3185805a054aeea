// SPDX-License-Identifier: GPL-3.0-or-later
#include "learn_worker.h"

#include "analysis_jobs.h"
#include "opened_model.h"

#include "nn/thread_scope.h"

#include <exception>

namespace studio::app {

namespace {

// Integrated gradients (50 steps, more where the completeness gap asks) of
// every token of the sentence's greedy translation: the translation the
// page's masking section walks through, on the page's own model (every
// head on), as the Analyze page's attribution computes it.
AttributionResult explanationOf(const ModelHandle& model, const QString& sentence, const std::atomic<bool>* cancel,
                                const ProgressFn& progress) {
    AttributionQuery query;
    query.source = sentence;
    query.beamSize = 1;
    query.method = 2;
    query.steps = 50;
    return run_attribution(*model, query, cancel, progress);
}

}  // namespace

void LearnWorker::compute(const LearnRequest& r) {
    LearnAnswer a;
    a.id = r.id;
    a.part = r.part;
    // Cleared before the check below: a request made after the check sets it again.
    if (r.part == LearnPart::Explanation) cancelExplanation.store(false);
    // A newer request of this part is queued behind this one: skip the work.
    if (newest[size_t(r.part)].load() != r.id) {
        a.skipped = true;
        emit computed(a);
        return;
    }
    // The GUI thread keeps a core while the page computes.
    const nn::LeaveOneCoreScope leave_one_core;
    try {
        switch (r.part) {
            case LearnPart::Architecture: a.architecture = architectureFacts(r.model, r.sentence); break;
            case LearnPart::Attention: a.attention = attentionWalk(r.model, r.sentence, r.layer, r.head, r.query); break;
            case LearnPart::MultiHead: a.multiHead = multiHeadWalk(r.model, r.sentence, r.layer, r.query); break;
            case LearnPart::Masking: a.mask = maskWalk(r.model, r.sentence, r.layer, r.head, r.query); break;
            case LearnPart::Sublayer: a.sublayer = sublayerWalk(r.model, r.sentence, r.layer, r.head, r.query); break;
            case LearnPart::Explanation:
                a.explanation = explanationOf(r.model, r.sentence, &cancelExplanation,
                                              [this, id = r.id](qint64 done, qint64 total) {
                                                  emit explanationProgress(id, done, total);
                                              });
                break;
        }
    } catch (const std::exception& e) {
        a.error = QString::fromStdString(e.what());
    }
    emit computed(a);
}

LearnController::LearnController(QObject* parent) : QObject(parent) {
    qRegisterMetaType<LearnRequest>();
    qRegisterMetaType<LearnAnswer>();
    worker_ = new LearnWorker;
    worker_->moveToThread(&thread_);
    connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
    connect(this, &LearnController::computeRequested, worker_, &LearnWorker::compute);
    connect(worker_, &LearnWorker::computed, this, &LearnController::onComputed);
    connect(worker_, &LearnWorker::explanationProgress, this, [this](quint64 id, qint64 done, qint64 total) {
        if (worker_ && id == worker_->newest[size_t(LearnPart::Explanation)].load())
            emit explanationProgress(done, total);
    });
    thread_.setObjectName(QStringLiteral("learn"));
    thread_.start();
}

LearnController::~LearnController() { shutdown(); }

void LearnController::shutdown() {
    if (!thread_.isRunning()) return;
    dropPending();  // the queued requests are skipped, not computed
    thread_.quit();
    thread_.wait();
    worker_ = nullptr;  // deleted with the thread's end (deleteLater)
}

void LearnController::request(LearnRequest request) {
    if (!worker_) return;
    request.id = ++next_;
    worker_->newest[size_t(request.part)].store(request.id);
    if (request.part == LearnPart::Explanation) worker_->cancelExplanation.store(true);
    ++pending_;
    emit computeRequested(request);
}

void LearnController::dropPending() {
    if (!worker_) return;
    // Ids no request has: every queued request is skipped, every answer dropped.
    for (auto& newest : worker_->newest) newest.store(++next_);
    worker_->cancelExplanation.store(true);
}

void LearnController::onComputed(const LearnAnswer& answer) {
    --pending_;
    if (worker_ && !answer.skipped && answer.id == worker_->newest[size_t(answer.part)].load()) emit answered(answer);
    if (pending_ == 0) emit idle();
}

}  // namespace studio::app
