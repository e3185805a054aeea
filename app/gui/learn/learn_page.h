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
#include "learn_worker.h"

#include <QFutureWatcher>
#include <QWidget>

#include <functional>
#include <map>
#include <memory>

class QCheckBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QStackedWidget;

namespace studio::app {

class ArchitectureSection;
class LearnDemo;
class AttentionSection;
class MaskingSection;
class MultiHeadSection;
class SublayerSection;
class PositionalSection;
class TrainPage;
class TrainingSection;
class HeadsSection;
class ExplanationSection;

class LearnPage : public QWidget {
    Q_OBJECT

public:
    explicit LearnPage(TrainPage* train, QWidget* parent = nullptr);
    ~LearnPage() override;

    // Opens the checkpoint in the background; modelChanged() when it is ready
    // (or failed). Stops the demo's training: the user's model wins.
    void openCheckpoint(const QString& path);
    // Whether the page trains the built-in demo when it is shown without a
    // model (Preferences; default from learnTrainsDemo()).
    // Preferences' "Train the built-in demo": off stops a demo in training
    // (its partial run is dropped); on starts it when the page shows no model.
    void setDemoTraining(bool enabled);
    LearnDemo* demo() const { return demo_; }
    // The model shown is the demo's untrained snapshot.
    bool isUntrained() const { return untrained_; }
    // The demo's training waits for the user's run on the Train page to end.
    bool isDemoWaiting() const { return demo_waiting_; }
    void setSentence(const QString& text);
    QString sentence() const;
    bool hasModel() const { return model_ != nullptr; }
    ModelSummary modelSummary() const;  // of the model shown; empty without one
    // A checkpoint asked for while another loads: opened when that load ends.
    QString queuedCheckpoint() const { return pendingOpen_; }
    QString modelText() const;
    // While a run trains on the Train page, the page shows a snapshot of its
    // model taken at every validation (on by default; opening a checkpoint
    // during training turns it off).
    void setFollowTraining(bool follow);
    bool followsTraining() const;
    // How many heads the Analyze page switched off on the Translate page's
    // model (`of`): while this page shows that model, the label says its
    // copy has them on (it said so beside another model too).
    void setHeadsOffElsewhere(int count, const ModelSummary& of = {});
    // A multilingual model's target-language token chosen on the Translate
    // page: put first in the sentence as the Translate page sends it (the
    // model's first token when that page's choice is not one of this model's).
    void setLanguageSource(std::function<QString()> source) { languageSource_ = std::move(source); }
    // The Translate page's language changed: a multilingual model's numbers
    // are worked out again.
    void languageChanged();
    // The sentence as the engine gets it (with the language token).
    QString sentenceForModel() const;
    // Sections wait for the engine's answers (computed on the page's own
    // thread; the GUI thread runs no forward pass).
    bool isComputing() const;

    QListWidget* sectionList() const { return sections_; }
    ArchitectureSection* architecture() const { return architecture_; }
    PositionalSection* positional() const { return positional_; }
    AttentionSection* attention() const { return attention_; }
    MultiHeadSection* multiHead() const { return multi_head_; }
    MaskingSection* masking() const { return masking_; }
    SublayerSection* sublayer() const { return sublayer_; }
    TrainingSection* training() const { return training_; }
    HeadsSection* heads() const { return heads_; }
    ExplanationSection* explanation() const { return explanation_; }

signals:
    // A model was opened (or failed to open), and the sections show its numbers.
    void modelChanged();
    // Every section asked of the engine shows its newest answer.
    void computed();

protected:
    void showEvent(QShowEvent* event) override;

private:
    struct Opened {
        ModelHandle model;
        QString error;
    };
    QWidget* scrolled(QWidget* section);
    void open(const QString& path);
    void onOpened();
    void startDemo();
    void onUserTrainingChanged(bool running);
    void onDemoUntrained(const ModelHandle& model);
    void onDemoProgress(qint64 step, qint64 total);
    void onTrainingSnapshot(const ModelHandle& model, int who);
    void refresh();          // every section
    void updateModelLabel(const ModelSummary& summary);
    QString modelLabelText(const ModelSummary& summary) const;
    // Asks the engine for a section's numbers (answered in onAnswered);
    // without a model `clear` gets the note at once.
    void ask(LearnPart part, int layer, int head, int query, const std::function<void(const QString&)>& clear,
             const QString& withoutModel);
    void onAnswered(const LearnAnswer& answer);
    void onIdle();
    void adoptModelSentence();  // a sentence of model_'s own data, unless the user chose one
    // modelChanged() once the sections show the new model's answers.
    void announceModel();
    QString noModelNote() const;
    void refreshSentence();  // the sections worked on the sentence
    void refreshArchitecture();
    void refreshAttention();
    void refreshMultiHead();
    // Figure 1's formulas of the model shown (the Train page's settings without one).
    ArchitectureFacts architectureOfShown() const;
    void refreshMasking();
    void refreshSublayer();
    void refreshExplanation();  // only once asked for: seconds of gradients

