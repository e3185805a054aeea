// SPDX-License-Identifier: GPL-3.0-or-later
#include "train/run_summary.h"

#include "engine/plain_numbers.h"

#include "nn/matching_preset.h"

#include "data/dataset.h"
#include "train/checkpoint.h"
#include "train/run_files.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <limits>

namespace studio::train {
namespace fs = std::filesystem;
namespace {

// The newest checkpoint of a run folder: last.ckpt, else the numbered one of
// the highest step. Empty when there is none.
fs::path newest_checkpoint(const fs::path& dir) {
    std::error_code ec;
    if (fs::is_regular_file(dir / "last.ckpt", ec)) return dir / "last.ckpt";
    fs::path best;
    int64_t best_step = -1;
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
        const int64_t step = numbered_checkpoint_step(entry.path().filename().string());
        if (step > best_step) {
            best_step = step;
            best = entry.path();
        }
    }
    return best;
}

// history.jsonl's lines when the file is there and holds at least what the
// checkpoint keeps, else the checkpoint's (a file that could not be written
// in full: a full disk). A damaged line (a crash while writing) is skipped:
// the others still count.
std::vector<std::string> history_of(const fs::path& dir, const std::vector<std::string>& stored) {
    auto readable = [](const std::vector<std::string>& lines) {
        std::vector<std::string> out;
        for (const auto& line : lines)
            if (nlohmann::json::parse(line, nullptr, false).is_object()) out.push_back(line);
        return out;
    };
    std::vector<std::string> lines;
    std::ifstream in(dir / "history.jsonl");
    for (std::string line; in && std::getline(in, line);)
        if (!line.empty()) lines.push_back(line);
    auto from_file = readable(lines);
    auto from_checkpoint = readable(stored);
    return from_file.size() >= from_checkpoint.size() ? from_file : from_checkpoint;
}

double number(const nlohmann::json& j, const char* key) {
    const auto it = j.find(key);
    return it != j.end() && it->is_number() ? it->get<double>() : std::numeric_limits<double>::quiet_NaN();
}

std::string text(double v) {
    // "0.1" on every machine, whatever its language, and every digit the
    // setting has: 6 digits showed adam-beta2 0.9999999 as "1" (out of its
    // range) and two runs that differ in it as alike.
    return exact_number(v);
}
std::string text(int64_t v) { return std::to_string(v); }
std::string text(bool v) { return v ? "true" : "false"; }

}  // namespace

Settings run_settings(const RunSummary& r) {
    const auto& m = r.model;
    const auto& t = r.training;
    Settings s = {{"d-model", text(m.d_model)},
                  {"heads", text(m.num_heads)},
                  {"d-k", text(m.key_dim())},
                  {"d-v", text(m.value_dim())}};
    if (m.num_encoder_layers == m.num_decoder_layers) s.push_back({"layers", text(m.num_encoder_layers)});
    s.push_back({"encoder-layers", text(m.num_encoder_layers)});
    s.push_back({"decoder-layers", text(m.num_decoder_layers)});
    const Settings rest = {{"d-ff", text(m.d_ff)},
                           {"dropout", text(m.dropout)},
                           {"attention-dropout", text(m.attention_dropout)},
                           {"relu-dropout", text(m.relu_dropout)},
                           {"max-positions", text(m.max_positions)},
                           {"pre-norm", text(m.pre_norm)},
                           {"learned-positions", text(m.learned_positions)},
                           {"share-embeddings", text(m.share_embeddings)},
                           {"tie-output", text(m.tie_output_projection)},
                           {"layer-norm-eps", text(m.layer_norm_eps)},
                           // An imported model's departures from the paper (Marian: SiLU, sin-then-cos).
                           {"activation", m.activation == nn::Activation::SiLU   ? "silu"
                                          : m.activation == nn::Activation::GELU ? "gelu"
                                                                                 : "relu"},
                           {"position-layout",
                            m.position_layout == nn::PositionLayout::SinThenCos ? "sin-then-cos" : "interleaved"},
                           {"output-bias", text(m.output_bias)},
                           {"vocab-size", text(m.src_vocab_size)},
                           {"max-tokens", text(t.max_tokens)},
                           {"max-len", text(t.max_len)},
                           {"warmup", text(t.warmup)},
                           {"lr-factor", text(t.lr_factor)},
                           {"label-smoothing", text(t.label_smoothing)},
                           {"clip", text(t.clip_norm)},
                           {"accum", text(t.accum)},
                           // The processes the run's last part trained on: a step sums
                           // accum × world-size batches (2 × 1 and 1 × 2 are the same steps).
                           {"world-size", text(t.world_size)},
                           {"adam-beta1", text(t.adam_beta1)},
                           {"adam-beta2", text(t.adam_beta2)},
                           {"adam-eps", text(t.adam_eps)},
                           {"steps", text(t.steps)},
                           {"epochs", text(t.epochs)},
                           {"precision", t.precision},
                           {"language", t.language_token.empty() ? std::string("-") : t.language_token},
                           {"bleu-tokenize", t.bleu_tokenize},
                           {"eval-sentences", text(t.eval_max_sentences)},  // dev BLEU's sentences (0: all)
                           {"seed", text(static_cast<int64_t>(t.seed))},
                           {"trained-in", r.trained_in.empty() ? std::string("?") : r.trained_in}};
    s.insert(s.end(), rest.begin(), rest.end());
    return s;
}

