// Experiments: a queue of training runs made from one base configuration
// and a list of variations (Table 3 of Vaswani et al. 2017 scaled to a
// small preset, or a grid the user writes). The plan is a value: it is
// written to DIR/experiment.json so that the CLI's `sweep` and the app's
// experiment queue can both resume it, and it turns into one (model,
// training) configuration per run. Settings are named as `train`'s
// options ("heads", "d-k", "label-smoothing", ...), the names run
// summaries use (run_summary.h).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nn/config.h"
#include "train/training_config.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace studio::train {

// A setting's option name and its value as text.
using Change = std::pair<std::string, std::string>;

// One run's changes to the base settings; a switch (e.g. learned-positions)
// is on with the value "" or "1" and off with "0".
struct Variation {
    std::string name;   // its folder in the experiment's DIR ("base", "heads-2_dropout-0", "A-h1", ...)
    std::string group;  // Table 3's row group ("A" .. "E"; "" for the base row and grids)
    std::vector<Change> changes;

    // The changes as "heads=2 d-k=64" ("base settings" when there are none).
    std::string describe() const;
};

// The settings a variation may change, in run_settings()' order, whether
// each is a switch, and whether it takes fractions (dropout 0.1; not heads).
const std::vector<std::string>& variable_settings();
bool is_switch_setting(const std::string& name);
bool is_fraction_setting(const std::string& name);

// Sets one setting on the configurations. Throws std::invalid_argument
// naming the setting, the value and the valid range (or why it cannot vary:
// where the data or the run are).
void apply_setting(nn::TransformerConfig& model, TrainingConfig& training, const std::string& name,
                   const std::string& value);

// "heads=1,2,4 dropout=0,0.1": every combination, in the order written
// (the last key changes fastest). Throws std::invalid_argument naming the
// key for an unknown or fixed setting, a bad, empty or repeated value.
std::vector<Variation> grid_variations(const std::string& grid);

// The paper's Table 3 rows (A: heads at constant h d_k, B: d_k, C: N,
// d_model, d_ff, D: dropout and label smoothing, E: learned positions)
// scaled to `base` (around the paper's base: the paper's rows), the base
// row first. `reduced`: one variation per row group. Throws
// std::invalid_argument, naming the sizes, for a base they do not divide.
std::vector<Variation> table3_variations(const nn::TransformerConfig& base, bool reduced);

// The paper's Table 3 columns, in its order: (header, setting).
std::vector<std::pair<std::string, std::string>> table3_columns();

struct PlannedRun {
    std::string name;        // the folder in DIR: the variation's name, "_seed-K" when seeds > 1
    const Variation* variation = nullptr;  // into the plan
    int64_t seed_index = 0;  // 0 .. seeds - 1
    nn::TransformerConfig model;
    TrainingConfig training;
};

struct ExperimentPlan {
    std::string title;     // "Table 3 (reduced) around tiny", "heads=1,2,4", ... for lists
    std::string kind;      // "table3", "table3-reduced" or "grid"
    std::string grid;      // kind "grid": the grid as written
    std::string base_run;  // the run folder the base settings came from; "" when from a preset
    nn::TransformerConfig model;  // the base settings
    TrainingConfig training;      // its steps are every run's steps, its seed the first seed
    std::string dataset;          // data::DatasetSpec as JSON
    int64_t seeds = 1;
    std::vector<Variation> variations;
    // The summary's setting columns (header, setting): Table 3's, or the
    // grid's keys; "seed" last when seeds > 1.
    std::vector<std::pair<std::string, std::string>> columns;

    // Every run, in order, its settings applied and checked (the model's
    // vocabulary comes with the data). Throws std::invalid_argument naming
    // the run, its changes and the problem, before anything runs.
    std::vector<PlannedRun> runs() const;

    std::string to_json() const;
    // Throws std::invalid_argument for text that is not a plan.
    static ExperimentPlan from_json(const std::string& json);
};

// A plan around base settings: kind "table3"/"table3-reduced" (variations
// for training.preset_name) or "grid" (`grid`). `steps` > 0 replaces the
// base's length (every run trains that many steps, never a time or epoch
// budget). Columns as ExperimentPlan says.
ExperimentPlan make_plan(const std::string& kind, const std::string& grid, const nn::TransformerConfig& model,
                         const TrainingConfig& training, const std::string& dataset, int64_t steps, int64_t seeds);

// DIR/experiment.json.
void save_plan(const std::string& dir, const ExperimentPlan& plan);
// Throws std::runtime_error naming the file when it is missing or damaged.
ExperimentPlan load_plan(const std::string& dir);
bool has_plan(const std::string& dir);

}  // namespace studio::train
