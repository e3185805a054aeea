// RunFollower: watches a run folder's history.jsonl (written by rank 0 of a
// CLI run, possibly one of several processes, or by another app) and hands
// out its lines whenever it grows, so the Train page can draw another
// process's run live.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QStringList>

class QFileSystemWatcher;
class QTimer;

namespace studio::app {

class RunFollower : public QObject {
    Q_OBJECT

public:
    explicit RunFollower(QObject* parent = nullptr);

    // Follows `folder`'s history.jsonl from now on; `known` lines are taken
    // as already shown. An empty folder stops following.
    void follow(const QString& folder, int known);
    void stop() { follow(QString(), 0); }
    QString folder() const { return folder_; }

signals:
    // The whole file, when it has lines that were not handed out before.
    void historyGrew(const QStringList& lines);

private:
    void check();

    QFileSystemWatcher* watcher_ = nullptr;
    QTimer* debounce_ = nullptr;
    QString folder_;
    int known_ = 0;
};

}  // namespace studio::app
