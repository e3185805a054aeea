// The Translate page's two columns of controls and results, built once
// (translate_page.h; the behaviour is in translate_page.cpp).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "translate_page.h"

#include "job_names.h"
#include "number_inputs.h"

#include "attention_inspector.h"
#include "beam_tree_view.h"
#include "probability_bars.h"
#include "probe_panel.h"
#include "training_controller.h"
#include "translation_controller.h"

#include "tokenizer/marian_vocab.h"

#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QShortcut>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace studio::app {

QWidget* TranslatePage::makeInputs() {
    auto* box = new QGroupBox(tr("Translate"), this);
    model_ = new QLabel(tr("No model open."), box);
    model_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // A long path or a longer language wraps instead of widening the window.
    model_->setWordWrap(true);
    open_ = new QPushButton(tr("Open checkpoint…"), box);
    fromTraining_ = new QPushButton(tr("Use the model being trained"), box);
    fromTraining_->setToolTip(tr("Copies the weights between two training steps; training goes on."));
    source_ = new QPlainTextEdit(box);
    source_->setAccessibleName(tr("Source sentences"));
    source_->setTabChangesFocus(true);  // Tab moves on, as in a form (it typed a tab character)
    source_->setPlaceholderText(
            tr("A sentence to translate; further lines are translated too (greedily, in padded batches)."));
    // About four lines in the font in use (70 px held two at 200 % scaling).
    source_->setMaximumHeight(source_->fontMetrics().lineSpacing() * 4 + 2 * source_->frameWidth() + 8);
    beam_ = new QSpinBox(box);
    beam_->setObjectName(QStringLiteral("beamSize"));
    beam_->setRange(1, 64);  // as a Marian folder's num_beams may be
    beam_->setValue(4);
    // A beam the user chose, kept apart from one a model brought (a Marian
    // folder's num_beams), which lasts only while that model is open.
    connect(beam_, &QSpinBox::valueChanged, this, [this] {
        if (!settingModelBeam_) takeBeamAsTheUsers();
    });
    // The value the model brought typed in and confirmed (Enter, or leaving
    // the box): the user chose it too, though the value did not change.
    // Only clicking into the box and away chooses nothing.
    connect(beam_, &QSpinBox::textChanged, this, [this] { beamTyped_ = !settingModelBeam_; });
    connect(beam_, &QSpinBox::editingFinished, this, [this] {
        if (settingModelBeam_ || !beamTyped_) return;
        beamTyped_ = false;
        takeBeamAsTheUsers();
    });
    beam_->setToolTip(tr("Beam size; 1 is greedy decoding. The paper used 4 (§6.1)."));
    alpha_ = new DecimalSpinBox(box);
    alpha_->setDecimals(2);
    alpha_->setRange(0.0, 2.0);
    alpha_->setSingleStep(0.1);
    alpha_->setValue(0.6);
    alpha_->setToolTip(tr("Length penalty alpha (§6.1: 0.6): scores are log p / ((5 + |Y|) / 6)^alpha."));
    maxExtra_ = new QSpinBox(box);
    maxExtra_->setObjectName(QStringLiteral("maxExtra"));
    maxExtra_->setRange(1, 1000);
    maxExtra_->setValue(50);
    maxExtra_->setToolTip(tr("A translation ends at the source's length plus this many tokens when the model has "
                             "not ended it (EOS) before: an untrained model never does."));
    nbestCount_ = new QSpinBox(box);
    nbestCount_->setObjectName(QStringLiteral("nbestCount"));
    nbestCount_->setRange(1, 32);
    nbestCount_->setValue(4);
    nbestCount_->setToolTip(tr("Hypotheses listed (at most the beam size)."));
    topK_ = new QSpinBox(box);
    topK_->setRange(2, 50);
    topK_->setValue(10);
    topK_->setToolTip(tr("Next-token candidates shown at each step."));
    translate_ = new QPushButton(tr("Translate"), box);
    translate_->setToolTip(tr("Translates every line of the source (Ctrl+Return)."));
    translate_->setDefault(true);
    cancel_ = new QPushButton(tr("Cancel"), box);
    cancel_->setToolTip(tr("Ends the translation in progress at its next decoding step."));
    stepStart_ = new QPushButton(tr("Step through"), box);
    stepStart_->setToolTip(tr("Decodes the first sentence one token at a time, greedily (the most likely token at "
                              "each step, unless you click another): with a beam above 1 the n-best list can end "
                              "elsewhere."));
    stepNext_ = new QPushButton(tr("Next token"), box);
    stepNext_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Right));
    stepBack_ = new QPushButton(tr("Back"), box);
    stepBack_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Left));

    auto* modelRow = new QHBoxLayout;
    modelRow->addWidget(model_, 1);
    modelRow->addWidget(open_);
    modelRow->addWidget(fromTraining_);
    language_ = new QComboBox(box);
    language_->setObjectName(QStringLiteral("targetLanguage"));
    language_->setToolTip(tr("This model translates into several languages: the token put at the start of every "
                             "source sentence chooses the output language (a sentence that starts with its own "
                             ">>xx<< keeps it)."));
    auto* search = new QFormLayout;
    search_ = search;
    search->addRow(tr("Target language:"), language_);
    search->setRowVisible(language_, false);
    connect(language_, &QComboBox::currentTextChanged, this, &TranslatePage::languageChanged);
    search->addRow(tr("Beam:"), beam_);
    search->addRow(tr("Length penalty:"), alpha_);
    search->addRow(tr("N-best:"), nbestCount_);
    search->addRow(tr("Max. extra tokens:"), maxExtra_);
    auto* buttons = new QVBoxLayout;
    auto* translateRow = new QHBoxLayout;
    translateRow->addWidget(translate_, 1);
    translateRow->addWidget(cancel_);
    buttons->addLayout(translateRow);
    auto* stepRow = new QHBoxLayout;
    stepRow->addWidget(stepStart_);
    stepRow->addWidget(stepBack_);
    stepRow->addWidget(stepNext_);
    buttons->addLayout(stepRow);
    auto* topK = new QFormLayout;
    topK->addRow(tr("Top-k:"), topK_);
    buttons->addLayout(topK);
    auto* inputRow = new QHBoxLayout;
    inputRow->addWidget(source_, 1);
    inputRow->addLayout(search);
    inputRow->addLayout(buttons);
    auto* layout = new QVBoxLayout(box);
    layout->addLayout(modelRow);
    layout->addLayout(inputRow);
    // Tab walks the inputs as they are laid out: model, sentence, the search
    // settings top to bottom, then the buttons left to right (Back before
    // Next, as on screen; the target language was last).
    const QList<QWidget*> order = {open_,   fromTraining_, source_,  language_, beam_,     alpha_,    nbestCount_,
                                   maxExtra_, translate_,  cancel_, stepStart_, stepBack_, stepNext_, topK_};
    for (qsizetype i = 1; i < order.size(); ++i) setTabOrder(order[i - 1], order[i]);

    connect(open_, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open a checkpoint"), QString(),
                                                          tr("Checkpoints (*.ckpt);;All files (*)"));
        if (!path.isEmpty()) openChosenCheckpoint(path);
    });
    connect(fromTraining_, &QPushButton::clicked, this, &TranslatePage::useTrainingModel);
    connect(translate_, &QPushButton::clicked, this, &TranslatePage::translate);
    // Cancel (or Esc) ends this page's translations only, never the Analyze page's jobs.
    connect(cancel_, &QPushButton::clicked, this, [this] { translation_->cancelFrom(Requester::Translate); });
    // Ctrl+Return translates from anywhere on the page (the source box takes
    // a plain Return as a new line; setDefault works only in dialogs).
    for (const QKeySequence& keys : {QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter)}) {
        auto* shortcut = new QShortcut(keys, this);
        shortcut->setContext(Qt::WidgetWithChildrenShortcut);
        connect(shortcut, &QShortcut::activated, this, [this] {
            if (translate_->isEnabled()) translate_->animateClick();
        });
    }
    auto* escape = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    escape->setContext(Qt::WidgetWithChildrenShortcut);
    connect(escape, &QShortcut::activated, this, [this] { translation_->cancelFrom(Requester::Translate); });
    connect(translation_, &TranslationController::cancelled, this, [this](const RequestTicket& ticket) {
        if (ticket.from != Requester::Translate) return;
        status_->setText(tr("Cancelled."));
        updateEnabled();
    });
    connect(stepStart_, &QPushButton::clicked, this, &TranslatePage::startStepping);
    connect(stepNext_, &QPushButton::clicked, this, &TranslatePage::nextToken);
    connect(stepBack_, &QPushButton::clicked, this, &TranslatePage::back);
    // The hypotheses listed are at most the beam; a beam narrowed and widened
    // again gives the user's count back.
    connect(nbestCount_, &QSpinBox::valueChanged, this, [this](int n) { userNbest_ = n; });
    connect(beam_, &QSpinBox::valueChanged, nbestCount_, [this](int beam) {
        const int wanted = userNbest_;
        nbestCount_->setMaximum(beam);
        nbestCount_->setValue(std::min(wanted, beam));
        userNbest_ = wanted;
    });
    return box;
}

