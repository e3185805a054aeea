// The Analyze page with the shared trained model (CTest fixture): the head
// grid shows the engine's statistics, a click switches a head off and the
// translation is then the engine's with that head gated, the pruning curve
// is the engine's and can be cancelled, the alignment's AER is the engine's
// against the gold links, the run's own dev set is found, a bad gold file
// is reported with its line, exports load back, and a head's context menu
// opens its attention on Translate.
// Run with STUDIO_SCREENSHOT_DIR=/some/dir to keep screenshots.
// SPDX-License-Identifier: GPL-3.0-or-later
// First: LibTorch's headers before Qt's keywords.
#include "analysis/alignment_rule.h"
#include "analysis/head_pruning.h"
#include "analysis/head_statistics.h"
#include "data/corpus_reader.h"
#include "decode/search.h"
#include "train/model_io.h"

#include "alignment_view.h"
#include "attention_colors.h"
#include "analyze_page.h"
#include "attention_inspector.h"
#include "head_grid.h"
#include "learn_heads.h"
#include "learn_page.h"
#include "main_window.h"
#include "support/image_checks.h"
#include "support/test_macros.h"
#include "support/screenshots.h"
#include "translate_page.h"
#include "translation_controller.h"

#include <qcustomplot.h>

#include <QTranslator>

#include <QProgressBar>
#include <QListWidget>
#include <QTableWidget>
#include <QtTest>

using namespace studio;
using namespace studio::app;
using studio::test::saveShot;

namespace {

constexpr int kPairs = 40;

QString fixture(const QString& name) { return QStringLiteral(STUDIO_FIXTURE_DIR "/") + name; }

}  // namespace

class TestAnalyzePage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void gridShowsTheEnginesStatistics();
    void clickingAHeadTranslatesWithoutIt();
    void contextMenuOpensTheHeadOnTranslate();
    void pruneCurveIsTheEngines();
    void cancelEndsThePruning();
    void alignmentScoresAgainstTheGold();
    void alignmentSaysHowItChose();
    void alignmentMatrixShowsWeightsLinksAndGold();
    void anotherAlignersLinksAreScored();
    void setErrorsAreInTheInterfacesLanguage();
    void runDevSetIsFound();
    void badGoldFileIsReported();
    void openingAnotherModelSwitchesEveryHeadOn();

private:
    std::vector<data::SentencePair> pairs() const;
    std::string engineTranslation(const std::string& source, const std::vector<analysis::HeadId>& off);
    bool waitIdle(int ms = 120000) {
        return QTest::qWaitFor([this] { return !window_->translation()->isBusy() && page_->job() == AnalyzePage::Job::None; }, ms);
    }

    MainWindow* window_ = nullptr;
    AnalyzePage* page_ = nullptr;
    train::LoadedModel engine_;
    QTemporaryDir tmp_;
};

void TestAnalyzePage::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QVERIFY(QFile::exists(fixture("run/last.ckpt")));
    engine_ = train::load_model(fixture("run/last.ckpt").toStdString(), torch::kCPU);
    window_ = new MainWindow;
    window_->resize(1300, 900);
    window_->show();
    QVERIFY(window_->showPageNamed("analyze"));
    page_ = window_->analyzePage();
    QSignalSpy ready(window_->translation(), &TranslationController::modelReady);
    window_->translatePage()->openCheckpoint(fixture("run/last.ckpt"));
    QVERIFY(ready.wait(60000));
    page_->setAnalysisFiles(fixture("data/dev.src"), fixture("data/dev.tgt"), fixture("data/dev.align"));
    page_->findChild<QSpinBox*>()->setValue(kPairs);
    QCOMPARE(page_->analysisSet().maxSentences, kPairs);
}

void TestAnalyzePage::cleanupTestCase() { delete window_; }

