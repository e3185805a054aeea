// HeadGrid: every attention head of a model as one cell, a panel per kind
// (encoder self, decoder masked self, cross), layers down and heads across,
// coloured by one statistic (light: small, dark: large, over all panels).
// A role is a badge in the cell's corner (P positional, E EOS/BOS, R rare
// token); a head switched off is grey and crossed. Click a head to toggle
// it; its context menu (right click) offers to look at its attention.
// By keyboard: the grid takes focus (Tab), the arrow keys move the current
// head (framed; Left and Right go on into the neighbouring panel), Space or
// Enter toggles it, and the Menu key or Shift+F10 opens its context menu.
// Plain values only.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QVector>
#include <QWidget>

#include <functional>

class QPainter;

namespace studio::widgets {

struct HeadCell {
    double value = 0.0;  // NaN: not measured (white, no number)
    QString badge;    // one letter, or empty
    QString tooltip;  // every statistic and the role's evidence
    bool off = false;
};

struct HeadPanel {
    QString title;
    int layers = 0, heads = 0;
    QVector<HeadCell> cells;  // layer-major: cells[layer * heads + head]
};

class HeadGrid : public QWidget {
    Q_OBJECT

public:
    explicit HeadGrid(QWidget* parent = nullptr);

    void setPanels(const QVector<HeadPanel>& panels);
    const QVector<HeadPanel>& panels() const { return panels_; }
    // The format of the number printed in each cell, e.g. 'f' with 2 decimals.
    void setDecimals(int decimals);

    QRect cellRect(int panel, int layer, int head) const;
    // The head the keyboard acts on: {panel, layer, head}, {-1, -1, -1} when
    // the grid has no head.
    struct Current {
        int panel = -1, layer = -1, head = -1;
    };
    Current current() const { return current_; }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    // Paints the grid on any painter (the widget, PNG/SVG export).
    void paint(QPainter& painter, const QSize& size) const;

signals:
    void headClicked(int panel, int layer, int head);
    void headMenuRequested(int panel, int layer, int head, const QPoint& globalPos);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    bool event(QEvent* event) override;

private:
    struct Hit {
        int panel = -1, layer = -1, head = -1;
    };
    Hit hitAt(const QPoint& pos) const;
    QRect cellRectIn(const QSize& size, int panel, int layer, int head) const;

    void moveCurrent(int dLayer, int dHead);

    QVector<HeadPanel> panels_;
    int decimals_ = 2;
    Current current_;
};

}  // namespace studio::widgets
