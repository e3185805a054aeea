// SPDX-License-Identifier: GPL-3.0-or-later
#include "translate_page.h"

#include "job_names.h"

#include "attention_inspector.h"
#include "beam_tree_view.h"
#include "probability_bars.h"
#include "probe_panel.h"
#include "training_controller.h"
#include "translation_controller.h"

#include "data/corpus_reader.h"
#include "tokenizer/marian_vocab.h"

#include <QApplication>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QMetaMethod>
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

TranslatePage::TranslatePage(TranslationController* translation, TrainingController* training, QWidget* parent)
    : QWidget(parent), translation_(translation), training_(training) {
    // The inputs first: Tab follows the screen, the sentence before the results.
    QWidget* inputs = makeInputs();
    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(makeResults());
    inspector_ = new AttentionInspector(this);
    splitter->addWidget(inspector_);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({440, 660});  // room for long translations in the n-best list
    status_ = new QLabel(tr("Open a checkpoint, or take the model being trained."), this);
    status_->setWordWrap(true);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(inputs);
    layout->addWidget(splitter, 1);
    layout->addWidget(status_);

    connect(translation_, &TranslationController::modelReady, this, &TranslatePage::onModelReady);
    connect(translation_, &TranslationController::translated, this, &TranslatePage::onTranslated);
    connect(translation_, &TranslationController::stepped, this, &TranslatePage::onStepped);
    connect(translation_, &TranslationController::headGatesSet, this, &TranslatePage::onGatesSet);
    connect(translation_, &TranslationController::failed, this, &TranslatePage::onFailed);
    connect(translation_, &TranslationController::busyChanged, this, &TranslatePage::updateEnabled);
    connect(translation_, &TranslationController::jobsChanged, this, &TranslatePage::updateEnabled);  // Cancel: its own
    connect(training_, &TrainingController::runningChanged, this, &TranslatePage::updateEnabled);
    connect(training_, &TrainingController::runningChanged, this, [this](bool running) {
        if (running || !snapshotPending_) return;
        snapshotPending_ = false;  // the run ended before it could take one
        status_->setText(tr("The run ended before a snapshot was taken; the model shown is unchanged."));
    });
    connect(training_, &TrainingController::snapshotReady, this,
            [this](const ModelHandle& model, const ModelSummary&, int who) {
                if (who != SnapshotForTranslate || !snapshotPending_) return;  // Learn's copies are its own
                snapshotPending_ = false;
                // Another model opened meanwhile (the snapshot can take minutes
                // to come): it stays; the late snapshot would replace it and end
                // what the user started on it.
                if (translation_->modelGeneration() != snapshotAskedAt_) {
                    status_->setText(tr("The snapshot of the model being trained came after another model was "
                                        "opened; it was not used."));
                    return;
                }
                translation_->useModel(model, Requester::Translate);
            });
    updateEnabled();
}

void TranslatePage::openChosenCheckpoint(const QString& path) {
    // Through the window, so the Learn page shows the same model (this
    // page's own open left it describing the model before, while it took
    // this page's sentences), and a model folder or PyTorch file is converted.
    if (isSignalConnected(QMetaMethod::fromSignal(&TranslatePage::openRequested)))
        emit openRequested(path);
    else
        openCheckpoint(path);
}

RequestTicket TranslatePage::openCheckpoint(const QString& path) {
    status_->setText(tr("Opening %1…").arg(path));
    return translation_->open(path, Requester::Translate);
}

void TranslatePage::useTrainingModel() {
    if (!training_->requestSnapshot()) return;
    snapshotPending_ = true;
    snapshotAskedAt_ = translation_->modelGeneration();
    status_->setText(tr("Taking a snapshot of the model being trained…"));
}

void TranslatePage::setSource(const QString& text) {
    source_->setPlainText(text);
    translatedLines_.clear();  // the lines of another text (a result shown next is numbered 1, 2, ...)
}

QString TranslatePage::sourceText() const { return source_->toPlainText(); }

void TranslatePage::setBeamSize(int beam) {
    beam_->setValue(beam);
    takeBeamAsTheUsers();  // also when it is the value a model brought (no valueChanged)
}

void TranslatePage::takeBeamAsTheUsers() {
    userBeam_ = beam_->value();
    beamFromModel_ = false;
}

void TranslatePage::setMaxExtra(int tokens) { maxExtra_->setValue(tokens); }

