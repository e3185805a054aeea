// SPDX-License-Identifier: GPL-3.0-or-later
#include "training_worker.h"

#include "data/demo_tasks.h"
#include "engine/device.h"
#include "nn/transformer.h"
#include "train/trainer.h"

#include <c10/util/Exception.h>

namespace studio::app {

TrainingWorker::TrainingWorker(QObject* parent) : QObject(parent) {}

QStringList TrainingWorker::availableDevices() {
    QStringList names;
    for (const auto& name : studio::available_devices()) names << QString::fromStdString(name);
    return names;
}

void TrainingWorker::train(const TrainingRequest& request) {
    stop_ = false;
    pause_ = false;
    // Everything the engine throws is caught here, at the thread boundary,
    // and reaches the GUI as a message.
    try {
        const std::string preset = request.preset.toStdString();
        auto model_config = nn::TransformerConfig::preset(preset);
        auto config = train::TrainingConfig::preset(preset);
        config.steps = request.steps;
        config.eval_every = request.evalEvery;
        config.log_every = request.logEvery;
        config.eval_max_sentences = request.evalSentences;
        config.threads = request.threads;
        config.device = request.device.toStdString();
        config.seed = request.seed;
        if (request.dModel > 0) model_config.d_model = request.dModel;
        if (request.heads > 0) model_config.num_heads = request.heads;
        if (request.layers > 0) model_config.num_encoder_layers = model_config.num_decoder_layers = request.layers;
        if (request.dFF > 0) model_config.d_ff = request.dFF;
        if (request.dropout >= 0.0) model_config.dropout = request.dropout;
        if (request.warmup > 0) config.warmup = request.warmup;
        if (request.maxTokens > 0) config.max_tokens = request.maxTokens;
        if (request.lrFactor > 0.0) config.lr_factor = request.lrFactor;
        if (request.labelSmoothing >= 0.0) config.label_smoothing = request.labelSmoothing;
        if (request.clip >= 0.0) config.clip_norm = request.clip;
        config.validate();
        {
            // Settings errors before any data work (vocabulary sizes come later).
            nn::TransformerConfig check = model_config;
            check.src_vocab_size = check.tgt_vocab_size = 8;
            check.validate();
        }

        auto task = data::make_demo_task(request.demo.toStdString(), config.seed);
        config.bleu_tokenize = task.bleu_tokenize;
        emit note(QStringLiteral("Training the tokenizer on %1 pairs").arg(task.train.size()));
        auto prepared = train::prepare_data(std::move(task.train), std::move(task.dev), config);
        for (const auto& m : prepared.messages) emit note(QString::fromStdString(m));
        train::Trainer trainer(model_config, config, std::move(prepared), request.outDir.toStdString());
        emit started(QStringLiteral("%1 parameters, vocabulary %2, %3 steps planned")
                         .arg(nn::parameter_count(*trainer.model()))
                         .arg(trainer.data().tokenizer.vocab_size())
                         .arg(trainer.total_steps()));

        train::TrainerCallbacks callbacks;
        callbacks.on_step = [this](const train::StepReport& r) {
            TrainingProgress p;
            p.step = r.step;
            p.epoch = r.epoch;
            p.totalSteps = r.total_steps;
            p.loss = r.loss;
            p.learningRate = r.learning_rate;
            p.tokensPerSecond = r.tokens_per_second;
            p.elapsedSeconds = r.elapsed_seconds;
            emit progress(p);
        };
        const QString tokenize = QString::fromStdString(config.bleu_tokenize);
        callbacks.on_eval = [this, tokenize](const train::EvalReport& e) {
            EvaluationResult r;
            r.step = e.step;
            r.devLoss = e.dev_loss;
            r.bleu = e.bleu;
            r.exactMatch = e.exact_match;
            r.bleuTokenize = tokenize;
            r.checkpoint = QString::fromStdString(e.checkpoint);
            for (const auto& s : e.samples) {
                r.sources << QString::fromStdString(s[0]);
                r.references << QString::fromStdString(s[1]);
                r.translations << QString::fromStdString(s[2]);
            }
            emit evaluated(r);
        };
        callbacks.on_message = [this](const std::string& m) { emit note(QString::fromStdString(m)); };

        switch (trainer.run(callbacks, &stop_, &pause_)) {
            case train::StopReason::Completed:
                emit finished(TrainingOutcome::Completed, QString());
                break;
            case train::StopReason::StopRequested:
                emit finished(TrainingOutcome::Stopped, QString());
                break;
            case train::StopReason::Diverged:
                emit finished(TrainingOutcome::Diverged, QString::fromStdString(trainer.message()));
                break;
        }
    } catch (const c10::Error& e) {
        emit finished(TrainingOutcome::Failed, QString::fromStdString(e.what_without_backtrace()));
    } catch (const std::exception& e) {
        emit finished(TrainingOutcome::Failed, QString::fromStdString(e.what()));
    }
}

}  // namespace studio::app
