// SPDX-License-Identifier: GPL-3.0-or-later
#include "learn_blocks.h"

#include "learn_tensors.h"

#include "nn/decoder_layer.h"
#include "nn/encoder_layer.h"
#include "nn/probe.h"

#include <c10/util/Exception.h>

#include <algorithm>
#include <stdexcept>

namespace studio::app {

namespace {

QString activationName(nn::Activation a) {
    switch (a) {
    case nn::Activation::SiLU: return QStringLiteral("silu");
    case nn::Activation::GELU: return QStringLiteral("gelu");
    case nn::Activation::ReLU: break;
    }
    return QStringLiteral("relu");
}

nn::EncoderLayerImpl& encoderLayer(nn::TransformerImpl& m, int index) {
    return *m.encoder->layers[size_t(index)]->as<nn::EncoderLayerImpl>();
}

nn::DecoderLayerImpl& decoderLayer(nn::TransformerImpl& m, int index) {
    return *m.decoder->layers[size_t(index)]->as<nn::DecoderLayerImpl>();
}

qint64 countOf(torch::nn::Module& module) { return nn::parameter_count(module); }

// Q, K, V per head and the weights, from an attention probe kept in detail.
QString attentionInner(const nn::AttentionProbe& a) {
    return QStringLiteral("Q %1, K %2, V %3, softmax %4")
        .arg(shapeText(a.q), shapeText(a.k), shapeText(a.v), shapeText(a.weights));
}

}  // namespace

ArchitectureFacts configFacts(const nn::TransformerConfig& c) {
    ArchitectureFacts f;
    f.encoderLayers = int(c.num_encoder_layers);
    f.decoderLayers = int(c.num_decoder_layers);
    f.dModel = c.d_model;
    f.heads = c.num_heads;
    f.dFf = c.d_ff;
    f.preNorm = c.pre_norm;
    f.activation = activationName(c.activation);
    f.marianPositions = !c.learned_positions && c.position_layout == nn::PositionLayout::SinThenCos;
    f.learnedPositions = c.learned_positions;
    f.scaledEmbeddings = c.scale_embeddings;
    f.logitsBias = c.output_bias;
    f.tiedOutput = c.tie_output_projection;
    f.attentionBias = c.attention_bias;
    return f;
}

ArchitectureFacts architectureFacts(const ModelHandle& model, const QString& sentence) {
    try {
        torch::NoGradGuard no_grad;
        auto& m = *model->loaded.model;
        const auto& c = m.config;
        const PreparedSentence p = prepareSentence(model, sentence, true);
        nn::ModelProbe probe;
        probe.detail_layer = 0;  // layer 0 of both stacks keeps its sub-layers' values: their shapes
        const auto logits = m.forward(p.src, p.tgt, &probe);  // (1, T, V)

        ArchitectureFacts f = configFacts(c);
        f.sourceTokens = p.sourcePieces;
        f.targetTokens = p.decoderPieces;
        f.translation = p.translation;
        f.sourceVocabulary = m.source_embedding()->weight().size(0);
        f.targetVocabulary = logits.size(-1);
        f.tiedOutput = !m.generator;
        f.totalParameters = countOf(m);
        f.blocks.resize(kBlockCount);

        const auto& enc = probe.encoder.at(0);
        const auto& dec = probe.decoder.at(0);
        const QString srcIds = shapeText(p.src), tgtIds = shapeText(p.tgt);
        const QString srcStates = shapeText(enc.sublayers.at(0).input);  // (1, S, D)
        const QString tgtStates = shapeText(dec.sublayers.at(0).input);  // (1, T, D)
        const QString hidden = QStringLiteral("(1, %1, %2)");
        auto set = [&](Block b, QString in, QString out, qint64 params, int repeats = 1, QString inner = {}) {
            auto& facts = f.blocks[int(b)];
            facts.input = in;
            facts.output = out;
            facts.parameters = params;
            facts.repeats = repeats;
            facts.inner = inner;
        };
        auto& e0 = encoderLayer(m, 0);
        auto& d0 = decoderLayer(m, 0);
        const int ne = f.encoderLayers, nd = f.decoderLayers;
        set(Block::SourceEmbedding, srcIds, srcStates, countOf(*m.source_embedding()));
        set(Block::SourcePositions, srcStates, srcStates, countOf(*m.src_positions));
        set(Block::EncoderSelfAttention, srcStates, srcStates, countOf(*e0.self_attention), ne,
            attentionInner(enc.self_attention));
        set(Block::EncoderAddNorm1, srcStates, shapeText(enc.sublayers.at(0).output),
            countOf(*e0.self_attention_sublayer), ne);
        set(Block::EncoderFeedForward, srcStates, srcStates, countOf(*e0.feed_forward), ne,
            hidden.arg(p.source.size()).arg(c.d_ff));
        set(Block::EncoderAddNorm2, srcStates, shapeText(enc.sublayers.at(1).output),
            countOf(*e0.feed_forward_sublayer), ne);
        // One matrix for both sides is counted once, under the source embedding.
        set(Block::TargetEmbedding, tgtIds, tgtStates, c.share_embeddings ? 0 : countOf(*m.target_embedding()));
        set(Block::TargetPositions, tgtStates, tgtStates, countOf(*m.tgt_positions));
        set(Block::DecoderSelfAttention, tgtStates, tgtStates, countOf(*d0.self_attention), nd,
            attentionInner(dec.self_attention));
        set(Block::DecoderAddNorm1, tgtStates, shapeText(dec.sublayers.at(0).output),
            countOf(*d0.self_attention_sublayer), nd);
        set(Block::CrossAttention, tgtStates + QStringLiteral(" + ") + srcStates, tgtStates,
            countOf(*d0.cross_attention), nd, attentionInner(dec.cross_attention));
        set(Block::DecoderAddNorm2, tgtStates, shapeText(dec.sublayers.at(1).output),
            countOf(*d0.cross_attention_sublayer), nd);
        set(Block::DecoderFeedForward, tgtStates, tgtStates, countOf(*d0.feed_forward), nd,
            hidden.arg(p.decoderInput.size()).arg(c.d_ff));
        set(Block::DecoderAddNorm3, tgtStates, shapeText(dec.sublayers.at(2).output),
            countOf(*d0.feed_forward_sublayer), nd);
        set(Block::Linear, tgtStates, shapeText(logits), m.generator ? countOf(*m.generator) : 0);
        set(Block::Softmax, shapeText(logits), shapeText(logits), 0);
        // Tied weights (§3.4): which blocks hold one matrix together.
        const bool tied = !m.generator;  // the output projection is the target embedding's matrix
        const Sharing sharing = c.share_embeddings ? (tied ? Sharing::EmbeddingsAndOutput : Sharing::Embeddings)
                                                   : (tied ? Sharing::TargetAndOutput : Sharing::None);
        if (c.share_embeddings) {
            f.blocks[int(Block::SourceEmbedding)].shared = sharing;
            f.blocks[int(Block::TargetEmbedding)].shared = sharing;
        }
        if (tied) {
            f.blocks[int(Block::TargetEmbedding)].shared = sharing;
            f.blocks[int(Block::Linear)].shared = sharing;
        }
        return f;
    } catch (const c10::Error& e) {
        throw std::runtime_error(e.what_without_backtrace());
    }
}

MultiHeadWalk multiHeadWalk(const ModelHandle& model, const QString& sentence, int layer, int query) {
    try {
        torch::NoGradGuard no_grad;
        auto& m = *model->loaded.model;
        const auto& c = m.config;
        const PreparedSentence p = prepareSentence(model, sentence, false);
        MultiHeadWalk w;
        w.tokens = p.sourcePieces;
        w.layers = int(c.num_encoder_layers);
        w.heads = int(c.num_heads);
        w.keyDim = int(c.key_dim());
        w.headDim = int(c.value_dim());
        w.dModel = int(c.d_model);
        w.layer = std::clamp(layer, 0, w.layers - 1);
        w.query = std::clamp(query, 0, int(p.source.size()) - 1);
        nn::ModelProbe probe;
        probe.detail_layer = w.layer;
        m.encode(p.src, &probe);
        const auto& lp = probe.encoder.at(size_t(w.layer));
        const auto& a = lp.self_attention;
        std::vector<torch::Tensor> heads;
        for (int h = 0; h < w.heads; ++h) {
            const auto weights = a.weights[0][h][w.query].to(torch::kFloat64);  // (S)
            const auto out = torch::matmul(weights, a.v[0][h].to(torch::kFloat64));  // (d_v)
            w.weights << tensorValues(weights);
            w.outputs << tensorValues(out);
            heads.push_back(out);
        }
        const auto concat = torch::cat(heads);  // (H d_v): head 1's d_v values, then head 2's, ...
        auto& attention = *encoderLayer(m, w.layer).self_attention;
        auto projected = torch::matmul(attention.w_o->weight.to(torch::kFloat64), concat);  // (D)
        w.outputBias = attention.w_o->bias.defined();
        if (w.outputBias) projected = projected + attention.w_o->bias.to(torch::kFloat64);
        w.concat = tensorValues(concat);
        w.projected = tensorValues(projected);
        // What the encoder's forward pass itself computed in that sub-layer
        // (before dropout and the residual add), not a second run.
        w.engine = tensorValues(lp.sublayers.at(0).block[0][w.query]);
        return w;
    } catch (const c10::Error& e) {
        throw std::runtime_error(e.what_without_backtrace());
    }
}

SublayerWalk sublayerWalk(const ModelHandle& model, const QString& sentence, int layer, int sublayer, int token) {
    try {
        torch::NoGradGuard no_grad;
        auto& m = *model->loaded.model;
        const auto& c = m.config;
        const PreparedSentence p = prepareSentence(model, sentence, false);
        SublayerWalk w;
        w.tokens = p.sourcePieces;
        w.layers = int(c.num_encoder_layers);
        w.layer = std::clamp(layer, 0, w.layers - 1);
        w.sublayer = std::clamp(sublayer, 0, 1);
        w.token = std::clamp(token, 0, int(p.source.size()) - 1);
        w.preNorm = c.pre_norm;
        w.tutorialNorm = c.layer_norm_std_eps;
        w.normEps = c.layer_norm_eps;
        w.activation = activationName(c.activation);
        w.dFf = c.d_ff;
        nn::ModelProbe probe;
        probe.detail_layer = w.layer;
        m.encode(p.src, &probe);
        const auto& sp = probe.encoder.at(size_t(w.layer)).sublayers.at(size_t(w.sublayer));
        auto& el = encoderLayer(m, w.layer);
        auto& wrapper = w.sublayer == 0 ? *el.self_attention_sublayer : *el.feed_forward_sublayer;
        const auto x = sp.input;                            // (1, S, D)
        const auto in = c.pre_norm ? wrapper.norm(x) : x;   // what the block reads
        torch::Tensor block;                                // (1, S, D)
        if (w.sublayer == 0) {
            block = el.self_attention->forward(in, in, m.source_mask(p.src));
        } else {
            block = el.feed_forward->forward(in);
            const auto hidden = el.feed_forward->activate(el.feed_forward->w_1(in[0][w.token]));  // (d_ff)
            w.hiddenActive = int((hidden > 0).sum().item<int64_t>());
        }
        const auto residual = x + block;  // dropout is off in eval mode
        const auto output = c.pre_norm ? residual : wrapper.norm(residual);
        w.input = tensorValues(x[0][w.token]);
        if (c.pre_norm) w.normed = tensorValues(in[0][w.token]);
        w.block = tensorValues(block[0][w.token]);
        w.residual = tensorValues(residual[0][w.token]);
        w.output = tensorValues(output[0][w.token]);
        w.engine = tensorValues(sp.output[0][w.token]);
        return w;
    } catch (const c10::Error& e) {
        throw std::runtime_error(e.what_without_backtrace());
    }
}

}  // namespace studio::app
