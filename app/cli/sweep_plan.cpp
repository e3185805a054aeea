// SPDX-License-Identifier: GPL-3.0-or-later
#include "sweep_plan.h"

#include "cli_args.h"
#include "commands.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <numeric>
#include <sstream>

namespace studio::cli {
namespace {

// Options a grid may not vary: where the data and the runs are, and how
// the processes meet. They are the sweep's own, shared by every run.
const std::set<std::string> kNotInGrid = {
    "out", "resume", "init-from", "overwrite", "help", "demo", "train-src", "train-tgt", "train-tsv", "columns",
    "train-jsonl", "src-lang", "tgt-lang", "dev-src", "dev-tgt", "dev-tsv", "dev-jsonl", "dev-share", "tokenizer",
    "world-size", "rank", "master", "dist-timeout", "bucket-mb", "threads", "device", "time-limit"};

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

Variation row(const std::string& name, const std::string& group,
              std::vector<std::pair<std::string, std::string>> options) {
    return {name, group, std::move(options)};
}

std::string csv_field(const std::string& text) {
    if (text.find_first_of(",\"\n") == std::string::npos) return text;
    std::string out = "\"";
    for (char c : text) out += c == '"' ? std::string("\"\"") : std::string(1, c);
    return out + "\"";
}

std::string number(double v, int digits) {
    if (std::isnan(v)) return "";
    char buffer[48];
    std::snprintf(buffer, sizeof buffer, "%.*f", digits, v);
    return buffer;
}

}  // namespace

std::vector<Variation> grid_variations(const std::string& grid) {
    std::vector<std::pair<std::string, std::vector<std::string>>> axes;
    std::istringstream words(grid);
    for (std::string word; words >> word;) {
        const auto eq = word.find('=');
        if (eq == std::string::npos || eq == 0)
            throw UsageError("--grid: '" + word + "' is not NAME=VALUE,VALUE (e.g. heads=1,2,4)");
        const std::string key = word.substr(0, eq);
        const bool flag = train_flags().count(key) > 0;
        if (kNotInGrid.count(key))
            throw UsageError("--grid: '" + key + "' cannot vary within a sweep; give it once for every run");
        if (!flag && !train_value_options().count(key))
            throw UsageError("--grid: '" + key + "' is not an option of train (see 'attention-studio-cli train --help')");
        for (const auto& axis : axes)
            if (axis.first == key) throw UsageError("--grid: '" + key + "' is given twice");
        std::vector<std::string> values = split(word.substr(eq + 1), ',');
        if (values.empty()) throw UsageError("--grid: '" + key + "' has no values");
        for (auto& v : values) {
            if (v.empty()) throw UsageError("--grid: '" + key + "' has an empty value in '" + word + "'");
            if (flag) {
                if (v == "1" || v == "true") v = "1";
                else if (v == "0" || v == "false") v = "0";
                else throw UsageError("--grid: '" + key + "' is a switch; its values are 0 and 1, not '" + v + "'");
            }
        }
        axes.push_back({key, values});
    }
    if (axes.empty()) throw UsageError("--grid is empty; write e.g. --grid \"heads=1,2,4 dropout=0,0.1\"");
    std::vector<Variation> out(1);
    for (const auto& [key, values] : axes) {
        std::vector<Variation> next;
        for (const auto& base : out) {
            for (const auto& v : values) {
                Variation r = base;
                r.name += (r.name.empty() ? "" : "_") + key + "-" + name_part(v);
                const bool flag = train_flags().count(key) > 0;
                if (!flag) r.options.push_back({key, v});
                else if (v == "1") r.options.push_back({key, ""});
                next.push_back(std::move(r));
            }
        }
        out = std::move(next);
    }
    return out;
}

std::vector<Variation> table3_variations(const std::string& preset, bool reduced) {
    // The paper's rows (Table 3) scaled to the preset: the same kinds of
    // change around a smaller base. tiny: D 128, h 4, d_k 32, N 2, d_ff 512;
    // small: D 256, h 4, d_k 64, N 3, d_ff 1024; both P_drop 0.1, eps_ls 0.1.
    int64_t d_model = 0, layers_less = 0, layers_more = 0;
    if (preset == "tiny") {
        d_model = 128;
        layers_less = 1;
        layers_more = 3;
    } else if (preset == "small") {
        d_model = 256;
        layers_less = 2;
        layers_more = 4;
    } else {
        throw UsageError("--table3: the miniature is written for --preset tiny or small, not '" + preset + "'");
    }
    const auto s = [](int64_t v) { return std::to_string(v); };
    std::vector<Variation> rows = {row("base", "", {})};
    // A: the number of heads at constant computation, h d_k = h d_v = D.
    for (int64_t h : {1, 2, 8, 16}) {
        if (reduced && h != 1) continue;
        rows.push_back(row("A-h" + s(h), "A", {{"heads", s(h)}, {"d-k", s(d_model / h)}, {"d-v", s(d_model / h)}}));
    }
    // B: a smaller attention key size alone.
    for (int64_t dk : {d_model / 16, d_model / 8}) {
        if (reduced && dk != d_model / 16) continue;
        rows.push_back(row("B-dk" + s(dk), "B", {{"d-k", s(dk)}}));
    }
    // C: depth, width (d_k = d_v = D / h follow it) and the feed-forward size.
    for (int64_t n : {layers_less, layers_more}) {
        if (reduced && n != layers_less) continue;
        rows.push_back(row("C-N" + s(n), "C", {{"layers", s(n)}}));
    }
    if (!reduced) {
        for (int64_t d : {d_model / 2, d_model * 2}) rows.push_back(row("C-d" + s(d), "C", {{"d-model", s(d)}}));
        for (int64_t f : {d_model * 2, d_model * 8}) rows.push_back(row("C-ff" + s(f), "C", {{"d-ff", s(f)}}));
    }
    // D: residual dropout and label smoothing.
    rows.push_back(row("D-drop0", "D", {{"dropout", "0"}}));
    if (!reduced) {
        rows.push_back(row("D-drop0.2", "D", {{"dropout", "0.2"}}));
        rows.push_back(row("D-ls0", "D", {{"label-smoothing", "0"}}));
        rows.push_back(row("D-ls0.2", "D", {{"label-smoothing", "0.2"}}));
    }
    // E: learned positional embeddings instead of sinusoids.
    rows.push_back(row("E-learned", "E", {{"learned-positions", ""}}));
    return rows;
}

std::vector<std::pair<std::string, std::string>> table3_columns() {
    return {{"N", "layers"},      {"d_model", "d-model"},       {"d_ff", "d-ff"},       {"h", "heads"},
            {"d_k", "d-k"},       {"d_v", "d-v"},               {"P_drop", "dropout"}, {"eps_ls", "label-smoothing"},
            {"learned_pos", "learned-positions"}};
}

namespace {

// Rank 1 = lowest dev perplexity; equal perplexities by higher BLEU; runs
// without an evaluation last.
std::vector<int> ranks_of(const std::vector<train::RunSummary>& runs) {
    std::vector<size_t> order(runs.size());
    std::iota(order.begin(), order.end(), 0);
    auto ppl = [&](size_t i) { return std::isnan(runs[i].dev_ppl) ? HUGE_VAL : runs[i].dev_ppl; };
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
        if (ppl(a) != ppl(b)) return ppl(a) < ppl(b);
        return runs[a].dev_bleu > runs[b].dev_bleu;
    });
    std::vector<int> rank(runs.size());
    for (size_t r = 0; r < order.size(); ++r) rank[order[r]] = static_cast<int>(r + 1);
    return rank;
}

