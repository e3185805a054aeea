// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/attribution.h"

#include "analysis/frame_ids.h"

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

Inputs embed(nn::Transformer& model, const std::vector<int64_t>& source_ids, const std::vector<int64_t>& target_ids,
             bool source_has_bos, bool source_code_first) {
    torch::NoGradGuard no_grad;
    const auto& c = model->config;
    const auto device = model->parameters().front().device();
    std::vector<int64_t> decoder_input{c.bos_id};
    decoder_input.insert(decoder_input.end(), target_ids.begin(), target_ids.end() - 1);
    Inputs in;
    in.src = torch::tensor(source_ids, torch::kLong).unsqueeze(0).to(device);
    in.tgt_in = torch::tensor(decoder_input, torch::kLong).unsqueeze(0).to(device);
    // Zero activations (the positions alone) for every token but BOS and EOS,
    // each side's own (a Marian source has no BOS: the id of the decoder's
    // start is a word there with separate vocabularies).
    auto baseline = [&](const torch::Tensor& ids, const torch::Tensor& e, const FrameIds& frame) {
        auto keep = (ids.eq(frame.bos) | ids.eq(frame.eos)).unsqueeze(-1);
        return torch::where(keep, e, torch::zeros_like(e));
    };
    in.e_src = model->source_embedding()(in.src).to(torch::kFloat);
    in.e_tgt = model->target_embedding()(in.tgt_in).to(torch::kFloat);
    in.base_src = baseline(in.src, in.e_src, source_frame_ids(c, source_has_bos));
    if (source_code_first) {  // the language code after any BOS, kept as it is
        const int64_t code = source_has_bos ? 1 : 0;
        TORCH_CHECK(in.src.size(1) > code, "attribution: no language code in a source of ", in.src.size(1), " tokens");
        in.base_src.select(1, code).copy_(in.e_src.select(1, code));
    }
    in.base_tgt = baseline(in.tgt_in, in.e_tgt, target_frame_ids(c));
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

// The scores' sum, and for integrated gradients the completeness gap.
void add_up(TokenAttribution& a, bool integrated) {
    a.sum = 0.0;
    for (double v : a.source) a.sum += v;
    for (double v : a.target) a.sum += v;
    if (integrated) a.completeness_gap = completeness_gap(a.sum, a.f_input, a.f_baseline);
}

// One evaluated point of a token's path (the adaptive rule).
struct PathPoint {
    double alpha = 0.0;
    double f = 0.0;
    double slope = 0.0;                // df/dalpha: the sum of `contribution`
    std::vector<double> contribution;  // per token (source, then decoder inputs 0..i): (e - e') . df/de
};

// How far the trapezoid of df/dalpha on [a, b] misses the exact change f(b) - f(a).
double interval_error(const PathPoint& a, const PathPoint& b) {
    return std::abs((b.alpha - a.alpha) * (a.slope + b.slope) / 2.0 - (b.f - a.f));
}

// The completeness gap of a token's path as it stands (trapezoids).
double path_gap(const std::vector<PathPoint>& path) {
    double sum = 0.0;
    for (size_t k = 0; k + 1 < path.size(); ++k) sum += (path[k + 1].alpha - path[k].alpha) * (path[k].slope + path[k + 1].slope) / 2.0;
    return completeness_gap(sum, path.back().f, path.front().f);
}

// Integrated gradients by the adaptive rule (attribution.h): fills every
// job's scores, steps, f_input and f_baseline.
void integrate_adaptive(nn::Transformer& model, const Inputs& in, std::vector<TokenAttribution>& jobs,
                        const AttributionOptions& options) {
    const int64_t S = in.src.size(1);
    const auto delta_src = (in.e_src[0] - in.base_src[0]).to(torch::kDouble);  // (S, D)
    const auto delta_tgt = (in.e_tgt[0] - in.base_tgt[0]).to(torch::kDouble);  // (T, D)
    std::vector<std::vector<PathPoint>> paths(jobs.size());
    int64_t total = options.steps * static_cast<int64_t>(jobs.size());
    int64_t done = 0;
    auto evaluate = [&](const std::vector<Row>& rows) {
        evaluate_rows(model, in, jobs, rows, options, true, done, total,
                      [&](const Row& r, double f, const torch::Tensor& g_src, const torch::Tensor& g_tgt) {
                          const int64_t keep = jobs[r.job].position + 1;
                          auto c = torch::cat({(delta_src * g_src).sum(-1),
                                               (delta_tgt.narrow(0, 0, keep) * g_tgt.narrow(0, 0, keep)).sum(-1)})
                                       .to(torch::kCPU)
                                       .contiguous();
                          PathPoint p;
                          p.alpha = r.alpha;
                          p.f = f;
                          p.contribution.assign(c.data_ptr<double>(), c.data_ptr<double>() + c.numel());
                          for (double v : p.contribution) p.slope += v;
                          paths[r.job].push_back(std::move(p));
                      });
        done += static_cast<int64_t>(rows.size());
        for (auto& path : paths)
            std::sort(path.begin(), path.end(), [](const PathPoint& a, const PathPoint& b) { return a.alpha < b.alpha; });
    };
    // Bisects the `count` intervals of job j's path that miss their change the most.
    std::vector<Row> rows;
    auto bisect_worst = [&](size_t j, int64_t count) {
        const auto& path = paths[j];
        std::vector<std::pair<double, size_t>> errors;  // (error, index of the interval's left end)
        for (size_t k = 0; k + 1 < path.size(); ++k) errors.push_back({interval_error(path[k], path[k + 1]), k});
        const size_t take = std::min(errors.size(), static_cast<size_t>(count));
        std::partial_sort(errors.begin(), errors.begin() + static_cast<std::ptrdiff_t>(take), errors.end(),
                          [](const auto& a, const auto& b) { return a.first > b.first; });
        for (size_t e = 0; e < take; ++e) {
            const size_t k = errors[e].second;
            rows.push_back({j, (path[k].alpha + path[k + 1].alpha) / 2.0, 1.0});
        }
    };

    // The budget: steps / 2 equal intervals, then rounds of bisections, each
    // half of what is left.
    const int64_t intervals = options.steps / 2;
    for (size_t j = 0; j < jobs.size(); ++j)
        for (int64_t k = 0; k <= intervals; ++k)
            rows.push_back({j, static_cast<double>(k) / static_cast<double>(intervals), 1.0});
    evaluate(rows);
    for (int64_t left = options.steps - intervals - 1; left > 0;) {
        const int64_t round = (left + 1) / 2;
        rows.clear();
        for (size_t j = 0; j < jobs.size(); ++j) bisect_worst(j, round);
        evaluate(rows);
        left -= round;
    }
    // Past the budget: tokens whose gap is still above the target get
    // steps / 2 more bisections a round, up to max_steps evaluations.
    const int64_t max_steps = options.max_steps > 0 ? options.max_steps : 4 * options.steps;
    std::vector<int64_t> used(jobs.size(), options.steps);
    const int64_t more = std::max<int64_t>(1, options.steps / 2);
    for (;;) {
        rows.clear();
        for (size_t j = 0; j < jobs.size(); ++j)
            if (path_gap(paths[j]) > options.target_gap && used[j] < max_steps) {
                const int64_t count = std::min(more, max_steps - used[j]);
                bisect_worst(j, count);
                used[j] += count;
            }
        if (rows.empty()) break;
        total += static_cast<int64_t>(rows.size());
        evaluate(rows);
    }

    for (size_t j = 0; j < jobs.size(); ++j) {
        auto& a = jobs[j];
        const auto& path = paths[j];
        std::vector<double> alphas;
        for (const auto& p : path) alphas.push_back(p.alpha);
        const auto weights = trapezoid_weights(alphas);
        std::vector<double> scores(path.front().contribution.size(), 0.0);
        for (size_t k = 0; k < path.size(); ++k)
            for (size_t t = 0; t < scores.size(); ++t) scores[t] += weights[k] * path[k].contribution[t];
        a.source.assign(scores.begin(), scores.begin() + S);
        a.target.assign(scores.begin() + S, scores.end());
        a.steps = static_cast<int64_t>(path.size());
        a.f_baseline = path.front().f;
        a.f_input = path.back().f;
    }
}

}  // namespace

