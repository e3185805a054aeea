// TokenizerPanel: the Data page's "Tokenizer" group. Trains the joint
// SentencePiece vocabulary of the loaded training pairs on a pool thread
// (the GUI never waits for it) and shows how a sample sentence is split into
// pieces, with their ids. The trained model's bytes go to the Train page, so
// a run uses exactly this tokenizer.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data_preview_jobs.h"

#include <QByteArray>
#include <QFutureWatcher>
#include <QGroupBox>
#include <QList>
#include <QStringList>

#include <memory>

class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace studio::app {

class TokenizerPanel : public QGroupBox {
    Q_OBJECT

public:
    explicit TokenizerPanel(QWidget* parent = nullptr);
    ~TokenizerPanel() override;  // ends a training still running (its child process)

    // New training data: the tokenizer trained on the old data no longer
    // applies and is dropped (a training still running is ignored when it ends).
    // `seed`: the one the pairs were drawn with (the run's), which holds the dev pairs out.
    void setTrainingData(SharedPairs train, const data::DatasetSpec& spec, int64_t ownDevPairs, uint64_t seed);

    int vocabSize() const;
    void setVocabSize(int size);
    // Starts training in the background; trainingFinished() tells the outcome.
    // While it trains the button reads "Stop" and ends it.
    void train();
    // Ends the training in progress (SentencePiece's process is killed);
    // trainingFinished(false) follows.
    void stopTraining();
    // From train() until its outcome is handled (not QFutureWatcher::isRunning(),
    // which turns false on the pool thread before `finished` is delivered).
    bool isTraining() const { return training_; }
    QPushButton* trainButton() const { return trainButton_; }

    // The trained SentencePiece model (empty: none) and its actual vocabulary size.
    QByteArray modelBytes() const;
    int trainedVocabSize() const;

    QString sampleText() const;
    void setSampleText(const QString& text);
    // How the sample is split by the trained tokenizer (empty without one).
    QStringList samplePieces() const { return samplePieces_; }
    QList<qint64> sampleIds() const { return sampleIds_; }

signals:
    // A tokenizer was trained (the histogram now counts its tokens).
    void tokenizerTrained(const QByteArray& model, const LengthCounts& tokenLengths);
    void trainingFinished(bool ok);

private:
    void onTrainingFinished();
    void onButtonClicked();
    void showSample();
    enum class StatusKind { Info, Error };
    void updateState(const QString& status, StatusKind kind = StatusKind::Info);

    QSpinBox* vocab_ = nullptr;
    QPushButton* trainButton_ = nullptr;
    QProgressBar* busy_ = nullptr;
    QLabel* status_ = nullptr;
    QLineEdit* sample_ = nullptr;
    QLabel* pieces_ = nullptr;

    SharedPairs train_;
    data::DatasetSpec spec_;
    uint64_t seed_ = 0;
    int64_t ownDevPairs_ = 0;
    // Bumped by every new dataset: a training started on older data is stale.
    int dataGeneration_ = 0;
    int trainingGeneration_ = -1;
    QFutureWatcher<TrainedTokenizer> watcher_;
    bool training_ = false;
    std::shared_ptr<std::atomic<bool>> cancel_;  // the running training's
    std::shared_ptr<const tok::Tokenizer> tokenizer_;
    QStringList samplePieces_;
    QList<qint64> sampleIds_;
};

}  // namespace studio::app
