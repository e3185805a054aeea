// What the Translate page keeps and what it clears, with the shared trained
// model (CTest fixture): the user's beam, n-best count and target language
// across models; a new model's page without the old model's results; the
// further lines beside the lines that were translated; hypotheses the
// length limit cut marked on the beam tree and in the n-best list, the
// tree's highlighted path the first of the n-best list; a heatmap's CSV
// export holds the engine's weights and tokens.
// Run with STUDIO_SCREENSHOT_DIR=/some/dir to keep screenshots.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "attention_data.h"
#include "attention_grid.h"
#include "attention_heatmap.h"
#include "attention_inspector.h"
#include "beam_tree_view.h"
#include "support/screenshots.h"
#include "main_window.h"
#include "translate_page.h"
#include "translation_controller.h"

#include <QComboBox>
#include <QGraphicsItem>
#include <QGraphicsView>
#include <QHelpEvent>
#include <QProcess>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QToolTip>
#include <QtTest>

using namespace studio::app;

namespace {
const QString kFixture = QStringLiteral(STUDIO_FIXTURE_DIR "/run/last.ckpt");

// The fields of an RFC 4180 file: quoted fields may hold commas, quotes
// (doubled) and line breaks.
QList<QStringList> readCsv(const QString& text) {
    QList<QStringList> rows(1);
    QString field;
    bool quoted = false;
    for (int i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == QLatin1Char('"') && i + 1 < text.size() && text[i + 1] == QLatin1Char('"')) {
                field += c;
                ++i;
            } else if (c == QLatin1Char('"')) {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == QLatin1Char('"')) {
            quoted = true;
        } else if (c == QLatin1Char(',')) {
            rows.last() << field;
            field.clear();
        } else if (c == QLatin1Char('\n')) {
            rows.last() << field;
            field.clear();
            rows.append(QStringList());
        } else {
            field += c;
        }
    }
    if (rows.last().isEmpty() && field.isEmpty()) rows.removeLast();
    return rows;
}

QStringList labels(const std::vector<std::string>& tokens) {
    QStringList out;
    for (const auto& t : tokens) out << QString::fromStdString(t);
    return out;
}
}  // namespace

class TestTranslateSettings : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void furtherLinesAreTheOnesTranslated();
    void switchedOffHeadsLeaveTheMean();
    void beamTreeMarksWhatTheLimitCut();
    void csvExportIsTheEnginesAttention_data();
    void csvExportIsTheEnginesAttention();
    void nbestCountComesBackWithTheBeam();
    void aModelsOwnBeamLastsWhileItIsOpen();
    void aNewModelClearsTheOldResults();
    void theChosenLanguageStaysWithTheNextModel();

private:
    MainWindow* window_ = nullptr;
    TranslatePage* page_ = nullptr;
    QTemporaryDir tmp_;
};

void TestTranslateSettings::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QVERIFY2(QFile::exists(kFixture), qPrintable(kFixture));
    window_ = new MainWindow;
    window_->resize(1400, 900);
    window_->show();
    QVERIFY(window_->showPageNamed("translate"));
    page_ = window_->translatePage();
    QSignalSpy ready(window_->translation(), &TranslationController::modelReady);
    page_->openCheckpoint(kFixture);
    QVERIFY(ready.wait(60000));
}

void TestTranslateSettings::cleanupTestCase() { delete window_; }

// The further lines are shown beside the lines that were translated, even
// when the editor changed while the translation ran.
void TestTranslateSettings::furtherLinesAreTheOnesTranslated() {
    page_->setSource(QStringLiteral("pig owl\ngnu eel yak\nowl"));
    QSignalSpy translated(window_->translation(), &TranslationController::translated);
    page_->translate();
    // Before the answer can arrive (it is queued to this thread).
    page_->setSource(QStringLiteral("yak\npig\neel"));
    QVERIFY(translated.wait(60000));
    const QString shown = page_->otherLinesText();
    QVERIFY2(shown.contains(QStringLiteral("2. gnu eel yak → ")), qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("3. owl → ")), qPrintable(shown));
    QVERIFY2(!shown.contains(QStringLiteral("2. pig")), qPrintable(shown));
}

