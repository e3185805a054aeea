// What a sweep runs: variations of train's options, from a grid the user
// writes or from the paper's Table 3 scaled to a preset, and the summary
// files (summary.csv, summary.json) of the runs they made.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "train/run_summary.h"

#include <nlohmann/json.hpp>

#include <string>
#include <utility>
#include <vector>

namespace studio::cli {

// One run's changes to the shared options: train option names without
// "--" and their values; a flag (e.g. learned-positions) has the value "".
struct Variation {
    std::string name;   // its folder in the sweep's DIR ("base", "heads-2_dropout-0", "A-h1", ...)
    std::string group;  // Table 3's row group ("A" .. "E"; "" for the base row and grids)
    std::vector<std::pair<std::string, std::string>> options;
};

// "heads=1,2,4 dropout=0,0.1": every combination, in the order written
// (the last key changes fastest). Keys must be train's value options or
// flags (a flag takes 0/1 or false/true); refuses unknown keys, options that
// say where data or the run go, empty or repeated values, naming the key.
std::vector<Variation> grid_variations(const std::string& grid);

// The paper's Table 3 rows (A: heads at constant h d_k, B: d_k, C: N,
// d_model, d_ff, D: dropout and label smoothing, E: learned positions)
// scaled to "tiny" or "small", the base row first. `reduced`: one
// variation per row group.
std::vector<Variation> table3_variations(const std::string& preset, bool reduced);

// The paper's Table 3 columns, in its order: (header, train option).
std::vector<std::pair<std::string, std::string>> table3_columns();

// Writes DIR/summary.csv and DIR/summary.json: one row per run, the
// summary's figures and its rank (1 = lowest dev PPL, ties by higher dev
// BLEU), then one column per entry of `settings` (header, train option).
// The rows of summary.json (a JSON array) and summary.csv's text.
nlohmann::json summary_json(const std::vector<train::RunSummary>& runs,
                            const std::vector<std::pair<std::string, std::string>>& settings);
std::string summary_csv(const std::vector<train::RunSummary>& runs,
                        const std::vector<std::pair<std::string, std::string>>& settings);
// One row per variation, its seeds' runs pooled: dev PPL and dev BLEU as
// the mean, "± standard deviation" when it has more than one finished seed.
// Table 3's layout (Markdown): the first row's settings in full, in every
// other row only the settings that differ from the first row's (blank: as
// in the first row), then steps, dev PPL, dev BLEU, parameters (millions)
// and the rank by mean dev PPL (then BLEU). `seeds`: the runs of variation
// V are named V (seeds == 1) or V_seed-1 .. V_seed-K.
std::string variation_table(const std::vector<Variation>& variations, int64_t seeds,
                            const std::vector<train::RunSummary>& runs,
                            const std::vector<std::pair<std::string, std::string>>& settings);

void write_summaries(const std::string& dir, const std::vector<train::RunSummary>& runs,
                     const std::vector<std::pair<std::string, std::string>>& settings);

}  // namespace studio::cli
