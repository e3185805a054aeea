// SPDX-License-Identifier: GPL-3.0-or-later
#include "tokenizer/tokenizer.h"

#include "tokenizer/spm_interface.h"
#include "tokenizer/spm_train_process.h"

#include <nlohmann/json.hpp>

#include <dlfcn.h>
#include <unistd.h>

#include <climits>
#include <cstdlib>
#include <fstream>
#include <mutex>
#include <sstream>
#include <string_view>

namespace studio::tok {
namespace {

constexpr const char* kPluginFile = "libstudio_spm.so";

// AddressSanitizer refuses dlopen() with RTLD_DEEPBIND (a deep-bound library
// would bind to libc's malloc and free, not to the sanitizer's). In such builds the
// plugin is loaded without it, so SentencePiece must only be used there by
// executables that do not link LibTorch (the two protobuf copies would
// meet; DESIGN §6), e.g. the tokenizer fuzzer (tests/fuzz/).
#if defined(__SANITIZE_ADDRESS__)
#define STUDIO_ASAN_BUILD 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define STUDIO_ASAN_BUILD 1
#endif
#endif
#ifdef STUDIO_ASAN_BUILD
constexpr int kPluginOpenFlags = RTLD_NOW | RTLD_LOCAL;
#else
constexpr int kPluginOpenFlags = RTLD_NOW | RTLD_LOCAL | RTLD_DEEPBIND;
#endif

// ATTENTION_STUDIO_SPM_DEEPBIND=0 loads the plugin without RTLD_DEEPBIND:
// for a LibTorch that exports no protobuf of its own (a pip LibTorch), where
// deep binding is not needed (scripts/gpu-check.sh tries both).
int plugin_open_flags() {
    const char* deep = std::getenv("ATTENTION_STUDIO_SPM_DEEPBIND");
    if (deep && std::string(deep) == "0") return kPluginOpenFlags & ~RTLD_DEEPBIND;
    return kPluginOpenFlags;
}

struct PluginApi {
    void* handle = nullptr;
    std::string path;
    std::string error;
    SpmBackend* (*create)() = nullptr;
    void (*destroy)(SpmBackend*) = nullptr;
};

std::string executable_dir() {
    char buffer[PATH_MAX];
    const ssize_t n = readlink("/proc/self/exe", buffer, sizeof(buffer) - 1);
    if (n <= 0) return ".";
    std::string path(buffer, static_cast<size_t>(n));
    const auto slash = path.rfind('/');
    return slash == std::string::npos ? "." : path.substr(0, slash);
}

std::vector<std::string> candidate_paths() {
    std::vector<std::string> paths;
    if (const char* dir = std::getenv("ATTENTION_STUDIO_PLUGIN_DIR")) paths.push_back(std::string(dir) + "/" + kPluginFile);
    const std::string exe = executable_dir();
    paths.push_back(exe + "/" + kPluginFile);                             // build tree
    paths.push_back(exe + "/../lib/attention-studio/" + kPluginFile);     // installed tree
    // The folder `cmake --install` wrote to; ATTENTION_STUDIO_PLUGIN_INSTALL_DIR
    // replaces it (a relocated install; tests, whose missing-plugin case an
    // install on the machine would otherwise hide).
    const char* installed = std::getenv("ATTENTION_STUDIO_PLUGIN_INSTALL_DIR");
    if (installed && *installed)
        paths.push_back(std::string(installed) + "/" + kPluginFile);
#ifdef STUDIO_PLUGIN_INSTALL_DIR
    else
        paths.push_back(std::string(STUDIO_PLUGIN_INSTALL_DIR) + "/" + kPluginFile);
#endif
    return paths;
}

// Loaded once per process and never unloaded (the backend objects it creates
// may live until exit).
const PluginApi& plugin() {
    static PluginApi api;
    static std::once_flag once;
    std::call_once(once, [] {
        std::ostringstream tried;
        for (const auto& path : candidate_paths()) {
            if (access(path.c_str(), R_OK) != 0) {
                tried << "\n  " << path << " (not found)";
                continue;
            }
            void* handle = dlopen(path.c_str(), plugin_open_flags());
            if (!handle) {
                tried << "\n  " << path << " (" << dlerror() << ")";
                continue;
            }
            auto abi = reinterpret_cast<int (*)()>(dlsym(handle, "studio_spm_abi_version"));
            auto create = reinterpret_cast<SpmBackend* (*)()>(dlsym(handle, "studio_spm_create"));
            auto destroy = reinterpret_cast<void (*)(SpmBackend*)>(dlsym(handle, "studio_spm_destroy"));
            if (!abi || !create || !destroy || abi() != kSpmPluginAbiVersion) {
                tried << "\n  " << path << " (not a compatible Attention Studio SentencePiece plugin)";
                dlclose(handle);
                continue;
            }
            api.handle = handle;
            api.path = path;
            api.create = create;
            api.destroy = destroy;
            return;
        }
        api.error = "cannot load the SentencePiece plugin " + std::string(kPluginFile) +
                    "; looked in:" + tried.str() +
                    "\nSet ATTENTION_STUDIO_PLUGIN_DIR to the folder that holds it.";
    });
    return api;
}

std::unique_ptr<SpmBackend, void (*)(SpmBackend*)> new_backend() {
    const PluginApi& api = plugin();
    if (!api.handle) throw TokenizerError(api.error);
    return {api.create(), api.destroy};
}

// SentencePiece says "Vocabulary size is too large. Please set it to a value <= N."
int suggested_vocab_size(const std::string& error) {
    const auto pos = error.find("<= ");
    if (pos == std::string::npos) return 0;
    return std::atoi(error.c_str() + pos + 3);
}

// "Vocabulary size is smaller than required_chars. 40 vs 67.": the size the
// training data's characters need (each a piece of its own, with the special
// pieces), else 0. Halving, as for other failures, could only fail again.
int required_vocab_size(const std::string& error) {
    const auto pos = error.find("required_chars");
    if (pos == std::string::npos) return 0;
    const auto vs = error.find(" vs ", pos);
    if (vs == std::string::npos) return 0;
    return std::atoi(error.c_str() + vs + 4);
}

}  // namespace

Tokenizer::Tokenizer() : backend_(nullptr, [](SpmBackend*) {}) {}
Tokenizer::~Tokenizer() = default;
Tokenizer::Tokenizer(Tokenizer&&) noexcept = default;
Tokenizer& Tokenizer::operator=(Tokenizer&&) noexcept = default;
Tokenizer::Tokenizer(std::unique_ptr<SpmBackend, void (*)(SpmBackend*)> backend, std::string bytes)
    : backend_(std::move(backend)), bytes_(std::move(bytes)) {}

std::string spm_plugin_path() {
    const PluginApi& api = plugin();
    if (!api.handle) throw TokenizerError(api.error);
    return api.path;
}

Tokenizer Tokenizer::train(const std::vector<std::string>& sentences, int vocab_size, uint64_t seed,
                           TokenizerTrainResult* result, const std::atomic<bool>* cancel) {
    constexpr int kMinVocab = 8;  // the 4 special pieces and a few more
    if (vocab_size < kMinVocab)
        throw TokenizerError("vocabulary size " + std::to_string(vocab_size) + " is too small; use at least " +
                             std::to_string(kMinVocab));
    if (sentences.empty()) throw TokenizerError("cannot train a tokenizer on no sentences");
    // Sentences SentencePiece would skip are left out here, counted: one
    // over 64 MiB broke the request to the training process, and a corpus of
    // only long lines ended in SentencePiece's "!sentences_.empty()".
    size_t too_long = 0;
    for (const auto& s : sentences) too_long += s.size() > kSpmMaxSentenceBytes ? 1 : 0;
    std::vector<std::string> short_enough;
    if (too_long > 0) {
        if (too_long == sentences.size())
            throw TokenizerError("every sentence is longer than " + std::to_string(kSpmMaxSentenceBytes) +
                                 " bytes, the longest SentencePiece learns from: the data has no line breaks "
                                 "between its sentences, or is not sentence-aligned text");
        short_enough.reserve(sentences.size() - too_long);
        for (const auto& s : sentences)
            if (s.size() <= kSpmMaxSentenceBytes) short_enough.push_back(s);
    }
    const std::vector<std::string>& learned = too_long > 0 ? short_enough : sentences;
    auto backend = new_backend();
    SpmTrainOptions options;
    options.vocab_size = vocab_size;
    options.seed = seed;
    TokenizerTrainResult info;
    info.requested_vocab_size = vocab_size;
    std::string bytes, error;
    for (int attempt = 0; attempt < 8; ++attempt) {
        error.clear();
        SpmChildAnswer answer = train_in_child_process(learned, options, cancel);
        if (answer.trained) {
            bytes = std::move(answer.model_bytes);
            if (!backend->load(bytes, &error))
                throw TokenizerError("SentencePiece trained a model it cannot load: " + error);
            break;
        }
        error = std::move(answer.error);
        const int needed = required_vocab_size(error);
        if (needed > options.vocab_size) {
            options.vocab_size = needed;
            bytes.clear();
            continue;
        }
        int lower = suggested_vocab_size(error);
        if (lower <= 0 || lower >= options.vocab_size) lower = options.vocab_size / 2;
        if (lower < kMinVocab)
            throw TokenizerError("SentencePiece could not train a vocabulary: " + error);
        options.vocab_size = lower;
        bytes.clear();
    }
    if (bytes.empty()) throw TokenizerError("SentencePiece could not train a vocabulary: " + error);
    info.vocab_size = backend->vocab_size();
    if (info.vocab_size < vocab_size) {
        info.message = "vocabulary size lowered from " + std::to_string(vocab_size) + " to " +
                       std::to_string(info.vocab_size) + ": the training data has too few distinct pieces";
    } else if (info.vocab_size > vocab_size) {
        info.message = "vocabulary size raised from " + std::to_string(vocab_size) + " to " +
                       std::to_string(info.vocab_size) + ": every character of the training data needs a piece "
                       "of its own";
    }
    if (too_long > 0)
        info.message += (info.message.empty() ? "" : "; ") + std::to_string(too_long) +
                        (too_long == 1 ? " sentence" : " sentences") + " longer than " +
                        std::to_string(kSpmMaxSentenceBytes) + " bytes " + (too_long == 1 ? "was" : "were") +
                        " left out of the tokenizer's training";
    if (result) *result = info;
    return Tokenizer(std::move(backend), std::move(bytes));
}

Tokenizer Tokenizer::from_bytes(const std::string& model_bytes) {
    auto backend = new_backend();
    std::string error;
    if (!backend->load(model_bytes, &error))
        throw TokenizerError("not a valid SentencePiece model: " + error);
    if (backend->pad_id() != kPad || backend->bos_id() != kBos || backend->eos_id() != kEos ||
        backend->unk_id() != kUnk) {
        throw TokenizerError("the SentencePiece model must use pad=0, bos=1, eos=2, unk=3 (it uses pad=" +
                             std::to_string(backend->pad_id()) + ", bos=" + std::to_string(backend->bos_id()) +
                             ", eos=" + std::to_string(backend->eos_id()) + ", unk=" +
                             std::to_string(backend->unk_id()) + "); retrain it with --pad_id=0 --bos_id=1 "
                             "--eos_id=2 --unk_id=3");
    }
    return Tokenizer(std::move(backend), model_bytes);
}

Tokenizer Tokenizer::from_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw TokenizerError(path + ": cannot open the SentencePiece model file");
    std::ostringstream bytes;
    bytes << in.rdbuf();
    try {
        return from_bytes(bytes.str());
    } catch (const TokenizerError& e) {
        throw TokenizerError(path + ": " + e.what());
    }
}

