// SPDX-License-Identifier: GPL-3.0-or-later
#include "training_worker.h"

#include "opened_model.h"
#include "translation_worker.h"

#include "data/dataset.h"
#include "data/dev_split.h"
#include "decode/decode_session.h"
#include "decode/search.h"
#include "engine/device.h"
#include "nn/transformer.h"
#include "tokenizer/marian_vocab.h"
#include "tokenizer/spm_train_process.h"
#include "train/checkpoint.h"
#include "train/language_token.h"
#include "train/later_checkpoints.h"
#include "train/model_io.h"
#include "train/trainer.h"

#include <c10/util/Exception.h>

#include <QFileInfo>
#include <QThread>

#include <algorithm>

namespace studio::app {

namespace {

// Greedy translations of the probe sentences and their attention, with the
// model as it is at this validation (eval mode for the pass, then back).
// A stop request ends the recording early (decode::Cancelled).
QVector<ProbeRecord> recordProbes(train::Trainer& trainer, const QStringList& sentences, qint64 step,
                                  const std::atomic<bool>* stop) {
    nn::Transformer& model = trainer.model();
    const tok::Tokenizer& tokenizer = trainer.data().tokenizer;
    const bool training = model->is_training();
    model->eval();
    torch::NoGradGuard no_grad;
    QVector<ProbeRecord> records;
    // Sent as the run's sources were (and as the Translate page sends them):
    // a fine-tuned multilingual model's language token first, unless the
    // sentence names its own.
    const std::string& language = trainer.config().language_token;
    for (const QString& sentence : sentences) {
        const auto ids = tokenizer.source_ids(tok::with_language_token(sentence.toStdString(), language),
                                              model->config.max_positions);
        decode::SearchOptions greedy;
        greedy.beam_size = 1;
        greedy.cancel = stop;
        decode::Hypothesis best;
        decode::DecodedAttention decoded;
        try {
            best = decode::beam_search(model, ids, greedy, nullptr, &decoded).front();
        } catch (const decode::Cancelled&) {
            break;
        }
        ProbeRecord r;
        r.step = step;
        r.source = sentence;
        r.translation = QString::fromStdString(tokenizer.decode(best.tokens));
        r.attention = decode::attention_report(model, tokenizer, ids, best.tokens, std::move(decoded));
        records.push_back(std::move(r));
    }
    if (training) model->train();
    return records;
}

}  // namespace

TrainingWorker::TrainingWorker(QObject* parent) : QObject(parent) {}

void TrainingWorker::setProbeSentences(const QStringList& sentences) {
    QMutexLocker lock(&probesMutex_);
    probes_ = sentences;
}

QStringList TrainingWorker::availableDevices() {
    QStringList names;
    for (const auto& name : studio::available_devices()) names << QString::fromStdString(name);
    return names;
}

void TrainingWorker::train(const TrainingRequest& request) {
    // The flags were reset by prepareRun() when the run was queued.
    // Everything the engine throws is caught here, at the thread boundary,
    // and reaches the GUI as a message.
    try {
        nn::TransformerConfig model_config = request.model;
        train::TrainingConfig config = request.training;
        tok::Tokenizer tokenizer;
        train::Checkpoint resume_from;
        const std::string resume_path = request.resumeFrom.toStdString();
        bool resumeAsPlanned = false;  // a run by epochs continued to their end
        if (!resume_path.empty()) {
            resume_from = train::load_checkpoint(resume_path);
            if (resume_from.kind != "training")
                throw train::CheckpointError(resume_path, "holds weights only (an averaged or exported model); "
                                                          "it cannot continue training");
            // A resumed run keeps its settings; only its length and the machine may change.
            model_config = resume_from.model_config;
            const train::TrainingConfig wanted = config;
            config = resume_from.training_config;
            // A run by epochs (the command line's --epochs, or its one-epoch
            // default) shows its step in Steps: its planned steps depend on
            // the data. Resumed with that, it goes on to the end of its
            // epochs, as the command line's --resume does; it finished at once.
            const bool byEpochs = config.steps == 0 && config.epochs > 0;
            const bool asPlanned = byEpochs && wanted.steps == resume_from.step;
            resumeAsPlanned = asPlanned;
            // At its end already: only a run stopped during its final
            // evaluation continues (the trainer finishes that evaluation).
            if (!asPlanned && (wanted.steps < resume_from.step ||
                               (wanted.steps == resume_from.step &&
                                train::history_evaluated_at(resume_from.history, resume_from.step))))
                throw std::invalid_argument(tr("the run is already at step %1; set Steps above that to continue it")
                                                .arg(resume_from.step)
                                                .toStdString());
            if (!asPlanned) {
                config.steps = wanted.steps;
                config.epochs = 0;
            }
            config.threads = wanted.threads;
            config.device = wanted.device;
            // And, as the command line's --eval-every, --keep-checkpoints
            // and --precision on resume, the page's evaluations, checkpoints
            // kept and precision (the page's choices were ignored). The log
            // interval stays the run's (the page never shows it).
            config.eval_every = wanted.eval_every;
            // Never fewer checkpoints than the run kept: the form may show a
            // preset's 5 (a preset chosen after opening the run reset it), and
            // the resume deleted checkpoints the run had kept.
            if (wanted.keep_checkpoints < config.keep_checkpoints)
                emit note(tr("The run keeps its newest %1 checkpoints: the page's %2 would delete some it kept, so "
                             "%1 are kept.")
                              .arg(config.keep_checkpoints)
                              .arg(wanted.keep_checkpoints));
            config.keep_checkpoints = std::max(config.keep_checkpoints, wanted.keep_checkpoints);
            config.precision = wanted.precision;
            tokenizer = tok::Tokenizer::from_stored(resume_from.tokenizer_kind, resume_from.tokenizer_bytes);
            emit note(asPlanned ? tr("Continuing %1 from step %2 with its own settings, to the end of its %n "
                                     "epoch(s); the page's evaluation interval, checkpoints kept, precision, threads "
                                     "and device apply",
                                     nullptr, int(config.epochs))
                                      .arg(request.resumeFrom)
                                      .arg(resume_from.step)
                                : tr("Continuing %1 from step %2 with its own settings; the page's steps, evaluation "
                                     "interval, checkpoints kept, precision, threads and device apply")
                                      .arg(request.resumeFrom)
                                      .arg(resume_from.step));
            // Each step took the batches of every process; here one takes them all.
            if (resume_from.training_config.world_size > 1)
                emit note(tr("The run trained on %1 processes: a step now takes %2 batch(es) where it took %3, so its "
                             "losses from here are not those the run would have had")
                              .arg(resume_from.training_config.world_size)
                              .arg(config.accum)
                              .arg(config.accum * resume_from.training_config.world_size));
        } else if (!request.tokenizerModel.isEmpty()) {
            tokenizer = tok::Tokenizer::from_bytes(request.tokenizerModel.toStdString());
        }
        train::Checkpoint init_from;
        const std::string init_path = request.initFrom.toStdString();
        if (!init_path.empty()) {
            if (!resume_path.empty())
                throw std::invalid_argument("a run either continues a checkpoint or fine-tunes one, not both");
            init_from = train::load_checkpoint(init_path);
            // The architecture and tokenizer are the checkpoint's; only the
            // dropout rates may change for fine-tuning.
            model_config = init_from.model_config;
            model_config.dropout = request.model.dropout;
            model_config.attention_dropout = request.model.attention_dropout;
            model_config.relu_dropout = request.model.relu_dropout;
            try {
                tokenizer = tok::Tokenizer::from_stored(init_from.tokenizer_kind, init_from.tokenizer_bytes);
            } catch (const tok::TokenizerError& e) {
                throw train::CheckpointError(init_path, std::string("its tokenizer cannot be loaded: ") + e.what());
            }
            // A multilingual model's target language: the page's choice, else
            // the one the checkpoint was fine-tuned with, else its first token.
            config.language_token =
                train::fine_tuning_language_token(config.language_token, init_from.training_config, tokenizer);
            if (!config.language_token.empty())
                emit note(tr("Every training and dev source starts with %1, the target-language token")
                              .arg(QString::fromStdString(config.language_token)));
            const int64_t framing = tokenizer.bos_on_source() ? 2 : 1;
            if (config.max_len + framing > model_config.max_positions) {
                config.max_len = model_config.max_positions - framing;
                emit note(tr("Longest pair lowered to %1 tokens to fit the model's %2 positions")
                              .arg(config.max_len)
                              .arg(model_config.max_positions));
            }
            emit note(tr("Fine-tuning %1 (its step %2): its model and tokenizer are kept; a new optimiser and "
                         "schedule start")
                          .arg(request.initFrom)
                          .arg(init_from.step));
        }
        data::DatasetSpec dataset_spec = request.dataset;
        if (!resume_from.dataset.empty()) dataset_spec = data::DatasetSpec::from_json(resume_from.dataset);
        if (dataset_spec.dev == data::DevSource::Share) config.dev_share = dataset_spec.dev_share;
        config.validate();
        {
            // Settings errors before any data work (vocabulary sizes come later).
            nn::TransformerConfig check = model_config;
            // A placeholder vocabulary that holds the model's special ids (a Marian
            // model's pad is its last id); the real one comes with the data.
            check.src_vocab_size = check.tgt_vocab_size =
                std::max<int64_t>({8, check.pad_id + 1, check.bos_id + 1, check.eos_id + 1, check.unk_id + 1,
                                   check.source_pad_id + 1});
            check.validate();
            if (config.max_len + 1 > model_config.max_positions)
                throw std::invalid_argument("the longest pair (" + std::to_string(config.max_len) +
                                            " tokens) leaves no room for BOS/EOS within the model's " +
                                            std::to_string(model_config.max_positions) + " positions");
        }

        // Stop is honoured between the preparation phases too (reading a
        // large corpus or training a tokenizer takes a while): nothing is
        // written then, as no step was taken.
        auto stopped = [this] {
            if (!stop_) return false;
            emit finished(TrainingOutcome::Stopped, tr("stopped before the first step; nothing was saved"));
            return true;
        };
        emit note(tr("Reading %1").arg(QString::fromStdString(dataset_spec.label())));
        data::Dataset dataset;
        try {
            data::ReadCancelScope cancelReading(&stop_);  // a Stop ends the read of a large corpus
            dataset = data::load_dataset(dataset_spec, config.seed);
        } catch (const data::ReadCancelled&) {
            stopped();
            return;
        }
        if (stopped()) return;
        if (!dataset.bleu_tokenize.empty() && resume_path.empty()) config.bleu_tokenize = dataset.bleu_tokenize;
        if (!tokenizer.valid()) {
            // prepare_data() holds its dev pairs out first: the tokenizer never reads them.
            const int64_t held =
                dataset.dev.empty() ? data::dev_holdout_count(int64_t(dataset.train.size()), config.dev_share) : 0;
            emit note(tr("Training the tokenizer on %1 pairs").arg(int64_t(dataset.train.size()) - held));
        }
        train::PreparedData prepared;
        try {  // a stop ends SentencePiece's training process (minutes at 16k pieces)
            prepared = train::prepare_data(std::move(dataset.train), std::move(dataset.dev), config,
                                           std::move(tokenizer), &stop_);
        } catch (const tok::TokenizerCancelled&) {
            stopped();
            return;
        }
        prepared.dataset = dataset_spec.to_json();
        for (const auto& m : prepared.messages) emit note(QString::fromStdString(m));
        if (stopped()) return;
        train::Trainer trainer(model_config, config, std::move(prepared), request.outDir.toStdString());
        if (!resume_path.empty()) trainer.resume(resume_from, resume_path);
        // A run by epochs already at their end, with its final evaluation:
        // nothing to continue (it completed at once, silently).
        if (resumeAsPlanned && trainer.step() >= trainer.total_steps() &&
            train::history_evaluated_at(resume_from.history, resume_from.step))
            throw std::invalid_argument(tr("the run is already at step %1; set Steps above that to continue it")
                                            .arg(resume_from.step)
                                            .toStdString());
        // Only now, with the data and the checkpoint accepted: a run that
        // fails to start removes nothing.
        if (request.discardLaterSteps && !resume_path.empty() &&
            train::discard_checkpoints_after(request.outDir.toStdString(), resume_from.step) > 0)
            emit note(tr("The run's checkpoints after step %L1 were removed, as chosen").arg(resume_from.step));
        if (!init_path.empty()) {
            trainer.start_from(init_from, init_path);  // evaluates at step 0 when the run begins
            init_from = train::Checkpoint();           // its weights are in the model now
        }
        if (stopped()) return;
        emit started(tr("%1 parameters, vocabulary %2, %3 steps planned")
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
            p.trainSeconds = r.train_seconds;
            p.timedSteps = r.timed_steps;
            emit progress(p);
        };
        // The run's folder in the snapshot's name: two runs' snapshots at one
        // step were taken for one model (the Learn page showed heads measured
        // on the other run's).
        const QString runName = QFileInfo(request.outDir).fileName();
        auto takeSnapshotIfAsked = [this, &trainer, runName] {
            const int who = snapshot_.exchange(0);
            if (!who) return;
            // Weights only, copied into a model of its own for each asker:
            // translating with it never touches the one being trained.
            const auto weights = trainer.snapshot(false);
            for (int bit : {int(SnapshotForTranslate), int(SnapshotForLearn)}) {
                if (!(who & bit)) continue;
                auto model = std::make_shared<OpenedModel>();
                model->loaded = train::model_from_checkpoint(weights, torch::kCPU, "training snapshot");
                model->origin = runName.isEmpty()
                                    ? tr("training snapshot at step %1").arg(trainer.step())
                                    : tr("training snapshot of %1 at step %2").arg(runName, QString::number(trainer.step()));
                model->kind = QStringLiteral("snapshot");
                emit snapshotReady(model, TranslationWorker::summarize(model), bit);
            }
        };
        const QString tokenize = QString::fromStdString(config.bleu_tokenize);
        callbacks.on_eval = [this, tokenize, &trainer, takeSnapshotIfAsked](const train::EvalReport& e) {
            EvaluationResult r;
            r.step = e.step;
            r.devLoss = e.dev_loss;
            r.bleu = e.bleu;
            r.exactMatch = e.exact_match;
            r.sentences = e.sentences;
            r.devPairs = e.dev_pairs;
            r.bleuTokenize = tokenize;
            r.checkpoint = QString::fromStdString(e.checkpoint);
            for (const auto& s : e.samples) {
                r.sources << QString::fromStdString(s[0]);
                r.references << QString::fromStdString(s[1]);
                r.translations << QString::fromStdString(s[2]);
            }
            emit evaluated(r);
            // A snapshot of the weights just evaluated, for those that follow the run.
            if (const int who = validationSnapshots_.load()) {
                snapshot_ |= who;
                takeSnapshotIfAsked();
            }
            QStringList probes;
            {
                QMutexLocker lock(&probesMutex_);
                probes = probes_;
            }
            if (probes.isEmpty()) return;
            const QVector<ProbeRecord> records = recordProbes(trainer, probes, e.step, &stop_);
            if (!stop_) emit probesRecorded(records);  // a stopped recording is incomplete: dropped
        };
        callbacks.on_message = [this](const std::string& m) { emit note(QString::fromStdString(m)); };
        callbacks.between_steps = [this, &trainer, takeSnapshotIfAsked] {
            takeSnapshotIfAsked();
            if (!pause_ || stop_) return;
            // The pause is held here rather than only in the trainer's own
            // wait, which checks the flag before this call: a pause that
            // arrives in between would otherwise still let one step run after
            // held() said none would. The trainer, seeing the flag, calls this
            // from its wait, so paused time is still left out of tokens/s.
            emit held(trainer.step());
            while (pause_ && !stop_) {
                takeSnapshotIfAsked();  // "Use the model being trained" works while paused
                QThread::msleep(20);
            }
        };

        const train::StopReason reason = trainer.run(callbacks, &stop_, &pause_);
        // A snapshot asked for after the last step (during the final
        // evaluation, say) is served now, with the run's final weights.
        if (reason != train::StopReason::Diverged) takeSnapshotIfAsked();
        switch (reason) {
            case train::StopReason::Completed:
                emit finished(TrainingOutcome::Completed, QString());
                break;
            case train::StopReason::StopRequested:
                // A stop during a fine-tuning run's evaluation at step 0 leaves nothing saved.
                emit finished(TrainingOutcome::Stopped,
                              trainer.step() == 0 ? tr("stopped before the first step; nothing was saved") : QString());
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
