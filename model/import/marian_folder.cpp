// The small files of a Marian folder: configuration, decoding settings,
// tokenizer (see marian_import.h).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/marian_import.h"

#include "tokenizer/tokenizer.h"

#include <nlohmann/json.hpp>

#include <sys/stat.h>

#include <fstream>
#include <sstream>

namespace studio::import {
namespace {

using train::CheckpointError;

// Far above any config.json or vocab.json (a 64k-piece vocab.json is ~2 MB).
constexpr uint64_t kMaxSmallFile = 64ull << 20;

bool file_exists(const std::string& path) {
    struct stat st {};
    return ::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode);
}

std::string lfs_message() {
    return "is a git-lfs pointer, not the file itself: the folder was cloned without git-lfs. In the clone run "
           "'git lfs install' and 'git lfs pull' (or download the folder with huggingface_hub's snapshot_download), "
           "then open it again";
}

std::string read_small_file(const std::string& path) {
    if (is_lfs_pointer(path)) throw CheckpointError(path, lfs_message());
    std::ifstream in(path, std::ios::binary | std::ios::ate);
    if (!in) throw CheckpointError(path, "cannot open the file");
    const auto size = static_cast<uint64_t>(in.tellg());
    if (size > kMaxSmallFile)
        throw CheckpointError(path, "is " + std::to_string(size) + " bytes; a file of this kind is far smaller");
    in.seekg(0);
    std::string bytes(static_cast<size_t>(size), '\0');
    if (size > 0 && !in.read(&bytes[0], static_cast<std::streamsize>(size)))
        throw CheckpointError(path, "cannot read the file");
    return bytes;
}

nlohmann::json read_json(const std::string& path) {
    const std::string text = read_small_file(path);
    try {
        auto j = nlohmann::json::parse(text, [&](int depth, nlohmann::json::parse_event_t, nlohmann::json&) {
            if (depth > 16) throw CheckpointError(path, "nests deeper than a model's configuration does");
            return true;
        });
        if (!j.is_object()) throw CheckpointError(path, "is not a JSON object");
        return j;
    } catch (const nlohmann::json::exception& e) {
        throw CheckpointError(path, std::string("is not valid JSON: ") + e.what());
    }
}

// A setting of config.json: an integer in [low, high], or `fallback` when absent.
int64_t integer(const nlohmann::json& j, const char* key, int64_t fallback, int64_t low, int64_t high,
                const std::string& path) {
    if (!j.contains(key) || j[key].is_null()) {
        if (fallback < low) throw CheckpointError(path, std::string("lacks \"") + key + "\"");
        return fallback;
    }
    const auto& v = j[key];
    if (!v.is_number_integer() || v.get<int64_t>() < low || v.get<int64_t>() > high)
        throw CheckpointError(path, std::string("\"") + key + "\" is " + v.dump() + "; it must be an integer from " +
                                        std::to_string(low) + " to " + std::to_string(high));
    return v.get<int64_t>();
}

// bad_words_ids ([[id], [id, id], ...]): the engine never generates the pad,
// which is what opus-mt folders list; any other entry is said in a note, as
// it is not applied. Refused when it is not a list of lists of ids.
void note_bad_words(const nlohmann::json& j, int64_t pad_id, const std::string& path,
                    std::vector<std::string>& notes) {
    const auto& v = j["bad_words_ids"];
    if (v.is_null()) return;
    std::string others;
    bool shape_ok = v.is_array();
    for (size_t i = 0; shape_ok && i < v.size(); ++i) {
        shape_ok = v[i].is_array() && !v[i].empty();
        for (size_t k = 0; shape_ok && k < v[i].size(); ++k) shape_ok = v[i][k].is_number_integer();
        if (shape_ok && !(v[i].size() == 1 && v[i][0].get<int64_t>() == pad_id))
            others += (others.empty() ? "" : ", ") + v[i].dump();
    }
    if (!shape_ok)
        throw CheckpointError(path, "\"bad_words_ids\" is " + v.dump().substr(0, 200) +
                                        "; it must be a list of lists of token ids");
    if (!others.empty())
        notes.push_back(path + ": bad_words_ids " + others +
                        " are not applied (only the pad id, which is never generated, is kept out of translations)");
}

// Decoding settings the library honours and the studio does not: each one a
// folder sets to other than the library's default is said in a note (they
// changed the folder's translations without a word).
void note_unapplied_decoding(const nlohmann::json& j, const std::string& path, std::vector<std::string>& notes) {
    struct Setting {
        const char* key;
        double neutral;  // the library's default, which changes nothing
        const char* what;
    };
    static const Setting settings[] = {
        {"length_penalty", 1.0,
         "the library divides a hypothesis' log-probability by its length to this power; the studio's beam ranks "
         "with the paper's GNMT penalty (--alpha, 0.6)"},
        {"no_repeat_ngram_size", 0.0, "repeated n-grams are not forbidden"},
        {"encoder_no_repeat_ngram_size", 0.0, "n-grams of the source are not forbidden"},
        {"repetition_penalty", 1.0, "repeated tokens are not penalised"},
        {"min_length", 0.0, "</s> is not forbidden before a minimum length"},
        {"min_new_tokens", 0.0, "</s> is not forbidden before a minimum length"},
        {"num_beam_groups", 1.0, "the beam is one group (no diverse beam search)"},
        {"diversity_penalty", 0.0, "the beam is one group (no diverse beam search)"},
        {"do_sample", 0.0, "translations are searched, not sampled"},
        {"renormalize_logits", 0.0,
         "probabilities are shown as the model gives them, not renormalised after the pad is forbidden"},
    };
    for (const Setting& s : settings) {
        if (!j.contains(s.key) || j[s.key].is_null()) continue;
        const auto& v = j[s.key];
        const double value = v.is_boolean() ? (v.get<bool>() ? 1.0 : 0.0) : v.is_number() ? v.get<double>() : s.neutral;
        if (value != s.neutral)
            notes.push_back(path + ": " + s.key + " " + v.dump() + " is not applied: " + s.what);
    }
}

bool boolean(const nlohmann::json& j, const char* key, bool fallback, const std::string& path) {
    if (!j.contains(key) || j[key].is_null()) return fallback;
    if (!j[key].is_boolean())
        throw CheckpointError(path, std::string("\"") + key + "\" is " + j[key].dump() + "; it must be true or false");
    return j[key].get<bool>();
}

double real(const nlohmann::json& j, const char* key, double fallback, const std::string& path) {
    if (!j.contains(key) || j[key].is_null()) return fallback;
    if (!j[key].is_number() || j[key].get<double>() < 0.0 || j[key].get<double>() >= 1.0)
        throw CheckpointError(path, std::string("\"") + key + "\" is " + j[key].dump() + "; it must be in [0, 1)");
    return j[key].get<double>();
}

nn::Activation activation_of(const nlohmann::json& j, const std::string& path) {
    if (j.contains("activation_function") && !j["activation_function"].is_string())
        throw CheckpointError(path, "\"activation_function\" is " + j["activation_function"].dump() +
                                        "; it must be a name: swish (silu), relu or gelu");
    const std::string name = j.contains("activation_function") ? j["activation_function"].get<std::string>()
                                                                : "gelu";  // the library's default for this model type
    if (name == "swish" || name == "silu") return nn::Activation::SiLU;
    if (name == "relu") return nn::Activation::ReLU;
    if (name == "gelu") return nn::Activation::GELU;
    throw CheckpointError(path, "\"activation_function\" is \"" + name +
                                    "\"; this engine computes swish (silu), relu and gelu");
}

nn::TransformerConfig config_of(const nlohmann::json& j, const std::string& path) {
    const std::string type = j.contains("model_type") && j["model_type"].is_string() ? j["model_type"].get<std::string>()
                                                                                     : "";
    if (type != "marian")
        throw CheckpointError(path, "\"model_type\" is " + (type.empty() ? std::string("missing") : "\"" + type + "\"") +
                                        "; only Marian (OPUS-MT) folders, model_type \"marian\", can be opened");
    nn::TransformerConfig c;
    c.d_model = integer(j, "d_model", -1, 1, 65536, path);
    c.num_encoder_layers = integer(j, "encoder_layers", -1, 1, 64, path);
    c.num_decoder_layers = integer(j, "decoder_layers", -1, 1, 64, path);
    c.num_heads = integer(j, "encoder_attention_heads", -1, 1, 1024, path);
    if (integer(j, "decoder_attention_heads", c.num_heads, 1, 1024, path) != c.num_heads)
        throw CheckpointError(path, "the encoder has " + std::to_string(c.num_heads) + " heads and the decoder " +
                                        j["decoder_attention_heads"].dump() +
                                        "; this engine needs one head count for both");
    if (c.d_model % c.num_heads != 0)
        throw CheckpointError(path, "\"d_model\" " + std::to_string(c.d_model) + " is not a multiple of " +
                                        std::to_string(c.num_heads) + " heads");
    c.d_ff = integer(j, "encoder_ffn_dim", -1, 1, 1 << 20, path);
    if (integer(j, "decoder_ffn_dim", c.d_ff, 1, 1 << 20, path) != c.d_ff)
        throw CheckpointError(path, "\"encoder_ffn_dim\" and \"decoder_ffn_dim\" differ (" + std::to_string(c.d_ff) +
                                        ", " + j["decoder_ffn_dim"].dump() + "); this engine needs one d_ff");
    c.activation = activation_of(j, path);
    c.scale_embeddings = boolean(j, "scale_embedding", false, path);
    if (!boolean(j, "static_position_embeddings", true, path))
        throw CheckpointError(path, "\"static_position_embeddings\" is false; Marian models use the fixed "
                                    "sinusoidal table, and this engine reads no other");
    c.position_layout = nn::PositionLayout::SinThenCos;
    c.learned_positions = false;
    c.max_positions = integer(j, "max_position_embeddings", 1024, 2, 1 << 20, path);  // MarianConfig's default
    c.src_vocab_size = integer(j, "vocab_size", -1, 4, 1 << 24, path);
    c.tgt_vocab_size = integer(j, "decoder_vocab_size", c.src_vocab_size, 4, 1 << 24, path);
    c.share_embeddings = boolean(j, "share_encoder_decoder_embeddings", true, path);
    if (c.share_embeddings && c.src_vocab_size != c.tgt_vocab_size)
        throw CheckpointError(path, "shares its embeddings but \"vocab_size\" " + std::to_string(c.src_vocab_size) +
                                        " and \"decoder_vocab_size\" " + std::to_string(c.tgt_vocab_size) + " differ");
    c.tie_output_projection = boolean(j, "tie_word_embeddings", true, path);
    c.pre_norm = boolean(j, "normalize_before", false, path);
    c.pad_id = integer(j, "pad_token_id", -1, 0, c.tgt_vocab_size - 1, path);
    c.eos_id = integer(j, "eos_token_id", -1, 0, c.tgt_vocab_size - 1, path);
    c.bos_id = integer(j, "decoder_start_token_id", c.pad_id, 0, c.tgt_vocab_size - 1, path);
    c.output_bias = true;  // final_logits_bias
    c.attention_bias = true;
    c.layer_norm_eps = 1e-5;
    c.dropout = real(j, "dropout", 0.1, path);
    c.attention_dropout = real(j, "attention_dropout", 0.0, path);
    c.relu_dropout = real(j, "activation_dropout", 0.0, path);
    return c;
}

std::string join(const std::string& dir, const std::string& name) {
    return dir.empty() || dir.back() == '/' ? dir + name : dir + "/" + name;
}

}  // namespace

