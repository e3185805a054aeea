// Tests of the number words and the built-in demo tasks.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/demo_tasks.h"
#include "data/number_words.h"

#include <QtTest>

#include <algorithm>
#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

using studio::data::DemoTask;
using studio::data::SentencePair;

namespace {

// English number words back to the number, written independently of the
// generator: "three hundred twenty-one" -> 321. Returns -1 for anything
// that is not a well-formed number.
int64_t parse_english(const std::string& text)
{
    static const std::map<std::string, int64_t> values = {
        {"zero", 0},      {"one", 1},        {"two", 2},        {"three", 3},      {"four", 4},
        {"five", 5},      {"six", 6},        {"seven", 7},      {"eight", 8},      {"nine", 9},
        {"ten", 10},      {"eleven", 11},    {"twelve", 12},    {"thirteen", 13},  {"fourteen", 14},
        {"fifteen", 15},  {"sixteen", 16},   {"seventeen", 17}, {"eighteen", 18},  {"nineteen", 19},
        {"twenty", 20},   {"thirty", 30},    {"forty", 40},     {"fifty", 50},     {"sixty", 60},
        {"seventy", 70},  {"eighty", 80},    {"ninety", 90},
    };
    int64_t total = 0, current = 0;
    std::string word;
    std::vector<std::string> words;
    for (char c : text + " ") {
        if (c == ' ' || c == '-') {
            if (word.empty())
                return -1;  // double separator, leading or trailing one
            words.push_back(word);
            word.clear();
        } else {
            word += c;
        }
    }
    for (const std::string& w : words) {
        if (w == "hundred") {
            current *= 100;
        } else if (w == "thousand") {
            total += current * 1000;
            current = 0;
        } else {
            const auto it = values.find(w);
            if (it == values.end())
                return -1;
            current += it->second;
        }
    }
    return total + current;
}

bool same_pairs(const std::vector<SentencePair>& a, const std::vector<SentencePair>& b)
{
    if (a.size() != b.size())
        return false;
    for (size_t i = 0; i < a.size(); ++i) {
        if (a[i].src != b[i].src || a[i].tgt != b[i].tgt)
            return false;
    }
    return true;
}

// FNV-1a over all pairs: pins the generated data bit for bit.
uint64_t fingerprint(const DemoTask& task)
{
    uint64_t h = 1469598103934665603ull;
    auto mix = [&h](const std::string& s) {
        for (unsigned char c : s) {
            h ^= c;
            h *= 1099511628211ull;
        }
        h ^= 0xFF;  // separator
        h *= 1099511628211ull;
    };
    for (const auto* set : {&task.train, &task.dev}) {
        for (const SentencePair& p : *set) {
            mix(p.src);
            mix(p.tgt);
        }
    }
    return h;
}

uint64_t fnv(const std::string& s)
{
    uint64_t h = 1469598103934665603ull;
    for (unsigned char c : s) {
        h ^= c;
        h *= 1099511628211ull;
    }
    return h;
}

int month_number(const QString& name, QLocale::FormatType format)
{
    for (int m = 1; m <= 12; ++m) {
        if (QLocale::c().monthName(m, format) == name)
            return m;
    }
    return 0;
}

std::string expected_suffix(int day)
{
    if (day >= 11 && day <= 13)
        return "th";
    switch (day % 10) {
    case 1: return "st";
    case 2: return "nd";
    case 3: return "rd";
    default: return "th";
    }
}

}  // namespace

