// The Analyze page on a Marian (OPUS-MT) model (issue 38): a folder with
// separate vocabularies (the source side's own pad id), SiLU and a final
// logits bias, converted as File > Open a Hugging Face model folder does,
// then opened in the app. What the page shows for its heads is what the
// engine computes on the same pairs, and an alignment runs over them. Uses
// tests/pytorch/marian_reference.py's folders (skipped without them).
// SPDX-License-Identifier: GPL-3.0-or-later
// First: LibTorch's headers before Qt's keywords.
#include "analysis/head_statistics.h"
#include "analysis/piece_words.h"
#include "analysis/cross_alignment.h"
#include "analysis/sentence_attribution.h"
#include "import/marian_import.h"
#include "tokenizer/marian_vocab.h"
#include "support/analyze_page_fixture.h"
#include "train/checkpoint.h"

#include "head_grid.h"
#include "support/screenshots.h"

using namespace studio;
using namespace studio::app;

namespace {

const QString kFolder = QStringLiteral(STUDIO_MARIAN_FIXTURE_DIR "/h8-swish-separate");

// Words of the fixture's vocabularies (marian_reference.py), some of them
// split into pieces, a few unknown.
const std::vector<data::SentencePair> kMarianPairs = {
    {"the red cat sleeps.", "the red cat sleeps."},
    {"a big dog, 42 birds!", "a big dog, 42 birds!"},
    {"the old man eats near the river?", "the old man eats near the river?"},
    {"a small bird sings.", "a small bird sings."},
    {"the cat sees the dog.", "the dog sees the cat."},
    {"Straße near the river,", "near the river,"},
};

}  // namespace

// The window, page, engine model and temporary folder of the Analyze tests'
// fixture; its start (the trained demo model) is replaced by the Marian one.
class TestAnalyzeMarian : public studio::test::AnalyzePageFixture {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase() {
        delete window_;
        window_ = nullptr;
    }
    void headsAreTheEngines();
    void alignmentRunsOverThePairs();
    void attributionNumbersTheWordsAsAlignment();
};

void TestAnalyzeMarian::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QVERIFY(tmp_.isValid());
    if (!QFile::exists(kFolder + QStringLiteral("/expected.json"))) {
        if (STUDIO_PYTORCH_REQUIRED)
            QFAIL("no Marian fixture: tests/pytorch/marian_reference.py could not make it (python3-torch and "
                  "python3-sentencepiece are installed by scripts/setup.sh; configure with "
                  "-DSTUDIO_REQUIRE_PYTORCH=OFF to skip)");
        QSKIP("no Marian fixture: tests/pytorch/marian_reference.py needs python3-torch and python3-sentencepiece");
    }
    const QString checkpoint = tmp_.filePath(QStringLiteral("marian.ckpt"));
    train::save_checkpoint(import::import_marian_folder(kFolder.toStdString()).checkpoint, checkpoint.toStdString());
    engine_ = train::load_model(checkpoint.toStdString(), torch::kCPU);
    QVERIFY(engine_.model->config.source_pad_id >= 0);  // the case this test is about

    QByteArray source, reference;
    for (const auto& p : kMarianPairs) {
        source += QByteArray::fromStdString(p.src) + '\n';
        reference += QByteArray::fromStdString(p.tgt) + '\n';
    }
    QFile src(tmp_.filePath("pairs.src")), ref(tmp_.filePath("pairs.ref"));
    QVERIFY(src.open(QIODevice::WriteOnly) && src.write(source) == source.size());
    QVERIFY(ref.open(QIODevice::WriteOnly) && ref.write(reference) == reference.size());
    src.close();
    ref.close();

    window_ = new MainWindow;
    window_->resize(1300, 900);
    window_->show();
    QVERIFY(window_->showPageNamed("analyze"));
    page_ = window_->analyzePage();
    QSignalSpy ready(window_->translation(), &TranslationController::modelReady);
    window_->translatePage()->openCheckpoint(checkpoint);
    QVERIFY(ready.wait(60000));
    page_->setAnalysisFiles(src.fileName(), ref.fileName());
    page_->findChild<QSpinBox*>()->setValue(int(kMarianPairs.size()));
}

void TestAnalyzeMarian::headsAreTheEngines() {
    QSignalSpy done(window_->translation(), &TranslationController::headsAnalyzed);
    page_->measureHeads();
    QVERIFY(done.wait(120000));
    QVERIFY(waitIdle());
    // The sources as the Translate page sends them: the model is multilingual,
    // so its chosen target-language token goes first in every one.
    const QString token = window_->translatePage()->languageToken();
    QCOMPARE(token, QStringLiteral(">>deu<<"));
    std::vector<data::SentencePair> sent = kMarianPairs;
    for (auto& p : sent) p.src = tok::with_language_token(p.src, token.toStdString());
    const auto report = analysis::head_statistics(engine_.model, engine_.tokenizer, sent);
    QCOMPARE(report.heads.size(), size_t(3 * 2 * 8));  // 3 kinds x 2 layers x 8 heads
    page_->setStatistic(AnalyzePage::Statistic::Importance);
    for (const auto& s : report.heads) {
        const auto& p = page_->grid()->panels()[int(s.kind)];
        QCOMPARE(p.layers, 2);
        QCOMPARE(p.heads, 8);
        const auto& cell = p.cells[s.layer * p.heads + s.head];
        QVERIFY2(std::abs(cell.value - s.importance) < 1e-6, qPrintable(cell.tooltip));
    }
    page_->setStatistic(AnalyzePage::Statistic::DeltaLoss);
    for (const auto& s : report.heads) {
        const auto& p = page_->grid()->panels()[int(s.kind)];
        const double shown = p.cells[s.layer * p.heads + s.head].value;
        QVERIFY2(std::abs(shown - s.delta_loss) < 1e-6,
                 qPrintable(QStringLiteral("%1 against %2").arg(shown).arg(s.delta_loss)));
    }
    QVERIFY2(page_->summaryText().contains(QString::number(report.dev_loss, 'f', 4)), qPrintable(page_->summaryText()));
    QVERIFY2(page_->summaryText().contains(">>deu<<"), qPrintable(page_->summaryText()));
    studio::test::saveShot(window_, "analyze-marian-heads.png");
}

