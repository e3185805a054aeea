// SPDX-License-Identifier: GPL-3.0-or-later
#include "data_page.h"

#include "app_settings.h"
#include "dataset_chooser.h"
#include "dev_set_chooser.h"
#include "kept_tokenizer_note.h"
#include "length_histogram.h"
#include "pair_table_model.h"
#include "tokenizer_panel.h"

#include "data/demo_tasks.h"

#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QScrollArea>
#include <QSettings>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <utility>
#include <limits>

namespace studio::app {
namespace {

const QString kDatasetKey = QStringLiteral("data/dataset");

// The n of a plural text (tr(…, nullptr, n) takes an int); no dataset the
// page can hold in memory comes near the limit.
int count(qint64 n) { return int(std::min<qint64>(n, std::numeric_limits<int>::max())); }

}  // namespace

DataPage::DataPage(QWidget* parent) : QWidget(parent) {
    source_ = new DatasetChooser(this);
    devSet_ = new DevSetChooser(this);
    tokenizer_ = new TokenizerPanel(this);
    auto* controls = new QWidget(this);
    auto* controlsLayout = new QVBoxLayout(controls);
    controlsLayout->setContentsMargins(0, 0, 0, 0);
    controlsLayout->addWidget(source_);
    controlsLayout->addWidget(devSet_);
    controlsLayout->addWidget(tokenizer_);
    controlsLayout->addStretch(1);
    // On a small screen the groups scroll instead of squeezing the preview.
    auto* controlsScroll = new QScrollArea(this);
    controlsScroll->setWidget(controls);
    controlsScroll->setWidgetResizable(true);
    controlsScroll->setFrameShape(QFrame::NoFrame);
    // Sized by the font (a large system font cut the dev share's suffix off
    // at a fixed 460 px), and scrolled sideways rather than cut if need be.
    controlsScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    const int charWidth = fontMetrics().averageCharWidth();
    controlsScroll->setMinimumWidth(std::max(380, charWidth * 50));
    controlsScroll->setMaximumWidth(std::max(460, charWidth * 62));

    errorBanner_ = new QLabel(this);
    errorBanner_->setObjectName(QStringLiteral("dataError"));
    errorBanner_->setWordWrap(true);
    errorBanner_->setTextFormat(Qt::RichText);
    errorBanner_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    errorBanner_->setStyleSheet(QStringLiteral("QLabel#dataError { border: 1px solid #c62828; border-radius: 4px; "
                                               "background: #fdecea; color: #5f1212; padding: 6px; }"));
    errorBanner_->hide();
    title_ = new QLabel(this);
    title_->setWordWrap(true);
    QFont titleFont = title_->font();
    titleFont.setBold(true);
    title_->setFont(titleFont);
    busy_ = new QProgressBar(this);
    busy_->setRange(0, 0);  // reading has no steps to count: a busy indicator
    busy_->setMaximumWidth(160);
    busy_->setTextVisible(false);
    busy_->hide();
    busyLabel_ = new QLabel(this);
    busyLabel_->hide();
    counts_ = new QLabel(this);
    counts_->setWordWrap(true);
    counts_->setTextFormat(Qt::RichText);
    staleNote_ = new QLabel(tr("The form has changed since the data was read: press Read data to use it."), this);
    staleNote_->setWordWrap(true);
    staleNote_->setStyleSheet(QStringLiteral("color: #8a5a00;"));
    staleNote_->hide();
    keptTokenizer_ = new KeptTokenizerNote(this);

    model_ = new PairTableModel(this);
    table_ = new QTableView(this);
    // Tab leaves the table (arrows move between cells): with thousands of
    // cells Tab never got out of it.
    table_->setTabKeyNavigation(false);
    table_->setModel(model_);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    // Fixed row heights: the view never measures 100 000+ rows.
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 6);
    table_->setWordWrap(false);
    table_->setAlternatingRowColors(true);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    histogram_ = new LengthHistogram(this);
    auto* previewSplit = new QSplitter(Qt::Vertical, this);
    previewSplit->addWidget(table_);
    previewSplit->addWidget(histogram_);
    previewSplit->setStretchFactor(0, 1);
    previewSplit->setStretchFactor(1, 1);
    previewSplit->setChildrenCollapsible(false);

