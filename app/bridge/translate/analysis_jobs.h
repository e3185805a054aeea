// The Analyze page's work, run on the model's thread by TranslationWorker:
// the pairs of an AnalysisSet, head statistics, the pruning curve and word
// alignments, each copied into the plain types of analysis_types.h.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis_types.h"

#include "analysis/cross_alignment.h"
#include "data/corpus_reader.h"

#include <atomic>
#include <functional>
#include <memory>

namespace studio::app {

struct OpenedModel;

struct LoadedSet {
    AnalysisSet set;
    SetOrigin origin;
    std::vector<data::SentencePair> pairs;
    std::vector<analysis::GoldLinks> gold;  // empty, or one per pair
    // Words of each pair's source that links number (analysis::source_word_text:
    // a leading language code, the file's or the one put first, is none of them).
    std::vector<int> sourceWords;
};

// Reads the files of `set`, or the model's own dev set when it names none.
// Throws data::DataError (file, line) or std::runtime_error with the reason.
LoadedSet load_analysis_set(const OpenedModel& model, const AnalysisSet& set);

using ProgressFn = std::function<void(qint64 done, qint64 total)>;

HeadsResult run_head_statistics(OpenedModel& model, const LoadedSet& set, const std::atomic<bool>* cancel,
                                const ProgressFn& progress);

PruneCurves run_prune_curves(OpenedModel& model, const LoadedSet& set, const std::atomic<bool>* cancel,
                             const std::function<void(qint64, qint64, const PruneCurveView&)>& progress);

// The cross-attention of every pair (teacher-forced on the references),
// kept between requests for the same set and model.
struct AlignmentCache {
    LoadedSet pairsRead;  // the set's pairs as read (not yet cut, no gold file): the run's dev set is read once
    LoadedSet loaded;     // the pairs the attention below was computed on
    analysis::CorpusAttention corpus;
    bool valid = false;
};

AlignmentResult run_alignment(OpenedModel& model, AlignmentCache& cache, const AlignmentRequest& request,
                              const std::atomic<bool>* cancel, const ProgressFn& progress);

// Attributes every target token of the query's pair (or the contrast's one
// position) with the engine's attribution and each head's agreement.
AttributionResult run_attribution(OpenedModel& model, const AttributionQuery& query, const std::atomic<bool>* cancel,
                                  const ProgressFn& progress);

// Sets the gates of the heads in `off` on the model (all others on).
void apply_head_gates(OpenedModel& model, const HeadGates& off);

}  // namespace studio::app
