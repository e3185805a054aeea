// The thread boundary of TranslationWorker's slots: everything the engine
// throws stops here and leaves as a signal (cancelled() or failed()).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "decode/search.h"

#include <c10/util/Exception.h>

#include <QString>

#include <exception>

namespace studio::app {

template <typename Worker, typename F>
void guarded(Worker* worker, F&& f) {
    try {
        f();
    } catch (const decode::Cancelled&) {
        emit worker->cancelled();
    } catch (const c10::Error& e) {
        emit worker->failed(QString::fromStdString(e.what_without_backtrace()));
    } catch (const std::exception& e) {
        emit worker->failed(QString::fromStdString(e.what()));
    }
}

}  // namespace studio::app
