// SPDX-License-Identifier: GPL-3.0-or-later
#include "dev_set_chooser.h"

#include "file_field.h"
#include "number_inputs.h"

#include <QButtonGroup>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QLabel>
#include <QRadioButton>
#include <QSignalBlocker>

namespace studio::app {

DevSetChooser::DevSetChooser(QWidget* parent) : QGroupBox(tr("Dev set"), parent) {
    setToolTip(tr("Pairs the model never trains on: dev loss and BLEU are measured on them during training."));
    default_ = new QRadioButton(tr("&Default"), this);
    default_->setChecked(true);
    defaultHint_ = new QLabel(this);
    defaultHint_->setWordWrap(true);
    defaultHint_->setForegroundRole(QPalette::PlaceholderText);
    share_ = new QRadioButton(tr("Hold &out"), this);
    sharePercent_ = new DecimalSpinBox(this);
    sharePercent_->setAccessibleName(tr("Share held out"));
    sharePercent_->setRange(0.1, 90.0);
    sharePercent_->setDecimals(2);
    sharePercent_->setValue(5.0);
    sharePercent_->setSuffix(tr(" % of the training pairs"));
    files_ = new QRadioButton(tr("Dev f&iles"), this);
    const QString filter = tr("Text files (*.txt *.tsv *.jsonl *.gz);;All files (*)");
    devSource_ = new FileField(tr("Dev file"), filter, this);
    devTarget_ = new FileField(tr("Target-language dev file"), filter, this);
    devTargetLabel_ = new QLabel(tr("target:"), this);

    auto* choice = new QButtonGroup(this);
    for (QRadioButton* button : {default_, share_, files_}) choice->addButton(button);

    auto* grid = new QGridLayout(this);
    grid->setColumnStretch(1, 1);
    grid->addWidget(default_, 0, 0);
    grid->addWidget(defaultHint_, 0, 1);
    grid->addWidget(share_, 1, 0);
    grid->addWidget(sharePercent_, 1, 1);
    grid->addWidget(files_, 2, 0);
    grid->addWidget(devSource_, 2, 1);
    grid->addWidget(devTargetLabel_, 3, 0, Qt::AlignRight);
    grid->addWidget(devTarget_, 3, 1);

    connect(choice, &QButtonGroup::buttonToggled, this, [this](QAbstractButton*, bool checked) {
        updateEnabled();
        if (checked) emit edited();
    });
    connect(sharePercent_, &QDoubleSpinBox::valueChanged, this, &DevSetChooser::edited);
    for (FileField* field : {devSource_, devTarget_}) {
        connect(field, &QLineEdit::textEdited, this, &DevSetChooser::edited);
        connect(field, &FileField::browsed, this, &DevSetChooser::edited);
    }
    setSourceKind(data::DatasetKind::Demo);
}

void DevSetChooser::setSourceKind(data::DatasetKind kind) {
    // Follows the source form; not an edit of the dev choice by the user.
    const QSignalBlocker blockSelf(this);
    kind_ = kind;
    const bool demo = kind == data::DatasetKind::Demo;
    defaultHint_->setText(demo ? tr("the demo's own dev pairs")
                               : tr("1 % of the training pairs (at most 1000), held out when training starts"));
    // A demo brings its dev set; dev files only make sense beside training files.
    if (demo && files_->isChecked()) default_->setChecked(true);
    devSource_->setPlaceholderText(kind == data::DatasetKind::Aligned ? tr("source-language dev file")
                                                                      : tr("dev file in the training data's format"));
    updateEnabled();
}

void DevSetChooser::updateEnabled() {
    const bool demo = kind_ == data::DatasetKind::Demo;
    const bool aligned = kind_ == data::DatasetKind::Aligned;
    files_->setEnabled(!demo);
    sharePercent_->setEnabled(share_->isChecked());
    devSource_->setEnabled(files_->isChecked() && !demo);
    devTarget_->setEnabled(files_->isChecked() && aligned);
    devTarget_->setVisible(aligned);
    devTargetLabel_->setVisible(aligned);
}

void DevSetChooser::applyTo(data::DatasetSpec& spec) const {
    spec.dev = data::DevSource::Default;
    spec.dev_share = 0.0;
    spec.dev_path.clear();
    spec.dev_tgt_path.clear();
    if (share_->isChecked()) {
        spec.dev = data::DevSource::Share;
        spec.dev_share = sharePercent_->value() / 100.0;
    } else if (files_->isChecked() && kind_ != data::DatasetKind::Demo) {
        spec.dev = data::DevSource::Files;
        spec.dev_path = devSource_->path().toStdString();
        if (kind_ == data::DatasetKind::Aligned) spec.dev_tgt_path = devTarget_->path().toStdString();
    }
}

void DevSetChooser::setFrom(const data::DatasetSpec& spec) {
    const QSignalBlocker blockSelf(this);  // edited() is emitted by this object only
    setSourceKind(spec.kind);
    switch (spec.dev) {
        case data::DevSource::Default: default_->setChecked(true); break;
        case data::DevSource::Share:
            share_->setChecked(true);
            sharePercent_->setValue(spec.dev_share * 100.0);
            break;
        case data::DevSource::Files:
            files_->setChecked(true);
            devSource_->setPath(QString::fromStdString(spec.dev_path));
            devTarget_->setPath(QString::fromStdString(spec.dev_tgt_path));
            break;
    }
    updateEnabled();
}

// Both setters change a field and the choice, but report one edit.
void DevSetChooser::setShare(double share) {
    {
        const QSignalBlocker blockSelf(this);
        sharePercent_->setValue(share * 100.0);
    }
    if (share_->isChecked())
        emit edited();
    else
        share_->setChecked(true);
}

void DevSetChooser::setFiles(const QString& path, const QString& targetPath) {
    devSource_->setPath(path);
    devTarget_->setPath(targetPath);
    if (files_->isChecked())
        emit edited();
    else
        files_->setChecked(true);
}

}  // namespace studio::app
