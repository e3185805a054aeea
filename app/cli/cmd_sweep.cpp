// attention-studio-cli runs / sweep
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_args.h"
#include "commands.h"
#include "train_options.h"

#include "engine/plain_numbers.h"
#include "train/checkpoint.h"
#include "train/experiment.h"
#include "train/experiment_summary.h"
#include "train/run_lock.h"
#include "train/run_summary.h"
#include "train/shared_tokenizer.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>

namespace studio::cli {
namespace fs = std::filesystem;
namespace {

const char* kRunsHelp = R"(usage: attention-studio-cli runs --dir DIR [--json]

The runs in DIR (every folder in it that holds a last.ckpt or checkpoint-STEP.ckpt, or DIR itself
when it is a run's folder), one line each:
its preset, parameters, steps, the last and best dev BLEU, dev loss, dev perplexity (exp of the
token NLL without label smoothing), target tokens seen, training time and tokens/s, then the
settings that differ between the runs. Read from the checkpoints' headers and history.jsonl;
no model is loaded. --json: the same as one JSON array (summary.json's format).
)";

const char* kSweepHelp = R"(usage: attention-studio-cli sweep --preset P DATA --steps N --out DIR
                                 (--grid "NAME=V,V NAME=V,V" | --table3 [--reduced]) [--seeds K] [train options]

Trains one run per variation, one after another, each in DIR/NAME/ as 'train' would, with the same
data, steps and every other option given here; every run ends with a dev evaluation (loss, PPL,
BLEU). DIR/summary.csv and DIR/summary.json list one row per run (see 'runs') and are rewritten
after every run. Running the same command again skips the finished runs and resumes an unfinished
one from its last.ckpt. Ctrl-C stops the current run as 'train' does (last.ckpt written).

  --grid "heads=1,2,4 dropout=0,0.1"   every combination; names are train's options, a switch such
                                       as learned-positions takes 0,1
  --table3            the paper's Table 3 in miniature around the model the options make (--preset
                      tiny unless given): A heads h/2, 2h, 4h and 1 at constant h*d_k, B d_k/4 and
                      d_k/2, C layers N-1 and N+1, d_model /2 and *2, d_ff /2 and *2, D dropout
                      and label smoothing, E learned positions; the base row first. Without data
                      options it trains on the numbers-de demo.
  --reduced           Table 3 with one variation per row group (6 runs)
  --seeds K           each variation K times, seeds --seed, --seed+1, ... (folders NAME_seed-I)
)";

// Refuses a sweep into DIR when DIR's experiment.json plans other runs (the
// app's experiment or another grid), other data or other models: its runs
// would be mixed with these and its plan lost. The same runs (the same
// command again, perhaps with more steps or other threads) go on.
void check_same_experiment(const std::string& dir, const train::ExperimentPlan& plan) {
    auto names = [](const train::ExperimentPlan& p) {
        std::string text;
        for (const auto& r : p.runs()) text += (text.empty() ? "" : ", ") + r.name;
        return text;
    };
    const std::string path = (fs::path(dir) / "experiment.json").string();
    train::ExperimentPlan existing;
    try {
        existing = train::load_plan(dir);
    } catch (const std::exception& e) {
        throw UsageError(std::string(e.what()) + "; choose another --out, or remove " + path);
    }
    const std::string before = names(existing), now = names(plan);
    if (before != now)
        throw UsageError(dir + " holds another experiment (" + path + " plans " + before + "; this sweep plans " +
                         now + "): choose another --out");
    // A plan written before paths were recorded absolute names them as
    // typed, relative to the folder the sweep was started in (this one).
    const auto same_data = [](const std::string& a, const std::string& b) {
        if (a.empty() || b.empty()) return a == b;
        try {
            return with_absolute_paths(data::DatasetSpec::from_json(a)).to_json() ==
                   with_absolute_paths(data::DatasetSpec::from_json(b)).to_json();
        } catch (const std::exception&) {
            return a == b;
        }
    };
    if (!same_data(existing.dataset, plan.dataset))
        throw UsageError(dir + " holds the same runs on other data (" + path + "): choose another --out");
    const auto a = existing.runs(), b = plan.runs();
    for (size_t i = 0; i < a.size(); ++i)
        if (a[i].model.to_json() != b[i].model.to_json())
            throw UsageError(dir + " holds run '" + a[i].name + "' with another model (" + path +
                             "): choose another --out");
}

// argv's train options, as given, without the sweep's own.
std::vector<std::pair<std::string, std::string>> shared_options(int argc, char** argv) {
    std::vector<std::pair<std::string, std::string>> out;
    for (int i = 2; i < argc; ++i) {
        const std::string word = argv[i];
        if (word.rfind("--", 0) != 0) continue;
        std::string name = word.substr(2), value;
        const auto eq = name.find('=');
        if (eq != std::string::npos) {  // --name=value, as Args takes it
            value = name.substr(eq + 1);
            name.erase(eq);
        } else {
            const bool with_value = train_value_options().count(name) > 0 || name == "grid" || name == "seeds";
            if (with_value && i + 1 < argc) value = argv[++i];
        }
        if (name == "grid" || name == "seeds" || name == "table3" || name == "reduced" || name == "out") continue;
        out.push_back({name, value});
    }
    return out;
}

bool has_data(const std::vector<std::pair<std::string, std::string>>& options) {
    for (const auto& [name, value] : options)
        if (name == "demo" || name == "train-src" || name == "train-tsv" || name == "train-jsonl") return true;
    return false;
}

// "attention-studio-cli train --name value ..." as argc/argv for run_train.
class TrainCommandLine {
public:
    explicit TrainCommandLine(const std::vector<std::pair<std::string, std::string>>& options) {
        words_ = {"attention-studio-cli", "train"};
        for (const auto& [name, value] : options) {
            words_.push_back("--" + name);
            if (train_value_options().count(name)) words_.push_back(value);
        }
        for (auto& w : words_) pointers_.push_back(w.data());
        pointers_.push_back(nullptr);
    }
    int argc() const { return static_cast<int>(words_.size()); }
    char** argv() { return pointers_.data(); }

private:
    std::vector<std::string> words_;
    std::vector<char*> pointers_;
};

// The options, with `changes` replacing those of the same name. A switch
// changed to "0" leaves the options; "1" is the flag without a value.
// "layers" sets both stacks, as ExperimentPlan::runs() applies it: the
// options that give one stack go too (train reads them after --layers).
std::vector<std::pair<std::string, std::string>> with_changes(std::vector<std::pair<std::string, std::string>> options,
                                                              const std::vector<train::Change>& changes) {
    for (const auto& [name, value] : changes) {
        const bool is_switch = train::is_switch_setting(name);
        options.erase(std::remove_if(options.begin(), options.end(),
                                     [&](const auto& o) {
                                         return o.first == name || (name == "layers" && (o.first == "encoder-layers" ||
                                                                                         o.first == "decoder-layers"));
                                     }),
                      options.end());
        if (is_switch && value == "0") continue;
        options.push_back({name, is_switch ? std::string() : value});
    }
    return options;
}

void print_table(std::ostream& out, const std::vector<train::RunSummary>& runs, const std::vector<std::string>& varied) {
    char line[256];
    std::snprintf(line, sizeof line, "%-24s %-6s %10s %7s %8s %8s %9s %9s %12s %9s %8s", "run", "preset", "params",
                  "steps", "dev_bleu", "best", "dev_loss", "dev_ppl", "tokens", "seconds", "tok/s");
    out << line;
    for (const auto& v : varied) out << "  " << v;
    out << '\n';
    // A figure not measured (no evaluation, no dev set) is "-", not "nan".
    auto figure = [](double v, int width, int decimals) {
        char cell[32];
        if (std::isnan(v)) std::snprintf(cell, sizeof cell, "%*s", width, "-");
        else std::snprintf(cell, sizeof cell, "%*.*f", width, decimals, v);
        return std::string(cell);
    };
    for (const auto& r : runs) {
        std::snprintf(line, sizeof line, "%-24s %-6s %10lld %7lld %s %s %s %s %12lld %9.1f %8.0f", r.run.c_str(),
                      r.preset.empty() ? "-" : r.preset.c_str(), static_cast<long long>(r.params),
                      static_cast<long long>(r.steps), figure(r.dev_bleu, 8, 2).c_str(),
                      figure(r.best_dev_bleu, 8, 2).c_str(), figure(r.dev_loss, 9, 4).c_str(),
                      figure(r.dev_ppl, 9, 3).c_str(), static_cast<long long>(r.target_tokens), r.train_seconds,
                      r.tok_per_s);
        out << line;
        for (const auto& v : varied) out << "  " << v << '=' << train::setting_of(r, v);
        out << '\n';
    }
}

}  // namespace

