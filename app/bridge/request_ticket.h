// RequestTicket: who asked the translation thread for what, and for which
// model. Every request to TranslationController gets one; every answer
// (result, progress, failure, cancellation) carries the ticket of the
// request it answers, so that each view acts on its own answers only and
// drops those computed for a model that has since been replaced.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMetaType>
#include <QtGlobal>

namespace studio::app {

// The views that share the one model thread.
enum class Requester { Other, Translate, Analyze, Attribution };

// What a request does; the long ones (measuring heads, the pruning curve, an
// alignment, an explanation) run one at a time.
enum class JobKind { Open, UseModel, Translate, StartStepping, Step, Back, Gates, Heads, Prune, Align, Attribute };

inline bool isLongJob(JobKind kind) {
    return kind == JobKind::Heads || kind == JobKind::Prune || kind == JobKind::Align || kind == JobKind::Attribute;
}

struct RequestTicket {
    quint64 id = 0;          // 0: refused (another long job runs), or no request
    quint64 generation = 0;  // the model generation it was made for (TranslationController::modelGeneration)
    Requester from = Requester::Other;
    JobKind kind = JobKind::Translate;
    bool stale = false;      // set on answers: the model was replaced after the request was made

    bool accepted() const { return id != 0; }
};

}  // namespace studio::app

Q_DECLARE_METATYPE(studio::app::RequestTicket)
Q_DECLARE_METATYPE(studio::app::Requester)
