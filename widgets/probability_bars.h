// SPDX-License-Identifier: GPL-3.0-or-later
// ProbabilityBars: the top-k next-token distribution of one decoding step as
// horizontal bars on a QCustomPlot, the most likely token at the top, each
// bar labelled with its piece and its probability. The token the decoder
// takes (its own pick or one the user forced) is drawn in orange. Clicking a
// bar, or moving to it with Up/Down and pressing Enter, asks for that token
// (tokenChosen); what happens then is the page's business.
#pragma once

#include <QRect>
#include <QString>
#include <QVector>
#include <QWidget>

class QCustomPlot;
class QCPBars;
class QCPItemRect;

namespace studio::widgets {

struct TokenBar {
    qint64 id = 0;
    QString piece;  // as the tokenizer names it: "▁word", "s", "</s>", ...
    double probability = 0.0;
};

class ProbabilityBars : public QWidget {
    Q_OBJECT

public:
    using TokenBar = studio::widgets::TokenBar;

    explicit ProbabilityBars(QWidget* parent = nullptr);
    ~ProbabilityBars() override;

    // Bars top to bottom in the given order (the caller sorts, best first).
    // chosenId: the token taken at this step, or -1 for none; an id that is
    // not among the bars marks nothing.
    void setBars(const QVector<TokenBar>& bars, qint64 chosenId = -1);
    void clear();

    int barCount() const { return int(bars_.size()); }
    QVector<TokenBar> bars() const { return bars_; }
    qint64 chosenId() const { return chosenId_; }

    // The bar the keyboard is on (-1 when there are no bars). It starts on
    // the chosen bar, or the first.
    int focusedIndex() const { return focused_; }
    void setFocusedIndex(int index);

    // Bar `index` in this widget's coordinates (at least 1 pixel wide, so a
    // bar of probability ~0 can still be clicked); empty for no such bar.
    QRect barRect(int index) const;
    // The bar whose row is at `pos` (widget coordinates): its bar, its
    // label or its piece on the axis; -1 for none.
    int barAt(const QPoint& pos) const;

    // PNG, SVG or PDF by the path's suffix (see plot_export.h). Uses the
    // widget's size, or 640x400 for a widget that was never laid out.
    bool exportImage(const QString& path, QString* error = nullptr);
    QCustomPlot* plot() const { return plot_; }
    QSize sizeHint() const override { return {380, 260}; }

signals:
    void tokenChosen(qint64 id);
    // A right click (or the menu key) on a bar: the page offers what it can do with that token.
    void tokenMenuRequested(qint64 id, const QPoint& globalPos);

protected:
    bool event(QEvent* event) override;  // per-bar tooltips
    void keyPressEvent(QKeyEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    void rebuild();
    void updateFocusMark();
    void redraw();

    QCustomPlot* plot_ = nullptr;
    QCPBars* others_ = nullptr;  // one plottable per colour
    QCPBars* chosen_ = nullptr;
    QCPItemRect* focusMark_ = nullptr;
    QVector<TokenBar> bars_;
    qint64 chosenId_ = -1;
    int focused_ = -1;
    int pressed_ = -1;  // bar under the last left press, for click = press + release on it
};

}  // namespace studio::widgets
