// ProbePanel: "watching attention form". The user pins a few probe
// sentences; at every validation of a training run the engine records their
// translation and attention, and a slider moves through the recorded steps,
// so the views replay how the cross-attention alignment emerged.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "translation_types.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QListWidget;
class QSlider;

namespace studio::app {

class TrainingController;

class ProbePanel : public QWidget {
    Q_OBJECT

public:
    explicit ProbePanel(TrainingController* training, QWidget* parent = nullptr);

    void pin(const QString& sentence);
    void unpin(int index);
    QStringList pinned() const;

    // The validations recorded in the current run, oldest first. Past
    // historyBudget() bytes of attention every other older one is dropped
    // (the first and the newest stay): a 200-token probe's record of a base
    // model is ~28 MB, and a long run validates hundreds of times.
    int recordedCount() const { return int(history_.size()); }
    qint64 historyBudget() const { return historyBudget_; }
    void setHistoryBudget(qint64 bytes) { historyBudget_ = bytes; }
    qint64 recordedStep(int index) const;
    // Shows the selected sentence at validation `index` (recordChosen).
    void showRecord(int index);
    void showCurrentRecord();
    QSlider* slider() const { return slider_; }
    QListWidget* list() const { return list_; }

signals:
    void recordChosen(const studio::app::ProbeRecord& record);

private:
    void onRecorded(const QVector<ProbeRecord>& records);
    void sendPins();
    void updateLabel();
    void thinHistory();

    TrainingController* training_;
    QVector<QVector<ProbeRecord>> history_;  // one entry per validation, one record per pinned sentence
    qint64 historyBudget_ = qint64(256) << 20;
    bool thinned_ = false;  // this run's history lost validations to the budget
    QLineEdit* sentence_ = nullptr;
    QListWidget* list_ = nullptr;
    QSlider* slider_ = nullptr;
    QLabel* step_ = nullptr;
};

}  // namespace studio::app
