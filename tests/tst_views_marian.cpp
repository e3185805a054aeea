// What the views say about a Marian (OPUS-MT) model, against what the model
// computes (issue 38 §3): the Learn page's positional table in Marian's
// layout (every sine, then every cosine: each curve named for the wave it
// holds) and its embedding scale (scale_embedding may be off), Figure 1's
// shared matrices (separate vocabularies tie only the target embedding and
// the output projection), and the decoder's first input, Marian's pad, named
// alike by the step-through, the teacher-forced report and the attribution.
// Uses tests/pytorch/marian_reference.py's folders (skipped without them).
// SPDX-License-Identifier: GPL-3.0-or-later
#include <torch/torch.h>  // first: LibTorch before Qt's keywords

#include "import/marian_import.h"
#include "opened_model.h"
#include "train/checkpoint.h"

#include "analysis_jobs.h"
#include "attention_data.h"
#include "learn_architecture.h"
#include "learn_blocks.h"
#include "learn_engine.h"
#include "learn_masking.h"
#include "learn_positional.h"
#include "learn_training.h"
#include "support/screenshots.h"
#include "support/controller_waits.h"
#include "translation_controller.h"
#include "checkpoint_store.h"
#include "kept_tokenizer_note.h"
#include "train_page.h"
#include "training_controller.h"
#include "translation_worker.h"

#include <QComboBox>

#include <qcustomplot.h>

#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace studio;
using namespace studio::app;
using studio::test::wait_for;

namespace {

QString folder(const QString& model) { return QStringLiteral(STUDIO_MARIAN_FIXTURE_DIR "/") + model; }


}  // namespace

class TestViewsMarian : public QObject {
    Q_OBJECT

    QTemporaryDir tmp_;

    QString checkpoint(const QString& model) const { return tmp_.filePath(model + QStringLiteral(".ckpt")); }

    static void models_data() {
        QTest::addColumn<QString>("model");
        QTest::newRow("shared, unscaled embeddings") << QStringLiteral("h4-gelu-legacy");
        QTest::newRow("separate vocabularies") << QStringLiteral("h8-swish-separate");
    }

private slots:
    void initTestCase() {
        QVERIFY(tmp_.isValid());
        if (!QFile::exists(folder(QStringLiteral("h8-swish-separate/expected.json")))) {
            if (STUDIO_PYTORCH_REQUIRED)
                QFAIL("no Marian fixture: tests/pytorch/marian_reference.py could not make it (python3-torch and "
                      "python3-sentencepiece are installed by scripts/setup.sh; configure with "
                      "-DSTUDIO_REQUIRE_PYTORCH=OFF to skip)");
            QSKIP("no Marian fixture: tests/pytorch/marian_reference.py needs python3-torch and python3-sentencepiece");
        }
        for (const char* model : {"h4-gelu-legacy", "h8-swish-separate"}) {
            const QString name = QString::fromLatin1(model);
            train::save_checkpoint(import::import_marian_folder(folder(name).toStdString()).checkpoint,
                                   checkpoint(name).toStdString());
        }
    }

    void positionalCurvesNameTheirWaves_data() { models_data(); }
    void positionalCurvesNameTheirWaves() {
        QFETCH(QString, model);
        QString error;
        const ModelHandle handle = openLearnModel(checkpoint(model), &error);
        QVERIFY2(handle, qPrintable(error));
        const auto& c = handle->loaded.model->config;
        const PositionalTable table = modelPositions(handle, 40);
        QCOMPARE(table.columns, PositionColumns::SinThenCos);
        QCOMPARE(table.scaledEmbeddings, c.scale_embeddings);

        PositionalSection section;
        section.setTable(table, QString());
        // At position 0 every sine is 0 and every cosine 1: a curve named for
        // the wrong wave (the paper's even/odd rule on Marian's columns) fails.
        int sines = 0, cosines = 0;
        for (int g = 0; g < section.curves()->graphCount(); ++g) {
            const QCPGraph* graph = section.curves()->graph(g);
            const double at0 = graph->data()->at(0)->value;
            if (graph->name().endsWith(QStringLiteral("(sin)"))) {
                ++sines;
                QVERIFY2(std::abs(at0) < 1e-6, qPrintable(graph->name()));
            } else {
                QVERIFY2(graph->name().endsWith(QStringLiteral("(cos)")), qPrintable(graph->name()));
                ++cosines;
                QVERIFY2(std::abs(at0 - 1.0) < 1e-6, qPrintable(graph->name()));
            }
        }
        QVERIFY(sines >= 2 && cosines >= 1);
        section.resize(900, 760);
        section.show();
        QVERIFY(QTest::qWaitForWindowExposed(&section));
        studio::test::saveShot(&section, QStringLiteral("learn-positional-%1.png").arg(model));

        // The scale the text gives is the one the embedding applies.
        const QString root = QStringLiteral("√%1").arg(c.d_model);
        QCOMPARE(section.scaleText().contains(root), c.scale_embeddings);
        QCOMPARE(table.embeddingScale, c.scale_embeddings ? std::sqrt(double(c.d_model)) : 1.0);
    }