std::vector<data::SentencePair> TestAnalyzePage::pairs() const {
    const auto src = data::read_lines(fixture("data/dev.src").toStdString());
    const auto tgt = data::read_lines(fixture("data/dev.tgt").toStdString());
    std::vector<data::SentencePair> out;
    for (int i = 0; i < kPairs; ++i) out.push_back({src[size_t(i)], tgt[size_t(i)]});
    return out;
}

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
    // The Learn page's section lists the most needed heads, the largest Δ loss first.
    auto* table = window_->learnPage()->heads()->table();
    QCOMPARE(table->rowCount(), HeadsSection::kTopHeads);
    auto top = report.heads;
    std::stable_sort(top.begin(), top.end(), [](const auto& a, const auto& b) { return a.delta_loss > b.delta_loss; });
    QCOMPARE(table->item(0, 1)->text(), QString::number(top[0].layer));
    QCOMPARE(table->item(0, 2)->text(), QString::number(top[0].head));
    QCOMPARE(table->item(0, 3)->text(), QString::number(top[0].delta_loss, 'f', 4));
    if (!qEnvironmentVariableIsEmpty("STUDIO_SCREENSHOT_DIR")) {
        window_->learnPage()->setDemoTraining(false);  // the shot needs no demo model
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
    QCOMPARE(file.readAll().trimmed().split('\n').size(), rows + 1);
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

void TestAnalyzePage::alignmentScoresAgainstTheGold() {
    QSignalSpy aligned(window_->translation(), &TranslationController::aligned);
    page_->setAlignmentChoice(AlignmentRequest::Choice::LayerMean, 1);
    page_->setAlignmentStep(AlignmentRequest::Step::Input);
    page_->align();
    QVERIFY(aligned.wait(120000));
    QVERIFY(waitIdle());
    const AlignmentResult& a = page_->alignment();
    QCOMPARE(a.pairs, kPairs);
    QVERIFY(a.hasGold);
    // The engine's corpus AER for the same choice.
    const auto ps = pairs();
    std::vector<std::string> src, tgt;
    for (const auto& p : ps) {
        src.push_back(p.src);
        tgt.push_back(p.tgt);
    }
    const auto corpus = analysis::corpus_attention(engine_.model, engine_.tokenizer, src, tgt);
    analysis::AlignMethod method;
    method.choice = analysis::layer_mean(1);
    method.step = analysis::AlignStep::Input;
    const auto links = analysis::corpus_links(corpus, method);
    auto gold = analysis::read_gold_file(fixture("data/dev.align").toStdString(), false);
    analysis::AlignmentScore score;
    for (size_t i = 0; i < links.size(); ++i) score.add(links[i], gold[i]);
    QVERIFY(std::abs(a.aer - score.aer()) < 1e-12);
    QVERIFY2(page_->alignmentText().contains(QString::number(score.aer(), 'f', 3)), qPrintable(page_->alignmentText()));
    // The view draws pair 0's words and links.
    const auto& d = page_->alignmentView()->drawing();
    QCOMPARE(d.sourceWords.join(' ').toStdString(), ps[0].src);
    QCOMPARE(d.targetWords.join(' ').toStdString(), ps[0].tgt);
    QCOMPARE(d.links.size(), int(links[0].size()));
    QCOMPARE(d.goldSure.size(), int(gold[0].sure.size()));
    // Exports: Pharaoh lines as the engine writes them, and a picture.
    QString error;
    const QString align_path = tmp_.filePath("links.align");
    QVERIFY2(page_->exportPharaoh(align_path, &error), qPrintable(error));
    const auto lines = data::read_lines(align_path.toStdString());
    QCOMPARE(lines.size(), size_t(kPairs));
    for (size_t i = 0; i < lines.size(); ++i) QCOMPARE(lines[i], analysis::pharaoh_line(links[i]));
    QVERIFY2(page_->exportAlignment(tmp_.filePath("align.png"), &error), qPrintable(error));
    QVERIFY(test::distinctColours(QImage(tmp_.filePath("align.png"))) > 8);
    QVERIFY2(page_->exportAlignment(tmp_.filePath("align.svg"), &error), qPrintable(error));
    if (!qEnvironmentVariable("STUDIO_SCREENSHOT_DIR").isEmpty()) {
        // A pair of distinct words, from the head that aligns best.
        page_->setAlignmentChoice(AlignmentRequest::Choice::Rule);
        page_->setAlignmentStep(AlignmentRequest::Step::Rule);
        page_->setAlignmentPair(5);
        page_->align();
        QVERIFY(aligned.wait(120000));
        QVERIFY(waitIdle());
        saveShot(window_, "analyze-alignment.png");
    }
}

// The default is the rule's choice, and the line says what and why; the best
// head or layer mean is chosen on the first half of the gold pairs and its
// AER is the second half's (issue 37 §0, §3).
void TestAnalyzePage::alignmentSaysHowItChose() {
    QSignalSpy aligned(window_->translation(), &TranslationController::aligned);
    page_->setAlignmentChoice(AlignmentRequest::Choice::Rule);
    page_->setAlignmentStep(AlignmentRequest::Step::Rule);
    page_->align();
    QVERIFY(aligned.wait(120000));
    QVERIFY(waitIdle());
    const auto ps = pairs();
    std::vector<std::string> src, tgt;
    for (const auto& p : ps) {
        src.push_back(p.src);
        tgt.push_back(p.tgt);
    }
    const auto corpus = analysis::corpus_attention(engine_.model, engine_.tokenizer, src, tgt);
    const auto rule = analysis::choose_by_rule(corpus, analysis::MergeRule::AnySubword);
    const AlignmentResult& ruled = page_->alignment();
    QVERIFY(ruled.ruleChose);
    QVERIFY(!ruled.method.oneHead);
    QCOMPARE(ruled.method.layer, rule.method.choice.layer);
    QVERIFY(ruled.method.predictionStep);  // reversing: the predicting step aligns
    VERIFY_NEAR(ruled.ruleEntropy, rule.candidates[0].lexical_entropy, 1e-12);
    VERIFY_NEAR(ruled.ruleNextEntropy, rule.candidates[1].lexical_entropy, 1e-12);
    QVERIFY2(page_->alignmentText().contains(
                 QStringLiteral("links from layer %1 mean (the step that predicts the word)").arg(ruled.method.layer)),
             qPrintable(page_->alignmentText()));
    QVERIFY2(page_->alignmentText().contains("Chosen by the rule: its links are the most consistent"),
             qPrintable(page_->alignmentText()));

    page_->setAlignmentChoice(AlignmentRequest::Choice::Best);
    page_->align();
    QVERIFY(aligned.wait(120000));
    QVERIFY(waitIdle());
    const AlignmentResult& best = page_->alignment();
    QCOMPARE(best.chosenOn, kPairs / 2);
    const auto gold = analysis::read_gold_file(fixture("data/dev.align").toStdString(), false);
    const auto ranked = analysis::rank_methods(corpus, gold, kPairs / 2,
                                               {analysis::AlignStep::Prediction, analysis::AlignStep::Input},
                                               analysis::MergeRule::AnySubword);
    const auto& m = ranked.front().method;
    QCOMPARE(best.method.oneHead, m.choice.kind == analysis::HeadChoice::Kind::Head);
    QCOMPARE(best.method.layer, m.choice.layer);
    QCOMPARE(best.method.predictionStep, m.step == analysis::AlignStep::Prediction);
    VERIFY_NEAR(best.aer, ranked.front().scored_on.aer(), 1e-12);
    VERIFY_NEAR(best.chosenOnAer, ranked.front().chosen_on.aer(), 1e-12);
    QVERIFY(!best.ruleChose);
    QVERIFY2(page_->alignmentText().contains(QStringLiteral("Chosen on pairs 0–%1").arg(kPairs / 2 - 1)),
             qPrintable(page_->alignmentText()));
    page_->setAlignmentChoice(AlignmentRequest::Choice::Rule);
}

// The matrix layout (issue 37 §7): each cell has the weight's colour of the
// attention views, each link a dot in its cell, each sure gold link an orange
// frame; the automatic layout keeps lines for these short sentences.
void TestAnalyzePage::alignmentMatrixShowsWeightsLinksAndGold() {
    QVERIFY(page_->alignment().pairs > 0);
    auto* view = page_->alignmentView();
    QVERIFY(view->layout() == widgets::AlignmentView::Layout::Lines);  // 4-word pairs
    page_->setAlignmentLayout(AnalyzePage::AlignLayout::Matrix);
    QVERIFY(view->layout() == widgets::AlignmentView::Layout::Matrix);
    const auto& d = view->drawing();
    QImage image(QSize(640, 480), QImage::Format_ARGB32);
    const auto save = qScopeGuard([&] {
        if (!qEnvironmentVariable("STUDIO_SCREENSHOT_DIR").isEmpty())
            image.save(qEnvironmentVariable("STUDIO_SCREENSHOT_DIR") + "/alignment-matrix-canvas.png");
    });
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        view->paint(painter, image.size());
    }
    QCPColorGradient gradient = widgets::attentionGradient();
    auto near = [](QColor a, QColor b) {
        return std::abs(a.red() - b.red()) <= 3 && std::abs(a.green() - b.green()) <= 3 &&
               std::abs(a.blue() - b.blue()) <= 3;
    };
    for (int t = 0; t < d.targetWords.size(); ++t) {
        for (int s = 0; s < d.sourceWords.size(); ++s) {
            const QRectF c = view->matrixCell(image.size(), t, s);
            QVERIFY(c.width() >= 20);
            const QColor expected = QColor::fromRgb(gradient.color(d.weights[t][s], QCPRange(0.0, 1.0)));
            const QColor at = image.pixelColor((c.topLeft() + QPointF(0.3 * c.width(), 0.3 * c.height())).toPoint());
            QVERIFY2(near(at, expected), qPrintable(QStringLiteral("cell %1,%2").arg(t).arg(s)));
            const bool link = d.links.contains({s, t});
            QCOMPARE(!near(image.pixelColor(c.center().toPoint()), expected), link);
            if (d.goldSure.contains({s, t})) {
                const QColor frame = image.pixelColor(QPoint(int(c.left() + 2.5), int(c.center().y())));
                QVERIFY2(frame.red() > 200 && frame.green() > 90 && frame.green() < 160 && frame.blue() < 60,
                         qPrintable(frame.name()));
            }
        }
    }
    if (!qEnvironmentVariable("STUDIO_SCREENSHOT_DIR").isEmpty()) saveShot(window_, "analyze-alignment-matrix.png");
    page_->setAlignmentLayout(AnalyzePage::AlignLayout::Automatic);
    QVERIFY(view->layout() == widgets::AlignmentView::Layout::Lines);
}

