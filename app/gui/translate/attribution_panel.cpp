// SPDX-License-Identifier: GPL-3.0-or-later
#include "attribution_panel.h"

#include "field_label.h"
#include "job_names.h"

#include "attention_heatmap.h"
#include "translation_controller.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QShortcut>
#include <QSpinBox>
#include <QSplitter>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace studio::app {

AttributionPanel::AttributionPanel(TranslationController* translation, QWidget* parent)
    : QWidget(parent), translation_(translation) {
    auto* layout = new QVBoxLayout(this);
    auto* form = new QGridLayout;
    source_ = new QLineEdit(this);
    source_->setPlaceholderText(tr("a source sentence"));
    target_ = new QLineEdit(this);
    target_->setPlaceholderText(tr("optional: a translation to explain (else the model's own, searched as on "
                                   "the Translate page)"));
    method_ = new QComboBox(this);
    method_->addItems({tr("Saliency |∇|"), tr("Input × gradient"), tr("Integrated gradients")});
    method_->setCurrentIndex(2);
    method_->setToolTip(tr("Gradients of log p(token) at each token's embedding. Integrated gradients "
                           "(Sundararajan et al. 2017) integrates them from a baseline of zero embeddings "
                           "(BOS and EOS kept as they are: they score 0); its scores add up to the change of log p (with an alternative token: of log p(token) − "
                           "log p(alternative))."));
    steps_ = new QSpinBox(this);
    steps_->setRange(1, 1000);
    steps_->setValue(50);
    steps_->setToolTip(tr("Gradient evaluations per token, placed where the path needs them; a token whose "
                          "completeness gap is still above 5 % gets up to four times as many"));
    contrast_ = new QLineEdit(this);
    contrast_->setPlaceholderText(tr("optional: an alternative token"));
    contrast_->setToolTip(tr("Explain log p(token) − log p(alternative) at the selected token: "
                             "why this token rather than that one (Yin & Neubig 2022)"));
    explain_ = new QPushButton(tr("Explain"), this);
    cancel_ = new QPushButton(tr("Cancel"), this);
    progress_ = new QProgressBar(this);
    progress_->setVisible(false);
    form->addWidget(fieldLabel(tr("Source:"), source_), 0, 0);
    form->addWidget(source_, 0, 1, 1, 3);
    form->addWidget(fieldLabel(tr("Target:"), target_), 1, 0);
    form->addWidget(target_, 1, 1, 1, 3);
    auto* controls = new QHBoxLayout;
    controls->addWidget(fieldLabel(tr("Method:"), method_));
    controls->addWidget(method_);
    controls->addWidget(fieldLabel(tr("Steps:"), steps_));
    controls->addWidget(steps_);
    controls->addWidget(fieldLabel(tr("Rather than:"), contrast_));
    controls->addWidget(contrast_);
    controls->addWidget(explain_);
    controls->addWidget(cancel_);
    controls->addWidget(progress_, 1);
    form->addLayout(controls, 2, 0, 1, 4);
    layout->addLayout(form);
    status_ = new QLabel(tr("Type a sentence and press Explain."), this);
    status_->setWordWrap(true);
    layout->addWidget(status_);

    auto* viewRow = new QHBoxLayout;
    token_ = new QComboBox(this);
    view_ = new QComboBox(this);
    view_->addItems({tr("Subword pieces"), tr("Words")});
    autoRange_ = new QCheckBox(tr("Colours span the values"), this);
    autoRange_->setToolTip(tr("Off: 0 to 1, comparable between tokens and heads"));
    head_ = new QComboBox(this);
    viewRow->addWidget(fieldLabel(tr("Token:"), token_));
    viewRow->addWidget(token_);
    viewRow->addWidget(fieldLabel(tr("Show:"), view_));
    viewRow->addWidget(view_);
    viewRow->addWidget(autoRange_);
    viewRow->addWidget(fieldLabel(tr("Head:"), head_));
    viewRow->addWidget(head_, 1);
    layout->addLayout(viewRow);

    auto* split = new QSplitter(Qt::Horizontal, this);
    attribution_ = new widgets::AttentionHeatmap(split);
    attention_ = new widgets::AttentionHeatmap(split);
    auto* side = new QWidget(split);
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(new QLabel(tr("Heads that agree most (Kendall τ):"), side));
    agreement_ = new QListWidget(side);
    agreement_->setToolTip(tr("Click: show the head beside the attribution. Double click or Enter: the explained pair's "
                                  "attention on Translate, at this head."));
    sideLayout->addWidget(agreement_, 1);
    side->setMaximumWidth(300);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    split->setStretchFactor(2, 0);
    layout->addWidget(split, 1);
    detail_ = new QLabel(this);
    detail_->setWordWrap(true);
    detail_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(detail_);

    connect(explain_, &QPushButton::clicked, this, &AttributionPanel::explain);
    connect(source_, &QLineEdit::returnPressed, this, &AttributionPanel::explain);
    connect(cancel_, &QPushButton::clicked, this, &AttributionPanel::cancel);
    connect(method_, &QComboBox::currentIndexChanged, this, [this](int m) { steps_->setEnabled(m == 2); });
    connect(token_, &QComboBox::currentIndexChanged, this, [this] {
        refreshHeads();
        refreshMaps();
    });
    connect(view_, &QComboBox::currentIndexChanged, this, [this] { refreshMaps(); });
    connect(head_, &QComboBox::currentIndexChanged, this, [this] { refreshMaps(); });
    connect(autoRange_, &QCheckBox::toggled, this, [this](bool on) {
        attribution_->setAutoRange(on);
        attention_->setAutoRange(on);
    });
    connect(attribution_, &widgets::AttentionHeatmap::cellClicked, this, [this](int row, int, Qt::KeyboardModifiers) {
        if (row >= 0) selectToken(row);
    });
    connect(agreement_, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row < 0) return;
        const auto item = agreement_->item(row);
        selectHead(static_cast<HeadKind>(item->data(Qt::UserRole).toInt()), item->data(Qt::UserRole + 1).toInt(),
                   item->data(Qt::UserRole + 2).toInt());
    });
    // Double-click, or Enter from the keyboard (not itemActivated: where the
    // platform activates on a single click, choosing a head would leave the page).
    auto openPairHead = [this](QListWidgetItem* item) {
        if (!item) return;
        emit pairHeadRequested(static_cast<HeadKind>(item->data(Qt::UserRole).toInt()),
                               item->data(Qt::UserRole + 1).toInt(), item->data(Qt::UserRole + 2).toInt());
    };
    connect(agreement_, &QListWidget::itemDoubleClicked, this, openPairHead);
    for (const auto key : {Qt::Key_Return, Qt::Key_Enter}) {
        auto* enter = new QShortcut(QKeySequence(key), agreement_, nullptr, nullptr, Qt::WidgetShortcut);
        connect(enter, &QShortcut::activated, this, [this, openPairHead] { openPairHead(agreement_->currentItem()); });
    }
    connect(translation_, &TranslationController::attributed, this, &AttributionPanel::onAttributed);
    connect(translation_, &TranslationController::analysisProgress, this, &AttributionPanel::onProgress);
    connect(translation_, &TranslationController::failed, this, &AttributionPanel::onFailed);
    connect(translation_, &TranslationController::cancelled, this, &AttributionPanel::onCancelled);
    connect(translation_, &TranslationController::jobsChanged, this, &AttributionPanel::updateEnabled);
    // Heads switched on or off on the Analyze page change what the model
    // computes: a result read with the old heads goes (the Translate page's
    // own results are redone with the new ones).
    connect(translation_, &TranslationController::headGatesSet, this, [this] {
        if (result_.tokens.isEmpty()) return;
        result_ = AttributionResult();
        refresh();
        status_->setText(tr("Heads were switched on or off on the Analyze page: explain again to see the "
                            "attribution with them."));
    });
    updateEnabled();
}

