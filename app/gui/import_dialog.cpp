// SPDX-License-Identifier: GPL-3.0-or-later
#include "import_dialog.h"

#include "checkpoint_store.h"
#include "file_field.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QFutureWatcher>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <QtConcurrent>

#include <stdexcept>

namespace studio::app {

namespace {
struct ImportOutcome {
    QStringList notes;
    QString error;
};
}  // namespace

ImportDialog::ImportDialog(const QString& pytorchPath, QWidget* parent) : QDialog(parent), pytorchPath_(pytorchPath) {
    setWindowTitle(tr("Import a PyTorch model"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("<b>%1</b> is a PyTorch checkpoint. Attention Studio opens models of the from-scratch "
                                "tutorial design (build_transformer, older and newer versions) with their word-level "
                                "tokenizers, and saves them as its own checkpoint.")
                                 .arg(QFileInfo(pytorchPath).fileName().toHtmlEscaped()));
    intro->setWordWrap(true);
    layout->addWidget(intro);

    const QString filter = tr("Tokenizers (*.json);;All files (*)");
    source_ = new FileField(tr("Source language tokenizer"), filter);
    target_ = new FileField(tr("Target language tokenizer"), filter);
    heads_ = new QSpinBox;
    heads_->setRange(1, 256);
    heads_->setValue(8);
    heads_->setToolTip(tr("The number of attention heads h the model was built with. The file does not record it; "
                          "build_transformer's default is 8."));
    output_ = new FileField(tr("Save the imported model as"), tr("Checkpoints (*.ckpt)"));
    const QFileInfo info(pytorchPath);
    output_->setSaving(true);
    // Beside the .pt, under a name that replaces nothing (model.ckpt may be the user's own).
    output_->setPath(FileField::unusedPath(info.absoluteDir().filePath(info.completeBaseName() + QStringLiteral(".ckpt"))));

    auto* form = new QFormLayout;
    form->addRow(tr("Source tokenizer:"), source_);
    form->addRow(tr("Target tokenizer:"), target_);
    form->addRow(tr("Heads:"), heads_);
    form->addRow(tr("Save as:"), output_);
    layout->addLayout(form);

    const QStringList found = tokenizerFilesBeside(pytorchPath);
    status_ = new QLabel;
    status_->setWordWrap(true);
    if (found.size() >= 2) {
        source_->setPath(found.at(0));
        target_->setPath(found.at(1));
        status_->setText(tr("Found %n tokenizer file(s) beside the checkpoint; check which one is the source.", nullptr,
                            int(found.size())));
    } else {
        if (found.size() == 1) source_->setPath(found.at(0));
        status_->setText(tr("Choose the tokenizer_{language}.json files the model was trained with."));
    }
    layout->addWidget(status_);

    buttons_ = new QDialogButtonBox(QDialogButtonBox::Cancel);
    buttons_->addButton(tr("Import"), QDialogButtonBox::AcceptRole);
    importAndFineTune_ = buttons_->addButton(tr("Import and fine-tune"), QDialogButtonBox::AcceptRole);
    importAndFineTune_->setToolTip(tr("After the import, prepares a new training run that starts from the imported "
                                      "model (Train page), on the data chosen on the Data page."));
    // clicked(button) comes before accepted(): the choice is known when the import starts.
    connect(buttons_, &QDialogButtonBox::clicked, this,
            [this](QAbstractButton* button) { fineTune_ = button == importAndFineTune_; });
    connect(buttons_, &QDialogButtonBox::accepted, this, &ImportDialog::startImport);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons_);
    resize(620, sizeHint().height());
}

QString ImportDialog::checkpointPath() const { return output_->path(); }

void ImportDialog::showError(const QString& message) {
    status_->setStyleSheet(QStringLiteral("color: #b00020;"));
    status_->setText(message);
}

void ImportDialog::startImport() {
    if (source_->path().isEmpty() || target_->path().isEmpty() || output_->path().isEmpty()) {
        showError(tr("Choose both tokenizer files and where to save the model."));
        return;
    }
    if (!output_->mayWrite(this)) return;
    running_ = true;
    buttons_->setEnabled(false);
    status_->setStyleSheet(QString());
    status_->setText(tr("Importing…"));
    auto* watcher = new QFutureWatcher<ImportOutcome>(this);
    connect(watcher, &QFutureWatcher<ImportOutcome>::finished, this, [this, watcher] {
        const ImportOutcome outcome = watcher->result();
        watcher->deleteLater();
        running_ = false;
        buttons_->setEnabled(true);
        if (!outcome.error.isEmpty()) {
            showError(outcome.error);
            return;
        }
        notes_ = outcome.notes;
        accept();
    });
    watcher->setFuture(QtConcurrent::run([pytorch = pytorchPath_, src = source_->path(), tgt = target_->path(),
                                          heads = heads_->value(), out = output_->path()] {
        ImportOutcome outcome;
        try {
            outcome.notes = importPytorchCheckpoint(pytorch, src, tgt, heads, out);
        } catch (const std::exception& e) {
            outcome.error = QString::fromStdString(e.what());
        }
        return outcome;
    }));
}

void ImportDialog::reject() {
    // The conversion cannot be stopped midway, and closing the dialog did not
    // stop it: the file was written later, unannounced. It ends first.
    if (running_) {
        status_->setText(tr("Still converting: the dialog closes when the checkpoint is written."));
        return;
    }
    QDialog::reject();
}

}  // namespace studio::app
