// The sub-commands of attention-studio-cli. Each returns the exit code;
// errors are thrown and reported by main().
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nn/config.h"
#include "train/training_config.h"

#include <atomic>
#include <memory>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace studio::train {
struct LoadedModel;
class RunFolderLock;
}

namespace studio::cli {

// Set by SIGINT / SIGTERM: a stop request for training.
extern std::atomic<bool> g_stop_requested;
// Makes SIGINT / SIGTERM set g_stop_requested (a second one ends the program).
// Only long-running commands that check the flag install them.
void install_stop_handlers();

int run_train(int argc, char** argv);
int run_translate(int argc, char** argv);
int run_evaluate(int argc, char** argv);
int run_bleu(int argc, char** argv);
int run_average(int argc, char** argv);
int run_demo_data(int argc, char** argv);
int run_info(int argc, char** argv);
int run_import(int argc, char** argv);
// info DIR: a Hugging Face Marian folder (cmd_import.cpp).
int info_model_folder(const std::string& dir, bool json);
int run_align(int argc, char** argv);
int run_aer(int argc, char** argv);
int run_heads(int argc, char** argv);
int run_attribute(int argc, char** argv);
int run_runs(int argc, char** argv);
int run_sweep(int argc, char** argv);

// --language of translate, evaluate, attribute, heads and align: a
// multilingual model's target-language token (">>deu<<" or "deu"), checked
// against the model's. Without the option: the one the model was fine-tuned
// with, else its first (as the app's Translate page), with a note; "" for a
// model without such tokens. Throws UsageError for an unknown token.
std::string language_option(const std::string& value, bool given, const train::LoadedModel& model);

// Throws UsageError when `out`, the file --`option` writes, is one of the
// `inputs` ({option, path}) the command reads: it would be replaced.
void refuse_writing_over_input(const std::string& option, const std::string& out,
                               const std::vector<std::pair<std::string, std::string>>& inputs);

// The --out of a file of weights only (average, import): not a run's own
// checkpoint name, an existing file only with --overwrite (UsageError), and
// into a run folder with its lock (RunLockError while the run trains). Keep
// the lock returned until the file is written.
std::shared_ptr<train::RunFolderLock> claim_weights_out(const std::string& out, bool overwrite);

// train's option names (sweep grids use them), and those a resumed run takes.
const std::set<std::string>& train_value_options();
const std::set<std::string>& train_flags();
const std::set<std::string>& train_resume_options();
// Parses argv[2..] as `train` would for a new run and checks its settings
// without reading data; throws UsageError or std::invalid_argument.
void check_new_run(int argc, char** argv);
// A new run's settings and data as `train` reads them from argv[2..]
// (checked as check_new_run does); `dataset` is empty without data options.
struct NewRunSettings {
    nn::TransformerConfig model;
    train::TrainingConfig training;
    std::string dataset;  // data::DatasetSpec as JSON
};
NewRunSettings new_run_settings(int argc, char** argv);

}  // namespace studio::cli
