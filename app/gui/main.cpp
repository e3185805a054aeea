// attention-studio: the desktop application.
//   attention-studio [--page data|train] [--screenshot FILE]
// SPDX-License-Identifier: GPL-3.0-or-later
#include "main_window.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLocale>
#include <QTimer>
#include <QTranslator>

#include <cstdio>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("attention-studio"));
    QApplication::setOrganizationName(QStringLiteral("attention-studio"));
    QApplication::setApplicationDisplayName(QStringLiteral("Attention Studio"));
    QApplication::setApplicationVersion(QStringLiteral(STUDIO_VERSION));
    QTranslator translator;
    if (translator.load(QLocale(), QStringLiteral("attention-studio"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QApplication::installTranslator(&translator);

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Learn, teach and inspect the Transformer."));
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption page(QStringLiteral("page"), QApplication::translate("main", "Open this page: %1.")
                                                        .arg(studio::app::MainWindow::pageNames().join(QStringLiteral(", "))),
                            QStringLiteral("name"));
    QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                  QApplication::translate("main", "Render the window to a PNG file and quit."),
                                  QStringLiteral("file"));
    parser.addOption(page);
    parser.addOption(screenshot);
    parser.process(app);

    studio::app::MainWindow window;
    if (parser.isSet(page) && !window.showPageNamed(parser.value(page))) {
        std::fprintf(stderr, "error: unknown page '%s'; valid: %s\n", qPrintable(parser.value(page)),
                     qPrintable(studio::app::MainWindow::pageNames().join(QStringLiteral(", "))));
        return 2;
    }
    window.show();
    if (parser.isSet(screenshot)) {
        // After the page has been laid out and painted once.
        const QString file = parser.value(screenshot);
        QTimer::singleShot(300, &window, [&window, file] {
            const bool ok = window.grab().save(file, "PNG");
            if (!ok) std::fprintf(stderr, "error: cannot write the screenshot %s\n", qPrintable(file));
            QApplication::exit(ok ? 0 : 1);
        });
    }
    return QApplication::exec();
}