    auto* titleRow = new QHBoxLayout;
    titleRow->addWidget(title_, 1);
    titleRow->addWidget(busyLabel_);
    titleRow->addWidget(busy_);
    auto* preview = new QVBoxLayout;
    preview->addWidget(errorBanner_);
    preview->addLayout(titleRow);
    preview->addWidget(counts_);
    preview->addWidget(staleNote_);
    preview->addWidget(keptTokenizer_);
    preview->addWidget(previewSplit, 1);
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(controlsScroll);
    layout->addLayout(preview, 1);

    connect(source_, &DatasetChooser::loadRequested, this, [this] {
        devSet_->setSourceKind(source_->kind());
        startLoad(formSpec());
    });
    connect(source_, &DatasetChooser::recentPicked, this, &DataPage::setDataset);
    connect(source_, &DatasetChooser::edited, this, &DataPage::onFormEdited);
    connect(devSet_, &DevSetChooser::edited, this, &DataPage::onFormEdited);
    connect(&loader_, &QFutureWatcher<LoadedDataset>::finished, this, &DataPage::onLoadFinished);
    connect(tokenizer_, &TokenizerPanel::tokenizerTrained, this,
            [this](const QByteArray& model, const LengthCounts& tokenLengths) {
                tokenLengths_ = tokenLengths;
                showLengths();
                emit datasetChanged(current_, model);
            });
    source_->setRecent(recentDatasets());
}

void DataPage::showRecent() { source_->setRecent(recentDatasets()); }

QString DataPage::demoTask() const { return source_->demoTask(); }

void DataPage::setDemoTask(const QString& name) { source_->setDemoTask(name); }

int DataPage::previewRows() const { return model_->rowCount(); }

data::DatasetSpec DataPage::dataset() const { return current_; }

QByteArray DataPage::tokenizerModel() const { return tokenizer_->modelBytes(); }

void DataPage::setFineTuneCheckpoint(const QString& path) {
    keptTokenizer_->setCheckpoint(path);
    tokenizer_->setEnabled(path.isEmpty());
    tokenizer_->setToolTip(path.isEmpty() ? QString()
                                          : tr("Fine-tuning keeps the model's own tokenizer; this one is not used."));
    fineTuning_ = !path.isEmpty();
    showLengths();
}

void DataPage::showLengths() {
    // In the page's tokenizer's tokens while a run would use it; in words
    // before one is trained, and while fine-tuning (the run reads the
    // checkpoint's tokenizer, not this one: its counts would mislead).
    if (!tokenLengths_.source.isEmpty() && !fineTuning_) histogram_->setCounts(tokenLengths_, LengthUnit::Tokens);
    else histogram_->setCounts(wordLengths_, LengthUnit::Words);
}

DataPage::~DataPage() {
    if (readCancel_) *readCancel_ = true;
}

bool DataPage::isLoading() const { return reading_; }

data::DatasetSpec DataPage::formSpec() const {
    data::DatasetSpec spec = source_->spec();
    devSet_->applyTo(spec);
    return spec;
}

void DataPage::setDataset(const data::DatasetSpec& spec) {
    source_->setSpec(spec);
    devSet_->setFrom(spec);
    startLoad(formSpec());
}

data::DatasetSpec DataPage::restoreLastDataset() {
    data::DatasetSpec spec;  // the numbers-de demo
    try {
        const QString json = QSettings().value(kDatasetKey).toString();
        if (!json.isEmpty()) spec = data::DatasetSpec::from_json(json.toStdString());
    } catch (const std::exception&) {
        // Written by another version of the program: start from the demo.
    }
    // A demo this version does not have (renamed, or a newer version's): the
    // chooser kept the demo it showed, and the status bar named the missing one.
    if (spec.kind == data::DatasetKind::Demo) {
        const auto demos = data::demo_task_names();
        if (std::find(demos.begin(), demos.end(), spec.demo) == demos.end()) spec = data::DatasetSpec();
    }
    restoring_ = !(spec == data::DatasetSpec());
    setDataset(spec);
    return spec;
}

