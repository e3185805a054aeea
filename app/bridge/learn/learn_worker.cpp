// SPDX-License-Identifier: GPL-3.0-or-later
#include "learn_worker.h"

#include "nn/thread_scope.h"

#include <exception>

namespace studio::app {

void LearnWorker::compute(const LearnRequest& r) {
    LearnAnswer a;
    a.id = r.id;
    a.part = r.part;
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
    ++pending_;
    emit computeRequested(request);
}

void LearnController::dropPending() {
    if (!worker_) return;
    // Ids no request has: every queued request is skipped, every answer dropped.
    for (auto& newest : worker_->newest) newest.store(++next_);
}

void LearnController::onComputed(const LearnAnswer& answer) {
    --pending_;
    if (worker_ && !answer.skipped && answer.id == worker_->newest[size_t(answer.part)].load()) emit answered(answer);
    if (pending_ == 0) emit idle();
}

}  // namespace studio::app
