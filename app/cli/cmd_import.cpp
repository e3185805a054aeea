// attention-studio-cli import: a model of the from-scratch PyTorch tutorial
// design (torch.save checkpoint + two tokenizer.json files) as one of our
// checkpoints, ready to translate, inspect and train further.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_args.h"
#include "commands.h"

#include "import/tutorial_import.h"
#include "train/checkpoint.h"

#include <filesystem>
#include <iostream>

namespace studio::cli {
namespace {

const char* kImportHelp = R"(usage: attention-studio-cli import --pytorch CKPT --src-tokenizer JSON --tgt-tokenizer JSON --out FILE.ckpt

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
    const Args a(argc, argv, 2, {"pytorch", "src-tokenizer", "tgt-tokenizer", "out", "heads", "dropout"},
                 {"help", "overwrite"});
    if (a.has("help")) {
        std::cout << kImportHelp;
        return 0;
    }
    if (!a.positional().empty()) throw UsageError("unexpected argument '" + a.positional().front() + "'");
    const std::string out = a.required("out");
    if (std::filesystem::exists(out) && !a.has("overwrite"))
        throw UsageError(out + " exists; choose another --out or add --overwrite");
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

}  // namespace studio::cli
