// SPDX-License-Identifier: GPL-3.0-or-later
#include "learn_diagram.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace studio::app {

namespace {

// The drawing's own units; it is scaled to the widget, keeping its proportions.
constexpr double kWidth = 560.0;
constexpr double kHeight = 660.0;
constexpr double kEncoderX = 150.0;  // centre of the encoder column
constexpr double kDecoderX = 410.0;  // centre of the decoder column
constexpr double kBlockWidth = 180.0;
constexpr double kBlockHeight = 34.0;
constexpr double kCircleRadius = 14.0;
constexpr double kPositionsY = 530.0;
constexpr double kEncoderFrameTop = 268.0, kDecoderFrameTop = 150.0, kFrameBottom = 478.0;

// The colours of the paper's figure: embeddings pink, attention orange,
// Add & Norm yellow, feed-forward blue, the output layers lilac and green.
QColor fillOf(Block b) {
    switch (b) {
    case Block::SourceEmbedding:
    case Block::TargetEmbedding: return QColor(0xfc, 0xd9, 0xd9);
    case Block::EncoderSelfAttention:
    case Block::DecoderSelfAttention:
    case Block::CrossAttention: return QColor(0xfd, 0xe3, 0xb8);
    case Block::EncoderAddNorm1:
    case Block::EncoderAddNorm2:
    case Block::DecoderAddNorm1:
    case Block::DecoderAddNorm2:
    case Block::DecoderAddNorm3: return QColor(0xf4, 0xf1, 0xb5);
    case Block::EncoderFeedForward:
    case Block::DecoderFeedForward: return QColor(0xc9, 0xe8, 0xf7);
    case Block::Linear: return QColor(0xdc, 0xd6, 0xf2);
    case Block::Softmax: return QColor(0xd6, 0xef, 0xd0);
    case Block::SourcePositions:
    case Block::TargetPositions: return QColor(Qt::white);
    }
    return QColor(Qt::white);
}

QRectF box(double centreX, double centreY) {
    return QRectF(centreX - kBlockWidth / 2, centreY - kBlockHeight / 2, kBlockWidth, kBlockHeight);
}

void arrow(QPainter& p, QPointF from, QPointF to) {
    p.drawLine(from, to);
    const QPointF d = to - from;
    const double length = std::hypot(d.x(), d.y());
    if (length <= 0.0) return;
    const QPointF u = d / length, n(-u.y(), u.x());
    QPolygonF head;
    head << to << to - 7 * u + 3.5 * n << to - 7 * u - 3.5 * n;
    p.setBrush(p.pen().color());
    p.drawPolygon(head);
}

// A polyline ending in an arrow head.
void path(QPainter& p, const QVector<QPointF>& points) {
    for (int i = 0; i + 2 < points.size(); ++i) p.drawLine(points[i], points[i + 1]);
    if (points.size() >= 2) arrow(p, points[points.size() - 2], points.last());
}

// The residual connection of a sub-layer: from the stream below it around to its Add & Norm.
void residual(QPainter& p, const QRectF& sublayer, const QRectF& addNorm, bool leftSide) {
    const double x = leftSide ? sublayer.left() - 12 : sublayer.right() + 12;
    const double edge = leftSide ? addNorm.left() : addNorm.right();
    const double below = sublayer.bottom() + 9;
    path(p, {QPointF(sublayer.center().x(), below), QPointF(x, below), QPointF(x, addNorm.center().y()),
             QPointF(edge, addNorm.center().y())});
}

// Draws `text` wrapped inside `r`, with the font made smaller until it fits
// (a long German compound has no place to wrap).
void drawFitted(QPainter& p, const QRectF& r, const QString& text, int pixelSize) {
    QFont font = p.font();
    for (int size = pixelSize; size >= 7; --size) {
        font.setPixelSize(size);
        const QRectF needed = QFontMetricsF(font).boundingRect(r, Qt::AlignCenter | Qt::TextWordWrap, text);
        if (needed.width() <= r.width() + 0.5 && needed.height() <= r.height() + 0.5) break;
    }
    p.save();
    p.setFont(font);
    p.drawText(r, Qt::AlignCenter | Qt::TextWordWrap, text);
    p.restore();
}

}  // namespace

ArchitectureDiagram::ArchitectureDiagram(QWidget* parent) : QWidget(parent) {
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(false);
    setToolTip(tr("Click a block (or use the arrow keys) to see its shapes, parameters and formula."));
}

QSize ArchitectureDiagram::sizeHint() const { return QSize(int(kWidth), int(kHeight)); }
QSize ArchitectureDiagram::minimumSizeHint() const { return QSize(int(kWidth * 0.7), int(kHeight * 0.7)); }

void ArchitectureDiagram::setLayers(int encoderLayers, int decoderLayers, bool preNorm) {
    encoderLayers_ = encoderLayers;
    decoderLayers_ = decoderLayers;
    preNorm_ = preNorm;
    update();
}

void ArchitectureDiagram::setSelected(Block block) {
    if (selected_ == block) return;
    selected_ = block;
    update();
}

