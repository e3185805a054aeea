// The Qt Linguist files in translations/: every language complete (nothing
// unfinished, empty or left in English unless it is a name or a symbol),
// the same placeholders as the English source, and the same set of source
// texts in every file, so that no language lags behind.
// SPDX-License-Identifier: GPL-3.0-or-later
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QXmlStreamReader>
#include <QtTest>

#include <algorithm>

namespace {

struct Message {
    QString context;
    QString source;
    QString comment;  // disambiguation: part of the message's identity
    QString type;     // "", "unfinished", "vanished", "obsolete"
    bool numerus = false;
    QStringList forms;  // the translation, or each numerus form
    qint64 line = 0;

    bool current() const { return type != QLatin1String("vanished") && type != QLatin1String("obsolete"); }
    QString key() const { return context + QLatin1Char('\x1f') + source + QLatin1Char('\x1f') + comment; }
    QString where() const { return QStringLiteral("line %1, %2: \"%3\"").arg(line).arg(context, source); }
};

QString translationsDir() { return QStringLiteral(STUDIO_TRANSLATIONS_DIR); }

QStringList tsFiles() { return QDir(translationsDir()).entryList({QStringLiteral("*.ts")}, QDir::Files, QDir::Name); }

// Reads every <message> of a .ts file; false with the reader's error.
bool readTs(const QString& path, QList<Message>* messages, QString* error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return false;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Message m;
    bool inMessage = false, inTranslation = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == QLatin1String("context")) {
                context.clear();
            } else if (name == QLatin1String("name") && !inMessage) {
                context = xml.readElementText();
            } else if (name == QLatin1String("message")) {
                m = Message{};
                m.context = context;
                m.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
                m.line = xml.lineNumber();
                inMessage = true;
            } else if (inMessage && name == QLatin1String("source")) {
                m.source = xml.readElementText();
            } else if (inMessage && name == QLatin1String("comment")) {
                m.comment = xml.readElementText();
            } else if (inMessage && name == QLatin1String("translation")) {
                m.type = xml.attributes().value(QLatin1String("type")).toString();
                if (m.numerus) {
                    inTranslation = true;
                } else {
                    m.forms << xml.readElementText(QXmlStreamReader::IncludeChildElements);
                }
            } else if (inTranslation && name == QLatin1String("numerusform")) {
                m.forms << xml.readElementText();
            }
        } else if (xml.isEndElement()) {
            if (xml.name() == QLatin1String("translation")) {
                inTranslation = false;
            } else if (xml.name() == QLatin1String("message")) {
                messages->append(m);
                inMessage = false;
            }
        }
    }
    if (xml.hasError()) {
        *error = QStringLiteral("line %1: %2").arg(xml.lineNumber()).arg(xml.errorString());
        return false;
    }
    return true;
}

// Qt's placeholders: %1..%99, their locale forms %L1, and %n / %Ln of
// plural texts; sorted, so that a translation may reorder them.
QStringList placeholders(const QString& text) {
    static const QRegularExpression re(QStringLiteral("%L?(?:[1-9][0-9]?|n)"));
    QStringList found;
    for (auto it = re.globalMatch(text); it.hasNext();) found << it.next().captured();
    found.sort();
    return found;
}

// Sources that are names or symbols, the same in every language: the
// application's name, metrics, variables of the paper, formulas, units. Texts
// without letters (outside HTML tags) are symbols too ("%1 → %2: %3").
bool mayStayUntranslated(const QString& source) {
    static const QSet<QString> names = {
        QStringLiteral("Attention Studio"), QStringLiteral("BLEU"),     QStringLiteral("d_model:"),
        QStringLiteral("d_ff:"),            QStringLiteral("d_k:"),     QStringLiteral("d_v:"),
        QStringLiteral("Tokens/s"),         QStringLiteral("Top-k:"),   QStringLiteral("log p"),
        QStringLiteral("log p %1"),         QStringLiteral("log p = %1"), QStringLiteral("p = %1"),
        QStringLiteral("id %1"),            QStringLiteral("tokens/s"),  QStringLiteral("Softmax"),
        QStringLiteral("fp32"),  // a number format's name (Train page: precision)
        QStringLiteral("Token"), QStringLiteral("Attention"),  // the field's names, terms kept in German and Spanish
        QStringLiteral("SentencePiece"),  // a library's name (Data page: the kept tokenizer)
        QStringLiteral("Marian"),  // a model family's name (Data page: a Marian model's kept tokenizer)
        QStringLiteral("log p(%1) = %2."), QStringLiteral("log p(%1) − log p(%2) = %3."),  // formulas
        QStringLiteral("Token:"),  // the same word in German and Spanish
        QStringLiteral("Name:"), QStringLiteral("Seeds:"), QStringLiteral("Experiment"),  // the same in German
        QStringLiteral("Experiment: %1"),
        QStringLiteral("Base:"),  // the same in Spanish
        QStringLiteral("%1 s"), QStringLiteral("%1 min %2 s"), QStringLiteral("%1 h %2 min"),  // SI units
    };
    static const QRegularExpression tag(QStringLiteral("<[^>]*>"));
    static const QRegularExpression letter(QStringLiteral("\\p{L}"));
    return names.contains(source) || !QString(source).remove(tag).contains(letter);
}

// attention-studio_en.ts holds only the plural forms of the English source
// ("%n file(s)" read as "1 file", "2 files"; lupdate -pluralonly): its
// translations may equal the source, and it has the others' plural messages.
bool isPluralOnly(const QString& path) { return path.endsWith(QStringLiteral("_en.ts")); }

