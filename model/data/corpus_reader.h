// Readers for parallel corpora: two line-aligned files, TSV, JSON Lines.
// Each file may be plain text or gzip (detected from the content, not the
// name). Lines are UTF-8; a byte-order mark at the start of a file and a
// trailing '\r' (Windows line endings) are removed. Anything else that is
// wrong is a DataError naming the file and the 1-based line.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <atomic>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace studio::data {

// A problem with an input file. what() is a complete sentence a person can
// act on, e.g. "train.de:17: invalid UTF-8 (byte 0xC3 at column 5)".
class DataError : public std::runtime_error {
public:
    DataError(std::string file, int64_t line, const std::string& message);
    const std::string& file() const { return file_; }
    int64_t line() const { return line_; }  // 1-based; 0 when it concerns the whole file

private:
    std::string file_;
    int64_t line_;
};

// A read ended through a ReadCancelScope's flag.
class ReadCancelled : public std::runtime_error {
public:
    explicit ReadCancelled(const std::string& file) : std::runtime_error("reading " + file + " was stopped") {}
};

// While one lives, every read on this thread (the readers below and
// load_dataset()) checks `cancel` once per megabyte read and throws
// ReadCancelled when it is true: a Stop or a closed window ends the read of
// a large corpus without a flag passed through every reader. Scopes nest;
// the innermost counts. `cancel` may be null (nothing to check).
class ReadCancelScope {
public:
    explicit ReadCancelScope(const std::atomic<bool>* cancel);
    ~ReadCancelScope();
    ReadCancelScope(const ReadCancelScope&) = delete;
    ReadCancelScope& operator=(const ReadCancelScope&) = delete;

private:
    const std::atomic<bool>* previous_;
};

struct SentencePair {
    std::string src;
    std::string tgt;
};

// What a reader kept and what it skipped, and why.
struct ReadStats {
    int64_t lines_read = 0;     // records (line pairs, TSV rows, JSON lines) seen
    int64_t pairs_kept = 0;
    int64_t skipped_empty = 0;  // a side empty or blank after trimming
};

// True when `utf8` holds nothing but white space: ASCII's, and Unicode's
// (no-break space U+00A0, U+2000..U+200A, ideographic space U+3000, ...:
// the White_Space property, as QChar::isSpace reads it). One rule for every
// reader of sentences: a corpus side, a line of `translate` or `evaluate`,
// a line of the Translate page.
bool is_blank_text(std::string_view utf8);

// Reads a whole text file (plain or gzip) as lines: UTF-8 checked, BOM and
// '\r' removed, no trailing empty line for a final '\n'. Throws DataError for
// a missing/unreadable file, a binary file (NUL bytes), invalid UTF-8 or a
// truncated/corrupt gzip stream.
std::vector<std::string> read_lines(const std::string& path);

// Two line-aligned files (Moses / OPUS / Multi30k style). Different line
// counts are an error naming both files and both counts.
std::vector<SentencePair> read_aligned_files(const std::string& src_path,
                                             const std::string& tgt_path,
                                             ReadStats* stats = nullptr);

// Tab-separated file; src_column and tgt_column are 1-based (Anki/manythings
// exports: 1,2; Tatoeba pair exports: 2,4). A row with too few columns is an
// error naming file and line.
std::vector<SentencePair> read_tsv(const std::string& path, int src_column, int tgt_column,
                                   ReadStats* stats = nullptr);

// JSON Lines, one {"translation": {"en": "...", "de": "..."}} object a line
// (a top-level {"en": ..., "de": ...} object is accepted too). Blank lines are
// skipped; a broken line or a missing key is an error naming file and line.
std::vector<SentencePair> read_jsonl(const std::string& path, const std::string& src_lang,
                                     const std::string& tgt_lang, ReadStats* stats = nullptr);

// Writes lines as UTF-8 with '\n' endings (plain text), through PATH.part
// renamed over PATH: a file already there stays whole when writing fails.
void write_lines(const std::string& path, const std::vector<std::string>& lines);

}  // namespace studio::data
