// attention-studio: the desktop application.
//   attention-studio [--page data|train] [--screenshot FILE] [CHECKPOINT]
// SPDX-License-Identifier: GPL-3.0-or-later
#include "main_window.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLocale>
#include <QMessageBox>
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
    parser.addPositionalArgument(QStringLiteral("checkpoint"),
                                 QApplication::translate("main", "A checkpoint to open: its curves and settings."),
                                 QStringLiteral("[CHECKPOINT]"));
    parser.process(app);
    if (parser.positionalArguments().size() > 1) {
        std::fprintf(stderr, "error: give at most one checkpoint to open\n");
        return 2;
    }

    studio::app::MainWindow window;
    QString openError;
    const QString checkpoint = parser.positionalArguments().value(0);
    if (!checkpoint.isEmpty() && !window.openCheckpoint(checkpoint, &openError)) {
        // A picture of a window that failed to open its file is no answer:
        // scripts get the reason and exit code 2, like a bad --page.
        if (parser.isSet(screenshot)) {
            std::fprintf(stderr, "error: %s\n", qPrintable(openError));
            return 2;
        }
        QTimer::singleShot(0, &window, [&window, openError] {
            QMessageBox::warning(&window, QApplication::translate("main", "Cannot open the checkpoint"), openError);
        });
    }
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
