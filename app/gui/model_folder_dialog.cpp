// SPDX-License-Identifier: GPL-3.0-or-later
#include "model_folder_dialog.h"

#include "checkpoint_store.h"
#include "file_field.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QFutureWatcher>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>
#include <QtConcurrent>

#include <stdexcept>

namespace studio::app {

namespace {
struct FolderImportOutcome {
    QStringList notes;
    QString error;
};

// The functions' names, the same in every language.
QString activationName(const QString& activation) {
    if (activation == QLatin1String("silu")) return QStringLiteral("SiLU (swish)");
    if (activation == QLatin1String("gelu")) return QStringLiteral("GELU");
    return QStringLiteral("ReLU");
}
}  // namespace

ModelFolderDialog::ModelFolderDialog(const QString& folder, const QString& runsFolder, QWidget* parent)
    : QDialog(parent), folder_(folder) {
    setWindowTitle(tr("Open a Hugging Face model"));
    auto* layout = new QVBoxLayout(this);
    const QString name = QFileInfo(QDir::cleanPath(folder)).fileName();  // "dir/" names dir too
    auto* intro = new QLabel(tr("<b>%1</b> is a Hugging Face model folder. Attention Studio converts a Marian model "
                                "(the OPUS-MT translation models) once into its own checkpoint, which then opens on "
                                "every page.")
                                 .arg(name.toHtmlEscaped()));
    intro->setWordWrap(true);
    layout->addWidget(intro);

    summary_ = new QLabel;
    summary_->setWordWrap(true);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(summary_);

    output_ = new FileField(tr("Save the converted model as"), tr("Checkpoints (*.ckpt)"));
    output_->setSaving(true);
    // A folder converted again gets a new file: an earlier conversion (perhaps
    // fine-tuned from since) is not replaced without asking.
    output_->setPath(
        FileField::unusedPath(QDir(runsFolder).filePath(QStringLiteral("imported/") + name + QStringLiteral(".ckpt"))));
    auto* form = new QFormLayout;
    form->addRow(tr("Save as:"), output_);
    layout->addLayout(form);

    status_ = new QLabel;
    status_->setWordWrap(true);
    layout->addWidget(status_);
    busy_ = new QProgressBar;
    busy_->setRange(0, 0);  // the conversion reports no steps: a busy bar while it runs
    busy_->setTextVisible(false);
    busy_->hide();
    layout->addWidget(busy_);

    buttons_ = new QDialogButtonBox(QDialogButtonBox::Cancel);
    import_ = buttons_->addButton(tr("Convert and open"), QDialogButtonBox::AcceptRole);
    importAndFineTune_ = buttons_->addButton(tr("Convert and fine-tune"), QDialogButtonBox::AcceptRole);
    importAndFineTune_->setToolTip(tr("After the conversion, prepares a new training run that starts from this model "
                                      "(Train page), on the data chosen on the Data page, keeping its tokenizer."));
    connect(buttons_, &QDialogButtonBox::clicked, this,
            [this](QAbstractButton* button) { fineTune_ = button == importAndFineTune_; });
    connect(buttons_, &QDialogButtonBox::accepted, this, &ModelFolderDialog::startImport);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons_);

    try {
        const ModelFolderSummary s = describeModelFolder(folder);
        QString text = tr("Marian model: %1 encoder and %2 decoder layers, %3 heads, d_model %4, d_ff %5, %6; "
                          "%7 parameters.")
                           .arg(s.layersEncoder)
                           .arg(s.layersDecoder)
                           .arg(s.heads)
                           .arg(s.dModel)
                           .arg(s.dFf)
                           .arg(activationName(s.activation), QLocale().toString(s.parameters));
        text += QLatin1Char(' ') + tr("Vocabulary: %1 source and %2 target pieces. Decoding: beam %3; a translation ends "
                                          "at the source length + the Translate page's max. extra tokens (the folder's "
                                          "max_length is %4).")
                                       .arg(s.sourceVocabulary)
                                       .arg(s.targetVocabulary)
                                       .arg(s.beamSize)
                                       .arg(s.maxLength);
        if (!s.languageTokens.isEmpty())
            text += QLatin1Char(' ') + tr("Multilingual: start a source with one of its %n target-language token(s), "
                                          "e.g. %1.", nullptr, int(s.languageTokens.size()))
                                           .arg(s.languageTokens.first());
        summary_->setText(text);
        status_->setText(tr("Weights: %1").arg(QDir::toNativeSeparators(s.weightsFile)));
    } catch (const std::exception& e) {
        showError(QString::fromStdString(e.what()));
        import_->setEnabled(false);
        importAndFineTune_->setEnabled(false);
    }
    resize(640, sizeHint().height());
}

QString ModelFolderDialog::checkpointPath() const { return output_->path(); }

void ModelFolderDialog::showError(const QString& message) {
    status_->setStyleSheet(QStringLiteral("color: #b00020;"));
    status_->setText(message);
}

void ModelFolderDialog::startImport() {
    if (output_->path().isEmpty()) {
        showError(tr("Choose where to save the converted model."));
        return;
    }
    if (!output_->mayWrite(this)) return;
    running_ = true;
    buttons_->setEnabled(false);
    busy_->show();
    status_->setStyleSheet(QString());
    status_->setText(tr("Converting: reading the weights and checking them against config.json…"));
    auto* watcher = new QFutureWatcher<FolderImportOutcome>(this);
    connect(watcher, &QFutureWatcher<FolderImportOutcome>::finished, this, [this, watcher] {
        const FolderImportOutcome outcome = watcher->result();
        watcher->deleteLater();
        running_ = false;
        buttons_->setEnabled(true);
        busy_->hide();
        if (!outcome.error.isEmpty()) {
            showError(outcome.error);
            return;
        }
        notes_ = outcome.notes;
        accept();
    });
    watcher->setFuture(QtConcurrent::run([dir = folder_, out = output_->path()] {
        FolderImportOutcome outcome;
        try {
            outcome.notes = importModelFolder(dir, out);
        } catch (const std::exception& e) {
            outcome.error = QString::fromStdString(e.what());
        }
        return outcome;
    }));
}

void ModelFolderDialog::reject() {
    // The conversion cannot be stopped midway, and closing the dialog did not
    // stop it: the file was written later, unannounced. It ends first.
    if (running_) {
        status_->setText(tr("Still converting: the dialog closes when the checkpoint is written."));
        return;
    }
    QDialog::reject();
}

}  // namespace studio::app
