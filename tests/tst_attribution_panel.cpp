// The Analyze page's "Why this token" tab with the shared trained model (CTest
// fixture): its scores, completeness gaps and head agreements are the
// engine's, its matrix shows each token's share of |score| and the chosen
// head's attention row, the word view merges pieces, the step-through's
// "why X rather than Y" arrives as the engine's contrastive attribution,
// a bad contrast token is reported, and Cancel ends a long run.
// Run with STUDIO_SCREENSHOT_DIR=/some/dir to keep a screenshot.
// SPDX-License-Identifier: GPL-3.0-or-later
// First: LibTorch's headers before Qt's keywords.
#include "analysis/sentence_attribution.h"
#include "train/model_io.h"

#include "analyze_page.h"
#include "attention_heatmap.h"
#include "attention_inspector.h"
#include "attribution_panel.h"
#include "main_window.h"
#include "probability_bars.h"
#include "support/test_macros.h"
#include "translate_page.h"
#include "translation_controller.h"

#include <QListWidget>
#include <QPushButton>
#include <QTableWidget>
#include <QtTest>

#include <cmath>

using namespace studio;
using namespace studio::app;

namespace {

QString fixture(const QString& name) { return QStringLiteral(STUDIO_FIXTURE_DIR "/") + name; }

}  // namespace

class TestAttributionPanel : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void scoresAreTheEngines_data();
    void scoresAreTheEngines();
    void largeGapAsksForMoreSteps();
    void gapIsShownInItsUnit();
    void matrixShowsSharesAndTheChosenHead();
    void doubleClickShowsThePairOnTranslate();
    void ownTranslationIsSearchedAsOnTranslate();
    void wordViewMergesPieces();
    void stepThroughAsksWhyNotThisToken();
    void badContrastIsReported();
    void cancelEndsARun();
    void switchingHeadsDropsTheResult();

private:
    bool explain() {
        panel_->explain();
        return QTest::qWaitFor([this] { return !panel_->isRunning(); }, 120000);
    }

    MainWindow* window_ = nullptr;
    AttributionPanel* panel_ = nullptr;
    train::LoadedModel engine_;
};

void TestAttributionPanel::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QVERIFY(QFile::exists(fixture("run/last.ckpt")));
    engine_ = train::load_model(fixture("run/last.ckpt").toStdString(), torch::kCPU);
    window_ = new MainWindow;
    window_->resize(1400, 900);
    window_->show();
    QVERIFY(window_->showPageNamed("analyze"));
    window_->analyzePage()->showTab(3);
    panel_ = window_->analyzePage()->attributionPanel();
    QSignalSpy ready(window_->translation(), &TranslationController::modelReady);
    window_->translatePage()->openCheckpoint(fixture("run/last.ckpt"));
    QVERIFY(ready.wait(60000));
}

void TestAttributionPanel::cleanupTestCase() { delete window_; }

void TestAttributionPanel::scoresAreTheEngines_data() {
    QTest::addColumn<int>("method");
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("target");
    QTest::newRow("saliency, own translation") << 0 << "cat dog fox" << "";
    QTest::newRow("input x gradient, given target") << 1 << "bee owl hen ram" << "ram hen owl bee";
    QTest::newRow("integrated gradients") << 2 << "owl pig ram yak hen" << "";
}

