// A label that names the field beside it: its buddy, so a screen reader
// reads the field by the label's text (an unlabelled combo box is read as
// "combo box") and a mnemonic in the text ("&Steps:") focuses the field.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>

namespace studio::app {

inline QLabel* fieldLabel(const QString& text, QWidget* field) {
    auto* label = new QLabel(text, field->parentWidget());
    label->setBuddy(field);
    return label;
}

}  // namespace studio::app