int64_t attribution_row_bytes(const nn::TransformerConfig& config, int64_t S, int64_t T) {
    const int64_t D = config.d_model, F = config.d_ff, H = config.num_heads;
    // Per layer: the projections, residuals and norms (~12 and ~16 vectors of
    // D a position), the feed-forward's hidden values before and after the
    // activation, and the attention scores, weights and their dropout (3 of
    // H x queries x keys); the decoder's cross-attention adds its keys and
    // values over the source.
    const int64_t encoder_layer = S * D * 12 + S * F * 2 + H * S * S * 3;
    const int64_t decoder_layer = T * D * 16 + T * F * 2 + H * T * T * 3 + H * T * S * 3 + S * D * 2;
    const int64_t floats = config.num_encoder_layers * encoder_layer + config.num_decoder_layers * decoder_layer +
                           (S + T) * D * 4 + config.tgt_vocab_size * 3;
    return floats * static_cast<int64_t>(sizeof(float));
}

int64_t attribution_rows_per_batch(const nn::TransformerConfig& config, int64_t S, int64_t T,
                                   const AttributionOptions& options) {
    const double row = static_cast<double>(std::max<int64_t>(1, attribution_row_bytes(config, S, T)));
    const double fit = options.batch_memory_mb * 1024.0 * 1024.0 / row;
    return std::clamp<int64_t>(static_cast<int64_t>(fit), 1, options.max_rows);
}

std::vector<TokenAttribution> attribute(nn::Transformer& model, const std::vector<int64_t>& source_ids,
                                        const std::vector<int64_t>& target_ids,
                                        const std::vector<AttributionRequest>& requests,
                                        const AttributionOptions& asked) {
    const auto& c = model->config;
    check_requests(c, source_ids, target_ids, requests, asked);
    nn::EvalScope eval(*model);
    nn::MixedPrecisionGuard fp32(torch::kFloat);
    const Inputs in = embed(model, source_ids, target_ids, asked.source_has_bos, asked.source_code_first);
    const int64_t S = in.src.size(1), T = in.tgt_in.size(1);
    AttributionOptions options = asked;
    options.max_rows = attribution_rows_per_batch(c, S, T, asked);
    const bool integrated = options.method == AttributionMethod::IntegratedGradients;

    std::vector<TokenAttribution> out(requests.size());
    for (size_t j = 0; j < requests.size(); ++j) {
        auto& a = out[j];
        a.method = options.method;
        a.steps = integrated ? options.steps : 0;
        a.position = requests[j].position;
        a.token = target_ids[static_cast<size_t>(a.position)];
        a.contrast = requests[j].contrast;
    }
    if (integrated && options.rule == QuadratureRule::Adaptive && options.steps >= 4) {
        integrate_adaptive(model, in, out, options);
        for (auto& a : out) add_up(a, true);
        return out;
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
    if (integrated)
        quadrature(options.rule == QuadratureRule::Adaptive ? QuadratureRule::Midpoint : options.rule, options.steps,
                   nodes, weights);
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
        add_up(a, integrated);
    }
    return out;
}

}  // namespace studio::analysis
