// SPDX-License-Identifier: GPL-3.0-or-later
#include "runs_page.h"

#include "field_label.h"
#include "file_field.h"

#include "app_settings.h"
#include "config_diff_model.h"
#include "metric_plot.h"
#include "run_table_model.h"
#include "setting_text.h"

#include "train/run_summary.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QSettings>
#include <QSlider>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cmath>
#include <iterator>

namespace studio::app {
namespace {

const char* kExtraFolders = "runs/extraFolders";

constexpr int kLegendRuns = 8;  // more curves than this: no legend box

// The x values' name in exported files (not translated: files are read by programs).
QString axisColumn(RunsPage::XAxis axis) {
    return axis == RunsPage::ByStep ? QStringLiteral("step")
           : axis == RunsPage::ByTime ? QStringLiteral("train_seconds")
                                      : QStringLiteral("target_tokens");
}

}  // namespace

RunsPage::RunsPage(QWidget* parent) : QWidget(parent) {
    extraFolders_ = QSettings().value(QLatin1String(kExtraFolders)).toStringList();
    model_ = new RunTableModel(this);
    proxy_ = new QSortFilterProxyModel(this);
    proxy_->setSourceModel(model_);
    proxy_->setSortRole(RunTableModel::SortRole);
    diff_ = new ConfigDiffModel(this);

    foldersLabel_ = new QLabel(this);
    foldersLabel_->setWordWrap(true);
    auto* add = new QPushButton(tr("Add folder…"), this);
    add->setToolTip(tr("Lists the runs in another folder too (a run's folder, or a folder of runs such as a sweep's)."));
    removeFolder_ = new QToolButton(this);
    removeFolder_->setText(tr("Remove folder"));
    removeFolder_->setToolTip(tr("Stops listing an added folder; its runs stay on disk."));
    removeFolder_->setPopupMode(QToolButton::InstantPopup);
    removeFolder_->setMenu(new QMenu(removeFolder_));
    auto* reload = new QPushButton(tr("Refresh"), this);
    auto* top = new QHBoxLayout;
    top->addWidget(foldersLabel_, 1);
    top->addWidget(add);
    top->addWidget(removeFolder_);
    top->addWidget(reload);

    view_ = new QTableView(this);
    // Tab leaves the table (arrows move between cells): with thousands of
    // cells Tab never got out of it.
    view_->setTabKeyNavigation(false);
    view_->setModel(proxy_);
    view_->setSortingEnabled(true);
    view_->sortByColumn(RunTableModel::RunColumn, Qt::AscendingOrder);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    view_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view_->verticalHeader()->hide();

    rename_ = new QPushButton(tr("Rename…"), this);
    delete_ = new QPushButton(tr("Delete…"), this);
    open_ = new QPushButton(tr("Open in Translate"), this);
    auto* exportTable = new QPushButton(tr("Export table…"), this);
    status_ = new QLabel(this);
    auto* actions = new QHBoxLayout;
    for (QPushButton* b : {rename_, delete_, open_, exportTable}) actions->addWidget(b);
    actions->addWidget(status_, 1);

    auto* tablePanel = new QWidget(this);
    auto* tableLayout = new QVBoxLayout(tablePanel);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    tableLayout->addLayout(top);
    tableLayout->addWidget(view_, 1);
    tableLayout->addLayout(actions);

    metric_ = new QComboBox(this);
    // Named as what training measured (Analyze's dev loss is the plain token
    // NLL; evaluate's BLEU uses beam search).
    metric_->addItems({tr("Train loss (label-smoothed)"), tr("Dev loss (label-smoothed)"), tr("Dev BLEU (greedy)"), tr("Learning rate"),
                       tr("Tokens/s")});
    metric_->setAccessibleName(tr("Metric"));  // the boxes have no label of their own
    xAxis_ = new QComboBox(this);
    xAxis_->setAccessibleName(tr("Horizontal axis"));
    xAxis_->addItems({tr("by step"), tr("by training time"), tr("by target tokens")});
    colorBy_ = new QComboBox(this);
    colorBy_->setToolTip(tr("One colour per run, or one per value of a setting that differs between the runs."));
    smoothing_ = new QSlider(Qt::Horizontal, this);
    smoothing_->setRange(0, 99);
    smoothing_->setValue(60);
    smoothing_->setToolTip(tr("Exponential moving average, debiased as TensorBoard does (as on the Train page)."));
    auto* exportCurves = new QPushButton(tr("Export curves…"), this);
    auto* controls = new QHBoxLayout;
    controls->addWidget(metric_);
    controls->addWidget(xAxis_);
    controls->addWidget(fieldLabel(tr("Colour:"), colorBy_));
    controls->addWidget(colorBy_);
    controls->addWidget(fieldLabel(tr("Smoothing:"), smoothing_));
    controls->addWidget(smoothing_, 1);
    controls->addWidget(exportCurves);
    plot_ = new widgets::MetricPlot(this);
    auto* plotPanel = new QWidget(this);
    auto* plotLayout = new QVBoxLayout(plotPanel);
    plotLayout->setContentsMargins(0, 0, 0, 0);
    plotLayout->addLayout(controls);
    plotLayout->addWidget(plot_, 1);

    diffView_ = new QTableView(this);
    diffView_->setTabKeyNavigation(false);
    diffView_->setModel(diff_);
    diffView_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    auto* diffPanel = new QWidget(this);
    auto* diffLayout = new QVBoxLayout(diffPanel);
    diffLayout->setContentsMargins(0, 0, 0, 0);
    diffLayout->addWidget(fieldLabel(tr("Settings that differ (highlighted: not as in the first run)"), diffView_));
    diffLayout->addWidget(diffView_, 1);

    auto* lower = new QSplitter(Qt::Horizontal, this);
    lower->addWidget(plotPanel);
    lower->addWidget(diffPanel);
    lower->setStretchFactor(0, 3);
    lower->setStretchFactor(1, 1);
    split_ = new QSplitter(Qt::Vertical, this);
    split_->addWidget(tablePanel);
    split_->addWidget(lower);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(split_);

    connect(add, &QPushButton::clicked, this, [this] {
        const QString folder = QFileDialog::getExistingDirectory(this, tr("Add a folder of runs"), runsFolder());
        if (!folder.isEmpty()) addFolder(folder);
    });
    connect(reload, &QPushButton::clicked, this, &RunsPage::refresh);
    connect(rename_, &QPushButton::clicked, this, &RunsPage::renameSelected);
    connect(delete_, &QPushButton::clicked, this, &RunsPage::deleteSelected);
    connect(open_, &QPushButton::clicked, this, &RunsPage::openSelected);
    connect(exportTable, &QPushButton::clicked, this, &RunsPage::exportTable);
    connect(exportCurves, &QPushButton::clicked, this, &RunsPage::exportCurves);
    connect(view_->selectionModel(), &QItemSelectionModel::selectionChanged, this, &RunsPage::onSelectionChanged);
    connect(&loading_, &QFutureWatcherBase::finished, this, &RunsPage::onLoaded);
    for (QComboBox* box : {metric_, xAxis_, colorBy_})
        connect(box, qOverload<int>(&QComboBox::currentIndexChanged), this, &RunsPage::redrawCurves);
    connect(smoothing_, &QSlider::valueChanged, this, [this](int v) { plot_->setSmoothing(v / 100.0); });
    // A click on a curve selects its run's row (the table and the curves are one selection).
    connect(plot_, &widgets::MetricPlot::seriesClicked, this,
            [this](const QString& series) { selectPaths({seriesRuns_.value(series)}); });
    onSelectionChanged();
}

QStringList RunsPage::folders() const {
    QStringList out{runsFolder()};
    for (const QString& f : extraFolders_)
        if (!out.contains(f)) out << f;
    return out;
}

void RunsPage::addFolder(const QString& folder) {
    const QString path = QDir(folder).absolutePath();
    if (!extraFolders_.contains(path)) {
        extraFolders_ << path;
        QSettings().setValue(QLatin1String(kExtraFolders), extraFolders_);
    }
    refresh();
}

void RunsPage::removeFolder(const QString& folder) {
    if (extraFolders_.removeAll(QDir(folder).absolutePath()) == 0) return;
    QSettings().setValue(QLatin1String(kExtraFolders), extraFolders_);
    refresh();
}

void RunsPage::addTopPanel(QWidget* panel) {
    split_->insertWidget(0, panel);
    split_->setStretchFactor(0, 3);
    split_->setStretchFactor(1, 2);
    split_->setStretchFactor(2, 3);
}

void RunsPage::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    refresh();
}

