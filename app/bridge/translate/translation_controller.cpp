// SPDX-License-Identifier: GPL-3.0-or-later
#include "translation_controller.h"

#include "translation_worker.h"

namespace studio::app {
namespace {

// Requests that end early when cancelled (the others are quick, or change
// the state every view relies on: a model, the head gates).
bool cancellable(JobKind kind) {
    return kind == JobKind::Translate || kind == JobKind::StartStepping || isLongJob(kind);
}

}  // namespace

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
    qRegisterMetaType<RequestTicket>();
    qRegisterMetaType<Requester>();
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
    // Progress is no answer: it reports on the running request.
    connect(worker_, &TranslationWorker::analysisProgress, this, [this](qint64 done, qint64 total) {
        emit analysisProgress(done, total, running());
    });
    connect(worker_, &TranslationWorker::pruneProgress, this,
            [this](qint64 done, qint64 total, const PruneCurveView& curve) {
                emit pruneProgress(done, total, curve, running());
            });
    // Every request ends in exactly one of these answers.
    connect(worker_, &TranslationWorker::headsAnalyzed, this, [this](const HeadsResult& r) {
        const auto t = takeAnswered();
        emit headsAnalyzed(r, t);
        dispatchNext();
    });
    connect(worker_, &TranslationWorker::pruned, this, [this](const PruneCurves& c) {
        const auto t = takeAnswered();
        emit pruned(c, t);
        dispatchNext();
    });
    connect(worker_, &TranslationWorker::aligned, this, [this](const AlignmentResult& r) {
        const auto t = takeAnswered();
        emit aligned(r, t);
        dispatchNext();
    });
    connect(worker_, &TranslationWorker::attributed, this, [this](const AttributionResult& r) {
        const auto t = takeAnswered();
        emit attributed(r, t);
        dispatchNext();
    });
    connect(worker_, &TranslationWorker::headGatesSet, this, [this](const HeadGates& off) {
        gates_ = off;
        const auto t = takeAnswered();
        emit headGatesSet(off, t);
        dispatchNext();
    });
    connect(worker_, &TranslationWorker::modelReady, this, [this](const ModelSummary& s) {
        hasModel_ = true;
        gates_.clear();  // the worker starts a new model with every head on
        const auto t = takeAnswered();
        emit modelReady(s, t);
        dispatchNext();
    });
    connect(worker_, &TranslationWorker::translated, this, [this](const TranslationResult& r) {
        const auto t = takeAnswered();
        emit translated(r, t);
        dispatchNext();
    });
    connect(worker_, &TranslationWorker::stepped, this, [this](const SteppingState& s) {
        const auto t = takeAnswered();
        emit stepped(s, t);
        dispatchNext();
    });
    connect(worker_, &TranslationWorker::failed, this, [this](const QString& m) {
        const auto t = takeAnswered();
        emit failed(m, t);
        dispatchNext();
    });
    connect(worker_, &TranslationWorker::cancelled, this, [this] {
        const auto t = takeAnswered();
        emit cancelled(t);
        dispatchNext();
    });
    thread_.setObjectName(QStringLiteral("translation"));
    thread_.start();
}

TranslationController::~TranslationController() { shutdown(); }

RequestTicket TranslationController::longJob() const {
    for (const auto& p : queue_)
        if (isLongJob(p.ticket.kind)) return p.ticket;
    return {};
}

bool TranslationController::hasPending(Requester from) const {
    for (const auto& p : queue_)
        if (p.ticket.from == from) return true;
    return false;
}

RequestTicket TranslationController::running() const {
    if (!running_ || queue_.isEmpty()) return RequestTicket();
    RequestTicket t = queue_.front().ticket;
    t.stale = t.generation != generation_;  // progress of a job on a model since replaced
    return t;
}

RequestTicket TranslationController::submit(JobKind kind, Requester from, std::function<void()> send) {
    RequestTicket ticket;
    ticket.from = from;
    ticket.kind = kind;
    ticket.generation = generation_;
    if (isLongJob(kind) && longJob().accepted()) return ticket;  // refused: id 0
    if (kind == JobKind::Open || kind == JobKind::UseModel) {
        ticket.generation = ++generation_;
        // What the old model was still measuring would be dropped: end it
        // now rather than make the new model wait minutes for it.
        cancelWhere([](const RequestTicket& t) { return isLongJob(t.kind); });
    }
    ticket.id = ++nextId_;
    const bool wasBusy = isBusy();
    queue_.append({ticket, std::move(send)});
    if (!wasBusy) emit busyChanged(true);
    emit jobsChanged();
    dispatchNext();
    return ticket;
}

