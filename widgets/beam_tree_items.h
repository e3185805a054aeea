// SPDX-License-Identifier: GPL-3.0-or-later
// The pieces BeamTreeView is drawn with: a node box that paints one
// hypothesis (piece, log p, score) in its state (best path, finished, pruned,
// selected), and a QGraphicsView that zooms with Ctrl+wheel / Ctrl+plus,
// pans by dragging, and reports clicks on nodes.
#pragma once

#include <QGraphicsItem>
#include <QGraphicsView>
#include <QPoint>
#include <QString>

#include <functional>

namespace studio::widgets {

class BeamNodeItem : public QGraphicsItem {
public:
    enum { Type = UserType + 0x5b7 };
    // step -1 marks the "<s>" root.
    BeamNodeItem(int step, int index, const QString& piece, const QString& logProbText,
                 const QString& scoreText, const QSizeF& size);

    int type() const override { return Type; }
    int step() const { return step_; }
    int index() const { return index_; }
    bool isRoot() const { return step_ < 0; }

    void setBest(bool on);
    void setFinished(bool on);
    void setCut(bool on);  // finished by the length limit: the inner border dotted
    void setSelected(bool on);
    bool isBest() const { return best_; }

    // Sizes a box for these texts in this font (the widest line, padded).
    static QSizeF sizeFor(const QFont& font, const QString& piece, const QString& logProbText,
                          const QString& scoreText);
    // Pieces wider than this are elided on the box (the tooltip has them whole).
    static constexpr int kMaxPieceWidth = 170;

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    void paintPiece(QPainter* painter, const QRectF& line) const;

    int step_, index_;
    QString piece_, logProbText_, scoreText_;
    QSizeF size_;
    bool best_ = false, finished_ = false, cut_ = false, selected_ = false;
};

class BeamGraphicsView : public QGraphicsView {
    Q_OBJECT

public:
    static constexpr double kMinZoom = 0.1;
    static constexpr double kMaxZoom = 4.0;

    explicit BeamGraphicsView(QWidget* parent = nullptr);
    // A node's tooltip, made when the pointer rests on it: made for every
    // node of a wide, long trace up front (its hypothesis, followed back
    // through every step) it froze the page for seconds.
    std::function<QString(int step, int index)> nodeToolTip;
    // The arrow keys, Space and Enter, handed to the tree (true: used).
    std::function<bool(int key)> navigationKey;
    double zoom() const;
    // Clamped to [kMinZoom, kMaxZoom].
    void setZoom(double zoom);

signals:
    void nodeActivated(int step, int index);
    void zoomChanged(double zoom);

protected:
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    bool viewportEvent(QEvent* event) override;

private:
    BeamNodeItem* nodeAt(const QPoint& viewportPos) const;

    // A press and release on the same node without dragging is a click;
    // anything else was a pan of the view.
    // Kept as numbers, not a pointer: the scene may be rebuilt in between.
    QPoint pressPos_;
    int pressedStep_ = -2, pressedIndex_ = -1;
};

}  // namespace studio::widgets
