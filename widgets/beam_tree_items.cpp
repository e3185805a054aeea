// SPDX-License-Identifier: GPL-3.0-or-later
#include "beam_tree_items.h"

#include "decoding_palette.h"

#include <QApplication>
#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QWheelEvent>

#include <cmath>

namespace studio::widgets {

namespace {

constexpr qreal kPadX = 10.0, kPadY = 5.0, kRadius = 6.0;
// Room outside the box for the selection outline.
constexpr qreal kOutline = 4.0;

const QChar kWordStart(0x2581);

QFont pieceFont(QFont f) {
    f.setBold(true);
    return f;
}

// The numbers are secondary: a little smaller than the piece.
QFont numberFont(QFont f) {
    if (f.pointSizeF() > 0)
        f.setPointSizeF(f.pointSizeF() * 0.85);
    else
        f.setPixelSize(std::max(8, int(f.pixelSize() * 0.85)));
    return f;
}

QFont sceneFont(const QGraphicsItem* item) { return item->scene() ? item->scene()->font() : QApplication::font(); }

}  // namespace

BeamNodeItem::BeamNodeItem(int step, int index, const QString& piece, const QString& logProbText,
                           const QString& scoreText, const QSizeF& size)
    : step_(step), index_(index), piece_(piece), logProbText_(logProbText), scoreText_(scoreText), size_(size) {
    setZValue(3);  // above every edge
}

void BeamNodeItem::setBest(bool on) {
    best_ = on;
    update();
}

void BeamNodeItem::setFinished(bool on) {
    finished_ = on;
    update();
}

void BeamNodeItem::setCut(bool on) {
    cut_ = on;
    update();
}

void BeamNodeItem::setSelected(bool on) {
    selected_ = on;
    update();
}

QSizeF BeamNodeItem::sizeFor(const QFont& font, const QString& piece, const QString& logProbText,
                             const QString& scoreText) {
    const QFontMetricsF big(pieceFont(font)), small(numberFont(font));
    const qreal pieceWidth = std::min<qreal>(big.horizontalAdvance(piece), kMaxPieceWidth);
    const qreal width = std::max({pieceWidth, small.horizontalAdvance(logProbText), small.horizontalAdvance(scoreText)});
    return {std::ceil(width + 2 * kPadX), std::ceil(big.height() + 2 * small.height() + 2 * kPadY)};
}

QRectF BeamNodeItem::boundingRect() const {
    return QRectF(QPointF(0, 0), size_).adjusted(-kOutline, -kOutline, kOutline, kOutline);
}

void BeamNodeItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF box = QRectF(QPointF(0, 0), size_).adjusted(1, 1, -1, -1);
    const QColor line = best_ ? palette::accent() : palette::border();
    const QBrush fill = isRoot() ? palette::rootFill() : best_ ? palette::accentFill() : QColor(Qt::white);
    painter->setPen(QPen(line, best_ ? 2.5 : 1.2));
    painter->setBrush(fill);
    painter->drawRoundedRect(box, kRadius, kRadius);
    // Finished hypotheses left the beam: a second, inner border marks them,
    // dotted where the length limit ended one (it never took </s>).
    if (finished_) {
        painter->setPen(QPen(line, 1.0, cut_ ? Qt::DotLine : Qt::SolidLine));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(box.adjusted(3.5, 3.5, -3.5, -3.5), kRadius - 2, kRadius - 2);
    }
    if (selected_) {
        QPen pen(palette::selection(), 2.0, Qt::DashLine);
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(box.adjusted(-3, -3, 3, 3), kRadius + 2, kRadius + 2);
    }

    const QFont font = sceneFont(this);
    const QFontMetricsF big(pieceFont(font)), small(numberFont(font));
    if (isRoot()) {
        painter->setFont(pieceFont(font));
        painter->setPen(palette::text());
        painter->drawText(box, Qt::AlignCenter, piece_);
        return;
    }
    const qreal x = box.left(), w = box.width();
    qreal y = kPadY;
    paintPiece(painter, QRectF(x, y, w, big.height()));
    y += big.height();
    painter->setFont(numberFont(font));
    painter->setPen(palette::text());
    painter->drawText(QRectF(x, y, w, small.height()), Qt::AlignCenter, logProbText_);
    y += small.height();
    painter->setPen(palette::mutedText());
    painter->drawText(QRectF(x, y, w, small.height()), Qt::AlignCenter, scoreText_);
}

