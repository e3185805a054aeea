// SPDX-License-Identifier: GPL-3.0-or-later
#include "probe_panel.h"

#include "training_controller.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSlider>
#include <QVBoxLayout>

namespace studio::app {
namespace {
const QString kProbesKey = QStringLiteral("translate/probes");
}

ProbePanel::ProbePanel(TrainingController* training, QWidget* parent) : QWidget(parent), training_(training) {
    auto* intro = new QLabel(tr("Pin sentences here before or during training: at every validation their attention "
                                "is recorded. Then move the slider to watch the alignment form."),
                             this);
    intro->setWordWrap(true);
    sentence_ = new QLineEdit(this);
    sentence_->setAccessibleName(tr("Sentence to pin"));
    sentence_->setPlaceholderText(tr("A probe sentence"));
    auto* pinButton = new QPushButton(tr("Pin"), this);
    auto* unpinButton = new QPushButton(tr("Unpin"), this);
    list_ = new QListWidget(this);
    list_->setMaximumHeight(list_->fontMetrics().height() * 5 + 2 * list_->frameWidth());  // ~5 pinned sentences
    slider_ = new QSlider(Qt::Horizontal, this);
    slider_->setRange(0, 0);
    slider_->setEnabled(false);
    slider_->setToolTip(tr("The validations of the current training run, oldest on the left."));
    step_ = new QLabel(tr("Nothing recorded yet."), this);
    step_->setWordWrap(true);

    auto* row = new QHBoxLayout;
    row->addWidget(sentence_, 1);
    row->addWidget(pinButton);
    row->addWidget(unpinButton);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(row);
    layout->addWidget(list_);
    layout->addWidget(slider_);
    layout->addWidget(step_);
    layout->addStretch(1);

    connect(pinButton, &QPushButton::clicked, this, [this] {
        pin(sentence_->text());
        sentence_->clear();
    });
    connect(sentence_, &QLineEdit::returnPressed, pinButton, &QPushButton::click);
    connect(unpinButton, &QPushButton::clicked, this, [this] { unpin(list_->currentRow()); });
    connect(slider_, &QSlider::valueChanged, this, &ProbePanel::showRecord);
    connect(list_, &QListWidget::currentRowChanged, this, [this] { showRecord(slider_->value()); });
    connect(training_, &TrainingController::probesRecorded, this, &ProbePanel::onRecorded);
    // Every run, an experiment's later runs too (they start without
    // runningChanged): a run's own recordings, not mixed with another model's.
    connect(training_, &TrainingController::runStarting, this, [this] {
        history_.clear();
        thinned_ = false;
        slider_->setRange(0, 0);
        slider_->setEnabled(false);
        updateLabel();
    });

    for (const QString& s : QSettings().value(kProbesKey).toStringList()) list_->addItem(s);
    if (list_->count()) list_->setCurrentRow(0);
    sendPins();
}

void ProbePanel::pin(const QString& sentence) {
    const QString s = sentence.trimmed();
    if (s.isEmpty() || pinned().contains(s)) return;
    list_->addItem(s);
    list_->setCurrentRow(list_->count() - 1);
    sendPins();
}

void ProbePanel::unpin(int index) {
    if (index < 0 || index >= list_->count()) return;
    delete list_->takeItem(index);
    sendPins();
}

QStringList ProbePanel::pinned() const {
    QStringList out;
    for (int i = 0; i < list_->count(); ++i) out << list_->item(i)->text();
    return out;
}

void ProbePanel::sendPins() {
    QSettings().setValue(kProbesKey, pinned());
    training_->setProbeSentences(pinned());
}

qint64 ProbePanel::recordedStep(int index) const {
    return index >= 0 && index < history_.size() && !history_[index].isEmpty() ? history_[index].first().step : -1;
}

void ProbePanel::onRecorded(const QVector<ProbeRecord>& records) {
    if (records.isEmpty()) return;
    // Following the newest validation unless the user is looking at an older one.
    const bool atEnd = history_.isEmpty() || slider_->value() == slider_->maximum();
    const qint64 shownStep = atEnd ? -1 : recordedStep(slider_->value());
    history_.push_back(records);
    thinHistory();
    slider_->setEnabled(true);
    slider_->setRange(0, int(history_.size()) - 1);
    if (atEnd) {
        slider_->setValue(slider_->maximum());
    } else {
        // The validation looked at, or the one kept before it when thinned away.
        int index = 0;
        for (int i = 0; i < history_.size(); ++i)
            if (recordedStep(i) <= shownStep) index = i;
        slider_->setValue(index);
    }
    updateLabel();
}

namespace {

qint64 bytesOf(const QVector<ProbeRecord>& records) {
    qint64 floats = 0;
    for (const ProbeRecord& r : records)
        floats += qint64(r.attention.encoder_self.data.size() + r.attention.decoder_self.data.size() +
                         r.attention.cross.data.size());
    return floats * qint64(sizeof(float));
}

}  // namespace

void ProbePanel::thinHistory() {
    qint64 bytes = 0;
    for (const auto& records : history_) bytes += bytesOf(records);
    while (bytes > historyBudget_ && history_.size() > 2) {
        QVector<QVector<ProbeRecord>> kept;
        for (int i = 0; i < history_.size(); ++i) {
            if (i % 2 == 1 && i != history_.size() - 1) {
                bytes -= bytesOf(history_[i]);
                continue;
            }
            kept.push_back(std::move(history_[i]));
        }
        history_ = std::move(kept);
        thinned_ = true;
    }
}

void ProbePanel::showCurrentRecord() { showRecord(slider_->value()); }

void ProbePanel::showRecord(int index) {
    if (index < 0 || index >= history_.size()) return;
    const QString wanted = list_->currentItem() ? list_->currentItem()->text() : QString();
    for (const ProbeRecord& r : history_[index]) {
        if (r.source == wanted || wanted.isEmpty()) {
            updateLabel();
            emit recordChosen(r);
            return;
        }
    }
    updateLabel();
}

void ProbePanel::updateLabel() {
    const int index = slider_->value();
    if (history_.isEmpty()) {
        step_->setText(tr("Nothing recorded yet: pin a sentence and train; each validation adds a step."));
        return;
    }
    QString translation;
    const QString wanted = list_->currentItem() ? list_->currentItem()->text() : QString();
    for (const ProbeRecord& r : history_[index])
        if (r.source == wanted) translation = r.translation;
    step_->setText(tr("Validation %1 of %2, step %L3: %4")
                       .arg(index + 1)
                       .arg(history_.size())
                       .arg(recordedStep(index))
                       .arg(translation.isEmpty() ? tr("(not recorded for this sentence)") : translation));
    if (thinned_)
        step_->setText(step_->text() + QLatin1Char(' ') +
                       tr("(older validations thinned out, every other one dropped, to keep these recordings under "
                          "%L1 MB)")
                           .arg(historyBudget_ >> 20));
}

}  // namespace studio::app