    void learnedTablesHaveNoWavesToName() {
        // A learned table (Table 3 row E): columns by number, on its own range.
        PositionalTable table;
        table.positions = 6;
        table.dModel = 8;
        table.columns = PositionColumns::Learned;
        for (int i = 0; i < 48; ++i) table.values.push_back(i == 17 ? -3.0 : 0.01 * i);
        PositionalSection section;
        section.setTable(table, QString());
        QVERIFY(section.curves()->graphCount() >= 3);
        for (int g = 0; g < section.curves()->graphCount(); ++g)
            QVERIFY2(!section.curves()->graph(g)->name().contains(QStringLiteral("sin")) &&
                         !section.curves()->graph(g)->name().contains(QStringLiteral("cos")),
                     qPrintable(section.curves()->graph(g)->name()));
        QVERIFY(section.curves()->yAxis->range().upper >= 3.0);  // not clipped to the sinusoids' ±1
    }

    void figureOneSharesWhatTheModelShares_data() { models_data(); }
    void figureOneSharesWhatTheModelShares() {
        QFETCH(QString, model);
        const ModelHandle handle = openLearnModel(checkpoint(model), nullptr);
        QVERIFY(handle);
        auto& m = *handle->loaded.model;
        const ArchitectureFacts f = architectureFacts(handle, QStringLiteral("the red cat sleeps."));
        QVERIFY(f.marianPositions);
        QVERIFY(!f.learnedPositions);
        // Read from the modules: one tensor or several.
        const auto source = m.source_embedding()->weight(), target = m.target_embedding()->weight();
        const bool embeddingsShared = source.data_ptr() == target.data_ptr();
        const bool outputTied = !m.generator;
        const Sharing expected = embeddingsShared ? (outputTied ? Sharing::EmbeddingsAndOutput : Sharing::Embeddings)
                                                  : (outputTied ? Sharing::TargetAndOutput : Sharing::None);
        QCOMPARE(f.at(Block::SourceEmbedding).shared, embeddingsShared ? expected : Sharing::None);
        QCOMPARE(f.at(Block::TargetEmbedding).shared, expected);
        QCOMPARE(f.at(Block::Linear).shared, outputTied ? expected : Sharing::None);
        if (model == QLatin1String("h8-swish-separate")) QCOMPARE(expected, Sharing::TargetAndOutput);
        ArchitectureSection section;
        section.resize(1100, 800);
        section.setFacts(f);
        // The output layer's formula: a tied one has no bias of its own; a
        // Marian model adds its fixed logits bias.
        section.select(Block::Linear);
        const QString output = section.detailsText();
        QCOMPARE(output.contains(QStringLiteral("y E<sup>T</sup>")), outputTied);
        QCOMPARE(output.contains(QStringLiteral("W<sub>out</sub> + b")), !outputTied);
        QCOMPARE(output.contains(QStringLiteral("b<sub>logits</sub>")), m.logits_bias.defined());
        // One matrix is counted once: the blocks add up to the model.
        int64_t sum = 0;
        for (int b = 0; b < kBlockCount; ++b) sum += f.blocks[b].parameters * f.blocks[b].repeats;
        if (m.config.pre_norm) sum += 4 * m.config.d_model;
        QCOMPARE(sum, f.totalParameters);
        section.select(Block::TargetEmbedding);
        section.show();
        QVERIFY(QTest::qWaitForWindowExposed(&section));
        studio::test::saveShot(&section, QStringLiteral("learn-architecture-%1.png").arg(model));
    }

