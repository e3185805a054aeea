// SPDX-License-Identifier: GPL-3.0-or-later
#include "learn_architecture.h"

#include "learn_common.h"

#include "learn_diagram.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

namespace studio::app {

namespace {

// The formula of a block in the paper's notation: symbols only, the same in
// every language (the explanation beside it is translated).
QString formulaOf(Block b, const ArchitectureFacts& f) {
    const bool preNorm = f.preNorm;
    // §3.2.2 writes the projections without biases; a model with them (as
    // PyTorch's attention and Marian's have) is shown with them.
    const auto bias = [&](const QString& which) {
        return f.attentionBias ? QStringLiteral(" + b<sup>%1</sup>").arg(which) : QString();
    };
    const auto projected = [&](const QString& input, const QString& which) {
        const QString product = input + QStringLiteral(" W<sub>i</sub><sup>%1</sup>").arg(which);
        return f.attentionBias ? QStringLiteral("(%1 + b<sub>i</sub><sup>%2</sup>)").arg(product, which) : product;
    };
    const auto headFormula = [&](const QString& mask) {
        return QStringLiteral("softmax(") + projected(QStringLiteral("Q"), QStringLiteral("Q")) + QLatin1Char(' ') +
               (f.attentionBias ? projected(QStringLiteral("K"), QStringLiteral("K"))
                                : QStringLiteral("(") + projected(QStringLiteral("K"), QStringLiteral("K")) + QLatin1Char(')')) +
               QStringLiteral("<sup>T</sup> / √d<sub>k</sub>") + mask + QStringLiteral(") ") +
               projected(QStringLiteral("V"), QStringLiteral("V"));
    };
    switch (b) {
    case Block::SourceEmbedding:
    case Block::TargetEmbedding:
        return f.scaledEmbeddings ? QStringLiteral("x = E[token] · √d<sub>model</sub>") : QStringLiteral("x = E[token]");
    case Block::SourcePositions:
    case Block::TargetPositions:
        if (f.learnedPositions)
            return QStringLiteral("PE<sub>pos</sub> = P[pos],&nbsp; P ∈ ℝ<sup>n<sub>pos</sub> × d<sub>model</sub></sup>");
        if (f.marianPositions)
            return QStringLiteral("PE<sub>(pos, i)</sub> = sin(pos / 10000<sup>2i/d<sub>model</sub></sup>),&nbsp; "
                                  "PE<sub>(pos, d<sub>model</sub>/2 + i)</sub> = cos(pos / 10000<sup>2i/d<sub>model</sub></sup>)");
        return QStringLiteral("PE<sub>(pos, 2i)</sub> = sin(pos / 10000<sup>2i/d<sub>model</sub></sup>),&nbsp; "
                              "PE<sub>(pos, 2i+1)</sub> = cos(pos / 10000<sup>2i/d<sub>model</sub></sup>)");
    case Block::EncoderSelfAttention:
    case Block::CrossAttention:
        return QStringLiteral("MultiHead(Q, K, V) = Concat(head<sub>1</sub>, …, head<sub>h</sub>) W<sup>O</sup>") +
               bias(QStringLiteral("O")) + QStringLiteral(",&nbsp; head<sub>i</sub> = ") + headFormula(QString());
    case Block::DecoderSelfAttention:
        return QStringLiteral("head<sub>i</sub> = ") + headFormula(QStringLiteral(" + M")) +
               QStringLiteral(",&nbsp; M<sub>ij</sub> = −∞ (j &gt; i), 0 (j ≤ i)");
    case Block::EncoderAddNorm1:
    case Block::EncoderAddNorm2:
    case Block::DecoderAddNorm1:
    case Block::DecoderAddNorm2:
    case Block::DecoderAddNorm3:
        return preNorm ? QStringLiteral("x + Sublayer(LayerNorm(x))") : QStringLiteral("LayerNorm(x + Sublayer(x))");
    case Block::EncoderFeedForward:
    case Block::DecoderFeedForward:
        return learnFeedForwardFormula(f.activation);
    case Block::Linear: {
        // Tied (§3.4): the target embedding's matrix, which has no bias; a
        // Marian model adds its fixed logits bias either way.
        QString formula = f.tiedOutput ? QStringLiteral("logits = y E<sup>T</sup>")
                                       : QStringLiteral("logits = y W<sub>out</sub> + b");
        if (f.logitsBias) formula += QStringLiteral(" + b<sub>logits</sub>");
        return formula;
    }
    case Block::Softmax: return QStringLiteral("P(y<sub>t</sub> | y<sub>&lt;t</sub>, x) = softmax(logits)");
    }
    return {};
}

// What the block does, with the paper's section.
QString paperExplanationOf(Block b, bool preNorm) {
    switch (b) {
    case Block::SourceEmbedding:
        return ArchitectureSection::tr("Looks up a learned vector of d_model numbers for every source token and "
                                       "multiplies it by √d_model (§3.4).");
    case Block::TargetEmbedding:
        return ArchitectureSection::tr("The same for the decoder's input: the translation so far, shifted right "
                                       "by one position so that position t sees only the tokens before it (§3.4).");
    case Block::SourcePositions:
    case Block::TargetPositions:
        return ArchitectureSection::tr("Adds a vector that depends only on the position, so that attention, which "
                                       "ignores order, can tell positions apart (§3.5).");
    case Block::EncoderSelfAttention:
        return ArchitectureSection::tr("Every source token looks at every source token, with h heads in parallel "
                                       "(§3.2.2, §3.2.3).");
    case Block::DecoderSelfAttention:
        return ArchitectureSection::tr("Every target position looks at itself and the positions before it; the "
                                       "mask hides the future (§3.2.3).");
    case Block::CrossAttention:
        return ArchitectureSection::tr("The queries come from the decoder, the keys and values from the encoder's "
                                       "output: every target position looks at the whole source (§3.2.3).");
    case Block::EncoderAddNorm1:
    case Block::EncoderAddNorm2:
    case Block::DecoderAddNorm1:
    case Block::DecoderAddNorm2:
    case Block::DecoderAddNorm3:
        return preNorm ? ArchitectureSection::tr("Adds the sub-layer's output to its input (the residual "
                                                 "connection); this model normalises before each sub-layer "
                                                 "(pre-norm), not after it as the paper does (§3.1).")
                       : ArchitectureSection::tr("Adds the sub-layer's output to its input (the residual "
                                                 "connection) and normalises each position to mean 0 and "
                                                 "variance 1, then scales and shifts it (§3.1).");
    case Block::EncoderFeedForward:
    case Block::DecoderFeedForward:
        return ArchitectureSection::tr("Two linear maps with a ReLU between them, applied to each position "
                                       "separately: d_model → d_ff → d_model (§3.3, Eq. 2).");
    case Block::Linear:
        return ArchitectureSection::tr("Maps each decoder output to one score (logit) per word of the target "
                                       "vocabulary (§3.4).");
    case Block::Softmax:
        return ArchitectureSection::tr("Turns the scores into probabilities for the next token (§3.4).");
    }
    return {};
}

// The paper's explanation, and where the open model departs from the paper.
QString explanationOf(Block b, const ArchitectureFacts& f) {
    const QString paper = paperExplanationOf(b, f.preNorm);
    switch (b) {
    case Block::SourceEmbedding:
    case Block::TargetEmbedding:
        if (f.scaledEmbeddings) return paper;
        if (b == Block::SourceEmbedding)
            return ArchitectureSection::tr("Looks up a learned vector of d_model numbers for every source token "
                                           "(§3.4). Unlike the paper, this model does not multiply it by "
                                           "√d_model.");
        return paper + QLatin1Char(' ') +
               ArchitectureSection::tr("Unlike the paper, this model does not multiply the embeddings by √d_model.");
    case Block::SourcePositions:
    case Block::TargetPositions:
        if (f.learnedPositions)
            return paper + QLatin1Char(' ') +
                   ArchitectureSection::tr("This model learns its position vectors, one row per position, where the "
                                           "paper computes sines and cosines (Table 3, row E: nearly identical "
                                           "results).");
        if (f.marianPositions)
            return paper + QLatin1Char(' ') +
                   ArchitectureSection::tr("This model lays the same sines and cosines out as Marian does: every "
                                           "sine first, then every cosine, where the paper interleaves them.");
        return paper;
    case Block::EncoderFeedForward:
    case Block::DecoderFeedForward:
        if (f.activation == QLatin1String("silu"))
            return ArchitectureSection::tr("Two linear maps with a SiLU (z · σ(z), Marian's \"swish\") between them "
                                           "where the paper has a ReLU, applied to each position separately: "
                                           "d_model → d_ff → d_model (§3.3, Eq. 2).");
        if (f.activation == QLatin1String("gelu"))
            return ArchitectureSection::tr("Two linear maps with a GELU (z · Φ(z)) between them where the paper has "
                                           "a ReLU, applied to each position separately: d_model → d_ff → d_model "
                                           "(§3.3, Eq. 2).");
        return paper;
    case Block::EncoderAddNorm2:
    case Block::DecoderAddNorm3:
        // A pre-norm stack's output would be unnormalised: nn/encoder.cpp and
        // nn/decoder.cpp end it with one more LayerNorm.
        if (f.preNorm)
            return paper + QLatin1Char(' ') +
                   ArchitectureSection::tr("After its last layer the stack normalises its output once more (a "
                                           "final LayerNorm of 2 × d_model parameters, not drawn in the figure).");
        return paper;
    case Block::Linear:
        if (f.logitsBias)
            return paper + QLatin1Char(' ') +
                   ArchitectureSection::tr("This model adds a fixed bias to each word's score (Marian's "
                                           "final_logits_bias).");
        return paper;
    default: return paper;
    }
}

}  // namespace

ArchitectureSection::ArchitectureSection(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    learnTextLabel(layout, this,
        tr("<h3>The model architecture (Figure 1, §3.1)</h3>"
           "<p>The encoder (left) reads the source sentence and turns every token into a vector of d_model "
           "numbers that depends on the whole sentence; the decoder (right) produces the translation one token "
           "after another, looking at the tokens it has produced and at the encoder's output. Both are stacks of "
           "N identical layers. Click a block to see what it computes for the sentence above.</p>"));
    note_ = learnTextLabel(layout, this);

    auto* body = new QHBoxLayout;
    diagram_ = new ArchitectureDiagram(this);
    body->addWidget(diagram_, 3);
    details_ = new QLabel(this);
    details_->setWordWrap(true);
    details_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    details_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    details_->setMinimumWidth(260);
    body->addWidget(details_, 2);
    layout->addLayout(body, 1);

    connect(diagram_, &ArchitectureDiagram::blockClicked, this, &ArchitectureSection::showDetails);
}

void ArchitectureSection::setFacts(const ArchitectureFacts& facts) {
    facts_ = facts;
    diagram_->setLayers(facts.encoderLayers, facts.decoderLayers, facts.preNorm);
    const QLocale locale;
    // An untrained model's translation runs to the maximum length: the note shows its start.
    QString translation = facts.translation;
    if (translation.size() > 100) translation = translation.left(100) + QStringLiteral("…");
    note_->setText(tr("Source: %1 → greedy translation “%2”. d_model = %3, h = %4, d_ff = %5; %6 parameters in all.")
                       .arg(facts.sourceTokens.join(QLatin1Char(' ')).toHtmlEscaped(),
                            translation.toHtmlEscaped())
                       .arg(facts.dModel)
                       .arg(facts.heads)
                       .arg(facts.dFf)
                       .arg(locale.toString(facts.totalParameters)));
    showDetails();
}

void ArchitectureSection::clear(const QString& note, const ArchitectureFacts& model) {
    facts_ = model;
    facts_.blocks.clear();  // no sentence's shapes or parameters
    if (facts_.encoderLayers > 0) diagram_->setLayers(facts_.encoderLayers, facts_.decoderLayers, facts_.preNorm);
    note_->setText(note);
    showDetails();
}

void ArchitectureSection::select(Block block) {
    diagram_->setSelected(block);
    showDetails();
}

void ArchitectureSection::setLayers(int encoderLayers, int decoderLayers, bool preNorm) {
    diagram_->setLayers(encoderLayers, decoderLayers, preNorm);
}

QString ArchitectureSection::detailsText() const { return details_->text(); }

void ArchitectureSection::showDetails() {
    const Block b = diagram_->selected();
    QString html = QStringLiteral("<h3>%1</h3><p>%2</p><p><b>%3</b><br>%4</p>")
                       .arg(ArchitectureDiagram::blockTitle(b, diagram_->preNorm()).toHtmlEscaped(),
                            explanationOf(b, facts_).toHtmlEscaped(), tr("Formula"),
                            formulaOf(b, facts_));
    if (!facts_.blocks.isEmpty()) {
        const BlockFacts& f = facts_.at(b);
        const QLocale locale;
        html += QStringLiteral("<p><b>%1</b><br>%2 %3<br>%4 %5").arg(tr("Shapes for this sentence"), tr("in:"),
                                                                 f.input, tr("out:"), f.output);
        if (!f.inner.isEmpty()) html += QStringLiteral("<br>%1 %2").arg(tr("inside:"), f.inner);
        html += QStringLiteral("</p><p><b>%1</b><br>").arg(tr("Parameters"));
        if (f.repeats > 1)
            html += tr("%1 per layer × %2 layers = %3")
                        .arg(locale.toString(f.parameters))
                        .arg(f.repeats)
                        .arg(locale.toString(f.parameters * f.repeats));
        else
            html += locale.toString(f.parameters);
        switch (f.shared) {
        case Sharing::None: break;
        case Sharing::EmbeddingsAndOutput:
            html += QStringLiteral("<br>") + tr("One matrix is shared by the embeddings and the output "
                                                "projection (§3.4); it is counted once, under the source embedding.");
            break;
        case Sharing::Embeddings:
            html += QStringLiteral("<br>") + tr("One matrix is shared by the source and target embeddings (one "
                                                "vocabulary for both sides), counted once, under the source "
                                                "embedding; the output projection has its own.");
            break;
        case Sharing::TargetAndOutput:
            html += QStringLiteral("<br>") + tr("The target embedding and the output projection share one matrix "
                                                "(§3.4), counted once, under the target embedding; the source has "
                                                "its own vocabulary and embedding.");
            break;
        }
        html += QStringLiteral("</p>");
    }
    details_->setText(html);
}

}  // namespace studio::app
