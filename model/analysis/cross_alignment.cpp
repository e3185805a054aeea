// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/cross_alignment.h"

#include "data/batcher.h"
#include "decode/decode_session.h"
#include "decode/search.h"
#include "nn/eval_scope.h"
#include "nn/head_gate_state.h"
#include "tokenizer/marian_vocab.h"

#include <torch/torch.h>

#include <algorithm>

namespace studio::analysis {

std::string source_word_text(const tok::Tokenizer& tokenizer, const std::string& source) {
    // The tokenizer's own rule: a code only at the very start, one piece.
    if (tokenizer.kind() != "marian") return source;
    return tok::split_language_code(source).second;
}

SentenceAttention sentence_attention(nn::Transformer& model, const tok::Tokenizer& tokenizer,
                                     const std::string& source, const std::string& target_text,
                                     const std::vector<int64_t>& target_ids) {
    torch::NoGradGuard no_grad;
    const auto& c = model->config;
    const auto device = model->parameters().front().device();

    // Source: [BOS] own pieces EOS; only the own pieces have words. A
    // multilingual Marian model's leading language code (">>deu<<", one
    // piece) is no word of the sentence either: the words, and the gold
    // links' indices, are those of the text after it.
    const std::vector<int64_t> src_ids = tokenizer.source_ids(source, c.max_positions);
    const size_t first_own = tokenizer.bos_on_source() ? 1 : 0;
    const std::string words_of = source_word_text(tokenizer, source);
    const bool code_first = words_of.size() != source.size();
    std::vector<std::string> src_pieces;
    std::vector<bool> src_special;
    for (size_t i = 0; i < src_ids.size(); ++i) {
        const bool own = i >= first_own + (code_first ? 1 : 0) && i + 1 < src_ids.size();
        src_pieces.push_back(own ? tokenizer.source_piece(src_ids[i]) : std::string());
        src_special.push_back(!own);
    }

    // Target: y1 .. ym as decoder inputs after BOS, within the positions.
    std::vector<int64_t> decoder_input{c.bos_id};
    for (int64_t id : target_ids) {
        if (static_cast<int64_t>(decoder_input.size()) >= c.max_positions) break;
        decoder_input.push_back(id);
    }
    std::vector<std::string> tgt_pieces;
    for (int64_t id : target_ids) tgt_pieces.push_back(tokenizer.piece(id));

    SentenceAttention s;
    s.source_text = split_words(words_of);
    s.target_text = split_words(target_text);
    s.source_words = static_cast<int>(s.source_text.size());
    s.target_words = static_cast<int>(s.target_text.size());
    s.source_piece_words = piece_words(words_of, src_pieces, src_special);
    s.target_piece_words = piece_words(target_text, tgt_pieces, std::vector<bool>(tgt_pieces.size(), false));

    auto src = torch::tensor(src_ids, torch::kLong).unsqueeze(0).to(device);
    auto tgt = torch::tensor(decoder_input, torch::kLong).unsqueeze(0).to(device);
    nn::ModelProbe probe;
    model->forward(src, tgt, &probe);
    s.cross = decode::collect_attention(probe, 2);
    // Heads gated to 0 (what the Analyze page switches off) do not reach the output.
    for (int64_t l = 0; l < s.cross.layers; ++l)
        for (int64_t h = 0; h < s.cross.heads; ++h) {
            if (!nn::head_switched_off(*model, nn::AttentionKind::Cross, l, h)) continue;
            if (s.cross_off.empty()) s.cross_off.assign(static_cast<size_t>(s.cross.layers * s.cross.heads), false);
            s.cross_off[static_cast<size_t>(l * s.cross.heads + h)] = true;
        }
    return s;
}

void for_each_sentence_attention(
    nn::Transformer& model, const tok::Tokenizer& tokenizer, const std::vector<std::string>& sources,
    const std::vector<std::string>& targets, const CorpusAlignmentOptions& options,
    const std::function<void(size_t index, const SentenceAttention& s, const std::string& translation)>& visit) {
    torch::NoGradGuard no_grad;
    nn::EvalScope eval(*model);
    const auto& c = model->config;
    const auto device = model->parameters().front().device();
    const int64_t total = static_cast<int64_t>(sources.size());
    for (int64_t i = 0; i < total; ++i) {
        if (options.cancel && options.cancel->load()) throw decode::Cancelled();
        const std::string& source = sources[static_cast<size_t>(i)];
        std::string target_text, translation;
        std::vector<int64_t> target_ids;
        if (!targets.empty()) {
            target_text = targets[static_cast<size_t>(i)];
            target_ids = tokenizer.encode_target(target_text);
        } else {
            decode::SearchOptions search;
            search.max_extra = options.max_extra;
            search.cancel = options.cancel;
            const auto src = data::pad_sources({tokenizer.source_ids(source, c.max_positions)}, device, c.source_pad());
            target_ids = decode::greedy_search(model, src, search).front().tokens;
            if (!target_ids.empty() && target_ids.back() == c.eos_id) target_ids.pop_back();
            target_text = tokenizer.decode(target_ids);
            translation = target_text;
        }
        visit(static_cast<size_t>(i), sentence_attention(model, tokenizer, source, target_text, target_ids), translation);
        if (options.progress) options.progress(i + 1, total);
    }
}

CorpusAttention corpus_attention(nn::Transformer& model, const tok::Tokenizer& tokenizer,
                                 const std::vector<std::string>& sources, const std::vector<std::string>& targets,
                                 const CorpusAlignmentOptions& options) {
    CorpusAttention corpus;
    for_each_sentence_attention(model, tokenizer, sources, targets, options,
                                [&](size_t, const SentenceAttention& s, const std::string& translation) {
                                    corpus.sentences.push_back(s);
                                    if (targets.empty()) corpus.translations.push_back(translation);
                                });
    return corpus;
}

std::vector<Links> corpus_links(const CorpusAttention& corpus, const AlignMethod& method) {
    std::vector<Links> links;
    links.reserve(corpus.sentences.size());
    for (const auto& s : corpus.sentences) links.push_back(sentence_links(s, method));
    return links;
}

HeadChoice layer_mean(int layer) {
    HeadChoice choice;
    choice.kind = HeadChoice::Kind::LayerMean;
    choice.layer = layer;
    return choice;
}

}  // namespace studio::analysis
