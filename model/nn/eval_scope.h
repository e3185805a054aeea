// EvalScope: a module in eval mode for a scope (dropout off), put back in
// training mode on the way out, also when an exception leaves the scope.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <torch/nn/module.h>

namespace studio::nn {

class EvalScope {
public:
    explicit EvalScope(torch::nn::Module& module) : module_(module), was_training_(module.is_training()) {
        module_.eval();
    }
    ~EvalScope() {
        if (was_training_) module_.train();
    }
    EvalScope(const EvalScope&) = delete;
    EvalScope& operator=(const EvalScope&) = delete;

private:
    torch::nn::Module& module_;
    bool was_training_;
};

}  // namespace studio::nn
