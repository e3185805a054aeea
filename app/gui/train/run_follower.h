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

    // Follows `folder`'s history.jsonl from now on: only lines written after
    // this call hand out the file (an older checkpoint's curves are not
    // replaced by the whole finished run when the folder merely changes,
    // e.g. an average written there). An empty folder stops following.
    void follow(const QString& folder);
    void stop() { follow(QString()); }
    QString folder() const { return folder_; }

signals:
    // The whole file, when it has lines that were not handed out before.
    void historyGrew(const QStringList& lines);
    // After every look at the folder (tests wait for it).
    void checked();

private:
    void check();
    QStringList completeLines() const;  // history.jsonl's whole lines now

    QFileSystemWatcher* watcher_ = nullptr;
    QTimer* debounce_ = nullptr;
    QString folder_;
    int known_ = 0;
};

}  // namespace studio::app
