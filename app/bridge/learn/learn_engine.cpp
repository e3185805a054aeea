// SPDX-License-Identifier: GPL-3.0-or-later
#include "learn_engine.h"

#include "learn_tensors.h"
#include "translation_worker.h"

#include "data/dataset.h"
#include "data/demo_tasks.h"
#include "import/tutorial_import.h"
#include "nn/encoder_layer.h"
#include "nn/positional_encoding.h"
#include "nn/probe.h"
#include "train/language_token.h"
#include "train/loss.h"
#include "train/schedule.h"

#include <c10/util/Exception.h>
#include <torch/torch.h>

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace studio::app {

namespace {

// `scale`: the factor the model's token embedding multiplies by (√d_model,
// or 1 where it does not scale).
PositionalTable fromTensor(const torch::Tensor& table, int positions, PositionColumns columns, bool scaled,
                           double scale) {
    const auto t = table.detach().to(torch::kCPU, torch::kFloat64).narrow(0, 0, std::min<int64_t>(positions, table.size(0)))
                       .contiguous();
    PositionalTable out;
    out.positions = int(t.size(0));
    out.dModel = int(t.size(1));
    out.values = tensorValues(t);
    out.columns = columns;
    out.scaledEmbeddings = scaled;
    out.embeddingScale = scale;
    return out;
}

}  // namespace

ModelSummary learnSummary(const ModelHandle& model) { return TranslationWorker::summarize(model); }

LearnSettings learnSettings(const ModelHandle& model) {
    LearnSettings s;
    const auto& t = model->loaded.checkpoint.training_config;
    s.dModel = model->loaded.model->config.d_model;
    s.warmup = t.warmup;
    s.factor = t.lr_factor;
    s.labelSmoothing = t.label_smoothing;
    // Trained here: a history or the dataset it was trained on (an average
    // keeps the dataset). An import has neither.
    const auto& checkpoint = model->loaded.checkpoint;
    s.scheduleKnown = !checkpoint.history.empty() || !checkpoint.dataset.empty();
    s.smoothingKnown = s.scheduleKnown || t.preset_name == import::kTutorialPreset;
    return s;
}

QString learnDataRecord(const ModelHandle& model) {
    if (!model) return {};
    const auto& checkpoint = model->loaded.checkpoint;
    return QString::fromStdString(checkpoint.dataset) + QLatin1Char('\n') +
           QString::number(checkpoint.training_config.seed);
}

QStringList learnLanguageTokens(const ModelHandle& model) {
    QStringList tokens;
    if (!model) return tokens;
    const auto& loaded = model->loaded;
    for (const auto& token : train::language_tokens_default_first(loaded.checkpoint.training_config, loaded.tokenizer))
        tokens << QString::fromStdString(token);
    return tokens;
}

qint64 learnSentenceCutAt(const ModelHandle& model, const QString& sentence) {
    if (!model) return 0;
    const int64_t positions = model->loaded.model->config.max_positions;
    bool truncated = false;
    model->loaded.tokenizer.source_ids(sentence.toStdString(), positions, &truncated);
    return truncated ? positions : 0;
}

QString learnSampleSentence(const ModelHandle& model) {
    if (!model) return {};
    const auto& checkpoint = model->loaded.checkpoint;
    if (checkpoint.dataset.empty()) return {};
    try {
        const auto spec = data::DatasetSpec::from_json(checkpoint.dataset);
        if (spec.kind != data::DatasetKind::Demo) return {};
        const auto task = data::make_demo_task(spec.demo, static_cast<uint64_t>(checkpoint.training_config.seed));
        return task.dev.empty() ? QString() : QString::fromStdString(task.dev.front().src);
    } catch (const std::exception&) {
        return {};  // an unreadable record: the page keeps its sentence
    }
}

ModelHandle openLearnModel(const QString& path, QString* error) {
    try {
        return TranslationWorker::openCheckpoint(path, nullptr);
    } catch (const c10::Error& e) {
        if (error) *error = QString::fromStdString(e.what_without_backtrace());
    } catch (const std::exception& e) {
        if (error) *error = QString::fromStdString(e.what());
    }
    return nullptr;
}

PositionalTable sinusoidalPositions(int positions, int dModel) {
    return fromTensor(nn::sinusoidal_table(std::max(positions, 1), std::max(dModel, 1)), positions,
                      PositionColumns::Interleaved, true, std::sqrt(double(std::max(dModel, 1))));
}

PositionalTable modelPositions(const ModelHandle& model, int positions) {
    torch::NoGradGuard no_grad;
    const auto& c = model->loaded.model->config;
    const PositionColumns columns = c.learned_positions                                 ? PositionColumns::Learned
                                    : c.position_layout == nn::PositionLayout::SinThenCos ? PositionColumns::SinThenCos
                                                                                          : PositionColumns::Interleaved;
    // The scale the model's own embedding applies (read, not worked out again).
    return fromTensor(model->loaded.model->src_positions->table(), positions, columns, c.scale_embeddings,
                      model->loaded.model->source_embedding()->scale);
}

AttentionWalk attentionWalk(const ModelHandle& model, const QString& sentence, int layer, int head, int query) {
    try {
        torch::NoGradGuard no_grad;
        auto& m = model->loaded.model;
        const auto& c = m->config;
        const PreparedSentence p = prepareSentence(model, sentence, false);
        AttentionWalk w;
        w.tokens = p.sourcePieces;
        w.layers = int(c.num_encoder_layers);
        w.heads = int(c.num_heads);
        w.headDim = int(c.key_dim());
        w.valueDim = int(c.value_dim());
        w.layer = std::clamp(layer, 0, w.layers - 1);
        w.head = std::clamp(head, 0, w.heads - 1);
        w.query = std::clamp(query, 0, int(p.source.size()) - 1);
        // The module's own 1/√d_k (read, not worked out again).
        w.scale = m->encoder->layers[size_t(w.layer)]->as<nn::EncoderLayerImpl>()->self_attention->scale;
        nn::ModelProbe probe;
        probe.detail_layer = w.layer;  // keeps q, k, v and the scores of this layer (probe.h)
        m->encode(p.src, &probe);
        const auto& a = probe.encoder.at(size_t(w.layer)).self_attention;
        const auto q = a.q[0][w.head][w.query].to(torch::kFloat64);  // (d_k)
        const auto k = a.k[0][w.head].to(torch::kFloat64);           // (S, d_k)
        const auto v = a.v[0][w.head].to(torch::kFloat64);           // (S, d_v)
        const auto weights = a.weights[0][w.head][w.query].to(torch::kFloat64);  // (S)
        w.dots = tensorValues(torch::matmul(k, q));
        w.scores = tensorValues(a.scores[0][w.head][w.query]);
        w.weights = tensorValues(weights);
        for (int64_t j = 0; j < v.size(0); ++j) w.values << tensorValues(v[j]);
        // The head's output as the engine computed it (its weights times V,
        // before Concat and W^O), not recomputed here: the page sums the
        // weighted values itself and the two must agree.
        w.output = tensorValues(a.context[0][w.head][w.query]);
        return w;
    } catch (const c10::Error& e) {
        throw std::runtime_error(e.what_without_backtrace());
    }
}

MaskWalk maskWalk(const ModelHandle& model, const QString& sentence, int layer, int head, int query) {
    try {
        torch::NoGradGuard no_grad;
        auto& m = model->loaded.model;
        const auto& c = m->config;
        const PreparedSentence p = prepareSentence(model, sentence, true);
        MaskWalk w;
        w.layers = int(c.num_decoder_layers);
        w.heads = int(c.num_heads);
        w.layer = std::clamp(layer, 0, w.layers - 1);
        w.head = std::clamp(head, 0, w.heads - 1);
        w.query = std::clamp(query, 0, int(p.decoderInput.size()) - 1);
        w.tokens = p.decoderPieces;
        w.translation = p.translation;
        nn::ModelProbe probe;
        probe.detail_layer = w.layer;  // the decoder layer of that index keeps its scores (probe.h)
        m->forward(p.src, p.tgt, &probe);
        const auto& a = probe.decoder.at(size_t(w.layer)).self_attention;
        const auto scores = a.scores[0][w.head][w.query].to(torch::kFloat64);  // (T), before the mask
        w.scores = tensorValues(scores);
        w.before = tensorValues(torch::softmax(scores, -1));
        w.after = tensorValues(a.weights[0][w.head][w.query]);
        return w;
    } catch (const c10::Error& e) {
        throw std::runtime_error(e.what_without_backtrace());
    }
}

double noamRate(qint64 step, qint64 dModel, qint64 warmup, double factor) {
    return train::noam_learning_rate(std::max<qint64>(step, 1), dModel, std::max<qint64>(warmup, 1), factor);
}

QVector<double> smoothedTarget(int vocabulary, int gold, double epsilon) {
    const int v = std::max(vocabulary, 2);
    torch::AutoGradMode grad(true);  // the gradient is the answer, whatever the caller's mode
    auto logits = torch::zeros({1, v}, torch::TensorOptions(torch::kFloat64).requires_grad(true));
    auto target = torch::tensor({int64_t(std::clamp(gold, 0, v - 1))}, torch::kLong);
    // pad_id -1: no class is padding here.
    auto parts = train::label_smoothed_loss(logits, target, epsilon, -1);
    parts.loss_sum.backward();
    return tensorValues(1.0 / v - logits.grad()[0]);
}

}  // namespace studio::app
