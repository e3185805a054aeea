// AnalyzePage, Alignment tab: word links read off cross-attention.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analyze_page.h"

#include "alignment_view.h"
#include "field_label.h"
#include "job_names.h"
#include "translation_controller.h"

#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSaveFile>
#include <QSpinBox>
#include <QTextStream>
#include <QVBoxLayout>

namespace studio::app {

QWidget* AnalyzePage::makeAlignTab() {
    auto* tab = new QWidget(this);
    auto* layout = new QVBoxLayout(tab);
    auto* row = new QHBoxLayout;
    choice_ = new QComboBox(tab);
    // In the order of AlignmentRequest::Choice.
    choice_->addItems({tr("The rule"), tr("Best head or layer mean"), tr("Layer mean"), tr("One head")});
    choice_->setCurrentIndex(0);
    choice_->setToolTip(tr("The rule (default): among both steps and every decoder layer's mean, the one whose links "
                           "are the most consistent over the pairs (a target word linked to the same source word "
                           "each time), computed without gold links. Best: the lowest AER on the first half of the "
                           "gold pairs, scored on the second half; without gold, the rule's choice among every head "
                           "and layer mean."));
    layer_ = new QSpinBox(tab);
    head_ = new QSpinBox(tab);
    layer_->setRange(0, 0);
    head_->setRange(0, 0);
    step_ = new QComboBox(tab);
    // In the order of AlignmentRequest::Step.
    step_->addItems({tr("step chosen by the rule"), tr("the step that predicts the word"),
                     tr("shift-att: the step whose input is the word")});
    merge_ = new QComboBox(tab);
    // Named for screen readers (no label of its own beside it).
    step_->setAccessibleName(tr("Attention step"));
    merge_->setAccessibleName(tr("Merge rule"));
    merge_->addItems({tr("merge: any piece linked"), tr("merge: argmax of word rows")});
    merge_->setToolTip(tr("How piece attention becomes word links: link two words when any of their pieces are "
                          "linked (Garg et al., Zenkel et al., Chen et al.: published AER uses this), or average a "
                          "target word's piece rows and sum a source word's piece columns before the argmax."));
    // Pairs are counted from 1, as the lines of the files they come from (and
    // the CLI's align) count them; heads and layers count from 0.
    pair_ = new QSpinBox(tab);
    pair_->setRange(1, 1);
    align_ = new QPushButton(tr("Align"), tab);
    row->addWidget(fieldLabel(tr("Links from:"), choice_));
    row->addWidget(choice_);
    row->addWidget(fieldLabel(tr("layer"), layer_));
    row->addWidget(layer_);
    row->addWidget(fieldLabel(tr("head"), head_));
    row->addWidget(head_);
    row->addWidget(fieldLabel(tr("pair"), pair_));
    row->addWidget(pair_);
    row->addWidget(align_);
    row->addStretch(1);
    // How: the step and the merge rule, on a row of their own (the window keeps its width).
    auto* how = new QHBoxLayout;
    how->addWidget(step_);
    how->addWidget(merge_);
    how->addStretch(1);
    layout->addLayout(row);
    layout->addLayout(how);
    alignInfo_ = new QLabel(alignHint(), tab);
    alignInfo_->setWordWrap(true);
    layout->addWidget(alignInfo_);
    view_ = new widgets::AlignmentView(tab);
    layout->addWidget(view_, 1);
    auto* exports = new QHBoxLayout;
    alignLayout_ = new QComboBox(tab);
    // In the order of AlignLayout.
    alignLayout_->addItems({tr("Automatic"), tr("Lines"), tr("Matrix")});
    alignLayout_->setToolTip(tr("Automatic: lines, or a matrix above 12 words. Lines: source words on top, target words below, a line per weight. Matrix: source "
                                "words as columns, target words as rows, the weight as colour, a dot per link and an "
                                "orange frame per gold link (dotted: possible); crossing lines of long sentences "
                                "read better as a matrix."));
    exports->addWidget(fieldLabel(tr("Draw as:"), alignLayout_));
    exports->addWidget(alignLayout_);
    connect(alignLayout_, &QComboBox::currentIndexChanged, this, &AnalyzePage::refreshAlignment);
    scoreOther_ = new QPushButton(tr("Score another aligner’s links…"), tab);
    scoreOther_->setToolTip(tr("Reads a Pharaoh file (one line per pair, “i-j” from 0, as fast_align, GIZA++ or "
                               "eflomal write) and scores it against the gold links with the same scorer."));
    exports->addWidget(scoreOther_);
    connect(scoreOther_, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Score another aligner’s links"), QString(),
                                                          tr("Pharaoh links (*.align *.txt);;All files (*)"));
        if (!path.isEmpty()) scoreOtherLinks(path);
    });
    exportImage_ = new QPushButton(tr("Export image…"), tab);
    exportLinks_ = new QPushButton(tr("Export Pharaoh links…"), tab);
    exports->addStretch(1);
    exports->addWidget(exportImage_);
    exports->addWidget(exportLinks_);
    layout->addLayout(exports);
    auto update_choice = [this] {
        const auto c = static_cast<AlignmentRequest::Choice>(choice_->currentIndex());
        layer_->setEnabled(c == AlignmentRequest::Choice::LayerMean || c == AlignmentRequest::Choice::Head);
        head_->setEnabled(c == AlignmentRequest::Choice::Head);
    };
    connect(choice_, &QComboBox::currentIndexChanged, this, update_choice);
    update_choice();
    connect(align_, &QPushButton::clicked, this, &AnalyzePage::align);
    connect(pair_, &QSpinBox::valueChanged, this, [this] {
        if (alignment_.pairs == 0) return;
        if (job_ == Job::None)
            align();  // the corpus is cached: quick
        else if (job_ == Job::Align)
            pairAsked_ = true;  // shown when the pair being read is done
    });
    connect(exportImage_, &QPushButton::clicked, this, [this] { chooseExport(1); });
    connect(exportLinks_, &QPushButton::clicked, this, [this] { chooseExport(2); });
    refreshAlignment();
    return tab;
}

