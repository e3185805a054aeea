// The Learn page's sections on the model's building blocks, with the shared
// trained model (CTest fixture):
// - Architecture (Figure 1): the shapes of every block for the sentence are
//   those of the engine's tensors, the parameter counts add up to the model's
//   (each shared matrix once), and clicking a block or pressing an arrow key
//   shows that block's formula, shapes and count.
// - Multi-head attention (§3.2.2): each head's row is the engine's attention
//   row, the concatenation is the heads' outputs joined, and Concat · W^O + b
//   equals the engine's attention module's output.
// - Feed-forward, residual and layer norm (§3.1, §3.3): x + block is the
//   residual; the output is LayerNorm of it with the model's own gain, bias
//   and eps (post-norm), FFN(x) is max(0, xW1 + b1)W2 + b2 with the model's
//   weights, and both equal the engine's sub-layer output; a layer's second
//   sub-layer reads what its first one wrote.
// Run with LEARN_PAGE_SCREENSHOT=/some/dir to keep screenshots.
// SPDX-License-Identifier: GPL-3.0-or-later
// LibTorch first: Qt's `slots` macro breaks its headers.
#include "decode/decode_session.h"
#include "nn/encoder_layer.h"
#include "train/model_io.h"

#include "learn_architecture.h"
#include "learn_diagram.h"
#include "learn_multihead.h"
#include "learn_page.h"
#include "support/learn_page_waits.h"
#include "learn_sublayer.h"
#include "learn_vectors.h"
#include "main_window.h"

#include <QListWidget>
#include <QMessageBox>
#include <QTableWidget>
#include <QtTest>

#include <functional>

using namespace studio;
using namespace studio::app;

namespace {

using studio::test::changeAndWait;
using studio::test::saveShot;

QString checkpoint() { return QStringLiteral(STUDIO_FIXTURE_DIR "/run/last.ckpt"); }
const char* const kSentence = "pig owl eel yak";

QString shape(std::initializer_list<int64_t> sizes) {
    QStringList parts;
    for (auto s : sizes) parts << QString::number(s);
    return "(" + parts.join(", ") + ")";
}

double cell(QTableWidget* table, int row, int column) { return table->item(row, column)->data(Qt::UserRole).toDouble(); }

}  // namespace

class TestLearnBlocks : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void architectureShapesAndCounts();
    void clickingABlockShowsIt_data();
    void clickingABlockShowsIt();
    void multiHeadIsTheEngines_data();
    void multiHeadIsTheEngines();
    void sublayerIsTheEngines_data();
    void sublayerIsTheEngines();
    void sublayersChain();

private:
    nn::EncoderLayerImpl& encoderLayer(int index) {
        return *loaded_.model->encoder->layers[size_t(index)]->as<nn::EncoderLayerImpl>();
    }

    MainWindow* window_ = nullptr;
    LearnPage* page_ = nullptr;
    train::LoadedModel loaded_;
    std::vector<int64_t> source_;
    decode::AttentionReport report_;
};

void TestLearnBlocks::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QVERIFY2(QFile::exists(checkpoint()), qPrintable(checkpoint()));
    loaded_ = train::load_model(checkpoint().toStdString(), torch::kCPU);
    source_ = loaded_.tokenizer.source_ids(kSentence, loaded_.model->config.max_positions);
    {  // The engine's attention for the sentence (its own translation as the target).
    torch::NoGradGuard no_grad;
    report_ = decode::attention_report(loaded_.model, loaded_.tokenizer, source_, {loaded_.tokenizer.special_ids().eos});
    }

    window_ = new MainWindow;
    window_->resize(1400, 900);
    window_->show();
    page_ = window_->learnPage();
    QSignalSpy learnReady(page_, &LearnPage::modelChanged);
    QString error;
    QVERIFY2(window_->openCheckpoint(checkpoint(), &error), qPrintable(error));
    QVERIFY(learnReady.wait(60000));
    QVERIFY(page_->hasModel());
    QVERIFY(window_->showPageNamed("learn"));
    QVERIFY(changeAndWait(page_, [this] { page_->setSentence(kSentence); }));
}

void TestLearnBlocks::cleanupTestCase() {
    window_->setCloseAnswer(QMessageBox::Yes);
    delete window_;
}

