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
    for (const Entry& e : entries) {
        const QByteArray body = e.deflate ? deflated(e.data) : e.data;
        quint32 crc = quint32(crc32(0L, reinterpret_cast<const Bytef*>(e.data.constData()), uInt(e.data.size())));
        if (e.bad_crc) crc ^= 0x5a5a5a5a;
        const quint32 size = quint32(e.claimed_size >= 0 ? e.claimed_size : e.data.size());
        const quint32 compressed = e.deflate ? quint32(body.size()) : size;
        const quint32 offset = quint32(file.size());
        const quint16 method = e.deflate ? 8 : 0;
        put32(file, 0x04034b50);
        put16(file, 20), put16(file, 0), put16(file, method), put16(file, 0), put16(file, 0);
        put32(file, crc), put32(file, compressed), put32(file, size);
        put16(file, quint32(e.name.size())), put16(file, 0);
        file += e.name + body;
        put32(directory, 0x02014b50);
        put16(directory, 20), put16(directory, 20), put16(directory, 0), put16(directory, method);
        put16(directory, 0), put16(directory, 0);
        put32(directory, crc), put32(directory, compressed), put32(directory, size);
        put16(directory, quint32(e.name.size())), put16(directory, 0), put16(directory, 0);
        put16(directory, 0), put16(directory, 0), put32(directory, 0), put32(directory, offset);
        directory += e.name;
    }
    const quint32 directory_offset = quint32(file.size());
    file += directory;
    put32(file, 0x06054b50);
    put16(file, 0), put16(file, 0), put16(file, quint32(entries.size())), put16(file, quint32(entries.size()));
    put32(file, quint32(directory.size())), put32(file, directory_offset), put16(file, 0);
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
        }
        const QString path = write(kind + ".pt", zipOf(entries));
        entries.clear();  // the test's own copies are gone before the peak is measured
        QVERIFY(QFileInfo(path).size() < 2 * 1024 * 1024);
        if (!resetPeakResident()) QSKIP("the peak resident memory cannot be reset here (/proc/self/clear_refs)");
        const qint64 before = peakResident();
        QString message;
        try {
            import::read_pytorch_file(path.toStdString());
        } catch (const train::CheckpointError& e) {
            message = QString::fromStdString(e.what());
        }
        const qint64 grown = peakResident() - before;
        QVERIFY2(grown < 8 * 1024 * 1024, qPrintable(QStringLiteral("the peak resident memory grew by %1 MiB")
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
