// SPDX-License-Identifier: GPL-3.0-or-later
#include "learn_common.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>
#include <QHeaderView>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace studio::app {

namespace {

// Adds a row with a form on its left to `layout`: where a section's choices go.
QFormLayout* choiceForm(QVBoxLayout* layout) {
    auto* row = new QHBoxLayout;
    auto* form = new QFormLayout;
    row->addLayout(form);
    row->addStretch(1);
    layout->addLayout(row);
    return form;
}

}  // namespace

QTableWidgetItem* learnNumberItem(double value, int decimals) {
    auto* item = new QTableWidgetItem(QLocale().toString(value, 'f', decimals));
    item->setData(Qt::UserRole, value);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

QTableWidget* learnReadOnlyTable(QWidget* parent) {
    auto* table = new QTableWidget(parent);
    // Tab leaves the table (arrows move between cells): with thousands of
    // cells Tab never got out of it.
    table->setTabKeyNavigation(false);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setMinimumHeight(200);
    // Fitting a column to its contents measures this many rows, not all of
    // them: a d_model = 512 table would otherwise hold the GUI thread for
    // tens of milliseconds (bench/run gui-cost, the Learn page at base size).
    table->horizontalHeader()->setResizeContentsPrecision(64);
    table->verticalHeader()->setResizeContentsPrecision(64);
    return table;
}

QString learnTokenLabel(int index, const QString& token) { return QStringLiteral("%1: %2").arg(index).arg(token); }

QLabel* learnTextLabel(QVBoxLayout* layout, QWidget* parent, const QString& text) {
    auto* label = new QLabel(text, parent);
    label->setWordWrap(true);
    layout->addWidget(label);
    return label;
}

QLabel* learnRichText(const QString& text, QWidget* parent) {
    auto* label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    return label;
}

void learnSetIndexRange(QSpinBox* box, int count, int value) {
    box->setRange(0, std::max(count - 1, 0));
    box->setValue(value);
}

void learnSetTokens(QComboBox* box, const QStringList& tokens, int current) {
    box->clear();
    for (int i = 0; i < tokens.size(); ++i) box->addItem(learnTokenLabel(i, tokens[i]));
    box->setCurrentIndex(current);
}

void learnClearTable(QTableWidget* table) {
    table->clear();
    table->setRowCount(0);
    table->setColumnCount(0);
}

LearnChoices::LearnChoices(QVBoxLayout* layout, QWidget* parent)
    : QObject(parent), parent_(parent), form_(choiceForm(layout)) {}

QSpinBox* LearnChoices::addIndex(const QString& label) {
    auto* box = new QSpinBox(parent_);
    form_->addRow(label, box);
    connect(box, &QSpinBox::valueChanged, this, &LearnChoices::onEdited);
    return box;
}

QComboBox* LearnChoices::addTokens(const QString& label) {
    auto* box = new QComboBox(parent_);
    box->setMinimumContentsLength(12);
    form_->addRow(label, box);
    connect(box, &QComboBox::currentIndexChanged, this, &LearnChoices::onEdited);
    return box;
}

QComboBox* LearnChoices::addOptions(const QString& label, const QStringList& options) {
    QComboBox* box = addTokens(label);
    box->addItems(options);
    return box;
}

void LearnChoices::fill(const std::function<void()>& set) {
    filling_ = true;
    set();
    filling_ = false;
}

void LearnChoices::onEdited() {
    if (!filling_) emit changed();
}

QColor learnDivergingColor(double value, double range) {
    const double t = range > 0.0 ? std::clamp(value / range, -1.0, 1.0) : 0.0;
    const int fade = int(std::lround(255.0 * (1.0 - std::abs(t))));
    // Towards (0xd7, 0x30, 0x27) for positive and (0x45, 0x75, 0xb4) for negative, as in RdBu.
    if (t >= 0.0)
        return QColor(255 - int((255 - 0xd7) * t), fade + int(0x30 * t), fade + int(0x27 * t));
    const double u = -t;
    return QColor(fade + int(0x45 * u), fade + int(0x75 * u), 255 - int((255 - 0xb4) * u));
}

QString learnFeedForwardFormula(const QString& activation) {
    if (activation == QLatin1String("silu"))
        return QStringLiteral("FFN(x) = SiLU(x W<sub>1</sub> + b<sub>1</sub>) W<sub>2</sub> + b<sub>2</sub>,&nbsp; "
                              "SiLU(z) = z · σ(z)");
    if (activation == QLatin1String("gelu"))
        return QStringLiteral("FFN(x) = GELU(x W<sub>1</sub> + b<sub>1</sub>) W<sub>2</sub> + b<sub>2</sub>,&nbsp; "
                              "GELU(z) = z · Φ(z)");
    return QStringLiteral("FFN(x) = max(0, x W<sub>1</sub> + b<sub>1</sub>) W<sub>2</sub> + b<sub>2</sub>");
}

}  // namespace studio::app
