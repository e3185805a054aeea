// The Learn page with the shared trained model (CTest fixture): every number
// it shows is the engine's. The positional-encoding heatmap holds
// nn::sinusoidal_table; the worked attention row's softmax equals the
// attention weights the Translate page got from the engine's attention report
// (and sums to 1), q·k/√d_k equals the engine's scores, the weighted values
// sum to the head's output; the learning-rate curve is
// train::noam_learning_rate; label smoothing's target is (1-ε)·one-hot + ε/V.
// The masking section (§3.2.3): the causal mask is 0 on and below the
// diagonal and −∞ above; the row after masking equals the engine's decoder
// self-attention weights, is 0 for the future keys and sums to 1, the row
// before is the softmax of the engine's scores.
// Without a model the page says how to get one and still shows PE and the
// schedule for the Train page's settings.
// Run with LEARN_PAGE_SCREENSHOT=/some/dir to keep screenshots.
// SPDX-License-Identifier: GPL-3.0-or-later
// LibTorch first: Qt's `slots` macro breaks its headers.
#include "support/fixture_steps.h"
#include "analysis/sentence_attribution.h"
#include "data/demo_tasks.h"
#include "decode/decode_session.h"
#include "decode/search.h"
#include "nn/positional_encoding.h"
#include "train/model_io.h"
#include "train/schedule.h"

#include "attention_heatmap.h"
#include "learn_attention.h"
#include "learn_demo.h"
#include "learn_explanation.h"
#include "learn_masking.h"
#include "learn_page.h"
#include "support/learn_page_waits.h"
#include "learn_positional.h"
#include "learn_training.h"
#include "learn_worker.h"
#include "main_window.h"
#include "train_page.h"
#include "translate_page.h"
#include "translation_controller.h"

#include <qcustomplot.h>

#include <QListWidget>
#include <QTableWidget>
#include <QFileInfo>
#include <QtTest>

#include <functional>

using namespace studio;
using namespace studio::app;

namespace {

using studio::test::changeAndWait;
using studio::test::saveShot;

QString checkpoint() { return QStringLiteral(STUDIO_FIXTURE_DIR "/run/last.ckpt"); }

// The heatmap's cells against the engine's table.
void comparePositional(PositionalSection* section, int dModel) {
    QCPColorMapData* cells = section->heatmap()->data();
    const int positions = cells->keySize();
    QCOMPARE(cells->valueSize(), dModel);
    QVERIFY(positions > 10);
    const auto table = nn::sinusoidal_table(positions, dModel);
    const auto a = table.accessor<float, 2>();
    for (int pos = 0; pos < positions; ++pos)
        for (int dim = 0; dim < dModel; ++dim) QVERIFY(std::abs(cells->cell(pos, dim) - a[pos][dim]) < 1e-6);
}

}  // namespace

class TestLearnPage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void pageIsInTheNavigation();
    void positionalEncodingIsTheEngines();
    void onlyTheNewestSelectionIsShown();
    void attentionRowIsTheEngines_data();
    void attentionRowIsTheEngines();
    void maskRowIsTheEngines_data();
    void maskRowIsTheEngines();
    void scheduleIsNoam();
    void labelSmoothingTarget();
    void withoutModelShowsANote();
    void quickOpensShowTheNewest();
    void aLateDemoDoesNotReplaceTheUsersModel();
    void translatePagesOpenReachesLearn();
    void aSentenceTooLongIsSaid();
    void explanationIsOfThePagesModel();

private:
    MainWindow* window_ = nullptr;
    LearnPage* page_ = nullptr;
    TranslationResult result_;
    train::LoadedModel loaded_;
};

