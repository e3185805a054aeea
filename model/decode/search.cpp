// SPDX-License-Identifier: GPL-3.0-or-later
#include "decode/search.h"

#include "data/batcher.h"
#include "decode/decode_session.h"
#include "nn/thread_scope.h"
#include "tokenizer/tokenizer.h"

#include <torch/torch.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace studio::decode {
namespace {

// Longest target for a source of `src_len` real tokens (also bounded by the
// positional encoding's table).
int64_t max_target_length(const nn::TransformerConfig& c, int64_t src_len, int64_t max_extra) {
    return std::min<int64_t>(src_len + max_extra, c.max_positions);
}

// Next-token log-probabilities for the last position of each row.
// Shape: tokens (B, T) -> (B, V)
torch::Tensor next_log_probs(nn::Transformer& model, const torch::Tensor& tokens, const torch::Tensor& memory,
                             const torch::Tensor& src_mask, nn::DecoderCache* cache, nn::ModelProbe* probe = nullptr) {
    torch::Tensor hidden;
    if (cache) {
        hidden = model->decode(tokens.narrow(1, tokens.size(1) - 1, 1), memory, src_mask, probe, cache);  // (B, 1, D)
    } else {
        hidden = model->decode(tokens, memory, src_mask, probe);  // (B, T, D)
    }
    auto last = hidden.narrow(1, hidden.size(1) - 1, 1);     // (B, 1, D)
    auto log_probs = torch::log_softmax(model->project(last).squeeze(1), -1);  // (B, V)
    forbid_special_outputs(log_probs, model->config);
    return log_probs;
}

// Every decoder layer's attention row for the newest query, per beam row.
// Shape: probe weights (K', H, Tq, Tk) per layer -> (K', L, H, Tk), CPU fp32
torch::Tensor newest_query_rows(const nn::ModelProbe& probe, bool cross) {
    std::vector<torch::Tensor> layers;
    for (const auto& layer : probe.decoder) {
        const auto& w = cross ? layer.cross_attention.weights : layer.self_attention.weights;
        layers.push_back(w.select(2, w.size(2) - 1));  // (K', H, Tk)
    }
    return torch::stack(layers, 1).to(torch::kCPU, torch::kFloat32).contiguous();
}

// One hypothesis's attention from the rows kept at each step: at step t it
// was row beam_rows[t] of that step's batch. `steps[t]` is (K', L, H, Tk);
// the result has one row per step and `cols` columns (rows narrower than
// that, the causal self-attention's, are zero on the right).
AttentionSet hypothesis_attention(const std::vector<torch::Tensor>& steps, const std::vector<int64_t>& beam_rows,
                                  int64_t cols) {
    AttentionSet set;
    const int64_t rows = static_cast<int64_t>(beam_rows.size());
    if (rows == 0 || steps.empty()) return set;
    set.layers = steps.front().size(1);
    set.heads = steps.front().size(2);
    set.rows = rows;
    set.cols = cols;
    set.data.assign(static_cast<size_t>(set.layers * set.heads * rows * cols), 0.0f);
    for (int64_t t = 0; t < rows; ++t) {
        const auto row = steps[static_cast<size_t>(t)].select(0, beam_rows[static_cast<size_t>(t)]).contiguous();
        const auto a = row.accessor<float, 3>();  // (L, H, Tk)
        const int64_t width = std::min<int64_t>(row.size(2), cols);
        for (int64_t l = 0; l < set.layers; ++l)
            for (int64_t h = 0; h < set.heads; ++h) {
                float* out = set.data.data() + ((l * set.heads + h) * rows + t) * cols;
                for (int64_t c = 0; c < width; ++c) out[c] = a[l][h][c];
            }
    }
    return set;
}

void throw_if_cancelled(const SearchOptions& options) {
    if (options.cancel && options.cancel->load()) throw Cancelled();
}

}  // namespace

void forbid_special_outputs(torch::Tensor& log_probs, const nn::TransformerConfig& c) {
    log_probs.index_fill_(-1, torch::tensor({c.pad_id, c.bos_id}, torch::kLong).to(log_probs.device()),
                          -std::numeric_limits<float>::infinity());
}

