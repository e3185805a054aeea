// Readers for parallel corpora (see corpus_reader.h).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/corpus_reader.h"

#include "engine/replace_file.h"

#include <nlohmann/json.hpp>
#include <zlib.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <functional>
#include <memory>
#include <string_view>

namespace studio::data {

namespace {

// The innermost ReadCancelScope's flag on this thread (null: none).
thread_local const std::atomic<bool>* t_read_cancel = nullptr;

std::string format_what(const std::string& file, int64_t line, const std::string& message)
{
    if (line > 0)
        return file + ":" + std::to_string(line) + ": " + message;
    return file + ": " + message;
}

std::string hex_byte(unsigned char b)
{
    static const char digits[] = "0123456789ABCDEF";
    std::string s = "0x";
    s += digits[b >> 4];
    s += digits[b & 0x0F];
    return s;
}

// ---------------------------------------------------------------- UTF-8

// Returns the offset of the first byte of the first invalid sequence, or
// npos when the whole text is valid UTF-8. Strict (RFC 3629): no overlong
// forms, no surrogates (U+D800..U+DFFF), nothing above U+10FFFF.
size_t find_invalid_utf8(std::string_view s)
{
    const auto* p = reinterpret_cast<const unsigned char*>(s.data());
    const size_t n = s.size();
    size_t i = 0;
    while (i < n) {
        const unsigned char c = p[i];
        if (c < 0x80) {
            ++i;
            continue;
        }
        // The allowed range of the second byte depends on the lead byte;
        // this is what rules out overlongs, surrogates and > U+10FFFF.
        size_t len = 0;
        unsigned char lo = 0x80, hi = 0xBF;
        if (c >= 0xC2 && c <= 0xDF) {
            len = 2;
        } else if (c == 0xE0) {
            len = 3;
            lo = 0xA0;
        } else if ((c >= 0xE1 && c <= 0xEC) || c == 0xEE || c == 0xEF) {
            len = 3;
        } else if (c == 0xED) {
            len = 3;
            hi = 0x9F;
        } else if (c == 0xF0) {
            len = 4;
            lo = 0x90;
        } else if (c >= 0xF1 && c <= 0xF3) {
            len = 4;
        } else if (c == 0xF4) {
            len = 4;
            hi = 0x8F;
        } else {
            return i;  // 0x80..0xC1 (stray continuation, overlong lead) or 0xF5..0xFF
        }
        if (n - i < len)
            return i;  // sequence cut off by the end of the line
        if (p[i + 1] < lo || p[i + 1] > hi)
            return i;
        for (size_t k = 2; k < len; ++k) {
            if (p[i + k] < 0x80 || p[i + k] > 0xBF)
                return i;
        }
        i += len;
    }
    return std::string_view::npos;
}

// ---------------------------------------------------------------- files

struct GzCloser {
    void operator()(gzFile_s* f) const { gzclose(f); }
};
using GzHandle = std::unique_ptr<gzFile_s, GzCloser>;

// Fills buf as far as possible; returns the byte count (0 at the end).
// zlib reports a truncated stream not as -1 but as a short read with a
// Z_BUF_ERROR state, so the error state is checked at the end of the file too.
size_t read_chunk(gzFile gz, const std::string& path, char* buf, size_t size)
{
    size_t got = 0;
    while (got < size) {
        const int n = gzread(gz, buf + got, static_cast<unsigned>(size - got));
        if (n > 0) {
            got += static_cast<size_t>(n);
            continue;
        }
        int errnum = Z_OK;
        const char* msg = gzerror(gz, &errnum);
        if (errnum == Z_OK && n == 0)
            break;  // clean end of file
        const std::string detail = msg && *msg ? msg : "unknown error";
        if (errnum == Z_ERRNO)
            throw DataError(path, 0, "cannot read the file (" + detail + ")");
        if (errnum == Z_BUF_ERROR)
            throw DataError(path, 0,
                            "the gzip data is truncated (" + detail +
                                "); the file was probably not completely downloaded or copied");
        throw DataError(path, 0,
                        "the gzip data is corrupt (" + detail +
                            "); download or copy the file again");
    }
    return got;
}

GzHandle open_for_reading(const std::string& path)
{
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec))
        throw DataError(path, 0, "cannot open the file: it is a directory; give the path of a text file");
    errno = 0;
    gzFile gz = gzopen(path.c_str(), "rb");
    if (!gz) {
        const std::string reason = errno != 0 ? std::strerror(errno) : "out of memory";
        throw DataError(path, 0, "cannot open the file (" + reason + "); check the path and permissions");
    }
    // A large internal buffer: fewer system calls for big corpora.
    gzbuffer(gz, 1u << 18);
    return GzHandle(gz);
}

