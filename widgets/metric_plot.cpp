// SPDX-License-Identifier: GPL-3.0-or-later
#include "metric_plot.h"

#include <cmath>

#include "csv_field.h"
#include "plot_export.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <algorithm>
#include <array>
#include <utility>

namespace studio::widgets {

namespace {

// Colours for series that were not declared with one (matplotlib's "tab10",
// chosen to stay apart from each other and readable on white).
const std::array<QColor, 10> kPalette = {
    QColor(0x1f, 0x77, 0xb4), QColor(0xff, 0x7f, 0x0e), QColor(0x2c, 0xa0, 0x2c),
    QColor(0xd6, 0x27, 0x28), QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b),
    QColor(0xe3, 0x77, 0xc2), QColor(0x7f, 0x7f, 0x7f), QColor(0xbc, 0xbd, 0x22),
    QColor(0x17, 0xbe, 0xcf)};

// The raw points are only context for the smoothed line: faint, thin.
constexpr int kRawAlpha = 60;


// Shortest text that reads back as the same double.
QString csvNumber(double v) { return QString::number(v, 'g', QLocale::FloatingPointShortest); }

}  // namespace

MetricPlot::MetricPlot(QWidget* parent) : MetricPlot(QString(), QString(), parent) {}

MetricPlot::MetricPlot(const QString& title, const QString& yLabel, QWidget* parent)
    : QWidget(parent), plot_(new QCustomPlot(this)) {
    // Named for screen readers: a painted view is otherwise one unnamed object.
    setAccessibleName(title.isEmpty() ? tr("Plot") : title);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(plot_);

    plot_->plotLayout()->insertRow(0);
    QFont titleFont = font();
    titleFont.setBold(true);
    titleElement_ = new QCPTextElement(plot_, title, titleFont);
    plot_->plotLayout()->addElement(0, 0, titleElement_);

    plot_->xAxis->setLabel(tr("step"));
    plot_->yAxis->setLabel(yLabel);
    plot_->legend->setVisible(true);
    plot_->legend->setBrush(QColor(255, 255, 255, 200));
    // Raw points of every series lie below every smoothed line.
    plot_->addLayer(QStringLiteral("raw"), plot_->layer(QStringLiteral("main")),
                    QCustomPlot::limBelow);
    plot_->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    plot_->setNoAntialiasingOnDrag(true);

    // Any range change we did not make ourselves is the user's zoom or pan.
    const auto onRange = [this] {
        if (!movingAxes_) userChangedRange();
    };
    connect(plot_->xAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, onRange);
    connect(plot_->yAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, onRange);
    connect(plot_, &QCustomPlot::mouseDoubleClick, this, [this] { setFollowLatest(true); });
    // A click on a line (raw or smoothed) or a legend entry names its series.
    connect(plot_, &QCustomPlot::plottableClick, this, [this](QCPAbstractPlottable* p, int, QMouseEvent*) {
        for (auto it = series_.cbegin(); it != series_.cend(); ++it)
            if (it->raw == p || it->smooth == p) emit seriesClicked(it.key());
    });
    connect(plot_, &QCustomPlot::legendClick, this, [this](QCPLegend*, QCPAbstractLegendItem* item, QMouseEvent*) {
        if (auto* entry = qobject_cast<QCPPlottableLegendItem*>(item)) {
            for (auto it = series_.cbegin(); it != series_.cend(); ++it)
                if (it->smooth == entry->plottable()) emit seriesClicked(it.key());
        }
    });

    // Single shot, started by the first change after a redraw and never
    // restarted while it runs: a steady stream of points still gets redrawn
    // every kRedrawIntervalMs instead of being postponed forever.
    redrawTimer_.setSingleShot(true);
    redrawTimer_.setInterval(kRedrawIntervalMs);
    connect(&redrawTimer_, &QTimer::timeout, this, &MetricPlot::flush);
}

// The plot goes first, while the members its signal handlers read still exist.
MetricPlot::~MetricPlot() { delete plot_; }

void MetricPlot::setTitle(const QString& title) {
    titleElement_->setText(title);
    scheduleRedraw();
}

QString MetricPlot::title() const { return titleElement_->text(); }

void MetricPlot::setYLabel(const QString& label) {
    plot_->yAxis->setLabel(label);
    scheduleRedraw();
}

QString MetricPlot::yLabel() const { return plot_->yAxis->label(); }

