// SPDX-License-Identifier: GPL-3.0-or-later
#include "train/trainer.h"

#include "data/batcher.h"
#include "decode/search.h"
#include "engine/device.h"
#include "engine/memory.h"
#include "engine/plain_numbers.h"
#include "eval/bleu.h"
#include "nn/dropout.h"
#include "nn/matching_preset.h"
#include "nn/mixed_precision.h"
#include "tokenizer/bleu_reference.h"
#include "train/distributed.h"
#include "train/history_file.h"
#include "train/run_lock.h"
#include "train/run_files.h"
#include "train/loss.h"
#include "train/loss_scaler.h"
#include "train/model_io.h"
#include "train/schedule.h"

#include <ATen/CPUGeneratorImpl.h>
#include <nlohmann/json.hpp>
#include <torch/torch.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <limits>
#include <map>
#include <thread>

namespace studio::train {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

// The loss of one batch. Only real target tokens are projected onto the
// vocabulary: the (tokens, V) logits are the step's largest tensor, and the
// padding rows (~6 % on Multi30k) would be computed only to be masked out.
LossParts batch_loss(nn::Transformer& model, const data::Batch& batch, double label_smoothing) {
    const int64_t pad = model->config.pad_id;
    auto hidden = model->decode(batch.tgt_in, model->encode(batch.src), model->source_mask(batch.src));  // (B, T, D)
    const auto targets = batch.tgt_out.reshape({-1});                        // (B T)
    const auto rows = targets.ne(pad).nonzero().squeeze(1);                  // (N)
    hidden = hidden.reshape({-1, hidden.size(-1)}).index_select(0, rows);    // (N, D)
    return label_smoothed_loss(model->project(hidden, /*to_float32=*/false), targets.index_select(0, rows),
                               label_smoothing, pad);
}

}  // namespace

Trainer::Trainer(nn::TransformerConfig model_config, TrainingConfig config, PreparedData data, std::string out_dir,
                 std::shared_ptr<DataParallel> group)
    : model_config_(std::move(model_config)),
      config_(std::move(config)),
      data_(std::move(data)),
      out_dir_(std::move(out_dir)),
      device_(parse_device(config_.device)),
      group_(std::move(group)) {
    config_.validate();
    // The group, not the settings, says who this process is (a resumed
    // multi-process run may go on alone). Only rank 0 writes files.
    config_.world_size = group_ ? group_->world_size() : 1;
    config_.rank = group_ ? group_->rank() : 0;
    if (config_.rank > 0) out_dir_.clear();
    // Vocabulary sizes and special ids come from the tokenizer; two separate
    // vocabularies (word level) cannot share one embedding matrix.
    model_config_.src_vocab_size = data_.tokenizer.source_vocab_size();
    model_config_.tgt_vocab_size = data_.tokenizer.target_vocab_size();
    const tok::SpecialIds ids = data_.tokenizer.special_ids();
    model_config_.pad_id = ids.pad;
    model_config_.bos_id = ids.bos;
    model_config_.eos_id = ids.eos;
    model_config_.unk_id = ids.unk;
    model_config_.source_pad_id = ids.source_pad;
    if (!data_.tokenizer.joint()) model_config_.share_embeddings = false;
    // The preset a run records names its model's sizes (the Runs table's
    // column, an experiment's title): a model of other sizes (a checkpoint
    // fine-tuned with the command line's default preset's training
    // settings, sizes given one by one) is of no preset.
    config_.preset_name = nn::matching_preset(model_config_);
    set_thread_count(config_.threads);
    keep_freed_memory_for_reuse();
    model_ = nn::seeded_transformer(model_config_, config_.seed, &generator_);
    model_->to(device_);
    model_->train();
    compute_dtype_ = nn::resolve_compute_dtype(config_.precision, device_, &precision_note_);
    optimizer_ = std::make_unique<FusedAdam>(model_->parameters(), config_.adam_beta1, config_.adam_beta2,
                                             config_.adam_eps);
    batches_per_epoch_ = static_cast<int64_t>(data::make_batches(data_.train, config_.max_tokens, config_.seed, 0).size());
    if (!out_dir_.empty()) {
        // One writer per run folder: a second process is refused here, before
        // anything of the first one's is touched.
        lock_ = acquire_run_lock(out_dir_);
        // What a writer killed part-way left behind (a checkpoint's
        // temporary is hundreds of megabytes for a base model).
        remove_stale_temporaries(out_dir_, true);
    }
}