    void importedScheduleIsNotClaimed() {
        // An imported model's file holds no schedule: the Learn page's
        // Training section says so (it showed a new run's defaults as the
        // "current settings" of opus-mt).
        const ModelHandle handle = openLearnModel(checkpoint(QStringLiteral("h8-swish-separate")), nullptr);
        QVERIFY(handle);
        const LearnSettings s = learnSettings(handle);
        QVERIFY(!s.scheduleKnown);
        QVERIFY(!s.smoothingKnown);
        TrainingSection section;
        section.setSettings(s.dModel, s.warmup, s.factor, s.labelSmoothing, s.scheduleKnown, s.smoothingKnown);
        QVERIFY2(section.settingsText().contains(QStringLiteral("imported")), qPrintable(section.settingsText()));
        // ...and so does its label smoothing (a new run's 0.1, not the model's).
        QVERIFY2(section.smoothingText().contains(QStringLiteral("default of a new run")),
                 qPrintable(section.smoothingText()));
        section.setSettings(s.dModel, s.warmup, s.factor, s.labelSmoothing, true);
        QVERIFY2(section.settingsText().startsWith(QStringLiteral("Current settings")),
                 qPrintable(section.settingsText()));
        QVERIFY(!section.smoothingText().contains(QStringLiteral("default of a new run")));
    }

    void decoderStartIsNamedAlike() {
        TranslationController c;
        c.open(checkpoint(QStringLiteral("h8-swish-separate")));
        QVERIFY(!wait_for(c, &TranslationController::modelReady).isEmpty());
        const QString sentence = QStringLiteral("the red cat sleeps.");

        TranslationRequest request;
        request.sources = {sentence};
        request.beamSize = 2;
        request.nbest = 1;
        c.translate(request);
        auto answer = wait_for(c, &TranslationController::translated);
        QVERIFY(!answer.isEmpty());
        const auto report = fromReport(answer.first().value<TranslationResult>().attention);
        QCOMPARE(report.decoderInputTokens.value(0), QStringLiteral("<pad>"));  // Marian starts from its pad

        c.startStepping(sentence, 3);
        QVERIFY(!wait_for(c, &TranslationController::stepped).isEmpty());
        c.step();
        answer = wait_for(c, &TranslationController::stepped);
        QVERIFY(!answer.isEmpty());
        const auto stepping = answer.first().value<SteppingState>();
        QCOMPARE(QString::fromStdString(stepping.startToken), QStringLiteral("<pad>"));
        QCOMPARE(fromStepping(stepping).decoderInputTokens.value(0), report.decoderInputTokens.value(0));

        AttributionQuery query;
        query.source = sentence;
        query.method = 0;  // saliency: one pass is enough here
        c.attribute(query);
        answer = wait_for(c, &TranslationController::attributed);
        QVERIFY(!answer.isEmpty());
        QCOMPARE(answer.first().value<AttributionResult>().decoderStart, QStringLiteral("<pad>"));

        // The Learn page's masking section: its note named it "BOS".
        const ModelHandle handle = openLearnModel(checkpoint(QStringLiteral("h8-swish-separate")), nullptr);
        QVERIFY(handle);
        MaskingSection masking;
        masking.setWalk(maskWalk(handle, sentence, 0, 0, 0));
        QCOMPARE(masking.walk().tokens.value(0), QStringLiteral("<pad>"));
        QVERIFY2(masking.noteText().contains(QStringLiteral("The decoder input is &lt;pad&gt; followed by")),
                 qPrintable(masking.noteText()));
    }

    void fineTuningChoosesTheTargetLanguage() {
        // A multilingual model is fine-tuned into one language: the Train page
        // offers its tokens and the run's request carries the one chosen
        // (the sources were sent without any).
        TrainingController controller;
        TrainPage page(&controller);
        const QString plain = checkpoint(QStringLiteral("h4-gelu-legacy"));
        QString error;
        QVERIFY2(page.fineTuneFrom(plain, &error), qPrintable(error));
        auto* language = page.findChild<QComboBox*>(QStringLiteral("fineTuneLanguage"));
        QVERIFY(language);
        QVERIFY(language->isVisibleTo(&page));
        QCOMPARE(language->count(), 2);
        QCOMPARE(language->itemText(0), QStringLiteral(">>deu<<"));
        QCOMPARE(QString::fromStdString(page.request().training.language_token), QStringLiteral(">>deu<<"));
        language->setCurrentText(QStringLiteral(">>nld<<"));
        QCOMPARE(QString::fromStdString(page.request().training.language_token), QStringLiteral(">>nld<<"));
        page.resize(1280, 860);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        studio::test::saveShot(&page, QStringLiteral("train-fine-tune-language.png"));
        page.cancelFineTune();
        QVERIFY(page.request().training.language_token.empty());

        // A model fine-tuned into Dutch: Dutch comes first, on the Train page
        // and in the views (the Translate page and Learn start with the first).
        train::Checkpoint tuned = train::load_checkpoint(plain.toStdString());
        tuned.training_config.language_token = ">>nld<<";
        const QString tunedPath = tmp_.filePath(QStringLiteral("tuned.ckpt"));
        train::save_checkpoint(tuned, tunedPath.toStdString());
        QVERIFY2(page.fineTuneFrom(tunedPath, &error), qPrintable(error));
        QCOMPARE(language->itemText(0), QStringLiteral(">>nld<<"));
        QCOMPARE(checkpointLanguageTokens(tunedPath),
                 (QStringList{QStringLiteral(">>nld<<"), QStringLiteral(">>deu<<")}));
        const ModelHandle handle = openLearnModel(tunedPath, &error);
        QVERIFY2(handle, qPrintable(error));
        QCOMPARE(learnLanguageTokens(handle).value(0), QStringLiteral(">>nld<<"));
        QCOMPARE(TranslationWorker::summarize(handle).languageTokens.value(0), QStringLiteral(">>nld<<"));
        QCOMPARE(learnLanguageTokens(openLearnModel(plain, &error)).value(0), QStringLiteral(">>deu<<"));
    }

