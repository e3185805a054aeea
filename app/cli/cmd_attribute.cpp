// attention-studio-cli attribute: why each target token was chosen, by
// gradient attribution (analysis/attribution.h), and how far each head's
// attention agrees with it.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_args.h"
#include "commands.h"

#include "analysis/sentence_attribution.h"
#include "engine/device.h"
#include "tokenizer/marian_vocab.h"
#include "train/model_io.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <cmath>
#include <iostream>
#include <string>

namespace studio::cli {
namespace {

const char* kAttributeHelp = R"(usage: attention-studio-cli attribute --checkpoint CKPT [--method M] [options] < INPUT

Explains the model's target tokens by gradient attribution: for each target token y_i, a score
for every source piece and every earlier decoder input (BOS y1 .. y_{i-1}) of
f = log p(y_i | source, y_<i), taken at the token embeddings (after the sqrt(d_model) scaling,
before the positions are added). Reads stdin, one input per line: a source sentence (the model
translates it, greedily unless --beam says otherwise, and every token of the translation is
explained), or a JSON object with
"source" and optionally "target" (teacher-forced instead of translating), "position" (explain
only that target token, 0 = the first) and "contrast" (a token, e.g. "house" or "▁house", or a
vocabulary id: explains log p(y_i) - log p(contrast), "why y_i rather than that").
  --method M         saliency (gradient norm), input-x-gradient (embedding . gradient) or
                     integrated-gradients (default; Sundararajan et al. 2017: baseline = every token's
                     embedding activation set to zero, BOS and EOS kept)
  --steps N          integrated gradients' gradient evaluations per token (default 50)
  --rule R           adaptive (default: trapezoids on N/2 equal intervals, the other evaluations
                     bisecting the intervals whose trapezoid misses f's own change the most),
                     midpoint (the Riemann sum at the middle of N equal intervals) or gauss-legendre
  --max-steps N      adaptive only: a token whose completeness gap is still above 5 % after
                     --steps gets more evaluations, up to N (default 4 x --steps; --steps: never)
  --words            also merge the scores to whitespace words (a word's score is the sum of its pieces')
  --beam K           translate with beam search of size K (default 1: greedy; `translate` and the
                     app's Translate page use 4 or the model's own: pass it to explain their translation)
  --alpha A          the beam's length penalty alpha (default 0.6)
  --max-extra N      translations end at source length + N tokens (default 50)
  --language TOKEN   a multilingual model's target language (>>deu<< or deu), put first on every
                     source that does not start with its own (default: the language the model
                     was fine-tuned into, else its first such token, as the app's Translate page
                     starts)
  --json             accepted for symmetry with the other commands: the output is always JSON
  --threads N  --device cpu|cuda
Prints one JSON line per input: source, target, source_tokens, target_tokens, method, steps,
seconds (the time the input took, translation included), and
"tokens": for each explained token its position, token, contrast, f, source_scores,
target_scores, sum, for integrated gradients steps (the evaluations it took), f_baseline and completeness_gap
(|sum - (f(x) - f(baseline))| / |f(x) - f(baseline)|, the absolute difference where
|f(x) - f(baseline)| < 0.05), and "heads": Kendall's tau-b of each head's attention row (cross over
the source, decoder self over the target prefix, at the step that predicts the token) with the
magnitudes of the scores, BOS and EOS left out.
)";

nlohmann::json nan_or(double value) {
    return std::isnan(value) ? nlohmann::json(nullptr) : nlohmann::json(value);
}

analysis::SentenceAttributionRequest parse_input(const std::string& line, int64_t line_number,
                                                 const tok::Tokenizer& tokenizer) {
    analysis::SentenceAttributionRequest request;
    const std::string where = "stdin line " + std::to_string(line_number);
    if (line.empty() || line.front() != '{') {
        request.source = line;
        return request;
    }
    nlohmann::json j;
    try {
        j = nlohmann::json::parse(line);
    } catch (const nlohmann::json::parse_error& e) {
        throw std::runtime_error(where + ": not valid JSON (" + e.what() + ")");
    }
    if (!j.is_object() || !j.contains("source") || !j["source"].is_string())
        throw std::runtime_error(where + ": a JSON input needs a \"source\" string");
    request.source = j["source"].get<std::string>();
    if (j.contains("target")) {
        if (!j["target"].is_string()) throw std::runtime_error(where + ": \"target\" must be a string");
        request.has_target = true;
        request.target = j["target"].get<std::string>();
    }
    if (j.contains("position")) {
        if (!j["position"].is_number_integer()) throw std::runtime_error(where + ": \"position\" must be an integer");
        request.positions.push_back(j["position"].get<int64_t>());
    }
    if (j.contains("contrast")) {
        const auto& c = j["contrast"];
        try {
            if (c.is_number_integer()) {
                request.contrast = c.get<int64_t>();
                if (request.contrast < 0 || request.contrast >= tokenizer.target_vocab_size())
                    throw std::invalid_argument("contrast id " + std::to_string(request.contrast) +
                                                " outside the target vocabulary 0.." +
                                                std::to_string(tokenizer.target_vocab_size() - 1));
            } else if (c.is_string()) {
                request.contrast = analysis::target_token_id(tokenizer, c.get<std::string>());
            } else {
                throw std::invalid_argument("\"contrast\" must be a token or a vocabulary id");
            }
        } catch (const std::invalid_argument& e) {
            throw std::runtime_error(where + ": " + e.what());
        }
    }
    return request;
}

nlohmann::json token_json(const analysis::SentenceAttribution& s, size_t k, bool words) {
    const auto& t = s.tokens[k];
    nlohmann::json j{{"position", t.position},
                     {"token", s.target_pieces[static_cast<size_t>(t.position)]},
                     {"contrast", t.contrast >= 0 ? nlohmann::json(t.contrast) : nlohmann::json(nullptr)},
                     {"f", t.f_input},
                     {"source_scores", t.source},
                     {"target_scores", t.target},
                     {"sum", t.sum}};
    if (t.method == analysis::AttributionMethod::IntegratedGradients) {
        j["steps"] = t.steps;
        j["f_baseline"] = t.f_baseline;
        j["completeness_gap"] = nan_or(t.completeness_gap);
    }
    if (words) {
        j["source_word_scores"] = analysis::merge_scores_to_words(t.source, s.source_piece_words, s.source_words);
        // The prefix BOS y1 .. y_{i-1}: decoder input p + 1 is target piece p.
        std::vector<double> prefix(t.target.begin() + 1, t.target.end());
        std::vector<int> prefix_words(s.target_piece_words.begin(),
                                      s.target_piece_words.begin() + static_cast<long>(prefix.size()));
        j["target_word_scores"] = analysis::merge_scores_to_words(prefix, prefix_words, s.target_words);
    }
    nlohmann::json heads = nlohmann::json::array();
    for (const auto& h : s.agreement[k])
        heads.push_back({{"kind", h.kind == analysis::AgreementKind::Cross ? "cross" : "decoder_self"},
                         {"layer", h.layer},
                         {"head", h.head},
                         {"tau", nan_or(h.tau)}});
    j["heads"] = heads;
    return j;
}

}  // namespace

int run_attribute(int argc, char** argv) {
    const Args a(argc, argv, 2, {"checkpoint", "method", "steps", "rule", "max-steps", "beam", "alpha", "max-extra", "language",
                  "threads", "device"},
                 {"help", "words", "json"});
    if (a.has("help")) {
        std::cout << kAttributeHelp;
        return 0;
    }
    analysis::AttributionOptions options;
    try {
        options.method = analysis::parse_method(a.text("method", "integrated-gradients"));
    } catch (const std::invalid_argument& e) {
        throw UsageError(std::string("--method: ") + e.what());
    }
    options.steps = a.integer("steps", 50, 1, 100000);
    options.max_steps = a.integer("max-steps", 4 * options.steps, options.steps, 400000);
    const std::string rule = a.text("rule", "adaptive");
    if (rule == "adaptive")
        options.rule = analysis::QuadratureRule::Adaptive;
    else if (rule == "midpoint")
        options.rule = analysis::QuadratureRule::Midpoint;
    else if (rule == "gauss-legendre")
        options.rule = analysis::QuadratureRule::GaussLegendre;
    else
        throw UsageError("--rule '" + rule + "': expected adaptive, midpoint or gauss-legendre");
    const int64_t max_extra = a.integer("max-extra", 50, 0, 100000);
    const int64_t beam = a.integer("beam", 1, 1, 1000);
    const double alpha = a.real("alpha", 0.6, 0.0, 10.0);
    set_thread_count(static_cast<int>(a.integer("threads", 0, 0, 1024)));
    auto loaded = train::load_model(a.required("checkpoint"), parse_device(a.text("device", "cpu")));
    const std::string language =
            language_option(a.text("language"), a.has("language"), loaded);
    install_stop_handlers();
    options.cancel = &g_stop_requested;

    std::string line;
    int64_t line_number = 0;
    while (read_input_line(std::cin, line, line_number + 1)) {
        ++line_number;
        auto request = parse_input(line, line_number, loaded.tokenizer);
        request.source = tok::with_language_token(request.source, language);
        request.max_extra = max_extra;
        request.beam_size = beam;
        request.alpha = alpha;
        analysis::SentenceAttribution s;
        const auto start = std::chrono::steady_clock::now();
        try {
            s = analysis::attribute_sentence(loaded.model, loaded.tokenizer, request, options);
        } catch (const std::invalid_argument& e) {
            throw std::runtime_error("stdin line " + std::to_string(line_number) + ": " + e.what());
        }
        nlohmann::json out{{"source", s.source},
                           {"target", s.target},
                           {"source_tokens", s.source_pieces},
                           {"target_tokens", s.target_pieces},
                           {"method", analysis::method_name(options.method)},
                           {"steps", options.method == analysis::AttributionMethod::IntegratedGradients
                                         ? options.steps
                                         : 0}};
        if (options.method == analysis::AttributionMethod::IntegratedGradients) out["rule"] = rule;
        // Said, as translate says it (the pieces were cut without a word).
        out["source_truncated"] = s.source_truncated;
        out["target_truncated"] = s.target_truncated;
        if (s.source_truncated || s.target_truncated)
            std::cerr << "note: stdin line " << line_number << ": the " << (s.source_truncated ? "source" : "target")
                      << (s.source_truncated && s.target_truncated ? " and the target were" : " was")
                      << " longer than the model's " << loaded.model->config.max_positions
                      << " positions and cut to fit\n";
        out["seconds"] = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        nlohmann::json tokens = nlohmann::json::array();
        for (size_t k = 0; k < s.tokens.size(); ++k) tokens.push_back(token_json(s, k, a.has("words")));
        out["tokens"] = tokens;
        std::cout << out.dump() << std::endl;
    }
    return 0;
}

}  // namespace studio::cli
