// A run folder's history.jsonl: one JSON object a line, appended as the run
// logs and evaluates, rewritten when a run starts or resumes. The
// checkpoints keep the same lines, so a file that could not be written
// loses no figure; but readers prefer the file, so it must never be left
// half-written in place.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

namespace studio::train {

// Appends `line` and a newline to DIR/history.jsonl. Returns "" or, when it
// could not be written (a full disk), the reason with the path.
std::string append_history_line(const std::string& dir, const std::string& line);

// Replaces DIR/history.jsonl with `lines`: written to a temporary file,
// checked, then renamed over it, so that a crash or a full disk leaves the
// old file whole. Returns "" or the reason with the path.
std::string write_history_file(const std::string& dir, const std::vector<std::string>& lines);

}  // namespace studio::train