MetricPlot::Series& MetricPlot::seriesFor(const QString& name) {
    auto it = series_.find(name);
    if (it != series_.end()) return *it;
    Series s;
    s.color = paletteColor(int(order_.size()));
    s.ema.reset(smoothingOf(s));
    s.raw = plot_->addGraph();
    s.raw->setLayer(QStringLiteral("raw"));
    s.raw->removeFromLegend();
    s.smooth = plot_->addGraph();
    s.smooth->setName(name);
    order_.append(name);
    it = series_.insert(name, s);
    styleSeries(*it);
    return *it;
}

void MetricPlot::styleSeries(Series& s) {
    QColor faint = s.color;
    faint.setAlpha(kRawAlpha);
    s.raw->setPen(QPen(faint, 1.0));
    s.smooth->setPen(QPen(s.color, 2.0));
    // Without smoothing both lines would coincide: draw the raw data once,
    // at full strength.
    s.raw->setVisible(smoothingOf(s) > 0.0);
}

void MetricPlot::addSeries(const QString& name, const QColor& color) {
    Series& s = seriesFor(name);
    s.color = color;
    styleSeries(s);
    scheduleRedraw();
}

void MetricPlot::setFileName(const QString& name, const QString& fileName) { seriesFor(name).fileName = fileName; }

QStringList MetricPlot::seriesNames() const { return order_; }

QColor MetricPlot::paletteColor(int i) { return kPalette[size_t(std::max(i, 0)) % kPalette.size()]; }

void MetricPlot::addPoint(const QString& series, double step, double value) {
    Series& s = seriesFor(series);
    s.steps.append(step);
    s.values.append(value);
    s.smoothed.append(s.ema.add(value));
    scheduleRedraw();
}

void MetricPlot::setNeverSmoothed(const QString& name, bool never) {
    Series& s = seriesFor(name);
    if (s.neverSmoothed == never) return;
    s.neverSmoothed = never;
    resmooth(s);
    styleSeries(s);
    rebuildAll_ = true;
    scheduleRedraw();
}

void MetricPlot::resmooth(Series& s) {
    s.ema.reset(smoothingOf(s));
    for (int i = 0; i < s.values.size(); ++i) s.smoothed[i] = s.ema.add(s.values[i]);
}

void MetricPlot::setSmoothing(double weight) {
    weight = qBound(0.0, qIsNaN(weight) ? 0.0 : weight, 0.99);
    if (weight == smoothing_) return;
    smoothing_ = weight;
    for (Series& s : series_) {
        resmooth(s);
        styleSeries(s);
    }
    rebuildAll_ = true;
    scheduleRedraw();
}

void MetricPlot::setFollowLatest(bool follow) {
    if (follow == followLatest_) return;
    followLatest_ = follow;
    if (follow) scheduleRedraw();  // jump back to the data on the next redraw
    emit followLatestChanged(follow);
}

void MetricPlot::setLogY(bool logY) {
    if (logY == logY_) return;
    logY_ = logY;
    movingAxes_ = true;  // setScaleType() may move the range (sanitising for log)
    if (logY) {
        plot_->yAxis->setScaleType(QCPAxis::stLogarithmic);
        plot_->yAxis->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
        plot_->yAxis->setNumberFormat(QStringLiteral("eb"));  // 10^-3 style labels
        plot_->yAxis->setNumberPrecision(0);
    } else {
        plot_->yAxis->setScaleType(QCPAxis::stLinear);
        plot_->yAxis->setTicker(QSharedPointer<QCPAxisTicker>::create());
        plot_->yAxis->setNumberFormat(QStringLiteral("gb"));
        plot_->yAxis->setNumberPrecision(6);
    }
    movingAxes_ = false;
    // A range chosen on the other scale is meaningless on this one: refit.
    fitAxesToData();
    scheduleRedraw();
}

void MetricPlot::clear() {
    for (Series& s : series_) {
        s.steps.clear();
        s.values.clear();
        s.smoothed.clear();
        s.ema.reset(smoothingOf(s));
    }
    rebuildAll_ = true;
    scheduleRedraw();
}

void MetricPlot::removeAllSeries() {
    for (Series& s : series_) {
        plot_->removeGraph(s.raw);
        plot_->removeGraph(s.smooth);
    }
    series_.clear();
    order_.clear();
    rebuildAll_ = true;
    scheduleRedraw();
}

void MetricPlot::setXLabel(const QString& label) {
    plot_->xAxis->setLabel(label);
    scheduleRedraw();
}

QString MetricPlot::xLabel() const { return plot_->xAxis->label(); }

void MetricPlot::setLegendVisible(bool visible) {
    plot_->legend->setVisible(visible);
    scheduleRedraw();
}

