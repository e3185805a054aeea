// SPDX-License-Identifier: GPL-3.0-or-later
// BeamTreeView: the hypotheses a beam search kept at every step, drawn as a
// tree growing from "<s>" on the left, one column per step. The final best
// hypothesis is traced in orange; finished ones (they took "</s>") have a
// double border; pruned ones (alive at a step but with no descendant that
// lasts) are faded. It scrolls, pans by dragging and zooms with Ctrl+wheel,
// so a 40-step trace with beam 8 stays usable.
#pragma once

#include <QRect>
#include <QString>
#include <QStringList>
#include <QVector>
#include <QWidget>

#include "beam_trace.h"

class QGraphicsPathItem;
class QGraphicsScene;
class QLabel;

namespace studio::widgets {

class BeamGraphicsView;
class BeamNodeItem;

class BeamTreeView : public QWidget {
    Q_OBJECT

public:
    using BeamNode = studio::widgets::BeamNode;

    explicit BeamTreeView(QWidget* parent = nullptr);
    ~BeamTreeView() override;

    // steps[t]: the candidates the beam kept at step t in the engine's order
    // (alive ones in rank order, then those finished at t). bestPath: for the
    // final best hypothesis, its node's index in each step's list; empty (or
    // not a path through the trace) to derive it with bestPathFrom().
    // startToken: the root's label, the model's decoder start as its
    // tokenizer names it ("<s>", Marian's "<pad>"); empty: "<s>".
    void setTrace(const QVector<QVector<BeamNode>>& steps, const QVector<int>& bestPath = {},
                  const QString& startToken = {});
    void clear();
    QVector<QVector<BeamNode>> trace() const { return steps_; }

    // The finished node with the highest score, followed back through the
    // parents (see beam::bestPathFrom); empty when there is nothing.
    static QVector<int> bestPathFrom(const QVector<QVector<BeamNode>>& steps);
    // The list indexes of the node's ancestors at steps 0..step, the node
    // last; empty for a node that does not exist or a broken parent link.
    static QVector<int> pathTo(const QVector<QVector<BeamNode>>& steps, int step, int index);

    // Candidate nodes drawn (the "<s>" root not counted) and the edges to
    // their parents (one per candidate whose parent link is valid).
    int nodeCount() const;
    int edgeCount() const { return edgeCount_; }
    QVector<int> highlightedPath() const { return bestPath_; }
    // The pieces from the root to the node, "▁" read as a space, trimmed;
    // whole words (a word-level vocabulary) joined by spaces.
    QString hypothesisText(int step, int index) const;
    void setWordPieces(bool words) { wordPieces_ = words; }
    // True for an alive node none of whose descendants lasts to the end.
    bool isPruned(int step, int index) const;
    // What the pointer resting on a node shows: its hypothesis, step, log p,
    // score and state (made then, not for every node up front).
    QString toolTipAt(int step, int index) const;
    // The keyboard (the tree's view has the focus): Left to the parent, Right
    // to the first child, Up/Down to the neighbours of a step, each selecting
    // the node as a click does (its path outlined, its text said as a
    // tooltip and to screen readers); Space or Enter activates it
    // (nodeClicked). Nothing selected: any of them starts at the first node.
    // True when the key was one of these.
    bool navigate(int key);

    // The node the user clicked last ((-1, -1) for none); it and its
    // ancestors are outlined in blue. The page may set it too.
    void setSelectedNode(int step, int index);
    int selectedStep() const { return selectedStep_; }
    int selectedIndex() const { return selectedIndex_; }

    double zoom() const;
    void setZoom(double zoom);
    // Shows the whole tree (never enlarged past 100 %).
    void zoomToFit();
    // Scrolls so that the node is in view, e.g. the newest step while
    // stepping through a decode.
    void ensureNodeVisible(int step, int index);
    // Where the node is on screen, in viewport() coordinates (an empty
    // rectangle for no such node): for tests and overlays.
    QRect nodeRect(int step, int index) const;
    QWidget* viewport() const;

    // The suffixes exportImage() understands: png, svg.
    static QStringList exportFormats();
    // The whole tree (not only the visible part), at 100 %, on white.
    bool exportImage(const QString& path, QString* error = nullptr) const;

signals:
    void nodeClicked(int step, int index);

private:
    void rebuild();
    void addColumnHeaders(const QVector<qreal>& columnX, qreal y);
    void addEdge(BeamNodeItem* from, BeamNodeItem* to, int step, int index);
    void restyle();
    void onNodeActivated(int step, int index);

    BeamSteps steps_;
    QVector<int> bestPath_;
    bool wordPieces_ = false;  // hypotheses are words joined by spaces
    QVector<QVector<bool>> surviving_;
    int selectedStep_ = -1, selectedIndex_ = -1;

    QLabel* legend_ = nullptr;
    BeamGraphicsView* view_ = nullptr;
    QGraphicsScene* scene_ = nullptr;
    BeamNodeItem* root_ = nullptr;
    QString start_ = QStringLiteral("<s>");
    QVector<QVector<BeamNodeItem*>> nodes_;
    QVector<QVector<QGraphicsPathItem*>> edges_;  // the edge into each node, or null
    int edgeCount_ = 0;
};

}  // namespace studio::widgets