void DataPage::onFormEdited() {
    devSet_->setSourceKind(source_->kind());
    // A demo is generated in a moment: follow every change. Files wait for
    // Read data, so that typing a path does not read half-typed names.
    if (source_->kind() == data::DatasetKind::Demo) {
        startLoad(formSpec());
        return;
    }
    updateStaleNote();
}

void DataPage::updateStaleNote() {
    // Files wait for Read data: say when the form no longer shows what was read.
    staleNote_->setVisible(hasCurrent_ && source_->kind() != data::DatasetKind::Demo && !(formSpec() == current_));
}

void DataPage::startLoad(const data::DatasetSpec& spec) {
    if (reading_) {
        pending_ = spec;  // read when the running one ends; only the newest request counts
        if (std::exchange(restoring_, false)) emit restoreSettled(false);  // the user chose something else: no fallback for it
        if (readCancel_) *readCancel_ = true;  // so the running one ends at its next megabyte
        return;
    }
    reading_ = true;
    loadingSpec_ = spec;
    showLoading(true, QString::fromStdString(spec.label()));
    readCancel_ = std::make_shared<std::atomic<bool>>(false);
    loader_.setFuture(QtConcurrent::run(&loadDatasetForPreview, spec, seed_,
                                        std::shared_ptr<const std::atomic<bool>>(readCancel_)));
}

void DataPage::setMaxLength(int tokens) { histogram_->setMaxLength(tokens); }

void DataPage::setSeed(quint64 seed) {
    if (seed == seed_) return;
    seed_ = seed;
    // A demo is generated, and dev pairs are held out, with the seed: the
    // pairs shown follow (dev files are read as they are).
    const auto drawn = [](const data::DatasetSpec& s) {
        return s.kind == data::DatasetKind::Demo || s.dev != data::DevSource::Files;
    };
    if (reading_) {
        // The running read is of the old seed: the newest request is read
        // again after it (restoring_ stays: the request is the same).
        const data::DatasetSpec newest = pending_ ? *pending_ : loadingSpec_;
        if (drawn(newest)) {
            pending_ = newest;
            if (readCancel_) *readCancel_ = true;
        }
    } else if (hasCurrent_ && drawn(current_)) {
        startLoad(current_);
    }
}

void DataPage::onLoadFinished() {
    const LoadedDataset loaded = loader_.result();
    reading_ = false;
    readCancel_.reset();
    if (pending_) {
        // Superseded while it was read: its result is not what the form shows.
        const data::DatasetSpec next = *pending_;
        pending_.reset();
        startLoad(next);
        return;
    }
    showLoading(false);
    if (loaded.cancelled) return;  // nothing was read (only a newer request or the page's end cancels)
    if (!loaded.error.isEmpty()) {
        if (restoring_) {
            restoring_ = false;
            restoreFailed_ = true;
            keepBanner_ = true;
            showError(loaded.error, tr("The dataset of the last session could not be read again; "
                                       "the built-in numbers-de demo is shown instead."));
            emit restoreSettled(false);
            setDataset(data::DatasetSpec());
            return;
        }
        showError(loaded.error, hasCurrent_ ? tr("The previous dataset, %1, stays in effect.")
                                                  .arg(QString::fromStdString(current_.label()))
                                            : QString());
        emit loadFinished(false);
        return;
    }
    if (keepBanner_) {
        keepBanner_ = false;  // it says why the demo is shown instead of the last session's data
    } else {
        errorBanner_->hide();
        errorText_.clear();
    }
    const bool restored = std::exchange(restoring_, false);
    applyLoaded(loaded);
    emit datasetChanged(current_, QByteArray());  // a new dataset: no tokenizer trained for it yet
    emit loadFinished(true);
    if (restored) emit restoreSettled(true);
}

