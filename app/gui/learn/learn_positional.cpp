// SPDX-License-Identifier: GPL-3.0-or-later
#include "learn_positional.h"

#include "learn_common.h"

#include <qcustomplot.h>

#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

namespace studio::app {

PositionalSection::PositionalSection(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(learnRichText(
        tr("<h3>Positional encoding (§3.5)</h3>"
           "<p>Attention by itself ignores word order, so the model adds a vector that depends only on the "
           "position to every token's embedding. The paper uses sines and cosines of geometrically "
           "increasing wavelengths, from 2π to 10000·2π: each dimension is one wave, and a fixed offset "
           "between positions is a linear function of the encodings.</p>"
           "<p><b>PE</b>(pos, 2i) = sin(pos / 10000<sup>2i/d<sub>model</sub></sup>), "
           "<b>PE</b>(pos, 2i+1) = cos(pos / 10000<sup>2i/d<sub>model</sub></sup>)</p>"),
        this));
    source_ = learnRichText(QString(), this);
    scale_ = learnRichText(QString(), this);
    layout->addWidget(source_);
    layout->addWidget(scale_);

    // The table: positions across, dimensions up, -1 (blue) to +1 (red).
    plot_ = new QCustomPlot(this);
    plot_->setMinimumHeight(260);
    plot_->xAxis->setLabel(tr("position"));
    plot_->yAxis->setLabel(tr("dimension"));
    map_ = new QCPColorMap(plot_->xAxis, plot_->yAxis);
    map_->setInterpolate(false);
    auto* scale = new QCPColorScale(plot_);
    plot_->plotLayout()->addElement(0, 1, scale);
    map_->setColorScale(scale);
    // Diverging, set after the scale (which hands its own gradient to the
    // map): the sign matters, sin and cos swing around 0.
    QCPColorGradient diverging;
    diverging.setColorStopAt(0.0, QColor(0x2166ac));
    diverging.setColorStopAt(0.5, QColor(0xf7f7f7));
    diverging.setColorStopAt(1.0, QColor(0xb2182b));
    map_->setGradient(diverging);
    map_->setDataRange(QCPRange(-1.0, 1.0));
    layout->addWidget(plot_, 2);

    curves_ = new QCustomPlot(this);
    curves_->setMinimumHeight(200);
    curves_->xAxis->setLabel(tr("position"));
    curves_->yAxis->setLabel(tr("PE(pos, dimension)"));
    curves_->legend->setVisible(true);
    layout->addWidget(curves_, 1);
}

void PositionalSection::setTable(const PositionalTable& table, const QString& source) {
    table_ = table;
    source_->setText(source);
    scale_->setText(scaleText());
    const int p = table.positions, d = table.dModel;
    QCPColorMapData* cells = map_->data();
    cells->setSize(p, d);
    cells->setRange(QCPRange(0, std::max(p - 1, 1)), QCPRange(0, std::max(d - 1, 1)));
    for (int pos = 0; pos < p; ++pos)
        for (int dim = 0; dim < d; ++dim) cells->setCell(pos, dim, table.at(pos, dim));
    plot_->xAxis->setRange(-0.5, p - 0.5);
    plot_->yAxis->setRange(-0.5, d - 0.5);

    // Fast and slower waves: the first sine/cosine pair, then sines at d/8 and
    // d/4, whose wavelengths (2π·10000^(2i/d)) still fit in the shown positions.
    dims_.clear();
    for (int dim : {0, 1, (d / 16) * 2, (d / 8) * 2})
        if (dim < d && !dims_.contains(dim)) dims_ << dim;
    curves_->clearGraphs();
    const QList<QColor> colors{QColor(0x1f77b4), QColor(0xff7f0e), QColor(0x2ca02c), QColor(0xd62728)};
    for (int g = 0; g < dims_.size(); ++g) {
        QCPGraph* graph = curves_->addGraph();
        const int dim = dims_[g];
        graph->setName(dim % 2 == 0 ? tr("dimension %1 (sin)").arg(dim) : tr("dimension %1 (cos)").arg(dim));
        graph->setPen(QPen(colors[g % colors.size()], 1.5));
        for (int pos = 0; pos < p; ++pos) graph->addData(pos, table.at(pos, dim));
    }
    curves_->xAxis->setRange(0, std::max(p - 1, 1));
    curves_->yAxis->setRange(-1.1, 1.1);
    replot();
}

QString PositionalSection::scaleText() const {
    // §3.4: the embeddings are multiplied by sqrt(d_model) before the
    // encoding is added, so that both have a comparable size.
    return tr("Embedding scale (§3.4): the token embeddings are multiplied by √d<sub>model</sub> = √%1 = %2 "
              "before the positional encoding is added.")
        .arg(table_.dModel)
        .arg(QLocale().toString(table_.embeddingScale, 'f', 3));
}

// A plot of a hidden section has no size yet: drawing it then only warns
// (QPainter on an empty buffer), so it is drawn when the section shows.
void PositionalSection::replot() {
    if (!isVisible()) return;
    plot_->replot(QCustomPlot::rpQueuedReplot);
    curves_->replot(QCustomPlot::rpQueuedReplot);
}

void PositionalSection::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    replot();
}

}  // namespace studio::app
