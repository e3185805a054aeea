// SkipInitialization: while one lives on a thread, the modules built there
// leave their parameters as allocated (torch::empty) instead of drawing
// random starting values: for a model whose every weight is copied in from a
// file right after (opening a checkpoint, an import's shape probe). Drawing
// them took a quarter of opening an opus-mt-sized checkpoint. A model built
// under it must be loaded before use (load_module_state checks that every
// parameter was given).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace studio::nn {

class SkipInitialization {
public:
    SkipInitialization() : previous_(flag()) { flag() = true; }
    ~SkipInitialization() { flag() = previous_; }
    SkipInitialization(const SkipInitialization&) = delete;
    SkipInitialization& operator=(const SkipInitialization&) = delete;

    static bool active() { return flag(); }

private:
    static bool& flag() {
        thread_local bool skipping = false;
        return skipping;
    }
    bool previous_;
};

}  // namespace studio::nn