class TestDemoTasks : public QObject {
    Q_OBJECT

private slots:
    void numberWords_data()
    {
        QTest::addColumn<qint64>("n");
        QTest::addColumn<QString>("english");
        QTest::addColumn<QString>("german");
        auto row = [](qint64 n, const char* en, const char* de) {
            QTest::addRow("%lld", static_cast<long long>(n)) << n << QString::fromUtf8(en)
                                                             << QString::fromUtf8(de);
        };
        row(0, "zero", "null");
        row(1, "one", "eins");
        row(2, "two", "zwei");
        row(6, "six", "sechs");
        row(7, "seven", "sieben");
        row(10, "ten", "zehn");
        row(11, "eleven", "elf");
        row(12, "twelve", "zwölf");
        row(13, "thirteen", "dreizehn");
        row(15, "fifteen", "fünfzehn");
        row(16, "sixteen", "sechzehn");
        row(17, "seventeen", "siebzehn");
        row(19, "nineteen", "neunzehn");
        row(20, "twenty", "zwanzig");
        row(21, "twenty-one", "einundzwanzig");
        row(30, "thirty", "dreißig");
        row(31, "thirty-one", "einunddreißig");
        row(40, "forty", "vierzig");
        row(56, "fifty-six", "sechsundfünfzig");
        row(60, "sixty", "sechzig");
        row(70, "seventy", "siebzig");
        row(77, "seventy-seven", "siebenundsiebzig");
        row(99, "ninety-nine", "neunundneunzig");
        row(100, "one hundred", "einhundert");
        row(101, "one hundred one", "einhunderteins");
        row(110, "one hundred ten", "einhundertzehn");
        row(111, "one hundred eleven", "einhundertelf");
        row(121, "one hundred twenty-one", "einhunderteinundzwanzig");
        row(200, "two hundred", "zweihundert");
        row(321, "three hundred twenty-one", "dreihunderteinundzwanzig");
        row(1000, "one thousand", "eintausend");
        row(1001, "one thousand one", "eintausendeins");
        row(1100, "one thousand one hundred", "eintausendeinhundert");
        row(2021, "two thousand twenty-one", "zweitausendeinundzwanzig");
        row(10000, "ten thousand", "zehntausend");
        row(12345, "twelve thousand three hundred forty-five",
            "zwölftausenddreihundertfünfundvierzig");
        row(21000, "twenty-one thousand", "einundzwanzigtausend");
        row(100000, "one hundred thousand", "einhunderttausend");
        row(100001, "one hundred thousand one", "einhunderttausendeins");
        row(101000, "one hundred one thousand", "einhunderteintausend");
        row(200000, "two hundred thousand", "zweihunderttausend");
        row(999999, "nine hundred ninety-nine thousand nine hundred ninety-nine",
            "neunhundertneunundneunzigtausendneunhundertneunundneunzig");
    }
    void numberWords()
    {
        QFETCH(qint64, n);
        QFETCH(QString, english);
        QFETCH(QString, german);
        QCOMPARE(QString::fromStdString(studio::data::english_number_words(n)), english);
        QCOMPARE(QString::fromStdString(studio::data::german_number_words(n)), german);
    }

    void numberWordsWholeRange()
    {
        // English parses back to the number; German words are all different
        // and "eins" only ever ends a number (never "einstausend").
        std::vector<uint64_t> german_hashes;
        german_hashes.reserve(1000000);
        for (int64_t n = 0; n <= 999999; ++n) {
            const std::string en = studio::data::english_number_words(n);
            if (parse_english(en) != n)
                QFAIL(("English words do not read back: " + std::to_string(n) + " -> " + en).c_str());
            const std::string de = studio::data::german_number_words(n);
            const size_t eins = de.find("eins");
            if (eins != std::string::npos && eins + 4 != de.size())
                QFAIL(("\"eins\" inside a German number: " + de).c_str());
            if (de.find(' ') != std::string::npos || de.find("hundertund") != std::string::npos)
                QFAIL(("malformed German number: " + de).c_str());
            german_hashes.push_back(fnv(de));
        }
        std::sort(german_hashes.begin(), german_hashes.end());
        QVERIFY(std::adjacent_find(german_hashes.begin(), german_hashes.end()) == german_hashes.end());
    }

    void numberWordsOutOfRange_data()
    {
        QTest::addColumn<qint64>("n");
        QTest::newRow("-1") << qint64(-1);
        QTest::newRow("1000000") << qint64(1000000);
        QTest::newRow("huge") << qint64(5000000000LL);
    }
    void numberWordsOutOfRange()
    {
        QFETCH(qint64, n);
        for (int lang = 0; lang < 2; ++lang) {
            try {
                if (lang == 0)
                    studio::data::english_number_words(n);
                else
                    studio::data::german_number_words(n);
                QFAIL("no exception");
            } catch (const std::out_of_range& e) {
                QVERIFY2(std::string(e.what()).find(std::to_string(n)) != std::string::npos, e.what());
            }
        }
    }