struct Tokenizer::WordPair {
    WordLevelVocab source;
    WordLevelVocab target;
};

Tokenizer Tokenizer::word_level(WordLevelVocab source, WordLevelVocab target) {
    Tokenizer t;
    auto special = [&](const char* token) {
        const int64_t id = target.id_of(token);
        if (id < 0)
            throw TokenizerError(std::string("the target tokenizer has no ") + token +
                                 " token (the tutorial design needs [PAD], [SOS], [EOS] and [UNK])");
        return id;
    };
    t.ids_.pad = special("[PAD]");
    t.ids_.bos = special("[SOS]");
    t.ids_.eos = special("[EOS]");
    t.ids_.unk = target.unk_id();
    if (source.unk_id() >= 0 && source.unk_id() != t.ids_.unk) t.ids_.source_unk = source.unk_id();
    nlohmann::json stored = {{"source", source.json()}, {"target", target.json()}};
    t.bytes_ = stored.dump();
    t.words_ = std::make_shared<const WordPair>(WordPair{std::move(source), std::move(target)});
    return t;
}

struct Tokenizer::MarianPair {
    MarianTokenizerParts parts;
    std::unique_ptr<SpmBackend, void (*)(SpmBackend*)> source{nullptr, [](SpmBackend*) {}};
    std::unique_ptr<SpmBackend, void (*)(SpmBackend*)> target{nullptr, [](SpmBackend*) {}};
    int64_t source_unk = 0;

