// TranslatePage: a sentence in, its translation out (greedy or beam search,
// the n-best list with scores, the beam as a tree), a step-through that
// generates one token at a time (top-k bars; pick another token to force it;
// go back), and the attention of every layer and head. The model is an
// opened checkpoint or a snapshot of the one being trained.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "attention_data.h"
#include "request_ticket.h"
#include "translation_types.h"

#include <QPointer>
#include <QWidget>

class QDoubleSpinBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTableWidget;

namespace studio::widgets {
class BeamTreeView;
class ProbabilityBars;
}  // namespace studio::widgets

namespace studio::app {

class AttentionInspector;
class ProbePanel;
class TrainingController;
class TranslationController;

class TranslatePage : public QWidget {
    Q_OBJECT

public:
    TranslatePage(TranslationController* translation, TrainingController* training, QWidget* parent = nullptr);

    // Opens `path` on this page (and the Analyze page, which shares its model) only.
    RequestTicket openCheckpoint(const QString& path);
    // What the Open button does with the file chosen: asks the window to open
    // it for every page (openRequested), or opens it here without a window.
    void openChosenCheckpoint(const QString& path);
    void setSource(const QString& text);
    QString sourceText() const;  // the editor's text, as typed
    void setBeamSize(int beam);
    // A translation ends at the source length + this many tokens (no EOS by then).
    void setMaxExtra(int tokens);
    void translate();
    // A sentence as this page sends it: trimmed, the chosen target-language
    // token of a multilingual model put first unless it names one.
    QString prepared(const QString& sentence) const;
    // The chosen target-language token (">>deu<<"); empty for a model with none.
    QString languageToken() const;
    // One sentence with this page's search settings (beam, length penalty,
    // n-best, max. extra tokens): the other pages' translations of a sentence
    // are then the ones this page would show.
    TranslationRequest requestFor(const QString& sentence) const;
    void startStepping();
    void nextToken();
    void forceToken(qint64 id);
    void back();
    void useTrainingModel();
    // Step-through: asks for the attribution of the model's next token
    // against token `id` (emits contrastRequested); false when not stepping.
    bool explainRatherThan(qint64 id);

    QTableWidget* nbestTable() const { return nbest_; }
    widgets::BeamTreeView* beamTree() const { return beamTree_; }
    widgets::ProbabilityBars* bars() const { return bars_; }
    AttentionInspector* inspector() const { return inspector_; }
    // The Step-through tab's bars or the Beam tab's tree (whichever tab is
    // shown) written to `path` (by its suffix); false with `error` set.
    bool exportResult(const QString& path, QString* error = nullptr);
    QPushButton* exportResultButton() const { return exportResult_; }
    QTabWidget* resultTabs() const { return resultTabs_; }
    ProbePanel* probes() const { return probes_; }
    QPushButton* translateButton() const { return translate_; }
    QPushButton* cancelButton() const { return cancel_; }
    QPushButton* fromTrainingButton() const { return fromTraining_; }
    QPushButton* nextButton() const { return stepNext_; }
    QPushButton* backButton() const { return stepBack_; }
    QString statusText() const;
    QString modelText() const;
    QString steppedText() const;
    QString otherLinesText() const;  // the further lines' translations, as shown
    const TranslationResult& lastResult() const { return result_; }
    // Shows a result that another view asked for (the Analyze page's
    // sentence, when one of its heads is to be seen here), as if translated here.
    void showResult(const TranslationResult& result);
    // Shows the attention of a pair another view computed with the target
    // forced (the Analyze page's attribution): not a translation of this
    // page, so the n-best list and the beam tree are cleared and the status
    // says so.
    // `searched`: the target is the model's own translation (searched with
    // this page's settings), only read again in one pass; else it was forced.
    void showForcedPair(const QString& source, const QString& target, const decode::AttentionReport& attention,
                        bool searched);

signals:
    // "Why X rather than Y" from the step-through: the source, the target ids
    // so far followed by the model's choice X (at `position`), and Y.
    void contrastRequested(const QString& source, const QVector<qint64>& targetIds, int position, qint64 contrastId,
                           const QString& contrastPiece);
    // A multilingual model's target-language token was chosen (or a model's list filled).
    void languageChanged(const QString& token);
    // The user chose a checkpoint with this page's Open button: the window
    // opens it for every page that shows a model (openChosenCheckpoint()).
    void openRequested(const QString& path);

private:
    void showTokenMenu(qint64 id, const QPoint& globalPos);
    QWidget* makeInputs();
    QWidget* makeResults();
    void onModelReady(const ModelSummary& summary);
    void onTranslated(const TranslationResult& result, const RequestTicket& ticket);
    void onStepped(const SteppingState& state, const RequestTicket& ticket);
    void onGatesSet();
    void onFailed(const QString& message, const RequestTicket& ticket);
    void updateEnabled();
    void chooseResultExport();  // asks where, then exportResult()
    // The beam box's value is the user's choice: it comes back after a model
    // that brought its own beam.
    void takeBeamAsTheUsers();
    QStringList sources() const;
    // The input line (from 1) of each of sources().
    QList<int> sourceLines() const;
    TranslationRequest searchRequest() const;  // the search settings, no sentence

