// The Learn page's computations on a thread of their own, as the Qt
// documentation shows it: a LearnWorker moved to a QThread, requests sent
// as queued calls, answers received as queued signals, `quit(); wait();` on
// shutdown. A request supersedes the earlier ones of its part (a section):
// those not yet started are skipped, and an answer that arrives after a
// newer request of its part was made is dropped, so the page only ever
// shows the newest sentence, model and selection, and the GUI thread never
// runs a forward pass. Includes no LibTorch.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis_types.h"
#include "learn_blocks.h"
#include "learn_engine.h"

#include <QObject>
#include <QThread>

#include <array>
#include <atomic>

namespace studio::app {

// The sections that ask the engine: one newest request each.
// Explanation: integrated gradients of the sentence's greedy translation
// (the one the masking section shows), on the page's own model.
enum class LearnPart { Architecture, Attention, MultiHead, Masking, Sublayer, Explanation };
constexpr int kLearnParts = 6;

struct LearnRequest {
    quint64 id = 0;  // set by LearnController::request
    LearnPart part = LearnPart::Attention;
    ModelHandle model;
    QString sentence;
    // The section's choices: layer, head (or sub-layer), query (or token).
    int layer = 0, head = 0, query = 0;
};

struct LearnAnswer {
    quint64 id = 0;
    LearnPart part = LearnPart::Attention;
    bool skipped = false;  // superseded before it started: nothing computed
    QString error;         // the engine's message; empty on success
    ArchitectureFacts architecture;
    AttentionWalk attention;
    MultiHeadWalk multiHead;
    MaskWalk mask;
    SublayerWalk sublayer;
    AttributionResult explanation;
};

class LearnWorker : public QObject {
    Q_OBJECT

public:
    // Thread-safe: the newest request id of each part (LearnController sets it
    // before queueing the request).
    std::array<std::atomic<quint64>, kLearnParts> newest{};
    // Set when a newer explanation is asked for (or every answer dropped):
    // the running one, seconds of gradients, stops at its next batch.
    std::atomic<bool> cancelExplanation{false};

public slots:
    void compute(const studio::app::LearnRequest& request);

signals:
    void computed(const studio::app::LearnAnswer& answer);
    // The running explanation's gradient evaluations done of `total` (the
    // adaptive rule may raise the total as it goes).
    void explanationProgress(quint64 id, qint64 done, qint64 total);
};

class LearnController : public QObject {
    Q_OBJECT

public:
    explicit LearnController(QObject* parent = nullptr);
    ~LearnController() override;

    // Queues `request` (its id is set here); answered() follows unless a
    // newer request of the same part comes first.
    void request(LearnRequest request);
    // Drops every answer still to come (a new model: nothing old is shown).
    void dropPending();
    // Requests asked for and not answered (or skipped) yet.
    bool isBusy() const { return pending_ > 0; }
    void shutdown();

signals:
    void answered(const studio::app::LearnAnswer& answer);
    // Nothing is pending any more: every section shows its newest answer.
    void idle();
    // The newest explanation's progress (minutes on a large model).
    void explanationProgress(qint64 done, qint64 total);
    // Internal: delivers a request to the worker in its thread.
    void computeRequested(const studio::app::LearnRequest& request);

private:
    void onComputed(const LearnAnswer& answer);

    QThread thread_;
    LearnWorker* worker_ = nullptr;
    quint64 next_ = 0;
    int pending_ = 0;
};

}  // namespace studio::app

Q_DECLARE_METATYPE(studio::app::LearnRequest)
Q_DECLARE_METATYPE(studio::app::LearnAnswer)
