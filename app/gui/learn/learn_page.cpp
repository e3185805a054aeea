// SPDX-License-Identifier: GPL-3.0-or-later
#include "learn_page.h"

#include "training_controller.h"

#include "learn_architecture.h"
#include "learn_attention.h"
#include "learn_demo.h"
#include "learn_explanation.h"
#include "learn_heads.h"
#include "learn_masking.h"
#include "learn_multihead.h"
#include "learn_positional.h"
#include "learn_sublayer.h"
#include "learn_training.h"
#include "app_settings.h"
#include "train_page.h"

#include "tokenizer/marian_vocab.h"

#include <QCheckBox>
#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QStackedWidget>
#include <QVBoxLayout>
#include <QtConcurrent>

#include <algorithm>
#include <stdexcept>

namespace studio::app {

namespace {

// Positions shown in the PE heatmap: enough to see the slow waves start.
constexpr int kShownPositions = 64;
// A sentence of the built-in numbers-de demo, until the user types or translates one.
const char* const kDefaultSentence = "three hundred and forty two";

}  // namespace

LearnPage::LearnPage(TrainPage* train, QWidget* parent)
    : QWidget(parent),
      train_(train),
      learn_(new LearnController(this)),
      demo_(new LearnDemo(this)),
      demo_enabled_(learnTrainsDemo()) {
    auto* layout = new QVBoxLayout(this);
    model_label_ = new QLabel(this);
    model_label_->setWordWrap(true);
    layout->addWidget(model_label_);
    auto* input = new QHBoxLayout;
    input->addWidget(new QLabel(tr("Sentence:"), this));
    sentence_ = new QLineEdit(QString::fromUtf8(kDefaultSentence), this);
    sentence_->setAccessibleName(tr("Sentence"));
    sentence_->setToolTip(tr("The source sentence the attention section works through (the Translate page's "
                             "last sentence when there is one)."));
    input->addWidget(sentence_, 1);
    auto* show = new QPushButton(tr("Show"), this);
    input->addWidget(show);
    follow_ = new QCheckBox(tr("Follow the run in training"), this);
    follow_->setChecked(true);
    follow_->setToolTip(tr("While the Train page trains, show the model of that run: a snapshot of its weights at "
                           "every validation, labelled with its step."));
    input->addWidget(follow_);
    layout->addLayout(input);

    sections_ = new QListWidget(this);
    sections_->addItem(tr("Architecture"));
    sections_->addItem(tr("Positional encoding"));
    sections_->addItem(tr("Scaled dot-product attention"));
    sections_->addItem(tr("Multi-head attention"));
    sections_->addItem(tr("Masking"));
    sections_->addItem(tr("Feed-forward and layer norm"));
    sections_->addItem(tr("Training"));
    sections_->addItem(tr("Which heads matter"));
    sections_->addItem(tr("Is attention an explanation?"));
    // As wide as the longest title in the current language (German is long).
    sections_->setFixedWidth(std::max(160, sections_->sizeHintForColumn(0) + 2 * sections_->frameWidth() + 12));
    architecture_ = new ArchitectureSection(this);
    positional_ = new PositionalSection(this);
    attention_ = new AttentionSection(this);
    multi_head_ = new MultiHeadSection(this);
    masking_ = new MaskingSection(this);
    sublayer_ = new SublayerSection(this);
    training_ = new TrainingSection(this);
    heads_ = new HeadsSection(this);
    explanation_ = new ExplanationSection(this);
    stack_ = new QStackedWidget(this);
    for (QWidget* section : std::initializer_list<QWidget*>{architecture_, positional_, attention_, multi_head_,
                                                            masking_, sublayer_, training_, heads_,
                                                            explanation_})
        stack_->addWidget(scrolled(section));
    auto* body = new QHBoxLayout;
    body->addWidget(sections_);
    body->addWidget(stack_, 1);
    layout->addLayout(body, 1);

    connect(sections_, &QListWidget::currentRowChanged, stack_, &QStackedWidget::setCurrentIndex);
    connect(show, &QPushButton::clicked, this, &LearnPage::refreshSentence);
    connect(sentence_, &QLineEdit::returnPressed, this, &LearnPage::refreshSentence);
    connect(sentence_, &QLineEdit::textEdited, this, [this] { userSentence_ = true; });
    connect(attention_, &AttentionSection::selectionChanged, this, &LearnPage::refreshAttention);
    connect(multi_head_, &MultiHeadSection::selectionChanged, this, &LearnPage::refreshMultiHead);
    connect(masking_, &MaskingSection::selectionChanged, this, &LearnPage::refreshMasking);
    connect(sublayer_, &SublayerSection::selectionChanged, this, &LearnPage::refreshSublayer);
    connect(explanation_, &ExplanationSection::explainRequested, this, [this] {
        explainWanted_ = true;
        refreshExplanation();
    });
    connect(&opening_, &QFutureWatcher<Opened>::finished, this, &LearnPage::onOpened);
    connect(learn_, &LearnController::answered, this, &LearnPage::onAnswered);
    connect(learn_, &LearnController::idle, this, &LearnPage::onIdle);
    connect(learn_, &LearnController::explanationProgress, explanation_, &ExplanationSection::setProgress);
    connect(demo_, &LearnDemo::untrained, this, &LearnPage::onDemoUntrained);
    connect(demo_, &LearnDemo::progress, this, &LearnPage::onDemoProgress);
    connect(demo_, &LearnDemo::trained, this, [this](const QString& path) {
        // A demo that finished as the user opened a model (its stop came too
        // late) must not replace that model.
        if (userModel_) return;
        demo_model_ = true;
        open(path);
    });
    connect(demo_, &LearnDemo::failed, this, [this](const QString& message) {
        demo_error_ = message;
        if (untrained_) model_ = nullptr;  // numbers of random weights are no lesson on their own
        untrained_ = false;
        demo_model_ = false;
        refresh();
        announceModel();
    });
    connect(train_->controller(), &TrainingController::runningChanged, this, &LearnPage::onUserTrainingChanged);
    connect(train_->controller(), &TrainingController::runStarting, this,
            [this](const TrainingRequest& request) { followedRun_ = request.outDir; });
    // Following the run: a snapshot of its own at every validation.
    train_->controller()->setValidationSnapshots(SnapshotForLearn);
    connect(follow_, &QCheckBox::toggled, this, [this](bool follow) {
        train_->controller()->setValidationSnapshots(follow ? SnapshotForLearn : 0);
    });
    connect(train_->controller(), &TrainingController::snapshotReady, this,
            [this](const ModelHandle& model, const ModelSummary&, int who) { onTrainingSnapshot(model, who); });
    sections_->setCurrentRow(0);
    refresh();
}

void LearnPage::onUserTrainingChanged(bool running) {
    if (!running && follow_->isChecked() && model_ && learnSummary(model_).kind == QLatin1String("snapshot")) {
        // The followed run ended: its last.ckpt holds the weights it ended
        // with (a stop between validations is later than the last snapshot).
        // The label said "in training" with the last validation's weights.
        const QString last = followedRun_.isEmpty() ? QString() : QDir(followedRun_).filePath(QStringLiteral("last.ckpt"));
        if (!last.isEmpty() && QFileInfo::exists(last))
            open(last);
        else
            updateModelLabel(learnSummary(model_));
    }
    if (running && demo_->isRunning()) {
        demo_->stop();  // its partial run is dropped; it starts again when the user's run ends
        demo_waiting_ = true;
        if (untrained_ && model_) updateModelLabel(learnSummary(model_));
        return;
    }
    if (!running && demo_waiting_) {
        demo_waiting_ = false;
        if (!model_ || untrained_) startDemo();
    }
}

LearnPage::~LearnPage() {
    opening_.waitForFinished();
    learn_->shutdown();
}

bool LearnPage::isComputing() const { return learn_->isBusy(); }

void LearnPage::announceModel() {
    if (learn_->isBusy()) {
        modelAnnouncePending_ = true;
        return;
    }
    emit modelChanged();
}

void LearnPage::onIdle() {
    if (modelAnnouncePending_) {
        modelAnnouncePending_ = false;
        emit modelChanged();
    }
    emit computed();
}

QWidget* LearnPage::scrolled(QWidget* section) {
    auto* area = new QScrollArea(this);
    area->setWidget(section);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    return area;
}

void LearnPage::setFollowTraining(bool follow) { follow_->setChecked(follow); }

ModelSummary LearnPage::modelSummary() const { return model_ ? learnSummary(model_) : ModelSummary(); }

bool LearnPage::followsTraining() const { return follow_->isChecked(); }

void LearnPage::onTrainingSnapshot(const ModelHandle& model, int who) {
    // A snapshot that comes after the run ended would replace its last.ckpt.
    if (who != SnapshotForLearn || !follow_->isChecked() || !train_->controller()->isRunning()) return;
    userModel_ = true;
    demo_->stop();
    demo_waiting_ = false;
    demo_model_ = false;
    untrained_ = false;
    error_.clear();
    model_ = model;
    adoptModelSentence();
    refresh();
    announceModel();
}

void LearnPage::openCheckpoint(const QString& path) {
    // A checkpoint chosen during training is the user's choice: stop following.
    if (train_->controller()->isRunning()) follow_->setChecked(false);
    userModel_ = true;
    demo_->stop();
    demo_waiting_ = false;
    demo_model_ = false;
    open(path);
}

void LearnPage::open(const QString& path) {
    model_label_->setText(tr("Opening %1…").arg(QFileInfo(path).fileName()));
    // One load at a time, and the GUI never waits for one: a path asked for
    // while another loads is opened when that one ends (the newest wins).
    if (openingBusy_) {
        pendingOpen_ = path;
        return;
    }
    openingBusy_ = true;  // until onOpened(): isRunning() turns false before `finished` arrives
    opening_.setFuture(QtConcurrent::run([path] {
        auto opened = std::make_shared<Opened>();
        opened->model = openLearnModel(path, &opened->error);
        return opened;
    }));
}

void LearnPage::onOpened() {
    openingBusy_ = false;
    if (!pendingOpen_.isEmpty()) {  // superseded while it loaded
        const QString next = pendingOpen_;
        pendingOpen_.clear();
        open(next);
        return;
    }
    const Opened opened = std::move(*opening_.result());  // the future's slot keeps no model
    error_ = opened.error;
    if (opened.model) {
        model_ = opened.model;
        untrained_ = false;
        adoptModelSentence();
    }
    refresh();
    // A failed open keeps the model shown before; say so above its numbers.
    if (model_ && !error_.isEmpty())
        model_label_->setText(tr("The checkpoint could not be opened: %1").arg(error_) + QLatin1Char(' ') +
                              model_label_->text());
    announceModel();
}

void LearnPage::setSentence(const QString& text) {
    QString line = text.section(QLatin1Char('\n'), 0, 0).trimmed();
    // A translation's source starts with the language token it was sent
    // with: left out here, where the Translate page's current choice is put
    // first (a later choice there would not reach this page otherwise).
    const QString first = line.section(QLatin1Char(' '), 0, 0);
    if (first.startsWith(QLatin1String(">>")) && first.endsWith(QLatin1String("<<")) && model_ &&
        learnLanguageTokens(model_).contains(first))
        line = line.section(QLatin1Char(' '), 1).trimmed();
    if (line.isEmpty()) return;
    userSentence_ = true;
    if (line == sentence_->text()) return;
    sentence_->setText(line);
    refreshSentence();
}

QString LearnPage::sentence() const { return sentence_->text(); }

QString LearnPage::sentenceForModel() const {
    const QString text = sentence_->text();
    if (!model_) return text;
    const QStringList tokens = learnLanguageTokens(model_);
    if (tokens.isEmpty()) return text;
    QString token = languageSource_ ? languageSource_() : QString();
    if (!tokens.contains(token)) token = tokens.front();  // as the Translate page starts a new model
    return QString::fromStdString(tok::with_language_token(text.trimmed().toStdString(), token.toStdString()));
}

void LearnPage::languageChanged() {
    if (model_ && !learnLanguageTokens(model_).isEmpty()) refreshSentence();
}

QString LearnPage::modelText() const { return model_label_->text(); }

void LearnPage::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (model_) {
        if (stale_) {  // what changed while the page was hidden
            stale_ = false;
            refreshSentence();
        }
        return;
    }
    refresh();  // the Train page's settings may have changed meanwhile
    if (demo_enabled_ && !openingBusy_) startDemo();
}

