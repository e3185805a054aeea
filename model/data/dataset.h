// DatasetSpec: where a run's sentence pairs come from (a built-in demo task,
// two line-aligned files, a TSV file or JSON Lines) and where its dev set
// comes from. The CLI builds one from its options, the Data page from its
// controls; both load it with load_dataset(), so they read data the same way.
// Torch-free (studio_text).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/corpus_reader.h"

#include <cstdint>
#include <string>
#include <vector>

namespace studio::data {

enum class DatasetKind { Demo, Aligned, Tsv, Jsonl };

// Where the dev set comes from when the source has none of its own.
enum class DevSource {
    Default,  // the demo's own dev set; for files 1 % of the training pairs (see prepare_data)
    Files,    // dev_path (+ dev_tgt_path for aligned files), in the training data's format
    Share,    // hold out dev_share of the training pairs
};

struct DatasetSpec {
    DatasetKind kind = DatasetKind::Demo;
    std::string demo = "numbers-de";  // Demo: the task's name
    std::string path;                 // Aligned: the source file; Tsv/Jsonl: the file
    std::string tgt_path;             // Aligned: the target file
    int src_column = 1;               // Tsv: 1-based columns
    int tgt_column = 2;
    std::string src_lang;             // Jsonl: the language keys
    std::string tgt_lang;

    DevSource dev = DevSource::Default;
    std::string dev_path;             // Files: like `path`
    std::string dev_tgt_path;         // Files, Aligned: like `tgt_path`
    double dev_share = 0.0;           // Share: in (0, 0.9]

    // Throws std::invalid_argument naming the missing or bad field.
    void validate() const;

    // One line for lists and logs: "demo numbers-de", "train.en + train.de", ...
    std::string label() const;

    std::string to_json() const;
    // Throws std::invalid_argument for text that is not a dataset spec.
    static DatasetSpec from_json(const std::string& json);

    // Field by field, so that a field the JSON forgot still tells two specs apart.
    bool operator==(const DatasetSpec& other) const;
    bool operator!=(const DatasetSpec& other) const { return !(*this == other); }
};

struct Dataset {
    std::vector<SentencePair> train;
    std::vector<SentencePair> dev;      // empty: prepare_data holds out a share
    ReadStats train_stats, dev_stats;   // for demos: pairs_kept only
    std::string description;            // the demo's sentence, or the label
    std::string bleu_tokenize;          // the demo's BLEU tokenizer; empty for files (the config's)
};

// Reads the data (DataError names file and line; std::invalid_argument for a
// bad spec). `seed` makes demo tasks; a Share dev set is left to prepare_data
// (TrainingConfig::dev_share), so it stays the same split the trainer uses.
Dataset load_dataset(const DatasetSpec& spec, uint64_t seed);

}  // namespace studio::data
