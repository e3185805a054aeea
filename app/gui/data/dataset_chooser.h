// DatasetChooser: the Data page's "Source" group. Picks where the training
// pairs come from (a built-in demo task, two line-aligned files, a TSV file
// with its columns, JSON Lines with their language keys) or a dataset used
// before, and turns the form into a data::DatasetSpec. It reads nothing
// itself: the page loads what it asks for.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/dataset.h"

#include <QGroupBox>
#include <QList>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QStackedWidget;

namespace studio::app {

class FileField;

class DatasetChooser : public QGroupBox {
    Q_OBJECT

public:
    explicit DatasetChooser(QWidget* parent = nullptr);

    // The source part of the form (kind, demo, paths, columns, keys); the dev
    // fields are left at their defaults.
    data::DatasetSpec spec() const;
    // Fills the form without emitting edited() or loadRequested().
    void setSpec(const data::DatasetSpec& spec);
    data::DatasetKind kind() const;

    QString demoTask() const;
    // Choosing a demo is a complete choice: emits loadRequested().
    void setDemoTask(const QString& name);

    // The "Recent" list, newest first; picking one emits recentPicked().
    void setRecent(const QList<data::DatasetSpec>& recent);
    QList<data::DatasetSpec> recent() const { return recent_; }
    void pickRecent(int index);

    QPushButton* readButton() const { return read_; }

signals:
    // A file field, column or key was changed: the form no longer shows what was read.
    void edited();
    // The form describes a dataset to read now (Read pressed or a demo picked).
    void loadRequested();
    // A dataset used before was picked; the page fills both forms from it and reads it.
    void recentPicked(const data::DatasetSpec& spec);

private:
    QWidget* makeDemoForm();
    QWidget* makeAlignedForm();
    QWidget* makeTsvForm();
    QWidget* makeJsonlForm();
    void showKind(int index);

    QComboBox* recentBox_ = nullptr;
    QComboBox* kindBox_ = nullptr;
    QStackedWidget* forms_ = nullptr;
    QLabel* formatHint_ = nullptr;
    QComboBox* demoBox_ = nullptr;
    FileField* alignedSource_ = nullptr;
    FileField* alignedTarget_ = nullptr;
    FileField* tsvFile_ = nullptr;
    QSpinBox* tsvSourceColumn_ = nullptr;
    QSpinBox* tsvTargetColumn_ = nullptr;
    FileField* jsonlFile_ = nullptr;
    QLineEdit* jsonlSourceKey_ = nullptr;
    QLineEdit* jsonlTargetKey_ = nullptr;
    QPushButton* read_ = nullptr;
    QList<data::DatasetSpec> recent_;
};

}  // namespace studio::app
