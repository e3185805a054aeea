// The train command's options (train_options.h).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "train_options.h"

#include "data/demo_tasks.h"

#include "commands.h"

#include "engine/device.h"

#include <cerrno>
#include <cstdlib>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

namespace studio::cli {
namespace {

void parse_columns(const std::string& text, int* src, int* tgt) {
    const auto comma = text.find(',');
    try {
        if (comma == std::string::npos) throw std::invalid_argument(text);
        size_t used = 0;
        *src = std::stoi(text.substr(0, comma), &used);
        if (used != comma) throw std::invalid_argument(text);
        *tgt = std::stoi(text.substr(comma + 1), &used);
        if (used != text.size() - comma - 1) throw std::invalid_argument(text);
    } catch (const std::exception&) {
        throw UsageError("--columns: '" + text + "' is not two column numbers like 1,2");
    }
    if (*src < 1 || *tgt < 1 || *src == *tgt)
        throw UsageError("--columns: '" + text + "' must name two different columns, counting from 1");
}

// A whole number from the environment, or `fallback` when it is not set.
int64_t env_integer(const char* name, int64_t fallback, int64_t min, int64_t max) {
    const char* text = std::getenv(name);
    if (!text || !*text) return fallback;
    errno = 0;
    char* end = nullptr;
    const long long v = std::strtoll(text, &end, 10);
    if (*end != '\0' || errno == ERANGE || v < min || v > max)
        throw UsageError(std::string("the environment variable ") + name + "='" + text +
                         "' is not a whole number between " + std::to_string(min) + " and " + std::to_string(max));
    return v;
}

}  // namespace

// A run is as long as --steps or --epochs say, not both (the epochs were
// ignored, while the checkpoint recorded them); the one given clears the other.
void read_run_length(const Args& a, train::TrainingConfig* t) {
    if (a.has("steps") && a.has("epochs"))
        throw UsageError("--steps and --epochs are alternatives: give one of them");
    t->steps = a.integer("steps", t->steps, 1, kBig);
    t->epochs = a.integer("epochs", t->epochs, 1, 1000000);
    if (a.has("steps")) t->epochs = 0;
    if (a.has("epochs")) t->steps = 0;
}

// The data options as a dataset spec; false when none is given.
bool dataset_spec_from(const Args& a, data::DatasetSpec* out) {
    // One source of training data, and no option of another source's format
    // (they were left aside without a word: the demo trained instead).
    std::vector<std::string> sources;
    if (a.has("demo")) sources.push_back("--demo");
    if (a.has("train-src") || a.has("train-tgt")) sources.push_back("--train-src/--train-tgt");
    if (a.has("train-tsv")) sources.push_back("--train-tsv");
    if (a.has("train-jsonl")) sources.push_back("--train-jsonl");
    if (sources.size() > 1)
        throw UsageError("give one source of training data, not " + sources[0] + " and " + sources[1]);
    if (a.has("columns") && !a.has("train-tsv")) throw UsageError("--columns belongs to --train-tsv");
    for (const char* lang : {"src-lang", "tgt-lang"})
        if (a.has(lang) && !a.has("train-jsonl")) throw UsageError(std::string("--") + lang + " belongs to --train-jsonl");
    data::DatasetSpec spec;
    if (a.has("demo")) {
        spec.kind = data::DatasetKind::Demo;
        spec.demo = a.choice("demo", "", data::demo_task_names());
    } else if (a.has("train-src") || a.has("train-tgt")) {
        spec.kind = data::DatasetKind::Aligned;
        spec.path = a.required("train-src");
        spec.tgt_path = a.required("train-tgt");
    } else if (a.has("train-tsv")) {
        spec.kind = data::DatasetKind::Tsv;
        spec.path = a.text("train-tsv");
        if (a.has("columns")) parse_columns(a.text("columns"), &spec.src_column, &spec.tgt_column);
    } else if (a.has("train-jsonl")) {
        spec.kind = data::DatasetKind::Jsonl;
        spec.path = a.text("train-jsonl");
        spec.src_lang = a.required("src-lang");
        spec.tgt_lang = a.required("tgt-lang");
    } else {
        return false;
    }
    if (a.has("dev-src") || a.has("dev-tgt") || a.has("dev-tsv") || a.has("dev-jsonl")) {
        const bool aligned = a.has("dev-src") || a.has("dev-tgt");
        const bool tsv = a.has("dev-tsv");
        const data::DatasetKind dev_kind =
            aligned ? data::DatasetKind::Aligned : tsv ? data::DatasetKind::Tsv : data::DatasetKind::Jsonl;
        if (spec.kind != dev_kind)
            throw UsageError("the dev set must be in the training data's format (" + spec.label() + ")");
        spec.dev = data::DevSource::Files;
        spec.dev_path = aligned ? a.required("dev-src") : a.text(tsv ? "dev-tsv" : "dev-jsonl");
        if (aligned) spec.dev_tgt_path = a.required("dev-tgt");
    }
    // A share held out, as the app's "Hold out" choice: also of a demo, whose
    // own dev set it replaces (it was ignored there, and not recorded).
    const double share = a.real("dev-share", 0.0, 0.0, 0.9);
    if (share > 0.0) {
        if (spec.dev == data::DevSource::Files)
            throw UsageError("--dev-share holds training pairs out as the dev set, and dev files were given too: "
                             "give only one of them");
        spec.dev = data::DevSource::Share;
        spec.dev_share = share;
    }
    *out = with_absolute_paths(spec);
    return true;
}

data::DatasetSpec with_absolute_paths(data::DatasetSpec spec) {
    for (std::string* path : {&spec.path, &spec.tgt_path, &spec.dev_path, &spec.dev_tgt_path})
        if (!path->empty()) *path = std::filesystem::absolute(*path).lexically_normal().string();
    return spec;
}

// Model settings: the preset, then the command line on top.
nn::TransformerConfig model_config_from(const Args& a, nn::TransformerConfig c) {
    c.d_model = a.integer("d-model", c.d_model, 1, 65536);
    c.num_heads = a.integer("heads", c.num_heads, 1, 1024);
    c.d_k = a.integer("d-k", c.d_k, 1, 65536);
    c.d_v = a.integer("d-v", c.d_v, 1, 65536);
    const int64_t layers = a.integer("layers", -1, 1, 64);
    if (layers > 0) c.num_encoder_layers = c.num_decoder_layers = layers;
    c.num_encoder_layers = a.integer("encoder-layers", c.num_encoder_layers, 1, 64);
    c.num_decoder_layers = a.integer("decoder-layers", c.num_decoder_layers, 1, 64);
    c.d_ff = a.integer("d-ff", c.d_ff, 1, 1 << 20);
    c.dropout = a.real("dropout", c.dropout, 0.0, 0.99);
    c.attention_dropout = a.real("attention-dropout", c.attention_dropout, 0.0, 0.99);
    c.relu_dropout = a.real("relu-dropout", c.relu_dropout, 0.0, 0.99);
    c.max_positions = a.integer("max-positions", c.max_positions, 2, 1 << 20);
    if (a.has("pre-norm")) c.pre_norm = true;
    if (a.has("learned-positions")) c.learned_positions = true;
    if (a.has("no-share-embeddings")) c.share_embeddings = false;
    if (a.has("no-tie-output")) c.tie_output_projection = false;
    c.layer_norm_eps = a.real("layer-norm-eps", c.layer_norm_eps, 1e-12, 1.0);
    return c;
}

train::TrainingConfig training_config_from(const Args& a, train::TrainingConfig t) {
    t.vocab_size = a.integer("vocab-size", t.vocab_size, 8, 1000000);
    t.max_tokens = a.integer("max-tokens", t.max_tokens, 1, kBig);
    t.max_len = a.integer("max-len", t.max_len, 1, 100000);
    t.dev_share = a.real("dev-share", t.dev_share, 0.0, 0.9);
    t.bleu_tokenize = a.choice("bleu-tokenize", t.bleu_tokenize, bleu_tokenize_names());
    read_run_length(a, &t);
    t.warmup = a.integer("warmup", t.warmup, 1, kBig);
    t.lr_factor = a.real("lr-factor", t.lr_factor, 1e-9, 1e9);
    t.label_smoothing = a.real("label-smoothing", t.label_smoothing, 0.0, 0.99);
    t.clip_norm = a.real("clip", t.clip_norm, 0.0, 1e9);
    t.accum = a.integer("accum", t.accum, 1, 1024);
    t.adam_beta1 = a.real("adam-beta1", t.adam_beta1, 0.0, 0.999999);
    t.adam_beta2 = a.real("adam-beta2", t.adam_beta2, 0.0, 0.999999999);
    t.adam_eps = a.real("adam-eps", t.adam_eps, 1e-30, 1.0);
    t.eval_every = a.integer("eval-every", t.eval_every, 1, kBig);
    t.eval_max_sentences = a.integer("eval-sentences", t.eval_max_sentences, 0, kBig);
    t.log_every = a.integer("log-every", t.log_every, 1, kBig);
    t.keep_checkpoints = a.integer("keep-checkpoints", t.keep_checkpoints, 1, 100000);
    t.threads = static_cast<int>(a.integer("threads", t.threads, 0, 1024));
    t.device = a.text("device", t.device);
    t.precision = a.choice("precision", t.precision, precision_names());
    t.seed = static_cast<uint64_t>(a.integer("seed", static_cast<int64_t>(t.seed), 0, kBig));
    return t;
}


// World size, rank and rendezvous: the command line, else the variables
// PyTorch's launchers set (WORLD_SIZE, RANK, MASTER_ADDR, MASTER_PORT), else
// one process alone. Never from a checkpoint: a run may resume on another
// number of processes.
train::TrainingConfig launch_from(const Args& a) {
    train::TrainingConfig t;
    t.world_size = a.integer("world-size", env_integer("WORLD_SIZE", 1, 1, 65536), 1, 65536);
    t.rank = a.integer("rank", env_integer("RANK", 0, 0, 65535), 0, 65535);
    const char* addr = std::getenv("MASTER_ADDR");
    if (addr && *addr) t.master_addr = addr;
    t.master_port = env_integer("MASTER_PORT", t.master_port, 1, 65535);
    if (a.has("master")) {
        const std::string text = a.text("master");
        const auto colon = text.rfind(':');
        char* end = nullptr;
        const long port = colon == std::string::npos ? 0 : std::strtol(text.c_str() + colon + 1, &end, 10);
        if (colon == std::string::npos || colon == 0 || colon + 1 == text.size() || *end != '\0' || port < 1 ||
            port > 65535)
            throw UsageError("--master: '" + text + "' is not HOST:PORT with a port from 1 to 65535 (e.g. 127.0.0.1:29500)");
        t.master_addr = text.substr(0, colon);
        if (t.master_addr.size() > 2 && t.master_addr.front() == '[' && t.master_addr.back() == ']')
            t.master_addr = t.master_addr.substr(1, t.master_addr.size() - 2);  // [IPv6]:PORT
        t.master_port = port;
    }
    t.dist_timeout = a.real("dist-timeout", t.dist_timeout, 1.0, 604800.0);
    t.bucket_mb = a.real("bucket-mb", t.bucket_mb, 0.001, 65536.0);
    if (t.rank >= t.world_size)
        throw UsageError("rank " + std::to_string(t.rank) + " does not exist in a world of " +
                         std::to_string(t.world_size) + " process(es): ranks count from 0 to " +
                         std::to_string(t.world_size - 1) + " (--rank, --world-size or RANK, WORLD_SIZE)");
    return t;
}

// Settings errors, found before any data is read.
void check_settings(const nn::TransformerConfig& model_config, const train::TrainingConfig& config) {
    config.validate();
    nn::TransformerConfig check = model_config;
    // A placeholder vocabulary that holds the model's special ids (a Marian
    // model's pad is its last id); the real one comes with the data.
    check.src_vocab_size = check.tgt_vocab_size =
        std::max<int64_t>({8, check.pad_id + 1, check.bos_id + 1, check.eos_id + 1, check.unk_id + 1,
                           check.source_pad_id + 1});
    check.validate();
    parse_device(config.device);
    if (config.max_len + 1 > model_config.max_positions)
        throw UsageError("--max-len " + std::to_string(config.max_len) + " leaves no room for BOS/EOS within the "
                         "model's " + std::to_string(model_config.max_positions) +
                         " positions (--max-positions); use --max-len " +
                         std::to_string(model_config.max_positions - 1) + " or less");
}

}  // namespace studio::cli
