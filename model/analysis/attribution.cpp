// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/attribution.h"

#include "decode/search.h"
#include "nn/eval_scope.h"
#include "nn/mixed_precision.h"

#include <torch/torch.h>

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace studio::analysis {
namespace {

// One forward row: job `job` at path point `alpha` (1: the input itself,
// 0: the baseline), its gradient weighted by `weight` (0: f only).
struct Row {
    size_t job = 0;
    double alpha = 1.0;
    double weight = 0.0;
};

void check_requests(const nn::TransformerConfig& c, const std::vector<int64_t>& source_ids,
                    const std::vector<int64_t>& target_ids, const std::vector<AttributionRequest>& requests,
                    const AttributionOptions& options) {
    if (source_ids.empty()) throw std::invalid_argument("attribution: the source has no tokens");
    if (target_ids.empty()) throw std::invalid_argument("attribution: the target has no tokens");
    if (static_cast<int64_t>(source_ids.size()) > c.max_positions ||
        static_cast<int64_t>(target_ids.size()) > c.max_positions)
        throw std::invalid_argument("attribution: the model has " + std::to_string(c.max_positions) +
                                    " positions; source " + std::to_string(source_ids.size()) + ", target " +
                                    std::to_string(target_ids.size()) + " tokens");
    if (options.method == AttributionMethod::IntegratedGradients && options.steps < 1)
        throw std::invalid_argument("attribution: steps must be at least 1, got " + std::to_string(options.steps));
    if (options.max_rows < 1) throw std::invalid_argument("attribution: max_rows must be at least 1");
    const int64_t n = static_cast<int64_t>(target_ids.size());
    for (const auto& r : requests) {
        if (r.position < 0 || r.position >= n)
            throw std::invalid_argument("attribution: target position " + std::to_string(r.position) +
                                        " outside 0.." + std::to_string(n - 1));
        if (r.contrast < -1 || r.contrast >= c.tgt_vocab_size)
            throw std::invalid_argument("attribution: contrast token " + std::to_string(r.contrast) +
                                        " outside the vocabulary 0.." + std::to_string(c.tgt_vocab_size - 1));
        if (r.contrast >= 0 && r.contrast == target_ids[static_cast<size_t>(r.position)])
            throw std::invalid_argument("attribution: the contrast token " + std::to_string(r.contrast) +
                                        " is the token itself");
    }
}

// The activations, their baseline (zeros, BOS/EOS kept) and ids.
struct Inputs {
    torch::Tensor src, tgt_in;          // (1, S), (1, T) ids
    torch::Tensor e_src, e_tgt;         // (1, S, D), (1, T, D)
    torch::Tensor base_src, base_tgt;   // the same shapes
};

Inputs embed(nn::Transformer& model, const std::vector<int64_t>& source_ids, const std::vector<int64_t>& target_ids) {
    torch::NoGradGuard no_grad;
    const auto& c = model->config;
    const auto device = model->parameters().front().device();
    std::vector<int64_t> decoder_input{c.bos_id};
    decoder_input.insert(decoder_input.end(), target_ids.begin(), target_ids.end() - 1);
    Inputs in;
    in.src = torch::tensor(source_ids, torch::kLong).unsqueeze(0).to(device);
    in.tgt_in = torch::tensor(decoder_input, torch::kLong).unsqueeze(0).to(device);
    // Zero activations (the positions alone) for every token but BOS and EOS.
    auto baseline = [&](const torch::Tensor& ids, const torch::Tensor& e) {
        auto keep = (ids.eq(c.bos_id) | ids.eq(c.eos_id)).unsqueeze(-1);
        return torch::where(keep, e, torch::zeros_like(e));
    };
    in.e_src = model->source_embedding()(in.src).to(torch::kFloat);
    in.e_tgt = model->target_embedding()(in.tgt_in).to(torch::kFloat);
    in.base_src = baseline(in.src, in.e_src);
    in.base_tgt = baseline(in.tgt_in, in.e_tgt);
    return in;
}

// Evaluates f for every row in batches of options.max_rows, with the
// gradients at the path points when `gradients`. Calls on_row(row, f, g_src,
// g_tgt) with g_src (S, D) and g_tgt (Tc, D) in float64 (undefined without
// gradients; Tc: the batch's decoder length, at least the row's position + 1).
template <typename OnRow>
void evaluate_rows(nn::Transformer& model, const Inputs& in, const std::vector<TokenAttribution>& jobs,
                   const std::vector<Row>& rows, const AttributionOptions& options, bool gradients, int64_t done_before,
                   int64_t total, OnRow&& on_row) {
    const int64_t count = static_cast<int64_t>(rows.size());
    const int64_t S = in.src.size(1);
    const auto device = in.src.device();
    for (int64_t first = 0; first < count; first += options.max_rows) {
        if (options.cancel && options.cancel->load()) throw decode::Cancelled();
        const int64_t K = std::min(options.max_rows, count - first);
        std::vector<float> alpha(static_cast<size_t>(K)), contrasted(static_cast<size_t>(K));
        std::vector<int64_t> position(static_cast<size_t>(K)), token(static_cast<size_t>(K)),
            contrast(static_cast<size_t>(K));
        int64_t decoder_length = 1;
        for (int64_t k = 0; k < K; ++k) {
            const Row& r = rows[static_cast<size_t>(first + k)];
            const auto& a = jobs[r.job];
            const size_t i = static_cast<size_t>(k);
            alpha[i] = static_cast<float>(r.alpha);
            position[i] = a.position;
            token[i] = a.token;
            contrast[i] = a.contrast >= 0 ? a.contrast : a.token;
            contrasted[i] = a.contrast >= 0 ? 1.0f : 0.0f;
            decoder_length = std::max(decoder_length, a.position + 1);
        }
        torch::AutoGradMode grad_mode(gradients);
        auto a_t = torch::tensor(alpha).to(device).view({K, 1, 1});
        // (K, S, D) and (K, Tc, D): points on the path, leaves of the graph.
        auto x_src = (in.base_src + a_t * (in.e_src - in.base_src)).detach().requires_grad_(gradients);
        auto base_tgt = in.base_tgt.narrow(1, 0, decoder_length), e_tgt = in.e_tgt.narrow(1, 0, decoder_length);
        auto x_tgt = (base_tgt + a_t * (e_tgt - base_tgt)).detach().requires_grad_(gradients);
        auto src_k = in.src.expand({K, S});
        auto tgt_k = in.tgt_in.narrow(1, 0, decoder_length).expand({K, decoder_length});

        auto memory = model->encode_embedded(x_src, src_k);                                      // (K, S, D)
        auto hidden = model->decode_embedded(x_tgt, tgt_k, memory, model->source_mask(src_k));  // (K, Tc, D)
        auto pos_t = torch::tensor(position, torch::kLong).to(device);
        auto picked = hidden.index({torch::arange(K, pos_t.options()), pos_t});  // (K, D)
        auto log_probs = torch::log_softmax(model->project(picked), -1);          // (K, V)
        auto f = log_probs.gather(1, torch::tensor(token, torch::kLong).to(device).unsqueeze(1)).squeeze(1) -
                 torch::tensor(contrasted).to(device) *
                     log_probs.gather(1, torch::tensor(contrast, torch::kLong).to(device).unsqueeze(1)).squeeze(1);
        torch::Tensor g_src, g_tgt;
        if (gradients) {
            auto grads = torch::autograd::grad({f.sum()}, {x_src, x_tgt});
            g_src = grads[0].to(torch::kDouble);
            g_tgt = grads[1].to(torch::kDouble);
        }
        auto f_cpu = f.detach().to(torch::kCPU, torch::kDouble).contiguous();
        const double* values = f_cpu.data_ptr<double>();
        for (int64_t k = 0; k < K; ++k)
            on_row(rows[static_cast<size_t>(first + k)], values[k], gradients ? g_src[k] : torch::Tensor(),
                   gradients ? g_tgt[k] : torch::Tensor());
        if (options.progress) options.progress(done_before + first + K, total);
    }
}

}  // namespace

void quadrature(QuadratureRule rule, int64_t n, std::vector<double>& nodes, std::vector<double>& weights) {
    if (rule == QuadratureRule::GaussLegendre) {
        gauss_legendre(n, nodes, weights);
        return;
    }
    if (n < 1) throw std::invalid_argument("quadrature: n must be at least 1");
    nodes.resize(static_cast<size_t>(n));
    weights.assign(static_cast<size_t>(n), 1.0 / static_cast<double>(n));
    for (int64_t k = 0; k < n; ++k) nodes[static_cast<size_t>(k)] = (static_cast<double>(k) + 0.5) / static_cast<double>(n);
}

void gauss_legendre(int64_t n, std::vector<double>& nodes, std::vector<double>& weights) {
    if (n < 1) throw std::invalid_argument("gauss_legendre: n must be at least 1");
    nodes.assign(static_cast<size_t>(n), 0.0);
    weights.assign(static_cast<size_t>(n), 0.0);
    const double pi = std::acos(-1.0);
    for (int64_t i = 0; i < n; ++i) {
        // Newton's method on P_n from the usual first guess for root i.
        double x = std::cos(pi * (static_cast<double>(i) + 0.75) / (static_cast<double>(n) + 0.5));
        double derivative = 1.0;
        for (int iteration = 0; iteration < 100; ++iteration) {
            double previous = 1.0, p = x;  // P_0, P_1
            for (int64_t k = 2; k <= n; ++k) {
                const double next = ((2.0 * k - 1.0) * x * p - (k - 1.0) * previous) / static_cast<double>(k);
                previous = p;
                p = next;
            }
            derivative = static_cast<double>(n) * (x * p - previous) / (x * x - 1.0);
            const double dx = p / derivative;
            x -= dx;
            if (std::abs(dx) < 1e-15) break;
        }
        // From [-1, 1] to [0, 1]: the weights halve and then sum to 1.
        nodes[static_cast<size_t>(i)] = (1.0 + x) / 2.0;
        weights[static_cast<size_t>(i)] = 1.0 / ((1.0 - x * x) * derivative * derivative);
    }
}

std::vector<TokenAttribution> attribute(nn::Transformer& model, const std::vector<int64_t>& source_ids,
                                        const std::vector<int64_t>& target_ids,
                                        const std::vector<AttributionRequest>& requests,
                                        const AttributionOptions& options) {
    const auto& c = model->config;
    check_requests(c, source_ids, target_ids, requests, options);
    nn::EvalScope eval(*model);
    nn::MixedPrecisionGuard fp32(torch::kFloat);
    const Inputs in = embed(model, source_ids, target_ids);
    const bool integrated = options.method == AttributionMethod::IntegratedGradients;
    const int64_t S = in.src.size(1), T = in.tgt_in.size(1);

    std::vector<TokenAttribution> out(requests.size());
    for (size_t j = 0; j < requests.size(); ++j) {
        auto& a = out[j];
        a.method = options.method;
        a.steps = integrated ? options.steps : 0;
        a.position = requests[j].position;
        a.token = target_ids[static_cast<size_t>(a.position)];
        a.contrast = requests[j].contrast;
    }
    // Pass 1 (integrated gradients): f without gradients at the baseline and the input.
    std::vector<Row> f_rows;
    if (integrated)
        for (size_t j = 0; j < out.size(); ++j) {
            f_rows.push_back({j, 0.0, 0.0});
            f_rows.push_back({j, 1.0, 0.0});
        }
    // Pass 2: the gradients, at the input or at the rule's nodes.
    std::vector<Row> grad_rows;
    std::vector<double> nodes, weights;
    if (integrated) quadrature(options.rule, options.steps, nodes, weights);
    if (!integrated)
        for (size_t j = 0; j < out.size(); ++j) grad_rows.push_back({j, 1.0, 1.0});
    const int64_t total = static_cast<int64_t>(f_rows.size()) +
                          (integrated ? static_cast<int64_t>(out.size()) * options.steps : static_cast<int64_t>(out.size()));

    evaluate_rows(model, in, out, f_rows, options, false, 0, total,
                  [&](const Row& r, double f, const torch::Tensor&, const torch::Tensor&) {
                      (r.alpha == 0.0 ? out[r.job].f_baseline : out[r.job].f_input) = f;
                  });
    for (size_t j = 0; integrated && j < out.size(); ++j)
        for (size_t k = 0; k < nodes.size(); ++k) grad_rows.push_back({j, nodes[k], weights[k]});

    // Integrated gradients' weighted gradient sums per job.
    const auto acc_options = torch::TensorOptions().dtype(torch::kDouble).device(in.src.device());
    std::vector<torch::Tensor> sum_src(out.size()), sum_tgt(out.size());
    for (size_t j = 0; integrated && j < out.size(); ++j) {
        sum_src[j] = torch::zeros({S, c.d_model}, acc_options);
        sum_tgt[j] = torch::zeros({T, c.d_model}, acc_options);
    }
    const auto e_src = in.e_src[0].to(torch::kDouble), e_tgt = in.e_tgt[0].to(torch::kDouble);
    auto assign = [](std::vector<double>& to, const torch::Tensor& t) {
        const auto cpu = t.to(torch::kCPU).contiguous();
        to.assign(cpu.data_ptr<double>(), cpu.data_ptr<double>() + cpu.numel());
    };
    evaluate_rows(model, in, out, grad_rows, options, true, static_cast<int64_t>(f_rows.size()), total,
                  [&](const Row& r, double f, const torch::Tensor& g_src, const torch::Tensor& g_tgt) {
                      auto& a = out[r.job];
                      const int64_t keep = a.position + 1;
                      if (integrated) {
                          sum_src[r.job] += r.weight * g_src;
                          sum_tgt[r.job].narrow(0, 0, g_tgt.size(0)) += r.weight * g_tgt;
                          return;
                      }
                      a.f_input = f;
                      if (options.method == AttributionMethod::Saliency) {
                          assign(a.source, g_src.norm(2, -1));
                          assign(a.target, g_tgt.narrow(0, 0, keep).norm(2, -1));
                      } else {
                          assign(a.source, (e_src * g_src).sum(-1));
                          assign(a.target, (e_tgt.narrow(0, 0, keep) * g_tgt.narrow(0, 0, keep)).sum(-1));
                      }
                  });

    for (size_t j = 0; j < out.size(); ++j) {
        auto& a = out[j];
        if (integrated) {
            const int64_t keep = a.position + 1;
            assign(a.source, ((in.e_src[0] - in.base_src[0]).to(torch::kDouble) * sum_src[j]).sum(-1));
            assign(a.target,
                   ((in.e_tgt[0] - in.base_tgt[0]).to(torch::kDouble) * sum_tgt[j]).sum(-1).narrow(0, 0, keep));
        }
        a.sum = 0.0;
        for (double v : a.source) a.sum += v;
        for (double v : a.target) a.sum += v;
        if (integrated) a.completeness_gap = completeness_gap(a.sum, a.f_input, a.f_baseline);
    }
    return out;
}

}  // namespace studio::analysis
