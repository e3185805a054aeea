// Shared by the Learn page's tests: the page computes on its own thread, so
// a test changes something and then waits for the page to show the engine's
// answer; LEARN_PAGE_SCREENSHOT=DIR saves what the tests look at.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "learn_page.h"

#include <QDir>
#include <QSignalSpy>
#include <QWidget>
#include <QtTest>

#include <functional>

namespace studio::test {

// Runs `change` and waits until the page shows the engine's answers to it.
// False at once when the page asked nothing because it is hidden (a hidden
// Learn page works its sections out when it is shown).
inline bool changeAndWait(app::LearnPage* page, const std::function<void()>& change) {
    QSignalSpy computed(page, &app::LearnPage::computed);
    change();
    if (!page->isComputing()) return page->isVisible();  // nothing asked: nothing to wait for
    return computed.wait(60000);
}

// Saves `w` as DIR/name when LEARN_PAGE_SCREENSHOT=DIR is set.
inline void saveShot(QWidget* w, const QString& name) {
    const QString dir = qEnvironmentVariable("LEARN_PAGE_SCREENSHOT");
    if (dir.isEmpty()) return;
    QTest::qWait(300);  // queued replots and layouts happen first
    w->grab().save(QDir(dir).filePath(name));
}

}  // namespace studio::test
