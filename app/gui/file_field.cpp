// SPDX-License-Identifier: GPL-3.0-or-later
#include "file_field.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QStyle>

namespace studio::app {

FileField::FileField(const QString& dialogTitle, const QString& nameFilter, QWidget* parent)
    : QLineEdit(parent), dialogTitle_(dialogTitle), nameFilter_(nameFilter) {
    setPlaceholderText(tr("Path of a file (plain text or .gz)"));
    setAccessibleName(dialogTitle);  // what the file is, for a screen reader
    setClearButtonEnabled(true);
    QAction* browse = addAction(style()->standardIcon(QStyle::SP_DirOpenIcon), QLineEdit::TrailingPosition);
    browse->setToolTip(tr("Browse… (F4)"));
    // The icon never takes the keyboard's focus: F4 in the field opens the dialog.
    browse->setShortcut(QKeySequence(Qt::Key_F4));
    browse->setShortcutContext(Qt::WidgetShortcut);
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
    const QString chosen = saving_ ? QFileDialog::getSaveFileName(this, dialogTitle_, path(), nameFilter_)
                                   : QFileDialog::getOpenFileName(this, dialogTitle_, start, nameFilter_);
    if (chosen.isEmpty()) return;
    if (saving_) replaceConfirmed_ = QDir::cleanPath(QFileInfo(chosen).absoluteFilePath());  // the dialog asked
    setPath(chosen);
    emit browsed(chosen);
}

bool FileField::mayWrite(QWidget* parent) {
    const QString target = path();
    if (!QFileInfo::exists(target) || target == replaceConfirmed_) return true;
    const auto answer = QMessageBox::question(parent, tr("Replace the file?"),
                                              tr("%1 already exists. Replace it?").arg(QDir::toNativeSeparators(target)),
                                              QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    if (answer != QMessageBox::Yes) return false;
    replaceConfirmed_ = target;
    return true;
}

bool FileField::mayReplace(QWidget* parent, const QStringList& paths) {
    QStringList there;
    for (const QString& path : paths)
        if (QFileInfo::exists(path)) there << QFileInfo(path).fileName();
    if (there.isEmpty()) return true;
    const QString folder = QDir::toNativeSeparators(QFileInfo(paths.first()).absolutePath());
    return QMessageBox::question(parent, tr("Replace the files?"),
                                 tr("%1 already holds %2. Replace them?").arg(folder, there.join(QStringLiteral(", "))),
                                 QMessageBox::Yes | QMessageBox::No, QMessageBox::No) == QMessageBox::Yes;
}

QString FileField::unusedPath(const QString& path) {
    if (!QFileInfo::exists(path)) return path;
    const QFileInfo info(path);
    const QString suffix = info.suffix().isEmpty() ? QString() : QStringLiteral(".") + info.suffix();
    const QString base = info.absoluteDir().filePath(info.completeBaseName());
    for (int n = 2;; ++n) {
        const QString candidate = base + QStringLiteral("-%1").arg(n) + suffix;
        if (!QFileInfo::exists(candidate)) return candidate;
    }
}

}  // namespace studio::app
