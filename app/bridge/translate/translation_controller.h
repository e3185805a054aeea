// TranslationController: owns the translation thread, as TrainingController
// owns the training one: a TranslationWorker moved to a QThread, requests as
// queued calls, results as queued signals, `quit(); wait();` on shutdown.
// Lives in the GUI thread; includes no LibTorch.
//
// Several views share the one model thread (the Translate page, the Analyze
// page and its attribution tab). Each request says who asks
// (RequestTicket::from) and returns its ticket; requests are sent to the
// worker one at a time, in order, and every answer carries the ticket of the
// request it answers, marked stale when the model was replaced after the
// request was made. Long jobs (isLongJob) run one at a time: another is
// refused (an unaccepted ticket) while one is pending. Cancel ends the
// requests of one view and leaves the others' alone. Asking for another
// model cancels the long jobs of the old one (their answers would be stale).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis_types.h"
#include "request_ticket.h"
#include "translation_types.h"

#include <QList>
#include <QObject>
#include <QThread>

#include <functional>

namespace studio::app {

class TranslationWorker;

class TranslationController : public QObject {
    Q_OBJECT

public:
    explicit TranslationController(QObject* parent = nullptr);
    ~TranslationController() override;

    bool hasModel() const { return hasModel_; }
    bool isBusy() const { return !queue_.isEmpty(); }
    const HeadGates& headGates() const { return gates_; }  // as last set by the worker
    // Counts the models asked for (each open or useModel): answers to
    // requests made before the latest one are stale.
    quint64 modelGeneration() const { return generation_; }
    // The long job pending (running or queued), or an unaccepted ticket.
    RequestTicket longJob() const;
    // Whether a request of `from` is pending (running or queued).
    bool hasPending(Requester from) const;

    RequestTicket open(const QString& checkpointPath, Requester from = Requester::Other);
    RequestTicket useModel(const studio::app::ModelHandle& model, Requester from = Requester::Other);
    RequestTicket translate(const studio::app::TranslationRequest& request, Requester from = Requester::Other);
    // maxExtra: at most source length + maxExtra tokens, as translate()'s request.
    RequestTicket startStepping(const QString& source, int topK, int maxExtra = 50, Requester from = Requester::Other);
    RequestTicket step(qint64 forcedToken = -1, Requester from = Requester::Other);
    RequestTicket back(Requester from = Requester::Other);
    // The Analyze page's requests (TranslationWorker's analysis slots).
    RequestTicket analyzeHeads(const studio::app::AnalysisSet& set, Requester from = Requester::Analyze);
    RequestTicket pruneHeads(const studio::app::AnalysisSet& set, Requester from = Requester::Analyze);
    RequestTicket align(const studio::app::AlignmentRequest& request, Requester from = Requester::Analyze);
    RequestTicket setHeadGates(const studio::app::HeadGates& off, Requester from = Requester::Analyze);
    RequestTicket attribute(const studio::app::AttributionQuery& query, Requester from = Requester::Attribution);

public slots:
    // Ends every pending translation and analysis: the running one at its
    // next decoding step or batch, the queued ones at once; each is answered
    // by cancelled(). Opening a model and switching heads are not cancelled.
    void cancel();
    // The same for one view's requests only.
    void cancelFrom(studio::app::Requester from);
    void shutdown();

signals:
    void modelReady(const studio::app::ModelSummary& summary, const studio::app::RequestTicket& ticket);
    void translated(const studio::app::TranslationResult& result, const studio::app::RequestTicket& ticket);
    void stepped(const studio::app::SteppingState& state, const studio::app::RequestTicket& ticket);
    void failed(const QString& message, const studio::app::RequestTicket& ticket);
    void cancelled(const studio::app::RequestTicket& ticket);
    void busyChanged(bool busy);
    // The pending requests changed (one was made, answered or cancelled).
    void jobsChanged();
    void headsAnalyzed(const studio::app::HeadsResult& result, const studio::app::RequestTicket& ticket);
    void pruneProgress(qint64 done, qint64 total, const studio::app::PruneCurveView& curve,
                       const studio::app::RequestTicket& ticket);
    void pruned(const studio::app::PruneCurves& curves, const studio::app::RequestTicket& ticket);
    void aligned(const studio::app::AlignmentResult& result, const studio::app::RequestTicket& ticket);
    void headGatesSet(const studio::app::HeadGates& off, const studio::app::RequestTicket& ticket);
    void attributed(const studio::app::AttributionResult& result, const studio::app::RequestTicket& ticket);
    void analysisProgress(qint64 done, qint64 total, const studio::app::RequestTicket& ticket);

    // Internal: deliver requests to the worker in its thread.
    void openRequested(const QString& path);
    void useModelRequested(const studio::app::ModelHandle& model);
    void translateRequested(const studio::app::TranslationRequest& request);
    void startSteppingRequested(const QString& source, int topK, int maxExtra);
    void stepRequested(qint64 forcedToken);
    void backRequested();
    void analyzeHeadsRequested(const studio::app::AnalysisSet& set);
    void pruneHeadsRequested(const studio::app::AnalysisSet& set);
    void alignRequested(const studio::app::AlignmentRequest& request);
    void setHeadGatesRequested(const studio::app::HeadGates& off);
    void attributeRequested(const studio::app::AttributionQuery& query);

private:
    struct Pending {
        RequestTicket ticket;
        std::function<void()> send;  // emits the request's signal to the worker
    };
    RequestTicket submit(JobKind kind, Requester from, std::function<void()> send);
    void dispatchNext();
    RequestTicket takeAnswered();  // the running request, answered: its ticket
    RequestTicket running() const;  // the ticket of the request the worker has (unaccepted if none)
    void cancelWhere(const std::function<bool(const RequestTicket&)>& which);

    QThread thread_;
    TranslationWorker* worker_ = nullptr;
    bool hasModel_ = false;
    HeadGates gates_;
    QList<Pending> queue_;  // in order; the first is with the worker when running_
    bool running_ = false;
    quint64 nextId_ = 0;
    quint64 generation_ = 0;
};

}  // namespace studio::app
