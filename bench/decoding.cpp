// Decoding benchmark (issue: speed and quality, item 3): sentences per second
// and per-sentence latency of greedy and beam-4 decoding, with the key/value
// cache and without it (every step re-runs the whole prefix), one sentence
// at a time, on Multi30k test sentences.
// The model: a checkpoint given with --checkpoint, or else a preset's model
// with its initial weights and a joint SentencePiece vocabulary trained on
// the train split. An untrained model rarely produces EOS, so every sentence
// runs to the length limit (source + --max-extra tokens): the cost per
// target token is what is measured, at a known length.
// Usage: bench_decoding TRAIN_SRC TRAIN_TGT TEST_SRC [--checkpoint F]
//        [--sentences N] [--max-extra N] [--threads N]
//        [--precision fp32|bf16] [--ids-out DIR] [--profile FILE]
//        [--greedy-only 1] [--page-path 1] [--device cpu|cuda] [--preset small|base]
// --precision bf16 converts the weights to bfloat16 (as 'translate
// --precision bf16'). --ids-out writes the sources' token ids and the
// engine's greedy output ids (DIR/sources.txt, DIR/engine_greedy.txt) for the
// PyTorch reference (bench/pytorch_reference.py greedy) to decode and match.
// --profile FILE records greedy decoding with the cache only, every operator
// as a Chrome trace (bench/profile_summary.py sums it per operator).
// --greedy-only 1: greedy decoding with the cache only, no profiler (for perf
// or for a quick per-token figure).
// --page-path 1: what the Translate page's worker does for one sentence at
// beam 1 (beam_search with the beam trace and the attention gathered while
// decoding, then the attention report the heatmaps are drawn from), timed
// per part, no profiler (issue 38 §6: Translate -> heatmap).
// --device cuda runs the model there (the sources follow it; issue 39 §3's
// cached greedy step: --preset base --greedy-only 1, greedy_ms_per_token).
// --preset base: the untrained model's shape (default small).
// Prints one line of key=value figures.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/blas_kernels.h"
#include "data/corpus_reader.h"
#include "decode/decode_session.h"
#include "decode/search.h"
#include "engine/device.h"
#include "nn/transformer.h"
#include "train/model_io.h"
#include "train/training_config.h"

#include <torch/csrc/autograd/profiler_legacy.h>
#include <torch/torch.h>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

using namespace studio;