void TestLearnPage::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QVERIFY2(QFile::exists(checkpoint()), qPrintable(checkpoint()));
    loaded_ = train::load_model(checkpoint().toStdString(), torch::kCPU);
    window_ = new MainWindow;
    window_->resize(1400, 900);
    window_->show();
    page_ = window_->learnPage();
    QSignalSpy learnReady(page_, &LearnPage::modelChanged);
    QSignalSpy ready(window_->translation(), &TranslationController::modelReady);
    QString error;
    QVERIFY2(window_->openCheckpoint(checkpoint(), &error), qPrintable(error));
    QVERIFY(ready.wait(60000));
    QVERIFY(learnReady.count() > 0 || learnReady.wait(60000));
    QVERIFY(page_->hasModel());
    QVERIFY2(page_->modelText().contains(QStringLiteral("step %1").arg(studio::test::kFixtureSteps)), qPrintable(page_->modelText()));
    // Both stacks' depths (it named the encoder's only).
    const QString depths = QStringLiteral("%1 encoder and %2 decoder layers")
                               .arg(loaded_.model->config.num_encoder_layers)
                               .arg(loaded_.model->config.num_decoder_layers);
    QVERIFY2(page_->modelText().contains(depths), qPrintable(page_->modelText()));
    // Before any translation, the sentence is one of the model's own data (the
    // reverse demo's first dev sentence, the run's seed 1), not the numbers
    // demo's "three hundred and forty two".
    QCOMPARE(page_->sentence(), QString::fromStdString(data::make_demo_task("reverse", 1).dev.front().src));

    // A translation on the Translate page: its attention report is the reference,
    // and the Learn page takes over its sentence.
    QSignalSpy translated(window_->translation(), &TranslationController::translated);
    window_->translatePage()->setSource("pig owl eel yak");
    window_->translatePage()->translate();
    QVERIFY(translated.wait(60000));
    result_ = window_->translatePage()->lastResult();
    QCOMPARE(page_->sentence(), QString("pig owl eel yak"));
    // Hidden, the page asks its thread nothing (the cores are the visible
    // page's: a second translation, a training run); shown, it works out the
    // sections of that sentence there.
    QVERIFY(!page_->isVisible());
    QVERIFY(!page_->isComputing());
    QSignalSpy computed(page_, &LearnPage::computed);
    QVERIFY(window_->showPageNamed("learn"));
    QVERIFY(page_->isComputing());
    QVERIFY(computed.wait(60000));
}

void TestLearnPage::cleanupTestCase() {
    window_->setCloseAnswer(QMessageBox::Yes);
    delete window_;
}

void TestLearnPage::pageIsInTheNavigation() {
    QCOMPARE(MainWindow::pageNames().at(3), QString("learn"));
    QCOMPARE(window_->currentPage(), 3);
    QCOMPARE(page_->sectionList()->count(), 9);
    page_->sectionList()->setCurrentRow(1);
    saveShot(window_, "learn-positional.png");
}

void TestLearnPage::positionalEncodingIsTheEngines() {
    comparePositional(page_->positional(), 64);
    QVERIFY2(page_->positional()->scaleText().contains("8"), qPrintable(page_->positional()->scaleText()));
    // The curves are columns of the same table.
    const PositionalTable& table = page_->positional()->table();
    const QVector<int> dims = page_->positional()->curveDimensions();
    QCOMPARE(page_->positional()->curves()->graphCount(), int(dims.size()));
    for (int g = 0; g < dims.size(); ++g) {
        const auto data = page_->positional()->curves()->graph(g)->data();
        QCOMPARE(data->size(), table.positions);
        for (int pos = 0; pos < table.positions; pos += 7)
            QCOMPARE(data->at(pos)->value, table.at(pos, dims[g]));
    }
}

// The page computes on its own thread: a selection made while another is
// still on its way supersedes it, and only the newest is shown.
void TestLearnPage::onlyTheNewestSelectionIsShown() {
    AttentionSection* section = page_->attention();
    QSignalSpy computed(page_, &LearnPage::computed);
    section->select(0, 1, 1);
    QVERIFY(page_->isComputing());  // the GUI thread did not compute it
    section->select(1, 2, 3);
    QVERIFY(computed.wait(60000));
    QCOMPARE(computed.count(), 1);
    QVERIFY(!page_->isComputing());
    QCOMPARE(section->walk().layer, 1);
    QCOMPARE(section->walk().head, 2);
    QCOMPARE(section->walk().query, 3);
    QCOMPARE(section->layer(), 1);
}

