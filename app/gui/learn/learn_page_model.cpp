// SPDX-License-Identifier: GPL-3.0-or-later
// LearnPage's model line and the built-in demo it trains when no model is
// open (split from learn_page.cpp): what the label says of the model shown
// (untrained demo, a run's snapshot, an opened file) and the demo's steps.
#include "learn_page.h"

#include "learn_demo.h"
#include "learn_heads.h"
#include "train_page.h"
#include "training_controller.h"

#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>

namespace studio::app {

void LearnPage::setDemoTraining(bool enabled) {
    if (enabled == demo_enabled_) return;
    demo_enabled_ = enabled;
    if (!enabled) {
        demo_waiting_ = false;
        if (demo_->isRunning()) {
            demo_->stop();
            model_label_->setText(tr("The built-in demo's training was stopped (Preferences). Open a checkpoint, or "
                                     "train a model on the Train page."));
        }
        return;
    }
    if (isVisible() && !model_ && !openingBusy_) startDemo();
}

void LearnPage::startDemo() {
    if (demo_->isRunning()) return;
    if (train_->controller()->isRunning()) {
        demo_waiting_ = true;
        model_label_->setText(tr("No model is open. The built-in demo (numbers-de) will be trained in the background "
                                 "when the run on the Train page ends; or open a checkpoint."));
        return;
    }
    userModel_ = false;  // the demo's models are the page's again
    demo_error_.clear();
    demo_step_ = 0;
    demo_total_ = demo_->steps();
    model_label_->setText(tr("No model is open: training the built-in demo (numbers-de) in the background…"));
    demo_->start();
}

void LearnPage::onDemoUntrained(const ModelHandle& model) {
    if (model_ || userModel_) return;  // the user opened a model meanwhile (perhaps still loading)
    model_ = model;
    demo_model_ = true;
    untrained_ = true;
    adoptModelSentence();
    refresh();
    announceModel();
}

void LearnPage::adoptModelSentence() {
    if (userSentence_) return;
    const QString data = learnDataRecord(model_);
    if (data == sentenceData_) return;  // another snapshot of the same run: the same sentence
    sentenceData_ = data;
    const QString own = learnSampleSentence(model_);
    if (!own.isEmpty()) sentence_->setText(own);
}

void LearnPage::onDemoProgress(qint64 step, qint64 total) {
    demo_step_ = step;
    demo_total_ = total;
    if (untrained_ && model_) updateModelLabel(learnSummary(model_));
}

QString LearnPage::modelLabelText(const ModelSummary& summary) const {
    if (untrained_ && demo_waiting_)
        return tr("<b>Untrained model</b>: the built-in demo (numbers-de) with its random initial "
                  "weights. Its training waits until the run on the Train page ends.");
    if (untrained_)
        return tr("<b>Untrained model</b>: the built-in demo (numbers-de) with its random initial "
                  "weights, so the numbers below show a model that has learned nothing yet. It is "
                  "being trained in the background (step %1 of %2); the page switches to the trained "
                  "model when it is ready.")
            .arg(demo_step_)
            .arg(demo_total_);
    if (summary.kind == QLatin1String("snapshot") && !train_->controller()->isRunning())
        return tr("Model: the run's weights at step %1, its last validation (d_model %2, %3 heads, %4 encoder "
                  "and %5 decoder layers); the run has ended. Every number below is this model's.")
            .arg(summary.step)
            .arg(summary.config.d_model)
            .arg(summary.config.num_heads)
            .arg(summary.config.num_encoder_layers)
            .arg(summary.config.num_decoder_layers);
    if (summary.kind == QLatin1String("snapshot"))
        return tr("Model: the run in training, at step %1 (d_model %2, %3 heads, %4 encoder and %5 decoder "
                  "layers); every validation brings its newer weights. Every number below is this model's.")
            .arg(summary.step)
            .arg(summary.config.d_model)
            .arg(summary.config.num_heads)
            .arg(summary.config.num_encoder_layers)
            .arg(summary.config.num_decoder_layers);
    const QString demo = demo_model_ ? tr("The built-in demo (numbers-de), trained in the background.") + QLatin1Char(' ')
                                     : QString();
    return demo + tr("Model: %1 (step %2, d_model %3, %4 heads, %5 encoder and %6 decoder layers). "
                     "Every number below is this model's.")
                      .arg(QFileInfo(summary.origin).fileName().toHtmlEscaped())
                      .arg(summary.step)
                      .arg(summary.config.d_model)
                      .arg(summary.config.num_heads)
                      .arg(summary.config.num_encoder_layers)
                      .arg(summary.config.num_decoder_layers);
}

void LearnPage::updateModelLabel(const ModelSummary& summary) {
    QString text = modelLabelText(summary);
    // Heads switched off on the Analyze page gate the Translate page's model;
    // this page's copy computes with every head (its explanation too).
    if (headsOffElsewhere_ > 0 && HeadsSection::sameModel(summary, headsOffModel_))
        text += QLatin1Char(' ') + tr("The %n head(s) switched off on the Analyze page are on here: this page shows "
                                      "the whole model.", nullptr, headsOffElsewhere_);
    // The sections' "Source:" shows fewer pieces than were typed: said here,
    // as the Translate page says it.
    const qint64 cutAt = learnSentenceCutAt(model_, sentenceForModel());
    if (cutAt > 0)
        text += QLatin1Char(' ') + tr("The sentence is longer than the model's %1 positions: every section works on "
                                      "its first pieces, as the model would.")
                                       .arg(cutAt);
    model_label_->setText(text);
}

void LearnPage::setHeadsOffElsewhere(int count, const ModelSummary& of) {
    headsOffElsewhere_ = count;
    headsOffModel_ = of;
    if (model_) updateModelLabel(learnSummary(model_));
}

}  // namespace studio::app
