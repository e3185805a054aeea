// LearnPage: the paper explained section by section and worked on the model
// that is open (the checkpoint the Translate page uses, opened again on the
// CPU): the architecture (Figure 1), positional encoding (§3.5), scaled
// dot-product attention (§3.2.1) and multi-head attention (§3.2.2) for a
// sentence the user types, the decoder's causal mask (§3.2.3) for its
// translation, a residual sub-layer with its layer norm (§3.1, §3.3), and the
// training schedule and label smoothing (§5.3, §5.4). Without a model, the parts that need none follow the Train
// page's settings and a note says how to get the model's own numbers.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "learn_engine.h"

#include <QFutureWatcher>
#include <QWidget>

class QLabel;
class QLineEdit;
class QListWidget;
class QStackedWidget;

namespace studio::app {

class ArchitectureSection;
class AttentionSection;
class MaskingSection;
class MultiHeadSection;
class SublayerSection;
class PositionalSection;
class TrainPage;
class TrainingSection;

class LearnPage : public QWidget {
    Q_OBJECT

public:
    explicit LearnPage(TrainPage* train, QWidget* parent = nullptr);
    ~LearnPage() override;

    // Opens the checkpoint in the background; modelChanged() when it is ready (or failed).
    void openCheckpoint(const QString& path);
    void setSentence(const QString& text);
    QString sentence() const;
    bool hasModel() const { return model_ != nullptr; }
    QString modelText() const;

    QListWidget* sectionList() const { return sections_; }
    ArchitectureSection* architecture() const { return architecture_; }
    PositionalSection* positional() const { return positional_; }
    AttentionSection* attention() const { return attention_; }
    MultiHeadSection* multiHead() const { return multi_head_; }
    MaskingSection* masking() const { return masking_; }
    SublayerSection* sublayer() const { return sublayer_; }
    TrainingSection* training() const { return training_; }

signals:
    void modelChanged();

protected:
    void showEvent(QShowEvent* event) override;

private:
    struct Opened {
        ModelHandle model;
        QString error;
    };
    QWidget* scrolled(QWidget* section);
    void onOpened();
    void refresh();          // every section
    void refreshSentence();  // the sections worked on the sentence
    void refreshArchitecture();
    void refreshAttention();
    void refreshMultiHead();
    void refreshMasking();
    void refreshSublayer();

    TrainPage* train_;
    ModelHandle model_;
    QString error_;
    QFutureWatcher<Opened> opening_;
    QLabel* model_label_ = nullptr;
    QLineEdit* sentence_ = nullptr;
    QListWidget* sections_ = nullptr;
    QStackedWidget* stack_ = nullptr;
    ArchitectureSection* architecture_ = nullptr;
    PositionalSection* positional_ = nullptr;
    AttentionSection* attention_ = nullptr;
    MultiHeadSection* multi_head_ = nullptr;
    MaskingSection* masking_ = nullptr;
    SublayerSection* sublayer_ = nullptr;
    TrainingSection* training_ = nullptr;
};

}  // namespace studio::app
