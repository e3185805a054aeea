// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/sentence_attribution.h"

#include "analysis/cross_alignment.h"
#include "analysis/word_alignment.h"
#include "data/batcher.h"
#include "decode/decode_session.h"
#include "decode/search.h"
#include "nn/eval_scope.h"

#include <torch/torch.h>

#include <stdexcept>

namespace studio::analysis {

SentenceAttribution attribute_sentence(nn::Transformer& model, const tok::Tokenizer& tokenizer,
                                       const SentenceAttributionRequest& request,
                                       const AttributionOptions& options) {
    const auto& c = model->config;
    const auto device = model->parameters().front().device();
    SentenceAttribution out;
    out.source = request.source;
    out.source_ids = tokenizer.source_ids(request.source, c.max_positions, &out.source_truncated);
    if (!request.target_ids.empty()) {
        out.target_ids = request.target_ids;
        out.target_truncated = static_cast<int64_t>(out.target_ids.size()) > c.max_positions;
        if (out.target_truncated) out.target_ids.resize(static_cast<size_t>(c.max_positions));
        out.target = tokenizer.decode(out.target_ids);
    } else if (request.has_target) {
        out.target = request.target;
        out.target_ids = tokenizer.encode_target(request.target);
        out.target_truncated = static_cast<int64_t>(out.target_ids.size()) >= c.max_positions;
        if (out.target_truncated) out.target_ids.resize(static_cast<size_t>(c.max_positions - 1));
        out.target_ids.push_back(c.eos_id);
    } else {
        torch::NoGradGuard no_grad;
        nn::EvalScope eval(*model);
        decode::SearchOptions search;
        search.max_extra = request.max_extra;
        search.cancel = options.cancel;
        search.beam_size = std::max<int64_t>(1, request.beam_size);
        search.alpha = request.alpha;
        if (search.beam_size > 1) {
            out.target_ids = decode::beam_search(model, out.source_ids, search).front().tokens;
        } else {
            const auto src = data::pad_sources({out.source_ids}, device, c.source_pad());
            out.target_ids = decode::greedy_search(model, src, search).front().tokens;
        }
        out.target_truncated = static_cast<int64_t>(out.target_ids.size()) > c.max_positions;
        if (out.target_truncated) out.target_ids.resize(static_cast<size_t>(c.max_positions));
        out.target = tokenizer.decode(out.target_ids);
    }
    if (out.target_ids.empty()) throw std::invalid_argument("attribution: the translation is empty");

    out.source_pieces = decode::source_id_pieces(tokenizer, out.source_ids);
    out.target_pieces = decode::id_pieces(tokenizer, out.target_ids);
    // A multilingual model's leading language code (">>deu<<") is no word of
    // the sentence: the words are those after it, numbered as the alignment
    // numbers them (it was source word 0 here and not there).
    const size_t first_own = tokenizer.bos_on_source() ? 1 : 0;
    out.source_word_text = source_word_text(tokenizer, out.source);
    const std::string& words_of = out.source_word_text;
    const bool code_first = words_of.size() != out.source.size();
    std::vector<std::string> own_pieces;
    for (size_t i = 0; i < out.source_ids.size(); ++i) {
        const bool own = i >= first_own + (code_first ? 1 : 0) && i + 1 < out.source_ids.size();
        out.source_special.push_back(!own);
        own_pieces.push_back(own ? out.source_pieces[i] : std::string());
    }
    out.source_words = static_cast<int>(split_words(words_of).size());
    out.target_words = static_cast<int>(split_words(out.target).size());
    out.source_piece_words = piece_words(words_of, own_pieces, out.source_special);
    std::vector<bool> target_special;
    std::vector<std::string> target_pieces;
    for (int64_t id : out.target_ids) {
        const bool special = id == c.eos_id || id == c.bos_id || id == c.pad_id;
        target_special.push_back(special);
        target_pieces.push_back(special ? std::string() : tokenizer.piece(id));
    }
    out.target_piece_words = piece_words(out.target, target_pieces, target_special);

    std::vector<AttributionRequest> requests;
    if (request.positions.empty()) {
        // A position whose token is the contrast itself has nothing to contrast: left out.
        for (size_t i = 0; i < out.target_ids.size(); ++i)
            if (out.target_ids[i] != request.contrast) requests.push_back({static_cast<int64_t>(i), request.contrast});
    } else {
        for (int64_t p : request.positions) {
            if (p < 0 || p >= static_cast<int64_t>(out.target_ids.size()))
                throw std::invalid_argument("attribution: position " + std::to_string(p) + " outside the target's 0.." +
                                            std::to_string(out.target_ids.size() - 1));
            requests.push_back({p, request.contrast});
        }
    }
    AttributionOptions framed = options;
    framed.source_has_bos = tokenizer.bos_on_source();
    framed.source_code_first = code_first;
    out.tokens = attribute(model, out.source_ids, out.target_ids, requests, framed);
    out.attention = decode::attention_report(model, tokenizer, out.source_ids, out.target_ids);
    for (const auto& t : out.tokens) out.agreement.push_back(head_agreement(out.attention, t, out.source_special));
    return out;
}

int64_t target_token_id(const tok::Tokenizer& tokenizer, const std::string& token) {
    const int64_t v = tokenizer.target_vocab_size();
    const std::string word_start = "\xE2\x96\x81" + token;  // "▁" + token
    int64_t as_word = -1;
    for (int64_t id = 0; id < v; ++id) {
        const std::string piece = tokenizer.piece(id);
        if (piece == token) return id;
        if (as_word < 0 && piece == word_start) as_word = id;
    }
    if (as_word >= 0) return as_word;
    throw std::invalid_argument("contrast token '" + token + "' is not in the target vocabulary (" +
                                std::to_string(v) + " pieces)");
}

}  // namespace studio::analysis
