// The Data page's slow work, run off the GUI thread with QtConcurrent:
// reading a dataset for the preview and training the joint tokenizer. Plain
// functions that touch no widget and never throw (a failure comes back as
// the engine's message), so a pool thread can run them.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pair_table_model.h"

#include "data/dataset.h"
#include "tokenizer/tokenizer.h"

#include <QString>
#include <QVector>

#include <atomic>
#include <cstdint>
#include <memory>

namespace studio::app {

// Sentences per length: source[n] is the number of source sentences n units
// long, in the tokenizer's pieces or in whitespace-separated words.
struct LengthCounts {
    QVector<int> source, target;
    // By the longer side's length: a run leaves a pair out when it is over
    // its max_len (data::encode_pairs), which the sides' counts cannot tell.
    QVector<int> longer;
};

// The seed the Train page starts with (TrainingConfig's default). Demo
// tasks are generated and dev pairs held out with the run's seed; the page
// previews with the Train page's (DataPage::setSeed), so that it shows the
// pairs the run trains on.
uint64_t previewSeed();

// How many training pairs prepare_data() will hold out as dev set (0 when the
// dataset brings its own dev pairs).
int64_t heldOutDevPairs(const data::DatasetSpec& spec, int64_t trainPairs, int64_t ownDevPairs);

struct LoadedDataset {
    data::DatasetSpec spec;
    uint64_t seed = 0;  // the demo generated and the dev pairs held out with it
    SharedPairs train;
    int64_t devPairs = 0;  // read from the dataset (demo's or dev files)
    data::ReadStats trainStats, devStats;
    QString description;
    LengthCounts wordLengths;
    QString error;  // non-empty: reading failed and nothing else is set
    bool cancelled = false;  // ended through the cancel flag: nothing is set
};

// Setting `*cancel` ends the read at its next megabyte (a newer dataset
// asked for, the window closing) and the result says `cancelled`.
LoadedDataset loadDatasetForPreview(const data::DatasetSpec& spec, uint64_t seed,
                                    std::shared_ptr<const std::atomic<bool>> cancel);

struct TrainedTokenizer {
    std::shared_ptr<const tok::Tokenizer> tokenizer;
    QString message;  // non-empty when the vocabulary had to be smaller than asked
    LengthCounts tokenLengths;
    QString error;    // non-empty: training failed and nothing else is set
    bool cancelled = false;  // ended through the cancel flag: nothing is set
};

// Trains the joint tokenizer exactly as prepare_data() does: on both sides of
// the training pairs that remain after its dev hold-out, in the same order.
// Setting `*cancel` ends SentencePiece's training process (a Stop, the
// window closing) and the result says `cancelled`.
TrainedTokenizer trainTokenizerForPreview(const SharedPairs& train, const data::DatasetSpec& spec,
                                          int64_t ownDevPairs, int vocabSize, uint64_t seed,
                                          std::shared_ptr<const std::atomic<bool>> cancel);

}  // namespace studio::app