Trainer::~Trainer() = default;

int64_t Trainer::total_steps() const {
    if (config_.steps > 0) return config_.steps;
    const int64_t epochs = config_.epochs > 0 ? config_.epochs : 1;
    const int64_t per_step = config_.accum * config_.world_size;
    const auto steps_for = [per_step](int64_t batches) { return (std::max<int64_t>(batches, 0) + per_step - 1) / per_step; };
    // The steps taken, then those the rest of the epochs take at this run's
    // batches a step (a run resumed on other processes, or with another
    // --accum, took its earlier steps at another: counting them all at this
    // one planned steps the run never took). A step ends with its epoch.
    if (epoch_ >= epochs) return step_;
    return step_ + steps_for(batches_per_epoch_ - batch_in_epoch_) + (epochs - epoch_ - 1) * steps_for(batches_per_epoch_);
}

namespace {

// `tokens` and `seconds`: the run's target tokens seen and training time so
// far, over every resumed part (curves by tokens or by time, run summaries).
// `run_end`: the evaluation after the run's last planned step ("finished",
// also for a run by epochs, whose step count the summary cannot know).
std::string eval_history_line(const EvalReport& e, const std::string& bleu_tokenize, int64_t tokens, double seconds,
                              bool run_end) {
    nlohmann::json j = {{"type", "eval"},         {"step", e.step},       {"epoch", e.epoch},
                        {"dev_loss", e.dev_loss}, {"dev_nll", e.dev_nll}, {"dev_bleu", e.bleu},
                        {"bleu_tokenize", bleu_tokenize}, {"exact_match", e.exact_match},
                        {"sentences", e.sentences}, {"tokens", tokens}, {"train_seconds", seconds}};
    if (run_end) j["run_end"] = true;
    return j.dump();
}

// What `precision` resolved to on this machine ("auto" is bf16 on one
// processor and fp32 on another): the name the setting would have to be.
const char* precision_name(c10::ScalarType dtype) {
    return dtype == c10::kBFloat16 ? "bf16" : dtype == c10::kHalf ? "fp16" : "fp32";
}

}  // namespace

bool history_evaluated_at(const std::vector<std::string>& history, int64_t step) {
    for (auto it = history.rbegin(); it != history.rend(); ++it) {
        const auto j = nlohmann::json::parse(*it, nullptr, false);
        if (j.is_object() && j.value("type", std::string()) == "eval") return j.value("step", int64_t(-1)) == step;
    }
    return false;
}

bool Trainer::evaluated_at(int64_t step) const { return history_evaluated_at(history_, step); }

void Trainer::tick_clock() {
    const auto now = Clock::now();
    if (clock_running_) train_seconds_ += std::chrono::duration<double>(now - clock_mark_).count();
    clock_mark_ = now;
}

void Trainer::write_checkpoints(EvalReport* report) {
    if (out_dir_.empty()) return;
    tick_clock();
    const Checkpoint c = snapshot(true);
    const std::string numbered = (fs::path(out_dir_) / numbered_checkpoint_name(step_)).string();
    // last.ckpt first: a process killed between the two leaves no numbered
    // checkpoint ahead of it (continuing last.ckpt is then plainly right).
    save_checkpoint(c, (fs::path(out_dir_) / "last.ckpt").string());
    save_checkpoint(c, numbered);
    prune_checkpoints();
    if (report) report->checkpoint = numbered;
}

