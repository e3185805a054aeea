// Alt+letter reaches one control: within a page no two buttons, check
// boxes, radio buttons or labelled fields share a mnemonic, and none takes
// a letter of the menu bar (the Data page's "Dev &files" and "&Hold out"
// took Alt+F and Alt+H from File and Help). And every translation keeps a
// mnemonic where the English has one.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "main_window.h"

#include <QAbstractButton>
#include <QLabel>
#include <QMenuBar>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QtTest>

using namespace studio::app;

namespace {

// The letter after a single '&' ("&&" is a literal ampersand), lower case; none: QChar().
QChar mnemonicOf(const QString& text) {
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&')) continue;
        if (text[i + 1] == QLatin1Char('&')) {
            ++i;
            continue;
        }
        return text[i + 1].toLower();
    }
    return {};
}

// Each mnemonic of the page's controls with the texts that use it.
QMultiHash<QChar, QString> mnemonicsIn(QWidget* page) {
    QMultiHash<QChar, QString> found;
    for (QAbstractButton* b : page->findChildren<QAbstractButton*>())
        if (const QChar m = mnemonicOf(b->text()); !m.isNull()) found.insert(m, b->text());
    for (QLabel* l : page->findChildren<QLabel*>())
        if (const QChar m = mnemonicOf(l->text()); !m.isNull() && l->buddy()) found.insert(m, l->text());
    return found;
}

}  // namespace

class TestMnemonics : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void eachPageHasItsOwnLetters() {
        MainWindow window;
        QMultiHash<QChar, QString> menus;
        for (QAction* a : window.menuBar()->actions())
            if (const QChar m = mnemonicOf(a->text()); !m.isNull()) menus.insert(m, a->text());
        QCOMPARE(menus.size(), menus.uniqueKeys().size());
        auto* pages = window.findChild<QStackedWidget*>();
        QVERIFY(pages);
        for (int p = 0; p < pages->count(); ++p) {
            QMultiHash<QChar, QString> letters = mnemonicsIn(pages->widget(p));
            for (const QChar m : letters.uniqueKeys()) {
                QStringList users = letters.values(m);
                users += menus.values(m);
                QVERIFY2(users.size() == 1, qPrintable(QStringLiteral("page %1: Alt+%2 is taken by %3")
                                                           .arg(MainWindow::pageNames().value(p))
                                                           .arg(m)
                                                           .arg(users.join(QStringLiteral(", ")))));
            }
        }
    }
};

QTEST_MAIN(TestMnemonics)
#include "tst_mnemonics.moc"