void TestLearnBlocks::architectureShapesAndCounts() {
    page_->sectionList()->setCurrentRow(0);
    const ArchitectureFacts& f = page_->architecture()->facts();
    const auto& c = loaded_.model->config;
    const int64_t s = int64_t(source_.size()), d = c.d_model;
    const int64_t t = f.targetTokens.size(), v = loaded_.model->target_embedding()->weight().size(0);
    QCOMPARE(f.sourceTokens.size(), qsizetype(s));
    QVERIFY(t >= 1);
    QCOMPARE(f.at(Block::SourceEmbedding).input, shape({1, s}));
    QCOMPARE(f.at(Block::SourceEmbedding).output, shape({1, s, d}));
    QCOMPARE(f.at(Block::EncoderAddNorm2).output, shape({1, s, d}));
    QCOMPARE(f.at(Block::TargetEmbedding).output, shape({1, t, d}));
    QCOMPARE(f.at(Block::Linear).output, shape({1, t, v}));
    QVERIFY2(f.at(Block::EncoderSelfAttention).inner.contains(shape({1, c.num_heads, s, c.key_dim()})),
             qPrintable(f.at(Block::EncoderSelfAttention).inner));
    QVERIFY(f.at(Block::CrossAttention).inner.contains(shape({1, c.num_heads, t, s})));  // weights: T queries, S keys
    QCOMPARE(f.at(Block::EncoderFeedForward).inner, shape({1, s, c.d_ff}));

    // The paper's counts: 4 projections D x D with biases; FFN D x d_ff and back; LayerNorm gain and bias.
    QCOMPARE(f.at(Block::EncoderSelfAttention).parameters, 4 * d * d + 4 * d);
    QCOMPARE(f.at(Block::EncoderFeedForward).parameters, 2 * d * c.d_ff + c.d_ff + d);
    QCOMPARE(f.at(Block::EncoderAddNorm1).parameters, 2 * d);
    QCOMPARE(f.at(Block::EncoderSelfAttention).repeats, int(c.num_encoder_layers));
    QCOMPARE(f.at(Block::DecoderFeedForward).repeats, int(c.num_decoder_layers));
    // Every parameter of the model once: blocks times their repeats, a shared
    // matrix once (one vocabulary: under the source embedding).
    int64_t sum = 0;
    for (int b = 0; b < kBlockCount; ++b) sum += f.blocks[b].parameters * f.blocks[b].repeats;
    QCOMPARE(f.at(Block::TargetEmbedding).parameters == 0, c.share_embeddings);
    if (c.pre_norm) sum += 4 * d;  // the two stacks' final LayerNorms, not in Figure 1
    QCOMPARE(sum, nn::parameter_count(*loaded_.model));
    QCOMPARE(f.totalParameters, sum);
    saveShot(window_, "learn-architecture.png");
}

void TestLearnBlocks::clickingABlockShowsIt_data() {
    QTest::addColumn<int>("block");
    QTest::addColumn<QString>("formula");
    QTest::newRow("feed forward") << int(Block::EncoderFeedForward) << "FFN(x) = max(0";
    QTest::newRow("masked attention") << int(Block::DecoderSelfAttention) << "M<sub>ij</sub> = −∞";
    QTest::newRow("add & norm") << int(Block::DecoderAddNorm2) << "LayerNorm(x + Sublayer(x))";
    QTest::newRow("positional encoding") << int(Block::SourcePositions) << "10000";
    QTest::newRow("softmax") << int(Block::Softmax) << "softmax(logits)";
}

void TestLearnBlocks::clickingABlockShowsIt() {
    QFETCH(int, block);
    QFETCH(QString, formula);
    page_->sectionList()->setCurrentRow(0);
    ArchitectureSection* section = page_->architecture();
    ArchitectureDiagram* diagram = section->diagram();
    QVERIFY(QTest::qWaitForWindowExposed(window_));
    const QPoint where = diagram->blockRect(Block(block)).center().toPoint();
    QVERIFY(diagram->rect().contains(where));
    QTest::mouseClick(diagram, Qt::LeftButton, {}, where);
    QCOMPARE(int(diagram->selected()), block);
    const QString text = section->detailsText();
    QVERIFY2(text.contains(formula), qPrintable(text));
    const BlockFacts& facts = section->facts().at(Block(block));
    QVERIFY2(text.contains(facts.output), qPrintable(text));
    QVERIFY2(text.contains(QLocale().toString(facts.parameters)), qPrintable(text));
    // The arrow keys walk to the next block and back.
    diagram->setFocus();
    QTest::keyClick(diagram, Qt::Key_Right);
    QCOMPARE(int(diagram->selected()), (block + 1) % kBlockCount);
    QVERIFY(section->detailsText() != text);
    QTest::keyClick(diagram, Qt::Key_Left);
    QCOMPARE(section->detailsText(), text);
}

