// SPDX-License-Identifier: GPL-3.0-or-later
// AttentionHeatmap: saving the matrix as a picture or as numbers.
#include "attention_heatmap.h"

#include "csv_field.h"
#include "plot_export.h"

#include <QDir>
#include <QSaveFile>

#include <qcustomplot.h>

#include <charconv>

namespace studio::widgets {

namespace {

// The shortest decimal that reads back as the same float: the file holds
// exactly the weights the model produced, no more digits than needed.
QByteArray csvNumber(float v) {
    char buffer[32];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, v);
    return QByteArray(buffer, int(result.ptr - buffer));
}

}  // namespace

bool AttentionHeatmap::exportCsv(const QString& path, QString* error) const {
    QSaveFile file(path);  // all or nothing: no half-written file on failure
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text)) {
        if (error) *error = tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    // The corner says what the numbers are ("Cross-attention, layer 2,
    // head 3: query \ key"): two exports of other heads looked alike.
    QString corner = data_.title;
    if (!data_.rowTitle.isEmpty() || !data_.colTitle.isEmpty())
        corner += (corner.isEmpty() ? QString() : QStringLiteral(": ")) + data_.rowTitle + QStringLiteral(" \\ ") +
                  data_.colTitle;
    QByteArray out = csvField(corner).toUtf8();
    for (int c = 0; c < cols(); ++c) out += ',' + csvField(colLabel(c)).toUtf8();
    out += '\n';
    for (int r = 0; r < rows(); ++r) {
        out += csvField(rowLabel(r)).toUtf8();
        for (int c = 0; c < cols(); ++c) {
            const size_t i = size_t(r) * cols() + c;
            out += ',';
            if (!isMasked(r, c) || data_.maskedMeaning == HeatmapData::Masked::Weight)
                out += csvNumber(data_.values[i]);
            else if (data_.maskedMeaning == HeatmapData::Masked::Score)
                out += "-inf";  // NotAnInput: an empty field
        }
        out += '\n';
    }
    if (file.write(out) != out.size() || !file.commit()) {
        if (error) *error = tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

bool AttentionHeatmap::exportImage(const QString& path, QString* error) {
    // A widget that was never laid out still has QWidget's 100x30 default.
    int w = plot_->width(), h = plot_->height();
    if (w < 200 || h < 150) {
        w = 900;
        h = 700;
    }
    return exportPlot(plot_, path, w, h, error);
}

}  // namespace studio::widgets