void LearnPage::refresh() {
    LearnSettings settings;
    if (model_) {
        const ModelSummary summary = learnSummary(model_);
        settings = learnSettings(model_);  // the model's line: refreshSentence() below
        heads_->setShownModel(summary);
        const int positions = int(std::min<qint64>(kShownPositions, summary.config.max_positions));
        positional_->setTable(modelPositions(model_, positions),
                              summary.config.learned_positions
                                  ? tr("The open model's learned positions (Table 3, row E): the encoder's table (the "
                                       "decoder learns its own), first %1 positions.")
                                        .arg(positions)
                              : summary.config.position_layout == nn::PositionLayout::SinThenCos
                                  ? tr("The open model's table (its pe buffer) in Marian's layout: the sines of "
                                       "every frequency first, then the cosines, %2, not the interleaved order "
                                       "above; first %1 positions.")
                                        .arg(positions)
                                        .arg(QStringLiteral(
                                            "<b>PE</b>(pos, i) = sin(pos / 10000<sup>2i/d<sub>model</sub></sup>), "
                                            "<b>PE</b>(pos, d<sub>model</sub>/2 + i) = cos(pos / "
                                            "10000<sup>2i/d<sub>model</sub></sup>)"))
                                  : tr("The open model's table (its pe buffer), first %1 positions.").arg(positions));
    } else {
        heads_->setShownModel(ModelSummary());
        learn_->dropPending();  // nothing of a model shown before may arrive now
        const TrainingRequest request = train_->request();
        settings.dModel = request.model.d_model;
        settings.warmup = request.training.warmup;
        settings.factor = request.training.lr_factor;
        settings.labelSmoothing = request.training.label_smoothing;
        QString note = tr("No model is open. Open a checkpoint or train one to see the model's own numbers; until "
                          "then the sections that need no model follow the Train page's settings.");
        if (!error_.isEmpty()) note = tr("The checkpoint could not be opened: %1").arg(error_) + QLatin1Char(' ') + note;
        if (!demo_error_.isEmpty()) note = tr("The demo could not be trained: %1").arg(demo_error_) + QLatin1Char(' ') + note;
        model_label_->setText(note);
        positional_->setTable(sinusoidalPositions(kShownPositions, int(settings.dModel)),
                              request.model.learned_positions
                                  ? tr("The Train page has learned positions on (Table 3, row E): a new model learns "
                                       "its table, which holds no numbers before training. Shown instead: the "
                                       "paper's formula for d_model = %1.")
                                        .arg(settings.dModel)
                                  : tr("Computed by the engine's formula for d_model = %1 (the Train page's setting).")
                                        .arg(settings.dModel));
    }
    training_->setSettings(settings.dModel, settings.warmup, settings.factor, settings.labelSmoothing,
                           settings.scheduleKnown, settings.smoothingKnown);
    refreshSentence();
}