    void names()
    {
        const std::vector<std::string> expected{"numbers-de", "dates", "reverse"};
        QCOMPARE(studio::data::demo_task_names(), expected);
    }

    void sizes_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("train");
        QTest::addColumn<int>("dev");
        QTest::newRow("numbers-de") << "numbers-de" << 30000 << 500;
        QTest::newRow("dates") << "dates" << 20000 << 500;
        QTest::newRow("reverse") << "reverse" << 4000 << 200;
    }
    void sizes()
    {
        QFETCH(QString, name);
        QFETCH(int, train);
        QFETCH(int, dev);
        const DemoTask task = studio::data::make_demo_task(name.toStdString());
        QCOMPARE(task.name, name.toStdString());
        QCOMPARE(task.train.size(), size_t(train));
        QCOMPARE(task.dev.size(), size_t(dev));
        // One sentence: text, a final full stop, no line break.
        QVERIFY(task.description.size() > 20);
        QCOMPARE(task.description.back(), '.');
        QVERIFY(task.description.find('\n') == std::string::npos);
    }

    void determinism_data()
    {
        QTest::addColumn<QString>("name");
        for (const std::string& n : studio::data::demo_task_names())
            QTest::newRow(n.c_str()) << QString::fromStdString(n);
    }
    void determinism()
    {
        QFETCH(QString, name);
        const std::string n = name.toStdString();
        const DemoTask a = studio::data::make_demo_task(n, 42);
        const DemoTask b = studio::data::make_demo_task(n, 42);
        const DemoTask c = studio::data::make_demo_task(n, 43);
        QVERIFY(same_pairs(a.train, b.train));
        QVERIFY(same_pairs(a.dev, b.dev));
        QVERIFY(!same_pairs(a.train, c.train));
        QVERIFY(!same_pairs(a.dev, c.dev));
        QCOMPARE(studio::data::make_demo_task(n).train.size(), a.train.size());  // default seed
    }

    // The same seed must give the same data on every platform and compiler;
    // these values pin the generator. If a deliberate change to a task alters
    // them, update them here (and say so: old runs are then not reproducible).
    void fingerprints_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<quint64>("expected");
        QTest::newRow("numbers-de") << "numbers-de" << quint64(5936925186236818341ull);
        QTest::newRow("dates") << "dates" << quint64(8153987833938966916ull);
        QTest::newRow("reverse") << "reverse" << quint64(11206345836386992119ull);
    }
    void fingerprints()
    {
        QFETCH(QString, name);
        QFETCH(quint64, expected);
        const uint64_t actual = fingerprint(studio::data::make_demo_task(name.toStdString(), 1));
        QCOMPARE(quint64(actual), expected);
    }

    void devDisjointFromTrain_data() { determinism_data(); }
    void devDisjointFromTrain()
    {
        QFETCH(QString, name);
        const DemoTask task = studio::data::make_demo_task(name.toStdString(), 7);
        std::set<std::string> train_sources;
        for (const SentencePair& p : task.train) {
            QVERIFY(!p.src.empty() && !p.tgt.empty());
            QVERIFY2(train_sources.insert(p.src).second, ("repeated in train: " + p.src).c_str());
        }
        std::set<std::string> dev_sources;
        for (const SentencePair& p : task.dev) {
            QVERIFY2(train_sources.count(p.src) == 0, ("dev source also in train: " + p.src).c_str());
            QVERIFY2(dev_sources.insert(p.src).second, ("repeated in dev: " + p.src).c_str());
        }
    }

    void numbersPairs()
    {
        const DemoTask task = studio::data::make_demo_task("numbers-de", 3);
        std::vector<char> seen(1000000, 0);
        int four = 0, five = 0, six = 0, round_thousands = 0, small_rest = 0;
        for (const auto* set : {&task.train, &task.dev}) {
            for (const SentencePair& p : *set) {
                const int64_t n = parse_english(p.src);
                QVERIFY2(n >= 0, p.src.c_str());
                QCOMPARE(p.src, studio::data::english_number_words(n));
                QCOMPARE(p.tgt, studio::data::german_number_words(n));
                QVERIFY2(!seen[size_t(n)], ("number used twice: " + p.src).c_str());
                seen[size_t(n)] = 1;
                if (set != &task.train)
                    continue;
                four += n >= 1000 && n <= 9999;
                five += n >= 10000 && n <= 99999;
                six += n >= 100000;
                round_thousands += n >= 1000 && n % 1000 == 0;
                small_rest += n >= 1000 && n % 1000 > 0 && n % 1000 < 100;
            }
        }
        // Every number below 1000 is in train or dev.
        for (int n = 0; n < 1000; ++n)
            QVERIFY2(seen[size_t(n)], std::to_string(n).c_str());
        const int train = int(task.train.size());
        QVERIFY(four > train / 8);
        QVERIFY(five > train / 4);
        QVERIFY(six > train / 4);
        QVERIFY(round_thousands > 500);
        QVERIFY(small_rest > 500);
        qInfo() << "numbers-de train: 4 digits" << four << "5 digits" << five << "6 digits" << six
                << "round thousands" << round_thousands << "x001..x099" << small_rest;
    }

    void datesPairs()
    {
        const QString M = "(?<month>January|February|March|April|May|June|July|August|September|"
                          "October|November|December)";
        const QString m = "(?<mon>Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)";
        const QString D = "(?<day>[1-9]|[12][0-9]|3[01])";
        const QString O = D + "(?<suffix>st|nd|rd|th)";
        const QString Y = "(?<year>[0-9]{4})";
        const QString W = "(?<weekday>Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)";
        const QString w = "(?<wd>Mon|Tue|Wed|Thu|Fri|Sat|Sun)";
        const QString numeric = "(?<mm>0[1-9]|1[0-2])/(?<dd>0[1-9]|[12][0-9]|3[01])/" + Y;
        const QStringList patterns{
            "the " + O + " of " + M + ", " + Y,  // the 3rd of March, 2021
            M + " " + D + ", " + Y,               // March 3, 2021
            D + " " + M + " " + Y,                // 3 March 2021
            numeric,                              // 03/03/2021 (month/day/year)
            W + ", " + M + " " + D + ", " + Y,    // Wednesday, March 3, 2021
            O + " " + m + " " + Y,                // 3rd Mar 2021
            Y + ", " + M + " " + D,               // 2021, March 3
            M + " " + O + ", " + Y,               // March 3rd, 2021
            m + " " + D + ", " + Y,               // Mar 3, 2021
            w + ", " + D + " " + m + " " + Y,     // Wed, 3 Mar 2021
        };
        std::vector<QRegularExpression> regexes;
        for (const QString& p : patterns)
            regexes.emplace_back("^" + p + "$");
        const QRegularExpression iso("^[0-9]{4}-[0-9]{2}-[0-9]{2}$");

        const DemoTask task = studio::data::make_demo_task("dates", 5);
        std::vector<int> used(regexes.size(), 0);
        int leap_days = 0;
        for (const auto* set : {&task.train, &task.dev}) {
            for (const SentencePair& p : *set) {
                const QString src = QString::fromStdString(p.src);
                const QString tgt = QString::fromStdString(p.tgt);
                QVERIFY2(iso.match(tgt).hasMatch(), p.tgt.c_str());
                const QDate target = QDate::fromString(tgt, Qt::ISODate);
                QVERIFY2(target.isValid(), p.tgt.c_str());
                QVERIFY(target.year() >= 1900 && target.year() <= 2099);
                leap_days += target.month() == 2 && target.day() == 29;

                size_t which = regexes.size();
                QRegularExpressionMatch match;
                for (size_t i = 0; i < regexes.size() && which == regexes.size(); ++i) {
                    match = regexes[i].match(src);
                    if (match.hasMatch())
                        which = i;
                }
                QVERIFY2(which < regexes.size(), ("source in no known format: " + p.src).c_str());
                ++used[which];

                const int year = match.captured("year").toInt();
                int month = match.captured("mm").toInt();
                int day = match.captured("dd").toInt();
                if (!match.captured("month").isEmpty())
                    month = month_number(match.captured("month"), QLocale::LongFormat);
                if (!match.captured("mon").isEmpty())
                    month = month_number(match.captured("mon"), QLocale::ShortFormat);
                if (!match.captured("day").isEmpty())
                    day = match.captured("day").toInt();
                const QDate source(year, month, day);
                QVERIFY2(source == target, (p.src + " -> " + p.tgt).c_str());
                if (!match.captured("suffix").isEmpty())
                    QCOMPARE(match.captured("suffix").toStdString(), expected_suffix(day));
                if (!match.captured("weekday").isEmpty())
                    QCOMPARE(match.captured("weekday"),
                             QLocale::c().dayName(source.dayOfWeek(), QLocale::LongFormat));
                if (!match.captured("wd").isEmpty())
                    QCOMPARE(match.captured("wd"),
                             QLocale::c().dayName(source.dayOfWeek(), QLocale::ShortFormat));
            }
        }
        for (size_t i = 0; i < used.size(); ++i)
            QVERIFY2(used[i] > 500, qPrintable("format rarely used: " + patterns[int(i)]));
        QVERIFY(leap_days > 0);  // 29 February appears, and only in leap years (isValid)
    }

    void datesKnownWeekdays()
    {
        // Spot checks against a calendar, independent of QDate.
        const DemoTask task = studio::data::make_demo_task("dates", 11);
        const std::map<std::string, std::string> weekday_of{
            {"1900-01-01", "Monday"},  {"2000-01-01", "Saturday"}, {"2021-03-03", "Wednesday"},
            {"2099-12-31", "Thursday"}, {"1969-07-20", "Sunday"},
        };
        for (const auto* set : {&task.train, &task.dev}) {
            for (const SentencePair& p : *set) {
                const auto it = weekday_of.find(p.tgt);
                if (it == weekday_of.end())
                    continue;
                const std::string& wd = it->second;
                const bool long_form = p.src.find("day, ") != std::string::npos;
                const bool short_form = p.src.size() > 4 && p.src[3] == ',' && !long_form;
                if (long_form)
                    QCOMPARE(p.src.substr(0, wd.size()), wd);
                if (short_form)
                    QCOMPARE(p.src.substr(0, 3), wd.substr(0, 3));
            }
        }
        // QDate agrees with the spot checks, so datesPairs covers every date.
        for (const auto& [iso, wd] : weekday_of)
            QCOMPARE(QLocale::c().dayName(QDate::fromString(QString::fromStdString(iso), Qt::ISODate).dayOfWeek()),
                     QString::fromStdString(wd));
    }

    void reversePairs()
    {
        const DemoTask task = studio::data::make_demo_task("reverse", 9);
        std::set<QString> vocabulary;
        std::set<int> lengths;
        for (const auto* set : {&task.train, &task.dev}) {
            for (const SentencePair& p : *set) {
                const QStringList src = QString::fromStdString(p.src).split(' ');
                QStringList reversed(src.rbegin(), src.rend());
                QCOMPARE(QString::fromStdString(p.tgt), reversed.join(' '));
                QVERIFY(src.size() >= 3 && src.size() <= 10);
                lengths.insert(int(src.size()));
                for (const QString& token : src) {
                    QVERIFY(!token.isEmpty());
                    QCOMPARE(token, token.toLower());
                    vocabulary.insert(token);
                }
            }
        }
        QCOMPARE(vocabulary.size(), size_t(12));
        QCOMPARE(lengths.size(), size_t(8));  // every length 3..10 occurs
    }

    void unknownName()
    {
        try {
            studio::data::make_demo_task("numbers-fr");
            QFAIL("no exception");
        } catch (const std::invalid_argument& e) {
            QCOMPARE(std::string(e.what()),
                     std::string("unknown demo task 'numbers-fr'; valid: numbers-de, dates, reverse"));
        }
    }
};

QTEST_APPLESS_MAIN(TestDemoTasks)
#include "tst_demo_tasks.moc"
