// SPDX-License-Identifier: GPL-3.0-or-later
#include "long_jobs.h"

#include <QCoreApplication>
#include <QPointer>
#include <QThreadPool>

namespace studio::app {

QThreadPool* longJobPool() {
    static QPointer<QThreadPool> pool;
    if (!pool) {
        pool = new QThreadPool(QCoreApplication::instance());
        // One of each kind at a time (the pages refuse a second); they wait
        // more than they compute.
        pool->setMaxThreadCount(4);
    }
    return pool;
}

}  // namespace studio::app
