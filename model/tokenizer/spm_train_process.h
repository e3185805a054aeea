// SentencePiece training in a child process that can be ended.
//
// One SentencePieceTrainer::Train() call runs for minutes on a large corpus
// at 16k pieces and has no way to be interrupted. Run in the process that
// asked, a Stop or a closed window would wait for it. So the engine starts
// attention-studio-spm-train (found beside the SentencePiece plugin), hands
// it the sentences, and waits for its answer while watching a cancel flag:
// when the flag is set the child is killed, which is safe because it writes
// nothing but its answer.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tokenizer/spm_interface.h"

#include <atomic>
#include <stdexcept>
#include <string>
#include <vector>

namespace studio::tok {

// The training was ended through its cancel flag; nothing was trained.
class TokenizerCancelled : public std::runtime_error {
public:
    TokenizerCancelled() : std::runtime_error("the tokenizer training was stopped") {}
};

struct SpmChildAnswer {
    bool trained = false;
    std::string model_bytes;  // the serialized model when trained
    std::string error;        // SentencePiece's message when not
};

// The helper program's path: beside the plugin that spm_plugin_path() found.
// Throws TokenizerError when it is not there.
std::string spm_train_helper_path();

// Trains in a child process. `cancel` (may be null) is checked every few
// milliseconds while the child runs; when it is true the child is killed and
// reaped and TokenizerCancelled is thrown. Throws TokenizerError when the
// child cannot be started or ends without an answer (killed by the system,
// out of memory).
SpmChildAnswer train_in_child_process(const std::vector<std::string>& sentences, const SpmTrainOptions& options,
                                      const std::atomic<bool>* cancel);

}  // namespace studio::tok
