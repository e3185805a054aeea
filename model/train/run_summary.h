// Run summaries: what one training run folder holds (its checkpoint's
// settings and the figures of its history), read without loading weights,
// for the `runs` and `sweep` commands and the Runs view. One row of an
// HParams-like table per run.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nn/config.h"
#include "train/training_config.h"

#include <cstdint>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace studio::train {

class RunError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

struct RunSummary {
    std::string run;               // the folder's name
    std::string path;              // the folder
    std::string checkpoint;        // the newest checkpoint, whose header was read
    std::string preset;            // the preset its settings started from ("" when not recorded)
    std::string dataset;           // where its pairs came from, in words
    nn::TransformerConfig model;   // as in its checkpoint
    TrainingConfig training;
    int64_t params = 0;            // trainable parameters (counted from the settings)
    int64_t steps = 0;             // optimiser steps done (last.ckpt)
    int64_t planned_steps = 0;     // the run's --steps (0: it runs by epochs)
    bool finished = false;         // the planned steps (or epochs) are done and evaluated
    int evaluations = 0;           // dev evaluations in its history
    // The last evaluation's figures (NaN when there was none): dev_loss is the
    // label-smoothed loss the trainer reports, dev_nll the token NLL without
    // smoothing, dev_ppl = exp(dev_nll) (the paper's PPL column, Table 3).
    double dev_bleu = 0.0, best_dev_bleu = 0.0, dev_loss = 0.0, dev_nll = 0.0, dev_ppl = 0.0;
    // best_dev_bleu is of the run's own steps; an evaluation at step 0 (a
    // fine-tuning run's first: the weights it started from, of which its
    // folder has no checkpoint) is start_dev_bleu instead (NaN without one).
    double start_dev_bleu = 0.0;
    int64_t eval_step = 0;         // the step of that evaluation
    int64_t target_tokens = 0;     // trained on, over every resumed part
    double train_seconds = 0.0;    // time training, over every resumed part
    // Training speed: target tokens over the logged windows' own time (the
    // history's tok_per_s, evaluations and saves left out); target_tokens /
    // train_seconds for a history without it.
    double tok_per_s = 0.0;
    // What training.precision resolved to on the machines that trained it
    // ("auto" is bf16 on a processor with native bfloat16, fp32 elsewhere):
    // each precision its history's steps were computed in, in order, joined
    // by "+" (a run resumed on another machine); "?" for lines that do not
    // say (written before it was recorded), "" without train lines.
    std::string trained_in;
    // The history lines these figures were read from, each a JSON object:
    // history.jsonl's when it holds at least as many readable lines as the
    // checkpoint's copy (else the file was not written in full: a full
    // disk), else that copy. The Runs page draws its curves from these.
    std::vector<std::string> history;
};

// Every hyper-parameter of a run as text, named as `train`'s options are
// ("heads", "d-ff", "label-smoothing", ..., "layers" when both stacks are
// alike), in a fixed order: model, then optimisation, then the run, and
// last "trained-in" (RunSummary::trained_in, "?" when not recorded): not an
// option but what "precision" became, shown beside it and compared as one.
using Settings = std::vector<std::pair<std::string, std::string>>;
Settings run_settings(const RunSummary& run);
// One setting by its option name; empty when there is no such setting.
std::string setting_of(const RunSummary& run, const std::string& name);
// The settings whose values differ between the runs (a config diff), in
// run_settings()' order; "seed" included when the seeds differ.
std::vector<std::string> differing_settings(const std::vector<RunSummary>& runs);

// True when `dir` holds a run: a last.ckpt or a checkpoint-STEP.ckpt.
bool is_run_folder(const std::string& dir);

// Reads `dir`'s newest checkpoint header (last.ckpt, else the highest
// checkpoint-STEP.ckpt) and its history.jsonl (else the checkpoint's own
// history). Throws RunError naming the folder and what is missing or
// damaged.
RunSummary summarize_run(const std::string& dir);

// Every run folder directly inside `parent`, sorted by name. A folder whose
// files cannot be read is skipped with its reason in *problems (when given).
std::vector<RunSummary> summarize_runs(const std::string& parent, std::vector<std::string>* problems = nullptr);

}  // namespace studio::train
