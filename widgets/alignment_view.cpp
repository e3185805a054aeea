// SPDX-License-Identifier: GPL-3.0-or-later
#include "alignment_view.h"

#include "attention_colors.h"
#include "plot_export.h"

#include <qcustomplot.h>

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace studio::widgets {
namespace {

constexpr int kMargin = 12;
constexpr int kRow = 28;  // height of a word row

QColor linkColor() { return QColor(0x1f, 0x4e, 0x99); }
QColor goldColor() { return QColor(0xe0, 0x7b, 0x00); }

// x of word `i` of `n`, spread evenly across the width.
double word_x(const QSize& size, int i, int n) {
    const double usable = size.width() - 2.0 * kMargin;
    return kMargin + usable * (i + 0.5) / std::max(1, n);
}

}  // namespace

AlignmentView::AlignmentView(QWidget* parent) : QWidget(parent) {
    // Named for screen readers: a painted view is otherwise one unnamed object.
    setAccessibleName(tr("Word alignment"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setMinimumHeight(160);
}

void AlignmentView::setDrawing(const AlignmentDrawing& drawing) {
    drawing_ = drawing;
    updateGeometry();
    update();
}

void AlignmentView::setMinimumWeight(double weight) {
    minimumWeight_ = weight;
    update();
}

QSize AlignmentView::sizeHint() const {
    const int words = static_cast<int>(std::max(drawing_.sourceWords.size(), drawing_.targetWords.size()));
    return {std::max(400, words * 80), 240};
}

QPointF AlignmentView::sourceAnchor(const QSize& size, int word) const {
    return {word_x(size, word, static_cast<int>(drawing_.sourceWords.size())), kMargin + kRow};
}

QPointF AlignmentView::targetAnchor(const QSize& size, int word) const {
    return {word_x(size, word, static_cast<int>(drawing_.targetWords.size())), size.height() - kMargin - kRow};
}

void AlignmentView::setLayout(Layout layout) {
    layout_ = layout;
    updateGeometry();
    update();
}

void AlignmentView::paint(QPainter& painter, const QSize& size, const QPalette& pal) const {
    painter.setRenderHint(QPainter::Antialiasing, true);
    if (layout_ == Layout::Matrix)
        paintMatrix(painter, size, pal);
    else
        paintLines(painter, size, pal);
}

QRectF AlignmentView::matrixCell(const QSize& size, int target, int source) const {
    // Room for the labels: the target words' width on the left, the source
    // words' height at -45 degrees on top (the widget's font).
    const QFontMetrics fm(font());
    int left = 0, top = 0;
    for (const QString& w : drawing_.targetWords) left = std::max(left, fm.horizontalAdvance(w));
    for (const QString& w : drawing_.sourceWords) top = std::max(top, fm.horizontalAdvance(w));
    const double x0 = kMargin + left + 10.0, y0 = kMargin + top * 0.75 + 16.0;
    const int ns = std::max<int>(1, static_cast<int>(drawing_.sourceWords.size()));
    const int nt = std::max<int>(1, static_cast<int>(drawing_.targetWords.size()));
    // Square cells, as large as the canvas allows.
    const double cell = std::max(4.0, std::min((size.width() - x0 - kMargin) / ns, (size.height() - y0 - kMargin) / nt));
    return {x0 + source * cell, y0 + target * cell, cell, cell};
}

void AlignmentView::paintMatrix(QPainter& painter, const QSize& size, const QPalette& pal) const {
    const int ns = static_cast<int>(drawing_.sourceWords.size());
    const int nt = static_cast<int>(drawing_.targetWords.size());
    QCPColorGradient gradient = attentionGradient();  // color() is not const
    for (int t = 0; t < nt; ++t) {
        for (int s = 0; s < ns; ++s) {
            double w = 0.0;
            if (t < drawing_.weights.size() && s < drawing_.weights[t].size()) w = drawing_.weights[t][s];
            painter.fillRect(matrixCell(size, t, s), QColor::fromRgb(gradient.color(w, QCPRange(0.0, 1.0))));
        }
    }
    painter.setPen(QPen(pal.color(QPalette::Mid), 0.5));
    painter.setBrush(Qt::NoBrush);
    if (ns > 0 && nt > 0) painter.drawRect(matrixCell(size, 0, 0).united(matrixCell(size, nt - 1, ns - 1)));
    // Gold: an orange frame inside the cell.
    auto frame = [&](const QVector<QPair<int, int>>& links, Qt::PenStyle style) {
        painter.setPen(QPen(goldColor(), 3.0, style, Qt::FlatCap, Qt::MiterJoin));
        for (const auto& l : links) {
            if (l.first >= ns || l.second >= nt) continue;
            const QRectF c = matrixCell(size, l.second, l.first);
            painter.drawRect(c.adjusted(2.5, 2.5, -2.5, -2.5));  // a 3-pixel frame from 1 to 4 pixels in
        }
    };
    frame(drawing_.goldSure, Qt::SolidLine);
    frame(drawing_.goldPossible, Qt::DotLine);
    // Links: a dot, dark on light cells and light on dark ones.
    for (const auto& l : drawing_.links) {
        if (l.first >= ns || l.second >= nt) continue;
        const QRectF c = matrixCell(size, l.second, l.first);
        double w = 0.0;
        if (l.second < drawing_.weights.size() && l.first < drawing_.weights[l.second].size())
            w = drawing_.weights[l.second][l.first];
        painter.setPen(Qt::NoPen);
        painter.setBrush(w > 0.55 ? QColor(Qt::white) : linkColor().darker(160));
        const double r = c.width() * 0.17;
        painter.drawEllipse(c.center(), r, r);
    }
    painter.setBrush(Qt::NoBrush);
    // Labels: target words right-aligned left of their row, source words
    // rotated above their column.
    painter.setPen(pal.color(QPalette::Text));
    const QFontMetrics fm(painter.font());
    for (int t = 0; t < nt; ++t) {
        const QRectF c = matrixCell(size, t, 0);
        painter.drawText(QRectF(kMargin, c.top(), c.left() - kMargin - 6, c.height()), Qt::AlignRight | Qt::AlignVCenter,
                         drawing_.targetWords[t]);
    }
    for (int s = 0; s < ns; ++s) {
        const QRectF c = matrixCell(size, 0, s);
        painter.save();
        painter.translate(c.center().x(), c.top() - 4);
        painter.rotate(-45);
        painter.drawText(QPointF(0, 0), drawing_.sourceWords[s]);
        painter.restore();
    }
}

void AlignmentView::paintLines(QPainter& painter, const QSize& size, const QPalette& pal) const {
    const int ns = static_cast<int>(drawing_.sourceWords.size());
    const int nt = static_cast<int>(drawing_.targetWords.size());
    // Attention: one line per weight above the floor.
    for (int t = 0; t < std::min<int>(nt, static_cast<int>(drawing_.weights.size())); ++t) {
        const auto& row = drawing_.weights[t];
        for (int s = 0; s < std::min<int>(ns, static_cast<int>(row.size())); ++s) {
            if (row[s] < minimumWeight_) continue;
            QColor c = linkColor();
            c.setAlphaF(std::clamp(0.15 + 0.5 * row[s], 0.0, 1.0));
            painter.setPen(QPen(c, 1.0 + 7.0 * row[s], Qt::SolidLine, Qt::RoundCap));
            painter.drawLine(sourceAnchor(size, s), targetAnchor(size, t));
        }
    }
    // Gold links, a little to the side so that a matching link stays visible.
    auto draw_gold = [&](const QVector<QPair<int, int>>& links, Qt::PenStyle style) {
        painter.setPen(QPen(goldColor(), 2.0, style));
        for (const auto& l : links) {
            if (l.first >= ns || l.second >= nt) continue;
            painter.drawLine(sourceAnchor(size, l.first) + QPointF(4, 0), targetAnchor(size, l.second) + QPointF(4, 0));
        }
    };
    draw_gold(drawing_.goldSure, Qt::DashLine);
    draw_gold(drawing_.goldPossible, Qt::DotLine);
    // The extracted links: a thin solid line on top.
    painter.setPen(QPen(linkColor().darker(140), 2.0));
    for (const auto& l : drawing_.links) {
        if (l.first >= ns || l.second >= nt) continue;
        painter.drawLine(sourceAnchor(size, l.first), targetAnchor(size, l.second));
    }
    // The words, in boxes on top of the lines' ends.
    auto draw_words = [&](const QStringList& words, bool top) {
        const QFontMetrics fm(painter.font());
        for (int i = 0; i < words.size(); ++i) {
            const QPointF anchor = top ? sourceAnchor(size, i) : targetAnchor(size, i);
            const int w = fm.horizontalAdvance(words[i]) + 10;
            const QRectF box(anchor.x() - w / 2.0, top ? anchor.y() - kRow : anchor.y(), w, kRow - 4);
            painter.setPen(QPen(pal.color(QPalette::Mid), 1));
            painter.setBrush(pal.color(QPalette::Base));
            painter.drawRoundedRect(box, 4, 4);
            painter.setPen(pal.color(QPalette::Text));
            painter.drawText(box, Qt::AlignCenter, words[i]);
        }
        painter.setBrush(Qt::NoBrush);
    };
    draw_words(drawing_.sourceWords, true);
    draw_words(drawing_.targetWords, false);
}

void AlignmentView::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.fillRect(rect(), palette().color(QPalette::Window));
    paint(painter, size());
}

bool AlignmentView::exportTo(const QString& path, QString* error) const {
    // Dark words on white, whatever the desktop's theme: a dark theme's
    // light text vanished on the file's white (and a viewer's) background.
    QPalette light = palette();
    light.setColor(QPalette::Text, Qt::black);
    light.setColor(QPalette::WindowText, Qt::black);
    light.setColor(QPalette::Base, Qt::white);
    light.setColor(QPalette::Window, Qt::white);
    light.setColor(QPalette::Mid, QColor(160, 160, 160));
    return exportDrawing(path, size(), tr("Word alignment"), {QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf")},
                         Qt::white, [this, light](QPainter& p) { paint(p, size(), light); }, error);
}

}  // namespace studio::widgets
