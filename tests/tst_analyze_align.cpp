// The Analyze page's alignment tab with the shared trained model (CTest
// fixture): the AER is the engine's against the gold links, the rule says
// how it chose, the matrix shows the weights, the links and the gold, another
// aligner's links are scored with the same scorer, the set's errors are in
// the interface's language, the run's own dev set is found, and a bad gold
// file is reported with its line.
// Run with STUDIO_SCREENSHOT_DIR=/some/dir to keep screenshots.
// SPDX-License-Identifier: GPL-3.0-or-later
// First: LibTorch's headers before Qt's keywords.
#include "analysis/alignment_rule.h"
#include "support/analyze_page_fixture.h"

#include "alignment_view.h"
#include "attention_colors.h"
#include "support/image_checks.h"
#include "support/screenshots.h"
#include "support/test_macros.h"

#include <qcustomplot.h>

#include <QTranslator>

using namespace studio;
using namespace studio::app;
using studio::test::saveShot;

namespace {

bool writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}

}  // namespace

class TestAnalyzeAlign : public studio::test::AnalyzePageFixture {
    Q_OBJECT

private slots:
    void initTestCase() { openAnalyzePage(); }
    void cleanupTestCase() {
        delete window_;
        window_ = nullptr;
    }
    void alignmentScoresAgainstTheGold();
    void alignmentSaysHowItChose();
    void alignmentMatrixShowsWeightsLinksAndGold();
    void anotherAlignersLinksAreScored();
    void goldIsReadAsItIsNow();
    void setErrorsAreInTheInterfacesLanguage();
    void runDevSetIsFound();
    void badGoldFileIsReported();
};