// Called once per line with the 1-based line number and the line, BOM and
// trailing '\r' already removed and the text already checked.
using LineCallback = std::function<void(int64_t, std::string_view)>;

// Checks one raw line and hands it on. column_shift is the number of bytes
// removed before the line (a BOM on line 1), so that reported columns are
// positions in the file as a hex viewer or `cut -b` would show them.
void deliver_line(const std::string& path, int64_t line_no, std::string_view line,
                  size_t column_shift, const LineCallback& callback)
{
    if (!line.empty() && line.back() == '\r')
        line.remove_suffix(1);
    // A carriage return left inside: old Mac line endings (CR alone), which
    // would make the whole file one line and silently drop or misalign
    // pairs, or a stray CR. Refused, naming where, rather than guessed.
    if (const void* cr = std::memchr(line.data(), '\r', line.size()))
        throw DataError(path, line_no,
                        "a carriage return (\\r) inside the line at column " +
                            std::to_string(static_cast<const char*>(cr) - line.data() + 1 + column_shift) +
                            ": the file has old Mac line endings (CR alone) or stray CRs; convert them to newlines "
                            "(e.g. tr '\\r' '\\n') or remove them, and try again");
    if (std::memchr(line.data(), '\0', line.size()) != nullptr)
        throw DataError(path, line_no, "contains a NUL byte; this is not a text file");
    const size_t bad = find_invalid_utf8(line);
    if (bad != std::string_view::npos) {
        const auto byte = static_cast<unsigned char>(line[bad]);
        throw DataError(path, line_no,
                        "invalid UTF-8 (byte " + hex_byte(byte) + " at column " +
                            std::to_string(bad + 1 + column_shift) +
                            "); the file is probably in another encoding such as Latin-1 or "
                            "Windows-1252; convert it to UTF-8 (e.g. with iconv) and try again");
    }
    callback(line_no, line);
}

// A binary file (image, archive, model) usually has bytes that are invalid
// UTF-8 before its first NUL on the same line, which would give a misleading
// "convert it from Latin-1" message. Like git and grep, look for a NUL near
// the start of the file first and call such a file what it is.
void reject_binary_start(const std::string& path, const char* data, size_t n)
{
    const size_t probe = std::min<size_t>(n, 1u << 16);
    const void* nul = std::memchr(data, '\0', probe);
    if (!nul)
        return;
    // UTF-16 without a byte-order mark: text in Latin script has a NUL in
    // every other byte (the high byte of each character).
    const size_t pairs = std::min<size_t>(n, 1024) / 2;
    size_t nul_even = 0, nul_odd = 0;
    for (size_t i = 0; i < pairs; ++i) {
        nul_even += data[2 * i] == '\0' ? 1 : 0;
        nul_odd += data[2 * i + 1] == '\0' ? 1 : 0;
    }
    if (pairs >= 2 && (nul_odd * 10 >= pairs * 9) != (nul_even * 10 >= pairs * 9) && (nul_odd == 0 || nul_even == 0))
        throw DataError(path, 0,
                        std::string("the file is UTF-16 encoded without a byte-order mark (a NUL in every other "
                                    "byte); convert it to UTF-8 (e.g. with iconv -f ") +
                            (nul_odd > 0 ? "UTF-16LE" : "UTF-16BE") + " -t UTF-8) and try again");
    const char* end = static_cast<const char*>(nul);
    int64_t line_no = 1;
    for (const char* p = data; p < end; ++p) {
        if (*p == '\n')
            ++line_no;
    }
    throw DataError(path, line_no, "contains a NUL byte; this is not a text file");
}

