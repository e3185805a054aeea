// The formats the PyTorch import reads without PyTorch: our unpickler
// (import/pickle.h) on pickles written by Python's pickle module (protocols 2
// and 4; the bytes below are what Python 3.11 writes for the values named in
// each row), the word-level tokenizer.json reader (tokenizer/word_level.h)
// and the Marian tokenizer a checkpoint stores (CBOR, tokenizer/marian_vocab.h).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/test_support.h"

#include "import/pickle.h"
#include "tokenizer/marian_vocab.h"
#include "tokenizer/tokenizer.h"
#include "tokenizer/word_level.h"

#include <QtTest>

using namespace studio;
using import::PyValue;

namespace {

std::string from_hex(const char* hex) { return QByteArray::fromHex(hex).toStdString(); }

import::PyRef unpickle(const std::string& bytes) {
    return import::unpickle(bytes, [](const import::PyRef&) -> import::PyRef {
        throw import::PickleError("no storages in these pickles");
    });
}

// {"[UNK]": 0, "[PAD]": 1, "[SOS]": 2, "[EOS]": 3, words...}
std::string vocab_json(const std::string& pre_tokenizer = "Whitespace", const std::string& model = "WordLevel") {
    std::string added;
    const char* specials[] = {"[UNK]", "[PAD]", "[SOS]", "[EOS]"};
    for (int i = 0; i < 4; ++i)
        added += std::string(i ? ", " : "") + "{\"id\": " + std::to_string(i) + ", \"content\": \"" + specials[i] +
                 "\", \"special\": true}";
    return "{\"added_tokens\": [" + added + "], \"normalizer\": null, \"pre_tokenizer\": {\"type\": \"" +
           pre_tokenizer + "\"}, \"decoder\": null, \"model\": {\"type\": \"" + model +
           "\", \"unk_token\": \"[UNK]\", \"vocab\": {\"[UNK]\": 0, \"[PAD]\": 1, \"[SOS]\": 2, \"[EOS]\": 3, "
           "\"Hello\": 4, \",\": 5, \"world\": 6, \"!\": 7, \"caf\u00e9\": 8, \".\": 9, \"it\": 10, \"'\": 11, \"s\": 12}}}";
}

}  // namespace

class TestImportFormats : public QObject {
    Q_OBJECT

private slots:
    void pickleValues() {
        // {'a': 5, 'b': True, 'c': None, 'd': 1.5, 'e': -1, 'f': (1, 2), 'g': [1, 'x'], 'h': -300000, 'i': 2**40}
        const auto v = unpickle(from_hex(
            "80027d71002858010000006171014b0558010000006271028858010000006371034e5801000000647104473ff80000000000005801"
            "0000006571054affffffff58010000006671064b014b0286710758010000006771085d7109284b01580100000078710a6558010000"
            "0068710b4a206cfbff580100000069710c8a06000000000001752e"));
        QCOMPARE(v->kind, PyValue::Kind::Dict);
        QCOMPARE(v->dict.size(), size_t(9));
        QCOMPARE(v->get("a")->integer, int64_t(5));
        QVERIFY(v->get("b")->kind == PyValue::Kind::Bool && v->get("b")->boolean);
        QCOMPARE(v->get("c")->kind, PyValue::Kind::None);
        QCOMPARE(v->get("d")->real, 1.5);
        QCOMPARE(v->get("e")->integer, int64_t(-1));
        QCOMPARE(v->get("f")->kind, PyValue::Kind::Tuple);
        QCOMPARE(v->get("f")->items.at(1)->integer, int64_t(2));
        QCOMPARE(v->get("g")->items.at(1)->text, std::string("x"));
        QCOMPARE(v->get("h")->integer, int64_t(-300000));
        QCOMPARE(v->get("i")->integer, int64_t(1) << 40);
        QVERIFY(v->get("missing") == nullptr);
    }

