// DataPage: choose the dataset and look at it. This first version offers the
// built-in demo tasks with a preview of their pairs and counts; files (aligned,
// TSV, JSON Lines) and the tokenizer view follow.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QTableView;

namespace studio::app {

class PairTableModel;

class DataPage : public QWidget {
    Q_OBJECT

public:
    explicit DataPage(QWidget* parent = nullptr);

    QString demoTask() const;
    void setDemoTask(const QString& name);
    int previewRows() const;

signals:
    void datasetChanged(const QString& demoTask);

private:
    void showTask(const QString& name);

    QComboBox* task_ = nullptr;
    QLabel* description_ = nullptr;
    QLabel* counts_ = nullptr;
    QTableView* table_ = nullptr;
    PairTableModel* model_ = nullptr;
};

}  // namespace studio::app