void RunsPage::refresh() {
    // A folder added once may since have been moved or deleted (or be on a
    // drive not mounted now): said, and offered for removal.
    QStringList shown;
    for (const QString& f : folders())
        shown << (QFileInfo(f).isDir() ? QDir::toNativeSeparators(f)
                                       : tr("%1 (not found)").arg(QDir::toNativeSeparators(f)));
    foldersLabel_->setText(tr("Runs in: %1").arg(shown.join(QStringLiteral("; "))));
    QMenu* menu = removeFolder_->menu();
    menu->clear();
    for (const QString& f : extraFolders_)
        menu->addAction(QDir::toNativeSeparators(f), this, [this, f] { removeFolder(f); });
    removeFolder_->setEnabled(!extraFolders_.isEmpty());
    if (loadingBusy_) {
        reloadPending_ = true;  // read again when this read ends
        return;
    }
    loadingBusy_ = true;  // until onLoaded(): isRunning() turns false before `finished` arrives
    const QStringList list = folders();
    loading_.setFuture(QtConcurrent::run([list] {
        QStringList problems;
        QList<RunRecord> runs = readRunRecords(list, &problems);
        return qMakePair(runs, problems);
    }));
}

void RunsPage::onLoaded() {
    loadingBusy_ = false;
    if (reloadPending_) {
        reloadPending_ = false;
        refresh();
        return;
    }
    const QStringList before = selectedPaths();
    const auto result = loading_.result();
    model_->setRuns(result.first);
    status_->setText(result.second.isEmpty() ? tr("%n run(s)", nullptr, int(result.first.size()))
                                             : tr("%n run(s); not readable: %1", nullptr, int(result.first.size()))
                                                   .arg(result.second.join(QStringLiteral("; "))));
    fillColorBy();
    selectPaths(before);
    onSelectionChanged();
    emit runsLoaded();
}