void LearnPage::refreshSentence() {
    // A sentence too long for the model is said in the model's line (not
    // while another model loads: that line says so).
    if (model_ && !openingBusy_) updateModelLabel(learnSummary(model_));
    refreshArchitecture();
    refreshAttention();
    refreshMultiHead();
    refreshMasking();
    refreshSublayer();
    refreshExplanation();
}

void LearnPage::ask(LearnPart part, int layer, int head, int query, const std::function<void(const QString&)>& clear,
                    const QString& withoutModel) {
    if (!model_) {
        clear(withoutModel);
        return;
    }
    if (!isVisible()) {
        // A hidden page asks nothing: its numbers would take the cores from
        // the page in use (the Translate page's job, a training run) and be
        // replaced before anyone saw them. Shown, it works them out. What
        // is still on its way is of the old model or sentence: dropped (a
        // running explanation stops at its next batch).
        stale_ = true;
        learn_->dropPending();
        explanationModel_.reset();  // asked again when shown
        return;
    }
    // What the section shows was worked out with another model: cleared
    // rather than shown under this model's name until its answer comes.
    auto& shown = shownModel_[static_cast<int>(part)];
    const bool otherModel = shown.owner_before(model_) || model_.owner_before(shown) || shown.expired();
    if (otherModel && part != LearnPart::Explanation)  // the explanation says it is working itself
        clear(tr("Working out this model's numbers…"));
    shown = model_;
    LearnRequest r;
    r.part = part;
    r.model = model_;
    r.sentence = sentenceForModel();
    r.layer = layer;
    r.head = head;
    r.query = query;
    learn_->request(r);
}