    TranslationController* translation_;
    TrainingController* training_;
    // The control that had the keyboard's focus when it was disabled for a
    // step (Next token, Back, the bars): it gets it back when enabled again,
    // so that Space steps on rather than pressing what came next.
    QPointer<QWidget> focusToRestore_;
    // A snapshot asked for and not yet come (it comes at the run's next step
    // or after its evaluation: minutes), and the model generation then: one
    // that comes after another model was opened is not used.
    bool snapshotPending_ = false;
    quint64 snapshotAskedAt_ = 0;
    bool stepping_ = false;
    bool finished_ = false;
    SteppingState stepping_state_;
    TranslationResult result_;
    // The attention of this page's own translation and of its step-through,
    // each beside its own tabs: the step-through's beside Step-through, the
    // translation's beside N-best and Beam (a step-through replaced the
    // heatmaps of the n-best list it sat beside). The Probes tab shows a
    // probe's (of the model in training, another model). A view keeps its
    // status line: it says what the heatmaps show.
    struct OwnView {
        InspectedAttention attention;
        std::vector<int> batchLengths;
        QList<int> batchLines;
        QString status;
    };
    OwnView translationView_, stepView_;
    const OwnView* shownView_ = nullptr;  // null: a probe's or nothing
    const OwnView* wantedView() const;    // the current tab's, else the other's
    // `switching`: a tab change, which leaves a request's "Translating…" in place.
    void showOwnView(bool switching = false);
    // The input line of each sentence of the last Translate: blank lines are
    // not sent, and the editor may change before the result comes.
    QList<int> translatedLines_;
    int steppedLine_ = 1;  // the input line the step-through decodes
    bool probeShown_ = false;
    QString statusBeforeProbe_;
    // The input line of the n-th (from 1) sentence of `r`.
    int inputLine(const TranslationResult& r, int n) const;
    int userBeam_ = 4;             // the beam the user chose last
    bool beamFromModel_ = false;   // the box holds the open model's own beam
    bool settingModelBeam_ = false;
    bool beamTyped_ = false;       // the beam box's text was edited since it was last confirmed
    int userNbest_ = 4;            // the hypotheses the user asked for, kept when the beam narrows
    QLabel* model_ = nullptr;
    QPushButton* open_ = nullptr;
    QPushButton* cancel_ = nullptr;
    QPushButton* fromTraining_ = nullptr;
    QPlainTextEdit* source_ = nullptr;
    QSpinBox* beam_ = nullptr;
    QComboBox* language_ = nullptr;   // a multilingual model's target-language token
    QFormLayout* search_ = nullptr;
    QDoubleSpinBox* alpha_ = nullptr;
    QSpinBox* nbestCount_ = nullptr;
    QSpinBox* maxExtra_ = nullptr;
    QSpinBox* topK_ = nullptr;
    QPushButton* translate_ = nullptr;
    QPushButton* stepStart_ = nullptr;
    QPushButton* stepNext_ = nullptr;
    QPushButton* stepBack_ = nullptr;
    QTabWidget* resultTabs_ = nullptr;
    QPushButton* exportResult_ = nullptr;
    QTableWidget* nbest_ = nullptr;
    QLabel* others_ = nullptr;
    QLabel* stepped_ = nullptr;
    widgets::ProbabilityBars* bars_ = nullptr;
    widgets::BeamTreeView* beamTree_ = nullptr;
    AttentionInspector* inspector_ = nullptr;
    ProbePanel* probes_ = nullptr;
    QLabel* status_ = nullptr;
};

}  // namespace studio::app
