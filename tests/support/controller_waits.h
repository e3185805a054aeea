// Waiting for the translation thread's answers in tests (header-only, Qt and
// the bridge): one answer of a TranslationController, or nothing.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "translation_controller.h"

#include <QList>
#include <QSignalSpy>
#include <QTest>
#include <QVariant>

namespace studio::test {

// Waits for one emission of `signal` and returns its arguments; a `failed`
// answer ends the wait (with a warning naming it) and gives an empty list,
// so the caller's check of the answer fails.
template <typename Signal>
QList<QVariant> wait_for(app::TranslationController& c, Signal signal, int ms = 60000) {
    QSignalSpy answer(&c, signal);
    QSignalSpy failure(&c, &app::TranslationController::failed);
    if (!QTest::qWaitFor([&] { return !answer.isEmpty() || !failure.isEmpty(); }, ms)) return {};
    if (!failure.isEmpty()) qWarning("failed: %s", qPrintable(failure.first().first().toString()));
    return answer.isEmpty() ? QList<QVariant>() : answer.first();
}

}  // namespace studio::test