    // Pieces -> ids through the side's vocabulary (<unk> where it lacks one),
    // a leading language code kept as one piece (MarianTokenizer's rule).
    std::vector<std::string> split(const std::string& text, bool source_side) const {
        auto [code, rest] = split_language_code(text);
        std::vector<std::string> pieces;
        if (!code.empty()) pieces.push_back(code);
        for (auto& p : (source_side ? source : target)->encode_pieces(rest)) pieces.push_back(std::move(p));
        return pieces;
    }
    std::vector<int64_t> encode(const std::string& text, bool source_side, int64_t target_unk) const {
        const PieceVocab& vocab = source_side ? parts.source : parts.target_vocab();
        const int64_t unk = source_side ? source_unk : target_unk;
        std::vector<int64_t> ids;
        for (const auto& piece : split(text, source_side)) {
            const int64_t id = vocab.id_of(piece);
            ids.push_back(id >= 0 ? id : unk);
        }
        return ids;
    }
    // Target ids -> text: runs of pieces target.spm knows are decoded by it;
    // a piece it does not know is written as it is (its ▁ as a space).
    std::string decode(const std::vector<int64_t>& ids, const SpecialIds& special) const {
        static const std::string kSpace = "\xe2\x96\x81";  // ▁
        std::string out;
        std::vector<int> run;
        bool run_starts_word = false;
        auto flush = [&] {
            if (run.empty()) return;
            std::string text = target->decode(run);
            if (run_starts_word && !out.empty() && !text.empty()) out += ' ';
            out += text;
            run.clear();
        };
        for (int64_t id : ids) {
            if (id == special.pad || id == special.bos || id == special.eos || id == special.unk) continue;
            const std::string piece = parts.target_vocab().piece(id);
            if (piece.empty()) continue;
            const int spm_id = target->piece_to_id(piece);
            if (spm_id >= 0 && target->id_to_piece(spm_id) == piece) {
                if (run.empty()) run_starts_word = piece.rfind(kSpace, 0) == 0;
                run.push_back(spm_id);
                continue;
            }
            flush();
            std::string literal;
            for (size_t i = 0; i < piece.size();) {
                if (piece.compare(i, kSpace.size(), kSpace) == 0) {
                    literal += ' ';
                    i += kSpace.size();
                } else {
                    literal += piece[i++];
                }
            }
            if (out.empty()) {  // SentencePiece drops the first word's leading space too
                const auto first = literal.find_first_not_of(' ');
                literal.erase(0, first == std::string::npos ? literal.size() : first);
            }
            out += literal;
        }
        flush();
        return out;
    }
};