void RunsPage::fillColorBy() {
    const QString current = colorBy_->currentData().toString();
    const QSignalBlocker block(colorBy_);
    colorBy_->clear();
    colorBy_->addItem(tr("by run"), QString());
    for (const QString& s : model_->settingColumns()) colorBy_->addItem(tr("by %1").arg(s), s);
    const int index = colorBy_->findData(current);
    colorBy_->setCurrentIndex(index < 0 ? 0 : index);
}

void RunsPage::setMetric(Metric metric) { metric_->setCurrentIndex(int(metric)); }

void RunsPage::setXAxis(XAxis axis) { xAxis_->setCurrentIndex(int(axis)); }

void RunsPage::setColorBy(const QString& setting) {
    const int index = colorBy_->findData(setting);
    if (index >= 0) colorBy_->setCurrentIndex(index);
}

void RunsPage::selectRuns(const QStringList& names) {
    QStringList paths;
    for (const RunRecord& r : model_->runs())
        if (names.contains(r.name)) paths << r.path;
    selectPaths(paths);
}

// Runs are told apart by their folder's path: every experiment has a "base"
// run, and two experiments' runs of one name are both on the page.
void RunsPage::selectPaths(const QStringList& paths) {
    QItemSelection selection;
    for (int row = 0; row < model_->rowCount(); ++row) {
        if (!paths.contains(model_->run(row).path)) continue;
        const QModelIndex left = proxy_->mapFromSource(model_->index(row, 0));
        const QModelIndex right = proxy_->mapFromSource(model_->index(row, model_->columnCount() - 1));
        selection.select(left, right);
    }
    view_->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
}

QStringList RunsPage::selectedRuns() const {
    QStringList out;
    for (const QModelIndex& index : view_->selectionModel()->selectedRows())
        out << model_->run(proxy_->mapToSource(index).row()).name;
    return out;
}

QStringList RunsPage::selectedPaths() const {
    QStringList out;
    for (const QModelIndex& index : view_->selectionModel()->selectedRows())
        out << model_->run(proxy_->mapToSource(index).row()).path;
    return out;
}

QList<RunRecord> RunsPage::shownRuns() const {
    // The selected runs, in table order; every run when none is selected.
    const QStringList paths = selectedPaths();
    QList<RunRecord> out;
    for (const RunRecord& r : model_->runs())
        if (paths.isEmpty() || paths.contains(r.path)) out << r;
    return out;
}

QString RunsPage::curveName(const RunRecord& run) const {
    // A name two loaded runs share is told apart by the folder holding each.
    auto parentName = [](const RunRecord& r) { return QFileInfo(QFileInfo(r.path).absolutePath()).fileName(); };
    int same = 0, sameParent = 0;
    for (const RunRecord& r : model_->runs()) {
        same += r.name == run.name ? 1 : 0;
        sameParent += r.name == run.name && parentName(r) == parentName(run) ? 1 : 0;
    }
    if (same <= 1) return run.name;
    // Parents of one name too (/a/exp/base, /b/exp/base): the whole path.
    if (sameParent > 1) return QDir::toNativeSeparators(run.path);
    return parentName(run) + QLatin1Char('/') + run.name;
}

void RunsPage::setTrainingFolder(const QString& folder) {
    trainingFolder_ = folder;
    onSelectionChanged();
}