// "Score another aligner's links…" (issue 37 §4): a Pharaoh file scored with
// the page's scorer against the same gold; bad files are refused naming the
// file and line, and not asked for again.
void TestAnalyzePage::anotherAlignersLinksAreScored() {
    QSignalSpy aligned(window_->translation(), &TranslationController::aligned);
    QSignalSpy failed(window_->translation(), &TranslationController::failed);
    auto write_file = [](const QString& path, const QByteArray& bytes) {
        QFile file(path);
        return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
    };
    page_->setAlignmentChoice(AlignmentRequest::Choice::LayerMean, 0);
    page_->setAlignmentStep(AlignmentRequest::Step::Input);
    page_->align();
    QVERIFY(aligned.wait(120000));
    QVERIFY(waitIdle());
    const double own = page_->alignment().aer;
    QString error;
    const QString mine = tmp_.filePath("mine.align");
    QVERIFY2(page_->exportPharaoh(mine, &error), qPrintable(error));
    // The page's own links read back as another aligner's: the same AER.
    page_->scoreOtherLinks(mine);
    QVERIFY(aligned.wait(120000));
    QVERIFY(waitIdle());
    QCOMPARE(page_->alignment().otherLinksPath, mine);
    VERIFY_NEAR(page_->alignment().otherAer, own, 1e-12);
    QVERIFY2(page_->alignmentText().contains(
                 QStringLiteral("mine.align (another aligner, same scorer): AER %1").arg(own, 0, 'f', 3)),
             qPrintable(page_->alignmentText()));
    // The diagonal: a different aligner, a different AER.
    QByteArray diagonal;
    for (int i = 0; i < kPairs; ++i) diagonal += "0-0 1-1 2-2\n";
    const QString other = tmp_.filePath("diagonal.align");
    QVERIFY(write_file(other, diagonal));
    page_->scoreOtherLinks(other);
    QVERIFY(aligned.wait(120000));
    QVERIFY(waitIdle());
    const auto gold = analysis::read_gold_file(fixture("data/dev.align").toStdString(), false);
    analysis::AlignmentScore expected;
    for (int i = 0; i < kPairs; ++i) expected.add(analysis::Links{{0, 0}, {1, 1}, {2, 2}}, gold[size_t(i)]);
    VERIFY_NEAR(page_->alignment().otherAer, expected.aer(), 1e-12);
    VERIFY_NEAR(page_->alignment().otherRecall, expected.recall(), 1e-12);
    QVERIFY(std::abs(expected.aer() - own) > 0.01);

    struct Bad {
        QByteArray lines;
        QString message;
    };
    QByteArray outOfRange = "0-0\n0-99\n";
    for (int i = 2; i < kPairs; ++i) outOfRange += "0-0\n";
    for (const Bad& bad : {Bad{"0-0\n0-0\n0-0\n", "has 3 lines but the pairs aligned are 40"},
                           Bad{outOfRange, "bad.align:2: link 0-99 is out of range"}}) {
        QVERIFY(write_file(tmp_.filePath("bad.align"), bad.lines));
        failed.clear();
        page_->scoreOtherLinks(tmp_.filePath("bad.align"));
        QVERIFY(failed.wait(120000));
        QVERIFY(waitIdle());
        QVERIFY2(page_->statusText().contains(bad.message), qPrintable(page_->statusText()));
    }
    // Not asked for again: the next alignment shows no other aligner.
    page_->align();
    QVERIFY(aligned.wait(120000));
    QVERIFY(waitIdle());
    QVERIFY(page_->alignment().otherLinksPath.isEmpty());
}

