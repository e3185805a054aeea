// Tests of the corpus readers: plain and gzip text, aligned files, TSV,
// JSON Lines, and every error a person can meet with a real corpus.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/corpus_reader.h"

#include <QtTest>

#include <zlib.h>

#include <atomic>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

using studio::data::DataError;
using studio::data::ReadStats;
using studio::data::SentencePair;

namespace {

// Runs f and returns the DataError it threw, or nothing.
template <typename F>
std::optional<DataError> data_error_of(F&& f)
{
    try {
        f();
    } catch (const DataError& e) {
        return e;
    }
    return std::nullopt;
}

bool contains(const std::string& haystack, const std::string& needle)
{
    return haystack.find(needle) != std::string::npos;
}

QByteArray gzip_bytes(const QByteArray& plain, const std::string& scratch_path)
{
    gzFile gz = gzopen(scratch_path.c_str(), "wb");
    if (!gz)
        return {};
    gzwrite(gz, plain.constData(), static_cast<unsigned>(plain.size()));
    gzclose(gz);
    std::ifstream in(scratch_path, std::ios::binary);
    return QByteArray::fromStdString(
        std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()));
}

}  // namespace

// Shows the whole message when an expectation about it fails.
#define VERIFY_WHAT(err, text) \
    QVERIFY2(contains((err).what(), (text)), (std::string("what(): ") + (err).what()).c_str())

class TestCorpusReader : public QObject {
    Q_OBJECT

private:
    QTemporaryDir tmp_;
    int counter_ = 0;

    std::string path(const char* name)
    {
        return tmp_.filePath(QString::number(++counter_) + "-" + name).toStdString();
    }

    std::string write_file(const char* name, const QByteArray& bytes)
    {
        const std::string p = path(name);
        std::ofstream out(p, std::ios::binary);
        out.write(bytes.constData(), bytes.size());
        return p;
    }

    std::string write_gzip(const char* name, const QByteArray& plain)
    {
        const std::string p = path(name);
        gzFile gz = gzopen(p.c_str(), "wb");
        if (!gz)
            return p;
        gzwrite(gz, plain.constData(), static_cast<unsigned>(plain.size()));
        gzclose(gz);
        return p;
    }

private slots:
    void initTestCase() { QVERIFY(tmp_.isValid()); }

    void whatFormat()
    {
        QCOMPARE(std::string(DataError("a.txt", 0, "broken").what()), std::string("a.txt: broken"));
        QCOMPARE(std::string(DataError("a.txt", 17, "broken").what()), std::string("a.txt:17: broken"));
        const DataError e("dir/b.de", 3, "x");
        QCOMPARE(e.file(), std::string("dir/b.de"));
        QCOMPARE(e.line(), int64_t(3));
    }

    void alignedFiles()
    {
        const auto src = write_file("train.en", "Hello.\nGood morning, Anna.\nThree men.\n");
        const auto tgt = write_file("train.de", "Hallo.\nGuten Morgen, Anna.\nDrei Männer.\n");
        ReadStats stats;
        const auto pairs = studio::data::read_aligned_files(src, tgt, &stats);
        QCOMPARE(pairs.size(), size_t(3));
        QCOMPARE(pairs[1].src, std::string("Good morning, Anna."));
        QCOMPARE(pairs[2].tgt, std::string("Drei Männer."));
        QCOMPARE(stats.lines_read, int64_t(3));
        QCOMPARE(stats.pairs_kept, int64_t(3));
        QCOMPARE(stats.skipped_empty, int64_t(0));
    }