void TestLearnPage::attentionRowIsTheEngines_data() {
    QTest::addColumn<int>("layer");
    QTest::addColumn<int>("head");
    QTest::addColumn<int>("query");
    QTest::newRow("layer 0, head 0, first token") << 0 << 0 << 0;
    QTest::newRow("layer 1, head 3, third token") << 1 << 3 << 2;
    QTest::newRow("layer 0, head 2, EOS") << 0 << 2 << 4;
}

void TestLearnPage::attentionRowIsTheEngines() {
    QFETCH(int, layer);
    QFETCH(int, head);
    QFETCH(int, query);
    page_->sectionList()->setCurrentRow(2);
    AttentionSection* section = page_->attention();
    QVERIFY(changeAndWait(page_, [&] { section->select(layer, head, query); }));
    const AttentionWalk& walk = section->walk();
    QCOMPARE(walk.layer, layer);
    QCOMPARE(walk.head, head);
    QCOMPARE(walk.query, query);
    const auto& report = result_.attention;
    QCOMPARE(qsizetype(walk.tokens.size()), qsizetype(report.source_tokens.size()));
    const int keys = int(walk.tokens.size());
    QTableWidget* table = section->table();
    QCOMPARE(table->rowCount(), keys + 1);  // one row per key, then the sums
    const auto cell = [table](int row, int column) { return table->item(row, column)->data(Qt::UserRole).toDouble(); };
    double sum = 0.0;
    for (int j = 0; j < keys; ++j) {
        const double shown = cell(j, AttentionSection::SoftmaxColumn);
        const double engine = report.encoder_self.at(layer, head, query, j);
        QVERIFY2(std::abs(shown - engine) < 1e-5, qPrintable(QString("key %1: %2 vs %3").arg(j).arg(shown).arg(engine)));
        sum += shown;
        // q·k / √d_k, divided on the page, against the engine's scores.
        QVERIFY(std::abs(cell(j, AttentionSection::ScaledColumn) - walk.scores[j]) < 1e-5);
        QVERIFY(std::abs(cell(j, AttentionSection::DotColumn) * walk.scale - walk.scores[j]) < 1e-5);
    }
    QVERIFY(std::abs(sum - 1.0) < 1e-5);
    QVERIFY(std::abs(cell(keys, AttentionSection::SoftmaxColumn) - 1.0) < 1e-5);
    // The last row: the weighted values the page summed are the head's output
    // for the query as the engine computed it (its probe's weights V).
    for (int d = 0; d < std::min(AttentionSection::kShownValueDims, walk.headDim); ++d) {
        const double shown = cell(keys, AttentionSection::FirstValueColumn + d);
        QVERIFY2(std::abs(shown - walk.output[d]) < 1e-5,
                 qPrintable(QString("output[%1]: page %2, engine %3").arg(d).arg(shown).arg(walk.output[d])));
    }
    if (query == 2) saveShot(window_, "learn-attention.png");
}

void TestLearnPage::maskRowIsTheEngines_data() {
    QTest::addColumn<int>("layer");
    QTest::addColumn<int>("head");
    QTest::addColumn<int>("query");  // -1: the last position
    QTest::newRow("layer 0, head 0, BOS") << 0 << 0 << 0;
    QTest::newRow("layer 1, head 3, second position") << 1 << 3 << 1;
    QTest::newRow("layer 0, head 2, last position") << 0 << 2 << -1;
}

