// SPDX-License-Identifier: GPL-3.0-or-later
#include "learn_positional.h"

#include "learn_common.h"

#include <qcustomplot.h>

#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

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

    // The table: positions across, dimensions up, -1 (blue) to +1 (red); a
    // learned table on its own largest magnitude (setTable).
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

    // Fast and slower waves: frequency 0's sine and cosine, then the sines of
    // frequencies d/16 and d/8, whose wavelengths (2π·10000^(2i/d)) still fit
    // in the shown positions. Their columns follow the layout: 2i and 2i + 1
    // in the paper's, i and ceil(d/2) + i in Marian's. A learned table has no waves:
    // four columns spread over its width, on the table's own value range.
    struct Curve {
        int dim;
        QString name;
    };
    QVector<Curve> shown;
    if (table.columns == PositionColumns::Learned) {
        for (int dim : {0, 1, d / 4, d / 2})
            if (dim < d) shown.append({dim, tr("dimension %1").arg(dim)});
    } else {
        const bool marian = table.columns == PositionColumns::SinThenCos;
        const struct {
            int frequency;
            bool cosine;
        } waves[] = {{0, false}, {0, true}, {d / 16, false}, {d / 8, false}};
        for (const auto& w : waves) {
            // nn::sinusoidal_table: Marian's cosines start at ceil(d / 2).
            const int dim = marian ? w.frequency + (w.cosine ? (d + 1) / 2 : 0) : 2 * w.frequency + (w.cosine ? 1 : 0);
            shown.append({dim, w.cosine ? tr("dimension %1 (cos)").arg(dim) : tr("dimension %1 (sin)").arg(dim)});
        }
    }
    double range = 1.0;
    if (table.columns == PositionColumns::Learned) {
        range = 1e-6;
        for (double v : table.values) range = std::max(range, std::abs(v));
    }
    map_->setDataRange(QCPRange(-range, range));
    dims_.clear();
    curves_->clearGraphs();
    const QList<QColor> colors{QColor(0x1f77b4), QColor(0xff7f0e), QColor(0x2ca02c), QColor(0xd62728)};
    for (const Curve& curve : shown) {
        if (curve.dim >= d || dims_.contains(curve.dim)) continue;
        QCPGraph* graph = curves_->addGraph();
        graph->setName(curve.name);
        graph->setPen(QPen(colors[dims_.size() % colors.size()], 1.5));
        for (int pos = 0; pos < p; ++pos) graph->addData(pos, table.at(pos, curve.dim));
        dims_ << curve.dim;
    }
    curves_->xAxis->setRange(0, std::max(p - 1, 1));
    curves_->yAxis->setRange(-1.1 * range, 1.1 * range);
    replot();
}

QString PositionalSection::scaleText() const {
    // §3.4: the embeddings are multiplied by sqrt(d_model) before the
    // encoding is added, so that both have a comparable size. Marian models
    // may leave that out (scale_embedding false).
    if (!table_.scaledEmbeddings)
        return tr("Embedding scale: this model adds the positional encoding to its token embeddings as they are, "
                  "without the paper's multiplication by √d<sub>model</sub> (§3.4).");
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
