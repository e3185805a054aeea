// SPDX-License-Identifier: GPL-3.0-or-later
#include "train/experiment_summary.h"

#include "engine/csv_text.h"
#include "engine/plain_numbers.h"
#include "engine/replace_file.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <numeric>
#include <sstream>

namespace studio::train {
namespace {

std::string number(double v, int digits) {
    if (std::isnan(v)) return "";
    return fixed_number(v, digits);  // "3.142" on every machine, whatever its language
}

}  // namespace

std::vector<int> ranks_by_perplexity(const std::vector<RunSummary>& runs) {
    std::vector<size_t> order(runs.size());
    std::iota(order.begin(), order.end(), 0);
    auto ppl = [&](size_t i) { return std::isnan(runs[i].dev_ppl) ? HUGE_VAL : runs[i].dev_ppl; };
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
        if (ppl(a) != ppl(b)) return ppl(a) < ppl(b);
        return runs[a].dev_bleu > runs[b].dev_bleu;
    });
    // Only finished runs with a dev perplexity are placed, as in table.md:
    // a run still training, or one without a dev set, has no rank (0).
    std::vector<int> rank(runs.size(), 0);
    int placed = 0;
    for (size_t r = 0; r < order.size(); ++r)
        if (runs[order[r]].finished && !std::isnan(runs[order[r]].dev_ppl)) rank[order[r]] = ++placed;
    return rank;
}

namespace {

const std::vector<std::string> kColumns = {"run",      "preset",        "params",        "dev_bleu",  "best_dev_bleu",
                                           "dev_loss", "dev_nll",       "dev_ppl",       "rank",      "steps",
                                           "finished", "target_tokens", "train_seconds", "tok_per_s"};

// One run's figures as text, in kColumns' order (rounded as the CSV shows them).
std::vector<std::string> row_texts(const RunSummary& r, int rank) {
    return {r.run, r.preset, std::to_string(r.params), number(r.dev_bleu, 2), number(r.best_dev_bleu, 2),
            number(r.dev_loss, 4), number(r.dev_nll, 4), number(r.dev_ppl, 3), rank > 0 ? std::to_string(rank) : std::string(),
            std::to_string(r.steps), r.finished ? "true" : "false", std::to_string(r.target_tokens),
            number(r.train_seconds, 1), number(r.tok_per_s, 0)};
}

}  // namespace

std::string summary_csv(const std::vector<RunSummary>& runs,
                        const SettingColumns& settings) {
    const auto rank = ranks_by_perplexity(runs);
    std::ostringstream csv;
    for (size_t i = 0; i < kColumns.size(); ++i) csv << (i ? "," : "") << kColumns[i];
    for (const auto& column : settings) csv << ',' << csv_field(column.first);
    csv << '\n';
    for (size_t i = 0; i < runs.size(); ++i) {
        const auto values = row_texts(runs[i], rank[i]);
        for (size_t k = 0; k < values.size(); ++k) csv << (k ? "," : "") << csv_field(values[k]);
        for (const auto& column : settings) csv << ',' << csv_field(setting_of(runs[i], column.second));
        csv << '\n';
    }
    return csv.str();
}

nlohmann::json summary_json(const std::vector<RunSummary>& runs,
                            const SettingColumns& settings) {
    const auto rank = ranks_by_perplexity(runs);
    nlohmann::json all = nlohmann::json::array();
    for (size_t i = 0; i < runs.size(); ++i) {
        const auto values = row_texts(runs[i], rank[i]);
        nlohmann::json j;
        for (size_t k = 0; k < kColumns.size(); ++k) {
            const std::string& key = kColumns[k];
            const std::string& text = values[k];
            if (key == "run" || key == "preset") j[key] = text;
            else if (key == "finished") j[key] = runs[i].finished;
            else {
                // No evaluation yet (""), or a figure JSON cannot hold (inf, a
                // perplexity past the double range): null.
                double v = 0.0;
                if (text.empty() || !parse_plain_number(text, &v) || !std::isfinite(v)) j[key] = nullptr;
                else if (text.find('.') == std::string::npos) j[key] = static_cast<int64_t>(v);
                else j[key] = v;
            }
        }
        nlohmann::json varied = nlohmann::json::object();
        for (const auto& column : settings) varied[column.first] = setting_of(runs[i], column.second);
        j["settings"] = varied;
        all.push_back(j);
    }
    return all;
}