double length_penalty(int64_t length, double alpha) {
    return std::pow((5.0 + static_cast<double>(length)) / 6.0, alpha);
}

std::vector<Hypothesis> greedy_search(nn::Transformer& model, const torch::Tensor& src, const SearchOptions& options,
                                      const torch::Tensor& encoded) {
    torch::NoGradGuard no_grad;
    const auto& c = model->config;
    const int64_t b = src.size(0);
    auto memory = encoded.defined() ? encoded : model->encode(src);  // (B, S, D)
    auto src_mask = model->source_mask(src);  // (B, 1, 1, S)
    auto src_lengths = src.ne(c.source_pad()).sum(1).to(torch::kCPU);
    std::vector<int64_t> limit(b);
    int64_t longest = 1;
    for (int64_t i = 0; i < b; ++i) {
        limit[i] = max_target_length(c, src_lengths[i].item<int64_t>(), options.max_extra);
        longest = std::max(longest, limit[i]);
    }
    std::vector<Hypothesis> out(b);
    // rows[r]: the sentence that row r of the current batch decodes. Rows
    // that have ended leave the batch (once a quarter of it has ended), so
    // that a batch of sentences of different lengths does not compute the
    // ended ones to the longest's end.
    std::vector<bool> ended(static_cast<size_t>(b), false);
    std::vector<int64_t> rows(static_cast<size_t>(b));
    for (int64_t i = 0; i < b; ++i) rows[static_cast<size_t>(i)] = i;
    auto tokens = torch::full({b, 1}, c.bos_id, torch::TensorOptions().dtype(torch::kLong).device(src.device()));
    nn::DecoderCache cache;
    const nn::OneThreadScope one_thread(nn::one_thread_decoding(c.d_model, b) && src.device().is_cpu());
    for (int64_t t = 0; t < longest; ++t) {
        throw_if_cancelled(options);
        auto log_probs = next_log_probs(model, tokens, memory, src_mask, options.use_cache ? &cache : nullptr);
        auto best = log_probs.max(-1);
        auto next = std::get<1>(best);                     // (B')
        auto best_cpu = std::get<0>(best).to(torch::kCPU, torch::kDouble).contiguous();
        auto next_cpu = next.to(torch::kCPU).contiguous();
        std::vector<int64_t> keep;
        for (size_t r = 0; r < rows.size(); ++r) {
            const size_t i = static_cast<size_t>(rows[r]);
            if (ended[i]) continue;
            const int64_t token = next_cpu.data_ptr<int64_t>()[r];
            out[i].tokens.push_back(token);
            out[i].log_prob += best_cpu.data_ptr<double>()[r];
            ended[i] = token == c.eos_id || static_cast<int64_t>(out[i].tokens.size()) >= limit[i];
            if (!ended[i]) keep.push_back(static_cast<int64_t>(r));
        }
        if (keep.empty()) break;
        tokens = torch::cat({tokens, next.unsqueeze(1)}, 1);  // (B', t + 2)
        if (4 * (rows.size() - keep.size()) >= rows.size()) {
            const auto index = torch::tensor(keep, torch::kLong).to(src.device());
            tokens = tokens.index_select(0, index);
            memory = memory.index_select(0, index);
            src_mask = src_mask.index_select(0, index);
            if (options.use_cache) cache.select(index);
            std::vector<int64_t> kept_rows;
            for (int64_t r : keep) kept_rows.push_back(rows[static_cast<size_t>(r)]);
            rows = std::move(kept_rows);
        }
    }
    for (auto& h : out) h.score = h.log_prob / length_penalty(static_cast<int64_t>(h.tokens.size()), options.alpha);
    return out;
}