QString ArchitectureDiagram::blockTitle(Block block, bool preNorm) {
    switch (block) {
    case Block::SourceEmbedding: return tr("Input Embedding");
    case Block::TargetEmbedding: return tr("Output Embedding");
    case Block::SourcePositions:
    case Block::TargetPositions: return tr("Positional Encoding");
    case Block::EncoderSelfAttention: return tr("Multi-Head Attention");
    case Block::DecoderSelfAttention: return tr("Masked Multi-Head Attention");
    case Block::CrossAttention: return tr("Multi-Head Attention (encoder–decoder)");
    case Block::EncoderAddNorm1:
    case Block::EncoderAddNorm2:
    case Block::DecoderAddNorm1:
    case Block::DecoderAddNorm2:
    case Block::DecoderAddNorm3: return preNorm ? tr("Add (pre-norm)") : tr("Add & Norm");
    case Block::EncoderFeedForward:
    case Block::DecoderFeedForward: return tr("Feed Forward");
    case Block::Linear: return tr("Linear");
    case Block::Softmax: return tr("Softmax");
    }
    return {};
}

QRectF ArchitectureDiagram::layoutRect(Block block) {
    switch (block) {
    case Block::SourceEmbedding: return box(kEncoderX, 588);
    case Block::TargetEmbedding: return box(kDecoderX, 588);
    case Block::SourcePositions: return QRectF(kEncoderX - 132, kPositionsY - 18, 132 + kCircleRadius, 36);
    case Block::TargetPositions: return QRectF(kDecoderX - kCircleRadius, kPositionsY - 18, 132 + kCircleRadius, 36);
    case Block::EncoderSelfAttention: return box(kEncoderX, 445);
    case Block::EncoderAddNorm1: return box(kEncoderX, 395);
    case Block::EncoderFeedForward: return box(kEncoderX, 345);
    case Block::EncoderAddNorm2: return box(kEncoderX, 295);
    case Block::DecoderSelfAttention: return box(kDecoderX, 445);
    case Block::DecoderAddNorm1: return box(kDecoderX, 395);
    case Block::CrossAttention: return box(kDecoderX, 335);
    case Block::DecoderAddNorm2: return box(kDecoderX, 285);
    case Block::DecoderFeedForward: return box(kDecoderX, 225);
    case Block::DecoderAddNorm3: return box(kDecoderX, 175);
    case Block::Linear: return box(kDecoderX, 112);
    case Block::Softmax: return box(kDecoderX, 64);
    }
    return {};
}

double ArchitectureDiagram::scale() const { return std::min(width() / kWidth, height() / kHeight); }

QPointF ArchitectureDiagram::origin() const {
    const double s = scale();
    return QPointF((width() - kWidth * s) / 2, (height() - kHeight * s) / 2);
}

QRectF ArchitectureDiagram::blockRect(Block block) const {
    const QRectF r = layoutRect(block);
    const double s = scale();
    return QRectF(origin() + r.topLeft() * s, r.size() * s);
}