void MetricPlot::userChangedRange() { setFollowLatest(false); }

void MetricPlot::scheduleRedraw() {
    dirty_ = true;
    if (!redrawTimer_.isActive()) redrawTimer_.start();
}

void MetricPlot::fitAxesToData() {
    movingAxes_ = true;
    plot_->rescaleAxes(/*onlyVisiblePlottables=*/true);
    // One value (a single point, or a constant series) gives an empty range:
    // show ±10 % around it (±1 around zero) rather than QCustomPlot's ±1,
    // which flattens a learning rate of 3e-4 onto the zero line.
    double low = 0.0, high = 0.0;
    bool any = false;
    for (const Series& series : std::as_const(series_)) {
        if (!series.smooth->visible()) continue;
        for (const QVector<double>* values : {&series.values, &series.smoothed})
            for (double v : *values) {
                low = any ? std::min(low, v) : v;
                high = any ? std::max(high, v) : v;
                any = true;
            }
    }
    if (any && high - low <= 1e-12 * std::max(1.0, std::abs(high))) {
        const double c = high;
        const double half = c != 0.0 ? 0.1 * std::abs(c) : 1.0;
        plot_->yAxis->setRange(logY_ ? c * 0.8 : c - half, logY_ ? c * 1.25 : c + half);
    }
    // A little air above and below, so extremes do not sit on the frame
    // (multiplicative on a log axis, as it should be).
    plot_->yAxis->scaleRange(1.08);
    movingAxes_ = false;
}

void MetricPlot::flush() {
    redrawTimer_.stop();
    if (!dirty_) return;
    dirty_ = false;
    for (const QString& name : std::as_const(order_)) {
        Series& s = series_[name];
        if (rebuildAll_) {
            s.raw->data()->clear();
            s.smooth->data()->clear();
            s.drawn = 0;
        }
        const int n = int(s.steps.size());
        if (s.drawn < n) {
            // Hand over only the new points; not "already sorted", since a
            // resumed run may repeat steps (QCustomPlot then merges them).
            const QVector<double> keys = s.steps.mid(s.drawn);
            s.raw->addData(keys, s.values.mid(s.drawn), false);
            s.smooth->addData(keys, s.smoothed.mid(s.drawn), false);
            s.drawn = n;
        }
        // A line needs two points: a lone one (the first log of a run, a
        // single evaluation) is drawn as a dot so that it can be seen.
        s.smooth->setScatterStyle(n == 1 ? QCPScatterStyle(QCPScatterStyle::ssDisc, 6) : QCPScatterStyle());
    }
    rebuildAll_ = false;
    if (followLatest_) fitAxesToData();
    // A plot not laid out yet has no paint buffer to draw into (QCustomPlot
    // would warn); it draws everything when it is first shown.
    if (plot_->width() > 0 && plot_->height() > 0) plot_->replot();
}

bool MetricPlot::exportCsv(const QString& path, QString* error) const {
    QSaveFile file(path);  // all or nothing: no half-written file on failure
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text)) {
        if (error) *error = tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    QByteArray out = "series," + csvField(xColumn_).toUtf8() + ",value,smoothed\n";
    for (const QString& name : order_) {
        const Series& s = *series_.constFind(name);
        const QString field = csvField(s.fileName.isEmpty() ? name : s.fileName);
        for (int i = 0; i < s.steps.size(); ++i) {
            out += QStringLiteral("%1,%2,%3,%4\n")
                       .arg(field, csvNumber(s.steps[i]), csvNumber(s.values[i]), csvNumber(s.smoothed[i]))
                       .toUtf8();
        }
    }
    if (file.write(out) != out.size() || !file.commit()) {
        if (error) *error = tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

bool MetricPlot::exportImage(const QString& path, QString* error) {
    flush();  // the file shows every point added so far, not the last redraw
    // A widget that was never laid out still has QWidget's 100x30 default.
    int w = plot_->width(), h = plot_->height();
    if (w < 200 || h < 150) {
        w = 800;
        h = 500;
    }
    return exportPlot(plot_, path, w, h, error);
}

int MetricPlot::pointCount(const QString& series) const {
    const auto it = series_.constFind(series);
    return it == series_.cend() ? 0 : int(it->steps.size());
}

QVector<double> MetricPlot::steps(const QString& series) const { return series_.value(series).steps; }

QVector<double> MetricPlot::values(const QString& series) const { return series_.value(series).values; }

QVector<double> MetricPlot::smoothedValues(const QString& series) const {
    return series_.value(series).smoothed;
}

}  // namespace studio::widgets
