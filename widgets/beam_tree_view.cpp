// SPDX-License-Identifier: GPL-3.0-or-later
#include "beam_tree_view.h"

#include "beam_tree_items.h"
#include "decoding_palette.h"

#include <QGraphicsPathItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QLabel>
#include <QPainterPath>
#include <QPen>
#include <QRegularExpression>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>

namespace studio::widgets {

namespace {

constexpr qreal kColumnGap = 44.0;  // room for the edges between columns
constexpr qreal kRowGap = 12.0;
constexpr qreal kHeaderHeight = 26.0;
constexpr qreal kMargin = 12.0;
// Pruned hypotheses stay readable but step back.
constexpr qreal kPrunedOpacity = 0.35;

}  // namespace

BeamTreeView::BeamTreeView(QWidget* parent)
    : QWidget(parent), legend_(new QLabel(this)), view_(new BeamGraphicsView(this)), scene_(new QGraphicsScene(this)) {
    // Named for screen readers: a painted view is otherwise one unnamed object.
    setAccessibleName(tr("Beam search tree"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    // Plain text: "</s>" must not be read as a tag.
    legend_->setTextFormat(Qt::PlainText);
    legend_->setWordWrap(true);
    legend_->setText(
        tr("Orange: the best translation. Double border: finished (took </s>); dotted inside: cut off by the length "
           "limit. Faded: pruned (no descendant lasts). "
           "Each box: piece, cumulative log p, score (log p / length penalty). Ctrl+wheel zooms, drag pans."));
    QPalette pal = legend_->palette();
    pal.setColor(QPalette::WindowText, palette::mutedText());
    legend_->setPalette(pal);
    layout->addWidget(legend_);
    layout->addWidget(view_, 1);

    scene_->setFont(font());
    scene_->setBackgroundBrush(Qt::white);
    view_->setScene(scene_);
    connect(view_, &BeamGraphicsView::nodeActivated, this, &BeamTreeView::onNodeActivated);
    view_->nodeToolTip = [this](int step, int index) { return toolTipAt(step, index); };
    view_->navigationKey = [this](int key) { return navigate(key); };
    rebuild();
}

BeamTreeView::~BeamTreeView() = default;

QVector<int> BeamTreeView::bestPathFrom(const QVector<QVector<BeamNode>>& steps) {
    return beam::bestPathFrom(steps);
}

QVector<int> BeamTreeView::pathTo(const QVector<QVector<BeamNode>>& steps, int step, int index) {
    return beam::pathTo(steps, step, index);
}

void BeamTreeView::setTrace(const QVector<QVector<BeamNode>>& steps, const QVector<int>& bestPath,
                            const QString& startToken) {
    steps_ = steps;
    start_ = startToken.isEmpty() ? QStringLiteral("<s>") : startToken;
    // A given path is used only if it really runs along the parent links to
    // its last node; otherwise the engine's rule derives it.
    const bool usable = !bestPath.isEmpty() && bestPath.size() <= steps.size() &&
                        beam::pathTo(steps, int(bestPath.size()) - 1, bestPath.last()) == bestPath;
    bestPath_ = usable ? bestPath : beam::bestPathFrom(steps);
    surviving_ = beam::survivingNodes(steps);
    // A selection survives a new trace only where that node still exists
    // (stepping on keeps the earlier steps).
    if (selectedStep_ >= steps.size() || selectedStep_ < 0 || selectedIndex_ >= steps[selectedStep_].size())
        selectedStep_ = selectedIndex_ = -1;
    rebuild();
}

void BeamTreeView::clear() { setTrace({}, {}); }

int BeamTreeView::nodeCount() const {
    int n = 0;
    for (const auto& column : nodes_) n += int(column.size());
    return n;
}

QString BeamTreeView::hypothesisText(int step, int index) const {
    return beam::hypothesisText(steps_, step, index, wordPieces_);
}

bool BeamTreeView::isPruned(int step, int index) const {
    if (step < 0 || step >= surviving_.size() || index < 0 || index >= surviving_[step].size()) return false;
    return !surviving_[step][index];
}

void BeamTreeView::rebuild() {
    scene_->clear();
    nodes_.clear();
    edges_.clear();
    edgeCount_ = 0;
    const QFont font = scene_->font();
    const QString logTemplate = tr("log p %1"), scoreTemplate = tr("score %1");

    // Every box of a column gets the column's widest size, so the columns
    // line up; the height is the same everywhere (three lines).
    const QSizeF rootSize = BeamNodeItem::sizeFor(font, start_, QString(), QString());
    QVector<qreal> columnX, columnWidth;
    qreal x = kMargin + rootSize.width() + kColumnGap, height = rootSize.height();
    for (const auto& column : std::as_const(steps_)) {
        qreal width = 60.0;
        for (const BeamNode& n : column) {
            const QSizeF s = BeamNodeItem::sizeFor(font, n.piece, logTemplate.arg(beam::formatLogValue(n.logProb)),
                                                   scoreTemplate.arg(beam::formatLogValue(n.score)));
            width = std::max(width, s.width());
            height = std::max(height, s.height());
        }
        columnX.append(x);
        columnWidth.append(width);
        x += width + kColumnGap;
    }
    const auto rowY = [&](qreal row) { return kHeaderHeight + kMargin + row * (height + kRowGap); };

    const qreal rootRow = steps_.isEmpty() ? 0.0 : std::max(0.0, (steps_[0].size() - 1) / 2.0);
    root_ = new BeamNodeItem(-1, 0, start_, QString(), QString(), QSizeF(rootSize.width(), height));
    root_->setPos(kMargin, rowY(rootRow));
    root_->setToolTip(tr("%1: the start of every hypothesis").arg(start_));
    scene_->addItem(root_);
    addColumnHeaders(columnX, kMargin);

    nodes_.resize(steps_.size());
    edges_.resize(steps_.size());
    for (int t = 0; t < steps_.size(); ++t) {
        for (int i = 0; i < steps_[t].size(); ++i) {
            const BeamNode& n = steps_[t][i];
            auto* item = new BeamNodeItem(t, i, n.piece, logTemplate.arg(beam::formatLogValue(n.logProb)),
                                          scoreTemplate.arg(beam::formatLogValue(n.score)),
                                          QSizeF(columnWidth[t], height));
            item->setPos(columnX[t], rowY(i));
            item->setFinished(n.finished);
            item->setCut(n.cut);
            item->setOpacity(isPruned(t, i) ? kPrunedOpacity : 1.0);
            scene_->addItem(item);
            nodes_[t].append(item);
        }
        edges_[t].fill(nullptr, steps_[t].size());
        for (int i = 0; i < steps_[t].size(); ++i) {
            const int p = beam::parentIndex(steps_, t, i);
            if (p == -1) addEdge(root_, nodes_[t][i], t, i);
            else if (p >= 0) addEdge(nodes_[t - 1][p], nodes_[t][i], t, i);
        }
    }
    scene_->setSceneRect(scene_->itemsBoundingRect().adjusted(-kMargin, -kMargin, kMargin, kMargin));
    restyle();
}

void BeamTreeView::addColumnHeaders(const QVector<qreal>& columnX, qreal y) {
    for (int t = 0; t < columnX.size(); ++t) {
        // Shown from 1: step 1 produces the first target token.
        auto* label = scene_->addSimpleText(tr("step %1").arg(t + 1));
        label->setBrush(palette::mutedText());
        label->setPos(columnX[t], y);
    }
}

void BeamTreeView::addEdge(BeamNodeItem* from, BeamNodeItem* to, int step, int index) {
    const QRectF a = from->sceneBoundingRect(), b = to->sceneBoundingRect();
    // The bounding rects include the selection outline: step inside it.
    const QPointF start(a.right() - 4, a.center().y()), end(b.left() + 4, b.center().y());
    const qreal bend = (end.x() - start.x()) / 2;
    QPainterPath path(start);
    path.cubicTo(start + QPointF(bend, 0), end - QPointF(bend, 0), end);
    auto* edge = scene_->addPath(path);
    edge->setOpacity(isPruned(step, index) ? kPrunedOpacity : 1.0);
    edges_[step][index] = edge;
    ++edgeCount_;
}

void BeamTreeView::restyle() {
    const QVector<int> selected = beam::pathTo(steps_, selectedStep_, selectedIndex_);
    for (int t = 0; t < nodes_.size(); ++t)
        for (int i = 0; i < nodes_[t].size(); ++i) {
            const bool best = t < bestPath_.size() && bestPath_[t] == i;
            const bool onSelected = t < selected.size() && selected[t] == i;
            nodes_[t][i]->setBest(best);
            nodes_[t][i]->setSelected(t == selectedStep_ && i == selectedIndex_);
            QGraphicsPathItem* edge = edges_[t][i];
            if (!edge) continue;
            // Best path on top of the selection, both on top of the rest.
            if (best) edge->setPen(QPen(palette::accent(), 3.0));
            else if (onSelected) edge->setPen(QPen(palette::selection(), 2.2));
            else edge->setPen(QPen(palette::edge(), 1.3));
            edge->setZValue(best ? 2 : onSelected ? 1 : 0);
        }
    root_->setBest(!bestPath_.isEmpty());
}

QString BeamTreeView::toolTipAt(int step, int index) const {
    if (step < 0 || step >= steps_.size() || index < 0 || index >= steps_[step].size()) return {};
    const BeamNode& n = steps_[step][index];
    const bool pruned = isPruned(step, index);
    QString state = n.cut        ? tr("cut off: the length limit ended it without </s>")
                    : n.finished ? tr("finished: left the beam here")
                    : pruned     ? tr("pruned: no descendant lasts")
                                 : tr("alive");
    if (step < bestPath_.size() && bestPath_[step] == index) state += tr(" · on the best path");
    // Rich text, so every piece is escaped ("</s>" would vanish as a tag).
    return QStringLiteral("<b>%1</b><br/>%2<br/>%3<br/>%4<br/><i>%5</i>")
        .arg(hypothesisText(step, index).toHtmlEscaped(), tr("step %1, candidate %2").arg(step + 1).arg(index + 1),
             tr("log p = %1").arg(beam::formatLogValue(n.logProb)),
             tr("score = %1").arg(beam::formatLogValue(n.score)), state.toHtmlEscaped());
}

bool BeamTreeView::navigate(int key) {
    if (key != Qt::Key_Left && key != Qt::Key_Right && key != Qt::Key_Up && key != Qt::Key_Down &&
        key != Qt::Key_Space && key != Qt::Key_Return && key != Qt::Key_Enter)
        return false;
    if (steps_.isEmpty() || steps_.front().isEmpty()) return true;
    int step = selectedStep_, index = selectedIndex_;
    if (step < 0) {
        step = 0;
        index = 0;
    } else if (key == Qt::Key_Space || key == Qt::Key_Return || key == Qt::Key_Enter) {
        onNodeActivated(step, index);
        return true;
    } else if (key == Qt::Key_Left) {
        if (step == 0) return true;
        const int parent = beam::parentIndex(steps_, step, index);
        if (parent < 0) return true;
        --step;
        index = parent;
    } else if (key == Qt::Key_Right) {
        if (step + 1 >= steps_.size()) return true;
        int child = -1;
        for (int i = 0; i < steps_[step + 1].size() && child < 0; ++i)
            if (beam::parentIndex(steps_, step + 1, i) == index) child = i;
        if (child < 0) return true;  // finished here, or pruned: no child
        ++step;
        index = child;
    } else {
        index = std::clamp(index + (key == Qt::Key_Down ? 1 : -1), 0, int(steps_[step].size()) - 1);
    }
    setSelectedNode(step, index);
    ensureNodeVisible(step, index);
    const QString tip = toolTipAt(step, index);
    QString plain = tip;
    plain.replace(QStringLiteral("<br/>"), QStringLiteral(". ")).remove(QRegularExpression(QStringLiteral("<[^>]*>")));
    plain.replace(QStringLiteral("&lt;"), QStringLiteral("<"))
        .replace(QStringLiteral("&gt;"), QStringLiteral(">"))
        .replace(QStringLiteral("&quot;"), QStringLiteral("\""))
        .replace(QStringLiteral("&amp;"), QStringLiteral("&"));
    view_->setAccessibleDescription(plain);
    if (view_->hasFocus() && isVisible()) {
        const QRect node = nodeRect(step, index);
        QToolTip::showText(view_->viewport()->mapToGlobal(node.center()), tip, view_->viewport());
    }
    return true;
}

void BeamTreeView::onNodeActivated(int step, int index) {
    setSelectedNode(step, index);
    emit nodeClicked(step, index);
}

void BeamTreeView::setSelectedNode(int step, int index) {
    const bool exists = step >= 0 && step < steps_.size() && index >= 0 && index < steps_[step].size();
    selectedStep_ = exists ? step : -1;
    selectedIndex_ = exists ? index : -1;
    restyle();
}

double BeamTreeView::zoom() const { return view_->zoom(); }

void BeamTreeView::setZoom(double zoom) { view_->setZoom(zoom); }

void BeamTreeView::zoomToFit() {
    const QRectF r = scene_->sceneRect();
    const QSize v = view_->viewport()->size();
    if (r.isEmpty() || v.isEmpty()) return;
    view_->setZoom(std::min({1.0, v.width() / r.width(), v.height() / r.height()}));
}

void BeamTreeView::ensureNodeVisible(int step, int index) {
    if (step < 0 || step >= nodes_.size() || index < 0 || index >= nodes_[step].size()) return;
    view_->ensureVisible(nodes_[step][index], 40, 40);
}

QRect BeamTreeView::nodeRect(int step, int index) const {
    if (step < 0 || step >= nodes_.size() || index < 0 || index >= nodes_[step].size()) return {};
    const BeamNodeItem* item = nodes_[step][index];
    // The box itself, not the outline room around it.
    const QRectF box = item->mapRectToScene(item->boundingRect().adjusted(4, 4, -4, -4));
    return view_->mapFromScene(box).boundingRect();
}

QWidget* BeamTreeView::viewport() const { return view_->viewport(); }

}  // namespace studio::widgets
