// SPDX-License-Identifier: GPL-3.0-or-later
#include "dataset_chooser.h"

#include "field_label.h"
#include "file_field.h"

#include "data/demo_tasks.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStackedWidget>
#include <QVBoxLayout>
#include <QWheelEvent>

namespace studio::app {
namespace {

// A list to pick from, not a setting: picking loads a dataset. A closed
// QComboBox takes Up/Down and the wheel as picks (activated), so every
// Down reloaded the first dataset and a scroll over it loaded one. Here the
// arrows open the list and the wheel does nothing until it is open.
class PickList : public QComboBox {
public:
    using QComboBox::QComboBox;

protected:
    void keyPressEvent(QKeyEvent* event) override {
        if (event->key() == Qt::Key_Down || event->key() == Qt::Key_Up) {
            showPopup();
            return;
        }
        QComboBox::keyPressEvent(event);
    }
    void wheelEvent(QWheelEvent* event) override { event->ignore(); }
};

QFormLayout* makeForm(QWidget* page) {
    auto* form = new QFormLayout(page);
    form->setContentsMargins(0, 0, 0, 0);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    return form;
}

QSpinBox* makeColumnBox(int value, QWidget* parent) {
    auto* box = new QSpinBox(parent);
    box->setRange(1, 99);
    box->setValue(value);
    return box;
}

}  // namespace

DatasetChooser::DatasetChooser(QWidget* parent) : QGroupBox(tr("Source"), parent) {
    recentBox_ = new PickList(this);
    recentBox_->setPlaceholderText(tr("Pick a dataset used before…"));
    recentBox_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    recentBox_->setMinimumContentsLength(16);
    kindBox_ = new QComboBox(this);
    kindBox_->addItem(tr("Built-in demo task"), int(data::DatasetKind::Demo));
    kindBox_->addItem(tr("Two line-aligned files"), int(data::DatasetKind::Aligned));
    kindBox_->addItem(tr("TSV file"), int(data::DatasetKind::Tsv));
    kindBox_->addItem(tr("JSON Lines file"), int(data::DatasetKind::Jsonl));
    forms_ = new QStackedWidget(this);
    forms_->addWidget(makeDemoForm());
    forms_->addWidget(makeAlignedForm());
    forms_->addWidget(makeTsvForm());
    forms_->addWidget(makeJsonlForm());
    formatHint_ = new QLabel(this);
    formatHint_->setWordWrap(true);
    formatHint_->setForegroundRole(QPalette::PlaceholderText);
    read_ = new QPushButton(tr("&Read data"), this);
    read_->setToolTip(tr("Read the chosen files and show their pairs; the Train page then trains on them."));

    auto* top = new QFormLayout;
    top->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    top->addRow(tr("Recent:"), recentBox_);
    top->addRow(tr("Format:"), kindBox_);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(read_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(forms_);
    layout->addWidget(formatHint_);
    layout->addLayout(buttons);

    connect(recentBox_, &QComboBox::activated, this, &DatasetChooser::pickRecent);
    connect(kindBox_, &QComboBox::activated, this, [this](int index) {
        showKind(index);
        // A demo is complete as soon as it is chosen; files need their paths first.
        if (kind() == data::DatasetKind::Demo)
            emit loadRequested();
        else
            emit edited();
    });
    connect(read_, &QPushButton::clicked, this, &DatasetChooser::loadRequested);
    showKind(0);
}

QWidget* DatasetChooser::makeDemoForm() {
    auto* page = new QWidget(this);
    demoBox_ = new QComboBox(page);
    for (const auto& name : data::demo_task_names()) demoBox_->addItem(QString::fromStdString(name));
    demoBox_->setToolTip(tr("Built-in tasks are generated in the program; nothing has to be downloaded."));
    makeForm(page)->addRow(tr("Task:"), demoBox_);
    connect(demoBox_, &QComboBox::activated, this, &DatasetChooser::loadRequested);
    return page;
}

QWidget* DatasetChooser::makeAlignedForm() {
    auto* page = new QWidget(this);
    const QString filter = tr("Text files (*.txt *.gz *.*)");
    alignedSource_ = new FileField(tr("Source-language file"), filter, page);
    alignedTarget_ = new FileField(tr("Target-language file"), filter, page);
    QFormLayout* form = makeForm(page);
    form->addRow(tr("Source file:"), alignedSource_);
    form->addRow(tr("Target file:"), alignedTarget_);
    for (FileField* field : {alignedSource_, alignedTarget_}) {
        connect(field, &QLineEdit::textEdited, this, &DatasetChooser::edited);
        connect(field, &FileField::browsed, this, &DatasetChooser::edited);
        connect(field, &QLineEdit::returnPressed, this, &DatasetChooser::loadRequested);
    }
    return page;
}

QWidget* DatasetChooser::makeTsvForm() {
    auto* page = new QWidget(this);
    tsvFile_ = new FileField(tr("TSV file"), tr("Tab-separated files (*.tsv *.txt *.gz);;All files (*)"), page);
    tsvSourceColumn_ = makeColumnBox(1, page);
    tsvTargetColumn_ = makeColumnBox(2, page);
    auto* columns = new QHBoxLayout;
    columns->addWidget(fieldLabel(tr("source"), tsvSourceColumn_));
    columns->addWidget(tsvSourceColumn_);
    columns->addSpacing(12);
    columns->addWidget(fieldLabel(tr("target"), tsvTargetColumn_));
    columns->addWidget(tsvTargetColumn_);
    columns->addStretch(1);
    QFormLayout* form = makeForm(page);
    form->addRow(tr("File:"), tsvFile_);
    form->addRow(tr("Columns:"), columns);
    connect(tsvFile_, &QLineEdit::textEdited, this, &DatasetChooser::edited);
    connect(tsvFile_, &FileField::browsed, this, &DatasetChooser::edited);
    connect(tsvFile_, &QLineEdit::returnPressed, this, &DatasetChooser::loadRequested);
    for (QSpinBox* box : {tsvSourceColumn_, tsvTargetColumn_})
        connect(box, &QSpinBox::valueChanged, this, &DatasetChooser::edited);
    return page;
}

QWidget* DatasetChooser::makeJsonlForm() {
    auto* page = new QWidget(this);
    jsonlFile_ = new FileField(tr("JSON Lines file"), tr("JSON Lines (*.jsonl *.json *.gz);;All files (*)"), page);
    jsonlSourceKey_ = new QLineEdit(page);
    jsonlSourceKey_->setPlaceholderText(tr("e.g. en"));
    jsonlTargetKey_ = new QLineEdit(page);
    jsonlTargetKey_->setPlaceholderText(tr("e.g. de"));
    auto* keys = new QHBoxLayout;
    keys->addWidget(fieldLabel(tr("source"), jsonlSourceKey_));
    keys->addWidget(jsonlSourceKey_);
    keys->addSpacing(12);
    keys->addWidget(fieldLabel(tr("target"), jsonlTargetKey_));
    keys->addWidget(jsonlTargetKey_);
    QFormLayout* form = makeForm(page);
    form->addRow(tr("File:"), jsonlFile_);
    form->addRow(tr("Language keys:"), keys);
    for (QLineEdit* field : {static_cast<QLineEdit*>(jsonlFile_), jsonlSourceKey_, jsonlTargetKey_}) {
        connect(field, &QLineEdit::textEdited, this, &DatasetChooser::edited);
        connect(field, &QLineEdit::returnPressed, this, &DatasetChooser::loadRequested);
    }
    connect(jsonlFile_, &FileField::browsed, this, &DatasetChooser::edited);
    return page;
}

void DatasetChooser::showKind(int index) {
    forms_->setCurrentIndex(index);
    // The stack is as tall as the shown form, not the tallest one.
    for (int i = 0; i < forms_->count(); ++i) {
        const auto vertical = i == index ? QSizePolicy::Preferred : QSizePolicy::Ignored;
        forms_->widget(i)->setSizePolicy(QSizePolicy::Preferred, vertical);
    }
    forms_->adjustSize();
    const QStringList hints{
        tr("Generated by the program from a seed; nothing has to be downloaded."),
        tr("One sentence a line; line n of the target file translates line n of the source file "
           "(Moses, OPUS, Multi30k). Plain text or gzip."),
        tr("Tab-separated rows, columns counted from 1 (Anki and manythings exports: 1 and 2; "
           "Tatoeba pair exports: 2 and 4). Plain text or gzip."),
        tr("One JSON object a line, {\"translation\": {\"en\": …, \"de\": …}} or {\"en\": …, \"de\": …}; "
           "the keys name the languages. Plain text or gzip."),
    };
    formatHint_->setText(hints.value(index));
}

data::DatasetKind DatasetChooser::kind() const { return data::DatasetKind(kindBox_->currentData().toInt()); }

data::DatasetSpec DatasetChooser::spec() const {
    data::DatasetSpec spec;
    spec.kind = kind();
    switch (spec.kind) {
        case data::DatasetKind::Demo: spec.demo = demoTask().toStdString(); break;
        case data::DatasetKind::Aligned:
            spec.path = alignedSource_->path().toStdString();
            spec.tgt_path = alignedTarget_->path().toStdString();
            break;
        case data::DatasetKind::Tsv:
            spec.path = tsvFile_->path().toStdString();
            spec.src_column = tsvSourceColumn_->value();
            spec.tgt_column = tsvTargetColumn_->value();
            break;
        case data::DatasetKind::Jsonl:
            spec.path = jsonlFile_->path().toStdString();
            spec.src_lang = jsonlSourceKey_->text().trimmed().toStdString();
            spec.tgt_lang = jsonlTargetKey_->text().trimmed().toStdString();
            break;
    }
    return spec;
}

void DatasetChooser::setSpec(const data::DatasetSpec& spec) {
    const QSignalBlocker blockColumns1(tsvSourceColumn_), blockColumns2(tsvTargetColumn_);
    const int demo = demoBox_->findText(QString::fromStdString(spec.demo));
    if (demo >= 0) demoBox_->setCurrentIndex(demo);
    // Only the fields of the spec's kind are filled; the others keep what the
    // user typed there, so switching the format back does not lose it.
    const QString path = QString::fromStdString(spec.path);
    switch (spec.kind) {
        case data::DatasetKind::Demo: break;
        case data::DatasetKind::Aligned:
            alignedSource_->setPath(path);
            alignedTarget_->setPath(QString::fromStdString(spec.tgt_path));
            break;
        case data::DatasetKind::Tsv:
            tsvFile_->setPath(path);
            tsvSourceColumn_->setValue(spec.src_column);
            tsvTargetColumn_->setValue(spec.tgt_column);
            break;
        case data::DatasetKind::Jsonl:
            jsonlFile_->setPath(path);
            jsonlSourceKey_->setText(QString::fromStdString(spec.src_lang));
            jsonlTargetKey_->setText(QString::fromStdString(spec.tgt_lang));
            break;
    }
    const int kindIndex = kindBox_->findData(int(spec.kind));
    kindBox_->setCurrentIndex(kindIndex);
    showKind(kindIndex);
}

QString DatasetChooser::demoTask() const { return demoBox_->currentText(); }

void DatasetChooser::setDemoTask(const QString& name) {
    const int index = demoBox_->findText(name);
    if (index < 0) return;
    demoBox_->setCurrentIndex(index);
    kindBox_->setCurrentIndex(kindBox_->findData(int(data::DatasetKind::Demo)));
    showKind(kindBox_->currentIndex());
    emit loadRequested();
}

void DatasetChooser::setRecent(const QList<data::DatasetSpec>& recent) {
    recent_ = recent;
    recentBox_->clear();
    for (const data::DatasetSpec& spec : recent) {
        QString label = QString::fromStdString(spec.label());
        if (spec.dev == data::DevSource::Share)
            label += tr(" · dev %L1 %").arg(spec.dev_share * 100.0, 0, 'g', 3);
        else if (spec.dev == data::DevSource::Files)
            label += tr(" · dev files");
        recentBox_->addItem(label);
        // The full paths, since the label shows file names only.
        const QString paths = QString::fromStdString(spec.path + "\n" + spec.tgt_path).trimmed();
        recentBox_->setItemData(recentBox_->count() - 1, paths, Qt::ToolTipRole);
    }
    recentBox_->setCurrentIndex(-1);  // the placeholder: the list is for picking, not a state
    recentBox_->setEnabled(!recent.isEmpty());
}

void DatasetChooser::pickRecent(int index) {
    if (index < 0 || index >= recent_.size()) return;
    recentBox_->setCurrentIndex(-1);
    emit recentPicked(recent_[index]);
}

}  // namespace studio::app
