// The Analyze page's heads with the shared trained model (CTest fixture):
// the head grid shows the engine's statistics, a click switches a head off
// and the translation is then the engine's with that head gated, the pruning
// curve is the engine's and can be cancelled, exports load back, a head's
// context menu opens its attention on Translate, and another model opened
// starts with every head on. The alignment tab: tst_analyze_align.
// Run with STUDIO_SCREENSHOT_DIR=/some/dir to keep screenshots.
// SPDX-License-Identifier: GPL-3.0-or-later
// First: LibTorch's headers before Qt's keywords.
#include "analysis/head_pruning.h"
#include "analysis/head_statistics.h"
#include "decode/search.h"
#include "support/analyze_page_fixture.h"

#include "attention_inspector.h"
#include "head_grid.h"
#include "learn_heads.h"
#include "learn_page.h"
#include "support/image_checks.h"
#include "support/screenshots.h"

#include <qcustomplot.h>

#include <QListWidget>
#include <QTableWidget>

using namespace studio;
using namespace studio::app;
using studio::test::saveShot;

class TestAnalyzePage : public studio::test::AnalyzePageFixture {
    Q_OBJECT

private slots:
    void initTestCase() { openAnalyzePage(); }
    void cleanupTestCase() {
        delete window_;
        window_ = nullptr;
    }
    void gridShowsTheEnginesStatistics();
    void clickingAHeadTranslatesWithoutIt();
    void contextMenuOpensTheHeadOnTranslate();
    void pruneCurveIsTheEngines();
    void cancelEndsThePruning();
    void openingAnotherModelSwitchesEveryHeadOn();

private:
    std::string engineTranslation(const std::string& source, const std::vector<analysis::HeadId>& off);
};

std::string TestAnalyzePage::engineTranslation(const std::string& source, const std::vector<analysis::HeadId>& off) {
    torch::NoGradGuard no_grad;
    auto& model = engine_.model;
    nn::clear_head_gates(*model);
    for (const auto& id : off) {
        auto gate = torch::ones({model->config.num_heads});
        gate[id.head] = 0.0;
        nn::set_head_gates(*model, id.kind, id.layer, gate);
    }
    const auto ids = engine_.tokenizer.source_ids(source, model->config.max_positions);
    const auto best = decode::beam_search(model, ids).front();  // the page's defaults: beam 4, alpha 0.6
    nn::clear_head_gates(*model);
    return engine_.tokenizer.decode(best.tokens);
}

void TestAnalyzePage::gridShowsTheEnginesStatistics() {
    QSignalSpy done(window_->translation(), &TranslationController::headsAnalyzed);
    QSignalSpy progress(window_->translation(), &TranslationController::analysisProgress);
    page_->measureHeads();
    QCOMPARE(page_->job(), AnalyzePage::Job::Heads);
    QVERIFY(page_->progress()->isVisible());
    QVERIFY(done.wait(120000));
    QVERIFY(waitIdle());
    QVERIFY(progress.size() > 1);
    QVERIFY(!page_->progress()->isVisible());

    const auto report = analysis::head_statistics(engine_.model, engine_.tokenizer, pairs());
    const auto& panels = page_->grid()->panels();
    QCOMPARE(panels.size(), 3);
    page_->setStatistic(AnalyzePage::Statistic::Importance);
    for (const auto& s : report.heads) {
        const auto& p = page_->grid()->panels()[int(s.kind)];
        QCOMPARE(p.layers, 2);
        QCOMPARE(p.heads, 4);
        const auto& cell = p.cells[s.layer * p.heads + s.head];
        QVERIFY2(std::abs(cell.value - s.importance) < 1e-6, qPrintable(cell.tooltip));
        const QString badge = s.role == "positional" ? "P" : s.role == "eos-bos" ? "E" : s.role == "rare-token" ? "R" : "";
        QCOMPARE(cell.badge, badge);
    }
    page_->setStatistic(AnalyzePage::Statistic::DeltaLoss);
    for (const auto& s : report.heads) {
        const auto& p = page_->grid()->panels()[int(s.kind)];
        QVERIFY(std::abs(p.cells[s.layer * p.heads + s.head].value - s.delta_loss) < 1e-6);
    }
    QVERIFY2(page_->summaryText().contains(QString::number(report.dev_loss, 'f', 4)), qPrintable(page_->summaryText()));
    // The Learn page's section lists the most needed heads, the largest Δ
    // loss first, while it shows the model they were measured on; for
    // another model it lists none and says which model they are of (it
    // showed them under the other model's name).
    auto* learn = window_->learnPage();
    auto* table = learn->heads()->table();
    QCOMPARE(table->rowCount(), 0);
    QVERIFY2(learn->heads()->noteText().contains("measured on last.ckpt"), qPrintable(learn->heads()->noteText()));
    learn->setDemoTraining(false);
    QSignalSpy learnModel(learn, &LearnPage::modelChanged);
    learn->openCheckpoint(fixture("run/last.ckpt"));
    QVERIFY(learnModel.wait(60000));
    QCOMPARE(table->rowCount(), HeadsSection::kTopHeads);
    auto top = report.heads;
    std::stable_sort(top.begin(), top.end(), [](const auto& a, const auto& b) { return a.delta_loss > b.delta_loss; });
    QCOMPARE(table->item(0, 1)->text(), QString::number(top[0].layer));
    QCOMPARE(table->item(0, 2)->text(), QString::number(top[0].head));
    QCOMPARE(table->item(0, 3)->text(), QString::number(top[0].delta_loss, 'f', 4));
    if (!qEnvironmentVariableIsEmpty("STUDIO_SCREENSHOT_DIR")) {
        QVERIFY(window_->showPageNamed("learn"));
        window_->learnPage()->sectionList()->setCurrentRow(7);
        saveShot(window_, "learn-heads.png");
        QVERIFY(window_->showPageNamed("analyze"));
    }
    saveShot(window_, "analyze-heads.png");
}

