// SPDX-License-Identifier: GPL-3.0-or-later
#include "learn_sublayer.h"

#include "learn_common.h"
#include "learn_vectors.h"

#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace studio::app {

double vectorMean(const QVector<double>& v) {
    double sum = 0.0;
    for (double x : v) sum += x;
    return v.isEmpty() ? 0.0 : sum / double(v.size());
}

double vectorStd(const QVector<double>& v) {
    const double mean = vectorMean(v);
    double sum = 0.0;
    for (double x : v) sum += (x - mean) * (x - mean);
    return v.isEmpty() ? 0.0 : std::sqrt(sum / double(v.size()));
}

namespace {

double vectorLength(const QVector<double>& v) {
    double sum = 0.0;
    for (double x : v) sum += x * x;
    return std::sqrt(sum);
}

}  // namespace

SublayerSection::SublayerSection(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    learnTextLabel(layout, this,
        tr("<h3>Feed-forward, residual connection and layer norm (§3.1, §3.3)</h3>"
           "<p>Each layer has two sub-layers: self-attention, which mixes information between positions, and a "
           "feed-forward network, which works on each position alone: in the paper FFN(x) = max(0, xW<sub>1</sub> "
           "+ b<sub>1</sub>)W<sub>2</sub> + b<sub>2</sub> (Eq. 2); models such as the Marian ones put SiLU or GELU "
           "in place of max(0, ·), and the formula below is the open model's. Around each one runs a residual connection: the "
           "sub-layer's output is added to its input, so information and gradients can pass through the stack "
           "unchanged. Layer normalisation keeps the numbers in range: it shifts and scales each position's "
           "vector to mean 0 and standard deviation 1, then applies a learned gain and bias. Below, one token's "
           "vector on its way through one sub-layer.</p>"));

    choices_ = new LearnChoices(layout, this);
    layer_ = choices_->addIndex(tr("Encoder layer:"));
    sublayer_ = choices_->addOptions(tr("Sub-layer:"), {tr("Self-attention"), tr("Feed-forward")});
    token_ = choices_->addTokens(tr("Token:"));

    formula_ = learnTextLabel(layout, this);
    strips_ = new VectorStrips(this);
    strips_->setSharedScale(true);  // layer norm's change of scale must show
    layout->addWidget(strips_);
    numbers_ = learnReadOnlyTable(this);
    numbers_->verticalHeader()->setVisible(false);
    layout->addWidget(numbers_, 1);
    summary_ = learnTextLabel(layout, this);
    connect(choices_, &LearnChoices::changed, this, &SublayerSection::selectionChanged);
}

int SublayerSection::layer() const { return layer_->value(); }
int SublayerSection::sublayer() const { return std::max(sublayer_->currentIndex(), 0); }
int SublayerSection::token() const { return std::max(token_->currentIndex(), 0); }
QString SublayerSection::summaryText() const { return summary_->text(); }
QString SublayerSection::formulaText() const { return formula_->text(); }

void SublayerSection::select(int layer, int sublayer, int token) {
    choices_->fill([&] {
        layer_->setValue(layer);
        sublayer_->setCurrentIndex(sublayer);
        if (token < token_->count()) token_->setCurrentIndex(token);
    });
    emit selectionChanged();
}

void SublayerSection::clear(const QString& note) {
    walk_ = SublayerWalk{};
    formula_->setTextFormat(Qt::AutoText);  // a note or the engine's message, as every section shows it
    formula_->setText(note);
    learnClearTable(numbers_);
    strips_->setRows({});
    summary_->clear();
}

void SublayerSection::setWalk(const SublayerWalk& walk) {
    walk_ = walk;
    choices_->fill([&] {
        learnSetIndexRange(layer_, walk.layers, walk.layer);
        sublayer_->setCurrentIndex(walk.sublayer);
        learnSetTokens(token_, walk.tokens, walk.token);
    });
    fill();
}

