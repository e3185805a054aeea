// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/dataset.h"

#include "data/demo_tasks.h"
#include "engine/plain_numbers.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <stdexcept>

namespace studio::data {
namespace {

const char* kind_name(DatasetKind kind) {
    switch (kind) {
        case DatasetKind::Demo: return "demo";
        case DatasetKind::Aligned: return "aligned";
        case DatasetKind::Tsv: return "tsv";
        case DatasetKind::Jsonl: return "jsonl";
    }
    return "demo";
}

const char* dev_name(DevSource dev) {
    switch (dev) {
        case DevSource::Default: return "default";
        case DevSource::Files: return "files";
        case DevSource::Share: return "share";
    }
    return "default";
}

std::string file_name(const std::string& path) { return std::filesystem::path(path).filename().string(); }

void require(bool ok, const std::string& message) {
    if (!ok) throw std::invalid_argument(message);
}

std::vector<SentencePair> read_in_format(const DatasetSpec& spec, const std::string& path,
                                         const std::string& tgt_path, ReadStats* stats) {
    switch (spec.kind) {
        case DatasetKind::Aligned: return read_aligned_files(path, tgt_path, stats);
        case DatasetKind::Tsv: return read_tsv(path, spec.src_column, spec.tgt_column, stats);
        case DatasetKind::Jsonl: return read_jsonl(path, spec.src_lang, spec.tgt_lang, stats);
        case DatasetKind::Demo: break;
    }
    return {};
}

}  // namespace

void DatasetSpec::validate() const {
    switch (kind) {
        case DatasetKind::Demo:
            require(!demo.empty(), "no demo task chosen");
            break;
        case DatasetKind::Aligned:
            require(!path.empty(), "no source-language file chosen");
            require(!tgt_path.empty(), "no target-language file chosen");
            break;
        case DatasetKind::Tsv:
            require(!path.empty(), "no TSV file chosen");
            require(src_column >= 1 && tgt_column >= 1,
                    "TSV columns count from 1 (source " + std::to_string(src_column) + ", target " +
                        std::to_string(tgt_column) + ")");
            require(src_column != tgt_column,
                    "the TSV source and target column are both " + std::to_string(src_column));
            break;
        case DatasetKind::Jsonl:
            require(!path.empty(), "no JSON Lines file chosen");
            require(!src_lang.empty() && !tgt_lang.empty(), "JSON Lines need a source and a target language key");
            require(src_lang != tgt_lang, "the source and target language key are both '" + src_lang + "'");
            break;
    }
    if (dev == DevSource::Files) {
        require(kind != DatasetKind::Demo, "a demo task brings its own dev set; dev files go with file data");
        require(!dev_path.empty(), "no dev file chosen");
        require(kind != DatasetKind::Aligned || !dev_tgt_path.empty(), "no target-language dev file chosen");
    }
    if (dev == DevSource::Share)
        require(dev_share > 0.0 && dev_share <= 0.9,
                "the held-out dev share " + general_number(dev_share, 6) + " is outside (0, 0.9]");
}

bool DatasetSpec::operator==(const DatasetSpec& o) const {
    return kind == o.kind && demo == o.demo && path == o.path && tgt_path == o.tgt_path &&
           src_column == o.src_column && tgt_column == o.tgt_column && src_lang == o.src_lang &&
           tgt_lang == o.tgt_lang && dev == o.dev && dev_path == o.dev_path && dev_tgt_path == o.dev_tgt_path &&
           dev_share == o.dev_share;
}

std::string DatasetSpec::label() const {
    switch (kind) {
        case DatasetKind::Demo: return "demo " + demo;
        case DatasetKind::Aligned: return file_name(path) + " + " + file_name(tgt_path);
        case DatasetKind::Tsv:
            return file_name(path) + " (columns " + std::to_string(src_column) + "," + std::to_string(tgt_column) + ")";
        case DatasetKind::Jsonl: return file_name(path) + " (" + src_lang + "-" + tgt_lang + ")";
    }
    return {};
}

std::string DatasetSpec::to_json() const {
    nlohmann::ordered_json j;
    j["kind"] = kind_name(kind);
    j["demo"] = demo;
    j["path"] = path;
    j["tgt_path"] = tgt_path;
    j["src_column"] = src_column;
    j["tgt_column"] = tgt_column;
    j["src_lang"] = src_lang;
    j["tgt_lang"] = tgt_lang;
    j["dev"] = dev_name(dev);
    j["dev_path"] = dev_path;
    j["dev_tgt_path"] = dev_tgt_path;
    j["dev_share"] = dev_share;
    return j.dump();
}

DatasetSpec DatasetSpec::from_json(const std::string& json) {
    const auto j = nlohmann::json::parse(json, nullptr, false);
    if (j.is_discarded() || !j.is_object()) throw std::invalid_argument("not a dataset description: " + json);
    DatasetSpec s;
    try {
        const std::string kind = j.value("kind", "demo");
        bool known = false;
        for (auto k : {DatasetKind::Demo, DatasetKind::Aligned, DatasetKind::Tsv, DatasetKind::Jsonl}) {
            if (kind == kind_name(k)) {
                s.kind = k;
                known = true;
            }
        }
        require(known, "unknown dataset kind '" + kind + "' (demo, aligned, tsv, jsonl)");
        const std::string dev = j.value("dev", "default");
        known = false;
        for (auto d : {DevSource::Default, DevSource::Files, DevSource::Share}) {
            if (dev == dev_name(d)) {
                s.dev = d;
                known = true;
            }
        }
        require(known, "unknown dev source '" + dev + "' (default, files, share)");
        s.demo = j.value("demo", s.demo);
        s.path = j.value("path", s.path);
        s.tgt_path = j.value("tgt_path", s.tgt_path);
        s.src_column = j.value("src_column", s.src_column);
        s.tgt_column = j.value("tgt_column", s.tgt_column);
        s.src_lang = j.value("src_lang", s.src_lang);
        s.tgt_lang = j.value("tgt_lang", s.tgt_lang);
        s.dev_path = j.value("dev_path", s.dev_path);
        s.dev_tgt_path = j.value("dev_tgt_path", s.dev_tgt_path);
        s.dev_share = j.value("dev_share", s.dev_share);
    } catch (const nlohmann::json::exception& e) {
        throw std::invalid_argument(std::string("not a dataset description: ") + e.what());
    }
    return s;
}

Dataset load_dataset(const DatasetSpec& spec, uint64_t seed) {
    spec.validate();
    Dataset d;
    if (spec.kind == DatasetKind::Demo) {
        auto task = make_demo_task(spec.demo, seed);
        d.train = std::move(task.train);
        d.dev = std::move(task.dev);
        d.train_stats.lines_read = d.train_stats.pairs_kept = static_cast<int64_t>(d.train.size());
        d.dev_stats.lines_read = d.dev_stats.pairs_kept = static_cast<int64_t>(d.dev.size());
        d.description = task.description;
        d.bleu_tokenize = task.bleu_tokenize;
        if (spec.dev == DevSource::Share) d.dev.clear();  // prepare_data holds out the share instead
        return d;
    }
    d.train = read_in_format(spec, spec.path, spec.tgt_path, &d.train_stats);
    if (spec.dev == DevSource::Files) {
        d.dev = read_in_format(spec, spec.dev_path, spec.dev_tgt_path, &d.dev_stats);
        // Dev files of blank lines: training held out training pairs instead,
        // and nothing said the chosen files went unused.
        if (d.dev.empty())
            throw DataError(spec.dev_path, 0,
                            "the dev set holds no sentence pair (" + std::to_string(d.dev_stats.lines_read) +
                                " record(s), every one with an empty side); give dev files with pairs, or hold out "
                                "a share of the training pairs instead");
    }
    d.description = spec.label();
    return d;
}

}  // namespace studio::data
