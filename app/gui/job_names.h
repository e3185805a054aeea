// The words the views use for the translation thread's jobs: a job's name,
// why a long job was refused, why an answer was dropped.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis_types.h"
#include "request_ticket.h"

#include <QString>

namespace studio::app {

// "Measure heads", "Pruning curve", "Align", "Explain", "Translate", ...
QString jobName(JobKind kind);
// Why no long job starts now: `running` names the one that runs.
QString refusalText(const RequestTicket& running);
// An answer computed for the model that was replaced since.
QString staleText();
// Where an analysis's pairs came from: "dev set of demo reverse",
// "dev.src + dev.tgt".
QString setText(const SetOrigin& origin);

}  // namespace studio::app
