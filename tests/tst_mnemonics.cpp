// Alt+letter reaches one control: within a page no two buttons, check
// boxes, radio buttons or labelled fields share a mnemonic, and none takes
// a letter of the menu bar (the Data page's "Dev &files" and "&Hold out"
// took Alt+F and Alt+H from File and Help). And every translation keeps a
// mnemonic where the English has one.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "main_window.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
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

    void everyFieldIsNamed();
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

// Every field a user types into or chooses from has a name a screen reader
// can read: a label whose buddy it is (QFormLayout's rows, fieldLabel) or an
// accessible name of its own. Unnamed, a field is read as "combo box".
void TestMnemonics::everyFieldIsNamed() {
    MainWindow window;
    QSet<const QWidget*> labelled;
    for (QLabel* l : window.findChildren<QLabel*>())
        if (l->buddy()) labelled.insert(l->buddy());
    QStringList unnamed;
    QList<QWidget*> fields;
    for (QWidget* w : window.findChildren<QWidget*>()) {
        const bool field = qobject_cast<QComboBox*>(w) || qobject_cast<QAbstractSpinBox*>(w) ||
                           qobject_cast<QPlainTextEdit*>(w) ||
                           (qobject_cast<QLineEdit*>(w) && !qobject_cast<QAbstractSpinBox*>(w->parentWidget()) &&
                            !qobject_cast<QComboBox*>(w->parentWidget()));
        if (!field || w->window() != &window) continue;
        if (labelled.contains(w) || !w->accessibleName().isEmpty()) continue;
        QStringList path;  // where it is: its parents' classes, innermost first
        for (QWidget* p = w->parentWidget(); p && p != &window && path.size() < 4; p = p->parentWidget())
            path << QString::fromLatin1(p->metaObject()->className()).section(QStringLiteral("::"), -1);
        unnamed << QStringLiteral("%1 %2 in %3 (%4)")
                       .arg(QString::fromLatin1(w->metaObject()->className()), w->objectName(),
                            path.join(QLatin1Char('<')), w->toolTip().left(60));
    }
    for (const QString& u : unnamed) qWarning("unnamed: %s", qPrintable(u));
    QVERIFY2(unnamed.isEmpty(), qPrintable(QString::number(unnamed.size()) + QStringLiteral(" unnamed fields")));
}

QTEST_MAIN(TestMnemonics)
#include "tst_mnemonics.moc"
