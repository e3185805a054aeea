// attention-studio-cli translate / evaluate
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_args.h"
#include "commands.h"

#include "data/batcher.h"
#include "data/corpus_reader.h"
#include "decode/decode_session.h"
#include "decode/search.h"
#include "engine/device.h"
#include "engine/replace_file.h"
#include "nn/mixed_precision.h"
#include "eval/bleu.h"
#include "tokenizer/bleu_reference.h"
#include "tokenizer/marian_vocab.h"
#include "train/language_token.h"
#include "train/model_io.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>

namespace studio::cli {
namespace {

const char* kTranslateHelp = R"(usage: attention-studio-cli translate --checkpoint CKPT [options] < input > output

Reads one sentence a line on standard input and writes the best translation a
line (an empty line for an empty input).
  --beam K           beam size (default 4, or the model's own: a Marian folder's
                     num_beams; 1 = greedy)
  --alpha A          length penalty alpha (default 0.6)
  --nbest K          print K hypotheses per input as INDEX<TAB>SCORE<TAB>TEXT (INDEX: input line, from 0;
                     SCORE: log-probability / length penalty); an empty input gives K empty hypotheses
  --max-extra N      at most source length + N target tokens (default 50); a translation that
                     limit ended (the model had not) is said on standard error
  --attention FILE   write the attention of the first non-empty line's best translation as JSON
  --language TOKEN   a multilingual model's target language (>>deu<< or deu), put first on every
                     line that does not start with its own (as the app's Translate page does;
                     default: the language the model was fine-tuned into, else its first such
                     token, the page's first choice)
  --threads N  --device cpu|cuda
  --precision auto|fp32|bf16|fp16  decode with the weights converted to bfloat16 (AMX/AVX-512 BF16
                     CPUs, GPUs) or float16 (GPUs): the whole model, layer norms and embeddings included
                     (unlike training's mixed precision); the softmax runs in float32 (default fp32;
                     auto: bf16 where native)
)";

const char* kEvaluateHelp = R"(usage: attention-studio-cli evaluate --checkpoint CKPT --src FILE --ref FILE [options]

Translates FILE and prints corpus BLEU against the references. With --beam 1 the lines are
decoded as a run's dev BLEU decodes its dev set (greedy, in batches of similar length): on the
first --eval-sentences lines of the run's dev files (a demo's: demo-data NAME --seed <the run's
seed>), in fp32 on the run's --device, it gives the BLEU the run recorded.
  --beam K  --alpha A  --max-extra N  --language TOKEN  --threads N  --device cpu|cuda
  --precision auto|fp32|bf16|fp16  (default fp32)
  --tokenize 13a|none|char   BLEU tokenizer (default: the run's dev BLEU one, as the checkpoint
                     records it: char for numbers-de, else 13a)
  --json             print one JSON object
  --hyp-out FILE     also write the translations
)";

struct Translator {
    train::LoadedModel loaded;
    decode::SearchOptions options;
    torch::Device device{torch::kCPU};
    std::string language;  // --language: put first unless a line names its own
    c10::ScalarType dtype = torch::kFloat;  // what the products compute in (--precision)

    // Truncates sources longer than the model's positions, with a note.
    std::vector<int64_t> encode_source(const std::string& raw, int64_t line_number) const {
        const std::string line = tok::with_language_token(raw, language);
        bool truncated = false;
        auto ids = loaded.tokenizer.source_ids(line, loaded.model->config.max_positions, &truncated);
        // The tokens kept, not the whole line's count: encoding all of a line
        // far too long is what source_ids() avoids (it takes quadratic time).
        if (truncated) {
            const size_t framing = loaded.tokenizer.bos_on_source() ? 2 : 1;  // [BOS] and EOS
            std::cerr << "note: line " << line_number << ": longer than the model's "
                      << loaded.model->config.max_positions << " positions, cut to its first "
                      << (ids.size() > framing ? ids.size() - framing : 0) << " tokens\n";
        }
        return ids;
    }

    // The best translation of `src` as text.
    std::string best_text(const std::vector<int64_t>& src) { return loaded.tokenizer.decode(translate(src).front().tokens); }

