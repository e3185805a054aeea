// SPDX-License-Identifier: GPL-3.0-or-later
// The beam search trace as the GUI sees it: plain value types (no model/
// headers, DESIGN §1) and the few rules needed to read it the way the engine
// wrote it (model/decode/search.cpp): the candidates of one step are listed
// alive ones first in rank order, then the ones that finished at that step,
// and a candidate's parent is its hypothesis' position among the PREVIOUS
// step's alive candidates (finished ones left the beam and have no children).
#pragma once

#include <QString>
#include <QVector>

namespace studio::widgets {

// One candidate the beam kept at a step.
struct BeamNode {
    int step = 0;
    // Index into the previous step's alive list, as in the engine. At step 0
    // every candidate extends the empty prefix (the "<s>" root), whatever
    // this says (the engine writes 0).
    int parent = -1;
    QString piece;
    double logProb = 0.0;  // cumulative log-probability
    double score = 0.0;    // cumulative, length-normalised: what the beam ranks by
    bool finished = false; // took EOS (or hit the length limit) and left the beam
    bool cut = false;      // finished by the length limit, without EOS
};

using BeamSteps = QVector<QVector<BeamNode>>;

namespace beam {

// List indexes (into steps[step]) of the alive candidates, in order: entry i
// is the hypothesis that steps[step + 1]'s `parent == i` extends.
QVector<int> aliveIndexes(const BeamSteps& steps, int step);

// The list index in steps[step - 1] of the parent of steps[step][index]; -1
// for the root (step 0); -2 when the link is broken (no such node, or a
// parent index past the previous step's alive list).
int parentIndex(const BeamSteps& steps, int step, int index);

// For every step 0..step, the list index of that node's ancestor there (the
// node itself last). Empty when the node does not exist or a link is broken.
QVector<int> pathTo(const BeamSteps& steps, int step, int index);

// The engine's final choice: the finished candidate with the highest score
// (the first one on ties, in step order, as its stable sort does), followed
// back to step 0. With nothing finished (a trace cut short), the best alive
// candidate of the last step, as the engine falls back to. Empty when there
// is nothing.
QVector<int> bestPathFrom(const BeamSteps& steps);

// True for a node that leads somewhere: finished, still alive at the last
// step (the search may go on), or with such a descendant. False marks a
// pruned hypothesis. Indexed like `steps`.
QVector<QVector<bool>> survivingNodes(const BeamSteps& steps);

// The pieces from the root to the node joined, "▁" read as a space, trimmed;
// `words`: the pieces are whole words (a word-level vocabulary), joined by spaces.
QString hypothesisText(const BeamSteps& steps, int step, int index, bool words = false);

// A log-probability or score as shown on the nodes: two decimals with a true
// minus sign ("−1.23"); "−∞" for a token of probability zero.
QString formatLogValue(double value);

}  // namespace beam
}  // namespace studio::widgets
