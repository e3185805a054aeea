// Number words in English and German, used by the numbers-de demo task.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <string>

namespace studio::data {

// English without "and", tens and units hyphenated:
// 321 -> "three hundred twenty-one", 1000 -> "one thousand". Range 0..999999.
std::string english_number_words(int64_t n);

// German as it is written, units before tens, one word below a million:
// 321 -> "dreihunderteinundzwanzig", 1 -> "eins", 101 -> "einhunderteins",
// 1000 -> "eintausend". Range 0..999999.
std::string german_number_words(int64_t n);

}  // namespace studio::data