void TestAnalyzePage::clickingAHeadTranslatesWithoutIt() {
    const QString sentence = QStringLiteral("pig owl eel yak");
    page_->setSentence(sentence);
    QSignalSpy translated(window_->translation(), &TranslationController::translated);
    QSignalSpy gates(window_->translation(), &TranslationController::headGatesSet);
    // Click the cross-attention head layer 1, head 2 in the grid.
    const QRect cell = page_->grid()->cellRect(int(HeadKind::Cross), 1, 2);
    QVERIFY(cell.isValid());
    QTest::mouseClick(page_->grid(), Qt::LeftButton, {}, cell.center());
    QVERIFY(gates.wait(60000));
    QVERIFY(translated.wait(60000));
    QVERIFY(waitIdle());
    QCOMPARE(page_->headsOff().size(), 1);
    QVERIFY(page_->headsOff().front() == (HeadId{HeadKind::Cross, 1, 2}));
    QVERIFY(page_->grid()->panels()[2].cells[1 * 4 + 2].off);
    const auto result = translated.last().first().value<TranslationResult>();
    QCOMPARE(result.headsOff, 1);
    const std::string gated = engineTranslation(sentence.toStdString(), {{nn::AttentionKind::Cross, 1, 2}});
    QCOMPARE(result.nbest.front().text.toStdString(), gated);
    QVERIFY2(page_->translationText().contains(QString::fromStdString(gated)), qPrintable(page_->translationText()));
    // The answer is the Analyze page's own: the Translate page's results and
    // status are left as they were (issue 35 §1: each view acts on its own answers).
    QVERIFY(window_->translatePage()->lastResult().source != sentence);
    QVERIFY2(!window_->translatePage()->statusText().contains("switched off"),
             qPrintable(window_->translatePage()->statusText()));
    saveShot(window_, "analyze-head-off.png");

    // A second head, then all back on: the whole model's translation again.
    QTest::mouseClick(page_->grid(), Qt::LeftButton, {}, page_->grid()->cellRect(int(HeadKind::EncoderSelf), 0, 1).center());
    QVERIFY(translated.wait(60000));
    QVERIFY(waitIdle());
    QCOMPARE(page_->headsOff().size(), 2);
    QCOMPARE(translated.last().first().value<TranslationResult>().nbest.front().text.toStdString(),
             engineTranslation(sentence.toStdString(),
                               {{nn::AttentionKind::Cross, 1, 2}, {nn::AttentionKind::EncoderSelf, 0, 1}}));
    page_->resetHeads();
    QVERIFY(translated.wait(60000));
    QVERIFY(waitIdle());
    QVERIFY(page_->headsOff().isEmpty());
    const auto whole = translated.last().first().value<TranslationResult>();
    QCOMPARE(whole.headsOff, 0);
    QCOMPARE(whole.nbest.front().text.toStdString(), engineTranslation(sentence.toStdString(), {}));
    QVERIFY(!window_->translatePage()->statusText().contains("switched off"));
}