Tokenizer Tokenizer::marian(MarianTokenizerParts parts) {
    auto pair = std::make_shared<MarianPair>();
    auto load = [](const std::string& bytes, const char* name) {
        auto backend = new_backend();
        std::string error;
        if (!backend->load(bytes, &error)) throw TokenizerError(std::string(name) + " is not a valid SentencePiece model: " + error);
        return backend;
    };
    pair->source = load(parts.source_spm, "source.spm");
    pair->target = load(parts.target_spm, "target.spm");
    const std::string target_origin = parts.target ? "target_vocab.json" : "vocab.json";
    const PieceVocab& target = parts.target_vocab();
    Tokenizer t;
    t.ids_.pad = target.need("<pad>", target_origin);
    t.ids_.eos = target.need("</s>", target_origin);
    t.ids_.unk = target.need("<unk>", target_origin);
    if (parts.decoder_start < 0) parts.decoder_start = t.ids_.pad;
    if (parts.decoder_start >= target.size())
        throw TokenizerError("the decoder start id " + std::to_string(parts.decoder_start) +
                             " is outside the target vocabulary (0.." + std::to_string(target.size() - 1) + ")");
    t.ids_.bos = parts.decoder_start;
    pair->source_unk = parts.source.need("<unk>", "vocab.json");
    if (pair->source_unk != t.ids_.unk) t.ids_.source_unk = pair->source_unk;
    const int64_t source_pad = parts.source.need("<pad>", "vocab.json");
    if (source_pad != t.ids_.pad) t.ids_.source_pad = source_pad;
    // A source ends with the target's </s> id (frame_source, the model's
    // eos_id): with two vocabularies that disagree on it, the encoder would
    // read the source's last piece as another one.
    const int64_t source_eos = parts.source.need("</s>", "vocab.json");
    if (source_eos != t.ids_.eos)
        throw TokenizerError("vocab.json gives </s> the id " + std::to_string(source_eos) + " and " + target_origin +
                             " the id " + std::to_string(t.ids_.eos) +
                             ": the studio ends a source with the one </s> id both sides share (published opus-mt "
                             "folders give it 0 in both)");
    t.bytes_ = store_marian_parts(parts);
    pair->parts = std::move(parts);
    t.marian_ = std::move(pair);
    return t;
}

