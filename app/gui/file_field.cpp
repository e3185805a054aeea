// SPDX-License-Identifier: GPL-3.0-or-later
#include "file_field.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QStyle>

namespace studio::app {

FileField::FileField(const QString& dialogTitle, const QString& nameFilter, QWidget* parent)
    : QLineEdit(parent), dialogTitle_(dialogTitle), nameFilter_(nameFilter) {
    setPlaceholderText(tr("Path of a file (plain text or .gz)"));
    setClearButtonEnabled(true);
    QAction* browse = addAction(style()->standardIcon(QStyle::SP_DirOpenIcon), QLineEdit::TrailingPosition);
    browse->setToolTip(tr("Browse…"));
    connect(browse, &QAction::triggered, this, &FileField::browse);
}

QString FileField::path() const {
    QString typed = text().trimmed();
    if (typed.isEmpty()) return typed;
    if (typed == QStringLiteral("~") || typed.startsWith(QStringLiteral("~/")))
        typed = QDir::homePath() + typed.mid(1);
    return QDir::cleanPath(QFileInfo(typed).absoluteFilePath());
}

void FileField::setPath(const QString& path) {
    setText(path);
    setToolTip(path);  // long paths do not fit the field
}

void FileField::browse() {
    // Start where the current file is, so picking the matching target or dev
    // file is one click away.
    const QString start = path().isEmpty() ? QString() : QFileInfo(path()).absolutePath();
    const QString chosen = QFileDialog::getOpenFileName(this, dialogTitle_, start, nameFilter_);
    if (chosen.isEmpty()) return;
    setPath(chosen);
    emit browsed(chosen);
}

}  // namespace studio::app
