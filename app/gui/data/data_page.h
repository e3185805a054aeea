// DataPage: choose the dataset and look at it before training. The Source
// group picks a demo task, two line-aligned files, a TSV file or JSON Lines
// (or a dataset used before); the Dev set group where the dev pairs come
// from; the Tokenizer group trains the joint vocabulary. Reading happens on a
// pool thread; the page shows the pairs, counts and a histogram of sentence
// lengths, or the engine's message when the input is bad, in which case the
// previous dataset stays in effect.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data_preview_jobs.h"
#include "engine_types.h"

#include <QByteArray>
#include <QFutureWatcher>
#include <QWidget>

#include <atomic>
#include <memory>
#include <optional>

class QLabel;
class QProgressBar;
class QTableView;

namespace studio::app {

class DatasetChooser;
class DevSetChooser;
class KeptTokenizerNote;
class LengthHistogram;
class PairTableModel;
class TokenizerPanel;

class DataPage : public QWidget {
    Q_OBJECT

public:
    explicit DataPage(QWidget* parent = nullptr);
    ~DataPage() override;  // ends a read still running (the application would wait for it)

    // The demo task chosen in the form, and choosing one (read in the background).
    QString demoTask() const;
    void setDemoTask(const QString& name);
    int previewRows() const;

    // The dataset in effect (the last one read without error), and the
    // tokenizer trained on this page for it (empty: none).
    data::DatasetSpec dataset() const;
    QByteArray tokenizerModel() const;
    // Fills the form from `spec` and reads it in the background.
    void setDataset(const data::DatasetSpec& spec);
    // restoreLastDataset()'s dataset could not be read again (the demo is
    // shown instead, and the banner says why).
    bool lastSessionsDatasetFailed() const { return restoreFailed_; }
    // Shows the dataset remembered from the last session (the numbers-de demo
    // at first, or when the remembered one cannot be read any more), and
    // returns it (before it has been read).
    data::DatasetSpec restoreLastDataset();
    // The Recent list as stored (read again after Preferences forgot it).
    void showRecent();

    // Fine-tuning keeps this checkpoint's tokenizer (empty: not fine-tuning):
    // the page says how much of the data it knows, and its own tokenizer
    // group is off.
    void setFineTuneCheckpoint(const QString& path);
    KeptTokenizerNote* keptTokenizerNote() const { return keptTokenizer_; }

    // The Train page's seed: a demo task is generated and the dev pairs held
    // out with it, so the preview, the histogram and the tokenizer are of
    // the pairs the run trains on. A change reads such a dataset again.
    void setSeed(quint64 seed);
    // The Train page's longest pair (max_len), marked on the histogram.
    void setMaxLength(int tokens);
    quint64 seed() const { return seed_; }

    bool isLoading() const;
    // The engine's message for the last failed read; empty after a good one.
    QString errorText() const { return errorText_; }

    DatasetChooser* sourceChooser() const { return source_; }
    DevSetChooser* devSetChooser() const { return devSet_; }
    TokenizerPanel* tokenizerPanel() const { return tokenizer_; }
    LengthHistogram* lengthHistogram() const { return histogram_; }
    PairTableModel* pairModel() const { return model_; }

signals:
    // A dataset was read without error (and remembered), or a tokenizer was
    // trained for it; the Train page follows.
    void datasetChanged(const data::DatasetSpec& dataset, const QByteArray& tokenizerModel);
    // A read ended: ok, or the error is shown and the previous dataset kept.
    void loadFinished(bool ok);
    // restoreLastDataset()'s read is over: `read` (the Train page has the
    // dataset), or not (it failed: lastSessionsDatasetFailed(); or the user
    // chose another dataset while it was read).
    void restoreSettled(bool read);

private:
    data::DatasetSpec formSpec() const;
    void onFormEdited();
    void updateStaleNote();
    void startLoad(const data::DatasetSpec& spec);
    void onLoadFinished();
    void applyLoaded(const LoadedDataset& loaded);
    void showError(const QString& message, const QString& consequence);
    void showLoading(bool loading, const QString& what = QString());
    QString describe(const LoadedDataset& loaded) const;  // the title: what the data is
    QString countsHtml(const LoadedDataset& loaded) const;
    void showLengths();  // the histogram, in the unit a run's tokenizer counts

    quint64 seed_ = previewSeed();
    LengthCounts wordLengths_, tokenLengths_;  // of the training pairs in effect
    bool fineTuning_ = false;
    data::DatasetSpec loadingSpec_;  // of the read running
    DatasetChooser* source_ = nullptr;
    DevSetChooser* devSet_ = nullptr;
    TokenizerPanel* tokenizer_ = nullptr;
    QLabel* errorBanner_ = nullptr;
    QLabel* title_ = nullptr;
    QProgressBar* busy_ = nullptr;
    QLabel* busyLabel_ = nullptr;
    QLabel* counts_ = nullptr;
    QLabel* staleNote_ = nullptr;
    KeptTokenizerNote* keptTokenizer_ = nullptr;
    QTableView* table_ = nullptr;
    PairTableModel* model_ = nullptr;
    LengthHistogram* histogram_ = nullptr;

    QFutureWatcher<LoadedDataset> loader_;
    // True from startLoad() until onLoadFinished() has run. The watcher's
    // isRunning() turns false on the pool thread, before the finished signal
    // reaches this thread, so it cannot tell whether a result is still due.
    bool reading_ = false;
    std::shared_ptr<std::atomic<bool>> readCancel_;  // the running read's
    std::optional<data::DatasetSpec> pending_;  // asked for while another read was running
    bool restoring_ = false;                    // the read is restoreLastDataset()'s
    bool keepBanner_ = false;                   // the next good read keeps the error shown
    bool restoreFailed_ = false;                // lastSessionsDatasetFailed()
    data::DatasetSpec current_;
    bool hasCurrent_ = false;
    QString errorText_;
};

}  // namespace studio::app
