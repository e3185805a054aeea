// Built-in demo tasks, generated in code (no files needed). Each has a
// non-monotonic alignment so that cross-attention has something to show.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/corpus_reader.h"

#include <cstdint>
#include <string>
#include <vector>

namespace studio::data {

struct DemoTask {
    std::string name;
    std::string description;        // one sentence for the UI / --help
    // sacreBLEU tokenizer that makes dev BLEU meaningful for the task: "13a",
    // or "char" where the targets are single words (German number words).
    std::string bleu_tokenize = "13a";
    std::vector<SentencePair> train;
    std::vector<SentencePair> dev;  // disjoint from train
    // Gold word alignment of the dev pairs, one Pharaoh line per pair
    // ("0-2 1-1 2-0 0p1": sure and possible links, source-target word
    // indices from 0); empty for a task whose words do not correspond
    // (numbers-de and dates have one-word targets).
    std::vector<std::string> dev_alignment;
};

// "numbers-de", "dates", "reverse".
std::vector<std::string> demo_task_names();

// Generates the task deterministically from the seed (same seed, same pairs,
// on every platform: only std::mt19937_64 and integer arithmetic are used).
// Throws std::invalid_argument naming the valid tasks for an unknown name.
DemoTask make_demo_task(const std::string& name, uint64_t seed = 1);

}  // namespace studio::data
