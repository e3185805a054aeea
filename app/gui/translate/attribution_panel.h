// AttributionPanel: the Analyze page's "Why this token" tab. Gradient
// attribution of every token of a translation (saliency, input x gradient,
// integrated gradients; analysis/attribution.h), shown as a matrix beside
// the attention of one head over the same tokens, with the heads whose
// attention ranks the tokens most like the attribution (Kendall's tau-b).
// Attention is not explanation by itself (Jain & Wallace 2019; Wiegreffe &
// Pinter 2019): the two side by side show where they agree.
// The work runs on the model's thread (TranslationController) with progress
// and Cancel; a result for an older request is dropped.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis_types.h"
#include "request_ticket.h"
#include "translation_types.h"

#include <functional>

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace studio::widgets {
class AttentionHeatmap;
}

namespace studio::app {

class TranslationController;

class AttributionPanel : public QWidget {
    Q_OBJECT

public:
    explicit AttributionPanel(TranslationController* translation, QWidget* parent = nullptr);

    // The model changed: results of the old one are dropped.
    void setModelOpen(bool open);
    void setSource(const QString& source);
    void setTarget(const QString& target);  // empty: the model's own translation
    void setMethod(int method);             // analysis::AttributionMethod
    void setSteps(int steps);
    void setContrast(const QString& token);
    void setWordView(bool words);
    void selectToken(int index);
    void selectHead(HeadKind kind, int layer, int head);
    // Explains the sentence (every token; with a contrast, the selected token).
    void explain();
    // How a typed source is sent and translated when no target is given: as
    // the Translate page would (MainWindow: its language token first, its
    // beam, length penalty and max. extra tokens), so that the translation
    // explained is the one Translate shows. Without one: trimmed, greedy.
    void setRequestMaker(std::function<TranslationRequest(const QString&)> make) { makeRequest_ = std::move(make); }
    // The step-through's "why this token rather than that one": the target
    // ids up to and including the token at `position`, and the alternative.
    void explainContrast(const QString& source, const QVector<qint64>& targetIds, int position, qint64 contrastId,
                         const QString& contrastPiece);
    void cancel();

    bool isRunning() const { return running_; }
    const AttributionResult& result() const { return result_; }
    int selectedToken() const;
    HeadAgreementView selectedHead() const;
    widgets::AttentionHeatmap* attributionMap() const { return attribution_; }
    widgets::AttentionHeatmap* attentionMap() const { return attention_; }
    QListWidget* agreementList() const { return agreement_; }
    QString statusText() const;
    QString detailText() const;

signals:
    // A head of the agreement list asked to be shown on the Translate page,
    // with the explained pair's attention (result().attention).
    void pairHeadRequested(studio::app::HeadKind kind, int layer, int head);

private:
    void onAttributed(const AttributionResult& result, const RequestTicket& ticket);
    void onProgress(qint64 done, qint64 total, const RequestTicket& ticket);
    void onFailed(const QString& message, const RequestTicket& ticket);
    void onCancelled(const RequestTicket& ticket);
    bool mine(const RequestTicket& ticket) const;  // an answer to this panel's running request
    void run(const AttributionQuery& query);
    void finish(const QString& status, bool error = false);
    void refresh();
    void refreshHeads();
    void refreshMaps();
    void updateEnabled();
    // Column labels and the column of each source piece / decoder input.
    QStringList columnLabels(QVector<int>* sourceColumn, QVector<int>* targetColumn) const;

    TranslationController* translation_ = nullptr;
    bool modelOpen_ = false;
    bool running_ = false;
    quint64 ticket_ = 0;  // the running request
    AttributionResult result_;

    QLineEdit* source_ = nullptr;
    std::function<TranslationRequest(const QString&)> makeRequest_;
    QLineEdit* target_ = nullptr;
    QComboBox* method_ = nullptr;
    QSpinBox* steps_ = nullptr;
    QLineEdit* contrast_ = nullptr;
    QPushButton* explain_ = nullptr;
    QPushButton* cancel_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QLabel* status_ = nullptr;
    QComboBox* token_ = nullptr;
    QComboBox* view_ = nullptr;
    QCheckBox* autoRange_ = nullptr;
    QComboBox* head_ = nullptr;
    widgets::AttentionHeatmap* attribution_ = nullptr;
    widgets::AttentionHeatmap* attention_ = nullptr;
    QLabel* detail_ = nullptr;
    QListWidget* agreement_ = nullptr;
};

}  // namespace studio::app
