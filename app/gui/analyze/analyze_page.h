// AnalyzePage: which heads matter and which head aligns, on the open model.
//  - Heads: every head of every kind as a grid coloured by one statistic
//    (Michel et al. 2019's importance and Δ dev loss, Voita et al. 2019's
//    confidence and entropy), role badges; a click switches a head off and
//    re-translates the current sentence with it off (the Translate page's
//    views follow), its context menu opens its attention on Translate.
//  - Pruning curve: dev BLEU or loss as heads are switched off in order of
//    importance, over all heads and per kind (Michel et al.'s figures).
//  - Alignment: a pair's word links read off cross-attention (Garg et al.
//    2019; shift-att, Chen et al. 2020), gold links and the corpus AER.
//  - Why this token: gradient attribution beside a head's attention
//    (attribution_panel.h).
// All the work runs on the model's thread (TranslationController) with
// progress and Cancel. The pairs are two files (and a gold file), or the
// run's own dev set when the fields are empty.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis_types.h"
#include "request_ticket.h"
#include "translation_types.h"

#include <functional>

#include <QWidget>

class QCheckBox;
class QComboBox;
class QCustomPlot;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTabWidget;

namespace studio::widgets {
class AlignmentView;
class HeadGrid;
}  // namespace studio::widgets

namespace studio::app {

class AttributionPanel;
class FileField;
class TranslationController;

class AnalyzePage : public QWidget {
    Q_OBJECT

public:
    enum class Statistic { Importance = 0, DeltaLoss = 1, Confidence = 2, Entropy = 3 };
    enum class Job { None, Heads, Prune, Align, Gates };

    explicit AnalyzePage(TranslationController* translation, QWidget* parent = nullptr);

    // Empty paths: the open model's own dev set.
    void setAnalysisFiles(const QString& source, const QString& reference, const QString& gold = QString(),
                          bool oneBasedGold = false, bool goldTargetFirst = false);
    AnalysisSet analysisSet() const;
    void measureHeads();
    void computePruneCurve();
    void align();
    void cancel();
    void toggleHead(HeadKind kind, int layer, int head);
    void resetHeads();
    void setStatistic(Statistic statistic);
    void setSentence(const QString& sentence);
    void setAlignmentChoice(AlignmentRequest::Choice choice, int layer = -1, int head = 0);
    void setAlignmentStep(AlignmentRequest::Step step);
    void setAlignmentMerge(bool meanRows);
    void setAlignmentPair(int pair);  // 0-based index; the box shows it counted from 1
    enum class AlignLayout { Automatic, Lines, Matrix };
    void setAlignmentLayout(AlignLayout layout);
    // Scores another aligner's Pharaoh file (fast_align, GIZA++, eflomal, ...)
    // against the gold links, with the same scorer, and keeps showing it.
    void scoreOtherLinks(const QString& path);
    void showTab(int index);
    // Saves the pruning curve, the alignment image or the links; false with the reason.
    bool exportPruneCurve(const QString& path, QString* error = nullptr);
    bool exportAlignment(const QString& path, QString* error = nullptr);
    bool exportPharaoh(const QString& path, QString* error = nullptr);

