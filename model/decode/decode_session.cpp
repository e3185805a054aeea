// SPDX-License-Identifier: GPL-3.0-or-later
#include "decode/decode_session.h"

#include "decode/search.h"
#include "nn/thread_scope.h"

#include <torch/torch.h>

#include <stdexcept>

namespace studio::decode {

std::vector<std::string> id_pieces(const tok::Tokenizer& tokenizer, const std::vector<int64_t>& ids) {
    std::vector<std::string> out;
    out.reserve(ids.size());
    for (int64_t id : ids) out.push_back(tokenizer.piece(id));
    return out;
}

std::vector<std::string> source_id_pieces(const tok::Tokenizer& tokenizer, const std::vector<int64_t>& ids) {
    std::vector<std::string> out;
    out.reserve(ids.size());
    for (int64_t id : ids) out.push_back(tokenizer.source_piece(id));
    return out;
}

AttentionSet collect_attention(const nn::ModelProbe& probe, int which) {
    const auto& layers = which == 0 ? probe.encoder : probe.decoder;
    AttentionSet set;
    if (layers.empty()) return set;
    std::vector<torch::Tensor> per_layer;
    for (const auto& layer : layers) {
        const auto& w = which == 2 ? layer.cross_attention.weights : layer.self_attention.weights;
        per_layer.push_back(w.select(0, 0).to(torch::kCPU, torch::kFloat32));  // (H, Tq, Tk)
    }
    auto all = torch::stack(per_layer).contiguous();  // (L, H, Tq, Tk)
    set.layers = all.size(0);
    set.heads = all.size(1);
    set.rows = all.size(2);
    set.cols = all.size(3);
    set.data.assign(all.data_ptr<float>(), all.data_ptr<float>() + all.numel());
    return set;
}

DecodeSession::DecodeSession(nn::Transformer model, const tok::Tokenizer& tokenizer, const std::string& source,
                             int64_t top_k, int64_t max_extra)
    : model_(std::move(model)), tokenizer_(tokenizer), top_k_(std::max<int64_t>(1, top_k)) {
    torch::NoGradGuard no_grad;
    model_was_training_ = model_->is_training();
    model_->eval();
    const auto& c = model_->config;
    const auto ids = tokenizer_.source_ids(source, c.max_positions, &source_truncated_);
    source_tokens_ = source_id_pieces(tokenizer_, ids);
    limit_ = std::min<int64_t>(static_cast<int64_t>(ids.size()) + max_extra, c.max_positions);
    const auto device = model_->parameters().front().device();
    src_ = torch::tensor(ids, torch::kLong).unsqueeze(0).to(device);  // (1, S)
    nn::ModelProbe probe;
    memory_ = model_->encode(src_, &probe);
    src_mask_ = model_->source_mask(src_);
    encoder_self_ = collect_attention(probe, 0);
    prefix_.push_back(c.bos_id);
    run_last_position();
}

DecodeSession::~DecodeSession() {
    if (model_was_training_) model_->train();
}

void DecodeSession::run_last_position() {
    torch::NoGradGuard no_grad;
    const nn::OneThreadScope one_thread(nn::one_thread_decoding(model_->config.d_model, 1) && src_.device().is_cpu());
    auto input = torch::tensor(std::vector<int64_t>{prefix_.back()}, torch::kLong).unsqueeze(0).to(src_.device());
    nn::ModelProbe probe;
    auto hidden = model_->decode(input, memory_, src_mask_, &probe, &cache_);  // (1, 1, D)
    pending_log_probs_ = torch::log_softmax(model_->project(hidden).view({-1}), -1).to(torch::kCPU);  // (V)
    forbid_special_outputs(pending_log_probs_, model_->config);
    pending_self_ = collect_attention(probe, 1);
    pending_cross_ = collect_attention(probe, 2);
    // Two more than asked: the pad and the decoder's start (probability 0) are
    // left out even when k reaches the vocabulary's size.
    const auto& c = model_->config;
    auto top = pending_log_probs_.exp().topk(std::min<int64_t>(top_k_ + 2, pending_log_probs_.size(0)));
    pending_top_.clear();
    for (int64_t i = 0; i < std::get<0>(top).size(0) && static_cast<int64_t>(pending_top_.size()) < top_k_; ++i) {
        const int64_t id = std::get<1>(top)[i].item<int64_t>();
        if (id == c.pad_id || id == c.bos_id) continue;
        pending_top_.push_back({id, tokenizer_.piece(id), std::get<0>(top)[i].item<float>()});
    }
}

bool DecodeSession::finished() const {
    if (!steps_.empty() && steps_.back().token == model_->config.eos_id) return true;
    return static_cast<int64_t>(steps_.size()) >= limit_;
}

const DecodeStep& DecodeSession::step(int64_t forced_token) {
    if (finished()) throw std::logic_error("the translation has finished; go back a step to change it");
    const int64_t vocab = pending_log_probs_.size(0);
    if (forced_token >= vocab)
        throw std::out_of_range("token id " + std::to_string(forced_token) + " is outside the vocabulary (0.." +
                                std::to_string(vocab - 1) + ")");
    // Never generated (forbid_special_outputs), and the full pass masks a pad
    // as a key where the cached step cannot: forcing one would make this
    // session's attention differ from every other view's.
    const auto& c = model_->config;
    if (forced_token >= 0 && (forced_token == c.pad_id || forced_token == c.bos_id))
        throw std::invalid_argument("token " + tokenizer_.piece(forced_token) + " (id " + std::to_string(forced_token) +
                                    ") is the " + (forced_token == c.pad_id ? "padding" : "decoder's start") +
                                    " token, which is never generated: it cannot be forced");
    DecodeStep s;
    s.position = static_cast<int64_t>(steps_.size());
    s.token = forced_token >= 0 ? forced_token : pending_top_.front().id;
    s.forced = forced_token >= 0 && forced_token != pending_top_.front().id;
    s.piece = tokenizer_.piece(s.token);
    s.top = pending_top_;
    s.decoder_self = pending_self_;
    s.cross = pending_cross_;
    steps_.push_back(std::move(s));
    prefix_.push_back(steps_.back().token);
    if (!finished()) run_last_position();
    return steps_.back();
}

bool DecodeSession::back() {
    if (steps_.empty()) return false;
    steps_.pop_back();
    prefix_.pop_back();
    // Drop the cached keys/values of the positions after the new prefix end
    // and re-run the last one to restore its distribution and attention.
    const int64_t keep = static_cast<int64_t>(prefix_.size()) - 1;
    const int64_t cached = cache_.length;
    for (auto& layer : cache_.layers) {
        if (layer.self_attention.empty()) continue;
        layer.self_attention.k = layer.self_attention.k.narrow(2, 0, keep);
        layer.self_attention.v = layer.self_attention.v.narrow(2, 0, keep);
    }
    cache_.length = std::min(cached, keep);
    run_last_position();
    return true;
}

std::vector<int64_t> DecodeSession::target_ids() const {
    std::vector<int64_t> ids;
    for (const auto& s : steps_) ids.push_back(s.token);
    return ids;
}

std::string DecodeSession::translation() const { return tokenizer_.decode(target_ids()); }

namespace {

// The report's labels; returns the decoder input BOS y1 .. y_{n-1}.
std::vector<int64_t> label_report(AttentionReport& report, const nn::TransformerConfig& c,
                                  const tok::Tokenizer& tokenizer, const std::vector<int64_t>& src_ids,
                                  const std::vector<int64_t>& target_ids) {
    std::vector<int64_t> decoder_input{c.bos_id};
    for (size_t i = 0; i + 1 < target_ids.size(); ++i) decoder_input.push_back(target_ids[i]);
    report.source_tokens = source_id_pieces(tokenizer, src_ids);
    report.decoder_input_tokens = id_pieces(tokenizer, decoder_input);
    report.target_tokens = id_pieces(tokenizer, target_ids);
    return decoder_input;
}

}  // namespace

AttentionReport attention_report(nn::Transformer& model, const tok::Tokenizer& tokenizer,
                                 const std::vector<int64_t>& src_ids, const std::vector<int64_t>& target_ids) {
    torch::NoGradGuard no_grad;
    const auto device = model->parameters().front().device();
    AttentionReport report;
    const auto decoder_input = label_report(report, model->config, tokenizer, src_ids, target_ids);
    auto src = torch::tensor(src_ids, torch::kLong).unsqueeze(0).to(device);
    auto tgt = torch::tensor(decoder_input, torch::kLong).unsqueeze(0).to(device);
    nn::ModelProbe probe;
    model->forward(src, tgt, &probe);
    report.encoder_self = collect_attention(probe, 0);
    report.decoder_self = collect_attention(probe, 1);
    report.cross = collect_attention(probe, 2);
    return report;
}

AttentionReport attention_report(nn::Transformer& model, const tok::Tokenizer& tokenizer,
                                 const std::vector<int64_t>& src_ids, const std::vector<int64_t>& target_ids,
                                 DecodedAttention decoded) {
    // Gathered for another hypothesis (or none): take the teacher-forced pass.
    if (target_ids.empty() || decoded.cross.rows != static_cast<int64_t>(target_ids.size()))
        return attention_report(model, tokenizer, src_ids, target_ids);
    AttentionReport report;
    label_report(report, model->config, tokenizer, src_ids, target_ids);
    report.encoder_self = std::move(decoded.encoder_self);
    report.decoder_self = std::move(decoded.decoder_self);
    report.cross = std::move(decoded.cross);
    return report;
}

}  // namespace studio::decode
