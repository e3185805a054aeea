// attention-studio-spm-train: trains one SentencePiece model and exits. The
// engine runs SentencePiece's training here, in a child process, because one
// Train() call runs for minutes at 16k pieces and cannot be interrupted: a
// child can be ended when the user stops the run or closes the window
// (spm_train_process.h). Links SentencePiece, never LibTorch (DESIGN §6).
//
// Reads a request from standard input and writes the answer to standard
// output, both in the format of tokenizer/spm_train_wire.h. Exit status 0
// when an answer was written (a model or SentencePiece's refusal), 2 when the
// request could not be read.
//
// For tests only: with ATTENTION_STUDIO_SPM_TRAIN_HOLD set in its environment
// the program waits, after reading the request, until it is killed: a
// training that would never end unless the engine ends it.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tokenizer/spm_interface.h"
#include "tokenizer/spm_train_wire.h"

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <memory>

#include <sys/prctl.h>
#include <unistd.h>

int main() {
    using namespace studio::tok;
    // Ends with the thread that started it (a process killed outright gives
    // its child no other sign); a parent already gone leaves us to init.
    const pid_t parent = getppid();
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != parent) return 2;
    std::vector<std::string> sentences;
    SpmTrainOptions options;
    if (!wire::read_request(stdin, &sentences, &options)) {
        std::fputs("attention-studio-spm-train: the training request on standard input is incomplete or damaged\n",
                   stderr);
        return 2;
    }
    if (std::getenv("ATTENTION_STUDIO_SPM_TRAIN_HOLD")) {
        for (;;) pause();
    }
    std::unique_ptr<SpmBackend, void (*)(SpmBackend*)> backend(studio_spm_create(), studio_spm_destroy);
    std::string model, error;
    const bool trained = backend->train(sentences, options, &model, &error);
    const bool written = trained ? wire::write_answer(stdout, wire::kModelAnswer, model)
                                 : wire::write_answer(stdout, wire::kErrorAnswer, error);
    return written ? 0 : 2;
}
