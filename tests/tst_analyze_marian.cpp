// The Analyze page on a Marian (OPUS-MT) model (issue 38): a folder with
// separate vocabularies (the source side's own pad id), SiLU and a final
// logits bias, converted as File > Open a Hugging Face model folder does,
// then opened in the app. What the page shows for its heads is what the
// engine computes on the same pairs, and an alignment runs over them. Uses
// tests/pytorch/marian_reference.py's folders (skipped without them).
// SPDX-License-Identifier: GPL-3.0-or-later
// First: LibTorch's headers before Qt's keywords.
#include "analysis/head_statistics.h"
#include "import/marian_import.h"
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
};

void TestAnalyzeMarian::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QVERIFY(tmp_.isValid());
    if (!QFile::exists(kFolder + QStringLiteral("/expected.json")))
        QSKIP("no Marian fixture: tests/pytorch/marian_reference.py needs python3-torch and python3-sentencepiece");
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
    const auto report = analysis::head_statistics(engine_.model, engine_.tokenizer, kMarianPairs);
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
    // The pair shown: its words, and a row of weights per target word that sums to 1.
    QCOMPARE(a.sourceWords, QStringList({"the", "red", "cat", "sleeps."}));
    QCOMPARE(a.weights.size(), a.targetWords.size());
    for (const auto& row : a.weights) {
        QCOMPARE(row.size(), a.sourceWords.size());
        double sum = 0;
        for (double w : row) sum += w;
        QVERIFY2(std::abs(sum - 1.0) < 1e-6, qPrintable(QString::number(sum)));
    }
}

QTEST_MAIN(TestAnalyzeMarian)
#include "tst_analyze_marian.moc"