void TranslationController::dispatchNext() {
    if (running_ || queue_.isEmpty() || !worker_) return;
    running_ = true;
    // The worker is between requests: a cancel meant for the last one must
    // not reach this one.
    worker_->clearCancel();
    queue_.front().send();
}

RequestTicket TranslationController::takeAnswered() {
    RequestTicket t;
    if (running_ && !queue_.isEmpty()) t = queue_.takeFirst().ticket;
    running_ = false;
    t.stale = t.generation != generation_;
    if (queue_.isEmpty()) emit busyChanged(false);
    emit jobsChanged();
    return t;
}

void TranslationController::cancelWhere(const std::function<bool(const RequestTicket&)>& which) {
    QList<RequestTicket> dropped;
    for (int i = running_ ? 1 : 0; i < queue_.size();) {
        const RequestTicket& t = queue_[i].ticket;
        if (which(t) && cancellable(t.kind))
            dropped.append(queue_.takeAt(i).ticket);
        else
            ++i;
    }
    const RequestTicket now = running();
    if (now.accepted() && which(now) && cancellable(now.kind) && worker_) worker_->requestCancel();
    if (dropped.isEmpty()) return;
    if (queue_.isEmpty()) emit busyChanged(false);
    emit jobsChanged();
    for (RequestTicket& t : dropped) {
        t.stale = t.generation != generation_;
        emit cancelled(t);
    }
}

void TranslationController::cancel() {
    cancelWhere([](const RequestTicket&) { return true; });
}

void TranslationController::cancelFrom(Requester from) {
    cancelWhere([from](const RequestTicket& t) { return t.from == from; });
}

RequestTicket TranslationController::open(const QString& path, Requester from) {
    return submit(JobKind::Open, from, [this, path] { emit openRequested(path); });
}

RequestTicket TranslationController::useModel(const ModelHandle& model, Requester from) {
    if (!model) return {};
    return submit(JobKind::UseModel, from, [this, model] { emit useModelRequested(model); });
}

RequestTicket TranslationController::translate(const TranslationRequest& request, Requester from) {
    return submit(JobKind::Translate, from, [this, request] { emit translateRequested(request); });
}

RequestTicket TranslationController::startStepping(const QString& source, int topK, int maxExtra, Requester from) {
    return submit(JobKind::StartStepping, from,
                  [this, source, topK, maxExtra] { emit startSteppingRequested(source, topK, maxExtra); });
}

RequestTicket TranslationController::step(qint64 forcedToken, Requester from) {
    return submit(JobKind::Step, from, [this, forcedToken] { emit stepRequested(forcedToken); });
}

RequestTicket TranslationController::back(Requester from) {
    return submit(JobKind::Back, from, [this] { emit backRequested(); });
}

RequestTicket TranslationController::analyzeHeads(const AnalysisSet& set, Requester from) {
    return submit(JobKind::Heads, from, [this, set] { emit analyzeHeadsRequested(set); });
}

RequestTicket TranslationController::pruneHeads(const AnalysisSet& set, Requester from) {
    return submit(JobKind::Prune, from, [this, set] { emit pruneHeadsRequested(set); });
}

RequestTicket TranslationController::align(const AlignmentRequest& request, Requester from) {
    return submit(JobKind::Align, from, [this, request] { emit alignRequested(request); });
}

RequestTicket TranslationController::attribute(const AttributionQuery& query, Requester from) {
    return submit(JobKind::Attribute, from, [this, query] { emit attributeRequested(query); });
}

RequestTicket TranslationController::setHeadGates(const HeadGates& off, Requester from) {
    return submit(JobKind::Gates, from, [this, off] { emit setHeadGatesRequested(off); });
}

void TranslationController::shutdown() {
    if (!thread_.isRunning()) return;
    if (worker_) worker_->requestCancel();  // a long translation ends at its next step
    thread_.quit();
    thread_.wait();
    worker_ = nullptr;
}

}  // namespace studio::app