const std::vector<std::string> kColumns = {"run",      "preset",        "params",        "dev_bleu",  "best_dev_bleu",
                                           "dev_loss", "dev_nll",       "dev_ppl",       "rank",      "steps",
                                           "finished", "target_tokens", "train_seconds", "tok_per_s"};

// One run's figures as text, in kColumns' order (rounded as the CSV shows them).
std::vector<std::string> row_texts(const train::RunSummary& r, int rank) {
    return {r.run, r.preset, std::to_string(r.params), number(r.dev_bleu, 2), number(r.best_dev_bleu, 2),
            number(r.dev_loss, 4), number(r.dev_nll, 4), number(r.dev_ppl, 3), std::to_string(rank),
            std::to_string(r.steps), r.finished ? "true" : "false", std::to_string(r.target_tokens),
            number(r.train_seconds, 1), number(r.tok_per_s, 0)};
}

}  // namespace

std::string summary_csv(const std::vector<train::RunSummary>& runs,
                        const std::vector<std::pair<std::string, std::string>>& settings) {
    const auto rank = ranks_of(runs);
    std::ostringstream csv;
    for (size_t i = 0; i < kColumns.size(); ++i) csv << (i ? "," : "") << kColumns[i];
    for (const auto& column : settings) csv << ',' << csv_field(column.first);
    csv << '\n';
    for (size_t i = 0; i < runs.size(); ++i) {
        const auto values = row_texts(runs[i], rank[i]);
        for (size_t k = 0; k < values.size(); ++k) csv << (k ? "," : "") << csv_field(values[k]);
        for (const auto& column : settings) csv << ',' << csv_field(train::setting_of(runs[i], column.second));
        csv << '\n';
    }
    return csv.str();
}

nlohmann::json summary_json(const std::vector<train::RunSummary>& runs,
                            const std::vector<std::pair<std::string, std::string>>& settings) {
    const auto rank = ranks_of(runs);
    nlohmann::json all = nlohmann::json::array();
    for (size_t i = 0; i < runs.size(); ++i) {
        const auto values = row_texts(runs[i], rank[i]);
        nlohmann::json j;
        for (size_t k = 0; k < kColumns.size(); ++k) {
            const std::string& key = kColumns[k];
            const std::string& text = values[k];
            if (key == "run" || key == "preset") j[key] = text;
            else if (key == "finished") j[key] = runs[i].finished;
            else if (text.empty()) j[key] = nullptr;  // no evaluation yet
            else if (text.find('.') == std::string::npos) j[key] = std::stoll(text);
            else j[key] = std::stod(text);
        }
        nlohmann::json varied = nlohmann::json::object();
        for (const auto& column : settings) varied[column.first] = train::setting_of(runs[i], column.second);
        j["settings"] = varied;
        all.push_back(j);
    }
    return all;
}

