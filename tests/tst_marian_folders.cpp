// Broken and hostile Marian folders (issue 38 §5): each refused with a
// message naming the file and what is wrong, never a crash, and the memory
// a file claims is never taken (the peak resident memory is checked).
// The folders are copies of tests/pytorch/marian_reference.py's fixture with
// one thing changed; the safetensors files are rewritten here byte by byte.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/checkpoint_samples.h"
#include "support/peak_memory.h"
#include "support/test_support.h"

#include "import/marian_import.h"
#include "import/pytorch_file.h"
#include "import/safetensors.h"
#include "nn/positional_encoding.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>
#include <torch/torch.h>

#include <functional>

using namespace studio;

namespace {

// A safetensors file of `tensors` (float32), its header passed through `edit`
// before it is written, and `length` (when >= 0) written as the header's length.
QByteArray safetensors_bytes(const train::NamedTensors& tensors, const std::function<void(nlohmann::json&)>& edit,
                             int64_t length = -1) {
    nlohmann::json header = nlohmann::json::object();
    QByteArray data;
    for (const auto& [name, t] : tensors) {
        const auto c = t.to(torch::kFloat32).contiguous();
        const auto begin = data.size();
        data.append(static_cast<const char*>(c.data_ptr()), int(c.numel() * 4));
        header[name] = {{"dtype", "F32"}, {"shape", c.sizes().vec()}, {"data_offsets", {begin, data.size()}}};
    }
    if (edit) edit(header);
    const std::string text = header.dump();
    QByteArray out(8, '\0');
    const uint64_t n = length >= 0 ? uint64_t(length) : text.size();
    for (int i = 0; i < 8; ++i) out[i] = char((n >> (8 * i)) & 0xff);
    return out + QByteArray::fromStdString(text) + data;
}

}  // namespace

class TestMarianFolders : public QObject {
    Q_OBJECT

    static QString fixture(const QString& model) { return QStringLiteral(STUDIO_MARIAN_FIXTURE_DIR "/") + model; }

    // A copy of a fixture folder to spoil.
    QString copy(const QString& model) {
        const QString to = tmp_.filePath(model + QString::number(++copies_));
        QDir().mkpath(to);
        for (const auto& name : QDir(fixture(model)).entryList(QDir::Files))
            QFile::copy(fixture(model) + QLatin1Char('/') + name, to + QLatin1Char('/') + name);
        return to;
    }

    // import_marian_folder must refuse `dir` with a message holding every part.
    static QString refusal(const QString& dir, const QStringList& parts) {
        try {
            import::import_marian_folder(dir.toStdString());
        } catch (const train::CheckpointError& e) {
            const QString message = QString::fromStdString(e.what());
            for (const auto& part : parts)
                if (!message.contains(part)) return QStringLiteral("'%1' lacks '%2'").arg(message, part);
            return {};
        } catch (const std::exception& e) {
            return QStringLiteral("refused with another kind of error: %1").arg(QString::fromUtf8(e.what()));
        }
        return QStringLiteral("accepted");
    }

private slots:
    void initTestCase() {
        QVERIFY(tmp_.isValid());
        if (!QFile::exists(fixture(QStringLiteral("h8-swish-separate")) + QStringLiteral("/expected.json"))) {
            if (STUDIO_PYTORCH_REQUIRED)
                QFAIL("no Marian fixture: tests/pytorch/marian_reference.py could not make it (python3-torch and "
                      "python3-sentencepiece are installed by scripts/setup.sh; configure with "
                      "-DSTUDIO_REQUIRE_PYTORCH=OFF to skip)");
            QSKIP("no Marian fixture: tests/pytorch/marian_reference.py needs python3-torch and python3-sentencepiece");
        }
        weights_ = import::read_safetensors(
            (fixture(QStringLiteral("h1-swish-safetensors")) + QStringLiteral("/model.safetensors")).toStdString());
        QVERIFY(weights_.size() > 10);
    }

