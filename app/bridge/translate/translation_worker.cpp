// SPDX-License-Identifier: GPL-3.0-or-later
#include "translation_worker.h"

#include "analysis_jobs.h"
#include "opened_model.h"
#include "worker_guard.h"

#include "data/batcher.h"
#include "decode/decode_session.h"
#include "decode/search.h"
#include "train/language_token.h"

#include <QElapsedTimer>

#include <algorithm>

namespace studio::app {

// The DecodeSession with the model it decodes with (the session keeps a
// reference to the tokenizer, so the model must outlive it).
class SteppingSession {
public:
    SteppingSession(ModelHandle model, const QString& source, int top_k, int max_extra)
        : model_(std::move(model)),
          source_(source),
          session_(model_->loaded.model, model_->loaded.tokenizer, source.toStdString(), top_k, max_extra),
          start_(decode::id_pieces(model_->loaded.tokenizer, {model_->loaded.model->config.bos_id}).front()),
          encoder_self_(std::make_shared<const decode::AttentionSet>(session_.encoder_self_attention())) {}
    decode::DecodeSession& session() { return session_; }
    // The session's steps as shared copies: a step's copy is made once, when
    // it is taken, and dropped by Back (or a new step in its place).
    const std::vector<std::shared_ptr<const decode::DecodeStep>>& sharedSteps() {
        const auto& steps = session_.steps();
        const auto same = [&](size_t i) {
            return shared_[i]->token == steps[i].token && shared_[i]->forced == steps[i].forced &&
                   shared_[i]->position == steps[i].position;
        };
        while (!shared_.empty() && (shared_.size() > steps.size() || !same(shared_.size() - 1))) shared_.pop_back();
        while (shared_.size() < steps.size())
            shared_.push_back(std::make_shared<const decode::DecodeStep>(steps[shared_.size()]));
        return shared_;
    }
    const std::shared_ptr<const decode::AttentionSet>& encoderSelf() const { return encoder_self_; }
    // The decoder's first input as the tokenizer names it ("<s>", Marian's "<pad>").
    const std::string& startToken() const { return start_; }
    const QString& source() const { return source_; }

private:
    ModelHandle model_;
    QString source_;
    decode::DecodeSession session_;
    std::string start_;
    std::shared_ptr<const decode::AttentionSet> encoder_self_;
    std::vector<std::shared_ptr<const decode::DecodeStep>> shared_;
};

namespace {

QString text(const std::string& s) { return QString::fromStdString(s); }

// The worker's own refusals, in the interface's language (shown as they are
// in the page's status).
[[noreturn]] void refuse(const QString& message) { throw std::runtime_error(message.toStdString()); }

// Source ids as the engine feeds them: pieces, cut to the model's positions, framed (EOS last).
std::vector<int64_t> source_ids(const OpenedModel& m, const QString& source, bool* truncated) {
    bool cut = false;
    auto ids = m.loaded.tokenizer.source_ids(source.toStdString(), m.loaded.model->config.max_positions, &cut);
    if (cut) *truncated = true;
    return ids;
}

}  // namespace

TranslationWorker::TranslationWorker(QObject* parent)
    : QObject(parent), alignCache_(std::make_unique<AlignmentCache>()) {}

TranslationWorker::~TranslationWorker() = default;

void TranslationWorker::resetSession() { session_.reset(); }

ModelHandle TranslationWorker::openCheckpoint(const QString& path, ModelSummary* summary) {
    auto model = std::make_shared<OpenedModel>();
    model->loaded = train::load_model(path.toStdString(), torch::kCPU);
    model->origin = path;
    model->kind = text(model->loaded.checkpoint.kind);
    if (summary) *summary = summarize(model);
    return model;
}

ModelSummary TranslationWorker::summarize(const ModelHandle& model) {
    ModelSummary s;
    if (!model) return s;
    s.origin = model->origin;
    s.kind = model->kind;
    s.step = model->loaded.checkpoint.step;
    s.parameters = nn::parameter_count(*model->loaded.model);
    s.vocabulary = model->loaded.tokenizer.vocab_size();
    s.config = model->loaded.model->config;
    // The token the model was fine-tuned with first: the page starts with it.
    const auto& loaded = model->loaded;
    for (const auto& token : train::language_tokens_default_first(loaded.checkpoint.training_config, loaded.tokenizer))
        s.languageTokens << QString::fromStdString(token);
    s.beamSize = int(model->loaded.checkpoint.beam_size);
    return s;
}

void TranslationWorker::open(const QString& path) {
    guarded(this, [&] {
        ModelSummary summary;
        ModelHandle model = openCheckpoint(path, &summary);
        session_.reset();  // it decoded with the previous model
        model_ = std::move(model);
        summary.headsReset = modelChanged();
        emit modelReady(summary);
    });
}

void TranslationWorker::useModel(const ModelHandle& model) {
    if (!model) return;
    session_.reset();
    model_ = model;
    ModelSummary summary = summarize(model_);
    summary.headsReset = modelChanged();
    emit modelReady(summary);
}

void TranslationWorker::translate(const TranslationRequest& request) {
    guarded(this, [&] {
        if (!model_) refuse(tr("no model is open: open a checkpoint or take one from training"));
        if (request.sources.isEmpty()) refuse(tr("nothing to translate: type a sentence"));
        QElapsedTimer timer;
        timer.start();
        OpenedModel& m = *model_;
        torch::NoGradGuard no_grad;
        m.loaded.model->eval();
        TranslationResult result;
        result.source = request.sources.front();
        result.sources = request.sources;
        std::vector<std::vector<int64_t>> batch;
        for (const QString& s : request.sources) batch.push_back(source_ids(m, s, &result.truncated));
        // The padded batch is of the further lines only (the first is searched alone).
        result.batchFirstLine = batch.size() > 1 ? 2 : 1;
        const size_t perBatch = TranslationResult::kFurtherLinesPerBatch;
        const size_t firstBatchEnd = batch.size() > 1 ? std::min(batch.size(), 1 + perBatch) : batch.size();
        for (size_t i = size_t(result.batchFirstLine - 1); i < firstBatchEnd; ++i)
            result.batchSourceLengths.push_back(static_cast<int>(batch[i].size()));

        decode::SearchOptions options;
        options.beam_size = std::max(1, request.beamSize);
        options.alpha = request.lengthPenalty;
        options.nbest = std::clamp(request.nbest, 1, std::max(1, request.beamSize));
        options.max_extra = std::max(0, request.maxExtra);  // as the step-through and the CLI
        options.cancel = &cancel_;
        decode::BeamTrace trace;
        decode::DecodedAttention decoded;  // the heatmaps' attention, gathered while decoding
        const auto hypotheses = decode::beam_search(m.loaded.model, batch.front(), options, &trace, &decoded);
        const int64_t eos = m.loaded.model->config.eos_id;
        for (const auto& h : hypotheses) {
            NBestEntry e;
            e.text = text(m.loaded.tokenizer.decode(h.tokens));
            for (const auto& p : decode::id_pieces(m.loaded.tokenizer, h.tokens)) e.pieces << text(p);
            e.logProb = h.log_prob;
            e.score = h.score;
            e.cut = h.tokens.empty() || h.tokens.back() != eos;
            result.nbest.push_back(e);
        }
        // Beam 1 too: the greedy search's chain (the tab was blank).
        for (const auto& step : trace.steps) {
            QVector<TracedCandidate> candidates;
            for (const auto& c : step.candidates)
                candidates.push_back({static_cast<int>(c.parent), text(m.loaded.tokenizer.piece(c.token)), c.log_prob,
                                      c.score, c.finished, c.finished && c.token != eos});
            result.beam.push_back(candidates);
        }
        const std::vector<int64_t> best = hypotheses.empty() ? std::vector<int64_t>{} : hypotheses.front().tokens;
        result.attention =
            decode::attention_report(m.loaded.model, m.loaded.tokenizer, batch.front(), best, std::move(decoded));
        // The further sentences greedily, as padded batches: a paste of
        // thousands of lines as one batch held gigabytes of cached keys and
        // values (a base model), and its encoding could not be cancelled.
        decode::SearchOptions greedy = options;
        greedy.beam_size = 1;
        for (size_t start = 1; start < batch.size(); start += perBatch) {
            const size_t end = std::min(batch.size(), start + perBatch);
            const std::vector<std::vector<int64_t>> rest(batch.begin() + long(start), batch.begin() + long(end));
            const auto padded = data::pad_sources(rest, torch::kCPU, m.loaded.model->config.source_pad());
            for (const auto& h : decode::greedy_search(m.loaded.model, padded, greedy))
                result.otherTranslations << text(m.loaded.tokenizer.decode(h.tokens));
        }
        result.wordPieces = m.loaded.tokenizer.kind() == "wordlevel";
        result.headsOff = static_cast<int>(gates_.size());
        result.gates = gates_;
        result.seconds = timer.elapsed() / 1000.0;
        emit translated(result);
    });
}

void TranslationWorker::startStepping(const QString& source, int topK, int maxExtra) {
    guarded(this, [&] {
        // A new step-through ends the previous one, also when it is refused
        // (Next went on with the old session after "nothing to translate").
        session_.reset();
        if (!model_) refuse(tr("no model is open: open a checkpoint or take one from training"));
        if (source.trimmed().isEmpty()) refuse(tr("nothing to translate: type a sentence"));
        session_ = std::make_unique<SteppingSession>(model_, source, std::max(1, topK), std::max(0, maxExtra));
        emitState();
    });
}

void TranslationWorker::step(qint64 forcedToken) {
    guarded(this, [&] {
        if (!session_) refuse(tr("start a step-through first"));
        if (session_->session().finished()) refuse(tr("the translation has ended (EOS or length limit)"));
        session_->session().step(forcedToken);
        emitState();
    });
}

void TranslationWorker::back() {
    guarded(this, [&] {
        if (!session_) refuse(tr("start a step-through first"));
        session_->session().back();
        emitState();
    });
}

void TranslationWorker::emitState() {
    const decode::DecodeSession& s = session_->session();
    SteppingState state;
    state.source = session_->source();
    state.sourceTokens = s.source_tokens();
    state.startToken = session_->startToken();
    state.steps = session_->sharedSteps();
    state.next = s.next_distribution();
    state.encoderSelf = session_->encoderSelf();
    state.finished = s.finished();
    if (!state.finished) {
        state.nextSelf = s.next_decoder_self();
        state.nextCross = s.next_cross();
    }
    state.translation = text(s.translation());
    state.truncated = s.source_truncated();
    state.headsOff = static_cast<int>(gates_.size());
    state.gates = gates_;
    emit stepped(state);
}

}  // namespace studio::app
