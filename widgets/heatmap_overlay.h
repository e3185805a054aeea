// SPDX-License-Identifier: GPL-3.0-or-later
// HeatmapOverlay: draws the masked cells of an AttentionHeatmap on top of its
// colour map: a diagonal hatch, and "−∞" when the cells are big enough to
// hold it. One layerable for all cells (items per cell would make a 150x150
// matrix slow to redraw); only the cells in view are visited.
#pragma once

#include <qcustomplot.h>

namespace studio::widgets {

struct HeatmapData;

class HeatmapOverlay : public QCPLayerable {
public:
    // `data` must outlive the overlay (it is the heatmap's own copy).
    HeatmapOverlay(QCPAxisRect* axisRect, const HeatmapData* data);

protected:
    void applyDefaultAntialiasingHint(QCPPainter* painter) const override;
    void draw(QCPPainter* painter) override;
    // Only inside the axis rect, like the colour map below it.
    QRect clipRect() const override;

private:
    QCPAxisRect* axisRect_;
    const HeatmapData* data_;
};

}  // namespace studio::widgets