    Job job() const { return job_; }
    const HeadsResult& headsResult() const { return heads_; }
    const PruneCurves& pruneCurves() const { return curves_; }
    const AlignmentResult& alignment() const { return alignment_; }
    // The heads tab's last translation (with the heads that were off then).
    const TranslationResult& lastTranslation() const { return lastTranslation_; }
    const HeadGates& headsOff() const { return off_; }
    // How the heads tab's sentence is asked for: the Translate page's
    // language token and search settings (MainWindow), so that both pages
    // show the same translation. Without one: the request's defaults.
    void setRequestMaker(std::function<TranslationRequest(const QString&)> make) { makeRequest_ = std::move(make); }
    // The language token the Translate page puts first (a multilingual
    // model's), for the analyses over files: every source starts with it.
    void setLanguageSource(std::function<QString()> language) { language_ = std::move(language); }
    widgets::HeadGrid* grid() const { return grid_; }
    QCustomPlot* pruneChart() const { return chart_; }
    widgets::AlignmentView* alignmentView() const { return view_; }
    QTabWidget* tabs() const { return tabs_; }
    AttributionPanel* attributionPanel() const { return attribution_; }
    QProgressBar* progress() const { return progress_; }
    QString statusText() const;
    QString summaryText() const;
    QString translationText() const;
    QString alignmentText() const;

signals:
    // The context menu's "Show its attention on Translate".
    void headAttentionRequested(studio::app::HeadKind kind, int layer, int head);

private:
    QWidget* makeSetRow();
    QWidget* makeHeadsTab();
    QWidget* makePruneTab();
    QWidget* makeAlignTab();
    void start(Job job);
    // Starts `job` when the controller accepted its request; else says which
    // long job runs (another view's, or this page's) and returns false.
    bool begin(Job job, const RequestTicket& ticket);
    bool mine(const RequestTicket& ticket) const;  // an answer to this page's running job
    void finish(const QString& status);
    void updateEnabled();
    void refreshGrid();
    void refreshChart();
    void refreshAlignment();
    QString headsHint() const;  // the heads' summary line before any measurement
    QString alignHint() const;
    QString alignMethodText(const AlignMethodView& method) const;  // the alignment's line before any alignment
    void retranslate();
    void onModelReady(const ModelSummary& summary);
    void onHeadsAnalyzed(const HeadsResult& result, const RequestTicket& ticket);
    void onPruneProgress(qint64 done, qint64 total, const PruneCurveView& curve, const RequestTicket& ticket);
    void onPruned(const PruneCurves& curves, const RequestTicket& ticket);
    void onAligned(const AlignmentResult& result, const RequestTicket& ticket);
    void onGatesSet(const HeadGates& off, const RequestTicket& ticket);
    void onTranslated(const TranslationResult& result, const RequestTicket& ticket);
    void onProgress(qint64 done, qint64 total, const RequestTicket& ticket);
    void onFailed(const QString& message, const RequestTicket& ticket);
    void onCancelled(const RequestTicket& ticket);
    void showHeadMenu(int panel, int layer, int head, const QPoint& globalPos);
    void chooseExport(int what);

    TranslationController* translation_ = nullptr;
    Job job_ = Job::None;
    quint64 ticket_ = 0;  // the request of the running job
    bool pairAsked_ = false;  // another pair was chosen while an alignment ran
    bool hasModel_ = false;
    ModelSummary model_;
    HeadsResult heads_;
    PruneCurves curves_;
    AlignmentResult alignment_;
    HeadGates off_;
    QString translated_;
    TranslationResult lastTranslation_;
    std::function<TranslationRequest(const QString&)> makeRequest_;
    std::function<QString()> language_;
    QString requested_;  // the source last asked for (with its language token)

    FileField* source_ = nullptr;
    FileField* reference_ = nullptr;
    FileField* gold_ = nullptr;
    QCheckBox* oneBased_ = nullptr;
    QCheckBox* goldTargetFirst_ = nullptr;
    QSpinBox* maxSentences_ = nullptr;
    QPushButton* measure_ = nullptr;
    QPushButton* prune_ = nullptr;
    QPushButton* cancel_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QLabel* status_ = nullptr;
    QTabWidget* tabs_ = nullptr;
    // Heads
    QComboBox* statistic_ = nullptr;
    widgets::HeadGrid* grid_ = nullptr;
    QLabel* summary_ = nullptr;
    QLineEdit* sentence_ = nullptr;
    QPushButton* translate_ = nullptr;
    QPushButton* reset_ = nullptr;
    QLabel* translation_label_ = nullptr;
    // Pruning
    QComboBox* metric_ = nullptr;
    QCustomPlot* chart_ = nullptr;
    QPushButton* exportChart_ = nullptr;
    // Alignment
    QComboBox* choice_ = nullptr;
    QSpinBox* layer_ = nullptr;
    QSpinBox* head_ = nullptr;
    QComboBox* step_ = nullptr;
    QComboBox* merge_ = nullptr;
    QComboBox* alignLayout_ = nullptr;
    QPushButton* scoreOther_ = nullptr;
    QString otherLinks_;  // the other aligner's file being scored, or empty
    QSpinBox* pair_ = nullptr;
    QPushButton* align_ = nullptr;
    QLabel* alignInfo_ = nullptr;
    widgets::AlignmentView* view_ = nullptr;
    QPushButton* exportImage_ = nullptr;
    QPushButton* exportLinks_ = nullptr;
    // Why this token
    AttributionPanel* attribution_ = nullptr;
};

}  // namespace studio::app
