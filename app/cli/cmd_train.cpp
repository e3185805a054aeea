// attention-studio-cli train
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_args.h"
#include "commands.h"
#include "train_options.h"

#include "data/corpus_reader.h"
#include "data/dataset.h"
#include "engine/device.h"
#include "engine/plain_numbers.h"
#include "nn/transformer.h"
#include "tokenizer/spm_train_process.h"
#include "train/checkpoint.h"
#include "train/distributed.h"
#include "train/language_token.h"
#include "train/later_checkpoints.h"
#include "train/model_io.h"
#include "train/run_lock.h"
#include "train/run_files.h"
#include "train/trainer.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <thread>
#include <filesystem>
#include <iostream>

namespace studio::cli {
namespace {

const char* kTrainHelp = R"(usage: attention-studio-cli train --preset P DATA --out DIR [options]

data (one of):
  --demo NAME                       built-in task: numbers-de, dates, reverse
  --train-src FILE --train-tgt FILE two line-aligned files (plain or .gz)
  --train-tsv FILE [--columns I,J]  tab-separated, 1-based source,target columns (default 1,2)
  --train-jsonl FILE --src-lang L --tgt-lang L   {"translation": {L: ..., L: ...}} a line
  --dev-src FILE --dev-tgt FILE     dev set (default: the demo's, or 1% of the training pairs)
  --dev-tsv FILE | --dev-jsonl FILE dev set in the training data's format (same --columns / languages)
  --dev-share X                     hold out this share of the training pairs as dev set (a demo's too,
                                    instead of its own; not with dev files)
  --tokenizer FILE.model            use this SentencePiece model instead of training one

run:
  --out DIR           checkpoints (checkpoint-STEP.ckpt, last.ckpt) and history.jsonl
  --overwrite         start afresh in a DIR that already holds a run (with --resume of an earlier
                      checkpoint in its own folder: discard the run's checkpoints after it)
  --steps N | --epochs N   total length of the run (default: one epoch)
  --resume CKPT       continue a run; the model's settings come from the checkpoint
  --init-from CKPT    start a new run from a checkpoint's weights, model and tokenizer (e.g. one
                      written by 'import'); training settings from the options, a fresh optimiser;
                      the run evaluates at step 0 and its history records where it started
  --language TOKEN    with --init-from a multilingual model: the target-language token (>>spa<< or spa)
                      put first in every training and dev source (default: the one the model was
                      fine-tuned with, else its first token; translate and evaluate then default to it)
  --eval-every N      dev loss, BLEU and a checkpoint every N steps
  --eval-sentences N  dev sentences translated for BLEU (0 = all)
  --log-every N       a progress line every N steps
  --keep-checkpoints N  numbered checkpoints kept (default 5)
  --time-limit S      stop (as Ctrl-C does: last.ckpt written) after S seconds
  --threads N  --device cpu|cuda  --seed N
  --precision auto|fp32|bf16|fp16  matrix products in bfloat16 (AMX/AVX-512 BF16 CPUs, GPUs) or float16
                      (GPUs) with float32 master weights, softmax, layer norm and loss; default auto:
                      bf16 where the processor has native bfloat16, fp32 elsewhere (a note says which)
  --bleu-tokenize 13a|none|char   tokenizer of the dev BLEU

model (defaults from --preset tiny|small|base|big; default tiny):
  --d-model N --heads N --layers N --encoder-layers N --decoder-layers N --d-ff N
  --d-k N --d-v N     each head's query/key and value widths (default d_model / heads; Table 3 row B)
  --dropout X --attention-dropout X --relu-dropout X --max-positions N --pre-norm --learned-positions
  --layer-norm-eps X  --no-share-embeddings (separate source/target embedding tables)
  --no-tie-output     a separate pre-softmax projection instead of the target embedding (§3.4)

optimisation (paper §5 defaults):
  --vocab-size N --max-tokens N --max-len N --warmup N --lr-factor X --label-smoothing X
  --clip X --accum N --adam-beta1 X --adam-beta2 X --adam-eps X

several processes (data-parallel over LibTorch's c10d with Gloo; start one process per rank
with the same options; each step takes accum batches on every rank; only rank 0 evaluates and
writes to --out):
  --world-size N      processes in all (default: $WORLD_SIZE, else 1)
  --rank R            this process, 0..N-1 (default: $RANK, else 0)
  --master HOST:PORT  rank 0's address for the rendezvous (default: $MASTER_ADDR:$MASTER_PORT,
                      else 127.0.0.1:29500); GLOO_SOCKET_IFNAME picks the network interface
  --dist-timeout S    seconds to wait for the other ranks, longer than anything rank 0 does alone:
                      training the tokenizer, an evaluation (small and base decode the whole dev
                      set), writing a checkpoint (default 600)
  --bucket-mb X       gradients are summed in buckets of at most X MiB (default 25)
)";

const std::set<std::string> kValueOptions = {
    "preset", "demo", "train-src", "train-tgt", "train-tsv", "columns", "train-jsonl", "src-lang", "tgt-lang",
    "dev-src", "dev-tgt", "dev-tsv", "dev-jsonl", "dev-share", "tokenizer", "out", "steps", "epochs", "resume", "init-from", "language", "eval-every",
    "eval-sentences", "log-every", "keep-checkpoints", "time-limit", "threads", "device", "precision", "seed", "bleu-tokenize", "d-model",
    "heads", "d-k", "d-v", "layers", "encoder-layers", "decoder-layers", "d-ff", "dropout", "attention-dropout", "relu-dropout",
    "max-positions", "layer-norm-eps", "vocab-size", "max-tokens", "max-len", "warmup", "lr-factor", "label-smoothing", "clip",
    "accum", "adam-beta1", "adam-beta2", "adam-eps", "world-size", "rank", "master", "dist-timeout", "bucket-mb"};
const std::set<std::string> kFlags = {"help", "overwrite", "pre-norm", "learned-positions", "no-share-embeddings",
                                      "no-tie-output"};

// The options a resumed run may change: its length and bookkeeping.
const std::set<std::string> kResumeOptions = {
    "resume", "out", "steps", "epochs", "eval-every", "log-every", "keep-checkpoints", "threads", "device",
    "precision", "time-limit", "demo", "train-src", "train-tgt", "train-tsv", "columns", "train-jsonl", "src-lang", "tgt-lang",
    "dev-src", "dev-tgt", "dev-tsv", "dev-jsonl", "dev-share", "world-size", "rank", "master", "dist-timeout", "bucket-mb",
    "accum"};

// True when `checkpoint` lies in `dir` (a resume into its own run folder).
bool same_folder(const std::string& checkpoint, const std::string& dir) {
    std::error_code ec;
    std::filesystem::path parent = std::filesystem::path(checkpoint).parent_path();
    if (parent.empty()) parent = ".";
    return std::filesystem::equivalent(parent, dir, ec);
}

// --overwrite: the earlier run's checkpoints and history go, nothing else.
void clear_run(const std::string& dir) {
    std::error_code ec;
    if (!std::filesystem::is_directory(dir, ec)) return;
    std::vector<std::filesystem::path> doomed;
    for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
        const std::string name = entry.path().filename().string();
        if (name == "history.jsonl" || train::is_run_checkpoint_name(name))
            doomed.push_back(entry.path());
    }
    for (const auto& p : doomed) std::filesystem::remove(p, ec);
}

