// SPDX-License-Identifier: GPL-3.0-or-later
#include "number_inputs.h"

#include <QLocale>

namespace studio::app {

DecimalSpinBox::DecimalSpinBox(QWidget* parent) : QDoubleSpinBox(parent) {}

QString DecimalSpinBox::textFromValue(double value) const {
    // Grouping never shown (nor read: see withLocalPoint).
    QLocale plain = locale();
    plain.setNumberOptions(QLocale::OmitGroupSeparator);
    QString text = plain.toString(value, 'f', decimals());
    // The language's own digits: Bengali's zero is ০, not '0'.
    const QString point = plain.decimalPoint(), zero = plain.zeroDigit();
    if (text.contains(point)) {
        while (text.endsWith(zero)) text.chop(zero.size());
        if (text.endsWith(point)) text.chop(point.size());
    }
    return text;
}

QString DecimalSpinBox::withLocalPoint(QString text) const {
    // The number only: a prefix or suffix (" % of the training pairs") keeps its marks.
    qsizetype from = text.startsWith(prefix()) ? prefix().size() : 0;
    qsizetype to = text.size() - (text.endsWith(suffix()) ? suffix().size() : 0);
    const QString point = locale().decimalPoint();
    for (qsizetype i = from; i < to; ++i) {
        if ((text[i] == QLatin1Char('.') || text[i] == QLatin1Char(',')) && point != text[i]) {
            text.replace(i, 1, point);
            const qsizetype grown = point.size() - 1;
            i += grown;
            to += grown;
        }
    }
    return text;
}

double DecimalSpinBox::valueFromText(const QString& text) const {
    return QDoubleSpinBox::valueFromText(withLocalPoint(text));
}

QValidator::State DecimalSpinBox::validate(QString& input, int& pos) const {
    // Changed in place: the box then shows the point it will read.
    input = withLocalPoint(input);
    return QDoubleSpinBox::validate(input, pos);
}

ScientificValidator::ScientificValidator(double bottom, double top, QObject* parent)
    : QDoubleValidator(bottom, top, 30, parent) {
    setNotation(QDoubleValidator::ScientificNotation);
    QLocale c = QLocale::c();
    c.setNumberOptions(QLocale::RejectGroupSeparator);
    setLocale(c);
}

QValidator::State ScientificValidator::validate(QString& input, int& pos) const {
    input.replace(QLatin1Char(','), QLatin1Char('.'));
    return QDoubleValidator::validate(input, pos);
}

double scientificValue(const QString& text, bool* ok) {
    QLocale c = QLocale::c();
    c.setNumberOptions(QLocale::RejectGroupSeparator);
    return c.toDouble(QString(text).replace(QLatin1Char(','), QLatin1Char('.')), ok);
}

}  // namespace studio::app
