// DataPage: choose the dataset and look at it. This first version offers the
// built-in demo tasks with a preview of their pairs and counts; files (aligned,
// TSV, JSON Lines) and the tokenizer view follow.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine_types.h"

#include <QByteArray>
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

    // The dataset shown, and the tokenizer trained on this page (empty: none).
    data::DatasetSpec dataset() const;
    QByteArray tokenizerModel() const;
    // Shows the dataset remembered from the last session (the numbers-de demo at first).
    void restoreLastDataset();

signals:
    // A dataset was read without error (and remembered); the Train page follows.
    void datasetChanged(const data::DatasetSpec& dataset, const QByteArray& tokenizerModel);

private:
    void showTask(const QString& name);

    QComboBox* task_ = nullptr;
    QLabel* description_ = nullptr;
    QLabel* counts_ = nullptr;
    QTableView* table_ = nullptr;
    PairTableModel* model_ = nullptr;
};

}  // namespace studio::app
