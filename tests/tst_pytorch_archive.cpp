// Archives that claim more than they hold, read with bounded memory: the
// PyTorch reader (import/pytorch_file.h over import/stored_zip.h) refuses a
// compressed record (a zip bomb: 128 MiB of zeros deflated behind a 16 KiB
// tensor), a record that claims more bytes than the file, a record larger
// than its storage needs, a storage claiming 10^12 elements, and a damaged
// CRC, each naming the file and the record, and the process's peak resident
// memory stays within a few MiB of where it was. The archives are made here,
// byte by byte, around the data.pkl that torch.save (PyTorch 1.13, Python
// 3.11) writes for {'w': torch.zeros(4096)}.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/peak_memory.h"
#include "support/test_support.h"

#include "import/pytorch_file.h"
#include "train/checkpoint.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <zlib.h>

using namespace studio;
using test::peakResident;
using test::resetPeakResident;

namespace {

// data.pkl of torch.save({'w': torch.zeros(4096)}): a dict whose 'w' is
// _rebuild_tensor_v2 of persistent id ('storage', torch.FloatStorage, '0',
// 'cpu', 4096), offset 0, size (4096,), stride (1,).
const char* kDataPkl =
    "80027d7100580100000077710163746f7263682e5f7574696c730a5f72656275696c645f74656e736f725f76320a7102282858070000"
    "0073746f72616765710363746f7263680a466c6f617453746f726167650a71045801000000307105580300000063707571064d001074"
    "7107514b004d00108571084b018571098963636f6c6c656374696f6e730a4f726465726564446963740a710a2952710b74710c52710d"
    "732e";

// The same pickle with the storage's element count and the tensor's size
// raised to 10^12 (LONG1 of 6 bytes instead of BININT2 4096).
QByteArray claimingElements() {
    QByteArray p = QByteArray::fromHex(kDataPkl);
    const QByteArray small = QByteArray::fromHex("4d0010");        // BININT2 4096
    const QByteArray huge = QByteArray::fromHex("8a060010a5d4e800");  // LONG1 10^12
    p.replace(small, huge);
    return p;
}

struct Entry {
    QByteArray name;
    QByteArray data;              // what the record holds (inflated)
    bool deflate = false;         // method 8 instead of 0 (stored)
    qint64 claimed_size = -1;     // >= 0: the size the directory claims instead of the real one
    bool bad_crc = false;
    int shares_with = -1;         // >= 0: no bytes of its own; the directory points at that entry's
};

void put16(QByteArray& b, quint32 v) {
    b.append(char(v & 0xff)).append(char((v >> 8) & 0xff));
}
void put32(QByteArray& b, quint32 v) {
    put16(b, v & 0xffff);
    put16(b, v >> 16);
}

QByteArray deflated(const QByteArray& data) {
    z_stream z{};
    deflateInit2(&z, Z_BEST_COMPRESSION, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY);  // raw deflate, as zip holds it
    QByteArray out(int(deflateBound(&z, uLong(data.size()))), '\0');
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.constData()));
    z.avail_in = uInt(data.size());
    z.next_out = reinterpret_cast<Bytef*>(out.data());
    z.avail_out = uInt(out.size());
    deflate(&z, Z_FINISH);
    out.resize(int(z.total_out));
    deflateEnd(&z);
    return out;
}

// A zip archive (APPNOTE.TXT): local headers with the records, then the
// central directory and its end record.
QByteArray zipOf(const QList<Entry>& entries) {
    QByteArray file, directory;
    QList<quint32> offsets;
    for (const Entry& own : entries) {
        const Entry& e = own.shares_with >= 0 ? entries[own.shares_with] : own;
        const QByteArray body = e.deflate ? deflated(e.data) : e.data;
        quint32 crc = quint32(crc32(0L, reinterpret_cast<const Bytef*>(e.data.constData()), uInt(e.data.size())));
        if (e.bad_crc) crc ^= 0x5a5a5a5a;
        const quint32 size = quint32(e.claimed_size >= 0 ? e.claimed_size : e.data.size());
        const quint32 compressed = e.deflate ? quint32(body.size()) : size;
        const quint32 offset = own.shares_with >= 0 ? offsets[own.shares_with] : quint32(file.size());
        offsets.append(offset);
        const quint16 method = e.deflate ? 8 : 0;
        if (own.shares_with < 0) {
            put32(file, 0x04034b50);
            put16(file, 20), put16(file, 0), put16(file, method), put16(file, 0), put16(file, 0);
            put32(file, crc), put32(file, compressed), put32(file, size);
            put16(file, quint32(e.name.size())), put16(file, 0);
            file += e.name + body;
        }
        put32(directory, 0x02014b50);
        put16(directory, 20), put16(directory, 20), put16(directory, 0), put16(directory, method);
        put16(directory, 0), put16(directory, 0);
        put32(directory, crc), put32(directory, compressed), put32(directory, size);
        put16(directory, quint32(own.name.size())), put16(directory, 0), put16(directory, 0);
        put16(directory, 0), put16(directory, 0), put32(directory, 0), put32(directory, offset);
        directory += own.name;
    }
    const quint32 directory_offset = quint32(file.size());
    file += directory;
    put32(file, 0x06054b50);
    put16(file, 0), put16(file, 0), put16(file, quint32(entries.size())), put16(file, quint32(entries.size()));
    put32(file, quint32(directory.size())), put32(file, directory_offset), put16(file, 0);
    return file;
}