    std::vector<decode::Hypothesis> translate(const std::vector<int64_t>& src) {
        if (options.beam_size == 1 && options.nbest <= 1)
            return decode::greedy_search(loaded.model, data::pad_sources({src}, device, loaded.model->config.source_pad()), options);
        return decode::beam_search(loaded.model, src, options);
    }
};

}  // namespace

std::string language_option(const std::string& value, bool given, const train::LoadedModel& model) {
    const auto tokens = model.tokenizer.language_tokens();
    if (!given) {
        // The app's Translate page starts with this token too, so that both
        // show one translation of a sentence (and a model that needs a token
        // gets one).
        const std::string token = train::default_language_token(model.checkpoint.training_config, model.tokenizer);
        if (token.empty()) return "";
        std::cerr << "note: translating into " << token << ", "
                  << (token == model.checkpoint.training_config.language_token
                          ? std::string("the target language the model was fine-tuned with")
                          : "the first of the model's " + std::to_string(tokens.size()) + " target-language tokens")
                  << ", as the app's Translate page starts; --language chooses another, and a line that starts "
                  << "with a token keeps its own\n";
        return token;
    }
    const std::string token = value.rfind(">>", 0) == 0 ? value : ">>" + value + "<<";
    try {
        train::check_language_token(token, tokens);
    } catch (const std::invalid_argument& e) {
        throw UsageError("--language " + value + ": " + e.what());
    }
    return token;
}

void refuse_writing_over_input(const std::string& option, const std::string& out,
                               const std::vector<std::pair<std::string, std::string>>& inputs) {
    for (const auto& [input_option, path] : inputs) {
        std::error_code ec;
        if (path.empty() || !std::filesystem::equivalent(out, path, ec)) continue;
        throw UsageError("--" + option + " " + out + " is the file --" + input_option +
                         " reads: it would be replaced; choose another file");
    }
}

namespace {

Translator open_translator(const Args& a) {
    set_thread_count(static_cast<int>(a.integer("threads", 0, 0, 1024)));
    Translator t;
    t.device = parse_device(a.text("device", "cpu"));
    t.loaded = train::load_model(a.required("checkpoint"), t.device);
    t.language = language_option(a.text("language"), a.has("language"), t.loaded);
    std::string note;
    const auto dtype = nn::resolve_compute_dtype(a.choice("precision", "fp32", precision_names()), t.device, &note);
    if (!note.empty()) std::cerr << "note: " << note << '\n';
    // Inference keeps no float32 master copy: the weights themselves are
    // converted, so no product pays for a cast.
    if (dtype != torch::kFloat) t.loaded.model->to(dtype);
    t.dtype = dtype;
    // The model's own beam size where it came with one (a Marian folder's num_beams).
    const int64_t model_beam = t.loaded.checkpoint.beam_size > 0 ? t.loaded.checkpoint.beam_size : 4;
    t.options.beam_size = a.integer("beam", model_beam, 1, 1000);
    t.options.alpha = a.real("alpha", 0.6, 0.0, 10.0);
    t.options.nbest = a.integer("nbest", 1, 1, 1000);
    t.options.max_extra = a.integer("max-extra", 50, 0, 100000);
    if (t.options.nbest > t.options.beam_size)
        throw UsageError("--nbest " + std::to_string(t.options.nbest) + " is larger than --beam " +
                         std::to_string(t.options.beam_size));
    return t;
}

nlohmann::json attention_json(const decode::AttentionSet& set) {
    nlohmann::json layers = nlohmann::json::array();
    for (int64_t l = 0; l < set.layers; ++l) {
        nlohmann::json heads = nlohmann::json::array();
        for (int64_t h = 0; h < set.heads; ++h) {
            nlohmann::json rows = nlohmann::json::array();
            for (int64_t r = 0; r < set.rows; ++r) {
                nlohmann::json row = nlohmann::json::array();
                for (int64_t c = 0; c < set.cols; ++c) row.push_back(set.at(l, h, r, c));
                rows.push_back(std::move(row));
            }
            heads.push_back(std::move(rows));
        }
        layers.push_back(std::move(heads));
    }
    return layers;
}

void write_attention(const std::string& path, const decode::AttentionReport& r) {
    nlohmann::json j;
    j["source_tokens"] = r.source_tokens;
    j["decoder_input_tokens"] = r.decoder_input_tokens;
    j["target_tokens"] = r.target_tokens;
    j["encoder_self"] = attention_json(r.encoder_self);
    j["decoder_self"] = attention_json(r.decoder_self);
    j["cross"] = attention_json(r.cross);
    // Whole or not at all: a full disk at the last flush left a cut file.
    const std::string failed = replace_file(path, j.dump() + '\n');
    if (!failed.empty()) throw std::runtime_error(path + ": could not write the attention file: " + failed);
}

}  // namespace

