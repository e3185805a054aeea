// SPDX-License-Identifier: GPL-3.0-or-later
#include "data_preview_jobs.h"

#include "tokenizer/spm_train_process.h"

#include "data/dev_split.h"

#include "train/training_config.h"

#include <QCoreApplication>

#include <algorithm>

namespace studio::app {
namespace {

int wordCount(const std::string& text) {
    int words = 0;
    bool inWord = false;
    for (const char ch : text) {
        const bool space = ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r' || ch == '\f' || ch == '\v';
        if (!space && !inWord) ++words;
        inWord = !space;
    }
    return words;
}

void addLength(QVector<int>& counts, int length) {
    if (length >= counts.size()) counts.resize(length + 1);
    ++counts[length];
}

void addPair(LengthCounts& counts, const data::SentencePair& pair, const tok::Tokenizer* tokenizer) {
    const int source = tokenizer ? int(tokenizer->encode_source(pair.src).size()) : wordCount(pair.src);
    const int target = tokenizer ? int(tokenizer->encode_target(pair.tgt).size()) : wordCount(pair.tgt);
    addLength(counts.source, source);
    addLength(counts.target, target);
    addLength(counts.longer, std::max(source, target));
}

// The lengths of the pairs a run trains on: those prepare_data() keeps after
// its dev hold-out (the first `keep` of `order`), not the held-out ones.
LengthCounts countKeptLengths(const std::vector<data::SentencePair>& pairs, const std::vector<size_t>& order,
                              size_t keep, const tok::Tokenizer* tokenizer) {
    LengthCounts counts;
    for (size_t k = 0; k < keep; ++k) addPair(counts, pairs[order[k]], tokenizer);
    return counts;
}

}  // namespace

uint64_t previewSeed() { return train::TrainingConfig().seed; }

int64_t heldOutDevPairs(const data::DatasetSpec& spec, int64_t trainPairs, int64_t ownDevPairs) {
    // Mirrors prepare_data(): a share when asked for, else 1 % (at most 1000)
    // of a corpus of 200 pairs or more, and nothing when dev pairs were read.
    if (ownDevPairs > 0) return 0;
    return data::dev_holdout_count(trainPairs, spec.dev == data::DevSource::Share ? spec.dev_share : 0.0);
}

LoadedDataset loadDatasetForPreview(const data::DatasetSpec& spec, uint64_t seed,
                                    std::shared_ptr<const std::atomic<bool>> cancel) {
    LoadedDataset out;
    out.spec = spec;
    out.seed = seed;
    try {
        const data::ReadCancelScope cancelReading(cancel.get());
        data::Dataset dataset = data::load_dataset(spec, seed);
        out.devPairs = int64_t(dataset.dev.size());
        out.trainStats = dataset.train_stats;
        out.devStats = dataset.dev_stats;
        out.description = QString::fromStdString(dataset.description);
        // The training pairs a run keeps: without the ones held out as its dev set.
        const int64_t held = heldOutDevPairs(spec, int64_t(dataset.train.size()), out.devPairs);
        out.wordLengths = countKeptLengths(dataset.train, data::dev_holdout_order(dataset.train.size(), held, seed),
                                           dataset.train.size() - size_t(held), nullptr);
        out.train = std::make_shared<const std::vector<data::SentencePair>>(std::move(dataset.train));
        if (out.train->empty())
            out.error = QCoreApplication::translate("DataPreviewJobs",
                                                    "%1: no sentence pair was found (every line is empty or blank)")
                            .arg(QString::fromStdString(spec.label()));
    } catch (const data::ReadCancelled&) {
        out.cancelled = true;
    } catch (const std::exception& e) {
        // DataError already names the file and the line; std::invalid_argument the field.
        out.error = QString::fromStdString(e.what());
    }
    return out;
}

TrainedTokenizer trainTokenizerForPreview(const SharedPairs& train, const data::DatasetSpec& spec,
                                          int64_t ownDevPairs, int vocabSize, uint64_t seed,
                                          std::shared_ptr<const std::atomic<bool>> cancel) {
    TrainedTokenizer out;
    if (!train || train->empty()) {
        out.error =
            QCoreApplication::translate("DataPreviewJobs", "There are no training pairs to train a tokenizer on.");
        return out;
    }
    const std::vector<data::SentencePair>& pairs = *train;
    // prepare_data() holds its dev pairs out before it trains the tokenizer;
    // the same split leaves the same pairs in the same order, so SentencePiece
    // sees the input a training run with this seed gives it.
    const int64_t held = heldOutDevPairs(spec, int64_t(pairs.size()), ownDevPairs);
    const std::vector<size_t> order = data::dev_holdout_order(pairs.size(), held, seed);
    std::vector<std::string> sentences;
    sentences.reserve(2 * (pairs.size() - size_t(held)));
    for (size_t k = 0; k < pairs.size() - size_t(held); ++k) {
        sentences.push_back(pairs[order[k]].src);
        sentences.push_back(pairs[order[k]].tgt);
    }
    try {
        tok::TokenizerTrainResult info;
        auto tokenizer = std::make_shared<const tok::Tokenizer>(
            tok::Tokenizer::train(sentences, vocabSize, seed, &info, cancel.get()));
        out.message = QString::fromStdString(info.message);
        out.tokenLengths = countKeptLengths(pairs, order, pairs.size() - size_t(held), tokenizer.get());
        out.tokenizer = std::move(tokenizer);
        // A Stop while the lengths were counted (seconds for a large corpus)
        // still stops: nothing of this training is applied.
        if (cancel && cancel->load()) {
            out = TrainedTokenizer();
            out.cancelled = true;
        }
    } catch (const tok::TokenizerCancelled&) {
        out.cancelled = true;
    } catch (const std::exception& e) {
        out.error = QString::fromStdString(e.what());
    }
    return out;
}

}  // namespace studio::app
