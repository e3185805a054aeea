// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_args.h"

#include "engine/plain_numbers.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <istream>

namespace studio::cli {

Args::Args(int argc, char** argv, int first, const std::set<std::string>& with_value,
           const std::set<std::string>& flags) {
    for (int i = first; i < argc; ++i) {
        std::string word = argv[i];
        if (word == "-h") word = "--help";
        if (word.size() > 2 && word.rfind("--", 0) == 0) {
            std::string name = word.substr(2);
            std::string value;
            bool inline_value = false;
            const auto eq = name.find('=');
            if (eq != std::string::npos) {
                value = name.substr(eq + 1);
                name = name.substr(0, eq);
                inline_value = true;
            }
            if (flags.count(name)) {
                if (inline_value) throw UsageError("--" + name + " takes no value");
                flags_.insert(name);
            } else if (with_value.count(name)) {
                if (!inline_value) {
                    if (i + 1 >= argc) throw UsageError("--" + name + " needs a value");
                    value = argv[++i];
                }
                values_[name] = value;
            } else {
                throw UsageError("unknown option --" + name);
            }
        } else {
            positional_.push_back(word);
        }
    }
}

bool Args::has(const std::string& name) const { return values_.count(name) || flags_.count(name); }

std::string Args::text(const std::string& name, const std::string& fallback) const {
    auto it = values_.find(name);
    return it == values_.end() ? fallback : it->second;
}

std::string Args::choice(const std::string& name, const std::string& fallback,
                         const std::vector<std::string>& valid) const {
    const std::string value = text(name, fallback);
    for (const auto& v : valid)
        if (v == value) return value;
    std::string list;
    for (const auto& v : valid) list += (list.empty() ? "" : ", ") + v;
    throw UsageError("--" + name + " '" + value + "' is not one of " + list);
}

std::string Args::required(const std::string& name) const {
    auto it = values_.find(name);
    if (it == values_.end()) throw UsageError("--" + name + " is required");
    return it->second;
}

int64_t Args::integer(const std::string& name, int64_t fallback, int64_t min, int64_t max) const {
    auto it = values_.find(name);
    if (it == values_.end()) return fallback;
    errno = 0;
    char* end = nullptr;
    const long long v = std::strtoll(it->second.c_str(), &end, 10);
    if (it->second.empty() || *end != '\0' || errno == ERANGE)
        throw UsageError("--" + name + ": '" + it->second + "' is not a whole number");
    if (v < min || v > max)
        throw UsageError("--" + name + ": " + it->second + " is out of range; it must be between " +
                         std::to_string(min) + " and " + std::to_string(max));
    return v;
}

double Args::real(const std::string& name, double fallback, double min, double max) const {
    auto it = values_.find(name);
    if (it == values_.end()) return fallback;
    // Read as the grid of `sweep` reads it (no hexadecimal, no spaces), and
    // the range in every digit it has ("between 0.000000 and 1.000000" was
    // the range of --adam-eps, 1e-30 to 1).
    double v = 0.0;
    if (!parse_plain_number(it->second, &v) || !std::isfinite(v))
        throw UsageError("--" + name + ": '" + it->second + "' is not a number");
    if (v < min || v > max)
        throw UsageError("--" + name + ": " + it->second + " is out of range; it must be between " +
                         exact_number(min) + " and " + exact_number(max));
    return v;
}

void require_same_lines(const std::string& a_path, size_t a_lines, const std::string& b_path, size_t b_lines) {
    if (a_lines != b_lines)
        throw std::runtime_error(a_path + " has " + std::to_string(a_lines) + " lines but " + b_path + " has " +
                                 std::to_string(b_lines));
}

bool read_input_line(std::istream& in, std::string& line, int64_t line_number) {
    if (!std::getline(in, line)) return false;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line_number == 1 && line.rfind("\xEF\xBB\xBF", 0) == 0) line.erase(0, 3);
    return true;
}

}  // namespace studio::cli
