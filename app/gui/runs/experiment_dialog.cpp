// SPDX-License-Identifier: GPL-3.0-or-later
#include "experiment_dialog.h"

#include "experiment_runner.h"

#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QDir>
#include <QLocale>
#include <QRegularExpression>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace studio::app {

ExperimentDialog::ExperimentDialog(const QString& runsFolder, const data::DatasetSpec& pageDataset,
                                   const QList<RunRecord>& runs, QWidget* parent)
    : QDialog(parent), runsFolder_(runsFolder), pageDataset_(pageDataset), runs_(runs) {
    setWindowTitle(tr("New experiment"));
    name_ = new QLineEdit(QStringLiteral("experiment-") + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmm")), this);
    name_->setToolTip(tr("The experiment's folder in the runs folder; each run gets a folder inside it."));
    base_ = new QComboBox(this);
    const QString data = QString::fromStdString(pageDataset.label());
    base_->addItem(tr("preset tiny on %1 (Data page)").arg(data));
    base_->addItem(tr("preset small on %1 (Data page)").arg(data));
    for (const RunRecord& r : runs) base_->addItem(tr("run %1 (%2, %3)").arg(r.name, r.preset.isEmpty() ? QStringLiteral("?") : r.preset, r.dataset));
    base_->setToolTip(tr("The settings every run starts from. A run as base also gives its data and its tokenizer."));
    kind_ = new QComboBox(this);
    kind_->addItem(tr("Table 3 in miniature (the paper's rows A–E)"));
    kind_->addItem(tr("Table 3, reduced (one variation per row group)"));
    kind_->addItem(tr("Custom grid"));
    steps_ = new QSpinBox(this);
    steps_->setRange(1, 10000000);
    steps_->setValue(200);  // README: tiny on numbers-de is far from saturated at 200 steps
    steps_->setToolTip(tr("Every run trains this many steps (not a time budget: the runs stay comparable and "
                          "reproducible) and ends with a dev evaluation."));
    seeds_ = new QSpinBox(this);
    seeds_->setRange(1, 20);
    seeds_->setToolTip(tr("Each variation this many times with seeds seed, seed+1, …: the spread between seeds "
                          "says how large a difference must be to mean something."));

    grid_ = new QTableWidget(0, 2, this);
    grid_->setHorizontalHeaderLabels({tr("Setting"), tr("Values (comma-separated)")});
    grid_->horizontalHeader()->setStretchLastSection(true);
    grid_->verticalHeader()->hide();
    auto* addRow = new QPushButton(tr("Add setting"), this);
    auto* removeRow = new QPushButton(tr("Remove setting"), this);
    gridPanel_ = new QWidget(this);
    auto* gridButtons = new QHBoxLayout;
    gridButtons->addWidget(addRow);
    gridButtons->addWidget(removeRow);
    gridButtons->addStretch(1);
    auto* gridLayout = new QVBoxLayout(gridPanel_);
    gridLayout->setContentsMargins(0, 0, 0, 0);
    gridLayout->addWidget(new QLabel(tr("Every combination of these values is one run (the last setting changes "
                                        "fastest). Switches take 0 and 1."), gridPanel_));
    gridLayout->addWidget(grid_, 1);
    gridLayout->addLayout(gridButtons);

    preview_ = new QLabel(this);
    preview_->setWordWrap(true);
    preview_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons_->button(QDialogButtonBox::Ok)->setText(tr("Start"));

    auto* form = new QFormLayout;
    form->addRow(tr("Name:"), name_);
    form->addRow(tr("Base:"), base_);
    form->addRow(tr("Variations:"), kind_);
    form->addRow(tr("Steps per run:"), steps_);
    form->addRow(tr("Seeds:"), seeds_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(gridPanel_, 1);
    layout->addWidget(preview_);
    layout->addWidget(buttons_);

    addGridRow(QStringLiteral("heads"), QStringLiteral("1, 2, 4, 8"));
    connect(addRow, &QPushButton::clicked, this, [this] { addGridRow(QStringLiteral("dropout"), QStringLiteral("0, 0.1")); });
    connect(removeRow, &QPushButton::clicked, this, [this] {
        if (grid_->currentRow() >= 0) grid_->removeRow(grid_->currentRow());
        update();
    });
    connect(grid_, &QTableWidget::cellChanged, this, &ExperimentDialog::update);
    connect(name_, &QLineEdit::textChanged, this, &ExperimentDialog::update);
    connect(base_, &QComboBox::currentIndexChanged, this, &ExperimentDialog::update);
    connect(kind_, &QComboBox::currentIndexChanged, this, &ExperimentDialog::update);
    connect(steps_, &QSpinBox::valueChanged, this, &ExperimentDialog::update);
    connect(seeds_, &QSpinBox::valueChanged, this, &ExperimentDialog::update);
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(640, 560);
    update();
}

void ExperimentDialog::addGridRow(const QString& setting, const QString& values) {
    const int row = grid_->rowCount();
    grid_->insertRow(row);
    auto* names = new QComboBox(grid_);
    for (const auto& name : train::variable_settings()) names->addItem(QString::fromStdString(name));
    names->setCurrentText(setting);
    grid_->setCellWidget(row, 0, names);
    grid_->setItem(row, 1, new QTableWidgetItem(values));
    connect(names, &QComboBox::currentIndexChanged, this, &ExperimentDialog::update);
    update();
}

void ExperimentDialog::setBase(int index) { base_->setCurrentIndex(index); }
void ExperimentDialog::setKind(Kind kind) { kind_->setCurrentIndex(int(kind)); }
void ExperimentDialog::setSteps(int steps) { steps_->setValue(steps); }
void ExperimentDialog::setSeeds(int seeds) { seeds_->setValue(seeds); }
void ExperimentDialog::setName(const QString& name) { name_->setText(name); }

void ExperimentDialog::setGrid(const QList<QPair<QString, QString>>& rows) {
    grid_->setRowCount(0);
    for (const auto& [setting, values] : rows) addGridRow(setting, values);
}

QString ExperimentDialog::folder() const { return QDir(runsFolder_).filePath(name_->text().trimmed()); }

QString ExperimentDialog::gridText() const {
    QStringList words;
    for (int row = 0; row < grid_->rowCount(); ++row) {
        const auto* names = qobject_cast<QComboBox*>(grid_->cellWidget(row, 0));
        const QTableWidgetItem* values = grid_->item(row, 1);
        // Values apart by commas or spaces ("1 2" is two values: it was
        // read as 12); ",," stays, for the plan's "empty value" refusal.
        QString text = values ? values->text().trimmed() : QString();
        // Where the desktop writes 0,1 for 0.1, a comma between two digits
        // of a setting that takes fractions is its decimal point when spaces
        // or ';' part the values ("0,1 0,2" was 0, 1, 0 and 2; "0,5 1.5" is
        // 0.5 and 1.5); without them, points in the text leave its commas
        // parting the values ("0.1,0.2" became "0.1.0.2"). Commas alone could
        // be either ("clip=1,5" ran 1.5 where the column says comma-separated):
        // refused, saying how to write it.
        const bool fractions = names && train::is_fraction_setting(names->currentText().toStdString());
        const QRegularExpression digitComma(QStringLiteral("(\\d),(\\d)"));
        const bool parted = text.contains(QRegularExpression(QStringLiteral("[\\s;]")));
        if (fractions && QLocale().decimalPoint() == QStringLiteral(",") && (parted || !text.contains(QLatin1Char('.'))) &&
            text.contains(digitComma)) {
            if (!parted)
                throw std::invalid_argument(
                    tr("%1=%2: a comma between digits could be a decimal comma or part two values; part the values "
                       "with spaces or ';' (0,1; 0,2), or write decimal points (0.1, 0.2)")
                        .arg(names->currentText(), text)
                        .toStdString());
            text.replace(digitComma, QStringLiteral("\\1.\\2"));
        }
        text.replace(QLatin1Char(';'), QLatin1Char(','));
        text.replace(QRegularExpression(QStringLiteral("\\s*,\\s*")), QStringLiteral(","));
        text.replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral(","));
        if (names) words << names->currentText() + QLatin1Char('=') + text;
    }
    return words.join(QLatin1Char(' '));
}

void ExperimentDialog::update() {
    const Kind kind = Kind(kind_->currentIndex());
    gridPanel_->setVisible(kind == Grid);
    valid_ = false;
    problem_.clear();
    try {
        const QString name = name_->text().trimmed();
        if (name.isEmpty() || name.contains(QLatin1Char('/')) || name.contains(QLatin1Char('\\')) || name.startsWith(QLatin1Char('.')))
            throw std::invalid_argument(tr("the name must be a folder name (no slashes, not starting with a dot)").toStdString());
        if (QDir(folder()).exists() && !QDir(folder()).isEmpty())
            throw std::invalid_argument(tr("%1 already exists; choose another name").arg(QDir::toNativeSeparators(folder())).toStdString());
        train::ExperimentPlan base;
        const int b = base_->currentIndex();
        if (b <= 1) {
            const std::string preset = b == 0 ? "tiny" : "small";
            base.model = nn::TransformerConfig::preset(preset);
            base.training = train::TrainingConfig::preset(preset);
            base.training.eval_every = std::max(1, steps_->value() / 5);  // a dev curve to compare
            base.dataset = pageDataset_.to_json();
        } else {
            // The run's files are read once per choice, not at every keystroke.
            if (cachedBase_ != b) {
                cachedBase_ = b;
                cachedBaseError_.clear();
                ExperimentRunner::baseFromRun(runs_.at(b - 2).path, &cachedBasePlan_, &cachedBaseError_);
            }
            if (!cachedBaseError_.isEmpty()) throw std::invalid_argument(cachedBaseError_.toStdString());
            base = cachedBasePlan_;
            base.training.eval_every = std::min<int64_t>(base.training.eval_every, std::max(1, steps_->value() / 5));
        }
        const char* kinds[] = {"table3", "table3-reduced", "grid"};
        // The grid only for a grid (a hidden row that reads two ways refused Table 3).
        plan_ = train::make_plan(kinds[kind], kind == Grid ? gridText().toStdString() : std::string(), base.model,
                                 base.training, base.dataset,
                                 steps_->value(), seeds_->value());
        plan_.base_run = base.base_run;
        QStringList names;
        for (const auto& r : plan_.runs()) names << QString::fromStdString(r.name);
        preview_->setStyleSheet(QString());
        preview_->setText(tr("%n run(s), %1 steps each, in %2: %3", nullptr, int(names.size()))
                              .arg(steps_->value())
                              .arg(QDir::toNativeSeparators(folder()), names.join(QStringLiteral(", "))));
        valid_ = true;
    } catch (const std::exception& e) {
        problem_ = QString::fromStdString(e.what());
        preview_->setStyleSheet(QStringLiteral("color: #c62828"));
        preview_->setText(problem_);
    }
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(valid_);
}

}  // namespace studio::app