void LearnPage::onAnswered(const LearnAnswer& a) {
    const bool failed = !a.error.isEmpty();  // the engine's message goes in the section
    switch (a.part) {
        case LearnPart::Architecture:
            if (failed) architecture_->clear(a.error, architectureOfShown());
            else architecture_->setFacts(a.architecture);
            break;
        case LearnPart::Attention:
            if (failed) attention_->clear(a.error);
            else attention_->setWalk(a.attention);
            break;
        case LearnPart::MultiHead:
            if (failed) multi_head_->clear(a.error);
            else multi_head_->setWalk(a.multiHead);
            break;
        case LearnPart::Masking:
            if (failed) masking_->clear(a.error);
            else masking_->setWalk(a.mask);
            break;
        case LearnPart::Sublayer:
            if (failed) sublayer_->clear(a.error);
            else sublayer_->setWalk(a.sublayer);
            break;
        case LearnPart::Explanation:
            if (failed) {
                explanation_->clear(a.error);
                explanationModel_.reset();  // a click asks again
            } else {
                explanation_->setResult(a.explanation);
            }
            break;
    }
}

ArchitectureFacts LearnPage::architectureOfShown() const {
    return configFacts(model_ ? learnSummary(model_).config : train_->request().model);
}

void LearnPage::refreshArchitecture() {
    if (!model_) {  // N of the Train page's settings meanwhile
        const TrainingRequest request = train_->request();
        architecture_->setLayers(int(request.model.num_encoder_layers), int(request.model.num_decoder_layers),
                                 request.model.pre_norm);
    }
    ask(LearnPart::Architecture, 0, 0, 0, [this](const QString& note) { architecture_->clear(note, architectureOfShown()); },
        tr("Open a checkpoint or train one to see the model's own shapes and parameters."));
}

