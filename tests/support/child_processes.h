// The child processes of this test process, read from /proc, to check that a
// process the engine started (SentencePiece's training) exists while it
// works and is gone once it was ended.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDir>
#include <QFile>
#include <QList>
#include <QString>

#include <unistd.h>

namespace studio::test {

// Pids of the children of this process whose name (/proc/PID/comm, at most 15
// characters) starts with `name`.
inline QList<qint64> childProcesses(const QString& name) {
    QList<qint64> pids;
    const QString self = QString::number(getpid());
    for (const QString& entry : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        bool number = false;
        const qint64 pid = entry.toLongLong(&number);
        if (!number) continue;
        QFile stat(QStringLiteral("/proc/%1/stat").arg(entry));
        if (!stat.open(QIODevice::ReadOnly)) continue;  // ended meanwhile
        // "pid (comm) state ppid …": the name may hold spaces and ')' itself.
        const QString line = QString::fromUtf8(stat.readAll());
        const qsizetype open = line.indexOf(QLatin1Char('(')), close = line.lastIndexOf(QLatin1Char(')'));
        if (open < 0 || close < open) continue;
        const QStringList rest = line.mid(close + 2).split(QLatin1Char(' '));
        if (rest.size() < 2 || rest[1] != self) continue;
        if (rest[0] == QLatin1String("Z")) continue;  // ended, waiting to be reaped: not running
        if (line.mid(open + 1, close - open - 1).startsWith(name.left(15))) pids.append(pid);
    }
    return pids;
}

// SentencePiece's training process (attention-studio-spm-train).
inline QList<qint64> tokenizerTrainingProcesses() { return childProcesses(QStringLiteral("attention-studio-spm-train")); }

}  // namespace studio::test
