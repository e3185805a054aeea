// Padding benchmark (issue: speed and quality, item 4): the share of padding
// tokens in the engine's training batches on Multi30k, against padding every
// sentence to the longest in the corpus. The batches are the trainer's own
// (data::make_batches: pairs sorted by length, cut at a token budget) with a
// joint SentencePiece vocabulary and the settings of a preset.
// Usage: bench_padding TRAIN_SRC TRAIN_TGT [PRESET] [--quick]
// Prints one line of key=value figures.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/blas_kernels.h"
#include "data/batcher.h"
#include "data/corpus_reader.h"
#include "tokenizer/tokenizer.h"
#include "train/training_config.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

using namespace studio;

int main(int argc, char** argv) {
    studio::use_the_processors_blas_kernels(argv);  // OpenBLAS's generic kernels on a processor it does not know
    if (argc < 3) {
        std::fprintf(stderr, "usage: %s TRAIN_SRC TRAIN_TGT [PRESET] [--quick]\n", argv[0]);
        return 2;
    }
    const std::string preset = argc > 3 && std::strcmp(argv[3], "--quick") != 0 ? argv[3] : "small";
    const bool quick = std::strcmp(argv[argc - 1], "--quick") == 0;
    try {
        const auto config = train::TrainingConfig::preset(preset);
        auto pairs = data::read_aligned_files(argv[1], argv[2]);
        if (quick && pairs.size() > 5000) pairs.resize(5000);
        std::vector<std::string> sentences;
        for (const auto& p : pairs) {
            sentences.push_back(p.src);
            sentences.push_back(p.tgt);
        }
        const auto tokenizer = tok::Tokenizer::train(sentences, int(config.vocab_size), 1);
        const auto encoded = data::encode_pairs(pairs, tokenizer, config.max_len);

        // The engine: every batch of one epoch, as the trainer makes them.
        int64_t real_src = 0, real_tgt = 0, padded_src = 0, padded_tgt = 0, largest_batch_share_x1000 = 0;
        const auto batches = data::make_batches(encoded, config.max_tokens, 1, 0);
        for (const auto& indices : batches) {
            const auto batch = data::make_batch(encoded, indices, torch::kCPU, tokenizer.special_ids());
            real_src += batch.src_tokens;
            real_tgt += batch.tgt_tokens;
            padded_src += batch.src.numel();
            padded_tgt += batch.tgt_out.numel();
            const double share = 1.0 - double(batch.src_tokens + batch.tgt_tokens) /
                                           double(batch.src.numel() + batch.tgt_out.numel());
            largest_batch_share_x1000 = std::max<int64_t>(largest_batch_share_x1000, int64_t(share * 1000));
        }
        // Padding every sentence to the corpus's longest (the fixed-length alternative).
        size_t longest_src = 0, longest_tgt = 0;
        for (const auto& p : encoded) {
            longest_src = std::max(longest_src, p.src.size());
            longest_tgt = std::max(longest_tgt, p.tgt.size() + 1);  // + EOS, as in tgt_out
        }
        const double n = double(encoded.size());
        const double fixed = 1.0 - double(real_src + real_tgt) / (n * double(longest_src + longest_tgt));
        const double engine = 1.0 - double(real_src + real_tgt) / double(padded_src + padded_tgt);
        std::printf("benchmark=padding preset=%s pairs=%zu batches=%zu max_tokens=%lld vocab=%lld "
                    "engine_padding_share=%.4f engine_src_share=%.4f engine_tgt_share=%.4f worst_batch_share=%.3f "
                    "pad_to_longest_share=%.4f longest_src=%zu longest_tgt=%zu\n",
                    preset.c_str(), encoded.size(), batches.size(), static_cast<long long>(config.max_tokens),
                    static_cast<long long>(tokenizer.vocab_size()), engine,
                    1.0 - double(real_src) / double(padded_src), 1.0 - double(real_tgt) / double(padded_tgt),
                    double(largest_batch_share_x1000) / 1000.0, fixed, longest_src, longest_tgt);
        return 0;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "error: %s\n", e.what());
        return 1;
    }
}
