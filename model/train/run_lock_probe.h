// Whether another process holds a run folder's lock (train/run_lock.h),
// asked without taking it: nothing is created or written (taking the lock
// to ask wrote this process's id over a crashed holder's record, and any
// failure to open or write read as "held").
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>

namespace studio::train {

// True when the folder's lock file exists and an open of it other than this
// probe's holds the lock: another process, or this one (ask only about
// folders this process does not hold). False when there is no lock file,
// nobody holds it, or it cannot be read (a lock file we cannot open is no
// evidence of a holder).
bool run_folder_held_elsewhere(const std::string& folder);

}  // namespace studio::train