    void lineEndings_data()
    {
        // Bytes in, lines out; QByteArray on both sides so that nothing on
        // the test side touches a BOM.
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QByteArrayList>("lines");
        const QByteArrayList ab{"a", "b c"};
        QTest::newRow("unix") << QByteArray("a\nb c\n") << ab;
        QTest::newRow("no final newline") << QByteArray("a\nb c") << ab;
        QTest::newRow("crlf") << QByteArray("a\r\nb c\r\n") << ab;
        QTest::newRow("crlf, no final newline") << QByteArray("a\r\nb c\r") << ab;
        QTest::newRow("bom") << QByteArray("\xEF\xBB\xBF" "a\nb c\n") << ab;
        QTest::newRow("bom and crlf") << QByteArray("\xEF\xBB\xBF" "a\r\nb c\r\n") << ab;
        QTest::newRow("bom only") << QByteArray("\xEF\xBB\xBF") << QByteArrayList{};
        QTest::newRow("empty") << QByteArray() << QByteArrayList{};
        QTest::newRow("one newline") << QByteArray("\n") << QByteArrayList{""};
        QTest::newRow("inner blank line") << QByteArray("a\n\nb\n") << QByteArrayList{"a", "", "b"};
        // Only a BOM at the very start of the file is a BOM.
        QTest::newRow("bom later is kept") << QByteArray("a\n\xEF\xBB\xBF" "b\n")
                                           << QByteArrayList{"a", "\xEF\xBB\xBF" "b"};
    }
    void lineEndings()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QByteArrayList, lines);
        const auto p = write_file("endings.txt", bytes);
        std::vector<std::string> expected;
        for (const QByteArray& line : lines)
            expected.push_back(line.toStdString());
        QCOMPARE(studio::data::read_lines(p), expected);
    }

    void validUtf8()
    {
        // 2-, 3- and 4-byte characters, and the edges next to the invalid ranges.
        const QByteArray text = "für Straße\n日本語\n😀 \xF4\x8F\xBF\xBF\n\xED\x9F\xBF\xEE\x80\x80\n";
        const auto p = write_file("valid.txt", text);
        const auto lines = studio::data::read_lines(p);
        QCOMPARE(lines.size(), size_t(4));
        QCOMPARE(lines[0], std::string("für Straße"));
        QCOMPARE(lines[2], std::string("😀 \xF4\x8F\xBF\xBF"));
    }

    void gzip()
    {
        QByteArray en, de;
        for (int i = 0; i < 1000; ++i) {
            en += "sentence " + QByteArray::number(i) + "\n";
            de += "Satz Nummer " + QByteArray::number(i) + " für Jürgen\r\n";
        }
        // The gzip one has no .gz suffix: the format is known from the content.
        const auto src = write_gzip("corpus.en.gz", en);
        const auto tgt = write_gzip("corpus-de", de);
        const auto pairs = studio::data::read_aligned_files(src, tgt);
        QCOMPARE(pairs.size(), size_t(1000));
        QCOMPARE(pairs[999].src, std::string("sentence 999"));
        QCOMPARE(pairs[7].tgt, std::string("Satz Nummer 7 für Jürgen"));

        // A gzip side and a plain side together.
        const auto plain = write_file("corpus.en", en);
        QCOMPARE(studio::data::read_aligned_files(plain, tgt).size(), size_t(1000));
    }

    void truncatedGzip_data()
    {
        QTest::addColumn<double>("keep");  // fraction of the file kept
        QTest::newRow("half") << 0.5;
        QTest::newRow("header only") << 0.0;
        QTest::newRow("trailer missing") << -1.0;  // all but the last 4 bytes
    }
    void truncatedGzip()
    {
        QFETCH(double, keep);
        QByteArray plain;
        for (int i = 0; i < 5000; ++i)
            plain += "line " + QByteArray::number(i * 7919) + " of a corpus\n";
        const QByteArray gz = gzip_bytes(plain, path("scratch.gz"));
        QVERIFY(gz.size() > 100);
        int size = keep < 0 ? gz.size() - 4 : static_cast<int>(gz.size() * keep);
        if (size < 12)
            size = 12;  // keep the 10-byte gzip header and a little
        const auto p = write_file("cut.gz", gz.left(size));
        const auto err = data_error_of([&] { studio::data::read_lines(p); });
        QVERIFY(err);
        QCOMPARE(err->file(), p);
        QCOMPARE(err->line(), int64_t(0));
        VERIFY_WHAT(*err, p + ": ");
        VERIFY_WHAT(*err, "truncated");
    }

    void corruptGzip()
    {
        QByteArray plain;
        for (int i = 0; i < 100; ++i)
            plain += "some text\n";
        QByteArray gz = gzip_bytes(plain, path("scratch.gz"));
        gz[gz.size() - 8] = static_cast<char>(gz[gz.size() - 8] ^ 0x5A);  // break the CRC
        const auto p = write_file("corrupt.gz", gz);
        const auto err = data_error_of([&] { studio::data::read_lines(p); });
        QVERIFY(err);
        QCOMPARE(err->file(), p);
        VERIFY_WHAT(*err, "corrupt");
    }

    void emptyFile()
    {
        const auto a = write_file("empty.en", "");
        const auto b = write_file("empty.de", "");
        ReadStats stats;
        stats.pairs_kept = 99;  // must be overwritten
        QCOMPARE(studio::data::read_aligned_files(a, b, &stats).size(), size_t(0));
        QCOMPARE(stats.lines_read, int64_t(0));
        QCOMPARE(stats.pairs_kept, int64_t(0));
        QCOMPARE(studio::data::read_tsv(a, 1, 2).size(), size_t(0));
        QCOMPARE(studio::data::read_jsonl(a, "en", "de").size(), size_t(0));
        const auto gz = write_gzip("empty.gz", "");
        QCOMPARE(studio::data::read_lines(gz).size(), size_t(0));
    }

    void binaryFile_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<qint64>("line");
        QTest::newRow("NUL in line 2") << QByteArray("abc\ndef\0ghi\n", 12) << qint64(2);
        // Like a PNG: invalid UTF-8 comes first, but it is a binary file.
        QTest::newRow("png header") << QByteArray("\x89PNG\r\n\x1A\n\0\0\0\rIHDR", 16) << qint64(3);
        // Beyond the first chunk: the per-line check finds it.
        QByteArray late(3 << 20, 'x');
        for (int i = 0; i < late.size(); i += 100) late[i] = '\n';
        late[late.size() - 50] = '\0';
        // Newlines at 0, 100, 200, ...: the NUL is on line (pos - 1) / 100 + 2.
        QTest::newRow("late NUL") << late << qint64((late.size() - 50 - 1) / 100 + 2);
    }
    void binaryFile()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(qint64, line);
        const auto p = write_file("binary.bin", bytes);
        const auto err = data_error_of([&] { studio::data::read_lines(p); });
        QVERIFY(err);
        QCOMPARE(err->file(), p);
        QCOMPARE(err->line(), int64_t(line));
        VERIFY_WHAT(*err, p + ":" + std::to_string(line) + ": contains a NUL byte; this is not a text file");
    }

    void utf16File()  // with a byte-order mark, and without (little and big endian: it read as "not a text file")
    {
        for (const QByteArray& bytes : {QByteArray("\xFF\xFEh\0i\0\n\0", 8), QByteArray("h\0i\0\n\0", 6), QByteArray("\0h\0i\0\n", 6)}) {
            const auto p = write_file("utf16.txt", bytes);
            const auto err = data_error_of([&] { studio::data::read_lines(p); });
            QVERIFY(err);
            QCOMPARE(err->file(), p);
            VERIFY_WHAT(*err, "UTF-16");
        }
    }

    void invalidUtf8_data()
    {
        QTest::addColumn<QByteArray>("bad");  // the text of line 2
        QTest::addColumn<int>("column");      // 1-based byte column reported
        QTest::addColumn<QString>("byte");
        QTest::newRow("latin-1 umlaut") << QByteArray("f\xFCr") << 2 << "0xFC";
        QTest::newRow("lead without continuation") << QByteArray("ab\xC3(") << 3 << "0xC3";
        QTest::newRow("cut at end of line") << QByteArray("euro \xE2\x82") << 6 << "0xE2";
        QTest::newRow("stray continuation") << QByteArray("x\x80y") << 2 << "0x80";
        QTest::newRow("overlong 2-byte /") << QByteArray("\xC0\xAF") << 1 << "0xC0";
        QTest::newRow("overlong 2-byte C1") << QByteArray("a\xC1\xBF") << 2 << "0xC1";
        QTest::newRow("overlong 3-byte") << QByteArray("\xE0\x80\xAF") << 1 << "0xE0";
        QTest::newRow("overlong 4-byte") << QByteArray("ok \xF0\x8F\xBF\xBF") << 4 << "0xF0";
        QTest::newRow("surrogate D800") << QByteArray("\xED\xA0\x80") << 1 << "0xED";
        QTest::newRow("surrogate DFFF") << QByteArray("z\xED\xBF\xBF") << 2 << "0xED";
        QTest::newRow("above U+10FFFF") << QByteArray("\xF4\x90\x80\x80") << 1 << "0xF4";
        QTest::newRow("F5 lead") << QByteArray("\xF5\x80\x80\x80") << 1 << "0xF5";
        QTest::newRow("FF") << QByteArray("abc\xFF") << 4 << "0xFF";
        QTest::newRow("after valid multibyte") << QByteArray("\xC3\xA4\xE2\x82\xAC\xFE") << 6 << "0xFE";
    }
    void invalidUtf8()
    {
        QFETCH(QByteArray, bad);
        QFETCH(int, column);
        QFETCH(QString, byte);
        const auto p = write_file("bad-utf8.txt", "good line\n" + bad + "\nlast line\n");
        const auto err = data_error_of([&] { studio::data::read_lines(p); });
        QVERIFY(err);
        QCOMPARE(err->file(), p);
        QCOMPARE(err->line(), int64_t(2));
        VERIFY_WHAT(*err, p + ":2: invalid UTF-8");
        VERIFY_WHAT(*err, "byte " + byte.toStdString() + " at column " + std::to_string(column));
        VERIFY_WHAT(*err, "convert");
    }

    void invalidUtf8InGzipAndAligned()
    {
        const auto src = write_file("ok.en", "one\ntwo\nthree\n");
        const auto tgt = write_gzip("bad.de.gz", "eins\nzwei\ndr\xE9i\n");
        const auto err = data_error_of([&] { studio::data::read_aligned_files(src, tgt); });
        QVERIFY(err);
        QCOMPARE(err->file(), tgt);
        QCOMPARE(err->line(), int64_t(3));
        VERIFY_WHAT(*err, tgt + ":3: invalid UTF-8 (byte 0xE9 at column 3)");
    }

    void mismatchedLineCounts()
    {
        const auto src = write_file("m.en", "a\nb\nc\n");
        const auto tgt = write_file("m.de", "a\nb\n");
        const auto err = data_error_of([&] { studio::data::read_aligned_files(src, tgt); });
        QVERIFY(err);
        QCOMPARE(err->file(), src);
        QCOMPARE(err->line(), int64_t(0));
        VERIFY_WHAT(*err, src);
        VERIFY_WHAT(*err, tgt);
        VERIFY_WHAT(*err, "3 lines");
        VERIFY_WHAT(*err, "2 lines");
    }

    void tsv_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("srcColumn");
        QTest::addColumn<int>("tgtColumn");
        QTest::addColumn<QStringList>("expected");  // src, tgt, src, tgt, ...
        // manythings.org / Anki export: English, German, attribution.
        QTest::newRow("anki 1,2")
            << QByteArray("Go.\tGeh.\tCC-BY 2.0 (France) Attribution: tatoeba.org #2877272\n"
                          "Hi.\tHallo!\tCC-BY 2.0 (France) Attribution: tatoeba.org #538123\r\n")
            << 1 << 2 << QStringList{"Go.", "Geh.", "Hi.", "Hallo!"};
        // Tatoeba pair export: id, sentence, id, translation.
        QTest::newRow("tatoeba 2,4")
            << QByteArray("1276\tLet's try something.\t6365\tLass uns etwas versuchen!\n"
                          "1277\tI have to go to sleep.\t9402\tIch muss schlafen gehen.\n")
            << 2 << 4
            << QStringList{"Let's try something.", "Lass uns etwas versuchen!",
                           "I have to go to sleep.", "Ich muss schlafen gehen."};
        QTest::newRow("swapped 2,1") << QByteArray("a\tb\n") << 2 << 1 << QStringList{"b", "a"};
        QTest::newRow("blank line skipped")
            << QByteArray("a\tb\n\nc\td\n") << 1 << 2 << QStringList{"a", "b", "c", "d"};
        QTest::newRow("empty field skipped")
            << QByteArray("a\t\n \tb\nc\td\n") << 1 << 2 << QStringList{"c", "d"};
    }
    void tsv()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, srcColumn);
        QFETCH(int, tgtColumn);
        QFETCH(QStringList, expected);
        const auto p = write_file("pairs.tsv", bytes);
        const auto pairs = studio::data::read_tsv(p, srcColumn, tgtColumn);
        QCOMPARE(pairs.size() * 2, size_t(expected.size()));
        for (size_t i = 0; i < pairs.size(); ++i) {
            QCOMPARE(pairs[i].src, expected[int(2 * i)].toStdString());
            QCOMPARE(pairs[i].tgt, expected[int(2 * i + 1)].toStdString());
        }
    }

    void tsvTooFewColumns()
    {
        const auto p = write_file("short.tsv",
                                  "1\tHello.\t2\tHallo.\n3\tYes.\t4\tJa.\n5\tNo.\t6\n");
        const auto err = data_error_of([&] { studio::data::read_tsv(p, 2, 4); });
        QVERIFY(err);
        QCOMPARE(err->file(), p);
        QCOMPARE(err->line(), int64_t(3));
        VERIFY_WHAT(*err, p + ":3: has 3 columns but column 4 is needed");
        VERIFY_WHAT(*err, "tab");
    }

    void tsvBadColumnNumber_data()
    {
        QTest::addColumn<int>("srcColumn");
        QTest::addColumn<int>("tgtColumn");
        QTest::newRow("zero source") << 0 << 2;
        QTest::newRow("negative target") << 1 << -1;
    }
    void tsvBadColumnNumber()
    {
        QFETCH(int, srcColumn);
        QFETCH(int, tgtColumn);
        const auto p = write_file("cols.tsv", "a\tb\n");
        const auto err = data_error_of([&] { studio::data::read_tsv(p, srcColumn, tgtColumn); });
        QVERIFY(err);
        QCOMPARE(err->file(), p);
        QCOMPARE(err->line(), int64_t(0));
        VERIFY_WHAT(*err, "counted from 1");
    }

    void jsonl()
    {
        const auto p = write_file(
            "wmt.jsonl",
            "{\"translation\": {\"de\": \"Guten Morgen.\", \"en\": \"Good morning.\"}}\n"
            "\n"
            "{\"en\": \"Thank you.\", \"de\": \"Danke sch\\u00f6n.\", \"id\": 7}\r\n"
            "   \n"
            "{\"translation\": {\"en\": \"  \", \"de\": \"Leer\"}}\n"
            "{\"translation\": {\"en\": \"Two\\tcats\", \"de\": \"Zwei Katzen\\r\\n\"}}");  // ends trimmed
        ReadStats stats;
        const auto pairs = studio::data::read_jsonl(p, "en", "de", &stats);
        QCOMPARE(pairs.size(), size_t(3));
        QCOMPARE(pairs[0].src, std::string("Good morning."));
        QCOMPARE(pairs[0].tgt, std::string("Guten Morgen."));
        QCOMPARE(pairs[1].tgt, std::string("Danke schön."));
        QCOMPARE(pairs[2].src, std::string("Two\tcats"));
        QCOMPARE(pairs[2].tgt, std::string("Zwei Katzen"));
        QCOMPARE(stats.lines_read, int64_t(4));  // blank lines are not records
        QCOMPARE(stats.pairs_kept, int64_t(3));
        QCOMPARE(stats.skipped_empty, int64_t(1));

        // The languages are chosen by the caller, either way round.
        const auto reversed = studio::data::read_jsonl(p, "de", "en");
        QCOMPARE(reversed[0].src, std::string("Guten Morgen."));
    }

    void jsonlErrors_data()
    {
        QTest::addColumn<QByteArray>("badLine");  // becomes line 2
        QTest::addColumn<QString>("expected");
        QTest::newRow("broken json") << QByteArray("{\"en\": \"a\", \"de\": ") << "not valid JSON";
        QTest::newRow("not json at all") << QByteArray("Hello world") << "not valid JSON";
        QTest::newRow("missing key") << QByteArray("{\"translation\": {\"en\": \"Hi\"}}") << "the key \"de\" is missing";
        QTest::newRow("missing key, flat") << QByteArray("{\"de\": \"Hallo\", \"fr\": \"Salut\"}") << "the key \"en\" is missing";
        QTest::newRow("number value") << QByteArray("{\"en\": \"One\", \"de\": 1}") << "the value of \"de\" is a number, not a string";
        QTest::newRow("null value") << QByteArray("{\"en\": null, \"de\": \"x\"}") << "the value of \"en\" is null, not a string";
        // Escapes a plain line cannot hold (the reference was cut at the NUL).
        QTest::newRow("NUL") << QByteArray("{\"en\": \"a\", \"de\": \"die katze\\u0000 x\"}") << "\"de\" holds a NUL character (\\u0000) at byte 10";
        QTest::newRow("line break") << QByteArray("{\"en\": \"the cat\\nruns\", \"de\": \"b\"}") << "\"en\" holds a line break (\\n) at byte 8";
        QTest::newRow("carriage return") << QByteArray("{\"en\": \" a\\rb\", \"de\": \"b\"}") << "\"en\" holds a carriage return (\\r) at byte 3";
        QTest::newRow("array") << QByteArray("[\"Hi\", \"Hallo\"]") << "not a JSON object";
        QTest::newRow("translation not object") << QByteArray("{\"translation\": \"Hi\"}")
                                                << "\"translation\" is a string, not an object";
    }
    void jsonlErrors()
    {
        QFETCH(QByteArray, badLine);
        QFETCH(QString, expected);
        const auto p = write_file("bad.jsonl",
                                  "{\"en\": \"Yes\", \"de\": \"Ja\"}\n" + badLine +
                                      "\n{\"en\": \"No\", \"de\": \"Nein\"}\n");
        const auto err = data_error_of([&] { studio::data::read_jsonl(p, "en", "de"); });
        QVERIFY(err);
        QCOMPARE(err->file(), p);
        QCOMPARE(err->line(), int64_t(2));
        VERIFY_WHAT(*err, p + ":2: ");
        VERIFY_WHAT(*err, expected.toStdString());
    }

    void emptyPairsSkipped()
    {
        const auto src = write_file("e.en", "one\n\nthree\n   \nfive\n six \n");
        const auto tgt = write_file("e.de", "eins\nzwei\n\t\nvier\nfünf\nsechs\n");
        ReadStats stats;
        const auto pairs = studio::data::read_aligned_files(src, tgt, &stats);
        QCOMPARE(stats.lines_read, int64_t(6));
        QCOMPARE(stats.skipped_empty, int64_t(3));
        QCOMPARE(stats.pairs_kept, int64_t(3));
        QCOMPARE(pairs.size(), size_t(3));
        QCOMPARE(pairs[1].src, std::string("five"));
        QCOMPARE(pairs[2].src, std::string("six"));  // surrounding spaces trimmed
    }

    void tenMegabyteLine()
    {
        // One line of 10 MB with multibyte characters, spanning many read chunks.
        std::string big;
        big.reserve(10u << 20);
        const std::string piece = "Grüße aus Köln – ";
        while (big.size() + piece.size() <= (10u << 20))
            big += piece;
        const QByteArray bytes = QByteArray::fromStdString("first\n" + big + "\r\nlast");
        const auto p = write_file("big.txt", bytes);
        const auto lines = studio::data::read_lines(p);
        QCOMPARE(lines.size(), size_t(3));
        QCOMPARE(lines[0], std::string("first"));
        QVERIFY(lines[1] == big);
        QCOMPARE(lines[2], std::string("last"));

        const auto gz = write_gzip("big.gz", bytes);
        QVERIFY(studio::data::read_lines(gz)[1] == big);
    }

    void manyLinesAreAllReadInOrder()
    {
        // 200 000 short lines in both formats, every one read back in its
        // place. No timing is asserted: a reader that went quadratic here
        // would run far past the test's CTest time-out instead.
        QByteArray text;
        for (int i = 0; i < 200000; ++i)
            text += "Satz " + QByteArray::number(i) + "\n";
        const auto plain = write_file("many.txt", text);
        const auto gz = write_gzip("many.gz", text);
        QElapsedTimer timer;
        timer.start();
        const auto pairs = studio::data::read_aligned_files(plain, gz);
        QCOMPARE(pairs.size(), size_t(200000));
        for (size_t i = 0; i < pairs.size(); ++i) {
            const std::string expected = "Satz " + std::to_string(i);
            if (pairs[i].src != expected || pairs[i].tgt != expected)
                QFAIL(qPrintable(QStringLiteral("pair %1 reads '%2' / '%3'")
                                     .arg(i)
                                     .arg(QString::fromStdString(pairs[i].src), QString::fromStdString(pairs[i].tgt))));
        }
        qInfo() << "read 2 x 200000 lines in" << timer.elapsed() << "ms";
    }

    void missingFile()
    {
        const auto missing = path("does-not-exist.en");
        auto err = data_error_of([&] { studio::data::read_lines(missing); });
        QVERIFY(err);
        QCOMPARE(err->file(), missing);
        QCOMPARE(err->line(), int64_t(0));
        VERIFY_WHAT(*err, missing + ": cannot open");
        VERIFY_WHAT(*err, "No such file");

        // The missing one of two aligned files is named.
        const auto present = write_file("present.en", "a\n");
        err = data_error_of([&] { studio::data::read_aligned_files(present, missing); });
        QVERIFY(err);
        QCOMPARE(err->file(), missing);
        err = data_error_of([&] { studio::data::read_tsv(missing, 1, 2); });
        QVERIFY(err);
        QCOMPARE(err->file(), missing);
        err = data_error_of([&] { studio::data::read_jsonl(missing, "en", "de"); });
        QVERIFY(err);
        QCOMPARE(err->file(), missing);

        // A directory is not a file either.
        const std::string dir = tmp_.path().toStdString();
        err = data_error_of([&] { studio::data::read_lines(dir); });
        QVERIFY(err);
        QCOMPARE(err->file(), dir);
        VERIFY_WHAT(*err, "directory");
    }

    void writeLines()
    {
        const std::vector<std::string> lines{"Hallo Welt", "", "Grüße ✓", "x"};
        const auto p = path("out.txt");
        studio::data::write_lines(p, lines);
        QCOMPARE(studio::data::read_lines(p), lines);
        std::ifstream in(p, std::ios::binary);
        const std::string raw((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        QCOMPARE(raw, std::string("Hallo Welt\n\nGrüße ✓\nx\n"));

        auto err = data_error_of([&] { studio::data::write_lines(p, {"ok", "two\nlines"}); });
        QVERIFY(err);
        QCOMPARE(err->line(), int64_t(2));
        VERIFY_WHAT(*err, "newline");

        const auto bad = tmp_.filePath("no-such-dir/out.txt").toStdString();
        err = data_error_of([&] { studio::data::write_lines(bad, lines); });
        QVERIFY(err);
        QCOMPARE(err->file(), bad);
        VERIFY_WHAT(*err, "cannot create");
    }

    // A ReadCancelScope's flag ends every read on its thread (the Data
    // page's preview when the window closes, a run's Stop while it reads):
    // checked before each megabyte, so a flag already set reads nothing.
    void readCancelScopeEndsReads()
    {
        QByteArray text;
        for (int i = 0; i < 60000; ++i)
            text += "a line of a corpus that spans several megabytes " + QByteArray::number(i) + "\n";
        QVERIFY(text.size() > 3 * (1 << 20));
        const std::string src = write_file("big.src", text), tgt = write_gzip("big.tgt.gz", text);
        std::atomic<bool> cancel{true};
        {
            const studio::data::ReadCancelScope scope(&cancel);
            QVERIFY_THROWS_EXCEPTION(studio::data::ReadCancelled, studio::data::read_lines(src));
            QVERIFY_THROWS_EXCEPTION(studio::data::ReadCancelled, studio::data::read_aligned_files(src, tgt));
            {
                const studio::data::ReadCancelScope inner(nullptr);  // the innermost scope counts
                QCOMPARE(studio::data::read_lines(src).size(), size_t(60000));
            }
            QVERIFY_THROWS_EXCEPTION(studio::data::ReadCancelled, studio::data::read_lines(tgt));
            cancel = false;
            QCOMPARE(studio::data::read_aligned_files(src, tgt).size(), size_t(60000));
        }
        cancel = true;  // no scope any more: nothing checks the flag
        QCOMPARE(studio::data::read_lines(tgt).size(), size_t(60000));
    }
};

QTEST_APPLESS_MAIN(TestCorpusReader)
#include "tst_corpus_reader.moc"
