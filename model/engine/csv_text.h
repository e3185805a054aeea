// One field of a CSV file the way RFC 4180 writes it, for every CSV the
// engine and the command line write (experiment summaries, head tables).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <string_view>

namespace studio {

// `text` as it is when it holds no comma, quote or line break; otherwise
// quoted, its quotes doubled. A lone carriage return counts as a line break
// (a reader splits the row there). No prefix is added to text starting with
// '=', '+', '-' or '@': the file holds the tokens and names as they are.
std::string csv_field(std::string_view text);

}  // namespace studio
