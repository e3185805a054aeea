// The import of Hugging Face Marian folders, number for number, on small
// random models (tests/pytorch/marian_reference.py: 1, 2, 4 and 8 heads;
// shared and separate vocabularies; swish, relu and gelu; the weights as
// model.safetensors without the tied copies, as a torch.save zip and as
// torch.save's legacy stream), whose layer norms and biases are away from
// 1 and 0 and whose outputs depend on the source:
// - the source is encoded as source.spm's pieces through vocab.json (<unk>
//   for a piece it lacks; punctuation, digits, characters no piece covers),
//   then </s>; target pieces decode through target.spm;
// - teacher-forced along the reference's greedy path, every step's
//   log-probabilities over the whole vocabulary equal the reference's within
//   1e-4, through the full pass and through the key/value cache;
// - every layer's and head's attention equals the reference's within 1e-5;
// - our greedy path (from the pad id, the pad never chosen) is the
//   reference's up to the first top-2 gap below 1e-4;
// - the converted checkpoint, saved and opened again, computes the same and
//   keeps the folder's decoding settings (generation_config.json first).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/json_tensors.h"
#include "support/test_support.h"

#include "analysis/head_statistics.h"
#include "analysis/piece_words.h"
#include "decode/search.h"
#include "import/marian_import.h"
#include "nn/probe.h"
#include "nn/transformer.h"
#include "tokenizer/marian_vocab.h"
#include "train/model_io.h"
#include "train/prepared_data.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <torch/torch.h>

using namespace studio;
using test::ids_of;
using test::max_diff;
using test::tensor_of;

namespace {

// What the reference fed its decoder along a sentence's path: the pad id,
// then the path (without a final </s>). Shape: (1, T).
torch::Tensor decoder_input(const QJsonObject& sentence, const nn::TransformerConfig& c) {
    auto path = ids_of(sentence[QStringLiteral("path_ids")]);
    if (!path.empty() && path.back() == c.eos_id) path.pop_back();
    std::vector<int64_t> input{c.bos_id};
    input.insert(input.end(), path.begin(), path.end());
    return torch::tensor(input).unsqueeze(0);
}

}  // namespace

class TestMarianImport : public QObject {
    Q_OBJECT

    static QString dir(const QString& model) { return QStringLiteral(STUDIO_MARIAN_FIXTURE_DIR "/") + model; }