QByteArray little32(quint32 v) {
    QByteArray b;
    put32(b, v);
    return b;
}

QByteArray unicode(const QByteArray& text) {  // BINUNICODE
    return 'X' + little32(quint32(text.size())) + text;
}

// The pickle torch.save writes for {'0': t0, '1': t1, ...}: `count` float
// tensors of `elements` each, tensor i viewing storage key str(i) whole.
QByteArray pickleOfTensors(int count, quint32 elements) {
    QByteArray p("\x80\x02}(", 4);  // PROTO 2, EMPTY_DICT, MARK
    for (int i = 0; i < count; ++i) {
        const QByteArray key = QByteArray::number(i);
        p += unicode(key) + "ctorch._utils\n_rebuild_tensor_v2\n(";
        p += '(' + unicode("storage") + "ctorch\nFloatStorage\n" + unicode(key) + unicode("cpu");
        p += 'J' + little32(elements) + "tQ";                     // the persistent id, BINPERSID
        p += QByteArray("K\x00", 2);                              // storage offset 0
        p += 'J' + little32(elements) + '\x85';                   // size (elements,)
        p += QByteArray("K\x01\x85\x89", 4);                      // stride (1,), requires_grad False
        p += "ccollections\nOrderedDict\n)RtR";                   // backward hooks; the call
    }
    return p + "u.";
}

// torch.save's legacy stream (_use_new_zipfile_serialization=False): the
// magic number, the protocol (1001), the system's facts, the object, the
// storages' keys, then each storage as an int64 count and its bytes.
QByteArray legacyStream(const QByteArray& object, const QList<QByteArray>& keys, const QList<QByteArray>& storages) {
    QByteArray file("\x80\x02\x8a\x0a\x6c\xfc\x9c\x46\xf9\x20\x6a\xa8\x50\x19\x2e", 15);
    file += QByteArray("\x80\x02M\xe9\x03.", 6);
    file += QByteArray("\x80\x02}", 3) + unicode("little_endian") + "\x88s.";
    file += object;
    file += QByteArray("\x80\x02](", 4);
    for (const QByteArray& key : keys) file += unicode(key);
    file += "e.";
    for (const QByteArray& storage : storages) {
        file += little32(quint32(storage.size() / 4)) + little32(0);
        file += storage;
    }
    return file;
}

QList<Entry> tensorArchive(const QByteArray& storage) {
    return {Entry{"archive/data.pkl", QByteArray::fromHex(kDataPkl)}, Entry{"archive/data/0", storage},
            Entry{"archive/version", "3\n"}};
}

}  // namespace

