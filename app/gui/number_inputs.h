// Number fields that read what a user types the way it was meant, in any
// language. In a German desktop Qt's QDoubleSpinBox takes ',' as the decimal
// point and drops a typed '.' as a thousands separator: dropout "0.1" (the
// paper's and the tooltips' form) became 0, a learning-rate factor "0.5"
// became 5. The C-locale fields for tiny values took a typed "0,001" as
// 1 (',' grouping thousands). Hyper-parameters never need a thousands
// separator, so here '.' and the language's decimal point both mean the
// decimal point, and grouping is never shown or read.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDoubleSpinBox>
#include <QDoubleValidator>

namespace studio::app {

// A spin box that keeps up to decimals() digits but shows only those a value
// needs ("0.1", "0.125", "0.005", in the language's digits and decimal
// point), and reads a typed '.' or ',' as the decimal point. It follows the
// locale it inherits (the form's, the window's).
class DecimalSpinBox : public QDoubleSpinBox {
public:
    explicit DecimalSpinBox(QWidget* parent = nullptr);

    QString textFromValue(double value) const override;
    double valueFromText(const QString& text) const override;
    QValidator::State validate(QString& input, int& pos) const override;

private:
    // `text` with '.' and ',' as the language's decimal point.
    QString withLocalPoint(QString text) const;
};

// For small positive numbers typed in scientific notation ("1e-9",
// "0.001"): the C locale's form, with a typed ',' taken as the decimal point.
class ScientificValidator : public QDoubleValidator {
public:
    ScientificValidator(double bottom, double top, QObject* parent);
    QValidator::State validate(QString& input, int& pos) const override;
};

// The value of a field using ScientificValidator ("0,001" read as 0.001);
// false in `ok` when it is not a number.
double scientificValue(const QString& text, bool* ok);

}  // namespace studio::app
