// Figure 1 of the paper drawn as a widget: the encoder stack on the left, the
// decoder stack on the right, each sub-layer a block the user can click (or
// walk through with the arrow keys), with the model's own N beside each
// stack. Paints only; what a block holds is shown by ArchitectureSection.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "learn_blocks.h"

#include <QRectF>
#include <QWidget>

namespace studio::app {

class ArchitectureDiagram : public QWidget {
    Q_OBJECT

public:
    explicit ArchitectureDiagram(QWidget* parent = nullptr);

    // N beside the stacks; pre-norm: the residual blocks are titled "Add
    // (pre-norm)" (the norm comes before each sub-layer, not after the add).
    void setLayers(int encoderLayers, int decoderLayers, bool preNorm = false);
    void setSelected(Block block);
    Block selected() const { return selected_; }
    bool preNorm() const { return preNorm_; }
    // Where a block is drawn now, in widget coordinates (tests click there).
    QRectF blockRect(Block block) const;
    // The block's name in Figure 1 ("Multi-Head Attention", "Add & Norm", ...),
    // or in a pre-norm model's drawing of it.
    static QString blockTitle(Block block, bool preNorm = false);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void blockClicked(studio::app::Block block);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    double scale() const;
    QPointF origin() const;
    static QRectF layoutRect(Block block);  // in the drawing's own 560 x 660 units

    int encoderLayers_ = 6;
    int decoderLayers_ = 6;
    bool preNorm_ = false;
    Block selected_ = Block::EncoderSelfAttention;
};

}  // namespace studio::app
