// SPDX-License-Identifier: GPL-3.0-or-later
#include "hyperparameter_form.h"

#include "number_inputs.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QLocale>
#include <QSpinBox>

#include <limits>

namespace studio::app {
namespace {

QSpinBox* spin(QWidget* parent, int min, int max, const QString& tip) {
    auto* box = new QSpinBox(parent);
    box->setRange(min, max);
    box->setToolTip(tip);
    return box;
}

// Up to `decimals` digits, shown only as far as a value needs: with two
// fixed decimals a run's label smoothing 0.125 became 0.13 and a
// learning-rate factor 0.005 0.01.
QDoubleSpinBox* real(QWidget* parent, double min, double max, int decimals, double step, const QString& tip) {
    auto* box = new DecimalSpinBox(parent);
    box->setRange(min, max);
    box->setDecimals(decimals);
    box->setSingleStep(step);
    box->setToolTip(tip);
    return box;
}

QCheckBox* check(QWidget* parent, const QString& text, const QString& tip) {
    auto* box = new QCheckBox(text, parent);
    box->setToolTip(tip);
    return box;
}

// Small positive numbers such as 1e-9, typed in scientific notation.
QLineEdit* tiny(QWidget* parent, double min, double max, const QString& tip) {
    auto* edit = new QLineEdit(parent);
    edit->setValidator(new ScientificValidator(min, max, edit));
    edit->setToolTip(tip);
    return edit;
}

void setTiny(QLineEdit* edit, double value) { edit->setText(QString::number(value, 'g', 6)); }

// The typed value, or `fallback` while the text is not a complete number.
double tinyValue(const QLineEdit* edit, double fallback) {
    bool ok = false;
    const double v = scientificValue(edit->text(), &ok);
    return ok && edit->hasAcceptableInput() ? v : fallback;
}

int clampToInt(int64_t v) { return int(std::min<int64_t>(v, std::numeric_limits<int>::max())); }

}  // namespace

HyperparameterForm::HyperparameterForm(QWidget* parent) : QWidget(parent) {
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(makeModelColumn());
    layout->addWidget(makeOptimiserColumn());
    layout->addWidget(makeDataColumn());
    setPreset(QStringLiteral("tiny"));
}

QWidget* HyperparameterForm::makeModelColumn() {
    auto* column = new QWidget(this);
    dModel_ = spin(column, 8, 8192, tr("d_model: the width of every layer's output (§3, Table 3). Must be a multiple of "
                                       "the number of heads."));
    heads_ = spin(column, 1, 128, tr("h: parallel attention heads, each of width d_k = d_v = d_model / h (§3.2.2)."));
    keyDim_ = spin(column, 0, 65536, tr("d_k: each head's query and key width; auto = d_model / h (§3.2.2; Table 3, "
                                        "row B varies it alone)."));
    keyDim_->setSpecialValueText(tr("auto"));
    valueDim_ = spin(column, 0, 65536, tr("d_v: each head's value width; auto = d_model / h (§3.2.2)."));
    valueDim_->setSpecialValueText(tr("auto"));
    encoderLayers_ = spin(column, 1, 64, tr("N: identical layers in the encoder stack (§3.1; 6 in the paper)."));
    decoderLayers_ = spin(column, 1, 64, tr("N: identical layers in the decoder stack (§3.1; 6 in the paper)."));
    dFF_ = spin(column, 8, 65536, tr("d_ff: inner width of the position-wise feed-forward network (§3.3)."));
    dropout_ = real(column, 0.0, 0.99, 6, 0.05, tr("P_drop: dropout on each sub-layer's output and on the embedding "
                                                   "sums (§5.4)."));
    attentionDropout_ = real(column, 0.0, 0.99, 6, 0.05, tr("Dropout on the attention weights. Not in the paper; "
                                                            "PyTorch's nn.Transformer applies it."));
    reluDropout_ = real(column, 0.0, 0.99, 6, 0.05, tr("Dropout on the feed-forward network's hidden ReLU output. Not "
                                                       "in the paper; tensor2tensor and PyTorch's nn.Transformer "
                                                       "apply it."));
    maxPositions_ = spin(column, 2, 1 << 20, tr("The longest sequence the positional encoding covers (§3.5)."));
    preNorm_ = check(column, tr("Pre-norm"), tr("x + Sublayer(LayerNorm(x)) instead of the paper's "
                                                 "LayerNorm(x + Sublayer(x)) (§3.1); trains more stably when deep."));
    learnedPositions_ = check(column, tr("Learned positions"), tr("Learned position embeddings instead of the "
                                                                   "sinusoids (§3.5; Table 3, row E: nearly identical)."));
    shareEmbeddings_ = check(column, tr("Shared embeddings"), tr("One embedding matrix for source and target, "
                                                                 "possible with the joint vocabulary (§3.4)."));
    tieOutput_ = check(column, tr("Tied output"), tr("The pre-softmax projection reuses the target embedding "
                                                      "matrix (§3.4)."));
    layerNormEps_ = tiny(column, 1e-12, 1.0, tr("epsilon of layer normalisation (PyTorch's default 1e-5)."));
    auto* form = new QFormLayout(column);
    form->addRow(tr("d_model:"), dModel_);
    form->addRow(tr("Heads (h):"), heads_);
    form->addRow(tr("d_k:"), keyDim_);
    form->addRow(tr("d_v:"), valueDim_);
    form->addRow(tr("Encoder layers (N):"), encoderLayers_);
    form->addRow(tr("Decoder layers (N):"), decoderLayers_);
    form->addRow(tr("d_ff:"), dFF_);
    form->addRow(tr("Dropout:"), dropout_);
    form->addRow(tr("Attention dropout:"), attentionDropout_);
    form->addRow(tr("ReLU dropout:"), reluDropout_);
    form->addRow(tr("Max positions:"), maxPositions_);
    form->addRow(tr("Layer-norm epsilon:"), layerNormEps_);
    form->addRow(preNorm_, learnedPositions_);
    form->addRow(shareEmbeddings_, tieOutput_);
    return column;
}

QWidget* HyperparameterForm::makeOptimiserColumn() {
    auto* column = new QWidget(this);
    warmup_ = spin(column, 1, 10000000, tr("warmup_steps: the learning rate rises linearly for this many steps, then "
                                           "decays as 1/sqrt(step) (§5.3, Eq. 3)."));
    lrFactor_ = real(column, 1e-9, 1e9, 9, 0.1, tr("A factor on the learning rate of Eq. 3 (§5.3); 1 is the paper's."));
    beta1_ = real(column, 0.0, 0.999999, 6, 0.01, tr("Adam's beta_1 (§5.3: 0.9)."));
    beta2_ = real(column, 0.0, 0.999999999, 9, 0.001, tr("Adam's beta_2 (§5.3: 0.98)."));
    adamEps_ = tiny(column, 1e-30, 1.0, tr("Adam's epsilon (§5.3: 1e-9)."));
    labelSmoothing_ = real(column, 0.0, 0.99, 6, 0.05, tr("epsilon_ls: label smoothing (§5.4); the paper uses 0.1."));
    clip_ = real(column, 0.0, 1e9, 6, 0.5, tr("Clip the gradient's global norm to this value; 0 = off (not in "
                                                 "the paper)."));
    // Steps of a tenth of the shown value: 0.1 down to 0.09, not to the
    // minimum (and 0.000000001 up to 0.100000001).
    lrFactor_->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
    accum_ = spin(column, 1, 1024, tr("Batches whose gradients are summed before each optimiser step: a larger "
                                      "effective batch on a small machine (the paper's batches held ~25000 tokens, "
                                      "§5.1)."));
    auto* form = new QFormLayout(column);
    form->addRow(tr("Warm-up steps:"), warmup_);
    form->addRow(tr("Learning-rate factor:"), lrFactor_);
    form->addRow(tr("Adam beta_1:"), beta1_);
    form->addRow(tr("Adam beta_2:"), beta2_);
    form->addRow(tr("Adam epsilon:"), adamEps_);
    form->addRow(tr("Label smoothing:"), labelSmoothing_);
    form->addRow(tr("Gradient clipping:"), clip_);
    form->addRow(tr("Accumulate batches:"), accum_);
    return column;
}

QWidget* HyperparameterForm::makeDataColumn() {
    auto* column = new QWidget(this);
    vocab_ = spin(column, 8, 1000000, vocabToolTip());
    maxTokens_ = spin(column, 16, 10000000, tr("Tokens per batch, padding included; pairs of similar length are "
                                               "batched together (§5.1)."));
    maxLen_ = spin(column, 1, 1 << 20, tr("Pairs with a side longer than this many tokens are left out of training."));
    evalSentences_ = spin(column, 0, 10000000, tr("Dev sentences translated for BLEU at each evaluation; 0 = all."));
    keep_ = spin(column, 1, 100000, tr("Numbered checkpoints kept on disk; older ones are deleted (last.ckpt always "
                                       "stays)."));
    keep_->setObjectName(QStringLiteral("keepCheckpoints"));
    seed_ = spin(column, 0, std::numeric_limits<int>::max(),
                 tr("Seed of the initial weights, the batch order, dropout, a demo task's pairs and the held-out dev "
                    "pairs (the Data page shows those of this seed): the same seed gives the same run."));
    // A seed is taken when typed in full (Enter, or leaving the box): the
    // Data page draws its pairs again for each new seed.
    seed_->setKeyboardTracking(false);
    auto* form = new QFormLayout(column);
    form->addRow(tr("Vocabulary size:"), vocab_);
    form->addRow(tr("Tokens per batch:"), maxTokens_);
    form->addRow(tr("Longest pair (tokens):"), maxLen_);
    form->addRow(tr("BLEU sentences:"), evalSentences_);
    form->addRow(tr("Checkpoints kept:"), keep_);
    form->addRow(tr("Seed:"), seed_);
    return column;
}

void HyperparameterForm::setPreset(const QString& name) {
    setConfigs(nn::TransformerConfig::preset(name.toStdString()), train::TrainingConfig::preset(name.toStdString()));
}

QStringList HyperparameterForm::setConfigs(const nn::TransformerConfig& m, const train::TrainingConfig& t) {
    dModel_->setValue(clampToInt(m.d_model));
    heads_->setValue(clampToInt(m.num_heads));
    keyDim_->setValue(clampToInt(m.d_k));
    valueDim_->setValue(clampToInt(m.d_v));
    encoderLayers_->setValue(clampToInt(m.num_encoder_layers));
    decoderLayers_->setValue(clampToInt(m.num_decoder_layers));
    dFF_->setValue(clampToInt(m.d_ff));
    dropout_->setValue(m.dropout);
    attentionDropout_->setValue(m.attention_dropout);
    reluDropout_->setValue(m.relu_dropout);
    maxPositions_->setValue(clampToInt(m.max_positions));
    setTiny(layerNormEps_, m.layer_norm_eps);
    preNorm_->setChecked(m.pre_norm);
    learnedPositions_->setChecked(m.learned_positions);
    shareEmbeddings_->setChecked(m.share_embeddings);
    tieOutput_->setChecked(m.tie_output_projection);
    warmup_->setValue(clampToInt(t.warmup));
    lrFactor_->setValue(t.lr_factor);
    beta1_->setValue(t.adam_beta1);
    beta2_->setValue(t.adam_beta2);
    setTiny(adamEps_, t.adam_eps);
    labelSmoothing_->setValue(t.label_smoothing);
    clip_->setValue(t.clip_norm);
    accum_->setValue(clampToInt(t.accum));
    vocab_->setValue(clampToInt(t.vocab_size));
    if (tokenizerVocab_ > 0) {  // the given tokenizer's size stays shown
        userVocab_ = vocab_->value();
        vocab_->setValue(tokenizerVocab_);
    }
    maxTokens_->setValue(clampToInt(t.max_tokens));
    maxLen_->setValue(clampToInt(t.max_len));
    evalSentences_->setValue(clampToInt(t.eval_max_sentences));
    keep_->setValue(clampToInt(t.keep_checkpoints));
    seed_->setValue(clampToInt(int64_t(t.seed)));
    return differencesFrom(m, t);
}

QStringList HyperparameterForm::differencesFrom(const nn::TransformerConfig& m, const train::TrainingConfig& t) const {
    nn::TransformerConfig shownModel = m;
    train::TrainingConfig shown = t;
    apply(shownModel, shown);
    QStringList out;
    auto compare = [&](const char* name, double given, double onForm) {
        if (given != onForm)
            out << QStringLiteral("%1 %2 → %3").arg(QLatin1String(name), QString::number(given, 'g', 10),
                                                   QString::number(onForm, 'g', 10));
    };
    compare("d-model", double(m.d_model), double(shownModel.d_model));
    compare("heads", double(m.num_heads), double(shownModel.num_heads));
    compare("d-k", double(m.d_k), double(shownModel.d_k));
    compare("d-v", double(m.d_v), double(shownModel.d_v));
    compare("encoder-layers", double(m.num_encoder_layers), double(shownModel.num_encoder_layers));
    compare("decoder-layers", double(m.num_decoder_layers), double(shownModel.num_decoder_layers));
    compare("d-ff", double(m.d_ff), double(shownModel.d_ff));
    compare("dropout", m.dropout, shownModel.dropout);
    compare("attention-dropout", m.attention_dropout, shownModel.attention_dropout);
    compare("relu-dropout", m.relu_dropout, shownModel.relu_dropout);
    compare("max-positions", double(m.max_positions), double(shownModel.max_positions));
    compare("layer-norm-eps", m.layer_norm_eps, shownModel.layer_norm_eps);
    compare("warmup", double(t.warmup), double(shown.warmup));
    compare("lr-factor", t.lr_factor, shown.lr_factor);
    compare("adam-beta1", t.adam_beta1, shown.adam_beta1);
    compare("adam-beta2", t.adam_beta2, shown.adam_beta2);
    compare("adam-eps", t.adam_eps, shown.adam_eps);
    compare("label-smoothing", t.label_smoothing, shown.label_smoothing);
    compare("clip", t.clip_norm, shown.clip_norm);
    compare("accum", double(t.accum), double(shown.accum));
    if (tokenizerVocab_ == 0) compare("vocab-size", double(t.vocab_size), double(shown.vocab_size));
    compare("max-tokens", double(t.max_tokens), double(shown.max_tokens));
    compare("max-len", double(t.max_len), double(shown.max_len));
    compare("eval-sentences", double(t.eval_max_sentences), double(shown.eval_max_sentences));
    compare("keep-checkpoints", double(t.keep_checkpoints), double(shown.keep_checkpoints));
    compare("seed", double(t.seed), double(shown.seed));
    return out;
}

void HyperparameterForm::apply(nn::TransformerConfig& m, train::TrainingConfig& t) const {
    m.d_model = dModel_->value();
    m.num_heads = heads_->value();
    m.d_k = keyDim_->value();
    m.d_v = valueDim_->value();
    m.num_encoder_layers = encoderLayers_->value();
    m.num_decoder_layers = decoderLayers_->value();
    m.d_ff = dFF_->value();
    m.dropout = dropout_->value();
    m.attention_dropout = attentionDropout_->value();
    m.relu_dropout = reluDropout_->value();
    m.max_positions = maxPositions_->value();
    m.layer_norm_eps = tinyValue(layerNormEps_, m.layer_norm_eps);
    m.pre_norm = preNorm_->isChecked();
    m.learned_positions = learnedPositions_->isChecked();
    m.share_embeddings = shareEmbeddings_->isChecked();
    m.tie_output_projection = tieOutput_->isChecked();
    t.warmup = warmup_->value();
    t.lr_factor = lrFactor_->value();
    t.adam_beta1 = beta1_->value();
    t.adam_beta2 = beta2_->value();
    t.adam_eps = tinyValue(adamEps_, t.adam_eps);
    t.label_smoothing = labelSmoothing_->value();
    t.clip_norm = clip_->value();
    t.accum = accum_->value();
    t.vocab_size = vocab_->value();
    t.max_tokens = maxTokens_->value();
    t.max_len = maxLen_->value();
    t.eval_max_sentences = evalSentences_->value();
    t.keep_checkpoints = keep_->value();
    t.seed = uint64_t(seed_->value());
}

void HyperparameterForm::setArchitectureLocked(bool locked) {
    architectureLocked_ = locked;
    const QList<QWidget*> fields{dModel_,         heads_,          keyDim_,  valueDim_,         encoderLayers_,
                                 decoderLayers_,  dFF_,            maxPositions_, preNorm_,     learnedPositions_,
                                 shareEmbeddings_, tieOutput_,     layerNormEps_, vocab_};
    for (QWidget* field : fields) field->setEnabled(!locked);
    vocab_->setEnabled(!locked && tokenizerVocab_ == 0);
}

void HyperparameterForm::setTokenizerVocabulary(int size) {
    if (size > 0) {
        if (tokenizerVocab_ == 0) userVocab_ = vocab_->value();
        tokenizerVocab_ = size;
        vocab_->setValue(size);
        vocab_->setToolTip(tr("The tokenizer trained on the Data page has %L1 pieces: the run uses it as it is. "
                              "Without one there, the size is chosen here.").arg(size));
    } else if (tokenizerVocab_ > 0) {
        tokenizerVocab_ = 0;
        vocab_->setValue(userVocab_);
        vocab_->setToolTip(vocabToolTip());
    }
    vocab_->setEnabled(!architectureLocked_ && tokenizerVocab_ == 0);
}

QString HyperparameterForm::vocabToolTip() const {
    return tr("Size of the joint SentencePiece vocabulary (a unigram model) of both languages (§5.1 used 37000 "
              "byte-pair pieces); lowered automatically when the data is small.");
}

}  // namespace studio::app
