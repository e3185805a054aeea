// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkpoint_store.h"

#include "import/pytorch_file.h"

#include "import/marian_import.h"
#include "import/tutorial_import.h"
#include "tokenizer/marian_vocab.h"
#include "tokenizer/tokenizer.h"
#include "train/average.h"
#include "train/checkpoint.h"
#include "train/run_files.h"
#include "train/run_lock.h"
#include "train/run_summary.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

#include <c10/util/Exception.h>

#include <stdexcept>

namespace studio::app {
namespace {

std::vector<std::string> to_std(const QStringList& paths) {
    std::vector<std::string> out;
    out.reserve(size_t(paths.size()));
    for (const QString& p : paths) out.push_back(p.toStdString());
    return out;
}

// Runs `work`; whatever the engine throws leaves as std::runtime_error with
// its message, as checkpoint_store.h promises (LibTorch's errors included).
template <typename Work>
auto engine_call(Work&& work) {
    try {
        return work();
    } catch (const std::runtime_error&) {
        throw;
    } catch (const c10::Error& e) {
        throw std::runtime_error(e.what_without_backtrace());
    } catch (const std::exception& e) {
        throw std::runtime_error(e.what());
    }
}

}  // namespace

CheckpointInfo readCheckpointInfo(const QString& path) {
    const train::Checkpoint c = engine_call([&] { return train::load_checkpoint_header(path.toStdString()); });
    const QFileInfo file(path);
    CheckpointInfo info;
    info.path = file.absoluteFilePath();
    info.kind = QString::fromStdString(c.kind);
    info.step = c.step;
    info.epoch = c.epoch;
    info.model = c.model_config;
    info.training = c.training_config;
    info.dataset = QString::fromStdString(c.dataset);
    for (const auto& line : c.history) info.history << QString::fromStdString(line);
    for (const HistoryEntry& e : parseHistory(info.history))
        if (e.isEvaluation && e.step == c.step) info.devBleu = e.devBleu;
    for (const QString& line : info.history) {
        const QJsonObject j = QJsonDocument::fromJson(line.toUtf8()).object();
        if (j.value(QLatin1String("type")).toString() != QLatin1String("start")) continue;
        info.startedFrom = j.value(QLatin1String("from")).toString();
        info.startedFromStep = j.value(QLatin1String("from_step")).toInteger();
    }
    info.bytes = file.size();
    info.modified = file.lastModified();
    return info;
}

QStringList checkpointLanguageTokens(const QString& path) {
    const train::Checkpoint c = engine_call([&] { return train::load_checkpoint_header(path.toStdString(), true); });
    QStringList tokens;
    if (c.tokenizer_kind != "marian") return tokens;
    // From the stored vocabulary: no SentencePiece model is loaded. A
    // tokenizer that cannot be read is reported when the model is opened.
    try {
        for (const auto& token : tok::language_tokens(tok::load_marian_parts(c.tokenizer_bytes).source))
            tokens << QString::fromStdString(token);
    } catch (const std::exception&) {
        return {};
    }
    const int trained = int(tokens.indexOf(QString::fromStdString(c.training_config.language_token)));
    if (trained > 0) tokens.move(trained, 0);
    return tokens;
}

void averageCheckpoints(const QStringList& paths, const QString& out) {
    engine_call([&] {
        // Into a run folder: as one of its writers (a run that trains there in
        // another process would drop the checkpoints being read).
        const auto lock = train::claim_weights_file(out.toStdString());
        train::save_checkpoint(train::average_checkpoints(to_std(paths)), out.toStdString());
    });
}

QStringList importPytorchCheckpoint(const QString& pytorch, const QString& srcTokenizer, const QString& tgtTokenizer,
                                    int heads, const QString& out) {
    return engine_call([&] {
        import::TutorialImportOptions options;
        options.heads = heads;
        const auto lock = train::claim_weights_file(out.toStdString());  // not a run's own checkpoint
        const auto imported = import::import_tutorial_checkpoint(pytorch.toStdString(), srcTokenizer.toStdString(),
                                                                 tgtTokenizer.toStdString(), options);
        train::save_checkpoint(imported.checkpoint, out.toStdString());
        QStringList notes;
        for (const auto& note : imported.notes) notes << QString::fromStdString(note);
        return notes;
    });
}

bool isModelFolder(const QString& path) { return import::is_model_folder(path.toStdString()); }

bool isPytorchCheckpoint(const QString& path) { return import::looks_like_pytorch_file(path.toStdString()); }

ModelFolderSummary describeModelFolder(const QString& dir) {
    return engine_call([&] {
        const auto f = import::read_marian_folder(dir.toStdString());
        const auto& c = f.config;
        ModelFolderSummary s;
        s.layersEncoder = int(c.num_encoder_layers);
        s.layersDecoder = int(c.num_decoder_layers);
        s.heads = int(c.num_heads);
        s.dModel = int(c.d_model);
        s.dFf = int(c.d_ff);
        s.sourceVocabulary = int(c.src_vocab_size);
        s.targetVocabulary = int(c.tgt_vocab_size);
        s.beamSize = int(f.beam_size);
        s.maxLength = int(f.max_length);
        s.parameters = c.parameter_count();
        s.activation = c.activation == nn::Activation::SiLU   ? QStringLiteral("silu")
                       : c.activation == nn::Activation::GELU ? QStringLiteral("gelu")
                                                              : QStringLiteral("relu");
        s.weightsFile = QString::fromStdString(f.weights_path);
        for (const auto& t : tok::language_tokens(f.tokenizer.source)) s.languageTokens << QString::fromStdString(t);
        return s;
    });
}

QStringList importModelFolder(const QString& dir, const QString& out) {
    return engine_call([&] {
        const auto imported = import::import_marian_folder(dir.toStdString());
        QDir().mkpath(QFileInfo(out).absolutePath());
        const auto lock = train::claim_weights_file(out.toStdString());  // not a run's own checkpoint
        train::save_checkpoint(imported.checkpoint, out.toStdString());
        QStringList notes;
        for (const auto& note : imported.notes) notes << QString::fromStdString(note);
        return notes;
    });
}

UnknownShare unknownShareOf(const QString& checkpoint, const std::vector<data::SentencePair>& pairs) {
    return engine_call([&] {
        const std::string path = checkpoint.toStdString();
        const train::Checkpoint c = train::load_checkpoint_header(path, true);
        tok::Tokenizer tokenizer;
        try {
            tokenizer = tok::Tokenizer::from_stored(c.tokenizer_kind, c.tokenizer_bytes);
        } catch (const tok::TokenizerError& e) {
            throw train::CheckpointError(path, std::string("its tokenizer cannot be loaded: ") + e.what());
        }
        // The two sides' unknown tokens differ where the vocabularies are separate.
        const int64_t sourceUnk = tokenizer.special_ids().source_unk_id();
        const int64_t targetUnk = tokenizer.special_ids().unk;
        UnknownShare share;
        share.tokenizerKind = QString::fromStdString(c.tokenizer_kind);
        share.unknownPiece = QString::fromStdString(tokenizer.piece(targetUnk));
        qint64 sourceUnknown = 0, targetUnknown = 0;
        for (const data::SentencePair& pair : pairs) {
            const auto sourceIds = tokenizer.encode_source(pair.src);
            for (int64_t id : sourceIds) sourceUnknown += id == sourceUnk ? 1 : 0;
            share.sourceTokens += qint64(sourceIds.size());
            const auto targetIds = tokenizer.encode_target(pair.tgt);
            for (int64_t id : targetIds) targetUnknown += id == targetUnk ? 1 : 0;
            share.targetTokens += qint64(targetIds.size());
        }
        const auto ratio = [](qint64 part, qint64 whole) { return whole > 0 ? double(part) / double(whole) : 0.0; };
        share.source = ratio(sourceUnknown, share.sourceTokens);
        share.target = ratio(targetUnknown, share.targetTokens);
        share.all = ratio(sourceUnknown + targetUnknown, share.sourceTokens + share.targetTokens);
        return share;
    });
}

QStringList tokenizerFilesBeside(const QString& path) {
    QDir dir = QFileInfo(path).absoluteDir();
    auto tokenizersIn = [](const QDir& folder) {
        QStringList files;
        for (const QString& name : folder.entryList({QStringLiteral("tokenizer_*.json")}, QDir::Files, QDir::Name))
            files << folder.filePath(name);
        return files;
    };
    QStringList files = tokenizersIn(dir);
    // The tutorial saves its models in weights/ and its tokenizers in the
    // folder it runs in, one above.
    if (files.isEmpty() && dir.cdUp()) files = tokenizersIn(dir);
    return files;
}

QList<HistoryEntry> parseHistory(const QStringList& lines) {
    QList<HistoryEntry> entries;
    for (const QString& line : lines) {
        const QJsonObject j = QJsonDocument::fromJson(line.toUtf8()).object();
        const QString type = j.value(QLatin1String("type")).toString();
        HistoryEntry e;
        e.step = j.value(QLatin1String("step")).toInteger();
        if (type == QLatin1String("train")) {
            e.loss = j.value(QLatin1String("loss")).toDouble();
            e.learningRate = j.value(QLatin1String("lr")).toDouble();
            e.tokensPerSecond = j.value(QLatin1String("tok_per_s")).toDouble();
        } else if (type == QLatin1String("eval")) {
            e.isEvaluation = true;
            // null: a run without a dev set (NaN: no point drawn)
            e.devLoss = j.value(QLatin1String("dev_loss")).toDouble(qQNaN());
            e.devBleu = j.value(QLatin1String("dev_bleu")).toDouble(qQNaN());
            e.exactMatch = j.value(QLatin1String("exact_match")).toDouble(qQNaN());
            e.devNll = j.value(QLatin1String("dev_nll")).toDouble(qQNaN());
        } else {
            continue;
        }
        if (j.contains(QLatin1String("tokens"))) e.tokens = j.value(QLatin1String("tokens")).toInteger();
        if (j.contains(QLatin1String("train_seconds"))) e.trainSeconds = j.value(QLatin1String("train_seconds")).toDouble();
        entries << e;
    }
    return entries;
}

}  // namespace studio::app
