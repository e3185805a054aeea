// attention-studio: the desktop application.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "main_window.h"

#include <QApplication>
#include <QLocale>
#include <QTranslator>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("attention-studio"));
    QApplication::setOrganizationName(QStringLiteral("attention-studio"));
    QApplication::setApplicationDisplayName(QStringLiteral("Attention Studio"));
    QTranslator translator;
    if (translator.load(QLocale(), QStringLiteral("attention-studio"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QApplication::installTranslator(&translator);
    studio::app::MainWindow window;
    window.show();
    return QApplication::exec();
}