QStringList TranslatePage::sources() const {
    QStringList lines;
    const QStringList all = source_->toPlainText().split(QLatin1Char('\n'));
    // A multilingual model: the chosen target-language token starts every
    // sentence that does not name one itself.
    for (int line : sourceLines()) lines << prepared(all[line - 1]);
    return lines;
}

QList<int> TranslatePage::sourceLines() const {
    QList<int> lines;
    const QStringList all = source_->toPlainText().split(QLatin1Char('\n'));
    for (int i = 0; i < all.size(); ++i)
        if (!data::is_blank_text(all[i].toStdString())) lines << i + 1;
    return lines;
}

int TranslatePage::inputLine(const TranslationResult& r, int n) const {
    // Another page's result (a pair from Analyze) has no lines of this editor.
    return translatedLines_.size() == r.sources.size() ? translatedLines_.value(n - 1, n) : n;
}

QString TranslatePage::languageToken() const { return language_->count() > 0 ? language_->currentText() : QString(); }

QString TranslatePage::prepared(const QString& sentence) const {
    return QString::fromStdString(
        tok::with_language_token(sentence.trimmed().toStdString(), languageToken().toStdString()));
}

TranslationRequest TranslatePage::searchRequest() const {
    TranslationRequest request;
    request.beamSize = beam_->value();
    request.lengthPenalty = alpha_->value();
    request.nbest = std::min(nbestCount_->value(), beam_->value());
    request.maxExtra = maxExtra_->value();
    return request;
}

TranslationRequest TranslatePage::requestFor(const QString& sentence) const {
    TranslationRequest request = searchRequest();
    const QString text = prepared(sentence);
    if (!text.isEmpty()) request.sources = {text};
    return request;
}

void TranslatePage::translate() {
    TranslationRequest request = searchRequest();
    request.sources = sources();
    translatedLines_ = sourceLines();
    status_->setText(tr("Translating…"));
    translation_->translate(request, Requester::Translate);
}

void TranslatePage::startStepping() {
    const QStringList lines = sources();
    // Stepping once the worker answers with the new session (onStepped): a
    // refused start leaves nothing to step.
    stepping_ = false;
    finished_ = false;
    stepView_ = OwnView();  // the old session's steps are not this one's
    steppedLine_ = sourceLines().value(0, 1);
    resultTabs_->setCurrentIndex(1);
    translation_->startStepping(lines.value(0), topK_->value(), maxExtra_->value(), Requester::Translate);
}

void TranslatePage::nextToken() { translation_->step(-1, Requester::Translate); }

void TranslatePage::forceToken(qint64 id) {
    if (stepping_ && !finished_) translation_->step(id, Requester::Translate);
}

void TranslatePage::back() { translation_->back(Requester::Translate); }

bool TranslatePage::explainRatherThan(qint64 id) {
    const auto& s = stepping_state_;
    if (!stepping_ || finished_ || s.next.empty() || s.next.front().id == id) return false;
    QVector<qint64> ids;
    for (const auto& step : s.steps) ids.push_back(step->token);
    ids.push_back(s.next.front().id);  // the model's own choice at this step
    QString piece;
    for (const auto& p : s.next)
        if (p.id == id) piece = QString::fromStdString(p.piece);
    emit contrastRequested(s.source, ids, static_cast<int>(ids.size()) - 1, id, piece);
    return true;
}

void TranslatePage::showTokenMenu(qint64 id, const QPoint& globalPos) {
    const auto& s = stepping_state_;
    if (!stepping_ || finished_ || s.next.empty()) return;
    QString piece;
    for (const auto& p : s.next)
        if (p.id == id) piece = QString::fromStdString(p.piece);
    auto* menu = new QMenu(this);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->addAction(tr("Take “%1”").arg(piece), this, [this, id] { forceToken(id); });
    auto* why = menu->addAction(tr("Why “%1” rather than “%2”?").arg(QString::fromStdString(s.next.front().piece), piece),
                                this, [this, id] { explainRatherThan(id); });
    why->setEnabled(s.next.front().id != id);
    menu->popup(globalPos);
}

