// SPDX-License-Identifier: GPL-3.0-or-later
#include "analyze_page.h"

#include "attribution_panel.h"
#include "field_label.h"
#include "file_field.h"
#include "head_grid.h"
#include "job_names.h"
#include "translation_controller.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QShortcut>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

namespace studio::app {

AnalyzePage::AnalyzePage(TranslationController* translation, QWidget* parent)
    : QWidget(parent), translation_(translation) {
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(
        tr("Which heads matter, and which head aligns words? Measure every head over sentence pairs "
           "(Michel et al. 2019; Voita et al. 2019), prune heads in order of importance, and read word "
           "alignments off cross-attention (Garg et al. 2019); see why a token was chosen by gradient "
           "attribution beside the heads' attention."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    layout->addWidget(makeSetRow());
    tabs_ = new QTabWidget(this);
    tabs_->addTab(makeHeadsTab(), tr("Heads"));
    tabs_->addTab(makePruneTab(), tr("Pruning curve"));
    tabs_->addTab(makeAlignTab(), tr("Alignment"));
    attribution_ = new AttributionPanel(translation_, this);
    tabs_->addTab(attribution_, tr("Why this token"));
    layout->addWidget(tabs_, 1);

    connect(translation_, &TranslationController::modelReady, this, &AnalyzePage::onModelReady);
    connect(translation_, &TranslationController::headsAnalyzed, this, &AnalyzePage::onHeadsAnalyzed);
    connect(translation_, &TranslationController::pruneProgress, this, &AnalyzePage::onPruneProgress);
    connect(translation_, &TranslationController::pruned, this, &AnalyzePage::onPruned);
    connect(translation_, &TranslationController::aligned, this, &AnalyzePage::onAligned);
    connect(translation_, &TranslationController::headGatesSet, this, &AnalyzePage::onGatesSet);
    connect(translation_, &TranslationController::translated, this, &AnalyzePage::onTranslated);
    connect(translation_, &TranslationController::analysisProgress, this, &AnalyzePage::onProgress);
    connect(translation_, &TranslationController::failed, this, &AnalyzePage::onFailed);
    connect(translation_, &TranslationController::cancelled, this, &AnalyzePage::onCancelled);
    connect(translation_, &TranslationController::busyChanged, this, &AnalyzePage::updateEnabled);
    connect(translation_, &TranslationController::jobsChanged, this, &AnalyzePage::updateEnabled);
    // Esc ends this page's long job: the measurement, curve or alignment, or
    // else the attribution tab's explanation.
    auto* escape = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    escape->setContext(Qt::WidgetWithChildrenShortcut);
    connect(escape, &QShortcut::activated, this, [this] {
        if (job_ != Job::None)
            cancel();
        else
            attribution_->cancel();
    });
    updateEnabled();
}

QWidget* AnalyzePage::makeSetRow() {
    auto* box = new QWidget(this);
    auto* form = new QFormLayout(box);
    form->setContentsMargins(0, 0, 0, 0);
    const QString filter = tr("Text files (*.txt *.src *.tgt *.en *.de *.es *.fr);;All files (*)");
    source_ = new FileField(tr("Source sentences"), filter, box);
    reference_ = new FileField(tr("Reference translations"), filter, box);
    source_->setPlaceholderText(tr("empty: the open model's own dev set"));
    reference_->setPlaceholderText(tr("one reference per source line"));
    gold_ = new FileField(tr("Gold word alignments"), tr("Pharaoh alignments (*.align *.txt *.talp);;All files (*)"), box);
    gold_->setPlaceholderText(tr("optional: Pharaoh links i-j (sure) and ipj (possible), one line per pair"));
    oneBased_ = new QCheckBox(tr("1-based"), box);
    oneBased_->setToolTip(tr("The gold file counts words from 1 (e.g. the RWTH German–English gold)"));
    goldTargetFirst_ = new QCheckBox(tr("target first"), box);
    goldTargetFirst_->setToolTip(tr("The gold names the target word first (“j-i”), e.g. the RWTH German–English gold "
                                    "read for an English→German model: its sides are swapped"));
    auto* goldRow = new QHBoxLayout;
    goldRow->addWidget(gold_, 1);
    goldRow->addWidget(oneBased_);
    goldRow->addWidget(goldTargetFirst_);
    maxSentences_ = new QSpinBox(box);
    maxSentences_->setRange(1, 100000);
    maxSentences_->setValue(200);
    maxSentences_->setToolTip(tr("Only the first pairs are used"));
    maxSentences_->setMaximumWidth(100);
    measure_ = new QPushButton(tr("Measure heads"), box);
    prune_ = new QPushButton(tr("Pruning curve"), box);
    cancel_ = new QPushButton(tr("Cancel"), box);
    progress_ = new QProgressBar(box);
    progress_->setVisible(false);
    status_ = new QLabel(box);
    status_->setWordWrap(true);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(fieldLabel(tr("Pairs at most:"), maxSentences_));
    buttons->addWidget(maxSentences_);
    buttons->addWidget(measure_);
    buttons->addWidget(prune_);
    buttons->addWidget(cancel_);
    buttons->addWidget(progress_, 1);
    form->addRow(tr("Source:"), source_);
    form->addRow(tr("Reference:"), reference_);
    form->addRow(tr("Gold links:"), goldRow);
    form->addRow(buttons);
    form->addRow(status_);
    connect(measure_, &QPushButton::clicked, this, &AnalyzePage::measureHeads);
    connect(prune_, &QPushButton::clicked, this, &AnalyzePage::computePruneCurve);
    connect(cancel_, &QPushButton::clicked, this, &AnalyzePage::cancel);
    return box;
}

QWidget* AnalyzePage::makeHeadsTab() {
    auto* tab = new QWidget(this);
    auto* layout = new QVBoxLayout(tab);
    auto* top = new QHBoxLayout;
    statistic_ = new QComboBox(tab);
    statistic_->addItems({tr("Importance |∂L/∂ξ| (Michel, ℓ2 per layer)"), tr("Δ dev loss (token NLL) with the head off"),
                          tr("Confidence (Voita)"), tr("Entropy (nats)")});
    // What each is exactly, where the papers leave a choice.
    statistic_->setItemData(0,
                            tr("Michel et al. 2019: |∂L/∂ξ_h| of each sentence's loss (token NLL, no label smoothing), "
                               "averaged over the pairs, then ℓ2-normalised over the heads of each layer: compare "
                               "heads within a layer"),
                            Qt::ToolTipRole);
    statistic_->setItemData(2,
                            tr("Voita et al. 2019: a query's largest weight, averaged over the queries; BOS, EOS and "
                               "padding queries are left out, the largest weight is over every key (EOS included)"),
                            Qt::ToolTipRole);
    reset_ = new QPushButton(tr("Switch all heads on"), tab);
    top->addWidget(fieldLabel(tr("Colour by:"), statistic_));
    top->addWidget(statistic_);
    top->addStretch(1);
    top->addWidget(reset_);
    layout->addLayout(top);
    grid_ = new widgets::HeadGrid(tab);
    layout->addWidget(grid_, 1);
    summary_ = new QLabel(headsHint(), tab);
    summary_->setWordWrap(true);
    layout->addWidget(summary_);
    auto* sentenceRow = new QHBoxLayout;
    sentence_ = new QLineEdit(tab);
    sentence_->setObjectName(QStringLiteral("analyzeSentence"));
    sentence_->setPlaceholderText(tr("a sentence to translate with the heads that are on"));
    translate_ = new QPushButton(tr("Translate"), tab);
    sentenceRow->addWidget(fieldLabel(tr("Sentence:"), sentence_));
    sentenceRow->addWidget(sentence_, 1);
    sentenceRow->addWidget(translate_);
    layout->addLayout(sentenceRow);
    translation_label_ = new QLabel(tab);
    translation_label_->setWordWrap(true);
    translation_label_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(translation_label_);
    connect(statistic_, &QComboBox::currentIndexChanged, this, [this] { refreshGrid(); });
    connect(reset_, &QPushButton::clicked, this, &AnalyzePage::resetHeads);
    connect(translate_, &QPushButton::clicked, this, &AnalyzePage::retranslate);
    connect(sentence_, &QLineEdit::returnPressed, this, &AnalyzePage::retranslate);
    connect(grid_, &widgets::HeadGrid::headClicked, this,
            [this](int panel, int layer, int head) { toggleHead(static_cast<HeadKind>(panel), layer, head); });
    connect(grid_, &widgets::HeadGrid::headMenuRequested, this, &AnalyzePage::showHeadMenu);
    return tab;
}

void AnalyzePage::setAnalysisFiles(const QString& source, const QString& reference, const QString& gold,
                                   bool oneBasedGold, bool goldTargetFirst) {
    source_->setPath(source);
    reference_->setPath(reference);
    gold_->setPath(gold);
    oneBased_->setChecked(oneBasedGold);
    goldTargetFirst_->setChecked(goldTargetFirst);
}

AnalysisSet AnalyzePage::analysisSet() const {
    AnalysisSet set;
    set.sourcePath = source_->path();
    set.referencePath = reference_->path();
    set.goldPath = gold_->path();
    set.oneBasedGold = oneBased_->isChecked();
    set.goldTargetFirst = goldTargetFirst_->isChecked();
    set.maxSentences = maxSentences_->value();
    if (language_) set.languageToken = language_();
    return set;
}

void AnalyzePage::start(Job job) {
    job_ = job;
    progress_->setRange(0, 0);  // busy until the first report
    progress_->setVisible(job != Job::Gates);
    status_->setStyleSheet(QString());
    status_->setText(job == Job::Heads   ? tr("Measuring every head…")
                     : job == Job::Prune ? tr("Pruning heads round by round…")
                     : job == Job::Align ? tr("Reading the cross-attention of every pair…")
                                         : tr("Switching heads…"));
    updateEnabled();
}

bool AnalyzePage::begin(Job job, const RequestTicket& ticket) {
    if (!ticket.accepted()) {
        status_->setStyleSheet(QStringLiteral("color: #b00020"));
        status_->setText(refusalText(translation_->longJob()));
        return false;
    }
    ticket_ = ticket.id;
    start(job);
    return true;
}

bool AnalyzePage::mine(const RequestTicket& ticket) const {
    return job_ != Job::None && ticket.from == Requester::Analyze && ticket.id == ticket_;
}

void AnalyzePage::finish(const QString& status) {
    job_ = Job::None;
    ticket_ = 0;
    progress_->setVisible(false);
    if (!status.isNull()) status_->setText(status);
    updateEnabled();
}

void AnalyzePage::measureHeads() {
    if (job_ != Job::None || !hasModel_) return;
    begin(Job::Heads, translation_->analyzeHeads(analysisSet(), Requester::Analyze));
}

void AnalyzePage::cancel() {
    if (job_ == Job::None) return;
    translation_->cancelFrom(Requester::Analyze);  // this page's jobs only
}

void AnalyzePage::updateEnabled() {
    const bool idle = job_ == Job::None;
    // One long job at a time: while another view's runs, none starts here.
    const RequestTicket other = translation_->longJob();
    const bool longFree = !other.accepted() || other.from == Requester::Analyze;
    for (QWidget* w : std::initializer_list<QWidget*>{measure_, prune_, align_, reset_, translate_})
        if (w) w->setEnabled(idle && hasModel_);
    for (QPushButton* b : {measure_, prune_, align_}) {
        if (!b) continue;
        b->setEnabled(b->isEnabled() && longFree);
        b->setToolTip(longFree ? QString() : refusalText(other));
    }
    if (reset_) reset_->setEnabled(idle && hasModel_ && !off_.isEmpty());
    // Another aligner's links are scored against the gold of an alignment shown.
    if (scoreOther_) scoreOther_->setEnabled(idle && hasModel_ && longFree && alignment_.hasGold);
    cancel_->setEnabled(!idle && job_ != Job::Gates);
    if (!hasModel_ && idle) status_->setText(tr("Open a checkpoint (File ▸ Open) or take the model from training."));
}

void AnalyzePage::onModelReady(const ModelSummary& summary) {
    hasModel_ = true;
    model_ = summary;
    heads_ = HeadsResult();
    curves_.clear();
    alignment_ = AlignmentResult();
    off_.clear();  // the worker starts a new model with every head on
    lastTranslation_ = TranslationResult();  // the previous model's
    translated_.clear();
    translation_label_->clear();
    attribution_->setModelOpen(true);
    refreshGrid();
    refreshChart();
    refreshAlignment();
    layer_->setRange(0, std::max<int>(0, static_cast<int>(summary.config.num_decoder_layers) - 1));
    head_->setRange(0, std::max<int>(0, static_cast<int>(summary.config.num_heads) - 1));
    layer_->setValue(std::max<int>(0, static_cast<int>(summary.config.num_decoder_layers) - 2));  // Garg et al.'s
    if (summary.headsReset > 0)
        status_->setText(tr("Model: %1. The %n head(s) switched off on the previous model are on again (a new "
                            "model starts with every head on). Press “Measure heads”.",
                            "", summary.headsReset)
                             .arg(summary.origin));
    else
        status_->setText(tr("Model: %1. Press “Measure heads”.").arg(summary.origin));
    updateEnabled();
}

void AnalyzePage::onHeadsAnalyzed(const HeadsResult& result, const RequestTicket& ticket) {
    if (!mine(ticket)) return;
    if (ticket.stale) {
        finish(staleText());
        return;
    }
    heads_ = result;
    refreshGrid();
    finish(tr("Measured %n head(s) over %1 pairs (%2).", "", static_cast<int>(result.rows.size()))
               .arg(result.sentences)
               .arg(setText(result.setOrigin)));
}

void AnalyzePage::onProgress(qint64 done, qint64 total, const RequestTicket& ticket) {
    if (!mine(ticket)) return;
    progress_->setRange(0, static_cast<int>(total));
    progress_->setValue(static_cast<int>(done));
}

void AnalyzePage::onFailed(const QString& message, const RequestTicket& ticket) {
    if (ticket.from != Requester::Analyze) return;
    if (!mine(ticket)) {  // the heads tab's translation
        if (!ticket.stale) translation_label_->setText(message);
        return;
    }
    status_->setStyleSheet(QStringLiteral("color: #b00020"));
    if (job_ == Job::Align) otherLinks_.clear();  // a bad file is not asked for again with every pair
    // The engine's own detail (file, line, value) stays as it is, in English;
    // what failed is said in the interface's language.
    finish(tr("%1 failed: %2").arg(jobName(ticket.kind), message));
}

void AnalyzePage::onCancelled(const RequestTicket& ticket) {
    if (!mine(ticket)) return;
    if (ticket.stale) {  // another model was asked for: its job was ended
        curves_.clear();
        refreshChart();
        finish(staleText());
        return;
    }
    finish(tr("Cancelled."));
}

void AnalyzePage::setStatistic(Statistic statistic) { statistic_->setCurrentIndex(static_cast<int>(statistic)); }

void AnalyzePage::setSentence(const QString& sentence) { sentence_->setText(sentence); }

void AnalyzePage::showTab(int index) { tabs_->setCurrentIndex(index); }

QString AnalyzePage::statusText() const { return status_->text(); }
QString AnalyzePage::summaryText() const { return summary_->text(); }
QString AnalyzePage::translationText() const { return translation_label_->text(); }

QString AnalyzePage::headsHint() const {
    return tr("Press “Measure heads”. Then click a head to switch it off; right-click for its attention. "
              "Badges: P positional, E attends to EOS/BOS, R rare token.");
}

}  // namespace studio::app
