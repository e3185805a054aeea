// Built-in demo tasks (see demo_tasks.h).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/demo_tasks.h"

#include "data/number_words.h"

#include <random>
#include <set>
#include <stdexcept>
#include <utility>

namespace studio::data {

namespace {

// ---------------------------------------------------------------- randomness

// Only std::mt19937_64 is specified bit for bit by the standard; the
// distributions are not, so draws are done here with integer arithmetic.

// Uniform in [0, n), n > 0, without modulo bias: draws below 2^64 mod n are
// rejected so that the accepted range is a whole multiple of n.
uint64_t draw_below(std::mt19937_64& rng, uint64_t n)
{
    const uint64_t threshold = (0 - n) % n;  // == 2^64 mod n
    for (;;) {
        const uint64_t x = rng();
        if (x >= threshold)
            return x % n;
    }
}

// Uniform in [lo, hi].
int64_t draw_between(std::mt19937_64& rng, int64_t lo, int64_t hi)
{
    return lo + static_cast<int64_t>(draw_below(rng, static_cast<uint64_t>(hi - lo) + 1));
}

// Fisher-Yates.
template <typename T>
void shuffle(std::vector<T>& v, std::mt19937_64& rng)
{
    for (size_t i = v.size(); i > 1; --i) {
        const size_t j = static_cast<size_t>(draw_below(rng, i));
        std::swap(v[i - 1], v[j]);
    }
}

// ---------------------------------------------------------------- numbers-de

constexpr int kNumbersTrain = 30000;
constexpr int kNumbersDev = 500;

// A number of 4 to 6 digits. Besides uniform values, some are round
// thousands ("zweihunderttausend") and some have a tiny remainder
// ("eintausendeins"), shapes that uniform draws almost never produce.
int64_t draw_large_number(std::mt19937_64& rng)
{
    // Weights 1:2:2 for 4, 5, 6 digits: there are only 9000 four-digit
    // numbers, so an equal share would use nearly all of them.
    const uint64_t digits_pick = draw_below(rng, 5);
    int64_t lo = 1000, hi = 9999;
    if (digits_pick >= 3) {
        lo = 100000;
        hi = 999999;
    } else if (digits_pick >= 1) {
        lo = 10000;
        hi = 99999;
    }
    int64_t n = draw_between(rng, lo, hi);
    const uint64_t shape = draw_below(rng, 10);
    if (shape == 0)
        n -= n % 1000;
    else if (shape == 1)
        n = n - n % 1000 + draw_between(rng, 1, 99);
    return n;
}

DemoTask make_numbers_de(uint64_t seed)
{
    std::mt19937_64 rng(seed);
    const int total = kNumbersTrain + kNumbersDev;

    // Every number below 1000, then distinct larger ones up to the total.
    std::vector<char> used(1000000, 0);
    std::vector<int64_t> numbers;
    numbers.reserve(total);
    for (int64_t n = 0; n < 1000; ++n) {
        numbers.push_back(n);
        used[static_cast<size_t>(n)] = 1;
    }
    while (static_cast<int>(numbers.size()) < total) {
        const int64_t n = draw_large_number(rng);
        if (used[static_cast<size_t>(n)])
            continue;
        used[static_cast<size_t>(n)] = 1;
        numbers.push_back(n);
    }
    // Dev is drawn from the same pool, so it has the same mix of magnitudes
    // as train and shares no number with it.
    shuffle(numbers, rng);

    DemoTask task;
    task.name = "numbers-de";
    // German writes numbers below a million as one word: word BLEU would have
    // no 2- to 4-grams and be 0, so the task is scored on characters.
    task.bleu_tokenize = "char";
    task.description =
        "Translate English number words into German ones (0 to 999999), where German puts "
        "units before tens: \"twenty-one\" becomes \"einundzwanzig\".";
    task.dev.reserve(kNumbersDev);
    task.train.reserve(kNumbersTrain);
    for (size_t i = 0; i < numbers.size(); ++i) {
        SentencePair p{english_number_words(numbers[i]), german_number_words(numbers[i])};
        if (i < static_cast<size_t>(kNumbersDev))
            task.dev.push_back(std::move(p));
        else
            task.train.push_back(std::move(p));
    }
    return task;
}

// ---------------------------------------------------------------- dates

constexpr int kDatesTrain = 20000;
constexpr int kDatesDev = 500;

struct Date {
    int64_t year;
    int month;  // 1..12
    int day;    // 1..31
};

// Days since 1970-01-01 <-> civil date (proleptic Gregorian), after
// Howard Hinnant's public-domain algorithms: exact, no tables, no <ctime>.
int64_t days_from_civil(int64_t y, int m, int d)
{
    y -= m <= 2 ? 1 : 0;
    const int64_t era = (y >= 0 ? y : y - 399) / 400;
    const int64_t yoe = y - era * 400;
    const int64_t doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

Date civil_from_days(int64_t z)
{
    z += 719468;
    const int64_t era = (z >= 0 ? z : z - 146096) / 146097;
    const int64_t doe = z - era * 146097;
    const int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const int64_t mp = (5 * doy + 2) / 153;
    const int d = static_cast<int>(doy - (153 * mp + 2) / 5 + 1);
    const int m = static_cast<int>(mp < 10 ? mp + 3 : mp - 9);
    const int64_t y = yoe + era * 400 + (m <= 2 ? 1 : 0);
    return Date{y, m, d};
}

// 0 = Sunday .. 6 = Saturday; 1970-01-01 was a Thursday.
int weekday_from_days(int64_t z)
{
    return static_cast<int>(z >= -4 ? (z + 4) % 7 : (z + 5) % 7 + 6);
}

const char* const kMonths[12] = {
    "January", "February", "March",     "April",   "May",      "June",
    "July",    "August",   "September", "October", "November", "December",
};
const char* const kMonthsShort[12] = {
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
};
const char* const kWeekdays[7] = {
    "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
};
const char* const kWeekdaysShort[7] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};

std::string ordinal(int day)
{
    // 11th, 12th, 13th are exceptions to 1st, 2nd, 3rd.
    const char* suffix = "th";
    if (day % 100 < 11 || day % 100 > 13) {
        if (day % 10 == 1)
            suffix = "st";
        else if (day % 10 == 2)
            suffix = "nd";
        else if (day % 10 == 3)
            suffix = "rd";
    }
    return std::to_string(day) + suffix;
}

std::string two_digits(int v)
{
    return (v < 10 ? "0" : "") + std::to_string(v);
}

constexpr int kDateFormats = 10;

// Source formats. Numeric dates are month/day/year as in the US.
std::string format_date(const Date& dt, int weekday, int format)
{
    const std::string y = std::to_string(dt.year);
    const std::string d = std::to_string(dt.day);
    const std::string month = kMonths[dt.month - 1];
    const std::string mon = kMonthsShort[dt.month - 1];
    switch (format) {
    case 0: return "the " + ordinal(dt.day) + " of " + month + ", " + y;  // the 3rd of March, 2021
    case 1: return month + " " + d + ", " + y;                            // March 3, 2021
    case 2: return d + " " + month + " " + y;                             // 3 March 2021
    case 3: return two_digits(dt.month) + "/" + two_digits(dt.day) + "/" + y;  // 03/03/2021
    case 4: return std::string(kWeekdays[weekday]) + ", " + month + " " + d + ", " + y;
    case 5: return ordinal(dt.day) + " " + mon + " " + y;                 // 3rd Mar 2021
    case 6: return y + ", " + month + " " + d;                            // 2021, March 3
    case 7: return month + " " + ordinal(dt.day) + ", " + y;              // March 3rd, 2021
    case 8: return mon + " " + d + ", " + y;                              // Mar 3, 2021
    default: return std::string(kWeekdaysShort[weekday]) + ", " + d + " " + mon + " " + y;  // Wed, 3 Mar 2021
    }
}

std::string iso_date(const Date& dt)
{
    return std::to_string(dt.year) + "-" + two_digits(dt.month) + "-" + two_digits(dt.day);
}

DemoTask make_dates(uint64_t seed)
{
    std::mt19937_64 rng(seed);
    const int64_t first_day = days_from_civil(1900, 1, 1);
    const int64_t day_count = days_from_civil(2100, 1, 1) - first_day;
    const int total = kDatesTrain + kDatesDev;

    // Each source text is used at most once, so dev is disjoint from train
    // by (date, format). Deduplicating on the text rather than on the pair
    // also catches May, the one month whose short name is its full name
    // ("May 3, 2021" comes from two formats). The draw order is already
    // random, so the first kDatesDev make the dev set.
    std::set<std::string> used;
    DemoTask task;
    task.name = "dates";
    task.description =
        "Rewrite English dates from 1900 to 2099 in ten styles as ISO 8601, e.g. \"the 3rd of "
        "March, 2021\" becomes \"2021-03-03\" (numeric dates are month/day/year, US style).";
    task.dev.reserve(kDatesDev);
    task.train.reserve(kDatesTrain);
    int made = 0;
    while (made < total) {
        const int64_t day = static_cast<int64_t>(draw_below(rng, static_cast<uint64_t>(day_count)));
        const int format = static_cast<int>(draw_below(rng, kDateFormats));
        const int64_t z = first_day + day;
        const Date dt = civil_from_days(z);
        SentencePair p{format_date(dt, weekday_from_days(z), format), iso_date(dt)};
        if (!used.insert(p.src).second)
            continue;
        if (made < kDatesDev)
            task.dev.push_back(std::move(p));
        else
            task.train.push_back(std::move(p));
        ++made;
    }
    return task;
}

// ---------------------------------------------------------------- reverse

constexpr int kReverseTrain = 4000;
constexpr int kReverseDev = 200;

// Twelve short words with distinct first letters: easy to read on the axes
// of an attention map.
const char* const kReverseWords[12] = {
    "ant", "bee", "cat", "dog", "eel", "fox", "gnu", "hen", "owl", "pig", "ram", "yak",
};

DemoTask make_reverse(uint64_t seed)
{
    std::mt19937_64 rng(seed);
    const int total = kReverseTrain + kReverseDev;
    std::set<std::string> seen;  // every sequence at most once: dev disjoint from train
    DemoTask task;
    task.name = "reverse";
    task.description =
        "Reverse a sequence of 3 to 10 animal words, e.g. \"cat dog fox\" becomes \"fox dog cat\".";
    task.dev.reserve(kReverseDev);
    task.train.reserve(kReverseTrain);
    std::vector<int> tokens;
    int made = 0;
    while (made < total) {
        const int64_t length = draw_between(rng, 3, 10);
        tokens.clear();
        for (int64_t i = 0; i < length; ++i)
            tokens.push_back(static_cast<int>(draw_below(rng, 12)));
        std::string src, tgt;
        for (size_t i = 0; i < tokens.size(); ++i) {
            if (i > 0) {
                src += ' ';
                tgt += ' ';
            }
            src += kReverseWords[tokens[i]];
            tgt += kReverseWords[tokens[tokens.size() - 1 - i]];
        }
        if (!seen.insert(src).second)
            continue;
        SentencePair p{std::move(src), std::move(tgt)};
        if (made < kReverseDev) {
            // Source word i is target word n - 1 - i (sure); the same animal
            // elsewhere in the target is a possible link (a repeated word
            // leaves the choice ambiguous, as annotators mark it).
            std::string links;
            const size_t n = tokens.size();
            for (size_t i = 0; i < n; ++i) {
                for (size_t j = 0; j < n; ++j) {
                    if (tokens[i] != tokens[n - 1 - j]) continue;
                    if (!links.empty()) links += ' ';
                    links += std::to_string(i) + (j == n - 1 - i ? "-" : "p") + std::to_string(j);
                }
            }
            task.dev_alignment.push_back(std::move(links));
            task.dev.push_back(std::move(p));
        }
        else
            task.train.push_back(std::move(p));
        ++made;
    }
    return task;
}

}  // namespace

std::vector<std::string> demo_task_names()
{
    return {"numbers-de", "dates", "reverse"};
}

DemoTask make_demo_task(const std::string& name, uint64_t seed)
{
    if (name == "numbers-de")
        return make_numbers_de(seed);
    if (name == "dates")
        return make_dates(seed);
    if (name == "reverse")
        return make_reverse(seed);
    std::string valid;
    for (const std::string& n : demo_task_names())
        valid += (valid.empty() ? "" : ", ") + n;
    throw std::invalid_argument("unknown demo task '" + name + "'; valid: " + valid);
}

}  // namespace studio::data