void print_counts(const std::string& what, const data::ReadStats& s) {
    std::cerr << "note: " << what << ": " << s.pairs_kept << " pairs read";
    if (s.skipped_empty) std::cerr << ", " << s.skipped_empty << " skipped (empty side)";
    std::cerr << '\n';
}

}  // namespace

const std::set<std::string>& train_value_options() { return kValueOptions; }
const std::set<std::string>& train_flags() { return kFlags; }
const std::set<std::string>& train_resume_options() { return kResumeOptions; }

void check_new_run(int argc, char** argv) { new_run_settings(argc, argv); }

NewRunSettings new_run_settings(int argc, char** argv) {
    const Args a(argc, argv, 2, kValueOptions, kFlags);
    const std::string preset = a.choice("preset", "tiny", nn::TransformerConfig::preset_names());
    NewRunSettings s;
    s.model = model_config_from(a, nn::TransformerConfig::preset(preset));
    s.training = training_config_from(a, train::TrainingConfig::preset(preset));
    check_settings(s.model, s.training);
    data::DatasetSpec spec;
    if (dataset_spec_from(a, &spec)) s.dataset = spec.to_json();
    return s;
}

int run_train(int argc, char** argv) {
    const Args a(argc, argv, 2, kValueOptions, kFlags);
    if (a.has("help")) {
        std::cout << kTrainHelp;
        return 0;
    }
    if (!a.positional().empty()) throw UsageError("unexpected argument '" + a.positional().front() + "'");
    const std::string out_dir = a.required("out");
    const train::TrainingConfig launch = launch_from(a);
    // Never overwrite a run by accident: its checkpoints would be replaced.
    // Only rank 0 writes to --out.
    // Resuming into another run's folder would mix the two runs' checkpoints.
    const std::string resume_arg = a.text("resume");
    const bool resuming_here = !resume_arg.empty() && same_folder(resume_arg, out_dir);
    if (launch.rank == 0 && !a.has("overwrite") && !resuming_here && train::holds_run_checkpoints(out_dir)) {
        if (!resume_arg.empty())
            throw UsageError(out_dir + " already holds another training run (checkpoints); continue " + resume_arg +
                             " into its own folder or an empty --out, or add --overwrite to replace that run");
        throw UsageError(out_dir + " already holds a training run (checkpoints); continue it with --resume " + out_dir +
                         "/last.ckpt, choose another --out, or add --overwrite");
    }
    // Read now: a wrong value must not be found after --overwrite cleared the folder.
    const double time_limit = a.has("time-limit") ? a.real("time-limit", 0.0, 1.0, 1e9) : 0.0;

    // Settings: from the checkpoint when resuming, else from the preset.
    train::Checkpoint resume_from;
    const std::string resume_path = a.text("resume");
    nn::TransformerConfig model_config;
    train::TrainingConfig config;
    tok::Tokenizer tokenizer;
    if (!resume_path.empty()) {
        resume_from = train::load_checkpoint(resume_path);
        if (resume_from.kind != "training")
            throw train::CheckpointError(resume_path, "holds weights only (kind '" + resume_from.kind +
                                                          "'); it cannot resume training");
        for (const auto& name : kValueOptions) {
            if (kResumeOptions.count(name) || !a.has(name)) continue;
            std::cerr << "note: --" << name << " is ignored: a resumed run keeps the checkpoint's settings\n";
        }
        for (const auto& name : kFlags) {
            if (name != "help" && name != "overwrite" && a.has(name))
                std::cerr << "note: --" << name << " is ignored: a resumed run keeps the checkpoint's settings\n";
        }
        // An earlier checkpoint continued in its own folder: the run's later
        // steps would be replaced (history cut, checkpoints written over).
        // Not last.ckpt: it is the run's latest state (a numbered file beyond
        // it is one an interrupted evaluation wrote, which the run rewrites).
        const bool resuming_last = std::filesystem::path(resume_path).filename() == "last.ckpt";
        const auto later = train::later_checkpoint(out_dir, resume_from.step);
        if (resuming_here && !resuming_last && launch.rank == 0 && later.step >= 0 && !a.has("overwrite"))
            throw UsageError(out_dir + " holds a later checkpoint of this run (" + later.file + ", step " +
                             std::to_string(later.step) + "): continuing step " + std::to_string(resume_from.step) +
                             " there would replace it and cut the history back; continue the latest, continue into "
                             "an empty --out (the run is kept), or add --overwrite to discard the steps after " +
                             std::to_string(resume_from.step));
        model_config = resume_from.model_config;
        config = resume_from.training_config;
        // The share held out is part of the data the run trains on: the
        // same one resumes it (another was taken without a word and not used).
        if (a.has("dev-share") && a.real("dev-share", 0.0, 0.0, 0.9) != config.dev_share)
            throw UsageError("--dev-share " + a.text("dev-share") + ": the run holds out a share of " +
                             studio::general_number(config.dev_share, 6) +
                             " of its pairs; a resumed run keeps its dev set (leave --dev-share out)");
        // Only the run's length and bookkeeping may change on resume.
        read_run_length(a, &config);
        config.eval_every = a.integer("eval-every", config.eval_every, 1, kBig);
        config.log_every = a.integer("log-every", config.log_every, 1, kBig);
        config.keep_checkpoints = a.integer("keep-checkpoints", config.keep_checkpoints, 1, 100000);
        // Batches a step sums: on another number of processes the run keeps
        // its steps' size only with another --accum (see the note below).
        config.accum = a.integer("accum", config.accum, 1, 1024);
        config.threads = static_cast<int>(a.integer("threads", config.threads, 0, 1024));
        config.device = a.text("device", config.device);
        const std::string trained_in = config.precision;
        config.precision = a.choice("precision", config.precision, precision_names());
        // Said, as the Train page says it: the run's record then names the
        // new precision (each step's history line what it computed in).
        if (config.precision != trained_in && launch.rank == 0)
            std::cerr << "note: the run was trained with --precision " << trained_in << "; it goes on with "
                      << config.precision << "\n";
        try {
            tokenizer = tok::Tokenizer::from_stored(resume_from.tokenizer_kind, resume_from.tokenizer_bytes);
        } catch (const tok::TokenizerError& e) {
            throw train::CheckpointError(resume_path, std::string("its tokenizer cannot be loaded: ") + e.what());
        }
    } else {
        const std::string preset = a.choice("preset", "tiny", nn::TransformerConfig::preset_names());
        model_config = model_config_from(a, nn::TransformerConfig::preset(preset));
        config = training_config_from(a, train::TrainingConfig::preset(preset));
        if (a.has("tokenizer")) tokenizer = tok::Tokenizer::from_file(a.text("tokenizer"));
    }
    train::Checkpoint init_from;
    const std::string init_path = a.text("init-from");
    if (!init_path.empty()) {
        if (!resume_path.empty()) throw UsageError("--init-from and --resume exclude each other");
        if (a.has("tokenizer")) throw UsageError("--init-from brings its own tokenizer; leave out --tokenizer");
        init_from = train::load_checkpoint(init_path);
        const nn::TransformerConfig asked = model_config;
        model_config = init_from.model_config;
        // The model is the checkpoint's; its three dropouts may change, each
        // as given (as the app's fine-tuning takes them; --dropout set the
        // attention dropout too, and --relu-dropout was left aside).
        if (a.has("dropout")) model_config.dropout = asked.dropout;
        if (a.has("attention-dropout")) model_config.attention_dropout = asked.attention_dropout;
        if (a.has("relu-dropout")) model_config.relu_dropout = asked.relu_dropout;
        if (a.has("dropout") && (!a.has("attention-dropout") || !a.has("relu-dropout")))
            std::cerr << "note: --dropout sets the residual dropout only; attention dropout "
                      << model_config.attention_dropout << " and ReLU dropout " << model_config.relu_dropout
                      << " (--attention-dropout, --relu-dropout)\n";
        for (const char* name : {"d-model", "heads", "d-k", "d-v", "layers", "encoder-layers", "decoder-layers", "d-ff",
                                 "max-positions", "layer-norm-eps", "pre-norm", "learned-positions",
                                 "no-share-embeddings", "no-tie-output", "vocab-size"})
            if (a.has(name))
                std::cerr << "note: --" << name << " is ignored: the model is " << init_path << "'s\n";
        try {
            tokenizer = tok::Tokenizer::from_stored(init_from.tokenizer_kind, init_from.tokenizer_bytes);
        } catch (const tok::TokenizerError& e) {
            throw train::CheckpointError(init_path, std::string("its tokenizer cannot be loaded: ") + e.what());
        }
        try {
            std::string note;
            config.language_token =
                train::fine_tuning_language_token(a.text("language"), init_from.training_config, tokenizer, &note);
            if (!note.empty()) std::cerr << "note: " << note << "; --language chooses another\n";
        } catch (const std::invalid_argument& e) {
            throw UsageError("--language " + a.text("language") + ": " + e.what());
        }
        if (config.max_len + (tokenizer.bos_on_source() ? 2 : 1) > model_config.max_positions) {
            config.max_len = model_config.max_positions - (tokenizer.bos_on_source() ? 2 : 1);
            std::cerr << "note: --max-len lowered to " << config.max_len << " to fit the model's "
                      << model_config.max_positions << " positions\n";
        }
    }
    if (a.has("language") && init_path.empty() && resume_path.empty())
        throw UsageError("--language " + a.text("language") +
                         ": only with --init-from a multilingual model (a tokenizer trained here has no "
                         "target-language tokens)");
    if (!resume_path.empty() && (config.world_size != launch.world_size || config.accum != resume_from.training_config.accum)) {
        const int64_t before = resume_from.training_config.world_size * resume_from.training_config.accum;
        const int64_t now = launch.world_size * config.accum;
        std::cerr << "note: the checkpoint's steps took " << before << " batches (" << resume_from.training_config.world_size
                  << " process(es), --accum " << resume_from.training_config.accum << "), this run's take " << now
                  << " (" << launch.world_size << ", --accum " << config.accum << ")";
        if (now != before && before % launch.world_size == 0)
            std::cerr << ": --accum " << before / launch.world_size << " keeps the steps' size";
        std::cerr << '\n';
    }
    config.world_size = launch.world_size;
    config.rank = launch.rank;
    config.master_addr = launch.master_addr;
    config.master_port = launch.master_port;
    config.dist_timeout = launch.dist_timeout;
    config.bucket_mb = launch.bucket_mb;
    check_settings(model_config, config);  // before any data is read
    // One writer per run folder (train/run_lock.h): taken before --overwrite
    // clears anything, held until the process ends (the trainer shares it).
    std::shared_ptr<train::RunFolderLock> folder_lock;
    if (config.rank == 0) folder_lock = train::acquire_run_lock(out_dir);

    // The rendezvous, before the data is read: a rank that cannot reach the
    // others says so at once.
    std::shared_ptr<train::DataParallel> group;
    if (config.world_size > 1) {
        std::cerr << "note: rank " << config.rank << " of " << config.world_size << ": joining the rendezvous at "
                  << config.master_addr << ':' << config.master_port << '\n';
        group = std::make_shared<train::DataParallel>(config);
        std::cerr << "note: " << group->describe() << ": all ranks connected\n";
        // Each rank decides alone whether it waits for rank 0's tokenizer:
        // ranks started differently (--resume, --init-from or --tokenizer on
        // some only) waited on each other until --dist-timeout and then
        // blamed a lost rank. Compared here, before anything is waited for.
        std::string start = std::string("tokenizer: ") +
                            (tokenizer.valid() ? "given (--tokenizer, --resume or --init-from)" : "trained by rank 0") +
                            "\nresume: " + (resume_path.empty() ? "no" : "yes") +
                            "\ninit-from: " + (init_path.empty() ? "no" : "yes") + "\n";
        group->require_same("tokenizer and checkpoint to start from", start);
    }

    // Data: from the options, or, when resuming without any, from the checkpoint.
    data::DatasetSpec spec;
    if (dataset_spec_from(a, &spec)) {
        // Resuming with the data named again but no dev option: the dev set as
        // the run had it (a held-out share, or a demo's own dev pairs).
        const bool dev_given = a.has("dev-src") || a.has("dev-tgt") || a.has("dev-tsv") || a.has("dev-jsonl") ||
                               a.has("dev-share");
        if (!resume_from.dataset.empty() && !dev_given) {
            const auto before = data::DatasetSpec::from_json(resume_from.dataset);
            if (before.kind == spec.kind) {
                spec.dev = before.dev;
                spec.dev_share = before.dev_share;
                spec.dev_path = before.dev_path;
                spec.dev_tgt_path = before.dev_tgt_path;
            }
        }
    } else {
        if (resume_from.dataset.empty())
            throw UsageError("no training data: give --demo NAME, --train-src/--train-tgt, --train-tsv or --train-jsonl");
        spec = data::DatasetSpec::from_json(resume_from.dataset);
        std::cerr << "note: training data as before: " << spec.label() << '\n';
    }
    auto dataset = data::load_dataset(spec, config.seed);
    if (spec.kind == data::DatasetKind::Demo) {
        if (resume_path.empty() && !a.has("bleu-tokenize") && dataset.bleu_tokenize != config.bleu_tokenize) {
            config.bleu_tokenize = dataset.bleu_tokenize;
            std::cerr << "note: dev BLEU of " << spec.demo << " is scored with --bleu-tokenize "
                      << dataset.bleu_tokenize << " (its targets are single words)\n";
        }
        std::cerr << "note: demo task " << spec.demo << ": " << dataset.train.size() << " training pairs, "
                  << dataset.dev.size() << " dev pairs\n";
    } else {
        print_counts("training data", dataset.train_stats);
        if (spec.dev == data::DevSource::Files) print_counts("dev data", dataset.dev_stats);
        // Named as the Data page names it (the engine's own message names no file).
        if (dataset.train.empty())
            throw std::runtime_error(spec.label() + ": no sentence pair was found (every line is empty or blank)");
    }

    // Every rank must encode alike: rank 0 trains the tokenizer, the others take it.
    const bool tokenizer_from_rank0 = group && !tokenizer.valid();
    if (tokenizer_from_rank0 && group->rank() > 0) {
        const std::string kind = group->share_from_rank0("tokenizer kind", "");
        tokenizer = tok::Tokenizer::from_stored(kind, group->share_from_rank0("tokenizer", ""));
    }
    // Ctrl-C while SentencePiece trains ends its process (minutes at 16k
    // pieces). Not in a group run: the other ranks wait for rank 0's
    // tokenizer and would wait on after it stopped; Ctrl-C ends every rank there.
    if (!group) install_stop_handlers();
    train::PreparedData prepared;
    try {
        prepared = train::prepare_data(std::move(dataset.train), std::move(dataset.dev), config, std::move(tokenizer),
                                       &g_stop_requested);
    } catch (const tok::TokenizerCancelled&) {
        std::cerr << "stopped while training the tokenizer; nothing was saved\n";
        return 130;
    }
    if (tokenizer_from_rank0 && group->rank() == 0) {
        group->share_from_rank0("tokenizer kind", prepared.tokenizer.kind());
        group->share_from_rank0("tokenizer", prepared.tokenizer.bytes());
    }
    prepared.dataset = spec.to_json();
    for (const auto& m : prepared.messages) std::cerr << "note: " << m << '\n';

    train::Trainer trainer(model_config, config, std::move(prepared), out_dir, group);
    if (!resume_path.empty()) trainer.resume(resume_from, resume_path);
    // Recorded as an absolute path, as the app records it: "info" shows a
    // fine-tune's origin from any working directory.
    if (!init_path.empty()) trainer.start_from(init_from, std::filesystem::absolute(init_path).lexically_normal().string());
    // --overwrite clears the old run only now, when every option, the data
    // and the checkpoint to continue were read and accepted (a typo, or data
    // the checkpoint refuses, deleted it and then failed). The trainer writes
    // nothing before run().
    // Resuming in the run's own folder, --overwrite discards only the steps
    // after the checkpoint (the checkpoint itself and those before it stay).
    // On several processes, every rank first shows it holds the same data
    // and settings (one rank's typo, or its missing data file, deleted the
    // old run on rank 0 and then ended both).
    if (a.has("overwrite") && launch.world_size > 1) trainer.check_replicas();
    if (a.has("overwrite") && config.rank == 0) {
        if (resuming_here) {
            const bool resuming_last = std::filesystem::path(resume_path).filename() == "last.ckpt";
            const int gone = resuming_last ? 0 : train::discard_checkpoints_after(out_dir, resume_from.step);
            if (gone > 0)
                std::cerr << "note: --overwrite: removed " << gone << " checkpoint(s) after step " << resume_from.step
                          << " from " << out_dir << '\n';
        } else {
            clear_run(out_dir);
        }
    }
    if (!resume_path.empty()) std::cerr << "note: resuming " << resume_path << " at step " << trainer.step() << '\n';
    if (!init_path.empty())
        std::cerr << "note: weights from " << init_path << " (step " << init_from.step
                  << "); a new optimiser and schedule start, and the run evaluates at step 0 first\n";
    std::cerr << "note: model " << nn::parameter_count(*trainer.model()) << " parameters, vocabulary "
              << trainer.data().tokenizer.vocab_size() << ", " << trainer.data().train.size() << " training pairs, "
              << trainer.data().dev.size() << " dev pairs, " << trainer.total_steps() << " steps planned\n";

    train::TrainerCallbacks callbacks;
    callbacks.on_step = [](const train::StepReport& r) {
        std::printf("step=%lld epoch=%lld loss=%.3f lr=%.4g tok_per_s=%.0f nll=%.3f elapsed=%.1f\n",
                    static_cast<long long>(r.step), static_cast<long long>(r.epoch), r.loss, r.learning_rate,
                    r.tokens_per_second, r.nll, r.elapsed_seconds);
        std::fflush(stdout);
    };
    const std::string bleu_tokenize = config.bleu_tokenize;
    callbacks.on_eval = [&bleu_tokenize](const train::EvalReport& e) {
        if (e.dev_pairs == 0) {
            std::printf("eval step=%lld no_dev_set checkpoint=%s\n", static_cast<long long>(e.step),
                        e.checkpoint.c_str());
            std::fflush(stdout);
            return;
        }
        std::printf("eval step=%lld dev_loss=%.3f dev_bleu=%.2f exact_match=%.3f sentences=%lld bleu_tokenize=%s "
                    "checkpoint=%s\n",
                    static_cast<long long>(e.step), e.dev_loss, e.bleu, e.exact_match,
                    static_cast<long long>(e.sentences), bleu_tokenize.c_str(), e.checkpoint.c_str());
        for (const auto& s : e.samples)
            std::printf("  sample: %s => %s (reference: %s)\n", s[0].c_str(), s[2].c_str(), s[1].c_str());
        std::fflush(stdout);
    };
    callbacks.on_message = [](const std::string& m) { std::cerr << "note: " << m << '\n'; };

    install_stop_handlers();
    if (time_limit > 0.0) {
        // A stop request after the time limit, exactly like Ctrl-C.
        const auto seconds = std::chrono::duration<double>(time_limit);
        std::thread([seconds] {
            std::this_thread::sleep_for(seconds);
            g_stop_requested = true;
        }).detach();
    }
    const auto reason = trainer.run(callbacks, &g_stop_requested);
    if (reason == train::StopReason::Diverged) {
        std::cerr << "error: " << trainer.message() << '\n';
        return 3;
    }
    return 0;
}

}  // namespace studio::cli
