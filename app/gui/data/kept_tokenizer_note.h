// KeptTokenizerNote: the Data page's line for fine-tuning. A fine-tuned
// model keeps its tokenizer, so the page says how much of the chosen data
// that tokenizer knows: the share of tokens it encodes as [UNK] (a
// word-level tokenizer encodes anything, mostly as unknown), and warns above
// 5 %. Encoding runs on a pool thread; a result for an older checkpoint or
// older data is dropped.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checkpoint_store.h"
#include "pair_table_model.h"

#include <QFutureWatcher>
#include <QLabel>

namespace studio::app {

class KeptTokenizerNote : public QLabel {
    Q_OBJECT

public:
    // Above this share of unknown tokens the note is a warning.
    static constexpr double kWarnAbove = 0.05;

    explicit KeptTokenizerNote(QWidget* parent = nullptr);

    // The checkpoint whose tokenizer a fine-tuning run keeps; empty: none
    // (the note hides).
    void setCheckpoint(const QString& path);
    QString checkpoint() const { return checkpoint_; }
    // The training pairs now in effect.
    void setPairs(SharedPairs pairs);

    bool isChecking() const { return checking_; }
    bool hasResult() const { return hasResult_; }
    const UnknownShare& share() const { return share_; }
    bool isWarning() const { return hasResult_ && share_.all > kWarnAbove; }

signals:
    // A check ended: the note shows its result or its error.
    void checked();

private:
    struct Outcome {
        UnknownShare share;
        QString error;
        int generation = 0;
    };
    void check();
    void onChecked();

    QString checkpoint_;
    SharedPairs pairs_;
    int generation_ = 0;  // bumped by every new checkpoint or dataset
    bool pending_ = false;  // a check was asked for while one ran
    bool checking_ = false;  // set before setFuture(), cleared when its answer is handled
    bool hasResult_ = false;
    UnknownShare share_;
    QFutureWatcher<Outcome> watcher_;
};

}  // namespace studio::app
