// The Runs page's table model on records made here (no run folders): CSV
// quoting (the app's and the engine's field rule alike), and where a run
// without an evaluation sorts.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "run_records.h"
#include "run_table_model.h"

#include "csv_field.h"
#include "engine/csv_text.h"
#include "train/run_summary.h"

#include <QtTest>

using namespace studio::app;

class TestRunTableModel : public QObject {
    Q_OBJECT

private slots:
    void csvQuotesOddNames();
    void csvFieldsAreOneRule_data();
    void csvFieldsAreOneRule();
    void runWithoutEvaluationSortsLast();
    void numbersInTheDesktopsWay_data();
    void numbersInTheDesktopsWay();
};

// A folder name may hold a comma, a quote or a line break (Linux allows
// them): each is quoted whole, so the row stays one record.
void TestRunTableModel::csvQuotesOddNames() {
    RunTableModel model;
    RunRecord odd, plain;
    odd.name = QStringLiteral("a,\"b\"\nc");
    odd.steps = 5;
    plain.name = QStringLiteral("plain");
    plain.steps = 7;
    model.setRuns({odd, plain});
    const QString csv = model.toCsv();
    QVERIFY2(csv.contains(QStringLiteral("\n\"a,\"\"b\"\"\nc\",")), qPrintable(csv));
    QVERIFY2(csv.contains(QStringLiteral("\nplain,")), qPrintable(csv));
}

// Every CSV the app or the engine writes quotes a field the same way
// (RFC 4180): the engine's copies left a lone carriage return bare, and a
// reader split the row there.
void TestRunTableModel::csvFieldsAreOneRule_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("field");
    QTest::newRow("plain") << "▁owl" << "▁owl";
    QTest::newRow("comma") << "a,b" << "\"a,b\"";
    QTest::newRow("quote") << "say \"hi\"" << "\"say \"\"hi\"\"\"";
    QTest::newRow("line feed") << "a\nb" << "\"a\nb\"";
    QTest::newRow("lone carriage return") << "a\rb" << "\"a\rb\"";
    QTest::newRow("formula-like, as it is") << "=1+2" << "=1+2";
    QTest::newRow("empty") << "" << "";
}

void TestRunTableModel::csvFieldsAreOneRule() {
    QFETCH(QString, text);
    QFETCH(QString, field);
    QCOMPARE(studio::widgets::csvField(text), field);
    QCOMPARE(QString::fromStdString(studio::csv_field(text.toStdString())), field);
}

// A run without an evaluation sorts as the worst by every figure: after
// the others by BLEU (descending) and by dev loss (ascending) alike.
void TestRunTableModel::runWithoutEvaluationSortsLast() {
    RunTableModel model;
    RunRecord evaluated, none;
    evaluated.name = "evaluated";
    evaluated.devLoss = 2.0;
    evaluated.devPpl = 7.0;
    evaluated.devBleu = evaluated.bestDevBleu = 10.0;
    none.name = "none";  // NaN figures
    model.setRuns({evaluated, none});
    auto sortValue = [&](int row, int column) { return model.data(model.index(row, column), RunTableModel::SortRole).toDouble(); };
    for (int column : {int(RunTableModel::DevLossColumn), int(RunTableModel::DevPplColumn)})
        QVERIFY(sortValue(1, column) > sortValue(0, column));
    for (int column : {int(RunTableModel::BestBleuColumn), int(RunTableModel::LastBleuColumn)})
        QVERIFY(sortValue(1, column) < sortValue(0, column));
}

// The setting columns and steps are written as the other figures are (a
// German table showed dropout "0.125" beside a dev loss of "5,9757", a
// Bengali one ASCII steps beside Bengali digits); they still sort by value,
// and the CSV keeps the engine's text.
void TestRunTableModel::numbersInTheDesktopsWay_data() {
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<QString>("dropout");  // 0.125 as shown
    QTest::addColumn<QString>("eps");      // 1e-09
    QTest::addColumn<QString>("steps");    // 1500 of 3000
    QTest::newRow("C") << QLocale::c() << "0.125" << "1e-09" << "1500 of 3000";
    QTest::newRow("German") << QLocale(QLocale::German, QLocale::Germany) << "0,125" << "1E-09" << "1.500 of 3.000";
    QTest::newRow("Bengali") << QLocale(QLocale::Bengali, QLocale::Bangladesh) << "০.১২৫" << "১E-০৯"
                             << "১,৫০০ of ৩,০০০";
}

void TestRunTableModel::numbersInTheDesktopsWay() {
    QFETCH(QLocale, locale);
    QFETCH(QString, dropout);
    QFETCH(QString, eps);
    QFETCH(QString, steps);
    const QLocale before;
    QLocale::setDefault(locale);
    auto restore = qScopeGuard([&] { QLocale::setDefault(before); });
    // Records as the Runs page reads them: the engine's settings of a summary.
    auto record = [](const char* name, double dropout, double eps, studio::nn::Activation activation) {
        studio::train::RunSummary s;
        s.training.steps = dropout > 0.1 ? 100000 : 3000;  // whole: never "1E+05"
        s.model.dropout = dropout;
        s.model.activation = activation;
        s.training.adam_eps = eps;
        RunRecord r;
        r.name = QString::fromLatin1(name);
        for (const auto& [key, value] : studio::train::run_settings(s))
            r.settings.append({QString::fromStdString(key), QString::fromStdString(value)});
        r.summary = std::make_shared<const studio::train::RunSummary>(s);
        return r;
    };
    RunRecord a = record("a", 0.125, 1e-9, studio::nn::Activation::ReLU);
    a.steps = 1500;
    a.plannedSteps = 3000;
    RunRecord b = record("b", 0.05, 1e-8, studio::nn::Activation::SiLU);
    b.steps = 3000;
    RunTableModel model;
    model.setRuns({a, b});
    const int dropoutColumn = RunTableModel::FixedColumnCount + int(model.settingColumns().indexOf("dropout"));
    const int epsColumn = RunTableModel::FixedColumnCount + int(model.settingColumns().indexOf("adam-eps"));
    const int activationColumn = RunTableModel::FixedColumnCount + int(model.settingColumns().indexOf("activation"));
    QVERIFY(dropoutColumn >= RunTableModel::FixedColumnCount && epsColumn >= RunTableModel::FixedColumnCount);
    QCOMPARE(model.data(model.index(0, dropoutColumn)).toString(), dropout);
    QCOMPARE(model.data(model.index(0, epsColumn)).toString(), eps);
    QCOMPARE(model.data(model.index(0, activationColumn)).toString(), QString("relu"));
    const int plannedColumn = RunTableModel::FixedColumnCount + int(model.settingColumns().indexOf("steps"));
    QVERIFY(plannedColumn >= RunTableModel::FixedColumnCount);
    QCOMPARE(model.data(model.index(0, plannedColumn)).toString(), locale.toString(100000).remove(locale.groupSeparator()));
    QCOMPARE(model.data(model.index(0, RunTableModel::StepsColumn)).toString(), steps);
    QCOMPARE(model.data(model.index(0, dropoutColumn), RunTableModel::SortRole).toDouble(), 0.125);
    QVERIFY(model.toCsv().contains(",0.125,") || model.toCsv().contains(",0.125\n"));
}

QTEST_MAIN(TestRunTableModel)
#include "tst_run_table_model.moc"
