// How long the shared trained model (the trained_model CTest fixture) trains:
// tests/CMakeLists.txt reads this number for the fixture's train command, and
// the tests that check the step of its last checkpoint use it. It saves a
// numbered checkpoint every 800 steps (checkpoint-800.ckpt, -1600, ...).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace studio::test {

inline constexpr int kFixtureSteps = 2400;

}  // namespace studio::test
