// The GPU correctness checks of scripts/gpu-check.sh (stage a): the same
// model on the CPU and on a device, dropout 0, compared in one run.
//
//   bench_gpu_check [--device cuda] [--checkpoint CKPT] [--preset small]
//
// Without a checkpoint the model has the preset's shape and seeded random
// weights (vocabulary 1000); with one, its trained weights (greedy and beam
// comparisons mean more on a model that is sure of its words). Each check
// prints one line "check NAME ok|FAILED value=... limit=..."; the last line
// is "gpu_check checks_run=N checks_failed=N device=...". Exit status 1 when
// a check failed. With --device cpu it compares the CPU with itself (the
// program builds and runs on every machine; CI never needs a GPU).
//
// Matrix products in fp32 with TF32 off (LibTorch's default for cuBLAS;
// set here explicitly): the relative tolerance is 1e-4.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "decode/search.h"
#include "engine/device.h"
#include "nn/probe.h"
#include "nn/transformer.h"
#include "train/loss.h"
#include "train/model_io.h"

#include <ATen/record_function.h>
#include <torch/torch.h>

#include <atomic>
#include <cmath>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

using namespace studio;

namespace {

int checks_run = 0;
int checks_failed = 0;

void report(const std::string& name, bool ok, double value, double limit, const std::string& note = "") {
    ++checks_run;
    if (!ok) ++checks_failed;
    std::printf("check %-28s %s value=%.3g limit=%.3g%s%s\n", name.c_str(), ok ? "ok" : "FAILED", value, limit,
                note.empty() ? "" : " ", note.c_str());
    std::fflush(stdout);
}

// ||a - b|| / ||b||, both brought to the CPU in float64.
double relative(const torch::Tensor& a, const torch::Tensor& b) {
    const auto x = a.detach().to(torch::kCPU, torch::kDouble), y = b.detach().to(torch::kCPU, torch::kDouble);
    const double denominator = y.norm().item<double>();
    return (x - y).norm().item<double>() / (denominator > 0 ? denominator : 1.0);
}

// Copies to the CPU seen by ATen while counting is on: every copy_ whose
// source is on the device and destination on the CPU, and every scalar read
// (item(), which is such a copy). Counted through RecordFunction, which
// sees each operator call on this thread.
std::atomic<bool> counting{false};
std::atomic<int> device_to_host{0};

std::unique_ptr<at::ObserverContext> count_copies(const at::RecordFunction& fn) {
    if (!counting.load()) return nullptr;
    const std::string name = fn.name();
    if (name == "aten::_local_scalar_dense") {
        ++device_to_host;
    } else if (name == "aten::copy_") {
        const auto inputs = fn.inputs();
        if (inputs.size() >= 2 && inputs[0].isTensor() && inputs[1].isTensor() && inputs[0].toTensor().is_cpu() &&
            !inputs[1].toTensor().is_cpu())
            ++device_to_host;
    }
    return nullptr;
}

// A copy of `source` with dropout 0 (built in: the modules take their rate
// when constructed) on `device`, in eval mode.
nn::Transformer copy_to(nn::Transformer& source, const torch::Device& device) {
    auto config = source->config;
    config.dropout = config.attention_dropout = config.relu_dropout = 0.0;
    auto copy = nn::Transformer(config);
    torch::NoGradGuard no_grad;
    const auto from = source->named_parameters(true), to = copy->named_parameters(true);
    for (const auto& item : from) to[item.key()].copy_(item.value());
    const auto from_buffers = source->named_buffers(true), to_buffers = copy->named_buffers(true);
    for (const auto& item : from_buffers) to_buffers[item.key()].copy_(item.value());
    copy->to(device);
    copy->eval();
    return copy;
}

// The CPU's margin between its two likeliest next tokens after `prefix`.
double top2_margin(nn::Transformer& model, const torch::Tensor& src, const std::vector<int64_t>& prefix) {
    torch::NoGradGuard no_grad;
    std::vector<int64_t> ids{model->config.bos_id};
    ids.insert(ids.end(), prefix.begin(), prefix.end());
    const auto tgt = torch::tensor(ids).unsqueeze(0);
    const auto log_probs = torch::log_softmax(model->forward(src, tgt).select(1, tgt.size(1) - 1), -1);
    const auto top = std::get<0>(log_probs.topk(2, -1));
    return (top[0][0] - top[0][1]).item<double>();
}

}  // namespace

