// SPDX-License-Identifier: GPL-3.0-or-later
#include "probability_bars.h"

#include "decoding_palette.h"
#include "plot_export.h"

#include <QContextMenuEvent>
#include <QFocusEvent>
#include <QHelpEvent>
#include <QLocale>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QToolTip>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace studio::widgets {

namespace {

constexpr double kBarWidth = 0.7;  // in rows: the rest is the gap between bars
constexpr int kLabelGap = 4;       // pixels between a bar's end and its label
const QString kFocusLayer = QStringLiteral("focus");

// Three decimals read well next to an axis from 0 to 1; the long tail of
// small probabilities keeps two significant digits ("0.0012", not "0.001").
QString formatProbability(double p) {
    if (p >= 0.01 || p <= 0.0) return QLocale().toString(p, 'f', 3);
    return QLocale().toString(p, 'g', 2);
}

// A probability label after the end of its bar, or inside the bar when the
// bar reaches so far right that the label would be cut off there. That is
// only known once the plot is laid out, so it is decided while drawing.
class BarLabel : public QCPItemText {
public:
    using QCPItemText::QCPItemText;

protected:
    void draw(QCPPainter* painter) override {
        const double end = position->pixelPosition().x();
        const int needed = QFontMetrics(mainFont()).horizontalAdvance(text()) + 2 * kLabelGap;
        const bool inside = end + needed > clipRect().right();
        setPositionAlignment((inside ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
        setPadding(inside ? QMargins(0, 0, kLabelGap, 0) : QMargins(kLabelGap, 0, 0, 0));
        QCPItemText::draw(painter);
    }
};

}  // namespace

ProbabilityBars::ProbabilityBars(QWidget* parent) : QWidget(parent), plot_(new QCustomPlot(this)) {
    // Named for screen readers: a painted view is otherwise one unnamed object.
    setAccessibleName(tr("Next-token probabilities"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(plot_);
    // The widget handles every click itself (rows, labels, tick labels), so
    // the plot underneath must not swallow them.
    plot_->setAttribute(Qt::WA_TransparentForMouseEvents);
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setToolTip(tr("Click a token, or move with Up/Down and press Enter, to choose it."));

    plot_->addLayer(kFocusLayer, plot_->layer(QStringLiteral("main")), QCustomPlot::limBelow);
    others_ = new QCPBars(plot_->yAxis, plot_->xAxis);  // keys on y: horizontal bars
    chosen_ = new QCPBars(plot_->yAxis, plot_->xAxis);
    for (QCPBars* bars : {others_, chosen_}) bars->setWidth(kBarWidth);
    others_->setBrush(palette::bar());
    others_->setPen(QPen(palette::bar().darker(125), 1.0));
    chosen_->setBrush(palette::accent());
    chosen_->setPen(QPen(palette::accent().darker(120), 1.0));

    plot_->xAxis->setLabel(tr("probability"));
    plot_->xAxis->setRange(0.0, 1.0);
    // Best at the top: row 0 is drawn highest.
    plot_->yAxis->setRangeReversed(true);
    plot_->yAxis->grid()->setVisible(false);
    plot_->yAxis->setTickLength(0, 0);
    plot_->yAxis->setSubTicks(false);
    rebuild();
}

ProbabilityBars::~ProbabilityBars() = default;

void ProbabilityBars::setBars(const QVector<TokenBar>& bars, qint64 chosenId) {
    bars_ = bars;
    chosenId_ = chosenId;
    focused_ = bars_.isEmpty() ? -1 : 0;
    for (int i = 0; i < bars_.size(); ++i)
        if (bars_[i].id == chosenId_) focused_ = i;
    rebuild();
}

void ProbabilityBars::clear() { setBars({}, -1); }

void ProbabilityBars::rebuild() {
    plot_->clearItems();
    others_->data()->clear();
    chosen_->data()->clear();
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    QFont bold = font();
    bold.setBold(true);
    for (int i = 0; i < bars_.size(); ++i) {
        const TokenBar& b = bars_[i];
        const bool isChosen = b.id == chosenId_;
        (isChosen ? chosen_ : others_)->addData(i, b.probability);
        // Pieces are shown as the tokenizer names them: "▁" marks a word
        // start, and special tokens such as "</s>" keep their names.
        ticker->addTick(i, b.piece.isEmpty() ? QStringLiteral("#%1").arg(b.id) : b.piece);
        auto* label = new BarLabel(plot_);
        label->position->setCoords(qBound(0.0, b.probability, 1.0), i);
        label->setText(formatProbability(b.probability));
        label->setColor(palette::text());
        if (isChosen) label->setFont(bold);
    }
    plot_->yAxis->setTicker(ticker);
    plot_->yAxis->setRange(-0.5, std::max(1, barCount()) - 0.5);

    if (bars_.isEmpty()) {
        auto* empty = new QCPItemText(plot_);
        empty->position->setType(QCPItemPosition::ptAxisRectRatio);
        empty->position->setCoords(0.5, 0.5);
        empty->setText(tr("No decoding step yet"));
        empty->setColor(palette::mutedText());
    }
    focusMark_ = new QCPItemRect(plot_);
    focusMark_->setLayer(kFocusLayer);
    // Across the whole plot width, one row high.
    for (QCPItemPosition* corner : {focusMark_->topLeft, focusMark_->bottomRight}) {
        corner->setTypeX(QCPItemPosition::ptAxisRectRatio);
        corner->setTypeY(QCPItemPosition::ptPlotCoords);
    }
    QColor tint = palette::selection();
    tint.setAlpha(28);
    focusMark_->setBrush(tint);
    focusMark_->setPen(QPen(palette::selection(), 1.0, Qt::DotLine));
    updateFocusMark();
    redraw();
}

void ProbabilityBars::updateFocusMark() {
    if (!focusMark_) return;
    const bool show = focused_ >= 0 && hasFocus();
    focusMark_->setVisible(show);
    focusMark_->topLeft->setCoords(0.0, focused_ - 0.5);
    focusMark_->bottomRight->setCoords(1.0, focused_ + 0.5);
}

void ProbabilityBars::redraw() {
    // A plot that was never laid out has nothing to draw into; it draws
    // everything when it is first shown.
    if (plot_->width() > 0 && plot_->height() > 0) plot_->replot();
}

void ProbabilityBars::setFocusedIndex(int index) {
    if (bars_.isEmpty()) return;
    index = qBound(0, index, barCount() - 1);
    if (index == focused_) return;
    focused_ = index;
    updateFocusMark();
    redraw();
}

QRect ProbabilityBars::barRect(int index) const {
    if (index < 0 || index >= barCount()) return {};
    const QCPAxis* x = plot_->xAxis;
    const QCPAxis* y = plot_->yAxis;
    const double p = qBound(0.0, bars_[index].probability, 1.0);
    const QPointF a(x->coordToPixel(0.0), y->coordToPixel(index - kBarWidth / 2));
    const QPointF b(x->coordToPixel(p), y->coordToPixel(index + kBarWidth / 2));
    QRect r = QRectF(a, b).normalized().toRect();
    if (r.width() < 1) r.setWidth(1);
    return r.translated(plot_->pos());
}

int ProbabilityBars::barAt(const QPoint& pos) const {
    const QPoint p = pos - plot_->pos();
    const QRect area = plot_->axisRect()->rect();
    // Anywhere on the row counts, from the piece names at the left to the
    // right end of the plot: small bars are hard to hit otherwise.
    if (p.x() < 0 || p.x() > area.right() || p.y() < area.top() || p.y() > area.bottom()) return -1;
    const double key = plot_->yAxis->pixelToCoord(p.y());
    const int row = qRound(key);
    return row >= 0 && row < barCount() && std::abs(key - row) <= 0.5 ? row : -1;
}

bool ProbabilityBars::exportImage(const QString& path, QString* error) {
    int w = plot_->width(), h = plot_->height();
    if (w < 200 || h < 150) {
        w = 640;
        h = 400;
    }
    // The keyboard focus is a screen thing, not part of the figure.
    const bool focusShown = focusMark_->visible();
    focusMark_->setVisible(false);
    const bool ok = exportPlot(plot_, path, w, h, error);
    focusMark_->setVisible(focusShown);
    return ok;
}

bool ProbabilityBars::event(QEvent* event) {
    if (event->type() != QEvent::ToolTip) return QWidget::event(event);
    auto* help = static_cast<QHelpEvent*>(event);
    const int i = barAt(help->pos());
    if (i < 0) return QWidget::event(event);  // the widget's general hint
    const TokenBar& b = bars_[i];
    // Rich text with the piece escaped: "</s>" would otherwise vanish as a tag.
    const QString text = QStringLiteral("<b>%1</b><br/>%2<br/>%3")
                             .arg(b.piece.toHtmlEscaped(), tr("id %1").arg(b.id),
                                  tr("p = %1").arg(QLocale().toString(b.probability, 'g', 4)));
    QToolTip::showText(help->globalPos(), text, this, barRect(i));
    return true;
}

void ProbabilityBars::keyPressEvent(QKeyEvent* event) {
    switch (event->key()) {
    case Qt::Key_Up: setFocusedIndex(focused_ - 1); break;
    case Qt::Key_Down: setFocusedIndex(focused_ + 1); break;
    case Qt::Key_Home: setFocusedIndex(0); break;
    case Qt::Key_End: setFocusedIndex(barCount() - 1); break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (focused_ >= 0) emit tokenChosen(bars_[focused_].id);
        break;
    default: QWidget::keyPressEvent(event); return;
    }
    event->accept();
}

void ProbabilityBars::mousePressEvent(QMouseEvent* event) {
    pressed_ = event->button() == Qt::LeftButton ? barAt(event->position().toPoint()) : -1;
    if (pressed_ >= 0) setFocusedIndex(pressed_);
    QWidget::mousePressEvent(event);
}

void ProbabilityBars::contextMenuEvent(QContextMenuEvent* event) {
    // From the keyboard's menu key: the focused bar; from the mouse: the bar under it.
    const int i = event->reason() == QContextMenuEvent::Keyboard ? focused_ : barAt(event->pos());
    if (i >= 0 && i < bars_.size()) {
        emit tokenMenuRequested(bars_[i].id, event->globalPos());
        event->accept();
        return;
    }
    QWidget::contextMenuEvent(event);
}

void ProbabilityBars::mouseReleaseEvent(QMouseEvent* event) {
    const int i = event->button() == Qt::LeftButton ? barAt(event->position().toPoint()) : -1;
    if (i >= 0 && i == pressed_) emit tokenChosen(bars_[i].id);
    pressed_ = -1;
    QWidget::mouseReleaseEvent(event);
}

void ProbabilityBars::mouseMoveEvent(QMouseEvent* event) {
    // A pointing hand says the bars can be clicked.
    if (barAt(event->position().toPoint()) >= 0)
        setCursor(Qt::PointingHandCursor);
    else
        unsetCursor();
    QWidget::mouseMoveEvent(event);
}

void ProbabilityBars::focusInEvent(QFocusEvent* event) {
    updateFocusMark();
    redraw();
    QWidget::focusInEvent(event);
}

void ProbabilityBars::focusOutEvent(QFocusEvent* event) {
    updateFocusMark();
    redraw();
    QWidget::focusOutEvent(event);
}

}  // namespace studio::widgets