void ArchitectureDiagram::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().base());
    p.translate(origin());
    p.scale(scale(), scale());
    QFont font = p.font();
    font.setPixelSize(13);
    p.setFont(font);
    const QPen line(palette().text().color(), 1.2);
    const QColor text = palette().text().color();

    // The two stacks' frames, with N beside them.
    p.setPen(QPen(QColor(0x9a, 0x9a, 0x9a), 1.5));
    p.setBrush(QColor(0xf2, 0xf2, 0xf2));
    p.drawRoundedRect(QRectF(kEncoderX - 112, kEncoderFrameTop, 224, kFrameBottom - kEncoderFrameTop), 10, 10);
    p.drawRoundedRect(QRectF(kDecoderX - 112, kDecoderFrameTop, 224, kFrameBottom - kDecoderFrameTop), 10, 10);
    p.setPen(text);
    font.setPixelSize(15);
    p.setFont(font);
    p.drawText(QRectF(0, 360, kEncoderX - 114, 30), Qt::AlignRight | Qt::AlignVCenter,
               QStringLiteral("%1×").arg(encoderLayers_));
    p.drawText(QRectF(kDecoderX + 114, 300, kWidth - kDecoderX - 114, 30), Qt::AlignLeft | Qt::AlignVCenter,
               QStringLiteral("%1×").arg(decoderLayers_));
    font.setPixelSize(13);
    p.setFont(font);
    drawFitted(p, QRectF(kEncoderX - 120, 620, 240, 38), tr("Inputs"), 13);
    drawFitted(p, QRectF(kDecoderX - 128, 620, 256, 38), tr("Outputs (shifted right)"), 13);
    drawFitted(p, QRectF(kDecoderX - 130, 0, 260, 36), tr("Output Probabilities"), 13);

    // The data flow, bottom to top.
    p.setPen(line);
    auto up = [&](Block from, Block to) {
        arrow(p, QPointF(layoutRect(from).center().x(), layoutRect(from).top()),
              QPointF(layoutRect(to).center().x(), layoutRect(to).bottom()));
    };
    for (double x : {kEncoderX, kDecoderX}) {
        arrow(p, QPointF(x, 620), QPointF(x, 588 + kBlockHeight / 2));                 // tokens into the embedding
        arrow(p, QPointF(x, 588 - kBlockHeight / 2), QPointF(x, kPositionsY + kCircleRadius));
        arrow(p, QPointF(x, kPositionsY - kCircleRadius), QPointF(x, 445 + kBlockHeight / 2));
    }
    up(Block::EncoderSelfAttention, Block::EncoderAddNorm1);
    up(Block::EncoderAddNorm1, Block::EncoderFeedForward);
    up(Block::EncoderFeedForward, Block::EncoderAddNorm2);
    up(Block::DecoderSelfAttention, Block::DecoderAddNorm1);
    up(Block::DecoderAddNorm1, Block::CrossAttention);
    up(Block::CrossAttention, Block::DecoderAddNorm2);
    up(Block::DecoderAddNorm2, Block::DecoderFeedForward);
    up(Block::DecoderFeedForward, Block::DecoderAddNorm3);
    up(Block::DecoderAddNorm3, Block::Linear);
    up(Block::Linear, Block::Softmax);
    arrow(p, QPointF(kDecoderX, layoutRect(Block::Softmax).top()), QPointF(kDecoderX, 36));
    residual(p, layoutRect(Block::EncoderSelfAttention), layoutRect(Block::EncoderAddNorm1), true);
    residual(p, layoutRect(Block::EncoderFeedForward), layoutRect(Block::EncoderAddNorm2), true);
    residual(p, layoutRect(Block::DecoderSelfAttention), layoutRect(Block::DecoderAddNorm1), false);
    residual(p, layoutRect(Block::CrossAttention), layoutRect(Block::DecoderAddNorm2), false);
    residual(p, layoutRect(Block::DecoderFeedForward), layoutRect(Block::DecoderAddNorm3), false);
    // The encoder's output: keys and values of every decoder layer's cross-attention.
    const QRectF top = layoutRect(Block::EncoderAddNorm2), cross = layoutRect(Block::CrossAttention);
    path(p, {QPointF(kEncoderX, top.top()), QPointF(kEncoderX, 246), QPointF(282, 246), QPointF(282, cross.bottom() + 16),
             QPointF(cross.left() + 40, cross.bottom() + 16), QPointF(cross.left() + 40, cross.bottom())});

    // The blocks; the selected one has a thick frame.
    for (int i = 0; i < kBlockCount; ++i) {
        const auto b = Block(i);
        const QRectF r = layoutRect(b);
        const bool chosen = b == selected_;
        p.setPen(QPen(chosen ? palette().highlight().color() : QColor(0x50, 0x50, 0x50), chosen ? 3.0 : 1.2));
        p.setBrush(fillOf(b));
        if (b == Block::SourcePositions || b == Block::TargetPositions) {
            const double x = b == Block::SourcePositions ? kEncoderX : kDecoderX;
            p.drawEllipse(QPointF(x, kPositionsY), kCircleRadius, kCircleRadius);
            p.drawLine(QPointF(x - 8, kPositionsY), QPointF(x + 8, kPositionsY));  // the ⊕ of the figure
            p.drawLine(QPointF(x, kPositionsY - 8), QPointF(x, kPositionsY + 8));
            const QRectF label = b == Block::SourcePositions ? QRectF(r.left(), r.top(), r.width() - 34, r.height())
                                                             : QRectF(r.left() + 34, r.top(), r.width() - 34, r.height());
            if (chosen) {
                p.setBrush(Qt::NoBrush);
                p.drawRoundedRect(r, 6, 6);
            }
            p.setPen(text);
            drawFitted(p, label, blockTitle(b, preNorm_), 13);
            continue;
        }
        p.drawRoundedRect(r, 6, 6);
        p.setPen(QColor(0x20, 0x20, 0x20));  // dark on the light fills, in any palette
        QString title = blockTitle(b, preNorm_);
        if (b == Block::CrossAttention) title = blockTitle(Block::EncoderSelfAttention);  // as in the figure
        drawFitted(p, r.adjusted(4, 0, -4, 0), title, 13);
    }
}

void ArchitectureDiagram::mousePressEvent(QMouseEvent* event) {
    for (int i = 0; i < kBlockCount; ++i) {
        if (!blockRect(Block(i)).contains(event->position())) continue;
        setSelected(Block(i));
        emit blockClicked(Block(i));
        return;
    }
    QWidget::mousePressEvent(event);
}

void ArchitectureDiagram::keyPressEvent(QKeyEvent* event) {
    int step = 0;
    if (event->key() == Qt::Key_Right || event->key() == Qt::Key_Down) step = 1;
    if (event->key() == Qt::Key_Left || event->key() == Qt::Key_Up) step = -1;
    if (step == 0) {
        QWidget::keyPressEvent(event);
        return;
    }
    const auto next = Block((int(selected_) + step + kBlockCount) % kBlockCount);
    setSelected(next);
    emit blockClicked(next);
}

}  // namespace studio::app
