// An experiment's summary files: summary.csv and summary.json (one row per
// run, the HParams-like table) and table.md (one row per variation, seeds
// pooled, in the layout of Table 3 of Vaswani et al. 2017). Written by the
// CLI's `sweep` and the app's experiment queue after every run.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "train/experiment.h"
#include "train/run_summary.h"

#include <nlohmann/json.hpp>

#include <cmath>

#include <string>
#include <utility>
#include <vector>

namespace studio::train {

// Columns of settings: (header, setting's option name).
using SettingColumns = std::vector<std::pair<std::string, std::string>>;

// Rank 1 = lowest dev perplexity; equal perplexities by higher dev BLEU.
// A run not finished, or without a dev perplexity, has rank 0 (none: blank
// in summary.csv, null in summary.json, as table.md leaves it).
std::vector<int> ranks_by_perplexity(const std::vector<RunSummary>& runs);

// One row per run: the summary's figures and its rank, then one column per
// entry of `settings`. summary.json is a JSON array of these rows.
nlohmann::json summary_json(const std::vector<RunSummary>& runs, const SettingColumns& settings);
std::string summary_csv(const std::vector<RunSummary>& runs, const SettingColumns& settings);

// One variation's row of Table 3: its settings (one value per column; as
// text), which of them differ from the first row's, and its runs pooled.
struct VariationRow {
    std::string name, group;
    std::vector<std::string> values;  // per settings column ("" when not known yet)
    std::vector<bool> changed;        // per column: not as in the first (base) row
    int64_t steps = 0;                // planned per run (0: not known, or by epochs)
    int64_t params = 0;               // 0 until a run counted them
    double ppl = NAN, ppl_sd = NAN;   // mean dev PPL of its finished runs, sample sd when > 1
    double bleu = NAN, bleu_sd = NAN;
    int finished = 0;                 // of `seeds` runs, pooled: trained `steps` steps
    // Finished runs of another length (a run resumed with more steps, the
    // Train page's "as far again"): not pooled with the row's, whose mean
    // would otherwise mix 20-step and 60-step models under "20 steps".
    int other_length = 0;
    int64_t seeds = 1;
    int rank = 0;                     // by mean dev PPL, then BLEU; 0 (none) without a finished run
};
// `planned` (optional, one per variation): settings for the variations
// that have no run yet (e.g. from ExperimentPlan::runs()), and the steps a
// run of the row is to train; without it, those of the row's first finished
// run.
std::vector<VariationRow> variation_rows(const std::vector<Variation>& variations, int64_t seeds,
                                         const std::vector<RunSummary>& runs, const SettingColumns& settings,
                                         const std::vector<RunSummary>* planned = nullptr);

// One row per variation, its seeds' runs pooled: dev PPL and dev BLEU as
// the mean, "± standard deviation" when it has more than one finished seed.
// Table 3's layout (Markdown): the first row's settings in full, in every
// other row only the settings that differ from the first row's (blank: as
// in the first row), then steps, dev PPL, dev BLEU, parameters (millions)
// and the rank by mean dev PPL (then BLEU; blank without a finished run).
// `seeds`: the runs of variation V are named V (seeds == 1) or V_seed-1 ..
// V_seed-K. `planned`: as variation_rows'.
std::string variation_table(const std::vector<Variation>& variations, int64_t seeds,
                            const std::vector<RunSummary>& runs, const SettingColumns& settings,
                            const std::vector<RunSummary>* planned = nullptr);

// One summary per variation of `plan` holding the settings it will train
// with (before it has a run): variation_rows' `planned`.
std::vector<RunSummary> planned_settings(const ExperimentPlan& plan);

// DIR/summary.csv and DIR/summary.json, each written beside and renamed.
void write_summaries(const std::string& dir, const std::vector<RunSummary>& runs, const SettingColumns& settings);

// The summaries of the plan's runs that exist in `dir` (in the plan's
// order), then summary.csv, summary.json and table.md written. A run whose
// files cannot be read is left out with its reason in *problems.
std::vector<RunSummary> summarize_experiment(const std::string& dir, const ExperimentPlan& plan,
                                             std::vector<std::string>* problems = nullptr);

}  // namespace studio::train