std::vector<Hypothesis> beam_search(nn::Transformer& model, const std::vector<int64_t>& src_ids,
                                    const SearchOptions& options, BeamTrace* trace, DecodedAttention* attention) {
    torch::NoGradGuard no_grad;
    TORCH_CHECK(options.beam_size >= 1, "beam size must be at least 1, got ", options.beam_size);
    const auto& c = model->config;
    const auto device = model->parameters().front().device();
    const int64_t k = options.beam_size;
    auto src = torch::tensor(src_ids, torch::kLong).unsqueeze(0).to(device);  // (1, S)
    nn::ModelProbe encoder_probe;
    auto memory = model->encode(src, attention ? &encoder_probe : nullptr);  // (1, S, D)
    // Whatever the caller's object held goes: attention not gathered here
    // (past the budget) is then empty, never an earlier sentence's.
    if (attention) *attention = DecodedAttention{};
    if (attention) attention->encoder_self = collect_attention(encoder_probe, 0);
    auto src_mask = model->source_mask(src);  // (1, 1, 1, S)
    const int64_t limit = max_target_length(c, static_cast<int64_t>(src_ids.size()), options.max_extra);

    std::vector<Hypothesis> alive(1);  // the empty prefix
    std::vector<Hypothesis> finished;
    // For `attention`: each step's rows (K', L, H, Tk), and for each
    // hypothesis the beam row it was at every step (its back-pointers).
    std::vector<torch::Tensor> self_rows, cross_rows;
    std::vector<std::vector<int64_t>> alive_path(1), finished_path;
    bool gathering = attention != nullptr;
    int64_t gathered_bytes = 0;
    auto tokens = torch::full({1, 1}, c.bos_id, torch::TensorOptions().dtype(torch::kLong).device(device));
    nn::DecoderCache cache;
    const nn::OneThreadScope one_thread(nn::one_thread_decoding(c.d_model, k) && device.is_cpu());
    for (int64_t t = 0; t < limit && !alive.empty(); ++t) {
        throw_if_cancelled(options);
        const int64_t n_alive = static_cast<int64_t>(alive.size());
        // The cross-attention cache was filled from a batch of one; memory is
        // only read while that cache is empty, so it need not be expanded.
        auto mem = memory.expand({n_alive, memory.size(1), memory.size(2)});
        nn::ModelProbe probe;
        auto log_probs = next_log_probs(model, tokens, mem, src_mask, options.use_cache ? &cache : nullptr,
                                        gathering ? &probe : nullptr);  // (K', V)
        if (gathering) {
            self_rows.push_back(newest_query_rows(probe, false));   // (K', L, H, t + 1)
            cross_rows.push_back(newest_query_rows(probe, true));   // (K', L, H, S)
            gathered_bytes += (self_rows.back().numel() + cross_rows.back().numel()) * int64_t{sizeof(float)};
            if (gathered_bytes > options.gathered_attention_bytes) {  // attention_report's pass instead
                gathering = false;
                attention->encoder_self = AttentionSet{};
                std::vector<torch::Tensor>().swap(self_rows);
                std::vector<torch::Tensor>().swap(cross_rows);
            }
        }
        // Cumulative log-probabilities in float64, summed exactly as greedy does.
        auto prefix = torch::empty({n_alive, 1}, torch::kFloat64);
        for (int64_t i = 0; i < n_alive; ++i) prefix[i][0] = alive[i].log_prob;
        auto total = (log_probs.to(torch::kCPU, torch::kFloat64) + prefix).view({-1});  // (K' * V)
        const int64_t vocab = log_probs.size(1);
        // The best K - finished extensions. Those that take EOS are finished
        // and leave the beam, which narrows; the search ends when nothing is
        // alive. So beam 1 is exactly greedy, and a hypothesis that is still
        // the most likely is never cut off by weaker ones that ended early.
        const int64_t width = k - static_cast<int64_t>(finished.size());
        auto top = total.topk(std::min<int64_t>(width, total.size(0)));
        auto top_scores = std::get<0>(top);
        auto top_index = std::get<1>(top);

        BeamStep step;
        std::vector<Hypothesis> next_alive;
        std::vector<std::vector<int64_t>> next_path;
        std::vector<int64_t> parents, next_tokens;
        const bool last_step = t + 1 >= limit;
        for (int64_t r = 0; r < top_index.size(0); ++r) {
            // Forbidden outputs (pad, BOS) are -inf: with a beam wider than
            // the tokens left, topk still returns them. They are no
            // hypotheses; the rest are -inf too (sorted), so stop here. A NaN
            // (topk puts it first: an overflow in one row) is skipped alone.
            const double candidate = top_scores[r].item<double>();
            if (std::isnan(candidate)) continue;
            if (std::isinf(candidate) && candidate < 0) break;
            const int64_t flat = top_index[r].item<int64_t>();
            const int64_t parent = flat / vocab, token = flat % vocab;
            Hypothesis h = alive[parent];
            h.tokens.push_back(token);
            h.log_prob = top_scores[r].item<double>();
            h.score = h.log_prob / length_penalty(static_cast<int64_t>(h.tokens.size()), options.alpha);
            std::vector<int64_t> path;
            if (gathering) {
                path = alive_path[static_cast<size_t>(parent)];
                path.push_back(parent);
            }
            if (token == c.eos_id || last_step) {
                step.candidates.push_back({parent, token, h.log_prob, h.score, true});
                finished.push_back(std::move(h));
                finished_path.push_back(std::move(path));
                continue;
            }
            step.candidates.push_back({parent, token, h.log_prob, h.score, false});
            next_alive.push_back(std::move(h));
            next_path.push_back(std::move(path));
            parents.push_back(parent);
            next_tokens.push_back(token);
        }
        // Alive candidates first, then the finished ones (stable).
        std::stable_partition(step.candidates.begin(), step.candidates.end(),
                              [](const BeamCandidate& x) { return !x.finished; });
        if (trace) trace->steps.push_back(step);
        if (next_alive.empty()) break;
        auto parent_index = torch::tensor(parents, torch::kLong).to(device);
        if (options.use_cache) cache.select(parent_index);
        tokens = torch::cat({tokens.index_select(0, parent_index),
                             torch::tensor(next_tokens, torch::kLong).to(device).unsqueeze(1)},
                            1);
        alive = std::move(next_alive);
        alive_path = std::move(next_path);
    }
    if (finished.empty()) {
        finished = alive;
        finished_path = alive_path;
    }
    if (gathering && !finished.empty()) {
        // The one the stable sort below puts first: the earliest of the best scores.
        size_t best = 0;
        for (size_t i = 1; i < finished.size(); ++i)
            if (finished[i].score > finished[best].score) best = i;
        const auto& path = finished_path[best];
        attention->decoder_self = hypothesis_attention(self_rows, path, static_cast<int64_t>(path.size()));
        attention->cross = hypothesis_attention(cross_rows, path, memory.size(1));
    }
    std::stable_sort(finished.begin(), finished.end(),
                     [](const Hypothesis& a, const Hypothesis& b) { return a.score > b.score; });
    const int64_t n = std::min<int64_t>(std::max<int64_t>(options.nbest, 1), static_cast<int64_t>(finished.size()));
    finished.resize(n);
    return finished;
}