std::string setting_of(const RunSummary& run, const std::string& name) {
    for (const auto& [key, value] : run_settings(run))
        if (key == name) return value;
    if (name == "layers")  // stacks of different depths
        return text(run.model.num_encoder_layers) + "/" + text(run.model.num_decoder_layers);
    if (name == "no-share-embeddings") return text(!run.model.share_embeddings);
    if (name == "no-tie-output") return text(!run.model.tie_output_projection);
    return {};
}

std::vector<std::string> differing_settings(const std::vector<RunSummary>& runs) {
    std::vector<std::string> out;
    if (runs.empty()) return out;
    for (const auto& [key, value] : run_settings(runs.front())) {
        if (key == "layers") continue;  // the two stacks' own rows say it
        for (size_t i = 1; i < runs.size(); ++i) {
            if (setting_of(runs[i], key) != value) {
                out.push_back(key);
                break;
            }
        }
    }
    return out;
}

bool is_run_folder(const std::string& dir) {
    std::error_code ec;
    return fs::is_directory(dir, ec) && !newest_checkpoint(dir).empty();
}

RunSummary summarize_run(const std::string& dir) {
    const fs::path folder(dir);
    const fs::path file = newest_checkpoint(folder);
    if (file.empty()) throw RunError(dir + ": no run here (no last.ckpt or checkpoint-STEP.ckpt)");
    Checkpoint c;
    try {
        c = load_checkpoint_header(file.string());
    } catch (const CheckpointError& e) {
        throw RunError(e.what());
    }
    RunSummary s;
    s.path = dir;
    s.checkpoint = file.string();
    s.run = folder.filename().empty() ? folder.parent_path().filename().string() : folder.filename().string();
    s.model = c.model_config;
    s.training = c.training_config;
    s.preset = c.training_config.preset_name;
    if (s.preset.empty()) s.preset = nn::matching_preset(c.model_config);  // runs written before it was recorded
    if (!c.dataset.empty()) {
        try {
            s.dataset = data::DatasetSpec::from_json(c.dataset).label();
        } catch (const std::exception&) {
            s.dataset = "?";
        }
    }
    s.params = c.model_config.parameter_count();
    s.steps = c.step;
    s.planned_steps = c.training_config.steps;
    s.target_tokens = c.target_tokens;
    s.train_seconds = c.train_seconds;
    s.history = history_of(folder, c.history);

    const double nan = std::numeric_limits<double>::quiet_NaN();
    s.dev_bleu = s.best_dev_bleu = s.start_dev_bleu = s.dev_loss = s.dev_nll = s.dev_ppl = nan;
    bool evaluated_at_end = false, run_end = false;
    std::string last_dtype;  // of the history's latest train line
    // Tokens per second over the logged windows (each train line's tokens
    // since the one before, at its tok_per_s): the steps' own time, as the
    // Train page and the curves measure it, without evaluations and saves.
    int64_t window_from = 0;
    double window_tokens = 0.0, window_seconds = 0.0;
    for (const auto& line : s.history) {
        const auto j = nlohmann::json::parse(line);
        const std::string type = j.value("type", std::string());
        // Lines after the checkpoint (logged before a crash) are not part of
        // the run that resumes from it.
        const int64_t step = j.value("step", int64_t(0));
        if (step > c.step) continue;
        if (j.contains("tokens") && j["tokens"].is_number_integer())
            s.target_tokens = std::max(s.target_tokens, j["tokens"].get<int64_t>());
        if (!std::isnan(number(j, "train_seconds"))) s.train_seconds = std::max(s.train_seconds, number(j, "train_seconds"));
        if (type == "train" && j.contains("tokens") && j["tokens"].is_number_integer()) {
            const int64_t tokens = j["tokens"].get<int64_t>();
            const double rate = number(j, "tok_per_s");
            if (tokens > window_from && rate > 0.0) {
                window_tokens += double(tokens - window_from);
                window_seconds += double(tokens - window_from) / rate;
            }
            window_from = tokens;
        }
        if (type == "train") {
            // "?" where a line does not say (written before it was recorded,
            // or not a precision the engine has): a resumed run's older part.
            const auto it = j.find("computed_in");
            std::string dtype = it != j.end() && it->is_string() ? it->get<std::string>() : "?";
            if (dtype != "fp32" && dtype != "bf16" && dtype != "fp16") dtype = "?";
            if (dtype != last_dtype) s.trained_in += (s.trained_in.empty() ? "" : "+") + dtype;
            last_dtype = dtype;
        }
        if (type != "eval") continue;
        ++s.evaluations;
        s.eval_step = step;
        s.dev_bleu = number(j, "dev_bleu");
        s.dev_loss = number(j, "dev_loss");
        s.dev_nll = number(j, "dev_nll");
        s.dev_ppl = std::exp(s.dev_nll);
        if (step == 0)
            s.start_dev_bleu = s.dev_bleu;
        else if (std::isnan(s.best_dev_bleu) || s.dev_bleu > s.best_dev_bleu)
            s.best_dev_bleu = s.dev_bleu;
        evaluated_at_end = step == c.step;
        const auto end = j.find("run_end");
        run_end = end != j.end() && end->is_boolean() && end->get<bool>();
    }
    // By steps the plan says when it ends; by epochs only the trainer knows,
    // and marks the evaluation after the last step (run_end).
    s.finished = evaluated_at_end && ((s.planned_steps > 0 && s.steps >= s.planned_steps) || run_end);
    s.tok_per_s = window_seconds > 0.0      ? window_tokens / window_seconds
                  : s.train_seconds > 0.0 ? s.target_tokens / s.train_seconds
                                          : 0.0;
    return s;
}

std::vector<RunSummary> summarize_runs(const std::string& parent, std::vector<std::string>* problems) {
    std::error_code ec;
    if (!fs::is_directory(parent, ec)) throw RunError(parent + ": not a folder");
    std::vector<fs::path> folders;
    for (const auto& entry : fs::directory_iterator(parent, ec))
        if (entry.is_directory(ec) && is_run_folder(entry.path().string())) folders.push_back(entry.path());
    std::sort(folders.begin(), folders.end());
    std::vector<RunSummary> out;
    for (const auto& f : folders) {
        try {
            out.push_back(summarize_run(f.string()));
        } catch (const RunError& e) {
            if (problems) problems->push_back(e.what());
        }
    }
    return out;
}

}  // namespace studio::train
