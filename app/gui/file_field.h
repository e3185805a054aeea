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
    // A field for a file to write: Browse… asks for a new name (and
    // confirms replacing an existing file, as the system dialog does).
    void setSaving(bool saving) { saving_ = saving; }
    // Whether the file may be written: true when it does not exist yet or
    // its replacing was confirmed (in the save dialog, or now: asked here).
    bool mayWrite(QWidget* parent);
    // The same for several files written together (an export into a folder):
    // asks once, naming those that exist; true when none does.
    static bool mayReplace(QWidget* parent, const QStringList& paths);
    // `path`, or when that file exists, the first of NAME-2.EXT, NAME-3.EXT,
    // ... that does not: a default that replaces nothing.
    static QString unusedPath(const QString& path);

signals:
    // The user picked a file in the dialog (typing emits textEdited only).
    void browsed(const QString& path);

private:
    void browse();

    QString dialogTitle_;
    QString nameFilter_;
    bool saving_ = false;
    QString replaceConfirmed_;  // the existing file the user agreed to replace
};

}  // namespace studio::app