// Issue 35 §4: the analysis set's errors are the interface's language, not
// the engine's English.
void TestAnalyzePage::setErrorsAreInTheInterfacesLanguage() {
    QTranslator german;
    QVERIFY(german.load(QStringLiteral(STUDIO_QM_DIR "/attention-studio_de.qm")));
    QCoreApplication::installTranslator(&german);
    const AnalysisSet files = page_->analysisSet();
    page_->setAnalysisFiles(files.sourcePath, QString());
    QSignalSpy failed(window_->translation(), &TranslationController::failed);
    page_->align();
    QVERIFY(failed.wait(120000));
    QVERIFY(waitIdle());
    QCoreApplication::removeTranslator(&german);
    page_->setAnalysisFiles(files.sourcePath, files.referencePath, files.goldPath, files.oneBasedGold);
    QVERIFY2(page_->statusText().contains("wählen Sie eine Quell- und eine Referenzdatei (oder keine von beiden"),
             qPrintable(page_->statusText()));
}

void TestAnalyzePage::runDevSetIsFound() {
    // No files: the checkpoint's own dev set (demo reverse, seed 1), with the demo's gold links.
    const AnalysisSet files = page_->analysisSet();
    page_->setAnalysisFiles(QString(), QString());
    QSignalSpy aligned(window_->translation(), &TranslationController::aligned);
    page_->align();
    QVERIFY(aligned.wait(120000));
    QVERIFY(waitIdle());
    const AlignmentResult run = page_->alignment();
    QVERIFY(run.setOrigin.kind == SetOrigin::Kind::DemoDev);
    QCOMPARE(run.setOrigin.name, QStringLiteral("reverse"));
    QVERIFY2(page_->statusText().contains("dev set of demo reverse"), qPrintable(page_->statusText()));
    QVERIFY(run.hasGold);
    page_->setAnalysisFiles(files.sourcePath, files.referencePath, files.goldPath);
    page_->align();
    QVERIFY(aligned.wait(120000));
    QVERIFY(waitIdle());
    QCOMPARE(run.aer, page_->alignment().aer);  // the same pairs and links as the demo-data files
}

