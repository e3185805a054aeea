// SPDX-License-Identifier: GPL-3.0-or-later
#include "job_names.h"

#include <QCoreApplication>
#include <QLocale>

namespace studio::app {

QString jobName(JobKind kind) {
    switch (kind) {
    case JobKind::Open: return QCoreApplication::translate("JobNames", "Open a model");
    case JobKind::UseModel: return QCoreApplication::translate("JobNames", "Use the model");
    case JobKind::Translate: return QCoreApplication::translate("JobNames", "Translate");
    case JobKind::StartStepping:
    case JobKind::Step:
    case JobKind::Back: return QCoreApplication::translate("JobNames", "Step through");
    case JobKind::Gates: return QCoreApplication::translate("JobNames", "Switch heads");
    case JobKind::Heads: return QCoreApplication::translate("JobNames", "Measure heads");
    case JobKind::Prune: return QCoreApplication::translate("JobNames", "Pruning curve");
    case JobKind::Align: return QCoreApplication::translate("JobNames", "Align");
    case JobKind::Attribute: return QCoreApplication::translate("JobNames", "Explain");
    }
    return QString();
}

QString refusalText(const RequestTicket& running) {
    return QCoreApplication::translate("JobNames", "“%1” is running: one long job at a time. Wait for it to end, "
                                                   "or cancel it where it was started.")
        .arg(jobName(running.kind));
}

QString staleText() {
    return QCoreApplication::translate("JobNames", "Another model was opened meanwhile: this result, computed "
                                                   "with the previous one, was dropped.");
}

QString setText(const SetOrigin& origin) {
    QString text;
    switch (origin.kind) {
    case SetOrigin::Kind::DemoDev:
        text = QCoreApplication::translate("JobNames", "dev set of demo %1").arg(origin.name);
        break;
    case SetOrigin::Kind::RunDev: text = QCoreApplication::translate("JobNames", "dev set of %1").arg(origin.name); break;
    case SetOrigin::Kind::Files: text = QStringLiteral("%1 + %2").arg(origin.name, origin.reference); break;
    }
    if (origin.pairsInSet > 0)
        text = QCoreApplication::translate("JobNames", "%1, the first %2 of its %3 pairs")
                   .arg(text, QLocale().toString(origin.pairsTaken), QLocale().toString(origin.pairsInSet));
    if (origin.languageToken.isEmpty()) return text;
    return QCoreApplication::translate("JobNames", "%1, with %2 put first in every source").arg(text, origin.languageToken);
}

}  // namespace studio::app