void TranslatePage::onModelReady(const ModelSummary& s) {
    model_->setText(tr("<b>%1</b> — step %L2, %L3 parameters, d_model %4, %5 heads, %6+%7 layers, vocabulary %L8")
                        .arg(s.origin.toHtmlEscaped())
                        .arg(s.step)
                        .arg(s.parameters)
                        .arg(s.config.d_model)
                        .arg(s.config.num_heads)
                        .arg(s.config.num_encoder_layers)
                        .arg(s.config.num_decoder_layers)
                        .arg(s.vocabulary));
    status_->setText(tr("Model ready. Type a sentence and press Translate or Step through."));
    // What the previous model computed is not this one's.
    result_ = TranslationResult();
    nbest_->setRowCount(0);
    others_->clear();
    beamTree_->clear();
    inspector_->clear();
    probeShown_ = false;  // the new model's status is not to be replaced by the old one's
    translationView_ = OwnView();
    stepView_ = OwnView();
    shownView_ = nullptr;
    bars_->clear();
    stepped_->setText(tr("Press Step through to decode one token at a time."));
    // The user's target language stays chosen where the new model has it.
    const QString language = languageToken();
    language_->clear();
    language_->addItems(s.languageTokens);
    if (s.languageTokens.contains(language)) language_->setCurrentText(language);
    search_->setRowVisible(language_, !s.languageTokens.isEmpty());
    if (s.beamSize > 0 || beamFromModel_) {
        // The model's own beam; a model without one gets the user's back.
        settingModelBeam_ = true;
        beam_->setValue(s.beamSize > 0 ? std::min(s.beamSize, beam_->maximum()) : userBeam_);
        settingModelBeam_ = false;
        beamFromModel_ = s.beamSize > 0;
    }
    stepping_ = false;
    updateEnabled();
}

void TranslatePage::onTranslated(const TranslationResult& r, const RequestTicket& ticket) {
    if (ticket.from != Requester::Translate) return;  // the Analyze page's sentence
    if (ticket.stale) {
        status_->setText(staleText());
        updateEnabled();
        return;
    }
    showResult(r);
}

void TranslatePage::showResult(const TranslationResult& r) {
    result_ = r;
    nbest_->setRowCount(int(r.nbest.size()));
    for (int i = 0; i < r.nbest.size(); ++i) {
        nbest_->setItem(i, 0, new QTableWidgetItem(QString::number(i + 1)));
        nbest_->setItem(i, 1, new QTableWidgetItem(r.nbest[i].text));
        QString tip = r.nbest[i].text + QLatin1Char('\n') + r.nbest[i].pieces.join(QLatin1Char(' '));
        if (r.nbest[i].cut) tip += QLatin1Char('\n') + tr("Cut off by the length limit: the model had not ended it.");
        nbest_->item(i, 1)->setToolTip(tip);
        nbest_->setItem(i, 2, new QTableWidgetItem(QLocale().toString(r.nbest[i].logProb, 'f', 3)));
        nbest_->setItem(i, 3, new QTableWidgetItem(QLocale().toString(r.nbest[i].score, 'f', 3)));
    }
    QStringList others;
    // Only the first line is searched with the beam; the rest are decoded
    // greedily together (the padding mask's batch): say so beside them.
    if (!r.otherTranslations.isEmpty())
        others << tr("Further lines, greedy (decoded together in padded batches):");
    // The lines as they were translated (the editor may have changed since).
    for (int i = 0; i < r.otherTranslations.size(); ++i)
        others << tr("%1. %2 → %3").arg(inputLine(r, i + 2)).arg(r.sources.value(i + 1), r.otherTranslations[i]);
    others_->setText(others.join(QLatin1Char('\n')));
    QVector<QVector<widgets::BeamNode>> steps;
    for (int t = 0; t < r.beam.size(); ++t) {
        QVector<widgets::BeamNode> nodes;
        for (const auto& c : r.beam[t])
            nodes.push_back({t, c.parent, c.piece, c.logProb, c.score, c.finished, c.cut});
        steps.push_back(nodes);
    }
    const auto& decoderInput = r.attention.decoder_input_tokens;
    beamTree_->setSelectedNode(-1, -1);  // a node of another translation's tree
    beamTree_->setWordPieces(r.wordPieces);
    beamTree_->setTrace(steps, {}, decoderInput.empty() ? QString() : QString::fromStdString(decoderInput.front()));
    InspectedAttention attention = fromReport(r.attention);
    attention.off = r.gates;  // those it was computed with (another page's older translation may be shown)
    QList<int> batchLines;
    for (int k = 0; k < int(r.batchSourceLengths.size()); ++k) batchLines << inputLine(r, r.batchFirstLine + k);
    translationView_ = {attention, r.batchSourceLengths, batchLines, QString()};
    stepping_ = false;
    QString status = tr("Translated in %L1 s.").arg(r.seconds, 0, 'f', 2);
    if (r.truncated) status += QLatin1Char(' ') + tr("A sentence was longer than the model's positions and was cut.");
    if (r.headsOff > 0)
        status += QLatin1Char(' ') + tr("%n head(s) switched off on the Analyze page: this is not the whole model.", "",
                                        r.headsOff);
    translationView_.status = status;
    {
        // Leave the step-through and the probes for the list; shown once, below.
        const QSignalBlocker quiet(resultTabs_);
        if (resultTabs_->currentIndex() == 1 || resultTabs_->currentWidget() == probes_) resultTabs_->setCurrentIndex(0);
    }
    showOwnView();
    updateEnabled();
}

