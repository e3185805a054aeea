// Trainer: the training loop of §5 as a plain C++ class. It knows nothing of
// Qt: progress leaves through callbacks, a stop request arrives through an
// atomic flag checked once per batch.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nn/transformer.h"
#include "train/checkpoint.h"
#include "train/prepared_data.h"
#include "train/training_config.h"

#include "train/adam.h"

#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace studio::train {

class DataParallel;
class RunFolderLock;

struct StepReport {
    int64_t step = 0;
    int64_t epoch = 0;             // 1-based, as people count
    int64_t total_steps = 0;       // planned (an estimate when training by epochs)
    double loss = 0.0;             // label-smoothed, per target token, over the last log window
    double nll = 0.0;              // -log p(y) per target token (no smoothing)
    double learning_rate = 0.0;
    double tokens_per_second = 0.0;  // target tokens of all ranks, padding not counted
    double grad_norm = 0.0;        // before clipping; 0 when clipping is off
    double elapsed_seconds = 0.0;  // since this process's run() began, pauses included
    // Training time of the whole run (every resumed part; pauses left out,
    // evaluations in) and the steps it timed: the run's time per step so far
    // is train_seconds / timed_steps. A checkpoint written before times were
    // kept brings steps without time, so timed_steps can be less than step.
    double train_seconds = 0.0;
    int64_t timed_steps = 0;
};

struct EvalReport {
    int64_t step = 0;
    int64_t epoch = 0;
    double dev_loss = 0.0;         // label-smoothed, per token
    double dev_nll = 0.0;          // per token; perplexity = exp(dev_nll)
    double bleu = 0.0;             // corpus BLEU of greedy translations
    double exact_match = 0.0;      // share of translations with the reference's words (eval::same_for_bleu)
    int64_t sentences = 0;         // dev sentences translated for BLEU (the first eval_max_sentences)
    int64_t dev_pairs = 0;         // dev pairs in all, the loss's; 0: no dev set, and the figures are NaN
    std::vector<std::vector<std::string>> samples;  // {source, reference, translation} for the first few
    std::string checkpoint;        // path written after this evaluation, if any
    bool interrupted = false;      // a stop request ended it early: its figures are incomplete
};

enum class StopReason { Completed, StopRequested, Diverged };

struct TrainerCallbacks {
    std::function<void(const StepReport&)> on_step;      // every log_every steps
    std::function<void(const EvalReport&)> on_eval;      // every eval_every steps and at the end
    std::function<void(const std::string&)> on_message;  // notes for a person
    // Before every optimiser step, between batches: the one moment the
    // weights may be read from another thread's request (e.g. a snapshot).
    std::function<void()> between_steps;
};

// Whether a run's history (Checkpoint::history) ends its evaluations with one
// of `step`: a run stopped during its final evaluation has none there, and
// resuming it at its end finishes that evaluation (Trainer::run).
bool history_evaluated_at(const std::vector<std::string>& history, int64_t step);

class Trainer {
public:
    // Builds the model (Xavier init with the seed) on config.device.
    // `out_dir` receives checkpoints and history.jsonl (created if missing;
    // empty: write nothing).
    // With `group`, this is one rank of a data-parallel run
    // (train/distributed.h): the group, not config, sets world_size and
    // rank; every rank trains on its share of each step's batches, the
    // gradients are summed before each step, and only rank 0 evaluates and
    // writes to `out_dir`. Its collectives throw DistributedError.
    Trainer(nn::TransformerConfig model_config, TrainingConfig config, PreparedData data, std::string out_dir,
            std::shared_ptr<DataParallel> group = nullptr);
    ~Trainer();

    // Continues a run: weights, optimizer, step, data position, random state
    // and history. Throws CheckpointError if the checkpoint is not resumable,
    // or was made on other training data.
    void resume(const Checkpoint& checkpoint, const std::string& path);

    // Fine-tuning: this new run starts from a checkpoint's weights (of either
    // kind), with a new optimiser, schedule and step count. The model must
    // have been built with the checkpoint's configuration and the data
    // prepared with its tokenizer. The history's first line records where
    // the run started ({"type":"start","from":path,"from_step":...}), and
    // run() evaluates at step 0 before the first step, so the curves begin
    // with the model as it was loaded. Throws CheckpointError on a mismatch,
    // std::logic_error after resume() or a step.
    void start_from(const Checkpoint& checkpoint, const std::string& path);

    // With a group: checks that every rank holds the same data, tokenizer,
    // settings and position (run() checks again before it copies rank 0's
    // weights). Every rank calls it at the same point; a rank that differs,
    // or that has stopped, makes it throw DistributedError on every rank. A
    // caller about to clear a run folder asks first (a typo on one rank
    // deleted the run, then failed). Without a group it does nothing.
    void check_replicas();

