// Fuzz target: the corpus readers (data/corpus_reader.h) on arbitrary file
// contents: read_lines, read_tsv (two column choices) and read_jsonl. A
// DataError is the documented refusal of bad input; anything else (another
// exception, a crash, a sanitizer report, a broken check below) is a finding.
// The same input is also read gzip-compressed and must give the same result,
// which drives the gzip path with contents a mutated .gz would rarely reach.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/corpus_reader.h"

#include "fuzz_scratch.h"

#include <zlib.h>

#include <optional>
#include <string>
#include <vector>

using studio::data::DataError;
using studio::data::ReadStats;
using studio::data::SentencePair;
using studio::fuzz::violated;

namespace {

bool blank(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; }

// What every reader of pairs promises: no empty or untrimmed side, and
// counts that add up.
void check_pairs(const std::vector<SentencePair>& pairs, const ReadStats& stats) {
    if (stats.pairs_kept != static_cast<int64_t>(pairs.size())) violated("pairs_kept differs from the pairs returned");
    if (stats.lines_read != stats.pairs_kept + stats.skipped_empty)
        violated("lines_read is not pairs_kept + skipped_empty");
    for (const auto& p : pairs) {
        for (const std::string* side : {&p.src, &p.tgt}) {
            if (side->empty()) violated("a pair with an empty side");
            if (blank(side->front()) || blank(side->back())) violated("a side that is not trimmed");
        }
    }
}

// The input as a gzip stream (level 1: the point is the format, not the size).
std::string gzip(const uint8_t* data, size_t size) {
    z_stream z{};
    if (deflateInit2(&z, 1, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK) violated("deflateInit2");
    std::string out(deflateBound(&z, size), '\0');
    z.next_in = const_cast<Bytef*>(data);
    z.avail_in = static_cast<uInt>(size);
    z.next_out = reinterpret_cast<Bytef*>(out.data());
    z.avail_out = static_cast<uInt>(out.size());
    if (deflate(&z, Z_FINISH) != Z_STREAM_END) violated("deflate");
    out.resize(z.total_out);
    deflateEnd(&z);
    return out;
}

// read_lines' result, or the line of the DataError it threw (as a negative
// number, so that both fit one comparable value).
struct LinesOrError {
    std::vector<std::string> lines;
    int64_t error_line = 1;  // 1 = no error; else -(line of the error)
    bool operator==(const LinesOrError& o) const { return lines == o.lines && error_line == o.error_line; }
};

LinesOrError read_lines_of(const std::string& path) {
    LinesOrError r;
    try {
        r.lines = studio::data::read_lines(path);
    } catch (const DataError& e) {
        r.error_line = -e.line();
    }
    return r;
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) { return 0; }

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static const studio::fuzz::ScratchFile plain("corpus");
    static const studio::fuzz::ScratchFile packed("corpus-gz");
    plain.write(data, size);

    const LinesOrError lines = read_lines_of(plain.path());
    for (const auto& line : lines.lines) {
        if (line.find('\n') != std::string::npos) violated("a line holds a newline");
        if (line.find('\0') != std::string::npos) violated("a line holds a NUL byte");
    }

    for (const auto& [src_column, tgt_column] : {std::pair{1, 2}, std::pair{2, 4}}) {
        try {
            ReadStats stats;
            const auto pairs = studio::data::read_tsv(plain.path(), src_column, tgt_column, &stats);
            check_pairs(pairs, stats);
            for (const auto& p : pairs)
                if (p.src.find('\t') != std::string::npos || p.tgt.find('\t') != std::string::npos)
                    violated("a TSV field holds a tab");
        } catch (const DataError&) {
        }
    }

    try {
        ReadStats stats;
        check_pairs(studio::data::read_jsonl(plain.path(), "en", "de", &stats), stats);
    } catch (const DataError&) {
    }

    // A file that is already gzip would be unpacked once by one path and
    // not at all by the other: no comparison for it.
    const bool is_gzip = size >= 2 && data[0] == 0x1f && data[1] == 0x8b;
    if (!is_gzip) {
        packed.write(gzip(data, size));
        if (!(read_lines_of(packed.path()) == lines)) violated("the gzip-compressed file reads differently");
    }
    return 0;
}
