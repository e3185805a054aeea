// ModelFolderDialog: opening a Hugging Face Marian folder (an OPUS-MT model:
// config.json, source.spm, target.spm, vocab.json and the weights). Says what
// the folder holds, where the converted checkpoint goes (beside the user's
// runs), and converts it once off the GUI thread; a refusal (a git-lfs
// pointer, another model type) is shown in the dialog, which stays open.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QProgressBar;
class QPushButton;

namespace studio::app {

class FileField;

class ModelFolderDialog : public QDialog {
    Q_OBJECT

public:
    ModelFolderDialog(const QString& folder, const QString& runsFolder, QWidget* parent = nullptr);

    QString checkpointPath() const;  // valid after accept()
    QStringList notes() const { return notes_; }
    bool fineTuneAfterImport() const { return fineTune_; }
    QPushButton* importButton() const { return import_; }
    QLabel* summaryLabel() const { return summary_; }
    QLabel* statusLabel() const { return status_; }

    // Esc or the close button while converting: ignored (said in the status).
    void reject() override;

private:
    void startImport();
    void showError(const QString& message);

    QString folder_;
    QLabel* summary_ = nullptr;
    QLabel* status_ = nullptr;
    QProgressBar* busy_ = nullptr;
    FileField* output_ = nullptr;
    QDialogButtonBox* buttons_ = nullptr;
    QPushButton* import_ = nullptr;
    QPushButton* importAndFineTune_ = nullptr;
    QStringList notes_;
    bool fineTune_ = false;
    bool running_ = false;  // converting
};

}  // namespace studio::app
