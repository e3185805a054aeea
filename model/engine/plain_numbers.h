// Numbers written to and read from files the same way on every machine:
// "0.1", never "0,1". printf and strtod follow the C library's LC_NUMERIC,
// which a Qt application sets from the system language (a German desktop
// wrote "3,142" into summaries and refused "dropout=0.1"); std::to_chars and
// std::from_chars never look at a locale.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>

namespace studio {

// `value` with `decimals` digits after the point, rounded as printf's "%.*f"
// rounds in the C locale (the exact binary value, ties to even).
std::string fixed_number(double value, int decimals);

// `value` in at most `digits` significant digits, as printf's "%.*g".
std::string general_number(double value, int digits);

// The shortest text that reads back as exactly `value` ("0.1", "1e-09",
// "0.9999999"): for settings, where two values must never print alike.
std::string exact_number(double value);

// The whole of `text` as a number ("0.1", "1e-4", "-3", "inf"); false when
// it is empty, has anything else in it, or is out of a double's range.
bool parse_plain_number(const std::string& text, double* value);

}  // namespace studio
