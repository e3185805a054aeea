// ExperimentDialog: a new experiment. Its base is a preset (tiny or small)
// on the Data page's dataset or an existing run (its settings, data and
// tokenizer); its variations are the paper's Table 3 in miniature (full or
// reduced) or a grid the user edits, one setting per row with its values
// ("heads" = 1, 2, 4, 8). Every run's settings are checked as they are
// typed; the preview lists the runs the queue will train.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "run_records.h"
#include "train/experiment.h"

#include "data/dataset.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTableWidget;

namespace studio::app {

class ExperimentDialog : public QDialog {
    Q_OBJECT

public:
    ExperimentDialog(const QString& runsFolder, const data::DatasetSpec& pageDataset, const QList<RunRecord>& runs,
                     QWidget* parent = nullptr);

    enum Kind { Table3, Table3Reduced, Grid };
    // Base choices: 0 = tiny preset, 1 = small preset, 2.. = the runs given.
    void setBase(int index);
    void setKind(Kind kind);
    // Replaces the grid's rows: (setting, "1, 2, 4").
    void setGrid(const QList<QPair<QString, QString>>& rows);
    void setSteps(int steps);
    void setSeeds(int seeds);
    void setName(const QString& name);

    // The plan as set now; valid() says whether it can run, problem() why not.
    const train::ExperimentPlan& plan() const { return plan_; }
    bool valid() const { return valid_; }
    QString problem() const { return problem_; }
    // Where it will run: the runs folder / the name.
    QString folder() const;
    // The grid as the engine reads it: "heads=1,2,4 dropout=0,0.1". Throws
    // std::invalid_argument for values that read two ways (a desktop's
    // decimal comma in a comma-separated list: "clip=1,5").
    QString gridText() const;

private:
    void addGridRow(const QString& setting, const QString& values);
    void update();

    QString runsFolder_;
    data::DatasetSpec pageDataset_;
    QList<RunRecord> runs_;
    QLineEdit* name_ = nullptr;
    QComboBox* base_ = nullptr;
    QComboBox* kind_ = nullptr;
    QTableWidget* grid_ = nullptr;
    QWidget* gridPanel_ = nullptr;
    QSpinBox* steps_ = nullptr;
    QSpinBox* seeds_ = nullptr;
    QLabel* preview_ = nullptr;
    QDialogButtonBox* buttons_ = nullptr;
    train::ExperimentPlan plan_;
    int cachedBase_ = -1;  // the base choice whose run was read into cachedBasePlan_
    train::ExperimentPlan cachedBasePlan_;
    QString cachedBaseError_;
    bool valid_ = false;
    QString problem_;
};

}  // namespace studio::app
