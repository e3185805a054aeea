// The Probes tab's history of a run (app/gui/train/probe_panel.h) stays
// within its memory budget: past it every other older validation is dropped,
// the first and the newest stay, the label says so, and a user looking at an
// older validation keeps looking at it (or the nearest kept before it).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "probe_panel.h"
#include "training_controller.h"

#include <QLabel>
#include <QSignalSpy>
#include <QSlider>
#include <QStandardPaths>
#include <QtTest>

using namespace studio;
using namespace studio::app;

namespace {

// One validation's records: one pinned sentence whose cross-attention holds
// `floats` numbers.
QVector<ProbeRecord> validationAt(qint64 step, size_t floats) {
    ProbeRecord r;
    r.step = step;
    r.source = QStringLiteral("gnu owl pig");
    r.translation = QStringLiteral("pig owl gnu");
    r.attention.cross.data.assign(floats, 0.5f);
    return {r};
}

QString labelText(ProbePanel& panel) {
    QString text;
    for (QLabel* l : panel.findChildren<QLabel*>())
        if (l->text().startsWith(QStringLiteral("Validation"))) text = l->text();
    return text;
}

}  // namespace

class TestProbeHistory : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void theHistoryIsThinnedToItsBudget() {
        TrainingController training;
        ProbePanel panel(&training);
        panel.pin(QStringLiteral("gnu owl pig"));
        const size_t floats = 1000;  // 4000 bytes a validation
        panel.setHistoryBudget(10 * 4000);
        for (int v = 1; v <= 10; ++v) emit training.probesRecorded(validationAt(10 * v, floats));
        QCOMPARE(panel.recordedCount(), 10);  // at the budget: all kept
        QVERIFY(!labelText(panel).contains(QStringLiteral("thinned")));

        emit training.probesRecorded(validationAt(110, floats));  // one over: every other older one goes
        QCOMPARE(panel.recordedCount(), 6);
        QList<qint64> steps;
        for (int i = 0; i < panel.recordedCount(); ++i) steps << panel.recordedStep(i);
        QCOMPARE(steps, (QList<qint64>{10, 30, 50, 70, 90, 110}));
        QVERIFY2(labelText(panel).contains(QStringLiteral("thinned")), qPrintable(labelText(panel)));
        QCOMPARE(panel.slider()->value(), panel.slider()->maximum());  // following the newest

        // Many more: memory stays within the budget, the first and newest stay.
        for (int v = 12; v <= 200; ++v) emit training.probesRecorded(validationAt(10 * v, floats));
        QVERIFY(panel.recordedCount() * 4000 <= panel.historyBudget());
        QCOMPARE(panel.recordedStep(0), qint64(10));
        QCOMPARE(panel.recordedStep(panel.recordedCount() - 1), qint64(2000));
    }

    // Looking back at a validation: a new one (and the thinning it causes)
    // leaves the slider on the same step, or the nearest kept before it.
    void anOlderValidationStaysShown() {
        TrainingController training;
        ProbePanel panel(&training);
        panel.pin(QStringLiteral("gnu owl pig"));
        panel.setHistoryBudget(10 * 4000);
        for (int v = 1; v <= 10; ++v) emit training.probesRecorded(validationAt(10 * v, 1000));
        panel.slider()->setValue(4);  // step 50
        QSignalSpy chosen(&panel, &ProbePanel::recordChosen);
        emit training.probesRecorded(validationAt(110, 1000));  // thins: 10 30 50 70 90 110
        QCOMPARE(panel.recordedStep(panel.slider()->value()), qint64(50));
        panel.slider()->setValue(3);  // step 70
        emit training.probesRecorded(validationAt(120, 1000));
        emit training.probesRecorded(validationAt(130, 1000));
        emit training.probesRecorded(validationAt(140, 1000));
        emit training.probesRecorded(validationAt(150, 1000));
        emit training.probesRecorded(validationAt(160, 1000));  // 11 kept: thins to 10 50 90 120 140 160
        QCOMPARE(panel.recordedStep(panel.slider()->value()), qint64(50));
        QVERIFY(!chosen.isEmpty());
        QCOMPARE(chosen.last().first().value<ProbeRecord>().step, qint64(50));
    }
};

QTEST_MAIN(TestProbeHistory)
#include "tst_probe_history.moc"
