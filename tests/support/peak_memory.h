// The process's peak resident memory, for tests that check a reader never
// takes what a hostile file claims (Linux /proc).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QFile>
#include <QList>

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace studio::test {

// The process's peak resident memory (VmHWM), in bytes; -1 if unknown.
inline qint64 peakResident() {
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly)) return -1;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmHWM:")) return line.mid(6).trimmed().split(' ').first().toLongLong() * 1024;
    return -1;
}

// Starts a new peak at the current resident size (Linux: clear_refs 5).
// Memory an earlier test freed is handed back to the system first (glibc
// keeps freed heap resident, and new allocations reusing it would not raise
// the peak).
inline bool resetPeakResident() {
#ifdef __GLIBC__
    malloc_trim(0);
#endif
    QFile clear(QStringLiteral("/proc/self/clear_refs"));
    return clear.open(QIODevice::WriteOnly) && clear.write("5") == 1;
}

}  // namespace studio::test