void TestLearnPage::maskRowIsTheEngines() {
    QFETCH(int, layer);
    QFETCH(int, head);
    QFETCH(int, query);
    page_->sectionList()->setCurrentRow(4);
    MaskingSection* section = page_->masking();
    const int positions = int(section->walk().tokens.size());
    QVERIFY(positions > 2);
    if (query < 0) query = positions - 1;
    QVERIFY(changeAndWait(page_, [&] { section->select(layer, head, query); }));
    const MaskWalk& walk = section->walk();
    QCOMPARE(walk.layer, layer);
    QCOMPARE(walk.head, head);
    QCOMPARE(walk.query, query);

    // The reference: the engine's attention report of the greedy translation.
    torch::NoGradGuard no_grad;
    loaded_.model->eval();
    const auto ids = loaded_.tokenizer.source_ids("pig owl eel yak", loaded_.model->config.max_positions);
    decode::SearchOptions greedy;
    greedy.beam_size = 1;
    const auto target =
        decode::greedy_search(loaded_.model, torch::tensor(ids, torch::kLong).unsqueeze(0), greedy).front().tokens;
    const auto report = decode::attention_report(loaded_.model, loaded_.tokenizer, ids, target);
    QCOMPARE(qsizetype(walk.tokens.size()), qsizetype(report.decoder_input_tokens.size()));
    for (int i = 0; i < positions; ++i) QCOMPARE(walk.tokens[i], QString::fromStdString(report.decoder_input_tokens[i]));

    // The mask: 0 on and below the diagonal, −∞ above (§3.2.3).
    QTableWidget* mask = section->maskTable();
    QCOMPARE(mask->rowCount(), positions);
    QCOMPARE(mask->columnCount(), positions);
    for (int i = 0; i < positions; ++i)
        for (int j = 0; j < positions; ++j)
            QCOMPARE(mask->item(i, j)->text(), j > i ? QString::fromUtf8("−∞") : QString("0"));

    QTableWidget* table = section->rowTable();
    QCOMPARE(table->rowCount(), positions + 1);  // one row per key, then the sums
    const auto cell = [table](int row, int column) { return table->item(row, column)->data(Qt::UserRole).toDouble(); };
    // softmax of the engine's scores, computed here.
    double maxScore = walk.scores[0], z = 0.0;
    for (double s : walk.scores) maxScore = std::max(maxScore, s);
    for (double s : walk.scores) z += std::exp(s - maxScore);
    double sum = 0.0, differs = 0.0;
    for (int j = 0; j < positions; ++j) {
        const double after = cell(j, MaskingSection::AfterColumn);
        const double engine = report.decoder_self.at(layer, head, query, j);
        QVERIFY2(std::abs(after - engine) < 1e-5, qPrintable(QString("key %1: %2 vs %3").arg(j).arg(after).arg(engine)));
        if (j > query) QCOMPARE(after, 0.0);  // exactly: exp(lowest - max) underflows
        sum += after;
        const double before = cell(j, MaskingSection::BeforeColumn);
        QVERIFY(std::abs(before - std::exp(walk.scores[j] - maxScore) / z) < 1e-9);
        QVERIFY(std::abs(cell(j, MaskingSection::ScoreColumn) - walk.scores[j]) < 1e-12);
        differs = std::max(differs, std::abs(before - after));
    }
    QVERIFY(std::abs(sum - 1.0) < 1e-5);
    QVERIFY(std::abs(cell(positions, MaskingSection::AfterColumn) - 1.0) < 1e-5);
    QVERIFY(std::abs(cell(positions, MaskingSection::BeforeColumn) - 1.0) < 1e-5);
    // Only the last query sees every key: there the mask changes nothing.
    if (query < positions - 1)
        QVERIFY2(differs > 1e-6, qPrintable(QString::number(differs)));
    else
        QVERIFY(differs < 1e-5);
    if (query == 1) saveShot(window_, "learn-masking.png");
}

void TestLearnPage::scheduleIsNoam() {
    const auto& t = loaded_.checkpoint.training_config;
    const QCPGraph* graph = page_->training()->schedulePlot()->graph(0);
    QVERIFY(graph->data()->size() > 100);
    for (int i : {0, 10, 80, 200, graph->data()->size() - 1}) {
        const auto point = graph->data()->at(i);
        const double expected = train::noam_learning_rate(int64_t(point->key), 64, t.warmup, t.lr_factor);
        QCOMPARE(point->value, expected);
    }
    QCOMPARE(graph->data()->at(graph->data()->size() - 1)->key, 5.0 * double(t.warmup));
    page_->sectionList()->setCurrentRow(6);
    saveShot(window_, "learn-training.png");
}

