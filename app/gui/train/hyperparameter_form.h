// HyperparameterForm: every setting of the model and of its training, filled
// from a preset and editable, each with a tooltip naming where the paper sets
// it. It edits the engine's own config structs; nothing is looked up by name.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nn/config.h"
#include "train/training_config.h"

#include <QStringList>
#include <QWidget>

class QCheckBox;
class QDoubleSpinBox;
class QLineEdit;
class QSpinBox;

namespace studio::app {

class HyperparameterForm : public QWidget {
    Q_OBJECT

public:
    explicit HyperparameterForm(QWidget* parent = nullptr);

    // Shows the preset's values ("tiny", "small", "base", "big").
    void setPreset(const QString& name);
    // Shows these values (e.g. a checkpoint's). Returns the settings the
    // form cannot hold as they are ("lr-factor 1e-10 → 1e-09": outside its
    // range or its digits), which a new run would take as shown; empty when
    // every value is shown exactly.
    QStringList setConfigs(const nn::TransformerConfig& model, const train::TrainingConfig& training);
    // Writes the shown values into the configs; fields the form does not show stay as they are.
    void apply(nn::TransformerConfig& model, train::TrainingConfig& training) const;
    // Fine-tuning keeps a checkpoint's architecture: its fields are
    // read-only then; the dropout rates and the training settings stay editable.
    void setArchitectureLocked(bool locked);
    bool isArchitectureLocked() const { return architectureLocked_; }
    // A tokenizer trained on the Data page decides the vocabulary: the field
    // shows its size, read-only (it showed another size the run ignored);
    // 0 gives the field back with the size chosen before.
    void setTokenizerVocabulary(int size);
    QSpinBox* vocabularyBox() const { return vocab_; }
    QSpinBox* seedBox() const { return seed_; }
    QSpinBox* maxLenBox() const { return maxLen_; }

    QSpinBox* dModelBox() const { return dModel_; }
    QSpinBox* headsBox() const { return heads_; }
    QCheckBox* preNormBox() const { return preNorm_; }

private:
    QStringList differencesFrom(const nn::TransformerConfig& model, const train::TrainingConfig& training) const;
    QString vocabToolTip() const;
    QWidget* makeModelColumn();
    QWidget* makeOptimiserColumn();
    QWidget* makeDataColumn();

    // Model (§3)
    QSpinBox* dModel_ = nullptr;
    QSpinBox* heads_ = nullptr;
    QSpinBox* keyDim_ = nullptr;    // 0: d_model / h
    QSpinBox* valueDim_ = nullptr;  // 0: d_model / h
    QSpinBox* encoderLayers_ = nullptr;
    QSpinBox* decoderLayers_ = nullptr;
    QSpinBox* dFF_ = nullptr;
    QDoubleSpinBox* dropout_ = nullptr;
    QDoubleSpinBox* attentionDropout_ = nullptr;
    QDoubleSpinBox* reluDropout_ = nullptr;
    QSpinBox* maxPositions_ = nullptr;
    QCheckBox* preNorm_ = nullptr;
    QCheckBox* learnedPositions_ = nullptr;
    QCheckBox* shareEmbeddings_ = nullptr;
    QCheckBox* tieOutput_ = nullptr;
    int tokenizerVocab_ = 0;  // the Data page's tokenizer's size; 0: none
    int userVocab_ = 0;       // the size chosen before it came
    QLineEdit* layerNormEps_ = nullptr;
    // Optimiser (§5.3, §5.4)
    QSpinBox* warmup_ = nullptr;
    QDoubleSpinBox* lrFactor_ = nullptr;
    QDoubleSpinBox* beta1_ = nullptr;
    QDoubleSpinBox* beta2_ = nullptr;
    QLineEdit* adamEps_ = nullptr;
    QDoubleSpinBox* labelSmoothing_ = nullptr;
    QDoubleSpinBox* clip_ = nullptr;
    QSpinBox* accum_ = nullptr;
    // Data and bookkeeping (§5.1)
    QSpinBox* vocab_ = nullptr;
    QSpinBox* maxTokens_ = nullptr;
    QSpinBox* maxLen_ = nullptr;
    QSpinBox* evalSentences_ = nullptr;
    QSpinBox* keep_ = nullptr;
    QSpinBox* seed_ = nullptr;
    bool architectureLocked_ = false;
};

}  // namespace studio::app
