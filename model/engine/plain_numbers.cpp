// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/plain_numbers.h"

#include <charconv>
#include <system_error>

namespace studio {

std::string fixed_number(double value, int decimals) {
    char buffer[400];  // the longest fixed double (1e308) with its decimals
    const auto r = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, decimals);
    return r.ec == std::errc() ? std::string(buffer, r.ptr) : std::string();
}

std::string general_number(double value, int digits) {
    char buffer[64];
    const auto r = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::general, digits);
    return r.ec == std::errc() ? std::string(buffer, r.ptr) : std::string();
}

std::string exact_number(double value) {
    char buffer[64];
    const auto r = std::to_chars(buffer, buffer + sizeof buffer, value);
    return r.ec == std::errc() ? std::string(buffer, r.ptr) : std::string();
}

bool parse_plain_number(const std::string& text, double* value) {
    const char* first = text.data();
    const char* last = first + text.size();
    if (first != last && *first == '+') ++first;  // strtod took "+1"; from_chars does not
    double v = 0.0;
    const auto r = std::from_chars(first, last, v);
    if (r.ec != std::errc() || r.ptr != last || first == last) return false;
    *value = v;
    return true;
}

}  // namespace studio