void TestAnalyzePage::contextMenuOpensTheHeadOnTranslate() {
    emit page_->headAttentionRequested(HeadKind::Cross, 1, 3);
    QCOMPARE(window_->currentPage(), 2);
    auto* inspector = window_->translatePage()->inspector();
    QCOMPARE(int(inspector->kind()), int(HeadKind::Cross));
    QCOMPARE(inspector->layer(), 1);
    QCOMPARE(inspector->head(), 3);
    QVERIFY(window_->showPageNamed("analyze"));
}

void TestAnalyzePage::pruneCurveIsTheEngines() {
    QSignalSpy done(window_->translation(), &TranslationController::pruned);
    QSignalSpy live(window_->translation(), &TranslationController::pruneProgress);
    page_->computePruneCurve();
    QVERIFY(done.wait(240000));
    QVERIFY(waitIdle());
    QVERIFY(live.size() >= 4);
    const auto expected = analysis::prune_curves(engine_.model, engine_.tokenizer, pairs());
    const auto& curves = page_->pruneCurves();
    QCOMPARE(curves.size(), int(expected.size()));
    QCOMPARE(page_->pruneChart()->graphCount(), int(expected.size()));
    for (int c = 0; c < curves.size(); ++c) {
        QCOMPARE(curves[c].scope.toStdString(), expected[size_t(c)].scope);
        QCOMPARE(curves[c].rounds.size(), int(expected[size_t(c)].rounds.size()));
        QCOMPARE(page_->pruneChart()->graph(c)->dataCount(), curves[c].rounds.size());
        for (int r = 0; r < curves[c].rounds.size(); ++r) {
            QVERIFY(std::abs(curves[c].rounds[r].devLoss - expected[size_t(c)].rounds[size_t(r)].dev_loss) < 1e-6);
            QCOMPARE(curves[c].rounds[r].bleu, expected[size_t(c)].rounds[size_t(r)].bleu);
        }
    }
    // The status says over which pairs: the first kPairs of the dev files
    // (the CLI and the run's dev figures take them all).
    QVERIFY(expected.front().sentences > 0);
    QCOMPARE(curves.front().sentences, expected.front().sentences);
    QVERIFY2(page_->statusText().contains(QString("over %1 pairs").arg(expected.front().sentences)) &&
                 page_->statusText().contains(QString("the first %1 of its ").arg(kPairs)),
             qPrintable(page_->statusText()));
    // Scored as the run scored its dev BLEU, and the axis says which.
    for (const auto& c : curves)
        QCOMPARE(c.bleuTokenize.toStdString(), engine_.checkpoint.training_config.bleu_tokenize);
    QVERIFY2(page_->pruneChart()->yAxis->label().contains(curves[0].bleuTokenize),
             qPrintable(page_->pruneChart()->yAxis->label()));
    // BLEU is plotted against the share switched off.
    const auto* first = page_->pruneChart()->graph(0)->data().data();
    QCOMPARE(first->at(first->size() - 1)->key, 100.0);
    QCOMPARE(first->at(0)->value, curves[0].rounds[0].bleu);
    const QString png = tmp_.filePath("prune.png"), csv = tmp_.filePath("prune.csv");
    QString error;
    QVERIFY2(page_->exportPruneCurve(png, &error), qPrintable(error));
    QVERIFY(test::distinctColours(QImage(png)) > 8);
    QVERIFY2(page_->exportPruneCurve(csv, &error), qPrintable(error));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    int rows = 0;
    for (const auto& c : curves) rows += c.rounds.size();
    const QList<QByteArray> lines = file.readAll().trimmed().split('\n');
    QCOMPARE(lines.size(), rows + 1);
    // The numbers are the curve's, every digit (the stream's default kept 6).
    int line = 1;
    for (const auto& c : curves)
        for (int r = 0; r < c.rounds.size(); ++r, ++line) {
            const QList<QByteArray> fields = lines[line].split(',');
            QCOMPARE(fields.size(), 7);
            QCOMPARE(fields[4].toDouble(), c.rounds[r].devLoss);
            QCOMPARE(fields[5].toDouble(), c.rounds[r].bleu);
        }
    saveShot(window_, "analyze-pruning.png");
}