void TestAnalyzeMarian::alignmentRunsOverThePairs() {
    QSignalSpy aligned(window_->translation(), &TranslationController::aligned);
    page_->align();
    QVERIFY(aligned.wait(120000));
    QVERIFY(waitIdle());
    const AlignmentResult& a = page_->alignment();
    QCOMPARE(a.pairs, int(kMarianPairs.size()));
    QVERIFY(!a.hasGold);
    QCOMPARE(a.pharaoh.size(), qsizetype(kMarianPairs.size()));  // every pair's links
    // The pair shown: its words (the language token put first is attended
    // to but is no word), and a row of weights per target word that sums to 1.
    QCOMPARE(a.sourceWords, QStringList({"the", "red", "cat", "sleeps."}));
    QCOMPARE(a.weights.size(), a.targetWords.size());
    for (const auto& row : a.weights) {
        QCOMPARE(row.size(), a.sourceWords.size());
        double sum = 0;
        for (double w : row) sum += w;
        QVERIFY2(std::abs(sum - 1.0) < 1e-6, qPrintable(QString::number(sum)));
    }
    // The links number the file's words: gold links up to the last word of
    // each source are in range (with the token counted as a word, a link to
    // the last word would point at the one before it), and every link the
    // alignment makes is within the sentence's own words.
    QByteArray gold;
    for (const auto& p : kMarianPairs) {
        const int words = int(analysis::split_words(p.src).size()), targets = int(analysis::split_words(p.tgt).size());
        gold += QStringLiteral("0-0 %1-%2\n").arg(words - 1).arg(targets - 1).toUtf8();
    }
    QFile goldFile(tmp_.filePath("pairs.gold"));
    QVERIFY(goldFile.open(QIODevice::WriteOnly) && goldFile.write(gold) == gold.size());
    goldFile.close();
    page_->setAnalysisFiles(tmp_.filePath("pairs.src"), tmp_.filePath("pairs.ref"), goldFile.fileName());
    page_->align();
    QVERIFY(aligned.wait(120000));
    QVERIFY(waitIdle());
    const AlignmentResult& withGold = page_->alignment();
    QVERIFY2(withGold.hasGold, qPrintable(page_->statusText()));
    QCOMPARE(withGold.sourceWords, QStringList({"the", "red", "cat", "sleeps."}));
    for (int i = 0; i < withGold.pharaoh.size(); ++i) {
        const int words = int(analysis::split_words(kMarianPairs[size_t(i)].src).size());
        for (const QString& link : withGold.pharaoh[i].split(' ', Qt::SkipEmptyParts))
            QVERIFY2(link.section('-', 0, 0).toInt() < words, qPrintable(withGold.pharaoh[i]));
    }
    QVERIFY2(page_->statusText().contains(">>deu<<"), qPrintable(page_->statusText()));
    // Another aligner's links are checked against the same words: one past
    // the first source's last word is refused (it would be in range were the
    // token a word).
    const int firstWords = int(analysis::split_words(kMarianPairs[0].src).size());
    QByteArray other = QByteArray::number(firstWords) + "-0\n";
    for (size_t i = 1; i < kMarianPairs.size(); ++i) other += "0-0\n";
    QFile otherFile(tmp_.filePath("other.align"));
    QVERIFY(otherFile.open(QIODevice::WriteOnly) && otherFile.write(other) == other.size());
    otherFile.close();
    QSignalSpy failed(window_->translation(), &TranslationController::failed);
    page_->scoreOtherLinks(tmp_.filePath("other.align"));
    QVERIFY(failed.wait(120000));
    QVERIFY(waitIdle());
    QVERIFY2(page_->statusText().contains(QStringLiteral("link %1-0 is out of range").arg(firstWords)),
             qPrintable(page_->statusText()));
}

void TestAnalyzeMarian::attributionNumbersTheWordsAsAlignment() {
    // The language code put first is no word on the Attribution tab either:
    // "source word 1" names the same word there as in the alignment's links
    // (it named the word before it), and the code takes no share of a score.
    const std::string source = ">>deu<< the red cat sleeps.";
    analysis::SentenceAttributionRequest request;
    request.source = source;
    request.has_target = true;
    request.target = "the red cat sleeps.";
    analysis::AttributionOptions options;
    options.steps = options.max_steps = 8;
    const auto s = analysis::attribute_sentence(engine_.model, engine_.tokenizer, request, options);
    const auto a = analysis::sentence_attention(engine_.model, engine_.tokenizer, source, s.target, s.target_ids);
    QCOMPARE(s.source_words, 4);
    QCOMPARE(s.source_words, a.source_words);
    QCOMPARE(s.source_piece_words, a.source_piece_words);
    QCOMPARE(analysis::split_words(s.source_word_text),
             (std::vector<std::string>{"the", "red", "cat", "sleeps."}));
    QCOMPARE(s.source_pieces.front(), std::string(">>deu<<"));
    QVERIFY(s.source_special.front());
    QVERIFY(!s.tokens.empty());
    for (const auto& t : s.tokens) QCOMPARE(t.source.front(), 0.0);  // the baseline keeps the code
}

QTEST_MAIN(TestAnalyzeMarian)
#include "tst_analyze_marian.moc"
