// SPDX-License-Identifier: GPL-3.0-or-later
// MetricPlot: a live training curve (loss, learning rate, BLEU, ...) on a
// QCustomPlot. Points arrive one at a time from the trainer; the plot redraws
// at most ~20 times a second, so a fast training loop cannot flood the GUI
// thread with replots. Each series is drawn twice: the raw values faintly and
// a TensorBoard-style debiased EMA on top (see smoothing.h).
#pragma once

#include <QColor>
#include <QHash>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <QVector>
#include <QWidget>

#include "smoothing.h"

class QCustomPlot;
class QCPGraph;
class QCPTextElement;

namespace studio::widgets {

class MetricPlot : public QWidget {
    Q_OBJECT

public:
    // Redraws are at least this far apart (ms): 20 per second at most.
    static constexpr int kRedrawIntervalMs = 50;

    explicit MetricPlot(QWidget* parent = nullptr);
    // title and yLabel are shown as given: translate them with tr() first.
    MetricPlot(const QString& title, const QString& yLabel, QWidget* parent = nullptr);
    ~MetricPlot() override;

    void setTitle(const QString& title);
    QString title() const;
    void setYLabel(const QString& label);
    QString yLabel() const;

    // Declares a series (its name is also the legend entry) with its colour;
    // for an existing series it only changes the colour. addPoint() on an
    // undeclared series creates it with the next colour of a built-in palette.
    void addSeries(const QString& name, const QColor& color);
    // A series measured rarely (a dev loss beside a train loss every few
    // steps) is drawn as measured whatever the smoothing: an average over a
    // few far-apart points would only lag.
    void setNeverSmoothed(const QString& name, bool never);
    // The series' name in a CSV export when it is not its legend entry: a
    // legend in the user's language ("Training") is written as the name a
    // script looks for ("train"), whatever the language.
    void setFileName(const QString& name, const QString& fileName);
    QStringList seriesNames() const;
    // The built-in palette's colour number `i` (matplotlib's "tab10", wrapping
    // around), for views that colour other things to match the curves.
    static QColor paletteColor(int i);

    // Appends one point; the plot catches up on the next (throttled) redraw.
    void addPoint(const QString& series, double step, double value);

    // EMA weight in [0, 0.99] (clamped); 0 draws the raw values only once.
    // Changing it re-smooths every series from its first point.
    void setSmoothing(double weight);
    double smoothing() const { return smoothing_; }

    // While on, the axes track the data (newest step at the right edge). A
    // zoom or pan by the user turns it off (followLatestChanged(false)); a
    // double click on the plot turns it back on.
    void setFollowLatest(bool follow);
    bool followLatest() const { return followLatest_; }

    // Logarithmic y axis, for losses and learning rates.
    void setLogY(bool logY);
    bool logY() const { return logY_; }

    // Removes every point; series, colours and settings stay.
    void clear();
    // Removes every series too (a view that shows another set of runs).
    void removeAllSeries();

    void setXLabel(const QString& label);
    // The legend box (on by default); a view with many series may show their
    // colours elsewhere.
    void setLegendVisible(bool visible);
    QString xLabel() const;

    // The CSV's name for the x values ("step" unless set): a view that plots
    // over seconds or tokens says so in the file too.
    void setXColumn(const QString& name) { xColumn_ = name; }
    // Rows "series,<x column>,value,smoothed" (with a header line), series in
    // the order they were declared, points in the order they were added.
    bool exportCsv(const QString& path, QString* error = nullptr) const;
    // PNG, PDF or SVG, chosen by the extension. Uses the widget's size, or
    // 800x500 for a widget that was never laid out.
    bool exportImage(const QString& path, QString* error = nullptr);

    // For tests and callers that need the numbers behind the picture.
    int pointCount(const QString& series) const;
    QVector<double> steps(const QString& series) const;
    QVector<double> values(const QString& series) const;
    QVector<double> smoothedValues(const QString& series) const;
    QCustomPlot* plot() const { return plot_; }
    // True while points or settings wait for the next timer tick's redraw.
    bool redrawPending() const { return dirty_; }

public slots:
    // Called when the user zoomed or panned: stops following the latest step.
    // Connected to the axes' rangeChanged, except while the widget itself
    // moves them.
    void userChangedRange();
    // Draws pending changes now instead of on the next timer tick.
    void flush();

signals:
    void followLatestChanged(bool follow);
    // A click on a series' line or on its legend entry.
    void seriesClicked(const QString& name);

private:
    struct Series {
        QColor color;
        QVector<double> steps;
        QVector<double> values;
        QVector<double> smoothed;
        DebiasedEma ema;
        QCPGraph* raw = nullptr;
        QCPGraph* smooth = nullptr;
        int drawn = 0;  // points already handed to the graphs
        bool neverSmoothed = false;  // setNeverSmoothed
        QString fileName;            // setFileName; empty: the legend entry
    };

    Series& seriesFor(const QString& name);
    double smoothingOf(const Series& s) const { return s.neverSmoothed ? 0.0 : smoothing_; }
    void styleSeries(Series& s);
    void resmooth(Series& s);
    void scheduleRedraw();
    void fitAxesToData();

    QCustomPlot* plot_ = nullptr;
    QCPTextElement* titleElement_ = nullptr;
    QTimer redrawTimer_;
    QStringList order_;
    QHash<QString, Series> series_;
    double smoothing_ = 0.6;
    bool followLatest_ = true;
    bool logY_ = false;
    bool dirty_ = false;
    bool movingAxes_ = false;  // true while we set the ranges ourselves
    bool rebuildAll_ = false;  // graphs must be reloaded from the buffers
    QString xColumn_ = QStringLiteral("step");
};

}  // namespace studio::widgets
