// Typed numbers are read as meant in every language (app/gui/number_inputs.h):
// in a German desktop a typed "0.1" (the paper's form, the tooltips' form)
// was dropped to 0 by Qt's spin box, and the epsilon fields took "0,001" as
// 1. Both decimal marks now mean the decimal point. The experiment grid's
// values on such a desktop, where the comma also parts the values.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "train/training_config.h"

#include "experiment_dialog.h"
#include "hyperparameter_form.h"
#include "number_inputs.h"

#include <QAbstractSpinBox>
#include <QLineEdit>
#include <QTemporaryDir>
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
    // A comma between digits of a fraction is its decimal one where spaces
    // or ';' part the values ("0,1 0,2" was 0, 1, 0 and 2); points in the
    // text leave commas parting them ("0.1,0.2" became "0.1.0.2"); commas
    // alone read two ways ("clip=1,5" ran 1.5 where the column says
    // comma-separated) and are refused, saying how to write them, though
    // not for Table 3, which has no grid.
    void gridValuesOnADecimalCommaDesktop_data() {
        QTest::addColumn<QString>("setting");
        QTest::addColumn<QString>("values");
        QTest::addColumn<QString>("grid");  // empty: refused
        QTest::newRow("fractions apart by spaces") << "dropout" << "0,1 0,2" << "dropout=0.1,0.2";
        QTest::newRow("whole numbers keep the list's comma") << "heads" << "1,2" << "heads=1,2";
        QTest::newRow("semicolons") << "label-smoothing" << "0,05; 0,1" << "label-smoothing=0.05,0.1";
        QTest::newRow("points: commas part the values") << "dropout" << "0.1,0.2" << "dropout=0.1,0.2";
        QTest::newRow("spaces: decimal commas, points or not") << "clip" << "0,5 1.5" << "clip=0.5,1.5";
        QTest::newRow("commas alone read two ways") << "clip" << "1,5" << "";
    }
    void gridValuesOnADecimalCommaDesktop() {
        QFETCH(QString, setting);
        QFETCH(QString, values);
        QFETCH(QString, grid);
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        auto restore = qScopeGuard([&] { QLocale::setDefault(before); });
        QTemporaryDir dir;
        data::DatasetSpec dataset;
        dataset.demo = "reverse";
        ExperimentDialog dialog(dir.filePath("runs"), dataset, {});
        dialog.setName("e1");
        dialog.setSteps(100);
        dialog.setKind(ExperimentDialog::Grid);
        dialog.setGrid({{setting, values}});
        if (!grid.isEmpty()) {
            QCOMPARE(dialog.gridText(), grid);
            QVERIFY2(dialog.valid(), qPrintable(dialog.problem()));
            return;
        }
        QVERIFY(!dialog.valid());
        QVERIFY2(dialog.problem().contains(setting + "=" + values) && dialog.problem().contains("(0,1; 0,2)"),
                 qPrintable(dialog.problem()));
        dialog.setKind(ExperimentDialog::Table3Reduced);
        QVERIFY2(dialog.valid(), qPrintable(dialog.problem()));
    }

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
