// HeadGrid: every attention head of a model as one cell, a panel per kind
// (encoder self, decoder masked self, cross), layers down and heads across,
// coloured by one statistic (light: small, dark: large, over all panels).
// A role is a badge in the cell's corner (P positional, E EOS/BOS, R rare
// token); a head switched off is grey and crossed. Click a head to toggle
// it; its context menu (right click) offers to look at its attention.
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
    bool event(QEvent* event) override;

private:
    struct Hit {
        int panel = -1, layer = -1, head = -1;
    };
    Hit hitAt(const QPoint& pos) const;
    QRect cellRectIn(const QSize& size, int panel, int layer, int head) const;

    QVector<HeadPanel> panels_;
    int decimals_ = 2;
};

}  // namespace studio::widgets
