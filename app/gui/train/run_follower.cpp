// SPDX-License-Identifier: GPL-3.0-or-later
#include "run_follower.h"

#include <QDir>
#include <QFile>
#include <QFileSystemWatcher>
#include <QTimer>

namespace studio::app {

RunFollower::RunFollower(QObject* parent) : QObject(parent) {
    watcher_ = new QFileSystemWatcher(this);
    // The trainer appends a line a step, or rewrites the file on resume: one
    // read for a burst of changes.
    debounce_ = new QTimer(this);
    debounce_->setSingleShot(true);
    debounce_->setInterval(150);
    connect(watcher_, &QFileSystemWatcher::fileChanged, debounce_, qOverload<>(&QTimer::start));
    connect(watcher_, &QFileSystemWatcher::directoryChanged, debounce_, qOverload<>(&QTimer::start));
    connect(debounce_, &QTimer::timeout, this, &RunFollower::check);
}

void RunFollower::follow(const QString& folder) {
    if (!watcher_->files().isEmpty()) watcher_->removePaths(watcher_->files());
    if (!watcher_->directories().isEmpty()) watcher_->removePaths(watcher_->directories());
    folder_ = folder;
    known_ = 0;
    if (folder.isEmpty()) return;
    known_ = int(completeLines().size());
    // The folder too: a history file created or replaced later is noticed.
    watcher_->addPath(folder);
    const QString file = QDir(folder).filePath(QStringLiteral("history.jsonl"));
    if (QFile::exists(file)) watcher_->addPath(file);
}

QStringList RunFollower::completeLines() const {
    QFile file(QDir(folder_).filePath(QStringLiteral("history.jsonl")));
    QStringList lines;
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) return lines;
    // A line still being written (no newline yet) waits for the next change.
    const QByteArray bytes = file.readAll();
    const int complete = int(bytes.lastIndexOf('\n')) + 1;
    for (const QByteArray& line : bytes.left(complete).split('\n'))
        if (!line.trimmed().isEmpty()) lines << QString::fromUtf8(line);
    return lines;
}

void RunFollower::check() {
    if (folder_.isEmpty()) return;
    const QString path = QDir(folder_).filePath(QStringLiteral("history.jsonl"));
    if (!watcher_->files().contains(path) && QFile::exists(path)) watcher_->addPath(path);
    const QStringList lines = completeLines();
    if (QFile::exists(path) && lines.size() != known_) {
        known_ = int(lines.size());
        emit historyGrew(lines);
    }
    emit checked();
}

}  // namespace studio::app