bool is_lfs_pointer(const std::string& path) {
    static const std::string kStart = "version https://git-lfs.github.com/spec/";
    std::ifstream in(path, std::ios::binary);
    std::string head(kStart.size(), '\0');
    in.read(&head[0], static_cast<std::streamsize>(head.size()));
    return in.gcount() == static_cast<std::streamsize>(head.size()) && head == kStart;
}

bool is_model_folder(const std::string& dir) {
    struct stat st {};
    return ::stat(dir.c_str(), &st) == 0 && S_ISDIR(st.st_mode) && file_exists(join(dir, "config.json"));
}

MarianFolder read_marian_folder(const std::string& dir) {
    MarianFolder f;
    f.dir = dir;
    const std::string config_path = join(dir, "config.json");
    if (!file_exists(config_path))
        throw CheckpointError(dir, "has no config.json: not a Hugging Face model folder");
    const nlohmann::json config = read_json(config_path);
    f.files.push_back(config_path);
    f.config = config_of(config, config_path);

    // Decoding settings: generation_config.json first, config.json after.
    nlohmann::json generation;
    const std::string generation_path = join(dir, "generation_config.json");
    if (file_exists(generation_path)) {
        generation = read_json(generation_path);
        f.files.push_back(generation_path);
    }
    for (const nlohmann::json* source : {static_cast<const nlohmann::json*>(&generation), &config}) {
        const std::string& where = source == &generation ? generation_path : config_path;
        if (f.beam_size == 0 && source->contains("num_beams")) f.beam_size = integer(*source, "num_beams", 0, 1, 64, where);
        if (f.max_length == 0 && source->contains("max_length"))
            f.max_length = integer(*source, "max_length", 0, 1, 1 << 20, where);
    }
    note_unapplied_decoding(generation.is_object() ? generation : config,
                            generation.is_object() ? generation_path : config_path, f.notes);
    const nlohmann::json& words = generation.contains("bad_words_ids") ? generation : config;
    if (words.contains("bad_words_ids"))
        note_bad_words(words, f.config.pad_id, &words == &generation ? generation_path : config_path, f.notes);

    // The tokenizer.
    bool separate = false;
    const std::string tokenizer_config = join(dir, "tokenizer_config.json");
    if (file_exists(tokenizer_config)) {
        separate = boolean(read_json(tokenizer_config), "separate_vocabs", false, tokenizer_config);
        f.files.push_back(tokenizer_config);
    }
    for (const char* name : {"source.spm", "target.spm", "vocab.json"})
        if (!file_exists(join(dir, name)))
            throw CheckpointError(dir, std::string("has no ") + name + " (a Marian folder holds source.spm, target.spm "
                                                                       "and vocab.json beside config.json)");
    f.tokenizer.source_spm = read_small_file(join(dir, "source.spm"));
    f.tokenizer.target_spm = read_small_file(join(dir, "target.spm"));
    const std::string vocab_path = join(dir, "vocab.json");
    try {
        f.tokenizer.source = tok::PieceVocab::from_json(read_small_file(vocab_path), vocab_path);
        if (separate) {
            const std::string target_path = join(dir, "target_vocab.json");
            if (!file_exists(target_path))
                throw CheckpointError(tokenizer_config, "says separate_vocabs but the folder has no target_vocab.json");
            f.tokenizer.target = std::make_shared<const tok::PieceVocab>(
                tok::PieceVocab::from_json(read_small_file(target_path), target_path));
            f.files.push_back(target_path);
        }
    } catch (const tok::TokenizerError& e) {
        throw CheckpointError(dir, e.what());
    }
    f.files.insert(f.files.end(), {join(dir, "source.spm"), join(dir, "target.spm"), vocab_path});
    f.tokenizer.decoder_start = f.config.bos_id;
    const auto& c = f.config;
    const int64_t source_size = f.tokenizer.source.size(), target_size = f.tokenizer.target_vocab().size();
    if (source_size != c.src_vocab_size || target_size != c.tgt_vocab_size)
        throw CheckpointError(dir, "the vocabularies have " + std::to_string(source_size) + " (source) and " +
                                       std::to_string(target_size) + " (target) pieces but config.json says " +
                                       std::to_string(c.src_vocab_size) + " and " + std::to_string(c.tgt_vocab_size));
    const auto& target = f.tokenizer.target_vocab();
    if (target.id_of("<pad>") != c.pad_id || target.id_of("</s>") != c.eos_id)
        throw CheckpointError(dir, "config.json's pad_token_id " + std::to_string(c.pad_id) + " and eos_token_id " +
                                       std::to_string(c.eos_id) + " are not the vocabulary's <pad> (" +
                                       std::to_string(target.id_of("<pad>")) + ") and </s> (" +
                                       std::to_string(target.id_of("</s>")) + ")");
    f.config.unk_id = target.id_of("<unk>");
    if (f.config.unk_id < 0) throw CheckpointError(vocab_path, "has no <unk> piece");
    const int64_t source_pad = f.tokenizer.source.id_of("<pad>");
    if (source_pad < 0) throw CheckpointError(vocab_path, "has no <pad> piece");
    f.config.source_pad_id = source_pad != c.pad_id ? source_pad : -1;

    // The weights: safetensors first (what current folders hold), else pytorch_model.bin.
    std::vector<std::string> pointers;
    for (const char* name : {"model.safetensors", "pytorch_model.bin"}) {
        const std::string path = join(dir, name);
        if (!file_exists(path)) continue;
        if (is_lfs_pointer(path)) {
            pointers.push_back(path);
            continue;
        }
        f.weights_path = path;
        break;
    }
    if (f.weights_path.empty()) {
        if (!pointers.empty()) throw CheckpointError(pointers.front(), lfs_message());
        throw CheckpointError(dir, "has no model.safetensors or pytorch_model.bin");
    }
    f.files.push_back(f.weights_path);
    try {
        f.config.validate();
    } catch (const std::invalid_argument& e) {
        throw CheckpointError(config_path, e.what());
    }
    return f;
}

}  // namespace studio::import