void TestAnalyzeAlign::alignmentScoresAgainstTheGold() {
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
    {
        // The file is the same whatever the desktop's theme: a dark theme's
        // light words were drawn onto the file's white and vanished.
        widgets::AlignmentView* view = page_->alignmentView();
        const QPalette before = view->palette();
        QPalette dark = before;
        dark.setColor(QPalette::Text, Qt::white);
        dark.setColor(QPalette::WindowText, Qt::white);
        dark.setColor(QPalette::Window, QColor(20, 20, 20));
        dark.setColor(QPalette::Base, QColor(30, 30, 30));
        dark.setColor(QPalette::Mid, QColor(90, 90, 90));
        view->setPalette(dark);
        const bool exported = page_->exportAlignment(tmp_.filePath("align-dark.png"), &error);
        view->setPalette(before);
        QVERIFY2(exported, qPrintable(error));
        QVERIFY(QImage(tmp_.filePath("align-dark.png")) == QImage(tmp_.filePath("align.png")));
    }
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
void TestAnalyzeAlign::alignmentSaysHowItChose() {
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
    // The step the engine's rule chose (which one depends on the weights
    // trained in this run, so it is not asserted).
    QCOMPARE(ruled.method.predictionStep, rule.method.step == analysis::AlignStep::Prediction);
    VERIFY_NEAR(ruled.ruleEntropy, rule.candidates[0].lexical_entropy, 1e-12);
    VERIFY_NEAR(ruled.ruleNextEntropy, rule.candidates[1].lexical_entropy, 1e-12);
    const QString step = ruled.method.predictionStep ? QStringLiteral("the step that predicts the word")
                                                     : QStringLiteral("shift-att: the step whose input is the word");
    QVERIFY2(page_->alignmentText().contains(
                 QStringLiteral("links from layer %1 mean (%2)").arg(ruled.method.layer).arg(step)),
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
    QVERIFY2(page_->alignmentText().contains(QStringLiteral("Chosen on pairs 1–%1").arg(kPairs / 2)),
             qPrintable(page_->alignmentText()));
    page_->setAlignmentChoice(AlignmentRequest::Choice::Rule);
}

// The matrix layout (issue 37 §7): each cell has the weight's colour of the
// attention views, each link a dot in its cell, each sure gold link an orange
// frame; the automatic layout keeps lines for these short sentences.
void TestAnalyzeAlign::alignmentMatrixShowsWeightsLinksAndGold() {
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
void TestAnalyzeAlign::anotherAlignersLinksAreScored() {
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
                 QStringLiteral("mine.align (another aligner, same pairs, same scorer): AER %1").arg(own, 0, 'f', 3)),
             qPrintable(page_->alignmentText()));
    // "Best" chooses on the first half of the gold pairs and scores its links
    // on the rest: the other aligner is scored on those same pairs (it was
    // scored on all of them, and the same links read two AERs).
    page_->setAlignmentChoice(AlignmentRequest::Choice::Best);
    page_->align();
    QVERIFY(aligned.wait(120000));
    QVERIFY(waitIdle());
    QVERIFY(page_->alignment().chosenOn > 0);
    const QString best = tmp_.filePath("best.align");
    QVERIFY2(page_->exportPharaoh(best, &error), qPrintable(error));
    page_->scoreOtherLinks(best);
    QVERIFY(aligned.wait(120000));
    QVERIFY(waitIdle());
    VERIFY_NEAR(page_->alignment().otherAer, page_->alignment().aer, 1e-12);
    page_->setAlignmentChoice(AlignmentRequest::Choice::LayerMean, 0);
    // A different aligner, a different AER: one at least 0.5 from the
    // model's own by construction (the gold's sure links score 0, no links
    // 1), so that its figure cannot be the model's repeated, whatever this
    // processor's kernels trained.
    const auto gold = analysis::read_gold_file(fixture("data/dev.align").toStdString(), false);
    const bool goldLinks = own >= 0.5;
    QByteArray far;
    analysis::AlignmentScore expected;
    for (int i = 0; i < kPairs; ++i) {
        const analysis::Links links = goldLinks ? gold[size_t(i)].sure : analysis::Links{};
        QStringList written;
        for (const auto& [s, t] : links) written << QStringLiteral("%1-%2").arg(s).arg(t);
        far += written.join(QLatin1Char(' ')).toUtf8() + "\n";
        expected.add(links, gold[size_t(i)]);
    }
    QVERIFY(std::abs(expected.aer() - own) >= 0.5);
    const QString other = tmp_.filePath("other.align");
    QVERIFY(write_file(other, far));
    page_->scoreOtherLinks(other);
    QVERIFY(aligned.wait(120000));
    QVERIFY(waitIdle());
    VERIFY_NEAR(page_->alignment().otherAer, expected.aer(), 1e-12);
    VERIFY_NEAR(page_->alignment().otherRecall, expected.recall(), 1e-12);
    // The other aligner's file for the whole set (as the gold file is): its
    // first kPairs lines are scored (it was refused for its line count).
    const int inSet = int(gold.size());
    QVERIFY(inSet > kPairs);
    QByteArray whole = far;
    for (int i = kPairs; i < inSet; ++i) whole += "0-0\n";
    QVERIFY(write_file(other, whole));
    page_->scoreOtherLinks(other);
    QVERIFY(aligned.wait(120000));
    QVERIFY(waitIdle());
    VERIFY_NEAR(page_->alignment().otherAer, expected.aer(), 1e-12);

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

// The gold is read at every alignment, as the CLI reads it: edited between
// two presses of Align (same files, same settings), the second scores
// against the edit (the page kept the first read). A gold naming the target
// word first ("j-i", as the RWTH German–English gold for an English→German
// model) is read with "target first", as `--gold-reversed` reads it. Links
// read with heads switched off say so.
void TestAnalyzeAlign::goldIsReadAsItIsNow() {
    // The later tests get the fixture's files and every head on, whatever fails here.
    const auto restore = qScopeGuard([this] {
        page_->setAnalysisFiles(fixture("data/dev.src"), fixture("data/dev.tgt"), fixture("data/dev.align"));
        if (!page_->headsOff().isEmpty()) {
            QSignalSpy reset(window_->translation(), &TranslationController::headGatesSet);
            page_->resetHeads();
            reset.wait(60000);
            waitIdle();
        }
    });
    QSignalSpy aligned(window_->translation(), &TranslationController::aligned);
    auto alignNow = [&] {
        page_->align();
        return aligned.wait(120000) && waitIdle();
    };
    page_->setAlignmentChoice(AlignmentRequest::Choice::LayerMean, 1);
    page_->setAlignmentStep(AlignmentRequest::Step::Input);
    QVERIFY(alignNow());
    const double own = page_->alignment().aer;
    QString error;
    const QString linksPath = tmp_.filePath("own.align");
    QVERIFY2(page_->exportPharaoh(linksPath, &error), qPrintable(error));
    std::vector<analysis::Links> links;
    int64_t line = 0;
    for (const auto& text : data::read_lines(linksPath.toStdString()))
        links.push_back(analysis::parse_gold_line(text, false, "own.align", ++line).sure);

    // The fixture's gold with each link written target first.
    const auto gold = analysis::read_gold_file(fixture("data/dev.align").toStdString(), false);
    QByteArray reversed;
    for (const auto& g : gold) {
        QStringList written;
        for (const auto& [src, tgt] : g.possible)
            written << QStringLiteral("%1%2%3").arg(tgt).arg(g.sure.count({src, tgt}) ? QStringLiteral("-") : QStringLiteral("p")).arg(src);
        reversed += written.join(QLatin1Char(' ')).toUtf8() + "\n";
    }
    const QString goldPath = tmp_.filePath("target-first.align");
    QVERIFY(writeFile(goldPath, reversed));
    page_->setAnalysisFiles(fixture("data/dev.src"), fixture("data/dev.tgt"), goldPath, false, true);
    QVERIFY(alignNow());
    VERIFY_NEAR(page_->alignment().aer, own, 1e-12);

    // A link out of range is said as the file has it, and why it was turned round.
    {
        QSignalSpy failed(window_->translation(), &TranslationController::failed);
        QByteArray outOfRange = reversed;
        outOfRange.prepend("99-0 ");
        QVERIFY(writeFile(goldPath, outOfRange));
        page_->align();
        QVERIFY(failed.wait(120000));
        QVERIFY(waitIdle());
        QVERIFY2(page_->statusText().contains("link 0-99 is out of range") &&
                     page_->statusText().contains("after “target first” swapped its sides"),
                 qPrintable(page_->statusText()));
    }

    // Edited: every pair's gold is the link 0-0 alone (the same either way round).
    QByteArray edited;
    analysis::AlignmentScore expected;
    analysis::GoldLinks first;
    first.sure = first.possible = {{0, 0}};
    for (int i = 0; i < int(gold.size()); ++i) {
        edited += "0-0\n";
        if (i < kPairs) expected.add(links[size_t(i)], first);
    }
    QVERIFY(std::abs(expected.aer() - own) > 0.05);  // the edit changes the figure
    QVERIFY(writeFile(goldPath, edited));
    QVERIFY(alignNow());
    VERIFY_NEAR(page_->alignment().aer, expected.aer(), 1e-12);

    // One head off: the links say they are not the whole model's.
    QSignalSpy gates(window_->translation(), &TranslationController::headGatesSet);
    page_->toggleHead(HeadKind::Cross, 0, 1);
    QVERIFY(gates.wait(60000));
    QVERIFY(waitIdle());
    QVERIFY(alignNow());
    QCOMPARE(page_->alignment().headsOff, 1);
    QVERIFY2(page_->alignmentText().contains("switched off on the Heads tab"), qPrintable(page_->alignmentText()));
}

// Issue 35 §4: the analysis set's errors are the interface's language, not
// the engine's English.
void TestAnalyzeAlign::setErrorsAreInTheInterfacesLanguage() {
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
    QVERIFY2(page_->statusText().contains(" fehlgeschlagen: "), qPrintable(page_->statusText()));
}

void TestAnalyzeAlign::runDevSetIsFound() {
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

void TestAnalyzeAlign::badGoldFileIsReported() {
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
    QVERIFY2(status.startsWith("Align failed: "), qPrintable(status));  // which job, in the interface's words
    QCOMPARE(page_->job(), AnalyzePage::Job::None);
}

QTEST_MAIN(TestAnalyzeAlign)
#include "tst_analyze_align.moc"
