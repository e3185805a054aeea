// SPDX-License-Identifier: GPL-3.0-or-later
// Colours of the decoding views, shared so that the token the model picks
// (ProbabilityBars) and the hypothesis the beam ends with (BeamTreeView) are
// the same orange everywhere on the Translate page.
#pragma once

#include <QColor>

namespace studio::widgets::palette {

inline QColor accent() { return QColor(0xe8, 0x71, 0x0a); }      // chosen token, best path
inline QColor accentFill() { return QColor(0xfd, 0xec, 0xda); }  // boxes on the best path
inline QColor bar() { return QColor(0x8d, 0xb6, 0xdc); }         // the other candidates
inline QColor selection() { return QColor(0x1f, 0x77, 0xb4); }   // what the user clicked
inline QColor border() { return QColor(0x9a, 0x9a, 0x9a); }
inline QColor edge() { return QColor(0xa6, 0xa6, 0xa6); }
inline QColor text() { return QColor(0x20, 0x20, 0x20); }
inline QColor mutedText() { return QColor(0x6e, 0x6e, 0x6e); }
inline QColor rootFill() { return QColor(0xee, 0xee, 0xee); }

}  // namespace studio::widgets::palette