// Streams a plain or gzip file line by line. Lines are split in the raw
// buffer with memchr; only a line that spans two chunks is copied.
void for_each_line(const std::string& path, const LineCallback& callback)
{
    GzHandle gz = open_for_reading(path);
    constexpr size_t kChunk = 1u << 20;
    std::unique_ptr<char[]> buf(new char[kChunk]);
    std::string pending;  // the start of a line continued in the next chunk
    int64_t line_no = 0;
    size_t column_shift = 0;
    bool first_chunk = true;

    for (;;) {
        if (t_read_cancel && t_read_cancel->load())
            throw ReadCancelled(path);
        const size_t n = read_chunk(gz.get(), path, buf.get(), kChunk);
        if (n == 0)
            break;
        const char* data = buf.get();
        size_t start = 0;
        if (first_chunk) {
            first_chunk = false;
            const auto* u = reinterpret_cast<const unsigned char*>(data);
            // read_chunk fills the buffer, so the first chunk holds the
            // first three bytes of any file that has them.
            if (n >= 3 && u[0] == 0xEF && u[1] == 0xBB && u[2] == 0xBF) {
                start = 3;
                column_shift = 3;
            } else if (n >= 2 && ((u[0] == 0xFF && u[1] == 0xFE) || (u[0] == 0xFE && u[1] == 0xFF))) {
                throw DataError(path, 0,
                                "the file is UTF-16 encoded (it starts with a UTF-16 byte-order "
                                "mark); convert it to UTF-8 (e.g. with iconv -f UTF-16 -t UTF-8) "
                                "and try again");
            }
            reject_binary_start(path, data, n);
        }
        while (start < n) {
            const void* nl = std::memchr(data + start, '\n', n - start);
            if (!nl)
                break;
            const size_t end = static_cast<size_t>(static_cast<const char*>(nl) - data);
            ++line_no;
            if (pending.empty()) {
                deliver_line(path, line_no, std::string_view(data + start, end - start),
                             column_shift, callback);
            } else {
                pending.append(data + start, end - start);
                deliver_line(path, line_no, pending, column_shift, callback);
                pending.clear();
            }
            column_shift = 0;
            start = end + 1;
        }
        pending.append(data + start, n - start);
    }
    // A last line without '\n'; a final '\n' does not start an empty line.
    if (!pending.empty())
        deliver_line(path, line_no + 1, pending, column_shift, callback);
}

// ---------------------------------------------------------------- pairs

bool is_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

// Leading and trailing ASCII whitespace carries no meaning in a sentence
// and only confuses tokenizers, so kept sides are trimmed.
std::string_view trim(std::string_view s)
{
    size_t b = 0, e = s.size();
    while (b < e && is_blank(s[b]))
        ++b;
    while (e > b && is_blank(s[e - 1]))
        --e;
    return s.substr(b, e - b);
}

}  // namespace

bool is_blank_text(std::string_view s)
{
    size_t i = 0;
    while (i < s.size()) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (is_blank(s[i])) {
            ++i;
            continue;
        }
        // The multi-byte White_Space characters, by their UTF-8 bytes.
        const auto at = [&](size_t k) { return i + k < s.size() ? static_cast<unsigned char>(s[i + k]) : 0u; };
        if (c == 0xC2 && (at(1) == 0x85 || at(1) == 0xA0)) {  // U+0085, U+00A0
            i += 2;
            continue;
        }
        const bool space3 = (c == 0xE1 && at(1) == 0x9A && at(2) == 0x80) ||              // U+1680
                            (c == 0xE2 && at(1) == 0x80 && (at(2) <= 0x8A && at(2) >= 0x80)) ||  // U+2000..U+200A
                            (c == 0xE2 && at(1) == 0x80 && (at(2) == 0xA8 || at(2) == 0xA9 || at(2) == 0xAF)) ||
                            (c == 0xE2 && at(1) == 0x81 && at(2) == 0x9F) ||               // U+205F
                            (c == 0xE3 && at(1) == 0x80 && at(2) == 0x80);                 // U+3000
        if (!space3) return false;
        i += 3;
    }
    return true;
}

