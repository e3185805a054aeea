// Training-throughput benchmark (issue: speed and quality, items 1 and 2):
// the engine's side. bench/training.sh runs it alternately with the PyTorch
// reference (bench/pytorch_reference.py) on the same batches.
//
//   bench_training export TRAIN_SRC TRAIN_TGT DIR [--pairs N]
//       trains the joint 8k SentencePiece vocabulary (seed 1), writes
//       DIR/spm.model, the encoded pairs (DIR/pairs.txt) and, for the small
//       and base presets, the batches the trainer makes in its first epoch
//       (DIR/batches-PRESET.txt: "batch B S T", then B source rows, B decoder
//       input rows and B decoder output rows, padded).
//   bench_training train DIR --preset P --precision fp32|bf16 --steps N
//       --skip W --threads T [--device cpu|cuda]
//       trains N steps with the engine's Trainer (the same batches, in the
//       same order) and reports target tokens per second over the steps
//       after the first W, with the model FLOPs of those steps. With
//       --profile FILE, LibTorch's profiler records every operator of the
//       run as a Chrome trace (bench/profile_summary.py sums it per op).
//   bench_training matmul --threads T [--device cpu|cuda]
//       FLOP/s of a 4096 x 4096 matrix product in fp32 and bf16 (on a GPU:
//       8192 x 8192, TF32 off as LibTorch's default).
// The model matches torch.nn.Transformer's computation: dropout 0.1 on the
// attention weights and on the feed-forward's hidden layer as well.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/blas_kernels.h"
#include "data/batcher.h"
#include "data/corpus_reader.h"
#include "engine/device.h"
#include "nn/mixed_precision.h"
#include "tokenizer/tokenizer.h"
#include "train/trainer.h"

#include <torch/csrc/autograd/profiler_legacy.h>
#include <torch/torch.h>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

using namespace studio;
using Clock = std::chrono::steady_clock;

namespace {

std::map<std::string, std::string> options(int argc, char** argv, int first) {
    std::map<std::string, std::string> o;
    for (int i = first; i + 1 < argc; i += 2) o[argv[i]] = argv[i + 1];
    return o;
}

std::string get(const std::map<std::string, std::string>& o, const std::string& key, const std::string& fallback) {
    auto it = o.find(key);
    return it == o.end() ? fallback : it->second;
}

void write_row(std::ostream& out, const torch::Tensor& row) {
    auto r = row.contiguous();
    const int64_t* p = r.data_ptr<int64_t>();
    for (int64_t i = 0; i < r.numel(); ++i) out << (i ? " " : "") << p[i];
    out << '\n';
}

std::vector<int64_t> read_ids(const std::string& text) {
    std::vector<int64_t> ids;
    std::istringstream in(text);
    int64_t id;
    while (in >> id) ids.push_back(id);
    return ids;
}

std::vector<data::EncodedPair> read_pairs(const std::string& path) {
    std::ifstream in(path);
    if (!in) throw std::runtime_error(path + ": cannot open (run 'export' first)");
    std::vector<data::EncodedPair> pairs;
    std::string line;
    while (std::getline(in, line)) {
        const auto tab = line.find('\t');
        pairs.push_back({read_ids(line.substr(0, tab)), read_ids(line.substr(tab + 1))});
    }
    return pairs;
}

std::string read_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::runtime_error(path + ": cannot open (run 'export' first)");
    return std::string(std::istreambuf_iterator<char>(in), {});
}

// The model as torch.nn.Transformer computes it (dropout everywhere it puts one).
nn::TransformerConfig model_config(const std::string& preset) {
    auto c = nn::TransformerConfig::preset(preset);
    c.attention_dropout = c.dropout;
    c.relu_dropout = c.dropout;
    return c;
}

// Forward FLOPs (2 per multiply-add) of one batch: projections, attention
// products and feed-forward over the padded batch (B, S) and (B, T), the
// output projection for the real target tokens only (what the model needs;
// the engine skips the padding rows, PyTorch's reference does not).
double forward_flops(const nn::TransformerConfig& c, int64_t vocab, double b, double s, double t, double tokens) {
    const double d = double(c.d_model), f = double(c.d_ff);
    const double enc = 2 * b * s * (4 * d * d + 2 * d * f) + 4 * b * s * s * d;
    const double dec = 2 * b * t * (4 * d * d + 2 * d * f) + 4 * b * t * t * d      // self-attention, FFN
                       + 2 * b * t * 2 * d * d + 2 * b * s * 2 * d * d + 4 * b * t * s * d;  // cross-attention
    return double(c.num_encoder_layers) * enc + double(c.num_decoder_layers) * dec + 2 * tokens * d * double(vocab);
}

