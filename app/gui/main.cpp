// attention-studio: the desktop application.
//   attention-studio [CHECKPOINT] [--page data|train|translate|learn|analyze|runs] [--translate TEXT] [--screenshot FILE]
// With --translate, the Translate page's n-best list is also printed on
// standard output (rank, translation, log p, score; tab-separated, numbers as
// the page shows them), and a failure on standard error.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/blas_kernels.h"
#include "app_settings.h"
#include "engine/memory.h"
#include "learn_page.h"
#include "main_window.h"
#include "checkpoint_store.h"
#include "runs_page.h"
#include "translate_page.h"
#include "translation_controller.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QMessageBox>
#include <QTableWidget>
#include <QSaveFile>
#include <QTimer>
#include <QTranslator>

#include <clocale>
#include <cstdio>
#include <memory>

namespace {

void nameTheApplication() {
    QCoreApplication::setApplicationName(QStringLiteral("attention-studio"));
    QCoreApplication::setOrganizationName(QStringLiteral("attention-studio"));
    QCoreApplication::setApplicationVersion(QStringLiteral(STUDIO_VERSION));
}

// The language chosen in Preferences, else the system's. The default locale
// follows it, so that numbers read like the words around them.
void installTranslations(QTranslator& translator, QTranslator& qtTranslator) {
    const QLocale locale = studio::app::uiLocale();
    QLocale::setDefault(locale);
    const bool translated =
        translator.load(locale, QStringLiteral("attention-studio"), QStringLiteral("_"), QStringLiteral(":/i18n"));
    // English, and any language without a translation, still needs the
    // English plural forms ("1 file", "2 files"; attention-studio_en.ts).
    if (translated || translator.load(QStringLiteral(":/i18n/attention-studio_en")))
        QCoreApplication::installTranslator(&translator);
    if (translated && !locale.name().startsWith(QStringLiteral("en"))) {
        // Qt's own texts (standard buttons, file dialogs) in the same
        // language, when the system has them (Debian: qt6-translations-l10n);
        // not when the application itself stays English.
        if (qtTranslator.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                              QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(&qtTranslator);
    }
}

struct Options {
    QCommandLineOption page{QStringLiteral("page"),
                            QCoreApplication::translate("main", "Open this page: %1.")
                                .arg(studio::app::MainWindow::pageNames().join(QStringLiteral(", "))),
                            QStringLiteral("name")};
    QCommandLineOption screenshot{QStringLiteral("screenshot"),
                                  QCoreApplication::translate("main", "Render the window to a PNG file and quit."),
                                  QStringLiteral("file")};
    QCommandLineOption translate{QStringLiteral("translate"),
                                 QCoreApplication::translate("main", "Translate this sentence with the opened checkpoint "
                                                                     "(Translate page)."),
                                 QStringLiteral("text")};

    explicit Options(QCommandLineParser& parser) {
        parser.setApplicationDescription(QCoreApplication::translate("main", "Learn, teach and inspect the Transformer."));
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addOption(page);
        parser.addOption(screenshot);
        parser.addOption(translate);
        parser.addPositionalArgument(QStringLiteral("checkpoint"),
                                     QCoreApplication::translate("main", "A checkpoint to open: its curves and settings."),
                                     QStringLiteral("[CHECKPOINT]"));
    }
};

// --help and --version (QCommandLineParser's spellings) answer without a
// window system: on a server or over ssh QApplication cannot start.
bool asksOnlyForHelpOrVersion(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == "-h" || arg == "--help" || arg == "-?" || arg == "--help-all" || arg == "-v" || arg == "--version")
            return true;
    }
    return false;
}

}  // namespace

