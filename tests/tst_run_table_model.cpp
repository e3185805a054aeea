// The Runs page's table model on records made here (no run folders): CSV
// quoting (the app's and the engine's field rule alike), and where a run
// without an evaluation sorts.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "run_records.h"
#include "run_table_model.h"

#include "csv_field.h"
#include "engine/csv_text.h"

#include <QtTest>

using namespace studio::app;

class TestRunTableModel : public QObject {
    Q_OBJECT

private slots:
    void csvQuotesOddNames();
    void csvFieldsAreOneRule_data();
    void csvFieldsAreOneRule();
    void runWithoutEvaluationSortsLast();
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

QTEST_MAIN(TestRunTableModel)
#include "tst_run_table_model.moc"