void AttributionPanel::setModelOpen(bool open) {
    modelOpen_ = open;
    result_ = AttributionResult();
    refresh();
    updateEnabled();
}

void AttributionPanel::setSource(const QString& source) { source_->setText(source); }
void AttributionPanel::setTarget(const QString& target) { target_->setText(target); }
void AttributionPanel::setMethod(int method) { method_->setCurrentIndex(method); }
void AttributionPanel::setSteps(int steps) { steps_->setValue(steps); }
void AttributionPanel::setContrast(const QString& token) { contrast_->setText(token); }
void AttributionPanel::setWordView(bool words) { view_->setCurrentIndex(words ? 1 : 0); }
void AttributionPanel::selectToken(int index) { token_->setCurrentIndex(index); }

void AttributionPanel::selectHead(HeadKind kind, int layer, int head) {
    for (int i = 0; i < head_->count(); ++i) {
        const QVariantList id = head_->itemData(i).toList();
        if (id.size() == 3 && id[0].toInt() == int(kind) && id[1].toInt() == layer && id[2].toInt() == head) {
            head_->setCurrentIndex(i);
            return;
        }
    }
}

int AttributionPanel::selectedToken() const { return token_->currentIndex(); }

HeadAgreementView AttributionPanel::selectedHead() const {
    const int t = token_->currentIndex();
    const QVariantList id = head_->currentData().toList();
    if (t < 0 || t >= result_.tokens.size() || id.size() != 3) return {};
    for (const auto& h : result_.tokens[t].heads)
        if (int(h.kind) == id[0].toInt() && h.layer == id[1].toInt() && h.head == id[2].toInt()) return h;
    return {};
}