namespace {

// Where the model's weights are: the sources go there too.
torch::Device device_of(nn::Transformer& model) { return model->parameters().front().device(); }

struct Timing {
    double sentences_per_second = 0.0;
    double latency_ms = 0.0;    // mean per sentence
    double target_tokens = 0.0; // mean per sentence
};

Timing run(nn::Transformer& model, const std::vector<std::vector<int64_t>>& sources, int64_t beam, bool cache,
           int64_t max_extra) {
    decode::SearchOptions options;
    options.beam_size = beam;
    options.use_cache = cache;
    options.max_extra = max_extra;
    torch::InferenceMode inference;
    int64_t tokens = 0;
    const auto start = std::chrono::steady_clock::now();
    for (const auto& ids : sources) {
        if (beam == 1) {
            const auto src = torch::tensor(ids, torch::kLong).unsqueeze(0).to(device_of(model));
            tokens += int64_t(decode::greedy_search(model, src, options).front().tokens.size());
        } else {
            tokens += int64_t(decode::beam_search(model, ids, options).front().tokens.size());
        }
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const double n = double(sources.size());
    return {n / seconds, 1000.0 * seconds / n, double(tokens) / n};
}

// The Translate page's path (TranslationWorker::translate at beam 1), per part.
struct PagePath {
    double search_ms = 0.0;  // beam_search with trace and gathered attention, mean per sentence
    double report_ms = 0.0;  // attention_report from what was gathered
    double target_tokens = 0.0;
};

PagePath run_page_path(nn::Transformer& model, const tok::Tokenizer& tokenizer,
                       const std::vector<std::vector<int64_t>>& sources, int64_t max_extra) {
    decode::SearchOptions options;
    options.beam_size = 1;
    options.max_extra = max_extra;
    torch::NoGradGuard no_grad;  // as the worker: NoGradGuard, not InferenceMode
    PagePath t;
    for (const auto& ids : sources) {
        const auto start = std::chrono::steady_clock::now();
        decode::BeamTrace trace;
        decode::DecodedAttention decoded;
        const auto best = decode::beam_search(model, ids, options, &trace, &decoded).front().tokens;
        const auto searched = std::chrono::steady_clock::now();
        const auto report = decode::attention_report(model, tokenizer, ids, best, std::move(decoded));
        const auto reported = std::chrono::steady_clock::now();
        t.search_ms += std::chrono::duration<double, std::milli>(searched - start).count();
        t.report_ms += std::chrono::duration<double, std::milli>(reported - searched).count();
        t.target_tokens += double(best.size());
    }
    const double n = double(sources.size());
    t.search_ms /= n;
    t.report_ms /= n;
    t.target_tokens /= n;
    return t;
}

void write_ids(const std::string& path, const std::vector<std::vector<int64_t>>& rows) {
    std::ofstream out(path);
    for (const auto& row : rows) {
        for (size_t i = 0; i < row.size(); ++i) out << (i ? " " : "") << row[i];
        out << '\n';
    }
    if (!out) throw std::runtime_error(path + ": cannot write");
}

}  // namespace

int main(int argc, char** argv) {
    studio::use_the_processors_blas_kernels(argv);  // OpenBLAS's generic kernels on a processor it does not know
    if (argc < 4) {
        std::fprintf(stderr, "usage: %s TRAIN_SRC TRAIN_TGT TEST_SRC [--checkpoint F] [--sentences N] "
                             "[--max-extra N] [--threads N] [--precision fp32|bf16] [--ids-out DIR] [--profile FILE] "
                             "[--greedy-only 1] [--page-path 1] [--device cpu|cuda] [--preset small|base]\n", argv[0]);
        return 2;
    }
    std::string checkpoint, ids_out, precision = "fp32", profile, device_name = "cpu", preset = "small";
    int64_t sentences = 200, max_extra = 50;
    int threads = 2;
    bool greedy_only = false, page_path = false;
    for (int i = 4; i + 1 < argc; i += 2) {
        if (!std::strcmp(argv[i], "--checkpoint")) checkpoint = argv[i + 1];
        else if (!std::strcmp(argv[i], "--sentences")) sentences = std::stoll(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--max-extra")) max_extra = std::stoll(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--threads")) threads = std::stoi(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--ids-out")) ids_out = argv[i + 1];
        else if (!std::strcmp(argv[i], "--precision")) precision = argv[i + 1];
        else if (!std::strcmp(argv[i], "--profile")) profile = argv[i + 1];
        else if (!std::strcmp(argv[i], "--greedy-only")) greedy_only = std::strcmp(argv[i + 1], "0") != 0;
        else if (!std::strcmp(argv[i], "--page-path")) page_path = std::strcmp(argv[i + 1], "0") != 0;
        else if (!std::strcmp(argv[i], "--device")) device_name = argv[i + 1];
        else if (!std::strcmp(argv[i], "--preset")) preset = argv[i + 1];
        else {  // a misspelt option measured the defaults without a word
            std::fprintf(stderr, "unknown option %s\n", argv[i]);
            return 2;
        }
    }
    if (sentences < 1 || threads < 1 || max_extra < 0) {
        std::fprintf(stderr, "--sentences and --threads must be at least 1, --max-extra at least 0\n");
        return 2;
    }
    const std::string model_name = checkpoint.empty() ? preset + "-untrained" : "checkpoint";
    try {
        torch::set_num_threads(threads);
        torch::manual_seed(1);
        train::LoadedModel loaded;
        if (!checkpoint.empty()) {
            loaded = train::load_model(checkpoint, torch::kCPU);
        } else {
            const auto pairs = data::read_aligned_files(argv[1], argv[2]);
            std::vector<std::string> text;
            for (const auto& p : pairs) {
                text.push_back(p.src);
                text.push_back(p.tgt);
            }
            loaded.tokenizer = tok::Tokenizer::train(text, 8000, 1);
            auto config = nn::TransformerConfig::preset(preset);
            config.src_vocab_size = config.tgt_vocab_size = loaded.tokenizer.vocab_size();
            loaded.model = nn::Transformer(config);
        }
        loaded.model->eval();
        const torch::Device device = parse_device(device_name);
        loaded.model->to(device);
        if (precision == "bf16") loaded.model->to(torch::kBFloat16);
        std::vector<std::vector<int64_t>> sources;
        for (const auto& line : data::read_lines(argv[3])) {
            if (int64_t(sources.size()) >= sentences) break;
            sources.push_back(loaded.tokenizer.source_ids(line, loaded.model->config.max_positions));
        }
        if (sources.empty()) throw std::runtime_error(std::string(argv[3]) + ": no sentences to decode");
        if (!ids_out.empty()) {
            std::vector<std::vector<int64_t>> outputs;
            decode::SearchOptions options;
            options.max_extra = max_extra;
            torch::InferenceMode inference;
            for (const auto& ids : sources)
                outputs.push_back(decode::greedy_search(loaded.model,
                                                        torch::tensor(ids, torch::kLong).unsqueeze(0).to(device),
                                                        options).front().tokens);
            write_ids(ids_out + "/sources.txt", sources);
            write_ids(ids_out + "/engine_greedy.txt", outputs);
        }
        if (!profile.empty()) {  // greedy with the cache only, every operator as a Chrome trace
            torch::autograd::profiler::RecordProfile record(profile);
            const Timing t = run(loaded.model, sources, 1, true, max_extra);
            std::printf("profiled greedy_ms=%.1f target_tokens=%.1f to %s\n", t.latency_ms, t.target_tokens,
                        profile.c_str());
            return 0;
        }
        // One untimed sentence first, as the PyTorch reference does: the
        // first timed configuration paid the allocator's and the kernels'
        // first use (and with --checkpoint the --ids-out pass warmed only
        // the engine).
        run(loaded.model, {sources.front()}, 1, true, max_extra);
        if (page_path) {
            const PagePath t = run_page_path(loaded.model, loaded.tokenizer, sources, max_extra);
            std::printf("benchmark=decoding model=%s device=%s precision=%s sentences=%zu threads=%d target_tokens=%.1f "
                        "page_search_ms=%.1f page_report_ms=%.1f page_ms_per_token=%.3f\n",
                        model_name.c_str(), device_name.c_str(), precision.c_str(), sources.size(),
                        threads, t.target_tokens, t.search_ms, t.report_ms,
                        (t.search_ms + t.report_ms) / t.target_tokens);
            return 0;
        }
        const Timing greedy = run(loaded.model, sources, 1, true, max_extra);
        if (greedy_only) {
            std::printf("benchmark=decoding model=%s device=%s precision=%s sentences=%zu threads=%d target_tokens=%.1f "
                        "greedy_ms=%.1f greedy_ms_per_token=%.3f\n",
                        model_name.c_str(), device_name.c_str(), precision.c_str(), sources.size(),
                        threads, greedy.target_tokens, greedy.latency_ms, greedy.latency_ms / greedy.target_tokens);
            return 0;
        }
        const Timing greedy_nc = run(loaded.model, sources, 1, false, max_extra);
        const Timing beam = run(loaded.model, sources, 4, true, max_extra);
        const Timing beam_nc = run(loaded.model, sources, 4, false, max_extra);
        std::printf("benchmark=decoding model=%s device=%s precision=%s sentences=%zu threads=%d target_tokens=%.1f "
                    "greedy_sent_per_s=%.2f greedy_ms=%.1f greedy_nocache_sent_per_s=%.2f greedy_nocache_ms=%.1f "
                    "beam4_sent_per_s=%.2f beam4_ms=%.1f beam4_nocache_sent_per_s=%.2f beam4_nocache_ms=%.1f "
                    "greedy_cache_speedup=%.2f beam4_cache_speedup=%.2f\n",
                    model_name.c_str(), device_name.c_str(), precision.c_str(), sources.size(), threads,
                    greedy.target_tokens, greedy.sentences_per_second, greedy.latency_ms,
                    greedy_nc.sentences_per_second, greedy_nc.latency_ms, beam.sentences_per_second, beam.latency_ms,
                    beam_nc.sentences_per_second, beam_nc.latency_ms, greedy_nc.latency_ms / greedy.latency_ms,
                    beam_nc.latency_ms / beam.latency_ms);
        return 0;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "error: %s\n", e.what());
        return 1;
    }
}