void TestLearnBlocks::multiHeadIsTheEngines_data() {
    QTest::addColumn<int>("layer");
    QTest::addColumn<int>("query");
    QTest::newRow("layer 0, first token") << 0 << 0;
    QTest::newRow("layer 1, third token") << 1 << 2;
}

void TestLearnBlocks::multiHeadIsTheEngines() {
    QFETCH(int, layer);
    QFETCH(int, query);
    page_->sectionList()->setCurrentRow(3);
    MultiHeadSection* section = page_->multiHead();
    QVERIFY(changeAndWait(page_, [&] { section->select(layer, query); }));
    const MultiHeadWalk& walk = section->walk();
    const auto& c = loaded_.model->config;
    QCOMPARE(walk.layer, layer);
    QCOMPARE(walk.query, query);
    QCOMPARE(walk.heads, int(c.num_heads));
    const int keys = int(source_.size());
    QTableWidget* heads = section->headTable();
    QCOMPARE(heads->rowCount(), walk.heads);
    QCOMPARE(heads->columnCount(), keys);
    for (int h = 0; h < walk.heads; ++h) {
        double sum = 0.0;
        for (int j = 0; j < keys; ++j) {
            const double engine = report_.encoder_self.at(layer, h, query, j);
            QVERIFY2(std::abs(cell(heads, h, j) - engine) < 1e-5, qPrintable(QString("head %1 key %2").arg(h).arg(j)));
            sum += cell(heads, h, j);
        }
        QVERIFY(std::abs(sum - 1.0) < 1e-5);
    }
    // Concat: head 1's d_k numbers, then head 2's, ...
    QCOMPARE(walk.concat.size(), qsizetype(c.d_model));
    for (int i = 0; i < int(c.d_model); ++i)
        QCOMPARE(walk.concat[i], walk.outputs[i / walk.headDim][i % walk.headDim]);
    QTableWidget* numbers = section->numberTable();
    QCOMPARE(numbers->rowCount(), int(c.d_model));
    double largest = 0.0;
    for (int i = 0; i < int(c.d_model); ++i) {
        QCOMPARE(cell(numbers, i, MultiHeadSection::ConcatColumn), walk.concat[i]);
        // The head a dimension came from, numbered from 0 as the head table above (it said head 1 for head 0's).
        QCOMPARE(numbers->item(i, MultiHeadSection::HeadColumn)->text(), QString::number(i / walk.headDim));
        const double projected = cell(numbers, i, MultiHeadSection::ProjectedColumn);
        const double engine = cell(numbers, i, MultiHeadSection::EngineColumn);
        QVERIFY2(std::abs(projected - engine) < 1e-5, qPrintable(QString("dim %1: %2 vs %3").arg(i).arg(projected).arg(engine)));
        largest = std::max(largest, std::abs(engine));
    }
    QVERIFY(largest > 1e-3);  // a real output, not zeros on both sides
    QCOMPARE(section->strips()->rows().size(), qsizetype(walk.heads + 2));
    QVERIFY2(section->shapesText().contains(QString("(1, %1, %2, %3)").arg(c.num_heads).arg(keys).arg(c.key_dim())),
             qPrintable(section->shapesText()));
    if (query == 2) saveShot(window_, "learn-multihead.png");
}

void TestLearnBlocks::sublayerIsTheEngines_data() {
    QTest::addColumn<int>("layer");
    QTest::addColumn<int>("sublayer");
    QTest::addColumn<int>("token");
    QTest::newRow("layer 0, attention, first token") << 0 << 0 << 0;
    QTest::newRow("layer 1, feed-forward, second token") << 1 << 1 << 1;
    QTest::newRow("layer 0, feed-forward, EOS") << 0 << 1 << 4;
}