void TestLearnPage::labelSmoothingTarget() {
    const double eps = loaded_.checkpoint.training_config.label_smoothing;
    const auto data = page_->training()->smoothingBars()->data();
    const int v = TrainingSection::kExampleVocabulary;
    QCOMPARE(data->size(), v);
    double sum = 0.0;
    for (int c = 0; c < v; ++c) {
        const double expected = (c == TrainingSection::kExampleGold ? 1.0 - eps : 0.0) + eps / v;
        QVERIFY2(std::abs(data->at(c)->value - expected) < 1e-6, qPrintable(QString::number(data->at(c)->value)));
        sum += data->at(c)->value;
    }
    QVERIFY(std::abs(sum - 1.0) < 1e-6);
}

void TestLearnPage::withoutModelShowsANote() {
    MainWindow fresh;
    LearnPage* page = fresh.learnPage();
    page->setDemoTraining(false);  // tst_learn_demo tests the demo's training
    fresh.showPageNamed("learn");
    QVERIFY(!page->hasModel());
    QVERIFY2(page->modelText().contains("Open a checkpoint or train one"), qPrintable(page->modelText()));
    QCOMPARE(page->attention()->table()->rowCount(), 0);
    QCOMPARE(page->masking()->rowTable()->rowCount(), 0);
    QCOMPARE(page->masking()->maskTable()->rowCount(), 0);
    const auto request = fresh.trainPage()->request();
    comparePositional(page->positional(), int(request.model.d_model));
    const QCPGraph* graph = page->training()->schedulePlot()->graph(0);
    const auto point = graph->data()->at(50);
    QCOMPARE(point->value, train::noam_learning_rate(int64_t(point->key), request.model.d_model,
                                                     request.training.warmup, request.training.lr_factor));
}

// Opening a checkpoint while another still loads never blocks the GUI
// thread: the newer one is opened when the first ends, and only it is shown.
void TestLearnPage::quickOpensShowTheNewest() {
    MainWindow w;
    LearnPage* page = w.learnPage();
    QSignalSpy changed(page, &LearnPage::modelChanged);
    const QString run = QFileInfo(checkpoint()).absolutePath();
    page->openCheckpoint(run + QStringLiteral("/checkpoint-1600.ckpt"));
    page->openCheckpoint(run + QStringLiteral("/checkpoint-800.ckpt"));
    // The GUI thread did not wait for the first load: the second is queued behind it.
    QCOMPARE(page->queuedCheckpoint(), run + QStringLiteral("/checkpoint-800.ckpt"));
    QVERIFY(page->modelText().contains(QStringLiteral("checkpoint-800.ckpt")));  // "Opening …", at once
    QVERIFY(changed.wait(60000));
    QVERIFY2(page->modelText().contains(QStringLiteral("step 800")), qPrintable(page->modelText()));
    QCOMPARE(changed.count(), 1);  // the first answer is the newest checkpoint's, not the superseded one's
}

// A sentence longer than the model's positions is cut by the engine: the
// sections showed fewer pieces without a word (the Translate page says it).
void TestLearnPage::aSentenceTooLongIsSaid() {
    const QString before = page_->sentence();
    const int64_t positions = loaded_.model->config.max_positions;
    QStringList words;
    for (int64_t i = 0; i < positions; ++i) words << QStringLiteral("owl");
    QVERIFY(changeAndWait(page_, [&] { page_->setSentence(words.join(QLatin1Char(' '))); }));
    QVERIFY2(page_->modelText().contains(QString("longer than the model's %1 positions").arg(positions)),
             qPrintable(page_->modelText()));
    QVERIFY(changeAndWait(page_, [&] { page_->setSentence(before); }));
    QVERIFY2(!page_->modelText().contains("longer than the model's"), qPrintable(page_->modelText()));
}

// The demo, trained in the background, finished just as the user opened a
// checkpoint (its stop came too late): its model replaced the user's.
void TestLearnPage::aLateDemoDoesNotReplaceTheUsersModel() {
    MainWindow w;
    LearnPage* page = w.learnPage();
    QSignalSpy changed(page, &LearnPage::modelChanged);
    const QString run = QFileInfo(checkpoint()).absolutePath();
    page->openCheckpoint(run + QStringLiteral("/checkpoint-800.ckpt"));
    emit page->demo()->trained(run + QStringLiteral("/checkpoint-1600.ckpt"));
    QVERIFY(changed.wait(60000));
    QVERIFY2(page->modelText().contains(QStringLiteral("checkpoint-800.ckpt")), qPrintable(page->modelText()));
    QVERIFY(page->queuedCheckpoint().isEmpty());  // nothing else is on its way
}

