// Every field of the two configuration structs, listed by hand as name ->
// value text, so that tests compare configurations field by field instead
// of through to_json() (a field the JSON left out would never be compared).
// The size checks below fail to compile when a field is added to a struct
// and not to its list here.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nn/config.h"
#include "train/training_config.h"

#include <QString>
#include <QStringList>

#include <string>
#include <utility>
#include <vector>

namespace studio::test {

using ConfigFields = std::vector<std::pair<QString, QString>>;

static_assert(sizeof(nn::TransformerConfig) == 20 * 8 + 16,
              "TransformerConfig changed: list the new field in fields_of() and every_field_changed()");
static_assert(sizeof(train::TrainingConfig) == 24 * 8 + 6 * sizeof(std::string) + 8,
              "TrainingConfig changed: list the new field in fields_of() and every_field_changed()");

inline QString text_of(double v) { return QString::number(v, 'g', 17); }
inline QString text_of(int64_t v) { return QString::number(v); }
inline QString text_of(uint64_t v) { return QString::number(v); }
inline QString text_of(int v) { return QString::number(v); }
inline QString text_of(bool v) { return v ? QStringLiteral("true") : QStringLiteral("false"); }
inline QString text_of(const std::string& v) { return QString::fromStdString(v); }
inline QString text_of(nn::Activation v) { return QString::number(int(v)); }
inline QString text_of(nn::PositionLayout v) { return QString::number(int(v)); }

#define STUDIO_FIELD(name) {QStringLiteral(#name), text_of(c.name)}

inline ConfigFields fields_of(const nn::TransformerConfig& c) {
    return {STUDIO_FIELD(src_vocab_size), STUDIO_FIELD(tgt_vocab_size), STUDIO_FIELD(d_model),
            STUDIO_FIELD(num_heads), STUDIO_FIELD(d_k), STUDIO_FIELD(d_v), STUDIO_FIELD(num_encoder_layers), STUDIO_FIELD(num_decoder_layers),
            STUDIO_FIELD(d_ff), STUDIO_FIELD(dropout), STUDIO_FIELD(attention_dropout), STUDIO_FIELD(relu_dropout),
            STUDIO_FIELD(layer_norm_eps), STUDIO_FIELD(layer_norm_std_eps), STUDIO_FIELD(attention_bias),
            STUDIO_FIELD(max_positions), STUDIO_FIELD(pre_norm), STUDIO_FIELD(learned_positions),
            STUDIO_FIELD(share_embeddings), STUDIO_FIELD(tie_output_projection), STUDIO_FIELD(activation),
            STUDIO_FIELD(position_layout), STUDIO_FIELD(scale_embeddings), STUDIO_FIELD(output_bias),
            STUDIO_FIELD(pad_id), STUDIO_FIELD(source_pad_id), STUDIO_FIELD(bos_id), STUDIO_FIELD(eos_id), STUDIO_FIELD(unk_id)};
}

inline ConfigFields fields_of(const train::TrainingConfig& c) {
    return {STUDIO_FIELD(preset_name), STUDIO_FIELD(vocab_size), STUDIO_FIELD(max_tokens), STUDIO_FIELD(max_len), STUDIO_FIELD(dev_share),
            STUDIO_FIELD(bleu_tokenize), STUDIO_FIELD(language_token), STUDIO_FIELD(steps), STUDIO_FIELD(epochs), STUDIO_FIELD(adam_beta1),
            STUDIO_FIELD(adam_beta2), STUDIO_FIELD(adam_eps), STUDIO_FIELD(warmup), STUDIO_FIELD(lr_factor),
            STUDIO_FIELD(label_smoothing), STUDIO_FIELD(clip_norm), STUDIO_FIELD(accum), STUDIO_FIELD(log_every),
            STUDIO_FIELD(eval_every), STUDIO_FIELD(eval_max_sentences), STUDIO_FIELD(keep_checkpoints),
            STUDIO_FIELD(seed), STUDIO_FIELD(threads), STUDIO_FIELD(device), STUDIO_FIELD(precision),
            STUDIO_FIELD(world_size), STUDIO_FIELD(rank), STUDIO_FIELD(master_addr), STUDIO_FIELD(master_port),
            STUDIO_FIELD(dist_timeout), STUDIO_FIELD(bucket_mb)};
}

#undef STUDIO_FIELD

// A valid configuration whose every field differs from the default's.
inline nn::TransformerConfig every_field_changed(nn::TransformerConfig c) {
    c.src_vocab_size = 1234;
    c.tgt_vocab_size = 4321;
    c.d_model = 96;
    c.num_heads = 6;
    c.d_k = 20;
    c.d_v = 12;
    c.num_encoder_layers = 3;
    c.num_decoder_layers = 5;
    c.d_ff = 333;
    c.dropout = 0.25;
    c.attention_dropout = 0.125;
    c.relu_dropout = 0.0625;
    c.layer_norm_eps = 1e-6;
    c.layer_norm_std_eps = true;
    c.attention_bias = false;
    c.max_positions = 777;
    c.pre_norm = true;
    c.learned_positions = true;
    c.share_embeddings = false;
    c.tie_output_projection = false;
    c.activation = nn::Activation::GELU;
    c.position_layout = nn::PositionLayout::SinThenCos;
    c.scale_embeddings = false;
    c.output_bias = true;
    c.pad_id = 7;
    c.source_pad_id = 11;
    c.bos_id = 8;
    c.eos_id = 9;
    c.unk_id = 10;
    return c;
}

inline train::TrainingConfig every_field_changed(train::TrainingConfig c) {
    c.preset_name = "small";
    c.vocab_size = 1500;
    c.max_tokens = 777;
    c.max_len = 99;
    c.dev_share = 0.125;
    c.bleu_tokenize = "char";
    c.language_token = ">>spa<<";
    c.steps = 4242;
    c.epochs = 3;
    c.adam_beta1 = 0.85;
    c.adam_beta2 = 0.995;
    c.adam_eps = 1e-8;
    c.warmup = 321;
    c.lr_factor = 1.5;
    c.label_smoothing = 0.2;
    c.clip_norm = 2.5;
    c.accum = 4;
    c.log_every = 7;
    c.eval_every = 70;
    c.eval_max_sentences = 33;
    c.keep_checkpoints = 9;
    c.seed = 987654321;
    c.threads = 3;
    c.device = "cuda:1";
    c.precision = "bf16";
    c.world_size = 4;
    c.rank = 2;
    c.master_addr = "10.0.0.7";
    c.master_port = 29600;
    c.dist_timeout = 90.5;
    c.bucket_mb = 12.5;
    return c;
}

// "name: a != b" for every field that differs; empty when all agree.
inline QStringList differing_fields(const ConfigFields& a, const ConfigFields& b) {
    QStringList out;
    for (size_t i = 0; i < a.size() && i < b.size(); ++i)
        if (a[i].second != b[i].second) out << a[i].first + ": " + a[i].second + " != " + b[i].second;
    if (a.size() != b.size()) out << QStringLiteral("different field counts");
    return out;
}

}  // namespace studio::test