void LearnPage::refreshAttention() {
    ask(LearnPart::Attention, attention_->layer(), attention_->head(), attention_->query(),
        [this](const QString& note) { attention_->clear(note); }, noModelNote());
}

void LearnPage::refreshMultiHead() {
    ask(LearnPart::MultiHead, multi_head_->layer(), 0, multi_head_->query(),
        [this](const QString& note) { multi_head_->clear(note); }, noModelNote());
}

void LearnPage::refreshMasking() {
    ask(LearnPart::Masking, masking_->layer(), masking_->head(), masking_->query(),
        [this](const QString& note) { masking_->clear(note); }, noModelNote());
}

void LearnPage::refreshSublayer() {
    ask(LearnPart::Sublayer, sublayer_->layer(), sublayer_->sublayer(), sublayer_->token(),
        [this](const QString& note) { sublayer_->clear(note); }, noModelNote());
}

void LearnPage::refreshExplanation() {
    if (!model_) {
        explanation_->clear(noModelNote());
        return;
    }
    if (!explainWanted_) return;
    // Asked for (or shown) already for this very model and sentence: a
    // second click or "Show" would only compute it again.
    const bool sameModel = !explanationModel_.owner_before(model_) && !model_.owner_before(explanationModel_);
    if (sameModel && !explanationModel_.expired() && explanationSentence_ == sentenceForModel()) return;
    explanationModel_ = model_;
    explanationSentence_ = sentenceForModel();
    // What was shown explained another model or sentence.
    explanation_->setWorking(sentence_->text());
    ask(LearnPart::Explanation, 0, 0, 0, [this](const QString& note) { explanation_->clear(note); }, noModelNote());
}

QString LearnPage::noModelNote() const { return tr("Open a checkpoint or train one to see the model's own numbers."); }

}  // namespace studio::app