    // Trains until the planned steps/epochs are done, a stop is requested
    // (the current step ends and last.ckpt is written), or the loss stops
    // being finite (nothing is saved; the last good checkpoint stays).
    // While `pause` is set, training waits between batches (a stop request
    // still ends it).
    StopReason run(const TrainerCallbacks& callbacks, const std::atomic<bool>* stop = nullptr,
                   const std::atomic<bool>* pause = nullptr);

    // Dev loss and BLEU now (the model goes back to training mode after).
    // With `stop`, a stop request ends it between dev batches or decoding
    // steps (report.interrupted); run() passes its own, so that Stop is
    // answered during an evaluation too, however large the dev set.
    EvalReport evaluate(const std::atomic<bool>* stop = nullptr);

    // The full state (kind "training") or weights only (kind "weights").
    Checkpoint snapshot(bool with_training_state = true) const;

    nn::Transformer& model() { return model_; }
    const PreparedData& data() const { return data_; }
    const TrainingConfig& config() const { return config_; }
    int64_t step() const { return step_; }
    int64_t target_tokens() const { return target_tokens_; }  // seen in training, over every resumed part
    // What the forward pass's matrix products compute in (config.precision
    // resolved for this device and processor), and why it fell back, if it did.
    c10::ScalarType compute_dtype() const { return compute_dtype_; }
    const std::string& precision_note() const { return precision_note_; }
    int64_t total_steps() const;
    const std::string& message() const { return message_; }  // why it stopped, when it diverged
    // Dynamic loss scaling (train/loss_scaler.h) from `initial_scale`
    // whatever the precision; float16 runs scale from 2^16 without it. For
    // the tests on a CPU (which computes no float16) and for trying scales.
    void set_loss_scaling(double initial_scale) { forced_loss_scale_ = initial_scale; }

private:
    void write_checkpoints(EvalReport* report);
    void tick_clock();
    bool evaluated_at(int64_t step) const;  // the history's last evaluation is of this step  // adds the time since the last tick to train_seconds_ while run() runs
    void append_history(const std::string& json_line);
    void note_history_failure(const std::string& why);
    void prune_checkpoints();
    void synchronise_replicas();  // check_replicas(), then rank 0's weights everywhere (replicas.cpp)

    nn::TransformerConfig model_config_;
    TrainingConfig config_;
    PreparedData data_;
    std::string out_dir_;
    torch::Device device_;
    nn::Transformer model_{nullptr};
    std::unique_ptr<FusedAdam> optimizer_;
    c10::ScalarType compute_dtype_ = c10::kFloat;  // of the forward pass's matrix products (config_.precision)
    double forced_loss_scale_ = 0.0;               // > 0: set_loss_scaling()
    std::string precision_note_;                   // why the chosen precision fell back, when it did
    std::shared_ptr<DataParallel> group_;
    std::shared_ptr<RunFolderLock> lock_;  // the output folder's, held while this trainer lives (train/run_lock.h)
    int64_t step_ = 0;
    int64_t epoch_ = 0;
    int64_t batch_in_epoch_ = 0;
    int64_t batches_per_epoch_ = 0;
    std::vector<std::string> history_;
    bool history_failed_ = false;                       // said once (note_history_failure)
    std::function<void(const std::string&)> notes_;     // run()'s on_message, for the history file
    // Over the whole run, resumed parts included (kept in checkpoints):
    int64_t target_tokens_ = 0;   // target tokens trained on, padding not counted, all ranks
    double train_seconds_ = 0.0;  // time in run(), pauses not counted
    int64_t untimed_steps_ = 0;   // steps a checkpoint without train_seconds brought
    int64_t beam_size_ = 0, max_length_ = 0;  // the decoding settings the model came with (Checkpoint)
    // The log window's sums since its last complete line (kept in
    // checkpoints): a run resumed mid-window logs the window's mean as the
    // uninterrupted run does, not the mean of the steps since the resume.
    double window_loss_ = 0.0, window_nll_ = 0.0;
    int64_t window_tokens_ = 0;
    double loss_scale_ = 0.0;                  // float16's loss scale after the last step (0: none yet)
    int64_t loss_scale_good_steps_ = 0;        // and its good steps in a row
    std::chrono::steady_clock::time_point clock_mark_;
    bool clock_running_ = false;
    std::string message_;
    bool evaluate_first_ = false;
    // This run's own CPU generator: the initial weights' stream goes on here
    // and every dropout mask draws from it (never the process-wide one), so
    // the seed alone fixes the run; its state is saved in checkpoints.
    at::Generator generator_;  // set by start_from(): run() evaluates at step 0
};

}  // namespace studio::train