bool RunsPage::isTrainingFolder(const QString& path) const {
    if (trainingFolder_.isEmpty()) return false;
    return QDir(path).canonicalPath() == QDir(trainingFolder_).canonicalPath() ||
           QDir(path).absolutePath() == QDir(trainingFolder_).absolutePath();
}

void RunsPage::onSelectionChanged() {
    const int selected = int(selectedRuns().size());
    const bool training = selected == 1 && isTrainingFolder(shownRuns().value(0).path);
    rename_->setEnabled(selected == 1 && !training);
    delete_->setEnabled(selected == 1 && !training);
    const QString why = training ? tr("This run is being trained: stop it on the Train page first.") : QString();
    rename_->setToolTip(why);
    delete_->setToolTip(why);
    open_->setEnabled(selected == 1);
    diff_->setRuns(shownRuns());
    redrawCurves();
}

void RunsPage::redrawCurves() {
    const auto metric = Metric(std::max(0, metric_->currentIndex()));
    const auto axis = XAxis(std::max(0, xAxis_->currentIndex()));
    const QString colorBy = colorBy_->currentData().toString();
    plot_->removeAllSeries();
    seriesRuns_.clear();
    plot_->setTitle(metric_->currentText());
    plot_->setXLabel(axis == ByStep ? tr("step") : axis == ByTime ? tr("training time (s)") : tr("target tokens"));
    plot_->setXColumn(axisColumn(axis));
    plot_->setLogY(metric == LearningRate);  // losses of several runs read better on a linear axis
    smoothing_->setEnabled(metric == TrainLoss || metric == TokensPerSecond);
    // Colours: by run (its row), or by the value of a setting (first seen, first colour).
    QStringList values;
    for (int row = 0; row < model_->rowCount(); ++row) {
        const RunRecord& r = model_->run(row);
        // One colour per run (or per value), the curves' palette: distinct for the first ten.
        QColor color = widgets::MetricPlot::paletteColor(row);
        if (!colorBy.isEmpty()) {
            const QString v = r.setting(colorBy);
            if (!values.contains(v)) values << v;
            color = widgets::MetricPlot::paletteColor(int(values.indexOf(v)));
        }
        model_->setRunColor(row, color);
    }
    const QList<RunRecord> shown = shownRuns();
    // Past a handful of runs the legend would hide the curves: the table's
    // colour swatches name them instead.
    plot_->setLegendVisible(shown.size() <= kLegendRuns);
    for (const RunRecord& r : shown) {
        const QString label = curveName(r);
        const QString name =
            colorBy.isEmpty() ? label : QStringLiteral("%1 (%2=%3)").arg(label, colorBy, localSetting(r.setting(colorBy)));
        plot_->addSeries(name, model_->runColor(model_->rowOfPath(r.path)));
        // As on the Train page: only the per-step noisy series are smoothed;
        // dev figures are measured rarely and the learning rate is exact.
        plot_->setNeverSmoothed(name, metric != TrainLoss && metric != TokensPerSecond);
        seriesRuns_.insert(name, r.path);
        for (const HistoryEntry& e : r.history) {
            const bool wanted = (metric == DevLoss || metric == DevBleu) ? e.isEvaluation : !e.isEvaluation;
            if (!wanted) continue;
            const double x = axis == ByStep ? double(e.step) : axis == ByTime ? e.trainSeconds : double(e.tokens);
            if (std::isnan(x) || x < 0) continue;  // a history written before times and tokens were logged
            const double y = metric == TrainLoss ? e.loss
                             : metric == DevLoss ? e.devLoss
                             : metric == DevBleu ? e.devBleu
                             : metric == LearningRate ? e.learningRate
                                                      : e.tokensPerSecond;
            if (e.isEvaluation && std::isnan(y)) continue;  // a run without a dev set
            plot_->addPoint(name, x, y);
        }
    }
    plot_->setFollowLatest(true);
    if (plot_->isVisible()) plot_->flush();  // a hidden plot draws when it is shown
}

bool RunsPage::deleteRunAt(const QString& path, bool ask) {
    if (isTrainingFolder(path)) {
        status_->setText(tr("%1 is being trained: stop it on the Train page first.").arg(QDir::toNativeSeparators(path)));
        return false;
    }
    if (ask) {
        const auto answer = QMessageBox::question(
            this, tr("Delete run"),
            tr("Delete the run in %1? Its checkpoints and history are removed; other files in the folder stay.")
                .arg(QDir::toNativeSeparators(path)));
        if (answer != QMessageBox::Yes) return false;
    }
    QString error;
    QStringList kept;
    if (!deleteRun(path, &error, &kept)) {
        status_->setText(error);
        return false;
    }
    status_->setText(kept.isEmpty() ? tr("Deleted %1").arg(QDir::toNativeSeparators(path))
                                    : tr("Deleted the run in %1; kept: %2").arg(QDir::toNativeSeparators(path),
                                                                               kept.join(QStringLiteral(", "))));
    refresh();
    return true;
}

