// Typed numbers are read as meant in every language (app/gui/number_inputs.h):
// in a German desktop a typed "0.1" (the paper's form, the tooltips' form)
// was dropped to 0 by Qt's spin box, and the epsilon fields took "0,001" as
// 1. Both decimal marks now mean the decimal point.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "train/training_config.h"

#include "hyperparameter_form.h"
#include "number_inputs.h"

#include <QAbstractSpinBox>
#include <QLineEdit>
#include <QtTest>

using namespace studio;
using namespace studio::app;

namespace {

void typeInto(QAbstractSpinBox* box, const QString& text) {
    box->selectAll();
    QTest::keyClicks(box, text);
}

void typeInto(QLineEdit* edit, const QString& text) {
    edit->clear();
    QTest::keyClicks(edit, text);
}

// The form's own line edits (the epsilons), not the spin boxes' inner ones.
QList<QLineEdit*> plainLineEdits(QWidget* form) {
    QList<QLineEdit*> out;
    for (QLineEdit* e : form->findChildren<QLineEdit*>())
        if (!qobject_cast<QAbstractSpinBox*>(e->parentWidget())) out << e;
    return out;
}

}  // namespace

class TestNumberInputs : public QObject {
    Q_OBJECT

private slots:
    void eitherMarkIsTheDecimalPoint_data() {
        QTest::addColumn<QLocale>("language");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<double>("value");
        const QLocale english(QLocale::English, QLocale::UnitedStates), german(QLocale::German, QLocale::Germany);
        QTest::newRow("English, point") << english << "0.25" << 0.25;
        QTest::newRow("English, comma") << english << "0,25" << 0.25;
        QTest::newRow("German, point") << german << "0.25" << 0.25;
        QTest::newRow("German, comma") << german << "0,25" << 0.25;
        QTest::newRow("German, whole") << german << "1" << 1.0;
        QTest::newRow("German, small") << german << "0.005" << 0.005;
    }
    void eitherMarkIsTheDecimalPoint() {
        QFETCH(QLocale, language);
        QFETCH(QString, typed);
        QFETCH(double, value);
        DecimalSpinBox box;
        box.setLocale(language);
        box.setRange(0.0, 10.0);
        box.setDecimals(3);
        box.setValue(0.5);
        typeInto(&box, typed);
        QCOMPARE(box.value(), value);
        // Shown back in the language's form, with the digits it needs.
        box.setValue(value);
        QCOMPARE(box.text(), language.toString(value));
    }

    // A suffix keeps its own marks; the number in front of it is read.
    void aSuffixIsLeftAlone() {
        DecimalSpinBox box;
        box.setLocale(QLocale(QLocale::German, QLocale::Germany));
        box.setRange(0.1, 90.0);
        box.setDecimals(2);
        box.setSuffix(QStringLiteral(" % d. Paare, etwa"));
        box.setValue(5.0);
        box.selectAll();
        QTest::keyClicks(&box, QStringLiteral("2.5"));
        QCOMPARE(box.value(), 2.5);
        QCOMPARE(box.text(), QStringLiteral("2,5 % d. Paare, etwa"));
    }

    // The Train page's form in German: dropout typed with a point, Adam's
    // epsilon with a comma, both trained as typed.
    void theFormTrainsWhatWasTyped() {
        HyperparameterForm form;
        form.setLocale(QLocale(QLocale::German, QLocale::Germany));
        form.setPreset(QStringLiteral("tiny"));
        const auto spins = form.findChildren<QDoubleSpinBox*>();
        QVERIFY(!spins.isEmpty());
        typeInto(spins.front(), QStringLiteral("0.25"));  // the first: dropout
        const auto edits = plainLineEdits(&form);
        QCOMPARE(edits.size(), 2);  // layer-norm epsilon, Adam epsilon
        typeInto(edits[0], QStringLiteral("0,0001"));
        typeInto(edits[1], QStringLiteral("1e-8"));
        auto model = nn::TransformerConfig::preset("tiny");
        auto training = train::TrainingConfig::preset("tiny");
        form.apply(model, training);
        QCOMPARE(model.dropout, 0.25);
        QCOMPARE(model.layer_norm_eps, 0.0001);
        QCOMPARE(training.adam_eps, 1e-8);
        typeInto(edits[1], QStringLiteral("0,001"));
        form.apply(model, training);
        QCOMPARE(training.adam_eps, 0.001);  // was read as 1 (',' grouping thousands)
    }
};

QTEST_MAIN(TestNumberInputs)
#include "tst_number_inputs.moc"
