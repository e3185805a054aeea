// SPDX-License-Identifier: GPL-3.0-or-later
#include "tokenizer_panel.h"
#include "long_jobs.h"

#include "train/training_config.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace studio::app {
namespace {

// Neighbouring pieces alternate between two tints, so where one piece ends
// and the next begins is visible even between letters of one word.
const char* const kChipTints[] = {"#dbe8f6", "#fbe3cc"};

QString chipsHtml(const QStringList& pieces, const QList<qint64>& ids) {
    QString html;
    for (int i = 0; i < pieces.size(); ++i) {
        html += QStringLiteral("<span style=\"background-color:%1;\">&nbsp;%2&nbsp;</span>"
                               "<sub style=\"color:#6b6b6b;\">%3</sub>&nbsp; ")
                    .arg(QLatin1String(kChipTints[i % 2]), pieces[i].toHtmlEscaped())
                    .arg(ids.value(i));
    }
    return html;
}

}  // namespace

TokenizerPanel::TokenizerPanel(QWidget* parent) : QGroupBox(tr("Tokenizer"), parent) {
    vocab_ = new QSpinBox(this);
    vocab_->setAccessibleName(tr("Vocabulary size"));  // its form row holds a layout: no buddy
    vocab_->setRange(8, 100000);
    vocab_->setSingleStep(100);
    vocab_->setValue(int(train::TrainingConfig::preset("tiny").vocab_size));
    vocab_->setGroupSeparatorShown(true);
    // SentencePiece's default model, unigram, is what Tokenizer::train makes.
    vocab_->setToolTip(tr("Pieces in the joint SentencePiece vocabulary (a unigram model) of both languages; §5.1 "
                          "of the paper used byte-pair encoding with a shared vocabulary. Lowered automatically "
                          "when the data is too small for it."));
    trainButton_ = new QPushButton(tr("S&top"), this);
    const int stopWidth = trainButton_->sizeHint().width();
    trainButton_->setText(tr("&Train tokenizer"));
    // Wide enough for both labels: the row does not jump when it turns into Stop.
    trainButton_->setMinimumWidth(std::max(stopWidth, trainButton_->sizeHint().width()));
    busy_ = new QProgressBar(this);
    busy_->setRange(0, 0);  // no steps to count: a busy indicator
    busy_->setMaximumHeight(6);
    busy_->setTextVisible(false);
    busy_->hide();
    status_ = new QLabel(this);
    status_->setWordWrap(true);
    status_->setTextFormat(Qt::RichText);
    sample_ = new QLineEdit(this);
    sample_->setPlaceholderText(tr("A sentence to split into pieces"));
    pieces_ = new QLabel(this);
    pieces_->setWordWrap(true);
    pieces_->setTextFormat(Qt::RichText);
    pieces_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    pieces_->setToolTip(tr("Each piece with its id below it; ▁ marks the start of a word."));
    pieces_->setMinimumHeight(pieces_->fontMetrics().height() * 2);
    pieces_->setAlignment(Qt::AlignLeft | Qt::AlignTop);

    auto* vocabRow = new QHBoxLayout;
    vocabRow->addWidget(vocab_, 1);
    vocabRow->addWidget(trainButton_);
    auto* form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("Vocabulary size:"), vocabRow);
    form->addRow(busy_);
    form->addRow(status_);
    form->addRow(tr("Sample:"), sample_);
    form->addRow(tr("Pieces:"), pieces_);

    connect(trainButton_, &QPushButton::clicked, this, &TokenizerPanel::onButtonClicked);
    connect(sample_, &QLineEdit::textChanged, this, &TokenizerPanel::showSample);
    connect(&watcher_, &QFutureWatcher<TrainedTokenizer>::finished, this, &TokenizerPanel::onTrainingFinished);
    updateState(tr("Read a dataset to train a tokenizer on it."));
}

TokenizerPanel::~TokenizerPanel() {
    // The pool thread returns within milliseconds instead of training on
    // for minutes after the window closed (the application waits for it).
    if (cancel_) *cancel_ = true;
}

void TokenizerPanel::setTrainingData(SharedPairs train, const data::DatasetSpec& spec, int64_t ownDevPairs,
                                     uint64_t seed) {
    seed_ = seed;
    if (cancel_) *cancel_ = true;  // a training on the old data is of no use now
    train_ = std::move(train);
    spec_ = spec;
    ownDevPairs_ = ownDevPairs;
    ++dataGeneration_;
    tokenizer_.reset();
    // A sample taken from the data is replaced by one from the new data; one
    // the user typed is kept.
    const bool sampleFromData = sample_->text().isEmpty() || !sample_->isModified();
    if (sampleFromData && train_ && !train_->empty()) {
        sample_->setText(QString::fromStdString(train_->front().src));
        sample_->setModified(false);
        sample_->setCursorPosition(0);  // a long sentence shows its start
    }
    updateState(tr("No tokenizer trained yet: a training run trains one with the Train page's vocabulary size."));
    showSample();
}

