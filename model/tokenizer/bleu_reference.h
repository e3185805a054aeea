// References as the model's output can write them, for BLEU and "exactly
// right". A word-level model (the PyTorch tutorial's design) decodes by
// joining its words with single spaces: "don't" comes out as "don ' t" and
// "well-known" as "well - known", which BLEU's 13a tokenizer keeps apart
// from the raw reference's "don't" (a perfect translation scored 11.2).
// Its references are therefore split by the same pre-tokenizer and joined
// the same way; other tokenizers decode to running text, and their
// references are used as they are (sacreBLEU's convention).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tokenizer/tokenizer.h"

#include <string>
#include <vector>

namespace studio::tok {

// True when bleu_references() changes anything for this tokenizer.
bool splits_bleu_references(const Tokenizer& tokenizer);

// The references prepared for scoring against tokenizer.decode() output.
std::vector<std::string> bleu_references(const Tokenizer& tokenizer, const std::vector<std::string>& references);

}  // namespace studio::tok
