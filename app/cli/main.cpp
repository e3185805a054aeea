// attention-studio-cli: the engine from the command line (training,
// translation, evaluation, BLEU, checkpoint tools). The GUI uses the same
// engine; scripts and tests use this.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/blas_kernels.h"
#include "cli_args.h"
#include "commands.h"
#include "engine/memory.h"

#include <c10/util/Exception.h>

#include <csignal>
#include <cstring>
#include <exception>
#include <iostream>
#include <string>

namespace {

const char* kUsage = R"(usage: attention-studio-cli COMMAND [OPTIONS]

commands:
  train      train a model (--demo NAME | --train-src F --train-tgt F | --train-tsv F | --train-jsonl F) --out DIR
  translate  translate stdin to stdout, one sentence a line (--checkpoint CKPT)
  evaluate   translate a file and score it with BLEU (--checkpoint CKPT --src F --ref F)
  bleu       corpus BLEU of hypotheses against references (sacreBLEU-compatible)
  average    average the weights of several checkpoints (--out CKPT CKPT...)
  demo-data  write a built-in demo task as text files (NAME --out DIR)
  info       describe a checkpoint file, a torch.save file or a Hugging Face Marian folder
  import     a model of the PyTorch tutorial design (--pytorch CKPT ...) or a Marian folder (--marian DIR) as our checkpoint
  heads      which heads matter: every head's loss change, importance, confidence, role (--checkpoint CKPT --src F --ref F)
  align      word alignments from cross-attention, AER against gold links (--checkpoint CKPT --src F [--tgt F])
  aer        score any aligner's Pharaoh links against gold links (--gold GOLD HYP)
  attribute  why each target token: gradient attribution and its agreement with each head (--checkpoint CKPT < input)
  sweep      train one run per variation of a grid or of the paper's Table 3, with a summary (--grid G | --table3)
  runs       the summary of the runs in a folder: settings that differ, dev BLEU and PPL, time (--dir DIR)

'attention-studio-cli COMMAND --help' lists a command's options; --version prints the version.
)";

void on_stop_signal(int) {
    // A second signal while stopping ends the program at once.
    if (studio::cli::g_stop_requested.exchange(true)) std::_Exit(130);
}

}  // namespace

namespace studio::cli {
std::atomic<bool> g_stop_requested{false};

void install_stop_handlers() {
    std::signal(SIGINT, on_stop_signal);
    std::signal(SIGTERM, on_stop_signal);
}
}

int main(int argc, char** argv) {
    studio::use_the_processors_blas_kernels(argv);  // OpenBLAS's generic kernels on a processor it does not know
    // Every failure ends with one "error: ..." line on stderr and a non-zero
    // exit: 2 for a wrong command line, 1 for what went wrong doing it.
    if (argc < 2) {
        std::cerr << kUsage << "error: no command given\n";
        return 2;
    }
    if (std::strcmp(argv[1], "--help") == 0 || std::strcmp(argv[1], "-h") == 0) {
        std::cout << kUsage;
        return 0;
    }
    if (std::strcmp(argv[1], "--version") == 0) {  // as the desktop application's
        std::cout << "attention-studio-cli " << STUDIO_VERSION << '\n';
        return 0;
    }
    const std::string command = argv[1];
    studio::keep_freed_memory_for_reuse();  // before LibTorch starts its threads
    try {
        if (command == "train") return studio::cli::run_train(argc, argv);
        if (command == "translate") return studio::cli::run_translate(argc, argv);
        if (command == "evaluate") return studio::cli::run_evaluate(argc, argv);
        if (command == "bleu") return studio::cli::run_bleu(argc, argv);
        if (command == "average") return studio::cli::run_average(argc, argv);
        if (command == "demo-data") return studio::cli::run_demo_data(argc, argv);
        if (command == "info") return studio::cli::run_info(argc, argv);
        if (command == "import") return studio::cli::run_import(argc, argv);
        if (command == "align") return studio::cli::run_align(argc, argv);
        if (command == "aer") return studio::cli::run_aer(argc, argv);
        if (command == "heads") return studio::cli::run_heads(argc, argv);
        if (command == "attribute") return studio::cli::run_attribute(argc, argv);
        if (command == "runs") return studio::cli::run_runs(argc, argv);
        if (command == "sweep") return studio::cli::run_sweep(argc, argv);
        std::cerr << kUsage << "\nerror: unknown command '" << command << "'\n";
        return 2;
    } catch (const studio::cli::UsageError& e) {
        std::cerr << "error: " << e.what() << " (see 'attention-studio-cli " << command << " --help')\n";
        return 2;
    } catch (const c10::Error& e) {
        std::cerr << "error: " << e.what_without_backtrace() << '\n';
        return 1;
    } catch (const std::exception& e) {
        std::cerr << "error: " << e.what() << '\n';
        return 1;
    }
}
