// SPDX-License-Identifier: GPL-3.0-or-later
#include "train/experiment.h"

#include "engine/plain_numbers.h"
#include "engine/replace_file.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <stdexcept>

namespace studio::train {
namespace {

constexpr int64_t kBig = int64_t(1) << 40;

// What a variation may set, with the valid range of `train`'s options.
enum class Kind { Whole, Real, Switch, Text };
struct SettingSpec {
    const char* name;
    Kind kind;
    double min, max;
};
const std::vector<SettingSpec> kSpecs = {
    {"d-model", Kind::Whole, 1, 65536},        {"heads", Kind::Whole, 1, 1024},
    {"d-k", Kind::Whole, 1, 65536},            {"d-v", Kind::Whole, 1, 65536},
    {"layers", Kind::Whole, 1, 64},            {"encoder-layers", Kind::Whole, 1, 64},
    {"decoder-layers", Kind::Whole, 1, 64},    {"d-ff", Kind::Whole, 1, 1 << 20},
    {"dropout", Kind::Real, 0, 0.99},          {"attention-dropout", Kind::Real, 0, 0.99},
    {"relu-dropout", Kind::Real, 0, 0.99},     {"max-positions", Kind::Whole, 2, 1 << 20},
    {"pre-norm", Kind::Switch, 0, 1},          {"learned-positions", Kind::Switch, 0, 1},
    {"no-share-embeddings", Kind::Switch, 0, 1}, {"no-tie-output", Kind::Switch, 0, 1},
    {"layer-norm-eps", Kind::Real, 1e-12, 1},  {"vocab-size", Kind::Whole, 8, 1000000},
    {"max-tokens", Kind::Whole, 1, kBig},      {"max-len", Kind::Whole, 1, 100000},
    {"warmup", Kind::Whole, 1, kBig},          {"lr-factor", Kind::Real, 1e-9, 1e9},
    {"label-smoothing", Kind::Real, 0, 0.99},  {"clip", Kind::Real, 0, 1e9},
    {"accum", Kind::Whole, 1, 1024},           {"adam-beta1", Kind::Real, 0, 0.999999},
    {"adam-beta2", Kind::Real, 0, 0.999999999}, {"adam-eps", Kind::Real, 1e-30, 1},
    {"precision", Kind::Text, 0, 0},           {"eval-sentences", Kind::Whole, 0, kBig},
    {"seed", Kind::Whole, 0, kBig}};

// Options of `train` that say where the data and the run are, how long it
// runs or how processes meet: shared by every run of an experiment.
const std::set<std::string> kFixed = {
    "preset", "out", "resume", "init-from", "overwrite", "help", "demo", "train-src", "train-tgt", "train-tsv",
    "columns", "train-jsonl", "src-lang", "tgt-lang", "dev-src", "dev-tgt", "dev-tsv", "dev-jsonl", "dev-share",
    "tokenizer", "world-size", "rank", "master", "dist-timeout", "bucket-mb", "threads", "device", "time-limit",
    "steps", "epochs", "eval-every", "log-every", "keep-checkpoints", "bleu-tokenize"};

const SettingSpec* spec_of(const std::string& name) {
    for (const auto& s : kSpecs)
        if (name == s.name) return &s;
    return nullptr;
}

std::string range_text(const SettingSpec& s) {
    // Every digit ("0 to 1" was the range of adam-beta2, whose maximum is 0.999999999).
    return exact_number(s.min) + " to " + exact_number(s.max);
}

double parse_number(const SettingSpec& s, const std::string& value) {
    double v = 0.0;  // read as "0.1" on every machine, whatever its language
    const bool read = parse_plain_number(value, &v);
    const bool whole_ok = s.kind != Kind::Whole || v == std::floor(v);
    if (!read || !std::isfinite(v) || !whole_ok || v < s.min || v > s.max)
        throw std::invalid_argument(std::string(s.name) + "=" + value + " is not " +
                                    (s.kind == Kind::Whole ? "a whole number" : "a number") + " from " + range_text(s));
    return v;
}

bool parse_switch(const std::string& name, const std::string& value) {
    if (value.empty() || value == "1" || value == "true") return true;
    if (value == "0" || value == "false") return false;
    throw std::invalid_argument(name + " is a switch; its values are 0 and 1, not '" + value + "'");
}

std::vector<std::string> split(const std::string& text, char separator) {
    std::vector<std::string> out;
    std::string part;
    std::istringstream in(text);
    while (std::getline(in, part, separator)) out.push_back(part);
    if (!text.empty() && text.back() == separator) out.push_back("");
    return out;
}

// A folder-name-safe form of a value ("0.1" stays, "/" and spaces go).
std::string name_part(const std::string& value) {
    std::string out;
    for (char c : value) out += (std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-') ? c : '_';
    return out;
}

}  // namespace

std::string Variation::describe() const {
    std::string out;
    for (const auto& [key, value] : changes) out += (out.empty() ? "" : " ") + key + "=" + (value.empty() ? "1" : value);
    return out.empty() ? "base settings" : out;
}

const std::vector<std::string>& variable_settings() {
    static const std::vector<std::string> names = [] {
        std::vector<std::string> out;
        for (const auto& s : kSpecs) out.push_back(s.name);
        return out;
    }();
    return names;
}

bool is_switch_setting(const std::string& name) {
    const SettingSpec* s = spec_of(name);
    return s && s->kind == Kind::Switch;
}

bool is_fraction_setting(const std::string& name) {
    const SettingSpec* s = spec_of(name);
    return s && s->kind == Kind::Real;
}

void apply_setting(nn::TransformerConfig& m, TrainingConfig& t, const std::string& name, const std::string& value) {
    if (kFixed.count(name))
        throw std::invalid_argument("'" + name + "' cannot vary within an experiment; every run shares it");
    const SettingSpec* s = spec_of(name);
    if (!s) throw std::invalid_argument("'" + name + "' is not an option of train that an experiment can vary");
    if (s->kind == Kind::Switch) {
        const bool on = parse_switch(name, value);
        if (name == "pre-norm") m.pre_norm = on;
        else if (name == "learned-positions") m.learned_positions = on;
        else if (name == "no-share-embeddings") m.share_embeddings = !on;
        else if (name == "no-tie-output") m.tie_output_projection = !on;
        return;
    }
    if (s->kind == Kind::Text) {  // precision: TrainingConfig::validate names the valid values
        t.precision = value;
        return;
    }
    const double v = parse_number(*s, value);
    const auto whole = static_cast<int64_t>(v);
    if (name == "d-model") m.d_model = whole;
    else if (name == "heads") m.num_heads = whole;
    else if (name == "d-k") m.d_k = whole;
    else if (name == "d-v") m.d_v = whole;
    else if (name == "layers") m.num_encoder_layers = m.num_decoder_layers = whole;
    else if (name == "encoder-layers") m.num_encoder_layers = whole;
    else if (name == "decoder-layers") m.num_decoder_layers = whole;
    else if (name == "d-ff") m.d_ff = whole;
    else if (name == "dropout") m.dropout = v;
    else if (name == "attention-dropout") m.attention_dropout = v;
    else if (name == "relu-dropout") m.relu_dropout = v;
    else if (name == "max-positions") m.max_positions = whole;
    else if (name == "layer-norm-eps") m.layer_norm_eps = v;
    else if (name == "vocab-size") t.vocab_size = whole;
    else if (name == "max-tokens") t.max_tokens = whole;
    else if (name == "max-len") t.max_len = whole;
    else if (name == "warmup") t.warmup = whole;
    else if (name == "lr-factor") t.lr_factor = v;
    else if (name == "label-smoothing") t.label_smoothing = v;
    else if (name == "clip") t.clip_norm = v;
    else if (name == "accum") t.accum = whole;
    else if (name == "adam-beta1") t.adam_beta1 = v;
    else if (name == "adam-beta2") t.adam_beta2 = v;
    else if (name == "adam-eps") t.adam_eps = v;
    else if (name == "eval-sentences") t.eval_max_sentences = whole;
    else if (name == "seed") t.seed = static_cast<uint64_t>(whole);
}

std::vector<Variation> grid_variations(const std::string& grid) {
    std::vector<std::pair<std::string, std::vector<std::string>>> axes;
    std::istringstream words(grid);
    nn::TransformerConfig scratch_model;
    TrainingConfig scratch_training;
    for (std::string word; words >> word;) {
        const auto eq = word.find('=');
        if (eq == std::string::npos || eq == 0)
            throw std::invalid_argument("'" + word + "' is not NAME=VALUE,VALUE (e.g. heads=1,2,4)");
        const std::string key = word.substr(0, eq);
        for (const auto& axis : axes)
            if (axis.first == key) throw std::invalid_argument("'" + key + "' is given twice");
        std::vector<std::string> values = split(word.substr(eq + 1), ',');
        if (values.empty()) throw std::invalid_argument("'" + key + "' has no values");
        for (size_t i = 0; i < values.size(); ++i) {
            std::string& v = values[i];
            if (v.empty()) throw std::invalid_argument("'" + key + "' has an empty value in '" + word + "'");
            apply_setting(scratch_model, scratch_training, key, v);  // the name and the value's range
            if (is_switch_setting(key)) v = parse_switch(key, v) ? "1" : "0";
            // Two runs of one folder (the second "finished" at once, counted twice).
            for (size_t j = 0; j < i; ++j)
                if (values[j] == v) throw std::invalid_argument("'" + key + "' has the value " + v + " twice");
        }
        axes.push_back({key, values});
    }
    if (axes.empty()) throw std::invalid_argument("the grid is empty; write e.g. \"heads=1,2,4 dropout=0,0.1\"");
    std::vector<Variation> out(1);
    for (const auto& [key, values] : axes) {
        std::vector<Variation> next;
        for (const auto& base : out) {
            for (const auto& v : values) {
                Variation r = base;
                r.name += (r.name.empty() ? "" : "_") + key + "-" + name_part(v);
                r.changes.push_back({key, v});
                next.push_back(std::move(r));
            }
        }
        out = std::move(next);
    }
    return out;
}

std::vector<Variation> table3_variations(const nn::TransformerConfig& base, bool reduced) {
    // The paper's rows (Table 3) as ratios of its base (h 8, d_k 64, N 6,
    // D 512, d_ff 2048), taken around the given base: A h = 1, h/2, 2h, 4h
    // at h d_k = D; B d_k/4, d_k/2; C N-1, N+1, D/2, 2D, d_ff/2, 2 d_ff.
    // Around the paper's base, A, B and C's widths are the paper's own rows
    // (its depths are 2, 4 and 8, ours N - 1 and N + 1); around tiny
    // (D 128, h 4, d_k 32, N 2, d_ff 512) A is 1, 2, 8, 16 and B 8, 16. They
    // were the tiny and small presets' sizes whatever the base (a run of
    // d_model 192 as base got A's d_k 128 / h).
    const int64_t d_model = base.d_model, heads = base.num_heads, key = base.key_dim();
    const int64_t layers = base.num_encoder_layers, ff = base.d_ff;
    const auto s = [](int64_t v) { return std::to_string(v); };
    const std::string sizes = "the base has d_model " + s(d_model) + ", " + s(heads) + " heads, d_k " + s(key) + ", " +
                              s(layers) + " layers";
    if (d_model % (4 * heads) != 0)
        throw std::invalid_argument("Table 3's row A needs d_model divisible by 4 × heads (" + s(4 * heads) +
                                    " heads at d_k = d_model / h); " + sizes);
    if (key % 4 != 0 || key < 4)
        throw std::invalid_argument("Table 3's row B needs d_k divisible by 4 (d_k / 4 and d_k / 2); " + sizes);
    if (layers < 2) throw std::invalid_argument("Table 3's row C needs at least 2 layers (N - 1 and N + 1); " + sizes);
    if (heads * key != d_model || heads * base.value_dim() != d_model)
        throw std::invalid_argument("Table 3's rows A and C keep h d_k = h d_v = d_model, and the base's are " +
                                    s(heads * key) + " and " + s(heads * base.value_dim()) + "; " + sizes);
    if (base.num_decoder_layers != layers)
        throw std::invalid_argument("Table 3's row C changes both stacks' depth: the base's encoder has " + s(layers) +
                                    " layers and its decoder " + s(base.num_decoder_layers));
    std::vector<Variation> rows = {{"base", "", {}}};
    // A: the number of heads at constant computation, h d_k = h d_v = D.
    std::vector<int64_t> head_counts;
    for (int64_t h : {int64_t(1), heads / 2, 2 * heads, 4 * heads})
        if (h >= 1 && h != heads && std::find(head_counts.begin(), head_counts.end(), h) == head_counts.end())
            head_counts.push_back(h);
    for (int64_t h : head_counts) {
        if (reduced && h != head_counts.front()) continue;  // 1 head, or (around 1 head) 2
        rows.push_back({"A-h" + s(h), "A", {{"heads", s(h)}, {"d-k", s(d_model / h)}, {"d-v", s(d_model / h)}}});
    }
    // B: a smaller attention key size alone.
    for (int64_t dk : {key / 4, key / 2}) {
        if (reduced && dk != key / 4) continue;
        rows.push_back({"B-dk" + s(dk), "B", {{"d-k", s(dk)}}});
    }
    // C: depth, width (d_k = d_v = D / h follow it) and the feed-forward size.
    for (int64_t n : {layers - 1, layers + 1}) {
        if (reduced && n != layers - 1) continue;
        rows.push_back({"C-N" + s(n), "C", {{"layers", s(n)}}});
    }
    if (!reduced) {
        // d_k = d_v = d / h, as the paper's row C lists them (and as a base
        // whose d_k is set, not automatic, needs them set).
        for (int64_t d : {d_model / 2, d_model * 2})
            rows.push_back({"C-d" + s(d), "C", {{"d-model", s(d)}, {"d-k", s(d / heads)}, {"d-v", s(d / heads)}}});
        for (int64_t f : {ff / 2, ff * 2}) rows.push_back({"C-ff" + s(f), "C", {{"d-ff", s(f)}}});
    }
    // D: residual dropout and label smoothing.
    rows.push_back({"D-drop0", "D", {{"dropout", "0"}}});
    if (!reduced) {
        rows.push_back({"D-drop0.2", "D", {{"dropout", "0.2"}}});
        rows.push_back({"D-ls0", "D", {{"label-smoothing", "0"}}});
        rows.push_back({"D-ls0.2", "D", {{"label-smoothing", "0.2"}}});
    }
    // E: learned positional embeddings instead of sinusoids (or, around a
    // base that learns them, the sinusoids).
    if (base.learned_positions)
        rows.push_back({"E-sinusoid", "E", {{"learned-positions", "0"}}});
    else
        rows.push_back({"E-learned", "E", {{"learned-positions", "1"}}});
    return rows;
}

std::vector<std::pair<std::string, std::string>> table3_columns() {
    return {{"N", "layers"},      {"d_model", "d-model"},       {"d_ff", "d-ff"},       {"h", "heads"},
            {"d_k", "d-k"},       {"d_v", "d-v"},               {"P_drop", "dropout"}, {"eps_ls", "label-smoothing"},
            {"learned_pos", "learned-positions"}};
}

std::vector<PlannedRun> ExperimentPlan::runs() const {
    std::vector<PlannedRun> out;
    for (const auto& v : variations) {
        for (int64_t k = 0; k < seeds; ++k) {
            PlannedRun r;
            r.name = seeds > 1 ? v.name + "_seed-" + std::to_string(k + 1) : v.name;
            r.variation = &v;
            r.seed_index = k;
            r.model = model;
            r.training = training;
            try {
                for (const auto& [key, value] : v.changes) apply_setting(r.model, r.training, key, value);
                // The variation's own seed where it varies one (a grid of
                // seeds), else the plan's; the K seeds of a variation follow it.
                r.training.seed += static_cast<uint64_t>(k);
                r.training.validate();
                nn::TransformerConfig check = r.model;
                // A placeholder vocabulary that holds the model's special ids (a Marian
                // model's pad is its last id); the real one comes with the data.
                check.src_vocab_size = check.tgt_vocab_size =
                    std::max<int64_t>({8, check.pad_id + 1, check.bos_id + 1, check.eos_id + 1, check.unk_id + 1,
                                       check.source_pad_id + 1});
                check.validate();
                if (r.training.max_len + 1 > r.model.max_positions)
                    throw std::invalid_argument("max-len " + std::to_string(r.training.max_len) +
                                                " leaves no room for BOS/EOS within max-positions " +
                                                std::to_string(r.model.max_positions));
            } catch (const std::exception& e) {
                throw std::invalid_argument("run '" + r.name + "' (" + v.describe() + "): " + e.what());
            }
            out.push_back(std::move(r));
        }
    }
    return out;
}

ExperimentPlan make_plan(const std::string& kind, const std::string& grid, const nn::TransformerConfig& model,
                         const TrainingConfig& training, const std::string& dataset, int64_t steps, int64_t seeds) {
    if (seeds < 1 || seeds > 1000) throw std::invalid_argument("seeds " + std::to_string(seeds) + " is not from 1 to 1000");
    ExperimentPlan p;
    p.kind = kind;
    p.model = model;
    p.training = training;
    p.dataset = dataset;
    p.seeds = seeds;
    if (steps > 0) {
        p.training.steps = steps;
        p.training.epochs = 0;
    }
    if (p.training.steps <= 0)
        throw std::invalid_argument("every run of an experiment trains the same number of steps; give the steps");
    if (kind == "table3" || kind == "table3-reduced") {
        p.variations = table3_variations(model, kind == "table3-reduced");
        p.columns = table3_columns();
        p.title = std::string("Table 3") + (kind == "table3-reduced" ? " (reduced)" : "") + " around " +
                  (training.preset_name.empty() ? std::string("a base") : training.preset_name) + " (d_model " +
                  std::to_string(model.d_model) + ", h " + std::to_string(model.num_heads) + ", N " +
                  std::to_string(model.num_encoder_layers) + ")";
    } else if (kind == "grid") {
        p.grid = grid;
        p.variations = grid_variations(grid);
        for (const auto& v : p.variations)
            for (const auto& c : v.changes) {
                bool known = false;
                for (const auto& column : p.columns) known = known || column.second == c.first;
                if (!known) p.columns.push_back({c.first, c.first});
            }
        p.title = grid;
    } else {
        throw std::invalid_argument("an experiment is \"table3\", \"table3-reduced\" or \"grid\", not '" + kind + "'");
    }
    if (seeds > 1) {
        for (const auto& column : p.columns)
            if (column.second == "seed")
                throw std::invalid_argument("the grid varies the seed and each variation has " +
                                            std::to_string(seeds) + " seeds too: give only one of them");
        p.columns.push_back({"seed", "seed"});
    }
    p.runs();  // every run's settings checked now
    return p;
}

std::string ExperimentPlan::to_json() const {
    nlohmann::json j;
    j["format"] = "attention-studio experiment 1";
    j["title"] = title;
    j["kind"] = kind;
    j["grid"] = grid;
    j["base_run"] = base_run;
    j["model"] = nlohmann::json::parse(model.to_json());
    j["training"] = nlohmann::json::parse(training.to_json());
    j["dataset"] = dataset;
    j["seeds"] = seeds;
    auto& vs = j["variations"] = nlohmann::json::array();
    for (const auto& v : variations) {
        nlohmann::json changes = nlohmann::json::array();
        for (const auto& [key, value] : v.changes) changes.push_back({key, value});
        vs.push_back({{"name", v.name}, {"group", v.group}, {"changes", changes}});
    }
    auto& cs = j["columns"] = nlohmann::json::array();
    for (const auto& [header, setting] : columns) cs.push_back({header, setting});
    return j.dump(2);
}

ExperimentPlan ExperimentPlan::from_json(const std::string& text) {
    ExperimentPlan p;
    try {
        const auto j = nlohmann::json::parse(text);
        if (j.value("format", "") != "attention-studio experiment 1")
            throw std::invalid_argument("not an experiment plan (no \"format\": \"attention-studio experiment 1\")");
        p.title = j.at("title").get<std::string>();
        p.kind = j.at("kind").get<std::string>();
        p.grid = j.value("grid", "");
        p.base_run = j.value("base_run", "");
        p.model = nn::TransformerConfig::from_json(j.at("model").dump());
        p.training = TrainingConfig::from_json(j.at("training").dump());
        p.dataset = j.at("dataset").get<std::string>();
        p.seeds = j.at("seeds").get<int64_t>();
        for (const auto& v : j.at("variations")) {
            Variation variation{v.at("name").get<std::string>(), v.value("group", ""), {}};
            // The name is a run's folder inside the experiment's: a hand-edited
            // plan must not send a run's checkpoints anywhere else.
            const std::string& name = variation.name;
            if (name.empty() || name == "." || name == ".." || name.find_first_of("/\\") != std::string::npos)
                throw std::invalid_argument("damaged experiment plan: the run name '" + name +
                                            "' is not a folder name (no slashes, not empty)");
            for (const auto& c : v.at("changes")) variation.changes.push_back({c.at(0), c.at(1)});
            p.variations.push_back(std::move(variation));
        }
        for (const auto& c : j.at("columns")) p.columns.push_back({c.at(0), c.at(1)});
    } catch (const nlohmann::json::exception& e) {
        throw std::invalid_argument(std::string("damaged experiment plan: ") + e.what());
    }
    if (p.seeds < 1 || p.variations.empty()) throw std::invalid_argument("damaged experiment plan: no runs");
    return p;
}

void save_plan(const std::string& dir, const ExperimentPlan& plan) {
    namespace fs = std::filesystem;
    fs::create_directories(dir);
    const auto path = fs::path(dir) / "experiment.json";
    const std::string why = replace_file(path.string(), plan.to_json() + "\n");
    if (!why.empty()) throw std::runtime_error(path.string() + ": cannot write the experiment plan (" + why + ")");
}

bool has_plan(const std::string& dir) {
    return std::filesystem::is_regular_file(std::filesystem::path(dir) / "experiment.json");
}

ExperimentPlan load_plan(const std::string& dir) {
    const auto path = (std::filesystem::path(dir) / "experiment.json").string();
    std::ifstream in(path);
    if (!in) throw std::runtime_error(path + ": cannot read the experiment plan");
    std::stringstream text;
    text << in.rdbuf();
    try {
        return ExperimentPlan::from_json(text.str());
    } catch (const std::exception& e) {
        throw std::runtime_error(path + ": " + e.what());
    }
}

}  // namespace studio::train