void AttributionPanel::explain() {
    if (running_ || !modelOpen_) return;
    AttributionQuery q;
    q.source = source_->text().trimmed();
    if (makeRequest_) {
        const TranslationRequest sent = makeRequest_(source_->text());
        q.source = sent.sources.value(0);
        q.beamSize = sent.beamSize;
        q.lengthPenalty = sent.lengthPenalty;
        q.maxExtra = sent.maxExtra;
    }
    q.target = target_->text();
    q.hasTarget = !q.target.trimmed().isEmpty();
    q.method = method_->currentIndex();
    q.steps = steps_->value();
    q.contrast = contrast_->text().trimmed();
    // A contrast is asked at the selected token of the shown result, when it
    // is the same sentence; else at every position.
    if (!q.contrast.isEmpty() && token_->currentIndex() >= 0 && result_.source == q.source)
        q.contrastPosition = result_.tokens.value(token_->currentIndex()).position;
    if (!q.contrast.isEmpty() && q.contrastPosition >= 0 && !q.hasTarget) {
        // Keep the translation the position refers to, as the ids explained:
        // its text encoded again may split into other pieces (the
        // step-through's forced ids, a split the model chose), and the
        // position would name another token.
        q.targetIds = result_.targetIds;
    }
    run(q);
}

void AttributionPanel::explainContrast(const QString& source, const QVector<qint64>& targetIds, int position,
                                       qint64 contrastId, const QString& contrastPiece) {
    if (running_ || !modelOpen_) return;
    source_->setText(source);
    target_->clear();
    contrast_->setText(contrastPiece);
    AttributionQuery q;
    q.source = source;
    q.targetIds = targetIds;
    q.method = method_->currentIndex();
    q.steps = steps_->value();
    q.contrastId = contrastId;
    q.contrastPosition = position;
    run(q);
}

void AttributionPanel::run(const AttributionQuery& q) {
    const RequestTicket ticket = translation_->attribute(q, Requester::Attribution);
    if (!ticket.accepted()) {
        status_->setStyleSheet(QStringLiteral("color: #b00020"));
        status_->setText(refusalText(translation_->longJob()));
        return;
    }
    running_ = true;
    ticket_ = ticket.id;
    progress_->setRange(0, 0);
    progress_->setVisible(true);
    status_->setStyleSheet(QString());
    status_->setText(tr("Computing gradients…"));
    updateEnabled();
}

void AttributionPanel::cancel() {
    if (running_) translation_->cancelFrom(Requester::Attribution);  // this tab's request only
}

bool AttributionPanel::mine(const RequestTicket& ticket) const {
    return running_ && ticket.from == Requester::Attribution && ticket.id == ticket_;
}

void AttributionPanel::onAttributed(const AttributionResult& result, const RequestTicket& ticket) {
    if (!mine(ticket)) return;
    if (ticket.stale) {
        finish(staleText());
        return;
    }
    result_ = result;
    refresh();
    QString status = tr("Explained %n token(s) of “%1”.", "", static_cast<int>(result.tokens.size())).arg(result.target);
    // As the Translate page says it of a translation (the pieces were cut
    // without a word).
    if (result.sourceCut || result.targetCut)
        status += QLatin1Char(' ') + tr("A sentence was longer than the model's positions and was cut.");
    finish(status);
}

void AttributionPanel::onProgress(qint64 done, qint64 total, const RequestTicket& ticket) {
    if (!mine(ticket)) return;
    progress_->setRange(0, static_cast<int>(total));
    progress_->setValue(static_cast<int>(done));
}

void AttributionPanel::onFailed(const QString& message, const RequestTicket& ticket) {
    if (mine(ticket)) finish(message, true);
}

void AttributionPanel::onCancelled(const RequestTicket& ticket) {
    if (mine(ticket)) finish(ticket.stale ? staleText() : tr("Cancelled."));
}

void AttributionPanel::finish(const QString& status, bool error) {
    running_ = false;
    ticket_ = 0;
    progress_->setVisible(false);
    status_->setStyleSheet(error ? QStringLiteral("color: #b00020") : QString());
    status_->setText(status);
    updateEnabled();
}

void AttributionPanel::updateEnabled() {
    // One long job at a time: while another view's runs, Explain waits.
    const RequestTicket other = translation_->longJob();
    const bool longFree = !other.accepted() || other.from == Requester::Attribution;
    explain_->setEnabled(modelOpen_ && !running_ && longFree);
    explain_->setToolTip(longFree ? QString() : refusalText(other));
    cancel_->setEnabled(running_);
    if (!modelOpen_) status_->setText(tr("Open a checkpoint (File ▸ Open) or take the model from training."));
}

QString AttributionPanel::statusText() const { return status_->text(); }
QString AttributionPanel::detailText() const { return detail_->text(); }

void AttributionPanel::refresh() {
    const QSignalBlocker block(token_);
    token_->clear();
    for (const auto& t : result_.tokens) {
        QString label = QStringLiteral("%1: %2").arg(t.position).arg(t.token);
        if (!t.contrast.isEmpty()) label += tr(" rather than %1").arg(t.contrast);
        token_->addItem(label);
    }
    token_->setCurrentIndex(result_.tokens.isEmpty() ? -1 : 0);
    refreshHeads();
    refreshMaps();
}

}  // namespace studio::app