void TestLearnBlocks::sublayerIsTheEngines() {
    QFETCH(int, layer);
    QFETCH(int, sublayer);
    QFETCH(int, token);
    page_->sectionList()->setCurrentRow(5);
    SublayerSection* section = page_->sublayer();
    QVERIFY(changeAndWait(page_, [&] { section->select(layer, sublayer, token); }));
    const SublayerWalk& w = section->walk();
    QCOMPARE(w.layer, layer);
    QCOMPARE(w.sublayer, sublayer);
    QCOMPARE(w.token, token);
    const auto& c = loaded_.model->config;
    QVERIFY(!c.pre_norm);  // the fixture is the paper's post-norm model
    const int d = int(c.d_model);
    QCOMPARE(w.input.size(), qsizetype(d));
    torch::NoGradGuard no_grad;
    auto& el = encoderLayer(layer);
    auto& wrapper = sublayer == 0 ? *el.self_attention_sublayer : *el.feed_forward_sublayer;
    const auto x = torch::tensor(std::vector<double>(w.input.begin(), w.input.end())).to(torch::kFloat32);
    if (sublayer == 1) {  // FFN(x) = max(0, x W1 + b1) W2 + b2 with the model's weights (Eq. 2)
        auto& ffn = *el.feed_forward;
        const auto hidden = torch::relu(torch::matmul(ffn.w_1->weight, x) + ffn.w_1->bias);
        const auto expected = torch::matmul(ffn.w_2->weight, hidden) + ffn.w_2->bias;
        for (int i = 0; i < d; ++i) QVERIFY(std::abs(w.block[i] - expected[i].item<double>()) < 1e-4);
        QCOMPARE(w.hiddenActive, int((hidden > 0).sum().item<int64_t>()));
        QVERIFY(w.hiddenActive > 0 && w.hiddenActive < c.d_ff);
        QVERIFY(section->summaryText().contains(QString::number(w.hiddenActive)));
    }
    // LayerNorm(x + block) with the model's gain, bias and eps (§3.1).
    const double mean = vectorMean(w.residual), sd = vectorStd(w.residual);
    const auto gain = wrapper.norm->weight, bias = wrapper.norm->bias;
    QTableWidget* numbers = section->numberTable();
    QCOMPARE(numbers->rowCount(), d + 3);
    for (int i = 0; i < d; ++i) {
        QVERIFY(std::abs(w.residual[i] - (w.input[i] + w.block[i])) < 1e-5);  // float32 sums
        const double expected = gain[i].item<double>() * (w.residual[i] - mean) / std::sqrt(sd * sd + c.layer_norm_eps) +
                                bias[i].item<double>();
        QVERIFY2(std::abs(w.output[i] - expected) < 1e-4, qPrintable(QString("dim %1: %2 vs %3").arg(i).arg(w.output[i]).arg(expected)));
        const double shown = cell(numbers, i, SublayerSection::OutputColumn);
        const double engine = cell(numbers, i, SublayerSection::EngineColumn);
        QVERIFY2(std::abs(shown - engine) < 1e-5, qPrintable(QString("dim %1: %2 vs %3").arg(i).arg(shown).arg(engine)));
    }
    QVERIFY(std::abs(cell(numbers, d + SublayerSection::MeanRow, SublayerSection::ResidualColumn) - mean) < 1e-12);
    QVERIFY(numbers->isColumnHidden(SublayerSection::NormedColumn));  // post-norm: the block reads x itself
    if (sublayer == 1 && layer == 1) saveShot(window_, "learn-sublayer.png");
}

void TestLearnBlocks::sublayersChain() {
    SublayerSection* section = page_->sublayer();
    QVERIFY(changeAndWait(page_, [&] { section->select(0, 0, 2); }));
    const QVector<double> attentionOut = section->walk().engine;
    QVERIFY(changeAndWait(page_, [&] { section->select(0, 1, 2); }));
    const QVector<double> ffnIn = section->walk().input;
    QCOMPARE(ffnIn.size(), attentionOut.size());
    for (int i = 0; i < ffnIn.size(); ++i) QVERIFY(std::abs(ffnIn[i] - attentionOut[i]) < 1e-6);
}

QTEST_MAIN(TestLearnBlocks)
#include "tst_learn_blocks.moc"