bool RunsPage::renameRunAt(const QString& path, const QString& newName, QString* error) {
    if (isTrainingFolder(path)) {
        const QString message =
            tr("%1 is being trained: stop it on the Train page first.").arg(QDir::toNativeSeparators(path));
        status_->setText(message);
        if (error) *error = message;
        return false;
    }
    QString message, newPath;
    if (!renameRun(path, newName, &newPath, &message)) {
        status_->setText(message);
        if (error) *error = message;
        return false;
    }
    refresh();
    return true;
}

void RunsPage::renameSelected() {
    if (selectedRuns().size() != 1) return;
    const RunRecord r = shownRuns().value(0);
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Rename run"), tr("New folder name:"), QLineEdit::Normal, r.name, &ok);
    if (ok && name != r.name) renameRunAt(r.path, name);
}

void RunsPage::deleteSelected() {
    const auto runs = shownRuns();
    if (selectedRuns().size() == 1) deleteRunAt(runs.value(0).path);
}

void RunsPage::openSelected() {
    const auto runs = shownRuns();
    if (selectedRuns().size() != 1) return;
    const QDir dir(runs.value(0).path);
    // The checkpoint the row's figures were read from (the newest by step);
    // the newest file by time could be another one.
    const auto& summary = runs.value(0).summary;
    QString checkpoint = summary ? QString::fromStdString(summary->checkpoint) : QString();
    if (checkpoint.isEmpty() || !QFileInfo::exists(checkpoint)) checkpoint = dir.filePath(QStringLiteral("last.ckpt"));
    if (!QFileInfo::exists(checkpoint)) {
        const QStringList numbered =
            dir.entryList({QStringLiteral("checkpoint-*.ckpt")}, QDir::Files, QDir::Time);
        if (numbered.isEmpty()) return;
        checkpoint = dir.filePath(numbered.first());
    }
    emit openRequested(checkpoint);
}

void RunsPage::exportTable() {
    const QString path = QFileDialog::getSaveFileName(this, tr("Export the runs table"), runsFolder(),
                                                      tr("CSV files (*.csv)"));
    if (path.isEmpty()) return;
    QSaveFile file(path);
    // Said either way, as the curves' export does.
    if (!file.open(QIODevice::WriteOnly) || file.write(model_->toCsv().toUtf8()) < 0 || !file.commit())
        status_->setText(tr("Could not write %1: %2").arg(path, file.errorString()));
    else
        status_->setText(tr("Wrote %1.").arg(QDir::toNativeSeparators(path)));
}

void RunsPage::exportCurves() {
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Export the curves into"), runsFolder());
    if (folder.isEmpty() || !FileField::mayReplace(this, curveFiles(folder))) return;
    QStringList written;
    QString error;
    // Said either way (a success said nothing).
    if (exportCurvesTo(folder, &written, &error))
        status_->setText(tr("Wrote %1.").arg(written.join(QStringLiteral(", "))));
    else
        status_->setText(error);
}

QStringList RunsPage::curveFiles(const QString& folder) const {
    // Named by what they show: curves of other metrics or axes get files of their own.
    static const char* const metricNames[] = {"train_loss", "dev_loss", "dev_bleu", "learning_rate", "tokens_per_second"};
    static_assert(std::size(metricNames) == MetricCount, "one file name per metric");
    const int metric = std::clamp(metric_->currentIndex(), 0, int(MetricCount) - 1);
    const QString base = QDir(folder).filePath(QStringLiteral("runs-%1-by-%2")
                                                   .arg(QLatin1String(metricNames[metric]),
                                                        axisColumn(XAxis(std::max(0, xAxis_->currentIndex())))));
    return {base + QStringLiteral(".csv"), base + QStringLiteral(".png"), base + QStringLiteral(".svg")};
}

bool RunsPage::exportCurvesTo(const QString& folder, QStringList* written, QString* error) {
    written->clear();
    for (const QString& path : curveFiles(folder)) {
        const bool ok = path.endsWith(QLatin1String(".csv")) ? plot_->exportCsv(path, error) : plot_->exportImage(path, error);
        if (!ok) return false;
        *written << QDir::toNativeSeparators(path);
    }
    return true;
}

}  // namespace studio::app