int run_export(int argc, char** argv) {
    const std::string dir = argv[4];
    const auto o = options(argc, argv, 5);
    auto pairs = data::read_aligned_files(argv[2], argv[3]);
    const size_t limit = std::stoul(get(o, "--pairs", "0"));
    if (limit > 0 && pairs.size() > limit) pairs.resize(limit);
    std::vector<std::string> sentences;
    for (const auto& p : pairs) {
        sentences.push_back(p.src);
        sentences.push_back(p.tgt);
    }
    const auto tokenizer = tok::Tokenizer::train(sentences, 8000, 1);
    std::ofstream(dir + "/spm.model", std::ios::binary) << tokenizer.bytes();
    const auto encoded = data::encode_pairs(pairs, tokenizer, train::TrainingConfig::preset("small").max_len);
    {
        std::ofstream out(dir + "/pairs.txt");
        for (const auto& p : encoded) {
            for (size_t i = 0; i < p.src.size(); ++i) out << (i ? " " : "") << p.src[i];
            out << '\t';
            for (size_t i = 0; i < p.tgt.size(); ++i) out << (i ? " " : "") << p.tgt[i];
            out << '\n';
        }
    }
    for (const std::string preset : {"small", "base"}) {
        const auto config = train::TrainingConfig::preset(preset);
        std::ofstream out(dir + "/batches-" + preset + ".txt");
        out << "vocab " << tokenizer.vocab_size() << " pad " << tokenizer.special_ids().pad << '\n';
        for (const auto& indices : data::make_batches(encoded, config.max_tokens, config.seed, 0)) {
            const auto batch = data::make_batch(encoded, indices, torch::kCPU, tokenizer.special_ids());
            out << "batch " << batch.src.size(0) << ' ' << batch.src.size(1) << ' ' << batch.tgt_in.size(1) << '\n';
            for (const auto* t : {&batch.src, &batch.tgt_in, &batch.tgt_out})
                for (int64_t i = 0; i < t->size(0); ++i) write_row(out, (*t)[i]);
        }
    }
    std::printf("exported pairs=%zu vocab=%lld to %s\n", encoded.size(), (long long)tokenizer.vocab_size(), dir.c_str());
    return 0;
}