void TestAttributionPanel::scoresAreTheEngines() {
    QFETCH(int, method);
    QFETCH(QString, source);
    QFETCH(QString, target);
    panel_->setSource(source);
    panel_->setTarget(target);
    panel_->setMethod(method);
    panel_->setSteps(30);
    panel_->setContrast(QString());
    QVERIFY(explain());
    QVERIFY2(!panel_->result().tokens.isEmpty(), qPrintable(panel_->statusText()));

    analysis::SentenceAttributionRequest request;
    request.source = source.toStdString();
    request.has_target = !target.isEmpty();
    request.target = target.toStdString();
    analysis::AttributionOptions options;
    options.method = static_cast<analysis::AttributionMethod>(method);
    options.steps = 30;
    const auto want = analysis::attribute_sentence(engine_.model, engine_.tokenizer, request, options);
    const auto& got = panel_->result();
    QCOMPARE(got.target, QString::fromStdString(want.target));
    QCOMPARE(got.tokens.size(), qsizetype(want.tokens.size()));
    for (size_t k = 0; k < want.tokens.size(); ++k) {
        const auto& g = got.tokens[qsizetype(k)];
        const auto& w = want.tokens[k];
        QCOMPARE(g.source.size(), qsizetype(w.source.size()));
        QCOMPARE(g.target.size(), qsizetype(w.target.size()));
        for (size_t s = 0; s < w.source.size(); ++s) VERIFY_NEAR(g.source[qsizetype(s)], w.source[s], 1e-6);
        for (size_t t = 0; t < w.target.size(); ++t) VERIFY_NEAR(g.target[qsizetype(t)], w.target[t], 1e-6);
        if (method == 2) {
            VERIFY_NEAR(g.gap, w.completeness_gap, 1e-9);  // (tst_attribution checks how small it is)
        } else {
            QVERIFY(std::isnan(g.gap));
        }
        QCOMPARE(g.heads.size(), qsizetype(want.agreement[k].size()));
        for (size_t h = 0; h < want.agreement[k].size(); ++h) {
            const double a = g.heads[qsizetype(h)].tau, b = want.agreement[k][h].tau;
            QVERIFY(std::isnan(a) == std::isnan(b));
            if (!std::isnan(b)) VERIFY_NEAR(a, b, 1e-12);
        }
    }
    if (method == 2) {
        QVERIFY(panel_->detailText().contains("completeness gap"));
        const QString dir = qEnvironmentVariable("STUDIO_SCREENSHOT_DIR");
        if (!dir.isEmpty()) {
            QTest::qWait(300);
            window_->grab().save(QDir(dir).filePath("analyze-attribution.png"));
        }
    }
}

// With too few steps, a token whose completeness gap is above 5 % says so
// and suggests more steps; a token within 5 % does not.
void TestAttributionPanel::largeGapAsksForMoreSteps() {
    panel_->setSource("owl pig ram yak hen");
    panel_->setTarget(QString());
    panel_->setMethod(2);
    panel_->setSteps(2);
    panel_->setContrast(QString());
    QVERIFY(explain());
    const auto& tokens = panel_->result().tokens;
    QVERIFY(!tokens.isEmpty());
    int above = 0, within = 0;
    for (int k = 0; k < tokens.size(); ++k) {
        panel_->selectToken(k);
        const bool warned = panel_->detailText().contains("Raise the steps, e.g. to 8.");
        QCOMPARE(warned, tokens[k].gap > 0.05);
        (warned ? above : within)++;
    }
    QVERIFY2(above > 0, "two steps should leave some token above 5 %");
    const QString dir = qEnvironmentVariable("STUDIO_SCREENSHOT_DIR");
    if (!dir.isEmpty()) {
        for (int k = 0; k < tokens.size(); ++k)
            if (tokens[k].gap > 0.05) {
                panel_->selectToken(k);
                break;
            }
        QTest::qWait(300);
        panel_->grab().save(QDir(dir).filePath("analyze-attribution-gap.png"));
    }
    panel_->setSteps(50);
}