int run_runs(int argc, char** argv) {
    const Args a(argc, argv, 2, {"dir"}, {"help", "json"});
    if (a.has("help")) {
        std::cout << kRunsHelp;
        return 0;
    }
    if (!a.positional().empty()) throw UsageError("unexpected argument '" + a.positional().front() + "'");
    const std::string dir = a.required("dir");
    std::vector<std::string> problems;
    std::vector<train::RunSummary> runs;
    try {
        // A run's own folder, or a folder of runs.
        if (train::is_run_folder(dir)) runs.push_back(train::summarize_run(dir));
        else runs = train::summarize_runs(dir, &problems);
    } catch (const train::RunError& e) {
        throw UsageError(std::string("--dir ") + e.what());
    }
    for (const auto& p : problems) std::cerr << "note: skipped " << p << '\n';
    const auto varied = train::differing_settings(runs);
    if (a.has("json")) {
        std::vector<std::pair<std::string, std::string>> columns;
        for (const auto& v : varied) columns.push_back({v, v});
        std::cout << train::summary_json(runs, columns).dump(2) << '\n';
        return 0;
    }
    if (runs.empty()) {
        std::cout << "no runs in " << dir << '\n';
        return 0;
    }
    print_table(std::cout, runs, varied);
    return 0;
}

