// Screenshots of the GUI tests, saved only when asked for: STUDIO_SCREENSHOT_DIR=DIR
// (header-only, Qt GUI).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDir>
#include <QString>
#include <QTest>
#include <QWidget>

namespace studio::test {

// Saves `w` as DIR/name when STUDIO_SCREENSHOT_DIR=DIR is set.
inline void saveShot(QWidget* w, const QString& name) {
    const QString dir = qEnvironmentVariable("STUDIO_SCREENSHOT_DIR");
    if (dir.isEmpty()) return;
    QTest::qWait(300);  // queued replots and layouts happen first
    w->grab().save(QDir(dir).filePath(name));
}

}  // namespace studio::test
