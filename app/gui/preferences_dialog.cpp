// SPDX-License-Identifier: GPL-3.0-or-later
#include "preferences_dialog.h"

#include "app_settings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryFile>
#include <QThread>
#include <QVBoxLayout>

#include <algorithm>

namespace studio::app {

PreferencesDialog::PreferencesDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Preferences"));
    language_ = new QComboBox(this);
    language_->addItem(tr("System language"), QString());
    for (const UiLanguage& language : uiLanguages()) language_->addItem(language.nativeName, language.code);
    language_->setCurrentIndex(std::max(0, language_->findData(uiLanguage())));
    // The windows are built once with their texts: switching the translator
    // under them would leave half of them in the old language.
    auto* languageNote = new QLabel(tr("A new language takes effect when Attention Studio is started again."), this);
    languageNote->setWordWrap(true);
    languageNote->setEnabled(false);  // greyed: a remark, not a setting

    runsFolder_ = new QLineEdit(runsFolder(), this);
    runsFolder_->setToolTip(tr("Every training run gets its own folder here, with its checkpoints and its "
                               "history."));
    auto* browse = new QPushButton(tr("Browse…"), this);
    auto* reset = new QPushButton(tr("Default"), this);
    reset->setToolTip(QDir::toNativeSeparators(defaultRunsFolder()));
    auto* folderRow = new QHBoxLayout;
    folderRow->addWidget(runsFolder_, 1);
    folderRow->addWidget(browse);
    folderRow->addWidget(reset);

    threads_ = new QSpinBox(this);
    threads_->setRange(0, 1024);
    threads_->setSpecialValueText(tr("All cores (%L1)").arg(QThread::idealThreadCount()));  // the language's digits
    threads_->setValue(preferredThreads());
    threads_->setToolTip(tr("CPU threads for the matrix products of new runs; the Train page starts with this "
                            "value."));

    learnDemo_ = new QCheckBox(tr("Train the built-in demo in the background when no model is open"), this);
    learnDemo_->setChecked(learnTrainsDemo());
    learnDemo_->setToolTip(tr("The Learn page then shows an untrained model's numbers at once and a trained "
                              "model's about two minutes later; the trained demo is kept for the next start."));

    auto* clear = forget_ = new QPushButton(tr("Forget recent datasets and checkpoints"), this);
    auto* cleared = new QLabel(this);

    problem_ = new QLabel(this);
    problem_->setWordWrap(true);
    problem_->setStyleSheet(QStringLiteral("color: #b00020;"));
    problem_->hide();

    auto* form = new QFormLayout;
    form->addRow(tr("Language:"), language_);
    form->addRow(QString(), languageNote);
    form->addRow(tr("Runs folder:"), folderRow);
    form->addRow(tr("CPU threads:"), threads_);
    form->addRow(tr("Learn page:"), learnDemo_);
    form->addRow(tr("Recent lists:"), clear);
    form->addRow(QString(), cleared);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(problem_);
    layout->addStretch(1);
    layout->addWidget(buttons);
    resize(560, sizeHint().height());

    connect(browse, &QPushButton::clicked, this, &PreferencesDialog::browse);
    connect(reset, &QPushButton::clicked, this, [this] { runsFolder_->setText(defaultRunsFolder()); });
    connect(clear, &QPushButton::clicked, this, [this, cleared] {
        clearRecent();
        cleared->setText(tr("Forgotten."));
        emit recentForgotten();
    });
    connect(buttons, &QDialogButtonBox::accepted, this, &PreferencesDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &PreferencesDialog::reject);
}

void PreferencesDialog::browse() {
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Runs folder"), runsFolder_->text());
    if (!folder.isEmpty()) runsFolder_->setText(folder);
}

bool PreferencesDialog::save(QString* error) {
    // Stored absolute, with "~" as the home folder: "runs" moved with the
    // working folder, and "~/runs" made a folder named "~".
    QString typed = runsFolder_->text().trimmed();
    if (typed == QLatin1String("~") || typed.startsWith(QLatin1String("~/")))
        typed = QDir::homePath() + typed.mid(1);
    const QString folder = typed.isEmpty() ? QString() : QDir::cleanPath(QDir(typed).absolutePath());
    // A folder that cannot hold a checkpoint would only fail at the first
    // evaluation of the next run: find out now.
    if (folder.isEmpty() || !QDir().mkpath(folder)) {
        *error = tr("The runs folder \"%1\" cannot be created.").arg(QDir::toNativeSeparators(folder));
        return false;
    }
    QTemporaryFile probe(QDir(folder).filePath(QStringLiteral("write-test-XXXXXX")));
    if (!probe.open()) {
        *error = tr("The runs folder \"%1\" is not writable.").arg(QDir::toNativeSeparators(folder));
        return false;
    }
    setRunsFolder(folder);
    setPreferredThreads(threads_->value());
    setLearnTrainsDemo(learnDemo_->isChecked());
    setUiLanguage(language_->currentData().toString());
    return true;
}

void PreferencesDialog::accept() {
    QString error;
    if (!save(&error)) {
        problem_->setText(error);
        problem_->show();
        return;
    }
    QDialog::accept();
}

}  // namespace studio::app