bool Tokenizer::joint() const {
    if (words_) return false;
    if (marian_) return marian_->parts.target == nullptr;
    return true;
}

std::vector<std::string> Tokenizer::language_tokens() const {
    return marian_ ? tok::language_tokens(marian_->parts.source) : std::vector<std::string>{};
}

Tokenizer Tokenizer::from_stored(const std::string& kind, const std::string& bytes) {
    if (kind == "sentencepiece") return from_bytes(bytes);
    if (kind == "marian") return marian(load_marian_parts(bytes));
    if (kind != "wordlevel")
        throw TokenizerError("tokenizer kind '" + kind + "' is not supported (sentencepiece, wordlevel, marian)");
    nlohmann::json stored;
    try {
        stored = nlohmann::json::parse(bytes);
    } catch (const nlohmann::json::exception& e) {
        throw TokenizerError(std::string("the stored word-level tokenizers are not valid JSON: ") + e.what());
    }
    if (!stored.is_object() || !stored.contains("source") || !stored.contains("target") ||
        !stored["source"].is_string() || !stored["target"].is_string())
        throw TokenizerError("the stored word-level tokenizers lack \"source\" or \"target\"");
    return word_level(WordLevelVocab::from_json(stored["source"].get<std::string>(), "source tokenizer"),
                      WordLevelVocab::from_json(stored["target"].get<std::string>(), "target tokenizer"));
}

std::vector<int64_t> Tokenizer::encode_source(const std::string& text) const {
    if (words_) return words_->source.encode(text);
    if (marian_) return marian_->encode(text, true, ids_.unk);
    std::vector<int64_t> out;
    if (!backend_) return out;
    for (int id : backend_->encode(text)) out.push_back(id);
    return out;
}

std::vector<int64_t> Tokenizer::encode_target(const std::string& text) const {
    if (marian_) return marian_->encode(text, false, ids_.unk);
    return words_ ? words_->target.encode(text) : encode_source(text);
}

