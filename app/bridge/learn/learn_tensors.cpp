// SPDX-License-Identifier: GPL-3.0-or-later
#include "learn_tensors.h"

#include "decode/decode_session.h"
#include "decode/search.h"

#include <memory>
#include <mutex>

namespace studio::app {

QVector<double> tensorValues(const torch::Tensor& t) {
    const auto r = t.detach().to(torch::kCPU, torch::kFloat64).contiguous();
    return QVector<double>(r.data_ptr<double>(), r.data_ptr<double>() + r.numel());
}

QString shapeText(const torch::Tensor& t) {
    QStringList sizes;
    for (const auto s : t.sizes()) sizes << QString::number(s);
    return QLatin1Char('(') + sizes.join(QLatin1String(", ")) + QLatin1Char(')');
}

namespace {

// The last greedy translation: the sections that need the decoder input
// (architecture, masking) share it instead of each decoding again. Weak, so
// that a closed model is not kept alive and a new one at the same address
// is never mistaken for it.
struct TranslationCache {
    std::mutex mutex;
    std::weak_ptr<OpenedModel> model;
    QString sentence;
    std::vector<int64_t> target;
};
TranslationCache& translationCache() {
    static TranslationCache cache;
    return cache;
}

}  // namespace

PreparedSentence prepareSentence(const ModelHandle& model, const QString& sentence, bool translate) {
    auto& m = model->loaded.model;
    const auto& c = m->config;
    const auto& tokenizer = model->loaded.tokenizer;
    m->eval();
    PreparedSentence p;
    p.source = tokenizer.source_ids(sentence.toStdString(), c.max_positions);
    for (const auto& piece : decode::source_id_pieces(tokenizer, p.source)) p.sourcePieces << QString::fromStdString(piece);
    const auto device = m->parameters().front().device();
    p.src = torch::tensor(p.source, torch::kLong).unsqueeze(0).to(device);  // (1, S)
    if (!translate) return p;
    std::vector<int64_t> target;
    {
        TranslationCache& cache = translationCache();
        std::lock_guard<std::mutex> lock(cache.mutex);
        if (cache.model.lock() == model && cache.sentence == sentence) target = cache.target;
    }
    if (target.empty()) {
        decode::SearchOptions options;
        options.beam_size = 1;
        target = decode::greedy_search(m, p.src, options).front().tokens;
        TranslationCache& cache = translationCache();
        std::lock_guard<std::mutex> lock(cache.mutex);
        cache.model = model;
        cache.sentence = sentence;
        cache.target = target;
    }
    // The decoder input of teacher forcing: BOS, then every target token but
    // the last (attention_report's convention, so the rows can be compared).
    p.decoderInput.push_back(c.bos_id);
    for (size_t i = 0; i + 1 < target.size(); ++i) p.decoderInput.push_back(target[i]);
    for (const auto& piece : decode::id_pieces(tokenizer, p.decoderInput)) p.decoderPieces << QString::fromStdString(piece);
    p.translation = QString::fromStdString(tokenizer.decode(target));
    p.tgt = torch::tensor(p.decoderInput, torch::kLong).unsqueeze(0).to(device);  // (1, T)
    return p;
}

}  // namespace studio::app
