// Precompiled header for every target that includes LibTorch (~20 s a file
// without it on 2 cores; DESIGN §6).
#pragma once
#include <torch/torch.h>
#include <string>
#include <vector>
#include <memory>
#include <cstdint>