EvalReport Trainer::evaluate(const std::atomic<bool>* stop) {
    torch::NoGradGuard no_grad;
    model_->eval();
    EvalReport report;
    report.step = step_;
    report.epoch = epoch_ + 1;
    auto interrupted = [&] {
        report.interrupted = true;
        model_->train();
        return report;
    };
    report.dev_pairs = static_cast<int64_t>(data_.dev.size());
    if (data_.dev.empty()) {
        // No dev set: no figures (history.jsonl writes null; they read as
        // 0 loss, perplexity 1 and BLEU 0 before).
        const double none = std::numeric_limits<double>::quiet_NaN();
        report.dev_loss = report.dev_nll = report.bleu = report.exact_match = none;
    } else {
        double loss = 0.0, nll = 0.0;
        int64_t tokens = 0;
        for (const auto& indices : data::make_batches(data_.dev, config_.max_tokens, config_.seed, 0)) {
            if (stop && stop->load()) return interrupted();
            auto batch = data::make_batch(data_.dev, indices, device_, data_.tokenizer.special_ids());
            // In float32 whatever the training precision, as the BLEU's decoding
            // below and every view: the dev loss is then the model's on every
            // processor (auto is bf16 on some, fp32 on others).
            auto parts = batch_loss(model_, batch, config_.label_smoothing);
            loss += parts.loss_sum.item<double>();
            nll += parts.nll_sum.item<double>();
            tokens += parts.tokens;
        }
        report.dev_loss = tokens ? loss / tokens : 0.0;
        report.dev_nll = tokens ? nll / tokens : 0.0;

        int64_t n = static_cast<int64_t>(data_.dev.size());
        if (config_.eval_max_sentences > 0) n = std::min(n, config_.eval_max_sentences);
        std::vector<std::vector<int64_t>> sources;
        std::vector<std::string> refs;
        for (int64_t i = 0; i < n; ++i) {
            sources.push_back(data_.dev[i].src);
            refs.push_back(data_.dev_references[i]);
        }
        refs = tok::bleu_references(data_.tokenizer, refs);  // as the model writes them (samples too)
        std::vector<std::string> hyps;
        try {
            hyps = decode::greedy_translations(model_, data_.tokenizer, sources, device_, stop);
        } catch (const decode::Cancelled&) {
            return interrupted();
        }
        const auto bleu_tokenizer = eval::bleu_tokenizer_from_name(config_.bleu_tokenize);
        const auto score = eval::corpus_bleu(hyps, refs, bleu_tokenizer);
        // The same words as BLEU sees them: a word-level model can only
        // write "a , b" for "a, b" (compared raw, never right).
        int64_t exact = 0;
        for (int64_t i = 0; i < n; ++i) exact += eval::same_for_bleu(hyps[i], refs[i], bleu_tokenizer) ? 1 : 0;
        report.bleu = score.score;
        report.exact_match = n ? static_cast<double>(exact) / n : 0.0;
        report.sentences = n;
        for (int64_t i = 0; i < std::min<int64_t>(n, 3); ++i)
            report.samples.push_back({data_.dev_sources[i], refs[i], hyps[i]});
    }
    model_->train();
    return report;
}