void TestAnalyzePage::cancelEndsThePruning() {
    QSignalSpy live(window_->translation(), &TranslationController::pruneProgress);
    QSignalSpy cancelled(window_->translation(), &TranslationController::cancelled);
    page_->computePruneCurve();
    QVERIFY(live.wait(120000));
    page_->cancel();
    QVERIFY(cancelled.wait(120000));
    QVERIFY(waitIdle());
    QCOMPARE(page_->job(), AnalyzePage::Job::None);
    QVERIFY(!page_->progress()->isVisible());
    QVERIFY(page_->statusText().contains("Cancelled"));
    // No gate was left on the model: the whole model's loss again.
    QSignalSpy done(window_->translation(), &TranslationController::headsAnalyzed);
    page_->measureHeads();
    QVERIFY(done.wait(120000));
    QVERIFY(waitIdle());
    const auto report = analysis::head_statistics(engine_.model, engine_.tokenizer, pairs());
    QVERIFY(std::abs(page_->headsResult().devLoss - report.dev_loss) < 1e-9);
}

// A head switched off, then another checkpoint of the same shape opened:
// the new model starts with every head on (the worker used to re-apply the
// old gates while this page showed every head on), the page says the
// gates were reset, and a translation is the whole model's.
void TestAnalyzePage::openingAnotherModelSwitchesEveryHeadOn() {
    QSignalSpy gates(window_->translation(), &TranslationController::headGatesSet);
    page_->toggleHead(HeadKind::Cross, 0, 1);
    QVERIFY(gates.wait(60000));
    QVERIFY(waitIdle());
    QCOMPARE(page_->headsOff().size(), 1);
    QCOMPARE(window_->translation()->headGates().size(), qsizetype(1));

    // An alignment too, so that its figures are there to be cleared.
    QSignalSpy aligned(window_->translation(), &TranslationController::aligned);
    page_->align();
    QVERIFY(aligned.wait(120000));
    QVERIFY(waitIdle());
    QVERIFY(page_->alignmentText().contains("AER"));

    QSignalSpy ready(window_->translation(), &TranslationController::modelReady);
    window_->translatePage()->openCheckpoint(fixture("run/checkpoint-800.ckpt"));
    QVERIFY(ready.wait(60000));
    QVERIFY(waitIdle());
    QCOMPARE(ready.first().first().value<ModelSummary>().headsReset, 1);
    QVERIFY(page_->headsOff().isEmpty());
    QVERIFY(window_->translation()->headGates().isEmpty());
    QVERIFY2(page_->statusText().contains("on again"), qPrintable(page_->statusText()));
    // The earlier tests measured the heads, and this one aligned, with the other model:
    // none of its figures stays beside this one.
    QVERIFY(page_->headsResult().rows.isEmpty());
    QVERIFY2(!page_->summaryText().contains("Most needed head"), qPrintable(page_->summaryText()));
    QVERIFY2(!page_->alignmentText().contains("AER"), qPrintable(page_->alignmentText()));
    for (const auto& panel : page_->grid()->panels())
        for (const auto& cell : panel.cells) QVERIFY(!cell.off);
    saveShot(window_, "analyze-after-open.png");

    QSignalSpy translated(window_->translation(), &TranslationController::translated);
    TranslationRequest request;
    request.sources = {QStringLiteral("pig owl eel yak")};
    window_->translation()->translate(request);
    QVERIFY(translated.wait(60000));
    QCOMPARE(translated.last().first().value<TranslationResult>().headsOff, 0);
    QVERIFY(waitIdle());

    window_->translatePage()->openCheckpoint(fixture("run/last.ckpt"));  // as the other tests expect
    QVERIFY(ready.wait(60000));
    QVERIFY(waitIdle());
}

QTEST_MAIN(TestAnalyzePage)
#include "tst_analyze_page.moc"