// The completeness gap is a share of f(x) − f(baseline) only where that
// difference is not near 0; there the page showed the engine's absolute
// miss (nats) as a percentage ("1.4 %" for a miss of 0.014 on a difference
// of 0.002). Each token's line states the miss in the unit it is in.
void TestAttributionPanel::gapIsShownInItsUnit() {
    int shares = 0, absolute = 0;
    for (const QString source : {"owl pig ram yak hen", "dog hen ant owl", "cat dog fox hen"}) {
        panel_->setSource(source);
        panel_->setTarget(QString());
        panel_->setMethod(2);
        panel_->setSteps(4);
        panel_->setContrast(QString());
        QVERIFY(explain());
        const auto& tokens = panel_->result().tokens;
        for (int k = 0; k < tokens.size(); ++k) {
            panel_->selectToken(k);
            const auto& t = tokens[k];
            const double delta = t.f - t.fBaseline, miss = std::abs(t.sum - delta);
            const QString text = panel_->detailText();
            if (std::abs(delta) >= 0.05) {
                ++shares;
                const QString share = QString::number(100.0 * miss / std::abs(delta), 'f', 1);
                QVERIFY2(text.contains("completeness gap " + share + " %"), qPrintable(text));
            } else {
                ++absolute;
                QVERIFY2(text.contains("misses it by " + QString::number(miss, 'f', 3) + " (nats)"), qPrintable(text));
                QVERIFY2(!text.contains("completeness gap"), qPrintable(text));
            }
        }
    }
    QVERIFY(shares > 0);
    qInfo("%d tokens with a share, %d with an absolute miss", shares, absolute);
    panel_->setSteps(50);
}

void TestAttributionPanel::matrixShowsSharesAndTheChosenHead() {
    panel_->setSource("cat dog fox hen");
    panel_->setTarget(QString());
    panel_->setMethod(1);
    panel_->setWordView(false);
    QVERIFY(explain());
    const auto& r = panel_->result();
    QVERIFY(r.tokens.size() >= 2);
    const int sources = int(r.sourcePieces.size());
    auto* a = panel_->attributionMap();
    QCOMPARE(a->rows(), int(r.tokens.size()));
    QCOMPARE(a->cols(), sources + int(r.targetPieces.size()));
    for (int row = 0; row < a->rows(); ++row) {
        const auto& t = r.tokens[row];
        double total = 0.0;
        for (double v : t.source) total += std::abs(v);
        for (double v : t.target) total += std::abs(v);
        VERIFY_NEAR(a->valueAt(row, 0), std::abs(t.source[0]) / total, 1e-6);
        VERIFY_NEAR(a->valueAt(row, sources + t.position), std::abs(t.target[t.position]) / total, 1e-6);
        // Decoder inputs after the token's own position are out of reach.
        for (int c = sources + t.position + 1; c < a->cols(); ++c) QVERIFY(a->isMasked(row, c));
        // Such a cell holds no score (not a mask's −∞): its tooltip says so.
        if (sources + t.position + 1 < a->cols())
            QVERIFY2(a->toolTipAt(row, a->cols() - 1).endsWith(QStringLiteral("not an input")),
                     qPrintable(a->toolTipAt(row, a->cols() - 1)));
    }
    // The chosen head's row: a cross head over the source, hatched over the target.
    panel_->selectToken(1);
    panel_->selectHead(HeadKind::Cross, 1, 2);
    QCOMPARE(panel_->selectedHead().layer, 1);
    auto* h = panel_->attentionMap();
    const int position = r.tokens[1].position;
    for (int s = 0; s < sources; ++s) VERIFY_NEAR(h->valueAt(1, s), r.crossAt(1, 2, position, s), 1e-6);
    QVERIFY(h->isMasked(1, sources));
    panel_->selectHead(HeadKind::DecoderSelf, 0, 3);
    VERIFY_NEAR(h->valueAt(1, sources), r.selfAt(0, 3, position, 0), 1e-6);
    QVERIFY(h->isMasked(1, 0));
    // The list is sorted by agreement, best first.
    auto* list = panel_->agreementList();
    QVERIFY(list->count() > 1);
    auto tauOf = [](const QString& text) { return text.section(QStringLiteral("τ "), 1).chopped(1).toDouble(); };
    for (int i = 1; i < list->count(); ++i) QVERIFY(tauOf(list->item(i - 1)->text()) >= tauOf(list->item(i)->text()));
}