    // Each case: a change to a copy of the safetensors fixture, and what the
    // message must say.
    void refused_data() {
        QTest::addColumn<QString>("file");    // the file replaced
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QStringList>("parts");
        const auto tensors = weights_;
        const auto first = QString::fromStdString(tensors.front().first);
        const QStringList st{QStringLiteral("model.safetensors")};
        QTest::newRow("config.json not JSON") << QStringLiteral("config.json") << QByteArray("{\"d_model\": 32,")
                                              << QStringList{QStringLiteral("config.json"), QStringLiteral("not valid JSON")};
        QTest::newRow("not a Marian model")
            << QStringLiteral("config.json") << QByteArray("{\"model_type\": \"bart\", \"d_model\": 32}")
            << QStringList{QStringLiteral("config.json"), QStringLiteral("\"bart\""), QStringLiteral("marian")};
        QTest::newRow("git-lfs pointer")
            << QStringLiteral("model.safetensors")
            << QByteArray("version https://git-lfs.github.com/spec/v1\noid sha256:4d7a2146\nsize 298000000\n")
            << QStringList{QStringLiteral("model.safetensors"), QStringLiteral("git-lfs pointer"), QStringLiteral("git lfs pull")};
        QTest::newRow("header longer than the file")
            << QStringLiteral("model.safetensors") << safetensors_bytes(tensors, nullptr, 50'000'000)
            << (st + QStringList{QStringLiteral("50000000 bytes"), QStringLiteral("more than the file holds")});
        QTest::newRow("header over 100 MB")
            << QStringLiteral("model.safetensors") << safetensors_bytes(tensors, nullptr, 4'000'000'000'000LL)
            << (st + QStringList{QStringLiteral("100 MB")});
        QTest::newRow("offsets past the end")
            << QStringLiteral("model.safetensors")
            << safetensors_bytes(tensors, [&](nlohmann::json& h) { h[first.toStdString()]["data_offsets"][1] = 1ull << 40; })
            << (st + QStringList{first, QStringLiteral("outside")});
        QTest::newRow("overlapping tensors")
            << QStringLiteral("model.safetensors")
            << safetensors_bytes(tensors, [&](nlohmann::json& h) {
                   auto& second = h[tensors[1].first];
                   const uint64_t size = second["data_offsets"][1].get<uint64_t>() - second["data_offsets"][0].get<uint64_t>();
                   second["data_offsets"] = {4, 4 + size};
               })
            << (st + QStringList{QStringLiteral("overlap")});
        QTest::newRow("integer dtype")
            << QStringLiteral("model.safetensors")
            << safetensors_bytes(tensors, [&](nlohmann::json& h) { h[first.toStdString()]["dtype"] = "I32"; })
            << (st + QStringList{first, QStringLiteral("I32"), QStringLiteral("F32, F16 or BF16")});
        QTest::newRow("nested header")
            << QStringLiteral("model.safetensors")
            << safetensors_bytes(tensors, [&](nlohmann::json& h) {
                   nlohmann::json deep = 1;
                   for (int i = 0; i < 100; ++i) deep = nlohmann::json::array({deep});
                   h["__metadata__"] = deep;
               })
            << (st + QStringList{QStringLiteral("nests deeper")});
        QByteArray long_positions = test::read_all(fixture(QStringLiteral("h1-swish-safetensors")) + QStringLiteral("/config.json"));
        long_positions.replace("\"max_position_embeddings\": 64", "\"max_position_embeddings\": 1048576");
        QTest::newRow("a position table larger than the weights")
            << QStringLiteral("config.json") << long_positions
            << (st + QStringList{QStringLiteral("max_position_embeddings 1048576"), QStringLiteral("position table")});
        // A number where a name belongs was read as the default gelu, silently.
        QByteArray numbered = test::read_all(fixture(QStringLiteral("h1-swish-safetensors")) + QStringLiteral("/config.json"));
        numbered.replace("\"activation_function\": \"swish\"", "\"activation_function\": 5");
        QTest::newRow("an activation that is no name")
            << QStringLiteral("config.json") << numbered
            << QStringList{QStringLiteral("config.json"), QStringLiteral("\"activation_function\" is 5")};
        QTest::newRow("bad_words_ids not a list of lists")
            << QStringLiteral("generation_config.json") << QByteArray("{\"bad_words_ids\": [5, 6]}")
            << QStringList{QStringLiteral("generation_config.json"), QStringLiteral("bad_words_ids"),
                           QStringLiteral("list of lists")};
        train::NamedTensors missing;
        for (const auto& [name, t] : tensors)
            if (name != "model.encoder.layers.1.fc1.bias") missing.emplace_back(name, t);
        QTest::newRow("a key missing") << QStringLiteral("model.safetensors") << safetensors_bytes(missing, nullptr)
                                       << (st + QStringList{QStringLiteral("'model.encoder.layers.1.fc1.bias'")});
        auto extra = tensors;
        extra.emplace_back("model.encoder.layers.7.fc1.weight", torch::zeros({2, 2}));
        QTest::newRow("a key too many") << QStringLiteral("model.safetensors") << safetensors_bytes(extra, nullptr)
                                        << (st + QStringList{QStringLiteral("'model.encoder.layers.7.fc1.weight'")});
        auto interleaved = tensors;
        interleaved.emplace_back("model.encoder.embed_positions.weight",
                                 nn::sinusoidal_table(64, 32, nn::PositionLayout::Interleaved));
        QTest::newRow("the paper's position layout")
            << QStringLiteral("model.safetensors") << safetensors_bytes(interleaved, nullptr)
            << (st + QStringList{QStringLiteral("embed_positions"), QStringLiteral("sin then cos")});
    }