std::vector<std::string> greedy_translations(nn::Transformer& model, const tok::Tokenizer& tokenizer,
                                             const std::vector<std::vector<int64_t>>& sources, torch::Device device,
                                             const std::atomic<bool>* cancel, int64_t max_extra,
                                             std::vector<torch::Tensor>* memories) {
    SearchOptions options;
    options.cancel = cancel;  // decode::Cancelled ends it
    options.max_extra = max_extra;
    std::vector<size_t> order(sources.size());
    for (size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(),
                     [&](size_t a, size_t b) { return sources[a].size() < sources[b].size(); });
    std::vector<std::string> out(sources.size());
    constexpr size_t kBatch = 96;
    const size_t chunks = (order.size() + kBatch - 1) / kBatch;
    if (memories && memories->size() != chunks) memories->clear();
    for (size_t start = 0; start < order.size(); start += kBatch) {
        std::vector<std::vector<int64_t>> chunk;
        for (size_t i = start; i < std::min(order.size(), start + kBatch); ++i) chunk.push_back(sources[order[i]]);
        const auto src = data::pad_sources(chunk, device, model->config.source_pad());
        torch::Tensor memory;
        if (memories) {
            const size_t index = start / kBatch;
            if (memories->size() <= index) {
                torch::NoGradGuard no_grad;
                memories->push_back(model->encode(src));
            }
            memory = (*memories)[index];
        }
        auto hyps = greedy_search(model, src, options, memory);
        for (size_t i = 0; i < hyps.size(); ++i) out[order[start + i]] = tokenizer.decode(hyps[i].tokens);
    }
    return out;
}

}  // namespace studio::decode
