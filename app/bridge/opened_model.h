// OpenedModel: what a ModelHandle points to. Only bridge code includes this
// header (it brings LibTorch); the GUI sees the handle as an opaque pointer.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "translation_types.h"

#include "train/model_io.h"

#include <QString>

namespace studio::app {

struct OpenedModel {
    train::LoadedModel loaded;
    QString origin;
    QString kind;   // "training", "weights", "snapshot"
};

}  // namespace studio::app
