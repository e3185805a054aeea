// The Learn page's section on the architecture (Figure 1, §3.1): the diagram,
// and for the block the user clicks, what it does, its formula, the shapes it
// takes and gives for the current sentence, and its parameter count, all
// read from the open model.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "learn_blocks.h"

#include <QWidget>

class QLabel;

namespace studio::app {

class ArchitectureDiagram;

class ArchitectureSection : public QWidget {
    Q_OBJECT

public:
    explicit ArchitectureSection(QWidget* parent = nullptr);

    void setFacts(const ArchitectureFacts& facts);
    // No numbers (no model, the engine's message, or a model's on their
    // way): the formulas are those of `model` (configFacts()), the diagram
    // its stacks; it kept the paper's defaults (ReLU, post-norm) under a
    // pre-norm title or beside a SiLU model.
    void clear(const QString& note, const ArchitectureFacts& model);
    void select(Block block);
    void setLayers(int encoderLayers, int decoderLayers, bool preNorm = false);  // before any facts

    const ArchitectureFacts& facts() const { return facts_; }
    ArchitectureDiagram* diagram() const { return diagram_; }
    QString detailsText() const;  // what the details panel shows now (rich text)

private:
    void showDetails();

    ArchitectureFacts facts_;
    QLabel* note_ = nullptr;
    ArchitectureDiagram* diagram_ = nullptr;
    QLabel* details_ = nullptr;
};

}  // namespace studio::app