int run_translate(int argc, char** argv) {
    const Args a(argc, argv, 2,
                 {"checkpoint", "beam", "alpha", "nbest", "max-extra", "attention", "language", "threads", "device",
                  "precision"},
                 {"help"});
    if (a.has("help")) {
        std::cout << kTranslateHelp;
        return 0;
    }
    if (!a.positional().empty())
        throw UsageError("unexpected argument '" + a.positional().front() + "'; translate reads standard input");
    if (a.has("attention")) refuse_writing_over_input("attention", a.text("attention"), {{"checkpoint", a.text("checkpoint")}});
    Translator t = open_translator(a);
    const std::string attention_path = a.text("attention");
    const bool nbest_format = a.has("nbest");
    bool attention_written = false;
    std::string line;
    int64_t index = 0;
    while (read_input_line(std::cin, line, index + 1)) {
        if (data::is_blank_text(line)) {
            // Nothing to translate: an empty line, or K empty hypotheses.
            if (nbest_format) {
                for (int64_t k = 0; k < t.options.nbest; ++k) std::cout << index << "\t0\t\n";
            } else {
                std::cout << '\n';
            }
            ++index;
            continue;
        }
        const auto src = t.encode_source(line, index + 1);
        // The attention written is the one the search computed for its best
        // hypothesis (gathered step by step, as the Translate page shows it),
        // not a second pass: in bfloat16 that pass would round the weights
        // its own way. beam_search with beam 1 is exactly greedy_search.
        const bool write_now = !attention_written && !attention_path.empty();
        decode::DecodedAttention decoded;
        const auto hyps = write_now ? decode::beam_search(t.loaded.model, src, t.options, nullptr, &decoded)
                                    : t.translate(src);
        if (nbest_format) {
            for (const auto& h : hyps)
                std::cout << index << '\t' << h.score << '\t' << t.loaded.tokenizer.decode(h.tokens) << '\n';
        } else {
            std::cout << t.loaded.tokenizer.decode(hyps.front().tokens) << '\n';
        }
        std::cout.flush();
        // A hypothesis the length limit ended is scored without the model's
        // own EOS and can rank first: said (the Translate page marks it),
        // beside the output, which stays one line per input.
        const size_t shown = nbest_format ? hyps.size() : 1;
        for (size_t k = 0; k < shown; ++k)
            if (hyps[k].tokens.empty() || hyps[k].tokens.back() != t.loaded.model->config.eos_id)
                std::cerr << "translate: input line " << index + 1 << (nbest_format ? ", hypothesis " + std::to_string(k + 1) : "")
                          << ": cut by the length limit (source length + --max-extra " << t.options.max_extra
                          << ", at most the model's " << t.loaded.model->config.max_positions
                          << " positions); the model had not ended it\n";
        if (write_now) {
            write_attention(attention_path, decode::attention_report(t.loaded.model, t.loaded.tokenizer, src,
                                                                     hyps.front().tokens, std::move(decoded)));
            attention_written = true;
        }
        ++index;
    }
    if (!attention_path.empty() && !attention_written)
        throw std::runtime_error("no attention written to " + attention_path + ": the input had no non-empty line");
    return 0;
}