    void pickleOrderedDictMemoAndProtocol4() {
        // collections.OrderedDict([('w', 1), ('v', 2)]): order kept
        auto od = unpickle(from_hex("800263636f6c6c656374696f6e730a4f726465726564446963740a7100295271012858010000007771"
                                    "024b0158010000007671034b02752e"));
        QCOMPARE(od->kind, PyValue::Kind::Dict);
        QCOMPARE(od->dict.at(0).first->text, std::string("w"));
        QCOMPARE(od->get("v")->integer, int64_t(2));
        // x = [1]; [x, x]: the second is the memo's same object
        auto shared = unpickle(from_hex("80025d7100285d71014b01616801652e"));
        QCOMPARE(shared->items.size(), size_t(2));
        QVERIFY(shared->items[0] == shared->items[1]);
        // {'s': 'ü'} in protocol 4 (FRAME, SHORT_BINUNICODE, MEMOIZE)
        auto p4 = unpickle(from_hex("8004950d000000000000007d948c0173948c02c3bc94732e"));
        QCOMPARE(p4->get("s")->text, std::string("\xc3\xbc"));
    }

    void pickleRefusals_data() {
        QTest::addColumn<QByteArray>("hex");
        QTest::addColumn<QString>("message");
        // an object whose __reduce__ is (os.system, ('echo hi',))
        QTest::newRow("code") << QByteArray("800263706f7369780a73797374656d0a710058070000006563686f20686971018571025271032e")
                              << QStringLiteral("refusing to create 'posix.system'");
        QTest::newRow("truncated") << QByteArray("80025d7100285d71014b0161") << QStringLiteral("ends early");
        QTest::newRow("unknown opcode") << QByteArray("8002ff") << QStringLiteral("unsupported pickle opcode 0xff");
        QTest::newRow("memo") << QByteArray("8002680a2e") << QStringLiteral("memo entry 10 was never stored");
        QTest::newRow("empty stack") << QByteArray("80022e") << QStringLiteral("the stack is empty");
        // Found by fuzzing (tests/fuzz/crashers/): a list appended to itself
        // leaked; 150 nested tuples stand for the 100 000 that overflowed the stack.
        QTest::newRow("list inside itself") << QByteArray("80025d71006800612e")
                                            << QStringLiteral("recursive structures are not supported");
        QTest::newRow("nested 150 deep") << QByteArray("800229" + QByteArray(150, 'x').replace('x', "85") + "2e")
                                         << QStringLiteral("nested more than 100 levels deep");
    }
    void pickleRefusals() {
        QFETCH(QByteArray, hex);
        QFETCH(QString, message);
        try {
            unpickle(QByteArray::fromHex(hex).toStdString());
            QFAIL("accepted");
        } catch (const import::PickleError& e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(message), e.what());
        }
    }

    void wordLevelSplit_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("words");
        QTest::newRow("punctuation") << QStringLiteral("Hello, world!") << QStringList{"Hello", ",", "world", "!"};
        QTest::newRow("apostrophe") << QStringLiteral("it's") << QStringList{"it", "'", "s"};
        QTest::newRow("accents") << QStringLiteral("naïve café.") << QStringList{"naïve", "café", "."};
        QTest::newRow("runs of symbols") << QStringLiteral("wait...!? ok") << QStringList{"wait", "...!?", "ok"};
        QTest::newRow("spaces") << QStringLiteral("  a\tb\n ") << QStringList{"a", "b"};
        QTest::newRow("empty") << QString() << QStringList{};
        // Other scripts' punctuation is split off as the library's \w does
        // (Unicode categories), not glued to the word before it.
        QTest::newRow("Bengali danda") << QStringLiteral("আমি ভাত খাই।") << QStringList{"আমি", "ভাত", "খাই", "।"};
        QTest::newRow("Arabic comma and question mark")
            << QStringLiteral("نعم، لماذا؟") << QStringList{"نعم", "،", "لماذا", "؟"};
        QTest::newRow("Armenian full stop") << QStringLiteral("Բարեւ։") << QStringList{"Բարեւ", "։"};
        QTest::newRow("CJK full stop") << QStringLiteral("你好。") << QStringList{"你好", "。"};
        QTest::newRow("vowel signs stay in the word") << QStringLiteral("किताब") << QStringList{"किताब"};
        QTest::newRow("superscript two is not \\w") << QStringLiteral("m² ok") << QStringList{"m", "²", "ok"};
        QTest::newRow("quotes and dashes") << QStringLiteral("«Sí»—dijo") << QStringList{"«", "Sí", "»—", "dijo"};
    }
    void wordLevelSplit() {
        QFETCH(QString, text);
        QFETCH(QStringList, words);
        const auto vocab = tok::WordLevelVocab::from_json(vocab_json(), "test");
        QStringList got;
        for (const auto& w : vocab.split(text.toStdString())) got << QString::fromStdString(w);
        QCOMPARE(got, words);
    }

    void wordLevelEncodeDecode() {
        auto t = tok::Tokenizer::word_level(tok::WordLevelVocab::from_json(vocab_json(), "src"),
                                            tok::WordLevelVocab::from_json(vocab_json(), "tgt"));
        QCOMPARE(QString::fromStdString(t.kind()), QStringLiteral("wordlevel"));
        QVERIFY(!t.joint() && t.bos_on_source());
        QCOMPARE(t.special_ids().pad, int64_t(1));
        QCOMPARE(t.special_ids().bos, int64_t(2));
        QCOMPARE(t.special_ids().eos, int64_t(3));
        QCOMPARE(t.special_ids().unk, int64_t(0));
        QCOMPARE(t.encode_source("Hello, moon!"), (std::vector<int64_t>{4, 5, 0, 7}));
        QCOMPARE(t.source_ids("Hello world", 16), (std::vector<int64_t>{2, 4, 6, 3}));
        bool truncated = false;
        QCOMPARE(t.source_ids("Hello world ! !", 4, &truncated), (std::vector<int64_t>{2, 4, 6, 3}));
        QVERIFY(truncated);
        QCOMPARE(t.decode({4, 5, 6, 7, 3, 1, 1}), std::string("Hello , world !"));
        QCOMPARE(t.decode({2, 0, 6}), std::string("world"));  // specials left out, as the library does
        // What a checkpoint stores gives the same tokenizer back.
        auto again = tok::Tokenizer::from_stored(t.kind(), t.bytes());
        QCOMPARE(again.encode_target("café."), (std::vector<int64_t>{8, 9}));
        QCOMPARE(again.source_vocab_size(), int64_t(13));
    }

    // Separate vocabularies number their specials apart: the source's [UNK]
    // is its own (the Data page's unknown share counted source tokens
    // against the target's id).
    void sidesKeepTheirOwnUnknownToken() {
        std::string source = vocab_json();
        for (const auto& [from, to] : std::vector<std::pair<std::string, std::string>>{
                 {"{\"id\": 0, \"content\": \"[UNK]\"", "{\"id\": 12, \"content\": \"[UNK]\""},
                 {"\"[UNK]\": 0", "\"[UNK]\": 12"},
                 {"\"s\": 12", "\"s\": 0"}}) {
            const auto at = source.find(from);
            QVERIFY2(at != std::string::npos, from.c_str());
            source.replace(at, from.size(), to);
        }
        const auto t = tok::Tokenizer::word_level(tok::WordLevelVocab::from_json(source, "src"),
                                                  tok::WordLevelVocab::from_json(vocab_json(), "tgt"));
        QCOMPARE(t.special_ids().unk, int64_t(0));
        QCOMPARE(t.special_ids().source_unk_id(), int64_t(12));
        QCOMPARE(t.encode_source("moon"), (std::vector<int64_t>{12}));
        QCOMPARE(t.encode_target("moon"), (std::vector<int64_t>{0}));
        const auto again = tok::Tokenizer::from_stored(t.kind(), t.bytes());
        QCOMPARE(again.special_ids().source_unk_id(), int64_t(12));
        // One vocabulary on both sides: one id.
        const auto same = tok::Tokenizer::word_level(tok::WordLevelVocab::from_json(vocab_json(), "src"),
                                                     tok::WordLevelVocab::from_json(vocab_json(), "tgt"));
        QCOMPARE(same.special_ids().source_unk, int64_t(-1));
        QCOMPARE(same.special_ids().source_unk_id(), int64_t(0));
    }

    void wordLevelRefusals_data() {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("message");
        QTest::newRow("bpe") << QString::fromStdString(vocab_json("Whitespace", "BPE"))
                             << QStringLiteral("the tokenizer model is 'BPE'; only 'WordLevel'");
        QTest::newRow("pre-tokenizer") << QString::fromStdString(vocab_json("ByteLevel"))
                                       << QStringLiteral("pre-tokenizer 'ByteLevel' is not supported");
        QTest::newRow("not json") << QStringLiteral("{\"model\": ") << QStringLiteral("invalid JSON");
        QTest::newRow("no unk") << QStringLiteral(R"({"model": {"type": "WordLevel", "vocab": {"a": 0}}})")
                                << QStringLiteral("the unknown token '[UNK]' is not in the vocabulary");
        QTest::newRow("gap") << QStringLiteral(R"({"model": {"type": "WordLevel", "vocab": {"[UNK]": 0, "a": 5}}})")
                             << QStringLiteral("the id 5 of 'a' is outside 0..1");
    }
    void wordLevelRefusals() {
        QFETCH(QString, json);
        QFETCH(QString, message);
        try {
            tok::WordLevelVocab::from_json(json.toStdString(), "tokenizer_de.json");
            QFAIL("accepted");
        } catch (const tok::TokenizerError& e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(message), e.what());
            QVERIFY(QString::fromUtf8(e.what()).startsWith(QStringLiteral("tokenizer_de.json: ")));
        }
    }

    // A damaged checkpoint's stored Marian tokenizer: refused with a
    // message, never a crash (300 000 nested one-element arrays overflowed
    // the stack of nlohmann's recursive CBOR reader).
    void storedMarianTokenizerRefusals_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("message");
        QTest::newRow("nested 300 000 deep") << (QByteArray(300000, char(0x81)) + char(0xf6))
                                             << QStringLiteral("nests deeper than 3 levels");
        QTest::newRow("cut short") << QByteArray("\xa1\x66\x66orm", 6) << QStringLiteral("damaged");
        QTest::newRow("another form") << QByteArray("\xa0", 1) << QStringLiteral("not in Attention Studio's form");
    }
    void storedMarianTokenizerRefusals() {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, message);
        try {
            tok::load_marian_parts(bytes.toStdString());
            QFAIL("accepted");
        } catch (const tok::TokenizerError& e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(message), e.what());
        }
    }

    void storedMarianTokenizerRoundTrip() {
        tok::MarianTokenizerParts parts;
        parts.source_spm = std::string("spm\0bytes", 9);
        parts.target_spm = "other";
        parts.source = tok::PieceVocab::from_pieces({"</s>", "<unk>", "\u2581a", "<pad>"}, "vocab.json");
        parts.decoder_start = 3;
        const auto back = tok::load_marian_parts(tok::store_marian_parts(parts));
        QCOMPARE(back.source_spm, parts.source_spm);
        QCOMPARE(back.target_spm, parts.target_spm);
        QVERIFY(back.source.pieces() == parts.source.pieces());
        QVERIFY(!back.target);
        QCOMPARE(back.decoder_start, int64_t(3));
    }
};

QTEST_GUILESS_MAIN(TestImportFormats)
#include "tst_import_formats.moc"