std::vector<VariationRow> variation_rows(const std::vector<Variation>& variations, int64_t seeds,
                                         const std::vector<RunSummary>& runs, const SettingColumns& settings,
                                         const std::vector<RunSummary>* planned) {
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
    std::vector<VariationRow> rows;
    for (size_t vi = 0; vi < variations.size(); ++vi) {
        const Variation& v = variations[vi];
        VariationRow row;
        row.name = v.name;
        row.group = v.group;
        row.seeds = seeds;
        const RunSummary* first = nullptr;  // a run of it, for its settings
        const RunSummary* plan = planned && vi < planned->size() ? &(*planned)[vi] : nullptr;
        int64_t length = plan ? plan->planned_steps : 0;  // 0: by epochs, or not known yet
        std::vector<double> ppl, bleu;
        for (int64_t k = 0; k < seeds; ++k) {
            const std::string name = seeds > 1 ? v.name + "_seed-" + std::to_string(k + 1) : v.name;
            for (const auto& r : runs) {
                if (r.run != name) continue;
                if (!first) first = &r;
                if (!r.finished) continue;
                if (!plan && length == 0) length = r.planned_steps > 0 ? r.steps : 0;
                if (length > 0 && r.steps != length) {
                    ++row.other_length;
                    continue;
                }
                ++row.finished;
                ppl.push_back(r.dev_ppl);
                bleu.push_back(r.dev_bleu);
            }
        }
        mean_sd(ppl, &row.ppl, &row.ppl_sd);
        mean_sd(bleu, &row.bleu, &row.bleu_sd);
        const RunSummary* source = first ? first : plan;
        if (source) {
            row.steps = length > 0 ? length : source->planned_steps;
            row.params = source->params;
            for (const auto& column : settings) row.values.push_back(setting_of(*source, column.second));
        } else {
            row.values.assign(settings.size(), "");
        }
        rows.push_back(row);
    }
    for (auto& row : rows)
        for (size_t c = 0; c < settings.size(); ++c) row.changed.push_back(row.values[c] != rows.front().values[c]);
    // Rank by mean dev PPL, then BLEU; rows without a finished run last.
    std::vector<size_t> order(rows.size());
    std::iota(order.begin(), order.end(), 0);
    auto key = [&](size_t i) { return std::isnan(rows[i].ppl) ? HUGE_VAL : rows[i].ppl; };
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
        return key(a) != key(b) ? key(a) < key(b) : rows[a].bleu > rows[b].bleu;
    });
    // A row without a finished, measured run (no dev set: no perplexity) has
    // no rank (0): it is not placed among the measured ones (shown blank).
    for (size_t r = 0; r < order.size(); ++r)
        if (rows[order[r]].finished > 0 && !std::isnan(rows[order[r]].ppl)) rows[order[r]].rank = static_cast<int>(r + 1);
    return rows;
}

std::string variation_table(const std::vector<Variation>& variations, int64_t seeds,
                            const std::vector<RunSummary>& runs, const SettingColumns& settings,
                            const std::vector<RunSummary>* planned) {
    const auto rows = variation_rows(variations, seeds, runs, settings, planned);
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
    for (size_t i = 0; i < rows.size(); ++i) {
        const VariationRow& row = rows[i];
        out << "| " << row.name << " |";
        for (size_t c = 0; c < settings.size(); ++c) out << ' ' << (i == 0 || row.changed[c] ? row.values[c] : "") << " |";
        out << ' ' << (row.steps > 0 ? std::to_string(row.steps) : "") << " | " << with_sd(row.ppl, row.ppl_sd, 3) << " | "
            << with_sd(row.bleu, row.bleu_sd, 2) << " | " << (row.params > 0 ? number(row.params / 1e6, 3) : "") << " | "
            << (row.rank > 0 ? std::to_string(row.rank) : "") << " | " << row.finished << " of " << seeds
            << (row.other_length > 0 ? " (+" + std::to_string(row.other_length) + " of other steps, not pooled)" : "")
            << " |\n";
    }
    return out.str();
}

void write_summaries(const std::string& dir, const std::vector<RunSummary>& runs,
                     const SettingColumns& settings) {
    // Written beside and renamed: a reader never sees half a file.
    const std::pair<std::string, std::string> files[] = {{"summary.csv", summary_csv(runs, settings)},
                                                         {"summary.json", summary_json(runs, settings).dump(2) + "\n"}};
    for (const auto& [name, text] : files) {
        const auto path = (std::filesystem::path(dir) / name).string();
        const std::string why = replace_file(path, text);
        if (!why.empty()) throw std::runtime_error(path + ": cannot write the summary (" + why + ")");
    }
}


std::vector<RunSummary> planned_settings(const ExperimentPlan& plan) {
    std::vector<RunSummary> planned;
    for (const auto& r : plan.runs()) {
        if (r.seed_index != 0) continue;  // a variation's seeds share its settings
        RunSummary p;
        p.model = r.model;
        p.training = r.training;
        // A new model's vocabulary is made by its tokenizer when the run
        // starts; until then the size asked of it is the one to show.
        if (p.model.src_vocab_size == 0) p.model.src_vocab_size = r.training.vocab_size;
        p.planned_steps = r.training.steps;
        planned.push_back(p);
    }
    return planned;
}

std::vector<RunSummary> summarize_experiment(const std::string& dir, const ExperimentPlan& plan,
                                             std::vector<std::string>* problems) {
    namespace fs = std::filesystem;
    std::vector<RunSummary> runs;
    for (const auto& r : plan.runs()) {
        const std::string run_dir = (fs::path(dir) / r.name).string();
        if (!is_run_folder(run_dir)) continue;
        try {
            runs.push_back(summarize_run(run_dir));
        } catch (const RunError& e) {
            if (problems) problems->push_back(e.what());
        }
    }
    write_summaries(dir, runs, plan.columns);
    auto settings = plan.columns;
    if (plan.seeds > 1 && !settings.empty() && settings.back().second == "seed") settings.pop_back();  // pooled
    const auto table = (fs::path(dir) / "table.md").string();
    const auto planned = planned_settings(plan);
    const std::string why = replace_file(table, variation_table(plan.variations, plan.seeds, runs, settings, &planned));
    if (!why.empty()) throw std::runtime_error(table + ": cannot write the table (" + why + ")");
    return runs;
}

}  // namespace studio::train