int run_sweep(int argc, char** argv) {
    std::set<std::string> values = train_value_options();
    values.insert({"grid", "seeds"});
    std::set<std::string> flags = train_flags();
    flags.insert({"table3", "reduced"});
    const Args a(argc, argv, 2, values, flags);
    if (a.has("help")) {
        std::cout << kSweepHelp;
        return 0;
    }
    if (!a.positional().empty()) throw UsageError("unexpected argument '" + a.positional().front() + "'");
    const std::string out_dir = a.required("out");
    if (a.has("grid") == a.has("table3")) throw UsageError("give either --grid \"NAME=V,V ...\" or --table3");
    if (a.has("reduced") && !a.has("table3")) throw UsageError("--reduced belongs to --table3");
    if (!a.has("steps"))
        throw UsageError("--steps N is needed: every run of a sweep trains the same number of steps (a time budget "
                         "would make the runs depend on the machine)");
    for (const char* name : {"resume", "init-from", "overwrite", "epochs", "time-limit"})
        if (a.has(name)) throw UsageError(std::string("--") + name + " does not apply to a sweep");
    // Every rank would decide alone which runs to skip or resume and which
    // tokenizer to share, from folders only rank 0 writes.
    if (const int64_t world = launch_from(a).world_size; world > 1)
        throw UsageError("a sweep runs in one process, and the world size is " + std::to_string(world) +
                         " (--world-size or WORLD_SIZE): sweep without it, or train each run with --world-size");
    const int64_t seeds = a.integer("seeds", 1, 1, 1000);
    const int64_t first_seed = a.integer("seed", 1, 0, int64_t(1) << 40);

    auto shared = shared_options(argc, argv);
    std::vector<train::Variation> variations;
    std::vector<std::pair<std::string, std::string>> columns;  // (header, option) of the summary
    if (a.has("table3")) {
        if (!has_data(shared)) shared.push_back({"demo", "numbers-de"});
        // The rows are taken around the model the options make (--preset
        // and any size given with it), not the preset's own sizes.
        auto base_options = shared;
        base_options.push_back({"out", out_dir});
        TrainCommandLine line(base_options);
        const NewRunSettings base = new_run_settings(line.argc(), line.argv());
        try {
            variations = train::table3_variations(base.model, a.has("reduced"));
        } catch (const std::invalid_argument& e) {
            throw UsageError(std::string("--table3: ") + e.what());
        }
        columns = train::table3_columns();
    } else {
        if (!has_data(shared))
            throw UsageError("no training data: give --demo NAME, --train-src/--train-tgt, --train-tsv or --train-jsonl");
        try {
            variations = train::grid_variations(a.text("grid"));
        } catch (const std::invalid_argument& e) {
            throw UsageError(std::string("--grid: ") + e.what());
        }
        for (const auto& v : variations)
            for (const auto& o : v.changes)
                if (std::find_if(columns.begin(), columns.end(), [&](const auto& c) { return c.first == o.first; }) ==
                    columns.end())
                    columns.push_back({o.first, o.first});
    }
    if (seeds > 1) {
        for (const auto& column : columns)
            if (column.second == "seed")
                throw UsageError("--grid varies the seed and --seeds " + std::to_string(seeds) +
                                 " gives each variation seeds too: give only one of them");
        columns.push_back({"seed", "seed"});
    }

    // Every run's settings are checked before the first one starts.
    struct Planned {
        std::string name;
        std::vector<std::pair<std::string, std::string>> options;
    };
    std::vector<Planned> plan;
    for (const auto& v : variations) {
        for (int64_t k = 0; k < seeds; ++k) {
            Planned p;
            p.name = seeds > 1 ? v.name + "_seed-" + std::to_string(k + 1) : v.name;
            p.options = with_changes(shared, v.changes);
            // A grid of seeds: the variation's own (as ExperimentPlan::runs()).
            int64_t seed = first_seed;
            for (const auto& change : v.changes) {
                double value = 0.0;  // checked whole and in range by the grid ("1e3" too)
                if (change.first == "seed" && parse_plain_number(change.second, &value)) seed = int64_t(value);
            }
            p.options = with_changes(p.options, {{"seed", std::to_string(seed + k)},
                                                 {"out", (fs::path(out_dir) / p.name).string()}});
            try {
                TrainCommandLine line(p.options);
                check_new_run(line.argc(), line.argv());
            } catch (const std::exception& e) {
                throw UsageError("run '" + p.name + "' (" + v.describe() + "): " + e.what());
            }
            plan.push_back(std::move(p));
        }
    }
    // The plan, as the app's experiment queue writes it: the app can show
    // this sweep in Table 3's layout and resume it.
    train::ExperimentPlan experiment;
    try {
        auto base_options = shared;
        base_options.push_back({"out", out_dir});
        TrainCommandLine line(base_options);
        const NewRunSettings base = new_run_settings(line.argc(), line.argv());
        const std::string kind = a.has("table3") ? (a.has("reduced") ? "table3-reduced" : "table3") : "grid";
        experiment = train::make_plan(kind, a.text("grid"), base.model, base.training, base.dataset,
                                      base.training.steps, seeds);
    } catch (const std::exception& e) {
        throw UsageError(std::string("the sweep's settings: ") + e.what());
    }
    // A new sweep starts in an empty folder, as the app's queue does: in one
    // holding other files it replaced a table of the user's, and took an
    // unrelated run named as one of its own for a finished row.
    if (!train::has_plan(out_dir)) {
        std::error_code ec;
        for (const auto& entry : fs::directory_iterator(out_dir, ec))
            if (entry.path().filename() != train::run_lock_file_name())
                throw UsageError("--out " + out_dir + " holds files (" + entry.path().filename().string() +
                                 ") and no experiment.json: a sweep starts in an empty folder, or continues its own; "
                                 "choose another --out");
    }
    // One queue per experiment folder (as the app's): a second sweep, or
    // the app's queue, on DIR is refused while this one runs.
    const auto folder_lock = train::acquire_run_lock(out_dir);
    if (train::has_plan(out_dir)) check_same_experiment(out_dir, experiment);
    train::save_plan(out_dir, experiment);
    std::cerr << "note: sweep of " << plan.size() << " run(s) in " << out_dir << '\n';

    // summary.csv, summary.json and table.md as the app's queue writes them.
    auto summaries = [&] {
        std::vector<std::string> problems;
        auto runs = train::summarize_experiment(out_dir, experiment, &problems);
        for (const auto& p : problems) std::cerr << "note: " << p << '\n';
        return runs;
    };

    // Every new run after the first takes the first run's SentencePiece
    // model (DIR/tokenizer.model): the rows then differ in the model and its
    // training only, not in their pieces, and no run trains a tokenizer
    // again. Not when the tokenizer is given, or the grid varies its size.
    bool varies_vocabulary = false;
    for (const auto& v : variations)
        for (const auto& o : v.changes) varies_vocabulary = varies_vocabulary || o.first == "vocab-size";
    const bool share_tokenizer = !a.has("tokenizer") && !varies_vocabulary;
    const std::string shared_tokenizer = (fs::path(out_dir) / "tokenizer.model").string();
    auto keep_tokenizer_of = [&](const std::string& run_dir) {
        if (!share_tokenizer || fs::exists(shared_tokenizer)) return;
        try {
            const auto c = train::load_checkpoint_header((fs::path(run_dir) / "last.ckpt").string(), true);
            if (c.tokenizer_kind != "sentencepiece" || c.tokenizer_bytes.empty()) return;
            train::write_shared_tokenizer(shared_tokenizer, c.tokenizer_bytes);
            std::cerr << "note: the runs after it use " << run_dir << "'s tokenizer (" << shared_tokenizer << ")\n";
        } catch (const std::exception& e) {
            std::cerr << "note: each run trains its own tokenizer: " << e.what() << '\n';
        }
    };

    install_stop_handlers();
    int index = 0;
    for (const auto& p : plan) {
        ++index;
        const std::string dir = (fs::path(out_dir) / p.name).string();
        auto options = p.options;
        if (train::is_run_folder(dir)) {
            train::RunSummary s;
            try {
                s = train::summarize_run(dir);
            } catch (const std::exception& e) {
                // A damaged run: said, and the sweep goes on (as the app's queue).
                std::cerr << "error: run " << index << " of " << plan.size() << ": " << p.name
                          << " cannot be read: " << e.what() << "; the sweep goes on\n";
                continue;
            }
            if (s.finished) {
                std::cerr << "note: run " << index << " of " << plan.size() << ": " << p.name << " is finished (step "
                          << s.steps << "); skipped\n";
                keep_tokenizer_of(dir);
                continue;
            }
            // Resume: the checkpoint keeps the settings; only data, length
            // and bookkeeping are passed on.
            std::vector<std::pair<std::string, std::string>> resume;
            for (const auto& o : options)
                if (train_resume_options().count(o.first)) resume.push_back(o);
            // last.ckpt, else (none written yet) the numbered one of the highest step.
            resume.push_back({"resume", s.checkpoint.empty() ? (fs::path(dir) / "last.ckpt").string() : s.checkpoint});
            options = resume;
            std::cerr << "note: run " << index << " of " << plan.size() << ": " << p.name << " resumes at step "
                      << s.steps << '\n';
        } else {
            std::cerr << "note: run " << index << " of " << plan.size() << ": " << p.name << '\n';
            std::string damaged;  // a damaged file is removed: this run trains its own, the later ones share it
            if (share_tokenizer && !train::read_shared_tokenizer(shared_tokenizer, &damaged).empty())
                options.push_back({"tokenizer", shared_tokenizer});
            if (!damaged.empty()) std::cerr << "note: " << damaged << '\n';
        }
        TrainCommandLine line(options);
        int code = 0;
        try {
            code = run_train(line.argc(), line.argv());
        } catch (const std::exception& e) {
            // A run refused or failed (its folder locked by another process,
            // its data unreadable, memory): this run only, as the app's queue.
            std::cerr << "error: run " << p.name << ": " << e.what() << '\n';
            code = 1;
        }
        if (code != 0) std::cerr << "note: run " << p.name << " ended with exit code " << code << "; the sweep goes on\n";
        if (train::is_run_folder(dir)) keep_tokenizer_of(dir);
        summaries();
        if (g_stop_requested) {
            std::cerr << "note: sweep stopped during " << p.name
                      << "; run the same command again to resume it and the runs after it\n";
            return 130;
        }
    }
    const auto runs = summaries();
    std::cout << "sweep: " << runs.size() << " run(s); summary in " << (fs::path(out_dir) / "summary.csv").string()
              << '\n';
    std::vector<std::string> varied;
    for (const auto& c : columns) varied.push_back(c.second);
    print_table(std::cout, runs, varied);
    // table.md as summaries() just wrote it: one row per variation, seeds
    // pooled, as Table 3 lays it out.
    const auto table_path = (fs::path(out_dir) / "table.md").string();
    std::cout << '\n' << std::ifstream(table_path).rdbuf() << "(also in " << table_path << ")\n";
    return 0;
}

}  // namespace studio::cli
