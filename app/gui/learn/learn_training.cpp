// SPDX-License-Identifier: GPL-3.0-or-later
#include "learn_training.h"

#include "learn_common.h"
#include "learn_engine.h"

#include <qcustomplot.h>

#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

namespace studio::app {

TrainingSection::TrainingSection(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(learnRichText(
        tr("<h3>Training: learning rate (§5.3) and label smoothing (§5.4)</h3>"
           "<p>The paper trains with Adam and a learning rate that rises linearly for the first warmup_steps "
           "and then decays with the inverse square root of the step (Eq. 3):</p>"
           "<p><b>lrate</b> = factor · d<sub>model</sub><sup>−0.5</sup> · min(step<sup>−0.5</sup>, "
           "step · warmup_steps<sup>−1.5</sup>)</p>"
           "<p>The paper's factor is 1; the studio lets you scale the whole curve with it.</p>"),
        this));
    settings_ = learnRichText(QString(), this);
    layout->addWidget(settings_);
    schedule_ = new QCustomPlot(this);
    schedule_->setMinimumHeight(220);
    schedule_->xAxis->setLabel(tr("step"));
    schedule_->yAxis->setLabel(tr("learning rate"));
    schedule_->addGraph()->setPen(QPen(QColor(0x1f77b4), 2));
    layout->addWidget(schedule_, 1);

    smoothingNote_ = learnRichText(QString(), this);
    layout->addWidget(smoothingNote_);
    smoothing_ = new QCustomPlot(this);
    smoothing_->setMinimumHeight(200);
    smoothing_->xAxis->setLabel(tr("class (the gold one is %1)").arg(kExampleGold));
    smoothing_->yAxis->setLabel(tr("target probability"));
    bars_ = new QCPBars(smoothing_->xAxis, smoothing_->yAxis);
    bars_->setBrush(QColor(0xff7f0e));
    bars_->setPen(Qt::NoPen);
    layout->addWidget(smoothing_, 1);
}

void TrainingSection::setSettings(qint64 dModel, qint64 warmup, double factor, double epsilon, bool known,
                                  bool smoothingKnown) {
    known_ = known;
    smoothingKnown_ = known || smoothingKnown;
    dModel_ = dModel;
    warmup_ = std::max<qint64>(warmup, 1);
    factor_ = factor;
    epsilon_ = epsilon;
    settings_->setText(settingsText());

    // Up to five warmups: the rise, the peak at step = warmup_steps, and the decay.
    QCPGraph* graph = schedule_->graph(0);
    graph->data()->clear();
    const qint64 last = 5 * warmup_;
    const int points = 400;
    double peak = 0.0;
    for (int i = 0; i <= points; ++i) {
        const qint64 step = std::max<qint64>(1, last * i / points);
        const double rate = noamRate(step, dModel_, warmup_, factor_);
        peak = std::max(peak, rate);
        graph->addData(double(step), rate);
    }
    schedule_->xAxis->setRange(0, double(last));
    schedule_->yAxis->setRange(0, peak * 1.1);

    // The target the loss trains towards, read back from the engine's loss.
    const QVector<double> target = smoothedTarget(kExampleVocabulary, kExampleGold, epsilon_);
    QVector<double> keys;
    for (int c = 0; c < target.size(); ++c) keys << c;
    bars_->setData(keys, target, true);
    smoothing_->xAxis->setRange(-0.7, target.size() - 0.3);
    smoothing_->yAxis->setRange(0, 1.05);
    const QLocale locale;
    smoothingNote_->setText(
        tr("<p>Label smoothing (§5.4, ε<sub>ls</sub> = %1): instead of all probability on the gold token, the "
           "target puts 1 − ε<sub>ls</sub> there and spreads ε<sub>ls</sub> evenly over all V classes, the gold "
           "one included. "
           "With V = %2, every class gets ε<sub>ls</sub>/V = %3 and the gold one %4. This hurts perplexity, "
           "as the model learns to be more unsure, but improves accuracy and BLEU.</p>")
            .arg(locale.toString(epsilon_, 'g', 3))
            .arg(kExampleVocabulary)
            .arg(locale.toString(target.value(0), 'f', 4), locale.toString(target.value(kExampleGold), 'f', 4)));
    // An import's file holds no training settings: ε_ls is a new run's
    // default, unless the design it came from fixes it.
    if (!known_ && smoothingKnown_)
        smoothingNote_->setText(smoothingNote_->text() +
                                tr("<p>This model was imported from the PyTorch tutorial's design, which trains "
                                   "with ε<sub>ls</sub> = %1 (its loss's label_smoothing): the value above is "
                                   "its own.</p>")
                                    .arg(locale.toString(epsilon_, 'g', 3)));
    else if (!known_)
        smoothingNote_->setText(smoothingNote_->text() +
                                tr("<p>This model was imported: its file does not say how it was trained, so "
                                   "ε<sub>ls</sub> = %1 is the default of a new run, not necessarily its own.</p>")
                                    .arg(locale.toString(epsilon_, 'g', 3)));
    replot();
}

QString TrainingSection::smoothingText() const { return smoothingNote_->text(); }

QString TrainingSection::settingsText() const {
    const QLocale locale;
    const double peak = noamRate(warmup_, dModel_, warmup_, factor_);
    if (!known_)
        return tr("This model was imported: its file does not say how it was trained. The curve shows d<sub>model</sub> "
                  "= %1 with the default warmup_steps = %2 and factor = %3; the rate peaks at step %2 with %4.")
            .arg(dModel_)
            .arg(warmup_)
            .arg(locale.toString(factor_, 'g', 3), locale.toString(peak, 'g', 4));
    return tr("Current settings: d<sub>model</sub> = %1, warmup_steps = %2, factor = %3. The rate peaks at "
              "step %2 with %4.")
        .arg(dModel_)
        .arg(warmup_)
        .arg(locale.toString(factor_, 'g', 3), locale.toString(peak, 'g', 4));
}

// A plot of a hidden section has no size yet: drawing it then only warns
// (QPainter on an empty buffer), so it is drawn when the section shows.
void TrainingSection::replot() {
    if (!isVisible()) return;
    schedule_->replot(QCustomPlot::rpQueuedReplot);
    smoothing_->replot(QCustomPlot::rpQueuedReplot);
}

void TrainingSection::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    replot();
}

}  // namespace studio::app