const TranslatePage::OwnView* TranslatePage::wantedView() const {
    const bool onStep = resultTabs_->currentIndex() == 1;
    const OwnView* view = onStep ? &stepView_ : &translationView_;
    // A tab with nothing of its own shows the other's rather than nothing.
    if (view->attention.empty()) view = onStep ? &translationView_ : &stepView_;
    return view;
}

void TranslatePage::showOwnView(bool switching) {
    const OwnView* view = wantedView();
    shownView_ = view;
    probeShown_ = false;
    if (view->attention.empty()) inspector_->clear();
    else inspector_->setAttention(view->attention, view->batchLengths, view->batchLines);
    if (!view->status.isEmpty() && !(switching && translation_->hasPending(Requester::Translate)))
        status_->setText(view->status);
}

void TranslatePage::showForcedPair(const QString& source, const QString& target,
                                   const decode::AttentionReport& attention, bool searched) {
    setSource(source);
    // Shown as a result with no n-best list and no beam: its attention only.
    TranslationResult pair;
    pair.source = source;
    pair.attention = attention;
    pair.batchSourceLengths = {int(attention.source_tokens.size())};
    pair.gates = translation_->headGates();  // an attribution is dropped when they change
    pair.headsOff = int(pair.gates.size());
    showResult(pair);
    QString status = searched ? tr("The attention of the pair explained on the Analyze page: “%1”, the model's own "
                                   "translation searched with this page's settings, read in one pass.")
                                        .arg(target)
                              : tr("The attention of the pair explained on the Analyze page: “%1” forced as the "
                                   "translation (not searched). Press Translate for the model's own translation.")
                                        .arg(target);
    if (pair.headsOff > 0)
        status += QLatin1Char(' ') + tr("%n head(s) switched off on the Analyze page: this is not the whole model.", "",
                                        pair.headsOff);
    translationView_.status = status;
    status_->setText(status);
}

void TranslatePage::onStepped(const SteppingState& s, const RequestTicket& ticket) {
    if (ticket.from != Requester::Translate || ticket.stale) return;
    stepping_ = true;
    finished_ = s.finished;
    stepping_state_ = s;
    QStringList pieces;
    for (const auto& step : s.steps) {
        const QString piece = QString::fromStdString(step->piece).toHtmlEscaped();
        pieces << (step->forced ? QStringLiteral("<u>%1</u>").arg(piece) : piece);
    }
    stepped_->setText(tr("<b>%1</b> → %2%3")
                          .arg(s.source.toHtmlEscaped(), pieces.isEmpty() ? tr("(nothing yet)") : pieces.join(QLatin1Char(' ')),
                               s.finished ? tr(" <i>(finished)</i>") : QString()));
    QVector<widgets::TokenBar> bars;
    for (const auto& p : s.next) bars.push_back({p.id, QString::fromStdString(p.piece), double(p.probability)});
    if (s.finished) bars_->clear();
    else bars_->setBars(bars, s.next.empty() ? -1 : s.next.front().id);
    InspectedAttention attention = fromStepping(s);
    attention.off = s.gates;  // those it was computed with
    stepView_ = {attention, {int(s.sourceTokens.size())}, {steppedLine_}, QString()};
    // Greedy whatever the beam: said, since the n-best list beside it may
    // hold another translation, and the heatmaps then show this one's.
    QString status = s.finished ? tr("The greedy translation has ended: %1").arg(s.translation)
                                : tr("Step %1. Next token: the most likely (greedy decoding), or click another bar to "
                                     "force it.")
                                          .arg(s.steps.size() + 1);
    if (beam_->value() > 1)
        status += QLatin1Char(' ') + tr("The n-best list comes from a beam of %1 and can differ.").arg(beam_->value());
    // What Translate's status says of a translation, said of the step-through too.
    if (s.truncated) status += QLatin1Char(' ') + tr("A sentence was longer than the model's positions and was cut.");
    if (s.headsOff > 0)
        status += QLatin1Char(' ') + tr("%n head(s) switched off on the Analyze page: this is not the whole model.", "",
                                        s.headsOff);
    stepView_.status = status;
    {
        const QSignalBlocker quiet(resultTabs_);
        if (resultTabs_->currentWidget() == probes_) resultTabs_->setCurrentIndex(1);
    }
    if (wantedView() == &stepView_) showOwnView();
    updateEnabled();
}

