// FileField: a line edit for a file path with a "Browse…" button inside it,
// used by the Data page for every input file (training and dev data).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLineEdit>

namespace studio::app {

class FileField : public QLineEdit {
    Q_OBJECT

public:
    // `dialogTitle` and `nameFilter` are given to the file dialog (e.g. tr("TSV files (*.tsv *.txt)")).
    FileField(const QString& dialogTitle, const QString& nameFilter, QWidget* parent = nullptr);

    // The path typed or chosen, made absolute ("~/" is the home folder): it
    // is remembered across sessions and written into checkpoints, where a
    // path relative to today's working folder would name nothing tomorrow.
    // Empty when nothing is typed.
    QString path() const;
    void setPath(const QString& path);

signals:
    // The user picked a file in the dialog (typing emits textEdited only).
    void browsed(const QString& path);

private:
    void browse();

    QString dialogTitle_;
    QString nameFilter_;
};

}  // namespace studio::app