    static void models_data() {
        QTest::addColumn<QString>("model");
        for (const char* name : {"h1-swish-safetensors", "h2-relu-zip", "h4-gelu-legacy", "h8-swish-separate"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }

    static bool open(const QString& model, train::LoadedModel* loaded, QJsonObject* expected) {
        QFile f(dir(model) + QStringLiteral("/expected.json"));
        if (!f.open(QIODevice::ReadOnly)) return false;
        *expected = QJsonDocument::fromJson(f.readAll()).object();
        auto imported = import::import_marian_folder(dir(model).toStdString());
        *loaded = train::model_from_checkpoint(std::move(imported.checkpoint), torch::kCPU, model.toStdString());
        return true;
    }

    // The largest differences from the reference's rows, full pass and cached.
    static std::pair<double, double> row_differences(train::LoadedModel& loaded, const QJsonObject& expected) {
        auto& m = loaded.model;
        torch::NoGradGuard no_grad;
        double full = 0.0, cached = 0.0;
        for (const auto& value : expected.value(QStringLiteral("sentences")).toArray()) {
            const auto s = value.toObject();
            const auto src = torch::tensor(ids_of(s[QStringLiteral("src_ids")])).unsqueeze(0);
            const auto tgt = decoder_input(s, m->config);
            const auto want = tensor_of(s[QStringLiteral("rows")]);  // (T, V)
            const auto ours = torch::log_softmax(m->forward(src, tgt), -1)[0];
            if (ours.sizes() != want.sizes()) return {1e9, 1e9};
            full = std::max(full, max_diff(ours, want));
            cached = std::max(cached, test::cached_rows_difference(*m, src, tgt, want));
        }
        return {full, cached};
    }

private slots:
    void initTestCase() {
        if (!QFile::exists(dir(QStringLiteral("h8-swish-separate")) + QStringLiteral("/expected.json"))) {
            if (STUDIO_PYTORCH_REQUIRED)
                QFAIL("no Marian fixture: tests/pytorch/marian_reference.py could not make it (python3-torch and "
                      "python3-sentencepiece are installed by scripts/setup.sh; configure with "
                      "-DSTUDIO_REQUIRE_PYTORCH=OFF to skip)");
            QSKIP("no Marian fixture: tests/pytorch/marian_reference.py needs python3-torch and python3-sentencepiece");
        }
        torch::set_num_threads(1);
    }

    void sameConfiguration_data() { models_data(); }
    void sameConfiguration() {
        QFETCH(QString, model);
        const auto folder = import::read_marian_folder(dir(model).toStdString());
        QFile f(dir(model) + QStringLiteral("/config.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const auto config = QJsonDocument::fromJson(f.readAll()).object();
        const auto& c = folder.config;
        QCOMPARE(c.num_heads, int64_t(config[QStringLiteral("encoder_attention_heads")].toInt()));
        QCOMPARE(c.num_encoder_layers, int64_t(config[QStringLiteral("encoder_layers")].toInt()));
        QCOMPARE(c.num_decoder_layers, int64_t(config[QStringLiteral("decoder_layers")].toInt()));
        QCOMPARE(c.share_embeddings, config[QStringLiteral("share_encoder_decoder_embeddings")].toBool());
        QCOMPARE(c.scale_embeddings, config[QStringLiteral("scale_embedding")].toBool());
        QCOMPARE(c.bos_id, c.pad_id);  // the decoder starts from the pad id
        QCOMPARE(c.position_layout, nn::PositionLayout::SinThenCos);
        QVERIFY(c.output_bias);
        const QString activation = config[QStringLiteral("activation_function")].toString();
        QCOMPARE(c.activation, activation == QLatin1String("relu")   ? nn::Activation::ReLU
                               : activation == QLatin1String("gelu") ? nn::Activation::GELU
                                                                     : nn::Activation::SiLU);
        // generation_config.json is read before config.json (which says 6 and 512).
        QCOMPARE(folder.beam_size, int64_t(4));
        QCOMPARE(folder.max_length, int64_t(40));
    }

    void sameTokenization_data() { models_data(); }
    void sameTokenization() {
        QFETCH(QString, model);
        train::LoadedModel loaded;
        QJsonObject expected;
        QVERIFY(open(model, &loaded, &expected));
        QCOMPARE(QString::fromStdString(loaded.tokenizer.kind()), QStringLiteral("marian"));
        int unknown = 0;
        for (const auto& value : expected.value(QStringLiteral("sentences")).toArray()) {
            const auto s = value.toObject();
            const auto want = ids_of(s[QStringLiteral("src_ids")]);
            QCOMPARE(loaded.tokenizer.source_ids(s[QStringLiteral("text")].toString().toStdString(),
                                                 loaded.model->config.max_positions),
                     want);
            for (int64_t id : want) unknown += id == loaded.model->config.unk_id;
        }
        QVERIFY(unknown >= 3);  // the fixture's pieces-not-covered case is exercised
        // A multilingual model's target-language tokens: offered, and kept as one piece.
        QCOMPARE(loaded.tokenizer.language_tokens(), (std::vector<std::string>{">>deu<<", ">>nld<<"}));
        const auto ids = loaded.tokenizer.source_ids(">>nld<< the dog", loaded.model->config.max_positions);
        QCOMPARE(QString::fromStdString(loaded.tokenizer.source_piece(ids.front())), QStringLiteral(">>nld<<"));
        const auto decode = expected.value(QStringLiteral("decode")).toObject();
        QCOMPARE(QString::fromStdString(loaded.tokenizer.decode(ids_of(decode[QStringLiteral("ids")]))),
                 decode[QStringLiteral("text")].toString());
    }

    void sameLogProbabilities_data() { models_data(); }
    void sameLogProbabilities() {
        QFETCH(QString, model);
        train::LoadedModel loaded;
        QJsonObject expected;
        QVERIFY(open(model, &loaded, &expected));
        const auto [full, cached] = row_differences(loaded, expected);
        QVERIFY2(full < 1e-4, qPrintable(QStringLiteral("%1: largest difference %2").arg(model).arg(full)));
        QVERIFY2(cached < 1e-4, qPrintable(QStringLiteral("%1, cached: largest difference %2").arg(model).arg(cached)));
    }

    // Two sources in one batch: the shorter is padded with the source side's
    // pad id and still computes its own rows.
    void paddedSourceInABatch_data() { models_data(); }
    void paddedSourceInABatch() {
        QFETCH(QString, model);
        train::LoadedModel loaded;
        QJsonObject expected;
        QVERIFY(open(model, &loaded, &expected));
        auto& m = loaded.model;
        const auto sentences = expected.value(QStringLiteral("sentences")).toArray();
        const auto shorter = sentences[3].toObject(), longer = sentences[2].toObject();
        const auto a = ids_of(shorter[QStringLiteral("src_ids")]), b = ids_of(longer[QStringLiteral("src_ids")]);
        QVERIFY(a.size() < b.size());
        auto src = torch::full({2, int64_t(b.size())}, m->config.source_pad(), torch::kLong);
        src[0].narrow(0, 0, int64_t(a.size())).copy_(torch::tensor(a));
        src[1].copy_(torch::tensor(b));
        const auto tgt = decoder_input(shorter, m->config);
        torch::NoGradGuard no_grad;
        const auto ours = torch::log_softmax(m->forward(src, torch::cat({tgt, tgt})), -1)[0];
        const double worst = max_diff(ours, tensor_of(shorter[QStringLiteral("rows")]));
        QVERIFY2(worst < 1e-4, qPrintable(QStringLiteral("%1, padded: largest difference %2").arg(model).arg(worst)));
    }

    void sameAttentionWeights_data() { models_data(); }
    void sameAttentionWeights() {
        QFETCH(QString, model);
        train::LoadedModel loaded;
        QJsonObject expected;
        QVERIFY(open(model, &loaded, &expected));
        auto& m = loaded.model;
        const auto first = expected.value(QStringLiteral("sentences")).toArray()[0].toObject();
        torch::NoGradGuard no_grad;
        nn::ModelProbe probe;
        m->forward(torch::tensor(ids_of(first[QStringLiteral("src_ids")])).unsqueeze(0), decoder_input(first, m->config),
                   &probe);
        const QString problem =
            test::attention_mismatch(probe, expected.value(QStringLiteral("attention")).toObject(), m->config, 1e-5);
        QVERIFY2(problem.isEmpty(), qPrintable(model + QStringLiteral(": ") + problem));
    }

    void sameGreedyOutput_data() { models_data(); }
    void sameGreedyOutput() {
        QFETCH(QString, model);
        train::LoadedModel loaded;
        QJsonObject expected;
        QVERIFY(open(model, &loaded, &expected));
        const auto& c = loaded.model->config;
        torch::NoGradGuard no_grad;
        int compared = 0;
        for (const auto& value : expected.value(QStringLiteral("sentences")).toArray()) {
            const auto s = value.toObject();
            const auto path = ids_of(s[QStringLiteral("path_ids")]);
            const auto gaps = s[QStringLiteral("gaps")].toArray();
            const auto src = torch::tensor(ids_of(s[QStringLiteral("src_ids")])).unsqueeze(0);
            const auto ours = decode::greedy_search(loaded.model, src).front().tokens;
            for (int64_t id : ours) QVERIFY(id != c.pad_id);  // never generated
            for (size_t t = 0; t < path.size(); ++t) {
                if (gaps[int(t)].toDouble() <= 1e-4) break;  // a near tie: compare no further
                QVERIFY2(t < ours.size() && ours[t] == path[t],
                         qPrintable(QStringLiteral("%1, '%2': step %3 differs").arg(model, s[QStringLiteral("text")].toString()).arg(t)));
                ++compared;
            }
        }
        QVERIFY(compared >= 10);
    }

    // The converted checkpoint, saved and opened again: the Marian tokenizer
    // and the new settings travel in it; the numbers stay.
    void checkpointRoundTrip() {
        const QString model = QStringLiteral("h8-swish-separate");
        QJsonObject expected;
        train::LoadedModel first;
        QVERIFY(open(model, &first, &expected));
        auto imported = import::import_marian_folder(dir(model).toStdString());
        QCOMPARE(imported.checkpoint.beam_size, int64_t(4));
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const std::string path = tmp.filePath(QStringLiteral("model.ckpt")).toStdString();
        train::save_checkpoint(imported.checkpoint, path);
        auto header = train::load_checkpoint_header(path);
        QCOMPARE(QString::fromStdString(header.tokenizer_kind), QStringLiteral("marian"));
        QCOMPARE(header.beam_size, int64_t(4));
        QCOMPARE(header.max_length, int64_t(40));
        auto loaded = train::load_model(path, torch::kCPU);
        QCOMPARE(loaded.model->config.activation, nn::Activation::SiLU);
        QVERIFY(loaded.model->config.source_pad_id >= 0);  // separate vocabularies: the source's own pad
        QVERIFY(!loaded.tokenizer.joint());
        const auto [full, cached] = row_differences(loaded, expected);
        QVERIFY2(full < 1e-4 && cached < 1e-4, qPrintable(QStringLiteral("reopened: %1 / %2").arg(full).arg(cached)));
    }

    // The command line: info on the folder, import --marian, translate, and
    // fine-tuning from the converted model with its tokenizer kept (the
    // settings check once refused a model whose pad is its last id).
    void commandLine() {
        const QString folder = dir(QStringLiteral("h2-relu-zip"));
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const auto info = test::run_cli({QStringLiteral("info"), folder});
        QVERIFY2(info.exit_code == 0 && info.out.contains("Hugging Face Marian folder") && info.out.contains("relu"),
                 info.err.constData());
        // The folder's max_length is not what ends a translation (--max-extra is): no claim that it is.
        QVERIFY2(info.out.contains("source length + --max-extra") && !info.out.contains("at most 40 tokens"),
                 info.out.constData());
        const QString ckpt = tmp.filePath(QStringLiteral("h2.ckpt"));
        const auto imported = test::run_cli({QStringLiteral("import"), QStringLiteral("--marian"), folder,
                                             QStringLiteral("--out"), ckpt});
        QVERIFY2(imported.exit_code == 0, imported.err.constData());
        // Its trainable parameters, as the other views count them: not the
        // logits bias, a buffer that is stored beside them.
        {
            const auto described = test::run_cli({QStringLiteral("info"), ckpt, QStringLiteral("--json")});
            QVERIFY2(described.exit_code == 0, described.err.constData());
            const auto header = train::load_checkpoint(ckpt.toStdString(), false);
            QVERIFY(header.model_config.output_bias);
            nn::Transformer built(header.model_config);
            int64_t trainable = 0;
            for (const auto& p : built->parameters()) trainable += p.numel();
            QCOMPARE(QJsonDocument::fromJson(described.out).object()["parameters"].toInteger(), qint64(trainable));
            // Its own beam (generation_config.json's, not config.json's 6),
            // which translate uses: said (it was used without a word).
            const QJsonObject decoding = QJsonDocument::fromJson(described.out).object()["decoding"].toObject();
            QCOMPARE(decoding["beam_size"].toInteger(), qint64(4));
            QCOMPARE(decoding["max_length"].toInteger(), qint64(40));
        }
        // The converted checkpoint says where it departs from the paper.
        const auto converted = test::run_cli({QStringLiteral("info"), ckpt});
        QVERIFY2(converted.exit_code == 0 &&
                     converted.out.contains("unlike the paper: positions laid out sines then cosines (Marian)") &&
                     converted.out.contains("a bias on the logits") &&
                     converted.out.contains("the decoder starts from the pad id") &&
                     converted.out.contains("decoding: its own beam 4") &&
                     !converted.out.contains("feed-forward"),  // relu, as the paper
                 converted.out.constData());
        const auto translated = test::run_cli(
            {QStringLiteral("translate"), QStringLiteral("--checkpoint"), ckpt, QStringLiteral("--beam"), QStringLiteral("1")},
            "the red cat sleeps.\n");
        QVERIFY2(translated.exit_code == 0 && !translated.out.trimmed().isEmpty(), translated.err.constData());
        // A multilingual model: without a language the CLI takes the model's first token, as the
        // Translate page starts (it let the model choose, and the two showed different
        // translations); --language puts the token first, as the Translate page does, unless a
        // line names its own; an unknown one is refused.
        QVERIFY2(translated.err.contains("the first of the model's"), translated.err.constData());
        const QString defaultToken =
            QString::fromUtf8(translated.err).section(QStringLiteral("translating into "), 1).section(QLatin1Char(','), 0, 0);
        QVERIFY2(defaultToken.startsWith(QStringLiteral(">>")), translated.err.constData());
        const QString attention = tmp.filePath(QStringLiteral("attention.json"));
        auto firstSourcePiece = [&](const QStringList& language, const QByteArray& input) {
            const auto r = test::run_cli(QStringList{QStringLiteral("translate"), QStringLiteral("--checkpoint"), ckpt,
                                                     QStringLiteral("--beam"), QStringLiteral("1"),
                                                     QStringLiteral("--attention"), attention} +
                                                 language,
                                         input);
            if (r.exit_code != 0) return QString::fromUtf8("error: " + r.err);
            QFile f(attention);
            if (!f.open(QIODevice::ReadOnly)) return QStringLiteral("no attention file");
            return QJsonDocument::fromJson(f.readAll()).object()[QStringLiteral("source_tokens")].toArray()[0].toString();
        };
        QCOMPARE(defaultToken, QStringLiteral(">>deu<<"));  // the language box's first entry
        QCOMPARE(firstSourcePiece({}, "the red cat sleeps.\n"), QStringLiteral(">>deu<<"));
        QCOMPARE(firstSourcePiece({QStringLiteral("--language"), QStringLiteral("nld")}, "the red cat sleeps.\n"),
                 QStringLiteral(">>nld<<"));
        QCOMPARE(firstSourcePiece({QStringLiteral("--language"), QStringLiteral(">>deu<<")}, "  the red cat sleeps.\n"),
                 QStringLiteral(">>deu<<"));
        QCOMPARE(firstSourcePiece({QStringLiteral("--language"), QStringLiteral("deu")}, ">>nld<< the red cat.\n"),
                 QStringLiteral(">>nld<<"));
        // A line's own code after blanks: the blanks go, so that the code is read as one piece.
        QCOMPARE(firstSourcePiece({QStringLiteral("--language"), QStringLiteral("deu")}, "  >>nld<< the red cat.\n"),
                 QStringLiteral(">>nld<<"));
        const auto unknown = test::run_cli({QStringLiteral("translate"), QStringLiteral("--checkpoint"), ckpt,
                                            QStringLiteral("--language"), QStringLiteral("fra")},
                                           "the cat\n");
        QVERIFY2(unknown.exit_code == 2 && unknown.err.contains(">>fra<<") && unknown.err.contains(">>deu<< >>nld<<"),
                 unknown.err.constData());
        // heads and align put it first too; align's links still number the file's words.
        const QByteArray sources = "the red cat sleeps.\na big dog, 42 birds!\nthe old man eats near the river?\n";
        QVERIFY(test::write_file(tmp.filePath(QStringLiteral("a.src")), sources));
        QVERIFY(test::write_file(tmp.filePath(QStringLiteral("a.ref")), sources));
        QByteArray gold;  // a link to each source's last word
        for (const QByteArray& line : sources.trimmed().split('\n')) {
            const int words = int(analysis::split_words(line.toStdString()).size());
            gold += "0-0 " + QByteArray::number(words - 1) + "-" + QByteArray::number(words - 1) + "\n";
        }
        QVERIFY(test::write_file(tmp.filePath(QStringLiteral("a.gold")), gold));
        const auto aligned = test::run_cli({QStringLiteral("align"), QStringLiteral("--checkpoint"), ckpt,
                                            QStringLiteral("--src"), tmp.filePath(QStringLiteral("a.src")),
                                            QStringLiteral("--tgt"), tmp.filePath(QStringLiteral("a.ref")),
                                            QStringLiteral("--gold"), tmp.filePath(QStringLiteral("a.gold")),
                                            QStringLiteral("--language"), QStringLiteral("deu")});
        QVERIFY2(aligned.exit_code == 0 && !aligned.err.contains("multilingual"), aligned.err.constData());
        const QList<QByteArray> links = aligned.out.trimmed().split('\n');
        const QList<QByteArray> lines = sources.trimmed().split('\n');
        QCOMPARE(links.size(), lines.size());
        for (int i = 0; i < links.size(); ++i) {
            const int words = int(analysis::split_words(lines[i].toStdString()).size());
            int highest = -1;
            for (const QByteArray& link : links[i].split(' '))
                if (!link.isEmpty()) highest = std::max(highest, link.split('-')[0].toInt());
            QVERIFY2(highest >= 0 && highest < words, links[i].constData());
        }
        // One past the first source's last word is refused: counting the token
        // as a word would let it through.
        const int firstWords = int(analysis::split_words(lines[0].toStdString()).size());
        QVERIFY(test::write_file(tmp.filePath(QStringLiteral("b.gold")),
                                 "0-0 " + QByteArray::number(firstWords) + "-0\n0-0\n0-0\n"));
        const auto refused = test::run_cli({QStringLiteral("align"), QStringLiteral("--checkpoint"), ckpt,
                                            QStringLiteral("--src"), tmp.filePath(QStringLiteral("a.src")),
                                            QStringLiteral("--tgt"), tmp.filePath(QStringLiteral("a.ref")),
                                            QStringLiteral("--gold"), tmp.filePath(QStringLiteral("b.gold")),
                                            QStringLiteral("--language"), QStringLiteral("deu")});
        QVERIFY2(refused.exit_code != 0 && refused.err.contains("out of range"), refused.err.constData());
        const auto measured = test::run_cli({QStringLiteral("heads"), QStringLiteral("--checkpoint"), ckpt,
                                             QStringLiteral("--src"), tmp.filePath(QStringLiteral("a.src")),
                                             QStringLiteral("--ref"), tmp.filePath(QStringLiteral("a.ref")),
                                             QStringLiteral("--language"), QStringLiteral(">>nld<<"),
                                             QStringLiteral("--json")});
        QVERIFY2(measured.exit_code == 0, measured.err.constData());
        {
            auto engine = train::load_model(ckpt.toStdString(), torch::kCPU);
            std::vector<data::SentencePair> pairs;
            for (const QByteArray& line : lines)
                pairs.push_back({tok::with_language_token(line.toStdString(), ">>nld<<"), line.toStdString()});
            const double want = analysis::head_statistics(engine.model, engine.tokenizer, pairs).dev_loss;
            const double got = QJsonDocument::fromJson(measured.out).object()[QStringLiteral("dev_loss")].toDouble();
            QVERIFY2(std::abs(got - want) <= 1e-6 * std::max(1.0, std::abs(want)),
                     qPrintable(QStringLiteral("%1 against %2").arg(got).arg(want)));
        }
        QByteArray src, tgt;
        for (int i = 0; i < 24; ++i) {
            src += "the red cat sleeps near the house " + QByteArray::number(i % 6) + ".\n";
            tgt += "die rote katze schläft bei dem haus " + QByteArray::number(i % 6) + ".\n";
        }
        QVERIFY(test::write_file(tmp.filePath(QStringLiteral("train.src")), src));
        QVERIFY(test::write_file(tmp.filePath(QStringLiteral("train.tgt")), tgt));
        const QString run = tmp.filePath(QStringLiteral("run"));
        const QStringList fineTune{QStringLiteral("train"), QStringLiteral("--init-from"), ckpt,
                                   QStringLiteral("--train-src"), tmp.filePath(QStringLiteral("train.src")),
                                   QStringLiteral("--train-tgt"), tmp.filePath(QStringLiteral("train.tgt")),
                                   QStringLiteral("--out"), run, QStringLiteral("--steps"), QStringLiteral("4"),
                                   QStringLiteral("--threads"), QStringLiteral("1")};
        // Fine-tuning a multilingual model: its sources carry the chosen target
        // language's token (they carried none, and the model was then
        // translated with the first token it had never been trained with).
        const auto wrongLanguage = test::run_cli(fineTune + QStringList{QStringLiteral("--language"), QStringLiteral("fra")});
        QVERIFY2(wrongLanguage.exit_code == 2 && wrongLanguage.err.contains(">>fra<<") &&
                     wrongLanguage.err.contains(">>deu<< >>nld<<") && !QFile::exists(run + QStringLiteral("/last.ckpt")),
                 wrongLanguage.err.constData());
        const auto trained = test::run_cli(fineTune + QStringList{QStringLiteral("--language"), QStringLiteral("nld")});
        QVERIFY2(trained.exit_code == 0, trained.err.constData());
        const QString last = run + QStringLiteral("/last.ckpt");
        const auto header = train::load_checkpoint_header(last.toStdString());
        QCOMPARE(QString::fromStdString(header.tokenizer_kind), QStringLiteral("marian"));  // the folder's tokenizer, kept
        QCOMPARE(header.step, int64_t(4));
        // The folder's decoding settings stay with the fine-tuned model (they
        // were dropped: it then translated with beam 4 and no length limit).
        const auto importedHeader = train::load_checkpoint_header(ckpt.toStdString());
        QVERIFY(importedHeader.beam_size > 0 && importedHeader.max_length > 0);
        QCOMPARE(header.beam_size, importedHeader.beam_size);
        QCOMPARE(header.max_length, importedHeader.max_length);
        QCOMPARE(header.model_config.bos_id, header.model_config.pad_id);
        QCOMPARE(QString::fromStdString(header.training_config.language_token), QStringLiteral(">>nld<<"));
        const auto described = test::run_cli({QStringLiteral("info"), last});
        QVERIFY2(described.exit_code == 0 && described.out.contains("target language: >>nld<<"), described.out.constData());
        {
            // The run's pairs as the trainer encoded them: the token first on both
            // the training and the dev side (dev BLEU translates dev_sources).
            auto engine = train::load_model(ckpt.toStdString(), torch::kCPU);
            const int64_t nld = engine.tokenizer.encode_source(">>nld<<").front();
            train::TrainingConfig config = header.training_config;
            std::vector<data::SentencePair> pairs{{"the red cat sleeps.", "die rote katze schläft."},
                                                  {">>deu<< the dog", "der hund"}};
            const auto prepared = train::prepare_data(pairs, pairs, config, std::move(engine.tokenizer));
            QCOMPARE(prepared.train.size(), size_t(2));
            QCOMPARE(prepared.train[0].src.front(), nld);
            QCOMPARE(QString::fromStdString(prepared.dev_sources[0]), QStringLiteral(">>nld<< the red cat sleeps."));
            QCOMPARE(QString::fromStdString(prepared.dev_sources[1]), QStringLiteral(">>deu<< the dog"));  // its own
            config.language_token = ">>fra<<";
            auto again = train::load_model(ckpt.toStdString(), torch::kCPU);
            QVERIFY_THROWS_EXCEPTION(std::runtime_error,
                                     train::prepare_data(pairs, pairs, config, std::move(again.tokenizer)));
        }
        // The fine-tuned model translates into its language unless told otherwise.
        const auto intoDutch = test::run_cli(
            {QStringLiteral("translate"), QStringLiteral("--checkpoint"), last, QStringLiteral("--beam"), QStringLiteral("1"),
             QStringLiteral("--attention"), attention},
            "the red cat sleeps.\n");
        QVERIFY2(intoDutch.exit_code == 0 && intoDutch.err.contains("translating into >>nld<<, the target language the "
                                                                     "model was fine-tuned with"),
                 intoDutch.err.constData());
        QFile written(attention);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QCOMPARE(QJsonDocument::fromJson(written.readAll()).object()[QStringLiteral("source_tokens")].toArray()[0].toString(),
                 QStringLiteral(">>nld<<"));
        // Without --language a fine-tuning run says which token it put first.
        const auto byDefault = test::run_cli(fineTune + QStringList{QStringLiteral("--overwrite")});
        QVERIFY2(byDefault.exit_code == 0 && byDefault.err.contains("putting >>deu<< first in every source"),
                 byDefault.err.constData());
        const auto language = test::run_cli({QStringLiteral("train"), QStringLiteral("--demo"), QStringLiteral("reverse"),
                                             QStringLiteral("--out"), tmp.filePath(QStringLiteral("fresh")),
                                             QStringLiteral("--language"), QStringLiteral("deu")});
        QVERIFY2(language.exit_code == 2 && language.err.contains("only with --init-from"), language.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestMarianImport)
#include "tst_marian_import.moc"