// Switching heads on or off (Analyze page) ends the step-through on the
// model's thread: it decoded with the other gates. Say so here, where Next
// and Back would otherwise stay enabled and fail.
void TranslatePage::onGatesSet() {
    if (stepping_) {
        stepping_ = false;
        status_->setText(tr("Heads were switched on or off on the Analyze page, which ended the step-through: "
                            "press Step through to start again with them."));
    }
    updateEnabled();
}

void TranslatePage::onFailed(const QString& message, const RequestTicket& ticket) {
    // This page's requests, and those nobody in particular made (an open from
    // the command line); the Analyze page shows its own.
    if (ticket.from != Requester::Translate && ticket.from != Requester::Other) return;
    status_->setText(tr("<span style='color:#b00020'>%1</span>").arg(message.toHtmlEscaped()));
    updateEnabled();
}

void TranslatePage::updateEnabled() {
    const bool idle = !translation_->isBusy();
    const bool ready = translation_->hasModel() && idle;
    QWidget* focused = QApplication::focusWidget();
    if (!ready && focused && (focused == translate_ || focused == stepNext_ || focused == stepBack_ ||
                              focused == stepStart_ || bars_->isAncestorOf(focused) || focused == bars_))
        focusToRestore_ = focused;
    translate_->setEnabled(ready);
    cancel_->setEnabled(translation_->hasPending(Requester::Translate));
    stepStart_->setEnabled(ready);
    stepNext_->setEnabled(ready && stepping_ && !finished_);
    stepBack_->setEnabled(ready && stepping_);
    bars_->setEnabled(ready && stepping_ && !finished_);
    const bool onTree = resultTabs_->currentWidget() == beamTree_;
    const bool onBars = resultTabs_->currentWidget()->isAncestorOf(bars_);
    exportResult_->setEnabled((onTree && beamTree_->nodeCount() > 0) || (onBars && bars_->barCount() > 0));
    open_->setEnabled(idle);
    fromTraining_->setEnabled(idle && training_->isRunning());
    if (ready && focusToRestore_ && focusToRestore_->isEnabled() && focusToRestore_->isVisible()) {
        focusToRestore_->setFocus();
        focusToRestore_.clear();
    } else if (ready && focusToRestore_ && !focusToRestore_->isEnabled()) {
        // Next token at the end of the translation: Back is the key's next use.
        if (focusToRestore_ == stepNext_ && stepBack_->isEnabled()) stepBack_->setFocus();
        focusToRestore_.clear();
    }
}

bool TranslatePage::exportResult(const QString& path, QString* error) {
    if (resultTabs_->currentWidget() == beamTree_) return beamTree_->exportImage(path, error);
    if (resultTabs_->currentWidget()->isAncestorOf(bars_)) return bars_->exportImage(path, error);
    if (error) *error = tr("Only the Step-through and Beam tabs are exported as images.");
    return false;
}

void TranslatePage::chooseResultExport() {
    const bool tree = resultTabs_->currentWidget() == beamTree_;
    // A name that says what the file holds (files are read by programs: not translated).
    const QString suggested = tree ? QStringLiteral("beam-tree.png")
                                   : QStringLiteral("next-token-step%1.png").arg(stepping_state_.steps.size() + 1);
    const QString path = QFileDialog::getSaveFileName(
        this, tree ? tr("Export the beam tree") : tr("Export the next-token probabilities"), suggested,
        tree ? tr("Images (*.png *.svg)") : tr("Images (*.png *.svg *.pdf)"));
    if (path.isEmpty()) return;
    QString error;
    if (!exportResult(path, &error)) QMessageBox::warning(this, tr("Export failed"), error);
}

QString TranslatePage::statusText() const { return status_->text(); }
QString TranslatePage::modelText() const { return model_->text(); }
QString TranslatePage::steppedText() const { return stepped_->text(); }

QString TranslatePage::otherLinesText() const { return others_->text(); }

}  // namespace studio::app