namespace {

// Adds a pair unless a side is blank; counts either way.
void add_pair(std::string_view src, std::string_view tgt, std::vector<SentencePair>& out,
              ReadStats& stats)
{
    src = trim(src);
    tgt = trim(tgt);
    if (is_blank_text(src) || is_blank_text(tgt)) {
        ++stats.skipped_empty;
        return;
    }
    out.push_back(SentencePair{std::string(src), std::string(tgt)});
    ++stats.pairs_kept;
}

void check_column(const std::string& path, const char* which, int column)
{
    if (column < 1)
        throw DataError(path, 0,
                        std::string("the TSV ") + which + " column must be 1 or more (columns are "
                        "counted from 1), but it is " + std::to_string(column));
}

std::string plural(int64_t n, const char* word)
{
    return std::to_string(n) + " " + word + (n == 1 ? "" : "s");
}

// ---------------------------------------------------------------- JSON

const char* json_type_name(const nlohmann::json& j)
{
    switch (j.type()) {
    case nlohmann::json::value_t::null: return "null";
    case nlohmann::json::value_t::object: return "an object";
    case nlohmann::json::value_t::array: return "an array";
    case nlohmann::json::value_t::string: return "a string";
    case nlohmann::json::value_t::boolean: return "a boolean";
    case nlohmann::json::value_t::number_integer:
    case nlohmann::json::value_t::number_unsigned:
    case nlohmann::json::value_t::number_float: return "a number";
    default: return "not a JSON value";
    }
}

// nlohmann's messages start with "[json.exception.parse_error.101] "; the
// tag means nothing to a person reading the error.
std::string json_reason(const std::exception& e)
{
    std::string s = e.what();
    if (!s.empty() && s[0] == '[') {
        const size_t close = s.find("] ");
        if (close != std::string::npos)
            s.erase(0, close + 2);
    }
    return s;
}

std::string json_expected_shape(const std::string& src_lang, const std::string& tgt_lang)
{
    return "expected {\"translation\": {\"" + src_lang + "\": \"...\", \"" + tgt_lang +
           "\": \"...\"}} or {\"" + src_lang + "\": \"...\", \"" + tgt_lang + "\": \"...\"}";
}

const std::string& json_string_field(const std::string& path, int64_t line_no,
                                     const nlohmann::json& obj, const std::string& key,
                                     const std::string& src_lang, const std::string& tgt_lang)
{
    const auto it = obj.find(key);
    if (it == obj.end())
        throw DataError(path, line_no,
                        "the key \"" + key + "\" is missing (" +
                            json_expected_shape(src_lang, tgt_lang) + ")");
    if (!it->is_string())
        throw DataError(path, line_no,
                        "the value of \"" + key + "\" is " + json_type_name(*it) +
                            ", not a string");
    // JSON escapes reach what a plain file cannot hold: a sentence is one
    // line (the dev files written, the samples printed, the BLEU references),
    // and a NUL ended it early where C strings read it. Line breaks at either
    // end are trimmed as a plain line's are.
    const std::string& text = it->get_ref<const std::string&>();
    const std::string_view inner = trim(text);
    size_t bad = inner.find_first_of(std::string_view("\0\n\r", 3));
    if (bad != std::string::npos) {
        bad += size_t(inner.data() - text.data());
        const char* what = text[bad] == '\0' ? "a NUL character (\\u0000)"
                           : text[bad] == '\n' ? "a line break (\\n)"
                                               : "a carriage return (\\r)";
        throw DataError(path, line_no,
                        "the value of \"" + key + "\" holds " + what + " at byte " + std::to_string(bad + 1) +
                            "; a sentence is one line of text: remove it or replace it with a space");
    }
    return text;
}

}  // namespace

DataError::DataError(std::string file, int64_t line, const std::string& message)
    : std::runtime_error(format_what(file, line, message)), file_(std::move(file)), line_(line)
{
}

std::vector<std::string> read_lines(const std::string& path)
{
    std::vector<std::string> lines;
    for_each_line(path, [&](int64_t, std::string_view line) { lines.emplace_back(line); });
    return lines;
}

std::vector<SentencePair> read_aligned_files(const std::string& src_path,
                                             const std::string& tgt_path, ReadStats* stats)
{
    const std::vector<std::string> src = read_lines(src_path);
    const std::vector<std::string> tgt = read_lines(tgt_path);
    if (src.size() != tgt.size()) {
        // Where the two part: blank lines at the end of the longer file are
        // the common cause (an editor's extra newline), and easy to miss.
        const bool src_longer = src.size() > tgt.size();
        const std::vector<std::string>& longer = src_longer ? src : tgt;
        const size_t extra = longer.size() - (src_longer ? tgt.size() : src.size());
        size_t blank_tail = 0;
        while (blank_tail < longer.size() && is_blank_text(longer[longer.size() - 1 - blank_tail]))
            ++blank_tail;
        const std::string hint =
            blank_tail >= extra
                ? "; " + (src_longer ? src_path : tgt_path) + " ends with " + plural(int64_t(blank_tail), "blank line") +
                      ": remove the extra ones at its end"
                : "";
        throw DataError(src_path, 0,
                        "has " + plural(static_cast<int64_t>(src.size()), "line") + " but " +
                            tgt_path + " has " + plural(static_cast<int64_t>(tgt.size()), "line") +
                            "; line-aligned files must have the same number of lines (one "
                            "sentence per line, in the same order)" + hint);
    }
    ReadStats local;
    std::vector<SentencePair> pairs;
    pairs.reserve(src.size());
    for (size_t i = 0; i < src.size(); ++i) {
        ++local.lines_read;
        add_pair(src[i], tgt[i], pairs, local);
    }
    if (stats)
        *stats = local;
    return pairs;
}