QWidget* TranslatePage::makeResults() {
    resultTabs_ = new QTabWidget(this);
    auto* list = new QWidget(resultTabs_);
    nbest_ = new QTableWidget(0, 4, list);
    // Tab leaves the table (arrows move between cells): with thousands of
    // cells Tab never got out of it.
    nbest_->setTabKeyNavigation(false);
    nbest_->setHorizontalHeaderLabels({tr("#"), tr("Translation"), tr("log p"), tr("Score")});
    nbest_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    nbest_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    nbest_->verticalHeader()->hide();
    nbest_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    nbest_->setSelectionBehavior(QAbstractItemView::SelectRows);
    others_ = new QLabel(list);
    others_->setWordWrap(true);
    others_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* listLayout = new QVBoxLayout(list);
    listLayout->addWidget(nbest_, 1);
    listLayout->addWidget(others_);
    resultTabs_->addTab(list, tr("N-best"));

    auto* step = new QWidget(resultTabs_);
    stepped_ = new QLabel(tr("Press Step through to decode one token at a time."), step);
    stepped_->setWordWrap(true);
    stepped_->setTextFormat(Qt::RichText);
    bars_ = new widgets::ProbabilityBars(step);
    bars_->setToolTip(tr("Click a token to take it instead of the model's choice (forced decoding)."));
    auto* stepLayout = new QVBoxLayout(step);
    stepLayout->addWidget(stepped_);
    stepLayout->addWidget(bars_, 1);
    resultTabs_->addTab(step, tr("Step-through"));

    beamTree_ = new widgets::BeamTreeView(resultTabs_);
    resultTabs_->addTab(beamTree_, tr("Beam"));
    probes_ = new ProbePanel(training_, resultTabs_);
    resultTabs_->addTab(probes_, tr("Probes"));
    // The step-through's probabilities and the beam tree as pictures, from
    // the tab bar's corner (enabled on those tabs when they hold something).
    exportResult_ = new QPushButton(tr("Export image…"), resultTabs_);
    exportResult_->setObjectName(QStringLiteral("exportResult"));
    exportResult_->setToolTip(tr("The step-through's next-token probabilities (PNG, SVG, PDF) or the whole beam "
                                 "tree (PNG, SVG) as an image."));
    resultTabs_->setCornerWidget(exportResult_, Qt::TopRightCorner);
    connect(exportResult_, &QPushButton::clicked, this, &TranslatePage::chooseResultExport);
    // A probe's attention is shown only while its tab is: it is the model
    // in training's, not this page's translation's (every validation
    // replaced the translation's heatmaps).
    connect(probes_, &ProbePanel::recordChosen, this, [this](const ProbeRecord& r) {
        if (resultTabs_->currentWidget() != probes_) return;
        if (!probeShown_) statusBeforeProbe_ = status_->text();
        probeShown_ = true;
        shownView_ = nullptr;
        inspector_->setAttention(fromReport(r.attention), {int(r.attention.source_tokens.size())});
        status_->setText(tr("The attention of the probe “%1” at step %L2, of the model in training (not the open "
                            "model).")
                             .arg(r.source)
                             .arg(r.step));
    });
    connect(resultTabs_, &QTabWidget::currentChanged, this, [this] {
        if (resultTabs_->currentWidget() == probes_) {
            probes_->showCurrentRecord();
        } else if (probeShown_ || wantedView() != shownView_) {
            const bool fromProbe = probeShown_;
            showOwnView(true);
            // A request in flight keeps the status it had before the probe.
            if (fromProbe && (shownView_->status.isEmpty() || translation_->hasPending(Requester::Translate)))
                status_->setText(statusBeforeProbe_);
        }
        updateEnabled();  // the corner's export follows the tab
    });
    connect(bars_, &widgets::ProbabilityBars::tokenChosen, this, &TranslatePage::forceToken);
    connect(bars_, &widgets::ProbabilityBars::tokenMenuRequested, this, &TranslatePage::showTokenMenu);
    return resultTabs_;
}

}  // namespace studio::app