// Each row: one language file.
void addLanguageRows() {
    QTest::addColumn<QString>("path");
    const QStringList files = tsFiles();
    QVERIFY2(!files.isEmpty(), qPrintable(translationsDir()));
    for (const QString& file : files)
        QTest::newRow(qPrintable(file)) << QDir(translationsDir()).filePath(file);
}

QList<Message> messagesOf(const QString& path) {
    QList<Message> messages;
    QString error;
    if (!readTs(path, &messages, &error)) qWarning("%s: %s", qPrintable(path), qPrintable(error));
    return messages;
}

// Fails with every problem found (the first 25), not only the first one:
// a translator fixes them all in one pass.
void report(const QStringList& problems) {
    if (problems.isEmpty()) return;
    QString text = QStringLiteral("%1 problem(s):\n  ").arg(problems.size());
    text += problems.mid(0, 25).join(QStringLiteral("\n  "));
    if (problems.size() > 25) text += QStringLiteral("\n  …");
    QFAIL(qPrintable(text));
}

}  // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private slots:
    void readable_data() { addLanguageRows(); }
    void readable();
    void complete_data() { addLanguageRows(); }
    void complete();
    void translated_data() { addLanguageRows(); }
    void translated();
    void samePlaceholders_data() { addLanguageRows(); }
    void samePlaceholders();
    void sameSourcesAsTheOthers_data() { addLanguageRows(); }
    void sameSourcesAsTheOthers();
    void keepsMnemonics_data() { addLanguageRows(); }
    void keepsMnemonics();
};

void TestTranslations::readable() {
    QFETCH(QString, path);
    QList<Message> messages;
    QString error;
    QVERIFY2(readTs(path, &messages, &error), qPrintable(error));
    QVERIFY(!messages.isEmpty());
}

void TestTranslations::complete() {
    QFETCH(QString, path);
    QStringList problems;
    for (const Message& m : messagesOf(path)) {
        if (isPluralOnly(path) && !m.numerus) problems << QStringLiteral("not a plural message at ") + m.where();
        if (!m.type.isEmpty()) {
            problems << m.type + QStringLiteral(" at ") + m.where();
            continue;
        }
        if (m.forms.isEmpty() || std::any_of(m.forms.begin(), m.forms.end(), [](const QString& f) { return f.isEmpty(); }))
            problems << QStringLiteral("empty translation at ") + m.where();
    }
    report(problems);
}

void TestTranslations::translated() {
    QFETCH(QString, path);
    if (isPluralOnly(path)) return;
    QStringList problems;
    for (const Message& m : messagesOf(path)) {
        if (mayStayUntranslated(m.source)) continue;
        for (const QString& form : m.forms)
            if (form == m.source) problems << QStringLiteral("left in English at ") + m.where();
    }
    report(problems);
}

void TestTranslations::samePlaceholders() {
    QFETCH(QString, path);
    QStringList problems;
    for (const Message& m : messagesOf(path)) {
        const QStringList wanted = placeholders(m.source);
        for (const QString& form : m.forms) {
            QStringList got = placeholders(form);
            // A plural form may leave the count out ("one head" for %n = 1).
            QStringList expected = wanted;
            if (m.numerus && !got.contains(QStringLiteral("%n")) && !got.contains(QStringLiteral("%Ln"))) {
                expected.removeAll(QStringLiteral("%n"));
                expected.removeAll(QStringLiteral("%Ln"));
            }
            if (got != expected)
                problems << QStringLiteral("placeholders %1 instead of %2 in \"%3\" at ")
                                    .arg(got.join(QLatin1Char(' ')), expected.join(QLatin1Char(' ')), form) +
                                m.where();
        }
    }
    report(problems);
}

void TestTranslations::sameSourcesAsTheOthers() {
    QFETCH(QString, path);
    QSet<QString> mine;
    for (const Message& m : messagesOf(path))
        if (m.current()) mine.insert(m.key());
    QStringList problems;
    for (const QString& other : tsFiles()) {
        const QString otherPath = QDir(translationsDir()).filePath(other);
        if (otherPath == path) continue;
        for (const Message& m : messagesOf(otherPath))
            if (m.current() && (m.numerus || !isPluralOnly(path)) && !mine.contains(m.key())) problems << QStringLiteral("missing (it is in %1) ").arg(other) + m.where();
    }
    report(problems);
}

// A source with a mnemonic ("Dev f&iles": Alt+I) keeps one in every
// translation, or the control cannot be reached with Alt in that language.
// (tst_mnemonics checks that a page's letters do not clash.)
void TestTranslations::keepsMnemonics() {
    QFETCH(QString, path);
    // A single '&' before a letter; "&&" is a literal ampersand, "&lt;" an entity of rich text.
    static const QRegularExpression mnemonic(QStringLiteral("(?<!&)&(?!&)(?![A-Za-z]+;|#\\d+;)\\w"),
                                             QRegularExpression::UseUnicodePropertiesOption);  // "থা&মান"
    QStringList problems;
    for (const Message& m : messagesOf(path)) {
        if (!m.current() || !mnemonic.match(m.source).hasMatch()) continue;
        for (const QString& form : m.forms)
            if (!mnemonic.match(form).hasMatch())
                problems << QStringLiteral("no mnemonic in \"%1\" at ").arg(form) + m.where();
    }
    report(problems);
}

QTEST_APPLESS_MAIN(TestTranslations)
#include "tst_translations.moc"