// A head of the agreement list, double-clicked: the Translate page shows the
// explained pair's attention at that head (its target forced), not the last
// translation another page made; the n-best list is cleared and the status
// says the target was forced.
void TestAttributionPanel::doubleClickShowsThePairOnTranslate() {
    auto* translate = window_->translatePage();
    QSignalSpy translated(window_->translation(), &TranslationController::translated);
    translate->setSource("owl pig");
    translate->translate();
    QVERIFY(translated.wait(60000));
    QTRY_VERIFY_WITH_TIMEOUT(translate->translateButton()->isEnabled(), 60000);
    QVERIFY(translate->nbestTable()->rowCount() > 0);

    panel_->setSource("bee owl hen ram");
    panel_->setTarget("hen hen yak");
    panel_->setMethod(0);
    panel_->setContrast(QString());
    QVERIFY(explain());
    const AttributionResult r = panel_->result();
    QVERIFY2(!r.tokens.isEmpty(), qPrintable(panel_->statusText()));
    panel_->selectToken(0);
    auto* list = panel_->agreementList();
    QVERIFY(list->count() > 1);
    QListWidgetItem* item = nullptr;
    for (int i = 0; i < list->count() && !item; ++i)
        if (list->item(i)->data(Qt::UserRole).toInt() == int(HeadKind::Cross)) item = list->item(i);
    QVERIFY(item);
    const int layer = item->data(Qt::UserRole + 1).toInt(), head = item->data(Qt::UserRole + 2).toInt();
    list->scrollToItem(item);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(item).center());
    QTest::mouseDClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(item).center());

    QCOMPARE(window_->currentPage(), int(MainWindow::pageNames().indexOf("translate")));
    auto* inspector = translate->inspector();
    QCOMPARE(int(inspector->kind()), int(HeadKind::Cross));
    QCOMPARE(inspector->layer(), layer);
    QCOMPARE(inspector->head(), head);
    auto* map = inspector->heatmap();
    QCOMPARE(map->rows(), int(r.targetPieces.size()));
    QCOMPARE(map->cols(), int(r.sourcePieces.size()));
    for (int row = 0; row < map->rows(); ++row)
        for (int c = 0; c < map->cols(); ++c) VERIFY_NEAR(map->valueAt(row, c), r.crossAt(layer, head, row, c), 1e-7);
    QCOMPARE(translate->nbestTable()->rowCount(), 0);
    QVERIFY2(translate->statusText().contains("hen hen yak") && translate->statusText().contains("forced"),
             qPrintable(translate->statusText()));
    const QString dir = qEnvironmentVariable("STUDIO_SCREENSHOT_DIR");
    if (!dir.isEmpty()) {
        QTest::qWait(300);
        window_->grab().save(QDir(dir).filePath("translate-attributed-pair.png"));
    }
    QVERIFY(window_->showPageNamed("analyze"));
    window_->analyzePage()->showTab(3);
}

// Without a target, the translation explained is the model's own searched
// with the Translate page's beam, length penalty and max. extra tokens: the
// translation that page shows of the sentence.
void TestAttributionPanel::ownTranslationIsSearchedAsOnTranslate() {
    auto* translate = window_->translatePage();
    translate->setBeamSize(3);
    translate->setMaxExtra(2);
    QSignalSpy asked(window_->translation(), &TranslationController::attributeRequested);
    panel_->setSource("  owl pig ram yak hen  ");
    panel_->setTarget(QString());
    panel_->setMethod(0);
    panel_->setContrast(QString());
    QVERIFY(explain());
    QCOMPARE(asked.size(), 1);
    const auto q = asked.first().first().value<AttributionQuery>();
    QCOMPARE(q.source, QString("owl pig ram yak hen"));
    QCOMPARE(q.beamSize, 3);
    QCOMPARE(q.maxExtra, 2);
    QCOMPARE(q.lengthPenalty, translate->requestFor(q.source).lengthPenalty);

    analysis::SentenceAttributionRequest request;
    request.source = q.source.toStdString();
    request.beam_size = 3;
    request.alpha = q.lengthPenalty;
    request.max_extra = 2;
    analysis::AttributionOptions options;
    options.method = analysis::AttributionMethod::Saliency;
    const auto want = analysis::attribute_sentence(engine_.model, engine_.tokenizer, request, options);
    QCOMPARE(panel_->result().target, QString::fromStdString(want.target));
    // At most source length + 2 tokens: 5 words and EOS give 6 + 2.
    QVERIFY(panel_->result().targetPieces.size() <= 8);
    translate->setBeamSize(4);
    translate->setMaxExtra(50);
}