int main(int argc, char** argv) {
    studio::use_the_processors_blas_kernels(argv);  // OpenBLAS's generic kernels on a processor it does not know
    if (asksOnlyForHelpOrVersion(argc, argv)) {
        QCoreApplication core(argc, argv);
        nameTheApplication();
        QTranslator translator, qtTranslator;
        installTranslations(translator, qtTranslator);
        QCommandLineParser parser;
        const Options options(parser);
        parser.process(core);  // prints the answer and exits when one was asked for
        // Otherwise "-h" was an option's value (`--translate -h`): the window
        // starts as usual (this returned 0 with neither help nor a window).
    }
    // Before any thread starts; training runs on a worker thread (engine/memory.h).
    studio::keep_freed_memory_for_reuse(/*one_arena=*/true);
    QApplication app(argc, argv);
    // QApplication set the C library's number format from the system
    // language; LibTorch, SentencePiece and every printf/strtod in the engine
    // read and write "0.1", as the files the CLI writes do (Qt's advice).
    std::setlocale(LC_NUMERIC, "C");
    nameTheApplication();
    QApplication::setApplicationDisplayName(QStringLiteral("Attention Studio"));
    QTranslator translator, qtTranslator;
    installTranslations(translator, qtTranslator);

    QCommandLineParser parser;
    const Options options(parser);
    const QCommandLineOption& page = options.page;
    const QCommandLineOption& screenshot = options.screenshot;
    const QCommandLineOption& translate = options.translate;
    parser.process(app);
    if (parser.positionalArguments().size() > 1) {
        std::fprintf(stderr, "error: give at most one checkpoint to open\n");
        return 2;
    }

    studio::app::MainWindow window;
    window.setScripted(parser.isSet(screenshot) || parser.isSet(translate));
    QString openError;
    const QString checkpoint = parser.positionalArguments().value(0);
    const bool converted = studio::app::MainWindow::isPytorchFile(checkpoint) || studio::app::isModelFolder(checkpoint);
    if (!checkpoint.isEmpty() && converted && parser.isSet(screenshot)) {
        std::fprintf(stderr, "error: %s is converted into a checkpoint first: open it in the app, or use "
                     "attention-studio-cli import\n", qPrintable(checkpoint));
        return 2;
    }
    if (!checkpoint.isEmpty() && converted) {
        // A PyTorch .pt or a Hugging Face model folder is converted through
        // its dialog, once the window shows. Opening shows the Train page: a
        // --page asked for is shown after it (it was ignored).
        const QString pageName = parser.value(page);
        QTimer::singleShot(0, &window, [&window, checkpoint, pageName] {
            if (window.openCheckpoint(checkpoint) && !pageName.isEmpty()) window.showPageNamed(pageName);
        });
    } else if (!checkpoint.isEmpty() && !window.openCheckpoint(checkpoint, &openError)) {
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
    auto* translation = window.translation();
    if (parser.isSet(translate)) {
        if (checkpoint.isEmpty()) {
            std::fprintf(stderr, "error: --translate needs a CHECKPOINT to translate with\n");
            return 2;
        }
        // As soon as the model is open (it opens on the translation thread).
        const QString text = parser.value(translate);
        QObject::connect(translation, &studio::app::TranslationController::modelReady, &window, [&window, text] {
            window.translatePage()->setSource(text);
            window.translatePage()->translate();
        });
        // What the page shows (connected after it, so the list is filled), for scripts.
        QObject::connect(translation, &studio::app::TranslationController::translated, &window, [&window] {
            const QTableWidget* nbest = window.translatePage()->nbestTable();
            for (int row = 0; row < nbest->rowCount(); ++row) {
                QStringList cells;
                for (int column = 0; column < nbest->columnCount(); ++column)
                    cells << (nbest->item(row, column) ? nbest->item(row, column)->text() : QString());
                std::printf("%s\n", qPrintable(cells.join(QLatin1Char('\t'))));
            }
            std::fflush(stdout);
        });
        QObject::connect(translation, &studio::app::TranslationController::failed, &window,
                         [](const QString& message) { std::fprintf(stderr, "error: %s\n", qPrintable(message)); });
    }
    if (parser.isSet(screenshot)) {
        // After the page has been laid out and painted once, and after the
        // checkpoint opened and any --translate finished.
        const QString file = parser.value(screenshot);
        // A failed translation still gets its picture (the message shows in
        // the page), and exit code 1.
        const bool translating = parser.isSet(translate);
        auto answered = std::make_shared<bool>(!translating);
        auto failed = std::make_shared<bool>(false);
        QObject::connect(translation, &studio::app::TranslationController::translated, &window, [answered] { *answered = true; });
        QObject::connect(translation, &studio::app::TranslationController::failed, &window, [answered, failed, translating] {
            *answered = true;
            *failed = translating;
        });
        // The Runs page reads its folders on a pool thread: the picture waits for the list.
        auto listed = std::make_shared<bool>(parser.value(page) != QLatin1String("runs"));
        QObject::connect(window.runsPage(), &studio::app::RunsPage::runsLoaded, &window, [listed] { *listed = true; });
        auto* timer = new QTimer(&window);
        QObject::connect(timer, &QTimer::timeout, &window, [&window, translation, timer, file, answered, failed, listed] {
            if (translation->isBusy() || !*answered || !*listed || window.learnPage()->isComputing()) return;
            timer->stop();
            // Through a QSaveFile: a picture already there stays whole when
            // this one cannot be written, and the reason is said.
            QSaveFile out(file);
            const bool ok = out.open(QIODevice::WriteOnly) && window.grab().save(&out, "PNG") && out.commit();
            if (!ok)
                std::fprintf(stderr, "error: cannot write the screenshot %s (%s)\n", qPrintable(file),
                             qPrintable(out.error() != QFileDevice::NoError ? out.errorString()
                                                                            : QStringLiteral("the picture could not be encoded")));
            QApplication::exit(ok && !*failed ? 0 : 1);
        });
        timer->start(300);
    }
    return QApplication::exec();
}