class TestPytorchArchive : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(tmp_.isValid()); }

    void storedArchiveReads() {
        // The hand-made archive is one the reader takes: the refusals below
        // are about what each one changes, not about the writer here.
        const QString path = write("good.pt", zipOf(tensorArchive(QByteArray(4096 * 4, '\0'))));
        const import::PyRef top = import::read_pytorch_file(path.toStdString());
        QCOMPARE(top->kind, import::PyValue::Kind::Dict);
        const import::PyRef w = top->get("w");
        QVERIFY(w);
        QCOMPARE(w->kind, import::PyValue::Kind::Tensor);
        QCOMPARE(w->tensor.numel(), int64_t(4096));
        QCOMPARE(w->tensor.abs().sum().item<double>(), 0.0);

        // Three tensors, each its own record, as pickleOfTensors writes them.
        QList<Entry> three{Entry{"archive/data.pkl", pickleOfTensors(3, 16)}};
        for (int i = 0; i < 3; ++i)
            three.append(Entry{"archive/data/" + QByteArray::number(i), QByteArray(16 * 4, char(i + 1))});
        const import::PyRef many = import::read_pytorch_file(write("three.pt", zipOf(three)).toStdString());
        for (int i = 0; i < 3; ++i) {
            const import::PyRef t = many->get(std::to_string(i));
            QVERIFY(t);
            QCOMPARE(t->tensor.numel(), int64_t(16));
        }
    }

    void legacyStreamReads() {
        // The hand-made legacy stream is one the reader takes, so the
        // refusal of one that claims too much is about the claim.
        const QByteArray storage(4 * 4096, '\0');
        const QString path = write("legacy-good.pt", legacyStream(pickleOfTensors(2, 4096), {"0", "1"}, {storage, storage}));
        const import::PyRef top = import::read_pytorch_file(path.toStdString());
        QCOMPARE(top->kind, import::PyValue::Kind::Dict);
        for (const char* key : {"0", "1"}) {
            const import::PyRef t = top->get(key);
            QVERIFY(t);
            QCOMPARE(t->kind, import::PyValue::Kind::Tensor);
            QCOMPARE(t->tensor.numel(), int64_t(4096));
        }
    }

    void refusedWithBoundedMemory_data() {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QStringList>("needles");  // in the message, besides the file's path
        QTest::newRow("zip bomb: 128 MiB deflated behind a 16 KiB tensor")
            << "bomb" << QStringList{"archive/data/0", "compressed"};
        QTest::newRow("a record claiming 2 GiB in a small file")
            << "claims-bytes" << QStringList{"archive/data/0", "beyond the end of the file"};
        QTest::newRow("a record larger than its storage needs")
            << "too-large" << QStringList{"archive/data/0", "more than its 4096 elements need"};
        QTest::newRow("a storage claiming 10^12 elements")
            << "claims-elements" << QStringList{"1000000000000 elements", "more than the whole file holds"};
        QTest::newRow("a damaged record") << "crc" << QStringList{"archive/data/0", "CRC-32"};
        QTest::newRow("a record shorter than its storage")
            << "short" << QStringList{"archive/data/0", "fewer than its 4096 elements"};
        QTest::newRow("64 records on the bytes of one")
            << "overlapping" << QStringList{"archive/data/0", "archive/data/1", "share bytes"};
        QTest::newRow("legacy stream: 64 storages of 1 MiB in a file of 1 MiB")
            << "legacy-claims" << QStringList{"storage '1'", "more than the whole file holds"};
        QTest::newRow("a data.pkl of 4 million NONE opcodes")
            << "operations" << QStringList{"data.pkl", "more than 1000000 pickle operations"};
    }

    void refusedWithBoundedMemory() {
        QFETCH(QString, kind);
        QFETCH(QStringList, needles);
        QList<Entry> entries = tensorArchive(QByteArray(4096 * 4, '\0'));
        if (kind == "bomb") {
            entries[1].data = QByteArray(128 << 20, '\0');
            entries[1].deflate = true;
        } else if (kind == "claims-bytes") {
            entries[1].claimed_size = qint64(2) << 30;
        } else if (kind == "too-large") {
            entries[1].data = QByteArray(64 * 1024, '\0');
        } else if (kind == "claims-elements") {
            entries[0].data = claimingElements();
        } else if (kind == "crc") {
            entries[1].bad_crc = true;
        } else if (kind == "short") {
            entries[1].data = QByteArray(4000, '\0');
            // A record nothing names, so that the file itself is larger than
            // the storage's claim and only its record is short.
            entries.append(Entry{"archive/data/1", QByteArray(32 * 1024, '\0')});
        } else if (kind == "overlapping") {
            const quint32 elements = 1 << 18;  // 1 MiB of floats, read 64 times before the fix
            entries = {Entry{"archive/data.pkl", pickleOfTensors(64, elements)},
                       Entry{"archive/data/0", QByteArray(elements * 4, '\0')}};
            for (int i = 1; i < 64; ++i) {
                Entry same{"archive/data/" + QByteArray::number(i), {}};
                same.shares_with = 1;
                entries.append(same);
            }
        } else if (kind == "operations") {
            entries[0].data = QByteArray("\x80\x02", 2) + QByteArray(4 << 20, 'N') + '.';
        }
        const QByteArray bytes = kind == "legacy-claims"
                                     ? legacyStream(pickleOfTensors(64, 1 << 18), {"0"}, {QByteArray(1 << 20, '\0')})
                                     : zipOf(entries);
        const QString path = write(kind + ".pt", bytes);
        entries.clear();  // the test's own copies are gone before the peak is measured
        QVERIFY(QFileInfo(path).size() < 8 * 1024 * 1024);
        if (!resetPeakResident()) QSKIP("the peak resident memory cannot be reset here (/proc/self/clear_refs)");
        const qint64 before = peakResident();
        QString message;
        try {
            import::read_pytorch_file(path.toStdString());
        } catch (const train::CheckpointError& e) {
            message = QString::fromStdString(e.what());
        }
        const qint64 grown = peakResident() - before;
        // Up to a million pickle values (~200 bytes each) are made before
        // the operation count refuses; without the count, 4 million.
        const qint64 bound = kind == "operations" ? 320 << 20 : 8 << 20;
        QVERIFY2(grown < bound, qPrintable(QStringLiteral("the peak resident memory grew by %1 MiB")
                                                         .arg(double(grown) / (1 << 20), 0, 'f', 1)));
        QVERIFY2(!message.isEmpty(), "the archive was read");
        QVERIFY2(message.contains(path), qPrintable(message));
        for (const QString& needle : needles) QVERIFY2(message.contains(needle), qPrintable(message));
    }

private:
    QString write(const QString& name, const QByteArray& bytes) {
        const QString path = tmp_.filePath(name);
        if (!test::write_file(path, bytes)) qFatal("cannot write %s", qPrintable(path));
        return path;
    }

    QTemporaryDir tmp_;
};

QTEST_GUILESS_MAIN(TestPytorchArchive)
#include "tst_pytorch_archive.moc"