void TestAttributionPanel::wordViewMergesPieces() {
    panel_->setSource("cat dog fox hen");
    panel_->setTarget("hen fox dog cat");
    panel_->setMethod(1);
    QVERIFY(explain());
    panel_->setWordView(true);
    const auto& r = panel_->result();
    auto* a = panel_->attributionMap();
    QCOMPARE(a->cols(), 4 + 4);  // source words, then target words; BOS and EOS left out
    // Each row's shares add up to 1 over the columns in reach.
    for (int row = 0; row < a->rows(); ++row) {
        double sum = 0.0;
        for (int c = 0; c < a->cols(); ++c)
            if (!a->isMasked(row, c)) sum += a->valueAt(row, c);
        VERIFY_NEAR(sum, 1.0, 1e-5);
    }
    // A source word's score is the sum of its pieces'.
    const auto& t = r.tokens[0];
    std::vector<double> words(4, 0.0);
    for (int s = 0; s < t.source.size(); ++s)
        if (r.sourcePieceWords[s] >= 0) words[size_t(r.sourcePieceWords[s])] += t.source[s];
    double total = 0.0;
    for (double w : words) total += std::abs(w);
    // (row 0 reaches only BOS on the target side, which has no word)
    VERIFY_NEAR(a->valueAt(0, 2), std::abs(words[2]) / total, 1e-6);
    panel_->setWordView(false);
}

void TestAttributionPanel::stepThroughAsksWhyNotThisToken() {
    auto* translate = window_->translatePage();
    QVERIFY(window_->showPageNamed("translate"));
    translate->setSource("ant bee cat");
    QSignalSpy stepped(window_->translation(), &TranslationController::stepped);
    translate->startStepping();
    QVERIFY(stepped.wait(60000));
    translate->nextToken();
    QVERIFY(stepped.wait(60000));
    const auto bars = translate->bars()->bars();
    QVERIFY(bars.size() >= 2);
    const qint64 chosen = bars[0].id, other = bars[1].id;
    QVERIFY(!translate->explainRatherThan(chosen));  // nothing to contrast with itself
    QVERIFY(translate->explainRatherThan(other));
    QCOMPARE(window_->currentPage(), int(MainWindow::pageNames().indexOf("analyze")));
    QVERIFY(QTest::qWaitFor([this] { return !panel_->isRunning(); }, 120000));
    const auto& r = panel_->result();
    QCOMPARE(r.tokens.size(), qsizetype(1));
    QCOMPARE(r.tokens[0].position, 1);  // the second token: one step was taken
    QCOMPARE(r.tokens[0].contrast, bars[1].piece);
    QCOMPARE(r.tokens[0].token, bars[0].piece);

    // The engine's contrastive attribution of the same prefix.
    analysis::SentenceAttributionRequest request;
    request.source = "ant bee cat";
    analysis::AttributionOptions options;
    options.method = static_cast<analysis::AttributionMethod>(r.method);
    options.steps = r.steps > 0 ? r.steps : 50;
    analysis::SentenceAttributionRequest forced = request;
    const auto greedy = analysis::attribute_sentence(engine_.model, engine_.tokenizer, request, options);
    forced.target_ids.assign(greedy.target_ids.begin(), greedy.target_ids.begin() + 2);
    forced.target_ids[1] = chosen;
    forced.positions = {1};
    forced.contrast = other;
    const auto want = analysis::attribute_sentence(engine_.model, engine_.tokenizer, forced, options).tokens.front();
    VERIFY_NEAR(r.tokens[0].f, want.f_input, 1e-6);
    for (size_t s = 0; s < want.source.size(); ++s) VERIFY_NEAR(r.tokens[0].source[qsizetype(s)], want.source[s], 1e-6);

    // Explained again with another contrast at that token: the same forced
    // ids (their text was encoded again and EOS added: another sequence,
    // where a position can name another token).
    const QStringList forcedPieces = r.targetPieces;
    QCOMPARE(forcedPieces.size(), 2);
    panel_->selectToken(0);
    panel_->setContrast(bars.size() > 2 ? bars[2].piece : bars[1].piece);
    QVERIFY(explain());
    QCOMPARE(panel_->result().targetPieces, forcedPieces);
    QCOMPARE(panel_->result().tokens.size(), qsizetype(1));
    QCOMPARE(panel_->result().tokens[0].position, 1);
    panel_->setContrast(QString());
}

