// Number words in English and German (see number_words.h).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/number_words.h"

#include <stdexcept>

namespace studio::data {

namespace {

constexpr int64_t kMax = 999999;

void check_range(int64_t n)
{
    if (n < 0 || n > kMax)
        throw std::out_of_range("number words are available for 0 to 999999 only, not for " +
                                std::to_string(n));
}

// ---------------------------------------------------------------- English

const char* const kEnglishSmall[20] = {
    "zero",    "one",     "two",       "three",    "four",     "five",    "six",
    "seven",   "eight",   "nine",      "ten",      "eleven",   "twelve",  "thirteen",
    "fourteen", "fifteen", "sixteen",  "seventeen", "eighteen", "nineteen",
};
const char* const kEnglishTens[10] = {
    "", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
};

// 1..99
std::string english_below_hundred(int64_t n)
{
    if (n < 20)
        return kEnglishSmall[n];
    std::string s = kEnglishTens[n / 10];
    if (n % 10 != 0) {
        s += '-';
        s += kEnglishSmall[n % 10];
    }
    return s;
}

// 1..999
std::string english_below_thousand(int64_t n)
{
    std::string s;
    if (n >= 100) {
        s = kEnglishSmall[n / 100];
        s += " hundred";
    }
    if (n % 100 != 0) {
        if (!s.empty())
            s += ' ';
        s += english_below_hundred(n % 100);
    }
    return s;
}

// ---------------------------------------------------------------- German

// Index 1 is "ein", the form inside compounds; "eins" only ever stands at
// the very end of a number (see german_below_hundred).
const char* const kGermanUnits[10] = {
    "", "ein", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun",
};
const char* const kGermanTeens[10] = {
    "zehn",     "elf",      "zwölf",    "dreizehn", "vierzehn",
    "fünfzehn", "sechzehn", "siebzehn", "achtzehn", "neunzehn",
};
const char* const kGermanTens[10] = {
    "", "", "zwanzig", "dreißig", "vierzig", "fünfzig", "sechzig", "siebzig", "achtzig", "neunzig",
};

// 1..99. at_end: nothing follows, so a lone 1 is "eins" (101 ->
// "einhunderteins") while before "tausend" it stays "ein".
std::string german_below_hundred(int64_t n, bool at_end)
{
    if (n == 1)
        return at_end ? "eins" : "ein";
    if (n < 10)
        return kGermanUnits[n];
    if (n < 20)
        return kGermanTeens[n - 10];
    std::string s;
    if (n % 10 != 0) {
        // Units before tens: 21 -> "einundzwanzig".
        s = kGermanUnits[n % 10];
        s += "und";
    }
    s += kGermanTens[n / 10];
    return s;
}

// 1..999
std::string german_below_thousand(int64_t n, bool at_end)
{
    std::string s;
    if (n >= 100) {
        // Always "einhundert", never bare "hundert", so the model sees one form.
        s = kGermanUnits[n / 100];
        s += "hundert";
    }
    if (n % 100 != 0)
        s += german_below_hundred(n % 100, at_end);
    return s;
}

}  // namespace

std::string english_number_words(int64_t n)
{
    check_range(n);
    if (n == 0)
        return "zero";
    std::string s;
    if (n >= 1000) {
        s = english_below_thousand(n / 1000);
        s += " thousand";
    }
    if (n % 1000 != 0) {
        if (!s.empty())
            s += ' ';
        s += english_below_thousand(n % 1000);
    }
    return s;
}

std::string german_number_words(int64_t n)
{
    check_range(n);
    if (n == 0)
        return "null";
    std::string s;
    if (n >= 1000) {
        // The thousands group is never at the end: 1000 -> "eintausend".
        s = german_below_thousand(n / 1000, false);
        s += "tausend";
    }
    if (n % 1000 != 0)
        s += german_below_thousand(n % 1000, true);
    return s;
}

}  // namespace studio::data
