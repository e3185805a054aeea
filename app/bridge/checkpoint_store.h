// CheckpointStore: what the GUI needs of checkpoint files, as plain Qt
// values: a checkpoint's header (configs, step, kind, dataset, metric
// history) read without its tensors, and the average of several
// checkpoints. Qt only: the windows include this, checkpoint_store.cpp
// includes the engine (DESIGN §1).
// Errors: every function throws std::runtime_error whose what() is the
// engine's message (a CheckpointError names the file and the problem).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/corpus_reader.h"
#include "nn/config.h"
#include "train/training_config.h"

#include <QDateTime>
#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

#include <cmath>
#include <limits>

namespace studio::app {

struct CheckpointInfo {
    QString path;  // absolute
    QString kind;  // "training" (resumable) or "weights" (averaged or exported)
    qint64 step = 0;
    qint64 epoch = 0;
    nn::TransformerConfig model;
    train::TrainingConfig training;
    QString dataset;      // the DatasetSpec as JSON (data/dataset.h); empty when unknown
    QStringList history;  // JSON objects, one per logged step or evaluation
    // Dev BLEU of the evaluation at `step`, from the history; NaN when there
    // was none at that step (a stop between evaluations, an averaged file).
    double devBleu = std::numeric_limits<double>::quiet_NaN();
    // A fine-tuned run's origin (its history's "start" line): the file it
    // started from and that file's step; empty and -1 for a run from scratch.
    QString startedFrom;
    qint64 startedFromStep = -1;
    qint64 bytes = 0;
    QDateTime modified;

    bool hasDevBleu() const { return !std::isnan(devBleu); }
    bool isResumable() const { return kind == QLatin1String("training"); }
};

// One line of a run's history (model/train/trainer.cpp writes them): a
// training step ("train": loss, lr, tok_per_s) or an evaluation ("eval":
// dev_loss, dev_bleu, exact_match).
struct HistoryEntry {
    bool isEvaluation = false;
    qint64 step = 0;
    double loss = 0.0;
    double learningRate = 0.0;
    double tokensPerSecond = 0.0;
    double devLoss = 0.0;
    double devBleu = 0.0;
    double exactMatch = 0.0;
    double devNll = 0.0;          // token NLL without smoothing (perplexity = exp)
    // The run's totals at this line, over resumed parts; -1 and NaN in
    // histories written before they were logged.
    qint64 tokens = -1;           // target tokens trained on
    double trainSeconds = std::numeric_limits<double>::quiet_NaN();
};

// Reads the header only (magic, version, JSON): a few kilobytes even of a
// 240 MB file. Throws on a missing, truncated or foreign file or a newer
// format version.
CheckpointInfo readCheckpointInfo(const QString& path);

// A multilingual model's target-language tokens (">>deu<<"), the one it was
// fine-tuned with first; empty for other models. Reads the stored tokenizer
// (a Marian model's is megabytes): apart from readCheckpointInfo, which lists
// every checkpoint of a folder. Throws as readCheckpointInfo does.
QStringList checkpointLanguageTokens(const QString& path);

// Averages the weights of `paths` (checkpoints of one model) and writes the
// result, a "weights" checkpoint, to `out` (atomically). Loads every tensor:
// call it off the GUI thread.
void averageCheckpoints(const QStringList& paths, const QString& out);

// Imports a model of the from-scratch PyTorch tutorial design (`pytorch`, a
// torch.save file, with its source and target tokenizer.json files) and
// writes it as our checkpoint `out`. Returns notes for a person (design,
// sizes, what was not carried over). Throws std::runtime_error with the
// engine's message. Call it off the GUI thread.
QStringList importPytorchCheckpoint(const QString& pytorch, const QString& srcTokenizer, const QString& tgtTokenizer,
                                    int heads, const QString& out);

// A Hugging Face model folder (config.json inside): what File ▸ Open
// converts with importModelFolder instead of opening it directly.
bool isModelFolder(const QString& path);
// Whether `path` starts as torch.save writes (import::looks_like_pytorch_file).
bool isPytorchCheckpoint(const QString& path);

// What a Hugging Face Marian folder holds, for the import dialog: its model
// in numbers (layers, heads, widths, activation, vocabulary, decoding) and
// its multilingual target-language tokens. Reads the small files only.
// Throws std::runtime_error with the engine's message (the file and what is
// wrong: a git-lfs pointer, another model type, ...).
struct ModelFolderSummary {
    int layersEncoder = 0, layersDecoder = 0, heads = 0, dModel = 0, dFf = 0;
    int sourceVocabulary = 0, targetVocabulary = 0, beamSize = 0, maxLength = 0;
    qint64 parameters = 0;
    QString activation;       // "silu", "relu", "gelu"
    QString weightsFile;      // the file the import reads
    QStringList languageTokens;
};
ModelFolderSummary describeModelFolder(const QString& dir);

// Converts a Hugging Face Marian folder into our checkpoint `out` (weights,
// the folder's tokenizer and decoding settings). Returns notes for a
// person. Throws std::runtime_error. Call it off the GUI thread.
QStringList importModelFolder(const QString& dir, const QString& out);

// How much of a dataset a checkpoint's tokenizer knows: the share of
// unknown-token ids when both sides of the pairs are encoded as training
// would encode them (a word-level tokenizer encodes anything, mostly as
// [UNK]). Reads the checkpoint's header and tokenizer only.
struct UnknownShare {
    double source = 0.0, target = 0.0, all = 0.0;  // shares in [0, 1]
    qint64 sourceTokens = 0, targetTokens = 0;
    QString tokenizerKind;  // "sentencepiece", "wordlevel" or "marian"
    QString unknownPiece;   // the tokenizer's own unknown token ("<unk>", "[UNK]")
};
// Throws std::runtime_error (the engine's message). Call it off the GUI thread.
UnknownShare unknownShareOf(const QString& checkpoint, const std::vector<data::SentencePair>& pairs);

// tokenizer_*.json files in the folder of `path`, sorted by name; when it
// has none, those of the folder above (the tutorial's weights/ folder).
QStringList tokenizerFilesBeside(const QString& path);

// The history's lines in order; lines of another type, or not JSON, are skipped.
QList<HistoryEntry> parseHistory(const QStringList& lines);

}  // namespace studio::app

Q_DECLARE_METATYPE(studio::app::CheckpointInfo)