// A hypothesis the length limit ended (no </s>) is marked so on the beam
// tree and in the n-best list, not drawn as one the model finished.
void TestTranslateSettings::beamTreeMarksWhatTheLimitCut() {
    // A model after one training step (the command-line program makes it):
    // it rarely takes </s>, so the length limit ends most hypotheses.
    const QString run = tmp_.filePath(QStringLiteral("one-step"));
    QProcess cli;
    cli.start(QStringLiteral(STUDIO_CLI),
              {"train", "--demo", "reverse", "--preset", "tiny", "--d-model", "32", "--heads", "2", "--d-ff", "64",
               "--layers", "1", "--steps", "1", "--threads", "1", "--eval-sentences", "0", "--out", run});
    QVERIFY(cli.waitForFinished(120000));
    QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
    QSignalSpy ready(window_->translation(), &TranslationController::modelReady);
    page_->openCheckpoint(run + QStringLiteral("/last.ckpt"));
    QVERIFY(ready.wait(60000));
    page_->setMaxExtra(1);
    page_->setSource(QStringLiteral("pig owl eel yak gnu"));
    QSignalSpy translated(window_->translation(), &TranslationController::translated);
    page_->translate();
    QVERIFY(translated.wait(60000));
    page_->setMaxExtra(50);
    const TranslationResult& r = page_->lastResult();
    QVERIFY(!r.nbest.isEmpty());
    // A row is cut exactly when it does not end with </s>.
    int cutRows = 0;
    for (int i = 0; i < r.nbest.size(); ++i) {
        const bool ended = !r.nbest[i].pieces.isEmpty() && r.nbest[i].pieces.last() == QStringLiteral("</s>");
        QCOMPARE(r.nbest[i].cut, !ended);
        cutRows += r.nbest[i].cut;
        if (r.nbest[i].cut) QVERIFY(page_->nbestTable()->item(i, 1)->toolTip().contains(QStringLiteral("length limit")));
    }
    QVERIFY(cutRows > 0);
    // The tree: a finished candidate without </s> is cut, only at the last step.
    const auto trace = page_->beamTree()->trace();
    QVERIFY(!trace.isEmpty());
    // The highlighted path spells the n-best list's first hypothesis, cut or not.
    const QVector<int> best = page_->beamTree()->highlightedPath();
    QCOMPARE(best.size(), r.nbest[0].pieces.size());
    for (int t = 0; t < best.size(); ++t) QCOMPARE(trace[t][best[t]].piece, r.nbest[0].pieces[t]);
    const int last = int(trace.size()) - 1;
    int cutIndex = -1;
    for (int t = 0; t <= last; ++t)
        for (int i = 0; i < trace[t].size(); ++i) {
            const auto& node = trace[t][i];
            QCOMPARE(node.cut, node.finished && node.piece != QStringLiteral("</s>"));
            if (node.cut) {
                QCOMPARE(t, last);
                if (cutIndex < 0) cutIndex = i;
            }
        }
    QVERIFY(cutIndex >= 0);
    // Its tooltip says so (the Beam tab in front, so the tree is laid out).
    for (QWidget* w = page_->beamTree()->parentWidget(); w; w = w->parentWidget())
        if (auto* tabs = qobject_cast<QTabWidget*>(w)) {
            tabs->setCurrentWidget(page_->beamTree());
            break;
        }
    auto* view = qobject_cast<QGraphicsView*>(page_->beamTree()->viewport()->parentWidget());
    QVERIFY(view);
    page_->beamTree()->ensureNodeVisible(last, cutIndex);
    QGraphicsItem* item = view->itemAt(page_->beamTree()->nodeRect(last, cutIndex).center());
    QVERIFY(item);
    // Made when the pointer rests on the node: a help event there shows it.
    const QString tip = page_->beamTree()->toolTipAt(last, cutIndex);
    QVERIFY2(tip.contains(QStringLiteral("length limit")), qPrintable(tip));
    const QPoint at = page_->beamTree()->nodeRect(last, cutIndex).center();
    QHelpEvent help(QEvent::ToolTip, at, view->viewport()->mapToGlobal(at));
    QApplication::sendEvent(view->viewport(), &help);
    QTRY_VERIFY(QToolTip::isVisible());
    QCOMPARE(QToolTip::text(), tip);
    QToolTip::hideText();
    studio::test::saveShot(window_, "translate-beam-cut.png");
    // The fixture again, for the tests after this one.
    page_->openCheckpoint(kFixture);
    QVERIFY(ready.wait(60000));
}

