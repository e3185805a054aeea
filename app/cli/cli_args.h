// A small command-line parser for the sub-commands of attention-studio-cli:
// "--name value" options, "--flag" switches and positional arguments. Every
// mistake is a UsageError whose message names the option and the bad value.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <iosfwd>
#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace studio::cli {

class UsageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Two line-aligned files must have as many lines: throws std::runtime_error
// naming both files and their counts when they do not.
void require_same_lines(const std::string& a_path, size_t a_lines, const std::string& b_path, size_t b_lines);

// The next line of standard input as the files' readers give one: the
// '\r' of a CRLF ending and, on the first line, a UTF-8 byte order mark
// removed (a file piped in read otherwise as with its first word changed:
// `bleu ref < hyp` scored lower than `bleu ref --hyp hyp`). False at the end.
bool read_input_line(std::istream& in, std::string& line, int64_t line_number);

// The values --precision and --tokenize/--bleu-tokenize take (those
// nn::resolve_compute_dtype and eval::bleu_tokenizer_from_name accept), for
// Args::choice.
inline const std::vector<std::string>& precision_names() {
    static const std::vector<std::string> names{"auto", "fp32", "bf16", "fp16"};
    return names;
}
inline const std::vector<std::string>& bleu_tokenize_names() {
    static const std::vector<std::string> names{"13a", "none", "char"};
    return names;
}

class Args {
public:
    // argv[first..argc) are parsed; `with_value` options take the next word,
    // `flags` take none. Anything else starting with "--" is an error.
    Args(int argc, char** argv, int first, const std::set<std::string>& with_value, const std::set<std::string>& flags);

    bool has(const std::string& name) const;
    std::string text(const std::string& name, const std::string& fallback = "") const;
    std::string required(const std::string& name) const;
    // One of `valid` (or `fallback` when not given); any other value is a
    // wrong command line (UsageError, exit 2), naming the valid ones.
    std::string choice(const std::string& name, const std::string& fallback,
                       const std::vector<std::string>& valid) const;
    int64_t integer(const std::string& name, int64_t fallback, int64_t min, int64_t max) const;
    double real(const std::string& name, double fallback, double min, double max) const;
    const std::vector<std::string>& positional() const { return positional_; }

private:
    std::map<std::string, std::string> values_;
    std::set<std::string> flags_;
    std::vector<std::string> positional_;
};

}  // namespace studio::cli
