// The head grid by keyboard (issue 35 §4): it takes the focus, the arrow keys
// move the current head (into the next panel at an edge), Space and Enter
// toggle it as a click does, the Menu key and Shift+F10 open its menu, and a
// model of another shape leaves no current head outside the grid.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "head_grid.h"
#include "support/screenshots.h"

#include <QSignalSpy>
#include <QtTest>

using namespace studio::widgets;

namespace {

HeadPanel panel(const QString& title, int layers, int heads) {
    HeadPanel p;
    p.title = title;
    p.layers = layers;
    p.heads = heads;
    p.cells.resize(layers * heads);
    for (int i = 0; i < p.cells.size(); ++i) p.cells[i].value = i;
    return p;
}

}  // namespace

class TestHeadGrid : public QObject {
    Q_OBJECT

private slots:
    void keysMoveAndToggle_data() {
        QTest::addColumn<QList<int>>("keys");
        QTest::addColumn<QList<int>>("expected");  // panel, layer, head of the toggled head
        QTest::newRow("first head") << QList<int>{Qt::Key_Space} << QList<int>{0, 0, 0};
        QTest::newRow("right and down") << QList<int>{Qt::Key_Right, Qt::Key_Down, Qt::Key_Return}
                                        << QList<int>{0, 1, 1};
        QTest::newRow("on into the next panel")
            << QList<int>{Qt::Key_Right, Qt::Key_Right, Qt::Key_Right, Qt::Key_Enter} << QList<int>{1, 0, 0};
        QTest::newRow("back into the first panel") << QList<int>{Qt::Key_Right, Qt::Key_Right, Qt::Key_Right,
                                                                 Qt::Key_Left, Qt::Key_Space}
                                                   << QList<int>{0, 0, 2};
        QTest::newRow("edges hold") << QList<int>{Qt::Key_Up, Qt::Key_Left, Qt::Key_Down, Qt::Key_Down,
                                                  Qt::Key_Down, Qt::Key_Space}
                                    << QList<int>{0, 1, 0};
    }

    void keysMoveAndToggle() {
        QFETCH(QList<int>, keys);
        QFETCH(QList<int>, expected);
        HeadGrid grid;
        grid.setPanels({panel("encoder", 2, 3), panel("decoder", 2, 3)});
        grid.resize(600, 300);
        grid.show();
        QVERIFY(QTest::qWaitForWindowExposed(&grid));
        QCOMPARE(grid.focusPolicy(), Qt::StrongFocus);
        grid.setFocus();
        QTRY_VERIFY(grid.hasFocus());
        QSignalSpy clicked(&grid, &HeadGrid::headClicked);
        for (int key : keys) QTest::keyClick(&grid, Qt::Key(key));
        QCOMPARE(clicked.count(), 1);
        QCOMPARE((QList<int>{clicked.first().at(0).toInt(), clicked.first().at(1).toInt(), clicked.first().at(2).toInt()}),
                 expected);
    }

    void menuKeysOpenTheHeadsMenu() {
        HeadGrid grid;
        grid.setPanels({panel("encoder", 2, 3)});
        grid.resize(400, 300);
        grid.show();
        QVERIFY(QTest::qWaitForWindowExposed(&grid));
        grid.setFocus();
        QTRY_VERIFY(grid.hasFocus());
        QSignalSpy menu(&grid, &HeadGrid::headMenuRequested);
        QTest::keyClick(&grid, Qt::Key_Down);
        studio::test::saveShot(&grid, "head-grid-keyboard.png");  // the current head framed
        QTest::keyClick(&grid, Qt::Key_Menu);
        QTest::keyClick(&grid, Qt::Key_F10, Qt::ShiftModifier);
        QCOMPARE(menu.count(), 2);
        QCOMPARE(menu.first().at(1).toInt(), 1);  // layer 1, head 0
        QCOMPARE(menu.first().at(2).toInt(), 0);
        // The menu opens at the head, not where the mouse happens to be.
        const QPoint at = menu.first().at(3).toPoint();
        QVERIFY(grid.cellRect(0, 1, 0).contains(grid.mapFromGlobal(at)));
    }

    void anotherShapeDropsAHeadOutsideIt() {
        HeadGrid grid;
        grid.setPanels({panel("encoder", 3, 4)});
        grid.show();
        grid.setFocus();
        QTRY_VERIFY(grid.hasFocus());
        for (int i = 0; i < 3; ++i) QTest::keyClick(&grid, Qt::Key_Right);
        QTest::keyClick(&grid, Qt::Key_Down);
        QCOMPARE(grid.current().head, 3);
        grid.setPanels({panel("encoder", 2, 2)});
        QVERIFY(grid.current().panel < 0);
        QSignalSpy clicked(&grid, &HeadGrid::headClicked);
        QTest::keyClick(&grid, Qt::Key_Space);  // nothing current: nothing toggled
        QCOMPARE(clicked.count(), 0);
        QTest::keyClick(&grid, Qt::Key_Right);
        QTest::keyClick(&grid, Qt::Key_Space);
        QCOMPARE(clicked.count(), 1);
        QCOMPARE(clicked.first().at(2).toInt(), 1);
    }
};

QTEST_MAIN(TestHeadGrid)
#include "tst_head_grid.moc"
