// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/stored_zip.h"

#include <zlib.h>

#include <algorithm>
#include <fstream>
#include <limits>

namespace studio::import {
namespace {

// The zip format's signatures (APPNOTE.TXT §4.3).
constexpr uint32_t kLocalHeader = 0x04034b50;
constexpr uint32_t kCentralHeader = 0x02014b50;
constexpr uint32_t kEndOfDirectory = 0x06054b50;
constexpr uint32_t kZip64End = 0x06064b50;
constexpr uint32_t kZip64Locator = 0x07064b50;
constexpr size_t kEndSize = 22;            // end of central directory, without its comment
constexpr size_t kCentralSize = 46;        // central directory header, without name, extra, comment
constexpr size_t kLocalSize = 30;          // local file header, without name and extra
constexpr size_t kMaxComment = 0xFFFF;

uint64_t le(const std::string& b, size_t at, int bytes) {
    uint64_t v = 0;
    for (int i = bytes - 1; i >= 0; --i) v = (v << 8) | static_cast<unsigned char>(b[at + size_t(i)]);
    return v;
}

std::string read_at(std::ifstream& in, uint64_t offset, uint64_t n, const std::string& what) {
    std::string bytes(static_cast<size_t>(n), '\0');
    in.clear();
    in.seekg(static_cast<std::streamoff>(offset));
    in.read(bytes.data(), static_cast<std::streamsize>(n));
    if (static_cast<uint64_t>(in.gcount()) != n) throw ArchiveError("the file ends inside " + what + " (truncated?)");
    return bytes;
}

// The record's sizes and offset, taking the ZIP64 extra field where the
// 32-bit fields say 0xFFFFFFFF (its values come in this order, each only
// when its field overflowed).
void apply_zip64(const std::string& extra, uint64_t& uncompressed, uint64_t& compressed, uint64_t& local_offset,
                 const std::string& name) {
    const uint64_t kFull = 0xFFFFFFFFu;
    size_t at = 0;
    while (at + 4 <= extra.size()) {
        const uint64_t id = le(extra, at, 2), length = le(extra, at + 2, 2);
        if (at + 4 + length > extra.size()) break;
        if (id == 0x0001) {
            size_t field = at + 4;
            const size_t end = field + size_t(length);
            for (uint64_t* value : {&uncompressed, &compressed, &local_offset}) {
                if (*value != kFull) continue;
                if (field + 8 > end) throw ArchiveError("record '" + name + "' has a damaged ZIP64 size field");
                *value = le(extra, field, 8);
                field += 8;
            }
            return;
        }
        at += 4 + size_t(length);
    }
    if (uncompressed == kFull || compressed == kFull || local_offset == kFull)
        throw ArchiveError("record '" + name + "' lacks the ZIP64 field its sizes call for");
}

}  // namespace

StoredZip::StoredZip(const std::string& path) : path_(path) {
    std::ifstream in(path, std::ios::binary | std::ios::ate);
    if (!in) throw ArchiveError("cannot open the file");
    file_size_ = static_cast<uint64_t>(in.tellg());
    if (file_size_ < kEndSize) throw ArchiveError("too short for a zip archive");

    // The end of the central directory: the last signature within the
    // final 22 + 65535 bytes (its comment may follow it).
    const uint64_t tail_size = std::min<uint64_t>(file_size_, kEndSize + kMaxComment);
    const uint64_t tail_start = file_size_ - tail_size;
    const std::string tail = read_at(in, tail_start, tail_size, "the end of the archive");
    size_t end_at = std::string::npos;
    for (size_t i = tail.size() - kEndSize + 1; i-- > 0;) {
        if (le(tail, i, 4) == kEndOfDirectory) {
            end_at = i;
            break;
        }
    }
    if (end_at == std::string::npos) throw ArchiveError("no zip directory at its end (truncated or damaged?)");
    uint64_t count = le(tail, end_at + 10, 2);
    uint64_t directory_size = le(tail, end_at + 12, 4);
    uint64_t directory_offset = le(tail, end_at + 16, 4);
    if (count == 0xFFFF || directory_size == 0xFFFFFFFFu || directory_offset == 0xFFFFFFFFu) {
        if (end_at < 20 || le(tail, end_at - 20, 4) != kZip64Locator)
            throw ArchiveError("a ZIP64 archive without its ZIP64 directory locator");
        const uint64_t zip64_end = le(tail, end_at - 20 + 8, 8);
        if (zip64_end > file_size_ - 56) throw ArchiveError("the ZIP64 directory record lies outside the file");
        const std::string z = read_at(in, zip64_end, 56, "the ZIP64 directory record");
        if (le(z, 0, 4) != kZip64End) throw ArchiveError("the ZIP64 directory record is damaged");
        count = le(z, 32, 8);
        directory_size = le(z, 40, 8);
        directory_offset = le(z, 48, 8);
    }
    if (directory_offset > file_size_ || directory_size > file_size_ - directory_offset)
        throw ArchiveError("its directory claims " + std::to_string(directory_size) + " bytes at offset " +
                           std::to_string(directory_offset) + ", beyond the file's " + std::to_string(file_size_) +
                           " bytes");
    if (count > directory_size / kCentralSize)
        throw ArchiveError("its directory claims " + std::to_string(count) + " records in " +
                           std::to_string(directory_size) + " bytes");

    const std::string directory = read_at(in, directory_offset, directory_size, "the zip directory");
    size_t at = 0;
    records_.reserve(static_cast<size_t>(count));
    for (uint64_t i = 0; i < count; ++i) {
        if (at + kCentralSize > directory.size() || le(directory, at, 4) != kCentralHeader)
            throw ArchiveError("its zip directory is damaged at record " + std::to_string(i + 1));
        const uint64_t flags = le(directory, at + 8, 2);
        const uint64_t method = le(directory, at + 10, 2);
        ZipRecord r;
        r.crc32 = static_cast<uint32_t>(le(directory, at + 16, 4));
        uint64_t compressed = le(directory, at + 20, 4);
        uint64_t uncompressed = le(directory, at + 24, 4);
        const size_t name_length = size_t(le(directory, at + 28, 2));
        const size_t extra_length = size_t(le(directory, at + 30, 2));
        const size_t comment_length = size_t(le(directory, at + 32, 2));
        uint64_t local_offset = le(directory, at + 42, 4);
        if (at + kCentralSize + name_length + extra_length + comment_length > directory.size())
            throw ArchiveError("its zip directory is damaged at record " + std::to_string(i + 1));
        r.name = directory.substr(at + kCentralSize, name_length);
        apply_zip64(directory.substr(at + kCentralSize + name_length, extra_length), uncompressed, compressed,
                    local_offset, r.name);
        at += kCentralSize + name_length + extra_length + comment_length;

        if (flags & 0x1) throw ArchiveError("record '" + r.name + "' is encrypted");
        if (method != 0)
            throw ArchiveError("record '" + r.name + "' is compressed (zip method " + std::to_string(method) +
                               "); torch.save stores every record uncompressed, so this archive was not written by "
                               "it and is refused before anything is unpacked");
        if (compressed != uncompressed)
            throw ArchiveError("record '" + r.name + "' is stored but claims " + std::to_string(uncompressed) +
                               " bytes in " + std::to_string(compressed));
        r.size = uncompressed;
        if (local_offset > file_size_ || file_size_ - local_offset < kLocalSize)
            throw ArchiveError("record '" + r.name + "' starts at offset " + std::to_string(local_offset) +
                               ", beyond the file's " + std::to_string(file_size_) + " bytes");
        const std::string local = read_at(in, local_offset, kLocalSize, "the header of record '" + r.name + "'");
        if (le(local, 0, 4) != kLocalHeader) throw ArchiveError("record '" + r.name + "' has a damaged header");
        r.data_offset = local_offset + kLocalSize + le(local, 26, 2) + le(local, 28, 2);
        if (r.data_offset > file_size_ || r.size > file_size_ - r.data_offset)
            throw ArchiveError("record '" + r.name + "' claims " + std::to_string(r.size) + " bytes at offset " +
                               std::to_string(r.data_offset) + ", beyond the end of the file (" +
                               std::to_string(file_size_) + " bytes)");
        records_.push_back(std::move(r));
    }
    // No two records may share bytes or a name. Directory entries are 46
    // bytes, so a small file could otherwise name one large record a
    // thousand times under other names and have it read a thousand times
    // over; with the records apart, all of them together hold at most the
    // file's size.
    std::vector<const ZipRecord*> by_offset;
    for (const ZipRecord& r : records_) by_offset.push_back(&r);
    std::stable_sort(by_offset.begin(), by_offset.end(),
              [](const ZipRecord* a, const ZipRecord* b) { return a->data_offset < b->data_offset; });
    for (size_t i = 1; i < by_offset.size(); ++i) {
        const ZipRecord& before = *by_offset[i - 1];
        const ZipRecord& after = *by_offset[i];
        if (after.data_offset < before.data_offset + before.size || after.data_offset == before.data_offset)
            throw ArchiveError("records '" + before.name + "' and '" + after.name +
                               "' share bytes of the file (a zip archive's records lie apart)");
    }
    std::vector<std::string> names;
    for (const ZipRecord& r : records_) names.push_back(r.name);
    std::sort(names.begin(), names.end());
    const auto twice = std::adjacent_find(names.begin(), names.end());
    if (twice != names.end()) throw ArchiveError("record '" + *twice + "' appears twice in the zip directory");
}

const ZipRecord* StoredZip::find(const std::string& name) const {
    for (const ZipRecord& r : records_)
        if (r.name == name) return &r;
    return nullptr;
}

void StoredZip::read(const ZipRecord& record, void* out) const {
    std::ifstream in(path_, std::ios::binary);
    if (!in) throw ArchiveError("cannot open the file again to read record '" + record.name + "'");
    in.seekg(static_cast<std::streamoff>(record.data_offset));
    char* bytes = static_cast<char*>(out);
    uLong crc = crc32(0L, Z_NULL, 0);
    uint64_t done = 0;
    const uint64_t kChunk = uint64_t(1) << 24;  // zlib's crc32 takes a uInt length
    while (done < record.size) {
        const uint64_t n = std::min(kChunk, record.size - done);
        in.read(bytes + done, static_cast<std::streamsize>(n));
        if (static_cast<uint64_t>(in.gcount()) != n)
            throw ArchiveError("the file ends inside record '" + record.name + "' (truncated?)");
        crc = crc32(crc, reinterpret_cast<const Bytef*>(bytes + done), static_cast<uInt>(n));
        done += n;
    }
    if (static_cast<uint32_t>(crc) != record.crc32)
        throw ArchiveError("record '" + record.name + "' is damaged (its CRC-32 does not match)");
}

std::string StoredZip::read(const ZipRecord& record) const {
    std::string bytes(static_cast<size_t>(record.size), '\0');
    read(record, bytes.data());
    return bytes;
}

}  // namespace studio::import