void TestTranslateSettings::csvExportIsTheEnginesAttention_data() {
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("layer");
    QTest::addColumn<int>("head");  // -1: the mean of the layer's heads
    QTest::newRow("encoder self, layer 0, head 1") << int(AttentionKind::EncoderSelf) << 0 << 1;
    QTest::newRow("decoder self, layer 1, head 0") << int(AttentionKind::DecoderSelf) << 1 << 0;
    QTest::newRow("cross, layer 1, head 1") << int(AttentionKind::Cross) << 1 << 1;
    QTest::newRow("cross, layer 0, mean") << int(AttentionKind::Cross) << 0 << -1;
}

// The file a user exports from a heatmap holds the engine's own weights
// (a head's exactly: the shortest decimal of each float), each row and
// column under its token, queries down; the weights the causal mask made 0
// written as 0. `translate --attention` writes the same report
// (tst_view_identity), so the two files agree.
void TestTranslateSettings::csvExportIsTheEnginesAttention() {
    QFETCH(int, kind);
    QFETCH(int, layer);
    QFETCH(int, head);
    if (page_->lastResult().nbest.isEmpty() || page_->lastResult().source != QStringLiteral("pig owl eel yak")) {
        page_->setSource(QStringLiteral("pig owl eel yak"));
        QSignalSpy translated(window_->translation(), &TranslationController::translated);
        page_->translate();
        QVERIFY(translated.wait(60000));
    }
    const auto& report = page_->lastResult().attention;
    const auto& set = kind == int(AttentionKind::EncoderSelf) ? report.encoder_self
                      : kind == int(AttentionKind::DecoderSelf) ? report.decoder_self
                                                                : report.cross;
    const QStringList queries = labels(kind == int(AttentionKind::EncoderSelf)   ? report.source_tokens
                                       : kind == int(AttentionKind::DecoderSelf) ? report.decoder_input_tokens
                                                                                 : report.target_tokens);
    const QStringList keys =
        labels(kind == int(AttentionKind::DecoderSelf) ? report.decoder_input_tokens : report.source_tokens);
    QVERIFY(queries.size() > 2 && keys.size() > 2);
    QVERIFY(layer < set.layers && head < set.heads);
    page_->inspector()->showHead(AttentionKind(kind), layer, head);
    const QString path = tmp_.filePath(QStringLiteral("export.csv"));
    QString error;
    QVERIFY2(page_->inspector()->exportHeatmap(path, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QStringList> rows = readCsv(QString::fromUtf8(file.readAll()));
    QCOMPARE(rows.size(), queries.size() + 1);
    QCOMPARE(rows[0].mid(1), keys);
    for (int q = 0; q < queries.size(); ++q) {
        QCOMPARE(rows[q + 1].size(), keys.size() + 1);
        QCOMPARE(rows[q + 1][0], queries[q]);
        for (int k = 0; k < keys.size(); ++k) {
            bool number = false;
            const float written = rows[q + 1][k + 1].toFloat(&number);
            QVERIFY2(number, qPrintable(QStringLiteral("[%1, %2]: \"%3\"").arg(q).arg(k).arg(rows[q + 1][k + 1])));
            if (head >= 0) {
                QVERIFY2(written == set.at(layer, head, q, k),
                         qPrintable(QStringLiteral("[%1, %2]: %3 and %4").arg(q).arg(k).arg(written).arg(set.at(layer, head, q, k))));
            } else {
                double mean = 0.0;
                for (int h = 0; h < set.heads; ++h) mean += set.at(layer, h, q, k);
                mean /= double(set.heads);
                QVERIFY2(std::abs(written - mean) < 1e-6, qPrintable(QStringLiteral("[%1, %2]").arg(q).arg(k)));
            }
            if (kind == int(AttentionKind::DecoderSelf) && k > q) QCOMPARE(written, 0.0f);
        }
    }
}

// The n-best count is at most the beam; a beam narrowed and widened again
// gives the user's count back.
void TestTranslateSettings::nbestCountComesBackWithTheBeam() {
    auto* nbest = page_->findChild<QSpinBox*>(QStringLiteral("nbestCount"));
    QVERIFY(nbest);
    page_->setBeamSize(4);
    nbest->setValue(4);
    page_->setBeamSize(1);
    QCOMPARE(page_->requestFor(QStringLiteral("a")).nbest, 1);
    page_->setBeamSize(2);
    QCOMPARE(page_->requestFor(QStringLiteral("a")).nbest, 2);
    page_->setBeamSize(4);
    QCOMPARE(page_->requestFor(QStringLiteral("a")).nbest, 4);
    nbest->setValue(3);  // the user's new count
    page_->setBeamSize(1);
    page_->setBeamSize(6);
    QCOMPARE(page_->requestFor(QStringLiteral("a")).nbest, 3);
    page_->setBeamSize(4);
}

// A model's own beam (a Marian folder's num_beams) is used while it is open;
// the next model without one gets the beam the user chose back, as the CLI
// takes the model's own or 4 (it kept the other model's). A beam the user
// sets while such a model is open is theirs.
void TestTranslateSettings::aModelsOwnBeamLastsWhileItIsOpen() {
    auto beam = [this] { return page_->requestFor(QStringLiteral("a")).beamSize; };
    page_->setBeamSize(3);
    ModelSummary marian;
    marian.origin = QStringLiteral("opus-mt");
    marian.beamSize = 6;
    ModelSummary own;
    own.origin = QStringLiteral("own run");
    emit window_->translation()->modelReady(marian, RequestTicket());
    QCOMPARE(beam(), 6);
    emit window_->translation()->modelReady(own, RequestTicket());
    QCOMPARE(beam(), 3);
    emit window_->translation()->modelReady(own, RequestTicket());
    QCOMPARE(beam(), 3);
    emit window_->translation()->modelReady(marian, RequestTicket());
    page_->setBeamSize(2);  // the user's, while the Marian model is open
    emit window_->translation()->modelReady(own, RequestTicket());
    QCOMPARE(beam(), 2);
    // The user sets the very beam the model brought (no valueChanged): it
    // is theirs now, and stays with the next model.
    emit window_->translation()->modelReady(marian, RequestTicket());
    QCOMPARE(beam(), 6);
    page_->setBeamSize(6);
    emit window_->translation()->modelReady(own, RequestTicket());
    QCOMPARE(beam(), 6);
    // The same typed into the box and confirmed with Enter.
    page_->setBeamSize(2);
    emit window_->translation()->modelReady(marian, RequestTicket());
    auto* box = page_->findChild<QSpinBox*>(QStringLiteral("beamSize"));
    QVERIFY(box);
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, QStringLiteral("6"));
    QTest::keyClick(box, Qt::Key_Return);
    emit window_->translation()->modelReady(own, RequestTicket());
    QCOMPARE(beam(), 6);
    // Leaving the box without typing (editingFinished too) chooses nothing.
    page_->setBeamSize(2);
    emit window_->translation()->modelReady(marian, RequestTicket());
    emit box->editingFinished();
    emit window_->translation()->modelReady(own, RequestTicket());
    QCOMPARE(beam(), 2);
    page_->setBeamSize(4);
}

// A new model (opened, or a snapshot of training): the n-best list, the
// further lines, the beam tree and the heatmaps of the one before go.
void TestTranslateSettings::aNewModelClearsTheOldResults() {
    page_->setSource(QStringLiteral("pig owl eel\ngnu yak"));
    QSignalSpy translated(window_->translation(), &TranslationController::translated);
    page_->translate();
    QVERIFY(translated.wait(60000));
    QVERIFY(page_->nbestTable()->rowCount() > 0);
    QVERIFY(page_->beamTree()->nodeCount() > 0);
    QVERIFY(!page_->otherLinesText().isEmpty());
    ModelSummary other;
    other.origin = QStringLiteral("another run");
    emit window_->translation()->modelReady(other, RequestTicket());
    QCOMPARE(page_->nbestTable()->rowCount(), 0);
    QCOMPARE(page_->beamTree()->nodeCount(), 0);
    QVERIFY(page_->otherLinesText().isEmpty());
    QVERIFY(page_->lastResult().nbest.isEmpty());
}

// A multilingual model opened again (or another of the same languages):
// the target language the user chose stays chosen.
void TestTranslateSettings::theChosenLanguageStaysWithTheNextModel() {
    ModelSummary multi;
    multi.origin = QStringLiteral("opus-mt-en-ROMANCE");
    multi.languageTokens = {QStringLiteral(">>fra<<"), QStringLiteral(">>ita<<"), QStringLiteral(">>spa<<")};
    emit window_->translation()->modelReady(multi, RequestTicket());
    QCOMPARE(page_->languageToken(), QStringLiteral(">>fra<<"));
    auto* box = page_->findChild<QComboBox*>(QStringLiteral("targetLanguage"));
    QVERIFY(box);
    box->setCurrentText(QStringLiteral(">>spa<<"));
    emit window_->translation()->modelReady(multi, RequestTicket());
    QCOMPARE(page_->languageToken(), QStringLiteral(">>spa<<"));
    QCOMPARE(page_->requestFor(QStringLiteral("hello")).sources.value(0), QStringLiteral(">>spa<< hello"));
    // A model without that language starts from its first.
    ModelSummary other = multi;
    other.languageTokens = {QStringLiteral(">>deu<<"), QStringLiteral(">>nld<<")};
    emit window_->translation()->modelReady(other, RequestTicket());
    QCOMPARE(page_->languageToken(), QStringLiteral(">>deu<<"));
    emit window_->translation()->modelReady(ModelSummary(), RequestTicket());
    QVERIFY(page_->languageToken().isEmpty());
}

// A head switched off on the Analyze page still computes its weights, but
// the layer does not use its output: the mean of heads leaves it out and
// its own map says it is off.
void TestTranslateSettings::switchedOffHeadsLeaveTheMean() {
    InspectedAttention a;
    a.sourceTokens = QStringList{"a", "</s>"};
    a.targetTokens = QStringList{"x"};
    a.decoderInputTokens = QStringList{"<s>"};
    a.encoderSelf = {1, 2, 2, 2, std::vector<float>(8, 0.5f)};
    a.cross = {1, 2, 1, 2, {1.0f, 0.0f, 0.0f, 1.0f}};  // head 0 on "a", head 1 on "</s>"
    auto mean = headData(a, AttentionKind::Cross, 0, -1);
    QCOMPARE(mean.values, std::vector<float>({0.5f, 0.5f}));
    a.off = {HeadId{HeadKind::Cross, 0, 1}};
    mean = headData(a, AttentionKind::Cross, 0, -1);
    QCOMPARE(mean.values, std::vector<float>({1.0f, 0.0f}));
    QVERIFY2(mean.title.contains("(1 of 2)"), qPrintable(mean.title));
    const auto off = headData(a, AttentionKind::Cross, 0, 1);
    QCOMPARE(off.values, std::vector<float>({0.0f, 1.0f}));  // its weights, as computed
    QVERIFY2(off.title.contains("switched off"), qPrintable(off.title));
    QVERIFY(!headData(a, AttentionKind::Cross, 0, 0).title.contains("switched off"));
    // Another kind's head of the same number is on.
    QVERIFY(!headData(a, AttentionKind::EncoderSelf, 0, 1).title.contains("switched off"));
    // Every head of the layer off: the mean of all of them, and its title says so.
    auto allOff = a;
    allOff.off.push_back(HeadId{HeadKind::Cross, 0, 0});
    const auto none = headData(allOff, AttentionKind::Cross, 0, -1);
    QCOMPARE(none.values, std::vector<float>({0.5f, 0.5f}));
    QVERIFY2(none.title.contains("every one switched off"), qPrintable(none.title));
    // The "All heads" grid's mean column is the inspector's mean.
    AttentionInspector inspector;
    inspector.setAttention(a, {2});
    inspector.showHead(AttentionKind::Cross, 0, -1);
    QCOMPARE(inspector.grid()->heads(), 2);
    for (int c = 0; c < 2; ++c) {
        QCOMPARE(inspector.grid()->valueAt(0, -1, 0, c), inspector.heatmap()->valueAt(0, c));
        QCOMPARE(inspector.grid()->valueAt(0, -1, 0, c), double(mean.values[size_t(c)]));
    }
    QVERIFY(inspector.grid()->toolTipAt(0, 1).contains("switched off"));
}

QTEST_MAIN(TestTranslateSettings)
#include "tst_translate_settings.moc"
