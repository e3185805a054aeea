// RunsPage: the runs side by side. A table of every run in the app's runs
// folder and in folders the user adds (RunTableModel: figures and the
// settings that differ), their curves overlaid on one plot (a metric, an
// x-axis by step, training time or target tokens, one colour per run or per
// value of a setting, the Train page's smoothing), and the config diff of
// the selected runs. The table, the curves and the diff are one selection:
// selecting rows shows those runs' curves and diff, clicking a curve selects
// its row. Runs are read off the GUI thread (headers and history only).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "run_records.h"

#include <QFutureWatcher>
#include <QHash>
#include <QStringList>
#include <QWidget>

class QComboBox;
class QLabel;
class QToolButton;
class QPushButton;
class QSlider;
class QSortFilterProxyModel;
class QSplitter;
class QTableView;

namespace studio::widgets {
class MetricPlot;
}

namespace studio::app {

class ConfigDiffModel;
class RunTableModel;

class RunsPage : public QWidget {
    Q_OBJECT

public:
    enum Metric { TrainLoss, DevLoss, DevBleu, LearningRate, TokensPerSecond, MetricCount };
    enum XAxis { ByStep, ByTime, ByTokens };

    explicit RunsPage(QWidget* parent = nullptr);

    // The folders listed: the app's runs folder first, then the added ones
    // (remembered in the settings). Each may be a run or a folder of runs.
    QStringList folders() const;
    void addFolder(const QString& folder);
    // Stops listing an added folder (its runs stay on disk). The app's own
    // runs folder cannot be removed.
    void removeFolder(const QString& folder);
    // The menu of added folders to remove ("Remove folder"), for tests.
    QToolButton* removeFolderButton() const { return removeFolder_; }
    // Reads every folder again (on a pool thread); runsLoaded() follows.
    void refresh();

    void setMetric(Metric metric);
    void setXAxis(XAxis axis);
    // The files exportCurvesTo() (Export curves… without its folder
    // dialog) writes into `folder` for the metric and axis shown.
    QStringList curveFiles(const QString& folder) const;
    // runs-METRIC-by-AXIS.csv, .png and .svg in `folder`; the files' paths
    // (false with the message when one cannot be written).
    bool exportCurvesTo(const QString& folder, QStringList* written, QString* error);
    // "" colours by run; a setting's option name colours by its value.
    void setColorBy(const QString& setting);
    void selectRuns(const QStringList& names);
    QStringList selectedRuns() const;
    // The same by the runs' folders (two runs may share a name).
    void selectPaths(const QStringList& paths);
    QStringList selectedPaths() const;

    // Removes the run's files (and its folder when nothing else is in it)
    // after asking, unless `ask` is false (tests). Never outside the folder.
    // The run folder training writes into now (empty: none): it cannot be
    // renamed or deleted until training stops (the trainer's next write
    // would fail, or remove the file being written).
    void setTrainingFolder(const QString& folder);
    QString trainingFolder() const { return trainingFolder_; }
    QPushButton* renameButton() const { return rename_; }
    QPushButton* deleteButton() const { return delete_; }
    bool deleteRunAt(const QString& path, bool ask = true);
    bool renameRunAt(const QString& path, const QString& newName, QString* error = nullptr);

    // Puts a panel (the experiment queue) above the table, in the page's splitter.
    void addTopPanel(QWidget* panel);

    RunTableModel* table() const { return model_; }
    ConfigDiffModel* diff() const { return diff_; }
    widgets::MetricPlot* plot() const { return plot_; }
    QTableView* tableView() const { return view_; }

signals:
    void runsLoaded();
    // "Open in Translate": the run's newest checkpoint.
    void openRequested(const QString& checkpoint);

protected:
    // Shown: the folders are read again (runs end, sweeps add runs).
    void showEvent(QShowEvent* event) override;

private:
    void onLoaded();
    void onSelectionChanged();
    void redrawCurves();
    QList<RunRecord> shownRuns() const;
    void renameSelected();
    void deleteSelected();
    void openSelected();
    void exportTable();
    void exportCurves();
    void fillColorBy();

    QStringList extraFolders_;
    QHash<QString, QString> seriesRuns_;  // a curve's legend name -> its run's folder
    QString curveName(const RunRecord& run) const;  // the run's name, with its parent folder's where two share it
    QFutureWatcher<QPair<QList<RunRecord>, QStringList>> loading_;
    bool reloadPending_ = false;
    bool loadingBusy_ = false;  // a read is on its way (set before setFuture, cleared in onLoaded)
    RunTableModel* model_ = nullptr;
    QSortFilterProxyModel* proxy_ = nullptr;
    ConfigDiffModel* diff_ = nullptr;
    QTableView* view_ = nullptr;
    QTableView* diffView_ = nullptr;
    widgets::MetricPlot* plot_ = nullptr;
    QLabel* foldersLabel_ = nullptr;
    QToolButton* removeFolder_ = nullptr;
    QSplitter* split_ = nullptr;
    QLabel* status_ = nullptr;
    QComboBox* metric_ = nullptr;
    QComboBox* xAxis_ = nullptr;
    QComboBox* colorBy_ = nullptr;
    QSlider* smoothing_ = nullptr;
    bool isTrainingFolder(const QString& path) const;
    QString trainingFolder_;
    QPushButton* rename_ = nullptr;
    QPushButton* delete_ = nullptr;
    QPushButton* open_ = nullptr;
};

}  // namespace studio::app