void SublayerSection::fill() {
    const QString block = walk_.sublayer == 0 ? QStringLiteral("MultiHead") : QStringLiteral("FFN");
    formula_->setTextFormat(Qt::RichText);  // the feed-forward formula's subscripts
    // The formula of the model that is open: post-norm as in the paper, or pre-norm.
    formula_->setText(walk_.preNorm
                          ? tr("This model normalises before the sub-layer (pre-norm): output = x + %1(LayerNorm(x)).")
                                .arg(block)
                          : tr("As in the paper (post-norm): output = LayerNorm(x + %1(x)).").arg(block));
    // The feed-forward network with this model's activation (ReLU in the paper).
    if (walk_.sublayer == 1)
        formula_->setText(formula_->text() + QLatin1Char(' ') +
                          tr("Its feed-forward network: %1.").arg(learnFeedForwardFormula(walk_.activation)));
    // Pre-norm leaves the last layer's output unnormalised: the stack ends in
    // a LayerNorm of its own, and the decoder reads that.
    if (walk_.preNorm && walk_.sublayer == 1 && walk_.layer == walk_.layers - 1)
        formula_->setText(formula_->text() + QLatin1Char(' ') +
                          tr("This is the encoder's last sub-layer: the stack's final LayerNorm follows it, and the "
                             "decoder reads LayerNorm(output)."));
    const QString read = walk_.preNorm ? QStringLiteral("%1(LayerNorm(x))").arg(block) : QStringLiteral("%1(x)").arg(block);
    const QString output = walk_.preNorm ? QStringLiteral("x + %1").arg(read) : QStringLiteral("LayerNorm(x + %1)").arg(read);

    QVector<VectorStrips::Row> strips{{QStringLiteral("x"), walk_.input, 0}};
    if (walk_.preNorm) strips.append({QStringLiteral("LayerNorm(x)"), walk_.normed, 0});
    strips.append({read, walk_.block, 0});
    strips.append({QStringLiteral("x + ") + read, walk_.residual, 0});
    if (!walk_.preNorm) strips.append({output, walk_.output, 0});
    strips_->setRows(strips);
    formula_->setText(formula_->text() + QLatin1Char(' ') +
                      tr("Colours: blue below 0, red above 0, every row on one scale (±%1).")
                          .arg(QLocale().toString(strips_->rowRange(0), 'f', 2)));

    const int d = int(walk_.input.size());
    numbers_->clear();
    numbers_->setColumnCount(7);
    numbers_->setHorizontalHeaderLabels({tr("Dimension"), QStringLiteral("x"), QStringLiteral("LayerNorm(x)"), read,
                                         QStringLiteral("x + ") + read, output, tr("The engine's output")});
    numbers_->setColumnHidden(NormedColumn, !walk_.preNorm);
    numbers_->setRowCount(d + 3);
    const QVector<const QVector<double>*> columns{&walk_.input,    &walk_.normed, &walk_.block,
                                                  &walk_.residual, &walk_.output, &walk_.engine};
    for (int i = 0; i < d; ++i) {
        auto* dim = new QTableWidgetItem(QString::number(i));
        dim->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        numbers_->setItem(i, DimensionColumn, dim);
        for (int c = 0; c < columns.size(); ++c) numbers_->setItem(i, InputColumn + c, learnNumberItem(columns[c]->value(i)));
    }
    const QStringList statistics{tr("mean"), tr("standard deviation"), tr("length ‖·‖")};
    for (int r = 0; r < 3; ++r) {
        auto* label = new QTableWidgetItem(statistics[r]);
        QFont bold = label->font();
        bold.setBold(true);
        label->setFont(bold);
        numbers_->setItem(d + r, DimensionColumn, label);
        for (int c = 0; c < columns.size(); ++c) {
            const QVector<double>& v = *columns[c];
            const double value = r == MeanRow ? vectorMean(v) : r == StdRow ? vectorStd(v) : vectorLength(v);
            auto* item = learnNumberItem(value);
            item->setFont(bold);
            numbers_->setItem(d + r, InputColumn + c, item);
        }
    }
    numbers_->resizeColumnsToContents();

    const QLocale locale;
    const QVector<double>& normalised = walk_.preNorm ? walk_.normed : walk_.output;
    const QVector<double>& raw = walk_.preNorm ? walk_.input : walk_.residual;
    QString text = tr("Layer norm takes a vector with mean %1 and standard deviation %2 to one with mean %3 and "
                      "standard deviation %4 (after the learned gain and bias).")
                       .arg(locale.toString(vectorMean(raw), 'f', 3), locale.toString(vectorStd(raw), 'f', 3),
                            locale.toString(vectorMean(normalised), 'f', 3),
                            locale.toString(vectorStd(normalised), 'f', 3));
    // The form this model's layer norm takes (the standard deviations above
    // divide by D; the tutorial's form divides by its own, over D − 1).
    text += QLatin1Char(' ') +
            (walk_.tutorialNorm
                 ? tr("This model's layer norm is the PyTorch tutorial's: gain · (x − mean) / (σ + ε) + bias, with σ "
                      "the standard deviation over D − 1 and ε = %1.")
                 : tr("This model's layer norm: gain · (x − mean) / √(σ² + ε) + bias, with σ² the variance over D and "
                      "ε = %1."))
                .arg(locale.toString(walk_.normEps, 'g', 3));
    if (walk_.sublayer == 1 && walk_.activation == QLatin1String("relu"))
        text += QLatin1Char(' ') + tr("%1 of the %n hidden ReLU unit(s) of d_ff are active (above 0) for this token.",
                                      "", int(walk_.dFf))
                                       .arg(walk_.hiddenActive);
    else if (walk_.sublayer == 1)  // SiLU and GELU are positive exactly where their input is
        text += QLatin1Char(' ') + tr("%1 of the %n hidden unit(s) of d_ff are positive after %2 for this token (this "
                                      "model has %2 where the paper has ReLU).",
                                      "", int(walk_.dFf))
                                       .arg(walk_.hiddenActive)
                                       .arg(walk_.activation == QLatin1String("silu") ? QStringLiteral("SiLU")
                                                                                      : QStringLiteral("GELU"));
    summary_->setText(text);
}

}  // namespace studio::app
