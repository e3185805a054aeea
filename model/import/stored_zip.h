// StoredZip: the index of a zip archive whose records are all stored
// uncompressed, as torch.save writes them (PyTorch's zip format). Everything
// a record claims is checked against the file before a byte of it is read:
// a compressed record (a zip bomb hides gigabytes of zeros behind a few
// kilobytes) or one that claims more bytes than the file holds is refused,
// so reading an archive never needs more memory than the file's size.
// Reads the central directory itself (ZIP64 included); no zlib inflate.
// Torch-free (studio_text).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace studio::import {

// What is wrong with the archive, without the file's name (the caller adds it).
class ArchiveError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

struct ZipRecord {
    std::string name;
    uint64_t data_offset = 0;  // where the record's bytes start in the file
    uint64_t size = 0;         // its bytes (stored: compressed = uncompressed)
    uint32_t crc32 = 0;        // as the archive declares it
};

class StoredZip {
public:
    // Reads and checks the central directory and every local header.
    // Throws ArchiveError for a file that is not a zip archive, a damaged or
    // truncated one, a compressed or encrypted record (naming it), or a
    // record that reaches past the end of the file.
    explicit StoredZip(const std::string& path);

    const std::vector<ZipRecord>& records() const { return records_; }
    // nullptr when the archive has no record of that name.
    const ZipRecord* find(const std::string& name) const;
    uint64_t file_size() const { return file_size_; }

    // Reads the record's `size` bytes into `out` and checks their CRC-32.
    // Throws ArchiveError when the file cannot be read or the CRC differs.
    void read(const ZipRecord& record, void* out) const;
    std::string read(const ZipRecord& record) const;

private:
    std::string path_;
    uint64_t file_size_ = 0;
    std::vector<ZipRecord> records_;
};

}  // namespace studio::import