void AnalyzePage::setAlignmentChoice(AlignmentRequest::Choice choice, int layer, int head) {
    choice_->setCurrentIndex(static_cast<int>(choice));
    if (layer >= 0) layer_->setValue(layer);
    head_->setValue(head);
}

void AnalyzePage::setAlignmentLayout(AlignLayout layout) { alignLayout_->setCurrentIndex(static_cast<int>(layout)); }

void AnalyzePage::scoreOtherLinks(const QString& path) {
    otherLinks_ = path;
    align();  // the corpus is cached: quick
}

void AnalyzePage::setAlignmentStep(AlignmentRequest::Step step) { step_->setCurrentIndex(static_cast<int>(step)); }

void AnalyzePage::setAlignmentMerge(bool meanRows) { merge_->setCurrentIndex(meanRows ? 1 : 0); }

void AnalyzePage::setAlignmentPair(int pair) { pair_->setValue(pair + 1); }

void AnalyzePage::align() {
    if (job_ != Job::None || !hasModel_) return;
    AlignmentRequest request;
    request.set = analysisSet();
    request.pair = pair_->value() - 1;
    request.choice = static_cast<AlignmentRequest::Choice>(choice_->currentIndex());
    request.layer = layer_->value();
    request.head = head_->value();
    request.step = static_cast<AlignmentRequest::Step>(step_->currentIndex());
    request.meanRows = merge_->currentIndex() == 1;
    request.otherLinksPath = otherLinks_;
    if (!begin(Job::Align, translation_->align(request, Requester::Analyze))) return;
    showTab(2);
}

void AnalyzePage::onAligned(const AlignmentResult& result, const RequestTicket& ticket) {
    if (!mine(ticket)) return;
    if (ticket.stale) {
        finish(staleText());
        return;
    }
    alignment_ = result;
    // A pair asked for while this one was read is aligned next; the box
    // keeps it instead of snapping back.
    const int wanted = pair_->value() - 1;
    const bool again = pairAsked_ && wanted != result.pair && wanted < result.pairs;
    pairAsked_ = false;
    {
        const QSignalBlocker block(pair_);
        pair_->setRange(1, std::max(1, result.pairs));
        if (!again) pair_->setValue(result.pair + 1);
    }
    refreshAlignment();
    finish(tr("Aligned %n pair(s) (%1).", "", result.pairs).arg(setText(result.setOrigin)));
    if (again) align();
}

