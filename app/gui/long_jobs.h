// The thread pool of the jobs that can hold a thread for minutes: training
// the Data page's tokenizer (it waits on SentencePiece's process), averaging
// and copying checkpoints, counting a corpus's unknown tokens. On
// QThreadPool::globalInstance() (one thread a core) two of them took every
// thread of a 2-core laptop, and opening a model, reading a dataset or an
// import dialog's conversion waited behind them with no way out.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QThreadPool;

namespace studio::app {

// Owned by the application object: its end waits for these jobs, as it
// waits for the global pool's (a copy being saved is finished).
QThreadPool* longJobPool();

}  // namespace studio::app