// The word-start marker "▁" stays visible (it tells where words begin) but
// in grey, so the letters read first.
void BeamNodeItem::paintPiece(QPainter* painter, const QRectF& line) const {
    const QFont font = pieceFont(sceneFont(this));
    const QFontMetricsF fm(font);
    const QString shown = fm.elidedText(piece_, Qt::ElideRight, kMaxPieceWidth);
    const bool marked = shown.startsWith(kWordStart);
    const QString marker = marked ? QString(kWordStart) : QString();
    const QString rest = marked ? shown.mid(1) : shown;
    const qreal markerWidth = fm.horizontalAdvance(marker);
    qreal x = line.center().x() - (markerWidth + fm.horizontalAdvance(rest)) / 2;
    painter->setFont(font);
    if (marked) {
        painter->setPen(palette::mutedText());
        painter->drawText(QRectF(x, line.top(), markerWidth, line.height()), Qt::AlignLeft | Qt::AlignVCenter, marker);
        x += markerWidth;
    }
    painter->setPen(palette::text());
    painter->drawText(QRectF(x, line.top(), line.right() - x, line.height()), Qt::AlignLeft | Qt::AlignVCenter, rest);
}

BeamGraphicsView::BeamGraphicsView(QWidget* parent) : QGraphicsView(parent) {
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setDragMode(QGraphicsView::ScrollHandDrag);
    // Zoom about the mouse pointer, like maps; small trees sit top left
    // rather than floating in the middle.
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setAlignment(Qt::AlignLeft | Qt::AlignTop);
    setFocusPolicy(Qt::StrongFocus);
}

double BeamGraphicsView::zoom() const { return transform().m11(); }

void BeamGraphicsView::setZoom(double zoom) {
    zoom = qBound(kMinZoom, zoom, kMaxZoom);
    if (qFuzzyCompare(zoom, this->zoom())) return;
    setTransform(QTransform::fromScale(zoom, zoom));
    emit zoomChanged(zoom);
}

void BeamGraphicsView::wheelEvent(QWheelEvent* event) {
    if (!(event->modifiers() & Qt::ControlModifier)) {
        QGraphicsView::wheelEvent(event);  // plain wheel scrolls
        return;
    }
    // One notch (120) zooms by ~20 %; touchpads send smaller deltas.
    setZoom(zoom() * std::pow(1.2, event->angleDelta().y() / 120.0));
    event->accept();
}

void BeamGraphicsView::keyPressEvent(QKeyEvent* event) {
    if (!(event->modifiers() & Qt::ControlModifier) && navigationKey && navigationKey(event->key())) {
        event->accept();
        return;
    }
    if (event->modifiers() & Qt::ControlModifier) {
        switch (event->key()) {
        case Qt::Key_Plus:
        case Qt::Key_Equal: setZoom(zoom() * 1.25); return;
        case Qt::Key_Minus: setZoom(zoom() / 1.25); return;
        case Qt::Key_0: setZoom(1.0); return;
        default: break;
        }
    }
    QGraphicsView::keyPressEvent(event);
}

BeamNodeItem* BeamGraphicsView::nodeAt(const QPoint& viewportPos) const {
    for (QGraphicsItem* item : items(viewportPos))
        if (auto* node = qgraphicsitem_cast<BeamNodeItem*>(item)) return node;
    return nullptr;
}

bool BeamGraphicsView::viewportEvent(QEvent* event) {
    if (event->type() == QEvent::ToolTip && nodeToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const BeamNodeItem* node = nodeAt(help->pos());
        if (node && !node->isRoot()) {
            QToolTip::showText(help->globalPos(), nodeToolTip(node->step(), node->index()), viewport());
            return true;
        }
    }
    return QGraphicsView::viewportEvent(event);
}

void BeamGraphicsView::mousePressEvent(QMouseEvent* event) {
    const BeamNodeItem* node = event->button() == Qt::LeftButton ? nodeAt(event->position().toPoint()) : nullptr;
    pressPos_ = event->position().toPoint();
    pressedStep_ = node ? node->step() : -2;
    pressedIndex_ = node ? node->index() : -1;
    QGraphicsView::mousePressEvent(event);
}

void BeamGraphicsView::mouseReleaseEvent(QMouseEvent* event) {
    QGraphicsView::mouseReleaseEvent(event);
    if (event->button() != Qt::LeftButton || pressedStep_ < 0) return;
    const QPoint pos = event->position().toPoint();
    const BeamNodeItem* node = nodeAt(pos);
    const bool click = (pos - pressPos_).manhattanLength() < QApplication::startDragDistance();
    if (click && node && node->step() == pressedStep_ && node->index() == pressedIndex_)
        emit nodeActivated(node->step(), node->index());
    pressedStep_ = -2;
}

}  // namespace studio::widgets
