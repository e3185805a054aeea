// SPDX-License-Identifier: GPL-3.0-or-later
#include "hyperparameter_form.h"

#include "nn/config.h"
#include "train/training_config.h"

#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QSpinBox>

namespace studio::app {
namespace {

QSpinBox* spin(QWidget* parent, int min, int max, const QString& tip) {
    auto* box = new QSpinBox(parent);
    box->setRange(min, max);
    box->setToolTip(tip);
    return box;
}

QDoubleSpinBox* real(QWidget* parent, double min, double max, int decimals, double step, const QString& tip) {
    auto* box = new QDoubleSpinBox(parent);
    box->setRange(min, max);
    box->setDecimals(decimals);
    box->setSingleStep(step);
    box->setToolTip(tip);
    return box;
}

}  // namespace

HyperparameterForm::HyperparameterForm(QWidget* parent) : QWidget(parent) {
    dModel_ = spin(this, 8, 4096, tr("d_model: the width of every layer's output (§3, Table 3). Must be a multiple of "
                                     "the number of heads."));
    heads_ = spin(this, 1, 64, tr("h: parallel attention heads, each of width d_model / h (§3.2.2)."));
    layers_ = spin(this, 1, 24, tr("N: identical layers in the encoder and in the decoder stack (§3.1)."));
    dFF_ = spin(this, 8, 16384, tr("d_ff: inner width of the position-wise feed-forward network (§3.3)."));
    dropout_ = real(this, 0.0, 0.9, 2, 0.05, tr("P_drop: dropout on each sub-layer's output and on the embedding sums "
                                                 "(§5.4)."));
    warmup_ = spin(this, 1, 1000000, tr("warmup_steps: the learning rate rises linearly for this many steps, then "
                                        "decays as 1/sqrt(step) (§5.3, Eq. 3)."));
    maxTokens_ = spin(this, 16, 1000000, tr("Tokens per batch, padding included; pairs of similar length are batched "
                                            "together (§5.1)."));
    lrFactor_ = real(this, 0.01, 100.0, 2, 0.1, tr("A factor on the learning rate of Eq. 3 (§5.3); 1 is the paper's."));
    labelSmoothing_ = real(this, 0.0, 0.9, 2, 0.05, tr("epsilon_ls: label smoothing (§5.4); the paper uses 0.1."));
    clip_ = real(this, 0.0, 1000.0, 2, 0.5, tr("Clip the gradient's global norm to this value; 0 = off (not in the "
                                              "paper)."));

    auto* model = new QFormLayout;
    model->addRow(tr("d_model:"), dModel_);
    model->addRow(tr("Heads:"), heads_);
    model->addRow(tr("Layers (N):"), layers_);
    model->addRow(tr("d_ff:"), dFF_);
    model->addRow(tr("Dropout:"), dropout_);
    auto* optimisation = new QFormLayout;
    optimisation->addRow(tr("Warm-up steps:"), warmup_);
    optimisation->addRow(tr("Tokens per batch:"), maxTokens_);
    optimisation->addRow(tr("Learning-rate factor:"), lrFactor_);
    optimisation->addRow(tr("Label smoothing:"), labelSmoothing_);
    optimisation->addRow(tr("Gradient clipping:"), clip_);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(model);
    layout->addLayout(optimisation);
    setPreset(QStringLiteral("tiny"));
}

void HyperparameterForm::setPreset(const QString& name) {
    const auto m = nn::TransformerConfig::preset(name.toStdString());
    const auto t = train::TrainingConfig::preset(name.toStdString());
    dModel_->setValue(int(m.d_model));
    heads_->setValue(int(m.num_heads));
    layers_->setValue(int(m.num_encoder_layers));
    dFF_->setValue(int(m.d_ff));
    dropout_->setValue(m.dropout);
    warmup_->setValue(int(t.warmup));
    maxTokens_->setValue(int(t.max_tokens));
    lrFactor_->setValue(t.lr_factor);
    labelSmoothing_->setValue(t.label_smoothing);
    clip_->setValue(t.clip_norm);
}

void HyperparameterForm::apply(TrainingRequest& r) const {
    r.dModel = dModel_->value();
    r.heads = heads_->value();
    r.layers = layers_->value();
    r.dFF = dFF_->value();
    r.dropout = dropout_->value();
    r.warmup = warmup_->value();
    r.maxTokens = maxTokens_->value();
    r.lrFactor = lrFactor_->value();
    r.labelSmoothing = labelSmoothing_->value();
    r.clip = clip_->value();
}

}  // namespace studio::app