void TestAttributionPanel::badContrastIsReported() {
    panel_->setSource("cat dog");
    panel_->setTarget(QString());
    panel_->setContrast("Zebra-not-a-piece");
    QVERIFY(explain());
    QVERIFY2(panel_->statusText().contains("Zebra-not-a-piece") && panel_->statusText().contains("not in the target vocabulary"),
             qPrintable(panel_->statusText()));
    panel_->setContrast(QString());
}

// A head switched on or off changes what the model computes: the result
// read with the old heads goes, and the panel says why.
void TestAttributionPanel::switchingHeadsDropsTheResult() {
    panel_->setSource("cat dog");
    panel_->setTarget(QString());
    panel_->setMethod(0);
    QVERIFY(explain());
    QVERIFY(!panel_->result().tokens.isEmpty());
    auto* translation = window_->translation();
    QSignalSpy gated(translation, &TranslationController::headGatesSet);
    translation->setHeadGates({HeadId{HeadKind::Cross, 0, 0}});
    QVERIFY(gated.wait(30000));
    QVERIFY(panel_->result().tokens.isEmpty());
    QVERIFY2(panel_->statusText().contains("explain again"), qPrintable(panel_->statusText()));
    // Explained again: the head switched off is ranked no more (its output is not used).
    QVERIFY(explain());
    QVERIFY(!panel_->result().tokens.isEmpty());
    for (const auto& token : panel_->result().tokens) {
        QVERIFY(!token.heads.isEmpty());
        for (const auto& h : token.heads)
            QVERIFY(!(h.kind == HeadKind::Cross && h.layer == 0 && h.head == 0));
    }
    translation->setHeadGates({});  // the whole model again
    QVERIFY(gated.wait(30000));
    QVERIFY(QTest::qWaitFor([translation] { return !translation->isBusy(); }, 60000));
    panel_->setMethod(2);
}

void TestAttributionPanel::cancelEndsARun() {
    panel_->setSource("cat dog fox hen owl pig ram yak");
    panel_->setTarget(QString());
    panel_->setMethod(2);
    panel_->setSteps(1000);
    QSignalSpy progress(window_->translation(), &TranslationController::analysisProgress);
    panel_->explain();
    QVERIFY(panel_->isRunning());
    QVERIFY(progress.wait(60000));
    panel_->cancel();
    QVERIFY(QTest::qWaitFor([this] { return !panel_->isRunning(); }, 120000));
    QCOMPARE(panel_->statusText(), QString("Cancelled."));
    panel_->setSteps(50);
}

QTEST_MAIN(TestAttributionPanel)
#include "tst_attribution_panel.moc"