std::vector<SentencePair> read_tsv(const std::string& path, int src_column, int tgt_column,
                                   ReadStats* stats)
{
    check_column(path, "source", src_column);
    check_column(path, "target", tgt_column);
    const size_t needed = static_cast<size_t>(std::max(src_column, tgt_column));

    ReadStats local;
    std::vector<SentencePair> pairs;
    std::vector<std::string_view> fields;
    for_each_line(path, [&](int64_t line_no, std::string_view line) {
        ++local.lines_read;
        // A blank line is an empty record, not a malformed one.
        if (trim(line).empty()) {
            ++local.skipped_empty;
            return;
        }
        fields.clear();
        size_t start = 0;
        for (;;) {
            const size_t tab = line.find('\t', start);
            if (tab == std::string_view::npos) {
                fields.push_back(line.substr(start));
                break;
            }
            fields.push_back(line.substr(start, tab - start));
            start = tab + 1;
        }
        if (fields.size() < needed) {
            throw DataError(path, line_no,
                            "has " + plural(static_cast<int64_t>(fields.size()), "column") +
                                " but column " + std::to_string(needed) +
                                " is needed (source column " + std::to_string(src_column) +
                                ", target column " + std::to_string(tgt_column) +
                                "); columns must be separated by tab characters");
        }
        add_pair(fields[static_cast<size_t>(src_column - 1)],
                 fields[static_cast<size_t>(tgt_column - 1)], pairs, local);
    });
    if (stats)
        *stats = local;
    return pairs;
}

std::vector<SentencePair> read_jsonl(const std::string& path, const std::string& src_lang,
                                     const std::string& tgt_lang, ReadStats* stats)
{
    ReadStats local;
    std::vector<SentencePair> pairs;
    for_each_line(path, [&](int64_t line_no, std::string_view line) {
        if (trim(line).empty())
            return;  // blank lines are not records
        ++local.lines_read;
        nlohmann::json record;
        try {
            record = nlohmann::json::parse(line.data(), line.data() + line.size());
        } catch (const nlohmann::json::exception& e) {
            throw DataError(path, line_no, "this line is not valid JSON: " + json_reason(e));
        }
        if (!record.is_object())
            throw DataError(path, line_no,
                            std::string("the line holds ") + json_type_name(record) +
                                ", not a JSON object (" +
                                json_expected_shape(src_lang, tgt_lang) + ")");
        const nlohmann::json* obj = &record;
        const auto translation = record.find("translation");
        if (translation != record.end()) {
            if (!translation->is_object())
                throw DataError(path, line_no,
                                std::string("the value of \"translation\" is ") +
                                    json_type_name(*translation) + ", not an object (" +
                                    json_expected_shape(src_lang, tgt_lang) + ")");
            obj = &*translation;
        }
        const std::string& src = json_string_field(path, line_no, *obj, src_lang, src_lang, tgt_lang);
        const std::string& tgt = json_string_field(path, line_no, *obj, tgt_lang, src_lang, tgt_lang);
        add_pair(src, tgt, pairs, local);
    });
    if (stats)
        *stats = local;
    return pairs;
}

void write_lines(const std::string& path, const std::vector<std::string>& lines)
{
    // Check first so that a bad line leaves no half-written file behind.
    for (size_t i = 0; i < lines.size(); ++i) {
        if (lines[i].find('\n') != std::string::npos)
            throw DataError(path, static_cast<int64_t>(i + 1),
                            "cannot write a line that contains a newline character; it would "
                            "break the one-sentence-per-line alignment");
    }
    // Written beside it, then renamed over it: a full disk or a crash leaves
    // the file that was there whole (replace_file: a device or a pipe such as
    // /dev/stdout is written as it is, a link's target replaced).
    std::string text;
    for (const std::string& line : lines) text += line + '\n';
    const std::string why = replace_file(path, text);
    if (why.empty()) return;
    std::error_code ec;
    const auto folder = std::filesystem::path(path).parent_path();
    if (!folder.empty() && !std::filesystem::is_directory(folder, ec))
        throw DataError(path, 0, "cannot create the file (" + why + "); check the path and permissions");
    throw DataError(path, 0, "cannot write the file (" + why + ")");
}

ReadCancelScope::ReadCancelScope(const std::atomic<bool>* cancel) : previous_(t_read_cancel) {
    t_read_cancel = cancel;
}

ReadCancelScope::~ReadCancelScope() { t_read_cancel = previous_; }

}  // namespace studio::data
