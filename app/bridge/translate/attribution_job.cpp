// run_attribution (analysis_jobs.h): the engine's attribution of a pair,
// copied into the Analyze page's plain types.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis_jobs.h"
#include "opened_model.h"

#include "analysis/sentence_attribution.h"
#include "decode/decode_session.h"
#include "nn/head_gate_state.h"
#include "analysis/word_alignment.h"

#include <QCoreApplication>
#include <cmath>

namespace studio::app {
namespace {

QVector<double> to_vector(const std::vector<double>& v) { return QVector<double>(v.begin(), v.end()); }

QStringList to_list(const std::vector<std::string>& v) {
    QStringList out;
    for (const auto& s : v) out << QString::fromStdString(s);
    return out;
}

}  // namespace

AttributionResult run_attribution(OpenedModel& model, const AttributionQuery& query, const std::atomic<bool>* cancel,
                                  const ProgressFn& progress) {
    auto& m = model.loaded.model;
    const auto& tokenizer = model.loaded.tokenizer;
    if (query.source.trimmed().isEmpty()) throw std::invalid_argument(
            QCoreApplication::translate("studio::app::AttributionJob", "type a source sentence to explain").toStdString());
    analysis::SentenceAttributionRequest request;
    request.source = query.source.toStdString();
    request.has_target = query.hasTarget && !query.target.trimmed().isEmpty();
    request.target = query.target.toStdString();
    request.target_ids.assign(query.targetIds.begin(), query.targetIds.end());
    request.beam_size = query.beamSize;
    request.alpha = query.lengthPenalty;
    request.max_extra = query.maxExtra;
    if (query.contrastId >= 0)
        request.contrast = query.contrastId;
    else if (!query.contrast.trimmed().isEmpty())
        request.contrast = analysis::target_token_id(tokenizer, query.contrast.trimmed().toStdString());
    if (request.contrast >= 0 && query.contrastPosition >= 0) request.positions.push_back(query.contrastPosition);
    analysis::AttributionOptions options;
    if (query.method < 0 || query.method > 2) throw std::invalid_argument(
            QCoreApplication::translate("studio::app::AttributionJob", "unknown attribution method").toStdString());
    options.method = static_cast<analysis::AttributionMethod>(query.method);
    options.steps = query.steps;
    options.cancel = cancel;
    options.progress = [&](int64_t done, int64_t total) {
        if (progress) progress(done, total);
    };
    auto s = analysis::attribute_sentence(m, tokenizer, request, options);

    AttributionResult r;
    r.source = QString::fromStdString(s.source);
    r.target = QString::fromStdString(s.target);
    r.sourcePieces = to_list(s.source_pieces);
    r.targetPieces = to_list(s.target_pieces);
    r.targetIds = QVector<qint64>(s.target_ids.begin(), s.target_ids.end());
    r.targetGiven = request.has_target || !request.target_ids.empty();
    r.sourceCut = s.source_truncated;
    r.targetCut = s.target_truncated;
    r.decoderStart = QString::fromStdString(decode::id_pieces(tokenizer, {m->config.bos_id}).front());
    r.sourceWords = to_list(analysis::split_words(s.source_word_text));  // a language code is no word
    r.targetWords = to_list(analysis::split_words(s.target));
    r.sourcePieceWords = QVector<int>(s.source_piece_words.begin(), s.source_piece_words.end());
    r.targetPieceWords = QVector<int>(s.target_piece_words.begin(), s.target_piece_words.end());
    r.method = query.method;
    r.steps = options.method == analysis::AttributionMethod::IntegratedGradients ? query.steps : 0;
    r.layers = static_cast<int>(s.attention.cross.layers);
    r.heads = static_cast<int>(s.attention.cross.heads);
    r.attention = s.attention;
    for (size_t k = 0; k < s.tokens.size(); ++k) {
        const auto& t = s.tokens[k];
        TokenAttributionView v;
        v.position = static_cast<int>(t.position);
        v.token = r.targetPieces.value(v.position);
        if (t.contrast >= 0) v.contrast = QString::fromStdString(tokenizer.piece(t.contrast));
        v.source = to_vector(t.source);
        v.target = to_vector(t.target);
        v.f = t.f_input;
        v.fBaseline = t.f_baseline;
        v.sum = t.sum;
        v.gap = t.completeness_gap;
        v.steps = static_cast<int>(t.steps);
        for (const auto& h : s.agreement[k]) {
            // A head switched off (Analyze page) does not shape the output: no rank among those that do.
            const auto kind = h.kind == analysis::AgreementKind::Cross ? nn::AttentionKind::Cross
                                                                         : nn::AttentionKind::DecoderSelf;
            if (nn::head_switched_off(*m, kind, h.layer, h.head)) continue;
            v.heads.push_back({h.kind == analysis::AgreementKind::Cross ? HeadKind::Cross : HeadKind::DecoderSelf,
                               h.layer, h.head, h.tau});
        }
        r.tokens.push_back(v);
    }
    return r;
}

}  // namespace studio::app