// A checkpoint chosen with the Translate page's Open button is the one the
// Learn page describes (it kept the model before, while it took the
// Translate page's sentences); the user stays on the Translate page, and
// the Train page's form is left as it was.
void TestLearnPage::translatePagesOpenReachesLearn() {
    MainWindow w;
    QVERIFY(w.showPageNamed(QStringLiteral("translate")));
    const int translate = w.currentPage();
    LearnPage* learn = w.learnPage();
    QSignalSpy learnChanged(learn, &LearnPage::modelChanged);
    QSignalSpy ready(w.translation(), &TranslationController::modelReady);
    const QString run = QFileInfo(checkpoint()).absolutePath();
    const QString trainStatus = w.trainPage()->statusText();
    w.translatePage()->openChosenCheckpoint(run + QStringLiteral("/checkpoint-800.ckpt"));
    QVERIFY(ready.wait(60000));
    if (learnChanged.isEmpty()) QVERIFY(learnChanged.wait(60000));
    QVERIFY2(learn->modelText().contains(QStringLiteral("checkpoint-800.ckpt")), qPrintable(learn->modelText()));
    QVERIFY2(w.translatePage()->modelText().contains(QStringLiteral("checkpoint-800.ckpt")),
             qPrintable(w.translatePage()->modelText()));
    QCOMPARE(w.currentPage(), translate);
    QCOMPARE(w.trainPage()->statusText(), trainStatus);
}