void TestAnalyzePage::badGoldFileIsReported() {
    auto write = [this](const QString& name, const QByteArray& text) {
        QFile f(tmp_.filePath(name));
        return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
    };
    QVERIFY(write("two.src", "pig owl\neel yak gnu\n"));
    QVERIFY(write("two.tgt", "owl pig\ngnu yak eel\n"));
    QVERIFY(write("bad.align", "0-1 1-0\n0-2 1-1 2-99\n"));  // target word 99 of 3
    page_->setAnalysisFiles(tmp_.filePath("two.src"), tmp_.filePath("two.tgt"), tmp_.filePath("bad.align"));
    QSignalSpy failed(window_->translation(), &TranslationController::failed);
    page_->align();
    QVERIFY(failed.wait(60000));
    QVERIFY(waitIdle());
    const QString status = page_->statusText();
    QVERIFY2(status.contains("bad.align") && status.contains("bad.align:2:") && status.contains("2-99"), qPrintable(status));
    QCOMPARE(page_->job(), AnalyzePage::Job::None);
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

    QSignalSpy ready(window_->translation(), &TranslationController::modelReady);
    window_->translatePage()->openCheckpoint(fixture("run/checkpoint-800.ckpt"));
    QVERIFY(ready.wait(60000));
    QVERIFY(waitIdle());
    QCOMPARE(ready.first().first().value<ModelSummary>().headsReset, 1);
    QVERIFY(page_->headsOff().isEmpty());
    QVERIFY(window_->translation()->headGates().isEmpty());
    QVERIFY2(page_->statusText().contains("on again"), qPrintable(page_->statusText()));
    // The earlier tests measured the heads and aligned with the other model:
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