std::string variation_table(const std::vector<Variation>& variations, int64_t seeds,
                            const std::vector<train::RunSummary>& runs,
                            const std::vector<std::pair<std::string, std::string>>& settings) {
    struct Row {
        std::string name;
        const train::RunSummary* first = nullptr;  // a run of it, for its settings
        int finished = 0;
        double ppl = NAN, ppl_sd = NAN, bleu = NAN, bleu_sd = NAN;
    };
    auto mean_sd = [](const std::vector<double>& v, double* mean, double* sd) {
        if (v.empty()) return;
        double sum = 0.0;
        for (double x : v) sum += x;
        *mean = sum / v.size();
        if (v.size() < 2) return;
        double sq = 0.0;
        for (double x : v) sq += (x - *mean) * (x - *mean);
        *sd = std::sqrt(sq / (v.size() - 1));  // sample standard deviation over seeds
    };
    std::vector<Row> rows;
    for (const auto& v : variations) {
        Row row;
        row.name = v.name;
        std::vector<double> ppl, bleu;
        for (int64_t k = 0; k < seeds; ++k) {
            const std::string name = seeds > 1 ? v.name + "_seed-" + std::to_string(k + 1) : v.name;
            for (const auto& r : runs) {
                if (r.run != name) continue;
                if (!row.first) row.first = &r;
                if (!r.finished) continue;
                ++row.finished;
                ppl.push_back(r.dev_ppl);
                bleu.push_back(r.dev_bleu);
            }
        }
        mean_sd(ppl, &row.ppl, &row.ppl_sd);
        mean_sd(bleu, &row.bleu, &row.bleu_sd);
        rows.push_back(row);
    }
    // Rank by mean dev PPL, then BLEU; rows without a finished run last.
    std::vector<size_t> order(rows.size());
    std::iota(order.begin(), order.end(), 0);
    auto key = [&](size_t i) { return std::isnan(rows[i].ppl) ? HUGE_VAL : rows[i].ppl; };
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
        return key(a) != key(b) ? key(a) < key(b) : rows[a].bleu > rows[b].bleu;
    });
    std::vector<size_t> rank(rows.size());
    for (size_t r = 0; r < order.size(); ++r) rank[order[r]] = r + 1;

    auto with_sd = [](double mean, double sd, int digits) {
        if (std::isnan(mean)) return std::string("–");
        std::string text = number(mean, digits);
        if (!std::isnan(sd)) text += " ± " + number(sd, digits);
        return text;
    };
    std::ostringstream out;
    out << "| run |";
    for (const auto& column : settings) out << ' ' << column.first << " |";
    out << " steps | dev PPL | dev BLEU | params ×10⁶ | rank | seeds |\n|---|";
    for (size_t i = 0; i < settings.size() + 6; ++i) out << "---|";
    out << '\n';
    const train::RunSummary* base = rows.empty() ? nullptr : rows.front().first;
    for (size_t i = 0; i < rows.size(); ++i) {
        const Row& row = rows[i];
        out << "| " << row.name << " |";
        for (const auto& column : settings) {
            const std::string value = row.first ? train::setting_of(*row.first, column.second) : "";
            const bool shown = i == 0 || !base || value != train::setting_of(*base, column.second);
            out << ' ' << (shown ? value : "") << " |";
        }
        out << ' ' << (row.first ? std::to_string(row.first->planned_steps) : "") << " | "
            << with_sd(row.ppl, row.ppl_sd, 3) << " | " << with_sd(row.bleu, row.bleu_sd, 2) << " | "
            << (row.first ? number(row.first->params / 1e6, 3) : "") << " | " << rank[i] << " | " << row.finished
            << " of " << seeds << " |\n";
    }
    return out.str();
}

void write_summaries(const std::string& dir, const std::vector<train::RunSummary>& runs,
                     const std::vector<std::pair<std::string, std::string>>& settings) {
    // Written beside and renamed: a reader never sees half a file.
    const std::pair<std::string, std::string> files[] = {{"summary.csv", summary_csv(runs, settings)},
                                                         {"summary.json", summary_json(runs, settings).dump(2) + "\n"}};
    for (const auto& [name, text] : files) {
        const auto path = std::filesystem::path(dir) / name;
        const auto tmp = std::filesystem::path(dir) / (name + ".tmp");
        {
            std::ofstream out(tmp, std::ios::trunc);
            out << text;
            if (!out) throw std::runtime_error(tmp.string() + ": cannot write the summary");
        }
        std::filesystem::rename(tmp, path);
    }
}

}  // namespace studio::cli