    TrainPage* train_;
    LearnController* learn_ = nullptr;
    bool modelAnnouncePending_ = false;
    QString followedRun_;         // the folder of the Train page's run (its last.ckpt when it ends)
    int headsOffElsewhere_ = 0;   // heads switched off on the Translate page's model (Analyze)
    ModelSummary headsOffModel_;  // that model
    bool explainWanted_ = false;  // the explanation was asked for: it follows model and sentence
    // The model and sentence of the explanation asked for or shown (none: reset).
    std::weak_ptr<OpenedModel> explanationModel_;
    QString explanationSentence_;
    bool stale_ = false;  // something changed while hidden: the sections are worked out when shown
    ModelHandle model_;
    QString error_;
    LearnDemo* demo_ = nullptr;
    QString demo_error_;
    bool demo_enabled_ = true;
    // The demo waits while the user's own run trains (both would share the
    // cores, and the user's run comes first); it starts when that run ends.
    bool demo_waiting_ = false;
    bool demo_model_ = false;  // model_ is the demo's (untrained or trained)
    // The user chose the model (a checkpoint, the run in training): the demo's
    // models, arriving late, do not replace it.
    bool userModel_ = false;
    // Per LearnPart: the model its section's numbers were asked with.
    std::map<int, std::weak_ptr<OpenedModel>> shownModel_;
    std::function<QString()> languageSource_;
    // The sentence was typed here or came from the Translate page: a new
    // model keeps it. Until then each model shows a sentence of its own data.
    bool userSentence_ = false;
    QString sentenceData_;  // learnDataRecord() of the model the sentence was taken from
    bool untrained_ = false;
    qint64 demo_step_ = 0, demo_total_ = 0;
    // Through a shared slot the model is moved out of: a result copied out
    // of the future left the future's copy keeping the model (hundreds of MB)
    // alive after the page moved on. (QFuture::takeResult() resets the
    // future, whose waitForFinished() then never returns.)
    QFutureWatcher<std::shared_ptr<Opened>> opening_;
    QString pendingOpen_;  // asked for while another checkpoint was loading
    bool openingBusy_ = false;  // a checkpoint is loading (set before setFuture, cleared in onOpened)
    QLabel* model_label_ = nullptr;
    QLineEdit* sentence_ = nullptr;
    QCheckBox* follow_ = nullptr;
    QListWidget* sections_ = nullptr;
    QStackedWidget* stack_ = nullptr;
    ArchitectureSection* architecture_ = nullptr;
    PositionalSection* positional_ = nullptr;
    AttentionSection* attention_ = nullptr;
    MultiHeadSection* multi_head_ = nullptr;
    MaskingSection* masking_ = nullptr;
    SublayerSection* sublayer_ = nullptr;
    TrainingSection* training_ = nullptr;
    HeadsSection* heads_ = nullptr;
    ExplanationSection* explanation_ = nullptr;
};

}  // namespace studio::app