void DataPage::applyLoaded(const LoadedDataset& loaded) {
    current_ = loaded.spec;
    hasCurrent_ = true;
    model_->setPairs(loaded.train);
    table_->scrollToTop();
    title_->setText(describe(loaded));
    counts_->setText(countsHtml(loaded));
    updateStaleNote();  // a form edited while this was read (again, e.g. for a new seed) stays marked
    wordLengths_ = loaded.wordLengths;
    tokenLengths_ = LengthCounts();  // no tokenizer trained for these pairs yet
    showLengths();
    tokenizer_->setTrainingData(loaded.train, loaded.spec, loaded.devPairs, loaded.seed);
    keptTokenizer_->setPairs(loaded.train);
    QSettings().setValue(kDatasetKey, QString::fromStdString(current_.to_json()));
    addRecentDataset(current_);
    source_->setRecent(recentDatasets());
}

QString DataPage::describe(const LoadedDataset& loaded) const {
    // The built-in demos in the interface's language (the engine's
    // sentence, for --help, is English); a file is named by its label.
    if (loaded.spec.kind == data::DatasetKind::Demo) {
        if (loaded.spec.demo == "numbers-de")
            return tr("Translate English number words into German ones (0 to 999999), where German puts units "
                      "before tens: “twenty-one” becomes “einundzwanzig”.");
        if (loaded.spec.demo == "dates")
            return tr("Rewrite English dates from 1900 to 2099 in ten styles as ISO 8601, e.g. “the 3rd of March, "
                      "2021” becomes “2021-03-03” (numeric dates are month/day/year, US style).");
        if (loaded.spec.demo == "reverse")
            return tr("Reverse a sequence of 3 to 10 animal words, e.g. “cat dog fox” becomes “fox dog cat”.");
    }
    return loaded.description;
}

QString DataPage::countsHtml(const LoadedDataset& loaded) const {
    const data::DatasetSpec& spec = loaded.spec;
    const qint64 pairs = loaded.trainStats.pairs_kept;
    QString train = tr("<b>%Ln</b> training pairs", nullptr, count(pairs));
    if (spec.kind != data::DatasetKind::Demo) {
        train += tr(" from %Ln records", nullptr, count(loaded.trainStats.lines_read));
        if (loaded.trainStats.skipped_empty > 0)
            train += tr("; %Ln skipped because a side is empty", nullptr, count(loaded.trainStats.skipped_empty));
    }
    QString dev;
    const int64_t held = heldOutDevPairs(spec, pairs, loaded.devPairs);
    if (loaded.devPairs > 0 && spec.kind == data::DatasetKind::Demo) {
        dev = tr("<b>%Ln</b> dev pairs, the demo's own", nullptr, count(loaded.devPairs));
    } else if (loaded.devPairs > 0) {
        dev = tr("<b>%Ln</b> dev pairs from %1", nullptr, count(loaded.devPairs))
                  .arg(QFileInfo(QString::fromStdString(spec.dev_path)).fileName());
        if (loaded.devStats.skipped_empty > 0)
            dev += tr(" (%Ln skipped because a side is empty)", nullptr, count(loaded.devStats.skipped_empty));
    } else if (held > 0) {
        dev = tr("<b>%Ln</b> of them held out as dev pairs when training starts", nullptr, count(held));
    } else {
        dev = tr("no dev pairs: too few training pairs to hold some out, so there is no dev BLEU");
    }
    return train + QStringLiteral(" · ") + dev;
}

void DataPage::showError(const QString& message, const QString& consequence) {
    errorText_ = message;
    errorBanner_->setText(tr("<b>The data could not be read.</b> %1").arg(message.toHtmlEscaped()) +
                          (consequence.isEmpty() ? QString() : QStringLiteral("<br>") + consequence.toHtmlEscaped()));
    errorBanner_->show();
}

void DataPage::showLoading(bool loading, const QString& what) {
    busy_->setVisible(loading);
    busyLabel_->setVisible(loading);
    busyLabel_->setText(tr("Reading %1…").arg(what));
}

}  // namespace studio::app