void AnalyzePage::refreshAlignment() {
    widgets::AlignmentDrawing d;
    d.sourceWords = alignment_.sourceWords;
    d.targetWords = alignment_.targetWords;
    d.weights = alignment_.weights;
    d.links = alignment_.links;
    d.goldSure = alignment_.goldSure;
    d.goldPossible = alignment_.goldPossible;
    const int words = static_cast<int>(std::max(d.sourceWords.size(), d.targetWords.size()));
    const auto layout = static_cast<AlignLayout>(alignLayout_->currentIndex());
    const bool matrix = layout == AlignLayout::Matrix || (layout == AlignLayout::Automatic && words > 12);
    view_->setLayout(matrix ? widgets::AlignmentView::Layout::Matrix : widgets::AlignmentView::Layout::Lines);
    view_->setDrawing(d);
    exportImage_->setEnabled(alignment_.pairs > 0);
    exportLinks_->setEnabled(alignment_.pairs > 0);
    if (alignment_.pairs == 0) {
        alignInfo_->setText(alignHint());  // never the links or AER of another model or other heads
        return;
    }
    QString text = tr("Pair %1 of %2, links from %3, %4.")
                       .arg(alignment_.pair + 1)
                       .arg(alignment_.pairs)
                       .arg(alignMethodText(alignment_.method),
                            alignment_.meanRows ? tr("merge: argmax of word rows") : tr("merge: any piece linked"));
    // The drawing's weights are the mean-rows matrix whatever the merge rule.
    if (!alignment_.meanRows)
        text += QLatin1Char(' ') +
                tr("The weights drawn are each target word's mean attention row over the source words, renormalised "
                   "without BOS and EOS.");
    if (alignment_.ruleChose)
        text += QLatin1Char(' ') + tr("Chosen by the rule: its links are the most consistent over the pairs (H(source "
                                      "word | target word) %1 bits; next %2, %3 bits).")
                                       .arg(QLocale().toString(alignment_.ruleEntropy, 'f', 3))
                                       .arg(alignMethodText(alignment_.ruleNext))
                                       .arg(QLocale().toString(alignment_.ruleNextEntropy, 'f', 3));
    if (alignment_.hasGold && alignment_.chosenOn > 0) {
        text += QLatin1Char(' ') + tr("Chosen on pairs 1–%1 (AER %2 there); against the gold of pairs %3–%4: AER %5, "
                                      "precision %6, recall %7.")
                                       .arg(alignment_.chosenOn)
                                       .arg(QLocale().toString(alignment_.chosenOnAer, 'f', 3))
                                       .arg(alignment_.chosenOn + 1)
                                       .arg(alignment_.pairs)
                                       .arg(QLocale().toString(alignment_.aer, 'f', 3))
                                       .arg(QLocale().toString(alignment_.precision, 'f', 3))
                                       .arg(QLocale().toString(alignment_.recall, 'f', 3));
    } else if (alignment_.hasGold) {
        text += QLatin1Char(' ') + tr("Over the %n pair(s) aligned, against the gold links: AER %1, precision %2, recall %3.",
                                      "", alignment_.pairs)
                                       .arg(QLocale().toString(alignment_.aer, 'f', 3))
                                       .arg(QLocale().toString(alignment_.precision, 'f', 3))
                                       .arg(QLocale().toString(alignment_.recall, 'f', 3));
    } else {
        text += QLatin1Char(' ') + tr("No gold links: choose a gold file to score the links.");
    }
    if (!alignment_.otherLinksPath.isEmpty())
        text += QLatin1Char(' ') + tr("%1 (another aligner, same pairs, same scorer): AER %2, precision %3, recall %4.")
                                       .arg(QFileInfo(alignment_.otherLinksPath).fileName())
                                       .arg(QLocale().toString(alignment_.otherAer, 'f', 3))
                                       .arg(QLocale().toString(alignment_.otherPrecision, 'f', 3))
                                       .arg(QLocale().toString(alignment_.otherRecall, 'f', 3));
    // Links of a model with heads switched off are not the whole model's.
    if (alignment_.headsOff > 0)
        text += QLatin1Char(' ') + tr("%n head(s) switched off on the Heads tab: these links are not the whole model's.",
                                      "", alignment_.headsOff);
    // Published figures were measured with the any-subword rule: compared only under it.
    if (alignment_.hasGold && !alignment_.meanRows)
        text += QLatin1Char(' ') + tr("(fast_align scores about 0.28 AER on German–English, GIZA++ about 0.21.)");
    alignInfo_->setText(text);
}

QString AnalyzePage::alignmentText() const { return alignInfo_->text(); }

QString AnalyzePage::alignMethodText(const AlignMethodView& m) const {
    const QString step = m.predictionStep ? tr("the step that predicts the word") : tr("shift-att: the step whose input is the word");
    if (m.oneHead) return tr("layer %1 head %2 (%3)").arg(m.layer).arg(m.head).arg(step);
    return tr("layer %1 mean (%2)").arg(m.layer).arg(step);
}

QString AnalyzePage::alignHint() const {
    return tr("Press “Align”: target words (bottom) are linked to the source words (top) they "
              "attend to; line width is the weight. Gold links are orange (dashed: sure, dotted: "
              "possible).");
}

bool AnalyzePage::exportAlignment(const QString& path, QString* error) {
    if (alignment_.pairs == 0) {
        if (error) *error = tr("There is no alignment yet.");
        return false;
    }
    return view_->exportTo(path, error);
}

bool AnalyzePage::exportPharaoh(const QString& path, QString* error) {
    if (alignment_.pairs == 0) {
        if (error) *error = tr("There is no alignment yet.");
        return false;
    }
    QSaveFile file(path);  // a file already there stays whole when this one cannot be written in full
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text)) {
        if (error) *error = tr("%1: cannot write (%2)").arg(path, file.errorString());
        return false;
    }
    QTextStream out(&file);
    for (const QString& line : alignment_.pharaoh) out << line << '\n';
    out.flush();
    if (out.status() != QTextStream::Ok || !file.commit()) {
        if (error) *error = tr("%1: write failed (%2)").arg(path, file.errorString());
        return false;
    }
    return true;
}

}  // namespace studio::app
