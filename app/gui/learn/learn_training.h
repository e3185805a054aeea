// The Learn page's section on training (§5.3, §5.4): the learning-rate
// schedule of Eq. 3 plotted for the current settings, and the target
// distribution that label smoothing trains towards, for a small vocabulary.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QCPBars;
class QCustomPlot;
class QLabel;

namespace studio::app {

class TrainingSection : public QWidget {
    Q_OBJECT

public:
    // Classes in the label-smoothing example, and the gold one among them.
    static constexpr int kExampleVocabulary = 8;
    static constexpr int kExampleGold = 2;

    explicit TrainingSection(QWidget* parent = nullptr);

    // d_model, warmup and lr_factor of Eq. 3; epsilon_ls of §5.4.
    // `known` false: an imported model, whose schedule its file does not hold
    // (the values are then a new run's defaults, and said to be);
    // `smoothingKnown` true there: epsilon is still the model's own (an import
    // of the PyTorch tutorial's design, which trains with 0.1).
    void setSettings(qint64 dModel, qint64 warmup, double factor, double epsilon, bool known = true,
                     bool smoothingKnown = false);

    QCustomPlot* schedulePlot() const { return schedule_; }
    QCustomPlot* smoothingPlot() const { return smoothing_; }
    QCPBars* smoothingBars() const { return bars_; }
    QString settingsText() const;
    QString smoothingText() const;  // the label-smoothing note below its bars

protected:
    void showEvent(QShowEvent* event) override;

private:
    void replot();
    qint64 dModel_ = 0, warmup_ = 0;
    double factor_ = 1.0, epsilon_ = 0.0;
    bool known_ = true;
    bool smoothingKnown_ = true;
    QLabel* settings_ = nullptr;
    QLabel* smoothingNote_ = nullptr;
    QCustomPlot* schedule_ = nullptr;
    QCustomPlot* smoothing_ = nullptr;
    QCPBars* bars_ = nullptr;
};

}  // namespace studio::app