    // Fine-tuning a Marian model keeps its tokenizer: the Data page's note
    // names it and its unknown token as that model has them (it said
    // "SentencePiece" and "[UNK]").
    void keptTokenizerNoteNamesTheModelsOwn() {
        KeptTokenizerNote note;
        QSignalSpy checked(&note, &KeptTokenizerNote::checked);
        auto pairs = std::make_shared<std::vector<data::SentencePair>>();
        pairs->push_back({"the red cat sleeps.", "die rote Katze schläft."});
        note.setPairs(pairs);
        note.setCheckpoint(checkpoint(QStringLiteral("h4-gelu-legacy")));
        QVERIFY(checked.wait(60000));
        QVERIFY2(note.hasResult(), qPrintable(note.text()));
        QCOMPARE(note.share().tokenizerKind, QStringLiteral("marian"));
        QCOMPARE(note.share().unknownPiece, QStringLiteral("<unk>"));
        QVERIFY2(note.text().contains(QStringLiteral("keeps its Marian tokenizer")), qPrintable(note.text()));
        QVERIFY2(note.text().contains(QStringLiteral("unknown (&lt;unk&gt;)")), qPrintable(note.text()));
    }

    // A run fine-tuned into Dutch records its probe sentences as it sends
    // its sources, and as the Translate page sends a sentence: with >>nld<<
    // first (they were recorded without a token, so a probe's translation
    // and attention were not what the Translate tab showed beside it).
    void probesGoWithTheRunsLanguage() {
        TrainingController controller;
        TrainingRequest request;
        request.initFrom = checkpoint(QStringLiteral("h4-gelu-legacy"));
        request.dataset.demo = "reverse";
        request.model.dropout = 0.0;
        request.training.steps = 1;
        request.training.eval_every = 1;
        request.training.eval_max_sentences = 4;
        request.training.threads = 1;
        request.training.language_token = ">>nld<<";
        request.outDir = tmp_.filePath(QStringLiteral("probe-run"));
        controller.setProbeSentences({QStringLiteral("the old man eats"), QStringLiteral(">>deu<< the old man eats")});
        QSignalSpy recorded(&controller, &TrainingController::probesRecorded);
        QSignalSpy finished(&controller, &TrainingController::finished);
        controller.start(request);
        QVERIFY(recorded.wait(120000));
        const auto records = recorded.first().first().value<QVector<ProbeRecord>>();
        QCOMPARE(records.size(), qsizetype(2));
        QCOMPARE(records[0].source, QStringLiteral("the old man eats"));  // as the person typed it
        QCOMPARE(QString::fromStdString(records[0].attention.source_tokens.front()), QStringLiteral(">>nld<<"));
        // A sentence that names its own language keeps it.
        QCOMPARE(QString::fromStdString(records[1].attention.source_tokens.front()), QStringLiteral(">>deu<<"));
        controller.stop();
        QVERIFY(finished.wait(120000) || !finished.isEmpty());
        // The Analyze page's run dev set (the demo's own) goes as the run sent
        // its dev sources: with >>nld<< first (it went without a token).
        ModelSummary summary;
        const ModelHandle tuned = TranslationWorker::openCheckpoint(request.outDir + QStringLiteral("/last.ckpt"), &summary);
        QVERIFY(tuned);
        const LoadedSet set = load_analysis_set(*tuned, AnalysisSet());
        QVERIFY(set.origin.kind == SetOrigin::Kind::DemoDev);
        QCOMPARE(set.origin.languageToken, QStringLiteral(">>nld<<"));
        QVERIFY2(QString::fromStdString(set.pairs.front().src).startsWith(QStringLiteral(">>nld<< ")),
                 set.pairs.front().src.c_str());
    }
};

QTEST_MAIN(TestViewsMarian)
#include "tst_views_marian.moc"