    void refused() {
        QFETCH(QString, file);
        QFETCH(QByteArray, bytes);
        QFETCH(QStringList, parts);
        const QString dir = copy(QStringLiteral("h1-swish-safetensors"));
        QVERIFY(test::write_file(dir + QLatin1Char('/') + file, bytes));
        QVERIFY(test::resetPeakResident());
        const qint64 before = test::peakResident();
        const QString problem = refusal(dir, parts);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        const qint64 grown = test::peakResident() - before;
        QVERIFY2(grown < 64 * 1024 * 1024, qPrintable(QStringLiteral("the peak resident memory grew by %1 MiB")
                                                          .arg(grown / (1024 * 1024))));
    }

    // A shape that disagrees with config.json (d_ff 40 where the file has 48).
    // A folder saved in half precision with its position tables: the tables
    // hold the sinusoids rounded to fp16 or bf16 (they were refused as "not
    // Marian's table", off by 2e-4 and 2e-3); the weights read as float32.
    void halfPrecisionPositions_data() {
        QTest::addColumn<QString>("dtype");
        QTest::newRow("F16") << QStringLiteral("F16");
        QTest::newRow("BF16") << QStringLiteral("BF16");
    }
    void halfPrecisionPositions() {
        QFETCH(QString, dtype);
        const auto type = dtype == QLatin1String("F16") ? torch::kHalf : torch::kBFloat16;
        const QString dir = copy(QStringLiteral("h1-swish-safetensors"));
        auto tensors = weights_;
        const auto table = nn::sinusoidal_table(64, 32, nn::PositionLayout::SinThenCos);  // config.json's 64 x d_model 32
        tensors.push_back({"model.encoder.embed_positions.weight", table});
        tensors.push_back({"model.decoder.embed_positions.weight", table});
        nlohmann::json header = nlohmann::json::object();
        QByteArray data;
        for (const auto& [name, t] : tensors) {
            const auto c = t.to(type).contiguous();
            const auto begin = data.size();
            data.append(static_cast<const char*>(c.data_ptr()), int(c.numel() * 2));
            header[name] = {{"dtype", dtype.toStdString()}, {"shape", c.sizes().vec()}, {"data_offsets", {begin, data.size()}}};
        }
        const std::string text = header.dump();
        QByteArray bytes(8, '\0');
        for (int i = 0; i < 8; ++i) bytes[i] = char((uint64_t(text.size()) >> (8 * i)) & 0xff);
        QVERIFY(test::write_file(dir + QStringLiteral("/model.safetensors"), bytes + QByteArray::fromStdString(text) + data));
        try {
            const auto imported = import::import_marian_folder(dir.toStdString());
            QCOMPARE(imported.checkpoint.model_config.d_model, int64_t(32));
        } catch (const std::exception& e) {
            QFAIL(e.what());
        }
    }

