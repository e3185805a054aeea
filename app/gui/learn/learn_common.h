// Small pieces the Learn page's sections share: number cells that keep the
// full value for tests, read-only tables, token labels, and a colour for a
// value on a diverging scale.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>

class QComboBox;
class QFormLayout;
class QLabel;
class QSpinBox;
class QTableWidget;
class QTableWidgetItem;
class QVBoxLayout;
class QWidget;

namespace studio::app {

// A right-aligned cell showing `value` in the locale, the full number under Qt::UserRole.
QTableWidgetItem* learnNumberItem(double value, int decimals = 4);

// A table the user reads but does not edit.
QTableWidget* learnReadOnlyTable(QWidget* parent);

// "3: word", how the sections name a token by its position.
QString learnTokenLabel(int index, const QString& token);

// A word-wrapped label added to `layout`: a section's introduction, a note.
QLabel* learnTextLabel(QVBoxLayout* layout, QWidget* parent, const QString& text = QString());

// A word-wrapped rich-text label (headings, formulas in HTML), not yet in a layout.
QLabel* learnRichText(const QString& text, QWidget* parent);

// A spin box for 0 .. count - 1 showing `value`; a combo box of the tokens (learnTokenLabel) at `current`.
void learnSetIndexRange(QSpinBox* box, int count, int value);
void learnSetTokens(QComboBox* box, const QStringList& tokens, int current);

// Empties a table: no rows, no columns, no items.
void learnClearTable(QTableWidget* table);

// The choices of a section (layer, head, token, ...) in a form of their own:
// changed() when the user changes any of them, not when the section fills
// them from the engine's answer (inside fill()).
class LearnChoices : public QObject {
    Q_OBJECT

public:
    LearnChoices(QVBoxLayout* layout, QWidget* parent);

    QSpinBox* addIndex(const QString& label);    // a layer or head number
    QComboBox* addTokens(const QString& label);  // filled by learnSetTokens()
    QComboBox* addOptions(const QString& label, const QStringList& options);
    // Runs `set` without changed() for what it sets.
    void fill(const std::function<void()>& set);

signals:
    void changed();

private:
    void onEdited();

    QWidget* parent_;
    QFormLayout* form_;
    bool filling_ = false;
};

// Blue for negative, white for 0, red for positive; |value| >= `range` is full colour.
QColor learnDivergingColor(double value, double range);

// FFN(x) (Eq. 2) with the model's activation ("relu", "silu" or "gelu"): a
// formula, the same in every language.
QString learnFeedForwardFormula(const QString& activation);

}  // namespace studio::app