StopReason Trainer::run(const TrainerCallbacks& cb, const std::atomic<bool>* stop, const std::atomic<bool>* pause) {
    const int64_t epochs = config_.epochs > 0 ? config_.epochs : 1;
    const int64_t planned = total_steps();
    // The current epoch's batches. By epochs, a run is done once the last
    // epoch's batches are all taken: its epoch counter stays at the last
    // epoch, so a run stopped after its last step (before its evaluation)
    // and resumed is done, and evaluates below.
    std::vector<std::vector<int64_t>> batches = data::make_batches(data_.train, config_.max_tokens, config_.seed, epoch_);
    auto done = [&] {
        if (config_.steps > 0) return step_ >= config_.steps;
        return epoch_ >= epochs ||
               (epoch_ + 1 >= epochs && batch_in_epoch_ >= static_cast<int64_t>(batches.size()));
    };
    auto say = [&](const std::string& m) {
        if (cb.on_message) cb.on_message(m);
    };
    notes_ = cb.on_message;
    if (lock_ && !lock_->previousHolder().empty())
        say("took over the lock of " + out_dir_ + " from " + lock_->previousHolder() + ", which is gone");
    // Before the clock starts: waiting for the other ranks (who encode the
    // corpus with rank 0's tokenizer meanwhile) is not training (a 2-rank
    // run's seconds were five times a 1-process run's on Multi30k).
    if (group_) synchronise_replicas();
    const auto start = Clock::now();
    auto window_start = start;
    clock_mark_ = start;
    clock_running_ = true;
    struct ClockStop {  // the training clock runs while run() does
        bool& running;
        ~ClockStop() { running = false; }
    } clock_stop{clock_running_};
    int64_t timed_tokens = 0;  // this process's tokens since the last line, for tokens per second
    double last_grad_norm = 0.0;
    int64_t last_eval_step = -1;
    model_->train();
    const nn::DropoutGeneratorScope own_generator(generator_);  // this run's masks, whatever other threads draw
    if (!precision_note_.empty()) say(precision_note_);
    // The history file restarts from what this run knows (empty, or the
    // resumed checkpoint's history): entries logged after that checkpoint
    // by an earlier, interrupted process are not part of this run.
    if (!out_dir_.empty()) note_history_failure(write_history_file(out_dir_, history_));
    if (evaluate_first_ && step_ == 0 && config_.rank == 0) {
        // A fine-tuning run: its curves start from the loaded model's dev
        // loss and BLEU. No checkpoint is written (it would be the file it
        // started from).
        EvalReport e = evaluate(group_ ? nullptr : stop);
        if (e.interrupted) {
            evaluate_first_ = false;
            say("stopped during the evaluation at step 0; nothing was saved");
            return StopReason::StopRequested;
        }
        tick_clock();
        append_history(eval_history_line(e, config_.bleu_tokenize, target_tokens_, train_seconds_, false));
        if (cb.on_eval) cb.on_eval(e);
    }
    evaluate_first_ = false;
    const bool evaluation_step = step_ > 0 && (done() || step_ % config_.eval_every == 0);
    if (evaluation_step && config_.rank == 0 && !evaluated_at(step_)) {
        // Resumed after a stop during an evaluation (last.ckpt was saved
        // without it): made up now, so that the run's curve and numbered
        // checkpoints are an uninterrupted run's, and a finished run ends
        // with one (run summaries and sweeps rely on it).
        EvalReport e = evaluate(group_ ? nullptr : stop);
        if (e.interrupted) {
            say("stopped during the evaluation at step " + std::to_string(step_) + "; nothing new was saved");
            return StopReason::StopRequested;
        }
        tick_clock();
        append_history(eval_history_line(e, config_.bleu_tokenize, target_tokens_, train_seconds_, done()));
        write_checkpoints(&e);
        if (cb.on_eval) cb.on_eval(e);
        if (done()) return StopReason::Completed;
    } else if (evaluation_step && config_.rank == 0 && !out_dir_.empty() &&
               !fs::exists(fs::path(out_dir_) / numbered_checkpoint_name(step_))) {
        // Killed between last.ckpt and the numbered checkpoint of an
        // evaluation (history written, so not made up above): the numbered
        // one is last.ckpt's state, written now (it stayed missing, and a
        // finished run ended without one).
        tick_clock();
        save_checkpoint(snapshot(true), (fs::path(out_dir_) / numbered_checkpoint_name(step_)).string());
        prune_checkpoints();
        say("wrote " + numbered_checkpoint_name(step_) + ", which the process stopped before writing");
        if (done()) return StopReason::Completed;
    }

    // The first tokens/s window starts here: the step-0 evaluation of a
    // fine-tuning run, the replicas' first synchronisation and the history
    // rewrite above are not training (its first rate counted them).
    window_start = Clock::now();
    // float16 only; a resumed run goes on from the scale its checkpoint
    // saved (it restarted at 2^16 and skipped steps the run had not).
    LossScalerOptions scaling;
    if (forced_loss_scale_ > 0.0) scaling.initial_scale = forced_loss_scale_;
    LossScaler scaler(compute_dtype_ == torch::kHalf || forced_loss_scale_ > 0.0, scaling);
    if (scaler.enabled() && loss_scale_ > 0.0) scaler.restore(loss_scale_, loss_scale_good_steps_);
    if (!scaler.enabled()) loss_scale_ = 0.0, loss_scale_good_steps_ = 0;  // none to save (resumed in another precision)
    while (!done()) {
        if (pause && pause->load()) {
            tick_clock();
            clock_running_ = false;
            const auto paused_at = Clock::now();
            while (pause->load() && !(stop && stop->load())) {
                if (cb.between_steps) cb.between_steps();  // a snapshot can be taken while paused
                std::this_thread::sleep_for(std::chrono::milliseconds(20));
            }
            window_start += Clock::now() - paused_at;  // paused time is not training time
            clock_mark_ = Clock::now();
            clock_running_ = true;
        }
        if (cb.between_steps) cb.between_steps();
        if (batch_in_epoch_ >= static_cast<int64_t>(batches.size())) {
            ++epoch_;
            batch_in_epoch_ = 0;
            if (done()) break;
            batches = data::make_batches(data_.train, config_.max_tokens, config_.seed, epoch_);
        }
        // One optimiser step over `accum` batches on each of the world_size
        // ranks (fewer at the end of an epoch); rank r takes every
        // world_size-th of the step's batches, from the r-th on.
        const int64_t end =
            std::min<int64_t>(batches.size(), batch_in_epoch_ + config_.accum * config_.world_size);
        std::vector<data::Batch> micro;
        int64_t step_tokens = 0;
        for (int64_t i = batch_in_epoch_ + config_.rank; i < end; i += config_.world_size) {
            micro.push_back(data::make_batch(data_.train, batches[i], device_, data_.tokenizer.special_ids()));
            step_tokens += micro.back().tgt_tokens;
        }
        batch_in_epoch_ = end;
        if (group_)  // the step's target tokens on all ranks
            step_tokens = static_cast<int64_t>(group_->sum({static_cast<double>(step_tokens)},
                                                           "the token counts of step " + std::to_string(step_ + 1))[0]);
        const double lr = noam_learning_rate(step_ + 1, model_config_.d_model, config_.warmup, config_.lr_factor);
        if (group_) {
            const uint64_t seed = dropout_seed(config_.seed, step_, config_.rank);
            {
                std::lock_guard<std::mutex> lock(generator_.mutex());
                generator_.set_current_seed(seed);
            }
            // On a GPU dropout draws from the device's default generator
            // (nn/dropout.cpp), which the shared seed seeded alike on every
            // rank: reseeded too, or every rank would drop the same units.
            if (device_.is_cuda()) {
                at::Generator cuda = at::globalContext().defaultGenerator(device_);
                std::lock_guard<std::mutex> lock(cuda.mutex());
                cuda.set_current_seed(seed);
            }
        }
        optimizer_->zero_grad();
        double step_loss = 0.0, step_nll = 0.0;
        for (auto& batch : micro) {
            LossParts parts;
            {
                // Matrix products in the chosen precision; the loss in float32.
                nn::MixedPrecisionGuard precision(compute_dtype_);
                parts = batch_loss(model_, batch, config_.label_smoothing);
            }
            // Normalised by the target tokens of the whole step (every batch,
            // every rank), so accumulating k batches, or summing the gradients
            // of k ranks, equals one batch k times as large, whatever each
            // batch's share of the tokens.
            if (scaler.enabled())  // float16: gradients scaled up past its underflow (loss_scaler.h)
                (parts.loss_sum * (scaler.scale() / static_cast<double>(step_tokens))).backward();
            else
                (parts.loss_sum / static_cast<double>(step_tokens)).backward();
            step_loss += parts.loss_sum.item<double>();
            step_nll += parts.nll_sum.item<double>();
        }
        bool stopping = stop && stop->load();
        if (group_) {  // the gradients, losses and stop requests of all ranks
            const auto t = group_->sum_gradients(model_->parameters(), {step_loss, step_nll, stopping ? 1.0 : 0.0},
                                                 "step " + std::to_string(step_ + 1));
            step_loss = t[0];
            step_nll = t[1];
            stopping = t[2] > 0.0;
        }
        if (!std::isfinite(step_loss)) {
            message_ = "the loss became " + std::string(std::isnan(step_loss) ? "NaN" : "infinite") + " at step " +
                       std::to_string(step_ + 1) + " (learning rate " + general_number(lr, 4) +
                       "); training stopped and the last good checkpoint was kept. Try a lower learning rate "
                       "(--lr-factor), a longer warm-up (--warmup) or gradient clipping (--clip).";
            optimizer_->zero_grad();
            say(message_);
            return StopReason::Diverged;
        }
        // float16: the gradients divided by the loss scale again; a step
        // whose gradients overflowed leaves the weights as they are (as
        // PyTorch's GradScaler skips optimizer.step) and lowers the scale.
        const double scale_used = scaler.scale();
        if (scaler.unscale_and_update(model_->parameters())) {
            if (config_.clip_norm > 0.0)
                last_grad_norm = torch::nn::utils::clip_grad_norm_(model_->parameters(), config_.clip_norm);
            optimizer_->step(lr);
        } else {
            optimizer_->zero_grad();
            if (scaler.gave_up()) {  // overflowing even far below 1: not a matter of the scale
                message_ = "the gradients overflowed at step " + std::to_string(step_ + 1) + " even at loss scale " +
                           general_number(scale_used, 6) + " (" + std::to_string(scaler.skipped_steps()) +
                           " steps skipped); training stopped and the last good checkpoint was kept. Try a lower "
                           "learning rate (--lr-factor), a longer warm-up (--warmup) or bf16/fp32 (--precision).";
                say(message_);
                return StopReason::Diverged;
            }
            if (config_.rank == 0)
                say("step " + std::to_string(step_ + 1) + ": the gradients overflowed at loss scale " +
                    general_number(scale_used, 6) + "; the weights were left as they were and the scale lowered to " +
                    general_number(scaler.scale(), 6));
        }
        if (scaler.enabled()) {  // kept for the checkpoints (snapshot())
            loss_scale_ = scaler.scale();
            loss_scale_good_steps_ = scaler.good_in_a_row();
        }
        ++step_;
        window_loss_ += step_loss;
        window_nll_ += step_nll;
        window_tokens_ += step_tokens;
        timed_tokens += step_tokens;
        target_tokens_ += step_tokens;

        const bool last = done();
        if (step_ % config_.log_every == 0 || last || stopping) {
            const auto now = Clock::now();
            const double seconds = std::chrono::duration<double>(now - window_start).count();
            StepReport r;
            r.step = step_;
            r.epoch = epoch_ + 1;
            r.total_steps = planned;
            r.loss = window_tokens_ ? window_loss_ / window_tokens_ : 0.0;
            r.nll = window_tokens_ ? window_nll_ / window_tokens_ : 0.0;
            r.learning_rate = lr;
            r.tokens_per_second = seconds > 0 ? timed_tokens / seconds : 0.0;
            r.grad_norm = last_grad_norm;
            r.elapsed_seconds = std::chrono::duration<double>(now - start).count();
            nlohmann::json j = {{"type", "train"}, {"step", r.step}, {"epoch", r.epoch}, {"loss", r.loss},
                                {"nll", r.nll}, {"lr", r.learning_rate}, {"tok_per_s", r.tokens_per_second},
                                {"elapsed", r.elapsed_seconds}, {"tokens", target_tokens_},
                                {"computed_in", precision_name(compute_dtype_)}};
            // The norm before clipping, of the window's last step (computed only when clipping).
            if (config_.clip_norm > 0.0) j["grad_norm"] = r.grad_norm;
            tick_clock();
            j["train_seconds"] = train_seconds_;
            r.train_seconds = train_seconds_;
            r.timed_steps = step_ - untimed_steps_;
            append_history(j.dump());
            if (cb.on_step) cb.on_step(r);
            window_start = now;
            timed_tokens = 0;
            // A line written only because of a stop shows the window so far;
            // the window goes on (in the checkpoint) to its regular line.
            if (step_ % config_.log_every == 0 || last) {
                window_loss_ = window_nll_ = 0.0;
                window_tokens_ = 0;
            }
        }
        if (config_.rank == 0 && (step_ % config_.eval_every == 0 || last)) {
            // The evaluation, checkpoints and the views' callback are not
            // training: the next window's tokens per second leaves them out
            // (as paused time).
            const auto eval_began = Clock::now();
            // On several ranks the others wait for rank 0 in the next step's
            // collectives: there an evaluation always completes.
            EvalReport e = evaluate(group_ ? nullptr : stop);
            if (e.interrupted) {
                tick_clock();
                if (!out_dir_.empty()) save_checkpoint(snapshot(true), (fs::path(out_dir_) / "last.ckpt").string());
                say("stopped during the evaluation at step " + std::to_string(step_) + "; saved " +
                    (out_dir_.empty() ? std::string("nothing (no output folder)")
                                      : (fs::path(out_dir_) / "last.ckpt").string() +
                                            " (the evaluation of this step runs first when the run is resumed)"));
                return StopReason::StopRequested;
            }
            tick_clock();
            append_history(eval_history_line(e, config_.bleu_tokenize, target_tokens_, train_seconds_, last));
            write_checkpoints(&e);
            last_eval_step = step_;
            if (cb.on_eval) cb.on_eval(e);
            window_start += Clock::now() - eval_began;
        }
        if (stopping) {
            tick_clock();
            if (last_eval_step != step_ && !out_dir_.empty())
                save_checkpoint(snapshot(true), (fs::path(out_dir_) / "last.ckpt").string());
            const std::string nothing = config_.rank > 0 ? "nothing (rank 0 saves)" : "nothing (no output folder)";
            say("stopped at step " + std::to_string(step_) + "; saved " +
                (out_dir_.empty() ? nothing : (fs::path(out_dir_) / "last.ckpt").string()));
            return StopReason::StopRequested;
        }
    }
    return StopReason::Completed;
}

}  // namespace studio::train