    // 100 views of one 4 MB storage: each view was copied (400 MB asked by a
    // 4 MB file); refused, naming the views, before memory runs out.
    void aliasedStorages() {
        const QString path = QStringLiteral(STUDIO_MARIAN_FIXTURE_DIR "/aliased.bin");
        QVERIFY(QFile::exists(path));
        QVERIFY(test::resetPeakResident());
        const qint64 before = test::peakResident();
        try {
            import::read_pytorch_file(path.toStdString());
            QFAIL("read 100 copies of one storage");
        } catch (const train::CheckpointError& e) {
            QVERIFY2(QString(e.what()).contains("many times the"), e.what());
        }
        QVERIFY(test::peakResident() - before < (qint64(64) << 20));
    }

    void shapeDisagreesWithConfig() {
        const QString dir = copy(QStringLiteral("h2-relu-zip"));
        QByteArray config = test::read_all(dir + QStringLiteral("/config.json"));
        config.replace("\"encoder_ffn_dim\": 48", "\"encoder_ffn_dim\": 40")
            .replace("\"decoder_ffn_dim\": 48", "\"decoder_ffn_dim\": 40");
        QVERIFY(test::write_file(dir + QStringLiteral("/config.json"), config));
        const QString problem =
            refusal(dir, {QStringLiteral("pytorch_model.bin"), QStringLiteral("fc1.weight"), QStringLiteral("[40, 32]")});
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    // torch.save's legacy stream cut short, at several places.
    void truncatedLegacyStream_data() {
        QTest::addColumn<double>("kept");
        QTest::newRow("inside the pickles") << 0.004;
        QTest::newRow("inside a storage") << 0.5;
        QTest::newRow("one byte short") << -1.0;
    }
    void truncatedLegacyStream() {
        QFETCH(double, kept);
        const QString dir = copy(QStringLiteral("h4-gelu-legacy"));
        const QString bin = dir + QStringLiteral("/pytorch_model.bin");
        const QByteArray bytes = test::read_all(bin);
        QVERIFY(bytes.size() > 1000);
        QVERIFY(test::write_file(bin, kept < 0 ? bytes.left(bytes.size() - 1) : bytes.left(int(bytes.size() * kept))));
        const QString problem = refusal(dir, {QStringLiteral("pytorch_model.bin")});
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    void vocabularyOfAnotherSize() {
        const QString dir = copy(QStringLiteral("h1-swish-safetensors"));
        QByteArray vocab = test::read_all(dir + QStringLiteral("/vocab.json"));
        const int pad = vocab.indexOf("\"<pad>\"");
        QVERIFY(pad > 0);
        vocab = vocab.left(pad - 2) + "}";  // <pad> (the last entry) left out
        QVERIFY(test::write_file(dir + QStringLiteral("/vocab.json"), vocab));
        const QString problem = refusal(dir, {QStringLiteral("vocabularies"), QStringLiteral("config.json says")});
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    // Words a folder bans: the pad (opus-mt's list) is never generated
    // anyway; any other entry is not applied, and the notes say so (they
    // were dropped without a word).
    void bannedWordsAreNoted_data() {
        QTest::addColumn<QByteArray>("list");  // PAD stands for the folder's pad id
        QTest::addColumn<QStringList>("noted");
        QTest::newRow("only the pad") << QByteArray("[[PAD]]") << QStringList();
        QTest::newRow("others") << QByteArray("[[PAD], [5], [7, 8]]") << QStringList{QStringLiteral("[5], [7,8]")};
    }
    void bannedWordsAreNoted() {
        QFETCH(QByteArray, list);
        QFETCH(QStringList, noted);
        const QString dir = copy(QStringLiteral("h1-swish-safetensors"));
        const auto config = nlohmann::json::parse(test::read_all(dir + QStringLiteral("/config.json")).toStdString());
        list.replace("PAD", QByteArray::number(qint64(config["pad_token_id"].get<int64_t>())));
        QVERIFY(test::write_file(dir + QStringLiteral("/generation_config.json"),
                                 "{\"num_beams\": 2, \"bad_words_ids\": " + list + "}"));
        const import::MarianFolder folder = import::read_marian_folder(dir.toStdString());
        QCOMPARE(folder.beam_size, int64_t(2));
        QString notes;
        for (const auto& note : folder.notes) notes += QString::fromStdString(note) + QLatin1Char('\n');
        QCOMPARE(notes.contains(QStringLiteral("bad_words_ids")), !noted.isEmpty());
        for (const auto& part : noted) QVERIFY2(notes.contains(part), qPrintable(notes));
    }

    // Decoding settings the library honours and the studio does not are
    // noted (a folder's length_penalty 2.0 or no_repeat_ngram_size changed
    // its translations without a word); the library's defaults are not.
    void unappliedDecodingIsNoted_data() {
        QTest::addColumn<QByteArray>("generation");
        QTest::addColumn<QStringList>("noted");
        QTest::newRow("beam only") << QByteArray("{\"num_beams\": 4}") << QStringList();
        QTest::newRow("the library's defaults")
            << QByteArray("{\"length_penalty\": 1.0, \"no_repeat_ngram_size\": 0, \"do_sample\": false, "
                          "\"renormalize_logits\": false}")
            << QStringList();
        QTest::newRow("length penalty") << QByteArray("{\"length_penalty\": 2.0}")
                                        << QStringList{QStringLiteral("length_penalty 2.0 is not applied"),
                                                       QStringLiteral("--alpha")};
        QTest::newRow("repeats and renormalising")
            << QByteArray("{\"no_repeat_ngram_size\": 3, \"renormalize_logits\": true}")
            << QStringList{QStringLiteral("no_repeat_ngram_size 3"), QStringLiteral("renormalize_logits true")};
    }
    void unappliedDecodingIsNoted() {
        QFETCH(QByteArray, generation);
        QFETCH(QStringList, noted);
        const QString dir = copy(QStringLiteral("h1-swish-safetensors"));
        QVERIFY(test::write_file(dir + QStringLiteral("/generation_config.json"), generation));
        const import::MarianFolder folder = import::read_marian_folder(dir.toStdString());
        QString notes;
        for (const auto& note : folder.notes) notes += QString::fromStdString(note) + QLatin1Char('\n');
        QCOMPARE(notes.contains(QStringLiteral("is not applied")), !noted.isEmpty());
        for (const auto& part : noted) QVERIFY2(notes.contains(part), qPrintable(notes));
        if (!noted.isEmpty()) QVERIFY2(notes.contains(QStringLiteral("generation_config.json")), qPrintable(notes));
    }

    // Two vocabularies that disagree on </s>: the source would end with the
    // target's id, read by the encoder as another piece (it was accepted).
    void endOfSentenceOnBothSides() {
        const QString dir = copy(QStringLiteral("h8-swish-separate"));
        auto vocab = nlohmann::json::parse(test::read_all(dir + QStringLiteral("/vocab.json")).toStdString());
        const int64_t eos = vocab["</s>"].get<int64_t>();
        QVERIFY(vocab.contains("?"));
        vocab["</s>"] = vocab["?"];
        vocab["?"] = eos;
        QVERIFY(test::write_file(dir + QStringLiteral("/vocab.json"), QByteArray::fromStdString(vocab.dump())));
        const QString problem = refusal(dir, {QStringLiteral("vocab.json gives </s> the id %1").arg(vocab["</s>"].get<int64_t>()),
                                              QStringLiteral("target_vocab.json the id %1").arg(eos)});
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    void missingTokenizerFile() {
        const QString dir = copy(QStringLiteral("h1-swish-safetensors"));
        QVERIFY(QFile::remove(dir + QStringLiteral("/target.spm")));
        const QString problem = refusal(dir, {QStringLiteral("target.spm")});
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

private:
    QTemporaryDir tmp_;
    int copies_ = 0;
    train::NamedTensors weights_;
};

QTEST_GUILESS_MAIN(TestMarianFolders)
#include "tst_marian_folders.moc"