int TokenizerPanel::vocabSize() const { return vocab_->value(); }

void TokenizerPanel::setVocabSize(int size) { vocab_->setValue(size); }

void TokenizerPanel::train() {
    if (isTraining() || !train_ || train_->empty()) return;
    trainingGeneration_ = dataGeneration_;
    training_ = true;
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    // The job gets its own copies (and a share of the pairs): nothing of this widget crosses threads.
    watcher_.setFuture(QtConcurrent::run(longJobPool(), &trainTokenizerForPreview, train_, spec_, ownDevPairs_, vocabSize(), seed_,
                                         std::shared_ptr<const std::atomic<bool>>(cancel_)));
    // The pairs SentencePiece reads: the training pairs a run keeps after its dev hold-out.
    const int64_t held = heldOutDevPairs(spec_, int64_t(train_->size()), ownDevPairs_);
    updateState(tr("Training a %L1-piece vocabulary on %Ln pairs…", nullptr, int(int64_t(train_->size()) - held))
                    .arg(vocabSize()));
}

void TokenizerPanel::stopTraining() {
    if (!training_ || !cancel_) return;
    *cancel_ = true;
    updateState(tr("Stopping the tokenizer training…"));
}

void TokenizerPanel::onButtonClicked() {
    if (training_) stopTraining();
    else train();
}

void TokenizerPanel::onTrainingFinished() {
    TrainedTokenizer result = watcher_.result();
    training_ = false;
    // A Stop after the job's last look at the flag is a Stop too.
    const bool stopped = result.cancelled || (cancel_ && cancel_->load());
    cancel_.reset();
    if (stopped && trainingGeneration_ == dataGeneration_) {
        updateState(tr("Tokenizer training stopped; nothing was trained."));
        emit trainingFinished(false);
        return;
    }
    if (trainingGeneration_ != dataGeneration_) {
        // Trained on data that has been replaced meanwhile: of no use now.
        updateState(tr("No tokenizer trained yet: a training run trains one with the Train page's vocabulary size."));
        emit trainingFinished(false);
        return;
    }
    if (!result.error.isEmpty()) {
        updateState(tr("The tokenizer could not be trained: %1").arg(result.error), StatusKind::Error);
        emit trainingFinished(false);
        return;
    }
    tokenizer_ = result.tokenizer;
    QString status = tr("Trained: %Ln pieces. The Train page uses this tokenizer.", nullptr, trainedVocabSize());
    if (!result.message.isEmpty()) status += QLatin1Char(' ') + result.message;  // the engine's reason
    updateState(status);
    showSample();
    emit tokenizerTrained(modelBytes(), result.tokenLengths);
    emit trainingFinished(true);
}

QByteArray TokenizerPanel::modelBytes() const {
    if (!tokenizer_) return {};
    const std::string& bytes = tokenizer_->bytes();
    return QByteArray(bytes.data(), qsizetype(bytes.size()));
}

int TokenizerPanel::trainedVocabSize() const { return tokenizer_ ? int(tokenizer_->vocab_size()) : 0; }

QString TokenizerPanel::sampleText() const { return sample_->text(); }

void TokenizerPanel::setSampleText(const QString& text) {
    sample_->setText(text);
    sample_->setModified(true);  // chosen, not taken from the data
}

void TokenizerPanel::showSample() {
    samplePieces_.clear();
    sampleIds_.clear();
    if (!tokenizer_) {
        pieces_->setText(QStringLiteral("<span style=\"color:#6b6b6b;\">%1</span>")
                             .arg(tr("Train the tokenizer to see how the sample is split.").toHtmlEscaped()));
        return;
    }
    const std::string text = sample_->text().toStdString();
    for (const std::string& piece : tokenizer_->pieces(text)) samplePieces_.append(QString::fromStdString(piece));
    for (const int64_t id : tokenizer_->encode_source(text)) sampleIds_.append(qint64(id));
    pieces_->setText(chipsHtml(samplePieces_, sampleIds_));
}

void TokenizerPanel::updateState(const QString& status, StatusKind kind) {
    const bool training = isTraining();
    busy_->setVisible(training);
    trainButton_->setText(training ? tr("S&top") : tr("&Train tokenizer"));
    trainButton_->setToolTip(training ? tr("Ends SentencePiece's training; nothing is kept.") : QString());
    trainButton_->setEnabled(training ? !cancel_ || !*cancel_ : train_ && !train_->empty());
    status_->setText(kind == StatusKind::Error
                         ? QStringLiteral("<span style=\"color:#b00020;\">%1</span>").arg(status.toHtmlEscaped())
                         : status.toHtmlEscaped());
}

}  // namespace studio::app