std::vector<int64_t> Tokenizer::frame_source(std::vector<int64_t> ids) const {
    if (bos_on_source()) ids.insert(ids.begin(), ids_.bos);
    ids.push_back(ids_.eos);
    return ids;
}

std::vector<int64_t> Tokenizer::source_ids(const std::string& text, int64_t max_positions, bool* truncated) const {
    const int64_t room = max_positions - (bos_on_source() ? 2 : 1);
    // Text far longer than the positions can hold is cut before it is
    // encoded: SentencePiece takes quadratic time on a long run of characters
    // it does not know (400 KB of '[' did not finish in 10 minutes; found by
    // fuzzing, tests/fuzz/). SentencePiece's pieces are at most 16
    // characters (64 bytes of UTF-8), so what is cut would not have fitted
    // anyway (word-level tokens longer than that on average do not occur).
    // Only bytes that are not blanks count: a run of blanks becomes no piece
    // (70 000 spaces between two halves lost the second half, and the
    // sentence was said to be cut though every piece fitted).
    constexpr size_t kMaxPieceBytes = 64;
    std::string_view kept(text);
    bool cut_text = false;
    if (room > 0 && kept.size() > static_cast<size_t>(room) * kMaxPieceBytes) {
        const size_t budget = static_cast<size_t>(room) * kMaxPieceBytes;
        size_t counted = 0, end = 0;
        for (; end < kept.size(); ++end) {
            const char c = kept[end];
            if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v') continue;
            if (++counted > budget) break;
        }
        if (end < kept.size()) {
            while (end > 0 && (static_cast<unsigned char>(kept[end]) & 0xC0) == 0x80) --end;  // a UTF-8 boundary
            kept = kept.substr(0, end);
            cut_text = true;
        }
    }
    auto ids = encode_source(std::string(kept));
    const bool cut = room >= 0 && static_cast<int64_t>(ids.size()) > room;
    if (cut) ids.resize(static_cast<size_t>(room));
    if (truncated) *truncated = cut || cut_text;
    return frame_source(std::move(ids));
}

std::vector<std::string> Tokenizer::pieces(const std::string& text) const {
    if (words_) return words_->source.split(text);
    if (marian_) return marian_->split(text, true);
    return backend_ ? backend_->encode_pieces(text) : std::vector<std::string>{};
}

std::string Tokenizer::decode(const std::vector<int64_t>& ids) const {
    if (words_) {
        std::vector<int64_t> kept;
        for (int64_t id : ids)
            if (id != ids_.pad && id != ids_.bos && id != ids_.eos) kept.push_back(id);
        return words_->target.decode(kept);
    }
    if (marian_) return marian_->decode(ids, ids_);
    if (!backend_) return {};
    std::vector<int> kept;
    kept.reserve(ids.size());
    for (int64_t id : ids) {
        if (id == kPad || id == kBos || id == kEos) continue;
        if (id < 0 || id >= backend_->vocab_size()) continue;
        kept.push_back(static_cast<int>(id));
    }
    return backend_->decode(kept);
}

std::string Tokenizer::piece(int64_t id) const {
    if (words_) return words_->target.token(id);
    if (marian_) return marian_->parts.target_vocab().piece(id);
    return backend_ ? backend_->id_to_piece(static_cast<int>(id)) : std::string{};
}

std::string Tokenizer::source_piece(int64_t id) const {
    if (words_) return words_->source.token(id);
    if (marian_) return marian_->parts.source.piece(id);
    return piece(id);
}

int64_t Tokenizer::source_vocab_size() const {
    if (words_) return words_->source.size();
    if (marian_) return marian_->parts.source.size();
    return backend_ ? backend_->vocab_size() : 0;
}

int64_t Tokenizer::target_vocab_size() const {
    if (words_) return words_->target.size();
    if (marian_) return marian_->parts.target_vocab().size();
    return backend_ ? backend_->vocab_size() : 0;
}

}  // namespace studio::tok