// "Is attention an explanation?" computes on the page's own thread and
// model: integrated gradients of the greedy translation the masking section
// shows, equal to the engine's on that model with every head on, whatever
// heads the Analyze page switched off on the Translate page's model. Once
// asked, it follows the page: another sentence or another model (a
// checkpoint opened here only) is explained again without a click.
void TestLearnPage::explanationIsOfThePagesModel() {
    ExplanationSection* section = page_->explanation();
    QVERIFY(window_->showPageNamed("learn"));
    page_->sectionList()->setCurrentRow(8);
    QSignalSpy gated(window_->translation(), &TranslationController::headGatesSet);
    window_->translation()->setHeadGates({HeadId{HeadKind::Cross, 0, 0}, HeadId{HeadKind::Cross, 1, 1}});
    QVERIFY(gated.wait(30000));
    // The page says its model is the whole one.
    QVERIFY2(page_->modelText().contains("switched off on the Analyze page are on here"), qPrintable(page_->modelText()));
    QVERIFY(changeAndWait(page_, [&] { page_->setSentence("cat owl pig ram"); }));
    QVERIFY(section->result().tokens.isEmpty());  // not asked for yet: seconds of gradients
    // Its progress is said while it works (minutes on a base-size model).
    LearnController* learn = page_->findChild<LearnController*>();
    QVERIFY(learn);
    QSignalSpy progress(learn, &LearnController::explanationProgress);
    QVERIFY(changeAndWait(page_, [&] { emit section->explainRequested(); }));
    QVERIFY(!progress.isEmpty());
    QCOMPARE(progress.last().at(0).toLongLong(), progress.last().at(1).toLongLong());  // all done at the end

    // The engine's attribution of the same sentence on a model of the same checkpoint.
    auto engineExplanation = [](train::LoadedModel& model, const QString& sentence) {
        analysis::SentenceAttributionRequest request;
        request.source = sentence.toStdString();
        analysis::AttributionOptions options;
        options.method = analysis::AttributionMethod::IntegratedGradients;
        options.steps = 50;
        return analysis::attribute_sentence(model.model, model.tokenizer, request, options);
    };
    auto compareWithEngine = [&](train::LoadedModel& model) {
        const AttributionResult& got = section->result();
        const auto want = engineExplanation(model, page_->sentence());
        QCOMPARE(got.source, page_->sentence());
        QCOMPARE(got.target, QString::fromStdString(want.target));
        QCOMPARE(got.tokens.size(), qsizetype(want.tokens.size()));
        for (size_t k = 0; k < want.tokens.size(); ++k) {
            const auto& g = got.tokens[qsizetype(k)];
            QCOMPARE(g.source.size(), qsizetype(want.tokens[k].source.size()));
            for (size_t c = 0; c < want.tokens[k].source.size(); ++c)
                QVERIFY(std::abs(g.source[qsizetype(c)] - want.tokens[k].source[c]) <= 1e-6);
            // Every cross head ranked: the page's model has no head switched off.
            int cross = 0;
            for (const auto& h : g.heads) cross += h.kind == HeadKind::Cross;
            QCOMPARE(cross, int(model.model->config.num_decoder_layers * model.model->config.num_heads));
        }
    };
    compareWithEngine(loaded_);
    if (QTest::currentTestFailed()) return;
    // The translation explained is the one the masking section walks through.
    QCOMPARE(section->result().target, page_->masking()->walk().translation);
    // The map: the token's share of |attribution| beside the most agreeing cross head's row.
    section->selectToken(1);
    const auto& t = section->result().tokens[1];
    HeadAgreementView best;
    best.tau = -2.0;
    for (const auto& h : t.heads)
        if (h.kind == HeadKind::Cross && !std::isnan(h.tau) && h.tau > best.tau) best = h;
    auto* map = section->map();
    QCOMPARE(map->rows(), 2);
    double total = 0.0;
    for (double v : t.source) total += std::abs(v);
    for (int c = 0; c < map->cols(); ++c) {
        QVERIFY(std::abs(map->valueAt(0, c) - std::abs(t.source[c]) / total) <= 1e-6);
        QVERIFY(std::abs(map->valueAt(1, c) - section->result().crossAt(best.layer, best.head, t.position, c)) <= 1e-6);
    }
    QVERIFY2(section->noteText().contains(QString::number(best.tau, 'f', 2)), qPrintable(section->noteText()));
    saveShot(window_, "learn-explanation.png");
    window_->translation()->setHeadGates({});
    QVERIFY(gated.wait(30000));
    QVERIFY(!page_->modelText().contains("switched off"));

    // Another sentence: explained again.
    QVERIFY(changeAndWait(page_, [&] { page_->setSentence("owl pig ram yak hen"); }));
    QCOMPARE(section->result().source, QString("owl pig ram yak hen"));
    compareWithEngine(loaded_);
    if (QTest::currentTestFailed()) return;
    // Another model, on this page only: explained again, as that model computes it.
    const QString earlier = QFileInfo(checkpoint()).absolutePath() + QStringLiteral("/checkpoint-800.ckpt");
    train::LoadedModel step800 = train::load_model(earlier.toStdString(), torch::kCPU);
    QSignalSpy changed(page_, &LearnPage::modelChanged);
    page_->openCheckpoint(earlier);
    QVERIFY(changed.wait(60000));
    QVERIFY(!page_->isComputing());
    // Heads switched off on the Translate page's model are not this one's:
    // the label does not speak of them (it did).
    window_->translation()->setHeadGates({HeadId{HeadKind::Cross, 0, 0}});
    QVERIFY(gated.wait(30000));
    QVERIFY2(!page_->modelText().contains("switched off"), qPrintable(page_->modelText()));
    window_->translation()->setHeadGates({});
    QVERIFY(gated.wait(30000));
    compareWithEngine(step800);
    if (QTest::currentTestFailed()) return;
    const auto latest = engineExplanation(loaded_, page_->sentence());
    bool differs = false;  // the two models' attributions are not the same numbers
    for (size_t k = 0; k < latest.tokens.size() && k < size_t(section->result().tokens.size()); ++k)
        for (size_t c = 0; c < latest.tokens[k].source.size(); ++c)
            differs = differs || std::abs(latest.tokens[k].source[c] - section->result().tokens[qsizetype(k)].source[c]) > 1e-3;
    QVERIFY(differs || latest.target != section->result().target.toStdString());
    page_->openCheckpoint(checkpoint());  // the fixture's last model again
    QVERIFY(changed.wait(60000));
}

QTEST_MAIN(TestLearnPage)
#include "tst_learn_page.moc"