int run_evaluate(int argc, char** argv) {
    const Args a(argc, argv, 2,
                 {"checkpoint", "src", "ref", "beam", "alpha", "max-extra", "language", "threads", "device", "precision",
                  "tokenize", "hyp-out"},
                 {"help", "json"});
    if (a.has("help")) {
        std::cout << kEvaluateHelp;
        return 0;
    }
    if (!a.positional().empty()) throw UsageError("unexpected argument '" + a.positional().front() + "'");
    if (a.has("tokenize")) a.choice("tokenize", "", bleu_tokenize_names());  // refused before the model opens
    if (a.has("hyp-out"))
        refuse_writing_over_input("hyp-out", a.text("hyp-out"),
                                  {{"src", a.text("src")}, {"ref", a.text("ref")}, {"checkpoint", a.text("checkpoint")}});
    const auto sources = data::read_lines(a.required("src"));
    const auto references = data::read_lines(a.required("ref"));
    require_same_lines(a.text("src"), sources.size(), a.text("ref"), references.size());
    Translator t = open_translator(a);
    const auto tokenizer =
            eval::bleu_tokenizer_from_name(a.text("tokenize", t.loaded.checkpoint.training_config.bleu_tokenize));
    const auto start = std::chrono::steady_clock::now();
    std::vector<std::string> hyps(sources.size());  // an empty line's stays empty
    if (t.options.beam_size == 1) {
        // Greedy as the run's dev BLEU (and the pruning curve) decodes: the
        // lines in batches of similar length. One sentence at a time sums the
        // products in another order, and a near tie may then go the other way.
        // A line longer than any the run scored (its --max-len; dev BLEU
        // leaves those pairs out) goes alone: 96 lines of a thousand tokens
        // in one batch would hold gigabytes of attention scores.
        const size_t longest_batched = static_cast<size_t>(t.loaded.checkpoint.training_config.max_len) + 2;
        std::vector<std::vector<int64_t>> encoded;
        std::vector<size_t> lines;
        for (size_t i = 0; i < sources.size(); ++i) {
            if (data::is_blank_text(sources[i])) continue;
            auto ids = t.encode_source(sources[i], static_cast<int64_t>(i + 1));
            if (ids.size() > longest_batched) {
                hyps[i] = t.best_text(ids);
                continue;
            }
            encoded.push_back(std::move(ids));
            lines.push_back(i);
        }
        const auto decoded = decode::greedy_translations(t.loaded.model, t.loaded.tokenizer, encoded, t.device,
                                                         nullptr, t.options.max_extra);
        for (size_t k = 0; k < lines.size(); ++k) hyps[lines[k]] = decoded[k];
    } else {
        for (size_t i = 0; i < sources.size(); ++i)
            if (!data::is_blank_text(sources[i]))
                hyps[i] = t.best_text(t.encode_source(sources[i], i + 1));
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (a.has("hyp-out")) data::write_lines(a.text("hyp-out"), hyps);
    // As the model can write them (a word-level model's words apart:
    // tokenizer/bleu_reference.h); --hyp-out holds the decoded text as it is.
    if (tok::splits_bleu_references(t.loaded.tokenizer))
        std::cerr << "note: the references are split into the model's words before scoring, as its word-level "
                     "tokenizer writes its translations (\"don't\" as \"don ' t\"); bleu on --hyp-out against "
                     "the raw references scores without that split\n";
    const auto score = eval::corpus_bleu(hyps, tok::bleu_references(t.loaded.tokenizer, references), tokenizer);
    if (a.has("json")) {
        auto j = nlohmann::json::parse(score.to_json(tokenizer));
        j["sentences"] = sources.size();
        j["beam"] = t.options.beam_size;
        j["alpha"] = t.options.alpha;
        j["max_extra"] = t.options.max_extra;
        j["language"] = t.language.empty() ? nlohmann::json(nullptr) : nlohmann::json(t.language);
        // What the products computed in (--precision auto is bf16 on some processors, fp32 on others).
        j["computed_in"] = t.dtype == torch::kBFloat16 ? "bf16" : t.dtype == torch::kHalf ? "fp16" : "fp32";
        j["seconds"] = seconds;
        std::cout << j.dump() << '\n';
    } else {
        std::cout << score.to_string() << '\n';
    }
    return 0;
}

}  // namespace studio::cli
