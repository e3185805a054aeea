// attention-studio-cli import: a model of the from-scratch PyTorch tutorial
// design (torch.save checkpoint + two tokenizer.json files), or a Hugging
// Face Marian folder (the OPUS-MT models), as one of our checkpoints, ready
// to translate, inspect and train further; and `info` on such a folder.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_args.h"
#include "commands.h"

#include "import/marian_import.h"
#include "import/tutorial_import.h"
#include "tokenizer/tokenizer.h"
#include "train/checkpoint.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <iostream>

namespace studio::cli {
namespace {

const char* kImportHelp = R"(usage: attention-studio-cli import --pytorch CKPT --src-tokenizer JSON --tgt-tokenizer JSON --out FILE.ckpt
       attention-studio-cli import --marian DIR --out FILE.ckpt

--marian DIR: a Hugging Face Marian folder (MarianMTModel, the OPUS-MT models
such as Helsinki-NLP/opus-mt-en-de): config.json, generation_config.json,
source.spm, target.spm, vocab.json and model.safetensors or pytorch_model.bin
(either torch.save format). The checkpoint keeps the folder's tokenizer and
its beam size (num_beams: translate's default beam); a translation ends at the
source length + --max-extra tokens (default 50), not at the folder's max_length.

Opens a model of the from-scratch PyTorch tutorial design (build_transformer;
older and newer versions) saved with torch.save({'model_state_dict': ...}),
with its word-level tokenizers (tokenizer_{lang}.json of the Hugging Face
tokenizers library), and writes one of our checkpoints.

  --pytorch CKPT        the PyTorch checkpoint (.pt, zip format of torch.save)
  --src-tokenizer JSON  the source language's tokenizer.json
  --tgt-tokenizer JSON  the target language's tokenizer.json
  --out FILE            the checkpoint to write
  --heads H             attention heads the model was built with (default 8; the
                        file does not record it)
  --dropout P           dropout for training further (default 0.1)
  --overwrite           replace FILE if it exists

Then: 'translate --checkpoint FILE', the desktop app, or
'train --init-from FILE --train-src .. --train-tgt .. --out DIR'.
)";

}  // namespace

int run_import(int argc, char** argv) {
    const Args a(argc, argv, 2, {"pytorch", "src-tokenizer", "tgt-tokenizer", "out", "heads", "dropout", "marian"},
                 {"help", "overwrite"});
    if (a.has("help")) {
        std::cout << kImportHelp;
        return 0;
    }
    if (!a.positional().empty()) throw UsageError("unexpected argument '" + a.positional().front() + "'");
    const std::string out = a.required("out");
    const auto folder_lock = claim_weights_out(out, a.has("overwrite"));
    if (a.has("marian")) {
        if (a.has("pytorch") || a.has("src-tokenizer") || a.has("tgt-tokenizer") || a.has("heads"))
            throw UsageError("--marian DIR reads everything from the folder; leave out --pytorch, --src-tokenizer, "
                             "--tgt-tokenizer and --heads");
        const auto imported = import::import_marian_folder(a.required("marian"));
        for (const auto& note : imported.notes) std::cerr << "note: " << note << '\n';
        train::save_checkpoint(imported.checkpoint, out);
        std::cerr << "wrote " << out << '\n';
        return 0;
    }
    import::TutorialImportOptions options;
    options.heads = a.integer("heads", options.heads, 1, 1024);
    options.dropout = a.real("dropout", options.dropout, 0.0, 0.99);
    const auto imported = import::import_tutorial_checkpoint(a.required("pytorch"), a.required("src-tokenizer"),
                                                             a.required("tgt-tokenizer"), options);
    for (const auto& note : imported.notes) std::cerr << "note: " << note << '\n';
    train::save_checkpoint(imported.checkpoint, out);
    std::cerr << "wrote " << out << '\n';
    return 0;
}

namespace {

const char* activation_name(nn::Activation a) {
    return a == nn::Activation::SiLU ? "silu (swish)" : a == nn::Activation::GELU ? "gelu" : "relu";
}

}  // namespace

int info_model_folder(const std::string& dir, bool json) {
    import::MarianFolder f;
    try {
        f = import::read_marian_folder(dir);
    } catch (const train::CheckpointError& e) {
        if (json) {
            std::cout << nlohmann::json{{"file_kind", "folder"}, {"path", dir}, {"import_refused", e.what()}}.dump() << '\n';
            return 1;
        }
        throw std::runtime_error(std::string("a Hugging Face folder that cannot be imported: ") + e.what());
    }
    const auto& c = f.config;
    std::vector<std::string> languages;
    try {
        languages = tok::Tokenizer::marian(f.tokenizer).language_tokens();
    } catch (const tok::TokenizerError& e) {
        std::cerr << "warning: " << e.what() << '\n';
    }
    if (json) {
        nlohmann::json j;
        j["file_kind"] = "marian-folder";
        j["path"] = dir;
        j["config"] = nlohmann::json::parse(c.to_json());
        j["weights"] = f.weights_path;
        j["files"] = f.files;
        j["decoding"] = {{"beam_size", f.beam_size}, {"max_length", f.max_length}};
        j["language_tokens"] = languages;
        j["notes"] = f.notes;  // what an import would say (settings not applied, ...)
        j["parameters"] = c.parameter_count();
        std::cout << j.dump() << '\n';
        return 0;
    }
    std::cout << dir << ": Hugging Face Marian folder (MarianMTModel)\n"
              << "  model: d_model " << c.d_model << ", heads " << c.num_heads << ", layers " << c.num_encoder_layers
              << "+" << c.num_decoder_layers << ", d_ff " << c.d_ff << ", " << activation_name(c.activation)
              << (c.pre_norm ? ", pre-norm" : ", post-norm") << ", sinusoidal positions (sin then cos, "
              << c.max_positions << "), " << c.parameter_count() << " parameters\n"
              << "  vocabulary: " << c.src_vocab_size << " source / " << c.tgt_vocab_size << " target pieces"
              << (c.share_embeddings ? " (shared)" : " (separate)") << ", decoder starts from id " << c.bos_id
              << ", </s> " << c.eos_id << '\n'
              << "  decoding: beam " << f.beam_size << "; a translation ends at the source length + --max-extra "
              << "tokens (default 50; the folder's max_length is " << f.max_length << ")\n"
              << "  weights: " << f.weights_path << '\n';
    if (!languages.empty()) {
        std::cout << "  target-language tokens (put one at the start of a source):";
        for (size_t i = 0; i < languages.size() && i < 12; ++i) std::cout << ' ' << languages[i];
        if (languages.size() > 12) std::cout << " ... (" << languages.size() << ")";
        std::cout << '\n';
    }
    // What the import would say: the folder's settings the studio does not apply.
    for (const auto& note : f.notes) std::cout << "  note: " << note << '\n';
    std::cout << "  (attention-studio-cli import --marian " << dir << " --out CKPT makes it a checkpoint)\n";
    return 0;
}

}  // namespace studio::cli
