// SPDX-License-Identifier: GPL-3.0-or-later
#include "kept_tokenizer_note.h"
#include "long_jobs.h"

#include <QFileInfo>
#include <QtConcurrent/QtConcurrentRun>

namespace studio::app {

KeptTokenizerNote::KeptTokenizerNote(QWidget* parent) : QLabel(parent) {
    setObjectName(QStringLiteral("keptTokenizerNote"));
    setWordWrap(true);
    setTextFormat(Qt::RichText);
    hide();
    connect(&watcher_, &QFutureWatcher<Outcome>::finished, this, &KeptTokenizerNote::onChecked);
}

void KeptTokenizerNote::setCheckpoint(const QString& path) {
    checkpoint_ = path;
    check();
}

void KeptTokenizerNote::setPairs(SharedPairs pairs) {
    pairs_ = std::move(pairs);
    check();
}

void KeptTokenizerNote::check() {
    ++generation_;
    hasResult_ = false;
    if (checkpoint_.isEmpty() || !pairs_) {
        hide();
        return;
    }
    const QString name = QFileInfo(checkpoint_).fileName();
    setStyleSheet(QString());
    setText(tr("Fine-tuning %1: counting how much of this data its tokenizer knows…").arg(name.toHtmlEscaped()));
    show();
    if (checking_) {
        pending_ = true;  // started when the running check ends; its result is stale by then
        return;
    }
    checking_ = true;  // until the answer is handled: isRunning() turns false before `finished` arrives
    watcher_.setFuture(QtConcurrent::run(longJobPool(), [path = checkpoint_, pairs = pairs_, generation = generation_] {
        Outcome outcome;
        outcome.generation = generation;
        try {
            outcome.share = unknownShareOf(path, *pairs);
        } catch (const std::exception& e) {
            outcome.error = QString::fromStdString(e.what());
        }
        return outcome;
    }));
}

void KeptTokenizerNote::onChecked() {
    checking_ = false;
    const Outcome outcome = watcher_.result();
    if (pending_ || outcome.generation != generation_) {
        pending_ = false;
        check();
        return;
    }
    const QString name = QFileInfo(checkpoint_).fileName().toHtmlEscaped();
    if (!outcome.error.isEmpty()) {
        setStyleSheet(QStringLiteral("color: #b00020;"));
        setText(tr("Fine-tuning %1: its tokenizer could not be read: %2").arg(name, outcome.error.toHtmlEscaped()));
        emit checked();
        return;
    }
    share_ = outcome.share;
    hasResult_ = true;
    // The kind and the unknown token as that tokenizer has them (a Marian
    // model's was called SentencePiece, its <unk> "[UNK]").
    const QString kind = share_.tokenizerKind == QLatin1String("wordlevel") ? tr("word-level")
                         : share_.tokenizerKind == QLatin1String("marian")  ? tr("Marian")
                                                                            : tr("SentencePiece");
    QString text = tr("Fine-tuning %1 keeps its %2 tokenizer. On this data it encodes <b>%L3 %</b> of the tokens as "
                      "unknown (%6): source %L4 %, target %L5 %.")
                       .arg(name, kind)
                       .arg(share_.all * 100.0, 0, 'f', 1)
                       .arg(share_.source * 100.0, 0, 'f', 1)
                       .arg(share_.target * 100.0, 0, 'f', 1)
                       .arg(share_.unknownPiece.toHtmlEscaped());
    if (isWarning()) {
        text += QLatin1Char(' ') + tr("That is above 5 %: the model cannot read or write those words, so fine-tuning on "
                                      "this data will teach it little about them. Choose data in the languages and "
                                      "vocabulary it was trained on, or train a new model with its own tokenizer.");
        setStyleSheet(QStringLiteral("QLabel { border: 1px solid #c77700; border-radius: 4px; background: #fff4e0; "
                                     "color: #5a3a00; padding: 6px; }"));
    } else {
        setStyleSheet(QStringLiteral("color: #1b5e20;"));
    }
    setText(text);
    emit checked();
}

}  // namespace studio::app