int run_train(int argc, char** argv) {
    const std::string dir = argv[2];
    const auto o = options(argc, argv, 3);
    const std::string preset = get(o, "--preset", "small");
    const int64_t steps = std::stoll(get(o, "--steps", "30"));
    const int64_t skip = std::stoll(get(o, "--skip", "5"));
    train::PreparedData prepared;
    prepared.tokenizer = tok::Tokenizer::from_bytes(read_file(dir + "/spm.model"));
    prepared.train = read_pairs(dir + "/pairs.txt");
    prepared.fingerprint = "bench";
    auto config = train::TrainingConfig::preset(preset);
    config.steps = steps;
    config.log_every = 1;
    config.eval_every = steps + 1;
    config.threads = std::stoi(get(o, "--threads", "2"));
    config.precision = get(o, "--precision", "fp32");
    config.device = get(o, "--device", "cpu");
    const auto model = model_config(preset);
    train::Trainer trainer(model, config, std::move(prepared), "");
    // The tokens counted below are those of the first epoch's batches.
    const auto epoch = data::make_batches(trainer.data().train, config.max_tokens, config.seed, 0).size();
    // At least one step is skipped: the clock starts when the first skipped
    // step ends (a --skip 0 read before the start of the list).
    if (skip < 1 || steps <= skip || steps > static_cast<int64_t>(epoch)) {
        std::fprintf(stderr, "error: --skip %lld must be at least 1, --steps %lld more than it and at most the %zu "
                     "batches of one epoch\n",
                     static_cast<long long>(skip), static_cast<long long>(steps), epoch);
        return 2;
    }
    std::vector<double> seconds_at;  // since the start, after each step
    const auto start = Clock::now();
    train::TrainerCallbacks callbacks;
    callbacks.on_step = [&](const train::StepReport&) {
        seconds_at.push_back(std::chrono::duration<double>(Clock::now() - start).count());
    };
    callbacks.on_message = [](const std::string& m) { std::fprintf(stderr, "note: %s\n", m.c_str()); };
    const std::string profile = get(o, "--profile", "");
    if (profile.empty()) {
        trainer.run(callbacks);
    } else {
        torch::autograd::profiler::RecordProfile record(profile);
        trainer.run(callbacks);
    }
    // The measured steps' batches, as the trainer made them.
    const train::PreparedData& data = trainer.data();
    const auto batches = data::make_batches(data.train, config.max_tokens, config.seed, 0);
    double flops = 0.0;
    int64_t tokens = 0;
    for (int64_t i = skip; i < steps; ++i) {
        const auto batch = data::make_batch(data.train, batches[i], torch::kCPU, data.tokenizer.special_ids());
        tokens += batch.tgt_tokens;
        flops += 3.0 * forward_flops(model, data.tokenizer.vocab_size(), double(batch.src.size(0)),
                                     double(batch.src.size(1)), double(batch.tgt_in.size(1)),
                                     double(batch.tgt_tokens));
    }
    const double seconds = seconds_at.back() - seconds_at[skip - 1];
    // computed_in: what the products ran in (bf16 asked on a processor
    // without native bf16 falls back to fp32; the row is then not a bf16 row).
    const c10::ScalarType computed = trainer.compute_dtype();
    const char* computed_in = computed == c10::kBFloat16 ? "bf16" : computed == c10::kHalf ? "fp16" : "fp32";
    std::printf("engine preset=%s precision=%s computed_in=%s steps=%lld measured=%lld tokens=%lld seconds=%.3f "
                "tok_per_s=%.1f model_gflop=%.1f gflop_per_s=%.1f threads=%d device=%s\n",
                preset.c_str(), config.precision.c_str(), computed_in, (long long)steps, (long long)(steps - skip),
                (long long)tokens, seconds, tokens / seconds, flops / 1e9, flops / 1e9 / seconds, torch::get_num_threads(),
                config.device.c_str());
    return 0;
}

double matmul_gflops(torch::ScalarType dtype, const torch::Device& device) {
    torch::NoGradGuard no_grad;
    const int64_t n = device.is_cuda() ? 8192 : 4096;
    const auto a = torch::randn({n, n}).to(device, dtype), b = torch::randn({n, n}).to(device, dtype);
    auto c = torch::matmul(a, b);  // warm-up (oneDNN builds its kernel; cuBLAS picks one)
    double best = 1e30;
    for (int i = 0; i < 5; ++i) {
        if (device.is_cuda()) (void)c.sum().item<float>();  // the GPU is idle when the clock starts
        const auto t0 = Clock::now();
        c = torch::matmul(a, b);
        if (device.is_cuda()) (void)c[0][0].item<float>();  // and has finished when it stops
        best = std::min(best, std::chrono::duration<double>(Clock::now() - t0).count());
    }
    return 2.0 * double(n) * double(n) * double(n) / best / 1e9;
}

int run_matmul(int argc, char** argv) {
    const auto o = options(argc, argv, 2);
    torch::set_num_threads(std::stoi(get(o, "--threads", "2")));
    const torch::Device device = parse_device(get(o, "--device", "cpu"));
    std::printf("matmul4096 fp32_gflop_per_s=%.1f bf16_gflop_per_s=%.1f native_bf16=%d threads=%d device=%s\n",
                matmul_gflops(torch::kFloat, device), matmul_gflops(torch::kBFloat16, device),
                int(device.is_cuda() || nn::cpu_has_native_bfloat16()), torch::get_num_threads(),
                describe_device(device).c_str());
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    studio::use_the_processors_blas_kernels(argv);  // OpenBLAS's generic kernels on a processor it does not know
    try {
        const std::string mode = argc > 1 ? argv[1] : "";
        if (mode == "export" && argc >= 5) return run_export(argc, argv);
        if (mode == "train" && argc >= 3) return run_train(argc, argv);
        if (mode == "matmul") return run_matmul(argc, argv);
        std::fprintf(stderr, "usage: %s export TRAIN_SRC TRAIN_TGT DIR [--pairs N] | train DIR --preset P "
                             "--precision fp32|bf16 --steps N --skip W --threads T | matmul --threads T\n", argv[0]);
        return 2;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "error: %s\n", e.what());
        return 1;
    }
}