int main(int argc, char** argv) {
    std::map<std::string, std::string> o;
    for (int i = 1; i + 1 < argc; i += 2) o[argv[i]] = argv[i + 1];
    auto get = [&](const std::string& k, const std::string& fallback) { return o.count(k) ? o[k] : fallback; };
    try {
        const torch::Device device = parse_device(get("--device", "cuda"));
        at::globalContext().setAllowTF32CuBLAS(false);
        at::globalContext().setAllowTF32CuDNN(false);
        nn::Transformer loaded{nullptr};
        const std::string checkpoint = get("--checkpoint", "");
        if (checkpoint.empty()) {
            auto config = nn::TransformerConfig::preset(get("--preset", "small"));
            config.src_vocab_size = config.tgt_vocab_size = 1000;
            loaded = nn::seeded_transformer(config, 7);
        } else {
            loaded = train::load_model(checkpoint, torch::kCPU).model;
        }
        auto cpu = copy_to(loaded, torch::kCPU);
        auto gpu = copy_to(loaded, device);
        const auto& c = cpu->config;
        std::printf("model d_model=%lld layers=%lld+%lld heads=%lld vocab=%lld device=%s\n", (long long)c.d_model,
                    (long long)c.num_encoder_layers, (long long)c.num_decoder_layers, (long long)c.num_heads,
                    (long long)c.tgt_vocab_size, describe_device(device).c_str());

        // A batch of 8 sentences with padding: sources 7..24 tokens, targets 5..20.
        torch::manual_seed(11);
        const int64_t batch = 8, S = 24, T = 20, vocab = c.tgt_vocab_size;
        auto src = torch::randint(4, vocab, {batch, S});
        auto tgt = torch::randint(4, vocab, {batch, T});
        for (int64_t b = 0; b < batch; ++b) {
            src.index_put_({b, torch::indexing::Slice(7 + 2 * b, torch::indexing::None)}, c.pad_id);
            tgt.index_put_({b, torch::indexing::Slice(5 + 2 * b, torch::indexing::None)}, c.pad_id);
        }
        src.select(1, 6).fill_(c.eos_id);
        tgt.select(1, 0).fill_(c.bos_id);

        // 1. Forward log-probabilities and every head's attention.
        {
            torch::NoGradGuard no_grad;
            nn::ModelProbe probe_cpu, probe_gpu;
            const auto lp_cpu = torch::log_softmax(cpu->forward(src, tgt, &probe_cpu), -1);
            const auto lp_gpu = torch::log_softmax(gpu->forward(src.to(device), tgt.to(device), &probe_gpu), -1);
            const auto real = tgt.ne(c.pad_id).unsqueeze(-1).expand_as(lp_cpu);
            report("forward_log_probs", relative(lp_gpu.cpu().masked_select(real), lp_cpu.masked_select(real)) <= 1e-4,
                   relative(lp_gpu.cpu().masked_select(real), lp_cpu.masked_select(real)), 1e-4);
            double worst = 0.0;
            for (size_t l = 0; l < probe_cpu.encoder.size(); ++l)
                worst = std::max(worst, relative(probe_gpu.encoder[l].self_attention.weights,
                                                 probe_cpu.encoder[l].self_attention.weights));
            for (size_t l = 0; l < probe_cpu.decoder.size(); ++l) {
                worst = std::max(worst, relative(probe_gpu.decoder[l].self_attention.weights,
                                                 probe_cpu.decoder[l].self_attention.weights));
                worst = std::max(worst, relative(probe_gpu.decoder[l].cross_attention.weights,
                                                 probe_cpu.decoder[l].cross_attention.weights));
            }
            report("attention_every_head", worst <= 1e-4, worst, 1e-4, "worst block of all layers");
        }

        // 2. The cached decoder step against the full pass, on the device.
        {
            torch::NoGradGuard no_grad;
            const auto s = src.to(device), t = tgt.to(device);
            const auto memory = gpu->encode(s);
            const auto src_mask = gpu->source_mask(s);
            const auto full = gpu->project(gpu->decode(t, memory, src_mask));
            nn::DecoderCache cache;
            std::vector<torch::Tensor> steps;
            for (int64_t i = 0; i < 5; ++i)  // every row has at least 5 real target tokens
                steps.push_back(gpu->project(gpu->decode(t.slice(1, i, i + 1), memory, src_mask, nullptr, &cache)));
            const double error = relative(torch::cat(steps, 1), full.slice(1, 0, 5));
            report("cached_step_vs_full_pass", error <= 1e-4, error, 1e-4);
        }

        // 3. One training step's loss and gradients (dropout 0).
        {
            cpu->train();
            gpu->train();
            const auto tgt_out = torch::cat({tgt.slice(1, 1), torch::full({batch, 1}, c.pad_id, tgt.options())}, 1);
            auto loss_cpu = train::label_smoothed_loss(cpu->forward(src, tgt), tgt_out, 0.1, c.pad_id);
            loss_cpu.loss_sum.backward();
            device_to_host = 0;
            // Global: the backward pass of device tensors runs on autograd's device thread.
            at::addGlobalCallback(at::RecordFunctionCallback(count_copies).needsInputs(true));
            counting = true;
            auto loss_gpu = train::label_smoothed_loss(gpu->forward(src.to(device), tgt.to(device)),
                                                       tgt_out.to(device), 0.1, c.pad_id);
            loss_gpu.loss_sum.backward();
            counting = false;
            const int copies = device_to_host.load();
            report("training_step_loss", relative(loss_gpu.loss_sum, loss_cpu.loss_sum) <= 1e-4,
                   relative(loss_gpu.loss_sum, loss_cpu.loss_sum), 1e-4);
            // Each tensor's difference over its own norm, floored at 1e-3 of
            // the mean tensor's: some gradients are zero in exact arithmetic
            // (the key biases: softmax ignores a shift shared by all keys), and
            // rounding noise over a zero norm says nothing.
            const auto g = gpu->named_parameters(true);
            double total = 0.0;
            int64_t tensors = 0;
            for (const auto& p : cpu->named_parameters(true))
                if (p.value().grad().defined()) total += p.value().grad().norm().item<double>(), ++tensors;
            const double floor = 1e-3 * total / std::max<int64_t>(1, tensors);
            double worst = 0.0;
            std::string worst_name;
            for (const auto& p : cpu->named_parameters(true)) {
                if (!p.value().grad().defined()) continue;
                const auto ref = p.value().grad().to(torch::kDouble);
                const auto got = g[p.key()].grad().to(torch::kCPU, torch::kDouble);
                const double e = (got - ref).norm().item<double>() / std::max(ref.norm().item<double>(), floor);
                if (e > worst) worst = e, worst_name = p.key();
            }
            report("training_step_gradients", worst <= 1e-3, worst, 1e-3, "worst: " + worst_name);
            if (device.is_cuda())
                report("copies_to_host_in_a_step", copies <= 1, copies, 1,
                       "forward, loss and backward (the loss's token count may be read once)");
            cpu->eval();
            gpu->eval();
        }

        // 4. Greedy and beam search, compared up to the first near-tie.
        {
            int agreed = 0, ties = 0, differed = 0;
            double beam_worst = 0.0;
            for (int64_t b = 0; b < batch; ++b) {
                const auto one = src.slice(0, b, b + 1).slice(1, 0, 7 + 2 * b);
                const auto hc = decode::greedy_search(cpu, one).at(0).tokens;
                const auto hg = decode::greedy_search(gpu, one.to(device)).at(0).tokens;
                size_t p = 0;
                while (p < hc.size() && p < hg.size() && hc[p] == hg[p]) ++p;
                if (p == hc.size() && p == hg.size()) {
                    ++agreed;
                } else if (top2_margin(cpu, one, std::vector<int64_t>(hc.begin(), hc.begin() + p)) < 1e-3) {
                    ++ties;
                } else {
                    ++differed;
                }
                std::vector<int64_t> ids(one.data_ptr<int64_t>(), one.data_ptr<int64_t>() + one.numel());
                decode::SearchOptions beam;
                beam.beam_size = 4;
                const auto bc = decode::beam_search(cpu, ids, beam).at(0);
                const auto bg = decode::beam_search(gpu, ids, beam).at(0);
                if (bc.tokens != bg.tokens) beam_worst = std::max(beam_worst, std::abs(bc.score - bg.score));
            }
            report("greedy_cpu_vs_device", differed == 0, differed, 0,
                   std::to_string(agreed) + " equal, " + std::to_string(ties) + " parted at a near-tie (< 1e-3)");
            report("beam4_cpu_vs_device", beam_worst <= 1e-3, beam_worst, 1e-3,
                   "score gap where the best hypotheses differ");
        }
        std::printf("gpu_check checks_run=%d checks_failed=%d device=%s\n", checks_run, checks_failed,
                    device.str().c_str());
        return checks_failed == 0 ? 0 : 1;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "error: %s\n", e.what());
        return 2;
    }
}
